import { companyClock, formatInstant } from '@cicerone/core/i18n/instants';
import { languageTag } from '@cicerone/core/locales';
import { formatMoney } from '@cicerone/core/money';
import { authPageMeta } from '../accounts/auth-page.tsx';
import { accountPage } from '../accounts/account-page.server.ts';
import { redirectWithFlash } from '../lib/page/flash.server.ts';
import { formValues, invalid, refused } from '../lib/forms/form-data.server.ts';
import { RefundsTable } from '../admin/refunds-table.tsx';
import { refundLog } from '../bookings/booking-page.server.ts';
import { useI18n } from '../i18n/i18n.tsx';
import { RouteErrorNotice } from '../lib/page/notice-page.tsx';
import { ErrorSummary } from '../lib/forms/error-summary.tsx';
import type { Route } from './+types/admin-refunds';
import '../accounts/accounts.css';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Refunds that need a person (requirements §lifecycles.refund): card refunds the provider kept refusing, bank transfers to send; admins only (page access table). */
export async function loader(args: Route.LoaderArgs) {
  const page = accountPage(args);
  const [waiting, currencies] = await Promise.all([page.services.refunds.waiting(), page.services.reference.listCurrencies()]);
  const tag = languageTag(page.locale);
  const when = (instant: Date) => formatInstant(instant, companyClock(page.t), { tag, t: page.t });
  const refunds = waiting.map((refund) => ({
    id: refund.id,
    reference: refund.bookingReference ?? refund.orderReference,
    bookingReference: refund.bookingReference,
    traveller: refund.travellerName,
    email: refund.travellerEmail,
    // In the order's own currency, whatever the page's.
    amount: formatMoney(refund.amount, { code: refund.currency, minorUnits: currencies.find((unit) => unit.code === refund.currency)?.minorUnits ?? 2 }, tag),
    route: refund.route === 'card' ? ('card' as const) : ('transfer' as const),
    state:
      refund.status === 'failed'
        ? page.t('admin.refunds.state.failed', { count: refund.attempts, date: when(refund.requestedAt), error: refund.lastError ?? '' })
        : page.t('admin.refunds.state.requested', { date: when(refund.requestedAt) }),
  }));
  return { refunds, meta: page.meta('/admin/refunds', 'admin.refunds.title', 'admin.refunds.description') };
}

/** 'Try again' of a failed card refund (sent at once), and 'Mark sent' of a transfer. */
export async function action(args: Route.ActionArgs) {
  const page = accountPage(args);
  const values = await formValues(args.request);
  const id = values['id'] ?? '';
  const intent = values['intent'];
  // The row's reference, only to say which refund the notice is about.
  const reference = values['reference'] ?? '';
  if (!page.user || !uuidPattern.test(id) || !/^[A-Za-z0-9-]{1,40}$/.test(reference) || (intent !== 'retry' && intent !== 'transfer-sent')) {
    return invalid('refunds', values, {}, { message: page.t('errors.refund_not_found') });
  }
  try {
    if (intent === 'retry') await page.services.refunds.retry(id, refundLog);
    else await page.services.refunds.markTransferSent(id);
    return redirectWithFlash(args, page.path('/admin/refunds'), [{ key: intent === 'retry' ? 'admin.refunds.retried' : 'admin.refunds.marked', values: { reference } }]);
  } catch (error) {
    return refused(error, 'refunds', values, page.t);
  }
}

export function meta(args: Route.MetaArgs) {
  return authPageMeta(args);
}

export default function AdminRefunds({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useI18n();
  return (
    <div className="admin-page">
      <h1 className="auth-title">{t('admin.refunds.title')}</h1>
      <p className="muted">{t('admin.refunds.description')}</p>
      <ErrorSummary prefix="refunds" labels={{}} problems={actionData ?? null} />
      <RefundsTable refunds={loaderData.refunds} />
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorNotice error={error} />;
}
