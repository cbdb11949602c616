import { describe, expect, it } from 'vitest';
import { createSimulatedTelephony } from '../../providers/telephony/simulated/simulated-telephony';
import type { TelephonyProvider } from '../../providers/telephony/types';
import { createVirtualClock, scaledClock } from './clock';
import { startDispatchCall } from './dispatch-agent';
import { expectMatchesHiddenLoad } from './testing/expectations';
import { type CallRun, lastExtracted, makePlan, runCall } from './testing/harness';
import type { AgentEvent } from './types';

const phone = (suffix: string) => `+1555010${suffix}`;

function history(run: CallRun): Array<{ type: string; details: string }> {
  return run.events.flatMap((e) => (e.type === 'history' ? [e.entry] : []));
}

function ourAsks(run: CallRun): number[] {
  return history(run)
    .filter((h) => h.type === 'rate_countered')
    .map((h) => Number(/\$([\d,]+)/.exec(h.details)![1]!.replace(/,/g, '')));
}

function hiddenLoad(run: CallRun) {
  const info = run.telephony.inspect(run.plan.callId);
  expect(info?.load).toBeTruthy();
  return info!.load!;
}

describe('when the agent calls each documented persona', () => {
  const cases: Array<{
    suffix: string;
    outcome: string;
    status: string;
    statuses: string[];
  }> = [
    {
      suffix: '0001',
      outcome: 'no_answer',
      status: 'no-answer',
      statuses: ['initiated', 'ringing', 'no-answer'],
    },
    { suffix: '0002', outcome: 'busy', status: 'busy', statuses: ['initiated', 'busy'] },
    {
      suffix: '0003',
      outcome: 'voicemail',
      status: 'completed',
      statuses: ['initiated', 'ringing', 'in-progress', 'completed'],
    },
    {
      suffix: '0004',
      outcome: 'hung_up',
      status: 'completed',
      statuses: ['initiated', 'ringing', 'in-progress', 'completed'],
    },
    {
      suffix: '0005',
      outcome: 'load_unavailable',
      status: 'completed',
      statuses: ['initiated', 'ringing', 'in-progress', 'completed'],
    },
    {
      suffix: '0006',
      outcome: 'booked',
      status: 'completed',
      statuses: ['initiated', 'ringing', 'in-progress', 'completed'],
    },
    {
      suffix: '0007',
      outcome: 'rate_not_agreed',
      status: 'completed',
      statuses: ['initiated', 'ringing', 'in-progress', 'completed'],
    },
    {
      suffix: '0008',
      outcome: 'booked',
      status: 'completed',
      statuses: ['initiated', 'ringing', 'in-progress', 'completed'],
    },
    { suffix: '0010', outcome: 'failed', status: 'failed', statuses: ['initiated', 'failed'] },
    {
      suffix: '0011',
      outcome: 'declined_by_broker',
      status: 'completed',
      statuses: ['initiated', 'ringing', 'in-progress', 'completed'],
    },
  ];

  for (const c of cases) {
    it(`then …${c.suffix} ends ${c.outcome} (${c.statuses.join(' → ')})`, async () => {
      for (const seed of [1, 2, 3]) {
        const run = await runCall(makePlan({ to: phone(c.suffix) }), { seed });
        expect(run.ended.outcome, run.transcript.join('\n')).toBe(c.outcome);
        expect(run.ended.status).toBe(c.status);
        expect(run.statuses).toEqual(c.statuses);
        expect(run.events.filter((e) => e.type === 'ended')).toHaveLength(1);
        expect(run.events.at(-1)?.type).toBe('ended');
      }
    });
  }

  it('then the voicemail message names the carrier, the lane and our number, and nothing is heard back', async () => {
    const run = await runCall(
      makePlan({
        to: phone('0003'),
        loadDetails: {
          stops: [stop('Dallas, TX', 'PICKUP'), stop('Atlanta, GA', 'DELIVERY')],
        },
      }),
    );
    const ours = run.transcript.filter((line) => line.startsWith('agent:'));
    expect(ours).toHaveLength(1);
    expect(ours[0]).toContain('Acme Trucking');
    expect(ours[0]).toContain('from Dallas, TX to Atlanta, GA');
    expect(ours[0]).toContain('+15557654321');
    expect(run.ended.durationSec).toBeGreaterThan(5);
  });

  it('then a no-answer, busy or failed call has no duration and no transcript', async () => {
    for (const suffix of ['0001', '0002', '0010']) {
      const run = await runCall(makePlan({ to: phone(suffix) }));
      expect(run.ended.durationSec).toBe(0);
      expect(run.transcript).toEqual([]);
      expect(run.ended.bookedRate).toBeNull();
    }
  });

  it('then a details-only call to a cooperative broker gathers the details and books nothing', async () => {
    const run = await runCall(
      makePlan({ to: phone('0008'), detailsOnly: true, rateRange: { min: 0, max: 0 } }),
    );
    expect(run.ended.outcome).toBe('details_gathered');
    expect(run.ended.bookedRate).toBeNull();
    expect(ourAsks(run)).toEqual([]);
    expectMatchesHiddenLoad(lastExtracted(run.events)!.data, hiddenLoad(run));
  });
});

