import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import {
  Browser,
  BrowserContext,
  BrowserContextOptions,
  CDPSession,
  chromium,
  Disposable,
  Page,
  Request,
} from 'playwright-core';
import { TestShop } from '../../support/test-shop';

const ROOT = join(__dirname, '..', '..', '..');
/** The built client; BROWSER_CLIENT_DIR points elsewhere (a build made with CLIENT_OUT_DIR). */
const CLIENT_DIR = process.env.BROWSER_CLIENT_DIR ?? join(ROOT, 'client', 'dist');
const SCREENSHOT_DIR = join(ROOT, 'test', 'browser', 'screenshots');
const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // A test's page lives seconds: what V8's optimising tiers (Sparkplug, Maglev, TurboFan) compile is hardly run again.
  // Its interpreter alone costs the renderers less CPU a page (docs/performance.md); the pages behave the same.
  '--js-flags=--no-opt,--no-maglev,--no-sparkplug',
];

export const PHONE = { width: 375, height: 740 };

/** Waits until the shop's client has rendered or hydrated the page (client/src/app/App.tsx marks it); other pages pass at once. */
const waitForInteractive = (page: Page) =>
  page.waitForFunction(
    () => !document.getElementById('root') || document.documentElement.dataset.interactive === 'true',
    null,
    { polling: 50 },
  );
export const DESKTOP = { width: 1280, height: 800 };

/**
 * A mid-range phone as Lighthouse's mobile preset models one: the CPU 4 times slower, a 150 ms round trip,
 * 1.6 Mbps down and 750 kbps up, applied by Chromium itself (DevTools protocol).
 */
export const PHONE_PROFILE = { cpuSlowdown: 4, roundTripMs: 150, downloadKbps: 1.6 * 1024, uploadKbps: 750 };

/**
 * A real shop (Nest app, embedded engine, the built React client from client/dist) and a real Chromium
 * (/usr/bin/chromium, or CHROMIUM_PATH) driven by playwright-core. `npm test` builds the client first.
 */
export class BrowserShop {
  private contexts: BrowserContext[] = [];
  /** What each open page went through, told when a test fails (see `report`). */
  private journals = new Map<Page, string[]>();
  private readonly report = () => this.reportPages();
  /** newPage's pages handed out since the last closePages (made ready then for the next test; see readyPages). */
  private pagesInUse = new Map<Page, KeptPage>();

  private constructor(
    readonly shop: TestShop,
    readonly browser: Browser,
  ) {
    failureListeners().add(this.report);
  }

  static async start(env: NodeJS.ProcessEnv = {}): Promise<BrowserShop> {
    if (!existsSync(join(CLIENT_DIR, 'index.html')))
      throw new Error('client/dist is missing: run `npm run build:client` (npm test does it first)');
    const shop = await TestShop.start({ clientDir: CLIENT_DIR }, env);
    try {
      return new BrowserShop(shop, await sharedBrowser());
    } catch (error) {
      await shop.stop();
      throw error;
    }
  }

  get baseUrl() {
    return this.shop.baseUrl;
  }

  /** The address the shop's own links carry (no PUBLIC_URL in the tests): localhost on the shop's port. */
  get linkAddress() {
    return `http://localhost:${new URL(this.shop.baseUrl).port}`;
  }

  /**
   * A page like a new visitor's, at the given viewport, clipboard allowed: no cookies, storage or cache of an earlier
   * test. A page an earlier test used (of this suite or one before it in this process) is made so (closePages) and
   * handed out again, unless `firstVisit`:
   * Chromium then starts a renderer anew, with nothing in memory of the shop's scripts and pictures. A new context and
   * renderer cost Chromium more CPU than most tests' own steps (docs/performance.md).
   */
  async newPage(
    viewport: { width: number; height: number } = DESKTOP,
    { firstVisit = false }: { firstVisit?: boolean } = {},
  ): Promise<Page> {
    const ready = firstVisit ? undefined : readyPage(this.browser);
    const kept = ready ?? (await this.keptPage(viewport));
    kept.baseUrl = this.baseUrl;
    this.pagesInUse.set(kept.page, kept);
    if (ready) {
      await ready.page.setViewportSize(viewport);
      this.keepJournal(ready.page);
    }
    return kept.page;
  }

