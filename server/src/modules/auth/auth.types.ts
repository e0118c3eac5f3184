import { Field, InputType, ObjectType } from 'type-graphql';
import { UserError } from '../../graphql/user-errors';
import { UserType } from '../users/user.types';

const USER_ERRORS = 'Expected problems (a field left empty, a wrong password, a limit reached); empty on success.';

@InputType({ description: 'The registration form (SPEC §5).' })
export class RegisterInput {
  @Field({ description: 'Required given name' }) firstName: string;
  @Field({ description: 'Required family name' }) lastName: string;
  @Field({ description: 'Required; becomes the sign-in address and must not be registered yet' }) email: string;
  @Field({ description: 'Required; at least 8 characters' }) password: string;
  @Field({ description: 'Must equal password' }) confirmPassword: string;
  @Field({ description: 'Required main profession, from the registration list' }) profession: string;
  @Field(() => String, { description: 'Optional second profession', nullable: true }) secondaryProfession?: string | null;
  @Field({ description: 'Employer or practice name' }) company: string;
  @Field({ description: 'Job title' }) jobTitle: string;
  @Field({ description: 'Country name (see countries)' }) country: string;
  @Field({ description: 'Street address' }) address: string;
  @Field({ description: 'City' }) city: string;
  @Field({ description: 'State or province' }) state: string;
  @Field({ description: 'Postal code' }) postalCode: string;
  @Field({ description: 'Phone number without the country code' }) phone: string;
  @Field({ description: 'International dialling code; default +31', defaultValue: '+31' }) phoneCountryCode: string;
  @Field(() => String, { description: 'Optional professional licence or registration number', nullable: true }) licenseNumber?: string | null;
  @Field({ description: 'Must be true: the privacy policy is accepted' }) acceptPrivacy: boolean;
  @Field({ description: 'Must be true: the terms of service are accepted' }) acceptTerms: boolean;
  @Field(() => String, { nullable: true, description: 'The plan picked before registering (a plan id), kept for the confirmation step' }) plan?: string | null;
}

@ObjectType({
  description:
    'Answer to a registration: the account exists but must be confirmed by e-mail before sign-in. An address that is already registered gets the same answer (its owner is e-mailed instead), so the answer reveals no accounts.',
})
export class RegisterPayload {
  @Field(() => String, { nullable: true, description: 'The address the confirmation link was sent to; null when userErrors is not empty' }) userEmail:
    string | null;
  @Field({ description: 'True when the confirmation e-mail was handed to the mail server; false when userErrors is not empty' }) emailSent: boolean;
  @Field(() => [UserError], { description: 'Problems with the form, one per field (e.g. ["postalCode"]), or a registration limit; empty on success' })
  userErrors: UserError[];
}

@InputType({ description: 'The sign-in form.' })
export class LoginInput {
  @Field({ description: 'The sign-in e-mail address (case-insensitive)' }) email: string;
  @Field({ description: 'The password' }) password: string;
}

@ObjectType({
  description:
    'Sign-in answer. Without an active subscription no token is issued and subscriptionRequired is true. A wrong e-mail/password pair (INVALID_CREDENTIALS), an unconfirmed address (EMAIL_NOT_CONFIRMED) and too many failed attempts (RATE_LIMITED) are userErrors.',
})
export class LoginPayload {
  @Field(() => String, { description: 'Bearer token for the Authorization header; null when subscriptionRequired is true or on userErrors', nullable: true })
  accessToken: string | null;
  @Field(() => UserType, { nullable: true, description: 'The member who signed in; null when userErrors is not empty' }) user: UserType | null;
  @Field({ description: 'True when the credentials are right but there is no active subscription: choose a plan first' }) subscriptionRequired: boolean;
  @Field(() => String, {
    nullable: true,
    description: "With subscriptionRequired: a 15-minute read-only token for the member's own CPD record (/api/record/...)",
  })
  recordToken: string | null;
  @Field(() => [UserError], { description: USER_ERRORS }) userErrors: UserError[];
}

@InputType({ description: 'The token of an e-mail confirmation link.' })
export class ConfirmEmailInput {
  @Field({ description: 'The token from the confirmation link (the last part of /confirm/{token})' }) token: string;
}

@ObjectType({ description: 'Answer to following an e-mail confirmation link. An unknown, used or expired link is a BAD_USER_INPUT userError.' })
export class ConfirmEmailPayload {
  @Field(() => String, { nullable: true, description: 'The text to show to the member; null when userErrors is not empty' }) message: string | null;
  @Field({ description: 'True when the address is confirmed (now or earlier); false when userErrors is not empty' }) confirmed: boolean;
  @Field({ description: 'True when the link had been used before' }) alreadyConfirmed: boolean;
  @Field(() => String, { nullable: true, description: 'The plan chosen so far, if any' }) subscriptionPlan: string | null;
  @Field(() => [UserError], { description: USER_ERRORS }) userErrors: UserError[];
}

@InputType({ description: 'The address to send the e-mail confirmation link to again.' })
export class ResendConfirmationInput {
  @Field({ description: 'The address the account was registered with' }) email: string;
}

@ObjectType({ description: 'Answer to resendConfirmation; the same whether or not the address is registered or already confirmed.' })
export class ResendConfirmationPayload {
  @Field(() => String, { nullable: true, description: 'The text to show; null when userErrors is not empty' }) message: string | null;
  @Field(() => [UserError], { description: 'An invalid address (["email"]) or too many requests (RATE_LIMITED); empty on success' })
  userErrors: UserError[];
}

@InputType({ description: 'The forgotten-password form.' })
export class RequestPasswordResetInput {
  @Field({ description: 'The address of the account' }) email: string;
}

@ObjectType({ description: 'Answer to requestPasswordReset; the same whether or not the address is registered.' })
export class RequestPasswordResetPayload {
  @Field(() => String, { nullable: true, description: 'The text to show; null when userErrors is not empty' }) message: string | null;
  @Field(() => [UserError], { description: 'An invalid address (["email"]) or too many requests (RATE_LIMITED); empty on success' })
  userErrors: UserError[];
}

@InputType({ description: 'The new-password form of a reset link.' })
export class ResetPasswordInput {
  @Field({ description: 'The token from the reset link (the last part of /reset-password/{token})' }) token: string;
  @Field({ description: 'The new password, at least 8 characters' }) password: string;
}

@ObjectType({ description: 'Answer to resetPassword. On success every earlier session of the account is signed out.' })
export class ResetPasswordPayload {
  @Field(() => String, { nullable: true, description: 'The text to show; null when userErrors is not empty' }) message: string | null;
  @Field(() => [UserError], {
    description: 'A password that is too short (["password"]), an unknown, used or expired link, or too many attempts (RATE_LIMITED); empty on success',
  })
  userErrors: UserError[];
}

@ObjectType({ description: 'Who a password-reset link belongs to, so the reset form can greet them.' })
export class ResetTokenInfo {
  @Field({ description: 'The account the link resets' }) email: string;
  @Field({ description: 'First and last name of the account holder' }) userName: string;
}

@ObjectType({ description: 'Answer to signing out, which has nothing to return but a confirmation.' })
export class OkPayload {
  @Field({ description: 'True when the action was carried out' }) ok: boolean;
  @Field(() => String, { description: 'The text to show to the user; null when there is none', nullable: true }) message?: string | null;
}
