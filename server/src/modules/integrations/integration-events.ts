/** What partners can subscribe to; each event concerns one member. */
export const EVENT_TYPES = ['certificate.issued', 'certificate.revoked', 'completion.recorded', 'subscription.changed'] as const;
export type EventType = (typeof EVENT_TYPES)[number];

/**
 * The OAuth scope a partner needs the member's consent for before it hears of an event: the scope that
 * lets it read the same data through the API.
 */
export const EVENT_SCOPES: Record<EventType, string> = {
  'certificate.issued': 'certificates:read',
  'certificate.revoked': 'certificates:read',
  'completion.recorded': 'cpd_record:read',
  'subscription.changed': 'subscription:read',
};

/**
 * Whether the member `userId` has allowed the partner `clientId` the OAuth `scope` (the partner-clients
 * module's `hasPartnerConsent`). Injected so this module does not depend on how consent is stored.
 */
export type ConsentCheck = (clientId: string, userId: number, scope: string) => Promise<boolean>;

/**
 * Until member consent exists, a partner only hears of data it owns itself. Every event here is about a
 * member's data, so this answers no: nothing is delivered to partners without consent.
 */
export const ownDataOnly: ConsentCheck = async () => false;

/** An event as the outbox keeps it: ids and figures, never names or addresses. */
export interface IntegrationEvent {
  type: EventType;
  userId: number;
  data: Record<string, string | number | boolean | null>;
}

/** The two events of a pass, as passEventsSql writes them (for the rare pass whose certificate is issued apart). */
export function passEvents(p: {
  userId: number;
  articleId: number;
  completionId: number;
  certificateId: string;
  score: number;
  total: number;
  pePoints: number;
  completedAt: Date;
}): IntegrationEvent[] {
  const at = p.completedAt.toISOString();
  return [
    {
      type: 'completion.recorded',
      userId: p.userId,
      data: {
        completionId: p.completionId,
        articleId: p.articleId,
        certificateId: p.certificateId,
        score: p.score,
        total: p.total,
        pePoints: p.pePoints,
        completedAt: at,
      },
    },
    {
      type: 'certificate.issued',
      userId: p.userId,
      data: { certificateId: p.certificateId, articleId: p.articleId, completionId: p.completionId, pePoints: p.pePoints, issuedAt: at },
    },
  ];
}

/** A member's plan or subscription status changed (the new values; no amounts or payment details). */
export const subscriptionChanged = (userId: number, status: string, plan: string | null): IntegrationEvent => ({
  type: 'subscription.changed',
  userId,
  data: { status, plan },
});
