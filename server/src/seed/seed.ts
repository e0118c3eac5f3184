import { PATHS } from '../paths';
import type { Services } from '../services';
import { UsersRepository } from '../modules/users/users.repository';
import { DEMO_ACCOUNTS } from './demo-accounts';
import { seedBilling } from '../modules/billing/billing.seed';
import { seedDemoHistory } from './demo-history';

/** A seeding step of a feature (articles, news, …); runs once on an empty database, in order. */
export type SeedStep = (services: Services) => Promise<void>;

/** Imports the shipped library (content/articles, content/news) and generates its PDFs. */
async function seedLibrary(services: Services): Promise<void> {
  const report = await services.contentImport.importFolder(PATHS.content);
  if (report.errors.length) throw new Error(`content files are invalid:\n${report.errors.map((e) => `  ${e.file}: ${e.message}`).join('\n')}`);
  const failing = report.banks.flatMap((b) => b.failures.map((f) => `${b.slug}#${f.id}: ${f.failures.map((x) => x.message).join('; ')}`));
  // Items the gate holds back stay drafts; the rest of the library is usable, so this is reported, not fatal.
  if (failing.length) services.log.warn({ items: failing }, 'question bank items held back as drafts');
}

/** Content steps, added by features. */
export const seedSteps: Array<{ name: string; run: SeedStep }> = [
  { name: 'library content', run: seedLibrary },
  { name: 'billing (discount codes, sandbox billing accounts)', run: seedBilling },
  { name: 'demo history (three years of completions and outside activities)', run: (services) => seedDemoHistory(services) },
];

/** Creates the demo accounts (and runs every content step) when the database has no users yet. */
export async function seedIfEmpty(services: Services): Promise<boolean> {
  if ((await new UsersRepository(services.db).count()) > 0) return false;
  await seedDemoAccounts(services);
  for (const step of seedSteps) {
    await step.run(services);
    services.log.info(`seeded ${step.name}`);
  }
  const lines = DEMO_ACCOUNTS.map((a) => `  ${a.email.padEnd(32)} ${a.password.padEnd(22)} ${a.isAdmin ? 'admin' : (a.plan ?? 'no subscription')}`);
  services.log.info(`demo accounts (e-mail, password, plan):\n${lines.join('\n')}`);
  return true;
}

export async function seedDemoAccounts(services: Services): Promise<void> {
  const repo = new UsersRepository(services.db);
  for (const a of DEMO_ACCOUNTS) {
    const started = new Date();
    started.setUTCMonth(started.getUTCMonth() - a.monthsSubscribed);
    await repo.insert({
      email: a.email,
      passwordHash: await services.auth.hashPassword(a.password),
      firstName: a.firstName,
      lastName: a.lastName,
      emailConfirmed: true,
      emailConfirmedAt: new Date(),
      isAdmin: a.isAdmin,
      subscriptionStatus: a.plan ? 'active' : 'inactive',
      subscriptionPlan: a.plan,
      subscriptionStartedAt: a.plan ? started : null,
      profession: a.profession,
      secondaryProfession: a.secondaryProfession,
      company: 'Leerpunt Demo B.V.',
      jobTitle: a.isAdmin ? 'Platform administrator' : 'Senior ' + a.profession,
      country: 'Netherlands',
      address: 'Keizersgracht 123',
      city: 'Amsterdam',
      state: 'North Holland',
      postalCode: '1015 CJ',
      phone: '612345678',
      phoneCountryCode: '+31',
      termsAcceptedAt: new Date(),
      privacyAcceptedAt: new Date(),
    });
  }
}
