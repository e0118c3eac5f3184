import { IsNull, type DataSource, type EntityManager } from 'typeorm';
import { AppError, badInput } from '../../errors';
import { LIMITS, MESSAGES } from '../../shared/constants';
import type { MailService } from '../mail/mail.service';
import { confirmationMail, existingAccountMail, passwordResetMail } from '../mail/mail.templates';
import { RATE_RULES } from '../rate-limit/rate-limit.rules';
import type { RateLimitService } from '../rate-limit/rate-limit.service';
import { isActive } from '../users/access';
import { UserEntity } from '../users/user.entity';
import { userColumns, userFromRow } from '../users/user.row';
import { AuthTokenEntity, type AuthTokenKind } from './auth-token.entity';
import type { LoginCommand, RegisterCommand, ResetPasswordCommand } from './auth.inputs';
import { argon2Passwords, type PasswordHasher } from './passwords';
import { AccessTokens, hashToken, newEmailToken } from './token.service';

const USER_SELECT = userColumns('u');

const SIGN_IN_LIMITED = 'Too many failed sign-in attempts. Please wait 15 minutes or reset your password.';

export interface AuthDeps {
  db: DataSource;
  mail: MailService;
  rateLimit: RateLimitService;
  tokens: AccessTokens;
  publicUrl: string;
  brand: { productName: string; supportEmail: string };
  passwords?: PasswordHasher;
}

export type LoginOutcome =
  | { kind: 'ok'; accessToken: string; user: UserEntity }
  | { kind: 'subscription_required'; user: UserEntity };

export type ConfirmOutcome = { status: 'confirmed' | 'already_confirmed'; user: UserEntity };

/** Registration, confirmation, sign-in and password reset. */
export class AuthService {
  private readonly passwords: PasswordHasher;
  /** Verified against when the e-mail is unknown, so response time does not reveal which accounts exist. */
  private dummyHash: Promise<string> | null = null;

  constructor(private readonly deps: AuthDeps) {
    this.passwords = deps.passwords ?? argon2Passwords;
  }

  hashPassword(password: string): Promise<string> {
    return this.passwords.hash(password);
  }

  /**
   * The one password check behind sign-in and the pre-subscription calls (activate-free, checkout by
   * credentials). An attempt is taken on the per-address and per-e-mail failure counters before the
   * hash is touched, so parallel guesses cannot outrun the limit; a correct password gives its
   * attempt back. Unknown e-mails are checked against a dummy hash so timing reveals nothing.
   * `email` is already trimmed and lower-cased.
   */
  async checkCredentials(email: string, password: string, ip: string): Promise<UserEntity> {
    const refund = await this.deps.rateLimit.attempt(
      [
        [RATE_RULES.loginFailuresPerIp, ip],
        [RATE_RULES.loginFailuresPerEmail, email],
      ],
      SIGN_IN_LIMITED,
    );
    const user = await this.deps.db.getRepository(UserEntity).findOneBy({ email });
    const candidate = password.slice(0, 200);
    const ok = user
      ? await this.passwords.verify(user.passwordHash, candidate)
      : await this.passwords.verify(await (this.dummyHash ??= this.hashPassword('not-a-real-password')), candidate).then(() => false);
    if (!user || !ok) throw new AppError('UNAUTHENTICATED', 'Invalid credentials');
    await refund();
    await this.deps.rateLimit.clear(RATE_RULES.loginFailuresPerEmail, email);
    return user;
  }

