import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { SCROLL_TOP_AFTER_PX } from '../../ui/constants';
import { whatsappLink } from '../../ui/format';
import { useShop } from '../shop/useShop';

/**
 * What the floating buttons must never cover: fields, buttons, button-like links, badges (an order's status),
 * a cart line's total, the order summary's amounts, and anything marked for it.
 */
const KEEP_CLEAR =
  'input, textarea, select, button, a.btn, label, .badge, .cart-line-total, .summary-totals dd, [data-keep-clear]';
/** Points sampled across the buttons' box (a 3 × 3 grid, edges included). */
const SAMPLES = [0, 0.5, 1];

/** True when a field or an action lies under the box (the floating buttons themselves are skipped). */
function coversSomething(box: DOMRect, floating: Element): boolean {
  for (const fx of SAMPLES) {
    for (const fy of SAMPLES) {
      const x = Math.min(window.innerWidth - 1, Math.max(0, box.left + fx * box.width));
      const y = Math.min(window.innerHeight - 1, Math.max(0, box.top + fy * box.height));
      for (const element of document.elementsFromPoint(x, y)) {
        if (floating.contains(element)) continue;
        if (element.closest(KEEP_CLEAR)) return true;
      }
    }
  }
  return false;
}

/**
 * The WhatsApp button steps aside (fades out, not clickable) while a field, an action, a badge or an amount lies
 * under it, so on a phone it never hides 'Proceed to Checkout', Place Order, a form field, a line total or an
 * order's status; checked on scroll, resize, focus and
 * page changes. (Scroll-to-top stays: it is small, above it, and asked for.)
 */
function useStepAside(ref: React.RefObject<HTMLAnchorElement | null>) {
  const [aside, setAside] = useState(false);
  useEffect(() => {
    let frame = 0;
    const check = () => {
      frame = 0;
      const button = ref.current;
      const floating = button?.closest('.floating');
      if (!button || !floating) return;
      setAside(coversSomething(button.getBoundingClientRect(), floating));
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(check);
    };
    schedule();
    const changes = new MutationObserver(schedule);
    const main = document.getElementById('main');
    if (main)
      changes.observe(main, {
        childList: true,
        subtree: true,
        attributes: true,
        attributeFilter: ['class', 'style', 'hidden'],
      });
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    document.addEventListener('focusin', schedule);
    return () => {
      cancelAnimationFrame(frame);
      changes.disconnect();
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      document.removeEventListener('focusin', schedule);
    };
  }, [ref]);
  return aside;
}

/** Scroll-to-top (after 300 px of scrolling) and the floating WhatsApp button; not in the admin area. */
export function FloatingButtons() {
  const shop = useShop();
  const { pathname } = useLocation();
  const ref = useRef<HTMLAnchorElement>(null);
  const [showTop, setShowTop] = useState(false);
  const aside = useStepAside(ref);
  useEffect(() => {
    const onScroll = () => setShowTop(window.scrollY > SCROLL_TOP_AFTER_PX);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  // Admins work on dense tables and forms and do not write to their own shop's WhatsApp.
  if (pathname.startsWith('/admin')) return null;
  return (
    <div className="floating">
      {showTop && (
        <button
          type="button"
          className="fab fab-top"
          aria-label="Scroll to top"
          onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
        >
          <span aria-hidden="true">↑</span>
        </button>
      )}
      <a
        ref={ref}
        className={`fab fab-whatsapp ${aside ? 'fab-aside' : ''}`}
        href={whatsappLink(shop.whatsapp, `Hello ${shop.name}!`)}
        target="_blank"
        rel="noreferrer"
        aria-label="Chat with us on WhatsApp"
        tabIndex={aside ? -1 : undefined}
      >
        <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true">
          <path
            fill="currentColor"
            d="M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2zm0 18.2c-1.6 0-3.1-.4-4.4-1.2l-.3-.2-3 .8.8-2.9-.2-.3A8.2 8.2 0 1 1 12 20.2zm4.5-6.1c-.2-.1-1.5-.7-1.7-.8-.2-.1-.4-.1-.6.1l-.8 1c-.1.2-.3.2-.5.1a6.7 6.7 0 0 1-3.3-2.9c-.3-.4.3-.4.7-1.3.1-.2 0-.3 0-.4l-.8-1.9c-.2-.5-.4-.4-.6-.4h-.5a1 1 0 0 0-.7.3 3 3 0 0 0-.9 2.2c0 1.3.9 2.5 1.1 2.7.1.2 1.8 2.8 4.4 3.9 1.6.7 2.3.8 3.1.6.5-.1 1.5-.6 1.7-1.2.2-.6.2-1.1.2-1.2-.1-.1-.3-.2-.5-.3z"
          />
        </svg>
      </a>
    </div>
  );
}
