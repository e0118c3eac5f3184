import { useEffect, useState } from 'react';
import { KEYS, sessionScoped } from '../../app/storage';
import { Alert } from '../../ui/components';
import { fileNameFromDisposition } from '../certificates/download';
import { dateLong } from '../../ui/dates';

interface RecordCertificate {
  certificate_id: string;
  article_id: number;
  article_title: string;
  pe_points: number | string;
  completed_at: string;
  revoked: boolean;
}

interface RecordActivity {
  date: string | null;
  article_id: number;
  article_title: string;
  passed: boolean;
  pe_points: number | string | null;
}

interface RecordOutsideActivity {
  id: string;
  title: string;
  provider: string;
  date: string;
  points: number | string;
}

const points = (n: number) => `${n} PE ${n === 1 ? 'point' : 'points'}`;

async function fetchRecord(token: string, path: string): Promise<Response> {
  return fetch(`/api/record/${path}`, { headers: { Authorization: `Bearer ${token}` } });
}

/**
 * "Your CPD record" on the plan chooser: a member whose subscription ended still downloads their
 * certificates, the CPD export and sees their activity, with the read-only token from sign-in.
 * The record is requested at once and the section shows once it has arrived and `placed` is set (the
 * content above it is in place): a section that appeared earlier would be pushed down by the plans, and a
 * placeholder for a record that turns out empty would vanish again.
 */
export function CpdRecordSection({ placed }: { placed: boolean }) {
  const [token] = useState(() => sessionScoped.get(KEYS.recordToken));
  const [certificates, setCertificates] = useState<RecordCertificate[] | null>(null);
  const [activity, setActivity] = useState<RecordActivity[] | null>(null);
  const [outside, setOutside] = useState<RecordOutsideActivity[] | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!token) return;
    let live = true;
    Promise.all([fetchRecord(token, 'certificates'), fetchRecord(token, 'activity-history'), fetchRecord(token, 'outside-activities')])
      .then(async ([c, a, o]) => {
        if (!c.ok || !a.ok || !o.ok) throw new Error('expired');
        const [cs, as, os] = [(await c.json()) as RecordCertificate[], (await a.json()) as RecordActivity[], (await o.json()) as RecordOutsideActivity[]];
        if (live) {
          setCertificates(cs);
          setActivity(as);
          setOutside(os);
        }
      })
      .catch(() => live && setError('Your record could not be loaded. Please sign in again to open it.'));
    return () => {
      live = false;
    };
  }, [token]);

  async function save(path: string, fallback: string) {
    if (!token) return;
    setError(null);
    try {
      const res = await fetchRecord(token, path);
      if (!res.ok) throw new Error(String(res.status));
      const href = URL.createObjectURL(await res.blob());
      const link = document.createElement('a');
      link.href = href;
      link.download = fileNameFromDisposition(res.headers.get('Content-Disposition'), fallback);
      document.body.appendChild(link);
      link.click();
      link.remove();
      window.setTimeout(() => URL.revokeObjectURL(href), 10_000);
    } catch {
      setError('The file could not be downloaded. Please sign in again and retry.');
    }
  }

  if (!token || !placed) return null;
  // Until it arrives nothing is shown; nothing earned or attempted yet: a new member has no record to show.
  if (!error && (!certificates || !activity || !outside)) return null;
  if (certificates && activity && outside && certificates.length + activity.length + outside.length === 0) return null;

  return (
    <section className="card cpd-record-section" aria-labelledby="cpd-record-title">
      <h2 id="cpd-record-title">Your CPD record</h2>
      <p className="muted">Your certificates and CPD history stay yours after your plan ends: download them here at any time.</p>
      <Alert>{error}</Alert>
      <div className="button-row">
        <button type="button" className="btn btn-secondary" onClick={() => void save('cpd-record?format=csv', 'cpd-record.csv')}>
          Download CPD export (CSV)
        </button>
      </div>
      {certificates === null ? null : <h3>Certificates</h3>}
      {certificates === null ? null : certificates.length === 0 ? (
        <p className="muted">No certificates yet.</p>
      ) : (
        <ul className="record-list">
          {certificates.map((c) => (
            <li key={c.certificate_id}>
              <span>
                <strong>{c.article_title}</strong> · {dateLong(c.completed_at)} · {points(Number(c.pe_points))}
              </span>
              {c.revoked ? (
                <span className="muted">Revoked</span>
              ) : (
                <span className="record-actions">
                  <button
                    type="button"
                    className="btn btn-ghost"
                    onClick={() => void save(`certificate/${c.article_id}/pdf`, 'certificate.pdf')}
                    aria-label={`Download certificate (PDF): ${c.article_title}`}
                  >
                    PDF
                  </button>
                  <button
                    type="button"
                    className="btn btn-ghost"
                    onClick={() => void save(`certificate/${c.article_id}/credential`, 'credential.json')}
                    aria-label={`Download digital credential: ${c.article_title}`}
                  >
                    Credential
                  </button>
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
      {outside && outside.length > 0 ? (
        <>
          <h3>Outside activities</h3>
          <ul className="record-list">
            {outside.map((o) => (
              <li key={o.id}>
                <span>
                  <strong>{o.title}</strong> · {o.provider} · {dateLong(o.date)}
                </span>
                <span className="muted">{points(Number(o.points))}</span>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {activity === null ? null : <h3>Activity history</h3>}
      {activity === null ? null : activity.length === 0 ? (
        <p className="muted">No activity yet.</p>
      ) : (
        <ul className="record-list">
          {activity.map((a, i) => (
            <li key={`${a.article_id}-${i}`}>
              <span>
                {a.article_title} · {dateLong(a.date)}
              </span>
              <span className="muted">{a.passed ? `Passed${a.pe_points ? `, ${points(Number(a.pe_points))}` : ''}` : 'Failed'}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
