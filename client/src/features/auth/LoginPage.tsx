import { useEffect, useState, type SubmitEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { MESSAGES } from '@leerpunt/shared/messages';
import type {
  LoginMutation,
  LoginMutationVariables,
  RequestPasswordResetMutation,
  RequestPasswordResetMutationVariables,
  ResendConfirmationMutation,
  ResendConfirmationMutationVariables,
} from '../../gql/graphql';
import { clearPendingCheckout, KEYS, persistent, sessionScoped } from '../../app/storage';
import { authSource, sessionUser, useSession } from '../../app/session';
import { operation, useGraphQLMutation as useMutation } from '../../app/graphql-request';
import { checked, UserErrors } from '../../app/user-errors';
import { Alert, errorMessage, Field } from '../../ui/components';
import { AccreditedBy } from '../landing/AccreditedBy';

// Sent with fetch: the sign-in page does not load the Apollo client.
const LOGIN = operation<LoginMutation, LoginMutationVariables>(authSource, 'Login');
const RESEND_CONFIRMATION = operation<ResendConfirmationMutation, ResendConfirmationMutationVariables>(authSource, 'ResendConfirmation');
const REQUEST_PASSWORD_RESET = operation<RequestPasswordResetMutation, RequestPasswordResetMutationVariables>(authSource, 'RequestPasswordReset');

export default function LoginPage() {
  const [mode, setMode] = useState<'login' | 'forgot' | 'sent'>('login');
  return (
    <div className="auth-layout">
      <section className="card auth-card">
        {mode === 'login' && <LoginForm onForgot={() => setMode('forgot')} />}
        {mode === 'forgot' && <ForgotForm onSent={() => setMode('sent')} onBack={() => setMode('login')} />}
        {mode === 'sent' && (
          <div>
            <h1>Check Your Email</h1>
            <p>If an account exists for that address, we sent a link to reset your password. The link expires in 1 hour.</p>
            <p>It may take a few minutes to arrive. Please also check your spam folder.</p>
            <button type="button" className="btn btn-primary" onClick={() => setMode('login')}>
              Back to Login
            </button>
          </div>
        )}
        <AccreditedBy />
      </section>
    </div>
  );
}

function LoginForm({ onForgot }: { onForgot: () => void }) {
  const navigate = useNavigate();
  const { signIn } = useSession();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [needsConfirmation, setNeedsConfirmation] = useState(false);
  // A page that signed the member out may leave a line to show here once (e.g. a deleted account).
  const [notice, setNotice] = useState<string | null>(() => sessionScoped.get(KEYS.signInNotice));
  useEffect(() => sessionScoped.remove(KEYS.signInNotice), []);
  const [login, { loading }] = useMutation(LOGIN);
  const [resend, { loading: resending }] = useMutation(RESEND_CONFIRMATION);

  async function submit(e: SubmitEvent) {
    e.preventDefault();
    setError(null);
    setNotice(null);
    setNeedsConfirmation(false);
    try {
      const { data } = await login({ variables: { input: { email, password } } });
      const result = checked(data.login);
      if (result.subscriptionRequired && result.user) {
        persistent.remove(KEYS.token);
        sessionScoped.set(KEYS.pendingSubscriptionUser, JSON.stringify(result.user));
        sessionScoped.set(KEYS.tempPassword, password);
        if (result.recordToken) sessionScoped.set(KEYS.recordToken, result.recordToken);
        void navigate('/subscription-required');
        return;
      }
      if (!result.accessToken || !result.user) {
        persistent.remove(KEYS.token);
        setError(MESSAGES.loginProfileFailed);
        return;
      }
      clearPendingCheckout();
      signIn(result.accessToken, sessionUser(result.user));
      // A partner application's consent page sent the member here: go back to it (only ever a path of this app).
      const back = sessionScoped.get(KEYS.returnAfterSignIn);
      sessionScoped.remove(KEYS.returnAfterSignIn);
      void navigate(back?.startsWith('/oauth/consent/') ? back : '/');
    } catch (err) {
      if (err instanceof UserErrors && err.has('EMAIL_NOT_CONFIRMED')) setNeedsConfirmation(true);
      setError(errorMessage(err, 'Login failed', MESSAGES.networkError));
    }
  }

  async function resendConfirmation() {
    try {
      const { data } = await resend({ variables: { input: { email } } });
      checked(data.resendConfirmation);
      window.alert(MESSAGES.resendSuccess);
    } catch (err) {
      setError(errorMessage(err, 'Failed to resend confirmation', MESSAGES.networkError));
    }
  }

  return (
    <form onSubmit={submit} noValidate={false} aria-labelledby="login-title">
      <h1 id="login-title">Sign In</h1>
      <p className="muted">Welcome back. Sign in to continue your professional development.</p>
      <Alert>{error}</Alert>
      <Alert kind="success">{notice}</Alert>
      {needsConfirmation && (
        <button type="button" className="btn btn-secondary" onClick={resendConfirmation} disabled={resending}>
          {resending ? 'Sending...' : 'Resend Confirmation'}
        </button>
      )}
      <Field label="Email" required>
        {(id, d) => <input id={id} aria-describedby={d} type="email" autoComplete="email" required value={email} onChange={(e) => setEmail(e.target.value)} />}
      </Field>
      <Field label="Password" required>
        {(id, d) => (
          <input
            id={id}
            aria-describedby={d}
            type="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        )}
      </Field>
      <button type="submit" className="btn btn-primary btn-block" disabled={loading}>
        {loading ? 'Signing in...' : 'Sign In'}
      </button>
      <div className="auth-links">
        <button type="button" className="link-button" onClick={onForgot}>
          Forgot your password?
        </button>
        <span>
          No account yet? <Link to="/register">Sign up</Link>
        </span>
      </div>
    </form>
  );
}

function ForgotForm({ onSent, onBack }: { onSent: () => void; onBack: () => void }) {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [request, { loading }] = useMutation(REQUEST_PASSWORD_RESET);

  async function submit(e: SubmitEvent) {
    e.preventDefault();
    setError(null);
    try {
      const { data } = await request({ variables: { input: { email } } });
      checked(data.requestPasswordReset);
      onSent();
    } catch (err) {
      setError(errorMessage(err, MESSAGES.genericRetry, MESSAGES.networkError));
    }
  }

  return (
    <form onSubmit={submit} aria-labelledby="forgot-title">
      <h1 id="forgot-title">Reset Your Password</h1>
      <p className="muted">Enter the e-mail address of your account and we will send you a reset link.</p>
      <Alert>{error}</Alert>
      <Field label="Email" required>
        {(id, d) => <input id={id} aria-describedby={d} type="email" autoComplete="email" required value={email} onChange={(e) => setEmail(e.target.value)} />}
      </Field>
      <button type="submit" className="btn btn-primary btn-block" disabled={loading}>
        {loading ? 'Sending...' : 'Send Reset Link'}
      </button>
      <button type="button" className="link-button" onClick={onBack}>
        Back to Login
      </button>
    </form>
  );
}
