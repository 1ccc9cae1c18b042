import type { RiskLevel } from '../../../gql/graphql';

const LABELS: Record<RiskLevel, { text: string; className: string }> = {
  LOW: { text: 'Low risk', className: 'badge-success' },
  MEDIUM: { text: 'Medium risk', className: 'badge-warning' },
  HIGH: { text: 'High risk', className: 'badge-danger' },
};

interface Risk {
  level: RiskLevel;
  reasons: readonly string[];
}

/** An order's risk level; its reasons in the tooltip (and read out). Nothing for an order never scored. */
export function RiskBadge({ risk }: { risk?: Risk | null }) {
  if (!risk) return <span className="muted small">—</span>;
  const label = LABELS[risk.level];
  const why = risk.reasons.length ? risk.reasons.join('; ') : 'No risk signals';
  return (
    <span className={`badge ${label.className}`} title={why} data-testid="risk-badge">
      {label.text}
      <span className="sr-only">: {why}</span>
    </span>
  );
}

/** The level with its reasons written out under it, where a person decides on the order (the confirmation queue). */
export function RiskSummary({ risk }: { risk?: Risk | null }) {
  return (
    <div className="risk-summary">
      <RiskBadge risk={risk} />
      {risk && risk.reasons.length > 0 && (
        <ul className="risk-reasons small" aria-label="Risk reasons">
          {risk.reasons.map((reason) => (
            <li key={reason}>{reason}</li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** The level and every reason, for the order detail. */
export function RiskPanel({ risk }: { risk?: Risk | null }) {
  return (
    <section className="panel" aria-labelledby="risk-title" data-testid="risk-panel">
      <h2 id="risk-title">Risk</h2>
      {risk ? (
        <>
          <RiskBadge risk={risk} />
          {risk.reasons.length > 0 ? (
            <ul className="risk-reasons">
              {risk.reasons.map((reason) => (
                <li key={reason}>{reason}</li>
              ))}
            </ul>
          ) : (
            <p className="muted small">No risk signals: a known phone, a usual order, a full address.</p>
          )}
        </>
      ) : (
        <p className="muted small">Not scored (placed before risk scoring).</p>
      )}
    </section>
  );
}
