import { Arg, Authorized, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context';
import { AdminAuditEntryType, AttemptGrantType, GrantAttemptsInput } from './members.types';

/** Administrators' actions on members, all audited. */
@Resolver()
export class MembersResolver {
  @Authorized('ADMIN')
  @Mutation(() => AttemptGrantType, { description: "Gives a member extra attempts at one item's test (admins); recorded with who and why." })
  grantTestAttempts(
    @Arg('input', () => GrantAttemptsInput, { description: 'Who gets how many extra attempts for which item, and why' }) input: GrantAttemptsInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<AttemptGrantType> {
    return ctx.services.members.grantAttempts({ id: ctx.user!.id, email: ctx.user!.email }, input);
  }

  @Authorized('ADMIN')
  @Query(() => [AttemptGrantType], { description: 'Extra attempts given to one member, newest first (admins).' })
  attemptGrants(
    @Arg('userId', () => Int, { description: 'The member whose grants to list' }) userId: number,
    @Ctx() ctx: GraphQLContext,
  ): Promise<AttemptGrantType[]> {
    return ctx.services.members.grantsFor(userId);
  }

  @Authorized('ADMIN')
  @Query(() => [AdminAuditEntryType], { description: 'Administrative actions on members, newest first (admins).' })
  async adminAuditLog(
    @Arg('limit', () => Int, { nullable: true, defaultValue: 100, description: 'At most this many entries, newest first' }) limit: number,
    @Ctx() ctx: GraphQLContext,
  ): Promise<AdminAuditEntryType[]> {
    const rows = await ctx.services.members.auditLog(limit);
    return rows.map((r) => ({ ...r, details: JSON.stringify(r.details) }));
  }
}
