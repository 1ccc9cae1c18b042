import { Link } from 'react-router-dom';
import { BusinessHours, ContactChannels } from './ContactChannels';

/** /info/contact */
export function ContactContent() {
  return (
    <>
      <section>
        <h2>Reach us</h2>
        <p>
          Questions about a product, an order or a return? Pick whichever way suits you – a real person will answer.
        </p>
        <ContactChannels />
      </section>
      <section className="info-split">
        <div>
          <h2>Business hours</h2>
          <BusinessHours />
        </div>
        <div>
          <h2>Help us help you faster</h2>
          <ul>
            <li>
              Have your <strong>order ID</strong> ready (you will find it on your confirmation page and in your
              dashboard).
            </li>
            <li>For a damaged or wrong item, send a photo of the product and its box on WhatsApp.</li>
            <li>
              Many questions are answered in our <Link to="/info/support">FAQ</Link>.
            </li>
          </ul>
        </div>
      </section>
    </>
  );
}
