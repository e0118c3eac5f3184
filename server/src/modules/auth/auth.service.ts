import type { DataSource, EntityManager } from 'typeorm';
import { AppError, badInput, conflict } from '../../errors';
import { LIMITS } from '@leerpunt/shared/limits';
import { MESSAGES } from '@leerpunt/shared/messages';
import type { MailService } from '../mail/mail.service';
import { confirmationMail, emailChangeMail, emailChangeNoticeMail, emailChangeTakenMail, existingAccountMail, passwordResetMail } from '../mail/mail.templates';
import { RATE_RULES } from '../rate-limit/rate-limit.rules';
import type { RateLimitService } from '../rate-limit/rate-limit.service';
import { isActive } from '../users/access';
import type { UserEntity } from '../users/user.entity';
import { UsersRepository } from '../users/users.repository';
import type { AuthTokenEntity, AuthTokenKind } from './auth-token.entity';
import type { LoginCommand, RegisterCommand, ResetPasswordCommand } from './auth.inputs';
import { AuthRepository } from './auth.repository';
import { argon2Passwords, type PasswordHasher } from './passwords';
import { maskEmail } from './mask-email';
import { AccessTokens, hashToken, newEmailToken } from './token.service';

const SIGN_IN_LIMITED = 'Too many failed sign-in attempts. Please wait 15 minutes or reset your password.';

/** How long the link that confirms a new e-mail address works. */
export const EMAIL_CHANGE_TTL_HOURS = 24;

export const EMAIL_CHANGE_MESSAGES = {
  wrongPassword: 'The password is not correct.',
  sameAddress: 'This is already the e-mail address of your account.',
  sent: 'We sent a confirmation link to the new address. Your e-mail address changes when you open it (within 24 hours).',
  invalidLink: 'This link is invalid or has expired. Please ask for a new one in your account.',
  taken: 'This e-mail address is now used by another account. Your e-mail address has not changed.',
  changed: 'Your e-mail address has been changed. Use the new address to sign in from now on.',
  rateLimited: 'Too many e-mail change requests. Please try again later.',
} as const;

export interface AuthDeps {
  db: DataSource;
  mail: MailService;
  rateLimit: RateLimitService;
  tokens: AccessTokens;
  publicUrl: string;
  brand: { productName: string; supportEmail: string };
  passwords?: PasswordHasher;
}

export type LoginOutcome = { kind: 'ok'; accessToken: string; user: UserEntity } | { kind: 'subscription_required'; user: UserEntity };

export type ConfirmOutcome = { status: 'confirmed' | 'already_confirmed'; user: UserEntity };

/** Registration, confirmation, sign-in and password reset. */
export class AuthService {
  private readonly passwords: PasswordHasher;
  private readonly users: UsersRepository;
  private readonly repo: AuthRepository;
  /** Verified against when the e-mail is unknown, so response time does not reveal which accounts exist. */
  private dummyHash: Promise<string> | null = null;

