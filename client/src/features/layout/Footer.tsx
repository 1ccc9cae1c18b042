import { Link } from 'react-router-dom';
import { formatPrice, telLink, whatsappLink } from '../../ui/format';
import { chargesDelivery } from '../cart/cart-totals';
import { useShop } from '../shop/useShop';

const INFO_LINKS = [
  ['about', 'About Us'],
  ['contact', 'Contact'],
  ['shipping', 'Shipping Policy'],
  ['returns', 'Returns & Refunds'],
  ['privacy', 'Privacy Policy'],
  ['terms', 'Terms & Conditions'],
  ['support', 'Support'],
  ['order-tracking', 'Order Tracking'],
] as const;

/** Footer: the shop, its info pages and its contact details. */
export function Footer() {
  const shop = useShop();
  return (
    <footer className="site-footer">
      <div className="container footer-grid">
        <section>
          <h2 className="footer-title">{shop.name}</h2>
          <p>Genuine electronics accessories with cash on delivery across Pakistan.</p>
          <p className="muted-light">
            Prices in PKR, e.g. {formatPrice(2499)}.{' '}
            {chargesDelivery(shop.delivery) ? 'Delivery charges are shown at checkout.' : 'Shipping: Free.'}
          </p>
        </section>
        <section>
          <h2 className="footer-title">Shop</h2>
          <ul>
            <li>
              <Link to="/products">Shop All</Link>
            </li>
            <li>
              <Link to="/products?maxPrice=3000">Under 3K</Link>
            </li>
            <li>
              <Link to="/cart">Cart</Link>
            </li>
            <li>
              <Link to="/info/order-tracking">Track Order</Link>
            </li>
          </ul>
        </section>
        <section>
          <h2 className="footer-title">Information</h2>
          <ul>
            {INFO_LINKS.map(([slug, label]) => (
              <li key={slug}>
                <Link to={`/info/${slug}`}>{label}</Link>
              </li>
            ))}
          </ul>
        </section>
        <section>
          <h2 className="footer-title">Contact</h2>
          <ul>
            <li>
              <a href={whatsappLink(shop.whatsapp)} target="_blank" rel="noreferrer">
                WhatsApp (24/7): {shop.whatsapp}
              </a>
            </li>
            <li>
              <a href={telLink(shop.phone)}>Phone: {shop.phone}</a>
            </li>
            <li>
              <a href={`mailto:${shop.email}`}>{shop.email}</a>
            </li>
            <li>
              <a href={`https://instagram.com/${shop.instagram.replace(/^@/, '')}`} target="_blank" rel="noreferrer">
                Instagram: {shop.instagram}
              </a>
            </li>
          </ul>
        </section>
      </div>
      <p className="container footer-bottom">
        © {new Date().getFullYear()} {shop.name}. Cash on delivery only.
      </p>
    </footer>
  );
}
