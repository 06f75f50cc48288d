import { Form, useNavigation } from 'react-router';
import { monthFinished, previousMonth } from '@cicerone/core/payouts/guide-earnings';
import { authPageMeta } from '../accounts/auth-page.tsx';
import { accountPage } from '../accounts/account-page.server.ts';
import { redirectWithFlash } from '../lib/page/flash.server.ts';
import { formValues, invalid, refused } from '../lib/forms/form-data.server.ts';
import { useI18n } from '../i18n/i18n.tsx';
import { RouteErrorNotice } from '../lib/page/notice-page.tsx';
import { ErrorSummary } from '../lib/forms/error-summary.tsx';
import { MonthFilter } from '../payouts/month-filter.tsx';
import { chosenMonth, currentMonth, monthLabel, monthOptions, monthValue } from '../payouts/payout-month.ts';
import { shownStatement } from '../payouts/guide-payments.server.ts';
import { AdminPayoutsTable } from '../payouts/admin-payouts-table.tsx';
import type { Route } from './+types/admin-payouts';
import '../accounts/accounts.css';
import '../payouts/payouts.css';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The guides' payout statements of a month (the previous one by default: the month being paid); admins only. */
export async function loader(args: Route.LoaderArgs) {
  const page = accountPage(args);
  const now = new Date();
  const period = chosenMonth(new URL(args.request.url), previousMonth(now));
  const month = await page.services.payouts.statements.ofMonth(period);
  const statements = month.statements.map((statement) => ({
    ...shownStatement(statement, page.locale, page.t, `/api/admin/payouts/${statement.id}/statement.pdf`),
    guideName: statement.guideName,
    guideEmail: statement.guideEmail,
    currency: statement.currency,
    payoutMethod:
      statement.payoutKind === null
        ? null
        : statement.payoutKind === 'paypal'
          ? page.t('admin.payouts.method.paypal', { email: statement.paypalEmail ?? '' })
          : page.t('admin.payouts.method.bank', { account: statement.iban ?? '', holder: statement.accountHolder ?? '' }),
    sepa: statement.sepa,
  }));
  const value = monthValue(period);
  return {
    month: value,
    monthName: monthLabel(page.locale, period),
    // The month still running is not offered: its statements are built once it is over.
    buildable: monthFinished(period, now),
    months: monthOptions(page.locale, currentMonth(now), period),
    statements,
    sepaUrl: statements.some((statement) => statement.sepa) ? `/api/admin/payouts/sepa.xml?year=${period.year}&month=${period.month}` : null,
    sepaCount: statements.filter((statement) => statement.sepa).length,
    meta: page.meta('/admin/payouts', 'admin.payouts.title', 'admin.payouts.description'),
  };
}

/** 'Build the statements' of the shown month (the monthly run by hand, idempotent) and 'Mark paid' of one statement. */
export async function action(args: Route.ActionArgs) {
  const page = accountPage(args);
  const values = await formValues(args.request);
  const url = new URL(args.request.url);
  const back = `${url.pathname.replace(/\.data$/, '')}${url.search}`;
  if (!page.user) return invalid('payouts', values, {}, { message: page.t('errors.unauthorized') });
  try {
    if (values['intent'] === 'run') {
      const period = chosenMonth(new URL(`http://x/?month=${values['month'] ?? ''}`), previousMonth(new Date()));
      const report = await page.services.payouts.run.build(period, { adminUserId: page.user.id });
      return redirectWithFlash(args, back, [{ key: 'admin.payouts.built', values: { count: report.built } }]);
    }
    const id = values['id'] ?? '';
    if (values['intent'] !== 'paid' || !uuidPattern.test(id)) return invalid('payouts', values, {}, { message: page.t('errors.payout_statement_not_found') });
    const paid = await page.services.payouts.statements.markPaid(id, page.user.id);
    return redirectWithFlash(args, back, [{ key: 'admin.payouts.paid', values: { reference: paid.reference } }]);
  } catch (error) {
    return refused(error, 'payouts', values, page.t);
  }
}

export function meta(args: Route.MetaArgs) {
  return authPageMeta(args);
}

export default function AdminPayouts({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useI18n();
  const navigation = useNavigation();
  const building = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'run';
  return (
    <div className="admin-page payout-page">
      <h1 className="auth-title">{t('admin.payouts.title')}</h1>
      <p className="muted">{t('admin.payouts.description')}</p>
      <MonthFilter options={loaderData.months} chosen={loaderData.month} />
      <ErrorSummary prefix="payouts" labels={{}} problems={actionData ?? null} />
      <h2>{t('admin.payouts.monthTitle', { month: loaderData.monthName })}</h2>
      <div className="payout-actions">
        {loaderData.buildable ? (
          <Form method="post">
            <input type="hidden" name="intent" value="run" />
            <input type="hidden" name="month" value={loaderData.month} />
            <button type="submit" className="button button-secondary" disabled={building}>
              {building ? t('admin.payouts.building') : t('admin.payouts.build', { month: loaderData.monthName })}
            </button>
          </Form>
        ) : (
          <p className="muted">{t('admin.payouts.buildLater', { month: loaderData.monthName })}</p>
        )}
        {loaderData.sepaUrl ? (
          <a className="button button-primary" href={loaderData.sepaUrl} download>
            {t('admin.payouts.sepa', { count: loaderData.sepaCount })}
          </a>
        ) : null}
      </div>
      <AdminPayoutsTable statements={loaderData.statements} />
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorNotice error={error} />;
}
