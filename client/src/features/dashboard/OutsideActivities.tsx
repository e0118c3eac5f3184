import { useId, useRef, useState, type SubmitEvent } from 'react';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { EVIDENCE_TYPES, OUTSIDE_ACTIVITY_KINDS, type OutsideActivityKind } from '@leerpunt/shared/catalog';
import { LIMITS } from '@leerpunt/shared/limits';
import { evidenceUsageText, MESSAGES } from '@leerpunt/shared/messages';
import { KEYS, persistent } from '../../app/storage';
import { getFragmentData } from '../../gql/fragment-masking';
import {
  CreateOutsideActivityDocument,
  DeleteOutsideActivityDocument,
  OutsideActivitiesDocument,
  OutsideActivities_ActivityFragmentDoc,
  UpdateOutsideActivityDocument,
  type OutsideActivities_ActivityFragment,
} from '../../gql/graphql';
import { Alert, Field, ConfirmDialog, Spinner, errorMessage } from '../../ui/components';
import { SelectField, TextField } from '../../ui/form';
import { formatPoints, localIsoDate } from './format';
import { calendarDate } from '../../ui/dates';

type Activity = OutsideActivities_ActivityFragment;
type FieldName = 'kind' | 'date' | 'title' | 'provider' | 'category' | 'hours' | 'points' | 'evidence';
type Errors = Partial<Record<FieldName | 'form', string>>;

interface FormValues {
  kind: OutsideActivityKind | '';
  date: string;
  title: string;
  provider: string;
  category: string;
  hours: string;
  points: string;
}

const EMPTY: FormValues = { kind: '', date: '', title: '', provider: '', category: '', hours: '', points: '' };
const FIELD_ORDER: FieldName[] = ['kind', 'date', 'title', 'provider', 'category', 'hours', 'points', 'evidence'];
const ACCEPT = Object.keys(EVIDENCE_TYPES).join(',') + ',.pdf,.png,.jpg,.jpeg';
const MAX_MB = LIMITS.evidenceMaxBytes / (1024 * 1024);
const REFETCH = ['Dashboard', 'OutsideActivities'];

const valuesOf = (a: Activity): FormValues => ({
  kind: a.kind,
  date: a.date,
  title: a.title,
  provider: a.provider,
  category: a.category,
  hours: String(a.hours),
  points: String(a.points),
});

/** Checks in the browser what the server checks too, so most mistakes show before anything is sent. */
function checkFile(file: File | null): string | null {
  if (!file) return null;
  if (file.size === 0) return MESSAGES.evidenceEmpty;
  if (file.size > LIMITS.evidenceMaxBytes) return MESSAGES.evidenceTooLarge;
  const byName = /\.(pdf|png|jpe?g)$/i.test(file.name);
  if (!(file.type in EVIDENCE_TYPES) && !byName) return MESSAGES.evidenceTypeInvalid;
  return null;
}