describe('when the agent negotiates', () => {
  it('then against …0006 it books inside the range, never asking below min or above max', async () => {
    for (let seed = 1; seed <= 12; seed++) {
      const plan = makePlan({ to: phone('0006'), rateRange: { min: 1800, max: 2300 } });
      const run = await runCall(plan, { seed });
      expect(run.ended.outcome, run.transcript.join('\n')).toBe('booked');
      const booked = run.ended.bookedRate!;
      expect(booked).toBeGreaterThanOrEqual(1800);
      expect(booked).toBeLessThanOrEqual(2300);
      expect(booked).toBeLessThanOrEqual(hiddenLoad(run).ceiling);
      const asks = ourAsks(run);
      expect(asks[0]).toBe(2300);
      for (let i = 1; i < asks.length; i++) expect(asks[i]).toBeLessThanOrEqual(asks[i - 1]!);
      for (const ask of asks) expect(ask).toBeGreaterThanOrEqual(1800);
      // Concessions shrink.
      const steps = asks.slice(1).map((ask, i) => asks[i]! - ask);
      for (let i = 1; i < steps.length; i++) {
        if (asks[i + 1] !== 1800) expect(steps[i]).toBeLessThanOrEqual(steps[i - 1]!);
      }
    }
  });

  it('then against …0007 it never goes below min and declines politely', async () => {
    for (let seed = 1; seed <= 8; seed++) {
      const run = await runCall(
        makePlan({ to: phone('0007'), rateRange: { min: 2000, max: 2400 } }),
        { seed },
      );
      expect(run.ended.outcome).toBe('rate_not_agreed');
      expect(run.ended.bookedRate).toBeNull();
      expect(Math.min(...ourAsks(run))).toBeGreaterThanOrEqual(2000);
      expect(run.transcript.filter((l) => l.startsWith('agent:')).at(-1)).toMatch(/pass/);
      expect(history(run).some((h) => h.type === 'declined')).toBe(true);
    }
  });

  it('then it takes the opening ask when the broker accepts it at once (…0008), not a dollar more', async () => {
    const run = await runCall(makePlan({ to: phone('0008'), rateRange: { min: 1500, max: 1900 } }));
    expect(run.ended.outcome).toBe('booked');
    expect(run.ended.bookedRate).toBe(1900);
    expect(ourAsks(run)).toEqual([1900]);
  });

  it('then a posted rate at or above the top of the range is accepted as offered', async () => {
    const run = await runCall(
      makePlan({
        to: phone('0006'),
        rateRange: { min: 1500, max: 1800 },
        loadDetails: { brokerOfferedRate: 1950 },
      }),
    );
    expect(run.ended.outcome).toBe('booked');
    expect(run.ended.bookedRate).toBe(1950);
    expect(ourAsks(run)).toEqual([]);
  });

  it('then extracted events carry the rate on the table as it moves', async () => {
    const run = await runCall(makePlan({ to: phone('0006'), rateRange: { min: 1800, max: 2300 } }));
    const rates = run.events.flatMap((e) => (e.type === 'extracted' ? [e.carrierRate] : []));
    const offered = hiddenLoad(run).postedRate;
    expect(rates).toContain(offered);
    expect(rates.at(-1)).toBe(run.ended.bookedRate);
  });
});

