import type { Money } from '@cicerone/core/contracts/catalog';
import { formatMoney } from '@cicerone/core/money';
import { useI18n } from '../../i18n/i18n.tsx';
import { useSite } from '../../site/site-data.ts';

/**
 * Formats an amount for the interface language: a catalog price is in the page's currency and its
 * minor units; an order's amount brings its own currency's minor units (it keeps the currency it was placed in).
 */
export function useFormatPrice(): (money: Pick<Money, 'amount' | 'currency'> & { minorUnits?: number }) => string {
  const { tag } = useI18n();
  const { currency } = useSite();
  return (money) => formatMoney(money.amount, { code: money.currency, minorUnits: money.minorUnits ?? currency.minorUnits }, tag);
}
