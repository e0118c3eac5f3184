import type { Logger } from 'pino';
import type { Config } from './config';
import type { Database } from './db/data-source';
import { createOfflineAddressProvider, type AddressProvider } from './modules/address/address.provider';
import { AuthService } from './modules/auth/auth.service';
import { AccessTokens } from './modules/auth/token.service';
import { MailService } from './modules/mail/mail.service';
import { RateLimitService } from './modules/rate-limit/rate-limit.service';
import { UsersService } from './modules/users/users.service';
import { BillingService } from './modules/billing/billing.service';
import { DiscountService } from './modules/billing/discount.service';
import { PaymentEventsService } from './modules/billing/payment-events.service';
import { SandboxCheckoutService } from './modules/billing/sandbox.service';
import { createPaymentProvider, SandboxPaymentProvider, type PaymentProvider } from './providers/payments';
import { outboxOnlyTransport, smtpTransport, type MailTransport } from './providers/mail-transport';

export interface ServiceOverrides {
  mailTransport?: MailTransport;
  payments?: PaymentProvider;
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
  const payments = overrides.payments ?? createPaymentProvider(config, db, log);
  const publicUrl = () => config.publicUrl;
  const priceIds = () => ({ professional: config.STRIPE_PRICE_PROFESSIONAL, professionalMonthly: config.STRIPE_PRICE_MONTHLY });
  const discounts = new DiscountService(db, rateLimit, priceIds);
  const paymentEvents = new PaymentEventsService({ db, mail, payments, log, brand, publicUrl, priceIds });
  const billing = new BillingService({ db, auth, rateLimit, payments, discounts, events: paymentEvents, log, publicUrl, supportEmail: config.SUPPORT_EMAIL, priceIds });
  const sandbox = new SandboxCheckoutService(db, payments instanceof SandboxPaymentProvider ? payments : null, paymentEvents);
  return { db, config, log, brand, mail, rateLimit, tokens, auth, users, address, payments, discounts, paymentEvents, billing, sandbox };
}

export type Services = ReturnType<typeof createServices>;
