import { useQuery } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { MESSAGES } from '@shared/constants';
import { VerifyCertificateDocument } from '../../gql/graphql';
import { Alert, errorMessage, Field } from '../../ui/components';
import { formatPoints, localDateTime } from './format';
import './certificates.css';

/** /verify?certificate_id=…: public certificate verification; works signed out. */
export default function VerifyPage() {
  const [params] = useSearchParams();
  const certificateId = params.get('certificate_id')?.trim() ?? '';
  return (
    <section className="card verify-page" aria-labelledby="verify-title">
      <h1 id="verify-title">Certificate Verification</h1>
      {certificateId ? (
        <>
          <VerificationResult key={certificateId} certificateId={certificateId} />
          <p className="verify-again">
            <Link to="/verify">Verify another certificate</Link>
          </p>
        </>
      ) : (
        <VerifyForm />
      )}
    </section>
  );
}

function VerifyForm() {
  const [, setParams] = useSearchParams();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  function submit(e: FormEvent) {
    e.preventDefault();
    const id = value.trim();
    if (!id) return setError('Please enter a certificate ID.');
    setParams({ certificate_id: id });
  }
  return (
    <form onSubmit={submit} className="verify-form" noValidate>
      <p className="muted">Enter the certificate ID printed on the certificate (below its QR code) to check that it was issued by us and is still valid.</p>
      <Field label="Certificate ID" error={error} required>
        {(id, describedBy) => (
          <input
            id={id}
            aria-describedby={describedBy}
            aria-invalid={!!error}
            autoComplete="off"
            spellCheck={false}
            value={value}
            onChange={(e) => {
              setValue(e.target.value);
              setError(null);
            }}
          />
        )}
      </Field>
      <button type="submit" className="btn btn-primary">
        Verify Certificate
      </button>
    </form>
  );
}

function signatureText(signatureValid: boolean | null | undefined): string {
  if (signatureValid === true) return "Verified: the Ed25519 signature matches the platform's published public key.";
  if (signatureValid === false) return 'Not verified: the signed credential does not match this certificate.';
  return 'Not checked';
}

function VerificationResult({ certificateId }: { certificateId: string }) {
  const { data, loading, error } = useQuery(VerifyCertificateDocument, { variables: { certificateId }, fetchPolicy: 'network-only' });
  if (loading && !data) {
    return (
      <p className="verify-status" role="status" aria-live="polite">
        Verifying…
      </p>
    );
  }
  if (error || !data) {
    return <Alert>{errorMessage(error, MESSAGES.certificateVerifyFailed, 'Network error')}</Alert>;
  }
  const v = data.verifyCertificate;
  return (
    <div className={`verification ${v.valid ? 'valid' : 'invalid'}`} role="status" aria-live="polite">
      <dl className="verification-facts">
        <div>
          <dt>Status</dt>
          <dd className="verification-status">{v.valid ? 'Valid' : 'Invalid'}</dd>
        </div>
        {v.valid ? (
          <>
            <div>
              <dt>Certificate ID</dt>
              <dd className="mono">{v.certificateId}</dd>
            </div>
            <div>
              <dt>Name</dt>
              <dd>{v.userName}</dd>
            </div>
            <div>
              <dt>Article</dt>
              <dd>{v.articleTitle}</dd>
            </div>
            <div>
              <dt>Completed At</dt>
              <dd>{localDateTime(v.completedAt)}</dd>
            </div>
            <div>
              <dt>CPD Points</dt>
              <dd>{v.pePoints === null || v.pePoints === undefined ? '—' : formatPoints(v.pePoints)}</dd>
            </div>
          </>
        ) : null}
        {v.revoked ? (
          <div>
            <dt>Revoked</dt>
            <dd>
              {v.revocationReason ? `Reason: ${v.revocationReason}` : 'This certificate has been revoked.'}
              {v.revokedAt ? ` (${localDateTime(v.revokedAt)})` : ''}
            </dd>
          </div>
        ) : null}
        {v.signatureValid !== null && v.signatureValid !== undefined ? (
          <div>
            <dt>Signed credential</dt>
            <dd>{signatureText(v.signatureValid)}</dd>
          </div>
        ) : null}
      </dl>
    </div>
  );
}
