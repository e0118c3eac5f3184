import type { Logger } from 'pino';
import type { Config } from './config';
import type { Database } from './db/data-source';
import { createOfflineAddressProvider, type AddressProvider } from './modules/address/address.provider';
import { ArticlesService } from './modules/articles/articles.service';
import { AuthService } from './modules/auth/auth.service';
import { ContentImportService } from './modules/content/content-import.service';
import { FeedbackService } from './modules/feedback/feedback.service';
import { AccessTokens } from './modules/auth/token.service';
import { MailService } from './modules/mail/mail.service';
import { NewsService } from './modules/news/news.service';
import { RateLimitService } from './modules/rate-limit/rate-limit.service';
import { UsersService } from './modules/users/users.service';
import { DiskStorage, type FileStorage } from './providers/file-storage';
import { outboxOnlyTransport, smtpTransport, type MailTransport } from './providers/mail-transport';

export interface ServiceOverrides {
  mailTransport?: MailTransport;
}

/** Every service of the app, built once per process and shared by GraphQL and REST. */
export function createServices(db: Database, config: Config, log: Logger, overrides: ServiceOverrides = {}) {
  const brand = { productName: config.PRODUCT_NAME, supportEmail: config.SUPPORT_EMAIL };
  const transport = overrides.mailTransport ?? (config.SMTP_URL ? smtpTransport(config.SMTP_URL) : outboxOnlyTransport);
  const mail = new MailService(db, transport, config.MAIL_FROM, log, config.publicUrl);
  const rateLimit = new RateLimitService(db);
  const tokens = new AccessTokens(config.jwtSecret, config.JWT_TTL_SECONDS);
  const auth = new AuthService({ db, mail, rateLimit, tokens, publicUrl: config.publicUrl, brand });
  const users = new UsersService(db);
  const address: AddressProvider = createOfflineAddressProvider();
  const storage: FileStorage = new DiskStorage(config.storageDir);
  const articles = new ArticlesService(db, storage);
  const news = new NewsService(db);
  const feedback = new FeedbackService(db, articles);
  const contentImport = new ContentImportService(articles, news, storage, config.PRODUCT_NAME, log);
  return { db, config, log, brand, mail, rateLimit, tokens, auth, users, address, storage, articles, news, feedback, contentImport };
}

export type Services = ReturnType<typeof createServices>;