  /**
   * A new page of newPage's: in a context of its own with no base URL (its goto goes to the shop of the suite that has
   * it), its loads waiting for the app, what a test adds noted.
   */
  private async keptPage(viewport: { width: number; height: number }): Promise<KeptPage> {
    const page = await this.freshPage({ viewport, baseURL: undefined });
    const kept: KeptPage = {
      page,
      baseUrl: this.baseUrl,
      devtools: await page.context().newCDPSession(page),
      added: [],
      reusable: true,
    };
    // A storefront page arrives rendered by the server and answers input once the client has taken it over
    // (hydrated, see client/src/main.tsx): every load waits for that, as a shopper waits for the page to respond.
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (url, options) => {
      const answer = await goto(new URL(url, kept.baseUrl).toString(), options);
      await waitForInteractive(page);
      return answer;
    };
    page.reload = async (...args) => {
      const answer = await reload(...args);
      await waitForInteractive(page);
      return answer;
    };
    // What a test adds to its page is taken away before the next test gets it; what cannot be is not handed out again.
    for (const name of ['addInitScript', 'exposeBinding', 'exposeFunction'] as const) {
      const expose = (page[name] as (...args: unknown[]) => Promise<Disposable>).bind(page);
      page[name] = (async (...args: unknown[]) => {
        const added = await expose(...args);
        kept.added.push(added);
        return added;
      }) as never;
    }
    const notAgain = <T extends object>(owner: T, names: Array<keyof T>) => {
      for (const name of names) {
        const method = (owner[name] as (...args: unknown[]) => unknown).bind(owner);
        owner[name] = ((...args: unknown[]) => {
          kept.reusable = false;
          return method(...args);
        }) as T[keyof T];
      }
    };
    notAgain(page, ['setExtraHTTPHeaders', 'emulateMedia', 'addLocatorHandler']);
    notAgain(page.clock, ['install', 'setFixedTime', 'setSystemTime', 'pauseAt']);
    notAgain(page.context(), [
      'addCookies',
      'addInitScript',
      'exposeBinding',
      'exposeFunction',
      'grantPermissions',
      'clearPermissions',
      'setExtraHTTPHeaders',
      'setGeolocation',
      'setOffline',
      'setHTTPCredentials',
    ]);
    return kept;
  }

  /**
   * Makes a page of a finished test like a new visitor's for the next one: the app left (so nothing of it runs on),
   * the test's routes, scripts, listeners and other tabs gone, the shop's cookies, storage and the HTTP cache
   * cleared. Answers false when that could not be done (the page is then closed).
   */
  private async makeReady(kept: KeptPage): Promise<boolean> {
    const { page, devtools, added } = kept;
    if (!kept.reusable || page.isClosed()) return false;
    try {
      const context = page.context();
      await page.removeAllListeners(undefined, { behavior: 'ignoreErrors' });
      await page.unrouteAll({ behavior: 'ignoreErrors' });
      await context.unrouteAll({ behavior: 'ignoreErrors' });
      for (const other of context.pages()) if (other !== page) await other.close();
      for (const script of added.splice(0)) await script.dispose();
      await page.goto('/robots.txt', { waitUntil: 'commit' });
      await page.evaluate(() => {
        localStorage.clear();
        sessionStorage.clear();
      });
      await context.clearCookies();
      await devtools.send('Network.clearBrowserCache');
      page.setDefaultTimeout(ACTION_MS);
      page.setDefaultNavigationTimeout(NAVIGATION_MS);
      return true;
    } catch {
      return false;
    }
  }

