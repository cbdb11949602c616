export * from './carrier-sales';
export {
  type AgentClock,
  createVirtualClock,
  scaledClock,
  type VirtualClock,
} from './clock';
export { CONVERSATION_TIMING } from './conversation';
export {
  type AgentDeps,
  type AgentLogger,
  DEFAULT_APPROVAL_TIMEOUT_MS,
  startDispatchCall,
} from './dispatch-agent';
export { type NegotiationMove, Negotiator } from './negotiation';
export * from './types';
