import type { EntityManager } from 'typeorm';
import { notFound } from '../../../errors';
import { requireOwner, requireUser } from '../../users/access';
import type { UserEntity } from '../../users/user.entity';
import { INVOICE_NUMBER, invoiceTotals } from './invoice.rules';
import type { Invoice, InvoiceLine, InvoicesRepository } from './invoices.repository';

/** Who issues the invoices (INVOICE_SELLER_* and VAT_RATE). */
export interface InvoiceSeller {
  name: string;
  address: string;
  vatId: string;
  vatRate: number;
}

export interface PaymentForInvoice {
  /** The payment, once: a second invoice for the same reference is not issued. */
  sourceRef: string;
  buyer: Pick<UserEntity, 'id' | 'firstName' | 'lastName' | 'email' | 'company' | 'address' | 'postalCode' | 'city' | 'country'>;
  lines: InvoiceLine[];
  /** The tax the provider charged (Stripe Tax), in cents; null: VAT at the configured rate. */
  providerTax: number | null;
  paidAt: Date;
  testMode: boolean;
}

/** A list of the newest invoices is long enough for Account › Subscription. */
const LIST_LIMIT = 100;

/** Invoices for payments: issued inside the payment's transaction, read by their owner (or an admin). */
export class InvoicesService {
  constructor(
    private readonly repo: InvoicesRepository,
    private readonly seller: () => InvoiceSeller,
  ) {}

  /** Issues the invoice of a payment in the caller's transaction; the invoice number, or null when it exists already. */
  issue(m: EntityManager, p: PaymentForInvoice): Promise<string | null> {
    const seller = this.seller();
    const net = p.lines.reduce((sum, l) => sum + l.amount, 0);
    const totals = invoiceTotals(net, seller.vatRate, p.providerTax);
    const b = p.buyer;
    return this.repo.issue(m, {
      sourceRef: p.sourceRef.slice(0, 300),
      userId: b.id,
      issuedAt: p.paidAt,
      sellerName: seller.name,
      sellerAddress: seller.address,
      sellerVatId: seller.vatId,
      buyerName: [`${b.firstName} ${b.lastName}`.trim(), b.company].filter(Boolean).join(', ').slice(0, 300),
      buyerAddress: [b.address, `${b.postalCode} ${b.city}`.trim(), b.country].filter(Boolean).join(', ').slice(0, 1000),
      buyerEmail: b.email,
      lines: p.lines,
      currency: 'EUR',
      testMode: p.testMode,
      ...totals,
    });
  }

  async listFor(actor: UserEntity | null, userId: number): Promise<Invoice[]> {
    requireOwner(actor, userId);
    return this.repo.listFor(userId, LIST_LIMIT);
  }

  /** One of the member's invoices by number; someone else's is simply not found. */
  async get(actor: UserEntity | null, userId: number, number: string): Promise<Invoice> {
    requireOwner(actor, userId);
    requireUser(actor);
    const invoice = INVOICE_NUMBER.test(number) ? await this.repo.byNumber(number) : null;
    if (!invoice || invoice.userId !== userId) throw notFound('Invoice not found');
    return invoice;
  }
}
