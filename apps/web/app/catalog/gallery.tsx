import { useState } from 'react';
import type { TourImage } from '@cicerone/core/contracts/catalog';
import { useI18n } from '../i18n/i18n.tsx';
import { pictureSizes, TourPicture } from './tour-picture.tsx';

/**
 * The tour's pictures: one large image and thumbnails as buttons that show theirs.
 * The large image is the page's LCP element: the first one preloaded, eager, high priority, with its
 * size; thumbnails are lazy. Uploaded photos come as AVIF and WebP at several widths (tour-picture.tsx).
 */
export function Gallery({ images, title }: { images: TourImage[]; title: string }) {
  const { t } = useI18n();
  const [index, setIndex] = useState(0);
  const current = images[Math.min(index, images.length - 1)];
  if (!current) return null;
  return (
    <section className="gallery" aria-label={t('tour.gallery.label', { title })}>
      <figure className="gallery-main">
        <TourPicture key={current.id} image={current} alt={current.alt} sizes={pictureSizes.gallery} lcp={index === 0} loading="eager" />
        {images.length > 1 && (
          <figcaption className="gallery-count small" aria-live="polite">
            {t('tour.gallery.position', { position: index + 1, total: images.length })}
          </figcaption>
        )}
      </figure>
      {images.length > 1 && (
        <ul className="gallery-thumbs">
          {images.map((image, position) => (
            <li key={image.id}>
              <button
                type="button"
                className="gallery-thumb"
                aria-pressed={position === index}
                aria-label={t('tour.gallery.show', { position: position + 1, alt: image.alt })}
                onClick={() => setIndex(position)}
              >
                <TourPicture image={image} alt="" sizes={pictureSizes.thumb} />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
