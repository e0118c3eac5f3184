import { isActive } from '@leerpunt/shared/plans';
import { forbidden, unauthenticated, AppError } from '../../errors';
import type { UserEntity } from './user.entity';

/** Who may use what (SPEC §6): the plan rules live in the shared package, so the client reads the same ones. */
export { canDownloadCertificates, canTakeTests, isActive, isMonthly, isProfessional, planOf } from '@leerpunt/shared/plans';

export function requireUser<U>(user: U | null | undefined): U {
  if (!user) throw unauthenticated();
  return user;
}

/** The caller must be `userId` or an admin. */
export function requireOwner(user: Pick<UserEntity, 'id' | 'isAdmin'> | null | undefined, userId: number): void {
  const u = requireUser(user);
  if (u.id !== userId && !u.isAdmin) throw forbidden();
}

export function requireAdmin(user: Pick<UserEntity, 'isAdmin'> | null | undefined): void {
  if (!requireUser(user).isAdmin) throw forbidden('Admin privileges required');
}

export function requireActive(user: Pick<UserEntity, 'isAdmin' | 'subscriptionStatus'> | null | undefined): void {
  if (!isActive(requireUser(user))) throw new AppError('PAYMENT_REQUIRED', 'An active subscription is required', { subscription_required: true });
}
