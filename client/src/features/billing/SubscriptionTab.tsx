import { skipToken, useMutation, useQuery } from '@apollo/client/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { MESSAGES } from '@leerpunt/shared/messages';
import { BILLING, noticeDate, PAYMENT_NOTICES, PLANS } from '@leerpunt/shared/plans';
import { TIMINGS } from '../../app/timings';
import {
  BillingProductDocument,
  BillingSubscriptionDocument,
  CancelSubscriptionDocument,
  CreateCheckoutSessionDocument,
  CreatePortalSessionDocument,
  ResumeSubscriptionDocument,
  UpgradeQuoteDocument,
  UpgradeSubscriptionDocument,
  type BillingSubscriptionQuery,
  type UpgradeQuoteQuery,
} from '../../gql/graphql';
import { useSession } from '../../app/session';
import { clearPendingCheckout } from '../../app/storage';
import { checked } from '../../app/user-errors';
import { Alert, errorMessage, Modal, Spinner } from '../../ui/components';
import { checkoutErrorText, portalErrorText } from './billing-errors';
import { goToCheckout } from './checkout';
import { DiscountCodeBox } from './DiscountCodeBox';
import { euro, periodText, priceText } from './plan-format';
import { PriceBreakdown } from './PriceBreakdown';
import { InvoiceList } from './InvoiceList';
import { openPaymentRetry } from './PaymentBanner';
import { useDiscountCode } from './use-discount-code';
import './billing.css';
import { dateLong } from '../../ui/dates';

const statusLabel = (status: string) =>
  status === 'active'
    ? 'Active'
    : status === 'past_due'
      ? 'Payment overdue'
      : status
        ? `${status.charAt(0).toUpperCase()}${status.slice(1).replace(/_/g, ' ')}`
        : 'Inactive';

