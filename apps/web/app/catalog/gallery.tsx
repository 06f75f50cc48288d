import { useState } from 'react';
import type { TourImage } from '@cicerone/core/contracts/catalog';
import { useI18n } from '../i18n/i18n.tsx';

/**
 * The tour's pictures: one large image and thumbnails as buttons that show theirs.
 * The large image is the page's LCP element: eager, high priority, with its size; thumbnails are lazy.
 */
export function Gallery({ images, title }: { images: TourImage[]; title: string }) {
  const { t } = useI18n();
  const [index, setIndex] = useState(0);
  const current = images[Math.min(index, images.length - 1)];
  if (!current) return null;
  return (
    <section className="gallery" aria-label={t('tour.gallery.label', { title })}>
      <figure className="gallery-main">
        <img
          src={current.path}
          alt={current.alt}
          width={current.width}
          height={current.height}
          fetchPriority={index === 0 ? 'high' : 'auto'}
          decoding={index === 0 ? 'auto' : 'async'}
        />
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
                <img src={image.path} alt="" width={image.width} height={image.height} loading="lazy" decoding="async" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
