/** The built-in TEST MODE sandbox's fixed rules. */
export const SANDBOX = {
  /** The sandbox accepts this card number (spaces ignored); declinedCard is always declined. */
  testCard: '4242424242424242',
  declinedCard: '4000000000000002',
  /** A sandbox billing-portal link stays valid this long. */
  portalSessionTtlMinutes: 60,
} as const;
