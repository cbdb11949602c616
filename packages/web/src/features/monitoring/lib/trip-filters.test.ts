import { describe, expect, it } from 'vitest';
import { historyEntry, makeDetention, makeTrip } from '../testing/make-trip';
import {
  defaultFilters,
  exceptionListHref,
  filterTrips,
  matchesDetentionStatus,
  matchesEtaStatus,
  matchesTempStatus,
  matchesTripStatus,
  mergeTrips,
  needsCompleted,
  nextSelection,
  parseFilters,
  serializeFilters,
  type TripFilters,
  tripDetailHref,
} from './trip-filters';

const reefer = (status: 'IN_RANGE' | 'TEMP_OVER_RANGE' | 'TEMP_UNDER_RANGE') => ({
  temperature_exception_status: status,
});

describe('trip status', () => {
  it('maps dispatched, inTransit and completed to the trip status; all matches any', () => {
    const dispatched = makeTrip({ trip_status: 'Dispatched' });
    const moving = makeTrip({ trip_status: 'In Transit' });
    const delivered = makeTrip({ trip_status: 'Delivered' });
    expect([dispatched, moving, delivered].map((t) => matchesTripStatus(t, 'dispatched'))).toEqual([
      true,
      false,
      false,
    ]);
    expect([dispatched, moving, delivered].map((t) => matchesTripStatus(t, 'inTransit'))).toEqual([
      false,
      true,
      false,
    ]);
    expect([dispatched, moving, delivered].map((t) => matchesTripStatus(t, 'completed'))).toEqual([
      false,
      false,
      true,
    ]);
    expect([dispatched, moving, delivered].every((t) => matchesTripStatus(t, 'all'))).toBe(true);
  });
});

describe('ETA status', () => {
  const late = makeTrip({ eta_details: { is_late: true } });
  const onTime = makeTrip();
  const recovered = makeTrip({
    exception_status_tracker: { exception_history: [historyEntry('ETA', 'LATE')] },
  });
  const lateTempOnly = makeTrip({
    exception_status_tracker: { exception_history: [historyEntry('TEMPERATURE', 'LATE')] },
  });

  it('late and onTime follow eta_details.is_late', () => {
    expect(matchesEtaStatus(late, 'late')).toBe(true);
    expect(matchesEtaStatus(late, 'onTime')).toBe(false);
    expect(matchesEtaStatus(onTime, 'onTime')).toBe(true);
    expect(matchesEtaStatus(onTime, 'late')).toBe(false);
  });

  it('onTimePreviouslyLate needs on time now and an ETA LATE entry in the history', () => {
    expect(matchesEtaStatus(recovered, 'onTimePreviouslyLate')).toBe(true);
    expect(matchesEtaStatus(onTime, 'onTimePreviouslyLate')).toBe(false);
    expect(matchesEtaStatus(lateTempOnly, 'onTimePreviouslyLate')).toBe(false);
    const stillLate = makeTrip({
      eta_details: { is_late: true },
      exception_status_tracker: { exception_history: [historyEntry('ETA', 'LATE')] },
    });
    expect(matchesEtaStatus(stillLate, 'onTimePreviouslyLate')).toBe(false);
  });
});

describe('compliance status', () => {
  it('compliant is in range, inViolation is over or under', () => {
    const ok = makeTrip({ temperature_monitoring_details: reefer('IN_RANGE') });
    const hot = makeTrip({ temperature_monitoring_details: reefer('TEMP_OVER_RANGE') });
    const cold = makeTrip({ temperature_monitoring_details: reefer('TEMP_UNDER_RANGE') });
    expect(matchesTempStatus(ok, 'compliant')).toBe(true);
    expect(matchesTempStatus(ok, 'inViolation')).toBe(false);
    expect(matchesTempStatus(hot, 'inViolation')).toBe(true);
    expect(matchesTempStatus(cold, 'inViolation')).toBe(true);
    expect(matchesTempStatus(cold, 'compliant')).toBe(false);
    expect(matchesTempStatus(makeTrip(), 'compliant')).toBe(false);
  });

  it('compliantPreviouslyInViolation needs a TEMPERATURE history entry other than IN_RANGE', () => {
    const history = (status: string) => ({
      exception_history: [historyEntry('TEMPERATURE', status)],
    });
    const recovered = makeTrip({
      temperature_monitoring_details: reefer('IN_RANGE'),
      exception_status_tracker: history('TEMP_OVER_RANGE'),
    });
    const alwaysFine = makeTrip({
      temperature_monitoring_details: reefer('IN_RANGE'),
      exception_status_tracker: history('IN_RANGE'),
    });
    const stillBad = makeTrip({
      temperature_monitoring_details: reefer('TEMP_UNDER_RANGE'),
      exception_status_tracker: history('TEMP_UNDER_RANGE'),
    });
    const etaOnly = makeTrip({
      temperature_monitoring_details: reefer('IN_RANGE'),
      exception_status_tracker: { exception_history: [historyEntry('ETA', 'LATE')] },
    });
    expect(matchesTempStatus(recovered, 'compliantPreviouslyInViolation')).toBe(true);
    expect(matchesTempStatus(alwaysFine, 'compliantPreviouslyInViolation')).toBe(false);
    expect(matchesTempStatus(stillBad, 'compliantPreviouslyInViolation')).toBe(false);
    expect(matchesTempStatus(etaOnly, 'compliantPreviouslyInViolation')).toBe(false);
  });
});

