import type { DataSource } from 'typeorm';
import { notFound } from '../../errors';
import type { Unparsed } from '../../validation';
import { requireOwner, requireUser } from './access';
import type { UserEntity } from './user.entity';
import type { ProfileCommand } from './users.inputs';
import { UsersRepository } from './users.repository';

export class UsersService {
  private readonly users: UsersRepository;

  constructor(db: DataSource) {
    this.users = new UsersRepository(db);
  }

  async get(actor: UserEntity | null, userId: number): Promise<UserEntity> {
    requireOwner(actor, userId);
    const user = await this.users.byId(userId);
    if (!user) throw notFound('User not found');
    return user;
  }

  /**
   * Updates the editable profile fields of `userId` (owner or admin). Who may edit and whether the member exists
   * are answered before the form is judged: `profile` parses it against the stored member.
   */
  async updateProfile(actor: UserEntity | null, userId: Unparsed<number>, profile: (current: UserEntity) => ProfileCommand): Promise<UserEntity> {
    requireUser(actor);
    const user = await this.get(actor, userId());
    const changes = profile(user);
    await this.users.updateProfile(user.id, changes);
    return { ...user, ...changes };
  }
}
