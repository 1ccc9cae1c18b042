import { Suspense, useEffect, useRef } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { Spinner } from '../../ui/Spinner';
import { useHydrated } from '../../ui/useHydrated';
import { session } from '../../lib/session';
import { FloatingButtons } from './FloatingButtons';
import { Footer } from './Footer';
import { Header } from './Header';

/** Sends the user to /login when the server answers 401 (session cleared by the Apollo link), saying the session ended. */
function SessionExpiryRedirect() {
  const navigate = useNavigate();
  const location = useLocation();
  useEffect(
    () =>
      session.onExpired(() => {
        void navigate('/login', { replace: true, state: { from: location, sessionEnded: session.get().ended } });
      }),
    [navigate, location],
  );
  return null;
}

/**
 * Scrolls to the top on page changes (not on filter changes within a page). Not on the first page: the browser
 * places it, and a shopper may have scrolled a server-rendered page before the scripts arrived.
 */
function ScrollToTopOnNavigate() {
  const { pathname, hash } = useLocation();
  const shown = useRef(`${pathname}${hash}`);
  useEffect(() => {
    if (shown.current === `${pathname}${hash}`) return;
    shown.current = `${pathname}${hash}`;
    if (!hash) window.scrollTo(0, 0);
  }, [pathname, hash]);
  return null;
}

/**
 * Marks the page interactive (`<html data-interactive="true">`) once its page has rendered, or React has taken
 * over the server's markup of it and drawn what only the browser knows (stored cart, session, screen width; see
 * useHydrated). It sits beside the page in its Suspense boundary, which hydrates after the layout: browser
 * journeys wait for the mark before they act, as a shopper waits for a page to respond.
 */
function InteractiveMark() {
  const hydrated = useHydrated();
  useEffect(() => {
    if (hydrated) document.documentElement.dataset.interactive = 'true';
  }, [hydrated]);
  return null;
}

/** Every route sits inside this layout: header, page, footer, scroll-to-top and the WhatsApp button. */
export function ShopLayout() {
  return (
    <div className="layout">
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <SessionExpiryRedirect />
      <ScrollToTopOnNavigate />
      <Header />
      <main id="main" className="main" tabIndex={-1}>
        <Suspense fallback={<Spinner page />}>
          <Outlet />
          <InteractiveMark />
        </Suspense>
      </main>
      <Footer />
      <FloatingButtons />
    </div>
  );
}
