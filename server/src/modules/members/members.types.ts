import { NodeInterface } from '../../graphql/node';
import { OutsideUsageType } from '../outside-activities/outside-activities.types';
import { Field, GraphQLISODateTime, ID, InputType, Int, ObjectType } from 'type-graphql';
import { connectionTypes } from '../../graphql/connection';
import { UserError } from '../../graphql/user-errors';
import { MEMBER_LIMITS } from '@leerpunt/shared/members';
import { MemberPlanEnum, MemberSubscriptionStatusEnum } from './members.enums';

@InputType({ description: 'Extra test attempts an admin grants one member for one item.' })
export class GrantAttemptsInput {
  @Field(() => ID, { description: 'The member who receives the attempts' }) userId: string;
  @Field(() => ID, { description: 'The item (article) the attempts are for' }) articleId: string;
  @Field(() => Int, { description: `Extra attempts, 1 to ${MEMBER_LIMITS.grantExtraMax}` }) extraAttempts: number;
  @Field({
    description: `Why the attempts are granted, ${MEMBER_LIMITS.grantReasonMin} to ${MEMBER_LIMITS.grantReasonMax} characters (kept with the grant and in the audit log)`,
  })
  reason: string;
}

@ObjectType('AttemptGrant', { description: 'Extra test attempts granted to a member for one item, with who granted them and why.', implements: NodeInterface })
export class AttemptGrantType {
  @Field(() => ID, { description: 'Globally unique and opaque' }) id: number;
  @Field(() => Int, { description: "The grant's number" }) databaseId?: number;
  @Field(() => ID, { description: 'The member who received the attempts' }) userId: number;
  @Field(() => ID, { description: 'The item (article) the attempts are for' }) articleId: number;
  @Field({ description: "The item's title" }) articleTitle: string;
  @Field(() => Int, { description: 'How many attempts were added to the usual three' }) extraAttempts: number;
  @Field(() => ID, { nullable: true, description: 'The admin who granted them (null if that account was deleted)' }) grantedBy: number | null;
  @Field(() => String, { nullable: true, description: "That admin's name (null if that account was deleted)" }) grantedByName: string | null;
  @Field({ description: 'The reason the admin gave' }) reason: string;
  @Field(() => GraphQLISODateTime, { description: 'When the attempts were granted' }) createdAt: Date;
}

@ObjectType({ description: 'What grantTestAttempts did: the grant, or the reasons it was refused.' })
export class GrantTestAttemptsPayload {
  @Field(() => AttemptGrantType, { nullable: true, description: 'The new grant; null when userErrors is not empty' }) grant: AttemptGrantType | null;
  @Field(() => [UserError], { description: 'Problems with the input (field names the input field); empty on success' }) userErrors: UserError[];
}

@ObjectType('AdminAuditEntry', { description: 'One administrative action on a member account, as kept in the audit log.', implements: NodeInterface })
export class AdminAuditEntryType {
  @Field(() => ID, { description: 'Globally unique and opaque' }) id: number;
  @Field(() => Int, { description: "The entry's number" }) databaseId?: number;
  @Field(() => ID, { description: 'The admin who acted' }) adminId: number;
  @Field({ description: "The admin's e-mail address at the time" }) adminEmail: string;
  @Field({ description: 'What was done: grant_attempts or resend_confirmation' }) action: string;
  @Field(() => ID, { nullable: true, description: 'The member the action concerned, when there is one' }) targetUserId: number | null;
  @Field({ description: "The action's details as a JSON object" }) details: string;
  @Field(() => GraphQLISODateTime, { description: 'When the action was taken' }) createdAt: Date;
}

