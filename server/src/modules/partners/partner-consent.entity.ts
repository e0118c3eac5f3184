import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { UserEntity } from '../users/user.entity';

/**
 * A member's consent to a partner application: which scopes, when given and when withdrawn. At most one
 * consent per member and client is in force (withdrawn_at null); a withdrawn one stays as history.
 */
@Entity('partner_consents')
@Index('UQ_partner_consents_in_force', ['userId', 'clientId'], { unique: true, where: '"withdrawn_at" IS NULL' })
export class PartnerConsentEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'user_id', type: 'integer' })
  userId: number;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: Relation<UserEntity>;

  @Index('IDX_partner_consents_client')
  @Column({ name: 'client_id', type: 'varchar', length: 64 })
  clientId: string;

  @Column({ type: 'jsonb' })
  scopes: string[];

  /** The authorisation server's grant behind the consent, destroyed when the consent is withdrawn. */
  @Column({ name: 'grant_id', type: 'varchar', length: 255, nullable: true })
  grantId: string | null;

  @Column({ name: 'granted_at', type: 'timestamptz' })
  grantedAt: Date;

  @Column({ name: 'withdrawn_at', type: 'timestamptz', nullable: true })
  withdrawnAt: Date | null;
}
