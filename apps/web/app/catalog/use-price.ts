import type { Money } from '@cicerone/core/contracts/catalog';
import { formatMoney } from '@cicerone/core/money';
import { useI18n } from '../i18n/i18n.tsx';
import { useSite } from '../site/site-data.ts';

/** Formats a catalog price (already in the page's currency, in its minor units) for the interface language. */
export function useFormatPrice(): (money: Pick<Money, 'amount' | 'currency'>) => string {
  const { tag } = useI18n();
  const { currency } = useSite();
  return (money) => formatMoney(money.amount, { code: money.currency, minorUnits: currency.minorUnits }, tag);
}
