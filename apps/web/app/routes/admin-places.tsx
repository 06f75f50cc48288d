import { Form, Link } from 'react-router';
import { languageTag, type Locale } from '@cicerone/core/locales';
import { placeKinds } from '@cicerone/core/places/place-kinds';
import { authPageMeta } from '../accounts/auth-page.tsx';
import { accountPage } from '../accounts/account-page.server.ts';
import { PlaceTexts } from '../admin/place-texts.tsx';
import { placeFormAction, placeSearch } from '../admin/places.server.ts';
import { PlacesTable } from '../admin/places-table.tsx';
import { useI18n } from '../i18n/i18n.tsx';
import { ErrorSummary } from '../lib/forms/error-summary.tsx';
import { formValues, refused } from '../lib/forms/form-data.server.ts';
import { problemsFor } from '../lib/forms/form-problems.ts';
import { redirectWithFlash } from '../lib/page/flash.server.ts';
import { RouteErrorNotice } from '../lib/page/notice-page.tsx';
import { Pagination } from '../lib/page/pagination.tsx';
import { useSitePath } from '../site/site-data.ts';
import type { Route } from './+types/admin-places';
import '../accounts/accounts.css';
import '../admin/promo-codes.css';

/** Cities, countries and categories (requirements §back-office.catalogue, decision 0034): on/off, order, featured, texts per language; admins only (page access table). */
export async function loader(args: Route.LoaderArgs) {
  const page = accountPage(args);
  const search = placeSearch(args.request);
  const textsOf = Number(new URL(args.request.url).searchParams.get('texts'));
  const { places } = page.services;
  const [found, texts] = await Promise.all([places.list(search, page.locale), Number.isInteger(textsOf) && textsOf > 0 ? places.texts(search.kind, textsOf, page.locale).catch(() => null) : null]);
  const names = new Intl.DisplayNames([languageTag(page.locale)], { type: 'language' });
  return {
    search: { kind: search.kind, q: search.q ?? '', status: search.status ?? '', sort: search.sort, dir: search.dir },
    places: found.places,
    texts: texts
      ? {
          id: texts.place.id,
          name: texts.place.nameTranslated,
          forms: texts.texts.map((text) => ({ ...text, languageName: names.of(languageTag(text.language as Locale)) ?? text.language, body: text.body.join('\n\n') })),
        }
      : null,
    results: page.t('admin.places.results', { count: found.totalItems }),
    currentPage: found.currentPage,
    totalPages: found.totalPages,
    meta: page.meta('/admin/places', 'admin.places.title', 'admin.places.description'),
  };
}

/** A line's button or a text form: done under this admin, back to the same list with what changed. */
export async function action(args: Route.ActionArgs) {
  const page = accountPage(args);
  const values = await formValues(args.request);
  if (!page.user) throw new Response(null, { status: 401 });
  // Back to the list as it was (its kind, search, page): the form's own address, never the data request's.
  const query = new URL(args.request.url).searchParams;
  query.delete('_routes');
  try {
    const result = await placeFormAction(page, values);
    if ('problems' in result) return result.problems;
    return redirectWithFlash(args, page.path(`/admin/places${query.size > 0 ? `?${query.toString()}` : ''}`), [result.notice]);
  } catch (error) {
    return refused(error, values['form'] ?? 'place', values, page.t);
  }
}

export function meta(args: Route.MetaArgs) {
  return authPageMeta(args);
}

export default function AdminPlaces({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useI18n();
  const sitePath = useSitePath();
  const { search, currentPage, totalPages } = loaderData;
  const listPath = (page: number, kind = search.kind) => {
    const same = kind === search.kind;
    const query = new URLSearchParams({
      ...(kind !== 'cities' ? { kind } : {}),
      ...(same && search.q ? { q: search.q } : {}),
      ...(same && search.status ? { status: search.status } : {}),
      ...(same && (search.sort !== 'order' || search.dir !== 'asc') ? { sort: search.sort, dir: search.dir } : {}),
      ...(page > 1 ? { page: String(page) } : {}),
    }).toString();
    return sitePath(`/admin/places${query ? `?${query}` : ''}`);
  };
  return (
    <div className="admin-page">
      <h1 className="auth-title">{t('admin.places.title')}</h1>
      <p className="muted">{t('admin.places.description')}</p>
      <nav aria-label={t('admin.places.kinds')} className="place-kinds">
        {placeKinds.map((kind) => (
          <Link key={kind} to={listPath(1, kind)} className={`button button-small ${kind === search.kind ? 'button-primary' : 'button-secondary'}`} aria-current={kind === search.kind ? 'page' : undefined}>
            {t(`admin.places.kind.${kind}`)}
          </Link>
        ))}
      </nav>
      {/* A search is a GET: the address can be shared and reloaded, and it works before hydration. */}
      <Form method="get" action={sitePath('/admin/places')} className="admin-search" role="search" aria-label={t('admin.places.searchLabel')}>
        <input type="hidden" name="kind" value={search.kind} />
        <div className="form-field">
          <label className="field-label" htmlFor="places-q">
            {t('admin.places.q')}
          </label>
          <input className="input" id="places-q" type="search" name="q" defaultValue={search.q} maxLength={80} autoComplete="off" />
        </div>
        <div className="form-field">
          <label className="field-label" htmlFor="places-status">
            {t('admin.promoCodes.status')}
          </label>
          <select className="select" id="places-status" name="status" defaultValue={search.status}>
            <option value="">{t('admin.promoCodes.anyStatus')}</option>
            <option value="active">{t('admin.promoCodes.status.active')}</option>
            <option value="inactive">{t('admin.promoCodes.status.inactive')}</option>
          </select>
        </div>
        <button type="submit" className="button button-primary">
          {t('admin.promoCodes.find')}
        </button>
      </Form>
      {/* A line's change refused (an order out of range) shows here; a text form's on that form. */}
      <ErrorSummary prefix="place" labels={{ order: t('admin.places.col.order') }} problems={problemsFor(actionData, 'place')} />
      <p className="muted" role="status">
        {loaderData.results}
      </p>
      <PlacesTable kind={search.kind} places={loaderData.places} sort={search.sort} dir={search.dir} />
      <Pagination currentPage={currentPage} totalPages={totalPages} hrefFor={(page) => listPath(page)} label={t('admin.places.pagination')} />
      {loaderData.texts ? <PlaceTexts kind={search.kind} id={loaderData.texts.id} name={loaderData.texts.name} texts={loaderData.texts.forms} closePath={listPath(currentPage)} /> : null}
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorNotice error={error} />;
}
