import { useLazyQuery } from '@apollo/client/react';
import { useId, useState } from 'react';
import { errorMessage } from '../../../lib/errors';
import { INVALID_MOBILE, isPakistaniMobile } from '../../../ui/phone';
import { TrackOrderQuery } from '../confirmations.graphql';
import { PublicOrderSummary } from './PublicOrderSummary';
import { ShipmentInfo } from '../../orders/components/ShipmentInfo';
import '../confirmations.css';

/**
 * Tracking without a key: the order number and the phone the order was placed with (any written form). The
 * server answers the status timeline, items, total and confirmation state, with the address masked; a wrong
 * pair is 'not found'. What was typed stays in the fields.
 */
export function TrackOrderForm() {
  const ids = useId();
  const [orderNumber, setOrderNumber] = useState('');
  const [phone, setPhone] = useState('');
  const [problem, setProblem] = useState<{ field?: 'orderNumber' | 'phone'; message: string } | null>(null);
  const [track, { data, loading }] = useLazyQuery(TrackOrderQuery, { fetchPolicy: 'network-only' });
  const order = problem ? undefined : data?.trackOrder;

  async function submit() {
    if (!orderNumber.trim()) return setProblem({ field: 'orderNumber', message: 'Order number is required' });
    if (!isPakistaniMobile(phone)) return setProblem({ field: 'phone', message: INVALID_MOBILE });
    setProblem(null);
    try {
      const answer = await track({ variables: { orderNumber: orderNumber.trim(), phone: phone.trim() } });
      if (answer.error) setProblem({ message: errorMessage(answer.error, 'Could not find the order.') });
    } catch (failure) {
      setProblem({ message: errorMessage(failure, 'Could not find the order.') });
    }
  }

  return (
    <div className="stack">
      <form
        className="track-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <div className="field">
          <label htmlFor={`${ids}-number`}>Order number</label>
          <input
            id={`${ids}-number`}
            value={orderNumber}
            placeholder="VA251121-7K3QX"
            autoComplete="off"
            aria-invalid={problem?.field === 'orderNumber'}
            aria-describedby={problem?.field === 'orderNumber' ? `${ids}-problem` : undefined}
            onChange={(event) => setOrderNumber(event.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor={`${ids}-phone`}>Phone used for the order</label>
          <input
            id={`${ids}-phone`}
            type="tel"
            value={phone}
            placeholder="0300 1234567"
            autoComplete="tel"
            aria-invalid={problem?.field === 'phone'}
            aria-describedby={problem?.field === 'phone' ? `${ids}-problem` : undefined}
            onChange={(event) => setPhone(event.target.value)}
          />
        </div>
        <button type="submit" className="btn btn-primary" disabled={loading}>
          {loading ? 'Tracking…' : 'Track Order'}
        </button>
      </form>
      {problem && (
        <p id={`${ids}-problem`} className="field-error" role="alert">
          {problem.message}
        </p>
      )}
      {order && (
        <section aria-label={`Order ${order.orderNumber}`}>
          <h3>
            Order <span className="order-number">{order.orderNumber}</span>
          </h3>
          <PublicOrderSummary order={order} timeline headingLevel={4} />
          {order.shipment && (
            <section className="stack-sm track-parcel" aria-labelledby={`${ids}-parcel`}>
              <h4 id={`${ids}-parcel`}>Your parcel</h4>
              <ShipmentInfo shipment={order.shipment} titleId={`${ids}-parcel`} />
            </section>
          )}
        </section>
      )}
    </div>
  );
}
