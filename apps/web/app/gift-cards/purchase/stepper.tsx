import { useI18n } from '../../i18n/i18n.tsx';
import { purchaseSteps, type PurchaseStep } from './purchase-draft.ts';

/** Where the buyer is in the four steps: a list, the current step marked aria-current="step". */
export function Stepper({ step }: { step: PurchaseStep }) {
  const { t } = useI18n();
  const current = purchaseSteps.indexOf(step);
  return (
    <nav aria-label={t('giftCards.purchase.steps')}>
      <ol className="gift-stepper">
        {purchaseSteps.map((name, index) => (
          <li key={name} className={index < current ? 'gift-stepper-done' : index === current ? 'gift-stepper-current' : undefined} aria-current={index === current ? 'step' : undefined}>
            <span className="gift-stepper-number" aria-hidden="true">
              {index + 1}
            </span>
            <span className="gift-stepper-label">{t(`giftCards.purchase.step.${name}`)}</span>
          </li>
        ))}
      </ol>
    </nav>
  );
}
