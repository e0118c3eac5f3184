import { Field, ObjectType } from 'type-graphql';

@ObjectType('Capabilities', {
  description:
    'What a member may do under their current plan and subscription status, decided by the same rules the server enforces. ' +
    'Read these instead of interpreting subscriptionPlan and subscriptionStatus; a false value means the matching call is refused. ' +
    'Administrators may do everything, whatever their plan.',
})
export class CapabilitiesType {
  @Field({
    description:
      'True with an active subscription on any plan (or one past due within its grace period), or for an admin: the member may read the library, news and help center. ' +
      'When false, library reads are refused with PAYMENT_REQUIRED.',
  })
  hasAccess: boolean;

  @Field({
    description:
      'True while a renewal payment is overdue and the grace period (User.paymentGraceEndsAt) has not ended: the plan keeps all it gives, ' +
      'and the member should update the payment method (createPaymentRetrySession).',
  })
  inPaymentGrace: boolean;

  @Field({
    description:
      'True when the member may read their own CPD record, certificates, credentials and CPD export, the Help Center, and write to support: ' +
      'with a plan in force, and also after a paid plan lapsed (a payment overdue past its grace period, or a subscription that ended).',
  })
  hasRecordAccess: boolean;

  @Field({
    description:
      'True when the plan includes tests (Professional, Professional Monthly) and the subscription is active, or for an admin. ' +
      'When false, startTest and submitTest are refused with FORBIDDEN. Professional Monthly members also need allowance (see isMonthly).',
  })
  canTakeTests: boolean;

  @Field({
    description:
      'True when the member may add and change outside CPD activities: the same plans as canTakeTests. ' +
      'Reading, downloading evidence and deleting activities stay open to every member.',
  })
  canRecordOutsideActivities: boolean;

  @Field({
    description:
      'True when the plan includes certificates and the subscription is active, or for an admin. ' +
      'When false, downloading a certificate is refused with FORBIDDEN, except a certificate opened from the CPD record; certificates stay verifiable.',
  })
  canDownloadCertificates: boolean;

  @Field({
    description:
      'True on the yearly Professional plan with an active subscription, or for an admin: askAssistant is allowed. When false it is refused with FORBIDDEN.',
  })
  canUseAssistant: boolean;

  @Field({
    description:
      'True on an active Professional Monthly subscription (never for an admin): each test draws its PE points from the monthly allowance ' +
      '(Query.monthlyAllowance), and a test the allowance does not cover is refused.',
  })
  isMonthly: boolean;
}
