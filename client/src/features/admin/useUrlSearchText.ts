import { useEffect, useRef, useState } from 'react';
import { SEARCH_DEBOUNCE_MS } from './admin-constants';
import { useDebouncedValue } from './useDebouncedValue';

/**
 * A search box bound to the URL's search: what is typed reaches the URL once it has stopped changing for
 * 500 ms (through `commit`), and the box follows the URL when Back or Forward changes it.
 */
export function useUrlSearchText(urlSearch: string, commit: (search: string) => void) {
  const [text, setText] = useState(urlSearch);
  const [shown, setShown] = useState(urlSearch);
  // Back or Forward moved the URL: the box shows its search (adjusted while rendering, not in an effect).
  if (shown !== urlSearch) {
    setShown(urlSearch);
    setText(urlSearch);
  }
  const settled = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const committed = useRef(settled);
  useEffect(() => {
    // Only a newly settled text is written: a URL changed by Back is never overwritten by the old text.
    if (settled === committed.current) return;
    committed.current = settled;
    if (settled !== urlSearch) commit(settled);
  }, [settled, urlSearch, commit]);
  return [text, setText] as const;
}
