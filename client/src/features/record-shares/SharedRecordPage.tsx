import { useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import { MESSAGES } from '@leerpunt/shared/messages';
import { Alert, Spinner } from '../../ui/components';
import { calendarDate, dateLong, dateTime } from '../../ui/dates';
import { formatPoints } from '../../ui/points';
import './record-shares.css';

/** GET /api/record-shares/{token}, as the server answers it (docs/api/openapi.yaml). */
interface SharedRecord {
  member: { name: string; profession: string };
  generated_at: string;
  expires_at: string;
  bodies: SharedBody[];
  certificates: SharedCertificate[];
  total_points: number;
  outside_activities: Array<{
    date: string;
    kind: string;
    title: string;
    provider: string;
    category: string;
    hours: number;
    points: number;
    has_evidence: boolean;
  }>;
  outside_total_points: number;
}

interface SharedBody {
  body: string;
  country: string;
  unit_label: string;
  cycle_years: number;
  cycle_start_year: number;
  cycle_end_year: number;
  total_per_cycle: number | null;
  minimum_per_year: number | null;
  verifiable_minimum_per_cycle: number | null;
  verifiable_minimum_share: number | null;
  reflection_required: boolean;
  categories: Array<{ label: string; minimum_per_cycle: number }>;
  source_url: string;
  checked_on: string;
  note: string;
  standing: {
    status: 'ON_TRACK' | 'BEHIND' | 'NO_TARGET';
    complete: boolean;
    credited: number;
    required: number | null;
    expected_by_now: number | null;
    missing_total: number;
    missing_this_year: number;
    verifiable: { credited: number; required: number | null; met: boolean };
    categories: Array<{ label: string; credited: number; required: number; met: boolean }>;
    entries_without_reflection: number;
  };
}

interface SharedCertificate {
  completed_at: string;
  article_title: string;
  category: string;
  points: number;
  certificate_id: string | null;
  verification_url: string | null;
  verification: {
    status: 'VALID' | 'REVOKED' | 'INVALID' | 'NO_CERTIFICATE';
    reason: string | null;
    revoked_at: string | null;
    signature_valid: boolean | null;
  };
}

type State = { kind: 'loading' } | { kind: 'unavailable'; message: string } | { kind: 'error'; message: string } | { kind: 'ready'; record: SharedRecord };

const STANDING_TEXT = { ON_TRACK: 'On track', BEHIND: 'Behind', NO_TARGET: 'No target to count' } as const;
const VERIFICATION_TEXT = { VALID: 'Valid', REVOKED: 'Revoked', INVALID: 'Not valid', NO_CERTIFICATE: 'No certificate' } as const;
const KIND_TEXT: Record<string, string> = { COURSE: 'Course', CONFERENCE: 'Conference', READING: 'Reading', E_LEARNING: 'E-learning', OTHER: 'Other' };

/** /shared-record/:token: a member's CPD record as they shared it with an auditor. Public, read-only. */
export default function SharedRecordPage() {
  const { token = '' } = useParams();
  const [state, setState] = useState<State>({ kind: 'loading' });

  useEffect(() => {
    const controller = new AbortController();
    setState({ kind: 'loading' });
    fetch(`/api/record-shares/${encodeURIComponent(token)}`, { signal: controller.signal, headers: { accept: 'application/json' } })
      .then(async (res) => {
        const body = (await res.json().catch(() => null)) as (SharedRecord & { error?: string }) | null;
        if (res.ok && body) return setState({ kind: 'ready', record: body });
        if (res.status === 404) return setState({ kind: 'unavailable', message: body?.error ?? 'This share link is not valid.' });
        setState({ kind: 'error', message: body?.error ?? 'The record could not be loaded. Please try again.' });
      })
      .catch((err: unknown) => {
        if (!controller.signal.aborted) setState({ kind: 'error', message: err instanceof Error ? MESSAGES.networkError : String(err) });
      });
    return () => controller.abort();
  }, [token]);

  if (state.kind === 'loading')
    return (
      <section className="card shared-record">
        <Spinner label="Loading the shared record..." />
      </section>
    );
  if (state.kind === 'unavailable')
    return (
      <section className="card narrow shared-record-gone" aria-labelledby="shared-gone-title">
        <h1 id="shared-gone-title">Link not available</h1>
        <p>{state.message}</p>
      </section>
    );
  if (state.kind === 'error')
    return (
      <section className="card narrow">
        <h1>Shared CPD record</h1>
        <Alert>{state.message}</Alert>
      </section>
    );
  return <RecordView record={state.record} />;
}

function RecordView({ record }: { record: SharedRecord }) {
  const certificates = record.certificates;
  const valid = certificates.filter((c) => c.verification.status === 'VALID').length;
  const revoked = certificates.filter((c) => c.verification.status === 'REVOKED').length;
  const checked = certificates.filter((c) => c.verification.status !== 'NO_CERTIFICATE').length;
  return (
    <article className="card shared-record" aria-labelledby="shared-title">
      <header className="shared-record-header">
        <p className="shared-record-kicker">Shared CPD record · read-only</p>
        <h1 id="shared-title">{record.member.name}</h1>
        <p className="shared-record-profession">{record.member.profession}</p>
        <p className="muted small">
          Checked {dateTime(record.generated_at)}. This link is valid until {dateLong(record.expires_at)}.
        </p>
        <p className={`shared-summary ${revoked > 0 || valid < checked ? 'has-problems' : ''}`} role="status">
          {checked === 0
            ? 'No certificates in this record yet.'
            : `${valid} of ${checked} ${checked === 1 ? 'certificate' : 'certificates'} valid${revoked > 0 ? `, ${revoked} revoked` : ''}.`}
        </p>
      </header>

      <section aria-labelledby="shared-bodies-title">
        <h2 id="shared-bodies-title">Professional bodies</h2>
        {record.bodies.length === 0 ? (
          <p className="muted">The member has not chosen a professional body to count toward.</p>
        ) : (
          <div className="shared-bodies">
            {record.bodies.map((b) => (
              <BodyCard key={b.body} body={b} />
            ))}
          </div>
        )}
      </section>

      <section aria-labelledby="shared-certificates-title">
        <h2 id="shared-certificates-title">Certificates</h2>
        <p className="muted small">
          Each certificate was checked against the certificate register when this page opened. {formatPoints(record.total_points)} points from certificates that
          stand.
        </p>
        {certificates.length === 0 ? (
          <p className="muted">No completed tests yet.</p>
        ) : (
          <ul className="shared-list">
            {certificates.map((c, i) => (
              <li key={`${c.certificate_id ?? 'none'}-${i}`} className={`shared-cert ${c.verification.status.toLowerCase()}`}>
                <div className="shared-cert-head">
                  <strong>{c.article_title}</strong>
                  <span className={`verify-badge ${c.verification.status.toLowerCase()}`}>{VERIFICATION_TEXT[c.verification.status]}</span>
                </div>
                <p className="small muted">
                  {dateLong(c.completed_at)} · {c.category} · {formatPoints(c.points)} {c.points === 1 ? 'point' : 'points'}
                </p>
                {c.certificate_id ? (
                  <p className="small">
                    Certificate <span className="mono">{c.certificate_id}</span>
                    {c.verification_url ? (
                      <>
                        {' · '}
                        <a href={c.verification_url} rel="noreferrer">
                          Verify
                        </a>
                      </>
                    ) : null}
                  </p>
                ) : null}
                {c.verification.status === 'REVOKED' ? (
                  <p className="small shared-cert-reason">
                    Revoked {dateLong(c.verification.revoked_at)}
                    {c.verification.reason ? `: ${c.verification.reason}` : ''}. Its points count toward no total.
                  </p>
                ) : c.verification.status === 'INVALID' && c.verification.reason ? (
                  <p className="small shared-cert-reason">{c.verification.reason}</p>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="shared-outside-title">
        <h2 id="shared-outside-title">Outside activities</h2>
        <p className="muted small">
          Reported by the member, without a certificate from this platform; evidence files are not shared. {formatPoints(record.outside_total_points)} points in
          all.
        </p>
        {record.outside_activities.length === 0 ? (
          <p className="muted">None logged.</p>
        ) : (
          <ul className="shared-list">
            {record.outside_activities.map((o, i) => (
              <li key={`${o.date}-${i}`} className="shared-outside">
                <strong>{o.title}</strong>
                <p className="small muted">
                  {calendarDate(o.date) ?? o.date} · {KIND_TEXT[o.kind] ?? o.kind} · {o.provider} · {o.category}
                </p>
                <p className="small">
                  {formatPoints(o.hours)} {o.hours === 1 ? 'hour' : 'hours'} · {formatPoints(o.points)} {o.points === 1 ? 'point' : 'points'}
                  {o.has_evidence ? ' · evidence on file' : ''}
                </p>
              </li>
            ))}
          </ul>
        )}
      </section>
    </article>
  );
}

const amount = (value: number | null, unit: string) => (value === null ? 'None set' : `${formatPoints(value)} ${unit}`);

function BodyCard({ body: b }: { body: SharedBody }) {
  const s = b.standing;
  const cycle = b.cycle_start_year === b.cycle_end_year ? String(b.cycle_start_year) : `${b.cycle_start_year}–${b.cycle_end_year}`;
  return (
    <section className="shared-body" aria-label={b.body}>
      <div className="shared-body-head">
        <h3>{b.body}</h3>
        <span className={`standing-badge ${s.status.toLowerCase()}`}>{s.complete ? 'Complete' : STANDING_TEXT[s.status]}</span>
      </div>
      <dl className="shared-facts">
        <div>
          <dt>Cycle</dt>
          <dd>
            {b.cycle_years} {b.cycle_years === 1 ? 'year' : 'years'} (current: {cycle})
          </dd>
        </div>
        <div>
          <dt>Required per cycle</dt>
          <dd>{amount(b.total_per_cycle, b.unit_label)}</dd>
        </div>
        <div>
          <dt>Minimum per year</dt>
          <dd>{amount(b.minimum_per_year, b.unit_label)}</dd>
        </div>
        <div>
          <dt>Verifiable</dt>
          <dd>
            {b.verifiable_minimum_per_cycle !== null
              ? `at least ${formatPoints(b.verifiable_minimum_per_cycle)} ${b.unit_label} per cycle`
              : b.verifiable_minimum_share !== null
                ? `at least ${Math.round(b.verifiable_minimum_share * 100)}% of the total`
                : 'No minimum'}
          </dd>
        </div>
        <div>
          <dt>Reflection required</dt>
          <dd>{b.reflection_required ? 'Yes, on each entry' : 'No'}</dd>
        </div>
        {b.categories.map((c) => (
          <div key={c.label}>
            <dt>{c.label}</dt>
            <dd>
              at least {formatPoints(c.minimum_per_cycle)} {b.unit_label} per cycle
            </dd>
          </div>
        ))}
      </dl>
      <h4>Where the member stands in {cycle}</h4>
      <ul className="shared-standing">
        <li>
          Credited: <strong>{formatPoints(s.credited)}</strong>
          {s.required !== null ? ` of ${formatPoints(s.required)}` : ''} {b.unit_label}
          {s.expected_by_now !== null && !s.complete ? ` (expected by now: ${formatPoints(s.expected_by_now)})` : ''}
        </li>
        {s.missing_this_year > 0 ? (
          <li>
            Still needed this year: {formatPoints(s.missing_this_year)} {b.unit_label}
          </li>
        ) : null}
        <li>
          Verifiable: {formatPoints(s.verifiable.credited)}
          {s.verifiable.required !== null ? ` of ${formatPoints(s.verifiable.required)}` : ''} {b.unit_label} {s.verifiable.met ? '(met)' : '(not met yet)'}
        </li>
        {s.categories.map((c) => (
          <li key={c.label}>
            {c.label}: {formatPoints(c.credited)} of {formatPoints(c.required)} {c.met ? '(met)' : '(not met yet)'}
          </li>
        ))}
        {b.reflection_required ? (
          <li>
            {s.entries_without_reflection === 0
              ? 'Every entry of the cycle has its reflection.'
              : `${s.entries_without_reflection} ${s.entries_without_reflection === 1 ? 'entry lacks' : 'entries lack'} a reflection.`}
          </li>
        ) : null}
      </ul>
      <p className="small muted">
        Rules as read from{' '}
        <a href={b.source_url} rel="noreferrer">
          the body's published requirements
        </a>{' '}
        on {calendarDate(b.checked_on) ?? b.checked_on}. {b.note}
      </p>
    </section>
  );
}
