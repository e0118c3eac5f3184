import { forbidden } from '../../errors';
import type { UserEntity } from '../users/user.entity';
import { insufficientScope, type PartnerCaller } from './partners.service';
import type { PartnerScope } from './scopes';

/**
 * Whose data a request may read where partners are let in: the signed-in member's session as before, or the
 * member who consented to the partner's token when it carries `scope` (the consent was checked when the token
 * was resolved). A token without the scope is refused (403 / FORBIDDEN), as is a client-credentials token.
 */
export function actingMember(user: UserEntity | null | undefined, partner: PartnerCaller | null | undefined, scope: PartnerScope): UserEntity | null {
  if (user || !partner) return user ?? null;
  if (!partner.scopes.has(scope)) throw insufficientScope(scope);
  if (!partner.member) throw forbidden('This access token is not for a member: use the authorization code flow');
  return partner.member;
}

/**
 * The partner client a request acts for where a public operation gives more to a client that holds `scope`
 * (bulk verification at the client's own limit): its client id, or null for a member's session, a visitor, or a
 * token without the scope (they get what visitors get). A revoked client's token never gets here: it resolves to no caller.
 */
export function scopedClient(user: UserEntity | null | undefined, partner: PartnerCaller | null | undefined, scope: PartnerScope): string | null {
  if (user || !partner || !partner.scopes.has(scope)) return null;
  return partner.clientId;
}

/** Whether the request is a partner application's (no member session) reading where only `scope`'s surface is open. */
export const isPartnerCall = (user: UserEntity | null | undefined, partner: PartnerCaller | null | undefined): partner is PartnerCaller => !user && !!partner;
