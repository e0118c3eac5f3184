import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { decimal } from '../../db/transformers';

@Entity('users')
// Admin member search: GIN trigram index over lower(first_name || ' ' || last_name || ' ' || email), hand-written in its migration.
@Index('users_search_trgm_idx', { synchronize: false })
@Index('users_created_idx', ['createdAt', 'id'])
export class UserEntity {
  @PrimaryGeneratedColumn()
  id: number;

  /** Stored lower-cased; unique. */
  @Index('users_email_key', { unique: true })
  @Column({ type: 'varchar', length: 254 })
  email: string;

  @Column({ name: 'password_hash', type: 'varchar', length: 255 })
  passwordHash: string;

  @Column({ name: 'first_name', type: 'varchar', length: 100 })
  firstName: string;

  @Column({ name: 'last_name', type: 'varchar', length: 100 })
  lastName: string;

  @Column({ name: 'email_confirmed', type: 'boolean', default: false })
  emailConfirmed: boolean;

  @Column({ name: 'email_confirmed_at', type: 'timestamptz', nullable: true })
  emailConfirmedAt: Date | null;

  @Column({ name: 'is_admin', type: 'boolean', default: false })
  isAdmin: boolean;

  /** 'active' allows use; anything else ('inactive', 'past_due', 'canceled') does not. */
  @Column({ name: 'subscription_status', type: 'varchar', length: 32, default: 'inactive' })
  subscriptionStatus: string;

  /** A PlanId once a plan is chosen. */
  @Column({ name: 'subscription_plan', type: 'varchar', length: 40, nullable: true })
  subscriptionPlan: string | null;

  /** The plan picked before registering, so the confirmation link (possibly opened in another browser) knows the next step. */
  @Column({ name: 'chosen_plan', type: 'varchar', length: 40, nullable: true })
  chosenPlan: string | null;

  @Column({ name: 'subscription_started_at', type: 'timestamptz', nullable: true })
  subscriptionStartedAt: Date | null;

  @Column({ name: 'subscription_current_period_end', type: 'timestamptz', nullable: true })
  subscriptionCurrentPeriodEnd: Date | null;

  @Column({ name: 'payment_customer_id', type: 'varchar', length: 255, nullable: true })
  paymentCustomerId: string | null;

  @Column({ name: 'payment_subscription_id', type: 'varchar', length: 255, nullable: true })
  paymentSubscriptionId: string | null;

  /** While a renewal payment is overdue: when the grace period ends (PAYMENT_GRACE_DAYS after the first failure); null otherwise. */
  @Column({ name: 'payment_grace_ends_at', type: 'timestamptz', nullable: true })
  paymentGraceEndsAt: Date | null;

  @Column({ name: 'pe_points_earned', type: 'numeric', precision: 8, scale: 2, default: 0, transformer: decimal })
  pePointsEarned: number;

  @Column({ type: 'varchar', length: 100 })
  profession: string;

  @Column({ name: 'secondary_profession', type: 'varchar', length: 100, nullable: true })
  secondaryProfession: string | null;

  @Column({ type: 'varchar', length: 200 })
  company: string;

  @Column({ name: 'job_title', type: 'varchar', length: 200 })
  jobTitle: string;

  @Column({ type: 'varchar', length: 100 })
  country: string;

  @Column({ type: 'varchar', length: 300 })
  address: string;

  @Column({ type: 'varchar', length: 120 })
  city: string;

  @Column({ type: 'varchar', length: 120 })
  state: string;

  @Column({ name: 'postal_code', type: 'varchar', length: 20 })
  postalCode: string;

  @Column({ type: 'varchar', length: 30 })
  phone: string;

  @Column({ name: 'phone_country_code', type: 'varchar', length: 8, default: '+31' })
  phoneCountryCode: string;

  @Column({ name: 'license_number', type: 'varchar', length: 100, nullable: true })
  licenseNumber: string | null;

  @Column({ name: 'terms_accepted_at', type: 'timestamptz' })
  termsAcceptedAt: Date;

  @Column({ name: 'privacy_accepted_at', type: 'timestamptz' })
  privacyAcceptedAt: Date;

  /** Bumped by a password reset: access tokens carrying an older version stop working. */
  @Column({ name: 'token_version', type: 'integer', default: 0 })
  tokenVersion: number;

  /** Random and stable: the member's `credentialSubject.id` (as `urn:uuid:…`) in the credentials issued to them. */
  @Column({ name: 'credential_subject_id', type: 'uuid', generated: 'uuid' })
  credentialSubjectId: string;

  /** The wallet identifier the member bound (an Ed25519 did:key, proven by a signed challenge); new credentials name it as their subject. */
  @Column({ name: 'wallet_did', type: 'text', nullable: true })
  walletDid: string | null;

  @Column({ name: 'wallet_bound_at', type: 'timestamptz', nullable: true })
  walletBoundAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
