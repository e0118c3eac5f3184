import type { ApolloCache, Reference } from '@apollo/client';
import { prependEdge } from '../../app/connection-cache';
import { TestAllowanceDocument, type SubmitTestMutation } from '../../gql/graphql';

type Payload = SubmitTestMutation['submitTest'];

/**
 * Brings the cache up to date after a graded attempt from what the submit answered, so the library, the
 * reader, the dashboard and the account tabs show it without a request. Apollo has already merged the
 * entities of the answer by their keys (the article's standing, the member's points, this year's
 * dashboard); this adds the new entries to the top of the cached lists, stores the allowance and drops the
 * dashboards of other years, whose totals changed too, so they are read again when shown.
 */
export function applySubmitPayload(cache: ApolloCache, payload: Payload, memberId: string): void {
  if (!payload.result) return;
  prependEdge(cache, 'activityHistory', payload.activityEdge, memberId);
  prependEdge(cache, 'articleCompletions', payload.completionEdge, memberId);
  prependEdge(cache, 'certificates', payload.certificateEdge, memberId);
  if (payload.monthlyAllowance) cache.writeQuery({ query: TestAllowanceDocument, data: { monthlyAllowance: payload.monthlyAllowance } });
  const fresh = payload.dashboard;
  if (fresh) {
    cache.modify<{ dashboard: Reference }>({
      id: 'ROOT_QUERY',
      fields: { dashboard: (value, { DELETE, readField }) => (readField('id', value) === fresh.id ? value : DELETE) },
    });
  }
}
