import { REPORT_MESSAGES, type ReportKind } from '@fleet/contracts';
import { Anchor, Button, Group, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Page } from '@/components/ui/page';
import { Pager } from '@/components/ui/pager';
import { paths } from '@/config/paths';
import { saveBlob } from '@/lib/save-blob';
import { fromIsoDate } from '@/lib/us-dates';
import { useReport } from '../api/get-report';
import { buildReportWorkbook, reportFileName } from '../lib/export';
import { REPORT_KIND_INFO } from '../lib/kinds';
import {
  type AppliedRange,
  rangeDays,
  rangeFromSearch,
  rangeKey,
  rangeToSearch,
} from '../lib/range';
import {
  type ColumnKey,
  DEFAULT_SORT,
  filterRows,
  nextSort,
  pageRows,
  reportColumns,
  type Sort,
  sortRows,
} from '../lib/table-model';
import { ReportRangePicker } from './range-picker';
import { ReportEmpty, ReportError } from './report-states';
import { ReportTable, ReportTableSkeleton } from './report-table';

/**
 * /report/sales-agents, /report/dispatchers, /report/trucks (§2): the whole report for `from` and
 * `to` in the query (the current week without them, §9), 15 rows a page, sortable columns, search,
 * and Export to Excel of the matching rows in the table's order.
 */
export function ReportPage({ kind }: { kind: ReportKind }) {
  const info = REPORT_KIND_INFO[kind];
  const columns = useMemo(() => reportColumns(info.nameHeader), [info.nameHeader]);
  const [params, setParams] = useSearchParams();
  const range = rangeFromSearch(params);
  const report = useReport(kind, range);
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<Sort>(DEFAULT_SORT);
  const [page, setPage] = useState(1);
  const [exporting, setExporting] = useState(false);

  const ordered = useMemo(
    () => sortRows(filterRows(report.data?.data ?? [], search), columns, sort),
    [report.data, search, columns, sort],
  );
  const shown = pageRows(ordered, page);
  const [from, to] = report.data
    ? [report.data.start_date, report.data.end_date]
    : rangeDays(range);

  const onRange = (next: AppliedRange) => {
    setParams(rangeToSearch(next), { replace: false });
    setPage(1);
  };
  const onSearch = (text: string) => {
    setSearch(text);
    setPage(1);
  };
  const onSort = (key: ColumnKey) => {
    setSort((current) => nextSort(current, key, columns));
    setPage(1);
  };

  const exportReport = async () => {
    if (ordered.length === 0) {
      notifications.show({ message: REPORT_MESSAGES.nothingToExport, color: 'blue' });
      return;
    }
    setExporting(true);
    try {
      saveBlob(await buildReportWorkbook(info, ordered), reportFileName(info, from, to));
    } finally {
      setExporting(false);
    }
  };

  return (
    <Page title={info.title} size="xl">
      <Anchor component={Link} to={paths.report} size="sm">
        Back to Analytics
      </Anchor>
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Group align="flex-end" wrap="wrap" gap="md">
          <TextInput
            size="xs"
            label={info.searchLabel}
            type="search"
            w={220}
            value={search}
            onChange={(event) => onSearch(event.currentTarget.value)}
          />
          <ReportRangePicker
            // A range typed into the address bar (or Back) starts the picker afresh.
            key={rangeKey(range).join('|')}
            label={`Date range for ${info.title}`}
            value={range}
            onChange={onRange}
          />
        </Group>
        <Button
          variant="default"
          size="xs"
          onClick={() => void exportReport()}
          loading={exporting}
          disabled={report.isPending}
        >
          Export to Excel
        </Button>
      </Group>
      <Text size="sm" c="dimmed">
        {fromIsoDate(from)} – {fromIsoDate(to)}
      </Text>
      {report.isPending ? (
        <ReportTableSkeleton label={`Loading ${info.title}`} rows={8} />
      ) : report.isError && !report.data ? (
        <ReportError onRetry={() => void report.refetch()} />
      ) : shown.total === 0 ? (
        <ReportEmpty search={search} />
      ) : (
        <>
          <ReportTable
            label={info.title}
            columns={columns}
            rows={shown.rows}
            sort={sort}
            onSort={onSort}
          />
          <Group justify="space-between">
            <Text size="sm" aria-live="polite">
              Showing {shown.first}–{shown.last} of {shown.total}
            </Text>
            {shown.pages > 1 ? (
              <Pager total={shown.pages} value={shown.page} onChange={setPage} aria-label="Pages" />
            ) : null}
          </Group>
        </>
      )}
    </Page>
  );
}
