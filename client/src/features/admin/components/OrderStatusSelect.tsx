import type { OrderStatus } from '../../../gql/graphql';
import { ORDER_STATUSES } from '../admin-constants';

interface OrderStatusSelectProps {
  status: OrderStatus;
  /** Names the order for screen readers, e.g. 'Status of order #ORD-123'. */
  label: string;
  disabled?: boolean;
  onChange: (status: OrderStatus) => void;
}

/** The status dropdown of the order lists, coloured like the status it shows. */
export function OrderStatusSelect({ status, label, disabled, onChange }: OrderStatusSelectProps) {
  return (
    <select
      className={`status-select status-${status}`}
      aria-label={label}
      value={status}
      disabled={disabled}
      onChange={(event) => onChange(event.target.value as OrderStatus)}
    >
      {ORDER_STATUSES.map((option) => (
        <option key={option} value={option}>
          {option}
        </option>
      ))}
    </select>
  );
}
