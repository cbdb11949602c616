import type { ReportKind } from '@fleet/contracts';
import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import { Page } from '@/components/ui/page';
import { fromIsoDate } from '@/lib/us-dates';
import { useReport, useWeeklyReport } from '../api/get-report';
import { fuelPercentByTruck, weeklySeries } from '../lib/chart-data';
import { REPORT_KIND_ORDER } from '../lib/kinds';
import { type AppliedRange, CHART_WEEKS, chartRange, rangeDays } from '../lib/range';
import { ReportCard } from './report-card';
import { ChartSkeleton, FuelPercentChart, WeeklyRevenueChart } from './report-charts';
import { ReportError } from './report-states';

const PREVIOUS_WEEK: AppliedRange = { type: 'PREVIOUS_WEEK' };

/**
 * /report, the Analytics dashboard (§2): two charts and the three tables, each table with its own
 * range (the previous week to begin with, §9). The weekly chart covers the 12 weeks ending with the
 * range picked last; the fuel chart follows the truck table's range.
 */
export function AnalyticsDashboard() {
  const [ranges, setRanges] = useState<Record<ReportKind, AppliedRange>>({
    'sales-agent': PREVIOUS_WEEK,
    dispatcher: PREVIOUS_WEEK,
    truck: PREVIOUS_WEEK,
  });
  const [lastPicked, setLastPicked] = useState<AppliedRange>(PREVIOUS_WEEK);
  const weeksRange = useMemo(() => chartRange(lastPicked), [lastPicked]);
  const weekly = useWeeklyReport(weeksRange);
  const trucks = useReport('truck', ranges.truck);
  const series = useMemo(() => weeklySeries(weekly.data?.data ?? []), [weekly.data]);
  const bars = useMemo(() => fuelPercentByTruck(trucks.data?.data ?? []), [trucks.data]);
  const [truckFrom, truckTo] = trucks.data
    ? [trucks.data.start_date, trucks.data.end_date]
    : rangeDays(ranges.truck);
  // The server's end wins: it answers a range ending on the browser's today (a day ahead of the
  // account's zone) up to the account's today.
  const weeksTo = weekly.data?.end_date ?? rangeDays(weeksRange)[1];

  const onRange = (kind: ReportKind) => (range: AppliedRange) => {
    setRanges((current) => ({ ...current, [kind]: range }));
    setLastPicked(range);
  };

  return (
    <Page title="Analytics" size="xl">
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
        <Paper component="section" withBorder p="md" radius="md" aria-label="Revenue by week">
          <Stack gap="xs">
            <Title order={2} size="h3">
              Revenue by week
            </Title>
            <Text size="sm" c="dimmed">
              The {CHART_WEEKS} weeks to {fromIsoDate(weeksTo)}, with revenue per paid mile
            </Text>
            {weekly.isPending ? (
              <ChartSkeleton label="Loading revenue by week" />
            ) : weekly.isError && !weekly.data ? (
              <ReportError onRetry={() => void weekly.refetch()} />
            ) : (
              <WeeklyRevenueChart series={series} />
            )}
          </Stack>
        </Paper>
        <Paper
          component="section"
          withBorder
          p="md"
          radius="md"
          aria-label="Fuel percent of revenue by truck"
        >
          <Stack gap="xs">
            <Title order={2} size="h3">
              Fuel % of revenue by truck
            </Title>
            <Text size="sm" c="dimmed">
              Top {bars.length || 15} trucks, {fromIsoDate(truckFrom)} – {fromIsoDate(truckTo)}
            </Text>
            {trucks.isPending ? (
              <ChartSkeleton label="Loading fuel percent of revenue" />
            ) : trucks.isError && !trucks.data ? (
              <ReportError onRetry={() => void trucks.refetch()} />
            ) : (
              <FuelPercentChart bars={bars} />
            )}
          </Stack>
        </Paper>
      </SimpleGrid>
      {REPORT_KIND_ORDER.map((kind) => (
        <ReportCard key={kind} kind={kind} range={ranges[kind]} onRangeChange={onRange(kind)} />
      ))}
    </Page>
  );
}
