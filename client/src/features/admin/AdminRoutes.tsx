import type { ReactNode } from 'react';
import { Navigate, NavLink, Route, Routes } from 'react-router-dom';
import { usePermissions, type StaffPermission } from '../auth/useSession';
import { AdminDashboardPage } from './pages/AdminDashboardPage';
import { AdminOrderDetailPage } from './pages/AdminOrderDetailPage';
import { AdminOrdersPage } from './pages/AdminOrdersPage';
import { AdminProductsPage } from './pages/AdminProductsPage';
import { AdminRemittancesPage } from './pages/AdminRemittancesPage';
import { AdminUsersPage } from './pages/AdminUsersPage';
import { AdminBlocklistPage } from './pages/AdminBlocklistPage';
import { AdminCategoriesPage } from './pages/AdminCategoriesPage';
import { AdminSettingsPage } from './pages/AdminSettingsPage';
import { AdminStaffPage } from './pages/AdminStaffPage';
import { AdminApiKeysPage } from './pages/AdminApiKeysPage';
import { AdminAuditPage } from './pages/AdminAuditPage';
import { AdminWebhooksPage } from './pages/AdminWebhooksPage';
import { AdminDispatchRulesPage } from './pages/AdminDispatchRulesPage';
import { AdminCourierFiguresPage } from './pages/AdminCourierFiguresPage';
import { AdminDiscountsPage } from './pages/AdminDiscountsPage';
import { AdminOpenCheckoutsPage } from './pages/AdminOpenCheckoutsPage';
import { AdminConfirmationsPage } from '../confirmations/pages/AdminConfirmationsPage';
import { TakeOrderPage } from './phone-orders/TakeOrderPage';
import './admin.css';

/** The admin screens, each shown to the staff whose role grants its permission (the server refuses the rest). */
const SECTIONS: ReadonlyArray<{ path: string; label: string; permission: StaffPermission; page: ReactNode }> = [
  { path: '', label: 'Dashboard', permission: 'dashboard:read', page: <AdminDashboardPage /> },
  { path: 'users', label: 'Users', permission: 'customers:read', page: <AdminUsersPage /> },
  { path: 'orders', label: 'Orders', permission: 'orders:read', page: <AdminOrdersPage /> },
  { path: 'confirmations', label: 'Confirmations', permission: 'orders:confirm', page: <AdminConfirmationsPage /> },
  {
    path: 'open-checkouts',
    label: 'Open Checkouts',
    permission: 'orders:read',
    page: <AdminOpenCheckoutsPage />,
  },
  { path: 'products', label: 'Products', permission: 'catalogue:write', page: <AdminProductsPage /> },
  { path: 'categories', label: 'Categories', permission: 'catalogue:write', page: <AdminCategoriesPage /> },
  { path: 'remittances', label: 'Courier Cash', permission: 'payments:read', page: <AdminRemittancesPage /> },
  {
    path: 'courier-figures',
    label: 'Courier Figures',
    permission: 'dashboard:read',
    page: <AdminCourierFiguresPage />,
  },
  { path: 'dispatch', label: 'Dispatch', permission: 'settings:write', page: <AdminDispatchRulesPage /> },
  { path: 'discounts', label: 'Discounts', permission: 'discounts:manage', page: <AdminDiscountsPage /> },
  { path: 'blocklist', label: 'Blocklist', permission: 'blocklist:write', page: <AdminBlocklistPage /> },
  { path: 'settings', label: 'Settings', permission: 'settings:write', page: <AdminSettingsPage /> },
  { path: 'staff', label: 'Staff', permission: 'staff:manage', page: <AdminStaffPage /> },
  { path: 'api-keys', label: 'API Keys', permission: 'keys:manage', page: <AdminApiKeysPage /> },
  { path: 'webhooks', label: 'Webhooks', permission: 'webhooks:manage', page: <AdminWebhooksPage /> },
  { path: 'audit', label: 'Activity', permission: 'audit:read', page: <AdminAuditPage /> },
];

/**
 * The admin area (its own chunk, loaded for staff only): a sub-nav over the screens the staff member's role
 * allows. `/admin` opens the dashboard, or the first screen allowed to a role without it (a Confirmer's queue).
 */
export function AdminRoutes() {
  const can = usePermissions();
  const allowed = SECTIONS.filter((section) => can(section.permission));
  return (
    <div className="admin">
      <nav className="admin-nav" aria-label="Admin">
        {allowed.map((section) => (
          <NavLink
            key={section.path}
            to={`/admin${section.path && `/${section.path}`}`}
            end={section.path === ''}
            className="admin-nav-link"
          >
            {section.label}
          </NavLink>
        ))}
      </nav>
      <Routes>
        {SECTIONS.map((section) => (
          <Route
            key={section.path}
            {...(section.path ? { path: section.path } : { index: true })}
            element={
              can(section.permission) ? (
                section.page
              ) : section.path === '' && allowed.length > 0 ? (
                <Navigate to={`/admin/${allowed[0].path}`} replace />
              ) : (
                <NotAllowed />
              )
            }
          />
        ))}
        <Route path="orders/new" element={can('orders:create') ? <TakeOrderPage /> : <NotAllowed />} />
        <Route path="orders/:orderId" element={can('orders:read') ? <AdminOrderDetailPage /> : <NotAllowed />} />
        <Route path="*" element={<AdminNotFound />} />
      </Routes>
    </div>
  );
}

function NotAllowed() {
  return (
    <section className="panel empty-state">
      <h1>Not Available to Your Role</h1>
      <p className="muted">Your staff role does not allow this page. The shop&apos;s owner can change your role.</p>
    </section>
  );
}

function AdminNotFound() {
  return (
    <section className="panel empty-state">
      <h1>Page Not Found</h1>
      <p className="muted">This admin page does not exist.</p>
      <NavLink to="/admin" className="btn btn-primary">
        Back to Dashboard
      </NavLink>
    </section>
  );
}
