import { Arg, Authorized, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../../graphql/context';
import { parseInput } from '../../../validation';
import { createDiscountSchema, updateDiscountSchema } from '../billing.inputs';
import { DiscountCodeInput, DiscountCodeType, DiscountCodeUpdateInput } from '../billing.types';

/** Admin management of discount codes. */
@Resolver(() => DiscountCodeType)
export class DiscountResolver {
  @Authorized('ADMIN')
  @Query(() => [DiscountCodeType], { description: 'Every discount code, newest first (admins).' })
  discountCodes(@Ctx() ctx: GraphQLContext): Promise<DiscountCodeType[]> {
    return ctx.services.discounts.list();
  }

  @Authorized('ADMIN')
  @Mutation(() => DiscountCodeType, { description: 'Admins: adds a discount code; a code already in use is a CONFLICT error.' })
  createDiscountCode(
    @Arg('input', () => DiscountCodeInput, { description: 'The new code' }) input: DiscountCodeInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<DiscountCodeType> {
    return ctx.services.discounts.create(parseInput(createDiscountSchema, { ...input, active: input.active ?? undefined }));
  }

  @Authorized('ADMIN')
  @Mutation(() => DiscountCodeType, { description: 'Admins: changes a discount code; the code text itself cannot change.' })
  updateDiscountCode(
    @Arg('id', () => Int, { description: 'The discount code id' }) id: number,
    @Arg('input', () => DiscountCodeUpdateInput, { description: 'The fields to change' }) input: DiscountCodeUpdateInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<DiscountCodeType> {
    // kind, value and active cannot be cleared: a null there means "unchanged".
    const { kind, value, active, ...rest } = input;
    return ctx.services.discounts.update(
      id,
      parseInput(updateDiscountSchema, { ...rest, kind: kind ?? undefined, value: value ?? undefined, active: active ?? undefined }),
    );
  }

  @Authorized('ADMIN')
  @Mutation(() => DiscountCodeType, { description: 'Switches a code off; it stays listed with its redemptions.' })
  deactivateDiscountCode(@Arg('id', () => Int, { description: 'The discount code id' }) id: number, @Ctx() ctx: GraphQLContext): Promise<DiscountCodeType> {
    return ctx.services.discounts.deactivate(id);
  }
}
