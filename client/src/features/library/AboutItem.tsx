import { useId } from 'react';
import { getFragmentData, type FragmentType } from '../../gql/fragment-masking';
import { AboutItem_ArticleFragmentDoc } from '../../gql/graphql';
import { calendarDate } from '../../ui/dates';

type Person = { name: string; role?: string | null };

const people = (list: readonly Person[]) => (list.length ? list.map((p) => (p.role ? `${p.name} (${p.role})` : p.name)).join('; ') : 'Not stated');
const day = (value: string | null | undefined) => (value ? (calendarDate(value) ?? value) : 'Not stated');

/** "About this item": who wrote and reviewed it, when it was and will next be reviewed, and what changed (collapsed). */
export function AboutItem(props: { article: FragmentType<typeof AboutItem_ArticleFragmentDoc> }) {
  const a = getFragmentData(AboutItem_ArticleFragmentDoc, props.article);
  const titleId = useId();
  return (
    <section className="reader-about" aria-labelledby={titleId}>
      <h2 id={titleId}>About this item</h2>
      <dl className="reader-about-facts">
        <div>
          <dt>Written by</dt>
          <dd>{people(a.authors)}</dd>
        </div>
        <div>
          <dt>Reviewed by</dt>
          <dd>{people(a.reviewers)}</dd>
        </div>
        <div>
          <dt>Reviewed on</dt>
          <dd>{day(a.reviewedOn)}</dd>
        </div>
        <div>
          <dt>Next review</dt>
          <dd>{day(a.nextReviewOn)}</dd>
        </div>
      </dl>
      {a.changeLog.length ? (
        <details className="reader-changelog">
          <summary>Change log ({a.changeLog.length})</summary>
          <ol>
            {a.changeLog.map((e, i) => (
              <li key={`${e.date}-${i}`}>
                <time dateTime={e.date}>{day(e.date)}</time>: {e.change} <span className="muted">— {e.by}</span>
              </li>
            ))}
          </ol>
        </details>
      ) : null}
    </section>
  );
}
