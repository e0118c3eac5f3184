import { accreditationSentence, offeredPlanFeatures } from '../../accreditation';
import type { Config } from '../../config';
import { SUPPORT_HOURS, SUPPORT_REPLY } from '@leerpunt/shared/messages';
import { formatEuro, formatMoney, PLAN_ORDER, type PlanId, PLANS, questionSourceOf } from '@leerpunt/shared/plans';
import type { AppConfigType, PlanInfoType } from './app-config.types';

const CURRENCY = 'EUR';

export type AppConfigSource = Pick<
  Config,
  'PRODUCT_NAME' | 'SUPPORT_EMAIL' | 'accreditation' | 'STRIPE_PRICE_PROFESSIONAL' | 'STRIPE_PRICE_MONTHLY' | 'QUESTION_REVIEW' | 'OPENAI_API_KEY'
>;

function priceLabel(amount: number, interval: 'year' | 'month' | null): string {
  if (!amount) return 'Free';
  return `${formatEuro(amount)} per ${interval ?? 'period'} excl. VAT`;
}

/** The public configuration: product, support contact, accreditation body, where test questions come from, and plans with prices. */
export function buildAppConfig(config: AppConfigSource): AppConfigType {
  const questionSource = questionSourceOf(config.QUESTION_REVIEW, !!config.OPENAI_API_KEY);
  const priceIds: Record<PlanId, string | null> = {
    professional: config.STRIPE_PRICE_PROFESSIONAL,
    professionalMonthly: config.STRIPE_PRICE_MONTHLY,
    professionalInsights: null,
  };
  const a = config.accreditation;
  const plans: PlanInfoType[] = PLAN_ORDER.map((id) => {
    const p = PLANS[id];
    return {
      id,
      name: p.name,
      amount: p.amount,
      currency: CURRENCY,
      formattedPrice: formatMoney(p.amount),
      priceLabel: priceLabel(p.amount, p.interval),
      interval: p.interval,
      priceId: priceIds[id],
      canTakeTests: p.canTakeTests,
      canDownloadCertificates: p.canDownloadCertificates,
      hasAssistant: p.hasAssistant,
      features: offeredPlanFeatures(id, questionSource, a !== null),
    };
  });
  return {
    productName: config.PRODUCT_NAME,
    supportEmail: config.SUPPORT_EMAIL,
    supportHours: SUPPORT_HOURS,
    supportReply: SUPPORT_REPLY,
    accreditation: {
      accredited: a !== null,
      statement: accreditationSentence(config.PRODUCT_NAME, a),
      name: a?.bodyName ?? null,
      url: a?.bodyUrl ?? null,
      reference: a?.reference ?? null,
      logoUrl: a?.logoUrl ?? null,
    },
    questionSource,
    plans,
  };
}
