import { useState } from 'react';
import { giftCardOccasions, type GiftCardOccasion } from '@cicerone/core/gift-cards/gift-card-rules';
import { useI18n } from '../../i18n/i18n.tsx';
import { FieldMessage, useField } from '../../lib/forms/fields.tsx';
import { GiftCardPreview } from '../gift-card-preview.tsx';
import type { StepProps } from './purchase-types.ts';
import { StepForm } from './step-form.tsx';

export const isOccasion = (value: string | undefined): value is GiftCardOccasion => giftCardOccasions.includes(value as GiftCardOccasion);

/**
 * Step 2: the occasion, eleven radio buttons drawn as their designs' thumbnails (arrow keys move
 * between them, as in any radio group), and the card as it will look, following the choice.
 */
export function OccasionStep({ draft, problems, currency, summary }: StepProps) {
  const { t } = useI18n();
  const [chosen, setChosen] = useState<GiftCardOccasion | null>(isOccasion(draft.occasion) ? draft.occasion : null);
  const labels = { occasion: t('giftCards.purchase.occasion.label') };
  return (
    <StepForm step="occasion" draft={draft} problems={problems} labels={labels}>
      <div className="gift-occasion-layout">
        <Occasions chosen={chosen} onChoose={setChosen} label={labels.occasion} />
        <div className="gift-preview-column">
          <GiftCardPreview
            occasion={chosen ?? 'birthday'}
            valueEurCents={summary?.valueEurCents ?? 0}
            amountMinor={summary?.amount ?? 0}
            currency={currency}
            recipientName={draft.recipientName}
            senderName={`${draft.senderFirstName ?? ''} ${draft.senderLastName ?? ''}`.trim()}
            message={draft.message}
          />
        </div>
      </div>
    </StepForm>
  );
}

function Occasions({ chosen, onChoose, label }: { chosen: GiftCardOccasion | null; onChoose: (occasion: GiftCardOccasion) => void; label: string }) {
  const { t } = useI18n();
  const { id, error } = useField('occasion', undefined);
  return (
    <fieldset className="form-field gift-occasions" aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="field-label">{label}</legend>
      <FieldMessage name="occasion" />
      <div className="gift-occasion-grid">
        {giftCardOccasions.map((occasion, index) => (
          <label key={occasion} className="gift-occasion">
            <input type="radio" name="occasion" value={occasion} id={index === 0 ? id : undefined} defaultChecked={chosen === occasion} onChange={() => onChoose(occasion)} className="gift-occasion-input" />
            <span className="gift-occasion-art" aria-hidden="true">
              {(['light', 'dark'] as const).map((theme) => (
                <img key={theme} className={`gift-card-art-${theme}`} src={`/gift-cards/${occasion}-${theme}.svg`} alt="" width={160} height={100} loading="lazy" decoding="async" />
              ))}
            </span>
            <span className="gift-occasion-name">{t(`giftCards.occasion.${occasion}`)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
