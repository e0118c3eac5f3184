import { Arg, Authorized, Ctx, Int, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context';
import type { Dashboard, DashboardService } from './dashboard.service';
import { DashboardType } from './dashboard.types';

@Resolver()
export class DashboardResolver {
  constructor(private readonly dashboardService: DashboardService) {}

  @Authorized()
  @Query(() => DashboardType, { description: "The caller's dashboard: stats, allowance, recommendations, points history, latest news and plan access." })
  dashboard(
    @Arg('year', () => Int, { nullable: true, description: 'Selected year; default the current (UTC) year' }) year: number | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<Dashboard> {
    return this.dashboardService.forCaller(ctx.user, year);
  }
}
