import { FieldResolver, Resolver, Root } from 'type-graphql';
import { canReadRecord, inPaymentGrace } from '@leerpunt/shared/plans';
import { canDownloadCertificates, canTakeTests, isActive, isMonthly, isProfessional } from './access';
import { CapabilitiesType } from './capabilities.types';
import { UserType } from './user.types';

type PlanHolder = Pick<UserType, 'isAdmin' | 'subscriptionStatus' | 'subscriptionPlan'> & Partial<Pick<UserType, 'paymentGraceEndsAt'>>;

/** The member's capabilities, read off the very checks the services enforce so that the two cannot disagree. */
export function capabilitiesOf(user: PlanHolder, now = new Date()): CapabilitiesType {
  return {
    hasAccess: isActive(user, now),
    inPaymentGrace: !user.isAdmin && inPaymentGrace(user, now),
    hasRecordAccess: canReadRecord(user, now),
    canTakeTests: canTakeTests(user, now),
    canRecordOutsideActivities: canTakeTests(user, now),
    canDownloadCertificates: canDownloadCertificates(user, now),
    canUseAssistant: isProfessional(user, now),
    isMonthly: isMonthly(user, now),
  };
}

@Resolver(() => UserType)
export class UserCapabilitiesResolver {
  @FieldResolver(() => CapabilitiesType, { description: 'What this member may do under their current plan and subscription status.' })
  capabilities(@Root() user: UserType): CapabilitiesType {
    return capabilitiesOf(user);
  }
}
