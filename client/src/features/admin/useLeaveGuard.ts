import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { holdHistorySteps } from '../../lib/history-hold';

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

/** The router's place of a history entry (BrowserRouter numbers the entries it makes, `idx`); else undefined. */
function entryIndex(state: unknown): number | undefined {
  const idx = (state as { idx?: unknown } | null)?.idx;
  return typeof idx === 'number' ? idx : undefined;
}

/**
 * While `unsaved`, leaving the page asks first: a link to another page of the shop, or the browser's Back (or
 * Forward) button, is held back until the person chooses (`pending` is where it leads; `leave` goes there, `stay`
 * forgets it), and closing or reloading the tab gets the browser's own question (beforeunload).
 *
 * Back cannot be cancelled, so it is undone: the guard hears the step (popstate) before the router does
 * (lib/history-hold.ts), keeps it from the router, whose page and place in the history stay as they are, and steps
 * the browser back to this page (`history.go`), whose return it keeps from the router too. `leave` then takes the same step again, letting the
 * router follow it. Back to a page loaded by a full page load is the browser's own question (beforeunload).
 */
export function useLeaveGuard(unsaved: boolean) {
  const navigate = useNavigate();
  const [pending, setPending] = useState<string | null>(null);
  /** For a held-back Back or Forward: the history steps `leave` takes; undefined for a link. */
  const steps = useRef<number | undefined>(undefined);
  /** Set by `leave` after Back: the router follows the steps from here on. */
  const letThrough = useRef(false);

  useEffect(() => {
    if (!unsaved) return;
    letThrough.current = false;
    const here = window.location.pathname;
    const hereUrl = window.location.pathname + window.location.search + window.location.hash;
    const hereState: unknown = window.history.state;
    const hereIndex = entryIndex(hereState);
    const onClick = (event: MouseEvent) => {
      const path = leavingPath(event, here);
      if (!path) return;
      // Before the router's own link handler (capture on the document runs first): the link does nothing yet.
      event.preventDefault();
      event.stopPropagation();
      steps.current = undefined;
      setPending(path);
    };
    const onHistoryStep = (event: PopStateEvent) => {
      if (letThrough.current) return false;
      const index = entryIndex(event.state);
      if (hereIndex !== undefined && index === hereIndex) return true; // the step back to this page
      const path = window.location.pathname + window.location.search + window.location.hash;
      if (hereIndex === undefined || index === undefined) {
        // An entry the router did not number: this page comes back as a new entry after it.
        window.history.pushState(hereState, '', hereUrl);
        steps.current = -1;
      } else {
        steps.current = index - hereIndex;
        window.history.go(-steps.current);
      }
      setPending(path);
      return true;
    };
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    document.addEventListener('click', onClick, true);
    const release = holdHistorySteps(onHistoryStep);
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      document.removeEventListener('click', onClick, true);
      release();
      window.removeEventListener('beforeunload', onBeforeUnload);
    };
  }, [unsaved]);

  const stay = useCallback(() => {
    steps.current = undefined;
    setPending(null);
  }, []);
  const leave = useCallback(() => {
    if (steps.current !== undefined) {
      letThrough.current = true;
      window.history.go(steps.current);
    } else if (pending) void navigate(pending);
    steps.current = undefined;
    setPending(null);
  }, [navigate, pending]);
  return { pending, stay, leave };
}
