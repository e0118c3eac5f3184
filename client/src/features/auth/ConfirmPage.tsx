import { useMutation } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { MESSAGES } from '@leerpunt/shared/messages';
import { TIMINGS } from '../../app/timings';
import { ConfirmEmailDocument } from '../../gql/graphql';
import { KEYS, sessionScoped } from '../../app/storage';
import { checked } from '../../app/user-errors';
import { errorMessage, Spinner } from '../../ui/components';
import { Icon } from '../../ui/icons';

type State = { kind: 'loading' } | { kind: 'success' | 'already'; message: string; freePlan: boolean } | { kind: 'error'; message: string };

/** /confirm/{token}: confirms the e-mail address and points to the next step. */
export default function ConfirmPage() {
  const { token = '' } = useParams();
  const navigate = useNavigate();
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
        const freePlan = (r.subscriptionPlan ?? sessionScoped.get(KEYS.pendingPlan)) === 'professionalInsights';
        setState({
          kind: r.alreadyConfirmed ? 'already' : 'success',
          message: r.alreadyConfirmed ? 'Your e-mail address was already confirmed.' : r.message || MESSAGES.confirmSuccess,
          freePlan,
        });
      })
      .catch((err: unknown) => setState({ kind: 'error', message: errorMessage(err, MESSAGES.confirmInvalid, MESSAGES.networkError) }));
  }, [confirm, token]);

  useEffect(() => {
    if ((state.kind === 'success' || state.kind === 'already') && state.freePlan) {
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
            {state.freePlan ? (
              <Link className="btn btn-primary" to="/login">
                Continue to Login
              </Link>
            ) : (
              <>
                <p className="muted">Sign in and choose a plan to start learning.</p>
                <Link className="btn btn-primary" to="/subscription-required">
                  Proceed to Payment
                </Link>
                <Link className="btn btn-ghost" to="/login">
                  Sign In
                </Link>
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