describe('detention status', () => {
  const withState = (summary: Parameters<typeof makeDetention>[0]) =>
    makeTrip({ detention_summary: makeDetention(summary) });

  it('preDetention is PRE_DETENTION or PRE_LOSS; inDetention is IN_DETENTION or IN_LOSS', () => {
    expect(
      matchesDetentionStatus(withState({ current_state: 'PRE_DETENTION' }), 'preDetention'),
    ).toBe(true);
    expect(matchesDetentionStatus(withState({ current_state: 'PRE_LOSS' }), 'preDetention')).toBe(
      true,
    );
    expect(matchesDetentionStatus(withState({ current_state: 'IN_LOSS' }), 'preDetention')).toBe(
      false,
    );
    expect(
      matchesDetentionStatus(withState({ current_state: 'IN_DETENTION' }), 'inDetention'),
    ).toBe(true);
    expect(matchesDetentionStatus(withState({ current_state: 'IN_LOSS' }), 'inDetention')).toBe(
      true,
    );
    expect(matchesDetentionStatus(withState({ current_state: 'NONE' }), 'inDetention')).toBe(false);
  });

  it('completed trips with detention or loss are NONE, CLOSED and flagged', () => {
    const closed = { current_state: 'NONE', status: 'CLOSED' } as const;
    const detention = withState({ ...closed, is_detention: true });
    const loss = withState({ ...closed, is_loss: true });
    const openNone = withState({ current_state: 'NONE', status: 'OPEN', is_detention: true });
    expect(matchesDetentionStatus(detention, 'completedTripWithDetention')).toBe(true);
    expect(matchesDetentionStatus(detention, 'completedTripWithLoss')).toBe(false);
    expect(matchesDetentionStatus(loss, 'completedTripWithLoss')).toBe(true);
    expect(matchesDetentionStatus(loss, 'completedTripWithDetention')).toBe(false);
    expect(matchesDetentionStatus(openNone, 'completedTripWithDetention')).toBe(false);
  });

  it('a trip without a summary matches only all', () => {
    expect(matchesDetentionStatus(makeTrip(), 'preDetention')).toBe(false);
    expect(matchesDetentionStatus(makeTrip(), 'all')).toBe(true);
  });
});

describe('filterTrips', () => {
  const company = makeTrip({ trip_num: 'ABC-100' });
  const external = makeTrip({
    trip_num: 'ABC-200',
    driver: { id: 'd-2', driver_name: 'Ext', samsara_id: null },
  });
  const late = makeTrip({ trip_num: 'XYZ-300', eta_details: { is_late: true } });
  const delivered = makeTrip({ trip_num: 'ABC-400', trip_status: 'Delivered' });
  const all = [company, external, late, delivered];
  const eta = defaultFilters('eta');

  it('splits company (ELD id present) and external drivers', () => {
    expect(filterTrips(all, eta).map((t) => t.trip_num)).toEqual(['ABC-100', 'XYZ-300']);
    expect(filterTrips(all, { ...eta, tripType: 'external' }).map((t) => t.trip_num)).toEqual([
      'ABC-200',
    ]);
    const blank = makeTrip({ driver: { id: 'd', driver_name: 'B', samsara_id: '' } });
    expect(filterTrips([blank], { ...eta, tripType: 'external' })).toHaveLength(1);
  });

  it('searches the trip number, case-insensitive substring', () => {
    expect(filterTrips(all, { ...eta, searchText: ' abc-1 ' }).map((t) => t.trip_num)).toEqual([
      'ABC-100',
    ]);
    expect(filterTrips(all, { ...eta, searchText: 'yz' }).map((t) => t.trip_num)).toEqual([
      'XYZ-300',
    ]);
  });

  it('ORs the values of one select and ANDs the selects', () => {
    const lateOnly: TripFilters = { ...eta, etaStatus: ['late'] };
    expect(filterTrips(all, lateOnly).map((t) => t.trip_num)).toEqual(['XYZ-300']);
    const withCompleted: TripFilters = { ...eta, tripStatus: ['inTransit', 'completed'] };
    expect(filterTrips(all, withCompleted).map((t) => t.trip_num)).toEqual([
      'ABC-100',
      'XYZ-300',
      'ABC-400',
    ]);
  });

  it('filters on the delivery date, else the last stop date', () => {
    const noDeliver = makeTrip({
      trip_num: 'N-1',
      deliver_date: '',
      last_stop: { datetime: '2026-03-20T10:00:00Z' },
    });
    const range = { fromDate: '2026-03-15', toDate: '2026-03-21' };
    expect(filterTrips([company, noDeliver], { ...eta, dateFilter: range })).toEqual([noDeliver]);
  });

  it('the temperature module lists only trips with temperature data', () => {
    const cold = makeTrip({ trip_num: 'R-1', temperature_monitoring_details: reefer('IN_RANGE') });
    expect(filterTrips([company, cold], defaultFilters('tempViolation'))).toEqual([cold]);
  });

  it('the detention module lists only trips with a detention or loss amount', () => {
    const billed = makeTrip({
      trip_num: 'D-1',
      detention_summary: makeDetention({ detention_total_amount: 150, is_detention: true }),
    });
    const lost = makeTrip({
      trip_num: 'D-2',
      detention_summary: makeDetention({ loss_total_amount: 37.5, is_loss: true }),
    });
    const pending = makeTrip({
      trip_num: 'D-3',
      detention_summary: makeDetention({ current_state: 'PRE_DETENTION' }),
    });
    expect(filterTrips([billed, lost, pending], defaultFilters('detention'))).toEqual([
      billed,
      lost,
    ]);
  });
});

