import type { ApexOptions } from 'apexcharts';
import Chart from 'react-apexcharts';
import type { ChartData } from '../lib/temperature';
import { OUT_OF_RANGE_COLOR, roundTemp, Y_MAX, Y_MIN } from '../lib/temperature';

/** ApexCharts line chart; its own chunk (see temperature-chart.tsx). */
export default function TemperatureChartApex({ data }: { data: ChartData }) {
  const temps = data.series[0]?.data.map(([, t]) => t) ?? [];
  const options: ApexOptions = {
    chart: {
      type: 'line',
      animations: { enabled: false },
      toolbar: { show: false },
      zoom: { enabled: false },
    },
    colors: ['#1c7ed6', '#2b8a3e', '#c92a2a'],
    stroke: { width: [2, 2, 2], dashArray: [0, 6, 6], curve: 'straight' },
    markers: {
      size: 0,
      discrete: data.outOfRange.map((dataPointIndex) => ({
        seriesIndex: 0,
        dataPointIndex,
        fillColor: OUT_OF_RANGE_COLOR,
        strokeColor: OUT_OF_RANGE_COLOR,
        size: 4,
        shape: 'circle' as const,
      })),
    },
    xaxis: { type: 'datetime', labels: { datetimeUTC: true } },
    // Suggested -20 to 40 °F, widened when a reading falls outside.
    yaxis: {
      min: Math.min(Y_MIN, ...temps.map(Math.floor)),
      max: Math.max(Y_MAX, ...temps.map(Math.ceil)),
      title: { text: '°F' },
      labels: { formatter: (value) => String(Math.round(value)) },
    },
    tooltip: {
      x: { format: 'MM/dd/yyyy hh:mm TT' },
      y: { formatter: (value) => `${roundTemp(value)} °F` },
    },
    legend: { position: 'top' },
  };
  return <Chart type="line" height={300} series={data.series} options={options} />;
}