  /**
   * A fresh page on a mid-range phone (PHONE, touch, PHONE_PROFILE's slower CPU and network). Unlike newPage's,
   * its goto does not wait for the app: a journey on it acts on the page as soon as the page shows.
   */
  async newThrottledPhonePage(): Promise<Page> {
    const page = await this.freshPage({ viewport: PHONE, hasTouch: true, isMobile: true });
    const devtools = await page.context().newCDPSession(page);
    await devtools.send('Emulation.setCPUThrottlingRate', { rate: PHONE_PROFILE.cpuSlowdown });
    await devtools.send('Network.enable');
    await devtools.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: PHONE_PROFILE.roundTripMs,
      downloadThroughput: (PHONE_PROFILE.downloadKbps * 1024) / 8,
      uploadThroughput: (PHONE_PROFILE.uploadKbps * 1024) / 8,
    });
    page.setDefaultTimeout(60_000);
    page.setDefaultNavigationTimeout(60_000);
    return page;
  }

  private async freshPage(options: BrowserContextOptions): Promise<Page> {
    const context = await this.browser.newContext({
      baseURL: this.baseUrl,
      ...options,
      permissions: ['clipboard-read', 'clipboard-write'],
    });
    this.contexts.push(context);
    const page = await context.newPage();
    page.setDefaultTimeout(ACTION_MS);
    page.setDefaultNavigationTimeout(NAVIGATION_MS);
    // Kept in every document of the page: the spinners it showed, for a failure report.
    await page.addInitScript(noteSpinners);
    this.keepJournal(page);
    // Playwright's waitForFunction asks every animation frame by default, which keeps the page drawing frames while
    // it waits (several times the CPU of a page at rest, and frames taken from a throttled page's own work): every
    // 50 ms instead, unless a test asks otherwise.
    const waitForFunction = page.waitForFunction.bind(page) as (...args: unknown[]) => Promise<unknown>;
    page.waitForFunction = ((fn: unknown, arg?: unknown, options?: { polling?: number | 'raf' }) =>
      waitForFunction(fn, arg, { polling: 50, ...options })) as Page['waitForFunction'];
    return page;
  }

  /** Signs in through the API and stores the session the way the client does, before the app loads. */
  async signIn(page: Page, email: string, password: string) {
    const answer = await this.shop.post('/api/v1/auth/login', { email, password });
    if (answer.status !== 200) throw new Error(`login failed: ${answer.status}`);
    const { token, user } = answer.body.data;
    const sessionUser = {
      id: user._id ?? user.id,
      name: user.name,
      email: user.email,
      phone: user.phone,
      address: user.address ?? '',
      role: user.role,
      isBlocked: user.isBlocked,
      createdAt: user.createdAt,
    };
    // The shop's origin without starting the app (a text file): the app the test opens next starts signed in.
    await page.goto('/robots.txt');
    await page.evaluate(
      ([t, u]) => {
        localStorage.setItem('volt.token', t);
        localStorage.setItem('volt.user', u);
      },
      [token, JSON.stringify(sessionUser)],
    );
    return token as string;
  }

  /** A GraphQL answer's data, failing the test when the API answers errors. */
  async graphqlData<T = any>(query: string, variables?: Record<string, unknown>, token?: string): Promise<T> {
    const answer = await this.shop.graphql<T>(query, variables, token);
    if (answer.errors) throw new Error(`GraphQL errors: ${JSON.stringify(answer.errors)}`);
    return answer.data;
  }

  /**
   * With SCREENSHOTS=1 (`npm run test:screenshots`), saves a full-page screenshot under test/browser/screenshots
   * (git-ignored) for people to look at, once every picture (lazy ones too) has loaded. Otherwise does nothing: a
   * screenshot checks nothing, and the pictures, the full-page layout and the PNG cost CPU in every run.
   */
  async screenshot(page: Page, name: string) {
    if (process.env.SCREENSHOTS !== '1') return;
    await page.evaluate(async () => {
      const images = [...document.images];
      for (const image of images) image.loading = 'eager';
      await Promise.all(images.map((image) => image.decode().catch(() => undefined)));
    });
    await mkdir(SCREENSHOT_DIR, { recursive: true });
    await page.screenshot({ path: join(SCREENSHOT_DIR, `${name}.png`), fullPage: true });
  }

  /**
   * Ends every page opened so far, for a suite's afterEach: newPage's are made ready for the next test (leaving the
   * app: a page left on it, say the home page with its turning carousel, would keep drawing through the tests after
   * it), the others closed with their contexts (a throttled phone page keeps loading and running its scripts).
   */
  async closePages() {
    this.journals.clear();
    const used = [...this.pagesInUse.values()];
    this.pagesInUse.clear();
    const ready = new Set<BrowserContext>();
    for (const kept of used)
      if (await this.makeReady(kept)) {
        readyPages().push(kept);
        ready.add(kept.page.context());
      }
    const opened = new Set([...this.contexts, ...used.map((kept) => kept.page.context())]);
    const close = [...opened].filter((context) => !ready.has(context));
    this.contexts = [];
    for (const context of close) await context.close().catch(() => undefined);
  }

  /** Ends the suite's pages (see closePages) and stops its shop; the Chromium stays for the next suite of this jest process. */
  async stop() {
    failureListeners().delete(this.report);
    await this.closePages();
    await this.shop.stop();
  }

  /**
   * Says the page's script errors at once, and notes what a page goes through that a failing test's error does not say: where it went, the API's answers
   * (each GraphQL operation by name, with a mutation's errors), failed requests, the console's errors and warnings.
   */
  private keepJournal(page: Page) {
    const journal: string[] = [];
    this.journals.set(page, journal);
    const since = Date.now();
    const note = (line: string) => {
      journal.push(`${String(Date.now() - since).padStart(6)} ms  ${line}`);
      if (journal.length > JOURNAL_LINES) journal.shift();
    };
    page.on('pageerror', (error) => console.error(`[browser] ${error.message}`));
    page.on('framenavigated', (frame) => frame === page.mainFrame() && note(`at ${frame.url()}`));
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning')
        note(`console ${message.type()}: ${message.text()}`);
    });
    page.on('requestfailed', (request) =>
      note(`failed ${request.method()} ${request.url()}: ${request.failure()?.errorText}`),
    );
    page.on('request', (request) => {
      const operation = graphqlOperation(request);
      if (operation?.mutation) note(`sent mutation ${operation.name}`);
    });
    page.on('response', (response) => {
      const request = response.request();
      const operation = graphqlOperation(request);
      if (operation) {
        if (!operation.mutation) return note(`${response.status()} ${operation.name}`);
        response.text().then(
          (text) =>
            note(
              `${response.status()} mutation ${operation.name}${/"errors"/.test(text) ? `: ${text.slice(0, 300)}` : ''}`,
            ),
          () => note(`${response.status()} mutation ${operation.name}`),
        );
      } else if (response.status() >= 400)
        note(`${response.status()} ${request.method()} ${new URL(request.url()).pathname}`);
    });
  }

  /** For a failing test: each open page's address, its toasts and alerts as shown, and its journal. */
  private async reportPages() {
    for (const [page, journal] of this.journals) {
      if (page.isClosed()) continue;
      const state = await Promise.race([
        page
          .evaluate(() => {
            const focused = document.activeElement;
            return {
              spinners: (window as { spinnersShown?: string[] }).spinnersShown ?? [],
              shown: [...document.querySelectorAll('[role="status"], [role="alert"]')]
                .map((element) => (element as HTMLElement).innerText.trim())
                .filter(Boolean),
              focused: focused
                ? `${focused.tagName.toLowerCase()}${focused.id ? `#${focused.id}` : ''} ${JSON.stringify((focused as HTMLInputElement).value ?? focused.textContent?.slice(0, 60))}`
                : 'nothing',
            };
          })
          .catch(() => NO_ANSWER),
        new Promise<typeof NO_ANSWER>((resolve) => setTimeout(() => resolve(NO_ANSWER), 2_000)),
      ]);
      console.error(
        [
          `[browser] a page of the failed test, at ${page.url()}`,
          `  shown (status, alert): ${state.shown.map((text) => JSON.stringify(text)).join(', ') || 'nothing'}`,
          `  focused: ${state.focused}`,
          `  spinners shown by this document (ms from its start): ${state.spinners.join('; ') || 'none'}`,
          ...journal.map((line) => `  ${line}`),
        ].join('\n'),
      );
    }
  }
}

