import { useI18n } from '../i18n/i18n.tsx';

/**
 * Five stars filled to the rating, read by screen readers as "Rated 4.7 out of 5";
 * with a count, the number of reviews follows in words.
 */
export function RatingStars({ rating, count, size = 'small' }: { rating: number; count?: number; size?: 'small' | 'large' }) {
  const { t, tag } = useI18n();
  const rounded = Math.round(rating * 10) / 10;
  if (count === 0) return <span className="rating rating-none muted">{t('reviews.none')}</span>;
  return (
    <span className={`rating rating-${size}`}>
      <span className="stars" role="img" aria-label={t('reviews.ratingLabel', { rating: rounded })}>
        <span className="stars-fill" style={{ width: `${(Math.min(5, Math.max(0, rating)) / 5) * 100}%` }} />
      </span>
      <span className="rating-value" aria-hidden="true">
        {oneDecimal(tag).format(rounded)}
      </span>
      {count !== undefined && <span className="rating-count">{t('reviews.count', { count })}</span>}
    </span>
  );
}

// "4,4" in Russian, "4.4" in English: always one decimal, in the reader's convention.
const formats = new Map<string, Intl.NumberFormat>();
function oneDecimal(tag: string): Intl.NumberFormat {
  let format = formats.get(tag);
  if (!format) {
    format = new Intl.NumberFormat(tag, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
    formats.set(tag, format);
  }
  return format;
}
