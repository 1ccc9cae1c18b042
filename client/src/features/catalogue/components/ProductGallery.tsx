import { KeyboardEvent, useRef, useState } from 'react';
import { ProductImage } from '../../../ui/ProductImage';

interface ProductGalleryProps {
  name: string;
  images: string[];
  cardImages: string[];
}

/**
 * The product's pictures: one large, thumbnails below. Thumbnails are buttons; the arrow keys, Home and End
 * move between them once one has focus.
 */
export function ProductGallery({ name, images, cardImages }: ProductGalleryProps) {
  const [selected, setSelected] = useState(0);
  const thumbs = useRef<(HTMLButtonElement | null)[]>([]);
  const count = images.length;

  const select = (index: number) => {
    const next = (index + count) % count;
    setSelected(next);
    thumbs.current[next]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, number> = {
      ArrowRight: selected + 1,
      ArrowDown: selected + 1,
      ArrowLeft: selected - 1,
      ArrowUp: selected - 1,
      Home: 0,
      End: count - 1,
    };
    if (!(event.key in moves)) return;
    event.preventDefault();
    select(moves[event.key]);
  };

  return (
    <div className="gallery">
      <div className="gallery-main">
        <ProductImage
          src={images[selected]}
          cardSrc={cardImages[selected]}
          alt={count > 1 ? `${name}, picture ${selected + 1} of ${count}` : name}
          sizes="(min-width: 1024px) 560px, calc(100vw - 2rem)"
          priority
        />
      </div>
      {count > 1 && (
        <div className="gallery-thumbs" role="group" aria-label="Product pictures">
          {images.map((image, index) => (
            <button
              key={image}
              ref={(element) => {
                thumbs.current[index] = element;
              }}
              type="button"
              className="gallery-thumb"
              aria-label={`Show picture ${index + 1} of ${count}`}
              aria-pressed={index === selected}
              tabIndex={index === selected ? 0 : -1}
              onClick={() => setSelected(index)}
              onKeyDown={onKeyDown}
            >
              <ProductImage src={cardImages[index] ?? image} alt="" sizes="80px" />
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
