import { useMutation, useQuery } from '@apollo/client/react';
import { Link, useParams } from 'react-router-dom';
import { errorMessage } from '../../../lib/errors';
import { Spinner } from '../../../ui/Spinner';
import { toast } from '../../../ui/toast';
import { AskFirstQuestion } from '../../../ui/AskFirstQuestion';
import { useAskFirst } from '../../../ui/useAskFirst';
import { usePageTitle } from '../../../ui/usePageTitle';
import { formatDateTime, formatPrice, whatsappLink } from '../../../ui/format';
import { useShop } from '../../shop/useShop';
import { ConfirmationPageQuery, DecideConfirmationMutation } from '../confirmations.graphql';
import { PublicOrderSummary } from '../components/PublicOrderSummary';
import '../confirmations.css';

/**
 * /confirm/{token}: the link the shop sends on WhatsApp. No sign-in: the customer checks where the order goes (the
 * address in full, the phone masked: the link reached that phone) and what it costs, and confirms it, or cancels it (asked once more first: a cancelled order cannot be undone here). A
 * decided or expired link says so, and points on: tracking, the shop, WhatsApp.
 */
export function ConfirmOrderPage() {
  const { token = '' } = useParams();
  const shop = useShop();
  usePageTitle('Confirm your order');
  const { data, loading, error, refetch } = useQuery(ConfirmationPageQuery, {
    variables: { token },
    fetchPolicy: 'network-only',
  });
  const [decide, { data: decided, loading: deciding }] = useMutation(DecideConfirmationMutation);
  const page = decided?.decideConfirmation ?? data?.confirmation;
  // "Cancel my order" first asks; focus goes to the safe answer, and back to the button when the customer keeps it.
  const { asking: askingCancel, setAsking: setAskingCancel, keepRef, askRef: cancelRef, keepOnEscape } = useAskFirst();

  async function choose(decision: 'CONFIRM' | 'DECLINE') {
    setAskingCancel(false);
    try {
      const answer = await decide({ variables: { token, decision } });
      const message = answer.data?.decideConfirmation.message;
      if (message) toast.success(message);
    } catch (failure) {
      toast.error(errorMessage(failure, 'Something went wrong. Please try again.'));
      // Decided meanwhile (another tab, a call, the expiry): show the order as it is now, not stale buttons.
      void refetch().catch(() => undefined);
    }
  }

  if (loading && !page) return <Spinner label="Loading your order…" />;
  if (!page)
    return (
      <section className="panel empty-state public-order">
        <h1>Link not valid</h1>
        <p>{errorMessage(error, 'This confirmation link is not valid.')}</p>
        <a className="btn btn-success" href={whatsappLink(shop.whatsapp)} target="_blank" rel="noreferrer">
          Contact us on WhatsApp
        </a>
      </section>
    );

  const orderNumber = page.order.orderNumber;
  const expiresAt = page.order.confirmationExpiresAt;
  const deliverTo = page.deliverTo;
  // The decision comes first (on a phone it is on the first screen): what is confirmed, where it goes, what it
  // costs, the two buttons; the order's lines, status and totals follow below.
  return (
    <section className="panel public-order stack" aria-labelledby="confirm-title">
      <h1 id="confirm-title">
        Order <span className="order-number">{orderNumber}</span>
      </h1>
      <p role="status">{page.message}</p>
      <div className="public-decision">
        <div>
          <h2 className="public-subhead" id="deliver-to-title">
            Delivery to
          </h2>
          <address className="public-address" aria-labelledby="deliver-to-title">
            <strong>{deliverTo.name}</strong>
            <span>
              {deliverTo.address}, {deliverTo.city}
            </span>
            <span className="muted small">Phone {deliverTo.phone}</span>
          </address>
        </div>
        <p className="public-total public-decision-total" data-keep-clear>
          <span>Total (cash on delivery)</span>
          <strong>{formatPrice(page.order.totalAmount)}</strong>
        </p>
      </div>
      {page.canDecide && !askingCancel && (
        <div className="public-order-actions">
          <button type="button" className="btn btn-primary" disabled={deciding} onClick={() => void choose('CONFIRM')}>
            Confirm my order
          </button>
          <button
            ref={cancelRef}
            type="button"
            className="btn btn-outline"
            disabled={deciding}
            onClick={() => setAskingCancel(true)}
          >
            Cancel my order
          </button>
        </div>
      )}
      {page.canDecide && askingCancel && (
        <AskFirstQuestion
          id="cancel-question"
          keepRef={keepRef}
          keepOnEscape={keepOnEscape}
          onKeep={() => setAskingCancel(false)}
          question={
            <>
              Cancel order <span className="order-number">{orderNumber}</span>? It will not be delivered.
            </>
          }
          yesLabel="Yes, cancel my order"
          keepLabel="Keep my order"
          onYes={() => void choose('DECLINE')}
          busy={deciding}
          keepWaitsWhileBusy
          actionsClassName="public-order-actions"
        />
      )}
      {page.canDecide && expiresAt && (
        <p className="muted small">
          Is the address wrong? Cancel this order and order again, or tell us on WhatsApp. Orders not confirmed by{' '}
          {formatDateTime(expiresAt)} are cancelled.
        </p>
      )}
      {!page.canDecide && (
        <div className="public-next stack-sm">
          <p className="muted small">Keep your order number {orderNumber} to track the order or to ask us about it.</p>
          <div className="public-order-actions">
            <Link className="btn btn-outline" to="/info/order-tracking">
              Track your order
            </Link>
            <a className="btn btn-success" href={whatsappLink(shop.whatsapp)} target="_blank" rel="noreferrer">
              Contact us on WhatsApp
            </a>
          </div>
        </div>
      )}
      <section className="public-order-lines" aria-labelledby="order-lines-title">
        <h2 className="public-subhead" id="order-lines-title">
          Your order
        </h2>
        <PublicOrderSummary order={page.order} address={false} headingLevel={3} />
      </section>
    </section>
  );
}
