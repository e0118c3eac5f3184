import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { MESSAGES } from '@leerpunt/shared/messages';
import { LockIcon } from '../ui/components';
import { useSession } from './session';

/** What the gated view needs access to, completing 'You need an active subscription to …'. */
export type GatedWhat = 'access articles' | 'access news' | 'read articles' | 'access the help center' | 'take tests.';

/**
 * Shows children only to active subscribers (a payment past due within its grace period included) and admins; others
 * see 'Subscription Required'. `lapsedToo` also lets in a member whose paid plan lapsed (the Help Center stays theirs).
 */
export function RequireSubscription({ what, lapsedToo = false, children }: { what: GatedWhat; lapsedToo?: boolean; children: ReactNode }) {
  const { user } = useSession();
  if (user?.capabilities.hasAccess || (lapsedToo && user?.capabilities.hasRecordAccess)) return <>{children}</>;
  return (
    <section className="gate card" aria-labelledby="gate-title">
      <div className="gate-icon" aria-hidden="true">
        <LockIcon size={36} />
      </div>
      <h1 id="gate-title">{MESSAGES.subscriptionRequired}</h1>
      <p>You need an active subscription to {what}</p>
      <Link className="btn btn-primary" to="/subscription-required">
        {MESSAGES.choosePlan}
      </Link>
    </section>
  );
}
