import { lazy, Suspense } from 'react';
import { Form, useNavigation } from 'react-router';
import { useI18n } from '../../i18n/i18n.tsx';
import { ErrorSummary } from '../../lib/forms/error-summary.tsx';
import { TextField } from '../../lib/forms/fields.tsx';
import { SiteForm } from '../../lib/forms/form.tsx';
import { problemsFor } from '../../lib/forms/form-problems.ts';
import { useFormatPrice } from '../../lib/format/use-price.ts';
import type { Route } from '../../routes/+types/checkout';
import { PayNow } from '../pay-now.tsx';

// Stripe.js and the Payment Element load only on the card step, and only when Stripe is the provider.
const StripePayment = lazy(() => import('../stripe-payment.tsx'));

type CardStepProps = Pick<Extract<Route.ComponentProps['loaderData'], { step: 'card' | '3ds' }>, 'step' | 'testMode' | 'order' | 'stripe'> & { actionData: unknown };

/**
 * The last step of a card order: Stripe's Payment Element, or the test provider's card form and
 * its 3-D Secure question; a refused card comes back in the form's error summary. A bank
 * transfer is offered as the other way to pay the same order.
 */
export default function CardStep({ step, testMode, order, stripe, actionData }: CardStepProps) {
  const { t } = useI18n();
  const formatPrice = useFormatPrice();
  const payLabel = t('checkout.card.pay', { amount: formatPrice(order.amount) });
  return (
    <div className="section checkout-page">
      <h1 className="page-title">{t('checkout.card.title')}</h1>
      <div className="checkout-box">
        {testMode && <p className="test-mode">{t('checkout.card.testMode')}</p>}
        <p>{t('checkout.card.amount', { reference: order.reference, amount: formatPrice(order.amount) })}</p>
        {stripe ? (
          <Suspense fallback={<p className="field-hint">{t('checkout.card.loading')}</p>}>
            <StripePayment {...stripe} payLabel={payLabel} />
          </Suspense>
        ) : step === '3ds' ? (
          <Authenticate reference={order.reference} actionData={actionData} />
        ) : (
          <SiteForm
            name="card"
            hidden={{ intent: 'pay', order: order.reference }}
            problems={problemsFor(actionData, 'card')}
            labels={{ holder: t('checkout.card.holder'), cardNumber: t('checkout.card.number'), expiry: t('checkout.card.expiry', { format: t('checkout.card.expiryFormat') }), cvc: t('checkout.card.cvc') }}
            submitLabel={payLabel}
            pendingLabel={t('checkout.paying')}
            className="checkout-form card-grid"
            marks="optional"
          >
            <div className="card-wide">
              <TextField name="holder" label={t('checkout.card.holder')} required autoComplete="cc-name" />
            </div>
            <div className="card-wide">
              <TextField name="cardNumber" label={t('checkout.card.number')} required inputMode="numeric" autoComplete="cc-number" hint={testMode ? t('checkout.card.testCards') : undefined} />
            </div>
            <TextField name="expiry" label={t('checkout.card.expiry', { format: t('checkout.card.expiryFormat') })} required placeholder={t('checkout.card.expiryFormat')} pattern="(0[1-9]|1[0-2])\/?\d{2}" autoComplete="cc-exp" />
            <TextField name="cvc" label={t('checkout.card.cvc')} required inputMode="numeric" pattern="\d{3,4}" autoComplete="cc-csc" />
          </SiteForm>
        )}
        {/* Another way to pay the same order: the cart is already ordered, so this is the way back to a bank transfer. */}
        <div className="pay-now-other">
          <p className="small">{t('checkout.card.orBank')}</p>
          <PayNow orderReference={order.reference} card={false} />
        </div>
      </div>
    </div>
  );
}

/** The test provider's 3-D Secure question: two buttons, no field to check; its answer shows in the same summary. */
function Authenticate({ reference, actionData }: { reference: string; actionData: unknown }) {
  const { t } = useI18n();
  const busy = useNavigation().state === 'submitting';
  return (
    <Form method="post" className="checkout-form">
      <input type="hidden" name="intent" value="authenticate" />
      <input type="hidden" name="order" value={reference} />
      <h2>{t('checkout.card.authenticateTitle')}</h2>
      <ErrorSummary prefix="authenticate" labels={{}} problems={problemsFor(actionData, 'authenticate')} />
      <p>{t('checkout.card.authenticateIntro')}</p>
      <div className="cart-line-actions cart-line-actions-start">
        <button type="submit" name="approve" value="yes" className="button button-primary" disabled={busy}>
          {t('checkout.card.authenticate')}
        </button>
        <button type="submit" name="approve" value="no" className="button button-secondary" disabled={busy}>
          {t('checkout.card.authenticateFail')}
        </button>
      </div>
    </Form>
  );
}
