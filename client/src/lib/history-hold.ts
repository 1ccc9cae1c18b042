/**
 * Lets a page hold back the browser's Back and Forward buttons. BrowserRouter cannot cancel them: it follows
 * each history step (popstate) with a listener of its own, added when it mounts. The listener here is added
 * before that, by `installHistoryHold` as the app starts, so it hears each step first and can keep it from the
 * router (a step held back is then undone by its page, see features/admin/useLeaveGuard.ts).
 */

/** Answers true when the step is held back: the router does not hear of it. */
export type HistoryStepHold = (event: PopStateEvent) => boolean;

let current: HistoryStepHold | null = null;
let installed = false;

/** Adds the window's first popstate listener; called before the router mounts. Once is enough. */
export function installHistoryHold(): void {
  if (installed || typeof window === 'undefined') return;
  installed = true;
  window.addEventListener(
    'popstate',
    (event) => {
      if (current?.(event)) event.stopImmediatePropagation();
    },
    true,
  );
}

/** Asks `hold` about each history step until the returned function is called. */
export function holdHistorySteps(hold: HistoryStepHold): () => void {
  installHistoryHold();
  current = hold;
  return () => {
    if (current === hold) current = null;
  };
}
