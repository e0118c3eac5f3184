import { notFound } from '../../errors';
import { requireOwner, requireUser } from '../users/access';
import type { UserEntity } from '../users/user.entity';
import type { UsersRepository } from '../users/users.repository';
import type { Unparsed } from '../../validation';

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

/**
 * A form sent for a member, judged in order: the caller is signed in; `forMember`, when the edge names the member
 * apart from the form (GraphQL's `userId`), is theirs or the caller is an admin; then the form is parsed and the
 * member it is for is read.
 */
export async function submittedForm<C extends { userId?: number | null }>(
  users: Pick<UsersRepository, 'byId'>,
  actor: UserEntity | null | undefined,
  form: Unparsed<C>,
  forMember?: number | null,
): Promise<{ caller: UserEntity; member: UserEntity; command: C }> {
  const caller = requireUser(actor);
  if (forMember !== null && forMember !== undefined) requireOwner(caller, forMember);
  const command = form();
  return { caller, member: await submittingUser(users, caller, command.userId), command };
}
