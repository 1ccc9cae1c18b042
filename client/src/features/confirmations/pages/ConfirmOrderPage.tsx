import { useMutation, useQuery } from '@apollo/client/react';
import { useParams } from 'react-router-dom';
import { errorMessage } from '../../../lib/errors';
import { Spinner } from '../../../ui/Spinner';
import { toast } from '../../../ui/toast';
import { usePageTitle } from '../../../ui/usePageTitle';
import { whatsappLink } from '../../../ui/format';
import { useShop } from '../../shop/useShop';
import { ConfirmationPageQuery, DecideConfirmationMutation } from '../confirmations.graphql';
import { PublicOrderSummary } from '../components/PublicOrderSummary';
import '../confirmations.css';

/**
 * /confirm/{token}: the link the shop sends on WhatsApp. No sign-in: the customer sees the order (address
 * masked) and confirms it, or cancels it. A decided or expired link says so.
 */
export function ConfirmOrderPage() {
  const { token = '' } = useParams();
  const shop = useShop();
  usePageTitle('Confirm your order');
  const { data, loading, error } = useQuery(ConfirmationPageQuery, {
    variables: { token },
    fetchPolicy: 'network-only',
  });
  const [decide, { data: decided, loading: deciding }] = useMutation(DecideConfirmationMutation);
  const page = decided?.decideConfirmation ?? data?.confirmation;

  async function choose(decision: 'CONFIRM' | 'DECLINE') {
    try {
      const answer = await decide({ variables: { token, decision } });
      const message = answer.data?.decideConfirmation.message;
      if (message) toast.success(message);
    } catch (failure) {
      toast.error(errorMessage(failure, 'Something went wrong. Please try again.'));
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

  return (
    <section className="panel public-order stack" aria-labelledby="confirm-title">
      <h1 id="confirm-title">Order {page.order.orderNumber}</h1>
      <p role="status">{page.message}</p>
      <PublicOrderSummary order={page.order} />
      {page.canDecide && (
        <div className="public-order-actions">
          <button type="button" className="btn btn-primary" disabled={deciding} onClick={() => void choose('CONFIRM')}>
            Confirm my order
          </button>
          <button type="button" className="btn btn-outline" disabled={deciding} onClick={() => void choose('DECLINE')}>
            Cancel my order
          </button>
        </div>
      )}
    </section>
  );
}
