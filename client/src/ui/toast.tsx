import { useSyncExternalStore } from 'react';

export type ToastKind = 'default' | 'success' | 'error' | 'loading';

export interface Toast {
  id: number;
  kind: ToastKind;
  message: string;
  /** Optional second line, e.g. the support phone under a failure. */
  detail?: string;
}

interface ToastOptions {
  /** Milliseconds; defaults by kind: 4 s for default and error, 2 s for success, none while loading. */
  duration?: number;
  detail?: string;
  /** Replaces the toast with this id (e.g. a loading toast turning into a result). */
  id?: number;
}

/** The first reading of the specification's toast timing; the admin area uses ADMIN_TOAST_MS. */
const DEFAULT_DURATION: Record<ToastKind, number | null> = { default: 4000, error: 4000, success: 2000, loading: null };
export const ADMIN_TOAST_MS = 3000;
const MAX_TOASTS = 20;

let toasts: Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const timers = new Map<number, ReturnType<typeof setTimeout>>();

function emit() {
  for (const listener of listeners) listener();
}

function dismiss(id: number) {
  clearTimeout(timers.get(id));
  timers.delete(id);
  toasts = toasts.filter((toast) => toast.id !== id);
  emit();
}

function show(kind: ToastKind, message: string, options: ToastOptions = {}) {
  const id = options.id ?? nextId++;
  const entry: Toast = { id, kind, message, detail: options.detail };
  const others = toasts.filter((toast) => toast.id !== id);
  toasts = [...others, entry].slice(-MAX_TOASTS);
  clearTimeout(timers.get(id));
  const duration = options.duration ?? DEFAULT_DURATION[kind];
  if (duration !== null) timers.set(id, setTimeout(() => dismiss(id), duration));
  emit();
  return id;
}

/** Toast notifications with the specification's texts; at most 20 are held at once. */
export const toast = Object.assign((message: string, options?: ToastOptions) => show('default', message, options), {
  success: (message: string, options?: ToastOptions) => show('success', message, options),
  error: (message: string, options?: ToastOptions) => show('error', message, options),
  loading: (message: string, options?: ToastOptions) => show('loading', message, options),
  dismiss,
});

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Renders the toasts at the top centre of the screen; screen readers hear them through live regions. */
export function Toaster() {
  const current = useSyncExternalStore(subscribe, () => toasts);
  return (
    <div className="toaster" aria-live="polite">
      {current.map((item) => (
        <div key={item.id} className={`toast toast-${item.kind}`} role={item.kind === 'error' ? 'alert' : 'status'}>
          <span className="toast-icon" aria-hidden="true">
            {item.kind === 'success' ? '✓' : item.kind === 'error' ? '!' : item.kind === 'loading' ? '…' : 'i'}
          </span>
          <span className="toast-text">
            {item.message}
            {item.detail && <small>{item.detail}</small>}
          </span>
          <button type="button" className="toast-close" aria-label="Dismiss notification" onClick={() => dismiss(item.id)}>
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
