import type { Review } from '@cicerone/core/contracts/catalog';
import { useI18n } from '../i18n/i18n.tsx';

/**
 * A review's photos as thumbnails, each a link to its large copy. The srcset offers both copies:
 * a phone's 3× screen or a wide layout takes the large one, otherwise the 320 px thumbnail does.
 */
export function ReviewPhotos({ review }: { review: Pick<Review, 'authorName' | 'photos'> }) {
  const { t } = useI18n();
  const count = review.photos.length;
  return (
    <ul className="review-photos" aria-label={t('reviews.photos', { name: review.authorName })}>
      {review.photos.map((photo, index) => {
        // The thumbnail keeps the large copy's proportions within 320 px.
        const scale = Math.min(1, 320 / Math.max(photo.width, photo.height));
        return (
          <li key={photo.id}>
            <a href={photo.largeUrl} target="_blank" rel="noopener">
              <img
                src={photo.thumbUrl}
                srcSet={`${photo.thumbUrl} ${Math.round(photo.width * scale)}w, ${photo.largeUrl} ${photo.width}w`}
                sizes="(max-width: 480px) 30vw, 120px"
                width={Math.round(photo.width * scale)}
                height={Math.round(photo.height * scale)}
                loading="lazy"
                decoding="async"
                alt={t('reviews.photoAlt', { number: index + 1, count, name: review.authorName })}
              />
            </a>
          </li>
        );
      })}
    </ul>
  );
}

