import type { NewsType } from '@shared/constants';

/** Small inline icons (no icon font or emoji font needed); decorative, so hidden from assistive technology. */
const PATHS: Record<NewsType, string> = {
  // A folded newspaper.
  news: 'M4 5h13v14H6a2 2 0 0 1-2-2V5Zm13 4h3v8a2 2 0 0 1-2 2h-1M7 8h7M7 11h7M7 14h4',
  // A star.
  feature: 'M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8-5.2-2.7-5.2 2.7 1-5.8-4.3-4.1 5.9-.9Z',
  // A megaphone.
  announcement: 'M4 10v4h3l7 4V6L7 10H4Zm13-1.5a4 4 0 0 1 0 7M8 14l1 5h2l-1-4.5',
  // Two circling arrows.
  update: 'M19 8a7.5 7.5 0 0 0-13.5 1M5 4v5h5M5 16a7.5 7.5 0 0 0 13.5-1M19 20v-5h-5',
};

export function NewsTypeIcon({ type }: { type: NewsType }) {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d={PATHS[type]} />
    </svg>
  );
}

export function LockIcon() {
  return (
    <svg viewBox="0 0 24 24" width="36" height="36" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <rect x="5" y="11" width="14" height="9" rx="2" />
      <path d="M8 11V8a4 4 0 0 1 8 0v3M12 15v2" />
    </svg>
  );
}
