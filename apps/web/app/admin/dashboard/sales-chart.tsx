import { useId } from 'react';
import { AxisBottom, AxisLeft, AxisRight } from '@visx/axis';
import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar, LinePath } from '@visx/shape';
import { useI18n } from '../../i18n/i18n.tsx';
import { AdminTable } from '../admin-table.tsx';

export interface SalesChartDay {
  day: string;
  /** '12 Nov', the axis's and the table's day. */
  label: string;
  bookings: number;
  bookingsText: string;
  /** Minor units of the currency. */
  revenue: number;
  revenueText: string;
}

export interface SalesChartData {
  currency: string;
  /** ISO 4217 digits: 100 minor units a unit for EUR, 1 for JPY. */
  minorUnits: number;
  title: string;
  days: SalesChartDay[];
}

// The drawing's own units: the SVG scales to its box, and scrolls sideways on a phone below 520 px.
const width = 720;
const height = 260;
const margin = { top: 12, right: 44, bottom: 32, left: 64 };
const innerWidth = width - margin.left - margin.right;
const innerHeight = height - margin.top - margin.bottom;

/**
 * One currency's last 30 days (requirements §back-office.dashboard): revenue as bars (left axis), bookings as a line (right
 * axis), drawn as SVG on the server by visx and hydrated only on this page. The picture is one image
 * for a screen reader, named and described; the table under it holds the same figures, row by row.
 */
export function SalesChart({ data }: { data: SalesChartData }) {
  const { t, tag } = useI18n();
  const id = useId();
  const whole = new Intl.NumberFormat(tag, { maximumFractionDigits: 0 });
  const minorPerMajor = 10 ** data.minorUnits;
  const x = scaleBand({ domain: data.days.map((day) => day.day), range: [0, innerWidth], padding: 0.25 });
  const revenue = scaleLinear({ domain: [0, Math.max(1, ...data.days.map((day) => day.revenue))], range: [innerHeight, 0], nice: true });
  const bookings = scaleLinear({ domain: [0, Math.max(1, ...data.days.map((day) => day.bookings))], range: [innerHeight, 0], nice: true });
  const labelOf = new Map(data.days.map((day) => [day.day, day.label]));
  const middle = (day: string) => (x(day) ?? 0) + x.bandwidth() / 2;
  return (
    <figure className="sales-chart" aria-labelledby={`${id}-caption`}>
      <figcaption id={`${id}-caption`} className="sales-chart-title">
        {data.title}
      </figcaption>
      <p className="sales-chart-legend" aria-hidden="true">
        <span className="sales-chart-key sales-chart-key-revenue" /> {t('admin.dashboard.revenue', { currency: data.currency })}
        <span className="sales-chart-key sales-chart-key-bookings" /> {t('admin.dashboard.bookings')}
      </p>
      {/* On a phone the drawing scrolls sideways: a region reachable by keyboard, named by the chart's caption. */}
      <div className="sales-chart-scroll" role="region" aria-labelledby={`${id}-caption`} tabIndex={0}>
        <svg className="sales-chart-svg" viewBox={`0 0 ${width} ${height}`} role="img" aria-labelledby={`${id}-caption ${id}-desc`} data-currency={data.currency}>
          <desc id={`${id}-desc`}>{t('admin.dashboard.chartDescription')}</desc>
          <Group left={margin.left} top={margin.top}>
            {data.days.map((day) => {
              const top = revenue(day.revenue);
              return (
                <Bar key={day.day} className="sales-chart-bar" x={x(day.day)} y={top} width={x.bandwidth()} height={innerHeight - top} data-day={day.day} data-revenue={day.revenue}>
                  <title>{`${day.label}: ${day.revenueText}, ${t('admin.dashboard.bookingsCount', { count: day.bookings })}`}</title>
                </Bar>
              );
            })}
            <LinePath className="sales-chart-line" data={data.days} x={(day) => middle(day.day)} y={(day) => bookings(day.bookings)} />
            {data.days.map((day) => (
              <circle key={day.day} className="sales-chart-point" cx={middle(day.day)} cy={bookings(day.bookings)} r={3} data-day={day.day} data-bookings={day.bookings} />
            ))}
            <AxisLeft scale={revenue} numTicks={4} tickFormat={(value) => whole.format(Number(value) / minorPerMajor)} axisClassName="sales-chart-axis" />
            <AxisRight scale={bookings} left={innerWidth} numTicks={Math.min(4, bookings.domain()[1] ?? 1)} tickFormat={(value) => whole.format(Number(value))} axisClassName="sales-chart-axis" />
            <AxisBottom scale={x} top={innerHeight} tickValues={data.days.filter((_, index) => (data.days.length - 1 - index) % 7 === 0).map((day) => day.day)} tickFormat={(day) => labelOf.get(day) ?? day} axisClassName="sales-chart-axis" />
          </Group>
        </svg>
      </div>
      <details className="sales-chart-figures">
        <summary>{t('admin.dashboard.showFigures')}</summary>
        <AdminTable id={`${id}-table`} caption={t('admin.dashboard.tableCaption', { currency: data.currency })}>
        <thead>
          <tr>
            <th scope="col">{t('admin.dashboard.day')}</th>
            <th scope="col">{t('admin.dashboard.bookings')}</th>
            <th scope="col">{t('admin.dashboard.revenue', { currency: data.currency })}</th>
          </tr>
        </thead>
        <tbody>
          {data.days.map((day) => (
            <tr key={day.day} data-day={day.day}>
              <th scope="row">{day.label}</th>
              <td className="admin-amount">{day.bookingsText}</td>
              <td className="admin-amount">{day.revenueText}</td>
            </tr>
          ))}
        </tbody>
      </AdminTable>
      </details>
    </figure>
  );
}
