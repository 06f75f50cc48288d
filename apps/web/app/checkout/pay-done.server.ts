import { data, redirect, type RouterContextProvider } from 'react-router';
import { canPayNow } from '@cicerone/core/checkout/payment-method-change';
import { redirectWithFlash } from '../lib/page/flash.server.ts';
import { readForm, refused } from '../lib/forms/form-data.server.ts';
import { payNowForm } from './pay-now.tsx';
import { sitePage } from '../lib/page/site-page.server.ts';
import { orderOwnerOf } from './order-owner.server.ts';
import type { OrderView } from '@cicerone/server/features/orders/checkout-view';
import { orderMoney } from './order-money.server.ts';
import { isAwaitingPayment } from '@cicerone/core/checkout/order-status';

type Args = { request: Request; params: Readonly<Record<string, string | undefined>>; context: Readonly<RouterContextProvider> };

const sitePathOf = (args: Args, path: string) => `/${args.params['lang']}/${args.params['currency']}${path}`;

/**
 * What pay-done says of an order: complete (paid), pending (the bank transfer's details), processing
 * (the card provider has the money and its webhook is on its way), unpaid (a card order nobody paid
 * yet: pay it now, by card again or by bank transfer instead) or closed (expired or failed).
 */
async function stateOf(services: ReturnType<typeof sitePage>['services'], order: OrderView, now: Date) {
  if (order.status === 'paid') return 'complete' as const;
  if (!isAwaitingPayment(order.status)) return 'closed' as const;
  if (order.paymentMethod === 'bank_transfer') return 'pending' as const;
  if (!canPayNow(order, now)) return 'closed' as const;
  const payment = order.paymentId ? await services.payments.retrieve(order.paymentId).catch(() => null) : null;
  return payment?.status === 'processing' || payment?.status === 'succeeded' ? ('processing' as const) : ('unpaid' as const);
}

/**
 * pay-done?order=REF (requirements §screens.checkout): complete (paid), pending with the transfer's details, unpaid, or not
 * this session's order. A visitor's gift-card order is theirs by their visitor cookie.
 */
export async function payDoneLoader(args: Args) {
  const { services, t } = sitePage(args);
  const owner = orderOwnerOf(args);
  const reference = new URL(args.request.url).searchParams.get('order') ?? '';
  // Someone else's order and an unknown reference look the same: nothing tells a guesser which references exist.
  const order = owner && reference ? await services.checkout.order(owner, reference) : null;
  if (!order) return { title: t('payDone.title'), state: 'login-again' as const, next: new URL(args.request.url).pathname + new URL(args.request.url).search };
  const bank = order.paymentMethod === 'bank_transfer' && isAwaitingPayment(order.status) ? await services.checkout.bankDetails(order.currency) : null;
  const state = await stateOf(services, order, new Date());
  // The bookings of a closed order are cancelled and left off My bookings: only the others are linked.
  const bookings = state === 'closed' ? [] : await services.checkout.bookings(order.id);
  // A gift card's order (requirements §screens.gift-cards) is about the card: its recipient, not a booking to confirm.
  const giftCards = state === 'closed' || !owner ? [] : (await services.giftCards.mine.list(owner)).giftCards.filter((card) => card.orderReference === order.reference);
  return {
    title: state === 'complete' ? t('payDone.completeTitle') : t('payDone.title'),
    state,
    order: { reference: order.reference, amount: await orderMoney(services, order.grandTotal, order.currency), expiresAt: order.expiresAt?.toISOString() ?? null },
    bank: bank ? { holder: bank.accountHolder, bankName: bank.bankName, iban: bank.iban, bic: bank.bic } : null,
    bookings: bookings.map((row) => row.reference),
    giftCards: giftCards.map((card) => ({ id: card.id, recipientEmail: card.recipientEmail })),
    /** A visitor has no "my gift cards" to go to. */
    signedIn: owner !== null && 'userId' in owner,
  };
}

/** "Pay by bank transfer instead" (PayNow, from any page): through the order service, then pay-done with the transfer's details. */
export async function payDoneAction(args: Args) {
  const { services, t } = sitePage(args);
  const owner = orderOwnerOf(args);
  const form = await readForm(args.request);
  const reference = String(form.get('order') ?? '');
  const back = sitePathOf(args, `/pay-done?order=${encodeURIComponent(reference)}`);
  if (!owner) throw redirect(sitePathOf(args, `/login?next=${encodeURIComponent(back)}`));
  if (form.get('intent') !== 'bank_transfer' || !reference) throw data(null, { status: 400 });
  try {
    const order = await services.orders.changePaymentMethod(owner, reference, 'bank_transfer');
    return redirectWithFlash(args, sitePathOf(args, `/pay-done?order=${order.reference}`), [{ key: 'payNow.switched', values: { reference: order.reference } }]);
  } catch (error) {
    // A refusal (the order was paid or expired meanwhile) comes back to the page's error summary.
    return refused(error, payNowForm, { order: reference }, t);
  }
}
