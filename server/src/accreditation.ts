import { planFeatures, type PlanId, type QuestionSource } from '@leerpunt/shared/plans';
import type { Accreditation } from './config';

/** What every surface shows in place of an accrediting body when none is configured. */
export const NOT_ACCREDITED = 'None: this deployment is not accredited (demo)';

/**
 * The plain sentence about the deployment's accreditation: the configured body, our reference with it
 * and the configured CPD sentence; or, with none configured, that the deployment is not accredited.
 */
export function accreditationSentence(productName: string, accreditation: Accreditation | null): string {
  if (!accreditation) {
    return (
      `This deployment of ${productName} is not accredited by any professional body (demo). ` +
      'Ask your professional body whether it accepts its PE points and certificates.'
    );
  }
  const base = `${productName} is accredited by ${accreditation.bodyName} as a provider of continuing professional education (provider reference ${accreditation.reference}).`;
  return accreditation.cpdStatement ? `${base} ${accreditation.cpdStatement}` : base;
}

/** Plan lines that claim an accreditation, and what a deployment without an accrediting body says instead. */
const UNACCREDITED_FEATURE: Record<string, string> = {
  'Official CPD points': 'PE points (not accredited: demo deployment)',
  'Accredited certificates': 'Certificates with a verification link',
};

/** A plan's card lines as this deployment may state them: a plan promises accredited certificates only where a body accredits them. */
export function offeredPlanFeatures(id: PlanId, questionSource: QuestionSource, accredited: boolean): string[] {
  return planFeatures(id, questionSource).map((f) => (accredited ? f : (UNACCREDITED_FEATURE[f] ?? f)));
}
