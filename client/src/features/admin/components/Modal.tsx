import * as Dialog from '@radix-ui/react-dialog';
import { ReactNode, useRef, useState } from 'react';

interface ModalProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Buttons at the bottom of the dialog. */
  footer?: ReactNode;
  size?: 'small' | 'large' | 'wide';
  /** A short text under the title, read as the dialog's description. */
  description?: string;
}

/**
 * A modal dialog on @radix-ui/react-dialog: labelled by its title (and described by the description), focus moves
 * in (to the `data-autofocus` element when there is one) and stays in, Escape and the backdrop close it, the page
 * behind does not scroll, and focus returns to what opened it.
 */
export function Modal({ title, onClose, children, footer, size = 'small', description }: ModalProps) {
  const contentRef = useRef<HTMLDivElement>(null);
  // What opened the dialog (no Radix Trigger here: pages open it from buttons, links and the URL).
  const [opener] = useState(() => document.activeElement as HTMLElement | null);
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="modal-backdrop">
          <Dialog.Content
            ref={contentRef}
            className={`modal modal-${size}`}
            // Without a description, no aria-describedby (Radix would otherwise point at a missing element).
            {...(description ? {} : { 'aria-describedby': undefined })}
            onCloseAutoFocus={(event) => {
              event.preventDefault();
              if (opener && document.contains(opener)) opener.focus();
            }}
            onOpenAutoFocus={(event) => {
              const preferred = contentRef.current?.querySelector<HTMLElement>('[data-autofocus]');
              if (preferred) {
                event.preventDefault();
                preferred.focus();
              }
            }}
          >
            <header className="modal-head">
              <Dialog.Title asChild>
                <h2>{title}</h2>
              </Dialog.Title>
              <Dialog.Close className="modal-close" aria-label="Close">
                ×
              </Dialog.Close>
            </header>
            <div className="modal-body">
              {description && <Dialog.Description className="modal-description">{description}</Dialog.Description>}
              {children}
            </div>
            {footer && <footer className="modal-foot">{footer}</footer>}
          </Dialog.Content>
        </Dialog.Overlay>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
