import { useMutation, useQuery } from '@apollo/client/react';
import { useState, type SubmitEvent } from 'react';
import { checked, userErrorFields } from '../../app/user-errors';
import {
  AccountBindWalletDocument,
  AccountReissueCertificatesToWalletDocument,
  AccountUnbindWalletDocument,
  AccountWalletBindingDocument,
  AccountWalletChallengeDocument,
} from '../../gql/graphql';
import { Alert, errorMessage, Field, Spinner } from '../../ui/components';
import { dateLong } from '../../ui/dates';

const NETWORK = 'Network error. Please try again.';

/**
 * Account → Profile → Wallet: the member binds the did:key of their wallet by signing a challenge with the
 * wallet's key; certificates issued from then on name that DID as their holder.
 */
export function WalletSection() {
  const { data, loading } = useQuery(AccountWalletBindingDocument);
  const [getChallenge, challenging] = useMutation(AccountWalletChallengeDocument);
  const [bind, binding] = useMutation(AccountBindWalletDocument);
  const [unbind, unbinding] = useMutation(AccountUnbindWalletDocument);
  // Re-issued credentials differ from the cached downloads: every cached certificate is read again.
  const [reissue, reissuing] = useMutation(AccountReissueCertificatesToWalletDocument, { update: (cache) => void cache.evict({ fieldName: 'certificates' }) });
  const [did, setDid] = useState('');
  const [challenge, setChallenge] = useState<string | null>(null);
  const [signature, setSignature] = useState('');
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const bound = data?.walletBinding.did ? data.walletBinding : null;
  const busy = challenging.loading || binding.loading || unbinding.loading || reissuing.loading;

  async function ask() {
    setError(null);
    setNotice(null);
    try {
      const res = await getChallenge();
      setChallenge(res.data?.walletChallenge.challenge ?? null);
    } catch (err) {
      setError(errorMessage(err, 'No challenge could be made.', NETWORK));
    }
  }

  async function submit(e: SubmitEvent) {
    e.preventDefault();
    setError(null);
    setNotice(null);
    const missing: Record<string, string> = {};
    if (!did.trim()) missing.did = 'Your wallet did:key is required';
    if (!signature.trim()) missing.signature = 'The signature is required';
    setFieldErrors(missing);
    if (!challenge || Object.keys(missing).length) return;
    try {
      const res = await bind({
        variables: { input: { did: did.trim(), challenge, signature: signature.trim() } },
        update: (cache, { data: result }) => {
          const now = result?.bindWallet.binding;
          if (now) cache.writeQuery({ query: AccountWalletBindingDocument, data: { walletBinding: now } });
        },
      });
      if (res.data) checked(res.data.bindWallet);
      setChallenge(null);
      setSignature('');
      setNotice('Wallet bound. Certificates you earn from now on name it as their holder.');
    } catch (err) {
      setFieldErrors(userErrorFields(err));
      setError(errorMessage(err, 'The wallet could not be bound.', NETWORK));
    }
  }

  async function reissueEarlier() {
    setError(null);
    setNotice(null);
    try {
      const res = await reissue();
      const n = res.data ? (checked(res.data.reissueCertificatesToWallet).reissued ?? 0) : 0;
      setNotice(
        n === 0
          ? 'Every certificate you hold already names this wallet.'
          : `${n} ${n === 1 ? 'certificate was' : 'certificates were'} re-issued to this wallet. Download them again from Certificates to keep the new form.`,
      );
    } catch (err) {
      setError(errorMessage(err, 'Your certificates could not be re-issued.', NETWORK));
    }
  }

  async function remove() {
    setError(null);
    setNotice(null);
    try {
      await unbind({
        update: (cache, { data: result }) => result && cache.writeQuery({ query: AccountWalletBindingDocument, data: { walletBinding: result.unbindWallet } }),
      });
      setNotice('Wallet removed. New certificates name your account again.');
    } catch (err) {
      setError(errorMessage(err, 'The wallet could not be removed.', NETWORK));
    }
  }

  return (
    <section className="account-form wallet-section" aria-labelledby="wallet-title">
      <h2 id="wallet-title">Credential wallet</h2>
      <p className="muted">
        Name your wallet in your certificates: bind its identifier (an Ed25519 <code>did:key</code>) by signing a challenge with the wallet&rsquo;s key.
        Certificates and learner records issued from then on name it as their holder; earlier ones change only if you re-issue them.
      </p>
      <div aria-live="polite">{notice ? <Alert kind="success">{notice}</Alert> : null}</div>
      <Alert>{error}</Alert>
      {loading ? (
        <Spinner label="Loading your wallet..." />
      ) : bound ? (
        <div>
          <dl className="lrs-facts">
            <dt>Wallet</dt>
            <dd className="lrs-endpoint mono">{bound.did}</dd>
            <dt>Bound</dt>
            <dd>{bound.boundAt ? dateLong(bound.boundAt) : ''}</dd>
          </dl>
          <p className="muted">Certificates earned before you bound this wallet still name your account. Re-issue them to name this wallet too.</p>
          <div className="button-row">
            <button type="button" className="btn btn-secondary" disabled={busy} onClick={() => void reissueEarlier()}>
              {reissuing.loading ? 'Re-issuing...' : 'Re-issue earlier certificates to this wallet'}
            </button>
            <button type="button" className="btn btn-ghost" disabled={busy} onClick={() => void remove()}>
              {unbinding.loading ? 'Removing...' : 'Remove wallet'}
            </button>
          </div>
        </div>
      ) : (
        <form onSubmit={submit} noValidate aria-label="Bind a wallet">
          <Field label="Wallet did:key" required error={fieldErrors.did} hint="It starts with did:key:z6Mk">
            {(id, d) => (
              <input
                id={id}
                autoComplete="off"
                spellCheck={false}
                aria-describedby={d}
                aria-invalid={!!fieldErrors.did}
                value={did}
                onChange={(e) => setDid(e.target.value)}
              />
            )}
          </Field>
          {challenge ? (
            <>
              <Field label="Challenge to sign" hint="Sign this exact text with the wallet's key; it is valid for 10 minutes.">
                {(id, d) => <textarea id={id} aria-describedby={d} className="mono" rows={3} readOnly value={challenge} />}
              </Field>
              <Field label="Signature" required error={fieldErrors.signature ?? fieldErrors.challenge} hint="base64url, or multibase (z…)">
                {(id, d) => (
                  <textarea
                    id={id}
                    aria-describedby={d}
                    aria-invalid={!!fieldErrors.signature}
                    className="mono"
                    rows={2}
                    spellCheck={false}
                    value={signature}
                    onChange={(e) => setSignature(e.target.value)}
                  />
                )}
              </Field>
              <button type="submit" className="btn btn-primary" disabled={busy}>
                {binding.loading ? 'Binding...' : 'Bind wallet'}
              </button>
            </>
          ) : (
            <button type="button" className="btn btn-secondary" disabled={busy} onClick={() => void ask()}>
              {challenging.loading ? 'Preparing...' : 'Get a challenge to sign'}
            </button>
          )}
        </form>
      )}
    </section>
  );
}
