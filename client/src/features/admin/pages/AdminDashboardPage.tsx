import { useQuery } from '@apollo/client/react';
import { CashOutstandingTotalQuery, CourierFiguresQuery } from '../couriers.graphql';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { getFragmentData } from '../../../gql';
import type { AdminDashboardQuery as AdminDashboardData } from '../../../gql/graphql';
import { displayOrderId, formatDate, formatPrice } from '../../../ui/format';
import { ProductImage } from '../../../ui/ProductImage';
import { Spinner } from '../../../ui/Spinner';
import { usePageTitle } from '../../../ui/usePageTitle';
import { AdminDashboardQuery, AdminOrderRowFragment, AdminOrdersQuery } from '../admin.graphql';
import { usePermissions } from '../../auth/useSession';
import { adminToast } from '../admin-toast';
import { ORDERS_INBOX, ORDERS_TO_SHIP } from '../admin-constants';
import { CodFiguresPanel } from '../components/CodFiguresPanel';
import { DailyBarChart } from '../components/DailyBarChart';
import { LoadError } from '../components/LoadError';
import { OrderStatusBadge } from '../../orders/components/OrderStatusBadge';
import { ORDER_STATUSES, orderStatusLabel } from '../../orders/order-status-labels';
import { orderContact } from '../order-display';
import { WaitingConfirmationsQuery } from '../../confirmations/confirmations.graphql';

type Dashboard = AdminDashboardData['adminDashboard'];

const DASHBOARD_FAILED = 'Failed to load dashboard data';

/** What the revenue figure counts, from the server's list: 'Delivered orders only (cash collected). Not counted: …'. */
function revenueHint(counted: readonly string[]): string {
  const left = ORDER_STATUSES.filter((status) => !counted.includes(status)).map(orderStatusLabel);
  const named = counted.map(orderStatusLabel).join(', ');
  return `${named} orders only (cash collected). Not counted: ${left.join(', ')}.`;
}

/** /admin: the shop's totals, the last 14 days, orders by status, stock alerts and the 5 newest orders. */
export function AdminDashboardPage() {
  usePageTitle('Dashboard | Admin');
  const { data, loading, error, refetch } = useQuery(AdminDashboardQuery, { fetchPolicy: 'cache-and-network' });

  useEffect(() => {
    if (error) adminToast.error(DASHBOARD_FAILED);
  }, [error]);

  const dashboard = data?.adminDashboard;
  return (
    <section className="stack" aria-labelledby="admin-dashboard-title">
      <div className="admin-head">
        <h1 id="admin-dashboard-title">Admin Dashboard</h1>
        <Link to="/admin/products?add=1" className="btn btn-primary btn-sm">
          Add Product
        </Link>
      </div>
      {!dashboard && loading && <Spinner label="Loading the dashboard…" />}
      {!dashboard && error && <LoadError message={DASHBOARD_FAILED} onRetry={() => void refetch()} />}
      {dashboard && <DashboardView dashboard={dashboard} />}
    </section>
  );
}

