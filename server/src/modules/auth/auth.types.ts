import { Field, InputType, ObjectType } from 'type-graphql';
import { UserType } from '../users/user.types';

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

@ObjectType({ description: 'Answer to a registration: the account exists but must be confirmed by e-mail before sign-in.' })
export class RegisterPayload {
  @Field({ description: 'The address the confirmation link was sent to' }) userEmail: string;
  @Field({ description: 'True when the confirmation e-mail was handed to the mail server' }) emailSent: boolean;
}

@ObjectType({ description: 'Sign-in answer. Without an active subscription no token is issued and subscriptionRequired is true.' })
export class LoginPayload {
  @Field(() => String, { description: 'Bearer token for the Authorization header; null when subscriptionRequired is true', nullable: true }) accessToken:
    string | null;
  @Field(() => UserType, { description: 'The member who signed in' }) user: UserType;
  @Field({ description: 'True when the credentials are right but there is no active subscription: choose a plan first' }) subscriptionRequired: boolean;
  @Field(() => String, {
    nullable: true,
    description: "With subscriptionRequired: a 15-minute read-only token for the member's own CPD record (/api/record/...)",
  })
  recordToken: string | null;
}

@ObjectType({ description: 'Answer to following an e-mail confirmation link.' })
export class ConfirmEmailPayload {
  @Field({ description: 'The text to show to the member' }) message: string;
  @Field({ description: 'True when the address is confirmed (now or earlier)' }) confirmed: boolean;
  @Field({ description: 'True when the link had been used before' }) alreadyConfirmed: boolean;
  @Field(() => String, { nullable: true, description: 'The plan chosen so far, if any' }) subscriptionPlan: string | null;
}

@ObjectType({ description: 'Who a password-reset link belongs to, so the reset form can greet them.' })
export class ResetTokenInfo {
  @Field({ description: 'The account the link resets' }) email: string;
  @Field({ description: 'First and last name of the account holder' }) userName: string;
}

@ObjectType({ description: 'Answer to an action with nothing to return but a confirmation.' })
export class OkPayload {
  @Field({ description: 'True when the action was carried out' }) ok: boolean;
  @Field(() => String, { description: 'The text to show to the user; null when there is none', nullable: true }) message?: string | null;
}
