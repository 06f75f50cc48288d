import { useI18n } from '../../i18n/i18n.tsx';
import { StepList } from '../../lib/page/step-list.tsx';
import { purchaseSteps, type PurchaseStep } from './purchase-draft.ts';

/** Where the buyer is in the four steps. */
export function Stepper({ step }: { step: PurchaseStep }) {
  const { t } = useI18n();
  return <StepList steps={purchaseSteps} current={step} label={t('giftCards.purchase.steps')} labelOf={(name) => t(`giftCards.purchase.step.${name}`)} />;
}
