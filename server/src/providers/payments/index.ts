import type { Logger } from 'pino';
import type { Config } from '../../config';
import type { PaymentProvider } from './payment-provider';
import { SandboxPaymentProvider, type SandboxPortalStore } from './sandbox.provider';
import { StripePaymentProvider } from './stripe.provider';

export * from './payment-provider';
export { SandboxPaymentProvider, type SandboxPortalStore } from './sandbox.provider';
export { StripePaymentProvider } from './stripe.provider';

/** Stripe when STRIPE_SECRET_KEY is set, otherwise the sandbox served by the app (TEST MODE). */
export function createPaymentProvider(config: Config, sandboxPortals: SandboxPortalStore, log: Logger): PaymentProvider {
  if (config.STRIPE_SECRET_KEY) {
    if (!config.STRIPE_WEBHOOK_SECRET) log.warn('STRIPE_WEBHOOK_SECRET is not set: Stripe webhooks will be refused');
    return new StripePaymentProvider({
      secretKey: config.STRIPE_SECRET_KEY,
      webhookSecret: config.STRIPE_WEBHOOK_SECRET ?? null,
      host: config.STRIPE_API_HOST,
      port: config.STRIPE_API_PORT,
      protocol: config.STRIPE_API_PROTOCOL,
      automaticTax: config.STRIPE_AUTOMATIC_TAX === 'true',
      log,
    });
  }
  if (config.isProduction) {
    log.warn(
      'payments run on the sandbox provider (TEST MODE): anyone can activate a paid plan with the test card. Set STRIPE_SECRET_KEY to take real payments.',
    );
  }
  return new SandboxPaymentProvider(sandboxPortals, () => config.publicUrl);
}
