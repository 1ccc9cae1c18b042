import { Link } from 'react-router-dom';

/** For guests: signing in first is better (order history, saved details); a guest order is confirmed on WhatsApp. */
export function GuestLoginNotice({ whatsapp }: { whatsapp: string }) {
  return (
    <section className="panel guest-notice" aria-labelledby="guest-notice-title">
      <h2 id="guest-notice-title">Better to Login First</h2>
      <p>Sign in to track your orders from your dashboard and check out faster with your saved details.</p>
      <div className="row">
        <Link className="btn btn-primary btn-sm" to="/login" state={{ from: { pathname: '/checkout' } }}>
          Login
        </Link>
        <Link className="btn btn-outline btn-sm" to="/register">
          Create Account
        </Link>
      </div>
      <p className="guest-notice-whatsapp small">
        Ordering as a guest? We will confirm your order on WhatsApp ({whatsapp}). Keep your order ID to track it with
        us.
      </p>
    </section>
  );
}
