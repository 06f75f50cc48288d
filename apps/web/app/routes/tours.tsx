import { redirect } from 'react-router';
import { priceSlider } from '@cicerone/core/catalog/price-slider';
import { tourSorts, type TourSort } from '@cicerone/core/catalog/tour-filters';
import { isSearchable } from '@cicerone/core/search-length';
import type { TourList } from '@cicerone/core/contracts/catalog';
import { cardsOf } from '../catalog/card-data.server.ts';
import { appErrorStatus, sitePage, earliestStartDate, notFound } from '../lib/page/site-page.server.ts';
import { Pagination } from '../lib/page/pagination.tsx';
import { ResetFiltersLink, TourFilters } from '../catalog/tour-filters.tsx';
import { TourGrid } from '../catalog/tour-card.tsx';
import { canonicalToursPath, hasFilters, normalizedSearchParams, toursPath } from '../catalog/tour-search.ts';
import { parseTourSearch, toursQueryOf } from '../catalog/tour-search.server.ts';
import { useTourSearch } from '../catalog/use-tour-search.ts';
import { useI18n } from '../i18n/i18n.tsx';
import { metaSite, pageMeta } from '../seo/page-meta.ts';
import { noticeMeta, RouteErrorNotice } from '../lib/page/notice-page.tsx';
import { useSitePath } from '../site/site-data.ts';
import type { Route } from './+types/tours';
import '../catalog/catalog.css';
import '../catalog/tour-list.css';

export async function loader(args: Route.LoaderArgs) {
  const { services, locale, currency, t } = sitePage(args);
  const rate = await services.reference.exchangeRate(currency).catch(() => null);
  const slider = priceSlider(rate?.rate ?? 1);
  const earliestDay = earliestStartDate();
  // The normalized address: a client navigation's request ends in .data, which a redirect must not keep.
  const { url } = args;
  const parsed = parseTourSearch(url.searchParams, slider.top, earliestDay);
  let search = parsed.search;
  if (parsed.cityText) {
    // Submitted without JavaScript: the city as typed ('Zürich', '東京'), found like the autocomplete finds it.
    const [match] = await services.reference.listCities({ q: parsed.cityText, language: locale, limit: 1 }).catch(() => []);
    if (match) search = { ...search, city: match.slug };
  }

  const normalized = normalizedSearchParams(url.searchParams, search);
  if (normalized) {
    const query = normalized.toString();
    throw redirect(`${url.pathname}${query ? `?${query}` : ''}`, 302);
  }

  const listOf = (query: typeof search) =>
    services.catalog.listTours(toursQueryOf(query, locale, currency)).catch((error: unknown) => {
      if ((appErrorStatus(error) ?? 500) < 500) return null;
      throw error;
    });
  const [firstList, city, categories] = await Promise.all([
    listOf(search),
    search.city ? services.catalog.cityData(search.city, locale).catch(() => null) : null,
    services.reference.tourCategories({ activated: true, language: locale }),
  ]);
  let list: TourList | null = firstList;
  if (search.city && !city) {
    // An unknown city is ignored like any other invalid parameter.
    search = { ...search, city: null };
    list = await listOf(search);
  }
  list ??= { tours: [], totalItems: 0, totalPages: 0, currentPage: search.page, pageSize: 0 };
  if (search.page > 1 && list.tours.length === 0 && list.totalItems > 0) throw notFound(locale);

  const cityName = city?.city.nameTranslated ?? null;
  const category = search.categories.length === 1 ? categories.find((row) => row.slug === search.categories[0])?.entry.data[0]?.title : undefined;
  const heading = category && cityName
    ? t('tours.heading.categoryInCity', { category, city: cityName })
    : cityName
      ? t('tours.heading.city', { city: cityName })
      : category
        ? t('tours.heading.category', { category })
        : t('tours.heading.all');
  const canonical = canonicalToursPath(search);
  return {
    search,
    list: { tours: await cardsOf(args.context, list.tours, locale), totalItems: list.totalItems, totalPages: list.totalPages, currentPage: list.currentPage },
    cityName,
    categories: categories.map((row) => ({ slug: row.slug, title: row.entry.data[0]?.title ?? row.slug })),
    slider,
    earliestDay,
    heading,
    meta: {
      path: canonical.path,
      title: search.page > 1 ? t('catalog.pagination.titleWithPage', { title: heading, page: search.page }) : heading,
      description: cityName ? t('tours.metaDescriptionCity', { count: list.totalItems, city: cityName }) : t('tours.metaDescription', { count: list.totalItems }),
      noindex: !canonical.indexable || list.totalItems === 0,
    },
  };
}

export function meta({ loaderData, matches, error }: Route.MetaArgs) {
  const site = metaSite(matches);
  if (!loaderData || !site) return noticeMeta(error);
  return pageMeta(site, loaderData.meta);
}

const formId = 'tour-filters';

/** The tour list (requirements §screens.catalogue /tours): filters kept in the URL, sort, paging, and the 200 ms reset of requirements §screens.catalogue */
export default function Tours({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const sitePath = useSitePath();
  const { search, list, cityName, categories, slider, earliestDay, heading } = loaderData;
  const { draft, change, apply, reset, resetting, pending } = useTourSearch(search);

  return (
    <div className="section tours-page">
      <h1 className="page-title">{heading}</h1>
      <div className="tours-layout">
        <TourFilters
          formId={formId}
          draft={draft}
          cityName={cityName}
          categories={categories}
          slider={slider}
          earliestDay={earliestDay}
          onChange={change}
          onApply={apply}
          onReset={reset}
          canReset={hasFilters(search) || hasFilters(draft)}
        />
        <div className="tours-results" aria-busy={pending} data-pending={pending || undefined}>
          <div className="results-bar">
            <p className="results-count" role="status">
              {resetting ? t('tours.results.resetting') : t('tours.results.count', { count: list.totalItems })}
            </p>
            <div className="sort">
              <label htmlFor="tour-sort" className="sort-label">
                {t('tours.sort.label')}
              </label>
              <select id="tour-sort" name="sort" form={formId} className="select" value={draft.sort} onChange={(event) => change({ sort: event.target.value as TourSort }, 'choice')}>
                {tourSorts.map((sort) => (
                  <option key={sort} value={sort}>
                    {/* A search's default order is its best matches first (then the most popular). */}
                    {t(sort === 'popular' && isSearchable(search.q) ? 'tours.sort.relevance' : `tours.sort.${sort}`)}
                  </option>
                ))}
              </select>
              <noscript>
                <button type="submit" form={formId} className="button button-secondary">
                  {t('tours.sort.apply')}
                </button>
              </noscript>
            </div>
          </div>
          {list.tours.length > 0 ? (
            <TourGrid tours={list.tours} eagerCount={3} headingLevel={2} />
          ) : (
            <div className="empty-state">
              <h2>{t('tours.empty.title')}</h2>
              <p>{t('tours.empty.body')}</p>
              <ResetFiltersLink className="button button-primary" onReset={reset} />
            </div>
          )}
          <Pagination
            currentPage={list.currentPage}
            totalPages={list.totalPages}
            hrefFor={(page) => sitePath(toursPath({ ...search, page }))}
            label={t('tours.pagination')}
          />
        </div>
      </div>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorNotice error={error} />;
}

