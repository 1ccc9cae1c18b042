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
  eager?: boolean;
  className?: string;
}

function fallBack(event: SyntheticEvent<HTMLImageElement>) {
  const image = event.currentTarget;
  if (image.src.endsWith(FALLBACK_IMAGE)) return;
  image.srcset = '';
  image.src = FALLBACK_IMAGE;
}

/**
 * A product picture: lazy by default, responsive WebP sources (card 400 px, full 1000 px), a fixed square
 * box (no layout shift), and the shop logo when the picture is missing or broken.
 */
export function ProductImage({ src, cardSrc, alt, sizes = '(min-width: 1024px) 25vw, 50vw', eager, className }: ProductImageProps) {
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
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      onError={fallBack}
    />
  );
}
