/** The simulated telephony: a realistic far end (brokers, voicemail, busy lines) driven by personas. */
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
