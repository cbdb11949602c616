import type { DetentionRecord } from '@fleet/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { DetentionTerms, Stop } from '../model';
import {
  DEFAULT_DETENTION_TERMS,
  detentionSummary,
  resolveDetentionTerms,
  stopDetention,
} from './index';

// Chicago is on daylight time (UTC-5) from 2026-03-08.
const APPT = '2026-03-10T14:00:00.000Z';
const at = (hhmm: string, day = '2026-03-10') => `${day}T${hhmm}:00.000Z`;

function stop(overrides: Partial<Stop> = {}): Stop {
  return {
    id: 'stop-1',
    order: 1,
    type: 'Delivery',
    facilityId: 'fac-1',
    customerName: 'Acme Foods',
    place: {
      lat: 41.88,
      lng: -87.63,
      address1: '1 Dock Rd',
      city: 'Chicago',
      state: 'IL',
      zipcode: '60601',
      timezone: 'America/Chicago',
    },
    appointmentType: 'APPT',
    appointment: APPT,
    appointmentEnd: null,
    arrivedAt: null,
    departedAt: null,
    notes: '',
    ...overrides,
  };
}

const terms: DetentionTerms = { freeMinutes: 120, detentionRatePerHour: 75, lossRatePerHour: 50 };

function record(s: Partial<Stop>, now: string, t: DetentionTerms = terms) {
  const result = stopDetention({ tripNumber: 'T-100', stop: stop(s), terms: t, now });
  if (!result) throw new Error('expected a record');
  return result;
}
const detention = (s: Partial<Stop>, now: string) => record(s, now).detention_detail!;
const loss = (s: Partial<Stop>, now: string) => record(s, now).loss_detail!;

describe('stopDetention: on time (detention)', () => {
  it('when the driver has not arrived, then there is no record', () => {
    expect(stopDetention({ tripNumber: 'T-100', stop: stop(), terms, now: at('15:00') })).toBe(
      null,
    );
  });

  it('when the driver arrived early and the charge has not started, then PRE_DETENTION from the appointment', () => {
    const r = record({ arrivedAt: at('13:30') }, at('14:30'));
    expect(r).toMatchObject({
      stop_id: 'stop-1',
      trip_number: 'T-100',
      is_on_time: true,
      is_loss: false,
      loss_detail: null,
      modified_at: at('14:30'),
      departure_datetime: null,
    });
    expect(r.detention_detail).toEqual({
      status: 'PRE_DETENTION',
      duration: 0,
      rate: 75,
      total_amount: 0,
      start_time: APPT,
      charge_start_time: at('16:00'),
      time_remaining_charge_start_time: 90,
      elapsed_time_since_start_time: 30,
      late_duration_total: 0,
    });
  });

  it('when the driver arrived early and the appointment is still ahead, then nothing has elapsed yet', () => {
    const d = detention({ arrivedAt: at('12:00') }, at('13:00'));
    expect(d).toMatchObject({
      status: 'PRE_DETENTION',
      elapsed_time_since_start_time: 0,
      time_remaining_charge_start_time: 180,
    });
  });

  it('when the driver arrived exactly at the appointment, then the driver is on time and the clock starts then', () => {
    const r = record({ arrivedAt: APPT }, at('15:00'));
    expect(r.is_on_time).toBe(true);
    expect(r.detention_detail).toMatchObject({
      status: 'PRE_DETENTION',
      start_time: APPT,
      charge_start_time: at('16:00'),
      time_remaining_charge_start_time: 60,
      elapsed_time_since_start_time: 60,
    });
  });

  it('when now is exactly the charge start, then IN_DETENTION with 0 minutes and nothing remaining', () => {
    expect(detention({ arrivedAt: at('13:00') }, at('16:00'))).toMatchObject({
      status: 'IN_DETENTION',
      duration: 0,
      total_amount: 0,
      time_remaining_charge_start_time: 0,
    });
  });

  it('when the driver is still there 90 minutes into the charge, then IN_DETENTION bills 1.5 h × $75 = $112.50', () => {
    expect(detention({ arrivedAt: at('13:00') }, at('17:30'))).toMatchObject({
      status: 'IN_DETENTION',
      duration: 90,
      total_amount: 112.5,
      time_remaining_charge_start_time: 0,
      elapsed_time_since_start_time: 210,
    });
  });

  it('when the driver departed 70 minutes into the charge, then POST_DETENTION bills 70 min and stops accruing', () => {
    const s = { arrivedAt: at('13:00'), departedAt: at('17:10') };
    const expected = {
      status: 'POST_DETENTION',
      duration: 70,
      total_amount: 87.5,
      elapsed_time_since_start_time: 190,
      time_remaining_charge_start_time: 0,
    };
    expect(detention(s, at('17:10'))).toMatchObject(expected);
    expect(detention(s, at('09:00', '2026-03-12'))).toMatchObject(expected);
  });

  it('when the driver departed exactly at the charge start, then NOT_DETENTION', () => {
    expect(
      detention({ arrivedAt: at('13:00'), departedAt: at('16:00') }, at('18:00')),
    ).toMatchObject({
      status: 'NOT_DETENTION',
      duration: 0,
      total_amount: 0,
      elapsed_time_since_start_time: 120,
    });
  });

  it('when the driver departed 59 seconds after the charge start, then no whole minute is billed: NOT_DETENTION', () => {
    expect(
      detention({ arrivedAt: at('13:00'), departedAt: '2026-03-10T16:00:59.000Z' }, at('18:00'))
        .status,
    ).toBe('NOT_DETENTION');
  });

  it('when the driver departed before the charge started, then NOT_DETENTION and nothing remains', () => {
    expect(
      detention({ arrivedAt: at('13:00'), departedAt: at('15:00') }, at('18:00')),
    ).toMatchObject({ status: 'NOT_DETENTION', duration: 0, time_remaining_charge_start_time: 0 });
  });

  it('when the arrival, departure and appointment are reported, then each carries the offset of the stop time zone', () => {
    const r = record({ arrivedAt: at('13:00'), departedAt: at('17:10') }, at('18:00'));
    expect(r.arrival_datetime).toEqual({ utc_datetime: at('13:00'), offset_minutes: -300 });
    expect(r.departure_datetime).toEqual({ utc_datetime: at('17:10'), offset_minutes: -300 });
    expect(r.appointment_datetime).toEqual({ utc_datetime: APPT, offset_minutes: -300 });
  });

  it('when the appointment is before the DST change and departure after it, then the offsets differ', () => {
    const r = record(
      {
        appointment: '2026-03-08T06:00:00.000Z',
        arrivedAt: '2026-03-08T05:00:00.000Z',
        departedAt: '2026-03-08T09:00:00.000Z',
      },
      '2026-03-08T10:00:00.000Z',
    );
    expect(r.appointment_datetime.offset_minutes).toBe(-360);
    expect(r.departure_datetime?.offset_minutes).toBe(-300);
  });
});

