import { Arg, Authorized, Ctx, Field, InputType, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context';
import { UserError, withUserErrors } from '../../graphql/user-errors';
import type { WalletService } from './wallet.service';

@ObjectType('WalletChallenge', { description: 'Text to sign with the wallet key, exactly as given (UTF-8), to bind a did:key.' })
export class WalletChallengeType {
  @Field(() => String, { description: 'The challenge text; sign these exact bytes with the Ed25519 key of the did:key' }) challenge: string;
  @Field(() => Date, { description: 'After this moment the challenge is refused' }) expiresAt: Date;
}

@ObjectType('WalletBinding', { description: "The member's bound wallet identifier: new credentials name it as credentialSubject.id." })
export class WalletBindingType {
  @Field(() => String, { nullable: true, description: 'The bound did:key; null when none is bound (credentials then name the urn:uuid)' }) did: string | null;
  @Field(() => Date, { nullable: true, description: 'When it was bound' }) boundAt: Date | null;
}

@InputType('BindWalletInput', { description: 'A did:key and the signature of a challenge made with its key.' })
export class BindWalletInput {
  @Field(() => String, { description: 'An Ed25519 did:key (did:key:z6Mk…)' }) did: string;
  @Field(() => String, { description: 'The challenge from walletChallenge, as given' }) challenge: string;
  @Field(() => String, { description: 'The Ed25519 signature of the challenge text: base64url, or multibase base58btc (z…)' }) signature: string;
}

@ObjectType('BindWalletPayload', { description: 'Result of bindWallet.', simpleResolvers: true })
export class BindWalletPayload {
  @Field(() => WalletBindingType, { nullable: true, description: 'The binding now; null when userErrors is not empty' }) binding: WalletBindingType | null;
  @Field(() => [UserError], { description: 'Why nothing was bound (DID, challenge or signature); empty on success' }) userErrors: UserError[];
}

@Resolver()
export class WalletResolver {
  constructor(private readonly wallet: WalletService) {}

  @Authorized()
  @Query(() => WalletBindingType, { description: "The caller's bound wallet identifier, if any." })
  walletBinding(@Ctx() ctx: GraphQLContext): WalletBindingType {
    return this.wallet.binding(ctx.user);
  }

  @Authorized()
  @Mutation(() => WalletChallengeType, { description: 'A challenge to sign with the wallet key (valid 10 minutes), for bindWallet.' })
  walletChallenge(@Ctx() ctx: GraphQLContext): WalletChallengeType {
    return this.wallet.challenge(ctx.user);
  }

  @Authorized()
  @Mutation(() => BindWalletPayload, {
    description:
      'Binds an Ed25519 did:key to the caller, proven by its signature of a challenge; credentials issued from then on name it as credentialSubject.id.',
  })
  async bindWallet(
    @Arg('input', () => BindWalletInput, { description: 'The did:key, the challenge and its signature' }) input: BindWalletInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<BindWalletPayload> {
    const { value, userErrors } = await withUserErrors(() => this.wallet.bind(ctx.user, input));
    return { binding: value, userErrors };
  }

  @Authorized()
  @Mutation(() => WalletBindingType, { description: "Removes the caller's wallet binding; new credentials name the member's urn:uuid again." })
  unbindWallet(@Ctx() ctx: GraphQLContext): Promise<WalletBindingType> {
    return this.wallet.unbind(ctx.user);
  }
}
