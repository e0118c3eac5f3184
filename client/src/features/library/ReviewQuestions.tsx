import { useId, useState } from 'react';
import { languageTag } from '../../app/enum-labels';
import { getFragmentData, type FragmentType } from '../../gql/fragment-masking';
import { ReviewQuestions_ArticleFragmentDoc, type ReviewQuestions_ArticleFragment } from '../../gql/graphql';

type Question = ReviewQuestions_ArticleFragment['reviewQuestions'][number];

/** "Check your understanding": the item's ungraded review questions; each answer and its feedback open on request. */
export function ReviewQuestions(props: { article: FragmentType<typeof ReviewQuestions_ArticleFragmentDoc> }) {
  const a = getFragmentData(ReviewQuestions_ArticleFragmentDoc, props.article);
  const titleId = useId();
  if (!a.reviewQuestions.length) return null;
  const lang = languageTag(a.language);
  return (
    <section className="reader-review" aria-labelledby={titleId}>
      <h2 id={titleId}>Check your understanding</h2>
      <p className="muted">Not graded and not part of the test: answer for yourself, then show the answer.</p>
      <ol className="rq-list">
        {a.reviewQuestions.map((q) => (
          <ReviewQuestion key={q.id} q={q} lang={lang} />
        ))}
      </ol>
    </section>
  );
}

function ReviewQuestion({ q, lang }: { q: Question; lang: string | undefined }) {
  const [open, setOpen] = useState(false);
  const [picked, setPicked] = useState<string | null>(null);
  const id = useId();
  return (
    <li className="rq-question">
      <p className="rq-section muted">
        Section: <span lang={lang}>{q.section}</span>
      </p>
      <p className="rq-prompt" id={`${id}-q`} lang={lang}>
        {q.question}
      </p>
      {q.options.length ? (
        <fieldset className="rq-options" aria-labelledby={`${id}-q`}>
          {q.options.map((o, i) => (
            <label key={o} className="check">
              <input type="radio" name={`${id}-opt`} value={o} checked={picked === o} onChange={() => setPicked(o)} />
              <span lang={lang}>
                {String.fromCharCode(65 + i)}. {o}
              </span>
            </label>
          ))}
        </fieldset>
      ) : null}
      <button type="button" className="btn btn-ghost" aria-expanded={open} aria-controls={`${id}-a`} onClick={() => setOpen(!open)}>
        {open ? 'Hide answer' : 'Show answer'}
      </button>
      <div id={`${id}-a`} className="rq-answer" hidden={!open}>
        {q.options.length && picked ? (
          <p className="rq-verdict">{picked === q.answer ? 'Your choice is right.' : 'Your choice is not the best answer.'}</p>
        ) : null}
        <p>
          <strong>Answer:</strong> <span lang={lang}>{q.answer}</span>
        </p>
        <p lang={lang}>{q.feedback}</p>
        <blockquote className="rq-quote">
          <p lang={lang}>{q.quote}</p>
          <footer>
            From the section <cite lang={lang}>{q.section}</cite>
          </footer>
        </blockquote>
      </div>
    </li>
  );
}
