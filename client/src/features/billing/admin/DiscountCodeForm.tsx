import { useMutation } from '@apollo/client/react';
import { useState, type SubmitEvent } from 'react';
import { LIMITS } from '@leerpunt/shared/limits';
import { isPaidPlan, PLAN_ORDER, PLANS } from '@leerpunt/shared/plans';
import { getFragmentData } from '../../../gql/fragment-masking';
import {
  AdminCreateDiscountCodeDocument,
  AdminUpdateDiscountCodeDocument,
  DiscountCodesAdmin_CodeFragmentDoc,
  type DiscountCodesAdmin_CodeFragment,
} from '../../../gql/graphql';
import { Alert, errorMessage } from '../../../ui/components';
import { CheckboxField, SelectField, TextField, useForm } from '../../../ui/form';
import { errorsByField } from '../../../ui/user-errors';

const PAID_PLANS = PLAN_ORDER.filter(isPaidPlan);

interface DiscountFormValues {
  code: string;
  description: string;
  kind: 'percent' | 'fixed';
  value: string;
  validFrom: string;
  validUntil: string;
  maxRedemptions: string;
  planRestriction: string;
  active: boolean;
}

const FORM_FIELDS = ['code', 'description', 'kind', 'value', 'validFrom', 'validUntil', 'maxRedemptions', 'planRestriction', 'active'] as const;

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

/** The form's values for `code`, or a new code's defaults. */
function valuesOf(code: DiscountCodesAdmin_CodeFragment | null): DiscountFormValues {
  return {
    code: code?.code ?? '',
    description: code?.description ?? '',
    kind: code?.kind === 'FIXED' ? 'fixed' : 'percent',
    value: code ? String(code.kind === 'FIXED' ? code.value / 100 : code.value) : '',
    validFrom: toLocalInput(code?.validFrom),
    validUntil: toLocalInput(code?.validUntil),
    maxRedemptions: code?.maxRedemptions ? String(code.maxRedemptions) : '',
    planRestriction: code?.planRestriction ?? '',
    active: code?.active ?? true,
  };
}

/** Create or edit a discount code: a percentage or a fixed amount, validity window, maximum uses, plan and active flag. */
export function DiscountCodeForm({ code, onSaved, onCancel }: Props) {
  const { values, fail, set, text, check, formRef } = useForm<DiscountFormValues>(valuesOf(code));
  const [formError, setFormError] = useState<string | null>(null);
  const [create, { loading: creating }] = useMutation(AdminCreateDiscountCodeDocument);
  const [update, { loading: updating }] = useMutation(AdminUpdateDiscountCodeDocument);
  const saving = creating || updating;

  async function submit(e: SubmitEvent) {
    e.preventDefault();
    setFormError(null);
    fail({});
    const number = Number(values.value);
    const max = values.maxRedemptions.trim() ? Number(values.maxRedemptions) : null;
    const local: Partial<Record<keyof DiscountFormValues, string>> = {};
    if (!values.value.trim() || !Number.isFinite(number) || number <= 0) local.value = 'Enter a discount greater than zero.';
    if (max !== null && (!Number.isInteger(max) || max < 1))
      local.maxRedemptions = 'Maximum redemptions must be a whole number of at least 1, or empty for no limit.';
    if (Object.keys(local).length) return fail(local);
    const fields = {
      description: values.description.trim() || null,
      kind: values.kind === 'fixed' ? ('FIXED' as const) : ('PERCENT' as const),
      value: values.kind === 'fixed' ? Math.round(number * 100) : number,
      validFrom: fromLocalInput(values.validFrom),
      validUntil: fromLocalInput(values.validUntil),
      maxRedemptions: max,
      planRestriction: values.planRestriction || null,
      active: values.active,
    };
    try {
      const result = code
        ? (await update({ variables: { input: { ...fields, id: code.id } } })).data?.updateDiscountCode
        : (await create({ variables: { input: { ...fields, code: values.code.trim().toUpperCase() } } })).data?.createDiscountCode;
      if (result?.userErrors.length) {
        const { form, ...byField } = errorsByField(result.userErrors, FORM_FIELDS);
        setFormError(form ?? null);
        return fail(byField);
      }
      if (result?.discountCode) onSaved(getFragmentData(DiscountCodesAdmin_CodeFragmentDoc, result.discountCode), !code);
    } catch (err) {
      setFormError(errorMessage(err, 'Failed to save the discount code.'));
    }
  }

  return (
    <form ref={formRef} onSubmit={submit} className="discount-form">
      <Alert>{formError}</Alert>
      <TextField
        label="Code"
        required={!code}
        hint={code ? 'The code itself cannot be changed.' : 'Letters, digits, - and _; stored in capitals.'}
        {...text('code')}
        onChange={(v) => set('code', v.toUpperCase())}
        maxLength={LIMITS.discountCodeMax}
        readOnly={!!code}
        autoComplete="off"
      />
      <TextField label="Description" hint="Shown to admins only." {...text('description')} maxLength={200} />
      <div className="grid-2">
        <SelectField label="Kind" required {...text('kind')} onChange={(v) => set('kind', v === 'fixed' ? 'fixed' : 'percent')}>
          <option value="percent">Percentage</option>
          <option value="fixed">Fixed amount (EUR)</option>
        </SelectField>
        <TextField
          label={values.kind === 'percent' ? 'Percentage off' : 'Amount off (EUR)'}
          required
          {...text('value')}
          type="number"
          inputMode="decimal"
          min="0.01"
          max={values.kind === 'percent' ? 100 : undefined}
          step="0.01"
        />
      </div>
      <div className="grid-2">
        <TextField label="Valid from" hint="Empty: valid at once." {...text('validFrom')} type="datetime-local" />
        <TextField label="Valid until" hint="Empty: no end date." {...text('validUntil')} type="datetime-local" />
      </div>
      <div className="grid-2">
        <TextField
          label="Maximum redemptions"
          hint={code ? `Used ${code.redemptionCount} times so far. Empty: no limit.` : 'Empty: no limit.'}
          {...text('maxRedemptions')}
          type="number"
          inputMode="numeric"
          min="1"
          step="1"
        />
        <SelectField label="Plan" {...text('planRestriction')}>
          <option value="">Any paid plan</option>
          {PAID_PLANS.map((p) => (
            <option key={p} value={p}>
              {PLANS[p].name}
            </option>
          ))}
        </SelectField>
      </div>
      <CheckboxField {...check('active')}>Active</CheckboxField>
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
