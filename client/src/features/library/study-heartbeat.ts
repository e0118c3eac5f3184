import { useMutation } from '@apollo/client/react';
import { useEffect, useRef } from 'react';
import { TIMINGS } from '../../app/timings';
import { RecordStudyDocument } from '../../gql/graphql';

/**
 * Sends the reader's study heartbeat for `articleId` while the page is visible: when the reader opens or comes back
 * into view, every 20 seconds while it stays visible, and once more when it is hidden or left (closing the last
 * stretch). The server decides what each beat is worth from its own clock; its answer renews the cached
 * StudyProgress, so the study notice and Start Test follow. A refused beat (rate limit, network) is simply skipped.
 */
export function useStudyHeartbeat(articleId: string | null): void {
  const [record] = useMutation(RecordStudyDocument);
  // The effect runs per item, not per render: it reads the mutation through a ref.
  const recordRef = useRef(record);
  useEffect(() => {
    recordRef.current = record;
  }, [record]);

  useEffect(() => {
    if (articleId === null) return;
    let timer: ReturnType<typeof setInterval> | null = null;
    const beat = () => {
      recordRef.current({ variables: { input: { articleId } } }).catch(() => undefined);
    };
    const stop = () => {
      if (timer !== null) clearInterval(timer);
      timer = null;
    };
    const start = () => {
      stop();
      beat();
      timer = setInterval(beat, TIMINGS.studyHeartbeatMs);
    };
    const onVisibility = () => {
      if (document.visibilityState === 'visible') start();
      else if (timer !== null) {
        stop();
        beat();
      }
    };
    if (document.visibilityState === 'visible') start();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      if (timer !== null) {
        stop();
        beat();
      }
    };
  }, [articleId]);
}
