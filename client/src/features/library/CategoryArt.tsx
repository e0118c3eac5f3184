import { useId } from 'react';

/** A category's two colours (top left to bottom right) and a line drawing on a 24-unit grid. */
interface Art {
  from: string;
  to: string;
  glyph: string;
}

const ART: Record<string, Art> = {
  Accounting: { from: '#1e3a8a', to: '#2563eb', glyph: 'M5 3h14v18H5z M8 7h8 M8 11h8 M8 15h5' },
  Valuation: { from: '#134e4a', to: '#0d9488', glyph: 'M3 20h18 M6 16v4 M10 12v8 M14 9v11 M18 5v15' },
  Tax: { from: '#7c2d12', to: '#ea580c', glyph: 'M6 18L18 6 M5.5 7.5a2 2 0 1 0 4 0a2 2 0 1 0-4 0 M14.5 16.5a2 2 0 1 0 4 0a2 2 0 1 0-4 0' },
  Medicine: { from: '#881337', to: '#e11d48', glyph: 'M3 12h4l2-5 4 10 2-5h6' },
  Engineering: { from: '#374151', to: '#6b7280', glyph: 'M3 18h18 M5 18l3.5-8 3.5 8 3.5-8 3.5 8 M8.5 10h7' },
  'Project Management': { from: '#3730a3', to: '#6366f1', glyph: 'M4 3v18 M6 6h8 M9 11h9 M7 16h7' },
  'Software Development': { from: '#0f172a', to: '#334155', glyph: 'M9 7l-5 5 5 5 M15 7l5 5-5 5 M13 5l-2 14' },
  Architecture: { from: '#78350f', to: '#d97706', glyph: 'M4 20V9l8-5 8 5v11 M9 20v-6h6v6 M2 20h20' },
  Law: { from: '#4c1d95', to: '#7c3aed', glyph: 'M12 4v16 M7 20h10 M5 7h14 M5 7l-3 6h6z M19 7l-3 6h6z' },
  Consulting: { from: '#164e63', to: '#0891b2', glyph: 'M3 5h11v8H8l-5 3z M16 9h5v8l-3-2h-6v-2' },
  Marketing: { from: '#831843', to: '#db2777', glyph: 'M4 10v4h3l8 4V6l-8 4z M18 9a3 3 0 0 1 0 6' },
  Finance: {
    from: '#14532d',
    to: '#16a34a',
    glyph: 'M6 6a6 2.5 0 1 0 12 0a6 2.5 0 1 0-12 0 M6 6v6c0 1.4 2.7 2.5 6 2.5s6-1.1 6-2.5V6 M6 12v6c0 1.4 2.7 2.5 6 2.5s6-1.1 6-2.5v-6',
  },
  Education: { from: '#1e40af', to: '#0ea5e9', glyph: 'M2 9l10-5 10 5-10 5z M6 11v5c3 2 9 2 12 0v-5 M22 9v6' },
  Research: { from: '#365314', to: '#65a30d', glyph: 'M4 10a6 6 0 1 0 12 0a6 6 0 1 0-12 0 M14.5 14.5L20 20' },
  'Business Analysis': { from: '#581c87', to: '#a855f7', glyph: 'M3 4h7v5H3z M14 15h7v5h-7z M6.5 9v4h11v2' },
  'Data Science': { from: '#115e59', to: '#14b8a6', glyph: 'M4 19l5-6 4 3 6-9 M4 4v16h16' },
  Other: { from: '#334155', to: '#64748b', glyph: 'M4 5c3-1 6-1 8 1 2-2 5-2 8-1v14c-3-1-6-1-8 1-2-2-5-2-8-1z M12 6v14' },
};

/** A small deterministic hash, so a category always gets the same pattern. */
function seed(text: string): number {
  let h = 2166136261;
  for (const ch of text) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  return h >>> 0;
}

/** Faint rings scattered over the band, placed by the category's hash. */
function rings(category: string): Array<{ x: number; y: number; r: number }> {
  let h = seed(category);
  const next = () => {
    h = Math.imul(h ^ (h >>> 15), 2246822519) >>> 0;
    return h / 4294967296;
  };
  return Array.from({ length: 5 }, () => ({ x: 120 + next() * 280, y: next() * 72, r: 10 + next() * 34 }));
}

/** The band at the top of a library card: its category's colours and drawing, generated here (nothing is downloaded). */
export function CategoryArt({ category }: { category: string }) {
  const id = useId();
  const art = ART[category] ?? ART.Other;
  return (
    <svg className="category-art" viewBox="0 0 400 72" preserveAspectRatio="xMinYMid slice" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id={`${id}-bg`} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={art.from} />
          <stop offset="1" stopColor={art.to} />
        </linearGradient>
      </defs>
      <rect width="400" height="72" fill={`url(#${id}-bg)`} />
      {rings(category).map((c, i) => (
        <circle key={i} cx={c.x} cy={c.y} r={c.r} fill="none" stroke="#fff" strokeOpacity="0.14" strokeWidth="2" />
      ))}
      <g transform="translate(20 12) scale(2)" fill="none" stroke="#fff" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round">
        <path d={art.glyph} />
      </g>
    </svg>
  );
}