/** Sends the file as the request body; the server answers with { error } on a refusal. */
async function uploadEvidence(id: string, file: File): Promise<string | null> {
  const token = persistent.get(KEYS.token);
  try {
    const res = await fetch(`/api/outside-activities/${id}/evidence?filename=${encodeURIComponent(file.name)}`, {
      method: 'PUT',
      headers: { 'content-type': file.type || 'application/octet-stream', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: file,
    });
    if (res.ok) return null;
    const body = (await res.json().catch(() => null)) as { error?: string } | null;
    return body?.error ?? 'The evidence file could not be uploaded. Please try again.';
  } catch {
    return MESSAGES.networkError;
  }
}

/** Downloads the evidence with the bearer token (a plain link would not carry it). */
async function downloadEvidence(a: Activity): Promise<string | null> {
  if (!a.evidence) return null;
  const token = persistent.get(KEYS.token);
  try {
    const res = await fetch(a.evidence.downloadPath, { headers: token ? { authorization: `Bearer ${token}` } : {} });
    if (!res.ok) return ((await res.json().catch(() => null)) as { error?: string } | null)?.error ?? 'The evidence file could not be downloaded.';
    const url = URL.createObjectURL(await res.blob());
    const link = document.createElement('a');
    link.href = url;
    link.download = a.evidence.fileName;
    document.body.appendChild(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
    return null;
  } catch {
    return MESSAGES.networkError;
  }
}

interface FormProps {
  editing: Activity | null;
  onDone: (message: string) => void;
  onCancel: () => void;
}

/** Add or edit form. Errors sit next to their fields and the first one gets focus; what was typed is never cleared by a refusal. */
function ActivityForm({ editing, onDone, onCancel }: FormProps) {
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<FormValues>(() => (editing ? valuesOf(editing) : { ...EMPTY, date: localIsoDate() }));
  // After a failed upload the activity exists: the form carries on as its edit form.
  const [saved, setSaved] = useState<Activity | null>(editing);
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const client = useApolloClient();
  const [create] = useMutation(CreateOutsideActivityDocument, { refetchQueries: REFETCH });
  const [update] = useMutation(UpdateOutsideActivityDocument, { refetchQueries: REFETCH });

  /** A field's name, value, change handler (which drops its message) and error, for a field component. */
  const field = (name: keyof FormValues) => ({
    name,
    value: values[name],
    onChange: (value: string) => {
      setValues((v) => ({ ...v, [name]: value }));
      setErrors((er) => ({ ...er, [name]: undefined }));
    },
    error: errors[name],
  });

  const focusFirst = (errs: Errors) => {
    const first = FIELD_ORDER.find((f) => errs[f]);
    const el = first ? formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`) : null;
    // After React has rendered the messages, so the screen reader reads the field with its error.
    requestAnimationFrame(() => {
      el?.scrollIntoView({ block: 'center' });
      el?.focus();
    });
  };

  async function submit(e: SubmitEvent) {
    e.preventDefault();
    const local: Errors = {};
    if (!values.kind) local.kind = MESSAGES.outsideKindInvalid;
    const fileError = checkFile(file);
    if (fileError) local.evidence = fileError;
    const hours = values.hours.trim() === '' ? NaN : Number(values.hours.replace(',', '.'));
    const points = values.points.trim() === '' ? NaN : Number(values.points.replace(',', '.'));
    if (Number.isNaN(hours)) local.hours = MESSAGES.outsideHoursInvalid;
    if (Number.isNaN(points)) local.points = MESSAGES.outsidePointsInvalid;
    if (Object.keys(local).length) {
      setErrors(local);
      focusFirst(local);
      return;
    }
    setBusy(true);
    setErrors({});
    const activity = {
      kind: values.kind as OutsideActivityKind,
      date: values.date,
      title: values.title,
      provider: values.provider,
      category: values.category,
      hours,
      points,
    };
    try {
      const result = saved
        ? (await update({ variables: { input: { id: saved.id, activity } } })).data?.updateOutsideActivity
        : (await create({ variables: { input: { activity } } })).data?.createOutsideActivity;
      const problems = result?.userErrors ?? [];
      const outsideActivity = getFragmentData(OutsideActivities_ActivityFragmentDoc, result?.outsideActivity);
      if (problems.length || !outsideActivity) {
        const errs: Errors = {};
        for (const p of problems) {
          // Paths run from the input: ["activity", "hours"] is the hours field; ["id"] and none are the whole form.
          const name = p.field?.at(-1);
          errs[name && FIELD_ORDER.includes(name as FieldName) ? (name as FieldName) : 'form'] ??= p.message;
        }
        if (!problems.length) errs.form = 'The activity could not be saved. Please try again.';
        setErrors(errs);
        focusFirst(errs);
        return;
      }
      setSaved(outsideActivity);
      if (file) {
        const uploadError = await uploadEvidence(outsideActivity.activityId, file);
        if (uploadError) {
          const errs = { evidence: `The activity was saved, but the file was not: ${uploadError}` };
          setErrors(errs);
          focusFirst(errs);
          return;
        }
        // The mutation's refetch ran before the file arrived.
        await client.refetchQueries({ include: REFETCH });
      }
      onDone(saved ? 'Outside activity updated.' : 'Outside activity added.');
    } catch (error) {
      setErrors({ form: errorMessage(error, 'The activity could not be saved. Please try again.') });
    } finally {
      setBusy(false);
    }
  }

  const title = saved ? 'Edit outside activity' : 'Add outside activity';
  return (
    <form ref={formRef} className="outside-form" onSubmit={(e) => void submit(e)} aria-labelledby={`${id}-title`} noValidate>
      <h3 id={`${id}-title`}>{title}</h3>
      <div aria-live="assertive">
        <Alert>{errors.form ?? null}</Alert>
      </div>
      <div className="outside-grid">
        <SelectField label="Kind" required {...field('kind')}>
          <option value="">Choose…</option>
          {(Object.keys(OUTSIDE_ACTIVITY_KINDS) as OutsideActivityKind[]).map((k) => (
            <option key={k} value={k}>
              {OUTSIDE_ACTIVITY_KINDS[k]}
            </option>
          ))}
        </SelectField>
        <TextField label="Date" required type="date" max={localIsoDate()} {...field('date')} />
        <TextField label="Title" required maxLength={LIMITS.outsideTitleMax} {...field('title')} />
        <TextField label="Provider" required hint="Who organised or provided it" maxLength={LIMITS.outsideProviderMax} {...field('provider')} />
        <TextField label="Category" required hint="Field of study, e.g. Accounting" maxLength={LIMITS.outsideCategoryMax} {...field('category')} />
        <TextField label="Hours" required inputMode="decimal" {...field('hours')} />
        <TextField label="Points" required hint="0 when none were awarded" inputMode="decimal" {...field('points')} />
        <Field
          label="Evidence file"
          error={errors.evidence}
          hint={`PDF, PNG or JPEG, at most ${MAX_MB} MB${saved?.evidence ? `. Now attached: ${saved.evidence.fileName}; a new file replaces it` : ''}`}
        >
          {(fid, describedBy) => (
            <input
              id={fid}
              name="evidence"
              type="file"
              accept={ACCEPT}
              aria-describedby={describedBy}
              aria-invalid={!!errors.evidence}
              onChange={(e) => {
                const chosen = e.target.files?.[0] ?? null;
                setFile(chosen);
                setErrors((er) => ({ ...er, evidence: checkFile(chosen) ?? undefined }));
              }}
            />
          )}
        </Field>
      </div>
      <div className="button-row">
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {busy ? 'Saving...' : saved ? 'Save changes' : 'Add activity'}
        </button>
        <button type="button" className="btn btn-ghost" onClick={onCancel} disabled={busy}>
          Cancel
        </button>
      </div>
    </form>
  );
}

const PAGE = 20;

/** Evidence storage in use against the member's quota, as text and a bar (the bar turns amber from 90 %). */
function EvidenceUsage({ used, limit }: { used: number; limit: number }) {
  const share = limit > 0 ? Math.min(1, used / limit) : 1;
  return (
    <div className={`evidence-usage${share >= 0.9 ? ' evidence-usage-high' : ''}`}>
      <p className="evidence-usage-text">
        Evidence storage: <strong>{evidenceUsageText(used, limit)}</strong>
      </p>
      <div className="evidence-usage-bar" aria-hidden="true">
        <span style={{ width: `${(share * 100).toFixed(1)}%` }} />
      </div>
    </div>
  );
}

/**
 * CPD done elsewhere, kept with the member's record: list, add, edit (with evidence) and delete. Its
 * points are counted apart from Leerpunt points and never appear on certificates.
 */
export function OutsideActivities() {
  // Read once: each change below refetches the list and the dashboard.
  const { data, loading, error, fetchMore } = useQuery(OutsideActivitiesDocument, { variables: { first: PAGE }, fetchPolicy: 'cache-first' });
  const [form, setForm] = useState<{ editing: Activity | null } | null>(null);
  const [confirming, setConfirming] = useState<Activity | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [listError, setListError] = useState<string | null>(null);
  const [remove, removing] = useMutation(DeleteOutsideActivityDocument, { refetchQueries: REFETCH });
  const addRef = useRef<HTMLButtonElement>(null);
  const connection = data?.outsideActivities;
  const items = connection?.edges.map((e) => getFragmentData(OutsideActivities_ActivityFragmentDoc, e.node)) ?? [];

  async function confirmDelete() {
    if (!confirming) return;
    setListError(null);
    try {
      const res = await remove({ variables: { input: { id: confirming.id } } });
      const problem = res.data?.deleteOutsideActivity.userErrors[0];
      setNotice(problem ? null : 'Outside activity deleted.');
      if (problem) setListError(problem.message);
    } catch (e) {
      setListError(errorMessage(e, 'The activity could not be deleted. Please try again.'));
    }
    setConfirming(null);
    addRef.current?.focus();
  }

  return (
    <section className="card dash-section outside-activities" aria-labelledby="outside-title">
      <div className="section-head">
        <h2 id="outside-title">Outside activities</h2>
        {form ? null : (
          <button
            ref={addRef}
            type="button"
            className="btn btn-primary"
            onClick={() => {
              setNotice(null);
              setForm({ editing: null });
            }}
          >
            Add activity
          </button>
        )}
      </div>
      <p className="muted">
        Courses, conferences, reading and e-learning done elsewhere. Their points count in your totals as outside points and appear in your CPD export, never on
        Leerpunt certificates.
      </p>
      {data?.outsideUsage ? <EvidenceUsage used={data.outsideUsage.evidenceBytesUsed} limit={data.outsideUsage.evidenceBytesLimit} /> : null}
      <div aria-live="polite">
        <Alert kind="success">{notice}</Alert>
        <Alert>{listError}</Alert>
      </div>
      {form ? (
        <ActivityForm
          key={form.editing?.id ?? 'new'}
          editing={form.editing}
          onCancel={() => {
            setForm(null);
            requestAnimationFrame(() => addRef.current?.focus());
          }}
          onDone={(message) => {
            setForm(null);
            setNotice(message);
            requestAnimationFrame(() => addRef.current?.focus());
          }}
        />
      ) : null}
      {!connection && loading ? <Spinner label="Loading outside activities..." /> : null}
      {!connection && error ? <Alert>{errorMessage(error, 'Failed to load your outside activities.')}</Alert> : null}
      {connection && items.length === 0 && !form ? <p className="outside-empty">No outside activities yet.</p> : null}
      {items.length ? (
        <ul className="outside-list" aria-label="Your outside activities">
          {items.map((a) => (
            <li key={a.id} className="outside-item">
              <div className="outside-main">
                <p className="outside-title">{a.title}</p>
                <p className="outside-meta">
                  <span className="outside-kind">{OUTSIDE_ACTIVITY_KINDS[a.kind]}</span> · {a.provider} · {a.category} ·{' '}
                  <time dateTime={a.date}>{calendarDate(a.date) ?? '—'}</time>
                </p>
                <p className="outside-meta">
                  {formatPoints(a.hours)} {a.hours === 1 ? 'hour' : 'hours'} ·{' '}
                  <strong>
                    {formatPoints(a.points)} outside {a.points === 1 ? 'point' : 'points'}
                  </strong>
                  {a.evidence ? (
                    <>
                      {' · '}
                      <button type="button" className="link-button" onClick={() => void downloadEvidence(a).then((err) => setListError(err))}>
                        <span className="sr-only">Download evidence for {a.title}: </span>
                        {a.evidence.fileName}
                      </button>
                    </>
                  ) : (
                    ' · no evidence file'
                  )}
                </p>
              </div>
              <div className="outside-actions">
                <button
                  type="button"
                  className="btn btn-ghost btn-small"
                  onClick={() => {
                    setNotice(null);
                    setForm({ editing: a });
                  }}
                >
                  Edit<span className="sr-only"> {a.title}</span>
                </button>
                <button type="button" className="btn btn-ghost btn-small" onClick={() => setConfirming(a)}>
                  Delete<span className="sr-only"> {a.title}</span>
                </button>
              </div>
            </li>
          ))}
        </ul>
      ) : null}
      {connection?.pageInfo.hasNextPage ? (
        <button
          type="button"
          className="btn btn-secondary"
          onClick={() => void fetchMore({ variables: { first: PAGE, after: connection.pageInfo.endCursor } })}
        >
          Show more ({connection.totalCount - items.length} more)
        </button>
      ) : null}
      {confirming ? (
        <ConfirmDialog title="Delete outside activity?" busy={removing.loading} onConfirm={() => void confirmDelete()} onCancel={() => setConfirming(null)}>
          “{confirming.title}” ({calendarDate(confirming.date) ?? '—'}) and its evidence file will be deleted. Its points leave your totals and CPD export.
        </ConfirmDialog>
      ) : null}
    </section>
  );
}
