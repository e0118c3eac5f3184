import { NetworkStatus } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { MEMBER_LIMITS } from '@leerpunt/shared/members';
import { getFragmentData, type FragmentType } from '../../../gql/fragment-masking';
import { AdminMembersDocument, MemberResults_MemberFragmentDoc, type MemberPlan, type MemberSubscriptionStatus } from '../../../gql/graphql';
import { Alert, errorMessage, Spinner } from '../../../ui/components';
import { dateShort } from '../../../ui/dates';
import { fullName, planLabel, statusLabel } from './member-labels';

export interface MemberQuery {
  search: string;
  plan: MemberPlan | null;
  status: MemberSubscriptionStatus | null;
}

const count = (n: number) => `${n.toLocaleString('en-GB')} ${n === 1 ? 'member' : 'members'}`;

/** The members matching the search and filters, a page at a time, with "Load more". */
export function MemberResults({ query, selectedId, onSelect }: { query: MemberQuery; selectedId: string | null; onSelect: (id: string) => void }) {
  const filtered = !!(query.search || query.plan || query.status);
  const { data, error, networkStatus, fetchMore, refetch } = useQuery(AdminMembersDocument, {
    variables: { first: MEMBER_LIMITS.pageDefault, search: query.search || null, plan: query.plan, status: query.status },
    notifyOnNetworkStatusChange: true,
  });
  const connection = data?.members;
  const members = connection?.edges.map((e) => e.node) ?? [];
  const loadingMore = networkStatus === NetworkStatus.fetchMore;

  return (
    <div className="members-results">
      {!connection ? (
        error ? (
          <div>
            <Alert>{errorMessage(error, 'The members could not be loaded.')}</Alert>
            <button type="button" className="btn btn-secondary" onClick={() => void refetch()}>
              Try again
            </button>
          </div>
        ) : (
          <Spinner label="Loading members..." />
        )
      ) : (
        <>
          <p className="members-count" role="status">
            {connection.totalCount === 0
              ? filtered
                ? 'No members match this search.'
                : 'There are no members yet.'
              : members.length < connection.totalCount
                ? `Showing ${members.length.toLocaleString('en-GB')} of ${count(connection.totalCount)}`
                : count(connection.totalCount)}
          </p>
          {members.length ? (
            <ul className="members-list" aria-label="Members found">
              {members.map((m) => (
                <li key={m.id}>
                  <MemberRow member={m} selected={m.id === selectedId} onSelect={onSelect} />
                </li>
              ))}
            </ul>
          ) : null}
          {error ? <Alert>{errorMessage(error, 'More members could not be loaded.')}</Alert> : null}
          {connection.pageInfo.hasNextPage ? (
            <button
              type="button"
              className="btn btn-secondary members-more"
              disabled={loadingMore}
              onClick={() => void fetchMore({ variables: { after: connection.pageInfo.endCursor } })}
            >
              {loadingMore ? 'Loading...' : 'Load more'}
            </button>
          ) : null}
        </>
      )}
    </div>
  );
}

function MemberRow({
  member,
  selected,
  onSelect,
}: {
  member: FragmentType<typeof MemberResults_MemberFragmentDoc>;
  selected: boolean;
  onSelect: (id: string) => void;
}) {
  const m = getFragmentData(MemberResults_MemberFragmentDoc, member);
  return (
    <button
      type="button"
      className={selected ? 'member-row selected' : 'member-row'}
      aria-current={selected ? 'true' : undefined}
      onClick={() => onSelect(m.id)}
    >
      <span className="member-row-name">{fullName(m)}</span>
      <span className="member-row-email">{m.email}</span>
      <span className="member-badges">
        <span className="member-badge">{planLabel(m.plan)}</span>
        <span className={m.subscriptionStatus === 'ACTIVE' ? 'member-badge ok' : 'member-badge off'}>{statusLabel(m.subscriptionStatus)}</span>
        {m.emailConfirmed ? null : <span className="member-badge warn">Unconfirmed</span>}
        {m.isAdmin ? <span className="member-badge admin">Admin</span> : null}
      </span>
      <span className="member-row-since">{m.memberSince ? `Member since ${dateShort(m.memberSince)}` : `Registered ${dateShort(m.registeredAt)}`}</span>
    </button>
  );
}
