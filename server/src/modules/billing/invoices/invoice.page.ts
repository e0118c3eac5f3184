import { formatEuro } from '@leerpunt/shared/plans';
import { escapeHtml as h } from '../../../html';
import type { Invoice } from './invoices.repository';

const day = (d: Date) => d.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
const rate = (r: number) => `${Number.isInteger(r) ? r : r.toFixed(2)}%`;

const STYLE = `
*{box-sizing:border-box}body{margin:0;font-family:-apple-system,BlinkMacSystemFont,"Segoe UI",Roboto,Helvetica,Arial,sans-serif;color:#111827;background:#f3f4f6}
.sheet{max-width:800px;margin:24px auto;background:#fff;padding:40px;border-radius:8px;box-shadow:0 1px 3px rgba(0,0,0,.1)}
h1{font-size:26px;margin:0 0 4px}.muted{color:#6b7280}.test{background:#fff4e5;border:1px solid #f5c27a;color:#5c3a00;padding:8px 12px;border-radius:6px;margin:16px 0}
.parties{display:grid;grid-template-columns:1fr 1fr;gap:24px;margin:28px 0}.parties h2{font-size:13px;text-transform:uppercase;letter-spacing:.06em;color:#6b7280;margin:0 0 6px}
.parties p{margin:0;line-height:1.5}
table{width:100%;border-collapse:collapse;margin-top:8px}th,td{text-align:left;padding:10px 8px;border-bottom:1px solid #e5e7eb}th:last-child,td:last-child{text-align:right}
tfoot td{border-bottom:0}tfoot tr.total td{font-weight:700;border-top:2px solid #111827}
.print{margin-top:24px;font-size:14px}
@media (max-width:600px){.sheet{margin:0;padding:20px;border-radius:0}.parties{grid-template-columns:1fr}}
@media print{body{background:#fff}.sheet{box-shadow:none;margin:0;max-width:none;padding:0}.print{display:none}}
@page{size:A4;margin:18mm}
`;

/** An invoice as a printable HTML page (print or "save as PDF" from the browser). */
export function invoicePage(inv: Invoice): string {
  const lines = inv.lines
    .map((l) => `<tr><td>${h(l.description)}</td><td>${h(l.amount < 0 ? `−${formatEuro(-l.amount)}` : formatEuro(l.amount))}</td></tr>`)
    .join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>Invoice ${h(inv.number)} · ${h(inv.sellerName)}</title><style>${STYLE}</style></head><body>
<main class="sheet">
<h1>Invoice ${h(inv.number)}</h1>
<p class="muted">Invoice date and date of supply: ${h(day(inv.issuedAt))} · Paid</p>
${inv.testMode ? '<p class="test">TEST MODE: this payment was made with a test card. No money was charged; this is not a tax invoice.</p>' : ''}
<section class="parties">
<div><h2>From</h2><p><strong>${h(inv.sellerName)}</strong><br>${h(inv.sellerAddress)}${inv.sellerVatId ? `<br>VAT number: ${h(inv.sellerVatId)}` : ''}</p></div>
<div><h2>Billed to</h2><p><strong>${h(inv.buyerName)}</strong><br>${h(inv.buyerAddress)}<br>${h(inv.buyerEmail)}</p></div>
</section>
<table><thead><tr><th>Description</th><th>Amount (${h(inv.currency)})</th></tr></thead>
<tbody>${lines}</tbody>
<tfoot>
<tr><td>Net amount</td><td>${h(formatEuro(inv.net))}</td></tr>
<tr><td>VAT ${h(rate(inv.vatRate))}</td><td>${h(formatEuro(inv.vat))}</td></tr>
<tr class="total"><td>Total</td><td>${h(formatEuro(inv.gross))}</td></tr>
</tfoot></table>
<p class="print muted">Use your browser's Print command to print this invoice or save it as a PDF.</p>
</main></body></html>`;
}
