/**
 * Postal code formats of countries whose format is fixed and well documented; other countries accept
 * any text (up to the field's length). Shared by the registration form and the server's validation.
 */
export const POSTAL_CODE_FORMATS: Record<string, { pattern: RegExp; example: string }> = {
  NL: { pattern: /^[1-9][0-9]{3} ?[A-Z]{2}$/i, example: '1234 AB' },
  BE: { pattern: /^[1-9][0-9]{3}$/, example: '1000' },
  LU: { pattern: /^(L-)?[0-9]{4}$/i, example: '1009' },
  DE: { pattern: /^[0-9]{5}$/, example: '10115' },
  AT: { pattern: /^[1-9][0-9]{3}$/, example: '1010' },
  CH: { pattern: /^[1-9][0-9]{3}$/, example: '8001' },
  FR: { pattern: /^[0-9]{5}$/, example: '75001' },
  ES: { pattern: /^(0[1-9]|[1-4][0-9]|5[0-2])[0-9]{3}$/, example: '28001' },
  IT: { pattern: /^[0-9]{5}$/, example: '00118' },
  PT: { pattern: /^[1-9][0-9]{3}-[0-9]{3}$/, example: '1000-001' },
  DK: { pattern: /^[0-9]{4}$/, example: '1050' },
  NO: { pattern: /^[0-9]{4}$/, example: '0150' },
  SE: { pattern: /^[1-9][0-9]{2} ?[0-9]{2}$/, example: '111 22' },
  FI: { pattern: /^[0-9]{5}$/, example: '00100' },
  PL: { pattern: /^[0-9]{2}-[0-9]{3}$/, example: '00-950' },
  CZ: { pattern: /^[1-7][0-9]{2} ?[0-9]{2}$/, example: '110 00' },
  IE: { pattern: /^([AC-FHKNPRTV-Y][0-9]{2}|D6W) ?[0-9AC-FHKNPRTV-Y]{4}$/i, example: 'D02 X285' },
  GB: { pattern: /^(GIR ?0AA|[A-Z]{1,2}[0-9][A-Z0-9]? ?[0-9][A-Z]{2})$/i, example: 'SW1A 1AA' },
  US: { pattern: /^[0-9]{5}(-[0-9]{4})?$/, example: '94105' },
  CA: { pattern: /^[ABCEGHJ-NPRSTVXY][0-9][ABCEGHJ-NPRSTV-Z] ?[0-9][ABCEGHJ-NPRSTV-Z][0-9]$/i, example: 'K1A 0B1' },
  AU: { pattern: /^[0-9]{4}$/, example: '2000' },
};

/** The message for a postal code that does not fit its country's format, or null when it fits (or no format is known). */
export function postalCodeProblem(countryIso: string | null | undefined, value: string, countryName?: string): string | null {
  const format = countryIso ? POSTAL_CODE_FORMATS[countryIso.toUpperCase()] : undefined;
  const code = value.trim().replace(/\s+/g, ' ');
  if (!format || !code) return null;
  return format.pattern.test(code) ? null : `Please enter a valid postal code for ${countryName ?? countryIso}, for example ${format.example}.`;
}
