import type { RouteSource } from '@fleet/contracts';

/** [latitude, longitude] in degrees, as on the wire. */
export type LatLng = [number, number];

/** One leg of a route: the road geometry between two points, its length and driving time. */
export interface RoutedLeg {
  points: LatLng[];
  distanceMiles: number;
  durationMin: number;
  source: RouteSource;
}

/** Something that can route a truck from one point to another (HERE, or the offline estimate). */
export interface RoutingProvider {
  readonly source: RouteSource;
  /** Rejects with a `RoutingProviderError` when the provider cannot answer. */
  route(from: LatLng, to: LatLng): Promise<RoutedLeg>;
}

export class RoutingProviderError extends Error {
  constructor(
    message: string,
    readonly status?: number,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'RoutingProviderError';
  }
}
