import { useState } from 'react';
import { Alert, errorMessage } from './components';

interface LoadMoreProps {
  /** Items on screen. */
  shown: number;
  /** Items in the whole list (the connection's totalCount). */
  total: number;
  /** The connection's pageInfo.hasNextPage. */
  hasMore: boolean;
  /** Fetches the next page (fetchMore with after: endCursor). */
  onMore: () => Promise<unknown>;
  /** What the list holds, plural ("discount codes"). */
  noun: string;
}

/** While a connection has more pages: how much of it is on screen, and "Load more". */
export function LoadMore({ shown, total, hasMore, onMore, noun }: LoadMoreProps) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function more() {
    setBusy(true);
    setError(null);
    try {
      await onMore();
    } catch (err) {
      setError(errorMessage(err, `More ${noun} could not be loaded.`));
    } finally {
      setBusy(false);
    }
  }

  // Everything is on screen: nothing to say.
  if (!hasMore && shown >= total && !error) return null;
  return (
    <div className="load-more">
      <p className="muted" aria-live="polite">
        Showing {Math.min(shown, total)} of {total} {noun}
      </p>
      {hasMore ? (
        <button type="button" className="btn btn-secondary" onClick={() => void more()} disabled={busy}>
          {busy ? 'Loading...' : 'Load more'}
        </button>
      ) : null}
      <Alert>{error}</Alert>
    </div>
  );
}
