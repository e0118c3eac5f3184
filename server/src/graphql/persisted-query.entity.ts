import { Column, CreateDateColumn, Entity, Index, PrimaryColumn } from 'typeorm';

/** A GraphQL document registered by an automatic persisted query (Apollo's protocol), under the SHA-256 of its text. */
@Entity('persisted_queries')
export class PersistedQueryEntity {
  /** Lower-case hex SHA-256 of `query`, checked before the row is written. */
  @PrimaryColumn({ type: 'char', length: 64, primaryKeyConstraintName: 'PK_persisted_queries' })
  hash: string;

  @Column({ type: 'text' })
  query: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  /** Renewed (at most hourly) when the hash is used; the least recently used rows go first past the cap. */
  @Index('IDX_persisted_queries_used_at')
  @Column({ name: 'used_at', type: 'timestamptz', default: () => 'now()' })
  usedAt: Date;
}
