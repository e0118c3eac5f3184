import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { MESSAGES } from '@leerpunt/shared/messages';
import { BILLING, PLANS } from '@leerpunt/shared/plans';
import { TIMINGS } from '../../app/timings';
import {
  ActivateFreePlanDocument,
  BillingPlansDocument,
  CreateCheckoutSessionDocument,
  CreateSubscriptionSessionDocument,
  type BillingPlansQuery,
} from '../../gql/graphql';
import { useSession } from '../../app/session';
import { clearPendingCheckout, KEYS, readJson, sessionScoped } from '../../app/storage';
import { checked } from '../../app/user-errors';
import { Alert, Spinner } from '../../ui/components';
import { checkoutErrorText } from './billing-errors';
import { goToCheckout } from './checkout';
import { CpdRecordSection } from './CpdRecordSection';
import { DiscountCodeBox } from './DiscountCodeBox';
import { periodText, priceText } from './plan-format';
import { PriceBreakdown } from './PriceBreakdown';
import { useDiscountCode, type DiscountCodeState } from './use-discount-code';
import './billing.css';

type Plan = BillingPlansQuery['plans'][number];

interface PendingUser {
  id?: number;
  email?: string;
  firstName?: string;
}

/** The account waiting for a plan: stored at sign-in (402) together with the typed password. */
function readHandOff(): { user: PendingUser | null; password: string | null } {
  return { user: readJson<PendingUser>(sessionScoped.get(KEYS.pendingSubscriptionUser)), password: sessionScoped.get(KEYS.tempPassword) };
}

/** /subscription-required: choose a plan, optionally apply a discount code, then activate or pay. */
export default function SubscriptionRequiredPage() {
  const navigate = useNavigate();
  const { status, user, signOut } = useSession();
  const { data, loading, error, refetch } = useQuery(BillingPlansDocument);
  const [params] = useSearchParams();
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [handOff] = useState(readHandOff);

  const plans = data?.plans ?? [];
  // The plan chosen at registration (?plan= from the confirmation page, or kept in this tab) is chosen until the member picks another.
  const named = params.get('plan') ?? sessionScoped.get(KEYS.pendingPlan);
  const selected = plans.find((p) => p.id === selectedId) ?? (selectedId === null ? (plans.find((p) => p.id === named) ?? null) : null);
  const signedInMember = status === 'signedIn' && user ? user : null;
  const discount = useDiscountCode(selected, signedInMember?.id ?? (handOff.user ? String(handOff.user.id) : null));
  const { proceed, busy, message, setMessage } = usePlanCheckout(selected, signedInMember, discount);

  function choose(plan: Plan) {
    setSelectedId(plan.id);
    setMessage(null);
  }

  function backToLogin() {
    clearPendingCheckout();
    if (signedInMember) signOut();
    void navigate('/login');
  }

  const who = signedInMember?.email ?? handOff.user?.email;
  // Opened without an account to pay for (e.g. from a confirmation link in another browser): signing in (402) brings the member back here with it.
  const needsSignIn = status !== 'checking' && !signedInMember && !(handOff.user?.email && handOff.password);
  const signIn = () => {
    clearPendingCheckout();
    void navigate('/login');
  };

  return (
    <div className="billing-page">
      <header className="billing-header">
        <h1>Choose Your Subscription Plan</h1>
        <p className="muted">
          Pick the plan that fits your professional development.{' '}
          {who ? (
            <>
              Your account: <strong>{who}</strong>.
            </>
          ) : null}
        </p>
      </header>

      {needsSignIn ? (
        <div className="alert alert-info sign-in-first">
          <p>Please sign in to choose your plan. After signing in you come back to this page with your account.</p>
          <button type="button" className="btn btn-primary" onClick={signIn}>
            Sign In
          </button>
        </div>
      ) : null}

      {loading && !data ? <Spinner label="Loading plans..." /> : null}
      {error && !data ? (
        <div>
          <Alert>The plans could not be loaded. Please try again.</Alert>
          <button type="button" className="btn btn-secondary" onClick={() => void refetch()}>
            Try again
          </button>
        </div>
      ) : null}

      {plans.length > 0 ? <PlanChoices plans={plans} selectedId={selected?.id ?? null} busy={busy} onChoose={choose} /> : null}

      {plans.length > 0 && (!selected || selected.amount > 0) ? (
        <section className="card discount-section" aria-labelledby="discount-title">
          <h2 id="discount-title">Have a discount code?</h2>
          <DiscountCodeBox state={discount} planChosen={!!selected} />
          {selected ? <PriceBreakdown plan={selected} applied={discount.applied} /> : null}
        </section>
      ) : null}

      <Alert>{message}</Alert>

      <div className="button-row">
        <button type="button" className="btn btn-primary btn-lg" onClick={() => void proceed()} disabled={busy || !data || discount.validating}>
          {busy ? 'Processing...' : selected && selected.amount === 0 ? 'Continue with Free Plan' : 'Proceed to Payment'}
        </button>
        <button type="button" className="btn btn-ghost btn-lg" onClick={backToLogin} disabled={busy}>
          Back to Login
        </button>
      </div>
      {!signedInMember ? <CpdRecordSection placed={!!data || !!error} /> : null}
    </div>
  );
}

