export { type AskTopic, type CallerIntent, parseAmount, understandCaller } from './agent-intent';
export {
  buildHiddenLoad,
  deliveryOf,
  type HiddenLoad,
  type HiddenStop,
  pickupOf,
} from './hidden-load';
export {
  type BrokerBehaviour,
  type BrokerPersona,
  PERSONA_TABLE,
  type Personality,
  type PersonaTableRow,
  personaFor,
} from './personas';
export { type BrokerReply, SimulatedBroker } from './simulated-broker';
export {
  createSimulatedTelephony,
  SIMULATION_TIMING,
  type SimulatedCallInfo,
  type SimulatedTelephony,
  type SimulatedTelephonyOptions,
} from './simulated-telephony';
export { speakingMs, WORDS_PER_MINUTE } from './speech';
export type {
  DialOutcome,
  DialRequest,
  DialResult,
  Heard,
  SimulationHint,
  TelephonyProvider,
  TelephonySession,
} from './types';
export { placeVerificationCall, type VerificationCallRequest } from './verification';