  constructor(private readonly deps: AuthDeps) {
    this.passwords = deps.passwords ?? argon2Passwords;
    this.users = new UsersRepository(deps.db);
    this.repo = new AuthRepository(deps.db);
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
    const user = await this.users.byEmail(email);
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
   * Asks a signed-in member for their password again before something that cannot be taken back (their data
   * leaving, their address changing, their account going). Counts on the sign-in failure limits; a wrong password
   * is a form error on `password`, not a signed-out session.
   */
  async reauthenticate(user: Pick<UserEntity, 'email'>, password: string, ip: string): Promise<void> {
    try {
      await this.checkCredentials(user.email, password, ip);
    } catch (error) {
      if (error instanceof AppError && error.code === 'UNAUTHENTICATED') {
        throw badInput(EMAIL_CHANGE_MESSAGES.wrongPassword, { fields: { password: EMAIL_CHANGE_MESSAGES.wrongPassword } });
      }
      throw error;
    }
  }

  /**
   * Starts moving the member's account to `newEmail`: a link to the new address (through the outbox), a notice
   * with the new address masked to the current one; nothing changes until the link is opened. An address that
   * already has an account gets a notice instead of a link, and the member hears the same either way, as at
   * registration.
   */
  async requestEmailChange(user: UserEntity, command: { newEmail: string; password: string }, ip: string): Promise<{ message: string }> {
    await this.deps.rateLimit.consume(RATE_RULES.emailChangePerUser, String(user.id), EMAIL_CHANGE_MESSAGES.rateLimited);
    if (command.newEmail === user.email.toLowerCase()) {
      throw badInput(EMAIL_CHANGE_MESSAGES.sameAddress, { fields: { newEmail: EMAIL_CHANGE_MESSAGES.sameAddress } });
    }
    await this.reauthenticate(user, command.password, ip);
    const { brand, publicUrl } = this.deps;
    await this.deps.db.transaction(async (m) => {
      const taken = await this.users.byEmail(command.newEmail, m);
      if (taken) {
        await this.deps.mail.enqueue(command.newEmail, emailChangeTakenMail(brand, `${publicUrl}/login`), m);
      } else {
        const token = await this.issueToken(m, user.id, 'email_change', EMAIL_CHANGE_TTL_HOURS * 3600, command.newEmail);
        await this.deps.mail.enqueue(command.newEmail, emailChangeMail(brand, `${publicUrl}/confirm-email-change/${token}`, EMAIL_CHANGE_TTL_HOURS), m);
      }
      await this.deps.mail.enqueue(user.email, emailChangeNoticeMail(brand, maskEmail(command.newEmail), `${publicUrl}/help`), m);
    });
    return { message: EMAIL_CHANGE_MESSAGES.sent };
  }

  /** Opens an e-mail change link: the account takes the new address, once, before the link expires. */
  async confirmEmailChange(token: string): Promise<UserEntity> {
    try {
      return await this.deps.db.transaction(async (m) => {
        const row = await this.repo.tokenByHash(m, hashToken(token), 'email_change', true);
        if (!row || row.usedAt || row.expiresAt.getTime() < Date.now() || !row.newEmail) throw badInput(EMAIL_CHANGE_MESSAGES.invalidLink);
        await this.repo.markTokenUsed(m, row.id);
        if (await this.users.byEmail(row.newEmail, m)) throw conflict(EMAIL_CHANGE_MESSAGES.taken);
        await this.users.changeEmail(m, row.userId, row.newEmail);
        return this.users.byIdOrFail(row.userId, m);
      });
    } catch (error) {
      // Another account took the address between the check and the write.
      if ((error as { code?: string }).code === '23505') throw conflict(EMAIL_CHANGE_MESSAGES.taken);
      throw error;
    }
  }

  /**
   * Creates an unconfirmed account and mails a confirmation link. An e-mail that already has an
   * account gets a notice instead, and the caller sees the same answer either way.
   */
  async register(data: RegisterCommand, ip: string): Promise<{ email: string }> {
    await this.deps.rateLimit.consume(RATE_RULES.registerPerIp, ip, 'Too many registrations from this address. Please try again later.');
    const passwordHash = await this.hashPassword(data.password);
    await this.deps.db.transaction(async (m) => {
      const insertedId = await this.users.insertIfNew(m, {
        email: data.email,
        passwordHash,
        firstName: data.firstName,
        lastName: data.lastName,
        profession: data.profession,
        secondaryProfession: data.secondaryProfession,
        company: data.company,
        jobTitle: data.jobTitle,
        country: data.country,
        address: data.address,
        city: data.city,
        state: data.state,
        postalCode: data.postalCode,
        phone: data.phone,
        phoneCountryCode: data.phoneCountryCode,
        licenseNumber: data.licenseNumber,
        chosenPlan: data.plan ?? null,
      });
      if (insertedId !== null) {
        const user = await this.users.byIdOrFail(insertedId, m);
        await this.sendConfirmation(m, user);
      } else {
        const existing = await this.users.byEmailOrFail(data.email, m);
        await this.deps.mail.enqueue(existing.email, existingAccountMail(this.deps.brand, `${this.deps.publicUrl}/login`), m);
      }
    });
    return { email: data.email };
  }

  /** Queues a new confirmation link for `user` in the caller's transaction; the link replaces any earlier one. Sent after commit. */
  async sendConfirmation(m: EntityManager, user: Pick<UserEntity, 'id' | 'email' | 'firstName'>): Promise<void> {
    const token = await this.issueToken(m, user.id, 'email_confirmation', LIMITS.emailConfirmationTtlHours * 3600);
    const url = `${this.deps.publicUrl}/confirm/${token}`;
    await this.deps.mail.enqueue(user.email, confirmationMail(this.deps.brand, url), m);
  }

  private async issueToken(m: EntityManager, userId: number, kind: AuthTokenKind, ttlSeconds: number, newEmail: string | null = null): Promise<string> {
    const { token, hash } = newEmailToken();
    // A new link replaces any earlier unused one of the same kind.
    await this.repo.replaceToken(m, userId, kind, hash, new Date(Date.now() + ttlSeconds * 1000), newEmail);
    return token;
  }

  /** Sends a new confirmation link; answers the same whether or not the e-mail has an unconfirmed account. */
  async resendConfirmation(email: string, ip: string): Promise<void> {
    await this.deps.rateLimit.consume(RATE_RULES.resendPerIp, ip, 'Too many requests. Please try again later.');
    await this.deps.rateLimit.consume(RATE_RULES.resendPerEmail, email, 'Too many confirmation e-mails requested. Please try again later.');
    await this.deps.db.transaction(async (m) => {
      const user = await this.users.byEmail(email, m);
      if (user && !user.emailConfirmed) await this.sendConfirmation(m, user);
    });
  }

  /** Confirms the address behind a token; a used token of a confirmed account answers already_confirmed. */
  async confirmEmail(token: string): Promise<ConfirmOutcome> {
    if (!token || token.length > 200) throw badInput(MESSAGES.confirmInvalid);
    return this.deps.db.transaction(async (m) => {
      const row = await this.repo.tokenByHash(m, hashToken(token), 'email_confirmation', true);
      if (!row) throw badInput(MESSAGES.confirmInvalid);
      const user = await this.users.byIdOrFail(row.userId, m);
      if (user.emailConfirmed) return { status: 'already_confirmed', user };
      if (row.usedAt || row.expiresAt.getTime() < Date.now()) throw badInput(MESSAGES.confirmInvalid);
      await this.repo.markTokenUsed(m, row.id);
      await this.users.markEmailConfirmed(m, user.id, new Date());
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
    const user = await this.users.byId(claims.userId);
    return user && user.tokenVersion === claims.tokenVersion ? user : null;
  }

  /** The user behind a bearer token, or null when the token is invalid, signed out, or revoked by a password reset. */
  async userFromToken(token: string): Promise<UserEntity | null> {
    const claims = await this.deps.tokens.verify(token);
    if (!claims) return null;
    return this.repo.sessionUser(claims.userId, claims.tokenVersion, claims.jti);
  }

  /** Ends the session of this token on the server: it is refused from now on, by every app process. */
  async logout(token: string): Promise<void> {
    const claims = await this.deps.tokens.verify(token);
    if (!claims) return;
    await this.repo.revoke(claims.jti, claims.userId, claims.expiresAt);
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
      const user = await this.users.byEmail(email, m);
      if (!user) return;
      const token = await this.issueToken(m, user.id, 'password_reset', LIMITS.passwordResetTtlMinutes * 60);
      await this.deps.mail.enqueue(user.email, passwordResetMail(this.deps.brand, `${this.deps.publicUrl}/reset-password/${token}`), m);
    });
  }

  private async validResetToken(m: EntityManager, token: string, lock: boolean): Promise<AuthTokenEntity> {
    if (!token || token.length > 200) throw badInput(MESSAGES.resetInvalid);
    const row = await this.repo.tokenByHash(m, hashToken(token), 'password_reset', lock);
    if (!row || row.usedAt || row.expiresAt.getTime() < Date.now()) throw badInput(MESSAGES.resetInvalid);
    return row;
  }

  async verifyResetToken(token: string): Promise<{ email: string; userName: string }> {
    const row = await this.validResetToken(this.deps.db.manager, token, false);
    const user = await this.users.byIdOrFail(row.userId);
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
   * Sets a new password, uses up the token, signs out every existing session and lifts the sign-in
   * lockout of the account's e-mail address. The token is checked
   * before the (deliberately slow) hash, so unknown tokens answer at once.
   */
  private async resetPassword({ token, newPassword }: ResetPasswordCommand): Promise<void> {
    await this.validResetToken(this.deps.db.manager, token, false);
    const hash = await this.hashPassword(newPassword);
    const userId = await this.deps.db.transaction(async (m) => {
      const row = await this.validResetToken(m, token, true);
      await this.repo.markTokenUsed(m, row.id);
      await this.users.setPassword(m, row.userId, hash);
      return row.userId;
    });
    // The sign-in lockout tells the member to reset; once they have, the old failures no longer count.
    const user = await this.users.byId(userId);
    if (user) await this.deps.rateLimit.clear(RATE_RULES.loginFailuresPerEmail, user.email.toLowerCase());
  }
}
