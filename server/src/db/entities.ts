import { ArticleEntity } from '../modules/articles/article.entity';
import { AuthTokenEntity } from '../modules/auth/auth-token.entity';
import { FeedbackEntity } from '../modules/feedback/feedback.entity';
import { OutboxMessageEntity } from '../modules/mail/outbox-message.entity';
import { NewsItemEntity } from '../modules/news/news-item.entity';
import { RateLimitEntity } from '../modules/rate-limit/rate-limit.entity';
import { UserEntity } from '../modules/users/user.entity';

/** Every entity, listed explicitly (no globbing). Add a feature's entities here. */
export const entities = [UserEntity, AuthTokenEntity, OutboxMessageEntity, RateLimitEntity, ArticleEntity, NewsItemEntity, FeedbackEntity];
