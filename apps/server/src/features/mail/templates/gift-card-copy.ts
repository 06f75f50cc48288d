import { createElement as h } from 'react';
import type { GiftCardPrint } from '@cicerone/core/gift-cards/gift-card-print';
import { companyClock, formatInstant } from '@cicerone/core/i18n/instants';
import { languageTag } from '@cicerone/core/locales';
import { GiftCardFace } from './gift-card-face.ts';
import { ActionButton, MailLayout, Paragraph, SmallPrint, type MailContent, type MailContext } from './layout.ts';

/** The buyer's receipt: the order, the card as sent (without its code), and when it goes to whom. */
export interface GiftCardCopyData {
  buyerName: string;
  card: Omit<GiftCardPrint, 'code'>;
  recipientEmail: string;
  orderReference: string;
  /** The order's total, formatted in the currency paid and the buyer's language. */
  total: string;
  /** When the card is e-mailed (the buyer chose it on their clock, `timeZone`; written on the company's, decision 0007); none: it is sent now. */
  sendAt?: { instant: Date | string; timeZone: string };
  /** The buyer's gift cards in the account, below the reader's language and currency; null for a visitor, who has no account. */
  link: string | null;
}


/**
 * Sent to the buyer once the card is paid: the receipt and a copy of the card. The code goes to the
 * recipient alone, so a forwarded receipt cannot be redeemed.
 */
export function giftCardCopy(data: GiftCardCopyData, context: MailContext): MailContent {
  const { t, siteT } = context;
  const occasion = siteT(`giftCards.occasion.${data.card.occasion}`);
  const when = data.sendAt
    ? t('mail.giftCardCopy.scheduled', {
        email: data.recipientEmail,
        time: formatInstant(data.sendAt.instant, companyClock(siteT), { tag: languageTag(context.locale), t: siteT, dateStyle: 'full' }),
      })
    : t('mail.giftCardCopy.sentNow', { email: data.recipientEmail });
  return {
    subject: t('mail.giftCardCopy.subject', { reference: data.orderReference }),
    body: h(
      MailLayout,
      { context, preview: t('mail.giftCardCopy.preview', { occasion }), name: data.buyerName },
      h(Paragraph, null, t('mail.giftCardCopy.intro')),
      h(Paragraph, { strong: true }, t('mail.giftCardCopy.order', { reference: data.orderReference, total: data.total })),
      h(Paragraph, null, when),
      h(GiftCardFace, { card: data.card, context }),
      data.link ? h(ActionButton, { href: context.siteUrl(data.link), label: t('mail.giftCardCopy.button'), context }) : null,
      h(SmallPrint, null, t(data.link ? 'mail.giftCardCopy.manage' : 'mail.giftCardCopy.manageVisitor')),
    ),
  };
}
