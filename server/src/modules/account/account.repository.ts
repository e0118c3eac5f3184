import type { DataSource, EntityManager } from 'typeorm';
import { ArticleRequestEntity } from './article-request.entity';
import { ContactMessageEntity } from './contact-message.entity';
import { pageOf, type Page } from './paging';

type NewContactMessage = Pick<ContactMessageEntity, 'userId' | 'name' | 'email' | 'subject' | 'message'>;
type NewArticleRequest = Pick<ArticleRequestEntity, 'userId' | 'language' | 'professionCategory' | 'topic' | 'description'>;

/** The contact_messages and article_requests tables. */
export class AccountRepository {
  constructor(private readonly db: DataSource) {}

  /** Stores a contact message inside the caller's transaction (the mails to support go in the same one). */
  saveContactMessage(m: EntityManager, message: NewContactMessage): Promise<ContactMessageEntity> {
    const repo = m.getRepository(ContactMessageEntity);
    return repo.save(repo.create(message));
  }

  /** Newest first. */
  contactMessages(page?: Page): Promise<ContactMessageEntity[]> {
    return this.db.getRepository(ContactMessageEntity).find({ order: { id: 'DESC' }, ...pageOf(page) });
  }

  saveArticleRequest(request: NewArticleRequest): Promise<ArticleRequestEntity> {
    const repo = this.db.getRepository(ArticleRequestEntity);
    return repo.save(repo.create(request));
  }

  /** Newest first, with the requesting member. */
  articleRequests(page?: Page): Promise<ArticleRequestEntity[]> {
    return this.db.getRepository(ArticleRequestEntity).find({ relations: { user: true }, order: { id: 'DESC' }, ...pageOf(page) });
  }
}
