import { Field, InputType, ObjectType } from 'type-graphql';
import { UserType } from '../users/user.types';

@InputType({ description: 'The registration form (SPEC §5).' })
export class RegisterInput {
  @Field() firstName: string;
  @Field() lastName: string;
  @Field() email: string;
  @Field() password: string;
  @Field() confirmPassword: string;
  @Field() profession: string;
  @Field(() => String, { nullable: true }) secondaryProfession?: string | null;
  @Field() company: string;
  @Field() jobTitle: string;
  @Field() country: string;
  @Field() address: string;
  @Field() city: string;
  @Field() state: string;
  @Field() postalCode: string;
  @Field() phone: string;
  @Field({ defaultValue: '+31' }) phoneCountryCode: string;
  @Field(() => String, { nullable: true }) licenseNumber?: string | null;
  @Field() acceptPrivacy: boolean;
  @Field() acceptTerms: boolean;
  @Field(() => String, { nullable: true, description: 'The plan picked before registering (a plan id), kept for the confirmation step' }) plan?: string | null;
}

@ObjectType()
export class RegisterPayload {
  @Field() userEmail: string;
  @Field() emailSent: boolean;
}

@ObjectType({ description: 'Sign-in answer. Without an active subscription no token is issued and subscriptionRequired is true.' })
export class LoginPayload {
  @Field(() => String, { nullable: true }) accessToken: string | null;
  @Field(() => UserType) user: UserType;
  @Field() subscriptionRequired: boolean;
  @Field(() => String, { nullable: true, description: 'With subscriptionRequired: a 15-minute read-only token for the member\'s own CPD record (/api/record/...)' })
  recordToken: string | null;
}

@ObjectType()
export class ConfirmEmailPayload {
  @Field() message: string;
  @Field() confirmed: boolean;
  @Field() alreadyConfirmed: boolean;
  @Field(() => String, { nullable: true, description: 'The plan chosen so far, if any' }) subscriptionPlan: string | null;
}

@ObjectType()
export class ResetTokenInfo {
  @Field() email: string;
  @Field() userName: string;
}

@ObjectType()
export class OkPayload {
  @Field() ok: boolean;
  @Field(() => String, { nullable: true }) message?: string | null;
}
