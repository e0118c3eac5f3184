/**
 * Icons drawn in SVG. Text symbols (✓ ⬇ ▶ ★) depend on the fonts a device has installed and render as
 * empty boxes where none carries them; these paths render the same everywhere and follow the text colour.
 * Every icon is decorative (aria-hidden): the text beside it carries the meaning.
 */
import type { ReactNode } from 'react';
import type { NewsType } from '@leerpunt/shared/catalog';

export type IconName = 'check' | 'cross' | 'dash' | 'download' | 'play' | 'arrow-left' | 'external' | 'star' | 'sort-up' | 'sort-down';

const PATHS: Record<IconName, ReactNode> = {
  check: <path d="M4 10.5l4 4 8-9" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />,
  cross: <path d="M5 5l10 10M15 5L5 15" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />,
  dash: <path d="M5 10h10" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />,
  download: <path d="M10 3v10m-4.5-4.5L10 13l4.5-4.5M4 17h12" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />,
  play: <path d="M6 4l10 6-10 6z" fill="currentColor" />,
  'arrow-left': <path d="M16 10H4m5-5l-5 5 5 5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />,
  external: <path d="M8 4H4v12h12v-4M11 4h5v5m0-5l-7 7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />,
  star: <path d="M10 2.5l2.3 4.9 5.2.6-3.9 3.6 1.1 5.2L10 14.2l-4.7 2.6 1.1-5.2-3.9-3.6 5.2-.6z" fill="currentColor" />,
  'sort-up': <path d="M5 13l5-6 5 6z" fill="currentColor" />,
  'sort-down': <path d="M5 7l5 6 5-6z" fill="currentColor" />,
};

export function Icon({ name, size = 16, className }: { name: IconName; size?: number; className?: string }) {
  return (
    <svg className={`icon icon-${name}${className ? ` ${className}` : ''}`} width={size} height={size} viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      {PATHS[name]}
    </svg>
  );
}

/** News types, drawn on a 24-unit grid as outlines. */
const NEWS_PATHS: Record<NewsType, string> = {
  // A folded newspaper.
  news: 'M4 5h13v14H6a2 2 0 0 1-2-2V5Zm13 4h3v8a2 2 0 0 1-2 2h-1M7 8h7M7 11h7M7 14h4',
  // A star.
  feature: 'M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8-5.2-2.7-5.2 2.7 1-5.8-4.3-4.1 5.9-.9Z',
  // A megaphone.
  announcement: 'M4 10v4h3l7 4V6L7 10H4Zm13-1.5a4 4 0 0 1 0 7M8 14l1 5h2l-1-4.5',
  // Two circling arrows.
  update: 'M19 8a7.5 7.5 0 0 0-13.5 1M5 4v5h5M5 16a7.5 7.5 0 0 0 13.5-1M19 20v-5h-5',
};

export function NewsTypeIcon({ type, size = 22 }: { type: NewsType; size?: number }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={NEWS_PATHS[type]} />
    </svg>
  );
}
