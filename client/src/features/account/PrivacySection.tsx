import { useMutation } from '@apollo/client/react';
import { useCallback, useState, type SubmitEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { MESSAGES } from '@leerpunt/shared/messages';
import { useSession, type SessionUser } from '../../app/session';
import { KEYS, persistent, sessionScoped } from '../../app/storage';
import { checked, userErrorFields } from '../../app/user-errors';
import { AccountDeleteAccountDocument, AccountRequestEmailChangeDocument } from '../../gql/graphql';
import { Alert, ConfirmDialog, errorMessage, Field, Modal } from '../../ui/components';

type Dialog = 'export' | 'email' | 'delete' | null;

/** Account → Profile → Your data and account: download everything, change the e-mail address, delete the account. */
export default function PrivacySection({ user }: { user: SessionUser }) {
  const [dialog, setDialog] = useState<Dialog>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const close = useCallback(() => setDialog(null), []);
  const done = useCallback((message: string) => {
    setDialog(null);
    setNotice(message);
  }, []);

  return (
    <section className="account-form privacy-section" aria-labelledby="privacy-title">
      <h2 id="privacy-title">Your data and account</h2>
      <div aria-live="polite">
        <Alert kind="success">{notice}</Alert>
      </div>
      <ul className="privacy-actions">
        <li>
          <div>
            <h3>Download my data</h3>
            <p>
              A ZIP file with everything we hold about you: profile, subscription and payments, tests, certificates, outside activities with their evidence
              files, feedback and messages.
            </p>
          </div>
          <button type="button" className="btn btn-secondary" onClick={() => setDialog('export')}>
            Download my data
          </button>
        </li>
        <li>
          <div>
            <h3>Change e-mail address</h3>
            <p>We send a confirmation link to the new address; your address changes when you open it.</p>
          </div>
          <button type="button" className="btn btn-secondary" onClick={() => setDialog('email')}>
            Change e-mail address
          </button>
        </li>
        <li>
          <div>
            <h3>Delete my account</h3>
            <p>Your account and personal data are erased. This cannot be undone.</p>
          </div>
          <button type="button" className="btn btn-danger" onClick={() => setDialog('delete')}>
            Delete my account
          </button>
        </li>
      </ul>
      {dialog === 'export' && <ExportDialog user={user} onClose={close} onDone={done} />}
      {dialog === 'email' && <EmailChangeDialog onClose={close} onDone={done} />}
      {dialog === 'delete' && <DeleteDialog onClose={close} />}
    </section>
  );
}

function PasswordField({ value, onChange, error }: { value: string; onChange: (v: string) => void; error?: string }) {
  return (
    <Field label="Your password" required error={error} hint="Asked again to protect your account">
      {(id, d) => (
        <input
          id={id}
          type="password"
          autoComplete="current-password"
          aria-describedby={d}
          aria-invalid={!!error}
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
    </Field>
  );
}

function ExportDialog({ user, onClose, onDone }: { user: SessionUser; onClose: () => void; onDone: (message: string) => void }) {
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fieldError, setFieldError] = useState<string | undefined>();

  async function submit(e: SubmitEvent) {
    e.preventDefault();
    if (!password) {
      setFieldError('Please enter your password');
      return;
    }
    setBusy(true);
    setError(null);
    setFieldError(undefined);
    const token = persistent.get(KEYS.token);
    try {
      const res = await fetch(`/api/users/${user.databaseId}/data-export`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify({ password }),
      });
      if (!res.ok) {
        const body = (await res.json().catch(() => null)) as { error?: string; fields?: Record<string, string> } | null;
        setFieldError(body?.fields?.password);
        setError(body?.error ?? 'Failed to download your data. Please try again.');
        setBusy(false);
        return;
      }
      const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? 'my-data.zip';
      const url = URL.createObjectURL(await res.blob());
      const a = document.createElement('a');
      a.href = url;
      a.download = name;
      document.body.appendChild(a);
      a.click();
      a.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
      onDone(`Your data has been downloaded (${name}).`);
    } catch {
      setError(MESSAGES.networkError);
      setBusy(false);
    }
  }

  return (
    <Modal title="Download my data" onClose={onClose}>
      <form onSubmit={submit} noValidate>
        <p>The file is made now and sent to you only; we do not keep a copy.</p>
        <Alert>{error}</Alert>
        <PasswordField value={password} onChange={setPassword} error={fieldError} />
        <div className="button-row">
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {busy ? 'Preparing...' : 'Download'}
          </button>
          <button type="button" className="btn btn-ghost" onClick={onClose}>
            Cancel
          </button>
        </div>
      </form>
    </Modal>
  );
}

function EmailChangeDialog({ onClose, onDone }: { onClose: () => void; onDone: (message: string) => void }) {
  const [newEmail, setNewEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [fields, setFields] = useState<Record<string, string>>({});
  const [request, { loading }] = useMutation(AccountRequestEmailChangeDocument);

  async function submit(e: SubmitEvent) {
    e.preventDefault();
    setError(null);
    const missing: Record<string, string> = {};
    if (!newEmail.trim()) missing.newEmail = 'Email is required';
    if (!password) missing.password = 'Please enter your password';
    setFields(missing);
    if (Object.keys(missing).length > 0) return;
    try {
      const { data } = await request({ variables: { input: { newEmail: newEmail.trim(), password } } });
      const message = data && checked(data.requestEmailChange).message;
      onDone(message ?? 'We sent a confirmation link to the new address.');
    } catch (err) {
      setFields(userErrorFields(err));
      setError(errorMessage(err, 'Failed to change the e-mail address. Please try again.', MESSAGES.networkError));
    }
  }

  return (
    <Modal title="Change e-mail address" onClose={onClose}>
      <form onSubmit={submit} noValidate>
        <p>We send a link to the new address, and a notice to your current one. Nothing changes until the link is opened (within 24 hours).</p>
        <Alert>{error}</Alert>
        <Field label="New e-mail address" required error={fields.newEmail}>
          {(id, d) => (
            <input
              id={id}
              type="email"
              autoComplete="email"
              aria-describedby={d}
              aria-invalid={!!fields.newEmail}
              value={newEmail}
              onChange={(e) => setNewEmail(e.target.value)}
            />
          )}
        </Field>
        <PasswordField value={password} onChange={setPassword} error={fields.password} />
        <div className="button-row">
          <button type="submit" className="btn btn-primary" disabled={loading}>
            {loading ? 'Sending...' : 'Send confirmation link'}
          </button>
          <button type="button" className="btn btn-ghost" onClick={onClose}>
            Cancel
          </button>
        </div>
      </form>
    </Modal>
  );
}

function DeleteDialog({ onClose }: { onClose: () => void }) {
  const { signOut } = useSession();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [remove, { loading }] = useMutation(AccountDeleteAccountDocument);

  async function confirm() {
    setError(null);
    try {
      const { data } = await remove({ variables: { input: { password } } });
      const message = data && checked(data.deleteAccount).message;
      sessionScoped.set(KEYS.signInNotice, message ?? 'Your account has been deleted.');
      signOut();
      void navigate('/login', { replace: true });
    } catch (err) {
      setFieldError(userErrorFields(err).password);
      setError(errorMessage(err, 'Failed to delete the account. Please try again.', MESSAGES.networkError));
    }
  }

  return (
    <ConfirmDialog
      title="Delete your account?"
      action="Delete my account"
      busy={loading}
      disabled={!password}
      onConfirm={() => void confirm()}
      onCancel={onClose}
      details={
        <div className="privacy-delete-details">
          <p>Erased at once:</p>
          <ul>
            <li>your profile, address, phone and licence number, and your sign-in (every session ends);</li>
            <li>tests, points, study time, outside activities and their evidence files, feedback and messages;</li>
            <li>a running subscription, which is cancelled: no further charges.</li>
          </ul>
          <p>
            Kept, because the law requires it: the records of payments you made (plan, amount and date, for the accounts), without your name or address. Your
            certificates stay verifiable by their id only as <strong>revoked</strong> ("account deleted"), without your name.
          </p>
          <p>Download your data first if you want to keep it.</p>
          <Alert>{error}</Alert>
          <PasswordField value={password} onChange={setPassword} error={fieldError} />
        </div>
      }
    >
      This cannot be undone.
    </ConfirmDialog>
  );
}
