export {
  CALL_STAGES,
  type CampaignCallMachine,
  type CampaignCallSnapshot,
  campaignCallMachine,
  stageOf,
} from './campaign-call.machine';
export {
  type CampaignCallChange,
  campaignCallChanges,
  selectCampaignCallBooking,
  selectCampaignCallLabel,
  selectCampaignCallRate,
  selectCampaignCallStatus,
  selectIsCampaignCallOver,
  selectIsCardExpanded,
} from './selectors';
export type {
  CampaignCallContext,
  CampaignCallEvent,
  CampaignCallEventType,
  CampaignCallInput,
} from './types';
