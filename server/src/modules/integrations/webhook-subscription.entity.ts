import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A partner's endpoint for signed webhooks (Standard Webhooks), registered by an admin. */
@Entity('webhook_subscriptions')
export class WebhookSubscriptionEntity {
  @PrimaryGeneratedColumn()
  id: number;

  /** The partner's OAuth client id: member consent is asked of it. */
  @Column({ name: 'client_id', type: 'varchar', length: 200 })
  clientId: string;

  @Column({ type: 'varchar', length: 2000 })
  url: string;

  @Column({ name: 'event_types', type: 'varchar', length: 40, array: true })
  eventTypes: string[];

  /** The whsec_ signing secret, AES-256-GCM under a key derived from CREDENTIAL_KEY_SECRET. */
  @Column({ name: 'secret_encrypted', type: 'text' })
  secretEncrypted: string;

  @Column({ type: 'boolean', default: true })
  active: boolean;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
