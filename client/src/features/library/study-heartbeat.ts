import { useMutation } from '@apollo/client/react';
import { useEffect, useRef } from 'react';
import { TIMINGS } from '../../app/timings';
import { RecordStudyDocument } from '../../gql/graphql';

/**
 * What the reader is doing between two beats. Without word from a video player: the page `visible` or `hidden`,
 * as for any item. Once a video's player reports its state: `playing` (visible and playing) or `idle` (paused,
 * ended, not started, or the page hidden).
 */
type Stretch = 'visible' | 'hidden' | 'playing' | 'idle';

const counts = (s: Stretch | null) => s === 'visible' || s === 'playing';

/**
 * Sends the reader's study heartbeat for `articleId` while the page is visible: when the reader opens or comes back
 * into view, every 20 seconds while it stays visible, and once more when it is hidden or left (closing the last
 * stretch). For a video whose player reports its state (`playing` not null), visible time counts only while the
 * video plays: the beats run while it plays, one closes the playing stretch when it stops (playing: true), and the
 * one when it starts again says it was not playing (playing: false), which the server credits nothing. A player
 * that never reports leaves visible time as the measure. The server decides what each beat is worth from its own
 * clock; its answer renews the cached StudyProgress, so the study notice and Start Test follow. A refused beat
 * (rate limit, network) is simply skipped.
 */
export function useStudyHeartbeat(articleId: string | null, playing: boolean | null = null): void {
  const [record] = useMutation(RecordStudyDocument);
  // The effect runs per item, not per render: it reads the mutation and the player's state through refs.
  const recordRef = useRef(record);
  const playingRef = useRef(playing);
  const refreshRef = useRef<() => void>(() => undefined);
  useEffect(() => {
    recordRef.current = record;
  }, [record]);

  useEffect(() => {
    if (articleId === null) return;
    let timer: ReturnType<typeof setInterval> | null = null;
    let stretch: Stretch | null = null;
    const now = (): Stretch => {
      const visible = document.visibilityState === 'visible';
      if (playingRef.current === null) return visible ? 'visible' : 'hidden';
      return visible && playingRef.current ? 'playing' : 'idle';
    };
    /** The beat that closes `closing`: it tells the server whether a reporting video played in it. */
    const beat = (closing: Stretch | null) => {
      const input = closing === 'playing' || closing === 'idle' ? { articleId, playing: closing === 'playing' } : { articleId };
      recordRef.current({ variables: { input } }).catch(() => undefined);
    };
    const stop = () => {
      if (timer !== null) clearInterval(timer);
      timer = null;
    };
    const refresh = () => {
      const next = now();
      if (next === stretch) return;
      const prev = stretch;
      stretch = next;
      stop();
      if (counts(prev) || counts(next)) beat(prev);
      if (counts(next)) timer = setInterval(() => beat(stretch), TIMINGS.studyHeartbeatMs);
    };
    refreshRef.current = refresh;
    refresh();
    document.addEventListener('visibilitychange', refresh);
    return () => {
      refreshRef.current = () => undefined;
      // The next item starts without word from a player (its own reports follow).
      playingRef.current = null;
      document.removeEventListener('visibilitychange', refresh);
      stop();
      if (counts(stretch)) beat(stretch);
    };
  }, [articleId]);

  useEffect(() => {
    playingRef.current = playing;
    refreshRef.current();
  }, [playing]);
}
