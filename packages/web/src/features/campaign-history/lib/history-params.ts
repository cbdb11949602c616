import {
  CAMPAIGN_STATUS_LABELS,
  CAMPAIGN_STATUSES,
  type CampaignHistoryQuery,
  type CampaignStatus,
  DEFAULT_HISTORY_PAGE_SIZE,
  DEFAULT_HISTORY_STATUSES,
  HISTORY_PAGE_SIZES,
  type LocationFilter,
} from '@fleet/contracts';

/**
 * One entry of the Status filter per label of §4: statuses that share a label (started and
 * running are both 'In Progress', pause and paused both 'Paused') are one choice, named by its
 * first status and sent as all of them.
 */
export type StatusOption = { value: CampaignStatus; label: string; statuses: CampaignStatus[] };

export const STATUS_OPTIONS: readonly StatusOption[] = CAMPAIGN_STATUSES.reduce<StatusOption[]>(
  (options, status) => {
    const label = CAMPAIGN_STATUS_LABELS[status];
    const same = options.find((option) => option.label === label);
    if (same) same.statuses.push(status);
    else options.push({ value: status, label, statuses: [status] });
    return options;
  },
  [],
);

/** Any status to the Status choice it belongs to (running → the In Progress choice). */
const OPTION_OF = new Map<string, CampaignStatus>(
  STATUS_OPTIONS.flatMap((option) => option.statuses.map((status) => [status, option.value])),
);

export type PageSize = (typeof HISTORY_PAGE_SIZES)[number];

/** What Load History shows; it lives in the URL's search params so Back and reload restore it. */
export type HistoryView = {
  /** The applied (debounced) search text. */
  query: string;
  /** Status filter choices (STATUS_OPTIONS values); empty = every status. */
  statuses: CampaignStatus[];
  locations: LocationFilter[];
  page: number;
  pageSize: PageSize;
};

export const DEFAULT_VIEW: HistoryView = {
  query: '',
  statuses: [...DEFAULT_HISTORY_STATUSES],
  locations: [],
  page: 1,
  pageSize: DEFAULT_HISTORY_PAGE_SIZE as PageSize,
};

const MAX_PAGE = 100_000;
const MAX_QUERY = 200;
const MAX_LOCATION = 120;
/** An explicit "no status chosen" in the URL (absent means the default statuses). */
const ALL_STATUSES = 'all';

const sameSet = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((value) => b.includes(value));

/**
 * ?q=dallas&status=confirmed&status=failed&pickup=Dallas,%20TX&delivery=Atlanta,%20GA&page=2&size=25.
 * Missing or malformed values fall back to the defaults (§9: page 1, 10 per page, confirmed and
 * cancelled); `status=all` is an emptied status filter.
 */
export function parseView(params: URLSearchParams): HistoryView {
  const page = Number.parseInt(params.get('page') ?? '', 10);
  const size = Number.parseInt(params.get('size') ?? '', 10);
  const statuses = params.has('status')
    ? [
        ...new Set(
          params
            .getAll('status')
            .map((value) => OPTION_OF.get(value))
            .filter((value) => value !== undefined),
        ),
      ]
    : [...DEFAULT_VIEW.statuses];
  const locations = (type: LocationFilter['type']): LocationFilter[] =>
    [...new Set(params.getAll(type).map((value) => value.trim().slice(0, MAX_LOCATION)))]
      .filter(Boolean)
      .map((value) => ({ type, value }));
  return {
    query: (params.get('q') ?? '').trim().slice(0, MAX_QUERY),
    statuses: statuses as CampaignStatus[],
    locations: [...locations('pickup'), ...locations('delivery')],
    page: Number.isFinite(page) && page >= 1 && page <= MAX_PAGE ? page : 1,
    pageSize: (HISTORY_PAGE_SIZES as readonly number[]).includes(size)
      ? (size as PageSize)
      : DEFAULT_VIEW.pageSize,
  };
}

/** The view as search params, defaults left out (the plain page has a plain URL). */
export function serializeView(view: HistoryView): URLSearchParams {
  const params = new URLSearchParams();
  if (view.query.trim() !== '') params.set('q', view.query.trim());
  if (!sameSet(view.statuses, DEFAULT_VIEW.statuses)) {
    if (view.statuses.length === 0) params.append('status', ALL_STATUSES);
    for (const status of view.statuses) params.append('status', status);
  }
  for (const location of view.locations) params.append(location.type, location.value);
  if (view.page !== 1) params.set('page', String(view.page));
  if (view.pageSize !== DEFAULT_VIEW.pageSize) params.set('size', String(view.pageSize));
  return params;
}

/** The list URL's search part for a view ('' for the default view). */
export function viewSearch(view: HistoryView): string {
  const search = serializeView(view).toString();
  return search === '' ? '' : `?${search}`;
}

/** Adds a location chip; blank text and a chip already there change nothing (§2). */
export function addLocation(
  locations: readonly LocationFilter[],
  type: LocationFilter['type'],
  text: string,
): LocationFilter[] | null {
  const value = text.trim().slice(0, MAX_LOCATION);
  if (value === '') return null;
  const exists = locations.some(
    (location) => location.type === type && location.value.toLowerCase() === value.toLowerCase(),
  );
  return exists ? null : [...locations, { type, value }];
}

/** GET /list-load-offer-campaign-history's query (§7) for a view. */
export function toQuery(view: HistoryView): CampaignHistoryQuery {
  const query = view.query.trim();
  return {
    page: view.page,
    page_size: view.pageSize,
    ...(query === '' ? {} : { query }),
    status: STATUS_OPTIONS.filter((option) => view.statuses.includes(option.value)).flatMap(
      (option) => option.statuses,
    ),
    pickup_location: view.locations.filter((l) => l.type === 'pickup').map((l) => l.value),
    delivery_location: view.locations.filter((l) => l.type === 'delivery').map((l) => l.value),
  };
}

/** The query as URL search params: page, page_size, query, and repeated status and locations. */
export function toSearchParams(query: CampaignHistoryQuery): URLSearchParams {
  const params = new URLSearchParams();
  params.set('page', String(query.page));
  params.set('page_size', String(query.page_size));
  if (query.query) params.set('query', query.query);
  for (const status of query.status) params.append('status', status);
  for (const value of query.pickup_location) params.append('pickup_location', value);
  for (const value of query.delivery_location) params.append('delivery_location', value);
  return params;
}

/**
 * The page numbers shown around the current one (§2: numbered pages near the current with
 * ellipses): the first, the last, and `siblings` either side of the current; a gap is 'dots'.
 */
export function pageItems(current: number, total: number, siblings = 1): Array<number | 'dots'> {
  if (total <= 0) return [];
  const wanted = new Set<number>([1, total]);
  for (let page = current - siblings; page <= current + siblings; page += 1) {
    if (page >= 1 && page <= total) wanted.add(page);
  }
  const sorted = [...wanted].sort((a, b) => a - b);
  const items: Array<number | 'dots'> = [];
  let previous = 0;
  for (const page of sorted) {
    if (page - previous === 2) items.push(previous + 1);
    else if (page - previous > 2) items.push('dots');
    items.push(page);
    previous = page;
  }
  return items;
}
