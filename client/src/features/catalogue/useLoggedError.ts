import { useEffect } from 'react';

/** Storefront list loads that fail are logged; the page then shows an empty list. */
export function useLoggedError(error: unknown, what: string) {
  useEffect(() => {
    if (error) console.error(`Could not load ${what}`, error);
  }, [error, what]);
}