describe('completed data', () => {
  it('is needed for the completed or all trip status, or completed detention statuses', () => {
    const eta = defaultFilters('eta');
    expect(needsCompleted(eta)).toBe(false);
    expect(needsCompleted({ ...eta, tripStatus: ['completed'] })).toBe(true);
    expect(needsCompleted({ ...eta, tripStatus: ['all'] })).toBe(true);
    const detention = defaultFilters('detention');
    expect(needsCompleted({ ...detention, detentionStatus: ['inDetention'] })).toBe(false);
    expect(needsCompleted({ ...detention, detentionStatus: ['completedTripWithLoss'] })).toBe(true);
    expect(needsCompleted({ ...detention, detentionStatus: ['completedTripWithDetention'] })).toBe(
      true,
    );
  });

  it('merges the lists with each trip once, the delivered copy winning', () => {
    const active = [makeTrip({ trip_num: 'A' }), makeTrip({ trip_num: 'B' })];
    const done = [makeTrip({ trip_num: 'B', trip_status: 'Delivered' })];
    const merged = mergeTrips(active, done);
    expect(merged.map((t) => `${t.trip_num}:${t.trip_status}`)).toEqual([
      'A:In Transit',
      'B:Delivered',
    ]);
    expect(mergeTrips(active, undefined)).toBe(active);
  });
});

describe('filters in the URL', () => {
  it('round-trips through serialize and parse', () => {
    const filters: TripFilters = {
      ...defaultFilters('detention', 'external'),
      detentionStatus: ['inDetention', 'completedTripWithLoss'],
      dateFilter: { fromDate: '2026-03-08', toDate: '2026-03-14' },
      searchText: 'abc',
      completed: true,
    };
    expect(parseFilters(serializeFilters(filters))).toEqual(filters);
    const href = exceptionListHref(filters);
    const raw = new URLSearchParams(href.split('?')[1]).get('filters');
    expect(parseFilters(raw)).toEqual(filters);
  });

  it('falls back to the defaults for missing or invalid JSON', () => {
    expect(parseFilters(null)).toEqual(defaultFilters('eta'));
    expect(parseFilters('{not json')).toEqual(defaultFilters('eta'));
    expect(parseFilters('[1,2]')).toEqual(defaultFilters('eta'));
    expect(parseFilters('"eta"')).toEqual(defaultFilters('eta'));
  });

  it('keeps valid fields and drops invalid ones', () => {
    const parsed = parseFilters(
      JSON.stringify({
        module: 'tempViolation',
        tripType: 'nobody',
        tripStatus: ['bogus', 'completed'],
        tempStatus: 'inViolation',
        etaStatus: 7,
        dateFilter: { fromDate: '2026-03-20', toDate: '2026-03-01' },
        searchText: 42,
        completed: 'yes',
      }),
    );
    expect(parsed).toEqual({
      ...defaultFilters('tempViolation'),
      tripStatus: ['completed'],
      tempStatus: ['inViolation'],
      dateFilter: { fromDate: '2026-03-01', toDate: '2026-03-20' },
      completed: true,
    });
  });

  it('recomputes completed from the selections', () => {
    expect(parseFilters(JSON.stringify({ module: 'eta', completed: true })).completed).toBe(false);
  });

  it('an unknown module falls back to eta', () => {
    expect(parseFilters(JSON.stringify({ module: 'weather' })).module).toBe('eta');
  });
});

describe('multi-select changes', () => {
  it('all clears the others, another value drops all, nothing left means all', () => {
    expect(nextSelection(['late'], ['late', 'all'])).toEqual(['all']);
    expect(nextSelection(['all'], ['all', 'late'])).toEqual(['late']);
    expect(nextSelection(['late'], [])).toEqual(['all']);
    expect(nextSelection(['late'], ['late', 'onTime'])).toEqual(['late', 'onTime']);
  });
});

describe('trip detail link', () => {
  it('carries the id and module, and completed for a delivered trip', () => {
    expect(tripDetailHref(makeTrip({ trip_num: 'T 1/2' }), 'eta')).toBe(
      '/exceptionDetails?id=T+1%2F2&module=eta',
    );
    expect(tripDetailHref(makeTrip({ trip_status: 'Delivered' }), 'detention')).toBe(
      '/exceptionDetails?id=T-1001&module=detention&completed=true',
    );
  });
});
