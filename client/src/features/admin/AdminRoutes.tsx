import { NavLink, Route, Routes } from 'react-router-dom';
import { AdminDashboardPage } from './pages/AdminDashboardPage';
import { AdminOrderDetailPage } from './pages/AdminOrderDetailPage';
import { AdminOrdersPage } from './pages/AdminOrdersPage';
import { AdminProductsPage } from './pages/AdminProductsPage';
import { AdminRemittancesPage } from './pages/AdminRemittancesPage';
import { AdminUsersPage } from './pages/AdminUsersPage';
import { AdminBlocklistPage } from './pages/AdminBlocklistPage';
import { AdminCategoriesPage } from './pages/AdminCategoriesPage';
import { AdminSettingsPage } from './pages/AdminSettingsPage';
import { AdminConfirmationsPage } from '../confirmations/pages/AdminConfirmationsPage';
import './admin.css';

const SECTIONS = [
  { to: '/admin', label: 'Dashboard', end: true },
  { to: '/admin/users', label: 'Users', end: false },
  { to: '/admin/orders', label: 'Orders', end: false },
  { to: '/admin/confirmations', label: 'Confirmations', end: false },
  { to: '/admin/products', label: 'Products', end: false },
  { to: '/admin/categories', label: 'Categories', end: false },
  { to: '/admin/remittances', label: 'Courier Cash', end: false },
  { to: '/admin/blocklist', label: 'Blocklist', end: false },
  { to: '/admin/settings', label: 'Settings', end: false },
];

/** The admin area (its own chunk, loaded for admins only): a sub-nav over the admin screens. */
export function AdminRoutes() {
  return (
    <div className="admin">
      <nav className="admin-nav" aria-label="Admin">
        {SECTIONS.map((section) => (
          <NavLink key={section.to} to={section.to} end={section.end} className="admin-nav-link">
            {section.label}
          </NavLink>
        ))}
      </nav>
      <Routes>
        <Route index element={<AdminDashboardPage />} />
        <Route path="users" element={<AdminUsersPage />} />
        <Route path="orders" element={<AdminOrdersPage />} />
        <Route path="orders/:orderId" element={<AdminOrderDetailPage />} />
        <Route path="products" element={<AdminProductsPage />} />
        <Route path="categories" element={<AdminCategoriesPage />} />
        <Route path="blocklist" element={<AdminBlocklistPage />} />
        <Route path="settings" element={<AdminSettingsPage />} />
        <Route path="confirmations" element={<AdminConfirmationsPage />} />
        <Route path="remittances" element={<AdminRemittancesPage />} />
        <Route path="*" element={<AdminNotFound />} />
      </Routes>
    </div>
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