/** Account → Subscription: plan details, the upgrade to Professional, and the billing portal. */
export default function SubscriptionTab() {
  const { user, updateUser, refreshUser } = useSession();
  const [upgradedNotice, setUpgradedNotice] = useState<string | null>(null);
  const { data, loading, error, refetch } = useQuery(BillingSubscriptionDocument, user ? { variables: { userId: user.id } } : skipToken);
  const { data: config } = useQuery(BillingProductDocument);
  const [upgradeOpen, setUpgradeOpen] = useState(false);
  const [focusCode, setFocusCode] = useState(false);
  const closeUpgrade = useCallback(() => setUpgradeOpen(false), []);
  const upgraded = useCallback(
    (amountCharged: number) => {
      setUpgradeOpen(false);
      setUpgradedNotice(`You are now on Professional. ${euro(amountCharged)} was charged (excl. VAT); your membership date is unchanged.`);
      updateUser({ subscriptionPlan: PLANS.professional.id });
      // The capabilities come from the server; a failed reload leaves the earlier plan's until the page is next loaded.
      void refreshUser().catch(() => undefined);
      void refetch();
    },
    [refetch, updateUser, refreshUser],
  );

  if (!user) return null;
  if (loading && !data) return <Spinner label="Loading your subscription..." />;
  if (error && !data) {
    return (
      <div>
        <Alert>Your subscription details could not be loaded. Please try again.</Alert>
        <button type="button" className="btn btn-secondary" onClick={() => void refetch()}>
          Try again
        </button>
      </div>
    );
  }
  // A null subscription comes with an error, shown above; without one there is nothing to render.
  if (!data?.subscription) return null;

  const sub = data.subscription;
  const plan = sub.plan;
  const active = sub.status === 'active';
  const professional = data.plans.find((p) => p.id === PLANS.professional.id) ?? null;
  const upgradable = active && !!plan && plan.id !== PLANS.professional.id && sub.canUpgrade && !!professional;
  const manageable = active && (sub.canManage || (!!plan && plan.amount > 0));
  const supportEmail = config?.appConfig.supportEmail ?? '';

  return (
    <div className="subscription-tab">
      <Alert kind="success">{upgradedNotice}</Alert>
      <section className="card" aria-labelledby="current-plan-title">
        <h2 id="current-plan-title">Current Plan</h2>
        {plan ? (
          <dl className="plan-details">
            <div>
              <dt>Plan</dt>
              <dd>{plan.name}</dd>
            </div>
            <div>
              <dt>Price</dt>
              <dd>
                {sub.charge && sub.charge.discountAmount > 0 ? (
                  <>
                    {euro(sub.charge.amount)} this {plan.interval?.toLowerCase() ?? 'period'}, excl. VAT
                    <span className="price-detail">
                      {euro(sub.charge.listAmount)} less {euro(sub.charge.discountAmount)}
                      {sub.charge.discountCode ? ` (discount code ${sub.charge.discountCode})` : ''}; then {euro(sub.charge.renewalAmount)} {periodText(plan)}
                    </span>
                  </>
                ) : (
                  <>
                    {sub.charge ? euro(sub.charge.amount) : priceText(plan)} {periodText(plan)}
                  </>
                )}
              </dd>
            </div>
            <div>
              <dt>Status</dt>
              <dd>
                <span className={`status-badge${active ? ' active' : ''}`}>
                  {active && sub.cancelAtPeriodEnd && sub.currentPeriodEnd ? `Active until ${dateLong(sub.currentPeriodEnd)}` : statusLabel(sub.status)}
                </span>
              </dd>
            </div>
            {sub.startedAt ? (
              <div>
                <dt>Member since</dt>
                <dd>{dateLong(sub.startedAt)}</dd>
              </div>
            ) : null}
            {sub.currentPeriodEnd ? (
              <div>
                <dt>{sub.cancelAtPeriodEnd ? 'Ends on' : 'Renews on'}</dt>
                <dd>{dateLong(sub.currentPeriodEnd)}</dd>
              </div>
            ) : null}
          </dl>
        ) : (
          <p>You have no subscription plan yet.</p>
        )}
        {sub.provider === 'SANDBOX' && plan && plan.amount > 0 ? (
          <p className="muted test-mode-note">Payments run in TEST MODE: no real money is charged.</p>
        ) : null}
        {!active && sub.canRetryPayment ? <RetryPayment userId={user.id} graceEndsAt={sub.paymentGraceEndsAt ?? null} /> : null}
        {!active && !sub.canRetryPayment ? (
          <div className="button-row">
            <Link className="btn btn-primary" to="/subscription-required">
              {MESSAGES.choosePlan}
            </Link>
          </div>
        ) : null}
        <div className="subscription-actions">
          {active && sub.canManage && plan && plan.amount > 0 ? (
            <CancelOrResume userId={user.id} cancelling={sub.cancelAtPeriodEnd} periodEnd={sub.currentPeriodEnd ?? null} onChanged={() => void refetch()} />
          ) : null}
          {manageable ? <ManageSubscription userId={user.id} supportEmail={supportEmail} /> : null}
        </div>
      </section>

      <InvoiceList userId={String(user.databaseId)} />

      {upgradable && professional ? (
        <section className="card upgrade-section" aria-labelledby="upgrade-title">
          <h2 id="upgrade-title">Upgrade to Professional</h2>
          <p>
            CPD points, certificates, short tests and the AI assistant for {priceText(professional)} {periodText(professional)}.
          </p>
          <ul className="check-list">
            {professional.features.slice(0, 4).map((f) => (
              <li key={f}>{f}</li>
            ))}
          </ul>
          <div className="button-row">
            <button
              type="button"
              className="btn btn-primary"
              onClick={() => {
                setFocusCode(false);
                setUpgradeOpen(true);
              }}
            >
              Upgrade Now
            </button>
            <button
              type="button"
              className="link-button"
              onClick={() => {
                setFocusCode(true);
                setUpgradeOpen(true);
              }}
            >
              Have a discount code?
            </button>
          </div>
        </section>
      ) : null}

      {upgradeOpen && professional ? (
        <UpgradeModal
          plan={professional}
          userId={user.id}
          focusCode={focusCode}
          onClose={closeUpgrade}
          onUpgraded={upgraded}
          sandbox={sub.provider === 'SANDBOX'}
        />
      ) : null}
    </div>
  );
}

