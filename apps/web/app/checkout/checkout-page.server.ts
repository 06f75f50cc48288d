// The checkout page (spec §2, §5): options and totals from the server, the order, the test card
// form and its 3-D Secure step. Server-only: a client amount is never read.
import { redirect, type RouterContextProvider } from 'react-router';
import { coinValue } from '@cicerone/core/money';
import { appErrorOf, readForm } from '../accounts/forms/form-data.server.ts';
import { catalogPage } from '../catalog/catalog-page.server.ts';
import { sessionContext } from '../site/session.server.ts';
import { shownCart } from './cart-page.server.ts';
import { orderMoney } from './order-money.server.ts';
import { checkoutChoices, type CheckoutChoices } from './checkout-choices.ts';

type Args = { request: Request; params: Readonly<Record<string, string | undefined>>; context: Readonly<RouterContextProvider> };

const sitePathOf = (args: Args, path: string) => `/${args.params['lang']}/${args.params['currency']}${path}`;

export async function checkoutLoader(args: Args) {
  const { services, currency, t } = catalogPage(args);
  const user = args.context.get(sessionContext);
  const title = t('checkout.title');
  if (!user) return { title, step: 'visitor' as const };
  const url = new URL(args.request.url);
  const reference = url.searchParams.get('order');
  if (reference) {
    const order = await services.checkout.order(reference);
    if (!order || order.userId !== user.id) return { title, step: 'not-yours' as const };
    if (order.status !== 'awaiting_payment' || order.paymentMethod !== 'card') throw redirect(sitePathOf(args, `/pay-done?order=${order.reference}`));
    return {
      title,
      step: url.searchParams.get('step') === '3ds' ? ('3ds' as const) : ('card' as const),
      testMode: services.payments.testMode,
      order: { reference: order.reference, amount: await orderMoney(services, order.grandTotal, order.currency) },
      stripe: await stripePayment(services, order, sitePathOf(args, `/pay-done?order=${order.reference}`)),
    };
  }
  const choices = checkoutChoices(url.searchParams);
  const [cart, quote] = await Promise.all([shownCart(args), services.checkout.quote(user.id, { currency, ...optionsOf(choices) })]);
  return {
    title,
    step: 'options' as const,
    cart,
    choices,
    coinBalanceEurCents: quote.coinBalanceEurCents,
    /** The balance's approximate value in the page's currency (spec §1: coins are shown as approximate). */
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
async function stripePayment(services: ReturnType<typeof catalogPage>['services'], order: { id: string; reference: string; grandTotal: number; currency: string }, returnPath: string) {
  const publishableKey = services.config.stripePublishableKey;
  if (services.payments.name !== 'stripe' || !publishableKey) return null;
  const { clientSecret } = await services.orders.cardPayment(order);
  return { publishableKey, clientSecret, returnUrl: `${services.config.publicUrl}${returnPath}` };
}

async function coinBalanceIn(services: ReturnType<typeof catalogPage>['services'], currency: string, eurCents: number) {
  const exchange = await services.reference.exchangeRate(currency);
  return { amount: coinValue(eurCents, exchange.rate, { code: exchange.currency, minorUnits: exchange.minorUnits }), currency: exchange.currency };
}

function optionsOf(choices: CheckoutChoices) {
  return { discountCode: choices.code || null, coinsRequested: choices.coins, useMaxCoins: choices.useMax };
}

export async function checkoutAction(args: Args) {
  const { services, currency, locale, t } = catalogPage(args);
  const user = args.context.get(sessionContext);
  if (!user) throw redirect(sitePathOf(args, `/login?next=${encodeURIComponent(sitePathOf(args, '/checkout'))}`));
  const form = await readForm(args.request);
  const intent = form.get('intent');
  const reference = String(form.get('order') ?? '');
  try {
    if (intent === 'order') {
      const choices = checkoutChoices(form);
      const { ids, items } = await services.checkout.cartOrderItems(user.id);
      const created = await services.orders.createOrder(user, { items, paymentMethod: choices.method, currency, locale, ...optionsOf(choices) });
      await services.checkout.clearOrdered(user.id, ids);
      if (created.status === 'paid' || created.paymentMethod === 'bank_transfer') throw redirect(sitePathOf(args, `/pay-done?order=${created.reference}`));
      throw redirect(sitePathOf(args, `/checkout?order=${created.reference}`));
    }
    const order = await services.checkout.order(reference);
    if (!order || order.userId !== user.id) return { message: t('payDone.loginAgain') };
    // A page left open on the card step after the order was paid or switched to bank transfer elsewhere.
    if (order.status !== 'awaiting_payment' || order.paymentMethod !== 'card') throw redirect(sitePathOf(args, `/pay-done?order=${order.reference}`));
    const payments = services.payments;
    if (!payments.confirm || !payments.confirmAction) return { message: t('errors.card_provider_not_loaded') };
    // The same payment as before (idempotent by order id), recorded on the order if a stopped process had not.
    const { clientSecret } = await services.orders.cardPayment(order);
    const state =
      intent === 'authenticate'
        ? await payments.confirmAction({ clientSecret, approve: form.get('approve') === 'yes' })
        : await payments.confirm({ clientSecret, cardNumber: String(form.get('cardNumber') ?? '').replace(/\s/g, '') });
    if (state.status === 'succeeded' || state.status === 'processing') throw redirect(sitePathOf(args, `/pay-done?order=${order.reference}`));
    if (state.status === 'requires_action') throw redirect(sitePathOf(args, `/checkout?order=${order.reference}&step=3ds`));
    return { message: t(`errors.${state.lastError ?? 'payment_failed'}`) };
  } catch (error) {
    const appError = appErrorOf(error);
    if (!appError || appError.status >= 500) throw error;
    return { message: t(`errors.${appError.code}`, appError.values) };
  }
}
