import { PLANS, type PlanId } from '../../shared/constants';
import { forbidden, unauthenticated, AppError } from '../../errors';
import type { UserEntity } from './user.entity';

/** Who may use what (SPEC §6). Admins count as active subscribers everywhere. */
export const isActive = (u: Pick<UserEntity, 'isAdmin' | 'subscriptionStatus'>) => u.isAdmin || u.subscriptionStatus === 'active';

export function planOf(u: Pick<UserEntity, 'subscriptionPlan'>): PlanId | null {
  return u.subscriptionPlan && u.subscriptionPlan in PLANS ? (u.subscriptionPlan as PlanId) : null;
}

export const canTakeTests = (u: Pick<UserEntity, 'isAdmin' | 'subscriptionStatus' | 'subscriptionPlan'>) =>
  u.isAdmin || (u.subscriptionStatus === 'active' && !!planOf(u) && PLANS[planOf(u)!].canTakeTests);

export const canDownloadCertificates = (u: Pick<UserEntity, 'isAdmin' | 'subscriptionStatus' | 'subscriptionPlan'>) =>
  u.isAdmin || (u.subscriptionStatus === 'active' && !!planOf(u) && PLANS[planOf(u)!].canDownloadCertificates);

/** The professional check for the assistant and dashboard points: yearly Professional or admin. */
export const isProfessional = (u: Pick<UserEntity, 'isAdmin' | 'subscriptionStatus' | 'subscriptionPlan'>) =>
  u.isAdmin || (u.subscriptionStatus === 'active' && planOf(u) === 'professional');

export const isMonthly = (u: Pick<UserEntity, 'isAdmin' | 'subscriptionStatus' | 'subscriptionPlan'>) =>
  !u.isAdmin && u.subscriptionStatus === 'active' && planOf(u) === 'professionalMonthly';

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
