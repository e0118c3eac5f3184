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
