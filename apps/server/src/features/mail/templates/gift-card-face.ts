// The gift card as both gift-card mails show it: the design, the occasion, the value and the message.
import { createElement as h } from 'react';
import { Img, Section, Text } from '@react-email/components';
import { giftCardArtFile, giftCardArtSize } from '@cicerone/core/gift-cards/gift-card-designs';
import type { GiftCardPrint } from '@cicerone/core/gift-cards/gift-card-print';
import { languageTag } from '@cicerone/core/locales';
import { formatMoney } from '@cicerone/core/money';
import type { MailContext } from './layout.ts';

const eur = { code: 'EUR', minorUnits: 2 };

/** '€150.00' and '150 Cicerone Coins': what the card is worth, as the mails say it. */
export function giftCardValue(card: Pick<GiftCardPrint, 'valueEurCents'>, context: MailContext) {
  return { amount: formatMoney(card.valueEurCents, eur, languageTag(context.locale)), coins: card.valueEurCents / 100 };
}

const styles = {
  card: { border: '1px solid #dde2e8', borderRadius: '12px', margin: '0 0 20px', overflow: 'hidden' },
  art: { display: 'block', width: '100%', height: 'auto', border: 0 },
  inner: { padding: '12px 20px 16px' },
  title: { fontSize: '22px', fontWeight: 700, lineHeight: '28px', margin: '0 0 4px' },
  value: { color: '#0b6e66', fontSize: '17px', fontWeight: 700, margin: '0 0 12px' },
  message: { backgroundColor: '#f6f7f9', borderRadius: '8px', fontSize: '16px', fontStyle: 'italic', lineHeight: '24px', margin: '0 0 8px', padding: '12px 16px', whiteSpace: 'pre-line' as const },
  line: { fontSize: '15px', lineHeight: '22px', margin: '0 0 2px' },
};

/**
 * The card: its design as a PNG the site serves (mail clients do not show SVG; scripts/gift-card-designs.ts
 * writes it), the occasion in the reader's language, and what the buyer wrote, as text React escapes.
 */
export function GiftCardFace(props: { card: Omit<GiftCardPrint, 'code'>; context: MailContext }) {
  const { card, context } = props;
  const { t, siteT } = context;
  const value = giftCardValue(card, context);
  return h(
    Section,
    { style: styles.card },
    h(Img, { src: context.assetUrl(`/gift-cards/${giftCardArtFile(card.occasion, 'light', 'png')}`), alt: siteT(`giftCards.occasion.${card.occasion}`), width: giftCardArtSize.width * 0.875, style: styles.art }),
    h(
      Section,
      { style: styles.inner },
      h(Text, { style: styles.title }, siteT(`giftCards.occasion.${card.occasion}`)),
      h(Text, { style: styles.value }, t('mail.giftCard.value', value)),
      card.recipientName ? h(Text, { style: styles.line }, siteT('giftCards.preview.to', { name: card.recipientName })) : null,
      card.message ? h(Text, { style: styles.message }, card.message) : null,
      h(Text, { style: styles.line }, siteT('giftCards.preview.from', { name: card.senderName })),
    ),
  );
}
