import { Arg, Authorized, Ctx, Mutation, Resolver } from 'type-graphql';
import { Public } from '../../graphql/auth-checker';
import type { GraphQLContext } from '../../graphql/context';
import { withUserErrors } from '../../graphql/user-errors';
import { EMAIL_CHANGE_MESSAGES, type AuthService } from '../auth/auth.service';
import { requireUser } from '../users/access';
import { parseEmailChange, parseEmailChangeToken, parseReauth } from './privacy.inputs';
import type { PrivacyService } from './privacy.service';
import {
  ConfirmEmailChangeInput,
  ConfirmEmailChangePayload,
  DeleteAccountInput,
  DeleteAccountPayload,
  RequestEmailChangeInput,
  RequestEmailChangePayload,
} from './privacy.types';

@Resolver()
export class PrivacyResolver {
  constructor(
    private readonly privacyService: PrivacyService,
    private readonly authService: AuthService,
  ) {}

  @Authorized()
  @Mutation(() => RequestEmailChangePayload, {
    description: 'Asks to move the account to another e-mail address: a link goes to the new address, a notice to the current one.',
  })
  async requestEmailChange(
    @Arg('input', () => RequestEmailChangeInput, { description: 'The new address and the current password' }) input: RequestEmailChangeInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<RequestEmailChangePayload> {
    const user = requireUser(ctx.user);
    const { value, userErrors } = await withUserErrors(() => this.authService.requestEmailChange(user, parseEmailChange(input), ctx.ip));
    return { message: value?.message ?? null, userErrors };
  }

  @Public()
  @Mutation(() => ConfirmEmailChangePayload, { description: 'Opens the link sent to the new address: the account takes that address.' })
  async confirmEmailChange(
    @Arg('input', () => ConfirmEmailChangeInput, { description: 'The token of the link' }) input: ConfirmEmailChangeInput,
  ): Promise<ConfirmEmailChangePayload> {
    const { value, userErrors } = await withUserErrors(() => this.authService.confirmEmailChange(parseEmailChangeToken(input)));
    return { email: value?.email ?? null, message: value ? EMAIL_CHANGE_MESSAGES.changed : null, userErrors };
  }

  @Authorized()
  @Mutation(() => DeleteAccountPayload, {
    description:
      'Deletes the caller’s account and personal data after their password; completed payments are kept without the member, certificates revoked ("account deleted").',
  })
  async deleteAccount(
    @Arg('input', () => DeleteAccountInput, { description: 'The current password' }) input: DeleteAccountInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<DeleteAccountPayload> {
    const { value, userErrors } = await withUserErrors(() => this.privacyService.deleteAccount(ctx.user, parseReauth(input), ctx.ip));
    return { deleted: !!value, message: value?.message ?? null, userErrors };
  }
}
