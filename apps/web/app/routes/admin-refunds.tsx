import { Form } from 'react-router';
import { refundListStates } from '@cicerone/core/checkout/refund-status';
import { authPageMeta } from '../accounts/auth-page.tsx';
import { accountPage } from '../accounts/account-page.server.ts';
import { redirectWithFlash } from '../lib/page/flash.server.ts';
import { formValues, invalid, refused } from '../lib/forms/form-data.server.ts';
import { RefundsTable } from '../admin/refunds-table.tsx';
import { refundSearch, refundsPage, shownDisputes } from '../admin/refunds.server.ts';
import { DisputesTable } from '../admin/disputes-table.tsx';
import { Pagination } from '../lib/page/pagination.tsx';
import { useSitePath } from '../site/site-data.ts';
import { refundLog } from '../bookings/booking-page.server.ts';
import { useI18n } from '../i18n/i18n.tsx';
import { RouteErrorNotice } from '../lib/page/notice-page.tsx';
import { ErrorSummary } from '../lib/forms/error-summary.tsx';
import type { Route } from './+types/admin-refunds';
import '../accounts/accounts.css';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The back office's refunds (requirements §lifecycles.refund): by default what needs a person — card
 * refunds the provider kept refusing, bank transfers to send — and any refund by state or searched
 * by booking, order, e-mail or name; admins only (page access table).
 */
export async function loader(args: Route.LoaderArgs) {
  const page = accountPage(args);
  const search = refundSearch(args.request);
  return { search, ...(await refundsPage(page, search)), disputes: await shownDisputes(page), meta: page.meta('/admin/refunds', 'admin.refunds.title', 'admin.refunds.description') };
}

/** 'Try again' of a failed card refund (sent at once), and 'Mark sent' of a transfer. */
export async function action(args: Route.ActionArgs) {
  const page = accountPage(args);
  const values = await formValues(args.request);
  const id = values['id'] ?? '';
  const intent = values['intent'];
  // The row's reference, only to say which refund the notice is about.
  const reference = values['reference'] ?? '';
  if (!page.user || !uuidPattern.test(id) || !/^[A-Za-z0-9-]{1,40}$/.test(reference) || (intent !== 'retry' && intent !== 'transfer-sent' && intent !== 'dispute-handled')) {
    return invalid('refunds', values, {}, { message: page.t('errors.refund_not_found') });
  }
  try {
    if (intent === 'retry') await page.services.refunds.retry(id, refundLog);
    else if (intent === 'transfer-sent') await page.services.refunds.markTransferSent(id);
    else await page.services.disputes.markHandled(id, page.user.id);
    // Back to the list as it was searched.
    return redirectWithFlash(args, page.path(`/admin/refunds${new URL(args.request.url).search}`), [{ key: intent === 'retry' ? 'admin.refunds.retried' : intent === 'transfer-sent' ? 'admin.refunds.marked' : 'admin.disputes.marked', values: { reference } }]);
  } catch (error) {
    return refused(error, 'refunds', values, page.t);
  }
}

export function meta(args: Route.MetaArgs) {
  return authPageMeta(args);
}

export default function AdminRefunds({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useI18n();
  const sitePath = useSitePath();
  const { search, refunds, results, currentPage, totalPages } = loaderData;
  const pagePath = (number: number) => {
    const query = new URLSearchParams(Object.entries({ q: search.q, state: search.state }).filter(([, value]) => value !== ''));
    if (number > 1) query.set('page', String(number));
    return sitePath(`/admin/refunds?${query.toString()}`);
  };
  return (
    <div className="admin-page">
      <h1 className="auth-title">{t('admin.refunds.title')}</h1>
      <p className="muted">{t('admin.refunds.description')}</p>
      {/* A search is a GET: the address can be shared and reloaded, and it works before hydration. */}
      <Form method="get" action={sitePath('/admin/refunds')} className="admin-search" role="search" aria-label={t('admin.refunds.searchLabel')}>
        <div className="form-field">
          <label className="field-label" htmlFor="refunds-q">
            {t('admin.refunds.q')}
          </label>
          <input className="input" id="refunds-q" type="search" name="q" defaultValue={search.q} maxLength={200} autoComplete="off" spellCheck={false} />
        </div>
        <div className="form-field">
          <label className="field-label" htmlFor="refunds-state">
            {t('admin.refunds.stateFilter')}
          </label>
          <select className="select" id="refunds-state" name="state" defaultValue={search.state}>
            {refundListStates.map((state) => (
              <option key={state} value={state}>
                {t(`admin.refunds.filter.${state}`)}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="button button-primary">
          {t('admin.bookings.find')}
        </button>
      </Form>
      <p className="muted" role="status">
        {results}
      </p>
      {loaderData.sepaCount > 0 ? (
        <p>
          <a className="button button-secondary" href="/api/admin/refunds/sepa.xml" download>
            {t('admin.refunds.sepa', { count: loaderData.sepaCount })}
          </a>{' '}
          <span className="small muted">{t('admin.refunds.sepaHint')}</span>
        </p>
      ) : null}
      <ErrorSummary prefix="refunds" labels={{}} problems={actionData ?? null} />
      <RefundsTable
        id="refunds"
        refunds={refunds}
        caption={search.state === 'waiting' ? t('admin.refunds.caption.waiting') : t('admin.refunds.caption.other', { filter: t(`admin.refunds.filter.${search.state}`) })}
        empty={t(search.state === 'waiting' && !search.q ? 'admin.refunds.empty' : 'admin.refunds.emptySearch')}
        actions
      />
      <Pagination currentPage={currentPage} totalPages={totalPages} hrefFor={pagePath} label={t('admin.refunds.pages')} />
      <DisputesTable disputes={loaderData.disputes} />
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorNotice error={error} />;
}
