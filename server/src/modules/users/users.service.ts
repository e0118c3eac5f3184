import type { DataSource } from 'typeorm';
import { notFound } from '../../errors';
import { requireOwner } from './access';
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

  /** Updates the editable profile fields of `userId` (owner or admin). */
  async updateProfile(actor: UserEntity | null, userId: number, profile: ProfileCommand): Promise<UserEntity> {
    const user = await this.get(actor, userId);
    await this.users.updateProfile(userId, profile);
    return { ...user, ...profile };
  }
}
