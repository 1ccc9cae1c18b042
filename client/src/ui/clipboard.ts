import { toast } from './toast';

/**
 * How a copy went: 'copied' (the text is on the clipboard), 'selected' (the browser refused, the text shown on
 * the page is selected for the visitor to copy with Ctrl+C), 'failed' (nothing shown to select).
 */
export type CopyOutcome = 'copied' | 'selected' | 'failed';

/** What the caller says when the browser refused and the text is selected instead. */
export const PRESS_TO_COPY = 'Press Ctrl+C to copy';

function selectContents(element: HTMLElement) {
  if (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement) {
    element.focus({ preventScroll: true });
    element.select();
    return;
  }
  const range = document.createRange();
  range.selectNodeContents(element);
  const selection = window.getSelection();
  selection?.removeAllRanges();
  selection?.addRange(range);
}

function execCopy(): boolean {
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  }
}

/**
 * Copies `text`, for every Copy button. `navigator.clipboard` first; it is missing on a plain http address (not a
 * secure context) and may be refused, so then the text is selected and copied with `document.execCommand('copy')`:
 * the element that shows it (`shown`) when there is one, else a read-only field kept off screen for the moment.
 * When that fails too, the shown text stays selected so that Ctrl+C copies it ('selected'); without one, 'failed'.
 */
export async function copyText(text: string, shown?: HTMLElement | null): Promise<CopyOutcome> {
  if (typeof navigator !== 'undefined' && navigator.clipboard?.writeText) {
    try {
      await navigator.clipboard.writeText(text);
      return 'copied';
    } catch {
      // Refused (no permission, the document not focused): the older way below.
    }
  }
  if (typeof document === 'undefined') return 'failed';
  const focused = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  const showsText = shown?.textContent?.trim() === text.trim() ? shown : null;
  if (showsText) {
    selectContents(showsText);
    if (execCopy()) {
      window.getSelection()?.removeAllRanges();
      focused?.focus({ preventScroll: true });
      return 'copied';
    }
    return 'selected';
  }
  const field = document.createElement('textarea');
  field.value = text;
  field.readOnly = true;
  field.setAttribute('aria-hidden', 'true');
  field.style.position = 'fixed';
  field.style.top = '0';
  field.style.left = '-9999px';
  field.style.opacity = '0';
  document.body.append(field);
  selectContents(field);
  const copied = execCopy();
  field.remove();
  focused?.focus({ preventScroll: true });
  if (copied) return 'copied';
  return 'failed';
}

/** copyText, then says how it went: the caller's words when copied or failed, 'Press Ctrl+C to copy' when selected. */
export async function copyAndSay(
  text: string,
  words: { copied: string; failed: string },
  shown?: HTMLElement | null,
): Promise<CopyOutcome> {
  const outcome = await copyText(text, shown);
  if (outcome === 'copied') toast.success(words.copied);
  else if (outcome === 'selected') toast(PRESS_TO_COPY);
  else toast.error(words.failed);
  return outcome;
}
