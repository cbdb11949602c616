import { Center, Loader, VisuallyHidden } from '@mantine/core';
import { lazy, Suspense } from 'react';
import type { ChartData } from '../lib/temperature';

const TemperatureChartApex = lazy(() => import('./temperature-chart-apex'));

/** The chart loads ApexCharts lazily; the figure's caption is its text alternative. */
export function TemperatureChart({ data, description }: { data: ChartData; description: string }) {
  return (
    <figure style={{ margin: 0 }}>
      <VisuallyHidden component="figcaption">{description}</VisuallyHidden>
      <Suspense
        fallback={
          <Center h={300}>
            <Loader aria-label="Loading chart" />
          </Center>
        }
      >
        <TemperatureChartApex data={data} />
      </Suspense>
    </figure>
  );
}
