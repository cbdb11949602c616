import { randomUUID } from 'node:crypto';
import type { CallBrokerRequest, CallBrokerResponse } from '@fleet/contracts';
import type { VoiceAccountsRepo } from '../../onboarding/data/voice-accounts-repo';
import type { DispatchCallsRepo } from '../data/dispatch-calls-repo';
import type { CallManager } from './call-manager';
import { normalizeBrokerPhone, PhoneInputError } from './phone';
import { marketRateText } from './views';

export const SIGNUP_INCOMPLETE = 'Voice AI signup is not complete.';

/** A call-broker body that passed its schema but not the rules of document 3 §5. */
export class CallRequestInvalidError extends Error {}
/** The account has not finished Voice AI onboarding. */
export class SignupIncompleteError extends Error {
  constructor() {
    super(SIGNUP_INCOMPLETE);
  }
}
/** The account already runs its maximum of calls at once. */
export class TooManyCallsError extends Error {
  constructor(readonly max: number) {
    super(`At most ${max} calls can run at once. Please wait for one to end.`);
  }
}

export interface CallBrokerDeps {
  manager: CallManager;
  calls: DispatchCallsRepo;
  accounts: VoiceAccountsRepo;
  /** Caller id for accounts without a verified one. */
  defaultCallerId: string;
  maxActiveCalls: number;
}

/**
 * The call-broker use case (document 3 §7): checks the request against §5's rules and the
 * account (onboarded, under its concurrency limit), then starts the call with what the agent
 * needs to know (the carrier it speaks for, the load, the truck, the desired range).
 */
export async function callBroker(
  deps: CallBrokerDeps,
  who: { accountId: string; userId: string },
  body: CallBrokerRequest,
): Promise<CallBrokerResponse> {
  const toNumber = brokerNumber(body);
  checkRateRange(body);

  const account = await deps.accounts.get(who.accountId);
  if (!account?.approvedAt) throw new SignupIncompleteError();
  if ((await deps.calls.countRunning(who.accountId)) >= deps.maxActiveCalls) {
    throw new TooManyCallsError(deps.maxActiveCalls);
  }

  const loadDetails = { ...body.init_data?.load_details, ...body.load_details };
  const hasLoadDetails = Object.keys(loadDetails).length > 0;
  const info = account.carrierInfo;
  const call = await deps.manager.start({
    accountId: who.accountId,
    id: randomUUID(),
    userId: who.userId,
    toNumber,
    extension: body.extension || parsedExtension(body.init_data?.callDetails?.brokerExtension),
    fromNumber: account.callerId ?? deps.defaultCallerId,
    carrierId: info?.mc_number || who.accountId,
    initiator: body.initiator,
    detailsOnly: body.details_only,
    // Document 3 §5: approval only for full bookings; a details-only call sends 0 to 0.
    approvalRequired: !body.details_only && body.dispatcher_approval_required,
    rateRange: body.details_only ? { min: 0, max: 0 } : body.rate_range,
    requestLoadDetails: hasLoadDetails ? loadDetails : null,
    loadDetailsText: body.load_details_text,
    truckLocation: body.truck_location,
    truckAvailability: body.truck_availability,
    equipmentType: body.equipment_type,
    marketRate: marketRateText(loadDetails.marketRateRange),
    carrier: info
      ? {
          companyName: info.company_name,
          mcNumber: info.mc_number,
          representativeName: info.representative_name,
        }
      : null,
  });
  return { uid: call.id, created_at: call.createdAt };
}

/** An extension found by the parser is used only when it is plain digits (keyed as DTMF). */
function parsedExtension(value: string | null | undefined): string {
  const digits = (value ?? '').trim();
  return /^\d{1,8}$/.test(digits) ? digits : '';
}

function brokerNumber(body: CallBrokerRequest): string {
  try {
    return normalizeBrokerPhone(body.phone_number);
  } catch (error) {
    if (error instanceof PhoneInputError) {
      throw new CallRequestInvalidError(`phone_number: ${error.message}`);
    }
    throw error;
  }
}

/** Document 3 §5: a full booking needs a desired range, both ends above 0, from below to. */
function checkRateRange(body: CallBrokerRequest): void {
  if (body.details_only) return;
  const { min, max } = body.rate_range;
  if (min <= 0 || max <= 0) {
    throw new CallRequestInvalidError('rate_range: Please enter a desired rate range');
  }
  if (min > max) throw new CallRequestInvalidError('rate_range: min must not be above max');
}
