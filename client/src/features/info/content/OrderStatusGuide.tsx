import { ORDER_STATUSES } from '../policy';

/** The five order statuses, each with its colour badge and what it means. */
export function OrderStatusGuide() {
  return (
    <dl className="status-guide">
      {ORDER_STATUSES.map(({ status, colour, meaning }) => (
        <div key={status} className="status-guide-row">
          <dt>
            <span className={`badge status-${status}`}>{status}</span>
            <span className="sr-only"> ({colour})</span>
          </dt>
          <dd>{meaning}</dd>
        </div>
      ))}
    </dl>
  );
}
