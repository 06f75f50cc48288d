import { createElement as h } from 'react';
import { bookedTourName, bookedTourWhen, type BookedTour } from './booked-tour.ts';
import { ActionButton, MailLayout, Paragraph, type MailContent, type MailContext } from './layout.ts';
import { coinsUnit, moneyText, type MailMoney } from './mail-money.ts';

/**
 * To the traveller when their booking is cancelled, by them or by our team (requirements
 * §lifecycles.booking, §lifecycles.refund): what is refunded, where, and when they will see it.
 */
export interface BookingCancelledData extends BookedTour {
  name: string;
  bookingReference: string;
  /** Our team cancelled it (the back office, decision 0030); else the traveller did. */
  byTeam: boolean;
  /** Money back in the order's currency and where it goes (the card that paid, or a bank transfer by our team); null when none. */
  money: (MailMoney & { to: 'card' | 'transfer' }) | null;
  /** Coins back to the balance, EUR cents; 0 when none. */
  coinsEurCents: number;
  /** Why nothing goes back, when nothing does: the free-cancellation window had closed, nothing was paid yet, or our team cancelled without a refund. */
  noRefund: 'window_closed' | 'nothing_paid' | 'declined' | null;
}

const noRefundKeys = { window_closed: 'mail.bookingCancelled.windowClosed', nothing_paid: 'mail.bookingCancelled.nothingPaid', declined: 'mail.bookingCancelled.declined' } as const;

export function bookingCancelled(data: BookingCancelledData, context: MailContext): MailContent {
  const { t } = context;
  const facts = { reference: data.bookingReference, tour: bookedTourName(data, context), when: bookedTourWhen(data, context) };
  return {
    subject: t('mail.bookingCancelled.subject', { reference: data.bookingReference }),
    body: h(
      MailLayout,
      { context, preview: t('mail.bookingCancelled.subject', { reference: data.bookingReference }), name: data.name },
      h(Paragraph, null, t(data.byTeam ? 'mail.bookingCancelled.byTeam' : 'mail.bookingCancelled.byYou', facts)),
      data.money ? h(Paragraph, { strong: true }, t(data.money.to === 'card' ? 'mail.bookingCancelled.card' : 'mail.bookingCancelled.transfer', { amount: moneyText(data.money, context) })) : null,
      data.coinsEurCents > 0 ? h(Paragraph, { strong: true }, t('mail.bookingCancelled.coins', { amount: moneyText({ amount: data.coinsEurCents, ...coinsUnit }, context) })) : null,
      data.noRefund ? h(Paragraph, null, t(noRefundKeys[data.noRefund])) : null,
      h(ActionButton, { href: context.siteUrl(`/bookings/${encodeURIComponent(data.bookingReference)}`), label: t('mail.bookingCancelled.button'), context }),
    ),
  };
}
