import { startTransition, useCallback, useOptimistic } from 'react';
import { useSearchParams } from 'react-router-dom';

type ParamChanges = Record<string, string | number | null | undefined>;

/**
 * A page's settings (tab, filters, search, sort, page) kept in the URL's query, so that Back and Forward bring them
 * back: `params` is read on every render, `update` writes changes (empty or null removes a key, so defaults stay out
 * of the URL), as a new history entry unless `replace`. The router moves to a new URL in a transition; until it has,
 * `params` already holds the change, so a control shows it at once (a ticked box stays ticked) and a second change
 * made meanwhile keeps the first.
 */
export function useUrlParams() {
  const [committed, setParams] = useSearchParams();
  const [params, show] = useOptimistic(committed);
  const update = useCallback(
    (changes: ParamChanges, options: { replace?: boolean } = {}) =>
      startTransition(() => {
        const next = new URLSearchParams(params);
        for (const [key, value] of Object.entries(changes)) {
          if (value === null || value === undefined || value === '') next.delete(key);
          else next.set(key, String(value));
        }
        show(next);
        setParams(next, options);
      }),
    [params, setParams, show],
  );
  return [params, update] as const;
}

/** The page number in the URL's `page`: a whole number from 1, else 1. */
export function pageParam(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page >= 1 ? page : 1;
}
