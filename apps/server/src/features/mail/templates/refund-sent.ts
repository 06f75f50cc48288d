import { createElement as h } from 'react';
import { ActionButton, MailLayout, Paragraph, type MailContent, type MailContext } from './layout.ts';
import { moneyText, type MailMoney } from './mail-money.ts';

/**
 * To the traveller once a refund's money has left (requirements §lifecycles.refund, decision
 * 0051): the provider took a card refund, or our team sent a bank transfer. Coins need no such
 * mail: they were back with the cancellation, whose mail said so.
 */
export interface RefundSentData {
  /** The reader's first name; null greets without one. */
  name: string | null;
  bookingReference: string;
  money: MailMoney;
  to: 'card' | 'transfer';
}

export function refundSent(data: RefundSentData, context: MailContext): MailContent {
  const { t } = context;
  const facts = { reference: data.bookingReference, amount: moneyText(data.money, context) };
  return {
    subject: t('mail.refundSent.subject', facts),
    body: h(
      MailLayout,
      { context, preview: t('mail.refundSent.subject', facts), name: data.name ?? undefined },
      h(Paragraph, { strong: true }, t(data.to === 'card' ? 'mail.refundSent.card' : 'mail.refundSent.transfer', facts)),
      h(ActionButton, { href: context.siteUrl(`/bookings/${encodeURIComponent(data.bookingReference)}`), label: t('mail.refundSent.button'), context }),
    ),
  };
}
