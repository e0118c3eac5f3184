import { Router } from 'express';
import { intParam, route, sendCredentialDownload } from '../../rest/http';
import { actingMember } from '../partners/partner-access';
import { parseCpdRecordQuery } from './cpd-record.inputs';
import type { CpdRecordService } from './cpd-record.service';

export function cpdRecordRoutes({ cpdRecord }: { cpdRecord: CpdRecordService }): Router {
  const r = Router();

  /** GET /api/users/{id}/cpd-record?from=YYYY-MM-DD&to=YYYY-MM-DD&format=csv|html (owner or admin). */
  r.get(
    '/users/:id/cpd-record',
    route(async (req, res) => {
      const userId = intParam(req.params.id, 'User id');
      const actor = actingMember(req.user, req.partner, 'cpd_record:read');
      const doc = await cpdRecord.export(actor, userId, () => parseCpdRecordQuery(req.query));
      // File names are ASCII (dates and dashes only), so the quoted form is safe.
      res
        .set({ 'Cache-Control': 'private, no-store', 'Content-Disposition': `${doc.disposition}; filename="${doc.filename}"` })
        .type(doc.contentType === 'text/csv' ? 'text/csv; charset=utf-8' : 'html')
        .send(doc.body);
    }),
  );

  /** GET /api/cpd-record/clr?format=jwt: the caller's record as a signed CLR 2.0 credential (JSON with its proof, or the JWT). */
  r.get(
    '/cpd-record/clr',
    route(async (req, res) => {
      sendCredentialDownload(req, res, await cpdRecord.clr(req.user ?? null));
    }),
  );

  return r;
}
