import { useId } from 'react';

export interface DayFigure {
  /** YYYY-MM-DD in the shop's time zone. */
  day: string;
  value: number;
}

interface DailyBarChartProps {
  title: string;
  days: DayFigure[];
  /** The full value, for tooltips and the data table (e.g. 'Rs. 12,500'). */
  format: (value: number) => string;
  /** The value at a row's end when shorter than `format` (e.g. '3 orders' → '3'); never abbreviated. */
  formatShort?: (value: number) => string;
  tone: 'brand' | 'accent';
}

const dayOf = (day: string) => new Date(`${day}T00:00:00`);
export const dayLabel = (day: string) => dayOf(day).toLocaleDateString(undefined, { day: 'numeric', month: 'short' });
const weekday = (day: string) => dayOf(day).toLocaleDateString(undefined, { weekday: 'short' });

/**
 * A row per day (no chart library): the day, a bar, and the value written out in full at the row's end, so no
 * label is shortened to '8.2K', cut or laid over its neighbour at any width (a bar per day standing upright left
 * about 20 px a day on a phone). Today is highlighted; screen readers get the same figures as a table.
 */
export function DailyBarChart({ title, days, format, formatShort = format, tone }: DailyBarChartProps) {
  const titleId = useId();
  const max = Math.max(...days.map((entry) => entry.value), 0);
  const first = days[0]?.day;
  const last = days[days.length - 1]?.day;
  return (
    <figure className={`chart chart-${tone}`} aria-labelledby={titleId}>
      <figcaption id={titleId} className="chart-title">
        {title}
      </figcaption>
      <ol className="chart-rows" aria-hidden="true">
        {days.map((entry, index) => {
          const isToday = index === days.length - 1;
          const share = max > 0 ? entry.value / max : 0;
          return (
            <li key={entry.day} className={isToday ? 'chart-row chart-today' : 'chart-row'} title={format(entry.value)}>
              <span className="chart-day">
                <span className="chart-weekday">{isToday ? 'Today' : weekday(entry.day)}</span> {dayLabel(entry.day)}
              </span>
              <span className="chart-track">
                <span
                  className="chart-bar"
                  style={{ width: `${share * 100}%`, minWidth: entry.value > 0 ? '3px' : 0 }}
                />
              </span>
              <span className="chart-value">{entry.value > 0 ? formatShort(entry.value) : '–'}</span>
            </li>
          );
        })}
      </ol>
      {first && last && (
        <p className="chart-range muted small">
          {dayLabel(first)} – {dayLabel(last)} (today)
        </p>
      )}
      {/* A table is never narrower than its text: the 1 px box that hides it is a block around it. */}
      <div className="sr-only">
        <table>
          <caption>{title}</caption>
          <thead>
            <tr>
              <th scope="col">Day</th>
              <th scope="col">Value</th>
            </tr>
          </thead>
          <tbody>
            {days.map((entry) => (
              <tr key={entry.day}>
                <td>{dayLabel(entry.day)}</td>
                <td>{format(entry.value)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
