import { zonedInstant } from '@cicerone/core/checkout/start-time';
import { companyClock, formatInstant } from '@cicerone/core/i18n/instants';
import type { Translate } from '@cicerone/core/i18n/translate';
import { formatMoney } from '@cicerone/core/money';
import { useI18n } from '../../i18n/i18n.tsx';
import { RadioGroup } from '../../lib/forms/fields.tsx';
import { GiftCardPreview } from '../gift-card-preview.tsx';
import { isOccasion } from './occasion-step.tsx';
import type { StepProps } from './purchase-types.ts';
import { StepForm } from './step-form.tsx';

/**
 * The day and time the buyer chose on their clock, as the instant it is, on the company's clock like
 * every instant of the gift-card pages and mails (decision 0007).
 */
function sendTime(draft: StepProps['draft'], tag: string, t: Translate): string {
  let instant: Date;
  try {
    instant = zonedInstant(draft.sendDay ?? '', draft.sendTime ?? '', draft.timeZone ?? '');
  } catch {
    return '';
  }
  return Number.isNaN(instant.getTime()) ? '' : formatInstant(instant, companyClock(t), { tag, t, dateStyle: 'full' });
}

interface ReviewStepProps extends StepProps {
  idempotencyKey: string;
  signedIn: boolean;
}

/**
 * Step 4: the card and the recipient's e-mail as they will be, what was chosen, and the payment:
 * by card or bank transfer, through the tours' order and payment path (never coins or another
 * gift card, requirements §rules.coins).
 */
export function ReviewStep({ draft, problems, currency, summary, idempotencyKey, signedIn }: ReviewStepProps) {
  const { t, tag } = useI18n();
  const labels = { paymentMethod: t('checkout.method.label') };
  const amount = summary ? formatMoney(summary.amount, currency, tag) : '';
  const sender = `${draft.senderFirstName ?? ''} ${draft.senderLastName ?? ''}`.trim();
  const when = draft.sendWhen === 'later' ? sendTime(draft, tag, t) : t('giftCards.purchase.sendNow');
  return (
    <StepForm
      step="review"
      draft={draft}
      problems={problems}
      labels={labels}
      hidden={{ idempotencyKey }}
      submitLabel={t('giftCards.purchase.pay', { amount })}
      pendingLabel={t('checkout.paying')}
    >
      <div className="gift-review">
        {summary && isOccasion(draft.occasion) ? (
          <GiftCardPreview occasion={draft.occasion} valueEurCents={summary.valueEurCents} amountMinor={summary.amount} currency={currency} recipientName={draft.recipientName} senderName={sender} message={draft.message} />
        ) : null}
        <div>
          <dl className="gift-review-list">
            <dt>{t('giftCards.purchase.review.amount')}</dt>
            <dd>{summary ? `${amount} · ${t('shell.user.coins', { coins: summary.valueEurCents / 100 })}` : ''}</dd>
            <dt>{t('giftCards.purchase.recipientEmail')}</dt>
            <dd>{draft.recipientName ? `${draft.recipientName} <${draft.recipientEmail ?? ''}>` : draft.recipientEmail}</dd>
            <dt>{t('giftCards.purchase.review.sender')}</dt>
            <dd>{sender}</dd>
            <dt>{t('giftCards.purchase.sendWhen')}</dt>
            <dd>{when}</dd>
            {signedIn ? null : (
              <>
                <dt>{t('giftCards.purchase.buyerEmail')}</dt>
                <dd>{draft.buyerEmail}</dd>
              </>
            )}
          </dl>
          {summary ? (
            <section className="gift-mail-preview" aria-labelledby="gift-mail-title">
              <h2 id="gift-mail-title" className="gift-mail-title">
                {t('giftCards.purchase.review.mail', { email: draft.recipientEmail ?? '' })}
              </h2>
              <p className="gift-mail-subject">{t('giftCards.purchase.review.subject', { subject: summary.mail.subject })}</p>
              {summary.mail.lines.map((line) => (
                <p key={line}>{line}</p>
              ))}
            </section>
          ) : null}
        </div>
      </div>
      <RadioGroup
        name="paymentMethod"
        label={labels.paymentMethod}
        defaultValue={draft.paymentMethod ?? 'card'}
        hint={t('giftCards.purchase.payHint')}
        options={[
          { value: 'card', label: t('checkout.method.card') },
          { value: 'bank_transfer', label: t('checkout.method.bank') },
        ]}
      />
      {signedIn ? null : <p className="small muted">{t('giftCards.purchase.visitorReceipt', { email: draft.buyerEmail ?? '' })}</p>}
    </StepForm>
  );
}
