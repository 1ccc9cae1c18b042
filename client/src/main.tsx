// The first screen's style sheets, in the order they always had (catalogue first), so they are in index.html's
// <link> and not loaded with the app's script.
import './features/catalogue/catalogue.css';
import './ui/styles.css';

/**
 * The client's entry, kept tiny: it starts the app in steps, each its own task, so no single piece of script
 * work holds the page for long (a phone evaluating the whole first load in one go is busy for a long while,
 * and the shopper cannot scroll or tap meanwhile). The steps: React, then Apollo Client with the router, then
 * the app itself (app/start.tsx: cache restore and hydration, or a render). All their files are asked for at once
 * when the app starts (the plain index.html already has them as modulepreload links); only evaluation goes step
 * by step.
 *
 * On a page the server rendered, the app starts once the page's main picture is on the screen: the page is
 * readable without the scripts, and fetching and running them first would only delay that picture (on a slow
 * connection the scripts would share the line with it); a shopper's first tap or key starts it
 * at once. In a tab opened in the background that
 * waits until the tab is shown (no frames are painted before). Taps made before the app has taken the page
 * over are held for it (early-input/hold-early-input.ts); once someone has tapped or typed, the app hydrates in
 * one go rather than in slices, so what they did is answered as soon as it can be.
 */
const MAX_WAIT_FOR_PICTURE_MS = 3_000;

/** The files of every step; the build writes their list here (vite.config.mts), `npm run dev` leaves the text. */
const STEP_FILES: unknown = '__VOLT_ENTRY_STEP_FILES__';

/** Requests started per task: starting a request costs the page a few milliseconds each on a phone. */
const REQUESTS_PER_TASK = 3;

/**
 * Asks for every step's file (the browser keeps each module it fetched for the `import()` that wants it), a few
 * at a time.
 */
async function fetchSteps() {
  if (!Array.isArray(STEP_FILES)) return;
  const files = STEP_FILES as string[];
  for (let start = 0; start < files.length; start += REQUESTS_PER_TASK) {
    if (start > 0) await yieldToBrowser();
    for (const file of files.slice(start, start + REQUESTS_PER_TASK)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = `/${file}`;
      document.head.append(link);
    }
  }
}

/** Gives the browser its turn (input, paint) before the next step. */
const yieldToBrowser = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Resolves after the next paint. */
const afterNextPaint = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

/** What a shopper does first on the page: the app is wanted now, whatever the picture does. */
const FIRST_INPUT_EVENTS = ['pointerdown', 'keydown', 'touchstart', 'focusin'] as const;

/** Whether the shopper has tapped or typed on the page already, before this script ran too (User Activation). */
const shopperHasActed = () => navigator.userActivation?.hasBeenActive === true;

/**
 * Resolves once the page's main picture (the one fetched first, see ui/ProductImage) has loaded or failed, or
 * at the shopper's first tap, key or focus, whichever comes first: someone already using the page gets the app
 * at once (links and the search form work without it; buttons need it).
 */
function mainPictureLoadedOrFirstInput(): Promise<void> {
  const picture = document.querySelector<HTMLImageElement>('#root img[fetchpriority="high"]');
  if (!picture || picture.complete || shopperHasActed()) return Promise.resolve();
  return new Promise<void>((resolve) => {
    const done = () => {
      for (const type of FIRST_INPUT_EVENTS) window.removeEventListener(type, done, true);
      resolve();
    };
    for (const type of FIRST_INPUT_EVENTS) window.addEventListener(type, done, { capture: true, passive: true });
    picture.addEventListener('load', done, { once: true });
    picture.addEventListener('error', done, { once: true });
    setTimeout(done, MAX_WAIT_FOR_PICTURE_MS);
  });
}

async function start() {
  const serverRendered = document.getElementById('__APOLLO_STATE__') !== null;
  if (serverRendered) {
    await mainPictureLoadedOrFirstInput();
    await afterNextPaint();
  }
  await fetchSteps();
  await import('./app/steps/react-dom');
  await yieldToBrowser();
  await import('./app/steps/apollo');
  await yieldToBrowser();
  await import('./app/steps/router');
  await yieldToBrowser();
  const app = await import('./app/start');
  await yieldToBrowser();
  if (serverRendered && app.restoreServerState()) {
    await yieldToBrowser();
    await app.hydrate({ inOneGo: shopperHasActed() });
  } else {
    app.render();
  }
}

void start();