/** After a failed renewal: the deadline and the button that opens the page to update the card and pay again. */
function RetryPayment({ userId, graceEndsAt }: { userId: string; graceEndsAt: string | null }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const inGrace = !!graceEndsAt && new Date(graceEndsAt).getTime() > Date.now();

  async function retry() {
    setBusy(true);
    setError(null);
    const problem = await openPaymentRetry(userId);
    if (problem) {
      setError(problem);
      setBusy(false);
    }
  }

  return (
    <div className="retry-payment">
      <p>
        {inGrace ? (
          <>
            <strong>{PAYMENT_NOTICES.bannerTitle}</strong> {PAYMENT_NOTICES.banner(noticeDate(graceEndsAt))}
          </>
        ) : (
          PAYMENT_NOTICES.lapsed
        )}
      </p>
      <Alert>{error}</Alert>
      <div className="button-row">
        <button type="button" className="btn btn-primary" onClick={() => void retry()} disabled={busy}>
          {busy ? 'Opening...' : PAYMENT_NOTICES.retryButton}
        </button>
        <Link className="btn btn-secondary" to="/subscription-required">
          {MESSAGES.choosePlan}
        </Link>
      </div>
    </div>
  );
}

/** 'Manage Subscription': opens the provider's billing portal. */
/** Cancel at the end of the paid period (after a confirmation), or resume before that date. */
function CancelOrResume({
  userId,
  cancelling,
  periodEnd,
  onChanged,
}: {
  userId: string;
  cancelling: boolean;
  periodEnd: string | null;
  onChanged: () => void;
}) {
  const [cancel, { loading: cancelBusy }] = useMutation(CancelSubscriptionDocument);
  const [resume, { loading: resumeBusy }] = useMutation(ResumeSubscriptionDocument);
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const close = useCallback(() => setConfirming(false), []);
  const until = dateLong(periodEnd);

  async function run(kind: 'cancel' | 'resume') {
    setError(null);
    setNotice(null);
    try {
      if (kind === 'cancel') {
        const { data } = await cancel({ variables: { input: { userId } } });
        if (data) checked(data.cancelSubscription);
      } else {
        const { data } = await resume({ variables: { input: { userId } } });
        if (data) checked(data.resumeSubscription);
      }
      setConfirming(false);
      setNotice(kind === 'cancel' ? `Your subscription is cancelled and stays active until ${until}.` : 'Your subscription will renew as before.');
      onChanged();
    } catch (err) {
      setError(errorMessage(err, 'The subscription could not be changed. Please try again.', MESSAGES.networkError));
    }
  }

  return (
    <div className="cancel-or-resume">
      <Alert>{error}</Alert>
      <Alert kind="success">{notice}</Alert>
      {cancelling ? (
        <>
          <p>Your subscription ends on {until}. You keep full access until then.</p>
          <button type="button" className="btn btn-primary" onClick={() => void run('resume')} disabled={resumeBusy}>
            {resumeBusy ? 'Resuming...' : 'Resume Subscription'}
          </button>
        </>
      ) : (
        <button type="button" className="btn btn-ghost" onClick={() => setConfirming(true)}>
          Cancel Subscription
        </button>
      )}
      {confirming ? (
        <Modal title="Cancel your subscription?" onClose={close}>
          <p>Your plan stays active until {until}. After that date it is not renewed. You can resume it any time before then.</p>
          <div className="button-row">
            <button type="button" className="btn btn-danger" onClick={() => void run('cancel')} disabled={cancelBusy}>
              {cancelBusy ? 'Cancelling...' : 'Cancel at Period End'}
            </button>
            <button type="button" className="btn btn-ghost" onClick={close}>
              Keep Subscription
            </button>
          </div>
        </Modal>
      ) : null}
    </div>
  );
}

function ManageSubscription({ userId, supportEmail }: { userId: string; supportEmail: string }) {
  const [createPortal, { loading }] = useMutation(CreatePortalSessionDocument);
  const [error, setError] = useState<string | null>(null);
  const [leaving, setLeaving] = useState(false);

  async function open() {
    setError(null);
    try {
      const { data } = await createPortal({ variables: { input: { userId } } });
      const url = data && checked(data.createPortalSession).url;
      if (!url) return setError(MESSAGES.portalFailed);
      setLeaving(true);
      window.location.assign(url);
    } catch (err) {
      setError(portalErrorText(err, supportEmail));
    }
  }

  return (
    <div className="manage-subscription">
      <Alert>{error}</Alert>
      <button type="button" className="btn btn-secondary" onClick={() => void open()} disabled={loading || leaving}>
        {loading || leaving ? 'Opening...' : 'Manage Subscription'}
      </button>
      <p className="muted">Change your payment method, see invoices or cancel your subscription in the billing portal.</p>
    </div>
  );
}

