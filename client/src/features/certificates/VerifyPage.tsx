import { useApolloClient, useQuery } from '@apollo/client/react';
import { useState, type DragEvent, type SubmitEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { MESSAGES } from '@leerpunt/shared/messages';
import { VerifyCertificateDocument, VerifyCredentialDocument } from '../../gql/graphql';
import { Alert, errorMessage, Field } from '../../ui/components';
import { formatPoints } from './format';
import { verifyCredentialText, type CredentialReport, type RecordCheck } from './verify-credential';
import './certificates.css';
import { Icon } from '../../ui/icons';
import { dateTime } from '../../ui/dates';

/** /verify?certificate_id=…: public certificate verification; works signed out. */
export default function VerifyPage() {
  const [params] = useSearchParams();
  const certificateId = params.get('certificate_id')?.trim() ?? '';
  const mode = certificateId ? 'id' : params.get('mode');
  const fileMode = mode === 'file';
  return (
    <section className="card verify-page" aria-labelledby="verify-title">
      <h1 id="verify-title">Certificate Verification</h1>
      {!certificateId ? (
        <nav className="verify-modes" aria-label="Verification method">
          <Link to="/verify" aria-current={fileMode || mode === 'bulk' ? undefined : 'page'}>
            By certificate ID
          </Link>
          <Link to="/verify?mode=file" aria-current={fileMode ? 'page' : undefined}>
            By credential file
          </Link>
          <Link to="/verify?mode=bulk" aria-current={mode === 'bulk' ? 'page' : undefined}>
            Several IDs
          </Link>
        </nav>
      ) : null}
      {fileMode ? (
        <CredentialFileCheck />
      ) : mode === 'bulk' ? (
        <BulkCheck />
      ) : certificateId ? (
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
  function submit(e: SubmitEvent) {
    e.preventDefault();
    const id = value.trim();
    if (!id) return setError(MESSAGES.certificateIdRequired);
    // The server reads ids the same way (case, spaces and dashes do not matter); a typo is told here, without a request.
    if (!/^[0-9A-HJKMNP-TV-Z]{26}$/.test(id.toUpperCase().replace(/[\s-]/g, ''))) return setError(MESSAGES.certificateIdInvalid);
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

const SIGNATURE_NAMES: Record<string, string> = { EDDSA: 'Ed25519', RS256: 'RS256 (RSA)', EDDSA_RDFC_2022: 'Data Integrity (eddsa-rdfc-2022)' };

function signatureText(signatureValid: boolean | null | undefined, algorithm: string | null | undefined): string {
  if (signatureValid === true)
    return `Verified: the ${SIGNATURE_NAMES[algorithm ?? 'EDDSA'] ?? algorithm} signature matches the platform's published public key.`;
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
              <dd>{dateTime(v.completedAt)}</dd>
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
              {v.revokedAt ? ` (${dateTime(v.revokedAt)})` : ''}
            </dd>
          </div>
        ) : null}
        {v.signatureValid !== null && v.signatureValid !== undefined ? (
          <div>
            <dt>Signed credential</dt>
            <dd>{signatureText(v.signatureValid, v.signatureAlgorithm)}</dd>
          </div>
        ) : null}
      </dl>
    </div>
  );
}

const STATE_TEXT = { pass: 'Passed', fail: 'Failed', skip: 'Not checked' } as const;
const STATE_ICON = { pass: 'check', fail: 'cross', skip: 'dash' } as const;

/** Largest file checked: a learner record holds every certificate of a member (the server reads up to 3,000,000 characters). */
const MAX_FILE_BYTES = 3_000_000;

/** A learner record is checked by this site's verifier over REST, which takes a larger body than GraphQL. */
async function checkRecord(text: string): Promise<RecordCheck> {
  const res = await fetch('/api/verify-credential', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ credential: text }),
    credentials: 'omit',
  });
  const body = (await res.json().catch(() => null)) as (RecordCheck & { error?: string }) | null;
  if (!res.ok || !body) throw new Error(body?.error ?? `the verifier answered HTTP ${res.status}`);
  return body;
}

/**
 * Second mode: a dropped or pasted credential (.jwt or .json) is checked in this browser against the
 * issuer's published keys and status list; our API is not asked.
 */
