import { Field, Float, ID, InputType, Int, ObjectType } from 'type-graphql';

@ObjectType('User', { description: 'A member. Only the member themselves or an admin can read it.' })
export class UserType {
  @Field(() => Int) id: number;
  @Field() firstName: string;
  @Field() lastName: string;
  @Field() email: string;
  @Field() emailConfirmed: boolean;
  @Field() isAdmin: boolean;
  @Field({ description: "'active' allows use; any other value means no active subscription" }) subscriptionStatus: string;
  @Field(() => String, { nullable: true, description: 'professional | professionalMonthly | professionalInsights' }) subscriptionPlan: string | null;
  @Field(() => Float) pePointsEarned: number;
  @Field() profession: string;
  @Field(() => String, { nullable: true }) secondaryProfession: string | null;
  @Field() company: string;
  @Field() jobTitle: string;
  @Field() country: string;
  @Field() address: string;
  @Field() city: string;
  @Field() state: string;
  @Field() postalCode: string;
  @Field() phone: string;
  @Field() phoneCountryCode: string;
  @Field(() => String, { nullable: true }) licenseNumber: string | null;
  @Field() termsAcceptedAt: Date;
  @Field() privacyAcceptedAt: Date;
  @Field() createdAt: Date;
}

@InputType({ description: 'Profile fields a member may change; read-only ones may be sent back unchanged.' })
export class ProfileInput {
  @Field() profession: string;
  @Field(() => String, { nullable: true }) secondaryProfession?: string | null;
  @Field() company: string;
  @Field() jobTitle: string;
  @Field() address: string;
}

@ObjectType()
export class CountryOption {
  @Field() name: string;
  @Field(() => ID) isoCode: string;
  @Field() phoneCode: string;
}

@ObjectType()
export class AddressSuggestion {
  @Field() label: string;
  @Field(() => String, { nullable: true, description: 'Street and house number, when the address provider knows them (the street-level geocoder); null for a city suggestion.' })
  address: string | null;
  @Field() city: string;
  @Field() state: string;
  @Field() country: string;
  @Field(() => String, { nullable: true }) postalCode: string | null;
}
