import { includedVat, vatRatePercent } from '@cicerone/core/checkout/vat';
import { companyTimeZone } from '@cicerone/core/i18n/instants';
import type { Translate } from '@cicerone/core/i18n/translate';
import { languageTag, type Locale } from '@cicerone/core/locales';
import { formatMoney } from '@cicerone/core/money';
import type { CreditNoteRow } from './credit-note-queries.ts';
import { columns, drawPartiesAndLineHeader, rule, type IssuedInvoice } from './invoice-pdf.ts';
import { colours, contentWidth, drawFacts, drawHeader, ensureRoom, localDay, page, startDocument } from './pdf-layout.ts';
import { serviceOf } from './service-document.ts';

/** A credit note as it is printed: what it credits, and the invoice it corrects with its lines and buyer. */
export interface CreditNoteContent {
  creditNote: CreditNoteRow & { bookingReference: string | null };
  invoice: IssuedInvoice;
}

const routeKeys = { card: 'documents.creditNote.route.card', transfer: 'documents.creditNote.route.transfer', coins: 'documents.creditNote.route.coins' } as const;

/**
 * The coins credited, in the order's currency: the invoice showed the order's coins in that
 * currency, and a refund gives back a share of them in EUR cents (as the ledger counts them), so
 * the share is valued at the rate the order's coins were.
 */
function coinsValue(credited: number, order: Pick<IssuedInvoice, 'coins' | 'coinsEurCents'>): number {
  if (credited <= 0 || order.coinsEurCents <= 0) return 0;
  return Math.round((order.coins * credited) / order.coinsEurCents);
}

/**
 * A credit note (requirements §lifecycles.refund, decision 0052): the invoice's layout with the
 * signs turned over. Seller and buyer as on the invoice, its number and date, the invoice it
 * corrects, the booking it credits, then what goes back: the money (negative, with the VAT it
 * included, computed as the invoice computes it: checkout/vat.ts) and the coins returned (positive,
 * where the invoice deducted them), and where the money went.
 */
export async function renderCreditNote({ creditNote, invoice }: CreditNoteContent, locale: Locale, t: Translate): Promise<Buffer> {
  const tag = languageTag(locale);
  const money = (amount: number) => formatMoney(amount, { code: creditNote.currency, minorUnits: invoice.minorUnits }, tag);
  const longDate = new Intl.DateTimeFormat(tag, { dateStyle: 'long', timeZone: companyTimeZone });
  const { doc, finish } = await startDocument(`${t('documents.creditNote.title')} ${creditNote.number}`, locale);
  drawHeader(doc, t('documents.creditNote.title'));
  const left = page.margin;

  drawFacts(doc, [
    [t('documents.creditNote.number'), creditNote.number],
    [t('documents.invoice.issuedOn'), longDate.format(creditNote.issuedAt)],
    [t('documents.invoice.orderReference'), invoice.reference],
  ]);
  doc.font('bold').fontSize(10).fillColor(colours.ink).text(t('documents.creditNote.corrects', { number: invoice.number, date: longDate.format(invoice.issuedAt) }), left, doc.y, { width: contentWidth });
  doc.y += 16;

  drawPartiesAndLineHeader(doc, invoice.buyer, locale, t);

  // What the refund gave back, valued as the invoice valued it: its money and its coins.
  const coins = coinsValue(creditNote.coinsEurCents, invoice);
  const credited = creditNote.amount + coins;
  const line = invoice.lines.find((candidate) => candidate.reference === creditNote.bookingReference);
  const y = doc.y;
  if (line) {
    const service = serviceOf(line, locale, t);
    doc.font('regular').fontSize(10).fillColor(colours.ink).text(service?.title ?? line.tourTitle, left + columns.description.x, y, { width: columns.description.width });
    if (service) doc.fontSize(8).fillColor(colours.muted).text(service.facts.map((fact) => `${fact.label}: ${fact.value}`).join(' · '), left + columns.description.x, doc.y, { width: columns.description.width });
    doc.fontSize(8).fillColor(colours.muted).text(line.reference, left + columns.description.x, doc.y, { width: columns.description.width });
    const bottom = doc.y;
    doc.fontSize(10).fillColor(colours.ink).text(localDay(locale, line.day, 'medium'), left + columns.day.x, y, { width: columns.day.width });
    const dayBottom = doc.y;
    doc.text(t('documents.travellerBands', { adults: line.adults, children: line.children, infants: line.infants }), left + columns.travellers.x, y, { width: columns.travellers.width });
    doc.y = Math.max(bottom, dayBottom, doc.y);
  } else {
    // A refund of the order rather than of one of its bookings.
    doc.font('regular').fontSize(10).fillColor(colours.ink).text(t('documents.creditNote.orderLine', { reference: invoice.reference }), left + columns.description.x, y, { width: columns.description.width });
  }
  const lineBottom = doc.y;
  doc.font('regular').fontSize(10).fillColor(colours.ink).text(money(-credited), left + columns.amount.x, y, { width: columns.amount.width, align: 'right' });
  doc.y = Math.max(lineBottom, doc.y) + 6;
  rule(doc, doc.y);
  doc.y += 8;

  // The totals, as the invoice's with the signs turned over: coins it deducted come back.
  const totals: Array<[string, string, boolean]> = [[t('documents.creditNote.subtotal'), money(-credited), false]];
  if (coins > 0) totals.push([t('documents.creditNote.coins'), money(coins), false]);
  totals.push([t('documents.creditNote.total'), money(-creditNote.amount), true]);
  totals.push([t('documents.invoice.vatIncluded', { rate: vatRatePercent }), money(includedVat(-creditNote.amount)), false]);
  ensureRoom(doc, 20 * totals.length + 80);
  const labelX = left + 215;
  for (const [label, value, strong] of totals) {
    const rowY = doc.y;
    doc.font(strong ? 'bold' : 'regular').fontSize(strong ? 12 : 10).fillColor(colours.ink);
    doc.text(label, labelX, rowY, { width: columns.amount.x - 225 });
    doc.text(value, left + columns.amount.x - 20, rowY, { width: columns.amount.width + 20, align: 'right' });
    doc.y += 4;
  }
  doc.y += 12;
  // Where the money went: the route of a refund with money, the coins alone otherwise (the totals say the coins of the others).
  doc.font('regular').fontSize(10).fillColor(colours.ink).text(t(routeKeys[creditNote.route]), left, doc.y, { width: contentWidth });
  doc.y += 8;
  doc.fontSize(9).fillColor(colours.muted).text(t('documents.creditNote.vatNote', { rate: vatRatePercent }), left, doc.y, { width: contentWidth });

  return finish();
}
