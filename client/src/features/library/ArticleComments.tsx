import { useQuery } from '@apollo/client/react';
import { ArticleCommentsDocument } from '../../gql/graphql';
import { Alert, errorMessage, Spinner } from '../../ui/components';
import { dateLong } from '../../ui/dates';
import { LoadMore } from '../../ui/load-more';
import { StarRow } from './RatingSummary';

const PAGE_SIZE = 10;

/** Reader → What members say: other members' comments on the item, newest first, ten at a time. */
export function ArticleComments({ articleId }: { articleId: string }) {
  const { data, loading, error, fetchMore } = useQuery(ArticleCommentsDocument, { variables: { articleId, first: PAGE_SIZE } });
  const list = data?.articleComments;
  const comments = list?.edges.map((e) => e.node) ?? [];
  return (
    <section className="card article-comments" aria-labelledby="comments-title">
      <h2 id="comments-title">What members say{list && list.totalCount > 0 ? ` (${list.totalCount})` : ''}</h2>
      {!data && loading ? <Spinner label="Loading comments..." /> : null}
      {!data && !loading ? <Alert>{errorMessage(error, 'Could not load the comments.')}</Alert> : null}
      {list && comments.length === 0 ? <p className="muted">No comments yet. Rate this item above and say what you took from it.</p> : null}
      {comments.length > 0 ? (
        <ul className="comment-list">
          {comments.map((c) => (
            <li key={c.id} className="comment-item">
              <p className="comment-meta">
                <StarRow value={c.rating} idPrefix={`comment-${c.id}`} />
                <span className="sr-only">{`${c.rating} out of 5 stars`}</span>
                <strong>{c.authorName}</strong>
                <time dateTime={c.updatedAt}>{dateLong(c.updatedAt)}</time>
              </p>
              <p className="comment-text">{c.comment}</p>
            </li>
          ))}
        </ul>
      ) : null}
      {list ? (
        <LoadMore
          shown={comments.length}
          total={list.totalCount}
          hasMore={list.pageInfo.hasNextPage}
          onMore={() => fetchMore({ variables: { articleId, first: PAGE_SIZE, after: list.pageInfo.endCursor } })}
          noun="comments"
        />
      ) : null}
    </section>
  );
}
