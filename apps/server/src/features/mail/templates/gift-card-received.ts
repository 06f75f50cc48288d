import { createElement as h } from 'react';
import { Section, Text } from '@react-email/components';
import type { GiftCardPrint } from '@cicerone/core/gift-cards/gift-card-print';
import { GiftCardFace, giftCardValue } from './gift-card-face.ts';
import { ActionButton, MailLayout, Paragraph, SmallPrint, type MailContent, type MailContext } from './layout.ts';

const codeStyle = { backgroundColor: '#f6f7f9', border: '1px dashed #0b6e66', borderRadius: '8px', fontSize: '26px', fontWeight: 700, letterSpacing: '2px', margin: '0 0 16px', padding: '12px 16px', textAlign: 'center' as const };

/**
 * The recipient's mail, sent at the time the buyer chose, in the buyer's chosen language: the
 * card, the code and the way to redeem it; the printable card is attached as a 'gift-card' ref
 * (gift-cards/delivery/gift-card-mail.ts builds the whole outbox message).
 */
export function giftCardReceived(data: GiftCardPrint, context: MailContext): MailContent {
  const { t } = context;
  const value = giftCardValue(data, context);
  return {
    subject: t('mail.giftCardReceived.subject', { sender: data.senderName }),
    body: h(
      MailLayout,
      { context, preview: t('mail.giftCardReceived.preview', value), name: data.recipientName },
      h(Paragraph, null, t('mail.giftCardReceived.intro', { sender: data.senderName, ...value })),
      h(GiftCardFace, { card: data, context }),
      h(Section, null, h(Text, { style: { fontSize: '15px', margin: '0 0 6px' } }, t('mail.giftCardReceived.code')), h(Text, { style: codeStyle }, data.code)),
      h(ActionButton, { href: context.siteUrl(`/redeem?code=${encodeURIComponent(data.code)}`), label: t('mail.giftCardReceived.button'), context }),
      h(Paragraph, null, t('mail.giftCardReceived.how')),
      h(SmallPrint, null, t('mail.giftCardReceived.attached')),
    ),
  };
}
