import type { ApolloCache } from '@apollo/client';

/**
 * Drops every cached `dashboard(year)` answer, so a mounted dashboard refetches and the next visit
 * shows fresh stats, history, allowance and recommendations. Call it wherever a test is passed, e.g.
 * in the submitTest mutation: `update: (cache, { data }) => data?.submitTest.passed && refreshDashboardAfterPass(cache)`.
 * (The dashboard also refetches on every mount with cache-and-network; this makes the change immediate.)
 */
export function refreshDashboardAfterPass(cache: ApolloCache): void {
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'dashboard' });
  cache.gc();
}