describe('stopDetention: late (loss)', () => {
  it('when the driver arrived 45 minutes late and free time remains, then PRE_LOSS from the arrival', () => {
    const r = record({ arrivedAt: at('14:45') }, at('15:45'));
    expect(r).toMatchObject({ is_on_time: false, is_loss: true, detention_detail: null });
    expect(r.loss_detail).toEqual({
      status: 'PRE_LOSS',
      duration: 0,
      rate: 50,
      total_amount: 0,
      start_time: at('14:45'),
      charge_start_time: at('16:45'),
      time_remaining_charge_start_time: 60,
      elapsed_time_since_start_time: 60,
      late_duration_total: 45,
    });
  });

  it('when the driver arrived one minute after the appointment, then the driver is late by 1', () => {
    expect(loss({ arrivedAt: at('14:01') }, at('14:30')).late_duration_total).toBe(1);
  });

  it('when the late driver is still there an hour into the charge, then IN_LOSS at the loss rate: $50', () => {
    expect(loss({ arrivedAt: at('14:45') }, at('17:45'))).toMatchObject({
      status: 'IN_LOSS',
      duration: 60,
      total_amount: 50,
    });
  });

  it('when the late driver departed 81 minutes into the charge, then POST_LOSS of 81/60 × $50 = $67.50', () => {
    expect(loss({ arrivedAt: at('14:45'), departedAt: at('18:06') }, at('20:00'))).toMatchObject({
      status: 'POST_LOSS',
      duration: 81,
      total_amount: 67.5,
      late_duration_total: 45,
    });
  });

  it('when the late driver departed before the charge started, then NOT_LOSS', () => {
    expect(loss({ arrivedAt: at('14:45'), departedAt: at('16:00') }, at('20:00')).status).toBe(
      'NOT_LOSS',
    );
  });
});

