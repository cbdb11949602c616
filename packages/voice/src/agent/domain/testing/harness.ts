import {
  createSimulatedTelephony,
  type SimulatedTelephony,
} from '../../../providers/telephony/simulated/simulated-telephony';
import { createVirtualClock, type VirtualClock } from '../clock';
import { startDispatchCall } from '../dispatch-agent';
import type { AgentEvent, CallHandle, DispatchCallPlan } from '../types';

/** Test helpers: a plan with sensible defaults, and a call run to the end on virtual time. */

let counter = 0;

export function makePlan(overrides: Partial<DispatchCallPlan> = {}): DispatchCallPlan {
  counter += 1;
  return {
    callId: `call-${counter}`,
    accountId: 'acct-1',
    to: '+15550100006',
    extension: '',
    from: '+15557654321',
    loadDetails: null,
    loadDetailsText: '',
    truckLocation: 'Dallas, TX',
    truckAvailability: 'today 8 AM',
    equipmentType: 'dry_van',
    detailsOnly: false,
    rateRange: { min: 2000, max: 2400 },
    approvalRequired: false,
    carrier: { companyName: 'Acme Trucking', mcNumber: '123456', representativeName: 'Jane' },
    ...overrides,
  };
}

export interface CallRun {
  plan: DispatchCallPlan;
  events: AgentEvent[];
  handle: CallHandle;
  clock: VirtualClock;
  telephony: SimulatedTelephony;
  ended: Extract<AgentEvent, { type: 'ended' }>;
  transcript: string[];
  statuses: string[];
}

export interface RunOptions {
  seed?: number;
  clock?: VirtualClock;
  approvalTimeoutMs?: number;
  /** Reacts to each event (approve, reject, terminate, hop in...). */
  onEvent?: (event: AgentEvent, handle: CallHandle, clock: VirtualClock) => void;
}

export async function runCall(plan: DispatchCallPlan, options: RunOptions = {}): Promise<CallRun> {
  const clock = options.clock ?? createVirtualClock();
  const telephony = createSimulatedTelephony({ seed: options.seed ?? 7, clock });
  const events: AgentEvent[] = [];
  let handle: CallHandle | null = null;
  const pending: AgentEvent[] = [];
  handle = startDispatchCall(plan, {
    telephony,
    clock,
    ...(options.approvalTimeoutMs === undefined
      ? {}
      : { approvalTimeoutMs: options.approvalTimeoutMs }),
    onEvent: (event) => {
      events.push(event);
      if (!handle) {
        pending.push(event);
        return;
      }
      options.onEvent?.(event, handle, clock);
    },
  });
  for (const event of pending) options.onEvent?.(event, handle, clock);
  await handle.done;
  const ended = events.find((e) => e.type === 'ended') as CallRun['ended'];
  return {
    plan,
    events,
    handle,
    clock,
    telephony,
    ended,
    transcript: events.flatMap((e) =>
      e.type === 'transcript' ? [`${e.entry.sender}: ${e.entry.message}`] : [],
    ),
    statuses: events.flatMap((e) => (e.type === 'status' ? [e.status] : [])),
  };
}

export function lastExtracted(events: AgentEvent[]) {
  const all = events.filter((e) => e.type === 'extracted');
  return all[all.length - 1] as Extract<AgentEvent, { type: 'extracted' }> | undefined;
}
