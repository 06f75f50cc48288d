import { randomUUID } from 'node:crypto';
import type { GiftCardSendAt } from '@cicerone/core/contracts/gift-cards';
import type { PaymentMethod } from '@cicerone/core/contracts/orders';
import { AppError } from '@cicerone/core/errors';
import type { GiftCardOccasion } from '@cicerone/core/gift-cards/gift-card-rules';
import { giftCardSendInstant } from '@cicerone/core/gift-cards/gift-card-send-at';
import { giftCardValueOf } from '@cicerone/core/gift-cards/gift-card-value';
import { fallbackLocale, isLocale, languageTag, type Locale } from '@cicerone/core/locales';
import { formatMoney } from '@cicerone/core/money';
import type { Database, Executor } from '@cicerone/db/client';
import { retryingTransaction } from '../../shared/transaction.ts';
import type { SessionUser } from '../accounts/sessions/session-service.ts';
import type { cardPayment } from './card-payment.ts';
import { closeUnpaidOrders } from './order-expiry.ts';
import type { Settle } from '../../settlement/process.ts';
import { insertOrderUnder } from './order-queries.ts';
import type { OrderOwner } from './order-reads.ts';
import { underFreshReference } from './order-reference.ts';
import { paymentDeadline, type PaymentWindows } from './payment-deadline.ts';
import type { CreatedOrder } from './order-service.ts';

/** The gift card a buyer orders (requirements §screens.gift-cards, steps 1 to 3): the amount in the page's currency, never a value. */
export interface GiftCardItemInput {
  /** Minor units of the order's currency. */
  amount: number;
  occasion: GiftCardOccasion;
  recipientName?: string | null | undefined;
  recipientEmail: string;
  senderFirstName: string;
  senderLastName: string;
  message: string;
  /** The recipient's mails' language; the order's when absent. */
  language?: Locale | undefined;
  sendAt: GiftCardSendAt;
}

/**
 * Who buys a gift card: an account, or a visitor (requirements §screens.gift-cards) — the id of their visitor cookie,
 * which owns the order, and the e-mail their receipt goes to. Tours still need an account.
 */
export type GiftCardBuyer = { user: SessionUser } | { visitor: { id: string; email: string } };

/** The order's owner for this buyer, as the order queries read it. */
export function ownerOfBuyer(buyer: GiftCardBuyer): OrderOwner {
  return 'user' in buyer ? { userId: buyer.user.id } : { visitorId: buyer.visitor.id };
}

/** How a gift card is paid: never coins, another gift card or a discount code (requirements §rules.coins), refused if asked for. */
export interface GiftCardOrderChoices {
  paymentMethod: PaymentMethod;
  currency: string;
  locale: string;
  discountCode?: string | null | undefined;
  coinsRequested?: number | undefined;
  useMaxCoins?: boolean | undefined;
  orderId?: string | undefined;
}

/** The card as the gift-card slice writes it, in the order's transaction; its id. */
export interface GiftCardToIssue {
  orderId: string;
  valueEurCents: number;
  occasion: GiftCardOccasion;
  recipientName: string | null;
  recipientEmail: string;
  senderFirstName: string;
  senderLastName: string;
  message: string;
  language: Locale;
  sendAt: Date;
  sendTimeZone: string | null;
}
export type IssueGiftCard = (tx: Executor, card: GiftCardToIssue) => Promise<{ id: string }>;

interface GiftCardOrderOptions extends PaymentWindows {
  exchangeRate: (currency: string) => Promise<{ rate: number; minorUnits: number }>;
  clock: () => Date;
  cardPaymentOf: ReturnType<typeof cardPayment>;
  settle: Settle;
  issueGiftCard: IssueGiftCard;
}

/**
 * A gift card bought as an order, through the tours' path (requirements §screens.gift-cards): the same order row, the
 * same reference, payment deadline and card payment (or bank transfer), the same expiry. Its one
 * item is the card, written unpaid in the order's transaction; its value is fixed in EUR cents at
 * the order's rate. The card payment is set up after the commit, and its failure closes the order
 * (and so cancels the card) at once.
 */
export function giftCardOrders(db: Database, options: GiftCardOrderOptions) {
  async function createGiftCardOrder(buyer: GiftCardBuyer, card: GiftCardItemInput, choices: GiftCardOrderChoices): Promise<CreatedOrder & { giftCardId: string }> {
    const issue = options.issueGiftCard;
    if (choices.discountCode?.trim() || (choices.coinsRequested ?? 0) > 0 || choices.useMaxCoins) throw new AppError('gift_card_payment_not_allowed');
    const now = options.clock();
    const sendAt = giftCardSendInstant(card.sendAt, now);
    if (!sendAt) throw new AppError('gift_card_send_at_invalid');
    const currency = choices.currency.toUpperCase();
    const exchange = currency === 'EUR' ? { rate: 1, minorUnits: 2 } : await options.exchangeRate(currency);
    const unit = { code: currency, minorUnits: exchange.minorUnits };
    const locale = isLocale(choices.locale) ? choices.locale : fallbackLocale;
    const value = giftCardValueOf(card.amount, exchange.rate, unit);
    if (!value.ok) throw new AppError('gift_card_amount_out_of_range', { min: formatMoney(value.min, unit, languageTag(locale)), max: formatMoney(value.max, unit, languageTag(locale)) });

    const orderId = choices.orderId ?? randomUUID();
    const expiresAt = paymentDeadline(choices.paymentMethod, now, options);
    const { reference, giftCardId } = await retryingTransaction(db, async (tx) => {
      const fresh = await underFreshReference('CIC', 7, (candidate) =>
        insertOrderUnder(tx, candidate, {
          id: orderId,
          ...('user' in buyer ? { userId: buyer.user.id } : { visitorId: buyer.visitor.id, buyerEmail: buyer.visitor.email }),
          locale,
          currency,
          rate: String(exchange.rate),
          subtotal: card.amount,
          discount: 0,
          coins: 0,
          coinsEurCents: 0,
          grandTotal: card.amount,
          paymentMethod: choices.paymentMethod,
          expiresAt,
        }),
      );
      const issued = await issue(tx, {
        orderId,
        valueEurCents: value.eurCents,
        occasion: card.occasion,
        recipientName: card.recipientName?.trim() || null,
        recipientEmail: card.recipientEmail,
        senderFirstName: card.senderFirstName,
        senderLastName: card.senderLastName,
        message: card.message,
        language: card.language ?? locale,
        sendAt,
        sendTimeZone: card.sendAt === 'now' ? null : card.sendAt.timeZone,
      });
      return { reference: fresh, giftCardId: issued.id };
    });

    const created = { id: orderId, reference, status: 'awaiting_payment' as const, paymentMethod: choices.paymentMethod, currency, subtotal: card.amount, discount: 0, coins: 0, coinsEurCents: 0, grandTotal: card.amount, expiresAt, giftCardId };
    if (choices.paymentMethod !== 'card') return created;
    try {
      const payment = await options.cardPaymentOf({ id: orderId, reference, grandTotal: card.amount, currency });
      return { ...created, clientSecret: payment.clientSecret };
    } catch (error) {
      // No payment could be set up: the order closes now, and its card is cancelled with it.
      await retryingTransaction(db, (tx) => closeUnpaidOrders(options.settle, tx, [orderId], 'payment_setup_failed', options.clock()));
      throw error;
    }
  }

  return { createGiftCardOrder };
}
