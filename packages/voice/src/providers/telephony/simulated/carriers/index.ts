/** Simulated carriers for carrier-sales calls (the 'carrier' simulation hint). See README.md. */
export { type SellerIntent, understandSeller } from './agent-line';
export {
  CARRIER_TIMING,
  type CarrierHint,
  type CarrierNetwork,
  createCarrierNetwork,
  type SimulatedCarrierCallInfo,
} from './carrier-network';
export {
  CARRIER_MIX,
  CARRIER_PERSONA_TABLE,
  type CarrierBehaviour,
  type CarrierPersona,
  type CarrierPersonality,
  type CarrierPersonaTableRow,
  type CarrierQuestion,
  carrierKey,
  carrierPersonaFor,
} from './personas';
export { type CarrierPricing, priceCarrier } from './pricing';
export { type CarrierPhase, type CarrierReply, SimulatedCarrier } from './simulated-carrier';
