import { describe, expect, it } from 'vitest';
import {
  DEFAULT_VIEW,
  matchesPhone,
  nextSort,
  parseView,
  serializeView,
  toRequest,
} from './history-params';

describe('call history view in the URL', () => {
  it('defaults to all statuses, completed_at descending, page 1, 10 per page', () => {
    const view = parseView(new URLSearchParams(''));
    expect(view).toEqual(DEFAULT_VIEW);
    expect(toRequest(view)).toEqual({
      sort_by: 'completed_at',
      sort_order: -1,
      page: 1,
      per_page: 10,
      status: 'all',
    });
    expect(serializeView(view).toString()).toBe('');
  });

  it('round-trips a view', () => {
    const view = {
      status: 'completed' as const,
      sortBy: 'to_number' as const,
      sortOrder: 1 as const,
      page: 3,
      phone: '555',
      call: 'abc',
    };
    expect(parseView(serializeView(view))).toEqual(view);
    expect(serializeView(view).toString()).toBe(
      'status=completed&sort=to_number&order=asc&page=3&phone=555&call=abc',
    );
  });

  it('falls back to defaults for malformed values', () => {
    const view = parseView(new URLSearchParams('status=nope&sort=drop&order=x&page=-2'));
    expect(view).toEqual(DEFAULT_VIEW);
  });

  it('toggles the sorted column and starts a new one descending', () => {
    expect(nextSort(DEFAULT_VIEW, 'status')).toEqual({ sortBy: 'status', sortOrder: -1 });
    const desc = { ...DEFAULT_VIEW, sortBy: 'status' as const, sortOrder: -1 as const };
    expect(nextSort(desc, 'status')).toEqual({ sortBy: 'status', sortOrder: 1 });
    expect(nextSort({ ...desc, sortOrder: 1 }, 'status')).toEqual({
      sortBy: 'status',
      sortOrder: -1,
    });
  });

  it('matches the to or from number, with or without formatting', () => {
    const call = { to_number: '+1-415-555-0101', from_number: '+13125550199' };
    expect(matchesPhone(call, '')).toBe(true);
    expect(matchesPhone(call, '4155550101')).toBe(true);
    expect(matchesPhone(call, '312-555')).toBe(true);
    expect(matchesPhone(call, '999')).toBe(false);
  });
});
