import { useMutation } from '@apollo/client/react';
import { useRef, useState, type SubmitEvent } from 'react';
import { LIMITS } from '@leerpunt/shared/limits';
import { isPaidPlan, PLAN_ORDER, PLANS } from '@leerpunt/shared/plans';
import { getFragmentData } from '../../../gql/fragment-masking';
import {
  AdminCreateDiscountCodeDocument,
  AdminUpdateDiscountCodeDocument,
  DiscountCodesAdmin_CodeFragmentDoc,
  type DiscountCodesAdmin_CodeFragment,
} from '../../../gql/graphql';
import { Alert, errorMessage, Field } from '../../../ui/components';
import { errorsByField, focusFirstInvalid, type FieldErrors } from '../../../ui/user-errors';

const PAID_PLANS = PLAN_ORDER.filter(isPaidPlan);

const FORM_FIELDS = ['code', 'description', 'kind', 'value', 'validFrom', 'validUntil', 'maxRedemptions', 'planRestriction', 'active'] as const;
type FormErrors = FieldErrors<(typeof FORM_FIELDS)[number]>;

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
  code: DiscountCodesAdmin_CodeFragment | null;
  onSaved: (code: DiscountCodesAdmin_CodeFragment, created: boolean) => void;
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
  const [errors, setErrors] = useState<FormErrors>({});
  const formRef = useRef<HTMLFormElement>(null);
  const [create, { loading: creating }] = useMutation(AdminCreateDiscountCodeDocument);
  const [update, { loading: updating }] = useMutation(AdminUpdateDiscountCodeDocument);
  const saving = creating || updating;

  const show = (found: FormErrors) => {
    setErrors(found);
    focusFirstInvalid(formRef.current);
  };

  async function submit(e: SubmitEvent) {
    e.preventDefault();
    setErrors({});
    const number = Number(value);
    const max = maxRedemptions.trim() ? Number(maxRedemptions) : null;
    const local: FormErrors = {};
    if (!value.trim() || !Number.isFinite(number) || number <= 0) local.value = 'Enter a discount greater than zero.';
    if (max !== null && (!Number.isInteger(max) || max < 1))
      local.maxRedemptions = 'Maximum redemptions must be a whole number of at least 1, or empty for no limit.';
    if (Object.keys(local).length) return show(local);
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
      const result = code
        ? (await update({ variables: { input: { ...fields, id: code.id } } })).data?.updateDiscountCode
        : (await create({ variables: { input: { ...fields, code: text.trim().toUpperCase() } } })).data?.createDiscountCode;
      if (result?.userErrors.length) return show(errorsByField(result.userErrors, FORM_FIELDS));
      if (result?.discountCode) onSaved(getFragmentData(DiscountCodesAdmin_CodeFragmentDoc, result.discountCode), !code);
    } catch (err) {
      setErrors({ form: errorMessage(err, 'Failed to save the discount code.') });
    }
  }

  /** The props that tie a control to its message. */
  const described = (field: (typeof FORM_FIELDS)[number], describedBy: string | undefined) => ({
    'aria-describedby': describedBy,
    'aria-invalid': !!errors[field],
  });

  return (
    <form ref={formRef} onSubmit={submit} className="discount-form">
      <Alert>{errors.form ?? null}</Alert>
      <Field
        label="Code"
        required={!code}
        hint={code ? 'The code itself cannot be changed.' : 'Letters, digits, - and _; stored in capitals.'}
        error={errors.code}
      >
        {(id, d) => (
          <input
            id={id}
            {...described('code', d)}
            value={text}
            onChange={(e) => setText(e.target.value.toUpperCase())}
            maxLength={LIMITS.discountCodeMax}
            required={!code}
            readOnly={!!code}
            autoComplete="off"
          />
        )}
      </Field>
      <Field label="Description" hint="Shown to admins only." error={errors.description}>
        {(id, d) => <input id={id} {...described('description', d)} value={description} maxLength={200} onChange={(e) => setDescription(e.target.value)} />}
      </Field>
      <div className="grid-2">
        <Field label="Kind" required error={errors.kind}>
          {(id, d) => (
            <select id={id} {...described('kind', d)} value={kind} onChange={(e) => setKind(e.target.value === 'fixed' ? 'fixed' : 'percent')}>
              <option value="percent">Percentage</option>
              <option value="fixed">Fixed amount (EUR)</option>
            </select>
          )}
        </Field>
        <Field label={kind === 'percent' ? 'Percentage off' : 'Amount off (EUR)'} required error={errors.value}>
          {(id, d) => (
            <input
              id={id}
              {...described('value', d)}
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
        <Field label="Valid from" hint="Empty: valid at once." error={errors.validFrom}>
          {(id, d) => <input id={id} {...described('validFrom', d)} type="datetime-local" value={validFrom} onChange={(e) => setValidFrom(e.target.value)} />}
        </Field>
        <Field label="Valid until" hint="Empty: no end date." error={errors.validUntil}>
          {(id, d) => (
            <input id={id} {...described('validUntil', d)} type="datetime-local" value={validUntil} onChange={(e) => setValidUntil(e.target.value)} />
          )}
        </Field>
      </div>
      <div className="grid-2">
        <Field
          label="Maximum redemptions"
          hint={code ? `Used ${code.redemptionCount} times so far. Empty: no limit.` : 'Empty: no limit.'}
          error={errors.maxRedemptions}
        >
          {(id, d) => (
            <input
              id={id}
              {...described('maxRedemptions', d)}
              type="number"
              inputMode="numeric"
              min="1"
              step="1"
              value={maxRedemptions}
              onChange={(e) => setMaxRedemptions(e.target.value)}
            />
          )}
        </Field>
        <Field label="Plan" error={errors.planRestriction}>
          {(id, d) => (
            <select id={id} {...described('planRestriction', d)} value={planRestriction} onChange={(e) => setPlanRestriction(e.target.value)}>
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
        <input type="checkbox" aria-invalid={!!errors.active} checked={active} onChange={(e) => setActive(e.target.checked)} /> Active
      </label>
      {errors.active ? <small className="field-error">{errors.active}</small> : null}
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
