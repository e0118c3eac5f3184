import { skipToken, useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useState, type SubmitEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { LIMITS } from '@leerpunt/shared/limits';
import { MESSAGES } from '@leerpunt/shared/messages';
import { TIMINGS } from '../../app/timings';
import { ResetPasswordDocument, VerifyResetTokenDocument } from '../../gql/graphql';
import { checked } from '../../app/user-errors';
import { Alert, errorMessage, Field, Spinner } from '../../ui/components';
import { Icon } from '../../ui/icons';

/** /reset-password/{token}: verify the link, set a new password, then back to sign-in. */
export default function ResetPasswordPage() {
  const { token } = useParams();
  const navigate = useNavigate();
  const check = useQuery(VerifyResetTokenDocument, token ? { variables: { token }, fetchPolicy: 'network-only' } : skipToken);
  const [reset, { loading }] = useMutation(ResetPasswordDocument);
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => void navigate('/login'), TIMINGS.redirectAfterResetMs);
    return () => clearTimeout(timer);
  }, [done, navigate]);

  async function submit(e: SubmitEvent) {
    e.preventDefault();
    setError(null);
    if (password.length < LIMITS.passwordMin) return setError(MESSAGES.passwordTooShort);
    if (password !== confirm) return setError(MESSAGES.passwordsDoNotMatch);
    try {
      const { data } = await reset({ variables: { input: { token: token ?? '', password } } });
      if (data) checked(data.resetPassword);
      setDone(true);
    } catch (err) {
      setError(errorMessage(err, MESSAGES.resetFailed, MESSAGES.genericRetry));
    }
  }

  let body;
  if (!token) body = <InvalidLink message={MESSAGES.resetNoToken} />;
  else if (check.loading) body = <Spinner label="Verifying your reset link..." />;
  else if (check.error || !check.data) {
    const gqlError = (check.error as { errors?: unknown[] } | undefined)?.errors;
    body = <InvalidLink message={gqlError ? errorMessage(check.error, MESSAGES.resetInvalid) : MESSAGES.resetVerifyError} />;
  } else if (done)
    body = (
      <>
        <div className="state-icon success" aria-hidden="true">
          <Icon name="check" size={28} />
        </div>
        <h1>Password Reset</h1>
        <p>Your password has been changed. Redirecting to sign in...</p>
        <Link className="btn btn-primary" to="/login">
          Go to Login
        </Link>
      </>
    );
  else
    body = (
      <form onSubmit={submit} noValidate aria-labelledby="reset-title">
        <h1 id="reset-title">Choose a New Password</h1>
        <p className="muted">
          For {check.data.verifyResetToken.userName} ({check.data.verifyResetToken.email})
        </p>
        <Alert>{error}</Alert>
        <Field label="New password" required hint="At least 8 characters">
          {(id, d) => (
            <input
              id={id}
              aria-describedby={d}
              type="password"
              autoComplete="new-password"
              required
              minLength={LIMITS.passwordMin}
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
          )}
        </Field>
        <Field label="Confirm new password" required>
          {(id, d) => (
            <input
              id={id}
              aria-describedby={d}
              type="password"
              autoComplete="new-password"
              required
              value={confirm}
              onChange={(e) => setConfirm(e.target.value)}
            />
          )}
        </Field>
        <button type="submit" className="btn btn-primary btn-block" disabled={loading}>
          {loading ? 'Saving...' : 'Reset Password'}
        </button>
      </form>
    );

  return (
    <div className="auth-layout">
      <section className="card auth-card" aria-live="polite">
        {body}
      </section>
    </div>
  );
}

function InvalidLink({ message }: { message: string }) {
  return (
    <>
      <div className="state-icon error" aria-hidden="true">
        !
      </div>
      <h1>Invalid Reset Link</h1>
      <p>{message}</p>
      <p className="muted">The link may have expired or already been used. You can request a new one from the sign-in page.</p>
      <Link className="btn btn-primary" to="/login">
        Back to Login
      </Link>
    </>
  );
}
