import type { ApexOptions } from 'apexcharts';
import Chart from 'react-apexcharts';
import { type FuelBar, shortWeek, type WeeklySeries } from '../lib/chart-data';

/** ApexCharts, in a chunk of its own (React.lazy from report-charts.tsx). */

const usd0 = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});

const BASE: ApexOptions['chart'] = {
  animations: { enabled: false },
  toolbar: { show: false },
  zoom: { enabled: false },
  fontFamily: 'inherit',
};

/** Revenue (bars, left axis) and revenue per mile (line, right axis) by week. */
function WeeklyRevenueChartApex({ series, height }: { series: WeeklySeries; height: number }) {
  const options: ApexOptions = {
    chart: { ...BASE, type: 'line' },
    colors: ['#1c7ed6', '#e8590c'],
    stroke: { width: [0, 3], curve: 'straight' },
    markers: { size: [0, 4] },
    dataLabels: { enabled: false },
    labels: series.weeks.map(shortWeek),
    xaxis: { title: { text: 'Week starting' } },
    yaxis: [
      {
        seriesName: 'Revenue',
        title: { text: 'Revenue' },
        labels: { formatter: (value) => usd0.format(value) },
      },
      {
        seriesName: 'Revenue per mile',
        opposite: true,
        title: { text: '$/mile' },
        labels: { formatter: (value) => `$${value.toFixed(2)}` },
      },
    ],
    tooltip: { shared: true, intersect: false },
    legend: { position: 'top' },
  };
  return (
    <Chart
      type="line"
      height={height}
      options={options}
      series={[
        { name: 'Revenue', type: 'column', data: series.revenue },
        { name: 'Revenue per mile', type: 'line', data: series.perMile },
      ]}
    />
  );
}

/** Fuel bought as a percent of revenue, one bar per truck, highest first. */
function FuelPercentChartApex({ bars, height }: { bars: readonly FuelBar[]; height: number }) {
  const options: ApexOptions = {
    chart: { ...BASE, type: 'bar' },
    colors: ['#2b8a3e'],
    plotOptions: { bar: { horizontal: true, barHeight: '70%' } },
    dataLabels: {
      enabled: true,
      formatter: (value) => `${Number(value).toFixed(2)}%`,
      style: { fontSize: '11px' },
    },
    xaxis: {
      categories: bars.map((bar) => bar.truck),
      labels: { formatter: (value) => `${value}%` },
      title: { text: 'Fuel bought, % of revenue' },
    },
    tooltip: { y: { formatter: (value) => `${value.toFixed(2)}%` } },
  };
  return (
    <Chart
      type="bar"
      height={height}
      options={options}
      series={[{ name: 'Fuel % of revenue', data: bars.map((bar) => bar.percent) }]}
    />
  );
}

export type ReportChartApexProps =
  | { chart: 'weekly'; series: WeeklySeries; height: number }
  | { chart: 'fuel'; bars: readonly FuelBar[]; height: number };

/** One default export, so that React.lazy takes the module as it is. */
export default function ReportChartApex(props: ReportChartApexProps) {
  return props.chart === 'weekly' ? (
    <WeeklyRevenueChartApex series={props.series} height={props.height} />
  ) : (
    <FuelPercentChartApex bars={props.bars} height={props.height} />
  );
}
