import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import { parseId } from '../../ids';
import type { ConnectionPage } from '../../graphql/connection';
import type { GraphQLContext } from '../../graphql/context';
import { withUserErrors } from '../../graphql/user-errors';
import { MEMBER_LIMITS } from '@leerpunt/shared/members';
import type { PlanId } from '@leerpunt/shared/plans';
import { MemberPlanEnum, MemberSubscriptionStatusEnum } from './members.enums';
import {
  AdminAuditEntryType,
  AttemptGrantType,
  GrantAttemptsInput,
  GrantTestAttemptsPayload,
  MemberConnection,
  MemberDetailType,
  ResendMemberConfirmationInput,
  ResendMemberConfirmationPayload,
  type MemberType,
} from './members.types';
import type { OutsideActivitiesService } from '../outside-activities/outside-activities.service';
import type { MembersService } from './members.service';

/** Administrators' view of members and their actions on them, all audited. */
@Resolver()
export class MembersResolver {
  constructor(
    private readonly membersService: MembersService,
    private readonly outsideActivitiesService: OutsideActivitiesService,
  ) {}

  @Authorized('ADMIN')
  @Query(() => MemberConnection, {
    description: `Admins: members found by name or e-mail and filtered by plan and subscription status, newest registration first, ${MEMBER_LIMITS.pageDefault} a page by default.`,
  })
  members(
    @Arg('first', () => Int, { nullable: true, description: `Members per page: ${MEMBER_LIMITS.pageDefault} when absent, at most ${MEMBER_LIMITS.pageMax}` })
    first: number | null,
    @Arg('after', () => String, { nullable: true, description: 'endCursor of the previous page' }) after: string | null,
    @Arg('search', () => String, {
      nullable: true,
      description: `Words that must each occur, in any case, in the member's first name, last name or e-mail address ("jane", "doe jane", "@example.com"); at most ${MEMBER_LIMITS.searchMax} characters, blank for everyone`,
    })
    search: string | null,
    @Arg('plan', () => MemberPlanEnum, { nullable: true, description: 'Only members on this plan' }) plan: PlanId | null,
    @Arg('status', () => MemberSubscriptionStatusEnum, { nullable: true, description: 'Only members whose subscription has this status' })
    status: string | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<ConnectionPage<MemberType>> {
    return this.membersService.page(ctx.user, { first, after, search, plan, status });
  }

  @Authorized('ADMIN')
  @Query(() => MemberDetailType, {
    nullable: true,
    description: 'Admins: one member with their test attempts per item and the extra attempts granted to them; null (with NOT_FOUND) for an unknown id.',
  })
  async member(@Arg('userId', () => ID, { description: 'The member' }) userId: string, @Ctx() ctx: GraphQLContext): Promise<MemberDetailType> {
    const id = parseId(userId, 'userId');
    const detail = await this.membersService.detail(ctx.user, id);
    return { ...detail, outsideUsage: await this.outsideActivitiesService.usageOfMember(ctx.user, id) };
  }

  @Authorized('ADMIN')
  @Mutation(() => GrantTestAttemptsPayload, {
    description: `Admins: gives a member 1 to ${MEMBER_LIMITS.grantExtraMax} extra attempts at one item's test, on top of the usual ${MEMBER_LIMITS.standardAttempts}; recorded with who and why and in the audit log.`,
  })
  async grantTestAttempts(
    @Arg('input', () => GrantAttemptsInput, { description: 'Who gets how many extra attempts for which item, and why' }) input: GrantAttemptsInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<GrantTestAttemptsPayload> {
    const { value, userErrors } = await withUserErrors(() =>
      this.membersService.grantAttempts(ctx.user, { ...input, userId: parseId(input.userId, 'userId'), articleId: parseId(input.articleId, 'articleId') }),
    );
    return { grant: value, userErrors };
  }

  @Authorized('ADMIN')
  @Mutation(() => ResendMemberConfirmationPayload, {
    description:
      'Admins: e-mails an unconfirmed member a new confirmation link (the earlier link stops working); recorded in the audit log. Shares the limit of three confirmation e-mails an hour per address with the public resend.',
  })
  async resendMemberConfirmation(
    @Arg('input', () => ResendMemberConfirmationInput, { description: 'The member to send the link to' }) input: ResendMemberConfirmationInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<ResendMemberConfirmationPayload> {
    const { value, userErrors } = await withUserErrors(() => this.membersService.resendConfirmation(ctx.user, parseId(input.userId, 'userId')));
    return { member: value, userErrors };
  }

  @Authorized('ADMIN')
  @Query(() => [AttemptGrantType], { description: 'Admins: extra attempts given to one member, newest first.' })
  attemptGrants(
    @Arg('userId', () => ID, { description: 'The member whose grants to list' }) userId: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<AttemptGrantType[]> {
    return this.membersService.grantsFor(ctx.user, parseId(userId, 'userId'));
  }

  @Authorized('ADMIN')
  @Query(() => [AdminAuditEntryType], { description: 'Admins: administrative actions on members, newest first.' })
  async adminAuditLog(
    @Arg('limit', () => Int, { nullable: true, defaultValue: 100, description: 'At most this many entries (1 to 500), newest first' }) limit: number,
    @Ctx() ctx: GraphQLContext,
  ): Promise<AdminAuditEntryType[]> {
    const rows = await this.membersService.auditLog(ctx.user, limit);
    return rows.map((r) => ({ ...r, details: JSON.stringify(r.details) }));
  }
}
