import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, UpdateDateColumn, type Relation } from 'typeorm';
import { decimal } from '../../db/transformers';
import type { EvidenceContentType, OutsideActivityKind } from '@leerpunt/shared/catalog';
import { UserEntity } from '../users/user.entity';

/**
 * CPD a member did elsewhere (a course, a conference, reading) and logged in their record. Its points are
 * the member's own statement: they count in the member's totals and export, never in pe_points_earned
 * and never on a certificate.
 */
@Entity('outside_activities')
@Index('outside_activities_user_date_idx', ['userId', 'activityDate', 'id'])
@Check('outside_activities_hours_range', '"hours" > 0 AND "hours" <= 500')
@Check('outside_activities_points_range', '"points" >= 0 AND "points" <= 100')
export class OutsideActivityEntity {
  /** Random (not a counter), so ids say nothing about other members' records. */
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'user_id', type: 'integer' })
  userId: number;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: Relation<UserEntity>;

  @Column({ type: 'varchar', length: 20 })
  kind: OutsideActivityKind;

  /** Calendar day the activity took place, YYYY-MM-DD. */
  @Column({ name: 'activity_date', type: 'date' })
  activityDate: string;

  @Column({ type: 'text' })
  title: string;

  @Column({ type: 'text' })
  provider: string;

  @Column({ type: 'text' })
  category: string;

  @Column({ type: 'numeric', precision: 6, scale: 2, transformer: decimal })
  hours: number;

  @Column({ type: 'numeric', precision: 5, scale: 2, transformer: decimal })
  points: number;

  /** Name in the file store (area "evidence"); null until a file is attached. */
  @Column({ name: 'evidence_file', type: 'text', nullable: true })
  evidenceFile: string | null;

  /** The member's own file name, shown and offered on download. */
  @Column({ name: 'evidence_name', type: 'text', nullable: true })
  evidenceName: string | null;

  /** Type found from the file's first bytes, not the type the browser declared. */
  @Column({ name: 'evidence_type', type: 'varchar', length: 40, nullable: true })
  evidenceType: EvidenceContentType | null;

  @Column({ name: 'evidence_size', type: 'integer', nullable: true })
  evidenceSize: number | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
