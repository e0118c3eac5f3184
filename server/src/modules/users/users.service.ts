import type { DataSource } from 'typeorm';
import { notFound } from '../../errors';
import { requireOwner } from './access';
import { UserEntity } from './user.entity';
import type { ProfileCommand } from './users.inputs';

export class UsersService {
  constructor(private readonly db: DataSource) {}

  async get(actor: UserEntity | null, userId: number): Promise<UserEntity> {
    requireOwner(actor, userId);
    const user = await this.db.getRepository(UserEntity).findOneBy({ id: userId });
    if (!user) throw notFound('User not found');
    return user;
  }

  /** Updates the editable profile fields of `userId` (owner or admin). */
  async updateProfile(actor: UserEntity | null, userId: number, profile: ProfileCommand): Promise<UserEntity> {
    const user = await this.get(actor, userId);
    await this.db.getRepository(UserEntity).update({ id: userId }, profile);
    return { ...user, ...profile };
  }
}
