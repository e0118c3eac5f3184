import { Router } from 'express';
import { clientIp, route } from '../../rest/http';
import { agentFamily } from './record-shares.inputs';
import { presentSharedRecord } from './record-shares.presenter';
import type { RecordSharesService } from './record-shares.service';

export function recordSharesRoutes({ recordShares }: { recordShares: RecordSharesService }): Router {
  const r = Router();

  /**
   * GET /api/record-shares/{token}: the CPD record a member shared with an auditor, with every certificate checked
   * (public, no sign-in; rate limited per IP). 404 with one message for an unknown, expired or revoked link.
   */
  r.get(
    '/record-shares/:token',
    route(async (req, res) => {
      const view = await recordShares.open(req.params.token, clientIp(req), agentFamily(req.get('user-agent')));
      res.set({ 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex', 'Referrer-Policy': 'no-referrer' }).json(presentSharedRecord(view));
    }),
  );

  return r;
}
