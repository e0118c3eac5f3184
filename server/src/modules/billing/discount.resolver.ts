import { Arg, Authorized, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context';
import { DiscountCodeInput, DiscountCodeType, DiscountCodeUpdateInput } from './billing.types';

/** Admin management of discount codes. */
@Resolver(() => DiscountCodeType)
export class DiscountResolver {
  @Authorized('ADMIN')
  @Query(() => [DiscountCodeType], { description: 'Every discount code, newest first (admins).' })
  discountCodes(@Ctx() ctx: GraphQLContext): Promise<DiscountCodeType[]> {
    return ctx.services.discounts.list();
  }

  @Authorized('ADMIN')
  @Mutation(() => DiscountCodeType)
  createDiscountCode(@Arg('input', () => DiscountCodeInput) input: DiscountCodeInput, @Ctx() ctx: GraphQLContext): Promise<DiscountCodeType> {
    return ctx.services.discounts.create({ ...input, active: input.active ?? undefined });
  }

  @Authorized('ADMIN')
  @Mutation(() => DiscountCodeType)
  updateDiscountCode(
    @Arg('id', () => Int) id: number,
    @Arg('input', () => DiscountCodeUpdateInput) input: DiscountCodeUpdateInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<DiscountCodeType> {
    // kind, value and active cannot be cleared: a null there means "unchanged".
    const { kind, value, active, ...rest } = input;
    return ctx.services.discounts.update(id, { ...rest, kind: kind ?? undefined, value: value ?? undefined, active: active ?? undefined });
  }

  @Authorized('ADMIN')
  @Mutation(() => DiscountCodeType, { description: 'Switches a code off; it stays listed with its redemptions.' })
  deactivateDiscountCode(@Arg('id', () => Int) id: number, @Ctx() ctx: GraphQLContext): Promise<DiscountCodeType> {
    return ctx.services.discounts.deactivate(id);
  }
}
