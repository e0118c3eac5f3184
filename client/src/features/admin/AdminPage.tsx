import { lazy, Suspense, useState, type ComponentType } from 'react';
import { Link } from 'react-router-dom';
import { useSession } from '../../app/session';
import { Spinner } from '../../ui/components';

// Each section is owned by the feature it manages.
const SECTIONS: Array<{ id: string; label: string; Component: ComponentType }> = [
  { id: 'articles', label: 'Articles', Component: lazy(() => import('../library/admin/ArticlesAdmin')) },
  { id: 'news', label: 'News', Component: lazy(() => import('../news/admin/NewsAdmin')) },
  { id: 'discounts', label: 'Discount codes', Component: lazy(() => import('../billing/admin/DiscountCodesAdmin')) },
  { id: 'certificates', label: 'Certificates', Component: lazy(() => import('../certificates/admin/CertificatesAdmin')) },
  { id: 'messages', label: 'Messages & requests', Component: lazy(() => import('../help/admin/MessagesAdmin')) },
  { id: 'members', label: 'Members', Component: lazy(() => import('./members/MembersAdmin')) },
];

/** /admin: content, billing and support tools; administrators only. */
export default function AdminPage() {
  const { user } = useSession();
  const [active, setActive] = useState(0);
  if (!user?.isAdmin) {
    return (
      <section className="card narrow">
        <h1>Access denied</h1>
        <p>This page is for administrators.</p>
        <Link to="/">Go to the start page</Link>
      </section>
    );
  }
  const { Component } = SECTIONS[active];
  return (
    <div className="admin">
      <h1>Administration</h1>
      <nav className="tablist" aria-label="Administration sections">
        {SECTIONS.map((s, i) => (
          <button key={s.id} type="button" className={i === active ? 'tab active' : 'tab'} aria-pressed={i === active} onClick={() => setActive(i)}>
            {s.label}
          </button>
        ))}
      </nav>
      <Suspense fallback={<Spinner />}>
        <Component />
      </Suspense>
    </div>
  );
}
