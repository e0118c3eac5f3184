import { Field, InputType, ObjectType } from 'type-graphql';
import { UserError } from '../../graphql/user-errors';

@InputType({ description: 'Account → Profile → Change e-mail address.' })
export class RequestEmailChangeInput {
  @Field({ description: 'The address the account should move to; it must not have an account already' }) newEmail: string;
  @Field({ description: "The member's current password, asked again" }) password: string;
}

@ObjectType({ description: 'Answer to requestEmailChange.' })
export class RequestEmailChangePayload {
  @Field(() => String, {
    nullable: true,
    description: 'What happens next (a link went to the new address); the same whether or not that address has an account. Null on userErrors',
  })
  message: string | null;
  @Field(() => [UserError], { description: 'A wrong password (["password"]), a bad or unchanged address (["newEmail"]) or too many requests' })
  userErrors: UserError[];
}

@InputType({ description: 'The link of an e-mail change (/confirm-email-change/{token}).' })
export class ConfirmEmailChangeInput {
  @Field({ description: 'The token of the link, sent to the new address' }) token: string;
}

@ObjectType({ description: 'Answer to confirmEmailChange.' })
export class ConfirmEmailChangePayload {
  @Field(() => String, { nullable: true, description: 'The address the account now has; null on userErrors' }) email: string | null;
  @Field(() => String, { nullable: true, description: 'The text to show; null on userErrors' }) message: string | null;
  @Field(() => [UserError], { description: 'An invalid, used or expired link, or an address another account took meanwhile (CONFLICT)' })
  userErrors: UserError[];
}

@InputType({ description: 'Account → Profile → Delete my account.' })
export class DeleteAccountInput {
  @Field({ description: "The member's current password, asked again" }) password: string;
}

@ObjectType({ description: 'Answer to deleteAccount.' })
export class DeleteAccountPayload {
  @Field({ description: 'True when the account is gone (every session with it has ended)' }) deleted: boolean;
  @Field(() => String, { nullable: true, description: 'The text to show; null on userErrors' }) message: string | null;
  @Field(() => [UserError], { description: 'A wrong password (["password"]) or too many attempts' }) userErrors: UserError[];
}