/**
 * Runs in every document of a page (an init script): keeps the last spinners the document showed, with when, in
 * `window.spinnersShown`. A spinner shown again after the page had loaded tells a failure report that the page (or a
 * part of it, with what was typed and opened there) was drawn anew, or its data loaded again.
 */
function noteSpinners() {
  const start = performance.now();
  const shown: string[] = [];
  (window as { spinnersShown?: string[] }).spinnersShown = shown;
  new MutationObserver((records) => {
    for (const record of records)
      for (const node of record.addedNodes) {
        if (!(node instanceof Element)) continue;
        const spinners = node.matches('.spinner-wrap') ? [node] : node.querySelectorAll('.spinner-wrap');
        for (const spinner of spinners)
          shown.push(`${Math.round(performance.now() - start)} ms ${spinner.textContent}`);
        if (shown.length > 30) shown.splice(0, shown.length - 30);
      }
  }).observe(document, { childList: true, subtree: true });
}

/** A GraphQL request's operation name and whether it is a mutation; undefined for any other request. */
function graphqlOperation(request: Request): { name: string; mutation: boolean } | undefined {
  if (request.method() !== 'POST' || new URL(request.url()).pathname !== '/graphql') return undefined;
  const body = request.postData() ?? '';
  return {
    name: /"operationName":"(\w+)"/.exec(body)?.[1] ?? 'unnamed operation',
    mutation: /"query":"mutation/.test(body),
  };
}

