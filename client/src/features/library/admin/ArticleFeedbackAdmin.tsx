import { useQuery } from '@apollo/client/react';
import { AdminArticleFeedbackDocument } from '../../../gql/graphql';
import { Alert, errorMessage, Spinner } from '../../../ui/components';
import { LoadMore } from '../../../ui/load-more';
import { RatingSummary, StarRow } from '../RatingSummary';
import { dateTime } from '../../../ui/dates';

const PAGE_SIZE = 20;

/** Admin → Articles → Feedback: members' stars and comments on one item, newest first, more a page at a time. */
export function ArticleFeedbackAdmin({ articleId, onDone }: { articleId: string; onDone: () => void }) {
  const { data, loading, error, fetchMore } = useQuery(AdminArticleFeedbackDocument, { variables: { articleId, first: PAGE_SIZE } });
  const article = data?.article;
  const list = data?.articleFeedback;

  return (
    <section aria-labelledby="feedback-admin-title" className="feedback-admin">
      <button type="button" className="btn btn-ghost" onClick={onDone}>
        ← Back to articles
      </button>
      <h2 id="feedback-admin-title">Feedback{article ? `: ${article.title}` : ''}</h2>
      {article ? <RatingSummary rating={article.rating} idPrefix="admin-feedback" /> : null}
      {!list ? (
        loading ? (
          <Spinner label="Loading feedback..." />
        ) : (
          <Alert>{errorMessage(error, 'Failed to load the feedback')}</Alert>
        )
      ) : list.totalCount === 0 ? (
        <p className="muted">No member has rated this item yet.</p>
      ) : (
        <>
          <p className="muted" aria-live="polite">
            {list.totalCount} {list.totalCount === 1 ? 'entry' : 'entries'}, newest first
          </p>
          <ol className="feedback-list">
            {list.edges.map(({ node }) => (
              <li key={node.id} className="feedback-entry card">
                <div className="feedback-entry-head">
                  <span role="img" aria-label={`${node.rating} out of 5 stars`}>
                    <StarRow value={node.rating} idPrefix={`feedback-${node.id}`} />
                  </span>
                  <strong>{node.displayName}</strong>
                  <time className="muted" dateTime={node.updatedAt}>
                    {dateTime(node.updatedAt)}
                  </time>
                </div>
                {node.comment ? <p className="feedback-comment">{node.comment}</p> : <p className="muted feedback-comment">No comment</p>}
              </li>
            ))}
          </ol>
          <LoadMore
            shown={list.edges.length}
            total={list.totalCount}
            hasMore={list.pageInfo.hasNextPage}
            onMore={() => fetchMore({ variables: { articleId, first: PAGE_SIZE, after: list.pageInfo.endCursor } })}
            noun="entries"
          />
        </>
      )}
    </section>
  );
}
