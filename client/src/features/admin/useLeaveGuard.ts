import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';

/** The shop path a plain click on this link would open, when it leaves `here`; else undefined. */
function leavingPath(event: MouseEvent, here: string): string | undefined {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
    return undefined;
  const link = (event.target as Element | null)?.closest?.('a[href]');
  if (!(link instanceof HTMLAnchorElement) || (link.target && link.target !== '_self') || link.hasAttribute('download'))
    return undefined;
  const url = new URL(link.href);
  if (url.origin !== window.location.origin || url.pathname === here) return undefined;
  return url.pathname + url.search + url.hash;
}

/**
 * While `unsaved`, leaving the page asks first: a link to another page of the shop is held back until the
 * person chooses (`pending` is where it leads; `leave` goes there, `stay` forgets it), and closing or reloading
 * the tab gets the browser's own question (beforeunload). The browser's Back button is not held back: the
 * shop's router (BrowserRouter) cannot cancel it.
 */
export function useLeaveGuard(unsaved: boolean) {
  const navigate = useNavigate();
  const [pending, setPending] = useState<string | null>(null);

  useEffect(() => {
    if (!unsaved) return;
    const here = window.location.pathname;
    const onClick = (event: MouseEvent) => {
      const path = leavingPath(event, here);
      if (!path) return;
      // Before the router's own link handler (capture on the document runs first): the link does nothing yet.
      event.preventDefault();
      event.stopPropagation();
      setPending(path);
    };
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    document.addEventListener('click', onClick, true);
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      document.removeEventListener('click', onClick, true);
      window.removeEventListener('beforeunload', onBeforeUnload);
    };
  }, [unsaved]);

  const stay = useCallback(() => setPending(null), []);
  const leave = useCallback(() => {
    if (pending) void navigate(pending);
    setPending(null);
  }, [navigate, pending]);
  return { pending, stay, leave };
}
