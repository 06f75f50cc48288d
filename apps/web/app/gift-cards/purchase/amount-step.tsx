import { useState } from 'react';
import { giftCardValueOf } from '@cicerone/core/gift-cards/gift-card-value';
import { formatMoney } from '@cicerone/core/money';
import { useI18n } from '../../i18n/i18n.tsx';
import { RadioGroup, TextField } from '../../lib/forms/fields.tsx';
import { otherAmount } from './purchase-draft.ts';
import type { StepProps } from './purchase-types.ts';
import { StepForm } from './step-form.tsx';

interface AmountStepProps extends StepProps {
  suggested: readonly { amount: number; eurCents: number }[];
  bounds: { min: number; max: number };
}

/**
 * Step 1: a suggested amount or another one, in the page's currency, each with what it is worth
 * in Cicerone Coins (the other amount's worth follows the typing, read out politely). The server
 * judges the amount against the bounds; the browser only shows them.
 */
export function AmountStep({ draft, problems, currency, rate, suggested, bounds }: AmountStepProps) {
  const { t, tag } = useI18n();
  const money = (minor: number) => formatMoney(minor, currency, tag);
  const coins = (eurCents: number) => t('shell.user.coins', { coins: eurCents / 100 });
  const [typed, setTyped] = useState(draft.customAmount ?? '');
  const scale = 10 ** currency.minorUnits;
  const typedMinor = Math.round(Number(typed.replace(',', '.')) * scale);
  const worth = typed.trim() && Number.isFinite(typedMinor) ? giftCardValueOf(typedMinor, rate, currency) : null;
  const labels = { amountChoice: t('giftCards.purchase.amount.label'), customAmount: t('giftCards.purchase.amount.custom', { currency: currency.code }) };
  const options = [
    ...suggested.map((option) => ({ value: String(option.amount), label: t('giftCards.purchase.amount.suggested', { amount: money(option.amount), worth: coins(option.eurCents) }) })),
    { value: otherAmount, label: t('giftCards.purchase.amount.other') },
  ];
  return (
    <StepForm step="amount" draft={draft} problems={problems} labels={labels}>
      <div className="gift-amount">
        <RadioGroup name="amountChoice" label={labels.amountChoice} defaultValue={draft.amountChoice} options={options} />
        {/* Shown once 'another amount' is chosen (the stylesheet), and only then asked for: the browser's check skips a hidden field. */}
        <div className="gift-custom-amount">
          <TextField
            name="customAmount"
            type="number"
            label={labels.customAmount}
            defaultValue={draft.customAmount}
            required
            min={bounds.min / scale}
            max={bounds.max / scale}
            step={1 / scale}
            inputMode="decimal"
            hint={t('giftCards.purchase.amount.bounds', { min: money(bounds.min), max: money(bounds.max) })}
            onChange={(event) => setTyped(event.currentTarget.value)}
          />
          <p className="gift-worth" aria-live="polite">
            {worth?.ok ? t('giftCards.purchase.amount.worth', { worth: coins(worth.eurCents) }) : ''}
          </p>
        </div>
      </div>
    </StepForm>
  );
}
