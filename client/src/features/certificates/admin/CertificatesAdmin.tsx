import { useLazyQuery, useMutation } from '@apollo/client/react';
import { useState, type SubmitEvent } from 'react';
import { RevokeCertificateDocument, VerifyCertificateDocument } from '../../../gql/graphql';
import { Alert, ConfirmDialog, errorMessage, Field } from '../../../ui/components';
import { formatPoints } from '../format';
import '../certificates.css';
import { dateTime } from '../../../ui/dates';

/** Admin → Certificates: look a certificate up by id and revoke it with a reason. */
export default function CertificatesAdmin() {
  const [certificateId, setCertificateId] = useState('');
  const [reason, setReason] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [lookup, found] = useLazyQuery(VerifyCertificateDocument, { fetchPolicy: 'network-only' });
  const [revoke, { loading: revoking }] = useMutation(RevokeCertificateDocument);
  const record = found.data?.verifyCertificate;
  const exists = !!record && (record.valid || record.revoked || record.signatureValid !== null);

  async function search(e: SubmitEvent) {
    e.preventDefault();
    setMessage(null);
    setFormError(null);
    if (!certificateId.trim()) return setFormError('Please enter a certificate ID.');
    try {
      await lookup({ variables: { certificateId: certificateId.trim() } });
    } catch {
      /* shown from found.error */
    }
  }

  async function submitRevocation(e: SubmitEvent) {
    e.preventDefault();
    setMessage(null);
    setFormError(null);
    setReasonError(null);
    if (!record) return;
    if (!reason.trim()) return setReasonError('Please give a reason for the revocation.');
    setConfirming(true);
  }

  async function confirmRevocation() {
    if (!record) return;
    try {
      const { data } = await revoke({ variables: { input: { certificateId: record.certificateId, reason: reason.trim() } } });
      const problem = data?.revokeCertificate.userErrors[0];
      if (problem) {
        if (problem.field?.includes('reason')) setReasonError(problem.message);
        else setFormError(problem.message);
        return;
      }
      setReason('');
      setMessage('The certificate has been revoked.');
      await lookup({ variables: { certificateId: record.certificateId } });
    } catch (err) {
      setFormError(errorMessage(err, 'Failed to revoke the certificate'));
    } finally {
      setConfirming(false);
    }
  }

  return (
    <section className="card certificates-admin" aria-labelledby="certificates-admin-title">
      <h2 id="certificates-admin-title">Certificates</h2>
      <form onSubmit={search} className="inline-form" noValidate>
        <Field label="Certificate ID" required>
          {(id, d) => (
            <input
              id={id}
              aria-describedby={d}
              autoComplete="off"
              spellCheck={false}
              value={certificateId}
              onChange={(e) => setCertificateId(e.target.value)}
            />
          )}
        </Field>
        <button type="submit" className="btn btn-primary" disabled={found.loading}>
          {found.loading ? 'Looking up...' : 'Look up'}
        </button>
      </form>
      <div aria-live="polite">
        <Alert kind="success">{message}</Alert>
        <Alert>{formError ?? (found.error ? errorMessage(found.error, 'Lookup failed') : null)}</Alert>
      </div>
      {record && !found.error ? (
        exists ? (
          <div className="admin-record">
            <dl className="verification-facts">
              <div>
                <dt>Certificate ID</dt>
                <dd className="mono">{record.certificateId}</dd>
              </div>
              <div>
                <dt>Status</dt>
                <dd>{record.valid ? 'Valid' : record.revoked ? 'Revoked' : 'Invalid'}</dd>
              </div>
              {record.userName ? (
                <div>
                  <dt>Name</dt>
                  <dd>{record.userName}</dd>
                </div>
              ) : null}
              {record.articleTitle ? (
                <div>
                  <dt>Article</dt>
                  <dd>{record.articleTitle}</dd>
                </div>
              ) : null}
              {record.completedAt ? (
                <div>
                  <dt>Completed At</dt>
                  <dd>{dateTime(record.completedAt)}</dd>
                </div>
              ) : null}
              {record.pePoints !== null && record.pePoints !== undefined ? (
                <div>
                  <dt>CPD Points</dt>
                  <dd>{formatPoints(record.pePoints)}</dd>
                </div>
              ) : null}
              {record.revoked ? (
                <div>
                  <dt>Revocation</dt>
                  <dd>
                    {record.revocationReason ?? '—'} ({dateTime(record.revokedAt)})
                  </dd>
                </div>
              ) : null}
              {!record.valid && !record.revoked && record.error ? (
                <div>
                  <dt>Problem</dt>
                  <dd>{record.error}</dd>
                </div>
              ) : null}
            </dl>
            {!record.revoked ? (
              <form onSubmit={submitRevocation} noValidate>
                <Field label="Reason for revocation" required hint="Shown to anyone who verifies this certificate." error={reasonError}>
                  {(id, d) => (
                    <textarea
                      id={id}
                      aria-describedby={d}
                      aria-invalid={!!reasonError}
                      maxLength={500}
                      value={reason}
                      onChange={(e) => setReason(e.target.value)}
                    />
                  )}
                </Field>
                <button type="submit" className="btn btn-danger" disabled={revoking}>
                  {revoking ? 'Revoking...' : 'Revoke Certificate'}
                </button>
              </form>
            ) : null}
          </div>
        ) : (
          <p>{record.error ?? 'Certificate not found'}</p>
        )
      ) : null}
      {confirming && record ? (
        <ConfirmDialog
          title="Revoke this certificate?"
          action="Revoke"
          busyLabel="Revoking..."
          busy={revoking}
          onConfirm={() => void confirmRevocation()}
          onCancel={() => setConfirming(false)}
        >
          Certificate {record.certificateId} will be revoked. Verification will answer Invalid from now on, with the reason you gave.
        </ConfirmDialog>
      ) : null}
    </section>
  );
}
