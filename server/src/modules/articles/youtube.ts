/**
 * YouTube link rules of the library: which links count as videos and the embed URL the reader gets. Pure functions.
 */

/** Hosts whose links count as YouTube items (SPEC §2). */
export const YOUTUBE_HOSTS = ['youtube.com', 'www.youtube.com', 'm.youtube.com', 'youtu.be'] as const;

const VIDEO_ID = /^[A-Za-z0-9_-]{6,20}$/;

function parse(url: string | null | undefined): URL | null {
  if (!url) return null;
  try {
    return new URL(url.trim());
  } catch {
    return null;
  }
}

/** An item is a YouTube item when its link is on a YouTube host or its path has an /embed/ segment. */
export function isYoutubeUrl(url: string | null | undefined): boolean {
  const u = parse(url);
  if (!u) return false;
  return (YOUTUBE_HOSTS as readonly string[]).includes(u.hostname.toLowerCase()) || u.pathname.includes('/embed/');
}

/**
 * The URL to put in the reader's video player: YouTube links become privacy-enhanced embed URLs;
 * other embed links are returned unchanged when they use https; null when no player URL can be derived.
 */
export function videoEmbedUrl(url: string | null | undefined): string | null {
  const u = parse(url);
  if (!u || !isYoutubeUrl(url)) return null;
  const host = u.hostname.toLowerCase();
  let id: string | null = null;
  if (host === 'youtu.be') id = u.pathname.split('/')[1] ?? null;
  else if ((YOUTUBE_HOSTS as readonly string[]).includes(host)) {
    const [, first, second] = u.pathname.split('/');
    if (first === 'watch') id = u.searchParams.get('v');
    else if (first === 'embed' || first === 'shorts' || first === 'live') id = second ?? null;
  } else {
    return u.protocol === 'https:' ? u.toString() : null;
  }
  if (!id || !VIDEO_ID.test(id)) return null;
  const start = Number.parseInt(u.searchParams.get('t') ?? u.searchParams.get('start') ?? '', 10);
  return `https://www.youtube-nocookie.com/embed/${id}${Number.isFinite(start) && start > 0 ? `?start=${start}` : ''}`;
}
