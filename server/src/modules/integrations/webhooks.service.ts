import { randomBytes } from 'node:crypto';
import { conflict, notFound } from '../../errors';
import { idOrderedPage, type ConnectionPage } from '../../graphql/connection';
import { requireAdmin } from '../users/access';
import type { UserEntity } from '../users/user.entity';
import type { IntegrationDeliveryService } from './integration-delivery.service';
import type { CreateWebhookCommand } from './integrations.inputs';
import type { DeliveryRow, IntegrationsRepository } from './integrations.repository';
import type { SecretBox } from './secret-box';
import type { WebhookSubscriptionEntity } from './webhook-subscription.entity';

/** More than any deployment's partners need; a bound on what a mistaken script can create. */
export const WEBHOOK_SUBSCRIPTIONS_MAX = 200;

/** A signing secret in the Standard Webhooks format: whsec_ and 32 random bytes in base64. */
export const newSigningSecret = () => `whsec_${randomBytes(32).toString('base64')}`;

/** Admins: partners' webhook subscriptions and their deliveries. */
export class WebhooksService {
  constructor(
    private readonly repo: IntegrationsRepository,
    private readonly secrets: SecretBox,
    private readonly delivery: Pick<IntegrationDeliveryService, 'kick'>,
  ) {}

  /** Registers a subscription; the signing secret is returned this once and stored only encrypted. */
  async create(actor: UserEntity | null, cmd: CreateWebhookCommand): Promise<{ subscription: WebhookSubscriptionEntity; signingSecret: string }> {
    requireAdmin(actor);
    if ((await this.repo.countSubscriptions()) >= WEBHOOK_SUBSCRIPTIONS_MAX) throw conflict(`At most ${WEBHOOK_SUBSCRIPTIONS_MAX} webhook subscriptions`);
    const signingSecret = newSigningSecret();
    const subscription = await this.repo.createSubscription({ ...cmd, secretEncrypted: this.secrets.seal(signingSecret) });
    return { subscription, signingSecret };
  }

  list(actor: UserEntity | null): Promise<WebhookSubscriptionEntity[]> {
    requireAdmin(actor);
    return this.repo.subscriptions(WEBHOOK_SUBSCRIPTIONS_MAX);
  }

  /** One subscription, for admins (as list shows it); null for an unknown id. */
  findSubscription(actor: UserEntity | null, id: number): Promise<WebhookSubscriptionEntity | null> {
    requireAdmin(actor);
    return this.repo.subscription(id);
  }

  /** One delivery, for admins (as deliveries shows it); null for an unknown id. */
  findDelivery(actor: UserEntity | null, id: number): Promise<DeliveryRow | null> {
    requireAdmin(actor);
    return this.repo.delivery(id);
  }

  /** Deliveries, newest first, a page at a time; optionally of one subscription. */
  async deliveries(
    actor: UserEntity | null,
    args: { first?: number | null; after?: string | null; subscriptionId: number | null },
  ): Promise<ConnectionPage<DeliveryRow>> {
    requireAdmin(actor);
    return idOrderedPage(args, (beforeId, limit) => this.repo.deliveries({ subscriptionId: args.subscriptionId, beforeId }, limit));
  }

  /** Sends a delivery again (a fresh round of attempts), whatever became of it; one being sent now is refused. */
  async replay(actor: UserEntity | null, deliveryId: number): Promise<DeliveryRow> {
    requireAdmin(actor);
    if (!(await this.repo.requeue(deliveryId))) {
      if (!(await this.repo.delivery(deliveryId))) throw notFound('Delivery not found');
      throw conflict('The delivery is being sent right now; try again in a minute');
    }
    this.delivery.kick();
    return (await this.repo.delivery(deliveryId))!;
  }
}
