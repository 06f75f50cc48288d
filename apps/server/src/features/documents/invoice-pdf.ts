import { serviceOf } from './service-document.ts';
import { includedVat, vatRatePercent } from '@cicerone/core/checkout/vat';
import { company } from '@cicerone/core/company';
import { companyTimeZone } from '@cicerone/core/i18n/instants';
import type { Translate } from '@cicerone/core/i18n/translate';
import { languageTag, type Locale } from '@cicerone/core/locales';
import { formatMoney } from '@cicerone/core/money';
import type { InvoiceContent } from './document-queries.ts';
import { colours, contentWidth, countryName, drawFacts, drawHeader, ensureRoom, localDay, page, startDocument } from './pdf-layout.ts';

/** An issued invoice: the order's content with its number and date. */
export type IssuedInvoice = InvoiceContent & { number: string; issuedAt: Date };

/** Table columns: description, date, travellers, amount (x offsets and widths in points); the credit note's too. */
export const columns = { description: { x: 0, width: 215 }, day: { x: 225, width: 110 }, travellers: { x: 345, width: 80 }, amount: { x: 430, width: contentWidth - 430 } };

/**
 * The invoice of a paid order (requirements §api.paths): seller and buyer, its number and issue date, one line
 * per booking (cancelled ones marked), the discount and coins, the total paid and the VAT it
 * includes (checkout/vat.ts). Amounts are the order's, in its currency and minor units.
 */
export async function renderInvoice(content: IssuedInvoice, locale: Locale, t: Translate): Promise<Buffer> {
  const tag = languageTag(locale);
  const money = (amount: number) => formatMoney(amount, { code: content.currency, minorUnits: content.minorUnits }, tag);
  const { doc, finish } = await startDocument(`${t('documents.invoice.title')} ${content.number}`, locale);
  drawHeader(doc, t('documents.invoice.title'));
  const left = page.margin;

  const facts = [
    [t('documents.invoice.number'), content.number],
    [t('documents.invoice.issuedOn'), new Intl.DateTimeFormat(tag, { dateStyle: 'long', timeZone: companyTimeZone }).format(content.issuedAt)],
    [t('documents.invoice.orderReference'), content.reference],
  ] as const;
  drawFacts(doc, facts);

  drawPartiesAndLineHeader(doc, content.buyer, locale, t);

  for (const line of content.lines) {
    ensureRoom(doc, 50);
    const y = doc.y;
    const cancelled = line.status === 'cancelled';
    const service = serviceOf(line, locale, t);
    doc.font('regular').fontSize(10).fillColor(colours.ink).text(service?.title ?? line.tourTitle, left + columns.description.x, y, { width: columns.description.width });
    // A service's line says what was done (flight, addresses, ship…), as its booking page does.
    if (service) doc.fontSize(8).fillColor(colours.muted).text(service.facts.map((fact) => `${fact.label}: ${fact.value}`).join(' · '), left + columns.description.x, doc.y, { width: columns.description.width });
    doc.fontSize(8).fillColor(colours.muted).text(cancelled ? `${line.reference} · ${t('documents.invoice.cancelled')}` : line.reference, left + columns.description.x, doc.y, { width: columns.description.width });
    const bottom = doc.y;
    doc.fontSize(10).fillColor(colours.ink).text(localDay(locale, line.day, 'medium'), left + columns.day.x, y, { width: columns.day.width });
    const dayBottom = doc.y;
    doc.text(t('documents.travellerBands', { adults: line.adults, children: line.children, infants: line.infants }), left + columns.travellers.x, y, { width: columns.travellers.width });
    const travellersBottom = doc.y;
    doc.fillColor(cancelled ? colours.muted : colours.ink).text(money(line.price), left + columns.amount.x, y, { width: columns.amount.width, align: 'right', strike: cancelled });
    doc.y = Math.max(bottom, dayBottom, travellersBottom, doc.y) + 6;
    rule(doc, doc.y);
    doc.y += 8;
  }

  // The totals, right-aligned under the amounts.
  const totals: Array<[string, string, boolean]> = [[t('documents.invoice.subtotal'), money(content.subtotal), false]];
  if (content.discount > 0) totals.push([t('documents.invoice.discount', { code: content.discountCode ?? '' }), money(-content.discount), false]);
  if (content.coins > 0) totals.push([t('documents.invoice.coins'), money(-content.coins), false]);
  totals.push([t('documents.invoice.total'), money(content.grandTotal), true]);
  totals.push([t('documents.invoice.vatIncluded', { rate: vatRatePercent }), money(includedVat(content.grandTotal)), false]);
  ensureRoom(doc, 20 * totals.length + 40);
  const labelX = left + 215;
  for (const [label, value, strong] of totals) {
    const y = doc.y;
    doc.font(strong ? 'bold' : 'regular').fontSize(strong ? 12 : 10).fillColor(colours.ink);
    doc.text(label, labelX, y, { width: columns.amount.x - 225 });
    doc.text(value, left + columns.amount.x - 20, y, { width: columns.amount.width + 20, align: 'right' });
    doc.y += 4;
  }
  doc.y += 12;
  doc.font('regular').fontSize(9).fillColor(colours.muted).text(t('documents.invoice.vatNote', { rate: vatRatePercent }), left, doc.y, { width: contentWidth });

  return finish();
}

