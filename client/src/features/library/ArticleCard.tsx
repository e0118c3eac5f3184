import { Link } from 'react-router-dom';
import { getFragmentData, type FragmentType } from '../../gql/fragment-masking';
import { ArticleCard_ArticleFragmentDoc, type ArticleCard_ArticleFragment } from '../../gql/graphql';
import TestActions from '../assessment/TestActions';
import { categoryLabel, languageTag } from '../../app/enum-labels';
import { ArticleTags } from './ArticleTags';
import { CategoryArt } from './CategoryArt';
import { pointsLabel } from './format';
import { Highlighted } from './Highlighted';
import { RatingSummary } from './RatingSummary';
import { Summary } from './Summary';
import { Icon } from '../../ui/icons';
import { calendarDate } from '../../ui/dates';

/** Start Reading, Start Viewing (video links) or Review Article (already completed). */
export function readButtonText(article: Pick<ArticleCard_ArticleFragment, 'isYoutube' | 'completionStatus'>): string {
  if (article.completionStatus?.completed) return 'Review Article';
  return article.isYoutube ? 'Start Viewing' : 'Start Reading';
}

/** Where a search matched: title and excerpt with the matched words marked by the server. */
export interface SearchHighlight {
  title: string;
  summary: string;
  snippet: string;
}

/** One library card; `from` is the library's query string, so the reader can link back to the same view. */
export function ArticleCard({
  article: ref,
  from,
  highlight,
}: {
  article: FragmentType<typeof ArticleCard_ArticleFragmentDoc>;
  from: string;
  highlight?: SearchHighlight | null;
}) {
  const article = getFragmentData(ArticleCard_ArticleFragmentDoc, ref);
  const date = calendarDate(article.publicationDate);
  const completed = !!article.completionStatus?.completed;
  const titleId = `article-card-${article.id}`;
  // The item's own words (title, summary) are in its language; the card's labels stay in English.
  const lang = languageTag(article.language);
  return (
    <article className={`article-card card${completed ? ' is-completed' : ''}`} aria-labelledby={titleId}>
      <CategoryArt category={categoryLabel(article.category)} />
      <header className="article-card-head">
        <h2 id={titleId} className="article-card-title">
          {article.isYoutube ? (
            <>
              <span className="kind-icon" aria-hidden="true">
                <Icon name="play" size={14} />
              </span>
              <span className="sr-only">Video: </span>
            </>
          ) : null}
          <span className="title-text" lang={lang}>
            {highlight ? <Highlighted text={highlight.title} /> : article.title}
          </span>
        </h2>
        <span className="points-badge">{pointsLabel(article.pePointsValue)}</span>
      </header>
      <ArticleTags article={article} />
      <p className="article-meta">
        {article.source ? <span>Source: {article.source}</span> : null}
        {date ? <span>Published {date}</span> : null}
        {article.studyMinutes ? <span title="Reading, video and test time behind the PE points">Study time {article.studyMinutes} min</span> : null}
      </p>
      <RatingSummary rating={article.rating} idPrefix={`card-${article.id}`} />
      {highlight ? (
        <Summary text={highlight.summary} className="summary article-card-summary" lang={lang} renderLine={(line) => <Highlighted text={line} />} />
      ) : (
        <Summary text={article.summary} className="summary article-card-summary" lang={lang} />
      )}
      {highlight?.snippet ? (
        <p className="search-snippet" lang={lang}>
          <span className="sr-only">Matching text: </span>
          <Highlighted text={highlight.snippet} />
        </p>
      ) : null}
      <footer className="article-card-foot">
        {completed ? (
          <span className="completed-mark">
            <Icon name="check" /> Completed
          </span>
        ) : null}
        <div className="article-card-actions">
          <Link
            className={completed ? 'btn btn-secondary' : 'btn btn-primary'}
            to={`/article/${article.databaseId}`}
            state={{ from }}
            aria-label={`${readButtonText(article)}: ${article.title}`}
          >
            {readButtonText(article)}
          </Link>
          <TestActions article={article} variant="card" />
        </div>
      </footer>
    </article>
  );
}
