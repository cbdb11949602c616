import { decode } from '@here/flexpolyline';
import { z } from 'zod';
import { roundTo } from '../../fleet/domain/geo';
import { simplifyPath } from '../../routing/domain/simplify';
import {
  type LatLng,
  type RoutedLeg,
  type RoutingProvider,
  RoutingProviderError,
} from '../../routing/domain/types';

export const HERE_ROUTING_URL = 'https://router.hereapi.com';
export const HERE_ROUTING_TIMEOUT_MS = 5_000;
const METRES_PER_MILE = 1609.344;
/** About 10 m: invisible on the trip map, a fraction of HERE's points on a long leg. */
const SIMPLIFY_TOLERANCE_DEGREES = 0.0001;

export interface HereRoutingOptions {
  apiKey: string;
  /** Scheme and host (tests point it at a local fake); `/v8/routes` is appended. */
  baseUrl?: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

/** The parts of a Routing v8 answer we read (`return=polyline,summary`). */
const hereRoutesSchema = z.object({
  routes: z.array(
    z.object({
      sections: z
        .array(
          z.object({
            polyline: z.string().min(1),
            summary: z.object({
              length: z.number().nonnegative(),
              duration: z.number().nonnegative(),
            }),
          }),
        )
        .min(1),
    }),
  ),
  notices: z
    .array(z.object({ title: z.string().optional(), code: z.string().optional() }))
    .optional(),
});

/** HERE's error body (`{title, status, code, cause, action, correlationId}`), loosely. */
const hereErrorSchema = z.object({ title: z.string().optional(), cause: z.string().optional() });

/** `lat,lng` as HERE takes a waypoint. */
const waypoint = ([lat, lng]: LatLng) => `${lat},${lng}`;

/** The request for one truck leg (HERE Routing API v8, GET /v8/routes). */
export function hereRouteUrl(baseUrl: string, apiKey: string, from: LatLng, to: LatLng): string {
  const base = baseUrl.replace(/\/+$/, '');
  return (
    `${base}/v8/routes?transportMode=truck&origin=${waypoint(from)}` +
    `&destination=${waypoint(to)}&return=polyline,summary&apikey=${encodeURIComponent(apiKey)}`
  );
}

/**
 * One section's flexible polyline (HERE's encoding) as [lat, lng] pairs at the encoded precision
 * (the decoder leaves float noise such as 50.098780000000005); a third dimension is dropped.
 */
export function decodeSection(encoded: string): LatLng[] {
  const { polyline, precision } = decode(encoded);
  return polyline.map((point) => [roundTo(point[0]!, precision), roundTo(point[1]!, precision)]);
}

/** Sections joined end to end (a section starts where the previous one ended). */
function joinSections(sections: LatLng[][]): LatLng[] {
  const points: LatLng[] = [];
  for (const section of sections) {
    for (const point of section) {
      const last = points[points.length - 1];
      if (last && last[0] === point[0] && last[1] === point[1]) continue;
      points.push(point);
    }
  }
  return points;
}

/**
 * HERE Routing API v8 in truck mode: one GET per leg with `return=polyline,summary`; the sections'
 * flexible polylines are decoded (`@here/flexpolyline`) and joined, their summaries summed
 * (length in metres, duration in seconds). Any failure (status, timeout, no route, a body that is
 * not a route) rejects with a RoutingProviderError; the routing service then falls back.
 */
export function createHereRoutingProvider(options: HereRoutingOptions): RoutingProvider {
  const baseUrl = options.baseUrl ?? HERE_ROUTING_URL;
  const timeoutMs = options.timeoutMs ?? HERE_ROUTING_TIMEOUT_MS;
  const doFetch = options.fetch ?? fetch;

  async function route(from: LatLng, to: LatLng): Promise<RoutedLeg> {
    let response: Response;
    let body: unknown;
    try {
      response = await doFetch(hereRouteUrl(baseUrl, options.apiKey, from, to), {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(timeoutMs),
      });
      body = await response.json().catch(() => undefined);
    } catch (cause) {
      const timedOut = cause instanceof DOMException && cause.name === 'TimeoutError';
      throw new RoutingProviderError(
        timedOut ? `HERE routing timed out after ${timeoutMs} ms` : 'HERE routing unreachable',
        undefined,
        { cause },
      );
    }
    if (!response.ok) {
      const error = hereErrorSchema.safeParse(body);
      const detail = error.success ? (error.data.cause ?? error.data.title) : undefined;
      throw new RoutingProviderError(
        `HERE routing answered ${response.status}${detail ? `: ${detail}` : ''}`,
        response.status,
      );
    }
    const parsed = hereRoutesSchema.safeParse(body);
    if (!parsed.success) {
      throw new RoutingProviderError('HERE routing answered something that is not a route');
    }
    const best = parsed.data.routes[0];
    if (!best) {
      const notices = parsed.data.notices?.map((n) => n.title ?? n.code).filter(Boolean) ?? [];
      throw new RoutingProviderError(
        `HERE found no truck route${notices.length > 0 ? `: ${notices.join('; ')}` : ''}`,
      );
    }
    let sections: LatLng[][];
    try {
      sections = best.sections.map((section) => decodeSection(section.polyline));
    } catch (cause) {
      throw new RoutingProviderError(
        'HERE routing sent a polyline that does not decode',
        undefined,
        {
          cause,
        },
      );
    }
    const points = simplifyPath(joinSections(sections), SIMPLIFY_TOLERANCE_DEGREES);
    if (points.length < 2) throw new RoutingProviderError('HERE routing sent an empty polyline');
    const metres = best.sections.reduce((sum, s) => sum + s.summary.length, 0);
    const seconds = best.sections.reduce((sum, s) => sum + s.summary.duration, 0);
    return {
      points,
      distanceMiles: roundTo(metres / METRES_PER_MILE, 1),
      durationMin: Math.round(seconds / 60),
      source: 'here',
    };
  }

  return { source: 'here', route };
}