@ObjectType('Member', { description: 'A member account as the admin members page lists it.', implements: NodeInterface })
export class MemberType {
  @Field(() => ID, { description: 'Globally unique and opaque; pass it as userId in other calls' }) id: number;
  @Field(() => Int, { description: "The member's number, as REST paths take it" }) databaseId?: number;
  @Field({ description: 'Given name as registered' }) firstName: string;
  @Field({ description: 'Family name as registered' }) lastName: string;
  @Field({ description: 'Sign-in e-mail address, lower-cased' }) email: string;
  @Field({ description: 'True once the member followed the confirmation link; sign-in needs it' }) emailConfirmed: boolean;
  @Field({ description: 'True for administrators' }) isAdmin: boolean;
  @Field(() => MemberPlanEnum, { nullable: true, description: 'The current plan; null when the member has not chosen one' }) plan: string | null;
  @Field(() => MemberSubscriptionStatusEnum, { description: 'The subscription status; only ACTIVE gives access' }) subscriptionStatus: string;
  @Field(() => GraphQLISODateTime, {
    nullable: true,
    description: 'When the current subscription began ("Member since" on the member\'s own subscription page); null without one',
  })
  memberSince: Date | null;
  @Field(() => GraphQLISODateTime, { description: 'When the account was registered' }) registeredAt: Date;
}

export const { Edge: MemberEdge, Connection: MemberConnection } = connectionTypes<MemberType>('Member', () => MemberType, {
  one: 'member',
  many: 'members',
  node: 'The member',
  connection: 'Members matching a search and filters, newest registration first, a page at a time.',
  totalCount: 'All members matching the search and filters, over every page',
});
export type MemberEdge = InstanceType<typeof MemberEdge>;
export type MemberConnection = InstanceType<typeof MemberConnection>;

@ObjectType('MemberItemAttempts', { description: "Where a member stands with one item's test: attempts used and left, grants, and the outcome." })
export class MemberItemAttemptsType {
  @Field(() => ID, { description: 'The item (article) id' }) articleId: number;
  @Field({ description: "The item's title" }) articleTitle: string;
  @Field(() => Int, { description: 'Graded attempts (passed or failed); an attempt in progress is not counted' }) attemptsUsed: number;
  @Field(() => Int, {
    description: 'Attempts the member may still start: the usual three plus extraAttempts, minus attemptsUsed (never below 0); moot once passed',
  })
  attemptsRemaining: number;
  @Field(() => Int, { description: 'Extra attempts granted by admins for this item, over all grants' }) extraAttempts: number;
  @Field({ description: 'True once the member passed this test' }) passed: boolean;
  @Field({ description: 'True while an attempt is started and not yet submitted' }) attemptInProgress: boolean;
  @Field(() => GraphQLISODateTime, {
    nullable: true,
    description: 'When the latest attempt was submitted (or started, while in progress); null when the member only has grants for this item',
  })
  lastAttemptAt: Date | null;
}

@ObjectType('MemberDetail', { description: 'One member with their test attempts per item and the extra attempts granted to them.' })
export class MemberDetailType {
  @Field(() => MemberType, { description: 'The member' }) member: MemberType;
  @Field(() => [MemberItemAttemptsType], {
    description: 'Each item the member has attempted or received extra attempts for, latest attempt first',
  })
  items: MemberItemAttemptsType[];
  @Field(() => [AttemptGrantType], { description: 'Extra attempts granted to the member, newest first' }) grants: AttemptGrantType[];
  @Field(() => OutsideUsageType, { description: "The member's evidence storage and number of outside activities, against their limits" })
  outsideUsage: OutsideUsageType;
}

@InputType({ description: 'The member to send a new e-mail confirmation link to.' })
export class ResendMemberConfirmationInput {
  @Field(() => ID, { description: 'The member, who must not have confirmed their address yet' }) userId: string;
}

@ObjectType({ description: 'What resendMemberConfirmation did: the member the mail was queued for, or why not.' })
export class ResendMemberConfirmationPayload {
  @Field(() => MemberType, { nullable: true, description: 'The member a new link was sent to; null when userErrors is not empty' })
  member: MemberType | null;
  @Field(() => [UserError], {
    description: 'Why nothing was sent: NOT_FOUND (no such member), CONFLICT (already confirmed), RATE_LIMITED; empty on success',
  })
  userErrors: UserError[];
}
