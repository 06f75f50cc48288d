import { countsAsPaid } from '@cicerone/core/checkout/booking-status';
import { AppError } from '@cicerone/core/errors';
import { translatorFor } from '@cicerone/core/i18n/catalogs';
import type { Locale } from '@cicerone/core/locales';
import type { Database } from '@cicerone/db/client';
import { creditNoteOf, creditNotesOfRefunds } from './credit-note-queries.ts';
import { renderCreditNote } from './credit-note-pdf.ts';
import { bookingOwner, invoiceContentOf, voucherContentOf } from './document-queries.ts';
import { renderInvoice } from './invoice-pdf.ts';
import { renderVoucher } from './voucher-pdf.ts';

/** A rendered document, named as the traveller's download (or mail attachment) shows it. */
export interface PdfFile {
  filename: string;
  content: Buffer;
}


/** The traveller's documents (requirements §api.paths), rendered on request in the language asked for. */
export function documentService(db: Database) {
  async function voucherOf(userId: string, bookingId: string, locale: Locale): Promise<PdfFile> {
    const row = await voucherContentOf(db, userId, bookingId, locale);
    if (!row) throw new AppError('booking_not_found');
    // A link to it kept from before the cancellation (an old tab, a download saved) says what happened.
    if (row.status === 'cancelled') throw new AppError('voucher_booking_cancelled', { reference: row.reference });
    // A voucher is for a tour that will take place or took place: never one waiting for its payment nor a cancelled one.
    if (!countsAsPaid(row.status)) throw new AppError('voucher_not_available');
    return { filename: `cicerone-voucher-${row.reference}.pdf`, content: await renderVoucher(row, locale, translatorFor(locale)) };
  }

  async function invoiceOf(userId: string, bookingId: string, locale: Locale): Promise<PdfFile> {
    const content = await invoiceContentOf(db, userId, bookingId, locale);
    if (!content) throw new AppError('booking_not_found');
    const { number, issuedAt } = content;
    if (content.status !== 'paid' || !number || !issuedAt) throw new AppError('invoice_not_available');
    return { filename: `cicerone-invoice-${number}.pdf`, content: await renderInvoice({ ...content, number, issuedAt }, locale, translatorFor(locale)) };
  }

  /**
   * A credit note of the order of one of the caller's bookings, by its number (decision 0052):
   * ownership through the booking, as the invoice; a number the order has no credit note under is a 404.
   */
  async function creditNoteOfBooking(userId: string, bookingId: string, number: string, locale: Locale): Promise<PdfFile> {
    const content = await invoiceContentOf(db, userId, bookingId, locale);
    if (!content) throw new AppError('booking_not_found');
    const found = await creditNoteOf(db, content.id, number);
    const { number: invoiceNumber, issuedAt } = content;
    if (!found || !invoiceNumber || !issuedAt) throw new AppError('credit_note_not_found');
    return { filename: `cicerone-credit-note-${found.number}.pdf`, content: await renderCreditNote({ creditNote: found, invoice: { ...content, number: invoiceNumber, issuedAt } }, locale, translatorFor(locale)) };
  }

  /**
   * A booking's document for a mail, read as its owner would. Undefined when the booking is gone
   * or no longer has it (cancelled before the mail left): the mail goes without it.
   */
  async function asAttachment(render: typeof voucherOf, bookingId: string, locale: Locale): Promise<PdfFile | undefined> {
    const userId = await bookingOwner(db, bookingId);
    if (!userId) return undefined;
    try {
      return await render(userId, bookingId, locale);
    } catch (error) {
      if (error instanceof AppError) return undefined;
      throw error;
    }
  }

  return {
    /** The voucher of one of the caller's bookings (by id or reference). */
    voucher: voucherOf,
    /** The invoice of the order of one of the caller's bookings, once the order is paid. */
    invoice: invoiceOf,
    /** A credit note of the order of one of the caller's bookings, by its number. */
    creditNote: creditNoteOfBooking,
    /** The credit notes of these refunds, by refund id (a booking's page links each beside its refund). */
    async creditNotesOf(refundIds: readonly string[]): Promise<ReadonlyMap<string, { number: string; issuedAt: Date }>> {
      return new Map((await creditNotesOfRefunds(db, refundIds)).map((row) => [row.refundId, { number: row.number, issuedAt: row.issuedAt }]));
    },
    voucherAttachment: (bookingId: string, locale: Locale) => asAttachment(voucherOf, bookingId, locale),
    /** The invoice of a booking's order, for the mail the back office sends again (requirements §back-office.bookings). */
    invoiceAttachment: (bookingId: string, locale: Locale) => asAttachment(invoiceOf, bookingId, locale),
  };
}

export type DocumentService = ReturnType<typeof documentService>;
