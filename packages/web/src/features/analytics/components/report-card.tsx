import { REPORT_PAGE_SIZE, type ReportKind } from '@fleet/contracts';
import { Anchor, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useId, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { fromIsoDate } from '@/lib/us-dates';
import { useReport } from '../api/get-report';
import { REPORT_KIND_INFO } from '../lib/kinds';
import { type AppliedRange, rangeDays, rangeToSearch } from '../lib/range';
import { DEFAULT_SORT, filterRows, reportColumns, sortRows } from '../lib/table-model';
import { ReportRangePicker } from './range-picker';
import { ReportEmpty, ReportError } from './report-states';
import { ReportTable, ReportTableSkeleton } from './report-table';

/**
 * One of the dashboard's three tables (§2 Analytics): search box, range picker, the top rows by
 * revenue (a page's worth; the search reaches every row of the range) and View All.
 */
export function ReportCard({
  kind,
  range,
  onRangeChange,
}: {
  kind: ReportKind;
  range: AppliedRange;
  onRangeChange: (range: AppliedRange) => void;
}) {
  const info = REPORT_KIND_INFO[kind];
  const headingId = useId();
  const columns = useMemo(() => reportColumns(info.nameHeader), [info.nameHeader]);
  const report = useReport(kind, range);
  const [search, setSearch] = useState('');
  const matching = useMemo(
    () => sortRows(filterRows(report.data?.data ?? [], search), columns, DEFAULT_SORT),
    [report.data, search, columns],
  );
  const shown = matching.slice(0, REPORT_PAGE_SIZE);
  const [from, to] = report.data
    ? [report.data.start_date, report.data.end_date]
    : rangeDays(range);

  return (
    <Paper component="section" withBorder p="md" radius="md" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="wrap">
          <div>
            <Title order={2} size="h3" id={headingId}>
              {info.title}
            </Title>
            <Text size="sm" c="dimmed">
              {fromIsoDate(from)} – {fromIsoDate(to)}
            </Text>
          </div>
          <Anchor
            component={Link}
            to={`${info.path}?${rangeToSearch(range)}`}
            aria-label={`View All ${info.title}`}
            fw={600}
          >
            View All
          </Anchor>
        </Group>
        <Group align="flex-end" wrap="wrap" gap="md">
          <TextInput
            size="xs"
            label={info.searchLabel}
            type="search"
            w={220}
            value={search}
            onChange={(event) => setSearch(event.currentTarget.value)}
          />
          <ReportRangePicker
            label={`Date range for ${info.title}`}
            value={range}
            onChange={onRangeChange}
          />
        </Group>
        {report.isPending ? (
          <ReportTableSkeleton label={`Loading ${info.title}`} />
        ) : report.isError && !report.data ? (
          <ReportError onRetry={() => void report.refetch()} />
        ) : shown.length === 0 ? (
          <ReportEmpty search={search} />
        ) : (
          <>
            <ReportTable label={info.title} columns={columns} rows={shown} />
            <Text size="xs" c="dimmed" aria-live="polite">
              {matching.length > shown.length
                ? `Top ${shown.length} of ${matching.length} by revenue.`
                : `${matching.length} ${matching.length === 1 ? 'row' : 'rows'}.`}
            </Text>
          </>
        )}
      </Stack>
    </Paper>
  );
}
