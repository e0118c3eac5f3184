import { Router } from 'express';
import { intParam, route } from '../../../rest/http';
import { invoicePage } from './invoice.page';
import type { InvoicesService } from './invoices.service';

/** GET /api/users/:id/invoices: the member's invoices, newest first; GET /api/users/:id/invoices/:number: one of the member's invoices as a printable HTML page (file transfer, so REST). */
export function invoicesRoutes({ invoices }: { invoices: InvoicesService }): Router {
  const r = Router();
  r.get(
    '/users/:id/invoices',
    route(async (req, res) => {
      const list = await invoices.listFor(req.user ?? null, intParam(req.params.id, 'User id'));
      res.set('Cache-Control', 'private, no-store').json(
        list.map((i) => ({
          number: i.number,
          issued_at: i.issuedAt,
          net: i.net,
          vat_rate: i.vatRate,
          vat: i.vat,
          gross: i.gross,
          currency: i.currency,
          test_mode: i.testMode,
        })),
      );
    }),
  );
  r.get(
    '/users/:id/invoices/:number',
    route(async (req, res) => {
      const invoice = await invoices.get(req.user ?? null, intParam(req.params.id, 'User id'), String(req.params.number));
      const download = req.query.download === '1';
      res
        .set({
          'Cache-Control': 'private, no-store',
          'Content-Disposition': `${download ? 'attachment' : 'inline'}; filename="invoice-${invoice.number}.html"`,
        })
        .type('html')
        .send(invoicePage(invoice));
    }),
  );
  return r;
}