function CredentialFileCheck() {
  const client = useApolloClient();
  const [text, setText] = useState('');
  const [fileName, setFileName] = useState<string | null>(null);
  const [report, setReport] = useState<CredentialReport | null>(null);
  const [busy, setBusy] = useState(false);
  const [dragging, setDragging] = useState(false);

  async function check(content: string) {
    if (!content.trim()) return;
    setBusy(true);
    setReport(null);
    try {
      setReport(
        await verifyCredentialText(
          content,
          new Date(),
          async (credential) => {
            const { data, error } = await client.query({ query: VerifyCredentialDocument, variables: { credential }, fetchPolicy: 'network-only' });
            if (!data) throw new Error(error?.message ?? 'no answer');
            return data.verifyCredential;
          },
          checkRecord,
        ),
      );
    } finally {
      setBusy(false);
    }
  }
  async function readFile(file: File | undefined) {
    if (!file) return;
    if (file.size > MAX_FILE_BYTES) {
      setReport({ valid: false, checks: [{ label: 'Format', state: 'fail', detail: 'The file is too large to be a credential.' }], summary: null });
      return;
    }
    const content = await file.text();
    setFileName(file.name);
    setText(content);
    await check(content);
  }
  function drop(e: DragEvent) {
    e.preventDefault();
    setDragging(false);
    void readFile(e.dataTransfer.files[0]);
  }
  return (
    <div className="credential-check">
      <p className="muted">
        Check a signed credential file (<code>.jwt</code>, or the <code>.json</code> credential): your browser verifies a JWT&rsquo;s signature against the
        issuer&rsquo;s published keys without trusting this site, reads the revocation status from the issuer&rsquo;s signed status list, and checks the dates.
        The Data Integrity proof inside the <code>.json</code> credential is checked by this site&rsquo;s verifier, and so is a learner record (CLR): its own
        signature and each certificate inside it.
      </p>
      <label
        className={`drop-zone${dragging ? ' dragging' : ''}`}
        onDragOver={(e) => {
          e.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={drop}
      >
        <span>{fileName ? `File: ${fileName}` : 'Drop a credential file here, or choose one'}</span>
        <input type="file" accept=".jwt,.json,application/json,application/jwt" onChange={(e) => void readFile(e.target.files?.[0])} />
      </label>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          setFileName(null);
          void check(text);
        }}
      >
        <Field label="Or paste the credential">
          {(id, describedBy) => (
            <textarea
              id={id}
              aria-describedby={describedBy}
              rows={5}
              spellCheck={false}
              value={text}
              onChange={(e) => setText(e.target.value)}
              className="mono"
            />
          )}
        </Field>
        <button type="submit" className="btn btn-primary" disabled={busy || !text.trim()}>
          Check Credential
        </button>
      </form>
      {busy ? (
        <p className="verify-status" role="status" aria-live="polite">
          Verifying…
        </p>
      ) : null}
      {report ? <CredentialReportView report={report} /> : null}
    </div>
  );
}

function CredentialReportView({ report }: { report: CredentialReport }) {
  const s = report.summary;
  return (
    <div className={`verification ${report.valid ? 'valid' : 'invalid'}`} role="status" aria-live="polite">
      <dl className="verification-facts">
        <div>
          <dt>Status</dt>
          <dd className="verification-status">{report.valid ? 'Valid' : 'Invalid'}</dd>
        </div>
        {s?.holderName ? (
          <div>
            <dt>Name</dt>
            <dd>{s.holderName}</dd>
          </div>
        ) : null}
        {s?.achievement ? (
          <div>
            <dt>{s.kind === 'record' ? 'Record' : 'Article'}</dt>
            <dd>{s.achievement}</dd>
          </div>
        ) : null}
        {s?.issuedOn ? (
          <div>
            <dt>{s.kind === 'record' ? 'Issued At' : 'Completed At'}</dt>
            <dd>{dateTime(s.issuedOn)}</dd>
          </div>
        ) : null}
        {s?.credits !== null && s?.credits !== undefined ? (
          <div>
            <dt>CPD Points</dt>
            <dd>{formatPoints(s.credits)}</dd>
          </div>
        ) : null}
        {s?.issuer ? (
          <div>
            <dt>Issuer</dt>
            <dd>{s.issuer}</dd>
          </div>
        ) : null}
      </dl>
      <ol className="credential-checks" aria-label="Checks">
        {report.checks.map((c) => (
          <li key={c.label} className={`check-${c.state}`}>
            <span className="check-icon" aria-hidden="true">
              <Icon name={STATE_ICON[c.state]} size={14} />
            </span>
            <strong>{c.label}</strong>: <span className="check-state">{STATE_TEXT[c.state]}</span>. {c.detail}
          </li>
        ))}
      </ol>
    </div>
  );
}

