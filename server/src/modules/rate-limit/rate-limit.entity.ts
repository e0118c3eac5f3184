import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A fixed-window counter per key (e.g. 'login-fail:email:a@b.c'), shared by every app process. */
@Entity('rate_limits')
export class RateLimitEntity {
  @PrimaryColumn({ type: 'varchar', length: 300 })
  key: string;

  @Column({ type: 'integer' })
  count: number;

  @Column({ name: 'reset_at', type: 'timestamptz' })
  resetAt: Date;
}
