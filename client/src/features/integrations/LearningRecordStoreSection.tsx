import { useMutation, useQuery } from '@apollo/client/react';
import { useState, type SubmitEvent } from 'react';
import { checked, userErrorFields } from '../../app/user-errors';
import {
  AccountConnectLearningRecordStoreDocument,
  AccountDisconnectLearningRecordStoreDocument,
  AccountLearningRecordStoreDocument,
  AccountTestLearningRecordStoreDocument,
} from '../../gql/graphql';
import { Alert, errorMessage, Field, Spinner } from '../../ui/components';
import { dateLong } from '../../ui/dates';
import './integrations.css';

const NETWORK = 'Network error. Please try again.';
const EMPTY = { endpoint: '', key: '', secret: '' };
type Form = typeof EMPTY;

/**
 * Account → Profile → Learning record store: the member connects their own LRS (xAPI endpoint, key and
 * secret), tests it and disconnects it. Completions are then sent to it as xAPI statements; the secret is
 * never shown again.
 */
export function LearningRecordStoreSection() {
  const { data, loading, error: loadError, refetch } = useQuery(AccountLearningRecordStoreDocument);
  const [connect, connecting] = useMutation(AccountConnectLearningRecordStoreDocument);
  const [test, testing] = useMutation(AccountTestLearningRecordStoreDocument);
  const [disconnect, disconnecting] = useMutation(AccountDisconnectLearningRecordStoreDocument);
  const [form, setForm] = useState<Form>(EMPTY);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  const store = data?.learningRecordStore ?? null;
  const busy = connecting.loading || testing.loading || disconnecting.loading;

  const set = (key: keyof Form, value: string) => {
    setForm((f) => ({ ...f, [key]: value }));
    setFieldErrors((e) => (e[key] ? { ...e, [key]: '' } : e));
  };

  async function submit(e: SubmitEvent) {
    e.preventDefault();
    setError(null);
    setNotice(null);
    const missing: Record<string, string> = {};
    if (!form.endpoint.trim()) missing.endpoint = 'Endpoint is required';
    if (!form.key.trim()) missing.key = 'Key is required';
    if (!form.secret.trim()) missing.secret = 'Secret is required';
    setFieldErrors(missing);
    if (Object.keys(missing).length) return;
    try {
      const res = await connect({
        variables: { input: { endpoint: form.endpoint.trim(), key: form.key.trim(), secret: form.secret.trim() } },
        update: (cache, { data: result }) => {
          const connected = result?.connectLearningRecordStore.learningRecordStore;
          if (connected) cache.writeQuery({ query: AccountLearningRecordStoreDocument, data: { learningRecordStore: connected } });
        },
      });
      if (res.data) checked(res.data.connectLearningRecordStore);
      setForm(EMPTY);
      setNotice({ kind: 'success', text: 'Learning record store connected. Your completions from now on will be sent to it.' });
    } catch (err) {
      setFieldErrors(userErrorFields(err));
      setError(errorMessage(err, 'The learning record store could not be connected.', NETWORK));
    }
  }

  async function runTest() {
    setError(null);
    setNotice(null);
    try {
      const res = await test();
      const payload = res.data ? checked(res.data.testLearningRecordStore) : null;
      if (payload) setNotice({ kind: payload.ok ? 'success' : 'error', text: payload.message });
    } catch (err) {
      setError(errorMessage(err, 'The connection could not be tested.', NETWORK));
    }
  }

  async function remove() {
    setError(null);
    setNotice(null);
    try {
      const res = await disconnect({
        update: (cache) => cache.writeQuery({ query: AccountLearningRecordStoreDocument, data: { learningRecordStore: null } }),
      });
      if (res.data) checked(res.data.disconnectLearningRecordStore);
      setNotice({ kind: 'success', text: 'Learning record store disconnected.' });
    } catch (err) {
      setError(errorMessage(err, 'The learning record store could not be disconnected.', NETWORK));
    }
  }

  return (
    <section className="account-form lrs-section" aria-labelledby="lrs-title">
      <h2 id="lrs-title">Learning record store</h2>
      <p className="muted">
        Send your completions, scores, CPD points and certificate ids to your own learning record store (xAPI 1.0.3), for example the one your employer keeps.
      </p>
      <div aria-live="polite">{notice ? <Alert kind={notice.kind}>{notice.text}</Alert> : null}</div>
      <Alert>{error}</Alert>
      {loading ? (
        <Spinner label="Loading your learning record store..." />
      ) : loadError ? (
        <div>
          <Alert>{errorMessage(loadError, 'Your learning record store could not be loaded.', NETWORK)}</Alert>
          <button type="button" className="btn btn-ghost" onClick={() => void refetch()}>
            Try again
          </button>
        </div>
      ) : store ? (
        <div className="lrs-connected">
          <dl className="lrs-facts">
            <dt>Endpoint</dt>
            <dd className="lrs-endpoint">{store.endpoint}</dd>
            <dt>Key</dt>
            <dd>…{store.keyHint}</dd>
            <dt>Connected</dt>
            <dd>{dateLong(store.connectedAt)}</dd>
            <dt>Statements</dt>
            <dd>
              {store.statementsDelivered} sent, {store.statementsWaiting} waiting{store.statementsFailed ? `, ${store.statementsFailed} failed` : ''}
            </dd>
          </dl>
          <div className="button-row">
            <button type="button" className="btn btn-primary" disabled={busy} onClick={() => void runTest()}>
              {testing.loading ? 'Testing...' : 'Test connection'}
            </button>
            <button type="button" className="btn btn-ghost" disabled={busy} onClick={() => void remove()}>
              {disconnecting.loading ? 'Disconnecting...' : 'Disconnect'}
            </button>
          </div>
        </div>
      ) : (
        <form onSubmit={submit} noValidate aria-label="Connect a learning record store">
          <Field label="Endpoint" required error={fieldErrors.endpoint} hint="The xAPI endpoint, e.g. https://lrs.example.org/xapi/">
            {(id, d) => (
              <input
                id={id}
                type="url"
                inputMode="url"
                autoComplete="off"
                aria-describedby={d}
                aria-invalid={!!fieldErrors.endpoint}
                value={form.endpoint}
                onChange={(e) => set('endpoint', e.target.value)}
              />
            )}
          </Field>
          <div className="grid-2">
            <Field label="Key" required error={fieldErrors.key}>
              {(id, d) => (
                <input
                  id={id}
                  autoComplete="off"
                  aria-describedby={d}
                  aria-invalid={!!fieldErrors.key}
                  value={form.key}
                  onChange={(e) => set('key', e.target.value)}
                />
              )}
            </Field>
            <Field label="Secret" required error={fieldErrors.secret} hint="Stored encrypted and never shown again">
              {(id, d) => (
                <input
                  id={id}
                  type="password"
                  autoComplete="new-password"
                  aria-describedby={d}
                  aria-invalid={!!fieldErrors.secret}
                  value={form.secret}
                  onChange={(e) => set('secret', e.target.value)}
                />
              )}
            </Field>
          </div>
          <div className="button-row">
            <button type="submit" className="btn btn-primary" disabled={busy}>
              {connecting.loading ? 'Connecting...' : 'Connect'}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
