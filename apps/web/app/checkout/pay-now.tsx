import { Form, Link, useNavigation } from 'react-router';
import { useI18n } from '../i18n/i18n.tsx';
import { useSitePath } from '../site/site-data.ts';
import './pay-now.css';

/**
 * "Pay now" for an unpaid card order (requirements §rules.payment-method): the same order's card step again, or the bank
 * transfer instead. Wherever it is shown (pay-done, My bookings, the booking, the card step), the
 * switch posts to pay-done's action, which answers with the transfer's details — with or without
 * JavaScript.
 */
/** Names the pay-now answer (FormProblems.form) that pay-done's error summary shows. */
export const payNowForm = 'pay-now';

export function PayNow({ orderReference, card = true }: { orderReference: string; card?: boolean }) {
  const { t } = useI18n();
  const sitePath = useSitePath();
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle' && navigation.formData?.get('order') === orderReference;
  const order = encodeURIComponent(orderReference);
  return (
    <div className="pay-now">
      {card ? (
        <Link className="button button-primary" to={sitePath(`/checkout?order=${order}`)}>
          {t('payNow.card')}
        </Link>
      ) : null}
      <Form method="post" action={sitePath(`/pay-done?order=${order}`)}>
        <input type="hidden" name="order" value={orderReference} />
        <button type="submit" name="intent" value="bank_transfer" className="button button-secondary" disabled={busy}>
          {busy ? t('payNow.switching') : t('payNow.bank')}
        </button>
      </Form>
    </div>
  );
}
