/** Source filter values are compared lower-cased with whitespace collapsed (SPEC §5). */
export const normaliseSource = (value: string): string => value.trim().replace(/\s+/g, ' ').toLowerCase();
