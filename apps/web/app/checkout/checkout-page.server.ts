// The checkout page (requirements §screens.checkout, §rules.validation): options and totals from the server, the order, the test card
// form and its 3-D Secure step. Server-only: a client amount is never read.
import { randomUUID } from 'node:crypto';
import { redirect, type RouterContextProvider } from 'react-router';
import { idempotencyKeyField } from '@cicerone/core/contracts/orders';
import { AppError } from '@cicerone/core/errors';
import { coinValue } from '@cicerone/core/money';
import { appErrorMessage, appErrorOf, invalid, readForm } from '../lib/forms/form-data.server.ts';
import { sitePage } from '../lib/page/site-page.server.ts';
import { sessionContext } from '../site/session.server.ts';
import { orderOwnerOf } from './order-owner.server.ts';
import { shownCart } from './cart-page.server.ts';
import { orderMoney } from './order-money.server.ts';
import { checkoutChoices, type CheckoutChoices } from './checkout-choices.ts';

type Args = { request: Request; params: Readonly<Record<string, string | undefined>>; context: Readonly<RouterContextProvider> };

const sitePathOf = (args: Args, path: string) => `/${args.params['lang']}/${args.params['currency']}${path}`;

export async function checkoutLoader(args: Args) {
  const { services, currency, t } = sitePage(args);
  const user = args.context.get(sessionContext);
  const title = t('checkout.title');
  const url = new URL(args.request.url);
  const reference = url.searchParams.get('order');
  // The card step of an order placed already: an account's, or a visitor's gift card (requirements §screens.gift-cards).
  // Everything before an order (the cart's options) still needs an account.
  const owner = orderOwnerOf(args);
  if (reference && owner) {
    const order = await services.checkout.order(owner, reference);
    if (!order) return { title, step: 'not-yours' as const };
    // The same payment as before (idempotent by order id); none once the order is paid, closed or paid by bank transfer.
    const payment = await services.orders.paymentFor(order);
    if (!payment) throw redirect(sitePathOf(args, `/pay-done?order=${order.reference}`));
    return {
      title,
      step: url.searchParams.get('step') === '3ds' ? ('3ds' as const) : ('card' as const),
      testMode: services.payments.testMode,
      order: { reference: order.reference, amount: await orderMoney(services, order.grandTotal, order.currency) },
      stripe: stripePayment(services, payment.clientSecret, sitePathOf(args, `/pay-done?order=${order.reference}`)),
    };
  }
  if (!user) return { title, step: 'visitor' as const };
  const choices = checkoutChoices(url.searchParams);
  const [cart, quote] = await Promise.all([shownCart(args), services.checkout.quote(user.id, { currency, ...optionsOf(choices) })]);
  return {
    title,
    step: 'options' as const,
    cart,
    choices,
    /** Sent back with the order button: a double submit of this page places one order. */
    idempotencyKey: randomUUID(),
    coinBalanceEurCents: quote.coinBalanceEurCents,
    /** The balance's approximate value in the page's currency (requirements §rules.coins: coins are shown as approximate). */
    coinBalance: await coinBalanceIn(services, currency, quote.coinBalanceEurCents),
    totals: quote.ok
      ? { currency: quote.currency.code, subtotal: quote.subtotal, discount: quote.discount, discountPercent: quote.discountPercent, coins: quote.coins, grandTotal: quote.grandTotal }
      : null,
    problem: quote.ok ? null : { code: quote.code, message: t(`errors.${quote.code}`, quote.values) },
  };
}

/**
 * With Stripe, the card is confirmed in the browser by the Payment Element: it needs the
 * publishable key and the payment's client secret (one payment per order, so a reload gives the
 * same PaymentIntent), and comes back to pay-done once Stripe has an answer.
 */
function stripePayment(services: ReturnType<typeof sitePage>['services'], clientSecret: string, returnPath: string) {
  const publishableKey = services.config.stripePublishableKey;
  if (services.payments.name !== 'stripe' || !publishableKey) return null;
  return { publishableKey, clientSecret, returnUrl: `${services.config.publicUrl}${returnPath}` };
}

