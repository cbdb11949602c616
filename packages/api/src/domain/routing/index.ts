export { createEstimateProvider, estimateLeg, greatCirclePath } from './estimate';
export {
  createHereRoutingProvider,
  decodeSection,
  HERE_ROUTING_TIMEOUT_MS,
  HERE_ROUTING_URL,
  type HereRoutingOptions,
  hereRouteUrl,
} from './here';
export {
  createRoutingService,
  legKey,
  type RoutingService,
  type RoutingServiceOptions,
} from './routing-service';
export { simplifyPath } from './simplify';
export { type LatLng, type RoutedLeg, type RoutingProvider, RoutingProviderError } from './types';
