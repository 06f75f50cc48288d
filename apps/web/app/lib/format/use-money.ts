import { convertFromEurCents, formatMoney } from '@cicerone/core/money';
import { useI18n } from '../../i18n/i18n.tsx';
import { useSite } from '../../site/site-data.ts';

/** Formats an EUR-cent amount in the visitor's currency at today's rate (1 when the rate is unavailable). */
export function useMoney(): (eurCents: number) => string {
  const { tag } = useI18n();
  const { currency, rate } = useSite();
  return (eurCents) => formatMoney(convertFromEurCents(eurCents, rate?.value ?? 1, currency), currency, tag);
}
