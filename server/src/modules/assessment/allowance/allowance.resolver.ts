import { Authorized, Ctx, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../../graphql/context';
import { MonthlyAllowanceType } from './allowance.types';

@Resolver()
export class AllowanceResolver {
  @Authorized()
  @Query(() => MonthlyAllowanceType, { description: "The signed-in member's monthly PE allowance (GET /api/monthly-allowance)." })
  monthlyAllowance(@Ctx() ctx: GraphQLContext): Promise<MonthlyAllowanceType> {
    return ctx.services.allowance.forCaller(ctx.user);
  }
}
