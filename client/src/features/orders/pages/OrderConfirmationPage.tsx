import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { telLink, whatsappLink } from '../../../ui/format';
import { Spinner } from '../../../ui/Spinner';
import { toast } from '../../../ui/toast';
import { usePageTitle } from '../../../ui/usePageTitle';
import { useSession } from '../../auth/useSession';
import { useShop } from '../../shop/useShop';
import { OrderDetails } from '../components/OrderDetails';
import { guestOrderKey, rememberGuestOrderKey } from '../guest-order-keys';
import { OrderDetailQuery } from '../orders.graphql';
import '../orders.css';

async function copyOrderId(orderId: string) {
  try {
    await navigator.clipboard.writeText(orderId);
    toast.success('Order ID copied to clipboard!');
  } catch {
    toast.error('Could not copy the order ID');
  }
}

/** /order-confirmation/{orderId}: the placed order, read with the guest's key (from the link or kept locally). */
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
      <OrderDetails order={data.order} shop={shop} onCopyId={(id) => void copyOrderId(id)} />
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
