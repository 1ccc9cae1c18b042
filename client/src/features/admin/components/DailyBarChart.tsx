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
  /** A short value for the label above a bar (e.g. '12.5K'). */
  formatShort?: (value: number) => string;
  tone: 'brand' | 'accent';
}

const WIDTH = 420;
const HEIGHT = 190;
const TOP = 20;
const BOTTOM = 24;
const PLOT = HEIGHT - TOP - BOTTOM;

const dayOf = (day: string) => new Date(`${day}T00:00:00`);
const dayNumber = (day: string) => String(dayOf(day).getDate());
export const dayLabel = (day: string) => dayOf(day).toLocaleDateString(undefined, { day: 'numeric', month: 'short' });

/**
 * A bar per day in plain SVG (no chart library): value labels above the bars, day numbers below, today
 * highlighted, a tooltip per bar, and the same figures as a table for screen readers.
 */
export function DailyBarChart({ title, days, format, formatShort = format, tone }: DailyBarChartProps) {
  const titleId = useId();
  const max = Math.max(...days.map((entry) => entry.value), 0);
  const slot = WIDTH / Math.max(days.length, 1);
  const barWidth = Math.min(22, slot * 0.7);
  const first = days[0]?.day;
  const last = days[days.length - 1]?.day;
  return (
    <figure className={`chart chart-${tone}`} aria-labelledby={titleId}>
      <figcaption id={titleId} className="chart-title">
        {title}
      </figcaption>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className="chart-svg" aria-hidden="true" focusable="false">
        {[0, 0.5, 1].map((share) => (
          <line
            key={share}
            className="chart-grid"
            x1={0}
            x2={WIDTH}
            y1={TOP + PLOT * (1 - share)}
            y2={TOP + PLOT * (1 - share)}
          />
        ))}
        {days.map((entry, index) => {
          const height = max > 0 ? (entry.value / max) * PLOT : 0;
          const x = index * slot + (slot - barWidth) / 2;
          const isToday = index === days.length - 1;
          return (
            <g key={entry.day} className={isToday ? 'chart-today' : undefined}>
              <title>{`${dayLabel(entry.day)}: ${format(entry.value)}`}</title>
              <rect
                className="chart-bar"
                x={x}
                y={TOP + PLOT - height}
                width={barWidth}
                height={Math.max(height, entry.value > 0 ? 2 : 0)}
                rx={3}
              />
              {entry.value > 0 && (
                <text className="chart-value" x={x + barWidth / 2} y={TOP + PLOT - height - 4} textAnchor="middle">
                  {formatShort(entry.value)}
                </text>
              )}
              <text className="chart-day" x={x + barWidth / 2} y={HEIGHT - 6} textAnchor="middle">
                {dayNumber(entry.day)}
              </text>
            </g>
          );
        })}
      </svg>
      {first && last && (
        <p className="chart-range muted small">
          {dayLabel(first)} – {dayLabel(last)} (today)
        </p>
      )}
      <table className="sr-only">
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
    </figure>
  );
}
