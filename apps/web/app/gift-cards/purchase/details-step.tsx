import { useState, useSyncExternalStore } from 'react';
import { giftCardMessageMaxLength } from '@cicerone/core/gift-cards/gift-card-rules';
import { useI18n } from '../../i18n/i18n.tsx';
import { RadioGroup, TextAreaField, TextField } from '../../lib/forms/fields.tsx';
import type { StepProps } from './purchase-types.ts';
import { StepForm } from './step-form.tsx';

const noChange = () => () => {};
const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

interface DetailsStepProps extends StepProps {
  firstDay: string;
  lastDay: string;
  /** A visitor gives the e-mail their receipt goes to; an account's receipt goes to the account. */
  signedIn: boolean;
}

/**
 * Step 3: who gets the card and from whom, the message with the characters it has left (read out
 * politely; the server refuses more), and when it goes: now, or a day and time on the buyer's
 * clock — the browser's time zone is sent with them, the server judges the year ahead.
 */
export function DetailsStep({ draft, problems, firstDay, lastDay, signedIn }: DetailsStepProps) {
  const { t } = useI18n();
  const [length, setLength] = useState((draft.message ?? '').length);
  // The browser's own zone once it runs; the server renders the one last sent (UTC before that: a page without script).
  const zone = useSyncExternalStore(noChange, browserZone, () => draft.timeZone || 'UTC');
  const labels = {
    recipientName: t('giftCards.purchase.recipientName'),
    recipientEmail: t('giftCards.purchase.recipientEmail'),
    buyerEmail: t('giftCards.purchase.buyerEmail'),
    senderFirstName: t('giftCards.purchase.senderFirstName'),
    senderLastName: t('giftCards.purchase.senderLastName'),
    message: t('giftCards.purchase.message'),
    sendWhen: t('giftCards.purchase.sendWhen'),
    sendDay: t('giftCards.purchase.sendDay'),
    sendTime: t('giftCards.purchase.sendTime'),
  };
  return (
    <StepForm step="details" draft={draft} problems={problems} labels={labels}>
      <input type="hidden" name="timeZone" value={zone} />
      <div className="gift-details-grid">
        <TextField name="recipientName" label={labels.recipientName} defaultValue={draft.recipientName} maxLength={120} autoComplete="off" />
        <TextField name="recipientEmail" type="email" label={labels.recipientEmail} defaultValue={draft.recipientEmail} required maxLength={254} autoComplete="off" />
        <TextField name="senderFirstName" label={labels.senderFirstName} defaultValue={draft.senderFirstName} required maxLength={80} autoComplete="given-name" />
        <TextField name="senderLastName" label={labels.senderLastName} defaultValue={draft.senderLastName} required maxLength={80} autoComplete="family-name" />
        {signedIn ? null : <TextField name="buyerEmail" type="email" label={labels.buyerEmail} defaultValue={draft.buyerEmail} required maxLength={254} autoComplete="email" />}
      </div>
      <TextAreaField
        name="message"
        label={labels.message}
        defaultValue={draft.message}
        maxLength={giftCardMessageMaxLength}
        lengthMessage="errors.gift_card_message_too_long"
        rows={5}
        onChange={(event) => setLength(event.currentTarget.value.length)}
      />
      <p className="small muted gift-counter" aria-live="polite">
        {t('giftCards.purchase.charactersLeft', { count: Math.max(0, giftCardMessageMaxLength - length) })}
      </p>
      <div className="gift-send">
        <RadioGroup
          name="sendWhen"
          label={labels.sendWhen}
          defaultValue={draft.sendWhen ?? 'now'}
          options={[
            { value: 'now', label: t('giftCards.purchase.sendNow') },
            { value: 'later', label: t('giftCards.purchase.sendLater') },
          ]}
        />
        <div className="gift-send-later">
          {/* Asked for only when shown: the browser's check skips a field the stylesheet hides ('now' chosen). */}
          <TextField name="sendDay" type="date" label={labels.sendDay} defaultValue={draft.sendDay} min={firstDay} max={lastDay} required />
          <TextField name="sendTime" type="time" label={labels.sendTime} defaultValue={draft.sendTime ?? '09:00'} required />
          <p className="small muted gift-zone">{t('giftCards.purchase.sendZone', { zone })}</p>
        </div>
      </div>
    </StepForm>
  );
}