describe('when the broker has hidden load details', () => {
  it('then the call extracts exactly the broker’s load (details only and full booking, several seeds)', async () => {
    for (const suffix of ['0006', '0007', '0008', '0009']) {
      for (const seed of [11, 12, 13]) {
        for (const detailsOnly of [true, false]) {
          const run = await runCall(
            makePlan({
              to: phone(suffix),
              detailsOnly,
              rateRange: detailsOnly ? { min: 0, max: 0 } : { min: 1800, max: 2300 },
              equipmentType: seed % 2 === 0 ? 'reefer' : 'dry_van',
            }),
            { seed },
          );
          const extracted = lastExtracted(run.events)!.data;
          expectMatchesHiddenLoad(extracted, hiddenLoad(run));
          expect(extracted.metadata.source).toBe('call');
          expect(extracted.callDetails.brokerPhone).toBe(`+1-555-010-${suffix}`);
          expect(extracted.callDetails.brokerName).toBe(
            run.telephony.inspect(run.plan.callId)!.persona.brokerName,
          );
        }
      }
    }
  });

  it('then across a mix of other (hashed) brokers every finished conversation matches their load', async () => {
    const equipment = ['dry_van', 'reefer', 'flatbed', 'box_truck', 'sprinter_van', ''] as const;
    let compared = 0;
    for (let i = 0; i < 90; i++) {
      const detailsOnly = i % 2 === 0;
      const run = await runCall(
        makePlan({
          to: `+1555010${String((i * 7919) % 10000).padStart(4, '0')}`,
          equipmentType: equipment[i % equipment.length]!,
          detailsOnly,
          rateRange: detailsOnly ? { min: 0, max: 0 } : { min: 1500, max: 2200 },
        }),
        { seed: i },
      );
      if (['details_gathered', 'booked', 'rate_not_agreed'].includes(run.ended.outcome)) {
        expectMatchesHiddenLoad(lastExtracted(run.events)!.data, hiddenLoad(run));
        compared += 1;
      }
      expect(run.ended.reason).not.toMatch(/stopped responding/);
    }
    expect(compared).toBeGreaterThan(40);
  });

  it('then facts the posting already gave are kept and not asked again', async () => {
    const run = await runCall(
      makePlan({
        to: phone('0008'),
        detailsOnly: true,
        rateRange: { min: 0, max: 0 },
        equipmentType: 'reefer',
        loadDetails: {
          stops: [stop('Fresno, CA', 'PICKUP'), stop('Denver, CO', 'DELIVERY')],
          weight: 41000,
          commodity: 'fresh produce',
        },
      }),
    );
    const hidden = hiddenLoad(run);
    expect(hidden.weight).toBe(41000);
    expect(hidden.stops[0]!.cityState).toBe('Fresno, CA');
    const ours = run.transcript.filter((l) => l.startsWith('agent:')).join('\n');
    expect(ours).not.toMatch(/weigh/i);
    expect(ours).not.toMatch(/commodity/i);
    expect(ours).toMatch(/temperature/i);
    expect(ours).toContain('pickup date and time in Fresno, CA');
    expectMatchesHiddenLoad(lastExtracted(run.events)!.data, hidden);
  });

  it('then the pasted posting text is read with the shared parser on both ends', async () => {
    const run = await runCall(
      makePlan({
        to: phone('0006'),
        detailsOnly: true,
        rateRange: { min: 0, max: 0 },
        loadDetailsText: 'Dry van Chicago, IL to Nashville, TN 38,000 lbs $1,650 Ref# LD77123',
      }),
    );
    const hidden = hiddenLoad(run);
    expect(hidden.stops[0]!.cityState).toBe('Chicago, IL');
    expect(hidden.postedRate).toBe(1650);
    const intro = run.transcript.find((l) => l.startsWith('agent:'))!;
    expect(intro).toContain('from Chicago, IL to Nashville, TN');
    expectMatchesHiddenLoad(lastExtracted(run.events)!.data, hidden);
  });
});

