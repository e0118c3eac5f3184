import { INVOICE_NUMBER, invoiceNumber, invoiceTotals } from './invoice.rules';

describe('invoice rules', () => {
  it('numbers invoices per year, six digits', () => {
    expect(invoiceNumber(2026, 1)).toBe('2026-000001');
    expect(invoiceNumber(2027, 123456)).toBe('2027-123456');
    expect(INVOICE_NUMBER.test('2026-000001')).toBe(true);
    expect(INVOICE_NUMBER.test('2026-1')).toBe(false);
  });

  it('adds VAT at the configured rate, rounded to the cent, or takes the provider tax as charged', () => {
    expect(invoiceTotals(49900, 21)).toEqual({ net: 49900, vatRate: 21, vat: 10479, gross: 60379 });
    expect(invoiceTotals(4999, 21)).toEqual({ net: 4999, vatRate: 21, vat: 1050, gross: 6049 });
    expect(invoiceTotals(39920, 9)).toEqual({ net: 39920, vatRate: 9, vat: 3593, gross: 43513 });
    expect(invoiceTotals(49900, 21, 10000)).toEqual({ net: 49900, vatRate: 21, vat: 10000, gross: 59900 });
    expect(invoiceTotals(0, 21)).toEqual({ net: 0, vatRate: 21, vat: 0, gross: 0 });
  });
});