  /**
   * Creates an unconfirmed account and mails a confirmation link. An e-mail that already has an
   * account gets a notice instead, and the caller sees the same answer either way.
   */
  async register(data: RegisterCommand, ip: string): Promise<{ email: string }> {
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
  async resendConfirmation(email: string, ip: string): Promise<void> {
    await this.deps.rateLimit.consume(RATE_RULES.resendPerIp, ip, 'Too many requests. Please try again later.');
    await this.deps.rateLimit.consume(RATE_RULES.resendPerEmail, email, 'Too many confirmation e-mails requested. Please try again later.');
    await this.deps.db.transaction(async (m) => {
      const user = await m.getRepository(UserEntity).findOneBy({ email });
      if (user && !user.emailConfirmed) await this.sendConfirmation(m, user);
    });
  }

  /** Confirms the address behind a token; a used token of a confirmed account answers already_confirmed. */
  async confirmEmail(token: string): Promise<ConfirmOutcome> {
    if (!token || token.length > 200) throw badInput(MESSAGES.confirmInvalid);
    return this.deps.db.transaction(async (m) => {
      const row = await m
        .getRepository(AuthTokenEntity)
        .createQueryBuilder('t')
        .where('t.token_hash = :hash AND t.kind = :kind', { hash: hashToken(token), kind: 'email_confirmation' })
        .setLock('pessimistic_write')
        .getOne();
      if (!row) throw badInput(MESSAGES.confirmInvalid);
      const users = m.getRepository(UserEntity);
      const user = await users.findOneByOrFail({ id: row.userId });
      if (user.emailConfirmed) return { status: 'already_confirmed', user };
      if (row.usedAt || row.expiresAt.getTime() < Date.now()) throw badInput(MESSAGES.confirmInvalid);
      await m.getRepository(AuthTokenEntity).update({ id: row.id }, { usedAt: new Date() });
      await users.update({ id: user.id }, { emailConfirmed: true, emailConfirmedAt: new Date() });
      return { status: 'confirmed', user: { ...user, emailConfirmed: true } };
    });
  }

  /** Checks the password; answers per SPEC §4 (402 subscription_required is an outcome, not an error). */
  async login({ email, password }: LoginCommand, ip: string): Promise<LoginOutcome> {
    const user = await this.checkCredentials(email, password, ip);
    if (!user.emailConfirmed) {
      throw new AppError('FORBIDDEN', 'Email not confirmed. Please check your inbox for the confirmation link.', {
        email_confirmation_required: true,
      });
    }
    if (!isActive(user)) return { kind: 'subscription_required', user };
    return { kind: 'ok', user, accessToken: await this.issueAccessToken(user) };
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

  /**
   * The user behind a bearer token, or null when the token is invalid, signed out, or revoked by a
   * password reset. One indexed statement (primary key and the revocation table's key) decides all
   * three on the database every process shares, so a revocation holds everywhere at once.
   */
  async userFromToken(token: string): Promise<UserEntity | null> {
    const claims = await this.deps.tokens.verify(token);
    if (!claims) return null;
    const rows: Array<Record<string, unknown>> = await this.deps.db.query(
      `SELECT ${USER_SELECT} FROM users u
        WHERE u.id = $1 AND u.token_version = $2 AND NOT EXISTS (SELECT 1 FROM revoked_access_tokens r WHERE r.jti = $3)`,
      [claims.userId, claims.tokenVersion, claims.jti],
    );
    return rows[0] ? userFromRow(rows[0]) : null;
  }

  /**
   * Ends the session of this token on the server: it is refused from now on, by every app process.
   * Expired revocations are dropped on the way, so the table holds only live tokens.
   */
  async logout(token: string): Promise<void> {
    const claims = await this.deps.tokens.verify(token);
    if (!claims) return;
    await this.deps.db.query('DELETE FROM revoked_access_tokens WHERE expires_at < now()');
    await this.deps.db.query(
      'INSERT INTO revoked_access_tokens (jti, user_id, expires_at) VALUES ($1, $2, $3) ON CONFLICT (jti) DO NOTHING',
      [claims.jti, claims.userId, claims.expiresAt.toISOString()],
    );
  }

  /** Mails a reset link when the account exists; answers the same either way. */
  async requestPasswordReset(email: string, ip: string): Promise<void> {
    await this.deps.rateLimit.consume(RATE_RULES.passwordResetPerIp, ip, 'Too many reset requests. Please try again later.');
    try {
      await this.deps.rateLimit.consume(RATE_RULES.passwordResetPerIpAndEmail, `${ip}|${email}`);
    } catch {
      return; // silently drop: do not reveal or spam
    }
    await this.deps.db.transaction(async (m) => {
      const user = await m.getRepository(UserEntity).findOneBy({ email });
      if (!user) return;
      const token = await this.issueToken(m, user.id, 'password_reset', LIMITS.passwordResetTtlMinutes * 60);
      await this.deps.mail.enqueue(user.email, passwordResetMail(this.deps.brand, user.firstName, `${this.deps.publicUrl}/reset-password/${token}`), m);
    });
  }

  private async validResetToken(m: EntityManager, token: string, lock: boolean): Promise<AuthTokenEntity> {
    if (!token || token.length > 200) throw badInput(MESSAGES.resetInvalid);
    const q = m
      .getRepository(AuthTokenEntity)
      .createQueryBuilder('t')
      .where('t.token_hash = :hash AND t.kind = :kind', { hash: hashToken(token), kind: 'password_reset' });
    const row = await (lock ? q.setLock('pessimistic_write') : q).getOne();
    if (!row || row.usedAt || row.expiresAt.getTime() < Date.now()) throw badInput(MESSAGES.resetInvalid);
    return row;
  }

  async verifyResetToken(token: string): Promise<{ email: string; userName: string }> {
    const row = await this.validResetToken(this.deps.db.manager, token, false);
    const user = await this.deps.db.getRepository(UserEntity).findOneByOrFail({ id: row.userId });
    return { email: user.email, userName: `${user.firstName} ${user.lastName}` };
  }

  /**
   * Counts a password-reset attempt from `ip` and hands back the step that sets the new password. The
   * attempt is counted before the caller judges the form, so a throttled address is refused whatever it
   * sent, and a form with a bad password still uses up an attempt.
   */
  async startPasswordReset(ip: string): Promise<(command: ResetPasswordCommand) => Promise<void>> {
    await this.deps.rateLimit.consume(RATE_RULES.resetPasswordPerIp, ip, 'Too many reset attempts. Please try again later.');
    return (command) => this.resetPassword(command);
  }

  /**
   * Sets a new password, uses up the token and signs out every existing session. The token is checked
   * before the (deliberately slow) hash, so unknown tokens answer at once.
   */
  private async resetPassword({ token, newPassword }: ResetPasswordCommand): Promise<void> {
    await this.validResetToken(this.deps.db.manager, token, false);
    const hash = await this.hashPassword(newPassword);
    await this.deps.db.transaction(async (m) => {
      const row = await this.validResetToken(m, token, true);
      await m.getRepository(AuthTokenEntity).update({ id: row.id }, { usedAt: new Date() });
      await m.query('UPDATE users SET password_hash = $1, token_version = token_version + 1, updated_at = now() WHERE id = $2', [hash, row.userId]);
    });
  }
}
