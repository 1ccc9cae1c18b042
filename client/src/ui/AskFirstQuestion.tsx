import type { KeyboardEvent, ReactNode, RefObject } from 'react';

/**
 * The question a destructive button asks (see useAskFirst): the question, the destructive answer and the safe
 * one, which takes the focus; Escape on either keeps things as they are.
 */
export function AskFirstQuestion({
  id,
  keepRef,
  keepOnEscape,
  onKeep,
  question,
  yesLabel,
  keepLabel,
  onYes,
  busy,
  small = false,
  keepWaitsWhileBusy = false,
  actionsClassName,
}: {
  id: string;
  /** From useAskFirst: the safe answer's ref, its Escape handler, and closing the question. */
  keepRef: RefObject<HTMLButtonElement | null>;
  keepOnEscape: (event: KeyboardEvent) => void;
  onKeep: () => void;
  question: ReactNode;
  yesLabel: string;
  keepLabel: string;
  onYes: () => void;
  /** A decision under way: the destructive answer waits for it. */
  busy: boolean;
  small?: boolean;
  /** The safe answer waits for a decision under way too (the customer's page). */
  keepWaitsWhileBusy?: boolean;
  actionsClassName: string;
}) {
  const size = small ? ' btn-sm' : '';
  return (
    <div className="decline-check" role="group" aria-labelledby={id}>
      <p id={id}>{question}</p>
      <div className={actionsClassName}>
        <button
          type="button"
          className={`btn btn-danger${size}`}
          disabled={busy}
          onClick={onYes}
          onKeyDown={keepOnEscape}
        >
          {yesLabel}
        </button>
        <button
          ref={keepRef}
          type="button"
          disabled={keepWaitsWhileBusy && busy}
          className={`btn btn-outline${size}`}
          onClick={onKeep}
          onKeyDown={keepOnEscape}
        >
          {keepLabel}
        </button>
      </div>
    </div>
  );
}
