import type { EntityManager } from 'typeorm';
import type { IntegrationEvent } from './integration-events';

/**
 * Writes events into the integration outbox inside the caller's transaction, so an event exists exactly
 * when the change it reports was committed. Other features call this (or embed passEventsSql) instead of
 * touching the table.
 */
export async function recordIntegrationEvents(m: EntityManager, events: IntegrationEvent[]): Promise<void> {
  for (const e of events) {
    await m.query(`INSERT INTO integration_events (type, user_id, data) VALUES ($1, $2, $3::jsonb)`, [e.type, e.userId, JSON.stringify(e.data)]);
  }
}
