import { Form, Link } from 'react-router';
import { adminTourPublished } from '@cicerone/core/catalog/tour-editing';
import { tourCategorySlugs } from '@cicerone/core/catalog/tour-categories';
import { languageTag, locales } from '@cicerone/core/locales';
import { authPageMeta } from '../accounts/auth-page.tsx';
import { accountPage } from '../accounts/account-page.server.ts';
import { AdminTable } from '../admin/admin-table.tsx';
import { SortHeader } from '../admin/sort-header.tsx';
import { categoryNames, tourSearch } from '../admin/tours.server.ts';
import { useI18n } from '../i18n/i18n.tsx';
import { RouteErrorNotice } from '../lib/page/notice-page.tsx';
import { Pagination } from '../lib/page/pagination.tsx';
import { useSitePath } from '../site/site-data.ts';
import type { Route } from './+types/admin-tours';
import '../accounts/accounts.css';
import '../admin/tours.css';

/** The catalogue's tours, published or not (requirements §back-office.catalogue): found, filtered and sorted through the URL; admins only. */
export async function loader(args: Route.LoaderArgs) {
  const page = accountPage(args);
  const search = tourSearch(args.request);
  const [found, categories] = await Promise.all([page.services.tourEditing.list(search, page.locale), categoryNames(page)]);
  const rating = new Intl.NumberFormat(languageTag(page.locale), { maximumFractionDigits: 1 });
  return {
    search: { q: search.q ?? '', city: search.city ?? '', category: search.category ?? '', published: search.published ?? '' },
    sort: search.sort,
    dir: search.dir,
    categories,
    tours: found.tours.map((tour) => ({
      ...tour,
      rating: tour.reviewCount > 0 ? rating.format(tour.rating) : '—',
      missingLanguages: locales.filter((code) => !tour.languages.includes(code)).length,
    })),
    results: page.t(found.moreThan ? 'admin.tours.resultsMore' : 'admin.tours.results', { count: found.totalItems }),
    currentPage: found.currentPage,
    totalPages: found.totalPages,
    meta: page.meta('/admin/tours', 'admin.tours.title', 'admin.tours.description'),
  };
}

export function meta(args: Route.MetaArgs) {
  return authPageMeta(args);
}

export default function AdminTours({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const sitePath = useSitePath();
  const { search, sort, dir, tours, categories, currentPage, totalPages } = loaderData;
  const pagePath = (page: number) => {
    const query = new URLSearchParams(Object.entries({ ...search, sort, dir, ...(page > 1 ? { page: String(page) } : {}) }).filter(([, value]) => value !== ''));
    return sitePath(`/admin/tours?${query.toString()}`);
  };
  return (
    <div className="admin-page">
      <div className="admin-tour-heading">
        <h1 className="auth-title">{t('admin.tours.title')}</h1>
        <Link className="button button-primary" to={sitePath('/admin/tours/new')}>
          {t('admin.tours.new')}
        </Link>
      </div>
      <p className="muted">{t('admin.tours.description')}</p>
      <Form method="get" action={sitePath('/admin/tours')} className="admin-search" role="search" aria-label={t('admin.tours.searchLabel')}>
        <input type="hidden" name="sort" value={sort} />
        <input type="hidden" name="dir" value={dir} />
        <div className="form-field">
          <label className="field-label" htmlFor="tours-q">
            {t('admin.tours.q')}
          </label>
          <input className="input" id="tours-q" type="search" name="q" defaultValue={search.q} maxLength={200} autoComplete="off" spellCheck={false} />
        </div>
        <div className="form-field">
          <label className="field-label" htmlFor="tours-city">
            {t('admin.tours.field.city')}
          </label>
          <input className="input" id="tours-city" type="text" name="city" defaultValue={search.city} maxLength={200} autoComplete="off" spellCheck={false} aria-describedby="tours-city-hint" />
        </div>
        <FilterSelect
          name="category"
          label={t('admin.tours.field.category')}
          value={search.category}
          options={[{ value: '', label: t('admin.tours.anyCategory') }, ...tourCategorySlugs.map((slug) => ({ value: slug, label: categories[slug] ?? slug }))]}
        />
        <FilterSelect
          name="published"
          label={t('admin.tours.status')}
          value={search.published}
          options={[{ value: '', label: t('admin.tours.anyStatus') }, ...adminTourPublished.map((value) => ({ value, label: t(value === 'yes' ? 'admin.tours.published' : 'admin.tours.draft') }))]}
        />
        <button type="submit" className="button button-primary">
          {t('admin.tours.find')}
        </button>
        <p id="tours-city-hint" className="field-hint admin-search-hint">
          {t('admin.tours.cityHint')}
        </p>
      </Form>
      <p className="muted" role="status">
        {loaderData.results}
      </p>
      <div className="admin-tours-list">
        <AdminTable id="tours-caption" caption={t('admin.tours.caption')}>
        <thead>
          <tr>
            <SortHeader column="created" label={t('admin.tours.column.tour')} sort={sort} dir={dir} />
            <SortHeader column="slug" label={t('admin.tours.column.slug')} sort={sort} dir={dir} />
            <th scope="col">{t('admin.tours.field.city')}</th>
            <th scope="col">{t('admin.tours.field.category')}</th>
            <th scope="col">{t('admin.tours.status')}</th>
            <th scope="col">{t('admin.tours.column.languages')}</th>
            <SortHeader column="rating" label={t('admin.tours.column.rating')} sort={sort} dir={dir} />
            <SortHeader column="reviews" label={t('admin.tours.column.reviews')} sort={sort} dir={dir} />
          </tr>
        </thead>
        <tbody>
          {tours.map((tour) => (
            <tr key={tour.id}>
              <td>
                <Link to={sitePath(`/admin/tours/${tour.id}`)}>{tour.title}</Link>
              </td>
              <td className="admin-slug">{tour.slug}</td>
              <td>{tour.city.name}</td>
              <td>{categories[tour.category] ?? tour.category}</td>
              <td>{t(tour.published ? 'admin.tours.published' : 'admin.tours.draft')}</td>
              <td>{tour.missingLanguages === 0 ? t('admin.tours.allLanguages') : t('admin.tours.missingCount', { count: tour.missingLanguages })}</td>
              <td className="admin-amount">{tour.rating}</td>
              <td className="admin-amount">{tour.reviewCount}</td>
            </tr>
          ))}
        </tbody>
        </AdminTable>
      </div>
      <Pagination currentPage={currentPage} totalPages={totalPages} hrefFor={pagePath} label={t('admin.tours.pagination')} />
    </div>
  );
}

/** One filter of the search form: a labelled choice, the first 'any'. */
function FilterSelect({ name, label, value, options }: { name: string; label: string; value: string; options: { value: string; label: string }[] }) {
  return (
    <div className="form-field">
      <label className="field-label" htmlFor={`tours-${name}`}>
        {label}
      </label>
      <select className="select" id={`tours-${name}`} name={name} defaultValue={value}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorNotice error={error} />;
}