interface UpgradeModalProps {
  plan: BillingSubscriptionQuery['plans'][number];
  userId: string;
  focusCode: boolean;
  onClose: () => void;
  onUpgraded: (amountCharged: number) => void;
  sandbox: boolean;
}

/**
 * A paid subscription changes in place: the modal shows the prorated amount the provider will charge
 * now, and only confirming it charges. Other members (Insights, or a plan without a provider
 * subscription) go through checkout below.
 */
function UpgradeModal(props: UpgradeModalProps) {
  const { data, loading, error } = useQuery(UpgradeQuoteDocument, { variables: { userId: String(props.userId) }, fetchPolicy: 'network-only' });
  if (loading && !data) {
    return (
      <Modal title="Upgrade to Professional" onClose={props.onClose}>
        <Spinner label="Calculating your upgrade price..." />
      </Modal>
    );
  }
  if (error && !data) {
    return (
      <Modal title="Upgrade to Professional" onClose={props.onClose}>
        <Alert>{errorMessage(error, 'Your upgrade price could not be calculated. Please try again.', MESSAGES.networkError)}</Alert>
      </Modal>
    );
  }
  const quote = data?.upgradeQuote;
  return quote ? <ProratedUpgradeModal {...props} quote={quote} /> : <CheckoutUpgradeModal {...props} />;
}

type Quote = NonNullable<UpgradeQuoteQuery['upgradeQuote']>;

/** The in-place upgrade: Professional price, credit for the unused part of the paid period, and the amount due now. */
function ProratedUpgradeModal({ plan, userId, onClose, onUpgraded, sandbox, quote }: UpgradeModalProps & { quote: Quote }) {
  const [confirm, { loading }] = useMutation(UpgradeSubscriptionDocument);
  const [error, setError] = useState<string | null>(null);
  const busyRef = useRef(loading);
  useEffect(() => {
    busyRef.current = loading;
  }, [loading]);
  const close = useCallback(() => {
    if (!busyRef.current) onClose();
  }, [onClose]);
  const days = quote.unusedDays !== null && quote.unusedDays !== undefined && quote.periodDays ? `${quote.unusedDays} of ${quote.periodDays} days` : null;

  async function pay() {
    setError(null);
    try {
      const { data } = await confirm({ variables: { input: { userId: String(userId), quotedAt: quote.quotedAt, expectedAmountDue: quote.amountDue } } });
      const result = data?.upgradeSubscription;
      if (!result) return setError(MESSAGES.checkoutFailed);
      if (result.userErrors.length > 0) return setError(result.userErrors[0].message);
      onUpgraded(result.amountCharged ?? quote.amountDue);
    } catch (err) {
      setError(errorMessage(err, 'The upgrade could not be completed. Your plan has not changed.', MESSAGES.networkError));
    }
  }

  return (
    <Modal title="Upgrade to Professional" onClose={close}>
      <div className="upgrade-plan">
        <p className="plan-name">{plan.name}</p>
        <p className="plan-price">
          {priceText(plan)} <span className="plan-period">{periodText(plan)}</span>
        </p>
      </div>
      <p>
        Your {quote.fromPlan.name} subscription changes to {plan.name} today. The unused part of the month you paid for is credited, so you pay the difference
        now.
      </p>
      <div className="breakdown" aria-live="polite">
        <h3 className="breakdown-title">Amount due today</h3>
        <dl>
          <div>
            <dt>{plan.name}, first year</dt>
            <dd>{euro(quote.planAmount)}</dd>
          </div>
          <div className="breakdown-discount">
            <dt>
              Credit for unused {quote.fromPlan.name} time{days ? ` (${days})` : ''}
            </dt>
            <dd>−{euro(quote.credit)}</dd>
          </div>
          <div className="breakdown-total">
            <dt>Due today, excl. VAT</dt>
            <dd>{euro(quote.amountDue)}</dd>
          </div>
        </dl>
      </div>
      <ul className="upgrade-facts">
        <li>
          Renews on {dateLong(quote.newPeriodEnd)} at {priceText(plan)} per year, excl. VAT.
        </li>
        {quote.memberSince ? <li>Member since {dateLong(quote.memberSince)}: your membership date stays.</li> : null}
        <li>
          {sandbox ? 'TEST MODE: the test card on file is used; no real money is charged.' : 'Charged to the payment method on file for your subscription.'}
        </li>
        <li>Discount codes apply to new subscriptions, not to an upgrade of a running one.</li>
      </ul>
      <Alert>{error}</Alert>
      <div className="button-row">
        <button type="button" className="btn btn-primary" onClick={() => void pay()} disabled={loading}>
          {loading ? 'Upgrading...' : `Confirm and Pay ${euro(quote.amountDue)}`}
        </button>
        <button type="button" className="btn btn-ghost" onClick={onClose} disabled={loading}>
          Cancel
        </button>
      </div>
    </Modal>
  );
}

