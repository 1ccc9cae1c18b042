/**
 * Input made on a server-rendered page before the app has taken it over, kept and handed to the app afterwards.
 *
 * A storefront page arrives rendered by the server (server/src/storefront): it is on the screen, 'Add to Cart'
 * and all, well before the app's scripts have arrived and React has hydrated it (main.tsx), and a button does
 * nothing without the app. The shop's first script (src/early-input.ts, a blocking script in index.html's head,
 * so it listens before anything is shown) holds such input until the app has taken the page over, that is until
 * `<html data-interactive="true">` (ShopLayout), then hands it on in the order it came, one piece per task, each
 * exactly once:
 * - a click on a button, checkbox or radio button is kept from the page (no default action, no listener sees it)
 *   and made again on the same element; one that is busy by then with the click before (Add to Cart is disabled
 *   while it adds) gets it once it is enabled again, waiting at most a few seconds;
 * - a form without an action (the newsletter, the price range) is kept from submitting and submitted again;
 * - a choice in a list (the sort order) is made again.
 * Links, and a form with an action (the header search), work without the app: the browser follows them as usual.
 * Text typed into a field stays in it through hydration, and the components take it up (ui/useTextTypedEarly).
 * A page the browser renders itself has no server state (`__APOLLO_STATE__`) and nothing to hold: the listeners
 * go at DOMContentLoaded.
 */

/** The elements whose click needs the app. A submit button's click submits its form, which is held instead. */
const CONTROLS = 'button, input[type="checkbox"], input[type="radio"]';
const ROOT = '#root';
const SERVER_STATE_ID = '__APOLLO_STATE__';
/** How long a held click waits for its control to be enabled again; a control still disabled then is not clicked. */
const BUSY_WAIT_MS = 3_000;
const BUSY_LOOK_MS = 50;

/** Resolves once `control` is enabled, or after BUSY_WAIT_MS. */
function enabled(control: Element): Promise<void> {
  const since = Date.now();
  return new Promise((ready) => {
    const look = () =>
      !control.matches(':disabled') || Date.now() - since > BUSY_WAIT_MS ? ready() : setTimeout(look, BUSY_LOOK_MS);
    look();
  });
}

/** Starts holding input; answers a function that stops at once and drops what was held (for tests). */
export function holdEarlyInput(): () => void {
  const html = document.documentElement;
  const held: (() => void | Promise<void>)[] = [];
  const taken = () => html.dataset.interactive === 'true';
  const inPage = (element: Element) => element.closest(ROOT) !== null;

  const hold = (event: Event, replay: () => void | Promise<void>) => {
    event.preventDefault();
    // Capture on window is the first stop of every event: nothing else, React included, sees it.
    event.stopPropagation();
    held.push(replay);
  };

  const onClick = (event: Event) => {
    const control = event.target instanceof Element ? event.target.closest<HTMLElement>(CONTROLS) : null;
    if (!control || !inPage(control)) return;
    if (control instanceof HTMLButtonElement && control.type === 'submit' && control.form) return;
    hold(event, async () => {
      await enabled(control);
      control.click();
    });
  };
  const onSubmit = (event: Event) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || !inPage(form) || form.hasAttribute('action')) return;
    hold(event, () => form.requestSubmit());
  };
  const onChange = (event: Event) => {
    const list = event.target;
    if (!(list instanceof HTMLSelectElement) || !inPage(list)) return;
    const value = list.value;
    hold(event, () => {
      list.value = value;
      list.dispatchEvent(new Event('change', { bubbles: true }));
    });
  };
  const listeners = { click: onClick, submit: onSubmit, change: onChange };

  const stop = () => {
    for (const [type, listener] of Object.entries(listeners)) window.removeEventListener(type, listener, true);
    observer.disconnect();
    document.removeEventListener('DOMContentLoaded', standDownWithoutServerState);
  };
  /** One piece of input per task: React has drawn what the one before did when the next one comes. */
  const handOn = async () => {
    stop();
    for (let replay = held.shift(); replay; replay = held.shift()) {
      await replay();
      await new Promise((nextTask) => setTimeout(nextTask, 0));
    }
  };
  const standDownWithoutServerState = () => {
    if (!document.getElementById(SERVER_STATE_ID)) stop();
  };
  const observer = new MutationObserver(() => {
    if (taken()) void handOn();
  });

  if (taken()) return () => undefined;
  for (const [type, listener] of Object.entries(listeners)) window.addEventListener(type, listener, true);
  observer.observe(html, { attributes: true, attributeFilter: ['data-interactive'] });
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', standDownWithoutServerState);
  else standDownWithoutServerState();
  return () => {
    held.length = 0;
    stop();
  };
}
