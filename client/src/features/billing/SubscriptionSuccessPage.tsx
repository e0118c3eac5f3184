import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { PRODUCT_NAME_DEFAULT } from '@leerpunt/shared/defaults';
import { MESSAGES } from '@leerpunt/shared/messages';
import { TIMINGS } from '../../app/timings';
import { BillingProductDocument, VerifySubscriptionPaymentDocument } from '../../gql/graphql';
import { sessionUser, useSession } from '../../app/session';
import { clearPendingCheckout, KEYS, sessionScoped } from '../../app/storage';
import { checked } from '../../app/user-errors';
import { Spinner } from '../../ui/components';
import { verificationErrorText } from './billing-errors';
import './billing.css';
import { Icon } from '../../ui/icons';

type State = { kind: 'invalid' } | { kind: 'verifying' } | { kind: 'success'; message: string } | { kind: 'error'; message: string };

/** /subscription-success?session_id=…: confirms the payment, signs the buyer in and goes to the dashboard. */
export default function SubscriptionSuccessPage() {
  const [params] = useSearchParams();
  const sessionId = params.get('session_id')?.trim() ?? '';
  const navigate = useNavigate();
  const { signIn } = useSession();
  const { data: config } = useQuery(BillingProductDocument);
  const productName = config?.appConfig.productName ?? PRODUCT_NAME_DEFAULT;
  const [verify] = useMutation(VerifySubscriptionPaymentDocument);
  const [state, setState] = useState<State>(() => (sessionId ? { kind: 'verifying' } : { kind: 'invalid' }));
  // StrictMode runs effects twice in development: verify once only.
  const started = useRef(false);

  useEffect(() => {
    if (!sessionId || started.current) return;
    started.current = true;
    // The hand-off secret kept when this tab opened the checkout; a signed-in buyer is recognised without it.
    const handoffSecret = sessionScoped.get(KEYS.checkoutHandoff);
    verify({ variables: { input: { sessionId, handoffSecret } } })
      .then(({ data }) => {
        const result = data && checked(data.verifySubscriptionPayment);
        if (!result?.accessToken || !result.user) throw new Error(MESSAGES.paymentVerifyFailed);
        signIn(result.accessToken, sessionUser(result.user));
        clearPendingCheckout();
        sessionScoped.remove(KEYS.pendingPlan);
        setState({ kind: 'success', message: result.message || MESSAGES.subscriptionActivated });
      })
      .catch((err: unknown) => setState({ kind: 'error', message: verificationErrorText(err) }));
  }, [sessionId, verify, signIn]);

  useEffect(() => {
    if (state.kind !== 'success') return;
    const timer = setTimeout(() => void navigate('/', { replace: true }), TIMINGS.redirectAfterPaymentMs);
    return () => clearTimeout(timer);
  }, [state.kind, navigate]);

  return (
    <div className="auth-layout">
      <section className="card auth-card billing-result" aria-live="polite">
        {state.kind === 'invalid' && (
          <>
            <div className="state-icon error" aria-hidden="true">
              !
            </div>
            <h1>Payment Verification Failed</h1>
            <p>{MESSAGES.paymentInvalidSession}</p>
            <Link className="btn btn-primary" to="/login">
              Back to Login
            </Link>
          </>
        )}
        {state.kind === 'verifying' && (
          <>
            <h1>Verifying your payment...</h1>
            <p>Please wait while we activate your subscription.</p>
            <Spinner label="Activating your subscription..." />
          </>
        )}
        {state.kind === 'success' && (
          <>
            <div className="state-icon success" aria-hidden="true">
              <Icon name="check" size={28} />
            </div>
            <h1>Welcome to {productName}!</h1>
            <p>{state.message}</p>
            <p className="muted">Redirecting to your dashboard...</p>
          </>
        )}
        {state.kind === 'error' && (
          <>
            <div className="state-icon error" aria-hidden="true">
              !
            </div>
            <h1>Payment Verification Failed</h1>
            <p>{state.message}</p>
            <Link className="btn btn-primary" to="/login">
              Back to Login
            </Link>
          </>
        )}
      </section>
    </div>
  );
}
