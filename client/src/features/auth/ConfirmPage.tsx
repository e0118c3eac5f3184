import { useMutation } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { MESSAGES } from '@leerpunt/shared/messages';
import { type PlanId, PLANS } from '@leerpunt/shared/plans';
import { useSession } from '../../app/session';
import { TIMINGS } from '../../app/timings';
import { ConfirmEmailDocument } from '../../gql/graphql';
import { KEYS, sessionScoped } from '../../app/storage';
import { checked } from '../../app/user-errors';
import { errorMessage, Spinner } from '../../ui/components';
import { Icon } from '../../ui/icons';

type State = { kind: 'loading' } | { kind: 'success' | 'already'; message: string; plan: PlanId | null } | { kind: 'error'; message: string };

const isPlanId = (v: string | null | undefined): v is PlanId => !!v && Object.prototype.hasOwnProperty.call(PLANS, v);
const FREE_PLAN: PlanId = 'professionalInsights';

/** /confirm/{token}: confirms the e-mail address and points to the next step. */
export default function ConfirmPage() {
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const { status } = useSession();
  const [confirm] = useMutation(ConfirmEmailDocument);
  const [state, setState] = useState<State>({ kind: 'loading' });
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    confirm({ variables: { input: { token } } })
      .then(({ data }) => {
        if (!data) throw new Error(MESSAGES.confirmInvalid);
        const r = checked(data.confirmEmail);
        // The plan chosen at registration (kept with the account, or in this tab) is where payment continues.
        const chosen = r.subscriptionPlan ?? sessionScoped.get(KEYS.pendingPlan);
        // Kept in this tab, so the plan chooser still has it after the sign-in that comes first.
        if (isPlanId(chosen)) sessionScoped.set(KEYS.pendingPlan, chosen);
        setState({
          kind: r.alreadyConfirmed ? 'already' : 'success',
          message: r.alreadyConfirmed ? 'Your e-mail address was already confirmed.' : r.message || MESSAGES.confirmSuccess,
          plan: isPlanId(chosen) ? chosen : null,
        });
      })
      .catch((err: unknown) => setState({ kind: 'error', message: errorMessage(err, MESSAGES.confirmInvalid, MESSAGES.networkError) }));
  }, [confirm, token]);

  useEffect(() => {
    if ((state.kind === 'success' || state.kind === 'already') && state.plan === FREE_PLAN) {
      const timer = setTimeout(() => void navigate('/login'), TIMINGS.redirectAfterFreeConfirmMs);
      return () => clearTimeout(timer);
    }
  }, [state, navigate]);

  return (
    <div className="auth-layout">
      <section className="card auth-card" aria-live="polite">
        {state.kind === 'loading' && <Spinner label="Confirming your e-mail address..." />}
        {(state.kind === 'success' || state.kind === 'already') && (
          <>
            <div className="state-icon success" aria-hidden="true">
              <Icon name="check" size={28} />
            </div>
            <h1>{state.kind === 'success' ? 'Email Confirmed' : 'Already Confirmed'}</h1>
            <p>{state.message}</p>
            {state.plan === FREE_PLAN ? (
              <Link className="btn btn-primary" to="/login">
                Continue to Login
              </Link>
            ) : (
              <>
                <p className="muted">
                  {state.plan
                    ? `Your chosen plan: ${PLANS[state.plan].name}. Sign in and pay to start learning.`
                    : 'Sign in and choose a plan to start learning.'}
                </p>
                <div className="button-row center">
                  <Link className="btn btn-primary" to={state.plan ? `/subscription-required?plan=${state.plan}` : '/subscription-required'}>
                    Proceed to Payment
                  </Link>
                  {status === 'signedIn' ? null : (
                    <Link className="btn btn-ghost" to="/login">
                      Sign In
                    </Link>
                  )}
                </div>
              </>
            )}
          </>
        )}
        {state.kind === 'error' && (
          <>
            <div className="state-icon error" aria-hidden="true">
              !
            </div>
            <h1>Confirmation Failed</h1>
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
