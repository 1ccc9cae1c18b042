import { KeyboardEvent, useEffect, useRef, useState } from 'react';

/**
 * A destructive button that asks once more before it acts (cancel an order, decline it): while asking, the focus
 * is on the safe answer (`keepRef`); Escape on the question's buttons (`keepOnEscape`) or the safe answer closes
 * the question, and the focus goes back to the button that asked (`askRef`).
 */
export function useAskFirst() {
  const [asking, setAsking] = useState(false);
  const keepRef = useRef<HTMLButtonElement>(null);
  const askRef = useRef<HTMLButtonElement>(null);
  const asked = useRef(false);
  useEffect(() => {
    if (asking) keepRef.current?.focus();
    else if (asked.current) askRef.current?.focus();
    asked.current = asking;
  }, [asking]);
  const keepOnEscape = (event: KeyboardEvent) => {
    if (event.key === 'Escape') setAsking(false);
  };
  return { asking, setAsking, keepRef, askRef, keepOnEscape };
}
