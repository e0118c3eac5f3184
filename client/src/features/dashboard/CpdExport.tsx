import { useId, useState, type SubmitEvent } from 'react';
import { MESSAGES } from '@leerpunt/shared/messages';
import { useSession } from '../../app/session';
import { KEYS, persistent } from '../../app/storage';
import { Alert } from '../../ui/components';
import { localIsoDate } from './format';

type Format = 'csv' | 'html' | 'clr' | 'clr-jwt';

/** The period a year selects: the whole year, up to today for the current one. */
function periodOf(year: number): { from: string; to: string } {
  const today = localIsoDate();
  return { from: `${year}-01-01`, to: year === new Date().getFullYear() ? today : `${year}-12-31` };
}

/** The file name the server gives in Content-Disposition, if any. */
function filenameOf(res: Response, fallback: string): string {
  const match = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '');
  return match?.[1] ?? fallback;
}

/** Saves a response body as a download named by the server. */
async function saveAs(res: Response, fallback: string): Promise<void> {
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = filenameOf(res, fallback);
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * CPD record export for a chosen period: a CSV download and a printable HTML report, fetched from
 * GET /api/users/{id}/cpd-record with the stored bearer token.
 */
export function CpdExport({ year }: { year: number }) {
  const { user } = useSession();
  const id = useId();
  const [period, setPeriod] = useState(() => periodOf(year));
  const [periodYear, setPeriodYear] = useState(year);
  const [busy, setBusy] = useState<Format | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  // A new year in the selector proposes that year's period.
  if (periodYear !== year) {
    setPeriodYear(year);
    setPeriod(periodOf(year));
  }

  async function fetchRecord(format: Format): Promise<Response | null> {
    if (!user) return null;
    if (period.from && period.to && period.from > period.to) {
      setError(MESSAGES.cpdRangeInvalid);
      return null;
    }
    const query = new URLSearchParams({ format });
    if (period.from) query.set('from', period.from);
    if (period.to) query.set('to', period.to);
    const token = persistent.get(KEYS.token);
    try {
      const res = await fetch(`/api/users/${user.databaseId}/cpd-record?${query}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
      if (res.ok) return res;
      const body = (await res.json().catch(() => null)) as { error?: string } | null;
      setError(body?.error ?? 'Failed to export the CPD record. Please try again.');
    } catch {
      setError(MESSAGES.networkError);
    }
    return null;
  }

  async function downloadCsv(e: SubmitEvent) {
    e.preventDefault();
    setBusy('csv');
    setError(null);
    setNotice(null);
    const res = await fetchRecord('csv');
    if (res) {
      await saveAs(res, 'cpd-record.csv');
      setNotice('Your CPD record has been downloaded.');
    }
    setBusy(null);
  }

  /** The whole record (not the period) as a signed Comprehensive Learner Record: GET /api/cpd-record/clr. */
  async function downloadLearnerRecord(format: 'clr' | 'clr-jwt') {
    setBusy(format);
    setError(null);
    setNotice(null);
    const token = persistent.get(KEYS.token);
    try {
      const res = await fetch(`/api/cpd-record/clr${format === 'clr-jwt' ? '?format=jwt' : ''}`, {
        headers: token ? { authorization: `Bearer ${token}` } : {},
      });
      if (res.ok) {
        await saveAs(res, format === 'clr-jwt' ? 'cpd-record.clr.jwt' : 'cpd-record.clr.json');
        setNotice('Your learner record has been downloaded.');
      } else {
        const body = (await res.json().catch(() => null)) as { error?: string } | null;
        setError(body?.error ?? 'Failed to download the learner record. Please try again.');
      }
    } catch {
      setError(MESSAGES.networkError);
    }
    setBusy(null);
  }

  async function openReport() {
    setBusy('html');
    setError(null);
    setNotice(null);
    // Opened now, inside the click, so pop-up blockers allow it; filled once the report has arrived.
    const win = window.open('', '_blank');
    const res = await fetchRecord('html');
    if (res) {
      const url = URL.createObjectURL(new Blob([await res.text()], { type: 'text/html' }));
      if (win) win.location.href = url;
      else window.location.assign(url);
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
      setNotice('Your printable CPD record opened in a new tab.');
    } else {
      win?.close();
    }
    setBusy(null);
  }

  return (
    <form className="cpd-export" onSubmit={downloadCsv} aria-labelledby={`${id}-title`} noValidate>
      <h3 id={`${id}-title`}>Export your CPD record</h3>
      <p className="muted">
        For an accreditation body's audit: date, article, category, points, certificate id and verification link, your outside activities with provider and
        hours, and your reflections. With professional bodies chosen, the CSV lists the entries per body and cycle.
      </p>
      <div className="cpd-export-fields">
        <div className="field">
          <label htmlFor={`${id}-from`}>From</label>
          <input
            id={`${id}-from`}
            type="date"
            value={period.from}
            max={period.to || undefined}
            onChange={(e) => setPeriod((p) => ({ ...p, from: e.target.value }))}
          />
        </div>
        <div className="field">
          <label htmlFor={`${id}-to`}>To</label>
          <input
            id={`${id}-to`}
            type="date"
            value={period.to}
            min={period.from || undefined}
            onChange={(e) => setPeriod((p) => ({ ...p, to: e.target.value }))}
          />
        </div>
      </div>
      <div className="button-row">
        <button type="submit" className="btn btn-secondary" disabled={busy !== null}>
          {busy === 'csv' ? 'Preparing...' : 'Download CSV'}
        </button>
        <button type="button" className="btn btn-ghost" disabled={busy !== null} onClick={() => void openReport()}>
          {busy === 'html' ? 'Preparing...' : 'Open printable report'}
        </button>
      </div>
      <h4 id={`${id}-clr`}>Your whole record as one credential</h4>
      <p className="muted">
        A signed Comprehensive Learner Record (1EdTech CLR 2.0) for a wallet or a verifier: every valid certificate, each with its own signature, and your
        outside activities marked as self-reported. It covers your whole record, not the period above.
      </p>
      <div className="button-row" role="group" aria-labelledby={`${id}-clr`}>
        <button type="button" className="btn btn-secondary" disabled={busy !== null} onClick={() => void downloadLearnerRecord('clr')}>
          {busy === 'clr' ? 'Preparing...' : 'Download learner record'}
        </button>
        <button type="button" className="btn btn-ghost" disabled={busy !== null} onClick={() => void downloadLearnerRecord('clr-jwt')}>
          {busy === 'clr-jwt' ? 'Preparing...' : 'Download as JWT'}
        </button>
      </div>
      <div aria-live="polite">
        <Alert>{error}</Alert>
        <Alert kind="success">{notice}</Alert>
      </div>
    </form>
  );
}
