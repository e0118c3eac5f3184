import { Arg, Authorized, Ctx, FieldResolver, Int, Query, Resolver, Root } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context';
import { SubmitTestPayload } from '../assessment/taking/assessment.types';
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

/** The dashboard adds its field to the submit payload, so a client updates the figures a grading changed without reading again. */
@Resolver(() => SubmitTestPayload)
export class SubmitTestDashboardResolver {
  constructor(private readonly dashboardService: DashboardService) {}

  @FieldResolver(() => DashboardType, {
    nullable: true,
    description: "The caller's dashboard for the current year after the grading; null when userErrors is not empty or the attempt was another member's",
  })
  async dashboard(@Root() payload: SubmitTestPayload, @Ctx() ctx: GraphQLContext): Promise<Dashboard | null> {
    if (!payload.graded || ctx.user?.id !== payload.graded.member.id) return null;
    return this.dashboardService.forCaller(ctx.user, null);
  }
}
