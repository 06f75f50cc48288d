import { lazy, Suspense } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import { accountMeta } from '../accounts/account-pages/account-meta.ts';
import { CartLines } from '../checkout/cart-lines.tsx';
import { checkoutAction, checkoutLoader } from '../checkout/checkout-page.server.ts';
import { PayNow } from '../checkout/pay-now.tsx';
import { useFormatPrice } from '../lib/format/use-price.ts';
import { useI18n } from '../i18n/i18n.tsx';
import { RouteErrorNotice } from '../lib/page/notice-page.tsx';
import { useSitePath } from '../site/site-data.ts';
import type { Route } from './+types/checkout';
import '../catalog/catalog.css';
import '../checkout/checkout.css';

// Stripe.js and the Payment Element load only on the card step, and only when Stripe is the provider.
const StripePayment = lazy(() => import('../checkout/stripe-payment.tsx'));

export async function loader(args: Route.LoaderArgs) {
  return checkoutLoader(args);
}

export async function action(args: Route.ActionArgs) {
  return checkoutAction(args);
}

export function meta({ loaderData, error }: Route.MetaArgs) {
  return accountMeta(loaderData, error);
}

/**
 * Checkout (spec §2, §5): a visitor logs in or signs up first (the cart follows); then the options
 * (discount code, coins, card or bank transfer) with the server's totals, recomputed on each change
 * through the loader; then the card form of the test provider and its 3-D Secure step.
 */
