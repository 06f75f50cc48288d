import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { loadStripe } from '@stripe/stripe-js/pure';
import type { Stripe, StripeElementLocale, StripeElements } from '@stripe/stripe-js';
import { cardErrorCode } from '@cicerone/core/checkout/card-errors';
import { useI18n } from '../i18n/i18n.tsx';
import { ErrorSummary } from '../lib/forms/error-summary.tsx';

export interface StripePaymentProps {
  publishableKey: string;
  clientSecret: string;
  /** pay-done?order=REF on this site: where Stripe sends the traveller back (after 3-D Secure too). */
  returnUrl: string;
  payLabel: string;
}

/** The page's dark theme, or the system's when the visitor chose none. */
function prefersDark(): boolean {
  const chosen = document.documentElement.dataset['theme'];
  return chosen ? chosen === 'dark' : window.matchMedia('(prefers-color-scheme: dark)').matches;
}

/**
 * Stripe's Payment Element (card fields, wallets, 3-D Secure), loaded only on this step and only
 * when Stripe is the provider: Stripe.js is fetched from js.stripe.com when this chunk mounts.
 * The payment is confirmed by Stripe; the order is paid only by the verified webhook, so
 * pay-done reads the server's state, never this page's.
 */
export default function StripePayment({ publishableKey, clientSecret, returnUrl, payLabel }: StripePaymentProps) {
  const { t, locale } = useI18n();
  const mount = useRef<HTMLDivElement>(null);
  const stripe = useRef<{ stripe: Stripe; elements: StripeElements } | null>(null);
  const [ready, setReady] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let cancelled = false;
    loadStripe(publishableKey)
      .then((loaded) => {
        if (cancelled || !loaded || !mount.current) return;
        const elements = loaded.elements({ clientSecret, locale: locale.slice(0, 2) as StripeElementLocale, appearance: { theme: prefersDark() ? 'night' : 'stripe' } });
        const element = elements.create('payment');
        element.on('ready', () => setReady(true));
        element.mount(mount.current);
        stripe.current = { stripe: loaded, elements };
      })
      .catch(() => setError(t('errors.card_provider_not_loaded')));
    return () => {
      cancelled = true;
    };
  }, [publishableKey, clientSecret, locale, t]);

  async function pay(event: FormEvent) {
    event.preventDefault();
    if (!stripe.current) return;
    setBusy(true);
    setError(null);
    // On success Stripe leaves for returnUrl; only a refusal comes back here.
    const result = await stripe.current.stripe.confirmPayment({ elements: stripe.current.elements, confirmParams: { return_url: returnUrl } });
    setBusy(false);
    if (result.error) {
      const problem = result.error;
      setError(problem.type === 'card_error' || problem.type === 'validation_error' ? t(`errors.${cardErrorCode(problem.code, problem.decline_code)}`) : t('errors.payment_failed'));
    }
  }

  // The same object while the refusal is the same: a new one would take the focus again.
  const refusal = useMemo(() => (error ? { errors: {}, message: error } : null), [error]);

  return (
    <form className="checkout-form" onSubmit={pay} aria-busy={!ready}>
      <div ref={mount} className="stripe-payment" />
      {!ready && !error && <p className="field-hint">{t('checkout.card.loading')}</p>}
      <ErrorSummary prefix="stripe" labels={{}} problems={refusal} />
      <button type="submit" className="button button-primary checkout-go" disabled={!ready || busy}>
        {busy ? t('checkout.paying') : payLabel}
      </button>
    </form>
  );
}
