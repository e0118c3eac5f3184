import { In, IsNull, type DataSource, type EntityManager } from 'typeorm';
import { UserEntity } from './user.entity';

/** The columns a registration writes; the acceptance times are the moment of the insert. */
export interface NewUserRow {
  email: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
  profession: string;
  secondaryProfession: string | null;
  company: string;
  jobTitle: string;
  country: string;
  address: string;
  city: string;
  state: string;
  postalCode: string;
  phone: string;
  phoneCountryCode: string;
  licenseNumber: string | null;
  chosenPlan: string | null;
}

export type ProfileColumns = Pick<UserEntity, 'profession' | 'secondaryProfession' | 'company' | 'jobTitle' | 'address'>;

/** The subscription columns billing keeps in step with the provider; a write sets those given. */
export type SubscriptionColumns = Partial<
  Pick<
    UserEntity,
    | 'subscriptionStatus'
    | 'subscriptionPlan'
    | 'subscriptionStartedAt'
    | 'subscriptionCurrentPeriodEnd'
    | 'paymentCustomerId'
    | 'paymentSubscriptionId'
    | 'paymentGraceEndsAt'
  >
>;

/**
 * For a statement of another feature that shows who wrote its rows: `join(alias, userId)` joins the member whose id
 * is the SQL expression `userId` (no row for a deleted account), `columns(alias)` selects their first_name and last_name,
 * and `fullName(alias)` is "first last" (null without a row).
 */
export const memberNameSql = {
  columns: (alias: string) => `${alias}.first_name, ${alias}.last_name`,
  fullName: (alias: string) => `CASE WHEN ${alias}.id IS NULL THEN NULL ELSE ${alias}.first_name || ' ' || ${alias}.last_name END`,
  join: (alias: string, userId: string) => `LEFT JOIN users ${alias} ON ${alias}.id = ${userId}`,
};

/**
 * The users table. Methods that may run inside a caller's transaction take its EntityManager; without
 * one they use the data source.
 */
export class UsersRepository {
  constructor(private readonly db: DataSource) {}

  byId(id: number, m: EntityManager = this.db.manager): Promise<UserEntity | null> {
    return m.getRepository(UserEntity).findOneBy({ id });
  }

  /** Members whose failed renewal's grace period ends after `from` and at or before `to`, on a confirmed address. */
  graceEndingBetween(from: Date, to: Date): Promise<UserEntity[]> {
    return this.db
      .getRepository(UserEntity)
      .createQueryBuilder('u')
      .where("u.subscription_status = 'past_due' AND u.email_confirmed")
      .andWhere('u.payment_grace_ends_at > :from AND u.payment_grace_ends_at <= :to', { from, to })
      .getMany();
  }

  /** The members of `ids` that exist, in no particular order. */
  byIds(ids: readonly number[]): Promise<UserEntity[]> {
    return ids.length === 0 ? Promise.resolve([]) : this.db.getRepository(UserEntity).findBy({ id: In([...ids]) });
  }

  byEmail(email: string, m: EntityManager = this.db.manager): Promise<UserEntity | null> {
    return m.getRepository(UserEntity).findOneBy({ email });
  }

  /** For a row that must exist (its id came from the database); a missing one is a server error. */
  byIdOrFail(id: number, m: EntityManager = this.db.manager): Promise<UserEntity> {
    return m.getRepository(UserEntity).findOneByOrFail({ id });
  }

  byEmailOrFail(email: string, m: EntityManager = this.db.manager): Promise<UserEntity> {
    return m.getRepository(UserEntity).findOneByOrFail({ email });
  }

  /** Inserts the account unless the e-mail is taken (in one statement, so a race cannot create two); the new id or null. */
  async insertIfNew(m: EntityManager, row: NewUserRow): Promise<number | null> {
    const inserted: Array<{ id: number }> = await m.query(
      `INSERT INTO users (email, password_hash, first_name, last_name, profession, secondary_profession, company, job_title,
         country, address, city, state, postal_code, phone, phone_country_code, license_number, chosen_plan, terms_accepted_at, privacy_accepted_at)
       VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17, now(), now())
       ON CONFLICT (email) DO NOTHING RETURNING id`,
      [
        row.email,
        row.passwordHash,
        row.firstName,
        row.lastName,
        row.profession,
        row.secondaryProfession,
        row.company,
        row.jobTitle,
        row.country,
        row.address,
        row.city,
        row.state,
        row.postalCode,
        row.phone,
        row.phoneCountryCode,
        row.licenseNumber,
        row.chosenPlan,
      ],
    );
    return inserted[0] ? inserted[0].id : null;
  }