export default function Checkout({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useI18n();
  const sitePath = useSitePath();
  const formatPrice = useFormatPrice();
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting';
  const message = actionData && 'message' in actionData ? actionData.message : null;
  const data = loaderData;

  const alert = message ? (
    <p className="checkout-error" role="alert">
      {message}
    </p>
  ) : null;

  if (data.step === 'visitor') {
    return (
      <div className="section checkout-page">
        <h1 className="page-title">{data.title}</h1>
        <div className="checkout-box">
          <h2>{t('checkout.account.title')}</h2>
          <p>{t('checkout.account.intro')}</p>
          <div className="cart-line-actions" style={{ justifyContent: 'start' }}>
            <Link className="button button-primary" to={sitePath(`/login?next=${encodeURIComponent(sitePath('/checkout'))}`)}>
              {t('checkout.account.login')}
            </Link>
            <Link className="button button-secondary" to={sitePath(`/sign-up?next=${encodeURIComponent(sitePath('/checkout'))}`)}>
              {t('checkout.account.signUp')}
            </Link>
          </div>
        </div>
      </div>
    );
  }

  if (data.step === 'not-yours') {
    return (
      <div className="section checkout-page">
        <h1 className="page-title">{data.title}</h1>
        <p className="checkout-error" role="alert">
          {t('payDone.loginAgain')}
        </p>
      </div>
    );
  }

  if (data.step === 'card' || data.step === '3ds') {
    return (
      <div className="section checkout-page">
        <h1 className="page-title">{t('checkout.card.title')}</h1>
        <div className="checkout-box">
          {data.testMode && <p className="test-mode">{t('checkout.card.testMode')}</p>}
          <p>{t('checkout.card.amount', { reference: data.order.reference, amount: formatPrice(data.order.amount) })}</p>
          {alert}
          {data.stripe ? (
            <Suspense fallback={<p className="field-hint">{t('checkout.card.loading')}</p>}>
              <StripePayment {...data.stripe} payLabel={t('checkout.card.pay', { amount: formatPrice(data.order.amount) })} />
            </Suspense>
          ) : data.step === '3ds' ? (
            <Form method="post" className="checkout-form">
              <input type="hidden" name="intent" value="authenticate" />
              <input type="hidden" name="order" value={data.order.reference} />
              <h2>{t('checkout.card.authenticateTitle')}</h2>
              <p>{t('checkout.card.authenticateIntro')}</p>
              <div className="cart-line-actions" style={{ justifyContent: 'start' }}>
                <button type="submit" name="approve" value="yes" className="button button-primary" disabled={busy}>
                  {t('checkout.card.authenticate')}
                </button>
                <button type="submit" name="approve" value="no" className="button button-secondary" disabled={busy}>
                  {t('checkout.card.authenticateFail')}
                </button>
              </div>
            </Form>
          ) : (
            <Form method="post" className="checkout-form card-grid">
              <input type="hidden" name="intent" value="pay" />
              <input type="hidden" name="order" value={data.order.reference} />
              <div className="booking-field card-wide">
                <label className="field-label" htmlFor="card-holder">{t('checkout.card.holder')}</label>
                <input id="card-holder" name="holder" className="input" required autoComplete="cc-name" />
              </div>
              <div className="booking-field card-wide">
                <label className="field-label" htmlFor="card-number">{t('checkout.card.number')}</label>
                <input id="card-number" name="cardNumber" className="input" required inputMode="numeric" autoComplete="cc-number" aria-describedby="card-number-hint" />
                {data.testMode && <p id="card-number-hint" className="field-hint">{t('checkout.card.testCards')}</p>}
              </div>
              <div className="booking-field">
                <label className="field-label" htmlFor="card-expiry">{t('checkout.card.expiry', { format: t('checkout.card.expiryFormat') })}</label>
                <input id="card-expiry" name="expiry" className="input" required placeholder={t('checkout.card.expiryFormat')} pattern="(0[1-9]|1[0-2])\/?\d{2}" autoComplete="cc-exp" />
              </div>
              <div className="booking-field">
                <label className="field-label" htmlFor="card-cvc">{t('checkout.card.cvc')}</label>
                <input id="card-cvc" name="cvc" className="input" required inputMode="numeric" pattern="\d{3,4}" autoComplete="cc-csc" />
              </div>
              <button type="submit" className="button button-primary checkout-go card-wide" disabled={busy}>
                {busy ? t('checkout.paying') : t('checkout.card.pay', { amount: formatPrice(data.order.amount) })}
              </button>
            </Form>
          )}
          {/* Another way to pay the same order: the cart is already ordered, so this is the way back to a bank transfer. */}
          <div className="pay-now-other">
            <p className="small">{t('checkout.card.orBank')}</p>
            <PayNow orderReference={data.order.reference} card={false} />
          </div>
        </div>
      </div>
    );
  }

  const { cart, choices, totals, problem } = data;
  if (!cart || !choices) return null;
  const coinBalance = data.coinBalanceEurCents ?? 0;
  if (cart.items.length === 0) {
    return (
      <div className="section checkout-page">
        <h1 className="page-title">{data.title}</h1>
        <div className="checkout-empty">
          <p>{t('shell.cart.empty')}</p>
          <Link className="button button-primary" to={sitePath('/tours')}>
            {t('shell.cart.browse')}
          </Link>
        </div>
      </div>
    );
  }
  const amount = (value: number) => (totals ? formatPrice({ amount: value, currency: totals.currency }) : '—');

  return (
    <div className="section checkout-page">
      <h1 className="page-title">{data.title}</h1>
      {alert}
      <div className="checkout-layout">
        <section aria-labelledby="checkout-items">
          <h2 id="checkout-items" className="visually-hidden">
            {t('shell.cart.itemCount', { count: cart.count })}
          </h2>
          <CartLines items={cart.items} />
          <p>
            <Link to={sitePath('/cart')}>{t('checkout.backToCart')}</Link>
          </p>
        </section>
        <aside className="checkout-box" aria-labelledby="checkout-options">
          <h2 id="checkout-options">{t('checkout.options')}</h2>
          {/*
            GET: the loader prices the options; with JavaScript each change asks it again (never a client amount).
            The order button belongs to the same form and POSTs it: the order is made of the choices the page shows
            at the moment of the click, never of a copy that waits for the loader's answer (issue 11: a bank transfer
            chosen just before the click became a card order). The button's label follows the checked method in CSS.
          */}
          <Form method="get" className="checkout-form" replace preventScrollReset onChange={(event) => event.currentTarget.requestSubmit()}>
            {/* Read by the order (POST) only; the options' GETs carry it along unread and get a new one. */}
            <input type="hidden" name="idempotencyKey" value={data.idempotencyKey} />
            <fieldset>
              <legend>{t('checkout.discount.label')}</legend>
              <div className="checkout-inline">
                <input name="code" className="input" defaultValue={choices.code} aria-label={t('checkout.discount.label')} aria-describedby="checkout-code-state" autoComplete="off" />
                <button type="submit" className="button button-secondary">
                  {t('checkout.discount.check')}
                </button>
              </div>
              <p id="checkout-code-state" aria-live="polite">
                {problem?.code === 'invalid_discount_code' ? (
                  <span className="checkout-error">{problem.message}</span>
                ) : totals && totals.discountPercent > 0 ? (
                  <span className="checkout-ok">{t('checkout.discount.applied', { percent: totals.discountPercent })}</span>
                ) : null}
              </p>
            </fieldset>
            <fieldset>
              <legend>{t('checkout.coins.label')}</legend>
              <p className="small muted">{t('coins.explained')}</p>
              <p className="small">{t('checkout.coins.balance', { amount: formatPrice(data.coinBalance ?? { amount: 0, currency: cart.subtotal.currency }) })}</p>
              <label className="checkout-choice">
                <input type="checkbox" name="useMax" defaultChecked={choices.useMax} disabled={coinBalance === 0} /> {t('checkout.coins.useMax')}
              </label>
              <label className="field-label" htmlFor="checkout-coins">
                {t('checkout.coins.amount')}
              </label>
              <input id="checkout-coins" name="coins" type="number" min="0" step="0.01" className="input" defaultValue={choices.coins ? choices.coins / 100 : ''} disabled={choices.useMax || coinBalance === 0} />
            </fieldset>
            <fieldset>
              <legend>{t('checkout.method.label')}</legend>
              <label className="checkout-choice">
                <input type="radio" name="method" value="card" defaultChecked={choices.method === 'card'} /> {t('checkout.method.card')}
              </label>
              <label className="checkout-choice">
                <input type="radio" name="method" value="bank_transfer" defaultChecked={choices.method === 'bank_transfer'} /> {t('checkout.method.bank')}
              </label>
            </fieldset>
            <noscript>
              <button type="submit" className="button button-secondary">
                {t('checkout.update')}
              </button>
            </noscript>
            <dl className="checkout-rows" aria-live="polite">
              <div>
                <dt>{t('cart.subtotal')}</dt>
                <dd>{amount(totals?.subtotal ?? 0)}</dd>
              </div>
              {totals && totals.discount > 0 && (
                <div>
                  <dt>{t('checkout.discount.row', { percent: totals.discountPercent })}</dt>
                  <dd>−{amount(totals.discount)}</dd>
                </div>
              )}
              {totals && totals.coins > 0 && (
                <div>
                  <dt>{t('checkout.coins.row')}</dt>
                  <dd>−{amount(totals.coins)}</dd>
                </div>
              )}
              <div className="checkout-grand">
                <dt>{t('checkout.total')}</dt>
                <dd>{amount(totals?.grandTotal ?? 0)}</dd>
              </div>
            </dl>
            {problem && problem.code !== 'invalid_discount_code' && <p className="checkout-error">{problem.message}</p>}
            <button type="submit" name="intent" value="order" formMethod="post" className="button button-primary checkout-go" disabled={busy || !totals}>
              {busy ? (
                t('checkout.paying')
              ) : (
                <>
                  <span className="checkout-go-card">{t('checkout.placeCard')}</span>
                  <span className="checkout-go-bank">{t('checkout.placeBank')}</span>
                </>
              )}
            </button>
          </Form>
        </aside>
      </div>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorNotice error={error} />;
}
