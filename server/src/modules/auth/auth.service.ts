import argon2 from 'argon2';
import { IsNull, type DataSource, type EntityManager } from 'typeorm';
import { AppError, badInput } from '../../errors';
import { LIMITS } from '../../shared/constants';
import type { MailService } from '../mail/mail.service';
import { confirmationMail, existingAccountMail, passwordResetMail } from '../mail/mail.templates';
import { RATE_RULES } from '../rate-limit/rate-limit.rules';
import type { RateLimitService } from '../rate-limit/rate-limit.service';
import { isActive } from '../users/access';
import { UserEntity } from '../users/user.entity';
import { AuthTokenEntity, type AuthTokenKind } from './auth-token.entity';
import { emailSchema, parseInput, passwordSchema, registerSchema } from './auth.validation';
import { AccessTokens, hashToken, newEmailToken } from './token.service';

const ARGON2_OPTIONS = { type: argon2.argon2id, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;
/** Verified against when the e-mail is unknown, so response time does not reveal which accounts exist. */
let dummyHash: Promise<string> | null = null;

export interface AuthDeps {
  db: DataSource;
  mail: MailService;
  rateLimit: RateLimitService;
  tokens: AccessTokens;
  publicUrl: string;
  brand: { productName: string; supportEmail: string };
}

export type LoginOutcome =
  | { kind: 'ok'; accessToken: string; user: UserEntity }
  | { kind: 'subscription_required'; user: UserEntity };

export type ConfirmOutcome = { status: 'confirmed' | 'already_confirmed'; user: UserEntity };

/** Registration, confirmation, sign-in and password reset. */
export class AuthService {
  constructor(private readonly deps: AuthDeps) {}

  hashPassword(password: string): Promise<string> {
    return argon2.hash(password, ARGON2_OPTIONS);
  }

  /**
   * Creates an unconfirmed account and mails a confirmation link. An e-mail that already has an
   * account gets a notice instead, and the caller sees the same answer either way.
   */
  async register(input: unknown, ip: string): Promise<{ email: string }> {
    const data = parseInput(registerSchema, input);
    await this.deps.rateLimit.consume(RATE_RULES.registerPerIp, ip, 'Too many registrations from this address. Please try again later.');
    const passwordHash = await this.hashPassword(data.password);
    await this.deps.db.transaction(async (m) => {
      const users = m.getRepository(UserEntity);
      const inserted: Array<{ id: number }> = await m.query(
        `INSERT INTO users (email, password_hash, first_name, last_name, profession, secondary_profession, company, job_title,
           country, address, city, state, postal_code, phone, phone_country_code, license_number, chosen_plan, terms_accepted_at, privacy_accepted_at)
         VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17, now(), now())
         ON CONFLICT (email) DO NOTHING RETURNING id`,
        [
          data.email, passwordHash, data.firstName, data.lastName, data.profession, data.secondaryProfession, data.company,
          data.jobTitle, data.country, data.address, data.city, data.state, data.postalCode, data.phone,
          data.phoneCountryCode, data.licenseNumber, data.plan ?? null,
        ],
      );
      if (inserted[0]) {
        const user = await users.findOneByOrFail({ id: inserted[0].id });
        await this.sendConfirmation(m, user);
      } else {
        const existing = await users.findOneByOrFail({ email: data.email });
        await this.deps.mail.enqueue(existing.email, existingAccountMail(this.deps.brand, existing.firstName, `${this.deps.publicUrl}/login`), m);
      }
    });
    return { email: data.email };
  }

  private async sendConfirmation(m: EntityManager, user: UserEntity): Promise<void> {
    const token = await this.issueToken(m, user.id, 'email_confirmation', LIMITS.emailConfirmationTtlHours * 3600);
    const url = `${this.deps.publicUrl}/confirm/${token}`;
    await this.deps.mail.enqueue(user.email, confirmationMail(this.deps.brand, user.firstName, url), m);
  }

  private async issueToken(m: EntityManager, userId: number, kind: AuthTokenKind, ttlSeconds: number): Promise<string> {
    const { token, hash } = newEmailToken();
    const repo = m.getRepository(AuthTokenEntity);
    // A new link replaces any earlier unused one of the same kind.
    await repo.update({ userId, kind, usedAt: IsNull() }, { usedAt: new Date() });
    await repo.insert({ userId, kind, tokenHash: hash, expiresAt: new Date(Date.now() + ttlSeconds * 1000) });
    return token;
  }

  /** Sends a new confirmation link; answers the same whether or not the e-mail has an unconfirmed account. */
  async resendConfirmation(rawEmail: unknown, ip: string): Promise<void> {
    const email = parseInput(emailSchema, rawEmail);
    await this.deps.rateLimit.consume(RATE_RULES.resendPerIp, ip, 'Too many requests. Please try again later.');
    await this.deps.rateLimit.consume(RATE_RULES.resendPerEmail, email, 'Too many confirmation e-mails requested. Please try again later.');
    await this.deps.db.transaction(async (m) => {
      const user = await m.getRepository(UserEntity).findOneBy({ email });
      if (user && !user.emailConfirmed) await this.sendConfirmation(m, user);
    });
  }

  /** Confirms the address behind a token; a used token of a confirmed account answers already_confirmed. */
  async confirmEmail(token: string): Promise<ConfirmOutcome> {
    if (!token || token.length > 200) throw badInput('Invalid or expired confirmation link');
    return this.deps.db.transaction(async (m) => {
      const row = await m
        .getRepository(AuthTokenEntity)
        .createQueryBuilder('t')
        .where('t.token_hash = :hash AND t.kind = :kind', { hash: hashToken(token), kind: 'email_confirmation' })
        .setLock('pessimistic_write')
        .getOne();
      if (!row) throw badInput('Invalid or expired confirmation link');
      const users = m.getRepository(UserEntity);
      const user = await users.findOneByOrFail({ id: row.userId });
      if (user.emailConfirmed) return { status: 'already_confirmed', user };
      if (row.usedAt || row.expiresAt.getTime() < Date.now()) throw badInput('Invalid or expired confirmation link');
      await m.getRepository(AuthTokenEntity).update({ id: row.id }, { usedAt: new Date() });
      await users.update({ id: user.id }, { emailConfirmed: true, emailConfirmedAt: new Date() });
      return { status: 'confirmed', user: { ...user, emailConfirmed: true } };
    });
  }

  /** Checks the password; answers per SPEC §4 (402 subscription_required is an outcome, not an error). */
  async login(input: { email?: unknown; password?: unknown }, ip: string): Promise<LoginOutcome> {
    if (typeof input.email !== 'string' || !input.email.trim()) throw badInput('Email is required');
    if (typeof input.password !== 'string' || !input.password) throw badInput('Password is required');
    const email = input.email.trim().toLowerCase().slice(0, 254);
    const limited = 'Too many failed sign-in attempts. Please wait 15 minutes or reset your password.';
    await this.deps.rateLimit.assertBelow(RATE_RULES.loginFailuresPerIp, ip, limited);
    await this.deps.rateLimit.assertBelow(RATE_RULES.loginFailuresPerEmail, email, limited);

    const user = await this.deps.db.getRepository(UserEntity).findOneBy({ email });
    const ok = user
      ? await argon2.verify(user.passwordHash, input.password.slice(0, 200))
      : await argon2.verify(await (dummyHash ??= this.hashPassword('not-a-real-password')), input.password.slice(0, 200)).then(() => false);
    if (!user || !ok) {
      await this.deps.rateLimit.hit(RATE_RULES.loginFailuresPerIp, ip);
      await this.deps.rateLimit.hit(RATE_RULES.loginFailuresPerEmail, email);
      throw new AppError('UNAUTHENTICATED', 'Invalid credentials');
    }
    await this.deps.rateLimit.clear(RATE_RULES.loginFailuresPerEmail, email);
    if (!user.emailConfirmed) {
      throw new AppError('FORBIDDEN', 'Email not confirmed. Please check your inbox for the confirmation link.', {
        email_confirmation_required: true,
      });
    }
    if (!isActive(user)) return { kind: 'subscription_required', user };
    return { kind: 'ok', user, accessToken: await this.issueAccessToken(user) };
  }

  /** Checks credentials only (used by the checkout hand-off before a subscription exists). */
  async verifyCredentials(email: unknown, password: unknown): Promise<UserEntity> {
    if (typeof email !== 'string' || typeof password !== 'string') throw new AppError('UNAUTHENTICATED', 'Invalid credentials');
    const user = await this.deps.db.getRepository(UserEntity).findOneBy({ email: email.trim().toLowerCase() });
    if (!user || !(await argon2.verify(user.passwordHash, password.slice(0, 200)))) throw new AppError('UNAUTHENTICATED', 'Invalid credentials');
    if (!user.emailConfirmed) throw new AppError('FORBIDDEN', 'Email not confirmed', { email_confirmation_required: true });
    return user;
  }

  issueAccessToken(user: Pick<UserEntity, 'id' | 'tokenVersion'>): Promise<string> {
    return this.deps.tokens.sign({ userId: user.id, tokenVersion: user.tokenVersion });
  }

  /** The read-only CPD-record token a member without an active plan receives with the 402 answer. */
  issueRecordToken(user: Pick<UserEntity, 'id' | 'tokenVersion'>): Promise<string> {
    return this.deps.tokens.signRecord({ userId: user.id, tokenVersion: user.tokenVersion });
  }

  /** The user behind a CPD-record token, or null. */
  async userFromRecordToken(token: string): Promise<UserEntity | null> {
    const claims = await this.deps.tokens.verifyRecord(token);
    if (!claims) return null;
    const user = await this.deps.db.getRepository(UserEntity).findOneBy({ id: claims.userId });
    return user && user.tokenVersion === claims.tokenVersion ? user : null;
  }

  /** The user behind a bearer token, or null when the token is invalid or was revoked by a password reset. */
  async userFromToken(token: string): Promise<UserEntity | null> {
    const claims = await this.deps.tokens.verify(token);
    if (!claims) return null;
    const user = await this.deps.db.getRepository(UserEntity).findOneBy({ id: claims.userId });
    return user && user.tokenVersion === claims.tokenVersion ? user : null;
  }

  /** Mails a reset link when the account exists; answers the same either way. */
  async requestPasswordReset(rawEmail: unknown, ip: string): Promise<void> {
    const email = parseInput(emailSchema, rawEmail);
    await this.deps.rateLimit.consume(RATE_RULES.passwordResetPerIp, ip, 'Too many reset requests. Please try again later.');
    const { count } = await this.deps.rateLimit.hit(RATE_RULES.passwordResetPerEmail, email);
    if (count > RATE_RULES.passwordResetPerEmail.limit) return; // silently drop: do not reveal or spam
    await this.deps.db.transaction(async (m) => {
      const user = await m.getRepository(UserEntity).findOneBy({ email });
      if (!user) return;
      const token = await this.issueToken(m, user.id, 'password_reset', LIMITS.passwordResetTtlMinutes * 60);
      await this.deps.mail.enqueue(user.email, passwordResetMail(this.deps.brand, user.firstName, `${this.deps.publicUrl}/reset-password/${token}`), m);
    });
  }

  private async validResetToken(m: EntityManager, token: string, lock: boolean): Promise<AuthTokenEntity> {
    if (!token || token.length > 200) throw badInput('Invalid or expired reset link');
    const q = m
      .getRepository(AuthTokenEntity)
      .createQueryBuilder('t')
      .where('t.token_hash = :hash AND t.kind = :kind', { hash: hashToken(token), kind: 'password_reset' });
    const row = await (lock ? q.setLock('pessimistic_write') : q).getOne();
    if (!row || row.usedAt || row.expiresAt.getTime() < Date.now()) throw badInput('Invalid or expired reset link');
    return row;
  }

  async verifyResetToken(token: string): Promise<{ email: string; userName: string }> {
    const row = await this.validResetToken(this.deps.db.manager, token, false);
    const user = await this.deps.db.getRepository(UserEntity).findOneByOrFail({ id: row.userId });
    return { email: user.email, userName: `${user.firstName} ${user.lastName}` };
  }

  /** Sets a new password, uses up the token and signs out every existing session. */
  async resetPassword(token: string, password: unknown): Promise<void> {
    const newPassword = parseInput(passwordSchema, password);
    const hash = await this.hashPassword(newPassword);
    await this.deps.db.transaction(async (m) => {
      const row = await this.validResetToken(m, token, true);
      await m.getRepository(AuthTokenEntity).update({ id: row.id }, { usedAt: new Date() });
      await m.query('UPDATE users SET password_hash = $1, token_version = token_version + 1, updated_at = now() WHERE id = $2', [hash, row.userId]);
    });
  }
}
