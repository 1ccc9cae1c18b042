import { Link, useLocation } from 'react-router-dom';
import { usePageTitle } from '../../../ui/usePageTitle';
import { useShop } from '../../shop/useShop';
import '../info.css';

/** Any unknown address: a friendly way back home or to the products. */
export function NotFoundPage() {
  const shop = useShop();
  const { pathname } = useLocation();
  usePageTitle(`Page Not Found | ${shop.name}`);
  return (
    <section className="panel not-found">
      <p className="not-found-code" aria-hidden="true">
        404
      </p>
      <h1>Page Not Found</h1>
      <p className="muted">
        Sorry, we couldn't find <code>{pathname}</code>. The link may be old or the page may have moved.
      </p>
      <div className="row not-found-actions">
        <Link to="/" className="btn btn-primary">
          Go to Home
        </Link>
        <Link to="/products" className="btn btn-outline">
          Browse Products
        </Link>
      </div>
      <p className="small muted">
        Need help? Visit our <Link to="/info/support">Support Center</Link>.
      </p>
    </section>
  );
}
