import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router-dom';
import { MESSAGES } from '@leerpunt/shared/messages';
import { BILLING, PLANS } from '@leerpunt/shared/plans';
import { BillingPlansDocument, type BillingPlansQuery } from '../../gql/graphql';
import { useSession, type SessionUser } from '../../app/session';
import { Alert, Spinner } from '../../ui/components';
import { periodText, priceText } from './plan-format';
import './billing.css';

/** The call to action under a plan, for a visitor or for the signed-in member's situation. */
function PlanAction({ plan, user }: { plan: BillingPlansQuery['plans'][number]; user: SessionUser | null }) {
  if (!user) {
    return (
      <Link className="btn btn-primary btn-block" to={`/register?plan=${plan.id}`}>
        Get Started
      </Link>
    );
  }
  const active = user.subscriptionStatus === 'active';
  if (!active) {
    return (
      <Link className="btn btn-primary btn-block" to="/subscription-required">
        {MESSAGES.choosePlan}
      </Link>
    );
  }
  if (user.subscriptionPlan === plan.id) return <p className="current-plan">Your current plan</p>;
  if (plan.id === PLANS.professional.id) {
    return (
      <Link className="btn btn-primary btn-block" to="/account?tab=subscription">
        Upgrade to Professional
      </Link>
    );
  }
  return null;
}

/** /pricing: the plans with their features and prices (excluding VAT); opened from upgrade prompts too. */
export default function PricingPage() {
  const { user, status } = useSession();
  const { data, loading, error, refetch } = useQuery(BillingPlansDocument);
  const member = status === 'signedIn' ? user : null;

  return (
    <div className="billing-page">
      <header className="billing-header">
        <h1>Plans and Pricing</h1>
        <p className="muted">Read without limits for free, or earn CPD points and certificates with a Professional plan.</p>
      </header>
      {loading && !data ? <Spinner label="Loading plans..." /> : null}
      {error && !data ? (
        <div>
          <Alert>The plans could not be loaded. Please try again.</Alert>
          <button type="button" className="btn btn-secondary" onClick={() => void refetch()}>
            Try again
          </button>
        </div>
      ) : null}
      {data ? (
        <>
          <div className="plan-grid">
            {data.plans.map((plan) => (
              <article
                key={plan.id}
                className={`card plan-option${plan.id === PLANS.professional.id ? ' plan-featured' : ''}`}
                aria-labelledby={`pricing-${plan.id}`}
              >
                <div className="plan-head">
                  <h2 id={`pricing-${plan.id}`} className="plan-name">
                    {plan.name}
                  </h2>
                  {plan.id === PLANS.professional.id ? <span className="plan-tag">Full CPD</span> : null}
                </div>
                <p className="plan-price">
                  {priceText(plan)} <span className="plan-period">{periodText(plan)}</span>
                </p>
                <ul className="check-list">
                  {plan.features.map((f) => (
                    <li key={f}>{f}</li>
                  ))}
                </ul>
                <div className="plan-action">
                  <PlanAction plan={plan} user={member} />
                </div>
              </article>
            ))}
          </div>
          <p className="muted vat-note">{BILLING.vatNote} Yearly plans are billed once a year; monthly plans every month. Cancel anytime from your account.</p>
          {!member ? (
            <p>
              Already have an account? <Link to="/login">Sign in</Link>
            </p>
          ) : null}
        </>
      ) : null}
    </div>
  );
}
