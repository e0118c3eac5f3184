import { LIMITS } from '@leerpunt/shared/limits';
import { MESSAGES } from '@leerpunt/shared/messages';
import { formatEuro } from '@leerpunt/shared/plans';
import { Field } from '../../ui/components';
import type { DiscountCodeState } from './use-discount-code';

/** The discount code field with its Apply button and live outcome (SPEC §4, §5, §8 Discount). */
export function DiscountCodeBox({ state, planChosen }: { state: DiscountCodeState; planChosen: boolean }) {
  const { applied } = state;
  return (
    <div className="discount-box">
      <Field label="Discount code" hint={planChosen ? 'Optional. Enter the code and press Apply.' : MESSAGES.discountSelectPlan}>
        {(id, describedBy) => (
          <div className="discount-row">
            <input
              id={id}
              aria-describedby={describedBy}
              value={state.text}
              maxLength={LIMITS.discountCodeMax}
              autoComplete="off"
              spellCheck={false}
              onChange={(e) => state.changeText(e.target.value)}
              onKeyDown={(e) => {
                if (e.key !== 'Enter') return;
                e.preventDefault();
                if (state.canApply) state.apply();
              }}
            />
            <button type="button" className="btn btn-secondary" disabled={!state.canApply} onClick={state.apply}>
              {state.validating ? 'Validating...' : 'Apply'}
            </button>
          </div>
        )}
      </Field>
      <div aria-live="polite" className="discount-outcome">
        {state.error ? <p className="discount-error">{state.error}</p> : null}
        {applied ? (
          <p className="discount-applied">
            Discount code <strong>{applied.discountCode.code}</strong> applied:{' '}
            {applied.discountCode.kind === 'FIXED'
              ? `${formatEuro(applied.discountAmount)} off (${applied.discountPercentage.toFixed(1)} %).`
              : `${applied.discountPercentage.toFixed(1)}% off.`}
          </p>
        ) : null}
      </div>
    </div>
  );
}
