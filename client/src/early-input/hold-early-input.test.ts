import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { waitFor } from '@testing-library/react';
import { holdEarlyInput } from './hold-early-input';

/** A server-rendered page as the shop sends it: #root with the markup, then the server state. */
const RENDERED_PAGE = `
  <div id="root">
    <button type="button" id="add">Add to Cart</button>
    <button type="button" id="more">+</button>
    <input type="checkbox" id="in-stock" />
    <a href="#details" id="details-link">Details</a>
    <form id="newsletter"><input id="email" /><button id="subscribe">Subscribe</button></form>
    <form id="search" action="/products"><input name="search" /></form>
    <select id="sort"><option value="latest">Latest</option><option value="price">Price</option></select>
  </div>
  <button type="button" id="outside">Outside the page</button>
`;
const STATE = '<script id="__APOLLO_STATE__" type="application/json">{}</script>';

const element = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;

describe('input held until the app has taken a server-rendered page over', () => {
  /** What the app (listening on #root, as React does) received: the event types and their targets' ids. */
  let received: string[];
  let stop: () => void;
  const appListens = (type: string) =>
    element('root').addEventListener(type, (event) => {
      received.push(`${type} ${(event.target as HTMLElement).id}`);
      // jsdom does not send forms; the app sends its own.
      if (type === 'submit') event.preventDefault();
    });
  /** Whether the page (its document, first) saw the event with its default action still to come. */
  const leftToTheBrowser = (target: HTMLElement, event: Event) => {
    let seenUnprevented = false;
    const look = () => (seenUnprevented = !event.defaultPrevented);
    document.addEventListener(event.type, look, { capture: true });
    target.dispatchEvent(event);
    document.removeEventListener(event.type, look, { capture: true });
    return seenUnprevented;
  };
  const appTakesOver = () => {
    document.documentElement.dataset.interactive = 'true';
  };

  beforeEach(() => {
    received = [];
    delete document.documentElement.dataset.interactive;
  });
  afterEach(() => {
    stop();
    document.body.innerHTML = '';
  });

  function renderedPage() {
    document.body.innerHTML = RENDERED_PAGE + STATE;
    for (const type of ['click', 'submit', 'change']) appListens(type);
    stop = holdEarlyInput();
  }

  it('keeps clicks, a form without an action and a choice from the page, then hands each on once, in order', async () => {
    renderedPage();
    element('add').click();
    element('more').click();
    // A submit button's click is the browser's to turn into a submission, and the submission is held.
    element('subscribe').click();
    const sort = element<HTMLSelectElement>('sort');
    sort.value = 'price';
    sort.dispatchEvent(new Event('change', { bubbles: true }));
    element('more').click();
    expect(received).toEqual(['click subscribe']);

    appTakesOver();
    await waitFor(() => expect(received).toHaveLength(6));
    expect(received).toEqual([
      'click subscribe',
      'click add',
      'click more',
      'submit newsletter',
      'change sort',
      'click more',
    ]);
    expect(sort.value).toBe('price');

    // From then on input goes straight to the app.
    element('add').click();
    expect(received.at(-1)).toBe('click add');
    expect(received).toHaveLength(7);
  });

  it('a held checkbox keeps its state until the app gets the click', async () => {
    renderedPage();
    const box = element<HTMLInputElement>('in-stock');
    box.click();
    expect(box.checked).toBe(false);
    appTakesOver();
    await waitFor(() => expect(received).toEqual(['click in-stock', 'change in-stock']));
    expect(box.checked).toBe(true);
  });

  it('a click whose button is busy with the click before waits until it is enabled again', async () => {
    renderedPage();
    const add = element<HTMLButtonElement>('add');
    // As a button that the app disables while it works on a click does.
    add.addEventListener('click', () => {
      add.disabled = true;
      setTimeout(() => (add.disabled = false), 120);
    });
    add.click();
    add.click();
    element('more').click();
    appTakesOver();
    await waitFor(() => expect(received).toEqual(['click add', 'click add', 'click more']));
  });

  it('a click whose button stays busy for long (a slow cart) still comes, after the ones before and before the rest', async () => {
    jest.useFakeTimers();
    try {
      renderedPage();
      const add = element<HTMLButtonElement>('add');
      add.addEventListener('click', () => {
        add.disabled = true;
        setTimeout(() => (add.disabled = false), 8_000);
      });
      add.click();
      add.click();
      element('more').click();
      appTakesOver();
      await jest.advanceTimersByTimeAsync(100);
      expect(received).toEqual(['click add']);
      await jest.advanceTimersByTimeAsync(7_000);
      expect(received).toEqual(['click add']);
      await jest.advanceTimersByTimeAsync(1_100);
      expect(received).toEqual(['click add', 'click add', 'click more']);
    } finally {
      jest.useRealTimers();
    }
  });

  it('a click whose button stays disabled for half a minute is said on the console, and the rest go on', async () => {
    jest.useFakeTimers();
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      renderedPage();
      const add = element<HTMLButtonElement>('add');
      add.click();
      element('more').click();
      add.disabled = true;
      appTakesOver();
      await jest.advanceTimersByTimeAsync(25_000);
      expect(received).toEqual([]);
      expect(warn).not.toHaveBeenCalled();
      await jest.advanceTimersByTimeAsync(6_000);
      expect(received).toEqual(['click more']);
      expect(warn).toHaveBeenCalledTimes(1);
      expect(String(warn.mock.calls[0][0])).toContain('Add to Cart');
    } finally {
      warn.mockRestore();
      jest.useRealTimers();
    }
  });

  it('a tap made while the held ones are handed on is held behind them, in order', async () => {
    jest.useFakeTimers();
    try {
      renderedPage();
      const add = element<HTMLButtonElement>('add');
      add.addEventListener('click', () => {
        add.disabled = true;
        setTimeout(() => (add.disabled = false), 500);
      });
      add.click();
      add.click();
      appTakesOver();
      await jest.advanceTimersByTimeAsync(100);
      expect(received).toEqual(['click add']);
      // The shopper taps + while the second Add to Cart waits: it comes after that one, not before.
      element('more').click();
      expect(received).toEqual(['click add']);
      await jest.advanceTimersByTimeAsync(1_000);
      expect(received).toEqual(['click add', 'click add', 'click more']);
      // Nothing is left: from then on input goes straight to the app.
      element('more').click();
      expect(received).toHaveLength(4);
    } finally {
      jest.useRealTimers();
    }
  });

  it('a click on a button that the app has drawn anew is made on the new one', async () => {
    renderedPage();
    element('more').click();
    const drawnAnew = element('more').cloneNode(true) as HTMLElement;
    element('more').replaceWith(drawnAnew);
    appTakesOver();
    await waitFor(() => expect(received).toEqual(['click more']));
  });

  it('leaves links, a form with an action and anything outside the page to the browser', () => {
    renderedPage();
    const click = () => new MouseEvent('click', { bubbles: true, cancelable: true });
    expect(leftToTheBrowser(element('details-link'), click())).toBe(true);
    expect(leftToTheBrowser(element('search'), new Event('submit', { bubbles: true, cancelable: true }))).toBe(true);
    expect(leftToTheBrowser(element('outside'), click())).toBe(true);
    expect(leftToTheBrowser(element('add'), click())).toBe(false);
  });

  it('holds nothing on a page the browser renders itself (no server state)', () => {
    document.body.innerHTML = RENDERED_PAGE;
    appListens('click');
    stop = holdEarlyInput();
    element('add').click();
    expect(received).toEqual(['click add']);
  });

  it('holds nothing once the app has taken the page over', () => {
    appTakesOver();
    renderedPage();
    element('add').click();
    expect(received).toEqual(['click add']);
  });
});
