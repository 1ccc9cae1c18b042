import { lazy, Suspense } from 'react';
import { useHydrated } from './useHydrated';

/**
 * sonner is not part of the first load: its chunk is asked for when the Toaster first renders (or by an earlier
 * toast) and arrives beside the page's data, without holding up the first paint. A toast asked for before it is
 * there is shown once it is (sonner's Toaster replays the toasts made before it subscribed).
 */
let sonnerModule: Promise<typeof import('sonner')> | undefined;
const loadSonner = () => (sonnerModule ??= import('sonner'));
const Sonner = lazy(() => loadSonner().then((module) => ({ default: module.Toaster })));
const withSonner = (use: (sonner: (typeof import('sonner'))['toast']) => void) => {
  loadSonner().then(
    (module) => use(module.toast),
    (error: unknown) => console.error('Could not load the toasts', error),
  );
};

export type ToastKind = 'default' | 'success' | 'error' | 'loading';

interface ToastOptions {
  /** Milliseconds; defaults by kind: 4 s for default and error, 2 s for success, none while loading. */
  duration?: number;
  /** Optional second line, e.g. the support phone under a failure. */
  detail?: string;
  /** Replaces the toast with this id (e.g. a loading toast turning into a result). */
  id?: number;
}

/** The first reading of the specification's toast timing; the admin area uses ADMIN_TOAST_MS. */
const DEFAULT_DURATION: Record<ToastKind, number> = { default: 4000, error: 4000, success: 2000, loading: Infinity };
export const ADMIN_TOAST_MS = 3000;
const MAX_TOASTS = 20;
const ICONS: Record<ToastKind, string> = { success: '✓', error: '!', loading: '…', default: 'i' };

let nextId = 1;

/**
 * One toast, drawn by us inside sonner's stack (sonner keeps the timing, the stacking, replacing by id, pausing
 * on hover and the Alt+T shortcut): the kind's icon, the message, the optional detail and a dismiss button.
 * Screen readers hear it through sonner's live region and the toast's own role.
 */
function show(kind: ToastKind, message: string, options: ToastOptions = {}) {
  const id = options.id ?? nextId++;
  withSonner((sonner) =>
    sonner.custom(
      () => (
        <div className={`toast toast-${kind}`} role={kind === 'error' ? 'alert' : 'status'}>
          <span className="toast-icon" aria-hidden="true">
            {ICONS[kind]}
          </span>
          <span className="toast-text">
            {message}
            {options.detail && <small>{options.detail}</small>}
          </span>
          <button
            type="button"
            className="toast-close"
            aria-label="Dismiss notification"
            onClick={() => sonner.dismiss(id)}
          >
            ×
          </button>
        </div>
      ),
      { id, duration: options.duration ?? DEFAULT_DURATION[kind] },
    ),
  );
  return id;
}

/** Toast notifications with the specification's texts (sonner underneath); at most 20 are shown at once. */
export const toast = Object.assign((message: string, options?: ToastOptions) => show('default', message, options), {
  success: (message: string, options?: ToastOptions) => show('success', message, options),
  error: (message: string, options?: ToastOptions) => show('error', message, options),
  loading: (message: string, options?: ToastOptions) => show('loading', message, options),
  dismiss: (id: number) => withSonner((sonner) => sonner.dismiss(id)),
});

/** The toasts at the top centre, just below the sticky header, all shown (not collapsed into a pile). */
export function Toaster() {
  // Only in the browser, after hydration: the server renders no toasts and sonner's chunk stays out of the first load.
  if (!useHydrated()) return null;
  return (
    <Suspense fallback={null}>
      <Sonner
        position="top-center"
        expand
        visibleToasts={MAX_TOASTS}
        offset={{ top: 'calc(var(--header-height, 0px) + 0.5rem)' }}
        mobileOffset={{ top: 'calc(var(--header-height, 0px) + 0.5rem)', left: '0.75rem', right: '0.75rem' }}
        gap={8}
        toastOptions={{ unstyled: true, className: 'toast-slot' }}
      />
    </Suspense>
  );
}
