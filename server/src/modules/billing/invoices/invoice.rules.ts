/** Invoice arithmetic and numbering: pure rules, tested beside this file. */

/** Invoice numbers: the year, a dash and the year's sequence number, six digits (2026-000001). */
export const invoiceNumber = (year: number, seq: number): string => `${year}-${String(seq).padStart(6, '0')}`;

/** A well-formed invoice number, for checking what arrives in a path. */
export const INVOICE_NUMBER = /^\d{4}-\d{6,}$/;

export interface InvoiceTotals {
  /** Net (excluding VAT), in cents. */
  net: number;
  /** VAT rate in percent (e.g. 21). */
  vatRate: number;
  vat: number;
  gross: number;
}

/**
 * The totals of an invoice for `net` cents: VAT at `vatRate` percent rounded half up to the cent, or, when the payment
 * provider computed the tax (Stripe Tax), its amount as charged.
 */
export function invoiceTotals(net: number, vatRate: number, providerTax: number | null = null): InvoiceTotals {
  const vat = providerTax ?? Math.round((net * vatRate) / 100);
  return { net, vatRate, vat, gross: net + vat };
}