  async markEmailConfirmed(m: EntityManager, id: number, at: Date): Promise<void> {
    await m.getRepository(UserEntity).update({ id }, { emailConfirmed: true, emailConfirmedAt: at });
  }

  /** Sets the password hash and bumps the token version, which signs out every existing session. */
  async setPassword(m: EntityManager, id: number, passwordHash: string): Promise<void> {
    await m.query('UPDATE users SET password_hash = $1, token_version = token_version + 1, updated_at = now() WHERE id = $2', [passwordHash, id]);
  }

  /**
   * Moves the account to a new (lower-cased) address, confirmed by the link that was sent there. A unique violation
   * (another account took the address meanwhile) is the caller's to map.
   */
  async changeEmail(m: EntityManager, id: number, email: string): Promise<void> {
    await m.query('UPDATE users SET email = $2, email_confirmed = true, email_confirmed_at = now(), updated_at = now() WHERE id = $1', [id, email]);
  }

  /** Binds (or, with null, unbinds) the member's wallet identifier. */
  async setWalletDid(id: number, did: string | null): Promise<void> {
    await this.db.getRepository(UserEntity).update({ id }, { walletDid: did, walletBoundAt: did ? new Date() : null });
  }

  async updateProfile(id: number, profile: ProfileColumns): Promise<void> {
    await this.db.getRepository(UserEntity).update({ id }, profile);
  }

  /** The member's row, locked for the rest of the caller's transaction (FOR UPDATE); null without one. */
  lockById(m: EntityManager, id: number): Promise<UserEntity | null> {
    return this.lockQuery(m, id).getOne();
  }

  /** As lockById, for a row that must exist; a missing one is a server error. */
  lockByIdOrFail(m: EntityManager, id: number): Promise<UserEntity> {
    return this.lockQuery(m, id).getOneOrFail();
  }

  /** How many accounts exist (the seed runs only on an empty database). */
  count(): Promise<number> {
    return this.db.getRepository(UserEntity).count();
  }

  /** Inserts a complete account row as given (the demo accounts of the seed). */
  async insert(row: Partial<UserEntity>): Promise<void> {
    await this.db.getRepository(UserEntity).insert(row);
  }

  /** As lockByIdOrFail, written as a find with a lock (the statement the demo history seed takes). */
  findLockedOrFail(m: EntityManager, id: number): Promise<UserEntity> {
    return m.getRepository(UserEntity).findOneOrFail({ where: { id }, lock: { mode: 'pessimistic_write' } });
  }

  /** Members on an active plan without a billing account (the demo seed gives them one). */
  activeWithoutBillingAccount(): Promise<UserEntity[]> {
    return this.db.getRepository(UserEntity).find({ where: { subscriptionStatus: 'active', paymentCustomerId: IsNull() } });
  }

  /** Writes the member's subscription columns, inside the caller's transaction. */
  async setSubscription(m: EntityManager, id: number, columns: SubscriptionColumns): Promise<void> {
    await m.getRepository(UserEntity).update({ id }, columns);
  }

  /**
   * Takes `points` off the member's PE points (a revoked certificate's), inside the caller's transaction,
   * never below zero; the member's address and first name for telling them. Null for a deleted account.
   */
  async subtractPoints(m: EntityManager, id: number, points: number): Promise<{ email: string; firstName: string } | null> {
    const rows: Array<{ email: string; first_name: string }> = await m.query(
      `WITH u AS (
         UPDATE users SET pe_points_earned = greatest(pe_points_earned - $2::numeric, 0) WHERE id = $1 RETURNING email, first_name
       )
       SELECT email, first_name FROM u`,
      [id, points],
    );
    return rows[0] ? { email: rows[0].email, firstName: rows[0].first_name } : null;
  }

  private lockQuery(m: EntityManager, id: number) {
    return m.getRepository(UserEntity).createQueryBuilder('u').where('u.id = :id', { id }).setLock('pessimistic_write');
  }
}
