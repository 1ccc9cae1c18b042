import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router-dom';
import { graphql } from '../../../gql';
import type { CustomerDashboardQuery } from '../../../gql/graphql';
import { displayOrderId, formatDate, formatPrice } from '../../../ui/format';
import { Spinner } from '../../../ui/Spinner';
import { usePageTitle } from '../../../ui/usePageTitle';
import { useSession } from '../../auth/useSession';
import { useShop } from '../../shop/useShop';
import './account.css';

const CustomerDashboardDocument = graphql(`
  query CustomerDashboard {
    customerDashboard {
      totalOrders
      totalSpent
      pendingOrders
      completedOrders
      recentOrders {
        id
        orderNumber
        createdAt
        totalAmount
        itemCount
        status
      }
    }
  }
`);

/** The dashboard lists this many recent orders; 'View All' appears when there are more. */
const RECENT_ORDERS = 5;

type Dashboard = CustomerDashboardQuery['customerDashboard'];

/** The customer dashboard: order figures, the 5 latest orders and shortcuts. Admins are sent to /admin. */
export function DashboardPage() {
  const shop = useShop();
  usePageTitle(`My Dashboard | ${shop.name}`);
  const { user } = useSession();
  const isAdmin = user?.role === 'admin';
  const { data, loading, error, refetch } = useQuery(CustomerDashboardDocument, {
    fetchPolicy: 'cache-and-network',
    skip: isAdmin,
  });

  return (
    <div className="account-page">
      <header className="account-head">
        <div>
          <h1>My Dashboard</h1>
          {user && <p className="muted">Welcome back, {user.name}!</p>}
        </div>
        <nav className="row" aria-label="Account shortcuts">
          <Link to="/profile" className="btn btn-outline btn-sm">
            Edit Profile
          </Link>
          <Link to="/products" className="btn btn-outline btn-sm">
            Continue Shopping
          </Link>
          <Link to="/orders" className="btn btn-primary btn-sm">
            My Orders
          </Link>
        </nav>
      </header>
      {isAdmin ? (
        <section className="panel empty-state">
          <h2>This dashboard is for customer accounts</h2>
          <p className="muted">
            Your account is an admin account. Orders, users and products are managed in the Admin Dashboard.
          </p>
          <Link to="/admin" className="btn btn-primary">
            Go to Admin Dashboard
          </Link>
        </section>
      ) : data ? (
        <DashboardContent dashboard={data.customerDashboard} />
      ) : error && !loading ? (
        <section className="panel empty-state" role="alert">
          <h2>Failed to load dashboard data</h2>
          <p className="muted">Please check your connection and try again.</p>
          <button type="button" className="btn btn-primary" onClick={() => void refetch()}>
            Try Again
          </button>
        </section>
      ) : (
        <Spinner label="Loading your dashboard…" />
      )}
    </div>
  );
}

function DashboardContent({ dashboard }: { dashboard: Dashboard }) {
  const stats = [
    { label: 'Total Orders', value: String(dashboard.totalOrders), tone: 'brand' },
    { label: 'Total Spent', value: formatPrice(dashboard.totalSpent), tone: 'success' },
    { label: 'Pending Orders', value: String(dashboard.pendingOrders), tone: 'warning' },
    { label: 'Completed Orders', value: String(dashboard.completedOrders), tone: 'info' },
  ];
  const recent = dashboard.recentOrders.slice(0, RECENT_ORDERS);
  return (
    <>
      <ul className="stat-grid" aria-label="Order summary">
        {stats.map((stat) => (
          <li key={stat.label} className={`stat-card stat-${stat.tone}`}>
            <span className="stat-label">{stat.label}</span>
            <strong className="stat-value">{stat.value}</strong>
          </li>
        ))}
      </ul>

      <section className="panel recent-orders" aria-labelledby="recent-orders-title">
        <div className="panel-head">
          <h2 id="recent-orders-title">Recent Orders</h2>
          {dashboard.totalOrders > RECENT_ORDERS && (
            <Link to="/orders" className="btn btn-ghost btn-sm">
              View All
            </Link>
          )}
        </div>
        {recent.length === 0 ? (
          <div className="empty-state">
            <h3>No orders yet</h3>
            <p className="muted">When you place an order, it will show up here so you can follow its status.</p>
            <Link to="/products" className="btn btn-primary">
              Start Shopping
            </Link>
          </div>
        ) : (
          <ul className="order-list">
            {recent.map((order) => (
              <li key={order.id} className="order-row">
                <div className="order-row-main">
                  <span className="order-id">#{displayOrderId(order)}</span>
                  <span className="muted small">
                    {formatDate(order.createdAt)} · {order.itemCount} {order.itemCount === 1 ? 'item' : 'items'}
                  </span>
                </div>
                <strong className="order-total">{formatPrice(order.totalAmount)}</strong>
                <span className={`badge status-${order.status}`}>{order.status}</span>
                <Link
                  to={`/order-confirmation/${order.id}`}
                  className="btn btn-outline btn-sm"
                  aria-label={`View order ${displayOrderId(order)}`}
                >
                  View
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
