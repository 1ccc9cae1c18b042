import { SyntheticEvent } from 'react';
import { FALLBACK_IMAGE } from './format';

interface ProductImageProps {
  /** The full-size picture (detail page size). */
  src?: string | null;
  /** The card-size picture (400 px WebP), used as the small source in srcset. */
  cardSrc?: string | null;
  alt: string;
  /** The CSS size hint for the browser's choice between the card and the full picture. */
  sizes?: string;
  /** The page's largest picture above the fold (its LCP element): fetched at once, before other pictures. */
  priority?: boolean;
  className?: string;
}

function fallBack(image: HTMLImageElement) {
  if (image.src.endsWith(FALLBACK_IMAGE)) return;
  image.srcset = '';
  image.src = FALLBACK_IMAGE;
}

const fallBackOnError = (event: SyntheticEvent<HTMLImageElement>) => fallBack(event.currentTarget);

/**
 * A picture of a server-rendered page can fail before React listens for its error event (the markup loads before
 * the scripts): one found broken when React takes it over falls back too. (A lazy picture not yet asked for is
 * not `complete`.)
 */
const fallBackIfBroken = (image: HTMLImageElement | null) => {
  if (image?.complete && image.naturalWidth === 0) fallBack(image);
};

/** A grid card's width: half the screen on phones, a third from 768 px, a quarter (at most 300 px) from 1024 px. */
export const CARD_IMAGE_SIZES = '(min-width: 1240px) 300px, (min-width: 1024px) 25vw, (min-width: 768px) 33vw, 50vw';

/**
 * A product picture: lazy by default (eager with fetchpriority=high for the page's LCP picture), responsive
 * WebP sources (card 400 px, full 1000 px), width and height for a fixed square box (no layout shift), and
 * the shop logo when the picture is missing or broken.
 */
export function ProductImage({
  src,
  cardSrc,
  alt,
  sizes = CARD_IMAGE_SIZES,
  priority = false,
  className,
}: ProductImageProps) {
  const full = src || cardSrc || FALLBACK_IMAGE;
  const srcSet = cardSrc && src && cardSrc !== src ? `${cardSrc} 400w, ${src} 1000w` : undefined;
  return (
    <img
      className={`product-image ${className ?? ''}`}
      src={cardSrc || full}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      alt={alt}
      width={400}
      height={400}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      ref={fallBackIfBroken}
      onError={fallBackOnError}
    />
  );
}
