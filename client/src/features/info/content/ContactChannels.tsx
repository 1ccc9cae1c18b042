import { telLink, whatsappLink } from '../../../ui/format';
import { useShop } from '../../shop/useShop';
import { ContactIcon } from './ContactIcon';
import { BUSINESS_HOURS, EMAIL_RESPONSE_TIME } from '../policy';

/** WhatsApp (24/7), phone, e-mail and Instagram, from the shop's one configuration. */
export function ContactChannels() {
  const shop = useShop();
  const instagramHandle = shop.instagram.replace(/^@/, '');
  return (
    <ul className="contact-channels">
      <li className="contact-card contact-whatsapp">
        <ContactIcon name="whatsapp" />
        <h3>WhatsApp</h3>
        <p className="muted small">24/7 – the fastest way to reach us</p>
        <a href={whatsappLink(shop.whatsapp)} target="_blank" rel="noreferrer">
          {shop.whatsapp}
        </a>
      </li>
      <li className="contact-card">
        <ContactIcon name="phone" />
        <h3>Phone</h3>
        <p className="muted small">During business hours</p>
        <a href={telLink(shop.phone)}>{shop.phone}</a>
      </li>
      <li className="contact-card">
        <ContactIcon name="email" />
        <h3>E-mail</h3>
        <p className="muted small">We reply {EMAIL_RESPONSE_TIME}</p>
        <a href={`mailto:${shop.email}`}>{shop.email}</a>
      </li>
      <li className="contact-card">
        <ContactIcon name="instagram" />
        <h3>Instagram</h3>
        <p className="muted small">New arrivals and offers</p>
        <a href={`https://instagram.com/${instagramHandle}`} target="_blank" rel="noreferrer">
          {shop.instagram}
        </a>
      </li>
    </ul>
  );
}

/** Mon-Sat 9 AM-8 PM, Sun 10 AM-6 PM; WhatsApp answers around the clock. */
export function BusinessHours() {
  return (
    <table className="table info-table">
      <caption className="sr-only">Business hours</caption>
      <tbody>
        {BUSINESS_HOURS.map(({ days, hours }) => (
          <tr key={days}>
            <th scope="row">{days}</th>
            <td>{hours}</td>
          </tr>
        ))}
        <tr>
          <th scope="row">WhatsApp</th>
          <td>24/7</td>
        </tr>
      </tbody>
    </table>
  );
}