/** A page of newPage's, what its test added to it, and whether it may be handed out again (see makeReady). */
interface KeptPage {
  page: Page;
  /** The shop of the suite that has it: where a path its goto is given leads. */
  baseUrl: string;
  /** The page's DevTools session: clears the HTTP cache. */
  devtools: CDPSession;
  /** Init scripts and exposed functions a test added. */
  added: Disposable[];
  reusable: boolean;
}

/** How long a page's action (a click, a wait for text) and a load may take. */
const ACTION_MS = 10_000;
/** A load waits for every picture of the page, which the shop may be drawing for the first time in the run; on a machine whose other core is busy that passed 10 s. */
const NAVIGATION_MS = 30_000;

/** A failure report's page state when the page does not answer (closed, or busy for 2 s). */
const NO_ANSWER: { spinners: string[]; shown: string[]; focused: string } = {
  spinners: [],
  shown: [],
  focused: '(the page did not answer)',
};

/** The lines of a page's journal kept: the last ones. */
const JOURNAL_LINES = 60;

/** Listeners told when a test fails, before its pages close (test/support/runner/time-limits.mjs). */
const failureListeners = () =>
  ((globalThis as { [key: symbol]: Set<() => unknown> | undefined })[Symbol.for('shop.tests.onFailure')] ??= new Set());

/** This process's Chromium, kept where jest's global teardown finds it (test/support/global-teardown.js). */
const shared = globalThis as { [key: symbol]: Promise<Browser> | undefined };
const SHARED_CHROMIUM = Symbol.for('shop.tests.chromium');

/** newPage's pages made ready by this process's suites so far (jest-light-runner keeps this module between them). */
const readyPages = () =>
  ((globalThis as { [key: symbol]: KeptPage[] | undefined })[Symbol.for('shop.tests.readyPages')] ??= []);

/** A ready page of `browser`'s, if any; pages of a Chromium that has gone are dropped. */
function readyPage(browser: Browser): KeptPage | undefined {
  const pages = readyPages();
  for (let kept = pages.pop(); kept; kept = pages.pop())
    if (!kept.page.isClosed() && kept.page.context().browser() === browser) return kept;
  return undefined;
}

/**
 * One Chromium for every browser suite a jest process runs (jest-light-runner keeps this module loaded between
 * suites): a launch costs about as much CPU as four page loads. Its pages are handed from test to test, made like a
 * new visitor's in between (BrowserShop.newPage). A Chromium that has gone is launched again. It
 * ends with its jest worker (Playwright closes it when the process exits) or, in one band, at jest's global teardown.
 */
function sharedBrowser(): Promise<Browser> {
  const launched = (shared[SHARED_CHROMIUM] ??= chromium
    .launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_FLAGS })
    .then((browser) => browser.on('disconnected', () => delete shared[SHARED_CHROMIUM])));
  // A launch that failed is tried again by the next suite.
  launched.catch(() => delete shared[SHARED_CHROMIUM]);
  return launched;
}
