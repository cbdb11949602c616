export {
  createRoutingService,
  legKey,
  type RoutingService,
  type RoutingServiceOptions,
} from './routing-service';
export { simplifyPath } from './simplify';
export { type LatLng, type RoutedLeg, type RoutingProvider, RoutingProviderError } from './types';
