import { lazy } from 'react';
import { Route, Routes } from 'react-router-dom';
import { RequireAdmin, RequireAuth } from '../features/auth/RouteGuards';
import { HomePage } from '../features/catalogue/pages/HomePage';
import { ShopLayout } from '../features/layout/ShopLayout';
import { Toaster } from '../ui/toast';

// Route-level code splitting: each page group is its own chunk; the admin area never loads for shoppers.
const named = <T extends Record<string, unknown>>(load: () => Promise<T>, name: keyof T) =>
  lazy(() => load().then((module) => ({ default: module[name] as React.ComponentType })));

const ProductListPage = named(() => import('../features/catalogue/pages/ProductListPage'), 'ProductListPage');
const ProductPage = named(() => import('../features/catalogue/pages/ProductPage'), 'ProductPage');
const CartPage = named(() => import('../features/cart/pages/CartPage'), 'CartPage');
const CheckoutPage = named(() => import('../features/checkout/pages/CheckoutPage'), 'CheckoutPage');
const OrderConfirmationPage = named(
  () => import('../features/orders/pages/OrderConfirmationPage'),
  'OrderConfirmationPage',
);
const OrdersPage = named(() => import('../features/orders/pages/OrdersPage'), 'OrdersPage');
const LoginPage = named(() => import('../features/auth/pages/LoginPage'), 'LoginPage');
const RegisterPage = named(() => import('../features/auth/pages/RegisterPage'), 'RegisterPage');
const ProfilePage = named(() => import('../features/account/pages/ProfilePage'), 'ProfilePage');
const DashboardPage = named(() => import('../features/account/pages/DashboardPage'), 'DashboardPage');
const InfoPage = named(() => import('../features/info/pages/InfoPage'), 'InfoPage');
const NotFoundPage = named(() => import('../features/info/pages/NotFoundPage'), 'NotFoundPage');
const ConfirmOrderPage = named(() => import('../features/confirmations/pages/ConfirmOrderPage'), 'ConfirmOrderPage');
const AdminRoutes = named(() => import('../features/admin/AdminRoutes'), 'AdminRoutes');

export function App() {
  return (
    <>
      <Toaster />
      <Routes>
        <Route element={<ShopLayout />}>
          <Route path="/" element={<HomePage />} />
          <Route path="/products" element={<ProductListPage />} />
          <Route path="/products/:id" element={<ProductPage />} />
          <Route path="/category/:category" element={<ProductListPage />} />
          <Route path="/cart" element={<CartPage />} />
          <Route path="/checkout" element={<CheckoutPage />} />
          <Route path="/order-confirmation/:orderId" element={<OrderConfirmationPage />} />
          <Route path="/login" element={<LoginPage />} />
          <Route path="/register" element={<RegisterPage />} />
          <Route
            path="/profile"
            element={
              <RequireAuth>
                <ProfilePage />
              </RequireAuth>
            }
          />
          <Route
            path="/dashboard"
            element={
              <RequireAuth>
                <DashboardPage />
              </RequireAuth>
            }
          />
          <Route
            path="/orders"
            element={
              <RequireAuth>
                <OrdersPage />
              </RequireAuth>
            }
          />
          <Route path="/info/:page" element={<InfoPage />} />
          <Route path="/confirm/:token" element={<ConfirmOrderPage />} />
          <Route
            path="/admin/*"
            element={
              <RequireAdmin>
                <AdminRoutes />
              </RequireAdmin>
            }
          />
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Routes>
    </>
  );
}
