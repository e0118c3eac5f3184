import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context';
import { addressed, withUserErrors, within } from '../../graphql/user-errors';
import { LIMITS } from '@leerpunt/shared/limits';
import { parseOutsideActivity } from './outside-activities.inputs';
import { presentOutsideActivity } from './outside-activities.presenter';
import {
  CreateOutsideActivityInput,
  DeleteOutsideActivityInput,
  DeleteOutsideActivityPayloadType,
  OutsideActivityConnection,
  OutsideActivityPayloadType,
  OutsideActivityType,
  OutsideUsageType,
  RemoveOutsideActivityEvidenceInput,
  UpdateOutsideActivityInput,
} from './outside-activities.types';
import type { OutsideActivitiesService } from './outside-activities.service';

/** Unknown ids are addressed to `id`; being signed out or on a plan without outside activities stays a top-level error. */
const forActivity = <T>(work: () => Promise<T>) => withUserErrors(() => addressed({ notFound: 'id' }, work));

@Resolver()
export class OutsideActivitiesResolver {
  constructor(private readonly outsideActivitiesService: OutsideActivitiesService) {}

  @Authorized()
  @Query(() => OutsideActivityConnection, { description: "The caller's outside activities (CPD done elsewhere), newest first." })
  async outsideActivities(
    @Arg('first', () => Int, { nullable: true, description: `Page size, 1 to ${LIMITS.outsidePageSizeMax}; default 20` }) first: number | null,
    @Arg('after', () => String, { nullable: true, description: 'endCursor of the previous page' }) after: string | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<OutsideActivityConnection> {
    const page = await this.outsideActivitiesService.list(ctx.user, { first, after });
    const edges = page.nodes.map(({ node, cursor }) => ({ cursor, node: presentOutsideActivity(node) }));
    return {
      edges,
      totalCount: page.totalCount,
      pageInfo: {
        hasNextPage: page.hasNextPage,
        hasPreviousPage: page.hasPreviousPage,
        startCursor: edges[0]?.cursor ?? null,
        endCursor: edges.at(-1)?.cursor ?? null,
      },
    };
  }

  @Authorized()
  @Query(() => OutsideUsageType, { description: "The caller's evidence storage and number of outside activities, against their limits." })
  outsideUsage(@Ctx() ctx: GraphQLContext): Promise<OutsideUsageType> {
    return this.outsideActivitiesService.usageOf(ctx.user);
  }

  @Authorized()
  @Query(() => OutsideActivityType, { nullable: true, description: "One of the caller's outside activities; null for any other id." })
  async outsideActivity(@Arg('id', () => ID, { description: 'Activity id' }) id: string, @Ctx() ctx: GraphQLContext): Promise<OutsideActivityType | null> {
    const found = await this.outsideActivitiesService.find(ctx.user, id);
    return found ? presentOutsideActivity(found) : null;
  }

  @Authorized()
  @Mutation(() => OutsideActivityPayloadType, {
    description: 'Logs CPD done elsewhere (Professional and Professional Monthly plans; admins). Upload its evidence afterwards over REST.',
  })
  async createOutsideActivity(
    @Arg('input', () => CreateOutsideActivityInput, { description: 'The new activity' }) input: CreateOutsideActivityInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<OutsideActivityPayloadType> {
    const { value, userErrors } = await forActivity(() =>
      this.outsideActivitiesService.create(ctx.user, () => within('activity', () => parseOutsideActivity(input.activity))),
    );
    return { outsideActivity: value ? presentOutsideActivity(value) : null, userErrors };
  }

  @Authorized()
  @Mutation(() => OutsideActivityPayloadType, { description: "Replaces every field of one of the caller's outside activities." })
  async updateOutsideActivity(
    @Arg('input', () => UpdateOutsideActivityInput, { description: 'The activity and its new fields' }) input: UpdateOutsideActivityInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<OutsideActivityPayloadType> {
    const { value, userErrors } = await forActivity(() =>
      this.outsideActivitiesService.update(ctx.user, input.id, () => within('activity', () => parseOutsideActivity(input.activity))),
    );
    return { outsideActivity: value ? presentOutsideActivity(value) : null, userErrors };
  }

  @Authorized()
  @Mutation(() => DeleteOutsideActivityPayloadType, { description: "Deletes one of the caller's outside activities and its evidence file." })
  async deleteOutsideActivity(
    @Arg('input', () => DeleteOutsideActivityInput, { description: 'The activity to delete' }) input: DeleteOutsideActivityInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<DeleteOutsideActivityPayloadType> {
    const { value, userErrors } = await forActivity(() => this.outsideActivitiesService.remove(ctx.user, input.id));
    return { deletedId: value, userErrors };
  }

  @Authorized()
  @Mutation(() => OutsideActivityPayloadType, { description: "Removes the evidence file of one of the caller's outside activities." })
  async removeOutsideActivityEvidence(
    @Arg('input', () => RemoveOutsideActivityEvidenceInput, { description: 'The activity' }) input: RemoveOutsideActivityEvidenceInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<OutsideActivityPayloadType> {
    const { value, userErrors } = await forActivity(() => this.outsideActivitiesService.removeEvidence(ctx.user, input.id));
    return { outsideActivity: value ? presentOutsideActivity(value) : null, userErrors };
  }
}
