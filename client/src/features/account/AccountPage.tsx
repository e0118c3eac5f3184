import { lazy, Suspense, useLayoutEffect, useRef, useState, type ComponentType, type KeyboardEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useSession } from '../../app/session';
import { Spinner } from '../../ui/components';
import OverviewTab from './OverviewTab';

// Each tab is owned by its feature folder. The overview, where the page opens, comes with the page (under 1 KB as
// sent): loaded on its own it would be one more round of downloads, behind a fallback React shows for at least
// its reveal throttle. The others load on first open.
const TABS: Array<{ id: string; label: string; Component: ComponentType }> = [
  { id: 'overview', label: 'Overview', Component: OverviewTab },
  { id: 'profile', label: 'Profile', Component: lazy(() => import('./ProfileTab')) },
  { id: 'subscription', label: 'Subscription', Component: lazy(() => import('../billing/SubscriptionTab')) },
  { id: 'certificates', label: 'Certificates', Component: lazy(() => import('../certificates/CertificatesTab')) },
  { id: 'history', label: 'Activity History', Component: lazy(() => import('../certificates/ActivityHistoryTab')) },
  { id: 'request', label: 'Request Content', Component: lazy(() => import('./RequestContentTab')) },
  { id: 'applications', label: 'Connected applications', Component: lazy(() => import('../partners/ConnectedApplicationsTab')) },
];

/** /account: tabs Overview, Profile, Subscription, Certificates, Activity History, Request Content, Connected applications (?tab= selects one). */
export default function AccountPage() {
  const { user } = useSession();
  const [params, setParams] = useSearchParams();
  const initial = TABS.findIndex((t) => t.id === params.get('tab'));
  const [active, setActive] = useState(initial >= 0 ? initial : 0);
  const listRef = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    // On a phone the tabs scroll sideways: keep the selected one in view, without scrolling the page.
    const list = listRef.current;
    const tab = list?.querySelector<HTMLElement>('[aria-selected="true"]');
    if (list && tab && list.scrollWidth > list.clientWidth) list.scrollLeft = tab.offsetLeft - (list.clientWidth - tab.offsetWidth) / 2;
  }, [active]);
  if (!user) return null;

  const select = (i: number) => {
    setActive(i);
    setParams({ tab: TABS[i].id }, { replace: true });
    document.getElementById(`account-tab-${TABS[i].id}`)?.focus();
  };
  const onKey = (e: KeyboardEvent) => {
    if (e.key === 'ArrowRight') select((active + 1) % TABS.length);
    if (e.key === 'ArrowLeft') select((active - 1 + TABS.length) % TABS.length);
  };
  const { Component, id } = TABS[active];

  return (
    <div className="account">
      <h1>My Account</h1>
      <div ref={listRef} className="tablist" role="tablist" aria-label="Account sections" onKeyDown={onKey}>
        {TABS.map((t, i) => (
          <button
            key={t.id}
            id={`account-tab-${t.id}`}
            role="tab"
            type="button"
            aria-selected={i === active}
            aria-controls={`account-panel-${t.id}`}
            tabIndex={i === active ? 0 : -1}
            className={i === active ? 'tab active' : 'tab'}
            onClick={() => select(i)}
          >
            {t.label}
          </button>
        ))}
      </div>
      <section id={`account-panel-${id}`} role="tabpanel" aria-labelledby={`account-tab-${id}`} className="tabpanel">
        <Suspense fallback={<Spinner />}>
          <Component />
        </Suspense>
      </section>
    </div>
  );
}
