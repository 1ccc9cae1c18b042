/**
 * Input made on a server-rendered page before the app has taken it over, kept and handed to the app afterwards.
 *
 * A storefront page arrives rendered by the server (server/src/storefront): it is on the screen, 'Add to Cart'
 * and all, well before the app's scripts have arrived and React has hydrated it (main.tsx), and a button does
 * nothing without the app. The shop's first script (src/early-input.ts, a blocking script in index.html's head,
 * so it listens before anything is shown) holds such input until the app has taken the page over, that is until
 * `<html data-interactive="true">` (ShopLayout), then hands it on in the order it came, one piece per task, each
 * exactly once. Input that comes while the held input is being handed on is held too, behind it: a tap made as
 * the app takes over never overtakes the taps made before (two thumbnails tapped in turn show the last one tapped).
 * - a click on a button, checkbox or radio button is kept from the page (no default action, no listener sees it)
 *   and made again on the same element (or, should the app have drawn it anew, on the element in its place); one
 *   that the app has disabled by then (busy with the click before, for as long as that takes) gets it once it is
 *   enabled again, however long that takes while it is in the page, up to half a minute;
 *   a click that cannot be made then is said on the console, never dropped unsaid;
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
/**
 * How long a held click waits for its control to be enabled again (a button the app disables while it works, on a
 * slow line or a busy phone): generous, since the taps after it wait with it, in order.
 */
const BUSY_WAIT_MS = 30_000;
const BUSY_LOOK_MS = 50;

/** Where `element` sits under #root: the index of each element on the way down. */
function placeOf(element: Element): number[] {
  const place: number[] = [];
  for (let at = element; at.parentElement && !at.matches(ROOT); at = at.parentElement)
    place.unshift(Array.prototype.indexOf.call(at.parentElement.children, at));
  return place;
}

/** What a shopper knows a control by: its kind, its accessible name, its text. */
const looksOf = (element: Element) =>
  `${element.tagName} ${element.getAttribute('type') ?? ''} ${element.getAttribute('aria-label') ?? ''} ${element.textContent ?? ''}`;

/**
 * The control a held click was made on, as the page is now: the same element while it is in the page, else the
 * element that the app has drawn in its place (same place under #root, same looks), else null.
 */
function finder(control: Element): () => Element | null {
  const place = placeOf(control);
  const looks = looksOf(control);
  return () => {
    if (control.isConnected) return control;
    let at: Element | null | undefined = document.querySelector(ROOT);
    for (const index of place) at = at?.children[index];
    return at && looksOf(at) === looks ? at : null;
  };
}

/** The control once it is in the page and enabled; null when it is not, after BUSY_WAIT_MS. */
function whenEnabled(find: () => Element | null): Promise<HTMLElement | null> {
  const since = Date.now();
  return new Promise((ready) => {
    const look = () => {
      const control = find();
      if (control instanceof HTMLElement && !control.matches(':disabled')) ready(control);
      else if (Date.now() - since > BUSY_WAIT_MS) ready(null);
      else setTimeout(look, BUSY_LOOK_MS);
    };
    look();
  });
}

/** Starts holding input; answers a function that stops at once and drops what was held (for tests). */
export function holdEarlyInput(): () => void {
  const html = document.documentElement;
  const held: (() => void | Promise<void>)[] = [];
  const taken = () => html.dataset.interactive === 'true';
  const inPage = (element: Element) => element.closest(ROOT) !== null;
  /** True while a held piece of input is made again: that event is the app's to see. */
  let passing = false;
  const pass = (make: () => void) => {
    passing = true;
    try {
      make();
    } finally {
      passing = false;
    }
  };

  const hold = (event: Event, replay: () => void | Promise<void>) => {
    event.preventDefault();
    // Capture on window is the first stop of every event: nothing else, React included, sees it.
    event.stopPropagation();
    held.push(replay);
  };

  const onClick = (event: Event) => {
    if (passing) return;
    const control = event.target instanceof Element ? event.target.closest<HTMLElement>(CONTROLS) : null;
    if (!control || !inPage(control)) return;
    if (control instanceof HTMLButtonElement && control.type === 'submit' && control.form) return;
    const find = finder(control);
    hold(event, async () => {
      const now = await whenEnabled(find);
      if (now) pass(() => now.click());
      else
        console.warn(
          `A tap made while the page started was not made: "${looksOf(control).trim()}" stayed disabled or left the page.`,
        );
    });
  };
  const onSubmit = (event: Event) => {
    if (passing) return;
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || !inPage(form) || form.hasAttribute('action')) return;
    hold(event, () => pass(() => form.requestSubmit()));
  };
  const onChange = (event: Event) => {
    if (passing) return;
    const list = event.target;
    if (!(list instanceof HTMLSelectElement) || !inPage(list)) return;
    const value = list.value;
    hold(event, () =>
      pass(() => {
        list.value = value;
        list.dispatchEvent(new Event('change', { bubbles: true }));
      }),
    );
  };
  const listeners = { click: onClick, submit: onSubmit, change: onChange };

  const stop = () => {
    for (const [type, listener] of Object.entries(listeners)) window.removeEventListener(type, listener, true);
    observer.disconnect();
    document.removeEventListener('DOMContentLoaded', standDownWithoutServerState);
  };
  let handingOn = false;
  /**
   * One piece of input per task: React has drawn what the one before did when the next one comes. Input still
   * comes to the listeners meanwhile and is held behind the rest; they stop once nothing is left.
   */
  const handOn = async () => {
    if (handingOn) return;
    handingOn = true;
    observer.disconnect();
    for (let replay = held.shift(); replay; replay = held.shift()) {
      await replay();
      if (held.length === 0) break;
      await new Promise((nextTask) => setTimeout(nextTask, 0));
    }
    stop();
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
