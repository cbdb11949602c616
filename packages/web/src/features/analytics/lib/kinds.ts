import type { ReportKind } from '@fleet/contracts';

/** What each report is called and where its full page lives (document 3 §2 "Analytics"). */
export interface ReportKindInfo {
  kind: ReportKind;
  /** The table's and the full page's title. */
  title: string;
  /** The first column's header. */
  nameHeader: string;
  /** What the search box searches, in its label. */
  searchLabel: string;
  /** The full page (View All). */
  path: string;
  /** The export file's prefix. */
  fileSlug: string;
}

export const REPORT_KIND_INFO: Record<ReportKind, ReportKindInfo> = {
  'sales-agent': {
    kind: 'sales-agent',
    title: 'Data by Sales Agent',
    nameHeader: 'Sales Agent',
    searchLabel: 'Search sales agents',
    path: '/report/sales-agents',
    fileSlug: 'sales-agents',
  },
  dispatcher: {
    kind: 'dispatcher',
    title: 'Data by Dispatcher',
    nameHeader: 'Dispatcher',
    searchLabel: 'Search dispatchers',
    path: '/report/dispatchers',
    fileSlug: 'dispatchers',
  },
  truck: {
    kind: 'truck',
    title: 'Data by Truck',
    nameHeader: 'Truck',
    searchLabel: 'Search trucks',
    path: '/report/trucks',
    fileSlug: 'trucks',
  },
};

export const REPORT_KIND_ORDER: readonly ReportKind[] = ['sales-agent', 'dispatcher', 'truck'];