function DashboardView({ dashboard }: { dashboard: Dashboard }) {
  const cash = useQuery(CashOutstandingTotalQuery, { fetchPolicy: 'cache-and-network' }).data?.cashOutstanding;
  const waiting = useQuery(WaitingConfirmationsQuery, { fetchPolicy: 'cache-and-network' }).data?.confirmationQueue
    .pagination.total;
  const canReadOrders = usePermissions()('orders:read');
  const readyToShip = useQuery(AdminOrdersQuery, {
    variables: { kind: 'all', readyToShip: true, limit: 1 },
    fetchPolicy: 'cache-and-network',
    skip: !canReadOrders,
  }).data?.adminOrders.pagination.total;
  const ordersInRange = dashboard.dailyFigures.reduce((sum, day) => sum + day.orders, 0);
  const revenueInRange = dashboard.dailyFigures.reduce((sum, day) => sum + day.revenue, 0);
  const countedLabel = dashboard.revenueStatuses.map(orderStatusLabel).join(', ');
  return (
    <>
      {dashboard.storageNotice && (
        <p className="panel storage-notice" role="status">
          <strong>Time to move the shop's data.</strong> {dashboard.storageNotice}
        </p>
      )}
      {dashboard.setupNotices.length > 0 && (
        <div className="panel setup-notice" role="status">
          {dashboard.setupNotices.map((notice) => (
            <p key={notice}>{notice}</p>
          ))}
        </div>
      )}
      <dl className="stat-grid">
        <Stat label="Total Users" value={dashboard.totalUsers.toLocaleString('en-PK')} to="/admin/users" />
        <Stat label="Total Orders" value={dashboard.totalOrders.toLocaleString('en-PK')} to={ORDERS_INBOX} />
        <Stat label="Total Products" value={dashboard.totalProducts.toLocaleString('en-PK')} to="/admin/products" />
        <Stat
          label="Total Revenue"
          value={formatPrice(dashboard.totalRevenue)}
          hint={revenueHint(dashboard.revenueStatuses)}
        />
        {canReadOrders && (
          <Stat
            label="Ready to Ship"
            value={readyToShip === undefined ? '…' : readyToShip.toLocaleString('en-PK')}
            to={ORDERS_TO_SHIP}
            hint="Confirmed, no parcel yet (account and guest orders)"
          />
        )}
        <Stat
          label="Awaiting Confirmation"
          value={waiting === undefined ? '…' : waiting.toLocaleString('en-PK')}
          to="/admin/confirmations"
        />
        <Stat
          label="Cash with Couriers"
          value={cash ? formatPrice(cash.total) : '…'}
          to="/admin/remittances"
          hint={
            cash ? `${cash.orders} delivered COD ${cash.orders === 1 ? 'order' : 'orders'} not paid yet` : undefined
          }
        />
      </dl>

      <CourierSummary />

      <section className="panel" aria-labelledby="last-days-title">
        <div className="section-head">
          <h2 id="last-days-title">Last 14 days</h2>
          <p className="muted small">
            {ordersInRange} {ordersInRange === 1 ? 'order' : 'orders'} ·{' '}
            {`${formatPrice(revenueInRange)} revenue (${countedLabel})`}
          </p>
        </div>
        <div className="chart-grid-2">
          <DailyBarChart
            title="Orders per day"
            tone="brand"
            days={dashboard.dailyFigures.map((day) => ({ day: day.day, value: day.orders }))}
            format={(value) => `${value} ${value === 1 ? 'order' : 'orders'}`}
            formatShort={String}
          />
          <DailyBarChart
            title={`Revenue per day (${countedLabel} orders, by the day placed)`}
            tone="accent"
            days={dashboard.dailyFigures.map((day) => ({ day: day.day, value: day.revenue }))}
            format={formatPrice}
          />
        </div>
      </section>

      <CodFiguresPanel figures={dashboard.codFigures} />

      <div className="dashboard-columns">
        <StatusBreakdown counts={dashboard.ordersByStatus} />
        <StockAlerts dashboard={dashboard} />
      </div>

      <RecentOrders orders={dashboard.recentOrders} />
    </>
  );
}

function Stat({ label, value, to, hint }: { label: string; value: string; to?: string; hint?: string }) {
  return (
    <div className="stat">
      <dt>{label}</dt>
      <dd>
        <span className="stat-value">{value}</span>
        {to && (
          <Link to={to} className="stat-link">
            Manage <span className="sr-only">{label.replace('Total ', '').toLowerCase()}</span>
          </Link>
        )}
        {hint && <span className="muted small">{hint}</span>}
      </dd>
    </div>
  );
}

