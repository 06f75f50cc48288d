import type { ReactNode } from 'react';
import { useI18n } from '../../i18n/i18n.tsx';
import { SiteForm } from '../../lib/forms/form.tsx';
import type { FormProblems } from '../../lib/forms/form-problems.ts';
import { carriedFields, purchaseForm, type Draft, type PurchaseStep } from './purchase-draft.ts';

interface StepFormProps {
  step: PurchaseStep;
  draft: Draft;
  problems: FormProblems | null;
  labels: Readonly<Record<string, string>>;
  submitLabel?: string;
  pendingLabel?: string;
  /** More hidden fields (the pay button's idempotency key). */
  hidden?: Readonly<Record<string, string>>;
  children: ReactNode;
}

/**
 * One step of the purchase: the kit's form with this step's fields, the other steps' values as
 * hidden fields (so Next and Back keep everything), Next checked by the browser and the server,
 * Back (formnovalidate) sending what is there unchecked.
 */
export function StepForm({ step, draft, problems, labels, submitLabel, pendingLabel, hidden = {}, children }: StepFormProps) {
  const { t } = useI18n();
  const back =
    step === 'amount' ? undefined : (
      <button type="submit" name="intent" value="back" formNoValidate className="button button-secondary">
        {t('giftCards.purchase.back')}
      </button>
    );
  return (
    <SiteForm
      key={step}
      name={purchaseForm(step)}
      hidden={{ step, ...carriedFields(draft, step), ...hidden }}
      problems={problems}
      labels={labels}
      submitLabel={submitLabel ?? t('giftCards.purchase.next')}
      pendingLabel={pendingLabel ?? t('checkout.paying')}
      className="site-form gift-step-form"
      marks="optional"
      extra={back}
    >
      {children}
    </SiteForm>
  );
}
