import { useEffect, useState } from 'react';
import { formatEuro } from '@leerpunt/shared/plans';
import { KEYS, persistent } from '../../app/storage';
import { dateLong } from '../../ui/dates';
import { Alert } from '../../ui/components';

interface InvoiceRow {
  number: string;
  issued_at: string;
  net: number;
  vat_rate: number;
  vat: number;
  gross: number;
  test_mode: boolean;
}

const authorization = (): Record<string, string> => {
  const token = persistent.get(KEYS.token);
  return token ? { Authorization: `Bearer ${token}` } : {};
};

/** Saves one invoice (a printable HTML page: open it and print, or save it as a PDF). */
async function downloadInvoice(userId: string, number: string): Promise<string | null> {
  try {
    const res = await fetch(`/api/users/${userId}/invoices/${encodeURIComponent(number)}?download=1`, { headers: authorization() });
    if (!res.ok) return 'The invoice could not be downloaded. Please try again.';
    const href = URL.createObjectURL(await res.blob());
    const link = document.createElement('a');
    link.href = href;
    link.download = `invoice-${number}.html`;
    link.style.display = 'none';
    document.body.appendChild(link);
    link.click();
    link.remove();
    window.setTimeout(() => URL.revokeObjectURL(href), 10_000);
    return null;
  } catch {
    return 'The invoice could not be downloaded. Please try again.';
  }
}

/** Account → Subscription: the member's invoices, one per payment, each downloadable. */
export function InvoiceList({ userId }: { userId: string }) {
  const [invoices, setInvoices] = useState<InvoiceRow[] | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    fetch(`/api/users/${userId}/invoices`, { headers: authorization() })
      .then(async (res) => {
        if (!res.ok) throw new Error(String(res.status));
        const rows = (await res.json()) as InvoiceRow[];
        if (live) setInvoices(rows);
      })
      .catch(() => {
        if (live) setError('Your invoices could not be loaded. Please reload the page to try again.');
      });
    return () => {
      live = false;
    };
  }, [userId]);

  if (!error && (!invoices || invoices.length === 0)) return null;
  return (
    <section className="card invoices" aria-labelledby="invoices-title">
      <h2 id="invoices-title">Invoices</h2>
      <Alert>{error}</Alert>
      {invoices && invoices.length > 0 ? (
        <>
          <ul className="invoice-list">
            {invoices.map((i) => (
              <li key={i.number}>
                <span className="invoice-number">{i.number}</span>
                <span>{dateLong(i.issued_at)}</span>
                <span>
                  {formatEuro(i.gross)} incl. {i.vat_rate}% VAT{i.test_mode ? ' (test mode)' : ''}
                </span>
                <button
                  type="button"
                  className="link-button"
                  aria-label={`Download invoice ${i.number}`}
                  onClick={() => void downloadInvoice(userId, i.number).then(setError)}
                >
                  Download
                </button>
              </li>
            ))}
          </ul>
          <p className="muted">Each invoice is a printable page: open it in your browser to print it or save it as a PDF.</p>
        </>
      ) : null}
    </section>
  );
}
