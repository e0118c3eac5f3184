/** The scopes a partner application may be granted, each with the sentence a member reads on the consent page. */
export const PARTNER_SCOPES = {
  'cpd_record:read': 'See your CPD record: your graded tests, points and outside activities.',
  'certificates:read': 'See your certificates and their verification details.',
  'subscription:read': 'See your plan and whether your subscription is active.',
  'catalog:read': 'Read the library catalogue.',
  'verify:bulk': 'Check many certificates at once.',
} as const;

export type PartnerScope = keyof typeof PARTNER_SCOPES;

export const ALL_PARTNER_SCOPES = Object.keys(PARTNER_SCOPES) as PartnerScope[];

/** Scopes about a member's own data: only the authorization code flow, with the member's consent, grants them. */
export const MEMBER_SCOPES: readonly PartnerScope[] = ['cpd_record:read', 'certificates:read', 'subscription:read'];

/** Scopes a client may hold for itself (client credentials). */
export const CLIENT_SCOPES: readonly PartnerScope[] = ['catalog:read', 'verify:bulk'];

export const isPartnerScope = (s: string): s is PartnerScope => Object.hasOwn(PARTNER_SCOPES, s);

/** The plain-words description of a scope (the scope itself when it is not one of ours). */
export const describeScope = (s: string): string => (isPartnerScope(s) ? PARTNER_SCOPES[s] : s);
