import { useSyncExternalStore } from 'react';

/**
 * Whether a CSS media query matches now; follows changes (resizes, reduced-motion switches). False on the server
 * and while hydrating (the phone-first view the server renders), the browser's answer right after.
 */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}
