/**
 * Following a YouTube embed's state through the IFrame API's message protocol, without loading YouTube's script:
 * the reader asks the player to report ("listening"), and the player then posts JSON messages (onReady,
 * infoDelivery, onStateChange) to this page. Pure functions; the reader wires them to its iframe.
 */

/** The origins whose embeds speak the IFrame API; an embed elsewhere is left as it is. */
export const YOUTUBE_PLAYER_ORIGINS = ['https://www.youtube-nocookie.com', 'https://www.youtube.com'] as const;

/** YouTube's player states: unstarted, ended, playing, paused, buffering, cued. */
const PLAYING = 1;
const BUFFERING = 3;

/** An embed URL as the reader loads it, and the origin its player's messages must come from (null: none expected). */
export interface PlayerEmbed {
  src: string;
  playerOrigin: string | null;
}

/**
 * The embed URL with the IFrame API switched on (enablejsapi=1) and this page's origin, so the player reports to
 * it. Embeds that are not YouTube's /embed/ player are returned unchanged, with no origin to listen to.
 */
export function playerEmbed(embedUrl: string, pageOrigin: string): PlayerEmbed {
  let url: URL;
  try {
    url = new URL(embedUrl);
  } catch {
    return { src: embedUrl, playerOrigin: null };
  }
  if (!(YOUTUBE_PLAYER_ORIGINS as readonly string[]).includes(url.origin) || !url.pathname.startsWith('/embed/')) {
    return { src: embedUrl, playerOrigin: null };
  }
  url.searchParams.set('enablejsapi', '1');
  url.searchParams.set('origin', pageOrigin);
  return { src: url.toString(), playerOrigin: url.origin };
}

/** What the reader learns from one message of the player: that it reports (ready), and whether it plays now. */
export interface PlayerReport {
  /** true while the video plays (or buffers while playing); false when unstarted, paused, ended or cued. Null: the message carried no state. */
  playing: boolean | null;
}

/** The message the reader posts to the player so it starts reporting (`id` names this listener in its answers). */
export const listeningMessage = (id: string) => JSON.stringify({ event: 'listening', id, channel: 'widget' });

/** The message that subscribes the reader to the player's state changes, sent once the player answers. */
export const stateChangeSubscription = (id: string) =>
  JSON.stringify({ event: 'command', func: 'addEventListener', args: ['onStateChange'], id, channel: 'widget' });

const stateToPlaying = (state: unknown): boolean | null => (typeof state === 'number' ? state === PLAYING || state === BUFFERING : null);

/**
 * Reads one message event as a report of the embed's player, or null when it is not one: it must come from the
 * player's origin (`expected.origin`) and from the embed's own window (`expected.source`), and be one of the
 * API's JSON messages (a string, as the player posts them, or an object).
 */
export function readPlayerMessage(
  event: { origin: string; source: unknown; data: unknown },
  expected: { origin: string | null; source: unknown },
): PlayerReport | null {
  if (!expected.origin || event.origin !== expected.origin) return null;
  if (!expected.source || event.source !== expected.source) return null;
  let data: unknown = event.data;
  if (typeof data === 'string') {
    if (data.length > 100_000) return null;
    try {
      data = JSON.parse(data);
    } catch {
      return null;
    }
  }
  if (!data || typeof data !== 'object') return null;
  const { event: name, info } = data as { event?: unknown; info?: unknown };
  switch (name) {
    case 'onReady':
      return { playing: null };
    case 'onStateChange':
      return { playing: stateToPlaying(info) };
    case 'initialDelivery':
    case 'infoDelivery':
      return { playing: info && typeof info === 'object' ? stateToPlaying((info as { playerState?: unknown }).playerState) : null };
    default:
      return null;
  }
}
