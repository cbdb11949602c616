import {
  CALL_HISTORY_PAGE_SIZE,
  CALL_HISTORY_SORTS,
  CALL_HISTORY_STATUS_FILTERS,
  type CallHistoryRequest,
  type CallRecord,
} from '@fleet/contracts';

export type SortField = (typeof CALL_HISTORY_SORTS)[number];
export type StatusFilter = (typeof CALL_HISTORY_STATUS_FILTERS)[number];
export type SortOrder = 1 | -1;

/** The columns a user can sort by (document 3 §2); completed_at is the default only. */
export const SORTABLE_COLUMNS = [
  'to_number',
  'from_number',
  'created_at',
  'status',
  'details_only',
] as const satisfies readonly SortField[];

/** What the view shows; it lives in the URL so a link reproduces it. */
export type HistoryView = {
  status: StatusFilter;
  sortBy: SortField;
  sortOrder: SortOrder;
  page: number;
  /** The applied phone search (filters the loaded page locally). */
  phone: string;
  /** The call whose details are open, if any. */
  call: string | null;
};

export const DEFAULT_VIEW: HistoryView = {
  status: 'all',
  sortBy: 'completed_at',
  sortOrder: -1,
  page: 1,
  phone: '',
  call: null,
};

const MAX_PAGE = 100_000;

function oneOf<T extends string>(values: readonly T[], raw: string | null, fallback: T): T {
  return raw !== null && (values as readonly string[]).includes(raw) ? (raw as T) : fallback;
}

/**
 * ?status=completed&sort=created_at&order=asc&page=2&phone=555&call=<id>. Anything missing or
 * malformed falls back to the default (status all, completed_at descending, page 1).
 */
export function parseView(params: URLSearchParams): HistoryView {
  const page = Number.parseInt(params.get('page') ?? '', 10);
  const order = params.get('order');
  const call = params.get('call')?.trim() ?? '';
  return {
    status: oneOf(CALL_HISTORY_STATUS_FILTERS, params.get('status'), DEFAULT_VIEW.status),
    sortBy: oneOf(CALL_HISTORY_SORTS, params.get('sort'), DEFAULT_VIEW.sortBy),
    sortOrder: order === 'asc' ? 1 : order === 'desc' ? -1 : DEFAULT_VIEW.sortOrder,
    page: Number.isFinite(page) && page >= 1 && page <= MAX_PAGE ? page : 1,
    phone: (params.get('phone') ?? '').slice(0, 40),
    call: call === '' ? null : call.slice(0, 64),
  };
}

/** The view as search params, defaults left out (so the plain page has a plain URL). */
export function serializeView(view: HistoryView): URLSearchParams {
  const params = new URLSearchParams();
  if (view.status !== DEFAULT_VIEW.status) params.set('status', view.status);
  if (view.sortBy !== DEFAULT_VIEW.sortBy || view.sortOrder !== DEFAULT_VIEW.sortOrder) {
    params.set('sort', view.sortBy);
    params.set('order', view.sortOrder === 1 ? 'asc' : 'desc');
  }
  if (view.page !== 1) params.set('page', String(view.page));
  if (view.phone.trim() !== '') params.set('phone', view.phone.trim());
  if (view.call) params.set('call', view.call);
  return params;
}

/** Document 3 §4: a click on the sorted column toggles; a new column starts descending. */
export function nextSort(
  view: HistoryView,
  field: SortField,
): Pick<HistoryView, 'sortBy' | 'sortOrder'> {
  if (view.sortBy === field) return { sortBy: field, sortOrder: view.sortOrder === 1 ? -1 : 1 };
  return { sortBy: field, sortOrder: -1 };
}

export function toRequest(view: HistoryView): CallHistoryRequest {
  return {
    sort_by: view.sortBy,
    sort_order: view.sortOrder,
    page: view.page,
    per_page: CALL_HISTORY_PAGE_SIZE,
    status: view.status,
  };
}

/** The phone search: the to or from number contains the text (digits compared without format). */
export function matchesPhone(call: Pick<CallRecord, 'to_number' | 'from_number'>, text: string) {
  const needle = text.trim();
  if (needle === '') return true;
  const digits = needle.replace(/\D/g, '');
  return [call.to_number, call.from_number].some((number) => {
    if (number.toLowerCase().includes(needle.toLowerCase())) return true;
    return digits !== '' && number.replace(/\D/g, '').includes(digits);
  });
}
