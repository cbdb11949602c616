import { describe, expect, it } from 'vitest';
import {
  addLocation,
  DEFAULT_VIEW,
  pageItems,
  parseView,
  STATUS_OPTIONS,
  serializeView,
  toQuery,
  toSearchParams,
} from './history-params';

describe('Load History view in the URL', () => {
  it('defaults to page 1, 10 per page, confirmed and cancelled, no search (§9)', () => {
    expect(parseView(new URLSearchParams())).toEqual(DEFAULT_VIEW);
    expect(DEFAULT_VIEW.statuses).toEqual(['confirmed', 'cancelled']);
    expect(serializeView(DEFAULT_VIEW).toString()).toBe('');
  });

  it('round-trips every part and falls back on malformed values', () => {
    const view = {
      query: 'paper',
      statuses: ['started' as const],
      locations: [
        { type: 'pickup' as const, value: 'Dallas, TX' },
        { type: 'delivery' as const, value: 'Atlanta, GA' },
      ],
      page: 3,
      pageSize: 25 as const,
    };
    expect(parseView(serializeView(view))).toEqual(view);
    expect(parseView(new URLSearchParams('page=-1&size=7&status=bogus&pickup=%20%20'))).toEqual({
      ...DEFAULT_VIEW,
      statuses: [],
    });
    // A status is read as the choice it belongs to.
    expect(parseView(new URLSearchParams('status=running&status=paused')).statuses).toEqual([
      'started',
      'pause',
    ]);
    // An emptied status filter survives the URL.
    expect(parseView(serializeView({ ...DEFAULT_VIEW, statuses: [] })).statuses).toEqual([]);
  });

  it('one Status choice per label: In Progress and Paused stand for two statuses each', () => {
    expect(STATUS_OPTIONS.map((option) => option.label)).toEqual([
      'Not Started',
      'In Progress',
      'Paused',
      'Not Booked',
      'Booked',
      'Cancelled',
      'Failed',
    ]);
    expect(toQuery({ ...DEFAULT_VIEW, statuses: ['started', 'pause'] }).status).toEqual([
      'started',
      'running',
      'pause',
      'paused',
    ]);
  });

  it('builds the §7 query with repeated statuses and locations', () => {
    const query = toQuery({
      ...DEFAULT_VIEW,
      query: ' paper ',
      locations: [
        { type: 'pickup', value: 'Dallas, TX' },
        { type: 'delivery', value: 'Atlanta, GA' },
        { type: 'pickup', value: 'Waco, TX' },
      ],
    });
    expect(toSearchParams(query).toString()).toBe(
      'page=1&page_size=10&query=paper&status=confirmed&status=cancelled' +
        '&pickup_location=Dallas%2C+TX&pickup_location=Waco%2C+TX&delivery_location=Atlanta%2C+GA',
    );
    expect(toSearchParams(toQuery({ ...DEFAULT_VIEW, statuses: [] })).toString()).toBe(
      'page=1&page_size=10',
    );
  });

  it('ignores blank and repeated location chips', () => {
    expect(addLocation([], 'pickup', '   ')).toBeNull();
    const one = addLocation([], 'pickup', ' Dallas, TX ');
    expect(one).toEqual([{ type: 'pickup', value: 'Dallas, TX' }]);
    expect(addLocation(one ?? [], 'pickup', 'dallas, tx')).toBeNull();
    expect(addLocation(one ?? [], 'delivery', 'Dallas, TX')).toHaveLength(2);
  });
});

describe('pageItems', () => {
  it('shows the first, the last and the neighbours of the current page, with gaps', () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(1, 6)).toEqual([1, 2, 'dots', 6]);
    expect(pageItems(5, 10)).toEqual([1, 'dots', 4, 5, 6, 'dots', 10]);
    expect(pageItems(3, 6)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(pageItems(10, 10)).toEqual([1, 'dots', 9, 10]);
    expect(pageItems(1, 0)).toEqual([]);
  });
});
