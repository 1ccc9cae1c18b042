import type { AdminDashboardQuery } from '../../../gql/graphql';
import { formatPrice } from '../../../ui/format';

type Figures = AdminDashboardQuery['adminDashboard']['codFigures'];

const percent = (rate: number) => `${Math.round(rate * 1000) / 10}%`;
const RISK_LABELS: Record<string, string> = { low: 'Low', medium: 'Medium', high: 'High', unscored: 'Not scored' };

/**
 * Cash on delivery over the last 30 days: the funnel from placed to delivered or returned, by city, by risk and by
 * item (each kind of a product sold in kinds on its own, with its SKU).
 */
export function CodFiguresPanel({ figures }: { figures: Figures }) {
  const rows: Array<[string, string]> = [
    ['Orders', figures.orders.toLocaleString('en-PK')],
    ['Confirmed', figures.confirmed.toLocaleString('en-PK')],
    ['Declined or expired', figures.declinedOrExpired.toLocaleString('en-PK')],
    ['Delivered', figures.delivered.toLocaleString('en-PK')],
    ['Returned (RTO)', `${figures.returned.toLocaleString('en-PK')} (${percent(figures.returnRate)})`],
    ['Cash delivered', formatPrice(figures.cashDelivered)],
    ['Cash still out', formatPrice(figures.cashOut)],
  ];
  return (
    <section className="panel cod-panel" aria-labelledby="cod-title" data-testid="cod-figures">
      <div className="section-head">
        <h2 id="cod-title">Cash on delivery, last {figures.days} days</h2>
        <p className="muted small">Returned share: of the parcels delivered or returned, the part that came back.</p>
      </div>
      <dl className="cod-grid">
        {rows.map(([label, value]) => (
          <div key={label} className="cod-cell">
            <dt className="muted small">{label}</dt>
            <dd>
              <strong>{value}</strong>
            </dd>
          </div>
        ))}
      </dl>
      <div className="chart-grid-2">
        <CodTable
          caption="By city (top 10)"
          head="City"
          rows={figures.byCity.map((city) => ({ key: city.city, label: city.city, ...city }))}
        />
        <CodTable
          caption="By risk level"
          head="Risk"
          rows={figures.byRisk.map((risk) => ({
            key: risk.level,
            label: RISK_LABELS[risk.level] ?? risk.level,
            ...risk,
          }))}
        />
      </div>
      <CodTable
        caption="By item (top 10)"
        head="Item"
        className="cod-items"
        rows={figures.byItem.map((item) => ({
          key: `${item.productId}/${item.variantId ?? ''}`,
          label: item.name,
          detail: [item.sku && `SKU ${item.sku}`, `${item.units} ${item.units === 1 ? 'unit' : 'units'}`]
            .filter(Boolean)
            .join(' · '),
          ...item,
        }))}
      />
    </section>
  );
}

interface CodRow {
  key: string;
  label: string;
  /** A second line under the label (an item's SKU and units). */
  detail?: string;
  orders: number;
  delivered: number;
  returned: number;
  returnRate: number;
}

function CodTable({
  caption,
  head,
  rows,
  className,
}: {
  caption: string;
  head: string;
  rows: CodRow[];
  className?: string;
}) {
  return (
    <div className={className ? `table-wrap ${className}` : 'table-wrap'}>
      <table className="table cod-table">
        <caption className="cod-caption">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{head}</th>
            <th scope="col">Orders</th>
            <th scope="col">Delivered</th>
            <th scope="col">Returned</th>
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 && (
            <tr>
              <td colSpan={4} className="muted">
                No orders yet
              </td>
            </tr>
          )}
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row">
                {row.label}
                {row.detail && <span className="muted small cod-detail">{row.detail}</span>}
              </th>
              <td>{row.orders}</td>
              <td>{row.delivered}</td>
              <td>
                {row.returned} <span className="muted small cod-rate">({percent(row.returnRate)})</span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
