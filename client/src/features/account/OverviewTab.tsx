import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { useAppConfig } from '../../app/app-config';
import { useSession } from '../../app/session';
import { AccountCertificateCountDocument, AccountOverviewDocument } from '../../gql/graphql';
import './account.css';
import { formatPoints } from '../../ui/points';

/** Account → Overview: plan, points, certificates, status and a welcome line. */
export default function OverviewTab() {
  const { user: sessionUser } = useSession();
  const { plans } = useAppConfig();
  const overview = useQuery(AccountOverviewDocument, { fetchPolicy: 'network-only' });
  const certificates = useQuery(AccountCertificateCountDocument, { fetchPolicy: 'network-only' });

  // SPEC §4: a list that fails to load is logged and counts as empty.
  useEffect(() => {
    if (certificates.error) console.warn('Certificates could not be loaded', certificates.error);
  }, [certificates.error]);

  const user = overview.data?.me ?? sessionUser;
  if (!user) return null;

  const plan = plans?.find((p) => p.id === user.subscriptionPlan) ?? null;
  const active = user.subscriptionStatus === 'active';
  const overdue = user.subscriptionStatus === 'past_due';
  const certificateCount = certificates.data?.certificates.totalCount ?? 0;
  const counting = certificates.loading && !certificates.data;
  const work = [user.jobTitle, user.company].filter(Boolean).join(' at ');

  return (
    <div className="account-overview">
      <div className="account-welcome">
        <h2>Welcome back, {user.firstName}!</h2>
        {work ? <p className="account-welcome-role">{work}</p> : null}
        <p>Here is an overview of your plan, points and certificates.</p>
      </div>
      <ul className="account-cards" aria-label="Account summary">
        <li className="account-card">
          <span className="account-card-label">Current plan</span>
          <span className="account-card-value">{plan?.name ?? (user.subscriptionPlan ? '…' : 'No plan')}</span>
          <span className="account-card-note">{plan ? plan.priceLabel : user.subscriptionPlan ? 'Loading price...' : 'Choose a plan to get started'}</span>
        </li>
        <li className="account-card">
          <span className="account-card-label">PE points earned</span>
          <span className="account-card-value">{formatPoints(user.pePointsEarned)}</span>
          <span className="account-card-note">All time</span>
        </li>
        <li className="account-card">
          <span className="account-card-label">Certificates</span>
          <span className="account-card-value" aria-live="polite">
            {counting ? '…' : certificateCount}
          </span>
          <span className="account-card-note">{counting ? 'Loading...' : certificateCount === 1 ? 'certificate earned' : 'certificates earned'}</span>
        </li>
        <li className="account-card">
          <span className="account-card-label">Account status</span>
          <span className={`account-status ${active ? 'account-status-active' : 'account-status-inactive'}`}>
            {active ? 'Active' : overdue ? 'Payment overdue' : 'Inactive'}
          </span>
          <span className="account-card-note">
            {active
              ? 'Your subscription is active'
              : overdue && sessionUser?.capabilities.inPaymentGrace
                ? 'Your plan stays available while you update your payment method'
                : overdue
                  ? 'Update your payment method to use the library and tests again'
                  : 'No active subscription'}
          </span>
        </li>
      </ul>
    </div>
  );
}
