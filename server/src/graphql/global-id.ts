import { badInput } from '../errors';

/**
 * Global object identification (Relay): every object that implements `Node` has an `id` unique across the
 * whole API, opaque to clients: base64url of `<type>:<key>`, where the key is the row's own id (a number,
 * or the random id of a certificate or an outside activity). `node(id:)` finds the object again; every argument that takes the
 * id of such an object accepts it, and, for compatibility, the record's number as before.
 */

/** The types whose objects implement Node, and what their key is. */
export const NODE_TYPES = [
  'Article',
  'ArticleCompletion',
  'ActivityItem',
  'Certificate',
  'Member',
  'NewsItem',
  'User',
  'AdminAuditEntry',
  'ArticleComment',
  'ArticleRequest',
  'AssistantExchange',
  'AttemptGrant',
  'ConnectedApplication',
  'ContactMessage',
  'ContactReply',
  'DiscountCode',
  'Feedback',
  'OutsideActivity',
  'PartnerClient',
  'RecordShare',
  'WebhookDelivery',
  'WebhookSubscription',
] as const;
export type NodeTypeName = (typeof NODE_TYPES)[number];

const KEY = /^[\x21-\x7e]{1,64}$/;

export function toGlobalId(type: NodeTypeName, key: string | number): string {
  return Buffer.from(`${type}:${key}`, 'utf8').toString('base64url');
}

/** The type and key inside a global id, or null when the text is not one this server wrote. */
export function fromGlobalId(id: string): { type: NodeTypeName; key: string } | null {
  if (id.length > 120 || !/^[A-Za-z0-9_-]+$/.test(id)) return null;
  const text = Buffer.from(id, 'base64url').toString('utf8');
  const colon = text.indexOf(':');
  if (colon < 0) return null;
  const type = text.slice(0, colon) as NodeTypeName;
  const key = text.slice(colon + 1);
  if (!NODE_TYPES.includes(type) || !KEY.test(key) || toGlobalId(type, key) !== id) return null;
  return { type, key };
}

/**
 * An id argument as the record's key: a global id of one of `types`, or (for compatibility) the bare key as
 * before (`"12"`). A global id of another type is BAD_USER_INPUT naming the argument.
 */
export function localId(value: string, types: readonly NodeTypeName[], name: string): string {
  if (/^\d+$/.test(value)) return value;
  const decoded = fromGlobalId(value);
  if (!decoded) return value;
  if (!types.includes(decoded.type)) throw badInput(`${name} must be the id of ${article(types[0])} ${types[0]}`, { fields: { [name]: 'Wrong kind of id' } });
  return decoded.key;
}

const article = (word: string) => (/^[AEIOU]/.test(word) ? 'an' : 'a');
