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
  const number = await nextInvoiceNumber(tx, paidAt);
  await insertInvoice(tx, { orderId, number, issuedAt: paidAt });
  return number;
}

/**
 * The next number of the series for a document issued at `at`: an invoice, or a credit note, which
 * is a corrective invoice and takes its number from the same series (decision 0052). The
 * counter's row stays locked until `tx` ends.
 */
export async function nextInvoiceNumber(tx: Executor, at: Date): Promise<string> {
  const year = Number(yearFormat.format(at));
  return invoiceNumber(year, await nextInvoiceSequence(tx, year));
}
