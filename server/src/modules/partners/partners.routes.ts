import express, { Router, type RequestHandler } from 'express';
import { authenticate, route } from '../../rest/http';
import type { AuthService } from '../auth/auth.service';
import type { PartnersService } from './partners.service';

/**
 * The consent step of the authorization code flow, as JSON for the consent page (/oauth/consent/:uid, a client
 * route): what the request asks, and the member's answer. The interaction cookie the authorisation server set
 * for this path ties the answer to the browser that started the request; the member is the app's own session.
 */
export function consentRoutes(deps: { partners: PartnersService; auth: AuthService }): Router {
  const r = Router();
  const signedIn: RequestHandler[] = [express.json({ limit: 1024 }), authenticate(deps)];

  r.get(
    '/oauth/consent/:uid/details',
    ...signedIn,
    route(async (req, res) => {
      const request = await deps.partners.consentRequest(req, res, req.user ?? null);
      res.set('Cache-Control', 'no-store').json({
        client_id: request.clientId,
        client_name: request.clientName,
        scopes: request.scopes,
      });
    }),
  );

  r.post(
    '/oauth/consent/:uid/allow',
    ...signedIn,
    route(async (req, res) => {
      res.set('Cache-Control', 'no-store').json({ redirect_to: await deps.partners.allow(req, res, req.user ?? null) });
    }),
  );

  r.post(
    '/oauth/consent/:uid/deny',
    ...signedIn,
    route(async (req, res) => {
      res.set('Cache-Control', 'no-store').json({ redirect_to: await deps.partners.deny(req, res, req.user ?? null) });
    }),
  );

  return r;
}

/** The authorisation server's own endpoints (authorize, token, introspection, revocation, discovery) under /oauth. */
export function authorizationServerRoute(partners: PartnersService): RequestHandler {
  return (req, res, next) => {
    partners.authorizationServer().then((server) => server.callback()(req, res), next);
  };
}
