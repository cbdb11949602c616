import { describe, expect, it } from 'vitest';
import { scaledClock } from '../clock';
import { TERMINATE_GOODBYE, UNKNOWN_FACT } from './phrasing';
import { makeLoad, makeSalesPlan, runSalesCall, type SalesRun } from './testing';
import type { CarrierSalesEvent } from './types';

const ANSWERED = ['initiated', 'ringing', 'in-progress', 'completed'];

function agentAmounts(run: SalesRun): number[] {
  return run.transcript
    .filter((line) => line.sender === 'agent')
    .flatMap((line) =>
      [...line.message.matchAll(/\$(\d{1,3}(?:,\d{3})+|\d{3,})/g)].map((m) =>
        Number(m[1]!.replace(/,/g, '')),
      ),
    );
}

function expectWellFormed(run: SalesRun): void {
  const ended = run.events.filter((e) => e.type === 'ended');
  expect(ended).toHaveLength(1);
  expect(run.events.at(-1)?.type).toBe('ended');
  const indices = run.events.flatMap((e) => (e.type === 'transcript' ? [e.index] : []));
  expect(indices).toEqual(indices.map((_, i) => i));
  expect(run.statuses.at(-1)).toBe(run.ended.status);
}

describe('the carrier-sales agent against each documented carrier', () => {
  const cases: Array<{
    suffix: string;
    outcome: string;
    status: string;
    statuses: string[];
    bookings: string[];
  }> = [
    {
      suffix: '0101',
      outcome: 'booked',
      status: 'completed',
      statuses: ANSWERED,
      bookings: ['Negotiating', 'Booked'],
    },
    {
      suffix: '0102',
      outcome: 'rate_too_high',
      status: 'completed',
      statuses: ANSWERED,
      bookings: ['Negotiating', 'Rejected'],
    },
    { suffix: '0103', outcome: 'voicemail', status: 'completed', statuses: ANSWERED, bookings: [] },
    {
      suffix: '0104',
      outcome: 'busy',
      status: 'busy',
      statuses: ['initiated', 'busy'],
      bookings: [],
    },
    {
      suffix: '0105',
      outcome: 'booked',
      status: 'completed',
      statuses: ANSWERED,
      bookings: ['Negotiating', 'Booked'],
    },
    {
      suffix: '0106',
      outcome: 'email_requested',
      status: 'completed',
      statuses: ANSWERED,
      bookings: [],
    },
    {
      suffix: '0107',
      outcome: 'no_answer',
      status: 'no-answer',
      statuses: ['initiated', 'ringing', 'no-answer'],
      bookings: [],
    },
    { suffix: '0108', outcome: 'no_truck', status: 'completed', statuses: ANSWERED, bookings: [] },
    {
      suffix: '0109',
      outcome: 'hung_up',
      status: 'completed',
      statuses: ANSWERED,
      bookings: ['Negotiating', 'Rejected'],
    },
    { suffix: '0110', outcome: 'no_truck', status: 'completed', statuses: ANSWERED, bookings: [] },
    { suffix: '0111', outcome: 'declined', status: 'completed', statuses: ANSWERED, bookings: [] },
    {
      suffix: '0112',
      outcome: 'failed',
      status: 'failed',
      statuses: ['initiated', 'failed'],
      bookings: [],
    },
  ];

  for (const c of cases) {
    it(`…${c.suffix} ends ${c.outcome} (${c.statuses.join(' → ')})`, async () => {
      const run = await runSalesCall(makeSalesPlan(c.suffix));
      expectWellFormed(run);
      expect(run.ended.outcome).toBe(c.outcome);
      expect(run.ended.status).toBe(c.status);
      expect(run.statuses).toEqual(c.statuses);
      expect(run.bookings).toEqual(c.bookings);
      expect(run.ended.reason.length).toBeGreaterThan(5);
      const answered = c.statuses.includes('in-progress');
      expect(run.ended.durationSec > 0).toBe(answered);
      if (answered) {
        // Our lines and theirs, in turn; the voicemail box's greeting counts as theirs.
        expect(run.transcript[0]?.sender).toBe('other');
        expect(run.transcript.some((l) => l.sender === 'agent')).toBe(true);
      } else {
        expect(run.transcript).toEqual([]);
      }
      // Everything we said stays at or under the broker's maximum.
      for (const amount of agentAmounts(run)) expect(amount).toBeLessThanOrEqual(2400);
    });
  }

  it('books inside the range after the carrier countered above it, on an explicit yes', async () => {
    const run = await runSalesCall(makeSalesPlan('0101'));
    const { bookedRate } = run.ended;
    expect(bookedRate).not.toBeNull();
    expect(bookedRate!).toBeGreaterThanOrEqual(2000);
    expect(bookedRate!).toBeLessThanOrEqual(2400);
    // The carrier asked more first; the last rate reported is the booked one.
    expect(run.rates[0]!).toBeGreaterThan(bookedRate!);
    expect(run.rates.at(-1)).toBe(bookedRate);
    // Our offers never go down, and the first is below the range.
    const offers = agentAmounts(run);
    expect(offers[0]!).toBeLessThan(2000);
    expect([...offers].sort((a, b) => a - b)).toEqual(offers);
    // Booked only after the carrier's yes to our "book it?" question.
    const askIndex = run.transcript.findIndex(
      (l) => l.sender === 'agent' && /book it/i.test(l.message),
    );
    expect(askIndex).toBeGreaterThan(0);
    expect(run.transcript[askIndex + 1]).toMatchObject({ sender: 'other' });
    expect(run.transcript[askIndex + 1]!.message).toMatch(/^Yes/);
    const bookedAt = run.events.findIndex(
      (e) => e.type === 'booking_status' && e.status === 'Booked',
    );
    const yesAt = run.events.findIndex((e) => e.type === 'transcript' && e.index === askIndex + 1);
    expect(bookedAt).toBeGreaterThan(yesAt);
  });

  it('declines politely when the carrier stays above the maximum: max once, never more', async () => {
    const run = await runSalesCall(makeSalesPlan('0102'));
    expect(run.ended.bookedRate).toBeNull();
    const offers = agentAmounts(run);
    expect(Math.max(...offers)).toBe(2400);
    // Every rate the carrier named was above the maximum, down to its floor.
    expect(run.rates.length).toBeGreaterThanOrEqual(2);
    for (const rate of run.rates) expect(rate).toBeGreaterThan(2400);
    expect([...run.rates].sort((a, b) => b - a)).toEqual(run.rates);
    const lastAgent = run.transcript.filter((l) => l.sender === 'agent').at(-1)!;
    expect(lastAgent.message).toMatch(/can't go above \$2,400/);
  });

  it("answers the carrier's questions from the load (weight, pickup, commodity, temperature)", async () => {
    const run = await runSalesCall(makeSalesPlan('0105'));
    const said = run.transcript
      .filter((l) => l.sender === 'agent')
      .map((l) => l.message)
      .join('\n');
    expect(said).toContain('42,000 pounds');
    expect(said).toContain('Pickup is in Dallas, Texas, Tuesday, March 4th at 8 AM');
    expect(said).toContain('frozen chicken');
    expect(said).toContain('minus 10 degrees');
    expect(run.ended.outcome).toBe('booked');
  });

  it('says the rate con will have what the load does not say', async () => {
    const plan = makeSalesPlan('0105', {
      load: makeLoad({ weight: null, commodity: null, temperature: null }),
    });
    const run = await runSalesCall(plan);
    const said = run.transcript.filter((l) => l.sender === 'agent').map((l) => l.message);
    expect(said.filter((line) => line.includes(UNKNOWN_FACT)).length).toBeGreaterThanOrEqual(3);
    expect(run.ended.outcome).toBe('booked');
  });

  it('leaves a voicemail with the lane and our number', async () => {
    const run = await runSalesCall(makeSalesPlan('0103'));
    const message = run.transcript.find((l) => l.sender === 'agent')!.message;
    expect(message).toMatch(/Dallas, Texas to Atlanta, Georgia/);
    expect(message).toContain('+15557654321');
  });

  it('terminate mid-call ends politely: canceled, terminated, the goodbye said last', async () => {
    let terminated = false;
    const run = await runSalesCall(makeSalesPlan('0101'), {
      onEvent: (event, handle) => {
        if (!terminated && event.type === 'carrier_rate') {
          terminated = true;
          handle.terminate('Another carrier booked the load.');
        }
      },
    });
    expectWellFormed(run);
    expect(run.ended).toMatchObject({
      status: 'canceled',
      outcome: 'terminated',
      reason: 'Another carrier booked the load.',
      bookedRate: null,
    });
    expect(run.statuses).toEqual(['initiated', 'ringing', 'in-progress', 'canceled']);
    expect(run.transcript.at(-1)).toEqual({ sender: 'agent', message: TERMINATE_GOODBYE });
    expect(run.bookings).toEqual(['Negotiating', 'Rejected']);
  });

  it("terminate on the carrier's yes wins: the load is not booked with a carrier told it is covered", async () => {
    // The carrier's yes and the dispatcher's terminate at the same moment (found by the
    // property test: the yes booked the load after the 'covered' goodbye).
    let terminated = false;
    const run = await runSalesCall(makeSalesPlan('0101'), {
      onEvent: (event, handle) => {
        if (
          !terminated &&
          event.type === 'transcript' &&
          event.entry.sender === 'other' &&
          /book it/i.test(event.entry.message)
        ) {
          terminated = true;
          handle.terminate('Covered');
        }
      },
    });
    expectWellFormed(run);
    expect(terminated).toBe(true);
    expect(run.ended).toMatchObject({
      status: 'canceled',
      outcome: 'terminated',
      bookedRate: null,
    });
    expect(run.transcript.at(-1)).toEqual({ sender: 'agent', message: TERMINATE_GOODBYE });
    expect(run.bookings).not.toContain('Booked');
  });

  it('terminate while ringing cancels the dial without a word', async () => {
    const run = await runSalesCall(makeSalesPlan('0101'), {
      onEvent: (event, handle) => {
        if (event.type === 'status' && event.status === 'ringing') handle.terminate('Cancelled');
      },
    });
    expectWellFormed(run);
    expect(run.ended).toMatchObject({ status: 'canceled', outcome: 'terminated', durationSec: 0 });
    expect(run.transcript).toEqual([]);
  });

  it('fail ends the call failed with the reason', async () => {
    const run = await runSalesCall(makeSalesPlan('0101'), {
      onEvent: (event, handle) => {
        if (event.type === 'transcript' && event.index === 2) handle.fail('Lease lost');
      },
    });
    expectWellFormed(run);
    expect(run.ended).toMatchObject({ status: 'failed', outcome: 'failed', reason: 'Lease lost' });
    expect(run.handle.getSnapshot().matches('ended')).toBe(true);
  });

  it('fails before dialling without a valid range', async () => {
    const run = await runSalesCall(makeSalesPlan('0101', { rateRange: { min: 0, max: 0 } }));
    expect(run.ended).toMatchObject({ status: 'failed', outcome: 'failed' });
    expect(run.statuses).toEqual(['initiated', 'failed']);
  });

  it('controls after the end are ignored and done stays resolved', async () => {
    const run = await runSalesCall(makeSalesPlan('0104'));
    run.handle.terminate('late');
    run.handle.fail('late');
    await run.handle.done;
    expect(run.events.filter((e: CarrierSalesEvent) => e.type === 'ended')).toHaveLength(1);
  });

  it('runs at 100× speed on a scaled clock, with call-time durations', async () => {
    const started = Date.now();
    const run = await runSalesCall(makeSalesPlan('0101'), { clock: scaledClock(0.01) });
    expect(run.ended.outcome).toBe('booked');
    expect(run.ended.durationSec).toBeGreaterThan(30);
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});
