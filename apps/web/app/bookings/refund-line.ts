import { useFormatPrice } from '../lib/format/use-price.ts';
import { useI18n } from '../i18n/i18n.tsx';
import { useInstants } from '../i18n/use-instants.ts';
import type { ShownBooking } from './booking-shown.ts';

const routeKeys = { card: 'bookings.refund.card', transfer: 'bookings.refund.transfer', coins: 'bookings.refund.coins' } as const;
/** The same, naming the card or account by its last four digits when they are known. */
const endingKeys = { card: 'bookings.refund.cardEnding', transfer: 'bookings.refund.transferEnding', coins: 'bookings.refund.coins' } as const;

/**
 * A refund as its traveller reads it, on the booking's page and its card in My bookings
 * (requirements §lifecycles.refund): what goes back, where, and how far it got —
 * "€220.40 back to your card ending 4242 · €15.00 back to your Cicerone Coins — sent on 3 Dec 2026".
 */
export function useRefundLine(): (refund: ShownBooking['refunds'][number], minorUnits: number) => string {
  const { t } = useI18n();
  const formatPrice = useFormatPrice();
  const { ofCompany } = useInstants();
  const moneyBack = (refund: ShownBooking['refunds'][number], amount: string) =>
    refund.endingIn ? t(endingKeys[refund.route], { amount, digits: refund.endingIn }) : t(routeKeys[refund.route], { amount });
  return (refund, minorUnits) => {
    const parts = [
      ...(refund.amount > 0 ? [moneyBack(refund, formatPrice({ amount: refund.amount, currency: refund.currency, minorUnits }))] : []),
      // Coins are counted in euro cents whatever the booking's currency.
      ...(refund.coins > 0 ? [t(routeKeys.coins, { amount: formatPrice({ amount: refund.coins, currency: 'EUR', minorUnits: 2 }) })] : []),
    ];
    const state =
      refund.status === 'succeeded'
        ? t('bookings.refund.succeeded', { date: ofCompany(refund.succeededAt ?? refund.requestedAt) })
        : refund.status === 'sent'
          ? t('bookings.refund.sent', { date: ofCompany(refund.sentAt ?? refund.requestedAt) })
          : refund.status === 'failed'
            ? t('bookings.refund.failed')
            : t('bookings.refund.requested', { date: ofCompany(refund.requestedAt) });
    return `${parts.join(' · ')} — ${state}`;
  };
}
