import { Authorized, Ctx, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../../graphql/context';
import { MonthlyAllowanceType } from './allowance.types';
import type { AllowanceService } from './allowance.service';

@Resolver()
export class AllowanceResolver {
  constructor(private readonly allowanceService: AllowanceService) {}

  @Authorized()
  @Query(() => MonthlyAllowanceType, { description: "The signed-in member's monthly PE allowance (GET /api/monthly-allowance)." })
  monthlyAllowance(@Ctx() ctx: GraphQLContext): Promise<MonthlyAllowanceType> {
    return this.allowanceService.forCaller(ctx.user);
  }
}