/**
 * What "Proceed to Payment" and "Continue with Free Plan" do: activate a free plan with the hand-off's password,
 * or open a checkout (for the signed-in member, or for the account waiting for a plan) with the applied discount.
 */
function usePlanCheckout(selected: Plan | null, signedInMember: { id: string } | null, discount: DiscountCodeState) {
  const navigate = useNavigate();
  const [message, setMessage] = useState<string | null>(null);
  const [redirecting, setRedirecting] = useState(false);
  const authTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const [activateFree, { loading: activating }] = useMutation(ActivateFreePlanDocument);
  const [createSubscriptionSession, { loading: creatingSession }] = useMutation(CreateSubscriptionSessionDocument);
  const [createCheckoutSession, { loading: creatingCheckout }] = useMutation(CreateCheckoutSessionDocument);

  useEffect(
    () => () => {
      if (authTimer.current) clearTimeout(authTimer.current);
    },
    [],
  );

  async function proceed() {
    setMessage(null);
    if (!selected) return setMessage(MESSAGES.selectPlan);
    const { user: pending, password } = readHandOff();
    const handOffComplete = !!pending?.email && !!password;

    if (selected.amount === 0) {
      if (!handOffComplete) return setMessage(MESSAGES.sessionExpired);
      try {
        const { data: result } = await activateFree({ variables: { input: { email: pending.email!, password, plan: selected.name } } });
        if (result) checked(result.activateFreePlan);
      } catch {
        return setMessage(MESSAGES.freePlanFailed);
      }
      clearPendingCheckout();
      window.alert(MESSAGES.freePlanSelected);
      void navigate('/login');
      return;
    }

    if (!signedInMember && !handOffComplete) return setMessage(MESSAGES.sessionExpired);
    const priceId = selected.priceId ?? selected.id;
    const discountCode = discount.applied?.discountCode.code ?? null;
    try {
      let url: string | null | undefined;
      let sessionId: string | null | undefined;
      let handoffSecret: string | null | undefined;
      if (signedInMember) {
        const planType = selected.id === PLANS.professional.id ? BILLING.checkoutPlanType : null;
        const { data: result } = await createCheckoutSession({ variables: { input: { userId: signedInMember.id, priceId, planType, discountCode } } });
        ({ url, sessionId, handoffSecret } = result ? checked(result.createCheckoutSession) : {});
      } else {
        const { data: result } = await createSubscriptionSession({
          variables: { input: { email: pending!.email!, password: password!, priceId, discountCode } },
        });
        ({ checkoutUrl: url, sessionId, handoffSecret } = result ? checked(result.createSubscriptionSession) : {});
      }
      if (!url || !sessionId || !handoffSecret) return setMessage(MESSAGES.checkoutFailed);
      setRedirecting(true);
      goToCheckout(url, sessionId, handoffSecret, selected.id);
    } catch (err) {
      const { text, authFailed } = checkoutErrorText(err);
      setMessage(text);
      if (authFailed) {
        clearPendingCheckout();
        authTimer.current = setTimeout(() => void navigate('/login'), TIMINGS.redirectAfterAuthErrorMs);
      }
    }
  }

  return { proceed, busy: activating || creatingSession || creatingCheckout || redirecting, message, setMessage };
}

/** The plans as one radio group: each card is a click target for the mouse, its radio carries keyboard and screen-reader use. */
function PlanChoices({
  plans,
  selectedId,
  busy,
  onChoose,
}: {
  plans: readonly Plan[];
  selectedId: string | null;
  busy: boolean;
  onChoose: (plan: Plan) => void;
}) {
  return (
    <fieldset className="plan-choices">
      <legend>Subscription plan</legend>
      <div className="plan-grid">
        {plans.map((plan) => {
          const checked = plan.id === selectedId;
          return (
            <div
              key={plan.id}
              className={`card plan-option selectable${checked ? ' selected' : ''}${plan.id === PLANS.professional.id ? ' plan-featured' : ''}`}
              onClick={() => !busy && onChoose(plan)}
            >
              <label className="plan-option-head">
                <input
                  type="radio"
                  name="plan"
                  value={plan.id}
                  checked={checked}
                  onChange={() => onChoose(plan)}
                  disabled={busy}
                  aria-labelledby={`plan-${plan.id}-name plan-${plan.id}-price`}
                  aria-describedby={`plan-${plan.id}-features`}
                />
                <span className="plan-name" id={`plan-${plan.id}-name`}>
                  {plan.name}
                </span>
                {plan.id === PLANS.professional.id ? <span className="plan-tag">Full CPD</span> : null}
              </label>
              <p className="plan-price" id={`plan-${plan.id}-price`}>
                {priceText(plan)} <span className="plan-period">{periodText(plan)}</span>
              </p>
              <ul className="check-list" id={`plan-${plan.id}-features`}>
                {plan.features.map((f) => (
                  <li key={f}>{f}</li>
                ))}
              </ul>
            </div>
          );
        })}
      </div>
      <p className="muted vat-note">{BILLING.vatNote}</p>
    </fieldset>
  );
}
