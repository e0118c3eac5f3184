import { Arg, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context';
import { withUserErrors } from '../../graphql/user-errors';
import { parseSetMailPreference } from './mail-preferences.inputs';
import type { MailPreferencesService } from './mail-preferences.service';
import { MailPreferenceType, SetMailPreferenceInput, SetMailPreferencePayload } from './mail-preferences.types';

@Resolver()
export class MailPreferencesResolver {
  constructor(private readonly preferences: MailPreferencesService) {}

  @Authorized()
  @Query(() => [MailPreferenceType], { description: 'Which optional mails (reminders and notices) the signed-in member receives, one entry per kind.' })
  mailPreferences(@Ctx() ctx: GraphQLContext): Promise<MailPreferenceType[]> {
    return this.preferences.preferencesOf(ctx.user);
  }

  @Authorized()
  @Mutation(() => SetMailPreferencePayload, { description: 'Switches one kind of optional mail on or off for the signed-in member.' })
  async setMailPreference(
    @Arg('input', () => SetMailPreferenceInput, { description: 'The kind and whether to receive it' }) input: SetMailPreferenceInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<SetMailPreferencePayload> {
    const { value, userErrors } = await withUserErrors(() => this.preferences.setPreference(ctx.user, parseSetMailPreference(input)));
    return { preferences: value ?? [], userErrors };
  }
}
