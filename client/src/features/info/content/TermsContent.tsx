import { Link } from 'react-router-dom';
import { useShop } from '../../shop/useShop';
import { ORDER_CHANGE_WINDOW, RETURN_WINDOW } from '../policy';

/** /info/terms */
export function TermsContent() {
  const shop = useShop();
  return (
    <>
      <section>
        <h2>Using this shop</h2>
        <p>
          By browsing or ordering from {shop.name} you agree to these terms. Please keep your sign-in details private;
          you are responsible for orders placed from your account.
        </p>
      </section>
      <section>
        <h2>Prices and payment</h2>
        <ul>
          <li>All prices are in Pakistani rupees (Rs.).</li>
          <li>Payment is cash on delivery only. Please have the exact amount ready for the rider.</li>
          <li>
            If a price is shown wrongly by mistake, we will contact you before dispatch and you may cancel at no cost.
          </li>
        </ul>
      </section>
      <section>
        <h2>Orders</h2>
        <ul>
          <li>An order is accepted once we confirm it with you by phone or WhatsApp.</li>
          <li>You can change or cancel an order within {ORDER_CHANGE_WINDOW} of placing it.</li>
          <li>We may cancel orders we cannot confirm, or where stock has run out; you will not be charged.</li>
          <li>Admin accounts are for running the shop and cannot place orders.</li>
        </ul>
      </section>
      <section>
        <h2>Delivery, returns and warranty</h2>
        <p>
          Delivery is covered by our <Link to="/info/shipping">Shipping Policy</Link>. You may return items within{' '}
          {RETURN_WINDOW} of delivery under our <Link to="/info/returns">Returns &amp; Refunds</Link> policy. Products
          carry the warranty stated on their page, honoured through us.
        </p>
      </section>
      <section>
        <h2>Liability</h2>
        <p>
          We describe products as accurately as we can. Our responsibility for any order is limited to its price. These
          terms are governed by the laws of Pakistan.
        </p>
        <p>
          Questions about these terms? <Link to="/info/contact">Contact us</Link>.
        </p>
      </section>
    </>
  );
}
