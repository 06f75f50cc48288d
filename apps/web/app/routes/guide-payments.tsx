import { NavLink } from 'react-router';
import { authPageMeta } from '../accounts/auth-page.tsx';
import { signedInPage } from '../accounts/account-page.server.ts';
import { useI18n } from '../i18n/i18n.tsx';
import { RouteErrorNotice } from '../lib/page/notice-page.tsx';
import { useSitePath } from '../site/site-data.ts';
import { MonthFilter } from '../payouts/month-filter.tsx';
import { chosenMonth, currentMonth, monthLabel, monthOptions, monthValue } from '../payouts/payout-month.ts';
import { guidePayments } from '../payouts/guide-payments.server.ts';
import { CompletedMissionsTable, CurrencyTotals, StatementsTable } from '../payouts/guide-payments-tables.tsx';
import type { Route } from './+types/guide-payments';
import '../accounts/accounts.css';
import '../payouts/payouts.css';

/**
 * The guide dashboard's payments (spec §2, §3 Guide payments; roles 1–3 by the page access table):
 * the month's finished missions with their earnings and the totals by currency, then the guide's
 * monthly statements with their status and PDF. Only the caller's own (the queries are by guide).
 */
export async function loader(args: Route.LoaderArgs) {
  const page = signedInPage(args);
  const now = currentMonth(new Date());
  const period = chosenMonth(new URL(args.request.url), now);
  return {
    month: monthValue(period),
    monthName: monthLabel(page.locale, period),
    months: monthOptions(page.locale, now, period),
    ...(await guidePayments(page.services, page.user.id, period, page.locale, page.t)),
    meta: page.meta('/guide-missions/payments', 'payouts.page.title', 'payouts.page.description'),
  };
}

export function meta(args: Route.MetaArgs) {
  return authPageMeta(args);
}

export default function GuidePayments({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const sitePath = useSitePath();
  return (
    <div className="section admin-page payout-page">
      {/* The guide dashboard's two sides: the missions (/guide-missions) and these payments. */}
      <nav aria-label={t('payouts.page.dashboard')}>
        <ul className="payout-tabs">
          <li>
            <NavLink to={sitePath('/guide-missions')} end>
              {t('payouts.page.missions')}
            </NavLink>
          </li>
          <li>
            <NavLink to={sitePath('/guide-missions/payments')} end>
              {t('payouts.page.title')}
            </NavLink>
          </li>
        </ul>
      </nav>
      <h1 className="auth-title">{t('payouts.page.title')}</h1>
      <p className="muted">{t('payouts.page.description')}</p>
      <MonthFilter options={loaderData.months} chosen={loaderData.month} />
      <h2>{t('payouts.missions.title', { month: loaderData.monthName })}</h2>
      <CurrencyTotals totals={loaderData.totals} />
      <CompletedMissionsTable missions={loaderData.missions} />
      <h2>{t('payouts.statements.title')}</h2>
      <p className="muted">{t('payouts.statements.description')}</p>
      <StatementsTable statements={loaderData.statements} />
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorNotice error={error} />;
}
