import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { telLink, whatsappLink } from '../../../ui/format';
import { Spinner } from '../../../ui/Spinner';
import { copyAndSay } from '../../../ui/clipboard';
import { usePageTitle } from '../../../ui/usePageTitle';
import { useSession } from '../../auth/useSession';
import { useShop } from '../../shop/useShop';
import { OrderDetails } from '../components/OrderDetails';
import { guestOrderKey, rememberGuestOrderKey } from '../guest-order-keys';
import { OrderDetailQuery } from '../orders.graphql';
import '../orders.css';

const copyOrderId = (orderId: string, shown: HTMLElement | null) =>
  copyAndSay(orderId, { copied: 'Order ID copied to clipboard!', failed: 'Could not copy the order ID' }, shown);

/**
 * /order-confirmation/{orderId}: the placed order, read with the guest's key (from the link or kept locally). A link
 * without a key that the server does not open says it is incomplete and points to tracking by number and phone.
 */
export function OrderConfirmationPage() {
  const { orderId = '' } = useParams();
  const [searchParams] = useSearchParams();
  const { isAuthenticated, isInitialized } = useSession();
  const shop = useShop();
  usePageTitle(`Order Confirmation | ${shop.name}`);
  const linkKey = searchParams.get('key');
  const accessKey = linkKey ?? guestOrderKey(orderId);

  useEffect(() => {
    if (linkKey) rememberGuestOrderKey(orderId, linkKey);
  }, [orderId, linkKey]);

  const { data, loading, error, refetch } = useQuery(OrderDetailQuery, {
    variables: { id: orderId, accessKey },
    // The session decides whose orders are readable; wait until it is restored.
    skip: !isInitialized,
    fetchPolicy: 'cache-and-network',
  });

  if (!isInitialized || (loading && !data)) return <Spinner label="Loading your order…" />;

  // A guest's order opens with its key (`?key=`, or kept in this browser). Without one, the server answers
  // 'not found' for any order not the visitor's own: the link was cut short, so say so and point to tracking.
  const incompleteLink = !accessKey && CombinedGraphQLErrors.is(error);
  if (incompleteLink) {
    return (
      <section className="panel empty-state order-not-found" aria-labelledby="incomplete-title">
        <h1 id="incomplete-title">This order link is incomplete</h1>
        <p>
          The link is missing its key (the part that starts with <code>?key=</code>), so we cannot show this order. Open
          the full link you received, or track the order with its order number and the phone number you ordered with.
        </p>
        <div className="row order-not-found-actions">
          <Link className="btn btn-primary" to="/info/order-tracking">
            Track your order
          </Link>
          <a
            className="btn btn-success"
            href={whatsappLink(shop.whatsapp, `Hello ${shop.name}, I cannot open my order ${orderId}.`)}
            target="_blank"
            rel="noreferrer"
          >
            WhatsApp Support
          </a>
        </div>
        <Link to="/products">Continue Shopping</Link>
      </section>
    );
  }

  if (error || !data) {
    return (
      <section className="panel empty-state order-not-found" role="alert">
        <h1>Failed to load order details</h1>
        <p className="muted">Please contact support.</p>
        <div className="row order-not-found-actions">
          <button type="button" className="btn btn-primary" onClick={() => void refetch().catch(() => undefined)}>
            Reload
          </button>
          <a
            className="btn btn-success"
            href={whatsappLink(shop.whatsapp, `Hello ${shop.name}, I cannot open my order ${orderId}.`)}
            target="_blank"
            rel="noreferrer"
          >
            WhatsApp Support
          </a>
          <a className="btn btn-outline" href={telLink(shop.phone)}>
            Call {shop.phone}
          </a>
        </div>
        <Link to="/products">Continue Shopping</Link>
      </section>
    );
  }

  return (
    <>
      <OrderDetails order={data.order} shop={shop} onCopyId={(id, shown) => void copyOrderId(id, shown)} />
      <div className="row order-page-links">
        <Link className="btn btn-primary" to="/products">
          Continue Shopping
        </Link>
        {isAuthenticated && (
          <Link className="btn btn-outline" to="/orders">
            My Orders
          </Link>
        )}
      </div>
    </>
  );
}
