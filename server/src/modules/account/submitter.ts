import type { DataSource } from 'typeorm';
import { notFound } from '../../errors';
import { requireOwner, requireUser } from '../users/access';
import { UserEntity } from '../users/user.entity';

/**
 * The member a form is submitted for: the caller when `userId` is absent or their own id;
 * another member only for an admin (else 403).
 */
export async function submittingUser(db: DataSource, actor: UserEntity | null | undefined, userId: number | null | undefined): Promise<UserEntity> {
  const caller = requireUser(actor);
  if (userId === null || userId === undefined || userId === caller.id) return caller;
  requireOwner(caller, userId);
  const user = await db.getRepository(UserEntity).findOneBy({ id: userId });
  if (!user) throw notFound('User not found');
  return user;
}
