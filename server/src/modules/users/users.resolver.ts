import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { parseId } from '../../ids';
import { Public } from '../../graphql/auth-checker';
import type { GraphQLContext } from '../../graphql/context';
import { withUserErrors } from '../../graphql/user-errors';
import { requireUser } from './access';
import { parseProfile } from './users.inputs';
import { AddressSuggestion, CountryOption, UpdateProfileInput, UpdateProfilePayload, UserType } from './user.types';
import type { UsersService } from './users.service';
import type { AddressService } from '../address/address.service';

@Resolver(() => UserType)
export class UsersResolver {
  constructor(
    private readonly usersService: UsersService,
    private readonly addressService: AddressService,
  ) {}

  @Authorized()
  @Query(() => UserType, { description: 'The signed-in member (GET /api/profile).' })
  me(@Ctx() ctx: GraphQLContext): UserType {
    return requireUser(ctx.user);
  }

  @Authorized()
  @Query(() => UserType, {
    nullable: true,
    description: 'A member by id: the member themselves or an admin. Null, with an error, when the member does not exist or is not visible.',
  })
  user(@Arg('id', () => ID, { description: 'The member id' }) id: string, @Ctx() ctx: GraphQLContext): Promise<UserType> {
    return this.usersService.get(ctx.user, parseId(id, 'id'));
  }

  @Authorized()
  @Mutation(() => UpdateProfilePayload, {
    description:
      "Changes the editable profile fields of a member (the member themselves or an admin) and returns the updated member. Another member's id is a FORBIDDEN error for non-admins.",
  })
  async updateProfile(
    @Arg('input', () => UpdateProfileInput, { description: 'The member and the new profile values' }) input: UpdateProfileInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<UpdateProfilePayload> {
    const { userId: rawUserId, ...profile } = input;
    const userId = parseId(rawUserId, 'userId');
    const { value, userErrors } = await withUserErrors(() =>
      this.usersService.updateProfile(
        ctx.user,
        () => userId,
        () => parseProfile(profile),
      ),
    );
    return { user: value, userErrors };
  }

  @Public()
  @Query(() => [CountryOption], { description: 'Countries with their phone codes, for the registration form.' })
  countries(): CountryOption[] {
    return this.addressService.countries();
  }

  @Public()
  @Query(() => [AddressSuggestion], {
    description: 'Address autocomplete: places matching the typed text. Limited to 60 lookups a minute per caller address (RATE_LIMITED after that).',
  })
  addressSuggestions(
    @Arg('query', { description: 'The typed address text; only the first 100 characters are used' }) query: string,
    @Arg('countryIso', () => String, { description: 'ISO 3166-1 alpha-2 code to search in; absent: every country', nullable: true }) countryIso: string | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<AddressSuggestion[]> {
    return this.addressService.suggest(ctx.ip, query, countryIso);
  }
}
