import { company } from '@cicerone/core/company';
import { formatCityTime } from '@cicerone/core/i18n/instants';
import type { Translate } from '@cicerone/core/i18n/translate';
import { languageTag, type Locale } from '@cicerone/core/locales';
import type { VoucherRow } from './document-queries.ts';
import { colours, contentWidth, drawField, ensureRoom, drawHeader, durationLabel, languageName, localDay, page, startDocument } from './pdf-layout.ts';
import { serviceOf } from './service-document.ts';
import { serviceStaffOf } from '@cicerone/core/quotes/quote-kinds';
import { drawQrCode } from './qr-code.ts';

/** What the voucher says of a booking, texts already in the document's language (title and meeting place as My bookings shows them). */
export type VoucherContent = Omit<VoucherRow, 'status'>;

const qrSize = 120;

/**
 * The voucher a traveller shows the guide (requirements §api.paths): the booking reference large and as a QR
 * code, what, where and when, who, and how to reach Cicerone. One A4 page.
 */
export async function renderVoucher(booking: VoucherContent, locale: Locale, t: Translate): Promise<Buffer> {
  const { doc, finish } = await startDocument(`${t('documents.voucher.title')} ${booking.reference}`, locale);
  drawHeader(doc, t('documents.voucher.title'));
  const service = serviceOf(booking, locale, t);

  const top = doc.y;
  const left = page.margin;
  const textWidth = contentWidth - qrSize - 20;
  await drawQrCode(doc, booking.reference, page.width - page.margin - qrSize, top, qrSize);
  doc.font('regular').fontSize(10).fillColor(colours.muted).text(t('documents.voucher.bookingReference'), left, top, { width: textWidth });
  doc.font('bold').fontSize(30).fillColor(colours.ink).text(booking.reference, left, doc.y, { width: textWidth });
  doc.moveDown(0.4);
  doc.font('bold').fontSize(16).text(service?.title ?? booking.tourTitle, left, doc.y, { width: textWidth });
  doc.font('regular').fontSize(12).fillColor(colours.muted).text(booking.cityName, left, doc.y + 2, { width: textWidth });
  doc.y = Math.max(doc.y, top + qrSize) + 22;

  const columnWidth = (contentWidth - 20) / 2;
  const right = left + columnWidth + 20;
  const fieldsTop = doc.y;
  drawField(doc, t('documents.voucher.date'), localDay(locale, booking.day), left, columnWidth);
  drawField(doc, t('documents.voucher.startTime'), formatCityTime(booking.startTime, booking.cityName, { tag: languageTag(locale), t }), left, columnWidth);
  if (!service) drawField(doc, t('documents.voucher.duration'), durationLabel(t, booking.duration), left, columnWidth);
  drawField(doc, t('documents.voucher.travellers'), t('documents.travellerBands', { adults: booking.adults, children: booking.children, infants: booking.infants }), left, columnWidth);
  drawField(doc, t(service ? 'documents.voucher.serviceLanguage' : 'documents.voucher.guideLanguage'), languageName(locale, booking.guideLanguage), left, columnWidth);
  const leftBottom = doc.y;

  doc.y = fieldsTop;
  // A service meets where its request says (the airport and flight, the addresses, the ports): those facts stand for the meeting point.
  if (service) for (const fact of service.facts) drawField(doc, fact.label, fact.value, right, columnWidth);
  else drawField(doc, t('tour.booking.meetingPoint'), booking.meetingPlace, right, columnWidth);
  drawField(doc, t('documents.voucher.specialRequirements'), booking.specialRequirements || t('documents.voucher.none'), right, columnWidth);
  drawField(doc, t('documents.voucher.leadTraveller'), [booking.contactName, booking.contactPhone, booking.contactEmail].join('\n'), right, columnWidth);
  drawField(doc, t('documents.voucher.orderReference'), booking.orderReference, right, columnWidth);
  doc.y = Math.max(doc.y, leftBottom) + 10;

  // The one instruction that matters on the day, set apart from the details.
  // A service has no meeting point: a pickup's driver, else a guide, met where the request says.
  const notice = t(!booking.quoteKind ? 'documents.voucher.present' : serviceStaffOf[booking.quoteKind] === 'driver' ? 'documents.voucher.presentDriver' : 'documents.voucher.presentService');
  doc.font('bold').fontSize(12);
  const noticeHeight = doc.heightOfString(notice, { width: contentWidth - 32 }) + 24;
  ensureRoom(doc, noticeHeight + 40);
  doc.roundedRect(left, doc.y, contentWidth, noticeHeight, 6).fill(colours.panel);
  doc.fillColor(colours.brand).text(notice, left + 16, doc.y + 12, { width: contentWidth - 32 });
  doc.y += 24;
  doc.font('regular').fontSize(10).fillColor(colours.muted).text(t('documents.contact', { email: company.email, phone: company.phone }), left, doc.y, { width: contentWidth });

  return finish();
}