describe('stopDetention: FCFS window 08:00–12:00', () => {
  const fcfs = {
    appointmentType: 'FCFS' as const,
    appointment: at('08:00'),
    appointmentEnd: at('12:00'),
  };

  it('when the driver arrived inside the window, then on time and the clock starts at arrival', () => {
    const r = record({ ...fcfs, arrivedAt: at('10:30') }, at('11:00'));
    expect(r.is_on_time).toBe(true);
    expect(r.detention_detail).toMatchObject({
      status: 'PRE_DETENTION',
      start_time: at('10:30'),
      charge_start_time: at('12:30'),
    });
  });

  it('when the driver arrived before the window opened, then the clock starts at the window start', () => {
    expect(detention({ ...fcfs, arrivedAt: at('07:00') }, at('11:00')).start_time).toBe(
      at('08:00'),
    );
  });

  it('when the driver arrived exactly at the window end, then the driver is on time', () => {
    expect(record({ ...fcfs, arrivedAt: at('12:00') }, at('12:10')).is_on_time).toBe(true);
  });

  it('when the driver arrived after the window, then loss, late by the minutes past the window end', () => {
    const r = record({ ...fcfs, arrivedAt: at('12:20') }, at('15:00'));
    expect(r.is_on_time).toBe(false);
    expect(r.loss_detail).toMatchObject({
      status: 'IN_LOSS',
      start_time: at('12:20'),
      late_duration_total: 20,
      duration: 40,
    });
  });
});

describe('amounts', () => {
  it.each([
    [7, 75, 8.75],
    [1, 50, 0.83],
    [1, 65, 1.08],
    [2, 0.15, 0.01], // 0.005 rounds half up
  ])('when %s billed minutes at $%s/h, then the amount is $%s', (minutes, rate, amount) => {
    const t = { freeMinutes: 0, detentionRatePerHour: rate, lossRatePerHour: rate };
    const now = new Date(Date.parse(APPT) + minutes * 60_000).toISOString();
    expect(record({ arrivedAt: APPT }, now, t).detention_detail?.total_amount).toBe(amount);
  });
});

describe('resolveDetentionTerms', () => {
  it('when there are no customer overrides, then the account terms apply', () => {
    expect(resolveDetentionTerms(DEFAULT_DETENTION_TERMS)).toEqual({
      freeMinutes: 120,
      detentionRatePerHour: 75,
      lossRatePerHour: 75,
    });
  });

  it('when the customer overrides some terms, then those win and undefined ones are ignored', () => {
    expect(
      resolveDetentionTerms(terms, { freeMinutes: 60, detentionRatePerHour: undefined }),
    ).toEqual({ freeMinutes: 60, detentionRatePerHour: 75, lossRatePerHour: 50 });
  });

  it('when the customer overrides a term with 0, then 0 applies', () => {
    expect(resolveDetentionTerms(terms, { freeMinutes: 0 }).freeMinutes).toBe(0);
  });
});

describe('detentionSummary', () => {
  const open = { terms, tripCompleted: false };
  const preDetention = () => record({ id: 'a', arrivedAt: at('13:30') }, at('14:30'));
  const inDetention = () => record({ id: 'b', arrivedAt: at('13:00') }, at('17:30'));
  const postDetention = () =>
    record({ id: 'c', arrivedAt: at('13:00'), departedAt: at('17:10') }, at('18:00'));
  const preLoss = () => record({ id: 'd', arrivedAt: at('14:45') }, at('15:45'));
  const inLoss = () => record({ id: 'e', arrivedAt: at('14:45') }, at('17:45'));
  const postLoss = () =>
    record({ id: 'f', arrivedAt: at('14:45'), departedAt: at('18:06') }, at('20:00'));
  const state = (records: DetentionRecord[]) => detentionSummary(records, open)?.current_state;

  it('when no stop has a record, then there is no summary', () => {
    expect(detentionSummary([], open)).toBe(null);
  });

  it('when stops have detention and loss, then durations and amounts are totalled per kind', () => {
    expect(detentionSummary([inDetention(), postDetention(), postLoss()], open)).toEqual({
      is_detention: true,
      is_loss: true,
      detention_total_duration: 160,
      detention_total_amount: 200,
      detention_rate: 75,
      loss_total_duration: 81,
      loss_rate: 50,
      loss_total_amount: 67.5,
      current_state: 'IN_DETENTION',
      status: 'OPEN',
    });
  });

  it('when a stop is in detention and another in loss, then IN_DETENTION wins', () => {
    expect(state([inLoss(), inDetention()])).toBe('IN_DETENTION');
  });

  it('when one stop is in loss and another before detention, then IN_LOSS wins over PRE', () => {
    expect(state([preDetention(), inLoss()])).toBe('IN_LOSS');
  });

  it('when stops are only before the charge, then PRE_DETENTION wins over PRE_LOSS', () => {
    expect(state([preLoss(), preDetention()])).toBe('PRE_DETENTION');
    expect(state([preLoss(), postDetention()])).toBe('PRE_LOSS');
  });

  it('when every stop has departed, then NONE', () => {
    expect(state([postDetention(), postLoss()])).toBe('NONE');
  });

  it('when the trip is completed, then CLOSED with no live state', () => {
    expect(detentionSummary([inDetention()], { terms, tripCompleted: true })).toMatchObject({
      status: 'CLOSED',
      current_state: 'NONE',
      is_detention: true,
    });
  });

  it('when nothing was billed, then neither is_detention nor is_loss', () => {
    expect(detentionSummary([preDetention(), preLoss()], open)).toMatchObject({
      is_detention: false,
      is_loss: false,
      detention_total_amount: 0,
      loss_total_amount: 0,
    });
  });
});