interface BulkRow {
  certificate_id: string;
  valid: boolean;
  user_name: string | null;
  article_title: string | null;
  pe_points: number | null;
  completed_at: string | null;
  revoked: boolean;
  error?: string;
}

const BULK_MAX = 100;
const idsOf = (text: string) =>
  text
    .split(/[\s,;]+/)
    .map((v) => v.trim())
    .filter(Boolean);

/** Third mode, for audits: up to 100 ids at once, answered as a table and downloadable as CSV. */
function BulkCheck() {
  const [text, setText] = useState('');
  const [rows, setRows] = useState<BulkRow[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function post(csv: boolean): Promise<Response | null> {
    const ids = idsOf(text);
    if (ids.length === 0) {
      setError('Please enter a certificate ID.');
      return null;
    }
    if (ids.length > BULK_MAX) {
      setError(`At most ${BULK_MAX} certificate IDs at once.`);
      return null;
    }
    setBusy(true);
    setError(null);
    try {
      const res = await fetch(`/api/verify-certificates${csv ? '?format=csv' : ''}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ ids }),
      });
      if (!res.ok) {
        const body = (await res.json().catch(() => ({}))) as { error?: string };
        setError(body.error ?? MESSAGES.certificateVerifyFailed);
        return null;
      }
      return res;
    } catch {
      setError('Network error');
      return null;
    } finally {
      setBusy(false);
    }
  }
  async function verifyAll(e: SubmitEvent) {
    e.preventDefault();
    const res = await post(false);
    if (res) setRows(((await res.json()) as { results: BulkRow[] }).results);
  }
  async function downloadCsv() {
    const res = await post(true);
    if (!res) return;
    const href = URL.createObjectURL(await res.blob());
    const link = document.createElement('a');
    link.href = href;
    link.download = 'certificate-verification.csv';
    document.body.appendChild(link);
    link.click();
    link.remove();
    window.setTimeout(() => URL.revokeObjectURL(href), 10_000);
  }
  return (
    <form onSubmit={verifyAll} className="verify-form" noValidate>
      <p className="muted">Check up to {BULK_MAX} certificate IDs at once, for example an audit sample: one per line, or separated by commas.</p>
      <Field label="Certificate IDs" error={error} required>
        {(id, describedBy) => (
          <textarea
            id={id}
            aria-describedby={describedBy}
            aria-invalid={!!error}
            rows={6}
            spellCheck={false}
            className="mono"
            value={text}
            onChange={(e) => setText(e.target.value)}
          />
        )}
      </Field>
      <div className="bulk-actions">
        <button type="submit" className="btn btn-primary" disabled={busy}>
          Verify All
        </button>
        <button type="button" className="btn btn-secondary" disabled={busy} onClick={() => void downloadCsv()}>
          Download CSV
        </button>
      </div>
      {rows ? (
        <div className="bulk-results">
          <table>
            <caption>
              {rows.filter((r) => r.valid).length} of {rows.length} valid
            </caption>
            <thead>
              <tr>
                <th scope="col">Certificate ID</th>
                <th scope="col">Status</th>
                <th scope="col">Name</th>
                <th scope="col">Article</th>
                <th scope="col">CPD Points</th>
                <th scope="col">Completed At</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r, i) => (
                <tr key={`${r.certificate_id}-${i}`} className={r.valid ? 'valid' : 'invalid'}>
                  <td className="mono">{r.certificate_id}</td>
                  <td>{r.valid ? 'Valid' : r.revoked ? 'Revoked' : (r.error ?? 'Invalid')}</td>
                  <td>{r.user_name ?? '—'}</td>
                  <td>{r.article_title ?? '—'}</td>
                  <td>{r.pe_points === null ? '—' : formatPoints(r.pe_points)}</td>
                  <td>{dateTime(r.completed_at)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </form>
  );
}
