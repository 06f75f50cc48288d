import { preload } from 'react-dom';
import type { TourImage } from '@cicerone/core/contracts/catalog';

/** How wide each place shows a tour's photo, for the browser to pick a file from the `srcset`s. */
export const pictureSizes = {
  /** The tour page's large photo: the page's lead column (760 px), the whole width below 960 px. */
  gallery: '(max-width: 959.98px) calc(100vw - 2.5rem), 760px',
  /** A card in the grid (columns of 250 px and more, one column on a phone). */
  card: '(max-width: 600px) calc(100vw - 2.5rem), 360px',
  thumb: '88px',
} as const;

interface TourPictureProps {
  image: Pick<TourImage, 'path' | 'width' | 'height' | 'sources'>;
  alt: string;
  sizes: string;
  loading?: 'eager' | 'lazy';
  /** The page's largest paint: fetched first, and announced in the head before the styles are read. */
  lcp?: boolean;
}

/**
 * A tour's photo: AVIF and WebP at several widths for the browsers that take them (decision 0032),
 * the widest WebP (or the demo's illustration) for the rest, with its width and height so the page
 * keeps its place before it arrives.
 */
export function TourPicture({ image, alt, sizes, loading = 'lazy', lcp = false }: TourPictureProps) {
  const [first] = image.sources;
  if (lcp) {
    // React puts this <link rel="preload"> in the head of the server's HTML.
    preload(image.path, { as: 'image', fetchPriority: 'high', ...(first ? { imageSrcSet: first.srcset, imageSizes: sizes, type: first.type } : {}) });
  }
  const img = (
    <img
      src={image.path}
      alt={alt}
      width={image.width}
      height={image.height}
      loading={lcp ? 'eager' : loading}
      fetchPriority={lcp ? 'high' : 'auto'}
      decoding={lcp ? 'auto' : 'async'}
    />
  );
  if (image.sources.length === 0) return img;
  return (
    <picture>
      {image.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcset} sizes={sizes} />
      ))}
      {img}
    </picture>
  );
}
