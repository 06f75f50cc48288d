import type { RefundRoute } from '@cicerone/core/checkout/refund-status';
import { defaultCurrency, fallbackLocale, isLocale } from '@cicerone/core/locales';
import type { Executor } from '@cicerone/db/client';
import type { Mailer } from '../mail/mailer.ts';
import { cancellationMailOf } from './booking-change-queries.ts';

/** A cancellation as the cancelling transaction decided it. */
export interface Cancellation {
  bookingId: string;
  /** Our team cancelled it (the back office, decision 0030); else the traveller. */
  byTeam: boolean;
  /** The order was paid: something could be refunded. */
  paid: boolean;
  /** The policy gave a refund (inside its free-cancellation window). */
  free: boolean;
  /** What the cancellation gives back: refunded or not, money (the order's currency) and coins (EUR cents). */
  refund: { kind: 'full' | 'none'; amount: number; coins: number };
  /** Where the recorded refund's money goes; null when nothing was recorded. */
  route: RefundRoute | null;
}

/** Why nothing goes back: nothing was paid (or it cost nothing), the window had closed, or our team cancelled without the policy's refund. */
function noRefundOf(cancellation: Cancellation) {
  if (cancellation.route !== null) return null;
  if (!cancellation.paid || cancellation.refund.kind === 'full') return 'nothing_paid' as const;
  return cancellation.free ? ('declined' as const) : ('window_closed' as const);
}

/**
 * Who hears of a booking's cancellation (requirements §lifecycles.booking, §lifecycles.refund):
 * the order's account, by e-mail written in the cancelling transaction (the outbox), so the mail
 * exists exactly when the cancellation does, whoever cancelled. It says what goes back and when;
 * the money's leaving is told again by the refunds slice (refund-news.ts, decision 0051).
 */
export function bookingNews(mail: Pick<Mailer, 'enqueue'>) {
  return {
    async cancelled(tx: Executor, cancellation: Cancellation): Promise<void> {
      const row = await cancellationMailOf(tx, cancellation.bookingId);
      if (!row) throw new Error(`booking ${cancellation.bookingId} has no account to tell`);
      const money = cancellation.route === 'card' || cancellation.route === 'transfer' ? { amount: cancellation.refund.amount, currency: row.orderCurrency, minorUnits: row.minorUnits, to: cancellation.route } : null;
      await mail.enqueue(tx, {
        to: row.email,
        locale: isLocale(row.locale) ? row.locale : isLocale(row.orderLocale) ? row.orderLocale : fallbackLocale,
        currency: row.currency ?? defaultCurrency,
        template: 'booking-cancelled',
        data: {
          name: row.firstName,
          bookingReference: row.bookingReference,
          tourTitle: row.tourTitle,
          serviceKind: row.serviceKind,
          day: row.day,
          startTime: row.startTime,
          byTeam: cancellation.byTeam,
          money,
          coinsEurCents: cancellation.route === null ? 0 : cancellation.refund.coins,
          noRefund: noRefundOf(cancellation),
        },
      });
    },
  };
}

export type BookingNews = ReturnType<typeof bookingNews>;
