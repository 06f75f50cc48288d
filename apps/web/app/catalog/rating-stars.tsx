import { useI18n } from '../i18n/i18n.tsx';

/**
 * Five stars filled to the rating, read by screen readers as "Rated 4.7 out of 5";
 * with a count, the number of reviews follows in words.
 */
export function RatingStars({ rating, count, size = 'small' }: { rating: number; count?: number; size?: 'small' | 'large' }) {
  const { t } = useI18n();
  const rounded = Math.round(rating * 10) / 10;
  if (count === 0) return <span className="rating rating-none muted">{t('reviews.none')}</span>;
  return (
    <span className={`rating rating-${size}`}>
      <span className="stars" role="img" aria-label={t('reviews.ratingLabel', { rating: rounded })}>
        <span className="stars-fill" style={{ width: `${(Math.min(5, Math.max(0, rating)) / 5) * 100}%` }} />
      </span>
      <span className="rating-value" aria-hidden="true">
        {rounded.toFixed(1)}
      </span>
      {count !== undefined && <span className="rating-count">{t('reviews.count', { count })}</span>}
    </span>
  );
}