/** Seller and buyer side by side, then the lines' column titles: the same on an invoice and on its credit note. */
export function drawPartiesAndLineHeader(doc: PDFKit.PDFDocument, buyer: InvoiceContent['buyer'], locale: Locale, t: Translate): void {
  const left = page.margin;
  const partyWidth = (contentWidth - 30) / 2;
  const partiesTop = doc.y;
  drawParty(doc, t('documents.invoice.seller'), sellerLines(t, locale), left, partiesTop, partyWidth);
  const sellerBottom = doc.y;
  drawParty(doc, t('documents.invoice.buyer'), buyerLines(buyer, t, locale), left + partyWidth + 30, partiesTop, partyWidth);
  doc.y = Math.max(doc.y, sellerBottom) + 24;

  const header = [
    [columns.description, t('documents.invoice.description')],
    [columns.day, t('documents.invoice.day')],
    [columns.travellers, t('documents.invoice.travellers')],
    [columns.amount, t('documents.invoice.amount')],
  ] as const;
  const headerY = doc.y;
  doc.font('bold').fontSize(9).fillColor(colours.muted);
  for (const [column, label] of header) doc.text(label, left + column.x, headerY, { width: column.width, align: column === columns.amount ? 'right' : undefined });
  rule(doc, doc.y + 4);
  doc.y += 10;
}

export function rule(doc: PDFKit.PDFDocument, y: number): void {
  doc.moveTo(page.margin, y).lineTo(page.width - page.margin, y).lineWidth(0.5).strokeColor(colours.rule).stroke();
}

export function drawParty(doc: PDFKit.PDFDocument, title: string, lines: string[], x: number, y: number, width: number): void {
  doc.font('bold').fontSize(9).fillColor(colours.muted).text(title.toUpperCase(), x, y, { width, characterSpacing: 0.5 });
  doc.moveDown(0.3);
  doc.font('regular').fontSize(10).fillColor(colours.ink).text(lines.join('\n'), x, doc.y, { width, lineGap: 1 });
}

export function sellerLines(t: Translate, locale: Locale): string[] {
  return [
    company.name,
    company.street,
    `${company.postalCode} ${company.city}`,
    countryName(locale, company.countryIso2),
    company.registration,
    t('documents.invoice.vatNumber', { number: company.vatNumber }),
  ];
}

export function buyerLines(buyer: InvoiceContent['buyer'], t: Translate, locale: Locale): string[] {
  const place = buyer.address;
  const lines = [`${buyer.firstName} ${buyer.lastName}`];
  const companyName = buyer.companyName || place?.companyName;
  if (companyName) lines.push(companyName);
  if (place) {
    lines.push(place.street);
    if (place.streetComplementary) lines.push(place.streetComplementary);
    lines.push([place.zip, place.city, place.state].filter(Boolean).join(' '));
    lines.push(countryName(locale, place.country));
  }
  lines.push(buyer.email);
  if (buyer.vatNumber) lines.push(t('documents.invoice.vatNumber', { number: buyer.vatNumber }));
  if (buyer.taxNumber) lines.push(t('documents.invoice.taxNumber', { number: buyer.taxNumber }));
  return lines;
}
