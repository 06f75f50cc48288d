import { useMemo } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import { promoCodeProblems } from '@cicerone/core/checkout/promo-code';
import { useI18n } from '../../i18n/i18n.tsx';
import { ErrorSummary, type ShownProblems } from '../../lib/forms/error-summary.tsx';
import { problemsFor } from '../../lib/forms/form-problems.ts';
import { useFormatPrice } from '../../lib/format/use-price.ts';
import { useSitePath } from '../../site/site-data.ts';
import type { Route } from '../../routes/+types/checkout';
import { CartLines } from '../cart-lines.tsx';
import { ServiceLines } from '../service-lines.tsx';
import { OrderTotalRows } from './order-totals.tsx';

type OptionsStepProps = Extract<Route.ComponentProps['loaderData'], { step: 'options' }> & { actionData: unknown };

/**
 * The cart and the options (discount code, coins, card or bank transfer) with the server's totals.
 * A GET form: the loader prices the options, and with JavaScript each change asks it again (never a
 * client amount). Its order button POSTs the same form: the order is made of the choices the page
 * shows at the moment of the click, never of a copy that waits for the loader's answer (requirements §rules.payment-method: a
 * bank transfer chosen just before the click became a card order). A refused order comes back in
 * the error summary, and so does the pricing's answer (an unknown discount code is the code field's
 * problem, anything else the form's); the button's label follows the checked method in CSS.
 */
export function OptionsStep({ title, cart, choices, totals, problem, idempotencyKey, coinBalance, coinBalanceEurCents, actionData }: OptionsStepProps) {
  const { t } = useI18n();
  const sitePath = useSitePath();
  const formatPrice = useFormatPrice();
  const busy = useNavigation().state === 'submitting';
  const coinsHeld = coinBalanceEurCents ?? 0;
  const orderProblems = problemsFor(actionData, 'order');
  const quoteCode = problem?.code;
  const quoteMessage = problem?.message;
  // The same object while the answer is the same: the options are priced again at each change.
  const quoteProblems = useMemo((): ShownProblems | null => {
    if (quoteMessage === undefined) return null;
    // Every refusal of a code (unknown, expired, used up, not for these tours…) is the code field's.
    if (promoCodeProblems.some((problem) => problem === quoteCode)) return { errors: { code: quoteMessage } };
    return { errors: {}, message: quoteMessage };
  }, [quoteCode, quoteMessage]);
  const codeProblem = quoteProblems?.errors.code;
  if (cart.count === 0) {
    return (
      <div className="section checkout-page">
        <h1 className="page-title">{title}</h1>
        <div className="checkout-empty">
          <p>{t('shell.cart.empty')}</p>
          <Link className="button button-primary" to={sitePath('/tours')}>
            {t('shell.cart.browse')}
          </Link>
        </div>
      </div>
    );
  }
  return (
    <div className="section checkout-page">
      <h1 className="page-title">{title}</h1>
      {/* A refused order answers the click and takes the focus; the pricing's answer, given while typing, does not. */}
      <ErrorSummary prefix="checkout" labels={{ code: t('checkout.discount.label') }} problems={orderProblems ?? quoteProblems} takeFocus={orderProblems !== null} />
      <div className="checkout-layout">
        <section aria-labelledby="checkout-items">
          <h2 id="checkout-items" className="visually-hidden">
            {t('shell.cart.itemCount', { count: cart.count })}
          </h2>
          <CartLines items={cart.items} />
          <ServiceLines services={cart.services} />
          <p>
            <Link to={sitePath('/cart')}>{t('checkout.backToCart')}</Link>
          </p>
        </section>
        <aside className="checkout-box" aria-labelledby="checkout-options">
          <h2 id="checkout-options">{t('checkout.options')}</h2>
          <Form method="get" className="checkout-form" replace preventScrollReset onChange={(event) => event.currentTarget.requestSubmit()}>
            {/* Read by the order (POST) only; the options' GETs carry it along unread and get a new one. */}
            <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
            <fieldset>
              <legend>{t('checkout.discount.label')}</legend>
              <div className="checkout-inline">
                <input
                  id="checkout-code"
                  name="code"
                  className="input"
                  defaultValue={choices.code}
                  aria-label={t('checkout.discount.label')}
                  aria-describedby="checkout-code-state"
                  aria-invalid={codeProblem ? true : undefined}
                  autoComplete="off"
                />
                <button type="submit" className="button button-secondary">
                  {t('checkout.discount.check')}
                </button>
              </div>
              <p id="checkout-code-state" aria-live="polite">
                {codeProblem ? (
                  <span className="field-error">{codeProblem}</span>
                ) : totals && totals.discountPercent > 0 ? (
                  <span className="checkout-ok">{t('checkout.discount.applied', { percent: totals.discountPercent })}</span>
                ) : totals && totals.discount > 0 ? (
                  <span className="checkout-ok">{t('checkout.discount.appliedAmount', { amount: formatPrice({ amount: totals.discount, currency: totals.currency }) })}</span>
                ) : null}
              </p>
            </fieldset>
            <fieldset>
              <legend>{t('checkout.coins.label')}</legend>
              <p className="small muted">{t('coins.explained')}</p>
              <p className="small">{t('checkout.coins.balance', { amount: formatPrice(coinBalance ?? { amount: 0, currency: cart.subtotal.currency }) })}</p>
              <label className="checkout-choice">
                <input type="checkbox" name="useMax" defaultChecked={choices.useMax} disabled={coinsHeld === 0} /> {t('checkout.coins.useMax')}
              </label>
              <label className="field-label" htmlFor="checkout-coins">
                {t('checkout.coins.amount')}
              </label>
              <input id="checkout-coins" name="coins" type="number" min="0" step="0.01" className="input" defaultValue={choices.coins ? choices.coins / 100 : ''} disabled={choices.useMax || coinsHeld === 0} />
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
            <OrderTotalRows totals={totals} />
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
