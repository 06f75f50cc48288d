import type { ComponentType } from 'react';
import { Link } from 'react-router';
import type { Review } from '@cicerone/core/contracts/catalog';
import { pagePaths } from '@cicerone/core/page-paths';
import { useI18n } from '../i18n/i18n.tsx';
import { useSitePath } from '../site/site-data.ts';
import { RatingStars } from './rating-stars.tsx';

/**
 * Formatters made once per language (this file's own two lines: lib/format/intl-cache.ts is not in home's
 * first-load JavaScript): building one reads the locale's data, and home and tour pages list reviews on every render.
 */
const formats = new Map<string, Intl.DateTimeFormat | Intl.DisplayNames>();
const made = <F extends Intl.DateTimeFormat | Intl.DisplayNames>(key: string, make: () => F): F => (formats.get(key) ?? formats.set(key, make()).get(key)) as F;

/** A language's name in the interface language ('fr_FR' → 'French', 'フランス語'…), without its country. */
function useLanguageName(): (language: string) => string {
  const { tag } = useI18n();
  let names: Intl.DisplayNames | null = null;
  return (language) => {
    const base = language.slice(0, 2);
    try {
      names ??= made(`n${tag}`, () => new Intl.DisplayNames([tag], { type: 'language' }));
      return names.of(base) ?? base;
    } catch {
      return base;
    }
  };
}

/**
 * How many of the reviews are in the reader's language (they come first: requirements §rules.reviews), when some
 * are in others.
 */
export function ReviewsInLanguage({ inLanguage, total }: { inLanguage: number; total: number }) {
  const { t, locale } = useI18n();
  const languageName = useLanguageName();
  if (inLanguage === total) return null;
  return <p className="small muted">{t('reviews.inLanguage', { count: inLanguage, language: languageName(locale) })}</p>;
}

/**
 * What a list shows of a review (catalog/card-data.server.ts keeps these fields only); the tour it is
 * about where the list names it (`showTour`).
 */
export type ShownReview = Pick<Review, 'id' | 'authorName' | 'authorCountryName' | 'language' | 'rating' | 'title' | 'body' | 'visitedOn' | 'photos'> & {
  tour?: Pick<Review['tour'], 'slug' | 'title'>;
};

/** Reviews are shown in the language they were written in; the page says which for screen readers. */
function languageOf(review: ShownReview): string {
  return review.language.replace('_', '-');
}

/**
 * Reviews as a list of articles: stars, the language when it is not the reader's, title, text,
 * author, where they come from (the reference data's name) and when they went.
 * With `showTour`, each review links to the tour it is about (city and home pages); with `Photos`, its photos show.
 */
export function ReviewList({
  reviews,
  showTour = false,
  headingLevel = 3,
  layout = 'list',
  Photos,
}: {
  reviews: ShownReview[];
  showTour?: boolean;
  headingLevel?: 2 | 3 | 4;
  layout?: 'list' | 'grid';
  /** Draws a review's photos (review-photos.tsx): given by the pages that show them, so the home page's bundle does not carry it. */
  Photos?: ComponentType<{ review: ShownReview }>;
}) {
  const { t, tag, locale } = useI18n();
  const sitePath = useSitePath();
  const languageName = useLanguageName();
  const dateFormat = made(`d${tag}`, () => new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeZone: 'UTC' }));
  const Heading = (['h2', 'h3', 'h4'] as const)[headingLevel - 2] ?? 'h3';
  return (
    <ul className={`review-list review-list-${layout}`}>
      {reviews.map((review) => {
        const country = review.authorCountryName;
        return (
          <li key={review.id}>
            <article className="review">
              <RatingStars rating={review.rating} />
              {review.language !== locale && <p className="review-language small muted">{t('reviews.writtenIn', { language: languageName(review.language) })}</p>}
              {review.title && (
                <Heading className="review-title" lang={languageOf(review)}>
                  {review.title}
                </Heading>
              )}
              <p className="review-body" lang={languageOf(review)}>
                {review.body}
              </p>
              {Photos && review.photos.length > 0 && <Photos review={review} />}
              <p className="review-meta small muted">
                <span className="review-author">{review.authorName}</span>
                {country && <span>{` · ${country}`}</span>}
                <span>
                  {' · '}
                  <time dateTime={review.visitedOn}>{t('reviews.visitedOn', { date: dateFormat.format(new Date(`${review.visitedOn}T00:00:00Z`)) })}</time>
                </span>
              </p>
              {showTour && review.tour && (
                <p className="review-tour small">
                  {t('reviews.aboutTour')} <Link to={sitePath(pagePaths.tour(review.tour.slug))}>{review.tour.title}</Link>
                </p>
              )}
            </article>
          </li>
        );
      })}
    </ul>
  );
}
