import type { AsyncLocalStorage } from 'node:async_hooks';
import { createRequire } from 'node:module';

/** The `node:async_hooks` module object itself (not a copy of its exports), so its class can be swapped for a load. */
const asyncHooks = createRequire(__filename)('node:async_hooks') as { AsyncLocalStorage: typeof AsyncLocalStorage };

/** How long after the last render (or the last late run of a storage) the storages are turned off. */
const QUIET_AFTER_MS = 50;

/**
 * The AsyncLocalStorage instances the storefront's renderer makes, turned off while no render is under way.
 *
 * On Node 20 an AsyncLocalStorage, from its first `run`, keeps async hooks on for every promise of the process
 * until it is disabled. React's server renderer (bundled into the renderer) makes one as it loads (its request
 * storage) and runs each render in it, so after the first render (at start) every promise of every request paid
 * for those hooks (what they cost: docs/performance.md).
 * The storages are noted while the renderer loads and turned off QUIET_AFTER_MS after the last render ended (React
 * still runs a storage once, from a setImmediate, after a render's markup is complete; a run while no render is
 * under way waits as long again). The next render's `run` turns them on for its own duration. (Node 22's
 * AsyncContextFrame has no such hooks; disabling is harmless there.)
 */
export class RenderStorages {
  private readonly noted = new Set<AsyncLocalStorage<unknown>>();
  private timer?: NodeJS.Timeout;

  /** `idle()` says whether no render is under way. */
  constructor(private readonly idle: () => boolean) {}

  /** Runs `load`, noting every AsyncLocalStorage made meanwhile (a renderer loaded again adds its new ones). */
  load<T>(load: () => T): T {
    const Original = asyncHooks.AsyncLocalStorage;
    const noted = this.noted;
    const ranWhileIdle = () => {
      if (this.idle()) this.quietSoon();
    };
    class NotedStorage<S> extends Original<S> {
      constructor() {
        super();
        noted.add(this);
      }

      override run<R, A extends unknown[]>(store: S, callback: (...args: A) => R, ...args: A): R {
        try {
          return super.run(store, callback, ...args);
        } finally {
          ranWhileIdle();
        }
      }
    }
    asyncHooks.AsyncLocalStorage = NotedStorage;
    try {
      return load();
    } finally {
      asyncHooks.AsyncLocalStorage = Original;
    }
  }

  /** Turns the storages off QUIET_AFTER_MS from now, if no render is under way then (a render that ends calls it). */
  quietSoon(): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = undefined;
      if (this.idle()) for (const storage of this.noted) storage.disable();
    }, QUIET_AFTER_MS);
    this.timer.unref();
  }

  /** How many storages were noted, and how many are on now (tests). */
  get state(): { noted: number; enabled: number } {
    const enabled = [...this.noted].filter((storage) => (storage as unknown as { enabled?: boolean }).enabled).length;
    return { noted: this.noted.size, enabled };
  }
}
