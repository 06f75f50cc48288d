import type { GiftCardPrint } from '@cicerone/core/gift-cards/gift-card-print';
import { fallbackLocale, isLocale } from '@cicerone/core/locales';
import type { AttachmentRenderers, MailAttachmentRef } from '../../mail/attachments.ts';
import type { SealedTemplates } from '../../mail/mailer.ts';
import { renderMail } from '../../mail/render.ts';
import { giftCardDeliveryMail } from './gift-card-mail.ts';
import { renderGiftCardPdf } from './gift-card-pdf.ts';

/** A card as its mails print it, its code opened (gift-card-service printOf); null when there is no such card. */
export type PrintOf = (cardId: string) => Promise<GiftCardPrint | null>;

/**
 * The recipient's mail and its printable card, both written when the mail is sent from the card's
 * id alone: the outbox keeps the mail with the code masked, so no claim code rests in clear in the
 * database (decision 0016). Given to the mailer by services.ts.
 */
export function giftCardMailAtSend(printOf: PrintOf, publicUrl: string): { attachment: AttachmentRenderers['gift-card']; sealed: SealedTemplates } {
  const cardOf = async (cardId: string) => {
    const card = await printOf(cardId);
    // A mail for a card that is gone is a failed attempt, retried and then given up: never sent without its code.
    if (!card) throw new Error(`gift card ${cardId} not found`);
    return card;
  };
  return {
    attachment: async (ref, locale) => {
      const card = await cardOf(ref.cardId);
      return { filename: `cicerone-gift-card-${card.code}.pdf`, content: await renderGiftCardPdf({ ...card, locale, publicUrl }), contentType: 'application/pdf' };
    },
    sealed: {
      'gift-card-received': async (row) => {
        const ref = row.attachments.find((one): one is Extract<MailAttachmentRef, { kind: 'gift-card' }> => one.kind === 'gift-card');
        if (!ref) throw new Error('a gift card mail names no card');
        const locale = isLocale(row.locale) ? row.locale : fallbackLocale;
        return renderMail(giftCardDeliveryMail(await cardOf(ref.cardId), { email: row.toAddress, locale }, ref.cardId), { publicUrl });
      },
    },
  };
}
