import { notFound } from '../../errors';
import { requireOwner, requireUser } from '../users/access';
import type { UserEntity } from '../users/user.entity';
import type { UsersRepository } from '../users/users.repository';

/**
 * The member a form is submitted for: the caller when `userId` is absent or their own id;
 * another member only for an admin (else 403).
 */
export async function submittingUser(
  users: Pick<UsersRepository, 'byId'>,
  actor: UserEntity | null | undefined,
  userId: number | null | undefined,
): Promise<UserEntity> {
  const caller = requireUser(actor);
  if (userId === null || userId === undefined || userId === caller.id) return caller;
  requireOwner(caller, userId);
  const user = await users.byId(userId);
  if (!user) throw notFound('User not found');
  return user;
}
