import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False while the server renders a page and while the browser hydrates that markup, true from then on (and at
 * once in a page the browser renders itself). What only the browser knows (local storage, media queries, the
 * toasts) waits for it, so the first client render is the server's and hydration never mismatches.
 */
export const useHydrated = () =>
  useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