function StatusBreakdown({ counts }: { counts: Dashboard['ordersByStatus'] }) {
  const total = counts.reduce((sum, entry) => sum + entry.count, 0);
  return (
    <section className="panel" aria-labelledby="by-status-title">
      <h2 id="by-status-title">Orders by status</h2>
      <ul className="status-breakdown">
        {counts.map(({ status, count }) => (
          <li key={status}>
            <Link to={`${ORDERS_INBOX}&status=${status}`} className="status-breakdown-row">
              <OrderStatusBadge status={status} />
              <span className="status-breakdown-bar" aria-hidden="true">
                <span className={`status-${status}`} style={{ width: total > 0 ? `${(count / total) * 100}%` : 0 }} />
              </span>
              <strong>{count}</strong>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

function StockAlerts({ dashboard }: { dashboard: Dashboard }) {
  const { outOfStockCount, lowStockCount, lowStockThreshold, stockAlerts } = dashboard;
  return (
    <section className="panel" aria-labelledby="stock-title">
      <h2 id="stock-title">Stock alerts</h2>
      <p className="muted small">
        <strong className="text-danger">{outOfStockCount} out of stock</strong> ·{' '}
        <strong className="text-warning">{lowStockCount} running low</strong> ({lowStockThreshold} units or fewer)
      </p>
      {stockAlerts.length === 0 ? (
        <p className="muted">Every product has more than {lowStockThreshold} units in stock.</p>
      ) : (
        <ul className="stock-list">
          {stockAlerts.map((line) => (
            <li key={`${line.id}/${line.variantId ?? ''}`}>
              <ProductImage src={line.images[0]} cardSrc={line.cardImages[0]} alt="" sizes="48px" className="thumb" />
              <span className="stock-name">
                <strong>{line.lineName}</strong>
                <span className="muted small">
                  {line.brand}
                  {line.sku && ` · SKU ${line.sku}`}
                </span>
              </span>
              <span className={`badge ${line.stockQuantity > 0 ? 'badge-warning' : 'badge-danger'}`}>
                {line.stockQuantity > 0 ? `${line.stockQuantity} left` : 'Out of Stock'}
              </span>
              <Link to={restockPath(line)} className="btn btn-outline btn-sm">
                Restock<span className="sr-only"> {line.lineName}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** Where a line is restocked: the product's row in Admin → Products, and for a kind its product's Kinds dialog. */
function restockPath(line: Dashboard['stockAlerts'][number]): string {
  const search = `search=${encodeURIComponent(line.name)}`;
  return `/admin/products?${search}${line.variantId ? `&kinds=${encodeURIComponent(line.id)}` : ''}`;
}

function RecentOrders({ orders: orderRefs }: { orders: Dashboard['recentOrders'] }) {
  const orders = getFragmentData(AdminOrderRowFragment, orderRefs);
  return (
    <section className="panel" aria-labelledby="recent-title">
      <div className="section-head">
        <h2 id="recent-title">Recent Orders</h2>
        <Link to={ORDERS_INBOX}>View all orders</Link>
      </div>
      {orders.length === 0 ? (
        <p className="muted">No orders yet.</p>
      ) : (
        <div className="table-wrap">
          <table className="table admin-table">
            <thead>
              <tr>
                <th scope="col">Order</th>
                <th scope="col">Customer</th>
                <th scope="col">Amount</th>
                <th scope="col">Status</th>
                <th scope="col">Date</th>
              </tr>
            </thead>
            <tbody>
              {orders.map((order) => (
                <tr key={order.id}>
                  <td data-label="Order">
                    <span className="order-cell">
                      <Link to={`/admin/orders/${order.id}`} className="order-id">
                        #{displayOrderId(order)}
                      </Link>
                      {order.isGuestOrder && <span className="badge badge-info">Guest</span>}
                    </span>
                  </td>
                  <td data-label="Customer">{orderContact(order).name}</td>
                  <td data-label="Amount" className="nowrap">
                    {formatPrice(order.totalAmount)}
                  </td>
                  <td data-label="Status">
                    <OrderStatusBadge status={order.status} />
                  </td>
                  <td data-label="Date" className="nowrap">
                    {formatDate(order.createdAt)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

/** The couriers' last 30 days in brief (parcels, return rate, days to deliver); the figures page has the cities. */
function CourierSummary() {
  const { data } = useQuery(CourierFiguresQuery, { variables: { days: 30 }, fetchPolicy: 'cache-and-network' });
  const couriers = data?.courierFigures.couriers ?? [];
  if (couriers.length === 0) return null;
  return (
    <section className="panel" aria-labelledby="couriers-title">
      <div className="section-head">
        <h2 id="couriers-title">Couriers, last 30 days</h2>
        <Link to="/admin/courier-figures" className="small">
          Courier figures by city
        </Link>
      </div>
      <ul className="courier-summary">
        {couriers.map((row) => (
          <li key={row.courier}>
            <strong>{row.courierName}</strong>: {row.booked} booked
            {row.returnRate === null || row.returnRate === undefined
              ? ''
              : `, ${Math.round(row.returnRate * 100)}% returned`}
            {row.medianDaysToDeliver === null || row.medianDaysToDeliver === undefined
              ? ''
              : `, ${row.medianDaysToDeliver} days to deliver`}
          </li>
        ))}
      </ul>
    </section>
  );
}
