import { DRAFT_INITIATOR, type ExtractedData } from '@fleet/contracts';
import {
  type BookingSessionMachine,
  bookingSessionMachine,
  type DispatchCallMachine,
  type DispatchDraftInput,
  type DispatchDraftMachine,
  dispatchCallMachine,
  dispatchDraftMachine,
  type ParseLoadInput,
  reportingDraftLogic,
} from '@fleet/machines';
import { assign, fromCallback, fromPromise } from 'xstate';
import { logger } from '@/lib/logger';
import { notify } from '@/lib/notify';
import { callBroker } from '../api/call-broker';
import { getActiveCalls } from '../api/get-active-calls';
import { parseLoadDetails } from '../api/parse-load-details';
import { updateSession } from '../api/update-session';
import { type BookingSession, watchBookingSession } from './booking-session';
import type { LoadBookingDeps } from './deps';

/**
 * A call started from outside the drafts (a load-board result, initiator 'DAT' or 'Truckstop'):
 * a draft is spawned with these fields, loaded with `parsedData` and initiated at once, so the
 * call takes the same path as a typed draft (call start, errors, running call, session).
 */
export interface ExternalCallStart extends Omit<DispatchDraftInput, 'truckLocation'> {
  initiator: string;
  parsedData: ExtractedData;
}

/** `booking.newDraft` carrying an external start's fields (the draft's input). */
export type NewDraftEvent = {
  type: 'booking.newDraft';
  truckLocation: string;
  start?: ExternalCallStart;
};

/** The draft machine with the browser's effects: the voice service's parser and call start. */
function draftLogic(): DispatchDraftMachine {
  return dispatchDraftMachine.provide({
    actors: {
      parseLoad: fromPromise(({ input, signal }: { input: ParseLoadInput; signal: AbortSignal }) =>
        parseLoadDetails(
          {
            paste:
              input.images && input.images.length > 0
                ? { type: 'image', images: input.images }
                : { type: 'text', text: input.text ?? '' },
            truckLocation: input.truckLocation,
          },
          signal,
        ),
      ),
      initiateCall: fromPromise(({ input, signal }) => callBroker(input, signal)),
    },
  });
}

/** The dispatch-call machine with the browser's effects: session updates and the sound. */
function callLogic(playSound: () => void): DispatchCallMachine {
  return dispatchCallMachine.provide({
    actions: {
      sendSessionUpdate: (_, { callId, update }) => {
        // Document 3 §8: terminate, hop-in, approve and reject failures are only logged.
        updateSession(callId, update).catch((error: unknown) =>
          logger.warn(`${update.update_type} failed for call ${callId}`, error),
        );
      },
      playApprovalSound: () => playSound(),
    },
  });
}

/**
 * The Load Booking page's booking-session machine with the browser's effects: the stored
 * `bookingSession` (and the other tabs' writes to it), `GET active_calls`, the drafts' parser and
 * call start, the calls' session updates and sound, the toasts, and the follow delay.
 */
export function bookingSessionLogic(
  deps: LoadBookingDeps,
  session: BookingSession,
  text: { loadFailed: string },
): BookingSessionMachine {
  return bookingSessionMachine.provide({
    actors: {
      dispatchDraft: reportingDraftLogic(draftLogic()),
      dispatchCall: callLogic(deps.playSound),
      fetchActiveCalls: fromPromise(({ input, signal }) => getActiveCalls(input.ids, signal)),
      watchSession: fromCallback(({ sendBack }) =>
        watchBookingSession(session, (ids) => sendBack({ type: 'booking.sessionChanged', ids })),
      ),
    },
    actions: {
      // As the machine's own addDraft, plus an external start's fields and initiator.
      addDraft: assign(({ context, event, spawn }) => {
        if (event.type !== 'booking.newDraft') return {};
        const { start } = event as NewDraftEvent;
        const draftCount = context.draftCount + 1;
        const id = `draft-${draftCount}`;
        const { parsedData: _parsed, ...fields } = start ?? { initiator: DRAFT_INITIATOR };
        const ref = spawn('dispatchDraft', {
          id,
          input: { ...fields, truckLocation: event.truckLocation },
        });
        return { draftCount, drafts: [{ id, ref, parseFailure: null }, ...context.drafts] };
      }),
      addToSession: (_, { id }) => session.add(id),
      removeFromSession: (_, { ids }) => session.removeMany(ids),
      clearSession: () => session.clear(),
      notifyInitiateFailed: (_, { message }) => notify.error(message),
      notifyParseFailed: (_, { message, error }) => logger.warn(message, error),
      notifyRestoreFailed: (_, { error }) => {
        logger.warn('active calls could not be loaded', error);
        notify.error(text.loadFailed);
      },
    },
    delays: { followDelay: deps.followDelayMs },
  });
}
