import { invoiceNumber } from '@cicerone/core/checkout/invoice-number';
import { companyTimeZone } from '@cicerone/core/i18n/instants';
import type { Executor } from '@cicerone/db/client';
import { insertInvoice, invoiceNumberOf, nextInvoiceSequence } from './document-queries.ts';

/** The company is French: an invoice belongs to the year of its issue in Paris, not in UTC. */
const yearFormat = new Intl.DateTimeFormat('en-US', { year: 'numeric', timeZone: companyTimeZone });

/**
 * Issues the order's invoice in `tx`, the transaction that marks it paid (markPaid), so an
 * invoice number exists exactly when a payment does. Numbers run per year without gaps: the
 * upsert on the year's counter row takes its row lock until `tx` ends, so concurrent payments
 * queue there and a rolled-back payment gives its number back. Once per order (the order is
 * the invoice's key): a second call keeps the first number.
 */
export async function issueInvoice(tx: Executor, orderId: string, paidAt: Date): Promise<string> {
  const existing = await invoiceNumberOf(tx, orderId);
  if (existing) return existing;
  const year = Number(yearFormat.format(paidAt));
  const number = invoiceNumber(year, await nextInvoiceSequence(tx, year));
  await insertInvoice(tx, { orderId, number, issuedAt: paidAt });
  return number;
}
