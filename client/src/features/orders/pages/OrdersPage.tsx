import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { errorMessage } from '../../../lib/errors';
import type { OrderHistoryFieldsFragment } from '../../../gql/graphql';
import { displayOrderId } from '../../../ui/format';
import { Pagination } from '../../../ui/Pagination';
import { Spinner } from '../../../ui/Spinner';
import { toast } from '../../../ui/toast';
import { usePageTitle } from '../../../ui/usePageTitle';
import { useShop } from '../../shop/useShop';
import { OrderHistoryList } from '../components/OrderHistoryList';
import { CancelMyOrderMutation, MyOrdersQuery } from '../orders.graphql';
import '../orders.css';

const ORDERS_PER_PAGE = 10;

/** /orders: the signed-in customer's order history, 10 a page, with cancellation while an order is Pending. */
export function OrdersPage() {
  const shop = useShop();
  usePageTitle(`My Orders | ${shop.name}`);
  const [page, setPage] = useState(1);
  const [cancellingId, setCancellingId] = useState<string | null>(null);
  const { data, loading, error, refetch } = useQuery(MyOrdersQuery, {
    variables: { page, limit: ORDERS_PER_PAGE },
    fetchPolicy: 'cache-and-network',
  });
  const [cancelMyOrder] = useMutation(CancelMyOrderMutation, {
    // The order itself updates through the cache; the dashboard's figures are recomputed on its next visit.
    update: (cache) => {
      cache.evict({ fieldName: 'customerDashboard' });
      cache.gc();
    },
  });

  const cancel = async (order: OrderHistoryFieldsFragment) => {
    if (!window.confirm(`Are you sure you want to cancel order #${displayOrderId(order)}?`)) return;
    setCancellingId(order.id);
    try {
      await cancelMyOrder({ variables: { id: order.id } });
      toast.success('Order cancelled successfully');
    } catch (cancelError) {
      toast.error(errorMessage(cancelError, 'Failed to cancel order'));
    } finally {
      setCancellingId(null);
    }
  };

  const changePage = (next: number) => {
    setPage(next);
    window.scrollTo({ top: 0 });
  };

  const orders = data?.myOrders.items ?? [];
  const pagination = data?.myOrders.pagination;

  return (
    <section className="orders-page" aria-labelledby="orders-title">
      <div className="section-head">
        <h1 id="orders-title">My Orders</h1>
        {pagination && pagination.total > 0 && (
          <span className="muted">
            {pagination.total} {pagination.total === 1 ? 'order' : 'orders'}
          </span>
        )}
      </div>
      {loading && !data ? (
        <Spinner label="Loading your orders…" />
      ) : error && !data ? (
        <div className="panel empty-state" role="alert">
          <h2>Failed to load your orders</h2>
          <p className="muted">Please check your connection and try again.</p>
          <button type="button" className="btn btn-primary" onClick={() => void refetch().catch(() => undefined)}>
            Try Again
          </button>
        </div>
      ) : orders.length === 0 ? (
        <div className="panel empty-state">
          <h2>No orders yet</h2>
          <p className="muted">When you place an order, it will appear here.</p>
          <Link className="btn btn-primary" to="/products">
            Start Shopping
          </Link>
        </div>
      ) : (
        <>
          <OrderHistoryList orders={orders} cancellingId={cancellingId} onCancel={(order) => void cancel(order)} />
          {pagination && <Pagination page={page} pages={pagination.pages} onChange={changePage} label="Order pages" />}
        </>
      )}
    </section>
  );
}
