import { pipeline } from 'node:stream/promises';
import { Router } from 'express';
import { body, clientIp, intParam, route } from '../../rest/http';
import { parseReauth } from './privacy.inputs';
import type { PrivacyService } from './privacy.service';

/** The data export: a file transfer, so REST (the e-mail change and the deletion are GraphQL mutations). */
export function privacyRoutes({ privacy }: { privacy: PrivacyService }): Router {
  const r = Router();

  /** POST /api/users/{id}/data-export { password }: the member's own data as a ZIP, streamed. */
  r.post(
    '/users/:id/data-export',
    route(async (req, res) => {
      const raw = body(req);
      const userId = intParam(req.params.id, 'User id');
      const exported = await privacy.exportData(req.user, userId, () => parseReauth(raw), clientIp(req));
      res.set({
        'Content-Type': 'application/zip',
        'Content-Disposition': `attachment; filename="${exported.filename}"`,
        'Cache-Control': 'private, no-store',
      });
      // A failure after the first byte can only cut the download short: the client sees an incomplete file.
      await pipeline(exported.stream, res).catch(() => res.destroy());
    }),
  );

  return r;
}
