import { FormEvent, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { errorMessage } from '../../../lib/errors';
import { toast } from '../../../ui/toast';
import { usePageTitle } from '../../../ui/usePageTitle';
import { useShop } from '../../shop/useShop';
import { useAuthActions } from '../useSession';
import { PasswordField } from './PasswordField';
import './auth.css';

interface RememberedOrigin {
  from?: { pathname: string; search?: string; hash?: string };
  /** Set when a 401 ended the session this tab held. */
  sessionEnded?: boolean;
  /** The message of a password reset that has just worked. */
  passwordReset?: string;
}

export const SESSION_ENDED = 'Your session has ended. Please sign in again.';

/** Where the guards sent the shopper from, unless that was a sign-in page itself. */
function rememberedPath(state: unknown): string | null {
  const from = (state as RememberedOrigin | null)?.from;
  if (!from?.pathname || from.pathname === '/login' || from.pathname === '/register') return null;
  return `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`;
}

/** /login: Sign In. Admins go to /admin, everyone else back where they came from, else home. */
export function LoginPage() {
  const shop = useShop();
  usePageTitle(`Sign In | ${shop.name}`);
  const { login } = useAuthActions();
  const navigate = useNavigate();
  const location = useLocation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const origin = rememberedPath(location.state);
  const sessionEnded = Boolean((location.state as RememberedOrigin | null)?.sessionEnded);
  const passwordReset = (location.state as RememberedOrigin | null)?.passwordReset;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim() || !password) {
      setError('Please fill in all fields');
      return;
    }
    setError('');
    setSubmitting(true);
    try {
      const user = await login(email.trim(), password);
      toast.success('Login successful!');
      navigate(user.role === 'admin' ? '/admin' : (origin ?? '/'), { replace: true });
    } catch (failure) {
      setError(errorMessage(failure, 'Login failed'));
      setSubmitting(false);
    }
  };

  return (
    <section className="auth-page">
      <div className="panel auth-card">
        <header className="auth-head">
          <h1>Sign In</h1>
          {passwordReset ? (
            <p className="auth-notice" role="status">
              {passwordReset}
            </p>
          ) : sessionEnded ? (
            <p className="session-ended" role="status">
              {SESSION_ENDED}
            </p>
          ) : (
            <p className="muted">{origin ? 'Please sign in to continue.' : `Welcome back to ${shop.name}.`}</p>
          )}
        </header>
        <form onSubmit={submit} noValidate>
          {error && (
            <p className="form-error" role="alert">
              {error}
            </p>
          )}
          <div className="field">
            <label htmlFor="login-email">Email</label>
            <input
              id="login-email"
              name="email"
              type="email"
              autoComplete="email"
              inputMode="email"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
          </div>
          <PasswordField
            label="Password"
            name="password"
            autoComplete="current-password"
            value={password}
            onChange={setPassword}
          />
          <p className="forgot-password">
            <Link to="/forgot-password">Forgot password?</Link>
          </p>
          <button type="submit" className="btn btn-primary btn-block" disabled={submitting}>
            {submitting ? 'Signing In...' : 'Sign In'}
          </button>
        </form>
        <p className="auth-switch">
          Don't have an account?{' '}
          <Link to="/register" state={location.state}>
            Create Account
          </Link>
        </p>
      </div>
    </section>
  );
}
