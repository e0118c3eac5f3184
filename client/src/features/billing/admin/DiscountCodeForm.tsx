import { useMutation } from '@apollo/client/react';
import { useState, type SubmitEvent } from 'react';
import { LIMITS, PLAN_ORDER, PLANS } from '@shared/constants';
import { AdminCreateDiscountCodeDocument, AdminUpdateDiscountCodeDocument, type AdminDiscountCodeFragment } from '../../../gql/graphql';
import { Alert, errorMessage, Field } from '../../../ui/components';

const PAID_PLANS = PLAN_ORDER.filter((id) => PLANS[id].amount > 0);

const pad = (n: number) => String(n).padStart(2, '0');

/** An ISO date-time as the value of a datetime-local input (local time). */
function toLocalInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

const fromLocalInput = (value: string): string | null => (value ? new Date(value).toISOString() : null);

interface Props {
  /** The code to edit, or null for a new one. */
  code: AdminDiscountCodeFragment | null;
  onSaved: (code: AdminDiscountCodeFragment, created: boolean) => void;
  onCancel: () => void;
}

/** Create or edit a discount code: a percentage or a fixed amount, validity window, maximum uses, plan and active flag. */
export function DiscountCodeForm({ code, onSaved, onCancel }: Props) {
  const [text, setText] = useState(code?.code ?? '');
  const [description, setDescription] = useState(code?.description ?? '');
  const [kind, setKind] = useState<'percent' | 'fixed'>(code?.kind === 'FIXED' ? 'fixed' : 'percent');
  const [value, setValue] = useState(code ? String(code.kind === 'FIXED' ? code.value / 100 : code.value) : '');
  const [validFrom, setValidFrom] = useState(toLocalInput(code?.validFrom));
  const [validUntil, setValidUntil] = useState(toLocalInput(code?.validUntil));
  const [maxRedemptions, setMaxRedemptions] = useState(code?.maxRedemptions ? String(code.maxRedemptions) : '');
  const [planRestriction, setPlanRestriction] = useState(code?.planRestriction ?? '');
  const [active, setActive] = useState(code?.active ?? true);
  const [error, setError] = useState<string | null>(null);
  const [create, { loading: creating }] = useMutation(AdminCreateDiscountCodeDocument);
  const [update, { loading: updating }] = useMutation(AdminUpdateDiscountCodeDocument);
  const saving = creating || updating;

  async function submit(e: SubmitEvent) {
    e.preventDefault();
    setError(null);
    const number = Number(value);
    if (!value.trim() || !Number.isFinite(number) || number <= 0) return setError('Enter a discount greater than zero.');
    const max = maxRedemptions.trim() ? Number(maxRedemptions) : null;
    if (max !== null && (!Number.isInteger(max) || max < 1))
      return setError('Maximum redemptions must be a whole number of at least 1, or empty for no limit.');
    const fields = {
      description: description.trim() || null,
      kind: kind === 'fixed' ? ('FIXED' as const) : ('PERCENT' as const),
      value: kind === 'fixed' ? Math.round(number * 100) : number,
      validFrom: fromLocalInput(validFrom),
      validUntil: fromLocalInput(validUntil),
      maxRedemptions: max,
      planRestriction: planRestriction || null,
      active,
    };
    try {
      if (code) {
        const { data } = await update({ variables: { id: code.id, input: fields } });
        if (data) onSaved(data.updateDiscountCode, false);
      } else {
        const { data } = await create({ variables: { input: { ...fields, code: text.trim().toUpperCase() } } });
        if (data) onSaved(data.createDiscountCode, true);
      }
    } catch (err) {
      setError(errorMessage(err, 'Failed to save the discount code.'));
    }
  }

  return (
    <form onSubmit={submit} className="discount-form">
      <Alert>{error}</Alert>
      <Field label="Code" required={!code} hint={code ? 'The code itself cannot be changed.' : 'Letters, digits, - and _; stored in capitals.'}>
        {(id, d) => (
          <input
            id={id}
            aria-describedby={d}
            value={text}
            onChange={(e) => setText(e.target.value.toUpperCase())}
            maxLength={LIMITS.discountCodeMax}
            required={!code}
            readOnly={!!code}
            autoComplete="off"
          />
        )}
      </Field>
      <Field label="Description" hint="Shown to admins only.">
        {(id, d) => <input id={id} aria-describedby={d} value={description} maxLength={200} onChange={(e) => setDescription(e.target.value)} />}
      </Field>
      <div className="grid-2">
        <Field label="Kind" required>
          {(id) => (
            <select id={id} value={kind} onChange={(e) => setKind(e.target.value === 'fixed' ? 'fixed' : 'percent')}>
              <option value="percent">Percentage</option>
              <option value="fixed">Fixed amount (EUR)</option>
            </select>
          )}
        </Field>
        <Field label={kind === 'percent' ? 'Percentage off' : 'Amount off (EUR)'} required>
          {(id, d) => (
            <input
              id={id}
              aria-describedby={d}
              type="number"
              inputMode="decimal"
              min="0.01"
              max={kind === 'percent' ? 100 : undefined}
              step="0.01"
              value={value}
              onChange={(e) => setValue(e.target.value)}
              required
            />
          )}
        </Field>
      </div>
      <div className="grid-2">
        <Field label="Valid from" hint="Empty: valid at once.">
          {(id, d) => <input id={id} aria-describedby={d} type="datetime-local" value={validFrom} onChange={(e) => setValidFrom(e.target.value)} />}
        </Field>
        <Field label="Valid until" hint="Empty: no end date.">
          {(id, d) => <input id={id} aria-describedby={d} type="datetime-local" value={validUntil} onChange={(e) => setValidUntil(e.target.value)} />}
        </Field>
      </div>
      <div className="grid-2">
        <Field label="Maximum redemptions" hint={code ? `Used ${code.redemptionCount} times so far. Empty: no limit.` : 'Empty: no limit.'}>
          {(id, d) => (
            <input
              id={id}
              aria-describedby={d}
              type="number"
              inputMode="numeric"
              min="1"
              step="1"
              value={maxRedemptions}
              onChange={(e) => setMaxRedemptions(e.target.value)}
            />
          )}
        </Field>
        <Field label="Plan">
          {(id) => (
            <select id={id} value={planRestriction} onChange={(e) => setPlanRestriction(e.target.value)}>
              <option value="">Any paid plan</option>
              {PAID_PLANS.map((p) => (
                <option key={p} value={p}>
                  {PLANS[p].name}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <label className="check">
        <input type="checkbox" checked={active} onChange={(e) => setActive(e.target.checked)} /> Active
      </label>
      <div className="button-row">
        <button type="submit" className="btn btn-primary" disabled={saving}>
          {saving ? 'Saving...' : code ? 'Save Changes' : 'Create Code'}
        </button>
        <button type="button" className="btn btn-ghost" onClick={onCancel} disabled={saving}>
          Cancel
        </button>
      </div>
    </form>
  );
}
