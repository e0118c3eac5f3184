import { useEffect, useRef, useState } from 'react';
import { MEMBER_LIMITS } from '@leerpunt/shared/members';
import { TIMINGS } from '../../../app/timings';
import type { MemberPlan, MemberSubscriptionStatus } from '../../../gql/graphql';
import { Field } from '../../../ui/components';
import { MemberDetail } from './MemberDetail';
import { MemberResults, type MemberQuery } from './MemberResults';
import { PLAN_LABELS, STATUS_OPTIONS, statusLabel } from './member-labels';
import './members-admin.css';

/** Admin → Members: find members by name or e-mail, plan and status; open one to see their tests, grant attempts or resend the confirmation. */
export default function MembersAdmin() {
  const [typed, setTyped] = useState('');
  const [query, setQuery] = useState<MemberQuery>({ search: '', plan: null, status: null });
  const [selected, setSelected] = useState<string | null>(null);
  const opener = useRef<HTMLElement | null>(null);

  // The list follows the search box after a pause in typing, as the library search does.
  useEffect(() => {
    const timer = setTimeout(() => setQuery((q) => (q.search === typed.trim() ? q : { ...q, search: typed.trim() })), TIMINGS.searchDebounceMs);
    return () => clearTimeout(timer);
  }, [typed]);

  const open = (id: string) => {
    opener.current = document.activeElement as HTMLElement | null;
    setSelected(id);
  };
  const close = () => {
    setSelected(null);
    requestAnimationFrame(() => opener.current?.focus());
  };

  return (
    <section className="members-admin" aria-labelledby="members-admin-title">
      <h2 id="members-admin-title">Members</h2>
      <form
        role="search"
        aria-label="Find members"
        className="members-filters"
        onSubmit={(e) => {
          e.preventDefault();
          setQuery((q) => ({ ...q, search: typed.trim() }));
        }}
      >
        <Field label="Search by name or e-mail">
          {(id) => (
            <input
              id={id}
              type="search"
              name="search"
              autoComplete="off"
              maxLength={MEMBER_LIMITS.searchMax}
              placeholder="e.g. Jansen or @example.com"
              value={typed}
              onChange={(e) => setTyped(e.target.value)}
            />
          )}
        </Field>
        <Field label="Plan">
          {(id) => (
            <select id={id} name="plan" value={query.plan ?? ''} onChange={(e) => setQuery({ ...query, plan: (e.target.value || null) as MemberPlan | null })}>
              <option value="">All plans</option>
              {(Object.keys(PLAN_LABELS) as MemberPlan[]).map((p) => (
                <option key={p} value={p}>
                  {PLAN_LABELS[p]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label="Status">
          {(id) => (
            <select
              id={id}
              name="status"
              value={query.status ?? ''}
              onChange={(e) => setQuery({ ...query, status: (e.target.value || null) as MemberSubscriptionStatus | null })}
            >
              <option value="">All statuses</option>
              {STATUS_OPTIONS.map((s) => (
                <option key={s} value={s}>
                  {statusLabel(s)}
                </option>
              ))}
            </select>
          )}
        </Field>
      </form>
      <div className={selected ? 'members-layout with-detail' : 'members-layout'}>
        <MemberResults query={query} selectedId={selected} onSelect={open} />
        {selected ? <MemberDetail key={selected} userId={selected} onClose={close} /> : null}
      </div>
    </section>
  );
}
