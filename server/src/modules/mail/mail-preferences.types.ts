import { Field, InputType, ObjectType, registerEnumType } from 'type-graphql';
import { MAIL_KIND_LABELS, type MailKind } from '@leerpunt/shared/mail';
import { UserError } from '../../graphql/user-errors';

export enum MailKindEnum {
  RENEWAL_UPCOMING = 'renewal_upcoming',
  PAYMENT_FAILED = 'payment_failed',
  CYCLE_DEADLINE = 'cycle_deadline',
  CERTIFICATE_REVOKED = 'certificate_revoked',
}
registerEnumType(MailKindEnum, {
  name: 'MailKind',
  description: 'A kind of mail the member can switch off',
  valuesConfig: {
    RENEWAL_UPCOMING: { description: MAIL_KIND_LABELS.renewal_upcoming.description },
    PAYMENT_FAILED: { description: MAIL_KIND_LABELS.payment_failed.description },
    CYCLE_DEADLINE: { description: MAIL_KIND_LABELS.cycle_deadline.description },
    CERTIFICATE_REVOKED: { description: MAIL_KIND_LABELS.certificate_revoked.description },
  },
});

@ObjectType({ description: 'Whether the member receives one kind of optional mail.' })
export class MailPreferenceType {
  @Field(() => MailKindEnum, { description: 'The kind of mail' }) kind: MailKind;
  @Field({ description: 'True when this kind is sent (the default); false after an unsubscribe' }) subscribed: boolean;
}

@InputType({ description: 'Account → Profile → E-mail notifications: one kind switched on or off.' })
export class SetMailPreferenceInput {
  @Field(() => MailKindEnum, { description: 'The kind of mail' }) kind: MailKind;
  @Field({ description: 'True to receive this kind, false to stop it' }) subscribed: boolean;
}

@ObjectType({ description: 'Answer to setMailPreference.' })
export class SetMailPreferencePayload {
  @Field(() => [MailPreferenceType], { description: 'Every kind with its setting after the change; empty on userErrors' }) preferences: MailPreferenceType[];
  @Field(() => [UserError], { description: 'An unknown kind' }) userErrors: UserError[];
}
