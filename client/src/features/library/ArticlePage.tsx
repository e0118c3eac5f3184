import { skipToken, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { difficultyLabel, languageTag } from '../../app/enum-labels';
import { Link, useLocation, useParams } from 'react-router-dom';
import { MESSAGES } from '@leerpunt/shared/messages';
import { ReaderArticleDocument } from '../../gql/graphql';
import { Alert, errorExtensions, errorMessage, Spinner } from '../../ui/components';
import TestActions from '../assessment/TestActions';
import { AboutItem } from './AboutItem';
import { ArticleContent, contentKind } from './ArticleContent';
import { ReviewQuestions } from './ReviewQuestions';
import { ArticleTags } from './ArticleTags';
import { ArticleComments } from './ArticleComments';
import { FeedbackForm } from './FeedbackForm';
import { RatingSummary } from './RatingSummary';
import { formatPoints } from './format';
import { Summary } from './Summary';
import { StudyNotice } from './StudyNotice';
import { useStudyHeartbeat } from './study-heartbeat';
import './library.css';
import { Icon } from '../../ui/icons';
import { calendarDate } from '../../ui/dates';

/** A numeric article id from the path, as the ID the API takes; null for anything else (or beyond a 32-bit id). */
function parseId(raw: string | undefined): string | null {
  if (!raw || !/^\d{1,10}$/.test(raw)) return null;
  const id = Number(raw);
  return id >= 1 && id <= 2147483647 ? String(id) : null;
}

/** /article/{id}: the reader (its route asks for a subscription). */
export default function ArticlePage() {
  return <Reader />;
}

function BackToLibrary() {
  const location = useLocation();
  const from = (location.state as { from?: unknown } | null)?.from;
  const search = typeof from === 'string' && from.startsWith('?') ? from : '';
  return (
    <Link className="back-link" to={`/articles${search}`}>
      <Icon name="arrow-left" /> Back to library
    </Link>
  );
}

function NotFound() {
  return (
    <div className="reader">
      <BackToLibrary />
      <section className="card narrow reader-missing" aria-labelledby="missing-title">
        <h1 id="missing-title">{MESSAGES.articleNotFound}</h1>
        <p>This article does not exist or is no longer available.</p>
        <Link className="btn btn-primary" to="/articles">
          Browse the library
        </Link>
      </section>
    </div>
  );
}

function Reader() {
  const id = parseId(useParams().id);
  const { data, loading, error } = useQuery(ReaderArticleDocument, id === null ? skipToken : { variables: { id } });
  const article = data?.article;
  // A video's player state, once its player reports (for the item it was reported on).
  const [player, setPlayer] = useState<{ articleId: string; playing: boolean } | null>(null);
  // Study time counts from when the item is on screen; for a video whose player reports, while it plays.
  useStudyHeartbeat(article ? article.id : null, article && player?.articleId === article.id ? player.playing : null);

  if (id === null) return <NotFound />;
  if (!article) {
    if (loading) return <Spinner label="Loading article..." />;
    if (error && errorExtensions(error).code === 'NOT_FOUND') return <NotFound />;
    return (
      <div className="reader">
        <BackToLibrary />
        <Alert>{errorMessage(error, 'The article could not be loaded. Please try again.')}</Alert>
      </div>
    );
  }

  const date = calendarDate(article.publicationDate);
  const watch = contentKind(article) === 'video';
  // The item's own words are in its language; the reader's labels stay in English.
  const lang = languageTag(article.language);
  return (
    <div className="reader">
      <BackToLibrary />
      <article className="card reader-article" aria-labelledby="reader-title">
        <header className="reader-head">
          <h1 id="reader-title" lang={lang}>
            {article.title}
          </h1>
          <ArticleTags article={article} />
          <RatingSummary rating={article.rating} idPrefix="reader" />
          <dl className="reader-facts">
            <div>
              <dt>PE points</dt>
              <dd>{formatPoints(article.pePointsValue)}</dd>
            </div>
            {article.difficultyLevel ? (
              <div>
                <dt>Difficulty</dt>
                <dd>{difficultyLabel(article.difficultyLevel)}</dd>
              </div>
            ) : null}
            {article.estimatedReadTime ? (
              <div>
                <dt>{watch ? 'Time to watch' : 'Time to read'}</dt>
                <dd>
                  {article.estimatedReadTime} min {watch ? 'watch' : 'read'}
                </dd>
              </div>
            ) : null}
            {article.studyMinutes ? (
              <div>
                <dt>Study time</dt>
                <dd title="Words ÷ 180 + video minutes + 5 test questions × 1.85; one PE point per credit hour">
                  {article.studyMinutes} min (reading{article.videoMinutes ? ', video' : ''} and test)
                </dd>
              </div>
            ) : null}
            {article.source ? (
              <div>
                <dt>Source</dt>
                <dd>{article.source}</dd>
              </div>
            ) : null}
            {date ? (
              <div>
                <dt>Published</dt>
                <dd>{date}</dd>
              </div>
            ) : null}
            {article.completionStatus?.completed ? (
              <div>
                <dt>Status</dt>
                <dd className="completed-mark">
                  <Icon name="check" /> Completed
                </dd>
              </div>
            ) : null}
          </dl>
          <div className="reader-test">
            <TestActions article={article} variant="reader" studyRemainingSeconds={article.studyProgress?.remainingSeconds ?? 0} />
            {article.studyProgress ? <StudyNotice progress={article.studyProgress} /> : null}
          </div>
        </header>
        {article.summary.trim() ? (
          <section className="reader-summary" aria-labelledby="summary-title">
            <h2 id="summary-title">Summary</h2>
            <Summary text={article.summary} lang={lang} />
          </section>
        ) : null}
        {article.learningObjectives.length ? (
          <section className="reader-summary" aria-labelledby="objectives-title">
            <h2 id="objectives-title">Learning objectives</h2>
            <ul lang={lang}>
              {article.learningObjectives.map((o) => (
                <li key={o}>{o}</li>
              ))}
            </ul>
          </section>
        ) : null}
        <ArticleContent article={article} lang={lang} onPlayer={(playing) => setPlayer({ articleId: article.id, playing })} />
        <ReviewQuestions article={article} />
        {article.references.length ? (
          <section className="reader-references" aria-labelledby="references-title">
            <h2 id="references-title">References</h2>
            <ul lang={lang}>
              {article.references.map((r) => (
                <li key={r}>{r}</li>
              ))}
            </ul>
          </section>
        ) : null}
        <AboutItem article={article} />
      </article>
      <FeedbackForm articleId={article.id} />
      <ArticleComments articleId={article.id} />
    </div>
  );
}
