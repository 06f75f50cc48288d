import { Link } from 'react-router';
import type { Review } from '@cicerone/core/contracts/catalog';
import { pagePaths } from '@cicerone/core/page-paths';
import { useI18n } from '../i18n/i18n.tsx';
import { useSitePath } from '../site/site-data.ts';
import { RatingStars } from './rating-stars.tsx';

/** The country a traveller comes from, in the interface language ('FR' → 'France', 'Frankreich'…). */
function useCountryName(): (iso2: string | null) => string | null {
  const { tag } = useI18n();
  let names: Intl.DisplayNames | null = null;
  return (iso2) => {
    if (!iso2) return null;
    try {
      names ??= new Intl.DisplayNames([tag], { type: 'region' });
      return names.of(iso2.toUpperCase()) ?? iso2;
    } catch {
      return iso2;
    }
  };
}

/** Reviews are shown in the language they were written in; the page says which for screen readers. */
function languageOf(review: Review): string {
  return review.language.replace('_', '-');
}

/**
 * Reviews as a list of articles: stars, title, text, author, where they come from and when they went.
 * With `showTour`, each review links to the tour it is about (city and home pages).
 */
export function ReviewList({ reviews, showTour = false, headingLevel = 3, layout = 'list' }: { reviews: Review[]; showTour?: boolean; headingLevel?: 2 | 3 | 4; layout?: 'list' | 'grid' }) {
  const { t, tag } = useI18n();
  const sitePath = useSitePath();
  const countryName = useCountryName();
  const dateFormat = new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeZone: 'UTC' });
  const Heading = (['h2', 'h3', 'h4'] as const)[headingLevel - 2] ?? 'h3';
  return (
    <ul className={`review-list review-list-${layout}`}>
      {reviews.map((review) => {
        const country = countryName(review.authorCountry);
        return (
          <li key={review.id}>
            <article className="review">
              <RatingStars rating={review.rating} />
              {review.title && (
                <Heading className="review-title" lang={languageOf(review)}>
                  {review.title}
                </Heading>
              )}
              <p className="review-body" lang={languageOf(review)}>
                {review.body}
              </p>
              <p className="review-meta small muted">
                <span className="review-author">{review.authorName}</span>
                {country && <span>{` · ${country}`}</span>}
                <span>
                  {' · '}
                  <time dateTime={review.visitedOn}>{t('reviews.visitedOn', { date: dateFormat.format(new Date(`${review.visitedOn}T00:00:00Z`)) })}</time>
                </span>
              </p>
              {showTour && (
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
