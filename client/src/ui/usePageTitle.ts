import { useEffect } from 'react';

/** Sets the browser tab's title while the page is shown and restores the previous one afterwards. */
export function usePageTitle(title: string) {
  useEffect(() => {
    const previous = document.title;
    document.title = title;
    return () => {
      document.title = previous;
    };
  }, [title]);
}
