import { Arg, Authorized, Ctx, FieldResolver, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context';
import { addressed, withUserErrors } from '../../graphql/user-errors';
import { DashboardType } from '../dashboard/dashboard.types';
import { parseChooseCpdBodies, parseReflection } from './cpd-profiles.inputs';
import { presentChoice, presentEntry, presentProfile, presentStanding } from './cpd-profiles.presenter';
import type { CpdProfilesService } from './cpd-profiles.service';
import {
  ChooseCpdBodiesInput,
  ChooseCpdBodiesPayloadType,
  CpdBodyChoiceType,
  CpdBodyStandingType,
  CpdProfileType,
  SaveCpdReflectionInput,
  SaveCpdReflectionPayloadType,
} from './cpd-profiles.types';

@Resolver()
export class CpdProfilesResolver {
  constructor(private readonly cpdProfilesService: CpdProfilesService) {}

  @Authorized()
  @Query(() => [CpdProfileType], { description: 'Every professional body’s CPD profile this deployment offers, in the order of its profiles file.' })
  cpdProfiles(): CpdProfileType[] {
    return this.cpdProfilesService.profiles().map(presentProfile);
  }

  @Authorized()
  @Query(() => [CpdBodyChoiceType], { description: 'The professional bodies the caller follows.' })
  async cpdBodyChoices(@Ctx() ctx: GraphQLContext): Promise<CpdBodyChoiceType[]> {
    return (await this.cpdProfilesService.choicesOf(ctx.user)).map(presentChoice);
  }

  @Authorized()
  @Mutation(() => ChooseCpdBodiesPayloadType, { description: 'Sets the professional bodies the caller follows (replaces the whole list).' })
  async chooseCpdBodies(
    @Arg('input', () => ChooseCpdBodiesInput, { description: 'The chosen bodies' }) input: ChooseCpdBodiesInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<ChooseCpdBodiesPayloadType> {
    const { value, userErrors } = await withUserErrors(() => this.cpdProfilesService.choose(ctx.user, parseChooseCpdBodies(input)));
    return { choices: value ? value.map(presentChoice) : null, userErrors };
  }

  @Authorized()
  @Mutation(() => SaveCpdReflectionPayloadType, {
    description: 'Writes (or rewrites) the caller’s reflection on one of their completions or outside activities.',
  })
  async saveCpdReflection(
    @Arg('input', () => SaveCpdReflectionInput, { description: 'The entry and the reflection' }) input: SaveCpdReflectionInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<SaveCpdReflectionPayloadType> {
    const { value, userErrors } = await withUserErrors(() =>
      addressed({ notFound: 'entryId' }, () => this.cpdProfilesService.reflect(ctx.user, parseReflection(input))),
    );
    return { entry: value ? presentEntry(value.entry) : null, userErrors };
  }
}

/** The dashboard shows a card per chosen body: the standing of each in its current cycle. */
@Resolver(() => DashboardType)
export class DashboardCpdResolver {
  constructor(private readonly cpdProfilesService: CpdProfilesService) {}

  @FieldResolver(() => [CpdBodyStandingType], {
    description: 'The caller’s standing with each professional body they follow, in its current cycle (empty: no body chosen).',
  })
  async cpdStandings(@Root() _dashboard: DashboardType, @Ctx() ctx: GraphQLContext): Promise<CpdBodyStandingType[]> {
    return (await this.cpdProfilesService.standings(ctx.user)).map(presentStanding);
  }
}
