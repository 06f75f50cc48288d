import { readFileSync } from 'node:fs';
import { giftCardArtFile, giftCardArtSize } from '@cicerone/core/gift-cards/gift-card-designs';
import type { GiftCardPrint } from '@cicerone/core/gift-cards/gift-card-print';
import type { GiftCardOccasion } from '@cicerone/core/gift-cards/gift-card-rules';
import { translatorFor } from '@cicerone/core/i18n/catalogs';
import { languageTag, type Locale } from '@cicerone/core/locales';
import { formatMoney } from '@cicerone/core/money';
import { colours, contentWidth, drawHeader, ensureRoom, page, startDocument } from '../../documents/pdf-layout.ts';
import { drawQrCode } from '../../documents/qr-code.ts';
import { siteUrlFor } from '../../mail/site-url.ts';

/** Everything the printed card needs, as a plain object: the card, the reader's language and the site's address. */
export interface GiftCardPdfInput extends GiftCardPrint {
  locale: Locale;
  /** PUBLIC_URL: the QR code and the printed address lead to its /redeem page. */
  publicUrl: string;
}

/** The designs' PNG, written beside the SVG the site serves (scripts/gift-card-designs.ts), read once per occasion. */
const artDir = new URL('../../../../../web/public/gift-cards/', import.meta.url);
const art = new Map<GiftCardOccasion, Buffer>();
const artOf = (occasion: GiftCardOccasion) => {
  let png = art.get(occasion);
  if (!png) art.set(occasion, (png = readFileSync(new URL(giftCardArtFile(occasion, 'light', 'png'), artDir))));
  return png;
};

const eur = { code: 'EUR', minorUnits: 2 };
const qrSize = 110;

/** The redeem page with the code filled in, under the reader's language and currency. */
export const giftCardRedeemUrl = (card: Pick<GiftCardPdfInput, 'publicUrl' | 'locale' | 'currency' | 'code'>) =>
  siteUrlFor(card.publicUrl, card.locale, card.currency)(`/redeem?code=${encodeURIComponent(card.code)}`);

/**
 * The printable gift card (requirements §lifecycles.gift-card): the design with the value in EUR and in coins, the
 * occasion, who it is for and from, the message, and the claim code as text and as a QR code that
 * opens /redeem with it. One A4 page in the reader's language; every name and message is drawn as
 * text, never interpreted. Printed in light colours whatever the screen's theme.
 */
export async function renderGiftCardPdf(card: GiftCardPdfInput): Promise<Buffer> {
  const t = translatorFor(card.locale);
  const tag = languageTag(card.locale);
  const { doc, finish } = await startDocument(`${t('documents.giftCard.title')} · ${t(`giftCards.occasion.${card.occasion}`)}`, card.locale);
  drawHeader(doc, t('documents.giftCard.title'));

  // The design across the page, the value set on its plain top left (gift-card-designs.ts keeps it clear).
  const left = page.margin;
  const top = doc.y;
  const artHeight = (contentWidth * giftCardArtSize.height) / giftCardArtSize.width;
  doc.image(artOf(card.occasion), left, top, { width: contentWidth, height: artHeight });
  const inset = contentWidth * 0.06;
  const headWidth = contentWidth * 0.45;
  doc.font('bold').fontSize(14).fillColor(colours.brand).text('Cicerone', left + inset, top + artHeight * 0.08, { width: headWidth });
  doc.font('bold').fontSize(30).fillColor(colours.ink).text(formatMoney(card.valueEurCents, eur, tag), left + inset, doc.y + 2, { width: headWidth });
  doc.font('regular').fontSize(11).fillColor(colours.muted).text(t('shell.user.coins', { coins: card.valueEurCents / 100 }), left + inset, doc.y, { width: headWidth });

  doc.y = top + artHeight + 20;
  doc.font('bold').fontSize(22).fillColor(colours.ink).text(t(`giftCards.occasion.${card.occasion}`), left, doc.y, { width: contentWidth });
  if (card.recipientName) doc.font('regular').fontSize(13).text(t('giftCards.preview.to', { name: card.recipientName }), left, doc.y + 4, { width: contentWidth });
  if (card.message) {
    doc.font('regular').fontSize(12);
    const height = doc.heightOfString(card.message, { width: contentWidth - 32 }) + 24;
    ensureRoom(doc, height + 10);
    const boxTop = doc.y + 10;
    doc.roundedRect(left, boxTop, contentWidth, height, 6).fill(colours.panel);
    doc.fillColor(colours.ink).text(card.message, left + 16, boxTop + 12, { width: contentWidth - 32 });
    doc.y = boxTop + height;
  }
  doc.font('regular').fontSize(13).fillColor(colours.muted).text(t('giftCards.preview.from', { name: card.senderName }), left, doc.y + 10, { width: contentWidth });

  // The code: what the recipient types, or scans, to credit the coins.
  const redeemUrl = giftCardRedeemUrl(card);
  ensureRoom(doc, qrSize + 30);
  const codeTop = doc.y + 22;
  const textWidth = contentWidth - qrSize - 20;
  await drawQrCode(doc, redeemUrl, page.width - page.margin - qrSize, codeTop, qrSize);
  doc.font('regular').fontSize(10).fillColor(colours.muted).text(t('documents.giftCard.code'), left, codeTop, { width: textWidth });
  doc.font('bold').fontSize(28).fillColor(colours.ink).text(card.code, left, doc.y, { width: textWidth });
  const redeemPage = siteUrlFor(card.publicUrl, card.locale, card.currency)('/redeem');
  doc.font('regular').fontSize(10).fillColor(colours.muted).text(t('documents.giftCard.redeem', { url: redeemPage }), left, doc.y + 6, { width: textWidth });
  doc.y = Math.max(doc.y, codeTop + qrSize);

  return finish();
}