describe('properties', () => {
  const MIN = 60_000;
  const base = Date.parse(APPT);
  const scenario = fc.record({
    fcfs: fc.boolean(),
    windowMin: fc.integer({ min: 0, max: 480 }),
    arrivalMin: fc.integer({ min: -600, max: 900 }),
    stayMin: fc.option(fc.integer({ min: 0, max: 1_000 }), { nil: null }),
    freeMinutes: fc.integer({ min: 0, max: 240 }),
    detentionCents: fc.integer({ min: 0, max: 30_000 }),
    lossCents: fc.integer({ min: 0, max: 30_000 }),
    nowMin: fc.integer({ min: -600, max: 3_000 }),
    laterMin: fc.integer({ min: 1, max: 3_000 }),
  });
  type Scenario = typeof scenario extends fc.Arbitrary<infer T> ? T : never;
  const build = (s: Scenario) => {
    const arrival = base + s.arrivalMin * MIN;
    return {
      stop: stop({
        appointmentType: s.fcfs ? 'FCFS' : 'APPT',
        appointmentEnd: s.fcfs ? new Date(base + s.windowMin * MIN).toISOString() : null,
        arrivedAt: new Date(arrival).toISOString(),
        departedAt: s.stayMin === null ? null : new Date(arrival + s.stayMin * MIN).toISOString(),
      }),
      terms: {
        freeMinutes: s.freeMinutes,
        detentionRatePerHour: s.detentionCents / 100,
        lossRatePerHour: s.lossCents / 100,
      },
    };
  };
  const detailAt = (s: Scenario, now: number) => {
    const r = stopDetention({ tripNumber: 'T', ...build(s), now: new Date(now).toISOString() })!;
    return r.detention_detail ?? r.loss_detail!;
  };

  it('when evaluated at any time, then duration and amount are never negative', () => {
    fc.assert(
      fc.property(scenario, (s) => {
        const d = detailAt(s, base + s.nowMin * MIN);
        expect(d.duration).toBeGreaterThanOrEqual(0);
        expect(d.total_amount).toBeGreaterThanOrEqual(0);
        expect(d.time_remaining_charge_start_time).toBeGreaterThanOrEqual(0);
      }),
      { numRuns: 300 },
    );
  });

  it('when evaluated at two times after departure, then the records are equal', () => {
    fc.assert(
      fc.property(
        scenario.filter((s) => s.stayMin !== null),
        (s) => {
          const departed = base + (s.arrivalMin + s.stayMin!) * MIN;
          const first = departed + Math.max(0, s.nowMin) * MIN;
          expect(detailAt(s, first + s.laterMin * MIN)).toEqual(detailAt(s, first));
        },
      ),
      { numRuns: 300 },
    );
  });

  it('when the driver is still there, then the amount never shrinks as time passes', () => {
    fc.assert(
      fc.property(
        scenario.map((s) => ({ ...s, stayMin: null })),
        (s) => {
          const now = base + s.nowMin * MIN;
          expect(detailAt(s, now + s.laterMin * MIN).total_amount).toBeGreaterThanOrEqual(
            detailAt(s, now).total_amount,
          );
        },
      ),
      { numRuns: 300 },
    );
  });

  it('when billed, then the amount is duration / 60 × rate to the cent', () => {
    fc.assert(
      fc.property(scenario, (s) => {
        const d = detailAt(s, base + s.nowMin * MIN);
        const exact = (d.duration / 60) * d.rate;
        expect(Math.abs(d.total_amount - exact)).toBeLessThanOrEqual(0.005 + 1e-9);
        expect(Math.abs(d.total_amount * 100 - Math.round(d.total_amount * 100))).toBeLessThan(
          1e-6,
        );
      }),
      { numRuns: 300 },
    );
  });
});
