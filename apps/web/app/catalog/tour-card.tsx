import { Link } from 'react-router';
import type { Money, TourCard as TourCardData, TourImage } from '@cicerone/core/contracts/catalog';
import { pagePaths } from '@cicerone/core/page-paths';
import { useI18n } from '../i18n/i18n.tsx';
import { useSitePath } from '../site/site-data.ts';
import { FavouriteButton } from './favourite-button.tsx';
import { RatingStars } from './rating-stars.tsx';
import { pictureSizes, TourPicture } from './tour-picture.tsx';
import { useFormatPrice } from '../lib/format/use-price.ts';

/**
 * What a card shows of a tour, as a page hands it over (catalog/card-data.server.ts keeps these
 * fields only: the rest of the record would travel in the page's hydration data for nothing). The
 * page's loader marks the person's favourites, so the heart is filled without any prop to pass along.
 */
export type ListedTour = Pick<TourCardData, 'id' | 'slug' | 'title' | 'rating' | 'reviewCount' | 'durations'> & {
  city: Pick<TourCardData['city'], 'nameTranslated'>;
  country: Pick<TourCardData['country'], 'nameTranslated'>;
  category: Pick<TourCardData['category'], 'title'>;
  image: Pick<TourImage, 'path' | 'width' | 'height' | 'sources'> | null;
  price: Pick<Money, 'amount' | 'currency'> | null;
  favourite?: boolean;
  /** The title's language tag ('en-US') when it is not the page's: the tour has no text in the reader's language yet. */
  titleLanguage?: string;
};

/**
 * One tour in a list: image, title (the link; the whole card is clickable through it),
 * place, rating, the price for the searched group, and the favourite heart. `eager` for the cards above the fold;
 * `lcp` for the first of them, whose picture is the list page's largest paint on a phone (one column).
 */
export function TourCard({ tour, eager = false, lcp = false, headingLevel = 3 }: { tour: ListedTour; eager?: boolean; lcp?: boolean; headingLevel?: 2 | 3 }) {
  const { t } = useI18n();
  const sitePath = useSitePath();
  const formatPrice = useFormatPrice();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="tour-card">
      <div className="tour-card-media">
        {tour.image ? (
          <TourPicture image={tour.image} alt="" sizes={pictureSizes.card} loading={eager ? 'eager' : 'lazy'} lcp={lcp} />
        ) : (
          <span className="tour-card-placeholder" aria-hidden="true" />
        )}
        <span className="tour-card-category">{tour.category.title}</span>
      </div>
      <div className="tour-card-body">
        <p className="tour-card-place muted small">
          {tour.city.nameTranslated}, {tour.country.nameTranslated}
        </p>
        <Heading className="tour-card-title">
          <Link to={sitePath(pagePaths.tour(tour.slug))} className="tour-card-link" prefetch="intent" lang={tour.titleLanguage}>
            {tour.title}
          </Link>
        </Heading>
        {/* The tour page says it at length (content.fallback.part); a card, in a few words under the title. */}
        {tour.titleLanguage ? <p className="small muted">{t('tours.card.inEnglish')}</p> : null}
        <RatingStars rating={tour.rating} count={tour.reviewCount} />
        <p className="tour-card-durations small muted">{tour.durations.map((duration) => t(`tour.duration.${duration}`)).join(' · ')}</p>
        <p className="tour-card-price">
          {tour.price ? (
            <>
              <span className="small muted">{t('tours.card.from')} </span>
              <strong>{formatPrice(tour.price)}</strong>
              <span className="small muted"> {t('tours.card.perGroup')}</span>
            </>
          ) : (
            <span className="small muted">{t('tours.card.onRequest')}</span>
          )}
        </p>
      </div>
      {/* After the title in reading order (the tour is named first); drawn over the picture's corner. */}
      <FavouriteButton tourId={tour.id} favourite={tour.favourite === true} className="tour-card-favourite" />
    </article>
  );
}

interface TourGridProps {
  tours: ListedTour[];
  /** The first cards' images load at once (they are what the visitor sees first), the very first before all else. */
  eagerCount?: number;
  headingLevel?: 2 | 3;
  /** 'rail': one row that scrolls sideways on phones (showcases on the home page). */
  layout?: 'grid' | 'rail';
}

export function TourGrid({ tours, eagerCount = 0, headingLevel = 3, layout = 'grid' }: TourGridProps) {
  return (
    <ul className={layout === 'rail' ? 'tour-grid tour-rail' : 'tour-grid'}>
      {tours.map((tour, index) => (
        <li key={tour.id}>
          <TourCard tour={tour} eager={index < eagerCount} lcp={index === 0 && eagerCount > 0} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
