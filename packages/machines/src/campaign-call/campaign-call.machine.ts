import type { BookingStatus } from '@fleet/contracts';
import { assign, type SnapshotFrom, setup } from 'xstate';
import type { CampaignCallContext, CampaignCallEvent, CampaignCallInput } from './types';

/** §4 raw statuses by the stage of the call they mean. */
export const CALL_STAGES = {
  pending: ['idle', 'initiated', 'connecting'],
  ringing: ['waiting', 'calling', 'ringing'],
  inProgress: ['success', 'in-progress'],
  connected: ['connected', 'answered'],
  completed: ['completed', 'closed'],
  failed: ['error', 'failed'],
  unanswered: ['busy', 'no-answer', 'canceled'],
} as const satisfies Record<string, readonly string[]>;

type Stage = keyof typeof CALL_STAGES;

export function stageOf(status: string): Stage | null {
  for (const [stage, statuses] of Object.entries(CALL_STAGES) as [Stage, readonly string[]][]) {
    if (statuses.includes(status)) return stage;
  }
  return null;
}

const toStage = (stage: Stage) => ({
  guard: ({ event }: { event: CampaignCallEvent }) =>
    event.type === 'call.status' && stageOf(event.status) === stage,
  target: `#campaignCall.call.${stage === 'completed' || stage === 'failed' || stage === 'unanswered' ? `ended.${stage}` : stage}`,
  actions: 'setStatus' as const,
});

/** Every stage a live call can move to (a status it does not know changes nothing). */
const STAGE_TRANSITIONS = (Object.keys(CALL_STAGES) as Stage[]).map(toStage);

const toBooking = (status: BookingStatus, target: string) => ({
  guard: ({ event }: { event: CampaignCallEvent }) =>
    event.type === 'call.booking' && event.status === status,
  target,
  actions: 'setBooking' as const,
});

/**
 * One call of a campaign (document 3 §3 "Campaign call session", §4 "Call status labels"), ONE
 * definition for both sides: the voice engine feeds it the agent's reports and stores and pushes
 * what its snapshot says (call_status, booking_status, carrier_rate, and the end once); each tab
 * feeds it the pushes and renders the card from it.
 *
 * Two regions: `call` (pending → ringing → inProgress ⇄ connected → ended, where ended is
 * completed, failed or unanswered (busy, no answer, canceled) and nothing leaves it) and `booking`
 * (Not Booked → Negotiating → Booked or Rejected; Negotiating may go back to Not Booked when the
 * carrier walks away; Booked and Rejected are final). The card auto-expands on In Progress and
 * collapses on Connected, Completed and Failed; a person may open or close it at any time.
 */
export const campaignCallMachine = setup({
  types: {
    context: {} as CampaignCallContext,
    events: {} as CampaignCallEvent,
    input: {} as CampaignCallInput,
  },
  actions: {
    setStatus: assign(({ event }) =>
      event.type === 'call.status' ? { status: event.status } : {},
    ),
    setBooking: assign(({ event }) =>
      event.type === 'call.booking' ? { bookingStatus: event.status } : {},
    ),
    setRate: assign(({ event }) => (event.type === 'call.rate' ? { carrierRate: event.rate } : {})),
    expand: assign({ expanded: true }),
    collapse: assign({ expanded: false }),
    toggle: assign(({ context }) => ({ expanded: !context.expanded })),
  },
}).createMachine({
  id: 'campaignCall',
  type: 'parallel',
  context: ({ input }) => ({
    callUid: input.callUid,
    status: input.status ?? 'initiated',
    bookingStatus: input.bookingStatus ?? 'Not Booked',
    carrierRate: input.carrierRate ?? null,
    expanded: stageOf(input.status ?? 'initiated') === 'inProgress',
  }),
  on: {
    'card.toggle': { actions: 'toggle' },
    'call.rate': { actions: 'setRate' },
  },
  states: {
    call: {
      initial: 'restoring',
      states: {
        /** Into the stage of the status it was made with (a stored call, a late tab). */
        restoring: {
          always: (Object.keys(CALL_STAGES) as Stage[])
            .map((stage) => ({
              guard: ({ context }: { context: CampaignCallContext }) =>
                stageOf(context.status) === stage,
              target:
                stage === 'completed' || stage === 'failed' || stage === 'unanswered'
                  ? `ended.${stage}`
                  : stage,
            }))
            .concat([{ target: 'pending' } as never]),
        },
        pending: { on: { 'call.status': STAGE_TRANSITIONS } },
        ringing: { on: { 'call.status': STAGE_TRANSITIONS } },
        inProgress: { entry: 'expand', on: { 'call.status': STAGE_TRANSITIONS } },
        connected: { entry: 'collapse', on: { 'call.status': STAGE_TRANSITIONS } },
        /** Over: tracking stops (the engine pushes call_completed). */
        ended: {
          initial: 'completed',
          states: {
            completed: { entry: 'collapse' },
            failed: { entry: 'collapse' },
            unanswered: {},
          },
        },
      },
    },
    booking: {
      initial: 'restoring',
      states: {
        restoring: {
          always: [
            {
              guard: ({ context }) => context.bookingStatus === 'Negotiating',
              target: 'negotiating',
            },
            { guard: ({ context }) => context.bookingStatus === 'Booked', target: 'booked' },
            { guard: ({ context }) => context.bookingStatus === 'Rejected', target: 'rejected' },
            { target: 'notBooked' },
          ],
        },
        notBooked: {
          on: {
            'call.booking': [
              toBooking('Negotiating', 'negotiating'),
              toBooking('Booked', 'booked'),
              toBooking('Rejected', 'rejected'),
            ],
          },
        },
        negotiating: {
          on: {
            'call.booking': [
              toBooking('Not Booked', 'notBooked'),
              toBooking('Booked', 'booked'),
              toBooking('Rejected', 'rejected'),
            ],
          },
        },
        booked: {},
        rejected: {},
      },
    },
  },
});

export type CampaignCallMachine = typeof campaignCallMachine;
export type CampaignCallSnapshot = SnapshotFrom<CampaignCallMachine>;
