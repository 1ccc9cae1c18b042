import { ReactNode, useCallback, useRef, useState } from 'react';
import { Modal } from './Modal';

interface Question {
  title: string;
  message: string;
  confirmLabel: string;
}

/**
 * A confirmation dialog as a promise: `await confirm({...})` answers true when the admin confirms, false when
 * they cancel, press Escape or click outside. Render `dialog` once in the page.
 */
export function useConfirm(): [dialog: ReactNode, confirm: (question: Question) => Promise<boolean>] {
  const [question, setQuestion] = useState<Question | null>(null);
  const answer = useRef<(confirmed: boolean) => void>(() => undefined);

  const confirm = useCallback(
    (next: Question) =>
      new Promise<boolean>((resolve) => {
        answer.current = resolve;
        setQuestion(next);
      }),
    [],
  );

  const settle = (confirmed: boolean) => {
    setQuestion(null);
    answer.current(confirmed);
  };

  const dialog = question && (
    <Modal
      title={question.title}
      onClose={() => settle(false)}
      footer={
        <>
          <button type="button" className="btn btn-outline" onClick={() => settle(false)} data-autofocus>
            Cancel
          </button>
          <button type="button" className="btn btn-danger" onClick={() => settle(true)}>
            {question.confirmLabel}
          </button>
        </>
      }
    >
      <p className="confirm-message">{question.message}</p>
    </Modal>
  );
  return [dialog, confirm];
}
