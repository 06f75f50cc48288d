import { Form, redirect } from 'react-router';
import { giftCardStatuses } from '@cicerone/core/gift-cards/gift-card-status';
import { authPageMeta } from '../accounts/auth-page.tsx';
import { accountPage } from '../accounts/account-page.server.ts';
import { safeNextPath } from '../accounts/next-path.ts';
import { CancelGiftCard } from '../admin/cancel-gift-card.tsx';
import { giftCardRows, giftCardSearch } from '../admin/gift-cards.server.ts';
import { GiftCardsTable } from '../admin/gift-cards-table.tsx';
import { useI18n } from '../i18n/i18n.tsx';
import { ErrorSummary } from '../lib/forms/error-summary.tsx';
import { formValues, invalid, refused } from '../lib/forms/form-data.server.ts';
import { problemsFor } from '../lib/forms/form-problems.ts';
import { redirectWithFlash } from '../lib/page/flash.server.ts';
import { RouteErrorNotice } from '../lib/page/notice-page.tsx';
import { Pagination } from '../lib/page/pagination.tsx';
import { useSitePath } from '../site/site-data.ts';
import type { Route } from './+types/admin-gift-cards';
import '../accounts/accounts.css';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Gift cards by code, e-mail or status, newest first (requirements §back-office.work); admins only (page access table). */
export async function loader(args: Route.LoaderArgs) {
  const page = accountPage(args);
  const search = giftCardSearch(args.request);
  const found = await page.services.adminGiftCards.list(search);
  const cards = giftCardRows(page, found.giftCards);
  // ?cancel=ID: the confirmation step of one unpaid card on this page; one paid or gone meanwhile says so.
  const asked = new URL(args.request.url).searchParams.get('cancel');
  const cancelling = asked ? (cards.find((card) => card.id === asked && card.cancellable) ?? null) : null;
  return {
    q: search.q ?? '',
    status: search.status ?? '',
    cards,
    cancelling,
    notCancellable: asked && !cancelling ? page.t('errors.gift_card_not_cancellable') : null,
    results: page.t('admin.giftCards.results', { count: found.totalItems }),
    currentPage: found.currentPage,
    totalPages: found.totalPages,
    meta: page.meta('/admin/gift-cards', 'admin.giftCards.title', 'admin.giftCards.description'),
  };
}

/**
 * 'Send now' / 'send again' of a paid card (a row's button), or 'yes, cancel the card' of the
 * confirmation step: done and logged under this admin, back to the list with a notice.
 */
export async function action(args: Route.ActionArgs) {
  const page = accountPage(args);
  const values = await formValues(args.request);
  const id = values['id'] ?? '';
  if (!page.user || !uuidPattern.test(id)) return invalid('cancel', values, {}, { message: page.t('errors.not_found') });
  const back = safeNextPath(values['back']) ?? page.path('/admin/gift-cards');
  if (values['intent'] === 'resend') {
    try {
      const { giftCard, again } = await page.services.adminGiftCards.resend(page.user.id, id);
      return redirectWithFlash(args, back, [{ key: again ? 'admin.giftCards.resent' : 'admin.giftCards.sentNow', values: { code: giftCard.code, email: giftCard.recipient.email } }]);
    } catch (error) {
      return refused(error, 'resend', values, page.t);
    }
  }
  if (values['confirmed'] !== 'yes') throw redirect(`${page.path('/admin/gift-cards')}?cancel=${encodeURIComponent(id)}`);
  try {
    const { giftCard } = await page.services.adminGiftCards.cancel(page.user.id, id);
    return redirectWithFlash(args, back, [{ key: 'admin.giftCards.cancelled', values: { code: giftCard.code } }]);
  } catch (error) {
    return refused(error, 'cancel', values, page.t);
  }
}

export function meta(args: Route.MetaArgs) {
  return authPageMeta(args);
}

export default function AdminGiftCards({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useI18n();
  const sitePath = useSitePath();
  const { q, status, cards, cancelling, currentPage, totalPages } = loaderData;
  const pagePath = (page: number) => {
    const query = new URLSearchParams({ ...(q ? { q } : {}), ...(status ? { status } : {}), ...(page > 1 ? { page: String(page) } : {}) }).toString();
    return sitePath(`/admin/gift-cards${query ? `?${query}` : ''}`);
  };
  const back = pagePath(currentPage);
  return (
    <div className="admin-page">
      <h1 className="auth-title">{t('admin.giftCards.title')}</h1>
      <p className="muted">{t('admin.giftCards.description')}</p>
      {/* A search is a GET: the address can be shared and reloaded, and it works before hydration. */}
      <Form method="get" action={sitePath('/admin/gift-cards')} className="admin-search" role="search" aria-label={t('admin.giftCards.searchLabel')}>
        <div className="form-field">
          <label className="field-label" htmlFor="gift-cards-q">
            {t('admin.giftCards.q')}
          </label>
          <input className="input" id="gift-cards-q" type="search" name="q" defaultValue={q} maxLength={200} aria-describedby="gift-cards-q-hint" autoComplete="off" spellCheck={false} />
        </div>
        <div className="form-field">
          <label className="field-label" htmlFor="gift-cards-status">
            {t('admin.giftCards.status')}
          </label>
          <select className="select" id="gift-cards-status" name="status" defaultValue={status}>
            <option value="">{t('admin.giftCards.anyStatus')}</option>
            {giftCardStatuses.map((value) => (
              <option key={value} value={value}>
                {t(`admin.giftCards.status.${value}`)}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="button button-primary">
          {t('admin.giftCards.find')}
        </button>
        <p id="gift-cards-q-hint" className="field-hint admin-search-hint">
          {t('admin.giftCards.qHint')}
        </p>
      </Form>
      {/* A refused cancel (paid meanwhile) or a card opened to cancel that no longer can be. A row's resend shows its refusal under its button. */}
      <ErrorSummary prefix="gift-card" labels={{}} problems={problemsFor(actionData, 'cancel') ?? (loaderData.notCancellable ? { errors: {}, message: loaderData.notCancellable } : null)} />
      {cancelling ? <CancelGiftCard card={cancelling} back={back} /> : null}
      <p className="muted" role="status">
        {loaderData.results}
      </p>
      <GiftCardsTable cards={cards} back={back} />
      <Pagination currentPage={currentPage} totalPages={totalPages} hrefFor={pagePath} label={t('admin.giftCards.pagination')} />
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorNotice error={error} />;
}
