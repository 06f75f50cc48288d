import type { CurrencyUnit } from '@cicerone/core/money';
import type { FormProblems } from '../../lib/forms/form-problems.ts';
import type { Draft } from './purchase-draft.ts';

/** What every step of the purchase is shown with (the route's loader and the last step's answer). */
export interface StepProps {
  draft: Draft;
  problems: FormProblems | null;
  currency: CurrencyUnit;
  rate: number;
  summary: { amount: number; valueEurCents: number; mail: { subject: string; lines: string[] } } | null;
}
