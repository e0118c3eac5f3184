import { NodeInterface } from '../../graphql/node';
import { Field, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { LIMITS } from '@leerpunt/shared/limits';
import { UserError } from '../../graphql/user-errors';
import type { ShareStatus } from './record-shares.service';

const ShareStatusEnum = { ACTIVE: 'ACTIVE', EXPIRED: 'EXPIRED', REVOKED: 'REVOKED' } as const satisfies Record<ShareStatus, ShareStatus>;
registerEnumType(ShareStatusEnum, {
  name: 'RecordShareStatus',
  description: 'Whether a share link still opens the record.',
  valuesConfig: {
    ACTIVE: { description: 'The link opens the record until it expires' },
    EXPIRED: { description: 'The link has passed its expiry date' },
    REVOKED: { description: 'The member revoked the link' },
  },
});

@ObjectType('RecordShare', {
  simpleResolvers: true,
  description: "A read-only link to the member's CPD record for an auditor. Its token is never shown again after creation.",
  implements: NodeInterface,
})
export class RecordShareType {
  @Field(() => ID, { description: 'Globally unique and opaque; revokeRecordShare takes it' }) id: string;
  @Field(() => Int, { description: "The share link's number" }) databaseId?: number;
  @Field(() => String, { nullable: true, description: "The member's own label for the link (e.g. the auditor's name)" }) label: string | null;
  @Field(() => Date, { description: 'When the link stops opening the record' }) expiresAt: Date;
  @Field(() => Date, { nullable: true, description: 'When the member revoked it; null while not revoked' }) revokedAt: Date | null;
  @Field(() => Date, { description: 'When it was created' }) createdAt: Date;
  @Field(() => ShareStatusEnum, { description: 'Whether the link still opens the record' }) status: ShareStatus;
  @Field(() => Int, { description: 'How many times the link was opened' }) views: number;
  @Field(() => Date, { nullable: true, description: 'When it was last opened; null when never' }) lastViewedAt: Date | null;
}

@InputType('CreateRecordShareInput', { description: 'A new share link to the caller’s CPD record.' })
export class CreateRecordShareInput {
  @Field(() => Int, {
    nullable: true,
    description: `Days the link stays valid, ${LIMITS.recordShareDaysMin} to ${LIMITS.recordShareDaysMax}; default ${LIMITS.recordShareDaysDefault}`,
  })
  expiresInDays: number | null;
  @Field(() => String, { nullable: true, description: `A label for the member's own list, at most ${LIMITS.recordShareLabelMax} characters` })
  label: string | null;
}

@ObjectType('CreateRecordSharePayload', { description: 'Result of createRecordShare: the link, and its address shown this once.' })
export class CreateRecordSharePayload {
  @Field(() => RecordShareType, { nullable: true, description: 'The new link; null when userErrors is not empty' }) recordShare: RecordShareType | null;
  @Field(() => String, {
    nullable: true,
    description: 'The full address to give the auditor, shown this once (only a hash of its token is kept); null when userErrors is not empty',
  })
  url: string | null;
  @Field(() => [UserError], { description: 'Why nothing was created (invalid input, too many active links); empty on success' }) userErrors: UserError[];
}

@InputType('RevokeRecordShareInput', { description: 'A share link to revoke.' })
export class RevokeRecordShareInput {
  @Field(() => ID, { description: 'Share link id' }) id: string;
}

@ObjectType('RevokeRecordSharePayload', { description: 'Result of revokeRecordShare.' })
export class RevokeRecordSharePayload {
  @Field(() => RecordShareType, { nullable: true, description: 'The revoked link; null when userErrors is not empty' }) recordShare: RecordShareType | null;
  @Field(() => [UserError], { description: 'Why nothing changed (unknown link); empty on success' }) userErrors: UserError[];
}