/** The checkout upgrade modal: plan details, discount code, price breakdown, Proceed to Payment and Cancel. */
function CheckoutUpgradeModal({ plan, userId, focusCode, onClose }: UpgradeModalProps) {
  const navigate = useNavigate();
  const discount = useDiscountCode(plan, userId);
  const [createCheckout, { loading }] = useMutation(CreateCheckoutSessionDocument);
  const [error, setError] = useState<string | null>(null);
  const [leaving, setLeaving] = useState(false);
  const codeBox = useRef<HTMLDivElement>(null);
  const authTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const busy = loading || leaving;
  const busyRef = useRef(busy);
  useEffect(() => {
    busyRef.current = busy;
  }, [busy]);
  // A stable handler: the dialog keeps its focus while the form re-renders, and stays open while leaving for checkout.
  const close = useCallback(() => {
    if (!busyRef.current) onClose();
  }, [onClose]);

  useEffect(() => {
    if (focusCode) codeBox.current?.querySelector('input')?.focus();
  }, [focusCode]);
  useEffect(
    () => () => {
      if (authTimer.current) clearTimeout(authTimer.current);
    },
    [],
  );

  async function proceed() {
    setError(null);
    try {
      const { data } = await createCheckout({
        variables: {
          input: { userId, priceId: plan.priceId ?? plan.id, planType: BILLING.checkoutPlanType, discountCode: discount.applied?.discountCode.code ?? null },
        },
      });
      const result = data && checked(data.createCheckoutSession);
      if (!result?.url || !result.sessionId || !result.handoffSecret) return setError(MESSAGES.checkoutFailed);
      setLeaving(true);
      goToCheckout(result.url, result.sessionId, result.handoffSecret, plan.id);
    } catch (err) {
      const { text, authFailed } = checkoutErrorText(err);
      setError(text);
      if (authFailed) {
        clearPendingCheckout();
        authTimer.current = setTimeout(() => void navigate('/login'), TIMINGS.redirectAfterAuthErrorMs);
      }
    }
  }

  return (
    <Modal title="Upgrade to Professional" onClose={close}>
      <div className="upgrade-plan">
        <p className="plan-name">{plan.name}</p>
        <p className="plan-price">
          {priceText(plan)} <span className="plan-period">{periodText(plan)}</span>
        </p>
        <ul className="check-list">
          {plan.features.map((f) => (
            <li key={f}>{f}</li>
          ))}
        </ul>
      </div>
      <div ref={codeBox}>
        <DiscountCodeBox state={discount} planChosen />
      </div>
      <PriceBreakdown plan={plan} applied={discount.applied} />
      <Alert>{error}</Alert>
      <div className="button-row">
        <button type="button" className="btn btn-primary" onClick={() => void proceed()} disabled={busy}>
          {busy ? 'Redirecting to payment...' : 'Proceed to Payment'}
        </button>
        <button type="button" className="btn btn-ghost" onClick={onClose} disabled={busy}>
          Cancel
        </button>
      </div>
    </Modal>
  );
}
