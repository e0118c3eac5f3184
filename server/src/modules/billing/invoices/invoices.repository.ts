import type { DataSource, EntityManager } from 'typeorm';
import { invoiceNumber, type InvoiceTotals } from './invoice.rules';

export interface InvoiceLine {
  description: string;
  /** Cents excluding VAT; a discount or credit is negative. */
  amount: number;
}

export interface Invoice extends InvoiceTotals {
  id: number;
  number: string;
  userId: number | null;
  issuedAt: Date;
  sellerName: string;
  sellerAddress: string;
  sellerVatId: string;
  buyerName: string;
  buyerAddress: string;
  buyerEmail: string;
  lines: InvoiceLine[];
  currency: string;
  testMode: boolean;
}

export type NewInvoice = Omit<Invoice, 'id' | 'number' | 'issuedAt'> & {
  /** What was paid, once per invoice: `checkout:<id>`, `invoice:<provider invoice id>`, `plan_change:<…>`. */
  sourceRef: string;
  issuedAt: Date;
};

interface InvoiceRow {
  id: number;
  number: string;
  user_id: number | null;
  issued_at: Date | string;
  seller_name: string;
  seller_address: string;
  seller_vat_id: string;
  buyer_name: string;
  buyer_address: string;
  buyer_email: string;
  lines: InvoiceLine[] | string;
  net: number | string;
  vat_rate: number | string;
  vat: number | string;
  gross: number | string;
  currency: string;
  test_mode: boolean;
}

const COLUMNS =
  'id, number, user_id, issued_at, seller_name, seller_address, seller_vat_id, buyer_name, buyer_address, buyer_email, lines, net, vat_rate, vat, gross, currency, test_mode';

function fromRow(r: InvoiceRow): Invoice {
  return {
    id: Number(r.id),
    number: r.number,
    userId: r.user_id === null ? null : Number(r.user_id),
    issuedAt: new Date(r.issued_at),
    sellerName: r.seller_name,
    sellerAddress: r.seller_address,
    sellerVatId: r.seller_vat_id,
    buyerName: r.buyer_name,
    buyerAddress: r.buyer_address,
    buyerEmail: r.buyer_email,
    lines: typeof r.lines === 'string' ? (JSON.parse(r.lines) as InvoiceLine[]) : r.lines,
    net: Number(r.net),
    vatRate: Number(r.vat_rate),
    vat: Number(r.vat),
    gross: Number(r.gross),
    currency: r.currency,
    testMode: r.test_mode,
  };
}

/**
 * Invoices and their gap-free yearly numbering. An invoice is issued inside the transaction that records the payment:
 * the year's counter row is locked by the increment, so numbers follow one another across processes, and a rolled-back
 * payment gives its number back. Rows outlive the member's account (user_id is set null on deletion).
 */
export class InvoicesRepository {
  constructor(private readonly db: DataSource) {}

  /** Issues the invoice for `sourceRef` once; a second call for the same payment returns null and takes no number. */
  async issue(m: EntityManager, invoice: NewInvoice): Promise<string | null> {
    const seen: unknown[] = await m.query('SELECT 1 FROM invoices WHERE source_ref = $1', [invoice.sourceRef]);
    if (seen.length > 0) return null;
    const year = invoice.issuedAt.getUTCFullYear();
    const [{ last }]: Array<{ last: number }> = await m.query(
      `INSERT INTO invoice_sequences (year, last) VALUES ($1, 1)
       ON CONFLICT (year) DO UPDATE SET last = invoice_sequences.last + 1 RETURNING last`,
      [year],
    );
    const number = invoiceNumber(year, Number(last));
    await m.query(
      `INSERT INTO invoices (number, source_ref, user_id, issued_at, seller_name, seller_address, seller_vat_id, buyer_name, buyer_address, buyer_email,
                             lines, net, vat_rate, vat, gross, currency, test_mode)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17)`,
      [
        number,
        invoice.sourceRef,
        invoice.userId,
        invoice.issuedAt,
        invoice.sellerName,
        invoice.sellerAddress,
        invoice.sellerVatId,
        invoice.buyerName,
        invoice.buyerAddress,
        invoice.buyerEmail,
        JSON.stringify(invoice.lines),
        invoice.net,
        invoice.vatRate,
        invoice.vat,
        invoice.gross,
        invoice.currency,
        invoice.testMode,
      ],
    );
    return number;
  }

  /** The member's invoices, newest first (at most `limit`). */
  async listFor(userId: number, limit: number): Promise<Invoice[]> {
    const rows: InvoiceRow[] = await this.db.query(`SELECT ${COLUMNS} FROM invoices WHERE user_id = $1 ORDER BY issued_at DESC, id DESC LIMIT $2`, [
      userId,
      limit,
    ]);
    return rows.map(fromRow);
  }

  async byNumber(number: string): Promise<Invoice | null> {
    const rows: InvoiceRow[] = await this.db.query(`SELECT ${COLUMNS} FROM invoices WHERE number = $1`, [number]);
    return rows[0] ? fromRow(rows[0]) : null;
  }
}
