import { useMutation, useQuery } from '@apollo/client/react';
import { useId, useState, type SubmitEvent } from 'react';
import { LIMITS } from '@leerpunt/shared/limits';
import { getFragmentData } from '../../gql/fragment-masking';
import {
  CreateRecordShareDocument,
  RecordSharesDocument,
  RecordSharesPanel_ShareFragmentDoc,
  RevokeRecordShareDocument,
  type RecordSharesPanel_ShareFragment,
} from '../../gql/graphql';
import { Alert, ConfirmDialog, errorMessage, Spinner } from '../../ui/components';
import { dateShort, dateTime } from '../../ui/dates';
import { TextField } from '../../ui/form';
import { errorsByField, type FieldErrors } from '../../ui/user-errors';
import './record-shares.css';

type Share = RecordSharesPanel_ShareFragment;

const STATUS_TEXT: Record<Share['status'], string> = { ACTIVE: 'Active', EXPIRED: 'Expired', REVOKED: 'Revoked' };

/**
 * "Share with an auditor": read-only links to the member's whole CPD record. The list is read only once the
 * member opens the panel, so the dashboard itself asks for nothing more.
 */
export function RecordSharesPanel() {
  const id = useId();
  const [open, setOpen] = useState(false);
  return (
    <section className="record-shares" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>Share with an auditor</h3>
      <p className="muted">
        A read-only link to your whole CPD record for an auditor or your professional body: your name and profession, each chosen body's rules with where you
        stand, and every certificate checked on the spot. No e-mail address, address or reflections. Each opening is logged here.
      </p>
      {open ? (
        <SharesManager />
      ) : (
        <button type="button" className="btn btn-secondary" onClick={() => setOpen(true)}>
          Manage share links
        </button>
      )}
    </section>
  );
}

function SharesManager() {
  const id = useId();
  const { data, loading, error } = useQuery(RecordSharesDocument, { fetchPolicy: 'cache-and-network' });
  const [create, creating] = useMutation(CreateRecordShareDocument, { refetchQueries: [RecordSharesDocument] });
  const [days, setDays] = useState(String(LIMITS.recordShareDaysDefault));
  const [label, setLabel] = useState('');
  const [errors, setErrors] = useState<FieldErrors<'expiresInDays' | 'label'>>({});
  const [created, setCreated] = useState<{ url: string; copied: boolean } | null>(null);
  const [revoking, setRevoking] = useState<Share | null>(null);

  async function submit(e: SubmitEvent) {
    e.preventDefault();
    setErrors({});
    setCreated(null);
    const n = Number(days);
    try {
      const res = await create({ variables: { input: { expiresInDays: Number.isInteger(n) ? n : -1, label: label.trim() || null } } });
      const payload = res.data?.createRecordShare;
      if (!payload) return;
      if (payload.userErrors.length > 0 || !payload.url) {
        setErrors(errorsByField(payload.userErrors, ['expiresInDays', 'label'] as const));
        return;
      }
      setCreated({ url: payload.url, copied: false });
      setLabel('');
    } catch (err) {
      setErrors({ form: errorMessage(err, 'Could not create the link. Please try again.') });
    }
  }

  async function copy() {
    if (!created) return;
    try {
      await navigator.clipboard.writeText(created.url);
      setCreated({ ...created, copied: true });
    } catch {
      // Without clipboard access the member selects the link in the field.
      document.getElementById(`${id}-url`)?.focus();
    }
  }

  const shares = getFragmentData(RecordSharesPanel_ShareFragmentDoc, data?.recordShares ?? []);
  const active = shares.filter((s) => s.status === 'ACTIVE').length;

  return (
    <div className="record-shares-manager">
      <form className="record-shares-form" onSubmit={(e) => void submit(e)} noValidate>
        <div className="record-shares-fields">
          <TextField
            label="Valid for (days)"
            type="number"
            inputMode="numeric"
            min={LIMITS.recordShareDaysMin}
            max={LIMITS.recordShareDaysMax}
            value={days}
            onChange={setDays}
            error={errors.expiresInDays}
          />
          <TextField
            label="Label (optional)"
            maxLength={LIMITS.recordShareLabelMax}
            placeholder="e.g. the auditor's name"
            value={label}
            onChange={setLabel}
            error={errors.label}
          />
        </div>
        <button type="submit" className="btn btn-primary" disabled={creating.loading}>
          {creating.loading ? 'Creating...' : 'Create share link'}
        </button>
        <p className="muted small">
          {active} of {LIMITS.recordSharesActiveMax} active links in use.
        </p>
        <div aria-live="polite">
          <Alert>{errors.form ?? null}</Alert>
        </div>
      </form>

      {created ? (
        <div className="record-share-created" role="status">
          <label htmlFor={`${id}-url`}>Your new link. Copy it now: it is shown only once.</label>
          <div className="record-share-url">
            <input id={`${id}-url`} type="text" readOnly value={created.url} onFocus={(e) => e.target.select()} />
            <button type="button" className="btn btn-secondary" onClick={() => void copy()}>
              {created.copied ? 'Copied' : 'Copy link'}
            </button>
          </div>
        </div>
      ) : null}

      {loading && !data ? <Spinner label="Loading your share links..." /> : null}
      {error && !data ? <Alert>{errorMessage(error, 'Could not load your share links.')}</Alert> : null}
      {data && shares.length === 0 ? <p className="muted">You have not shared your record yet.</p> : null}
      {shares.length > 0 ? (
        <ul className="record-share-list" aria-label="Your share links">
          {shares.map((s) => (
            <li key={s.id} className={`record-share-item ${s.status.toLowerCase()}`}>
              <div className="record-share-head">
                <strong>{s.label ?? 'Share link'}</strong>
                <span className={`record-share-status ${s.status.toLowerCase()}`}>{STATUS_TEXT[s.status]}</span>
              </div>
              <p className="muted small">
                Created {dateShort(s.createdAt)} ·{' '}
                {s.status === 'REVOKED' ? `revoked ${dateShort(s.revokedAt)}` : `${s.status === 'EXPIRED' ? 'expired' : 'expires'} ${dateShort(s.expiresAt)}`}
              </p>
              <p className="small">
                {s.views === 0 ? 'Not opened yet' : `Opened ${s.views} ${s.views === 1 ? 'time' : 'times'}, last ${dateTime(s.lastViewedAt)}`}
              </p>
              {s.status === 'ACTIVE' ? (
                <button type="button" className="btn btn-ghost" onClick={() => setRevoking(s)}>
                  Revoke
                </button>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      {revoking ? <RevokeDialog share={revoking} onDone={() => setRevoking(null)} /> : null}
    </div>
  );
}

function RevokeDialog({ share, onDone }: { share: Share; onDone: () => void }) {
  const [revoke, { loading }] = useMutation(RevokeRecordShareDocument);
  const [error, setError] = useState<string | null>(null);
  async function confirm() {
    setError(null);
    try {
      const res = await revoke({ variables: { input: { id: share.id } } });
      const problem = res.data?.revokeRecordShare.userErrors[0];
      if (problem) return setError(problem.message);
      onDone();
    } catch (err) {
      setError(errorMessage(err, 'Could not revoke the link. Please try again.'));
    }
  }
  return (
    <ConfirmDialog
      title="Revoke this share link?"
      action="Revoke link"
      busyLabel="Revoking..."
      busy={loading}
      onConfirm={() => void confirm()}
      onCancel={onDone}
      details={<Alert>{error}</Alert>}
    >
      {share.label ? `“${share.label}”` : 'The link'} stops opening your record at once. Anyone who has it sees that it is no longer valid.
    </ConfirmDialog>
  );
}
