import { Link, NavLink } from 'react-router';
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
 * The guide dashboard's payments (requirements §screens.guide-dashboard Guide payments; roles 1–3 by the page access table):
 * the month's finished missions with their earnings and the totals by currency, then the guide's
 * monthly statements with their status and PDF. Only the caller's own (the queries are by guide).
 */
export async function loader(args: Route.LoaderArgs) {
  const page = signedInPage(args);
  const now = currentMonth(new Date());
  const period = chosenMonth(new URL(args.request.url), now);
  const [payments, payoutMethods] = await Promise.all([guidePayments(page.services, page.user.id, period, page.locale, page.t), page.services.payoutMethods.list(page.user.id)]);
  return {
    month: monthValue(period),
    monthName: monthLabel(page.locale, period),
    months: monthOptions(page.locale, now, period),
    ...payments,
    // Without a method the monthly statement cannot be paid (decision 0017): the page asks for one.
    hasPayoutMethod: payoutMethods.length > 0,
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
      {loaderData.hasPayoutMethod ? null : (
        <section className="payout-method-prompt" aria-labelledby="payout-method-prompt">
          <h2 id="payout-method-prompt">{t('payouts.noMethod.title')}</h2>
          <p>{t('payouts.noMethod.text')}</p>
          <Link className="button" to={sitePath('/account-billing')}>
            {t('payouts.noMethod.link')}
          </Link>
        </section>
      )}
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
