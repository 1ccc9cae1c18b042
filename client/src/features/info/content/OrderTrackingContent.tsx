import { Link } from 'react-router-dom';
import { telLink, whatsappLink } from '../../../ui/format';
import { useSession } from '../../auth/useSession';
import { useShop } from '../../shop/useShop';
import { OrderStatusGuide } from './OrderStatusGuide';
import { TrackOrderForm } from '../../confirmations/components/TrackOrderForm';

/** /info/order-tracking: anyone tracks by order number and phone; registered users also have their dashboard; guests may ask on WhatsApp. */
export function OrderTrackingContent() {
  const shop = useShop();
  const { user } = useSession();
  return (
    <>
      <section className="info-card" aria-labelledby="track-title">
        <h2 id="track-title">Track your order</h2>
        <p>Enter your order number and the phone number you ordered with.</p>
        <TrackOrderForm />
      </section>
      <div className="info-split">
        <section className="info-card">
          <h2>Registered customers</h2>
          {user ? (
            <>
              <p>
                You are signed in as <strong>{user.name}</strong>. Your dashboard lists every order with its live
                status.
              </p>
              <Link to={user.role === 'admin' ? '/admin/orders' : '/dashboard'} className="btn btn-primary">
                {user.role === 'admin' ? 'Go to Admin Orders' : 'Go to My Dashboard'}
              </Link>
            </>
          ) : (
            <>
              <p>Ordered with an account? Sign in and open My Dashboard to see all your orders and their status.</p>
              <Link to="/login" state={{ from: { pathname: '/dashboard' } }} className="btn btn-primary">
                Sign In to Track
              </Link>
            </>
          )}
        </section>
        <section className="info-card">
          <h2>Guest orders</h2>
          <p>
            Ordered as a guest? Send us your order ID on WhatsApp or give us a call and we will tell you exactly where
            your parcel is.
          </p>
          <div className="row">
            <a
              className="btn btn-success"
              href={whatsappLink(shop.whatsapp, 'Hello! I would like to track my order. My order ID is: ')}
              target="_blank"
              rel="noreferrer"
            >
              Track via WhatsApp
            </a>
            <a className="btn btn-outline" href={telLink(shop.phone)}>
              Call {shop.phone}
            </a>
          </div>
          <p className="muted small">Your order ID is on your order confirmation page – keep it handy.</p>
        </section>
      </div>
      <section>
        <h2>What each status means</h2>
        <OrderStatusGuide />
      </section>
    </>
  );
}
