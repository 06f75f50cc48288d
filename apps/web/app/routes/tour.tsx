import { Link } from 'react-router';
import { todayIn } from '@cicerone/core/catalog/tour-schedule';
import { priceFor } from '@cicerone/core/catalog/tour-price';
import { pagePaths } from '@cicerone/core/page-paths';
import { problemsFor } from '../lib/forms/form-problems.ts';
import { BookingPanel } from '../catalog/booking-panel.tsx';
import { addToCart } from '../checkout/add-to-cart.server.ts';
import { bookingCalendar } from '../checkout/booking-calendar.server.ts';
import { shownReview } from '../catalog/card-data.server.ts';
import { shownTour } from '../catalog/tour-page.server.ts';
import { bookingForm } from '../checkout/booking-fields.ts';
import { Breadcrumb, type Crumb } from '../catalog/breadcrumb.tsx';
import { isFavourite } from '../accounts/favourites.server.ts';
import { contactDefaults } from '../accounts/contact-defaults.server.ts';
import { sitePage, notFound, orNotFound, pageParam } from '../lib/page/site-page.server.ts';
import { FavouriteButton } from '../catalog/favourite-button.tsx';
import { Gallery } from '../catalog/gallery.tsx';
import { Pagination } from '../lib/page/pagination.tsx';
import { RatingStars } from '../catalog/rating-stars.tsx';
import { ReviewList, ReviewsInLanguage } from '../catalog/review-list.tsx';
import { ReviewPhotos } from '../catalog/review-photos.tsx';
import { TourSections } from '../catalog/tour-sections.tsx';
import { FallbackNotice, fallbackLang } from '../content/fallback-notice.tsx';
import { useFormatPrice } from '../lib/format/use-price.ts';
import { useI18n } from '../i18n/i18n.tsx';
import { metaSite, pageMeta } from '../seo/page-meta.ts';
import { tourJsonLd } from '../seo/tour-json-ld.ts';
import { noticeMeta, RouteErrorNotice } from '../lib/page/notice-page.tsx';
import { useSitePath } from '../site/site-data.ts';
import type { Route } from './+types/tour';
import '../catalog/catalog.css';
import '../catalog/tour-page.css';
import '../checkout/checkout.css';

export async function loader(args: Route.LoaderArgs) {
  const { services, locale, currency, t } = sitePage(args);
  // The tour with its breadcrumb's continent, in one read on its first view (then kept: tour-service.ts).
  const { detail: tour, continent } = await orNotFound(services.catalog.tourPage(args.params.slug, { language: locale, currency }), locale);
  const reviewsPage = pageParam(args.request, 'reviews');
  const firstDay = todayIn(tour.timeZone);
  const [reviews, favourite, calendar, contact] = await Promise.all([
    services.reviews.forTour(tour.id, { page: reviewsPage, language: locale }),
    isFavourite(args.context, tour.id),
    bookingCalendar(services.availability, tour.id, firstDay, new URL(args.request.url).searchParams.get('month')),
    contactDefaults(args.context),
  ]);
  if (reviewsPage > 1 && reviews.reviews.length === 0) throw notFound(locale);
  // What the page renders, and only that (catalog/card-data.server.ts says why); its reviews are all of this tour.
  const { rating, totalReviews, totalInLanguage, totalPages, currentPage } = reviews;
  return {
    tour: shownTour(tour),
    favourite,
    reviews: { reviews: reviews.reviews.map((review) => shownReview(review, false)), rating, totalReviews, totalInLanguage, totalPages, currentPage },
    continent: continent ? { slug: continent.slug, name: continent.nameTranslated } : null,
    firstDay,
    calendar,
    contact,
    meta: {
      path: pagePaths.tour(tour.slug),
      title: t('tour.metaTitle', { title: tour.title, city: tour.city.nameTranslated }),
      description: tour.summary,
      image: tour.gallery[0]?.path ?? tour.image?.path,
      type: 'product' as const,
      // Review pages repeat the tour: only its first page is indexed.
      noindex: reviewsPage > 1,
    },
  };
}

/** The booking panel posts here: the choice goes into the cart, then on to the cart page. */
export async function action(args: Route.ActionArgs) {
  return addToCart(args);
}

