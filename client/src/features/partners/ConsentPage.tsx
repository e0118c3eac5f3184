import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useSession } from '../../app/session';
import { KEYS, persistent, sessionScoped } from '../../app/storage';
import { Alert, Spinner } from '../../ui/components';
import './partners.css';

interface ConsentRequest {
  client_name: string;
  scopes: Array<{ scope: string; description: string }>;
}

/** Calls the consent step's JSON routes with the member's session; the interaction cookie rides along. */
async function call(path: string, method: 'GET' | 'POST'): Promise<{ ok: boolean; body: Record<string, unknown> }> {
  const token = persistent.get(KEYS.token);
  const res = await fetch(path, { method, headers: token ? { authorization: `Bearer ${token}` } : {}, credentials: 'same-origin' });
  const body = (await res.json().catch(() => ({}))) as Record<string, unknown>;
  return { ok: res.ok, body };
}

/**
 * /oauth/consent/:uid: a partner application asks to read the member's data. The member, signed in, sees who asks
 * and each permission in plain words, and allows or denies; the browser then goes back to the application.
 */
export default function ConsentPage() {
  const { uid = '' } = useParams();
  const { status, user } = useSession();
  const base = `/oauth/consent/${encodeURIComponent(uid)}`;
  const [request, setRequest] = useState<ConsentRequest | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<'allow' | 'deny' | null>(null);

  // Signed out: whichever Sign In the member uses, signing in comes back here.
  useEffect(() => {
    if (status === 'signedOut') sessionScoped.set(KEYS.returnAfterSignIn, base);
  }, [base, status]);

  useEffect(() => {
    if (status !== 'signedIn') return;
    let live = true;
    call(`${base}/details`, 'GET').then(
      ({ ok, body }) => {
        if (!live) return;
        if (ok) setRequest(body as unknown as ConsentRequest);
        else setError(typeof body.error === 'string' ? body.error : 'This request cannot be shown.');
      },
      () => live && setError('Network error. Please try again.'),
    );
    return () => {
      live = false;
    };
  }, [base, status]);

  async function answer(choice: 'allow' | 'deny') {
    setBusy(choice);
    setError(null);
    try {
      const { ok, body } = await call(`${base}/${choice}`, 'POST');
      if (ok && typeof body.redirect_to === 'string') {
        window.location.assign(body.redirect_to);
        return;
      }
      setError(typeof body.error === 'string' ? body.error : 'Your answer could not be recorded.');
    } catch {
      setError('Network error. Please try again.');
    }
    setBusy(null);
  }

  if (status === 'checking') return <Spinner />;

  return (
    <div className="auth-layout">
      <section className="card auth-card consent-card" aria-labelledby="consent-title">
        {status !== 'signedIn' ? (
          <>
            <h1 id="consent-title">Sign in to continue</h1>
            <p>An application asks to connect to your account. Sign in to see what it asks for.</p>
            <Link className="btn btn-primary btn-block" to="/login">
              Sign In
            </Link>
          </>
        ) : error && !request ? (
          <>
            <h1 id="consent-title">Connect an application</h1>
            <Alert>{error}</Alert>
            <Link to="/">Go to the start page</Link>
          </>
        ) : !request ? (
          <Spinner label="Loading the request..." />
        ) : (
          <>
            <h1 id="consent-title">Allow {request.client_name} to access your account?</h1>
            <p>
              Signed in as <strong>{user?.email}</strong>. <strong>{request.client_name}</strong> asks to:
            </p>
            <ul className="scope-list" aria-label="What the application asks for">
              {request.scopes.map((s) => (
                <li key={s.scope}>{s.description}</li>
              ))}
            </ul>
            <p className="muted">You can disconnect it at any time under My Account → Connected applications.</p>
            <Alert>{error}</Alert>
            <div className="button-row consent-actions">
              <button type="button" className="btn btn-primary" disabled={busy !== null} onClick={() => void answer('allow')}>
                {busy === 'allow' ? 'Allowing...' : 'Allow'}
              </button>
              <button type="button" className="btn btn-secondary" disabled={busy !== null} onClick={() => void answer('deny')}>
                {busy === 'deny' ? 'Denying...' : 'Deny'}
              </button>
            </div>
          </>
        )}
      </section>
    </div>
  );
}
