import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { getFragmentData, graphql, type FragmentType } from '../../../gql';
import { HERO_INTERVAL_MS } from '../../../ui/constants';
import { productPath } from '../../../ui/product-path';
import { ProductImage } from '../../../ui/ProductImage';
import { Icon } from './icons';
import { useMediaQuery } from '../useMediaQuery';
import { deliveryWording, type DeliveryWording } from '../../cart/cart-totals';
import { useShop } from '../../shop/useShop';

/** What a slide shows of its product. */
export const HeroSlideFields = graphql(`
  fragment HeroSlideFields on Product {
    id
    slug
    name
    images
    cardImages
  }
`);

/** The specification's three promises; the second follows the merchant's delivery fees (deliveryWording). */
const promisesFor = (delivery: DeliveryWording) => [
  'Genuine Products',
  delivery.free ? 'Free Shipping' : delivery.short,
  '100% Satisfaction',
];

/**
 * The home hero: product pictures that change every 5 s behind the shop's message, dot buttons to jump, and
 * a pause button. It stands still while hovered or focused, and for people who ask for reduced motion.
 */
export function HeroCarousel({ slides: slideRefs }: { slides: readonly FragmentType<typeof HeroSlideFields>[] }) {
  const slides = getFragmentData(HeroSlideFields, slideRefs);
  const PROMISES = promisesFor(deliveryWording(useShop().delivery));
  const [current, setCurrent] = useState(0);
  const [paused, setPaused] = useState(false);
  const [held, setHeld] = useState(false);
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const moving = slides.length > 1 && !paused && !held && !reducedMotion;

  useEffect(() => {
    if (!moving) return;
    const timer = setInterval(() => setCurrent((index) => (index + 1) % slides.length), HERO_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [moving, slides.length]);

  const active = slides.length ? current % slides.length : 0;
  // Pictures are fetched for the slides shown so far and the next one, not all at once on the first load.
  const [reached, setReached] = useState(0);
  // Adjusted while rendering (React's pattern for state that follows a value), not in an effect.
  if (active > reached) setReached(active);
  const fetched = (index: number) => index <= Math.max(reached, active) + 1;

  return (
    <section
      className="hero"
      aria-roledescription="carousel"
      aria-label="Featured products"
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setHeld(false);
      }}
    >
      <div className="hero-slides">
        {slides.map((slide, index) => (
          <Link
            key={slide.id}
            to={productPath(slide)}
            className={`hero-slide ${index === active ? 'is-active' : ''}`}
            aria-roledescription="slide"
            aria-label={`${index + 1} of ${slides.length}: ${slide.name}`}
            aria-hidden={index !== active}
            tabIndex={index === active ? 0 : -1}
          >
            {fetched(index) && (
              <ProductImage
                src={slide.images[0]}
                cardSrc={slide.cardImages[0]}
                alt={slide.name}
                sizes="(min-width: 1024px) 600px, 100vw"
                priority={index === 0}
              />
            )}
          </Link>
        ))}
        {slides.length === 0 && (
          <img className="hero-slide is-active hero-logo" src="/images/logo.svg" alt="" width={400} height={400} />
        )}
      </div>
      <div className="hero-copy">
        <p className="hero-kicker">Cash on delivery across Pakistan</p>
        <h1>Premium Electronics Accessories</h1>
        <p className="hero-lead">Earbuds, chargers, cables, power banks and more from the brands you trust.</p>
        <div className="hero-actions">
          <Link to="/products" className="btn btn-accent">
            Shop Now
          </Link>
          <Link to="/category/Earbuds" className="btn hero-secondary">
            Browse Earbuds
          </Link>
        </div>
        <ul className="hero-promises">
          {PROMISES.map((promise) => (
            <li key={promise}>
              <Icon name="check" size={16} />
              <span>{promise}</span>
            </li>
          ))}
        </ul>
      </div>
      {slides.length > 1 && (
        <div className="hero-controls">
          <div className="hero-dots" role="group" aria-label="Choose a slide">
            {slides.map((slide, index) => (
              <button
                key={slide.id}
                type="button"
                className="hero-dot"
                aria-label={`Show slide ${index + 1}: ${slide.name}`}
                aria-current={index === active ? 'true' : undefined}
                onClick={() => setCurrent(index)}
              />
            ))}
          </div>
          {!reducedMotion && (
            <button
              type="button"
              className="hero-pause"
              onClick={() => setPaused(!paused)}
              aria-label={paused ? 'Play slideshow' : 'Pause slideshow'}
            >
              <span aria-hidden="true">{paused ? '▶' : '❚❚'}</span>
            </button>
          )}
        </div>
      )}
    </section>
  );
}
