import { eq, sql } from 'drizzle-orm';
import { invoiceNumber } from '@cicerone/core/checkout/invoice-number';
import { companyTimeZone } from '@cicerone/core/i18n/instants';
import type { Executor } from '@cicerone/db/client';
import { invoice, invoiceCounter } from '@cicerone/db/schema/orders';

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
  const [existing] = await tx.select({ number: invoice.number }).from(invoice).where(eq(invoice.orderId, orderId));
  if (existing) return existing.number;
  const year = Number(yearFormat.format(paidAt));
  const [counted] = await tx
    .insert(invoiceCounter)
    .values({ year, last: 1 })
    .onConflictDoUpdate({ target: invoiceCounter.year, set: { last: sql`${invoiceCounter.last} + 1` } })
    .returning({ last: invoiceCounter.last });
  if (!counted) throw new Error('invoice_counter upsert returned no row');
  const number = invoiceNumber(year, counted.last);
  await tx.insert(invoice).values({ orderId, number, issuedAt: paidAt });
  return number;
}
