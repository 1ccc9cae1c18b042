import { Link } from 'react-router-dom';
import { deliveryWording } from '../../cart/cart-totals';
import { useShop } from '../../shop/useShop';
import { DELIVERY_TIMES, ORDER_CHANGE_WINDOW } from '../policy';

/** /info/shipping */
export function ShippingContent() {
  const delivery = deliveryWording(useShop().delivery);
  return (
    <>
      <section>
        <h2>Shipping cost</h2>
        {delivery.free ? (
          <p className="info-highlight">
            Shipping: <strong>Free</strong>. The price you see at checkout is the price you pay the rider.
          </p>
        ) : (
          <>
            <p className="info-highlight">
              <strong>{delivery.short}</strong>. Checkout adds the delivery charge for your city before you order; the
              total you see there is the price you pay the rider.
            </p>
            <ul className="delivery-rules">
              {delivery.rules.map((rule) => (
                <li key={rule}>{rule}</li>
              ))}
            </ul>
          </>
        )}
      </section>
      <section>
        <h2>Delivery times</h2>
        <p>We dispatch confirmed orders every working day. Counting from confirmation, delivery usually takes:</p>
        <table className="table info-table">
          <thead>
            <tr>
              <th scope="col">Destination</th>
              <th scope="col">Delivery time</th>
            </tr>
          </thead>
          <tbody>
            {DELIVERY_TIMES.map(({ area, time }) => (
              <tr key={area}>
                <th scope="row">{area}</th>
                <td>{time}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className="muted small">
          Public holidays, weather and courier delays can occasionally add a day. We will let you know if that happens.
        </p>
      </section>
      <section>
        <h2>How delivery works</h2>
        <ol>
          <li>Place your order – signed in or as a guest.</li>
          <li>We confirm it with you by phone or WhatsApp.</li>
          <li>Your parcel is packed, sealed and handed to our courier partner.</li>
          <li>The rider calls before arriving. Check the parcel, then pay in cash (cash on delivery only).</li>
        </ol>
      </section>
      <section>
        <h2>Changing your address or order</h2>
        <p>
          You can change the delivery address or the items within {ORDER_CHANGE_WINDOW} of placing your order. Contact
          us with your order ID – see <Link to="/info/contact">Contact</Link>. After that your parcel may already be on
          its way.
        </p>
        <p>
          Want to know where your order is? Visit <Link to="/info/order-tracking">Order Tracking</Link>.
        </p>
      </section>
    </>
  );
}
