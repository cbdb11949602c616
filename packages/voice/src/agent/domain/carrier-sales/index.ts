export { startCarrierSalesCall } from './carrier-sales-agent';
export { MAX_SALES_TURNS, SALES_TIMING } from './conversation';
export {
  CarrierNegotiator,
  type CarrierResponse,
  MAX_SALES_ROUNDS,
  openingOffer,
  type SalesMove,
} from './negotiation';
export { SalesLines, TERMINATE_GOODBYE, UNKNOWN_FACT } from './phrasing';
export * from './types';
export { type CarrierSignal, type LoadTopic, understandCarrier } from './understanding';
