import { Check, Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryColumn, type Relation } from 'typeorm';
import { UserEntity } from '../users/user.entity';

/** A professional body whose CPD requirement the member follows, by its profile id, with the year their cycles count from. */
@Entity('cpd_body_choices')
@Check('cpd_body_choices_start_year_range', '"cycle_start_year" IS NULL OR ("cycle_start_year" >= 1990 AND "cycle_start_year" <= 2100)')
export class CpdBodyChoiceEntity {
  @PrimaryColumn({ name: 'user_id', type: 'integer', primaryKeyConstraintName: 'PK_cpd_body_choices' })
  userId: number;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'FK_cpd_body_choices_user' })
  user?: Relation<UserEntity>;

  /** A profile id of the profiles file; a choice whose profile a deployment removed is ignored, not deleted. */
  @PrimaryColumn({ name: 'profile_id', type: 'varchar', length: 40, primaryKeyConstraintName: 'PK_cpd_body_choices' })
  profileId: string;

  /** The year the member's current cycle started; null where the profile's cycles follow the calendar. */
  @Column({ name: 'cycle_start_year', type: 'integer', nullable: true })
  cycleStartYear: number | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
