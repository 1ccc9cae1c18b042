import { useMutation } from '@apollo/client/react';
import { errorMessage } from '../../../lib/errors';
import { telLink } from '../../../ui/format';
import { displayPhone } from '../../../ui/phone';
import { toast } from '../../../ui/toast';
import { RevealCustomerPhoneMutation } from '../confirmations.graphql';
import { isMaskedPhone, rememberRevealedPhone, useRevealedPhone } from '../revealed-phones';

/**
 * A customer's phone number to call. In full it is a tel: link. Masked ('0301 •••3344', for staff without
 * `customers:phones`), it has a Show Number button: the server answers the number (recording the showing on the
 * order), and it becomes a 'Call 0301 2223344' link with the WhatsApp chat beside it.
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
  const [reveal, { loading }] = useMutation(RevealCustomerPhoneMutation);

  if (!isMaskedPhone(phone)) return <a href={telLink(phone)}>{displayPhone(phone)}</a>;

  if (shown)
    return (
      <span className="customer-phone row wrap">
        <a href={telLink(shown.phone)}>Call {displayPhone(shown.phone)}</a>
        {whatsapp && shown.whatsappUrl && (
          <a href={shown.whatsappUrl} target="_blank" rel="noreferrer">
            WhatsApp
          </a>
        )}
      </span>
    );

  async function show() {
    try {
      const { data } = await reveal({ variables: { orderId } });
      if (data) rememberRevealedPhone(orderId, data.revealCustomerPhone);
    } catch (failure) {
      toast.error('Could not show the number', { detail: errorMessage(failure, '') });
    }
  }

  return (
    <span className="customer-phone row wrap">
      <span aria-label={`Phone ${phone}, hidden`}>{phone}</span>
      <button type="button" className="btn btn-outline btn-sm" disabled={loading} onClick={() => void show()}>
        Show Number
      </button>
    </span>
  );
}
