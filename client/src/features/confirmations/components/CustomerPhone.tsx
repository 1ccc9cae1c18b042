import { useMutation } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import { errorMessage } from '../../../lib/errors';
import { telLink } from '../../../ui/format';
import { displayPhone } from '../../../ui/phone';
import { toast } from '../../../ui/toast';
import { RevealCustomerPhoneMutation } from '../confirmations.graphql';
import { isMaskedPhone, rememberRevealedPhone, useRevealedPhone } from '../revealed-phones';
import { useRecordWhatsAppOpened } from '../useRecordWhatsAppOpened';

/**
 * A customer's phone number to call. In full it is a tel: link. Masked ('0301 •••3344', for staff without
 * `customers:phones`), it has a Show Number button: the server answers the number (recording the showing on the
 * order), and it becomes a 'Call 0301 2223344' link (which takes the focus) with the WhatsApp chat beside it.
 */
export function CustomerPhone({
  orderId,
  phone,
  whatsapp = true,
}: {
  orderId: string;
  phone: string;
  /** Whether to offer the WhatsApp chat once the number is shown. */
  whatsapp?: boolean;
}) {
  const shown = useRevealedPhone(orderId);
  // The order page lists the showings: it is asked again to show this one.
  const [reveal, { loading }] = useMutation(RevealCustomerPhoneMutation, { refetchQueries: ['AdminOrder'] });
  const recordWhatsApp = useRecordWhatsAppOpened(orderId);
  const callRef = useRef<HTMLAnchorElement>(null);
  const showRef = useRef<HTMLButtonElement>(null);
  // Shown from this button: the Call link takes the focus the button had.
  const [focusCall, setFocusCall] = useState(false);
  useEffect(() => {
    if (!focusCall || !callRef.current) return;
    callRef.current.focus();
    setFocusCall(false);
  }, [focusCall, shown]);

  if (!isMaskedPhone(phone)) return <a href={telLink(phone)}>{displayPhone(phone)}</a>;

  if (shown)
    return (
      <span className="customer-phone">
        <a ref={callRef} href={telLink(shown.phone)}>
          Call {displayPhone(shown.phone)}
        </a>
        {whatsapp && shown.whatsappUrl && (
          <a href={shown.whatsappUrl} target="_blank" rel="noreferrer" onClick={() => recordWhatsApp('en')}>
            WhatsApp
          </a>
        )}
      </span>
    );

  async function show() {
    // The focus on the button, or on its queue card (the S key): the Call link takes it.
    const button = showRef.current;
    const active = document.activeElement;
    const hadFocus = Boolean(button && (active === button || button.closest('[data-queue-card]')?.contains(active)));
    try {
      const { data } = await reveal({ variables: { orderId } });
      if (!data) return;
      setFocusCall(hadFocus);
      rememberRevealedPhone(orderId, data.revealCustomerPhone);
    } catch (failure) {
      toast.error('Could not show the number', { detail: errorMessage(failure, '') });
    }
  }

  return (
    <span className="customer-phone">
      <span>{phone}</span>
      <button
        ref={showRef}
        type="button"
        className="btn btn-outline btn-sm"
        data-shortcut="s"
        disabled={loading}
        onClick={() => void show()}
      >
        Show Number
      </button>
    </span>
  );
}
