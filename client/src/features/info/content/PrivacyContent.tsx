import { useShop } from '../../shop/useShop';
import { GUEST_AND_ANALYTICS_RETENTION, MINIMUM_AGE, ORDER_RETENTION } from '../policy';

/** /info/privacy */
export function PrivacyContent() {
  const shop = useShop();
  return (
    <>
      <section>
        <h2>What we collect</h2>
        <ul>
          <li>
            <strong>Account details</strong> – your name, e-mail, phone number and, if you add it, your address.
          </li>
          <li>
            <strong>Order details</strong> – what you bought and where to deliver it. Guests give us the same contact
            details at checkout.
          </li>
          <li>
            <strong>Device storage</strong> – your browser keeps your sign-in, your cart and recently viewed products so
            the shop works between visits.
          </li>
          <li>
            <strong>Usage figures</strong> – anonymous counts of pages visited, to improve the shop.
          </li>
        </ul>
        <p>We never ask for card or bank details: every order is paid in cash on delivery.</p>
      </section>
      <section>
        <h2>How we use it</h2>
        <ul>
          <li>To confirm, deliver and support your orders, including calls and WhatsApp messages about them.</li>
          <li>To run your account: sign-in, profile and order history.</li>
          <li>To send our newsletter, only if you subscribe. You can unsubscribe at any time.</li>
        </ul>
        <p>
          We do not sell your information. We share delivery details only with our courier partners, for your delivery.
        </p>
      </section>
      <section>
        <h2>How long we keep it</h2>
        <ul>
          <li>
            Orders: <strong>{ORDER_RETENTION}</strong>, for accounting and warranty claims.
          </li>
          <li>
            Guest orders and analytics: <strong>{GUEST_AND_ANALYTICS_RETENTION}</strong>.
          </li>
          <li>Account details: for as long as you keep your account.</li>
        </ul>
      </section>
      <section>
        <h2>Children</h2>
        <p>
          {shop.name} is not meant for children under {MINIMUM_AGE}. We do not knowingly collect information from
          children under {MINIMUM_AGE}; if you believe a child has given us information, contact us and we will delete
          it.
        </p>
      </section>
      <section>
        <h2>Your choices</h2>
        <p>
          You can see and update your details on your profile page at any time. To ask for a copy of your information or
          to have your account deleted, e-mail us at <a href={`mailto:${shop.email}`}>{shop.email}</a>.
        </p>
      </section>
    </>
  );
}
