import { useMutation, useQuery } from '@apollo/client/react';
import { Link, useParams } from 'react-router-dom';
import { errorMessage } from '../../../lib/errors';
import { Spinner } from '../../../ui/Spinner';
import { toast } from '../../../ui/toast';
import { AskFirstQuestion } from '../../../ui/AskFirstQuestion';
import { useAskFirst } from '../../../ui/useAskFirst';
import { usePageTitle } from '../../../ui/usePageTitle';
import { formatDateTime, whatsappLink } from '../../../ui/format';
import { useShop } from '../../shop/useShop';
import { ConfirmationPageQuery, DecideConfirmationMutation } from '../confirmations.graphql';
import { PublicOrderSummary } from '../components/PublicOrderSummary';
import '../confirmations.css';

/**
 * /confirm/{token}: the link the shop sends on WhatsApp. No sign-in: the customer sees the order (address
 * masked) and confirms it, or cancels it (asked once more first: a cancelled order cannot be undone here). A
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
  return (
    <section className="panel public-order stack" aria-labelledby="confirm-title">
      <h1 id="confirm-title">
        Order <span className="order-number">{orderNumber}</span>
      </h1>
      <p role="status">{page.message}</p>
      {page.canDecide && expiresAt && (
        <p className="muted small">Orders not confirmed by {formatDateTime(expiresAt)} are cancelled.</p>
      )}
      <PublicOrderSummary order={page.order} />
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
    </section>
  );
}
