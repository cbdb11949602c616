import type { TruckPost, TruckPostRequest } from '@fleet/contracts';
import { LoadboardRequestError } from './errors';
import type { LoadboardFor } from './loadboard-for';
import { PICKUP_GRACE_MS } from './search-loads';

/**
 * Truck posts on DAT (document 3 §2 truck post form, §5, §7), with the form's rules enforced
 * here too: no earliest pickup in the past (a day picked "today" anywhere in the US still
 * counts), and origin and destination fixed once posted (read-only when editing).
 */

function refusePastPickup(request: TruckPostRequest, now: Date): void {
  if (Date.parse(request.earliest_pickup) < now.getTime() - PICKUP_GRACE_MS) {
    throw new LoadboardRequestError('earliest_pickup: must not be in the past');
  }
}

type PlaceLike = { city?: string; state?: string; zip_code?: string } | null | undefined;

function samePlace(a: PlaceLike, b: PlaceLike): boolean {
  const norm = (p: PlaceLike) =>
    [p?.city ?? '', p?.state ?? '', p?.zip_code ?? ''].map((s) => s.trim().toLowerCase()).join('|');
  return norm(a) === norm(b);
}

export interface TruckPostDeps {
  loadboardFor: LoadboardFor;
  clock: () => Date;
}

export async function listTruckPosts(deps: TruckPostDeps, accountId: string): Promise<TruckPost[]> {
  return (await deps.loadboardFor(accountId, 'DAT')).listTruckPosts();
}

export async function createTruckPost(
  deps: TruckPostDeps,
  accountId: string,
  request: TruckPostRequest,
): Promise<TruckPost> {
  refusePastPickup(request, deps.clock());
  return (await deps.loadboardFor(accountId, 'DAT')).createTruckPost(request);
}

export async function updateTruckPost(
  deps: TruckPostDeps,
  accountId: string,
  id: string,
  request: TruckPostRequest,
): Promise<TruckPost> {
  const board = await deps.loadboardFor(accountId, 'DAT');
  const existing = (await board.listTruckPosts()).find((p) => p.external_id === id);
  if (!existing) throw new LoadboardRequestError(`truck post ${id} not found`, 404);
  if (!samePlace(existing.origin, request.origin)) {
    throw new LoadboardRequestError(
      'origin: cannot be changed on an existing truck post; delete it and post the truck again',
    );
  }
  if (!samePlace(existing.destination, request.destination)) {
    throw new LoadboardRequestError(
      'destination: cannot be changed on an existing truck post; delete it and post the truck again',
    );
  }
  // An unchanged earliest pickup may have passed since posting; a new one may not be in the past.
  if (Date.parse(request.earliest_pickup) !== Date.parse(existing.earliest_pickup)) {
    refusePastPickup(request, deps.clock());
  }
  return board.updateTruckPost(id, request);
}

export async function deleteTruckPost(
  deps: TruckPostDeps,
  accountId: string,
  id: string,
): Promise<void> {
  await (await deps.loadboardFor(accountId, 'DAT')).deleteTruckPost(id);
}
