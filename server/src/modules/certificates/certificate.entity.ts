import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn, type Relation } from 'typeorm';
import { decimal } from '../../db/transformers';
import { ArticleEntity } from '../articles/article.entity';
import { UserEntity } from '../users/user.entity';

/**
 * A certificate for a passed article. Its id is random (128 bits) and public. The holder name, title,
 * field of study and points are copied at issue time: the certificate states what was true then, and the
 * signed credential (credentialJws) carries the same values.
 */
@Entity('certificates')
@Index('certificates_user_article_key', ['userId', 'articleId'], { unique: true })
@Index('certificates_status_entry_key', ['statusList', 'statusIndex'], { unique: true })
export class CertificateEntity {
  @PrimaryColumn({ type: 'varchar', length: 32 })
  id: string;

  /** Null once the holder deleted their account: the certificate stays in the register, revoked, without personal data. */
  @Column({ name: 'user_id', type: 'integer', nullable: true })
  userId: number | null;

  @ManyToOne(() => UserEntity, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'user_id' })
  user?: Relation<UserEntity>;

  @Column({ name: 'article_id', type: 'integer' })
  articleId: number;

  @ManyToOne(() => ArticleEntity, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'article_id' })
  article?: Relation<ArticleEntity>;

  @Index('certificates_completion_key', { unique: true })
  @Column({ name: 'completion_id', type: 'integer', nullable: true })
  completionId: number | null;

  // The completion is named, not imported: the register does not depend on the assessment module that issues into it.
  @ManyToOne('ArticleCompletionEntity', { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'completion_id' })
  completion?: Relation<{ id: number }>;

  @Column({ name: 'holder_name', type: 'varchar', length: 201 })
  holderName: string;

  @Column({ name: 'article_title', type: 'varchar', length: 300 })
  articleTitle: string;

  @Column({ name: 'field_of_study', type: 'varchar', length: 60 })
  fieldOfStudy: string;

  @Column({ name: 'pe_points', type: 'numeric', precision: 5, scale: 2, transformer: decimal })
  pePoints: number;

  /** Score of the passing attempt, e.g. 4 of 5. */
  @Column({ type: 'integer' })
  score: number;

  @Column({ type: 'integer' })
  total: number;

  @Column({ name: 'completed_at', type: 'timestamptz' })
  completedAt: Date;

  /** Compact JWS (OB 3.0 JWT proof, in its key's algorithm: EdDSA or RS256) over the credential; the verification API checks it against the stored keys. */
  @Column({ name: 'credential_jws', type: 'text' })
  credentialJws: string;

  /** Bitstring status list and random position of this certificate's revocation bit (null: issued before status lists). */
  @Column({ name: 'status_list', type: 'integer', nullable: true })
  statusList: number | null;

  @Column({ name: 'status_index', type: 'integer', nullable: true })
  statusIndex: number | null;

  @Column({ name: 'revoked_at', type: 'timestamptz', nullable: true })
  revokedAt: Date | null;

  @Column({ name: 'revocation_reason', type: 'varchar', length: 500, nullable: true })
  revocationReason: string | null;

  @Column({ name: 'revoked_by', type: 'integer', nullable: true })
  revokedBy: number | null;

  /** How the points were set when issued: the study time behind them, or an admin's override reason. */
  @Column({ name: 'points_basis', type: 'varchar', length: 1100, nullable: true })
  pointsBasis: string | null;

  /** Study time the server recorded for the holder and item when the test was passed, in whole seconds (null: issued before it was recorded). */
  @Column({ name: 'study_seconds', type: 'integer', nullable: true })
  studySeconds: number | null;
}
