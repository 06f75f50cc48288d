// Server-only: the guide's payments page reads the same service calls as
// GET /api/missions/{year}/{month}/get-all-missions-completed and GET /api/me/payout-statements,
// and formats every number and date for the page's language with Intl.
import { languageTag, type Locale } from '@cicerone/core/locales';
import { formatMoney } from '@cicerone/core/money';
import type { PayoutPeriod } from '@cicerone/core/payouts/guide-earnings';
import type { AppServices } from '@cicerone/server/services';
import type { Translate } from '@cicerone/core/i18n/translate';
import { monthLabel } from './payout-month.ts';

export interface StatementShown {
  id: string;
  reference: string;
  month: string;
  amount: string;
  missions: number;
  status: 'due' | 'paid';
  statusLabel: string;
  paidOn: string | null;
  pdfUrl: string;
}

const dayFormat = (locale: Locale) => new Intl.DateTimeFormat(languageTag(locale), { dateStyle: 'medium', timeZone: 'UTC' });

/** A statement as a page shows it. */
export function shownStatement(
  statement: { id: string; reference: string; year: number; month: number; amount: number; currency: string; minorUnits: number; missionCount: number; status: 'due' | 'paid'; paidAt: Date | null },
  locale: Locale,
  t: Translate,
  pdfUrl: string,
): StatementShown {
  return {
    id: statement.id,
    reference: statement.reference,
    month: monthLabel(locale, statement),
    amount: formatMoney(statement.amount, { code: statement.currency, minorUnits: statement.minorUnits }, languageTag(locale)),
    missions: statement.missionCount,
    status: statement.status,
    statusLabel: t(`payouts.status.${statement.status}`),
    paidOn: statement.paidAt ? dayFormat(locale).format(statement.paidAt) : null,
    pdfUrl,
  };
}

/** The month's finished missions with their earnings, the totals by currency, and all the guide's statements. */
export async function guidePayments(services: AppServices, guideUserId: string, period: PayoutPeriod, locale: Locale, t: Translate) {
  const tag = languageTag(locale);
  const [completed, statements] = await Promise.all([services.payouts.earnings.completedMissions(guideUserId, period), services.payouts.statements.mine(guideUserId)]);
  const money = (amount: number, unit: { currency: string; minorUnits: number }) => formatMoney(amount, { code: unit.currency, minorUnits: unit.minorUnits }, tag);
  const languages = new Intl.DisplayNames([tag], { type: 'language' });
  const rating = new Intl.NumberFormat(tag, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return {
    missions: completed.data.map((mission) => ({
      id: mission.missionId,
      cartReference: mission.cartReference,
      visitDate: dayFormat(locale).format(new Date(`${mission.visitDate}T00:00:00Z`)),
      earnings: money(mission.earnings, mission),
      total: money(mission.total, mission),
      travellers: mission.travellers,
      customerLanguage: languages.of(mission.customerLanguage.replace('_', '-')) ?? mission.customerLanguage,
      duration: t(`tour.duration.${mission.duration}`),
      rating: mission.rating > 0 ? rating.format(mission.rating) : null,
    })),
    totals: completed.totalsByCurrency.map((total) => ({ currency: total.currency, earnings: money(total.earnings, total), missions: total.missions })),
    statements: statements.map((statement) => shownStatement(statement, locale, t, `/api/me/payout-statements/${statement.id}/statement.pdf`)),
  };
}

export type GuidePayments = Awaited<ReturnType<typeof guidePayments>>;