export function meta({ loaderData, matches, error }: Route.MetaArgs) {
  const site = metaSite(matches);
  if (!loaderData || !site) return noticeMeta(error);
  const { currency } = matches[1].loaderData;
  const url = `${site.origin}/${site.locale}/${currency.code}${pagePaths.tour(loaderData.tour.slug)}`;
  return pageMeta(site, { ...loaderData.meta, jsonLd: tourJsonLd(loaderData.tour, { ...site, url, minorUnits: currency.minorUnits }) });
}

/** A tour: gallery, every section of the issue, reviews by pages of 5, and the booking panel. */
export default function Tour({ loaderData, actionData }: Route.ComponentProps) {
  const { t, locale } = useI18n();
  const sitePath = useSitePath();
  const formatPrice = useFormatPrice();
  const { tour, favourite, reviews, continent, firstDay, calendar } = loaderData;
  const crumbs: Crumb[] = [
    ...(continent ? [{ label: continent.name, path: pagePaths.continent(continent.slug) }] : []),
    { label: tour.country.nameTranslated, path: pagePaths.country(tour.country.slug) },
    { label: tour.city.nameTranslated, path: pagePaths.city(tour.city.slug) },
    { label: tour.title },
  ];
  // The tour's own texts in English where none is written in the reader's language: said, and marked.
  const textLang = fallbackLang({ language: tour.contentLanguage, requestedLanguage: locale });
  const cheapest = tour.price ?? priceFor(tour.prices, tour.durations[0] ?? '4h', tour.minPeople)?.price ?? null;

  return (
    <div className="section tour-page">
      <Breadcrumb items={crumbs} />
      <header className="tour-header">
        <p className="tour-kicker small">
          {tour.category.title} · {tour.city.nameTranslated}
        </p>
        <div className="tour-title-row">
          <h1 className="page-title" lang={textLang}>
            {tour.title}
          </h1>
          <FavouriteButton tourId={tour.id} favourite={favourite} className="tour-favourite" />
        </div>
        <a href="#reviews" className="tour-rating-link">
          <RatingStars rating={tour.rating} count={tour.reviewCount} />
        </a>
      </header>
      <FallbackNotice entry={{ language: tour.contentLanguage, requestedLanguage: locale }} scope="part" />
      <div className="tour-layout">
        <div className="tour-lead">
          <Gallery images={tour.gallery} title={tour.title} />
          <p className="tour-summary" lang={textLang}>
            {tour.summary}
          </p>
        </div>
        <aside className="tour-aside" aria-label={t('tour.booking.title')}>
          <BookingPanel tour={tour} firstDay={firstDay} calendar={calendar} contact={loaderData.contact} problems={problemsFor(actionData, bookingForm)} />
        </aside>
        <div className="tour-body">
          <TourSections tour={tour} />
          <section className="tour-section tour-reviews" id="reviews" aria-labelledby="tour-reviews-title">
            <h2 id="tour-reviews-title">{t('tour.sections.reviews')}</h2>
            {reviews.totalReviews === 0 ? (
              <p className="muted">{t('reviews.noReviewsYet')}</p>
            ) : (
              <>
                <p className="reviews-summary">
                  <RatingStars rating={reviews.rating} count={reviews.totalReviews} size="large" />
                </p>
                <ReviewsInLanguage inLanguage={reviews.totalInLanguage} total={reviews.totalReviews} />
                <ReviewList reviews={reviews.reviews} Photos={ReviewPhotos} />
                <Pagination
                  currentPage={reviews.currentPage}
                  totalPages={reviews.totalPages}
                  hrefFor={(page) => `${sitePath(pagePaths.tour(tour.slug))}${page > 1 ? `?reviews=${page}` : ''}#reviews`}
                  label={t('reviews.pagination')}
                  preventScrollReset
                />
              </>
            )}
            <p>
              <Link to={sitePath(pagePaths.cityReviews(tour.city.slug))}>{t('reviews.allOfCity', { city: tour.city.nameTranslated })}</Link>
            </p>
          </section>
        </div>
      </div>
      <div className="booking-bar">
        {cheapest && (
          <p className="booking-bar-price">
            <span className="small muted">{t('tours.card.from')} </span>
            <strong>{formatPrice(cheapest)}</strong>
          </p>
        )}
        <a className="button button-primary" href="#booking">
          {t('tour.booking.check')}
        </a>
      </div>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorNotice error={error} />;
}
