import { Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { UserEntity } from '../users/user.entity';

/** A member's learning record store (xAPI): one per member; the key and secret are stored encrypted. */
@Entity('lrs_connections')
export class LrsConnectionEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'user_id', type: 'integer', unique: true })
  userId: number;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'FK_lrs_connections_user' })
  user?: UserEntity;

  /** The LRS's xAPI base URL (statements go to its /statements). */
  @Column({ type: 'varchar', length: 2000 })
  endpoint: string;

  /** The basic-auth key and secret as JSON, AES-256-GCM under a key derived from CREDENTIAL_KEY_SECRET. */
  @Column({ name: 'credentials_encrypted', type: 'text' })
  credentialsEncrypted: string;

  /** The key's last four characters, to show which key is in use. */
  @Column({ name: 'key_hint', type: 'varchar', length: 8 })
  keyHint: string;

  @CreateDateColumn({ name: 'connected_at', type: 'timestamptz' })
  connectedAt: Date;
}
