import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '@cicerone/db/client';
import { creditNote } from '@cicerone/db/schema/credit-notes';
import { booking, customerOrder, invoice } from '@cicerone/db/schema/orders';

export type CreditNoteRow = typeof creditNote.$inferSelect;
export type NewCreditNote = Omit<typeof creditNote.$inferInsert, 'id'>;

/** The order's invoice, which a credit note corrects, and the order's language; undefined while the order is unpaid. */
export async function invoiceToCorrect(tx: Executor, orderId: string): Promise<{ number: string; issuedAt: Date; locale: string } | undefined> {
  const [row] = await tx
    .select({ number: invoice.number, issuedAt: invoice.issuedAt, locale: customerOrder.locale })
    .from(invoice)
    .innerJoin(customerOrder, eq(customerOrder.id, invoice.orderId))
    .where(eq(invoice.orderId, orderId));
  return row;
}

/** The number of the refund's credit note, once issued. */
export async function creditNoteNumberOf(tx: Executor, refundId: string): Promise<string | undefined> {
  const [row] = await tx.select({ number: creditNote.number }).from(creditNote).where(eq(creditNote.refundId, refundId));
  return row?.number;
}

export async function insertCreditNote(tx: Executor, values: NewCreditNote): Promise<void> {
  await tx.insert(creditNote).values(values);
}

/** One credit note of an order by its number, with the reference of the booking it credits. */
export async function creditNoteOf(db: Executor, orderId: string, number: string): Promise<(CreditNoteRow & { bookingReference: string | null }) | undefined> {
  const [row] = await db
    .select({ creditNote, bookingReference: booking.reference })
    .from(creditNote)
    .leftJoin(booking, eq(booking.id, creditNote.bookingId))
    .where(and(eq(creditNote.orderId, orderId), eq(creditNote.number, number)));
  return row ? { ...row.creditNote, bookingReference: row.bookingReference } : undefined;
}

/** The credit notes of these refunds (a booking's page links each beside its refund). */
export async function creditNotesOfRefunds(db: Executor, refundIds: readonly string[]): Promise<Array<Pick<CreditNoteRow, 'refundId' | 'number' | 'issuedAt'>>> {
  if (refundIds.length === 0) return [];
  return db.select({ refundId: creditNote.refundId, number: creditNote.number, issuedAt: creditNote.issuedAt }).from(creditNote).where(inArray(creditNote.refundId, [...refundIds]));
}
