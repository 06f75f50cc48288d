import { companyClock, formatCityTime, formatInstant } from '@cicerone/core/i18n/instants';
import { useI18n } from './i18n.tsx';

type DateStyle = 'full' | 'long' | 'medium';

/**
 * Instants as the page's reader reads them, by the one rule of core/i18n/instants.ts: a tour's own
 * times on its city's clock, every other instant on the company's, each saying whose clock it is.
 * The zone is explicit, so the server's HTML and the browser's render write the same text.
 */
export function useInstants() {
  const { t, tag } = useI18n();
  return {
    /** A payment deadline, an order, cancellation or upload time: '27 November 2026, 20:05 (Paris time)'. */
    ofCompany: (instant: Date | string, dateStyle?: DateStyle) => formatInstant(instant, companyClock(t), { tag, t, dateStyle }),
    /** A tour's instant (the end of its free cancellation) on its city's clock; the company's when the city's zone is unknown. */
    ofTour: (instant: Date | string, city: { timeZone: string | null; name: string }, dateStyle?: DateStyle) =>
      formatInstant(instant, city.timeZone ? { timeZone: city.timeZone, place: city.name } : companyClock(t), { tag, t, dateStyle }),
    /** A tour's start, 'HH:MM' of its city: '10:00 (Kyoto time)'. */
    cityTime: (time: string, city: string) => formatCityTime(time, city, { tag, t }),
  };
}
