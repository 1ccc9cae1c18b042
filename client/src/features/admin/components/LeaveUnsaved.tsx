import { Modal } from './Modal';

interface LeaveUnsavedProps {
  /** What is not saved: "the settings", "the dispatch rules". */
  what: string;
  stay: () => void;
  leave: () => void;
}

/** Asks before leaving a form with unsaved changes (see useLeaveGuard): staying is the default. */
export function LeaveUnsaved({ what, stay, leave }: LeaveUnsavedProps) {
  return (
    <Modal
      title="Leave without saving?"
      onClose={stay}
      footer={
        <>
          <button type="button" className="btn btn-outline" onClick={stay} data-autofocus>
            Stay on this page
          </button>
          <button type="button" className="btn btn-danger" onClick={leave}>
            Leave without saving
          </button>
        </>
      }
    >
      <p className="confirm-message">Your changes to {what} are not saved yet.</p>
    </Modal>
  );
}
