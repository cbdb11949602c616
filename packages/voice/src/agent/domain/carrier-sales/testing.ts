import type { CampaignLoadDetails, Carrier } from '@fleet/contracts';
import {
  createSimulatedTelephony,
  type SimulatedTelephony,
} from '../../../providers/telephony/simulated/simulated-telephony';
import { type AgentClock, createVirtualClock } from '../clock';
import { startCarrierSalesCall } from './carrier-sales-agent';
import type { CarrierSalesCallHandle, CarrierSalesCallPlan, CarrierSalesEvent } from './types';

/** Test helpers: a carrier row, a load, a plan, and a call run to the end. */

export function makeCarrier(overrides: Partial<Carrier> = {}): Carrier {
  return {
    id: 'carrier-1',
    legal_name: 'Road Runner Transport LLC',
    dba_name: null,
    dot_number: '3123456',
    mc_number: '987654',
    dispatch_phone: '+12145550101',
    alt_phone_1: null,
    alt_phone_2: null,
    alt_phone_3: null,
    dispatch_email: 'dispatch@roadrunner.example',
    alt_email_1: null,
    alt_email_2: null,
    alt_email_3: null,
    physical_address: null,
    my_carrier: false,
    ...overrides,
  };
}

export function makeLoad(overrides: Partial<CampaignLoadDetails> = {}): CampaignLoadDetails {
  return {
    stops: [
      {
        cityState: 'Dallas, TX',
        appointmentType: 'Set',
        appointmentDate: '2025-03-04',
        appointmentTime: '08:00',
        appointmentWindowStart: null,
        appointmentWindowEnd: null,
      },
      {
        cityState: 'Atlanta, GA',
        appointmentType: 'FCFS',
        appointmentDate: '2025-03-05',
        appointmentTime: null,
        appointmentWindowStart: '08:00',
        appointmentWindowEnd: '14:00',
      },
    ],
    total_distance: 780,
    weight: 42_000,
    equipment_type: 'reefer',
    commodity: 'Frozen chicken',
    temperature: -10,
    specialInstructions: null,
    marketRateRange: null,
    ...overrides,
  };
}

let counter = 0;

/** A plan calling the number ending in `suffix` (the persona table's …01xx). */
export function makeSalesPlan(
  suffix = '0101',
  overrides: Partial<CarrierSalesCallPlan> = {},
): CarrierSalesCallPlan {
  counter += 1;
  const to = `+1214555${suffix}`;
  return {
    callId: `sales-${counter}`,
    campaignId: 'campaign-1',
    accountId: 'acct-1',
    to,
    from: '+15557654321',
    load: makeLoad(),
    rateRange: { min: 2000, max: 2400 },
    carrier: makeCarrier({ dispatch_phone: to }),
    broker: { companyName: 'Blue Ridge Logistics', agentName: 'Alex' },
    ...overrides,
  };
}

export interface SalesRun {
  plan: CarrierSalesCallPlan;
  events: CarrierSalesEvent[];
  handle: CarrierSalesCallHandle;
  telephony: SimulatedTelephony;
  ended: Extract<CarrierSalesEvent, { type: 'ended' }>;
  statuses: string[];
  bookings: string[];
  rates: number[];
  transcript: Array<{ sender: 'agent' | 'other'; message: string }>;
}

export interface SalesRunOptions {
  seed?: number;
  clock?: AgentClock;
  onEvent?: (event: CarrierSalesEvent, handle: CarrierSalesCallHandle) => void;
}

export async function runSalesCall(
  plan: CarrierSalesCallPlan,
  options: SalesRunOptions = {},
): Promise<SalesRun> {
  const clock = options.clock ?? createVirtualClock();
  const telephony = createSimulatedTelephony({ seed: options.seed ?? 7, clock });
  const events: CarrierSalesEvent[] = [];
  let handle: CarrierSalesCallHandle | null = null;
  handle = startCarrierSalesCall(plan, {
    telephony,
    clock,
    onEvent: (event) => {
      events.push(event);
      if (handle) options.onEvent?.(event, handle);
    },
  });
  await handle.done;
  const ended = events.find((e) => e.type === 'ended') as SalesRun['ended'];
  return {
    plan,
    events,
    handle,
    telephony,
    ended,
    statuses: events.flatMap((e) => (e.type === 'status' ? [e.status] : [])),
    bookings: events.flatMap((e) => (e.type === 'booking_status' ? [e.status] : [])),
    rates: events.flatMap((e) => (e.type === 'carrier_rate' ? [e.rate] : [])),
    transcript: events.flatMap((e) =>
      e.type === 'transcript' ? [{ sender: e.entry.sender, message: e.entry.message }] : [],
    ),
  };
}
