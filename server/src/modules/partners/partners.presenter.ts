import type { PartnerConsentRow } from './partners.repository';
import type { ConnectedApplicationType } from './partners.types';
import { describeScope } from './scopes';

/** A consent as GraphQL shows it. */
export const connectedApplication = (c: PartnerConsentRow): ConnectedApplicationType => ({
  id: c.id,
  clientId: c.clientId,
  name: c.clientName,
  scopes: c.scopes.map((scope) => ({ scope, description: describeScope(scope) })),
  grantedAt: c.grantedAt,
});
