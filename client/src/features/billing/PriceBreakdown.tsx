import type { AppliedDiscount } from './use-discount-code';
import { euro } from './plan-format';

interface Props {
  plan: { name: string; amount: number; interval?: string | null };
  applied: AppliedDiscount | null;
}

/** Original price, discount (with its percentage to one decimal) and the final price, excluding VAT. */
export function PriceBreakdown({ plan, applied }: Props) {
  const original = applied?.originalAmount ?? plan.amount;
  const final = applied?.finalAmount ?? plan.amount;
  return (
    <div className="breakdown" aria-live="polite">
      <h3 className="breakdown-title">Price breakdown</h3>
      <dl>
        <div>
          <dt>Original price ({plan.name})</dt>
          <dd>{euro(original)}</dd>
        </div>
        {applied ? (
          <div className="breakdown-discount">
            <dt>
              Discount {applied.discountCode.code} ({applied.discountPercentage.toFixed(1)}%)
            </dt>
            <dd>−{euro(applied.discountAmount)}</dd>
          </div>
        ) : null}
        <div className="breakdown-total">
          <dt>Final price{plan.interval ? ` per ${plan.interval.toLowerCase()}` : ''}, excl. VAT</dt>
          <dd>{euro(final)}</dd>
        </div>
      </dl>
    </div>
  );
}
