import { formatEuro } from '@leerpunt/shared/plans';

interface PricedPlan {
  amount: number;
  interval?: string | null;
}

/** '€499.00', or 'Free' for the free plan (amounts are EUR cents excluding VAT). */
export const euro = formatEuro;

export const priceText = (plan: PricedPlan) => (plan.amount === 0 ? 'Free' : euro(plan.amount));

/** ' per year, excl. VAT', or '' for the free plan. */
export const periodText = (plan: PricedPlan) => (plan.amount === 0 || !plan.interval ? '' : `per ${plan.interval.toLowerCase()}, excl. VAT`);
