import { z } from 'zod/v4';
import { typeError } from '../../validation';
import { ALL_PARTNER_SCOPES } from './scopes';

/** A redirect URI: https, or http on this machine (a partner's development setup); no fragment. */
const redirectUri = z
  .string(typeError(undefined, 'Redirect URI must be text'))
  .trim()
  .max(500, 'Redirect URI must be at most 500 characters')
  .refine((v) => {
    try {
      const u = new URL(v);
      const local = u.hostname === 'localhost' || u.hostname === '127.0.0.1' || u.hostname === '[::1]';
      return (u.protocol === 'https:' || (u.protocol === 'http:' && local)) && !u.hash && !v.includes('#');
    } catch {
      return false;
    }
  }, 'Redirect URI must be an https address (http only for localhost) without a fragment');

/** A partner client as an admin registers it. */
export const registerClientSchema = z.object({
  name: z.string(typeError('Name is required', 'Name must be text')).trim().min(1, 'Name is required').max(200, 'Name must be at most 200 characters'),
  redirectUris: z.array(redirectUri, typeError(undefined, 'Redirect URIs must be a list')).max(10, 'At most 10 redirect URIs').default([]),
  scopes: z
    .array(
      z.string().refine((s) => (ALL_PARTNER_SCOPES as string[]).includes(s), `Scopes must be among: ${ALL_PARTNER_SCOPES.join(', ')}`),
      typeError('Scopes are required', 'Scopes must be a list'),
    )
    .min(1, 'Choose at least one scope')
    .transform((list) => [...new Set(list)].sort()),
});

export type RegisterClientCommand = z.infer<typeof registerClientSchema>;
