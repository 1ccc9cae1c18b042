import { Link } from 'react-router-dom';
import { deliveryWording, type DeliveryWording } from '../../cart/cart-totals';
import { useShop } from '../../shop/useShop';
import { RETURN_WINDOW } from '../policy';

const promisesFor = (delivery: DeliveryWording) => [
  {
    title: 'Genuine Products',
    text: 'Every item comes from the brand or an authorised distributor. No copies, no refurbished stock sold as new.',
  },
  // The delivery promise follows the merchant's fees (admin settings): free only while nothing is charged.
  delivery.free
    ? {
        title: 'Free Shipping',
        text: 'Delivery is on us on our listed prices, and you pay in cash only when the parcel is in your hands.',
      }
    : {
        title: delivery.short,
        text: 'The delivery charge is shown at checkout before you order (see our shipping policy), and you pay in cash only when the parcel is in your hands.',
      },
  {
    title: '100% Satisfaction',
    text: `Not happy? Tell us within ${RETURN_WINDOW} of delivery and we will make it right with an exchange or a refund.`,
  },
];

/** /info/about */
export function AboutContent() {
  const shop = useShop();
  const PROMISES = promisesFor(deliveryWording(shop.delivery));
  return (
    <>
      <section>
        <h2>Who we are</h2>
        <p>
          {shop.name} is a Pakistani online shop for electronics accessories: earbuds, headphones, speakers, chargers,
          cables, adapters, power banks, phone cases, screen protectors, smart watches and fitness trackers. We started
          with a simple idea – accessories you can trust, at fair prices, delivered to your door with nothing to pay
          until they arrive.
        </p>
        <p>
          We test what we sell, describe it honestly and answer the phone when you call. Most of our customers find us
          through a friend, and we intend to keep it that way.
        </p>
      </section>
      <section>
        <h2>Our promises</h2>
        <ul className="info-cards">
          {PROMISES.map((promise) => (
            <li key={promise.title} className="info-card">
              <h3>{promise.title}</h3>
              <p>{promise.text}</p>
            </li>
          ))}
        </ul>
      </section>
      <section>
        <h2>How we work</h2>
        <ul>
          <li>
            <strong>Cash on delivery only.</strong> No card details, no advance payment – you pay the rider.
          </li>
          <li>
            <strong>Secure ordering.</strong> We only ask for what we need to deliver your order.
          </li>
          <li>
            <strong>24/7 support</strong> on WhatsApp, plus phone and e-mail during business hours.
          </li>
          <li>
            <strong>Easy returns</strong> within {RETURN_WINDOW} of delivery.
          </li>
        </ul>
        <p>
          Ready to look around? <Link to="/products">Browse all products</Link> or{' '}
          <Link to="/info/contact">get in touch</Link>.
        </p>
      </section>
    </>
  );
}
