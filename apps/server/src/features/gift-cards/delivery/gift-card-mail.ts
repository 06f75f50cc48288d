import type { GiftCardPrint } from '@cicerone/core/gift-cards/gift-card-print';
import type { Locale } from '@cicerone/core/locales';
import type { OutgoingMail } from '../../mail/mailer.ts';
import type { GiftCardCopyData } from '../../mail/templates/gift-card-copy.ts';

/**
 * The recipient's mail of card `cardId`: written in the buyer's chosen language, links in the
 * buyer's currency, and the printable card attached. The outbox keeps it with the code masked
 * (`card.code` is GC-…XYZ when enqueued); it is written again with the code when it is sent
 * (gift-card-sealed-mail.ts), and the card is rendered then too, both from the card's id.
 */
export function giftCardDeliveryMail(card: GiftCardPrint, to: { email: string; locale: Locale }, cardId: string): Extract<OutgoingMail, { template: 'gift-card-received' }> {
  return { to: to.email, locale: to.locale, currency: card.currency, template: 'gift-card-received', data: card, attachments: [{ kind: 'gift-card', cardId }] };
}

/** The buyer's receipt and copy of the card, in the buyer's language and currency; no attachment, no code. */
export function giftCardCopyMail(copy: GiftCardCopyData, to: { email: string; locale: Locale }): Extract<OutgoingMail, { template: 'gift-card-copy' }> {
  return { to: to.email, locale: to.locale, currency: copy.card.currency, template: 'gift-card-copy', data: copy };
}
