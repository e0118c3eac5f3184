import { FieldResolver, Resolver, Root } from 'type-graphql';
import { canDownloadCertificates, canTakeTests, isActive, isMonthly, isProfessional } from './access';
import { CapabilitiesType } from './capabilities.types';
import { UserType } from './user.types';

type PlanHolder = Pick<UserType, 'isAdmin' | 'subscriptionStatus' | 'subscriptionPlan'>;

/** The member's capabilities, read off the very checks the services enforce so that the two cannot disagree. */
export function capabilitiesOf(user: PlanHolder): CapabilitiesType {
  return {
    hasAccess: isActive(user),
    canTakeTests: canTakeTests(user),
    canRecordOutsideActivities: canTakeTests(user),
    canDownloadCertificates: canDownloadCertificates(user),
    canUseAssistant: isProfessional(user),
    isMonthly: isMonthly(user),
  };
}

@Resolver(() => UserType)
export class UserCapabilitiesResolver {
  @FieldResolver(() => CapabilitiesType, { description: 'What this member may do under their current plan and subscription status.' })
  capabilities(@Root() user: UserType): CapabilitiesType {
    return capabilitiesOf(user);
  }
}
