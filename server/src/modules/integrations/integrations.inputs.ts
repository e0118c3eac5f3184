import { z } from 'zod/v4';
import { requiredText, typeError } from '../../validation';
import { EVENT_TYPES, type EventType } from './integration-events';

/** An http(s) URL; plain http only outside production (a partner's or member's endpoint receives data). */
const endpointUrl = (label: string, httpsOnly: boolean) =>
  requiredText(label, 2000).refine(
    (value) => {
      try {
        const url = new URL(value);
        return url.protocol === 'https:' || (!httpsOnly && url.protocol === 'http:');
      } catch {
        return false;
      }
    },
    { message: `${label} must be an ${httpsOnly ? 'https' : 'http or https'} URL` },
  );

export interface CreateWebhookCommand {
  clientId: string;
  url: string;
  eventTypes: EventType[];
}

export const createWebhookSchema = (httpsOnly: boolean) =>
  z.object({
    clientId: requiredText('Client id', 200),
    url: endpointUrl('Endpoint URL', httpsOnly),
    eventTypes: z
      .array(z.enum(EVENT_TYPES, { error: `Event types are among ${EVENT_TYPES.join(', ')}` }), typeError('Choose at least one event type'))
      .min(1, 'Choose at least one event type')
      .transform((types) => [...new Set(types)]),
  });

export interface ConnectLrsCommand {
  endpoint: string;
  key: string;
  secret: string;
}

export const connectLrsSchema = (httpsOnly: boolean) =>
  z.object({
    endpoint: endpointUrl('Endpoint', httpsOnly),
    key: requiredText('Key', 500),
    secret: requiredText('Secret', 500),
  });
