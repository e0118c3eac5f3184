import { NodeInterface } from '../../graphql/node';
import { Field, Float, ID, InputType, Int, ObjectType } from 'type-graphql';
import { UserError } from '../../graphql/user-errors';

@ObjectType('User', { description: 'A member. Only the member themselves or an admin can read it.', implements: NodeInterface })
export class UserType {
  @Field(() => ID, { description: 'Globally unique and opaque; pass it as userId in other calls' }) id: number;
  @Field(() => Int, { description: "The member's number, as REST paths (/api/users/{id}/…) take it" }) databaseId?: number;
  @Field({ description: 'Given name as registered' }) firstName: string;
  @Field({ description: 'Family name as registered' }) lastName: string;
  @Field({ description: 'Sign-in e-mail address, lower-cased; also where mail is sent' }) email: string;
  @Field({ description: 'True once the member followed the confirmation link; sign-in needs it' }) emailConfirmed: boolean;
  @Field({ description: 'True for administrators, who can read and manage every member and the library' }) isAdmin: boolean;
  @Field({ description: "'active' allows use; any other value means no active subscription" }) subscriptionStatus: string;
  @Field(() => String, { nullable: true, description: 'professional | professionalMonthly | professionalInsights' }) subscriptionPlan: string | null;
  @Field(() => Date, {
    nullable: true,
    description:
      "After a failed renewal payment (subscriptionStatus 'past_due'): when the grace period ends (ISO 8601, UTC). Until then the plan keeps all it gives (see capabilities.inPaymentGrace); null when no payment is overdue.",
  })
  paymentGraceEndsAt: Date | null;
  @Field(() => Float, { description: 'PE points earned over all passed tests (all years)' }) pePointsEarned: number;
  @Field({ description: 'Main profession, from the registration list' }) profession: string;
  @Field(() => String, { description: 'Optional second profession; null when none', nullable: true }) secondaryProfession: string | null;
  @Field({ description: 'Employer or practice name; may be empty' }) company: string;
  @Field({ description: 'Job title; may be empty' }) jobTitle: string;
  @Field({ description: 'Country name as chosen at registration' }) country: string;
  @Field({ description: 'Street address' }) address: string;
  @Field({ description: 'City' }) city: string;
  @Field({ description: 'State or province; may be empty' }) state: string;
  @Field({ description: 'Postal code' }) postalCode: string;
  @Field({ description: 'Phone number without the country code' }) phone: string;
  @Field({ description: 'International dialling code, e.g. +31 (the default)' }) phoneCountryCode: string;
  @Field(() => String, { description: 'Professional licence or registration number given at registration; null when none', nullable: true }) licenseNumber:
    string | null;
  @Field({ description: 'When the member accepted the terms of service (ISO 8601, UTC)' }) termsAcceptedAt: Date;
  @Field({ description: 'When the member accepted the privacy policy (ISO 8601, UTC)' }) privacyAcceptedAt: Date;
  @Field({ description: 'When the account was created (ISO 8601, UTC)' }) createdAt: Date;
}

@InputType({
  description: 'The editable profile fields of a member, all sent together. Name, e-mail, phone and the place of residence cannot be changed here.',
})
export class UpdateProfileInput {
  @Field(() => ID, { description: 'The member to change (their own id, or any for an admin)' }) userId: string;
  @Field({ description: 'Main profession, from the registration list' }) profession: string;
  @Field(() => String, { description: 'Optional second profession; null or empty clears it', nullable: true }) secondaryProfession?: string | null;
  @Field({ description: 'Employer or practice name' }) company: string;
  @Field({ description: 'Job title' }) jobTitle: string;
  @Field({ description: 'Street address' }) address: string;
}

@ObjectType({ description: 'Answer to updateProfile.' })
export class UpdateProfilePayload {
  @Field(() => UserType, { nullable: true, description: 'The member with the new values; null when userErrors is not empty' }) user: UserType | null;
  @Field(() => [UserError], { description: 'Problems with the form, one per field (e.g. ["company"]); empty on success' }) userErrors: UserError[];
}

@ObjectType({ description: 'A country for the registration form.' })
export class CountryOption {
  @Field({ description: 'Country name in English, as stored on the member' }) name: string;
  @Field(() => ID, { description: 'ISO 3166-1 alpha-2 code, e.g. NL; pass it as countryIso to addressSuggestions' }) isoCode: string;
  @Field({ description: 'International dialling code, e.g. +31' }) phoneCode: string;
}

@ObjectType({ description: 'A place matching typed address text.' })
export class AddressSuggestion {
  @Field({ description: 'The full suggestion as one line, for display' }) label: string;
  @Field(() => String, {
    nullable: true,
    description: 'Street and house number, when the address provider knows them (the street-level geocoder); null for a city suggestion.',
  })
  address: string | null;
  @Field({ description: 'City of the suggested place' }) city: string;
  @Field({ description: 'State or province; may be empty' }) state: string;
  @Field({ description: 'Country name' }) country: string;
  @Field(() => String, { description: 'Postal code when the place has one, else null', nullable: true }) postalCode: string | null;
}
