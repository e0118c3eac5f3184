import { Arg, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context';
import { addressed, withUserErrors } from '../../graphql/user-errors';
import { parseId } from '../../ids';
import { parseCreateRecordShare } from './record-shares.inputs';
import { presentRecordShare } from './record-shares.presenter';
import type { RecordSharesService } from './record-shares.service';
import { CreateRecordShareInput, CreateRecordSharePayload, RecordShareType, RevokeRecordShareInput, RevokeRecordSharePayload } from './record-shares.types';

@Resolver()
export class RecordSharesResolver {
  constructor(private readonly shares: RecordSharesService) {}

  @Authorized()
  @Query(() => [RecordShareType], { description: "The caller's share links to their CPD record (the 50 newest), with their views." })
  async recordShares(@Ctx() ctx: GraphQLContext): Promise<RecordShareType[]> {
    return (await this.shares.list(ctx.user)).map(presentRecordShare);
  }

  @Authorized()
  @Mutation(() => CreateRecordSharePayload, {
    description: 'Creates a read-only link to the caller’s CPD record for an auditor (at most 10 active). Its address is answered this once.',
  })
  async createRecordShare(
    @Arg('input', () => CreateRecordShareInput, { description: 'Expiry and label' }) input: CreateRecordShareInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<CreateRecordSharePayload> {
    const { value, userErrors } = await withUserErrors(() => this.shares.create(ctx.user, parseCreateRecordShare(input)));
    return { recordShare: value ? presentRecordShare(value.share) : null, url: value?.url ?? null, userErrors };
  }

  @Authorized()
  @Mutation(() => RevokeRecordSharePayload, { description: "Revokes one of the caller's share links: it stops opening the record at once." })
  async revokeRecordShare(
    @Arg('input', () => RevokeRecordShareInput, { description: 'The link' }) input: RevokeRecordShareInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<RevokeRecordSharePayload> {
    const { value, userErrors } = await withUserErrors(() => addressed({ notFound: 'id' }, () => this.shares.revoke(ctx.user, parseId(input.id, 'id'))));
    return { recordShare: value ? presentRecordShare(value) : null, userErrors };
  }
}
