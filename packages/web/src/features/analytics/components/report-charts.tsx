import { Skeleton, Table, Text, VisuallyHidden } from '@mantine/core';
import { lazy, type ReactNode, Suspense } from 'react';
import { type FuelBar, shortWeek, type WeeklySeries } from '../lib/chart-data';

// ApexCharts stays out of the entry and the tables' first paint: its own chunk, on first chart.
const ReportChartApex = lazy(() => import('./report-charts-apex'));

export const CHART_HEIGHT = 320;

/** A sized placeholder, so neither the chunk nor the data moves the page when it arrives. */
export const ChartSkeleton = ({ label }: { label: string }) => (
  <Skeleton height={CHART_HEIGHT} radius="sm" role="status" aria-label={label} />
);

/** A chart as a figure: named, captioned for screen readers, with an optional data table. */
function ChartFigure({
  name,
  caption,
  children,
}: {
  name: string;
  caption: string;
  children: ReactNode;
}) {
  return (
    <figure aria-label={name} style={{ margin: 0, minHeight: CHART_HEIGHT }}>
      <VisuallyHidden component="figcaption">{caption}</VisuallyHidden>
      <Suspense fallback={<ChartSkeleton label={`Loading ${name.toLowerCase()}`} />}>
        {children}
      </Suspense>
    </figure>
  );
}

const usd0 = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});

export function WeeklyRevenueChart({ series }: { series: WeeklySeries }) {
  const first = series.weeks[0];
  const last = series.weeks.at(-1);
  const name = 'Revenue and revenue per mile by week';
  const caption =
    first && last
      ? `${name}, the ${series.weeks.length} weeks starting ${shortWeek(first)} to ${shortWeek(last)}. The numbers are in the table below the chart.`
      : `${name}: no loads in these weeks.`;
  return (
    <>
      <ChartFigure name={name} caption={caption}>
        <ReportChartApex chart="weekly" series={series} height={CHART_HEIGHT} />
      </ChartFigure>
      <details>
        <summary>
          <Text span size="sm">
            Weekly numbers
          </Text>
        </summary>
        <Table aria-label="Revenue by week" fz="sm" mt="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Week starting</Table.Th>
              <Table.Th scope="col" ta="right">
                Revenue
              </Table.Th>
              <Table.Th scope="col" ta="right">
                $/Mile
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {series.weeks.map((week, i) => (
              <Table.Tr key={week}>
                <Table.Th scope="row">{shortWeek(week)}</Table.Th>
                <Table.Td ta="right">{usd0.format(series.revenue[i] ?? 0)}</Table.Td>
                <Table.Td ta="right">
                  {series.perMile[i] == null ? '-' : `$${series.perMile[i]?.toFixed(2)}`}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </details>
    </>
  );
}

export function FuelPercentChart({ bars }: { bars: readonly FuelBar[] }) {
  const name = 'Fuel percent of revenue by truck';
  const top = bars[0];
  const caption = top
    ? `${name}: the ${bars.length} trucks with the highest share, ${top.truck} highest at ${top.percent.toFixed(2)}%. Every truck is in the Data by Truck table.`
    : `${name}: no truck earned revenue in this range.`;
  return (
    <ChartFigure name={name} caption={caption}>
      <ReportChartApex chart="fuel" bars={bars} height={CHART_HEIGHT} />
    </ChartFigure>
  );
}
