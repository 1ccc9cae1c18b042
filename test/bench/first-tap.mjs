// How soon a server-rendered page answers the shopper, on a mid-range phone: Chromium (playwright-core,
// /usr/bin/chromium or CHROMIUM_PATH) with the CPU 4 times slower, a 150 ms round trip, 1.6 Mbps down and
// 750 kbps up, against a shop this script starts itself (`npm run build` unless SKIP_BUILD, then the built
// server as `npm run start:prod` runs it) or SHOP_URL. Pages: `/`, `/products` and one product page; RUNS loads
// of each (default 5) in fresh contexts, medians reported:
//   untouched: first contentful paint, largest contentful paint, and when the app has taken the page over
//              (`<html data-interactive>`) with no input at all;
//   tapped:    the header's menu tapped as soon as Chromium reports the first contentful paint: when the page
//              got the tap and when the menu opened (the page's answer), both from first paint.
// A measurement script, not a test; on a busy machine every figure reads high.
//
//   npm run bench:first-tap
//   SKIP_BUILD=1 RUNS=3 npm run bench:first-tap
//   SHOP_URL=http://localhost:3000 npm run bench:first-tap
/* global window, document, MutationObserver -- notePage and the waits' functions run in the page */
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { startBuiltShop } from './bench-support.mjs';

const { chromium } = createRequire(resolve(import.meta.dirname, '../../package.json'))('playwright-core');

const runs = Math.max(1, Number(process.env.RUNS ?? 5));
const PHONE = { width: 375, height: 740 };
const PROFILE = { cpuSlowdown: 4, roundTripMs: 150, downloadKbps: 1.6 * 1024, uploadKbps: 750 };

/** Notes, in the page before its own scripts, paints, the first tap's click, the menu opening and the app's mark. */
function notePage() {
  const noted = {};
  window.noted = noted;
  const since = () => Math.round(performance.now());
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (entry.name === 'first-contentful-paint') noted.firstPaint = Math.round(entry.startTime);
  }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) noted.largestPaint = Math.round(entry.startTime);
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  window.addEventListener('click', (event) => event.isTrusted && (noted.tap ??= since()), { capture: true });
  new MutationObserver(() => {
    if (document.documentElement?.dataset.interactive === 'true') noted.interactive ??= since();
    if (document.querySelector('.menu-toggle[aria-expanded="true"]')) noted.answer ??= since();
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-interactive', 'aria-expanded'] });
}

async function phonePage(browser, baseURL) {
  const context = await browser.newContext({ viewport: PHONE, hasTouch: true, isMobile: true, baseURL });
  const page = await context.newPage();
  page.setDefaultTimeout(60_000);
  const devtools = await context.newCDPSession(page);
  await devtools.send('Emulation.setCPUThrottlingRate', { rate: PROFILE.cpuSlowdown });
  await devtools.send('Network.enable');
  await devtools.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: PROFILE.roundTripMs,
    downloadThroughput: (PROFILE.downloadKbps * 1024) / 8,
    uploadThroughput: (PROFILE.uploadKbps * 1024) / 8,
  });
  await devtools.send('Page.enable');
  await devtools.send('Page.setLifecycleEventsEnabled', { enabled: true });
  await page.addInitScript(notePage);
  return { context, page, devtools };
}

const noted = (page) => page.evaluate(() => window.noted);

/** A load with no input; answers what the page noted and where the header's menu button is. */
async function untouched(browser, baseURL, path) {
  const { context, page } = await phonePage(browser, baseURL);
  await page.goto(path, { waitUntil: 'commit' });
  await page.waitForFunction(() => window.noted?.interactive !== undefined && window.noted.largestPaint !== undefined);
  const result = await noted(page);
  const box = await page.locator('.site-header .menu-toggle').boundingBox();
  await context.close();
  return { ...result, menu: { x: box.x + box.width / 2, y: box.y + box.height / 2 } };
}

/**
 * A load whose menu button is tapped as soon as Chromium reports the first contentful paint (a DevTools event,
 * so the tap does not wait for the busy page to answer a question first).
 */
async function tapped(browser, baseURL, path, menu) {
  const { context, page, devtools } = await phonePage(browser, baseURL);
  const painted = new Promise((resolve) =>
    devtools.on('Page.lifecycleEvent', (event) => event.name === 'firstContentfulPaint' && resolve()),
  );
  await page.goto(path, { waitUntil: 'commit' });
  await painted;
  await page.touchscreen.tap(menu.x, menu.y);
  await page.waitForFunction(() => window.noted.answer !== undefined);
  const result = await noted(page);
  await context.close();
  return result;
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;

async function main() {
  const shop = process.env.SHOP_URL
    ? { url: process.env.SHOP_URL.replace(/\/$/, ''), stop: () => undefined }
    : await startBuiltShop('first-tap');
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu'],
  });
  try {
    const products = await (await fetch(`${shop.url}/api/v1/products?limit=1`)).json();
    const pages = { '/': '/', '/products': '/products', 'a product page': `/products/${products.data[0].slug}` };
    console.log(
      `Phone profile: ${PROFILE.cpuSlowdown}x CPU, ${PROFILE.roundTripMs} ms round trip, ${PROFILE.downloadKbps / 1024} Mbps; ${runs} load(s) a case, medians; shop ${shop.url}\n`,
    );
    for (const [name, path] of Object.entries(pages)) {
      // One load first, so the server has rendered and keeps the page (the first render of a page is not measured).
      const { menu } = await untouched(browser, shop.url, path);
      const still = [];
      const tap = [];
      for (let run = 0; run < runs; run++) {
        still.push(await untouched(browser, shop.url, path));
        tap.push(await tapped(browser, shop.url, path, menu));
      }
      const of = (list, figure) => median(list.map(figure));
      console.log(name);
      console.log(
        `  untouched: first paint ${seconds(of(still, (r) => r.firstPaint))}, largest paint ${seconds(of(still, (r) => r.largestPaint))}, app interactive ${seconds(of(still, (r) => r.interactive))} (${seconds(of(still, (r) => r.interactive - r.firstPaint))} after first paint)`,
      );
      console.log(
        `  tapped at first paint: tap ${seconds(of(tap, (r) => r.tap - r.firstPaint))} after first paint, answered ${seconds(of(tap, (r) => r.answer - r.firstPaint))} after first paint (${seconds(of(tap, (r) => r.answer - r.tap))} after the tap; each run: ${tap.map((r) => seconds(r.answer - r.firstPaint)).join(', ')})\n`,
      );
    }
  } finally {
    await browser.close();
    shop.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