async function coinBalanceIn(services: ReturnType<typeof sitePage>['services'], currency: string, eurCents: number) {
  const exchange = await services.reference.exchangeRate(currency);
  return { amount: coinValue(eurCents, exchange.rate, { code: exchange.currency, minorUnits: exchange.minorUnits }), currency: exchange.currency };
}

/** The order button's key (the loader's idempotencyKey); a form without one places its order once, unguarded. */
function idempotencyKeyOf(form: FormData): string | undefined {
  const value = form.get('idempotencyKey');
  if (typeof value !== 'string' || value === '') return undefined;
  const key = idempotencyKeyField.safeParse(value);
  if (!key.success) throw new AppError('validation_failed', { field: 'idempotencyKey' });
  return key.data;
}

function optionsOf(choices: CheckoutChoices) {
  return { discountCode: choices.code || null, coinsRequested: choices.coins, useMaxCoins: choices.useMax };
}

export async function checkoutAction(args: Args) {
  const { services, currency, locale, t } = sitePage(args);
  const user = args.context.get(sessionContext);
  const form = await readForm(args.request);
  const intent = form.get('intent');
  // Ordering the cart needs an account; paying an order placed already needs only its owner (a visitor's gift card).
  const owner = orderOwnerOf(args);
  if (!owner || (intent === 'order' && !user)) throw redirect(sitePathOf(args, `/login?next=${encodeURIComponent(sitePathOf(args, '/checkout'))}`));
  const reference = String(form.get('order') ?? '');
  // The answer of the form that was sent (the card form names itself; the order and 3-D Secure buttons by their intent),
  // in the kit's shape for its error summary. Nothing typed is sent back (a card number never is). Answered 200, so
  // the loader reads the page again (React Router does not after a 4xx): a refused order shows the cart as it now is.
  const refusal = (message: string) => invalid(String(form.get('form') ?? intent ?? ''), {}, {}, { message, status: 200 });
  try {
    if (intent === 'order' && user) {
      const choices = checkoutChoices(form);
      const placed = await services.orders.placeFromCart(user, { paymentMethod: choices.method, currency, locale, ...optionsOf(choices) }, { idempotencyKey: idempotencyKeyOf(form) });
      // A card order still waiting for its card goes to the card step; any other to pay-done.
      if (placed.clientSecret) throw redirect(sitePathOf(args, `/checkout?order=${placed.reference}`));
      throw redirect(sitePathOf(args, `/pay-done?order=${placed.reference}`));
    }
    const order = await services.checkout.order(owner, reference);
    if (!order) return refusal(t('payDone.loginAgain'));
    // The same payment as before (idempotent by order id), recorded on the order if a stopped process had not;
    // none for a page left open on the card step after the order was paid or switched to bank transfer elsewhere.
    const payment = await services.orders.paymentFor(order);
    if (!payment) throw redirect(sitePathOf(args, `/pay-done?order=${order.reference}`));
    const payments = services.payments;
    if (!payments.confirm || !payments.confirmAction) return refusal(t('errors.card_provider_not_loaded'));
    const { clientSecret } = payment;
    const state =
      intent === 'authenticate'
        ? await payments.confirmAction({ clientSecret, approve: form.get('approve') === 'yes' })
        : await payments.confirm({ clientSecret, cardNumber: String(form.get('cardNumber') ?? '').replace(/\s/g, '') });
    if (state.status === 'succeeded' || state.status === 'processing') throw redirect(sitePathOf(args, `/pay-done?order=${order.reference}`));
    if (state.status === 'requires_action') throw redirect(sitePathOf(args, `/checkout?order=${order.reference}&step=3ds`));
    return refusal(t(`errors.${state.lastError ?? 'payment_failed'}`));
  } catch (error) {
    const appError = appErrorOf(error);
    if (!appError || appError.status >= 500) throw error;
    return refusal(appErrorMessage(appError, t));
  }
}
