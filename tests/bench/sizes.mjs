/**
 * The data sizes one bench run measures (issue "Speed at scale" §3). BENCH_SIZES lists them, smallest first
 * (default `1,10`); every section seeds the first and grows its data to each next one by adding rows.
 *   1×  today's size: 10,000 articles, 2,000 members with 100,000 completions, a dashboard member with 500
 *       (BENCH_ARTICLES, BENCH_USERS, BENCH_COMPLETIONS and BENCH_DASHBOARD_COMPLETIONS change it).
 *   10× the size: 100,000 articles, 100,000 members with 1,000,000 completions, a dashboard member with 5,000.
 */
const env = process.env;

const BASE = {
  articles: Number(env.BENCH_ARTICLES ?? 10_000),
  members: Number(env.BENCH_USERS ?? 2000),
  completions: Number(env.BENCH_COMPLETIONS ?? 100_000),
  dashboardCompletions: Number(env.BENCH_DASHBOARD_COMPLETIONS ?? 500),
};

export const SIZES = {
  1: { label: '1×', ...BASE },
  10: { label: '10×', articles: 100_000, members: 100_000, completions: 1_000_000, dashboardCompletions: 5000 },
};

/** The sizes of this run, in order; throws on a name it does not know. */
export function runSizes() {
  const names = (env.BENCH_SIZES ?? '1,10')
    .split(',')
    .map((s) => s.trim().replace(/×$|x$/i, ''))
    .filter(Boolean);
  for (const n of names) if (!SIZES[n]) throw new Error(`BENCH_SIZES: unknown size "${n}" (known: ${Object.keys(SIZES).join(', ')})`);
  return names.map((n) => SIZES[n]);
}
