import { Form } from 'react-router';
import { authPageMeta } from '../accounts/auth-page.tsx';
import { accountPage } from '../accounts/account-page.server.ts';
import { PromoCodeForm } from '../admin/promo-code-form.tsx';
import { changedNotice, formValuesOf, promoCodeFormValues, promoCodeRows, promoCodeSearch, savePromoCode } from '../admin/promo-codes.server.ts';
import { PromoCodesTable } from '../admin/promo-codes-table.tsx';
import { useI18n } from '../i18n/i18n.tsx';
import { ErrorSummary } from '../lib/forms/error-summary.tsx';
import { invalid, refused } from '../lib/forms/form-data.server.ts';
import { problemsFor } from '../lib/forms/form-problems.ts';
import { redirectWithFlash } from '../lib/page/flash.server.ts';
import { RouteErrorNotice } from '../lib/page/notice-page.tsx';
import { Pagination } from '../lib/page/pagination.tsx';
import { useSitePath } from '../site/site-data.ts';
import type { Route } from './+types/admin-promo-codes';
import '../accounts/accounts.css';
import '../admin/promo-codes.css';

/** Promo codes (requirements §back-office.promo-codes, decision 0034): the list, and a new code's form or one code's (?edit=CODE); admins only (page access table). */
export async function loader(args: Route.LoaderArgs) {
  const page = accountPage(args);
  const search = promoCodeSearch(args.request);
  const edit = new URL(args.request.url).searchParams.get('edit');
  const { promoCodes } = page.services;
  const [found, editing, categories] = await Promise.all([
    promoCodes.list(search),
    edit ? promoCodes.one(edit).catch(() => null) : null,
    page.services.reference.tourCategories({ language: page.locale }),
  ]);
  return {
    search: { q: search.q ?? '', status: search.status ?? '', sort: search.sort, dir: search.dir },
    codes: promoCodeRows(page, found.promoCodes),
    // An agent's code is theirs: only its activation is changed here.
    editing: editing && editing.kind === 'discount' ? editing.code : null,
    form: formValuesOf(editing && editing.kind === 'discount' ? editing : null),
    categories: categories.map((category) => ({ value: String(category.id), label: category.entry.data[0]?.title ?? category.slug })),
    results: page.t('admin.promoCodes.results', { count: found.totalItems }),
    currentPage: found.currentPage,
    totalPages: found.totalPages,
    meta: page.meta('/admin/promo-codes', 'admin.promoCodes.title', 'admin.promoCodes.description'),
  };
}

/** The form (a new code or a change) or a line's (de)activation: done under this admin, back to the list with what changed. */
export async function action(args: Route.ActionArgs) {
  const page = accountPage(args);
  const values = await promoCodeFormValues(args.request);
  if (!page.user) throw new Response(null, { status: 401 });
  // Back to the list as it was (its search, sort, page) without the form: the page's own address, never the data request's.
  const query = new URL(args.request.url).searchParams;
  query.delete('edit');
  query.delete('_routes');
  const back = page.path(`/admin/promo-codes${query.size > 0 ? `?${query.toString()}` : ''}`);
  const intent = values['intent'];
  try {
    if (intent === 'activate' || intent === 'deactivate') {
      const code = values['code'] ?? '';
      const { changed } = await page.services.promoCodes.change(page.user.id, code, { activated: intent === 'activate' });
      return redirectWithFlash(args, back, [changedNotice(page, code, changed)]);
    }
    if (intent !== 'save') return invalid('promo-code', values, {}, { message: page.t('errors.bad_request') });
    const result = await savePromoCode(page.services.promoCodes, page, values);
    if ('problems' in result) return result.problems;
    return redirectWithFlash(args, back, [result.notice]);
  } catch (error) {
    return refused(error, 'promo-code', values, page.t, { fieldOf: { promo_code_taken: 'code' } });
  }
}

export function meta(args: Route.MetaArgs) {
  return authPageMeta(args);
}

export default function AdminPromoCodes({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useI18n();
  const sitePath = useSitePath();
  const { search, codes, currentPage, totalPages } = loaderData;
  const listQuery = (page: number) => {
    const query = new URLSearchParams({
      ...(search.q ? { q: search.q } : {}),
      ...(search.status ? { status: search.status } : {}),
      ...(search.sort !== 'createdAt' || search.dir !== 'desc' ? { sort: search.sort, dir: search.dir } : {}),
      ...(page > 1 ? { page: String(page) } : {}),
    }).toString();
    return sitePath(`/admin/promo-codes${query ? `?${query}` : ''}`);
  };
  const problems = problemsFor(actionData, 'promo-code');
  return (
    <div className="admin-page">
      <h1 id="promo-codes-title" className="auth-title">
        {t('admin.promoCodes.title')}
      </h1>
      <p className="muted">{t('admin.promoCodes.description')}</p>
      {/* A search is a GET: the address can be shared and reloaded, and it works before hydration. */}
      <Form method="get" action={sitePath('/admin/promo-codes')} className="admin-search" role="search" aria-label={t('admin.promoCodes.searchLabel')}>
        <div className="form-field">
          <label className="field-label" htmlFor="promo-codes-q">
            {t('admin.promoCodes.q')}
          </label>
          <input className="input" id="promo-codes-q" type="search" name="q" defaultValue={search.q} maxLength={32} autoComplete="off" spellCheck={false} />
        </div>
        <div className="form-field">
          <label className="field-label" htmlFor="promo-codes-status">
            {t('admin.promoCodes.status')}
          </label>
          <select className="select" id="promo-codes-status" name="status" defaultValue={search.status}>
            <option value="">{t('admin.promoCodes.anyStatus')}</option>
            <option value="active">{t('admin.promoCodes.status.active')}</option>
            <option value="inactive">{t('admin.promoCodes.status.inactive')}</option>
          </select>
        </div>
        <input type="hidden" name="sort" value={search.sort} />
        <input type="hidden" name="dir" value={search.dir} />
        <button type="submit" className="button button-primary">
          {t('admin.promoCodes.find')}
        </button>
      </Form>
      {/* A line's (de)activation refused (the code gone meanwhile) shows here; the form's own problems show on the form. */}
      {loaderData.editing === null && problems && !problems.values?.['intent']?.startsWith('save') ? <ErrorSummary prefix="promo-code-row" labels={{}} problems={problems} /> : null}
      <p className="muted" role="status">
        {loaderData.results}
      </p>
      <PromoCodesTable codes={codes} sort={search.sort} dir={search.dir} />
      <Pagination currentPage={currentPage} totalPages={totalPages} hrefFor={listQuery} label={t('admin.promoCodes.pagination')} />
      <PromoCodeForm key={loaderData.editing ?? 'new'} editing={loaderData.editing} values={loaderData.form} categories={loaderData.categories} problems={problems} listPath={listQuery(currentPage)} />
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorNotice error={error} />;
}
