import { useMemo } from 'react';
import { useI18n } from '../../i18n/i18n.tsx';

/**
 * Rates and their dates in the reader's language: a rate with all its digits (0.8567, 162.31), a
 * rate's day (YYYY-MM-DD, a calendar day: read in UTC so no zone moves it), and an instant.
 */
export function useRateFormat() {
  const { tag } = useI18n();
  return useMemo(() => {
    const rates = new Intl.NumberFormat(tag, { maximumFractionDigits: 10 });
    const days = new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeZone: 'UTC' });
    const moments = new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });
    return {
      rate: (value: number) => rates.format(value),
      day: (date: string) => days.format(new Date(`${date}T00:00:00Z`)),
      moment: (iso: string) => `${moments.format(new Date(iso))} UTC`,
    };
  }, [tag]);
}
