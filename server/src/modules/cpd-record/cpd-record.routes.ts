import { Router } from 'express';
import { intParam, route } from '../../rest/http';
import type { Services } from '../../services';

export function cpdRecordRoutes(services: Services): Router {
  const r = Router();

  /** GET /api/users/{id}/cpd-record?from=YYYY-MM-DD&to=YYYY-MM-DD&format=csv|html (owner or admin). */
  r.get('/users/:id/cpd-record', route(async (req, res) => {
    const doc = await services.cpdRecord.export(req.user ?? null, intParam(req.params.id, 'User id'), req.query);
    // File names are ASCII (dates and dashes only), so the quoted form is safe.
    res
      .set({ 'Cache-Control': 'private, no-store', 'Content-Disposition': `${doc.disposition}; filename="${doc.filename}"` })
      .type(doc.contentType === 'text/csv' ? 'text/csv; charset=utf-8' : 'html')
      .send(doc.body);
  }));

  return r;
}
