import { lazy } from 'react';
import { Route, Routes } from 'react-router-dom';
import { RequireAdmin, RequireAuth } from '../features/auth/RouteGuards';
import { HomePage } from '../features/catalogue/pages/HomePage';
import { ShopLayout } from '../features/layout/ShopLayout';
import { Toaster } from '../ui/toast';

type Page = React.ComponentType;

/**
 * Route-level code splitting: each page group is its own chunk; the admin area never loads for shoppers. A page
 * loaded ahead (`preload`, for the page the server rendered) is handed to React at once, so hydration finds it
 * there and does not wait a round on it.
 */
const named = <T extends Record<string, unknown>>(load: () => Promise<T>, name: keyof T) => {
  let loaded: Page | undefined;
  const preload = () => load().then((module) => (loaded = module[name] as Page));
  // A thenable that answers at once: React.lazy takes a module it is given synchronously without suspending.
  const ready = (page: Page) => ({
    then: (resolve: (module: { default: Page }) => void) => resolve({ default: page }),
  });
  const page = lazy(() =>
    loaded ? (ready(loaded) as unknown as Promise<{ default: Page }>) : preload().then((p) => ({ default: p })),
  );
  return Object.assign(page, { preload });
};

const ProductListPage = named(() => import('../features/catalogue/pages/ProductListPage'), 'ProductListPage');
const ProductPage = named(() => import('../features/catalogue/pages/ProductPage'), 'ProductPage');
const CartPage = named(() => import('../features/cart/pages/CartPage'), 'CartPage');
const CheckoutPage = named(() => import('../features/checkout/pages/CheckoutPage'), 'CheckoutPage');
const ResumeCheckoutPage = named(() => import('../features/checkout/pages/ResumeCheckoutPage'), 'ResumeCheckoutPage');
const OrderConfirmationPage = named(
  () => import('../features/orders/pages/OrderConfirmationPage'),
  'OrderConfirmationPage',
);
const OrdersPage = named(() => import('../features/orders/pages/OrdersPage'), 'OrdersPage');
const LoginPage = named(() => import('../features/auth/pages/LoginPage'), 'LoginPage');
const RegisterPage = named(() => import('../features/auth/pages/RegisterPage'), 'RegisterPage');
const ForgotPasswordPage = named(() => import('../features/auth/pages/ForgotPasswordPage'), 'ForgotPasswordPage');
const ResetPasswordPage = named(() => import('../features/auth/pages/ResetPasswordPage'), 'ResetPasswordPage');
const StaffInvitePage = named(() => import('../features/auth/pages/StaffInvitePage'), 'StaffInvitePage');
const ProfilePage = named(() => import('../features/account/pages/ProfilePage'), 'ProfilePage');
const DashboardPage = named(() => import('../features/account/pages/DashboardPage'), 'DashboardPage');
const InfoPage = named(() => import('../features/info/pages/InfoPage'), 'InfoPage');
const NotFoundPage = named(() => import('../features/info/pages/NotFoundPage'), 'NotFoundPage');
const ConfirmOrderPage = named(() => import('../features/confirmations/pages/ConfirmOrderPage'), 'ConfirmOrderPage');
const AdminRoutes = named(() => import('../features/admin/AdminRoutes'), 'AdminRoutes');

/** Loads the lazy page of a server-rendered path before the client hydrates it (main.tsx). */
export function preloadPage(pathname: string): Promise<unknown> {
  if (/^\/products\/[^/]+$/.test(pathname)) return ProductPage.preload();
  if (pathname === '/products' || pathname.startsWith('/category/')) return ProductListPage.preload();
  return Promise.resolve();
}

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
          <Route path="/checkout/resume/:token" element={<ResumeCheckoutPage />} />
          <Route path="/order-confirmation/:orderId" element={<OrderConfirmationPage />} />
          <Route path="/login" element={<LoginPage />} />
          <Route path="/register" element={<RegisterPage />} />
          <Route path="/forgot-password" element={<ForgotPasswordPage />} />
          <Route path="/reset-password" element={<ResetPasswordPage />} />
          <Route path="/staff-invite/:token" element={<StaffInvitePage />} />
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
