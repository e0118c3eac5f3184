import { In, type DataSource, type EntityManager, type EntityTarget } from 'typeorm';
import { ArticleRequestEntity } from './article-request.entity';
import { ContactMessageEntity } from './contact-message.entity';
import { ContactReplyEntity } from './contact-reply.entity';

type NewContactMessage = Pick<ContactMessageEntity, 'userId' | 'name' | 'email' | 'subject' | 'message'>;
type NewContactReply = Pick<ContactReplyEntity, 'messageId' | 'adminId' | 'body'>;
type NewArticleRequest = Pick<ArticleRequestEntity, 'userId' | 'language' | 'professionCategory' | 'topic' | 'description'>;

/** Rows of a list newest first, each with its created_at as text (microseconds survive the cursor round trip), and the count of the whole list. */
export interface NewestRows<E> {
  rows: Array<{ row: E; position: string }>;
  total: number;
}

/** The contact_messages, contact_replies and article_requests tables. */
export class AccountRepository {
  constructor(private readonly db: DataSource) {}

  /** Stores a contact message inside the caller's transaction (the mails to support go in the same one). */
  saveContactMessage(m: EntityManager, message: NewContactMessage): Promise<ContactMessageEntity> {
    const repo = m.getRepository(ContactMessageEntity);
    return repo.save(repo.create(message));
  }

  /** Up to `limit` messages, newest (created_at, then id) first, after the keyset `position`; only member `userId`'s when given. */
  contactMessages(limit: number, position: [string, number] | null, userId?: number): Promise<NewestRows<ContactMessageEntity>> {
    return this.newest(ContactMessageEntity, limit, position, false, userId);
  }

  contactMessage(id: number): Promise<ContactMessageEntity | null> {
    return this.db.getRepository(ContactMessageEntity).findOneBy({ id });
  }

  /** One answer of support, or null. */
  contactReply(id: number): Promise<ContactReplyEntity | null> {
    return this.db.getRepository(ContactReplyEntity).findOneBy({ id });
  }

  /** One article request with the requesting member, or null. */
  articleRequest(id: number): Promise<ArticleRequestEntity | null> {
    return this.db.getRepository(ArticleRequestEntity).findOne({ where: { id }, relations: { user: true } });
  }

  /** Stores support's answer inside the caller's transaction (the mail to the member goes in the same one). */
  saveContactReply(m: EntityManager, reply: NewContactReply): Promise<ContactReplyEntity> {
    const repo = m.getRepository(ContactReplyEntity);
    return repo.save(repo.create(reply));
  }

  /** The answers to the given messages, oldest first. */
  contactReplies(messageIds: number[]): Promise<ContactReplyEntity[]> {
    if (messageIds.length === 0) return Promise.resolve([]);
    return this.db.getRepository(ContactReplyEntity).find({ where: { messageId: In(messageIds) }, order: { createdAt: 'ASC', id: 'ASC' } });
  }

  saveArticleRequest(request: NewArticleRequest): Promise<ArticleRequestEntity> {
    const repo = this.db.getRepository(ArticleRequestEntity);
    return repo.save(repo.create(request));
  }

  /** Up to `limit` requests with the requesting member, newest (created_at, then id) first, after the keyset `position`. */
  articleRequests(limit: number, position: [string, number] | null): Promise<NewestRows<ArticleRequestEntity>> {
    return this.newest(ArticleRequestEntity, limit, position, true);
  }

  private async newest<E extends { id: number; createdAt: Date }>(
    entity: EntityTarget<E>,
    limit: number,
    position: [string, number] | null,
    withUser: boolean,
    userId?: number,
  ): Promise<NewestRows<E>> {
    const repo = this.db.getRepository(entity);
    const q = repo.createQueryBuilder('x').addSelect('x.created_at::text', 'x_position').where('TRUE');
    if (withUser) q.leftJoinAndSelect('x.user', 'u');
    if (userId != null) q.andWhere('x.user_id = :userId', { userId });
    if (position) q.andWhere('(x.created_at, x.id) < (CAST(:at AS timestamptz), :id)', { at: position[0], id: position[1] });
    q.orderBy('x.created_at', 'DESC').addOrderBy('x.id', 'DESC').limit(limit);
    const counted = userId != null ? repo.createQueryBuilder('x').where('x.user_id = :userId', { userId }).getCount() : repo.count();
    const [{ entities, raw }, total] = await Promise.all([q.getRawAndEntities<{ x_id: number; x_position: string }>(), counted]);
    const positions = new Map(raw.map((r) => [Number(r.x_id), r.x_position]));
    return { rows: entities.map((row) => ({ row, position: positions.get(row.id) ?? row.createdAt.toISOString() })), total };
  }
}
