import { Link } from 'react-router';
import { reviewsPageSize } from '@cicerone/core/catalog/tour-filters';
import { pagePaths } from '@cicerone/core/page-paths';
import { sitePage, notFound, orNotFound, pageParam, requireCanonicalSlug } from '../lib/page/site-page.server.ts';
import { Breadcrumb } from '../catalog/breadcrumb.tsx';
import { shownReview } from '../catalog/card-data.server.ts';
import { Pagination } from '../lib/page/pagination.tsx';
import { RatingStars } from '../catalog/rating-stars.tsx';
import { ReviewList, ReviewsInLanguage } from '../catalog/review-list.tsx';
import { ReviewPhotos } from '../catalog/review-photos.tsx';
import { useI18n } from '../i18n/i18n.tsx';
import { metaSite, pageMeta } from '../seo/page-meta.ts';
import { noticeMeta, RouteErrorNotice } from '../lib/page/notice-page.tsx';
import { useSitePath } from '../site/site-data.ts';
import type { Route } from './+types/city-reviews';
import '../catalog/catalog.css';

export async function loader(args: Route.LoaderArgs) {
  const { services, locale, t } = sitePage(args);
  const slug = requireCanonicalSlug(args, args.params.slug, pagePaths.cityReviews);
  const page = pageParam(args.request, 'page');
  const place = await orNotFound(services.catalog.cityData(slug, locale), locale);
  const reviews = await services.reviews.byCity({ cityId: place.city.id, page, limit: reviewsPageSize.city, language: locale });
  if (page > 1 && reviews.reviews.length === 0) throw notFound(locale);
  const name = place.city.nameTranslated;
  const title = t('reviews.city.title', { city: name });
  return {
    place,
    reviews: { ...reviews, reviews: reviews.reviews.map((review) => shownReview(review, true)) },
    meta: {
      path: `${pagePaths.cityReviews(slug)}${page > 1 ? `?page=${page}` : ''}`,
      title: page > 1 ? t('catalog.pagination.titleWithPage', { title, page }) : title,
      description: t('reviews.city.description', { city: name, count: reviews.totalReviews }),
      noindex: reviews.totalReviews === 0,
    },
  };
}

export function meta({ loaderData, matches, error }: Route.MetaArgs) {
  const site = metaSite(matches);
  if (!loaderData || !site) return noticeMeta(error);
  return pageMeta(site, loaderData.meta);
}

/** Reviews of every tour of a city, 10 a page, newest first, each naming its tour. */
export default function CityReviews({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const sitePath = useSitePath();
  const { place, reviews } = loaderData;
  const name = place.city.nameTranslated;
  return (
    <div className="section places-page">
      <Breadcrumb
        items={[
          { label: place.country.nameTranslated, path: pagePaths.country(place.country.slug) },
          { label: name, path: pagePaths.city(place.city.slug) },
          { label: t('reviews.city.crumb') },
        ]}
      />
      <h1 className="page-title">{t('reviews.city.title', { city: name })}</h1>
      {reviews.totalReviews === 0 ? (
        <p className="empty-state">
          {t('reviews.none')} <Link to={sitePath(pagePaths.city(place.city.slug))}>{t('reviews.city.backToCity', { city: name })}</Link>
        </p>
      ) : (
        <>
          <p className="reviews-summary">
            <RatingStars rating={reviews.rating} count={reviews.totalReviews} size="large" />
          </p>
          <ReviewsInLanguage inLanguage={reviews.totalInLanguage} total={reviews.totalReviews} />
          <ReviewList reviews={reviews.reviews} showTour headingLevel={2} Photos={ReviewPhotos} />
          <Pagination
            currentPage={reviews.currentPage}
            totalPages={reviews.totalPages}
            hrefFor={(page) => sitePath(`${pagePaths.cityReviews(place.city.slug)}${page > 1 ? `?page=${page}` : ''}`)}
            label={t('reviews.pagination')}
          />
        </>
      )}
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorNotice error={error} />;
}
