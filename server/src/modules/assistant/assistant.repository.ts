import type { DataSource } from 'typeorm';
import { AssistantExchangeEntity } from './assistant-exchange.entity';

type ExchangeValues = Pick<AssistantExchangeEntity, 'question' | 'answer' | 'sources' | 'mode'>;

/** The assistant_exchanges table: a member's recent questions and answers. */
export class AssistantRepository {
  constructor(private readonly db: DataSource) {}

  /** The member's `limit` latest exchanges, newest first. */
  latest(userId: number, limit: number): Promise<AssistantExchangeEntity[]> {
    return this.db.getRepository(AssistantExchangeEntity).find({ where: { userId }, order: { id: 'DESC' }, take: limit });
  }

  /** The member's exchange `id`, or null (another member's, or one beyond the kept history). */
  ownedBy(id: number, userId: number): Promise<AssistantExchangeEntity | null> {
    return this.db.getRepository(AssistantExchangeEntity).findOneBy({ id, userId });
  }

  /** Stores an exchange and, in the same transaction, deletes the member's exchanges beyond the `keep` latest. */
  saveKeepingLatest(userId: number, entry: ExchangeValues, keep: number): Promise<AssistantExchangeEntity> {
    return this.db.transaction(async (m) => {
      const repo = m.getRepository(AssistantExchangeEntity);
      const saved = await repo.save(repo.create({ userId, ...entry }));
      await m.query(
        `DELETE FROM assistant_exchanges WHERE user_id = $1 AND id NOT IN (
           SELECT id FROM assistant_exchanges WHERE user_id = $1 ORDER BY id DESC LIMIT $2)`,
        [userId, keep],
      );
      return saved;
    });
  }
}
