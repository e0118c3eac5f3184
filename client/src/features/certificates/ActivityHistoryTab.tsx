import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { getFragmentData } from '../../gql/fragment-masking';
import { ActivityHistoryDocument, ActivityHistoryTab_ItemFragmentDoc } from '../../gql/graphql';
import { EmptyState, Spinner } from '../../ui/components';
import { isShownActivity } from './activity';
import { pePointsLabel } from '../../ui/points';
import './certificates.css';
import { dateLong } from '../../ui/dates';

/** Attempts read at a time; nearly every member's whole history fits in the first page. */
const PAGE = 100;

/** Account → Activity History: every graded test, newest first. Loads when the tab first opens; a failure shows an empty list. */
export default function ActivityHistoryTab() {
  // Served from the cache on later visits; a graded test adds its attempt to the cached list (assessment/cache.ts).
  const { data, loading, error, fetchMore } = useQuery(ActivityHistoryDocument, { variables: { first: PAGE }, fetchPolicy: 'cache-first' });
  useEffect(() => {
    if (error) console.warn('Loading activity history failed', error);
  }, [error]);

  if (loading && !data) return <Spinner label="Loading activity..." />;
  const connection = error ? null : (data?.activityHistory ?? null);
  const rows = (connection?.edges ?? []).map((e) => getFragmentData(ActivityHistoryTab_ItemFragmentDoc, e.node)).filter(isShownActivity);
  if (rows.length === 0) return <EmptyState title="No activity yet.">Your test results will appear here.</EmptyState>;

  return (
    <>
      <ul className="activity-list" aria-label="Activity history">
        {rows.map((row) => (
          <li key={row.id} className="activity-row">
            <div className="activity-main">
              <span className="activity-title">{row.articleTitle}</span>
              <span className="muted activity-date">{dateLong(row.date)}</span>
            </div>
            <div className="activity-outcome">
              <span className={row.passed ? 'status-badge passed' : 'status-badge failed'}>{row.passed ? 'Passed' : 'Failed'}</span>
              <span className="muted">
                Score {row.score}/{row.total}
              </span>
              {row.passed && row.pePoints > 0 ? <span className="activity-points">+{pePointsLabel(row.pePoints)}</span> : null}
            </div>
          </li>
        ))}
      </ul>
      {connection?.pageInfo.hasNextPage ? (
        <button
          type="button"
          className="btn btn-secondary"
          onClick={() => void fetchMore({ variables: { first: PAGE, after: connection.pageInfo.endCursor } })}
        >
          Show more ({connection.totalCount - connection.edges.length} more)
        </button>
      ) : null}
    </>
  );
}
