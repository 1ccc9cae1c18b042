import type { OrderStatus } from '../../../gql/graphql';
import { orderStatusLabel } from '../../orders/order-status-labels';

interface OrderStatusSelectProps {
  status: OrderStatus;
  /** The statuses the server lets this admin set now (`Order.allowedNextStatuses`). */
  allowed: readonly OrderStatus[];
  /** Names the order for screen readers, e.g. 'Status of order #ORD-123'. */
  label: string;
  disabled?: boolean;
  onChange: (status: OrderStatus) => void;
}

/** The status dropdown of the order lists, coloured like the status it shows: the current status and those allowed next. */
export function OrderStatusSelect({ status, allowed, label, disabled, onChange }: OrderStatusSelectProps) {
  const options = [status, ...allowed.filter((next) => next !== status)];
  return (
    <select
      className={`status-select status-${status}`}
      aria-label={label}
      value={status}
      disabled={disabled || allowed.length === 0}
      onChange={(event) => onChange(event.target.value as OrderStatus)}
    >
      {options.map((option) => (
        <option key={option} value={option}>
          {orderStatusLabel(option)}
        </option>
      ))}
    </select>
  );
}
