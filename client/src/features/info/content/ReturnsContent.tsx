import { Link } from 'react-router-dom';
import { REFUND_BY_METHOD, REFUND_PROCESSING, RETURN_WINDOW } from '../policy';

/** /info/returns */
export function ReturnsContent() {
  return (
    <>
      <section>
        <h2>Return policy: {RETURN_WINDOW}</h2>
        <p>
          If something is not right, tell us within <strong>{RETURN_WINDOW}</strong> of delivery and we will arrange an
          exchange or a refund.
        </p>
        <h3>What can be returned</h3>
        <ul>
          <li>Items that arrive damaged, faulty or different from what you ordered.</li>
          <li>Unused items in their original packaging with all accessories, manuals and free gifts.</li>
        </ul>
        <h3>What cannot be returned</h3>
        <ul>
          <li>Items damaged by misuse, water or drops after delivery.</li>
          <li>Items returned without their original packaging or accessories.</li>
        </ul>
      </section>
      <section>
        <h2>How to return an item</h2>
        <ol>
          <li>
            Contact us on WhatsApp, by phone or e-mail within {RETURN_WINDOW}, with your order ID and a photo of the
            item.
          </li>
          <li>We confirm the return and arrange the pickup or tell you where to send it.</li>
          <li>Once we receive the item, we inspect it and start your exchange or refund.</li>
        </ol>
      </section>
      <section>
        <h2>Refunds</h2>
        <p>
          Approved refunds are processed in <strong>{REFUND_PROCESSING}</strong>. The money then reaches you in:
        </p>
        <table className="table info-table">
          <thead>
            <tr>
              <th scope="col">Refund method</th>
              <th scope="col">Time to reach you</th>
            </tr>
          </thead>
          <tbody>
            {REFUND_BY_METHOD.map(({ method, time }) => (
              <tr key={method}>
                <th scope="row">{method}</th>
                <td>{time}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p>
          Questions about a return? <Link to="/info/contact">Contact us</Link> – we are happy to help.
        </p>
      </section>
    </>
  );
}
