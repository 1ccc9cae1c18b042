import { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { Spinner } from '../../ui/Spinner';
import { useSession } from './useSession';

/** Login required: a spinner until the session is restored, else /login with the origin remembered. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { isInitialized, isAuthenticated, ended } = useSession();
  const location = useLocation();
  if (!isInitialized) return <Spinner label="Checking your session…" />;
  if (!isAuthenticated) return <Navigate to="/login" replace state={{ from: location, sessionEnded: ended }} />;
  return <>{children}</>;
}

/** Admin only: unauthenticated users go to /login, non-admins to /. */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const { isInitialized, isAuthenticated, user, ended } = useSession();
  const location = useLocation();
  if (!isInitialized) return <Spinner label="Checking your session…" />;
  if (!isAuthenticated) return <Navigate to="/login" replace state={{ from: location, sessionEnded: ended }} />;
  if (user?.role !== 'admin') return <Navigate to="/" replace />;
  return <>{children}</>;
}
