import { Field, ObjectType } from 'type-graphql';

/** Relay page information, shared by every connection. */
@ObjectType('PageInfo', {
  description: 'Where a page of a connection sits: whether more items follow or precede, and the cursors at its ends.',
  simpleResolvers: true,
})
export class PageInfo {
  @Field({ description: 'True when items follow the last edge (ask again with after: endCursor)' }) hasNextPage: boolean;
  @Field({ description: 'True when items precede the first edge' }) hasPreviousPage: boolean;
  @Field(() => String, { nullable: true, description: 'Cursor of the first edge; null on an empty page' }) startCursor: string | null;
  @Field(() => String, { nullable: true, description: 'Cursor of the last edge; null on an empty page' }) endCursor: string | null;
}

/** Opaque cursors: base64url of a JSON value the service chose (a keyset position), never shown to people. */
export function encodeCursor(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

/** The value inside a cursor, or null when it is not one this server wrote. */
export function decodeCursor(cursor: string): unknown {
  try {
    return JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
}