describe('when the posting gave a fact only weakly', () => {
  /** '$1,650' with nothing saying it is the rate: the parser guesses it (low confidence). */
  const guessed = 'Dry van Chicago, IL to Nashville, TN 38,000 lbs $1,650 Ref# LD77123';
  const labelled = 'Dry van Chicago, IL to Nashville, TN 38,000 lbs\nRate: $1,650\nRef# LD77123';
  const confirmsRate = (line: string) =>
    /^agent: .*Just to confirm, you're paying 1,650/.test(line);

  it('then a low-confidence rate is confirmed with the broker, not trusted (details only)', async () => {
    const run = await runCall(
      makePlan({
        to: phone('0008'),
        detailsOnly: true,
        rateRange: { min: 0, max: 0 },
        loadDetailsText: guessed,
      }),
    );
    expect(run.ended.outcome).toBe('details_gathered');
    expect(run.transcript.filter(confirmsRate)).toHaveLength(1);
    const first = lastExtractedBefore(run, (l) => confirmsRate(l));
    expect(first?.data.metadata.lowConfidenceFields).toContain('brokerOfferedRate');
    const final = lastExtracted(run.events)!.data;
    expect(final.loadDetails.brokerOfferedRate).toBe(1650);
    expect(final.metadata.fieldConfidence?.brokerOfferedRate).toBe(1);
    expect(final.metadata.lowConfidenceFields).toEqual([]);
    expectMatchesHiddenLoad(final, hiddenLoad(run));
  });

  it('then a low-confidence rate is confirmed before the negotiation opens (full booking)', async () => {
    const run = await runCall(
      makePlan({
        to: phone('0006'),
        loadDetailsText: guessed,
        rateRange: { min: 1500, max: 1900 },
      }),
    );
    const confirmAt = run.transcript.findIndex(confirmsRate);
    const openAt = run.transcript.findIndex((l) => /agent: .*we'd need \$/.test(l));
    expect(confirmAt).toBeGreaterThan(0);
    expect(openAt).toBeGreaterThan(confirmAt);
    expect(lastExtracted(run.events)!.data.metadata.lowConfidenceFields).toEqual([]);
  });

  it('then a labelled rate is not asked about', async () => {
    for (const detailsOnly of [true, false]) {
      const run = await runCall(
        makePlan({
          to: phone('0008'),
          detailsOnly,
          rateRange: detailsOnly ? { min: 0, max: 0 } : { min: 1500, max: 1900 },
          loadDetailsText: labelled,
        }),
      );
      expect(run.transcript.some(confirmsRate)).toBe(false);
      expect(run.transcript.join('\n')).not.toMatch(/is that (right|correct)\?/);
      const final = lastExtracted(run.events)!.data;
      expect(final.metadata.lowConfidenceFields).toEqual([]);
      expect(final.metadata.fieldConfidence?.brokerOfferedRate).toBe(0.9);
    }
  });
});

/** The last 'extracted' event before the first transcript line matching `line`. */
function lastExtractedBefore(run: CallRun, line: (text: string) => boolean) {
  let found: Extract<AgentEvent, { type: 'extracted' }> | undefined;
  for (const event of run.events) {
    if (event.type === 'transcript' && line(`${event.entry.sender}: ${event.entry.message}`)) break;
    if (event.type === 'extracted') found = event;
  }
  return found;
}

describe('when the dispatcher must approve', () => {
  const approvalPlan = () =>
    makePlan({ to: phone('0008'), approvalRequired: true, rateRange: { min: 1700, max: 2100 } });

  it('then approving books the load and the broker held meanwhile', async () => {
    const run = await runCall(approvalPlan(), {
      onEvent: (event, handle) => {
        if (event.type === 'approval_requested') handle.approve();
      },
    });
    expect(run.ended.outcome).toBe('booked');
    expect(run.ended.bookedRate).toBe(2100);
    const requested = run.events.find((e) => e.type === 'approval_requested') as Extract<
      AgentEvent,
      { type: 'approval_requested' }
    >;
    expect(requested.rate).toBe(2100);
    expect(requested.loadDetails.weight).toBe(hiddenLoad(run).weight);
    expect(requested.message).toContain('$2,100');
    expect(run.events.filter((e) => e.type === 'approval_resolved')).toEqual([
      { type: 'approval_resolved', decision: 'approved' },
    ]);
    const types = history(run).map((h) => h.type);
    expect(types.indexOf('approval_requested')).toBeLessThan(types.indexOf('approval_approved'));
    expect(types.indexOf('approval_approved')).toBeLessThan(types.indexOf('booked'));
    expect(run.transcript.join('\n')).toMatch(/hold/i);
  });

  it('then a slow approval keeps the broker company through its check-in', async () => {
    const run = await runCall(approvalPlan(), {
      onEvent: (event, handle, clock) => {
        if (event.type === 'approval_requested') {
          void clock.sleep(290_000).then(() => handle.approve());
        }
      },
    });
    expect(run.ended.outcome).toBe('booked');
    const text = run.transcript.join('\n');
    expect(text).toMatch(/user: .*still there/i);
    expect(text).toMatch(/agent: Yes, I'm still here/);
  });

  it('then rejecting declines politely with the reason', async () => {
    const run = await runCall(approvalPlan(), {
      onEvent: (event, handle) => {
        if (event.type === 'approval_requested') handle.reject('Rate too low for that lane');
      },
    });
    expect(run.ended.outcome).toBe('rejected_by_dispatcher');
    expect(run.ended.reason).toBe('Rate too low for that lane');
    expect(run.ended.bookedRate).toBeNull();
    expect(run.transcript.filter((l) => l.startsWith('agent:')).join('\n')).toMatch(
      /can't approve this one/,
    );
    expect(run.events.find((e) => e.type === 'approval_resolved')).toEqual({
      type: 'approval_resolved',
      decision: 'rejected',
    });
  });

  it('then no answer within the approval timeout expires and declines', async () => {
    const run = await runCall(approvalPlan(), { approvalTimeoutMs: 60_000 });
    expect(run.ended.outcome).toBe('rejected_by_dispatcher');
    expect(run.ended.reason).toMatch(/approval did not arrive/);
    expect(run.events.find((e) => e.type === 'approval_resolved')).toEqual({
      type: 'approval_resolved',
      decision: 'expired',
    });
  });

  it('then a broker out of patience on hold (…0009) hangs up and the request is cleared', async () => {
    const run = await runCall(
      makePlan({ to: phone('0009'), approvalRequired: true, rateRange: { min: 1700, max: 2100 } }),
    );
    expect(run.ended.outcome).toBe('hung_up');
    expect(run.transcript.at(-1)).toMatch(/^user: .*(hold any longer|waited long enough)/);
    expect(run.events.find((e) => e.type === 'approval_resolved')).toEqual({
      type: 'approval_resolved',
      decision: 'expired',
    });
    expect(run.ended.bookedRate).toBeNull();
  });

  it('then the dispatcher’s corrections sent with the approval are kept', async () => {
    const run = await runCall(approvalPlan(), {
      onEvent: (event, handle) => {
        if (event.type === 'approval_requested') handle.approve({ commodity: 'canned peaches' });
      },
    });
    expect(lastExtracted(run.events)!.data.loadDetails.commodity).toBe('canned peaches');
  });
});

describe('when the dispatcher ends the call', () => {
  it('then while ringing the call is canceled without a word', async () => {
    const run = await runCall(makePlan({ to: phone('0006') }), {
      onEvent: (event, handle) => {
        if (event.type === 'status' && event.status === 'ringing') handle.terminate('Wrong number');
      },
    });
    expect(run.statuses).toEqual(['initiated', 'ringing', 'canceled']);
    expect(run.ended).toMatchObject({
      status: 'canceled',
      outcome: 'terminated',
      reason: 'Wrong number',
    });
    expect(run.transcript).toEqual([]);
  });

  it('then mid-conversation the agent says a short goodbye and hangs up', async () => {
    let lines = 0;
    const run = await runCall(makePlan({ to: phone('0006') }), {
      onEvent: (event, handle) => {
        if (event.type === 'transcript' && ++lines === 4) handle.terminate('Found another load');
      },
    });
    expect(run.ended.status).toBe('canceled');
    expect(run.ended.outcome).toBe('terminated');
    expect(run.transcript.at(-1)).toMatch(/^agent: I'm sorry, I have to go now/);
    expect(run.statuses.at(-1)).toBe('canceled');
    expect(history(run).some((h) => h.type === 'terminated')).toBe(true);
    expect(run.ended.durationSec).toBeGreaterThan(0);
  });

  it('then during an approval hold the request is cleared', async () => {
    const run = await runCall(
      makePlan({ to: phone('0008'), approvalRequired: true, rateRange: { min: 1700, max: 2100 } }),
      {
        onEvent: (event, handle) => {
          if (event.type === 'approval_requested') handle.terminate('Changed my mind');
        },
      },
    );
    expect(run.ended.outcome).toBe('terminated');
    expect(run.events.find((e) => e.type === 'approval_resolved')).toEqual({
      type: 'approval_resolved',
      decision: 'expired',
    });
  });

  it('then controls after the end are ignored', async () => {
    const run = await runCall(makePlan({ to: phone('0005') }));
    const count = run.events.length;
    run.handle.terminate('late');
    run.handle.approve();
    run.handle.reject('late');
    run.handle.hopIn('late');
    await run.handle.done;
    expect(run.events).toHaveLength(count);
  });
});

describe('when the dispatcher hops in', () => {
  it('then the broker hears the introduction, the agent steps back and the call completes', async () => {
    let lines = 0;
    const intro = 'Hi, this is Sam, the dispatcher, joining the call.';
    const run = await runCall(makePlan({ to: phone('0006') }), {
      onEvent: (event, handle) => {
        if (event.type === 'transcript' && ++lines === 5) handle.hopIn(intro);
      },
    });
    expect(run.ended.status).toBe('completed');
    expect(run.ended.outcome).toBe('details_gathered');
    expect(run.ended.reason).toMatch(/took over/);
    const at = run.transcript.indexOf(`agent: ${intro}`);
    expect(at).toBeGreaterThan(0);
    const after = run.transcript.slice(at + 1);
    expect(after.length).toBeGreaterThanOrEqual(2);
    expect(after.every((l) => l.startsWith('user:'))).toBe(true);
    expect(after[0]).toMatch(/Sam/);
    expect(history(run).some((h) => h.type === 'hop_in')).toBe(true);
    expect(ourAsks(run)).toEqual([]);
  });

  it('then a hop-in during the approval hold clears the request', async () => {
    const run = await runCall(
      makePlan({ to: phone('0008'), approvalRequired: true, rateRange: { min: 1700, max: 2100 } }),
      {
        onEvent: (event, handle) => {
          if (event.type === 'approval_requested') handle.hopIn('Hi, Sam here, the dispatcher.');
        },
      },
    );
    expect(run.ended.status).toBe('completed');
    expect(run.events.find((e) => e.type === 'approval_resolved')).toEqual({
      type: 'approval_resolved',
      decision: 'expired',
    });
  });

  it('then a hop-in before anyone answered is ignored', async () => {
    const run = await runCall(makePlan({ to: phone('0008') }), {
      onEvent: (event, handle) => {
        if (event.type === 'status' && event.status === 'ringing') handle.hopIn('Hi');
      },
    });
    expect(history(run).some((h) => h.type === 'hop_in_ignored')).toBe(true);
    expect(run.ended.outcome).toBe('booked');
  });

  it('then the dispatcher can still end the call after hopping in', async () => {
    let lines = 0;
    const run = await runCall(makePlan({ to: phone('0006') }), {
      onEvent: (event, handle) => {
        if (event.type === 'transcript' && ++lines === 3) handle.hopIn('Hi, Sam here.');
        if (event.type === 'history' && event.entry.type === 'hop_in') {
          queueMicrotask(() => handle.terminate('Done talking'));
        }
      },
    });
    expect(run.ended.status).toBe('canceled');
    expect(run.transcript.join('\n')).not.toMatch(/I have to go now/);
  });
});

describe('when something goes wrong', () => {
  it('then a telephony fault ends the call as failed and done still resolves', async () => {
    const broken: TelephonyProvider = {
      name: 'broken',
      dial: async () => {
        throw new Error('carrier gateway unreachable');
      },
    };
    const events: AgentEvent[] = [];
    const handle = startDispatchCall(makePlan(), {
      telephony: broken,
      clock: createVirtualClock(),
      onEvent: (e) => events.push(e),
    });
    await handle.done;
    const ended = events.filter((e) => e.type === 'ended');
    expect(ended).toHaveLength(1);
    expect(ended[0]).toMatchObject({ status: 'failed', outcome: 'failed' });
    expect((ended[0] as { reason: string }).reason).toContain('carrier gateway unreachable');
  });

  it('then a throwing listener does not break the call', async () => {
    const clock = createVirtualClock();
    let ended = 0;
    const handle = startDispatchCall(makePlan({ to: phone('0005') }), {
      telephony: createSimulatedTelephony({ clock }),
      clock,
      onEvent: (e) => {
        if (e.type === 'ended') ended += 1;
        throw new Error('listener bug');
      },
    });
    await handle.done;
    expect(ended).toBe(1);
  });

  it('then no event reaches the listener before the handle is returned', async () => {
    const clock = createVirtualClock();
    const seen: AgentEvent[] = [];
    const handle = startDispatchCall(makePlan({ to: phone('0002') }), {
      telephony: createSimulatedTelephony({ clock }),
      clock,
      onEvent: (e) => seen.push(e),
    });
    expect(seen).toEqual([]);
    await handle.done;
    expect(seen.at(-1)?.type).toBe('ended');
  });

  it('then a full booking without a rate range fails before dialling', async () => {
    const run = await runCall(makePlan({ rateRange: { min: 0, max: 0 } }));
    expect(run.ended).toMatchObject({ status: 'failed', outcome: 'failed' });
    expect(run.statuses).toEqual(['initiated', 'failed']);
  });
});

describe('when the call runs on a scaled clock', () => {
  it('then it runs at speaking pace divided by the scale and reports call-time duration', async () => {
    const clock = scaledClock(0.0005);
    const events: AgentEvent[] = [];
    const started = Date.now();
    const handle = startDispatchCall(
      makePlan({ to: phone('0008'), rateRange: { min: 1500, max: 1900 } }),
      {
        telephony: createSimulatedTelephony({ clock, seed: 3 }),
        clock,
        onEvent: (e) => events.push(e),
      },
    );
    await handle.done;
    const wall = Date.now() - started;
    const ended = events.find((e) => e.type === 'ended') as Extract<AgentEvent, { type: 'ended' }>;
    expect(ended.outcome).toBe('booked');
    expect(ended.durationSec).toBeGreaterThan(60);
    expect(wall).toBeLessThan(5_000);
  });
});

function stop(cityState: string, stopType: 'PICKUP' | 'DELIVERY') {
  return {
    cityState,
    stopType,
    appointmentType: 'FCFS' as const,
    appointmentDate: null,
    appointmentTime: null,
    appointmentWindowStart: null,
    appointmentWindowEnd: null,
  };
}
