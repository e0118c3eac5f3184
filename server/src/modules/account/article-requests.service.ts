import type { DataSource } from 'typeorm';
import { RATE_RULES } from '../rate-limit/rate-limit.rules';
import type { RateLimitService } from '../rate-limit/rate-limit.service';
import { requireAdmin } from '../users/access';
import type { UserEntity } from '../users/user.entity';
import { UsersRepository } from '../users/users.repository';
import type { ArticleRequestEntity } from './article-request.entity';
import type { ArticleRequestCommand } from './account.inputs';
import { AccountRepository } from './account.repository';
import { newestPage, type PageRequest } from './paging';
import type { ConnectionPage } from '../../graphql/connection';
import { submittedForm } from './submitter';
import type { Unparsed } from '../../validation';

/** Members ask for articles on topics they need; admins review the requests. */
export class ArticleRequestsService {
  private readonly users: UsersRepository;
  private readonly account: AccountRepository;

  constructor(private readonly deps: { db: DataSource; rateLimit: RateLimitService }) {
    this.users = new UsersRepository(deps.db);
    this.account = new AccountRepository(deps.db);
  }

  async submit(actor: UserEntity | null | undefined, input: Unparsed<ArticleRequestCommand>, forMember?: number | null): Promise<ArticleRequestEntity> {
    const { caller, member, command: form } = await submittedForm(this.users, actor, input, forMember);
    await this.deps.rateLimit.consume(RATE_RULES.articleRequestsPerUser, String(caller.id));
    const saved = await this.account.saveArticleRequest({
      userId: member.id,
      language: form.language,
      professionCategory: form.professionCategory ?? member.profession,
      topic: form.topic,
      description: form.description,
    });
    // Returned with its member, as the admin list reads it.
    saved.user = member;
    return saved;
  }

  /** One request with the requesting member, for admins (as their list shows it); null for an unknown id. */
  async one(actor: UserEntity | null | undefined, id: number): Promise<ArticleRequestEntity | null> {
    requireAdmin(actor);
    return this.account.articleRequest(id);
  }

  /** Newest first with the requesting member, a page at a time, for the admin page. */
  page(actor: UserEntity | null | undefined, request: PageRequest): Promise<ConnectionPage<ArticleRequestEntity>> {
    requireAdmin(actor);
    return newestPage(request, (limit, position) => this.account.articleRequests(limit, position));
  }
}
