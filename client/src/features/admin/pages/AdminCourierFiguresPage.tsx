import { useQuery } from '@apollo/client/react';
import { Fragment, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { formatPrice } from '../../../ui/format';
import { Spinner } from '../../../ui/Spinner';
import { usePageTitle } from '../../../ui/usePageTitle';
import { AdminTable } from '../components/AdminTable';
import { LoadError } from '../components/LoadError';
import { CourierFiguresQuery } from '../couriers.graphql';

const PERIODS = [7, 30, 90, 365] as const;
const COLUMNS = [
  'Courier / city',
  'Booked',
  'Delivered',
  'Returned',
  'Return rate',
  'Days to deliver',
  'Days to payment',
];

interface Figures {
  booked: number;
  delivered: number;
  returned: number;
  returnRate?: number | null;
  medianDaysToDeliver?: number | null;
  medianDaysToPayment?: number | null;
}

const percent = (rate: number | null | undefined) =>
  rate === null || rate === undefined ? '–' : `${Math.round(rate * 100)}%`;
const days = (value: number | null | undefined) => (value === null || value === undefined ? '–' : String(value));

function Cells({ row }: { row: Figures }) {
  return (
    <>
      <td data-label="Booked">{row.booked}</td>
      <td data-label="Delivered">{row.delivered}</td>
      <td data-label="Returned">{row.returned}</td>
      <td data-label="Return rate">{percent(row.returnRate)}</td>
      <td data-label="Days to deliver">{days(row.medianDaysToDeliver)}</td>
      <td data-label="Days to payment">{days(row.medianDaysToPayment)}</td>
    </>
  );
}

/**
 * /admin/courier-figures: per courier, and per city under it, the parcels booked over the last days: delivered,
 * returned, the return rate (of the parcels that ended), median days to deliver and from delivery to the courier's
 * payment, and the cash each courier still holds. The period lives in the URL.
 */
export function AdminCourierFiguresPage() {
  usePageTitle('Courier Figures | Admin');
  const [params, setParams] = useSearchParams();
  const chosen = Number(params.get('days'));
  const period = (PERIODS as readonly number[]).includes(chosen) ? chosen : 30;
  const { data, loading, error, refetch } = useQuery(CourierFiguresQuery, {
    variables: { days: period },
    fetchPolicy: 'cache-and-network',
  });
  const [open, setOpen] = useState<string[]>([]);
  const report = data?.courierFigures;

  return (
    <section className="stack" aria-labelledby="figures-title">
      <div className="admin-head">
        <h1 id="figures-title">Courier Figures</h1>
        <div className="field">
          <label htmlFor="figures-period">Booked in the last</label>
          <select
            id="figures-period"
            value={period}
            onChange={(event) => setParams({ days: event.target.value }, { replace: true })}
          >
            {PERIODS.map((value) => (
              <option key={value} value={value}>
                {value} days
              </option>
            ))}
          </select>
        </div>
      </div>
      <p className="muted small">
        Return rate: returned parcels of those delivered or returned. Days are medians: from booking to delivery, and
        from delivery to the courier&apos;s payment. Use them to change the dispatch rules.
      </p>
      {!report && loading ? (
        <Spinner label="Loading the courier figures…" />
      ) : !report ? (
        error && <LoadError message="Failed to load the courier figures" onRetry={() => void refetch()} />
      ) : report.couriers.length === 0 ? (
        <p className="panel empty-state">No parcels were handed to a courier in the last {report.days} days.</p>
      ) : (
        <>
          {report.capped && (
            <p className="small" role="status">
              More parcels were booked than one report reads: the newest are counted.
            </p>
          )}
          <AdminTable
            caption={`Parcels per courier and city, last ${report.days} days`}
            columns={[...COLUMNS, 'Cash held']}
          >
            {report.couriers.map((row) => {
              const expanded = open.includes(row.courier);
              return (
                <Fragment key={row.courier}>
                  <tr>
                    <th scope="row" data-label="Courier">
                      {row.courierName}
                    </th>
                    <Cells row={row} />
                    <td data-label="Cash held" className="nowrap">
                      {formatPrice(row.cashOutstanding)}
                    </td>
                    <td>
                      <button
                        type="button"
                        className="btn btn-sm btn-outline"
                        aria-expanded={expanded}
                        aria-label={`${expanded ? 'Hide cities' : `Cities (${row.cities.length})`} of ${row.courierName}`}
                        onClick={() =>
                          setOpen((current) =>
                            expanded ? current.filter((code) => code !== row.courier) : [...current, row.courier],
                          )
                        }
                      >
                        {expanded ? 'Hide cities' : `Cities (${row.cities.length})`}
                      </button>
                    </td>
                  </tr>
                  {expanded &&
                    row.cities.map((city) => (
                      <tr key={`${row.courier}-${city.city}`} className="figures-city">
                        <th scope="row" data-label="City">
                          {city.city}
                        </th>
                        <Cells row={city} />
                        <td />
                        <td />
                      </tr>
                    ))}
                </Fragment>
              );
            })}
          </AdminTable>
        </>
      )}
    </section>
  );
}
