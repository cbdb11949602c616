import { createHash, randomUUID } from 'node:crypto';
import {
  type Campaign,
  type CampaignHistoryQuery,
  type CampaignStatus,
  type Carrier,
  type CarrierUploadResult,
  type CreateCampaignRequest,
  missingCampaignFields,
  type Pagination,
  type UpdateCampaignRequest,
} from '@fleet/contracts';
import type { CampaignRecord, CampaignsRepo } from '../data/campaigns-repo';
import { readCarrierFile } from './carrier-file';

/** §8: a create or update without the load's required data. */
export const MISSING_LOAD_DATA = 'Missing required data to create load';

/** §4 locks: the load details and the carrier list cannot change in these statuses. */
export const LOCKED_STATUSES: CampaignStatus[] = [
  'started',
  'running',
  'completed',
  'confirmed',
  'cancelled',
];

export class CampaignInputError extends Error {}
export class CampaignLockedError extends Error {}
export class CampaignMissingError extends Error {
  constructor() {
    super('Load not found');
  }
}

export interface Who {
  accountId: string;
  userId: string;
}

const LOCKED_LOAD = 'The load cannot be changed while it is in progress or over. Pause it first.';
const LOCKED_CARRIERS =
  'The carrier list cannot be replaced while the load is in progress or over. Pause it first.';

function checkComplete(body: {
  load_details: Campaign['load_details'];
  rate_range: Campaign['rate_range'];
}) {
  const missing = missingCampaignFields(body.load_details, body.rate_range);
  if (missing.length > 0)
    throw new CampaignInputError(`${MISSING_LOAD_DATA}: ${missing.join(', ')}`);
  if (body.rate_range.min > body.rate_range.max) {
    throw new CampaignInputError('Desired rate: from must not be above to');
  }
}

export async function createCampaign(
  repo: CampaignsRepo,
  who: Who,
  body: CreateCampaignRequest,
): Promise<CampaignRecord> {
  checkComplete(body);
  return repo.create({
    accountId: who.accountId,
    userId: who.userId,
    id: randomUUID(),
    name: body.name,
    loadDetails: body.load_details,
    rateRange: body.rate_range,
  });
}

/** A rename changes only the name (allowed in every status); a full update is locked (§4). */
export async function updateCampaign(
  repo: CampaignsRepo,
  who: Who,
  id: string,
  body: UpdateCampaignRequest,
): Promise<CampaignRecord> {
  const full = 'load_details' in body;
  if (full) checkComplete(body);
  const outcome = await repo.update(
    who.accountId,
    id,
    full
      ? { name: body.name, loadDetails: body.load_details, rateRange: body.rate_range }
      : { name: body.name },
    full ? LOCKED_STATUSES : [],
  );
  if (outcome === 'missing') throw new CampaignMissingError();
  if (outcome === 'locked') throw new CampaignLockedError(LOCKED_LOAD);
  return (await repo.get(who.accountId, id))!;
}

/**
 * Reads an uploaded carrier list (checked before parsing: see carrier-file.ts) and replaces the
 * campaign's carriers not called yet with it. A carrier's id is stable for the same carrier
 * (MC, DOT or phone), so a re-upload never makes a called carrier callable again.
 */
export async function uploadCarriers(
  repo: CampaignsRepo,
  who: Who,
  id: string,
  file: { fileName: string; bytes: Buffer },
): Promise<CarrierUploadResult> {
  const campaign = await repo.get(who.accountId, id);
  if (!campaign) throw new CampaignMissingError();
  if (LOCKED_STATUSES.includes(campaign.status)) throw new CampaignLockedError(LOCKED_CARRIERS);
  const { carriers, result } = readCarrierFile(file);
  const withIds: Carrier[] = carriers.map((carrier) => ({ ...carrier, id: carrierId(carrier) }));
  const outcome = await repo.replaceCarriers(
    who.accountId,
    id,
    result.file_name,
    withIds,
    LOCKED_STATUSES,
  );
  if (outcome === 'missing') throw new CampaignMissingError();
  if (outcome === 'locked') throw new CampaignLockedError(LOCKED_CARRIERS);
  return result;
}

function carrierId(carrier: Omit<Carrier, 'id'>): string {
  const key = carrier.mc_number
    ? `mc:${carrier.mc_number}`
    : carrier.dot_number
      ? `dot:${carrier.dot_number}`
      : `phone:${carrier.dispatch_phone}`;
  return createHash('sha256').update(key).digest('hex').slice(0, 24);
}

/** GET /load-offer-campaign/{id}: the campaign with its carriers and calls. */
export async function getCampaign(repo: CampaignsRepo, who: Who, id: string): Promise<Campaign> {
  const record = await repo.get(who.accountId, id);
  if (!record) throw new CampaignMissingError();
  const [carriers, calls] = await Promise.all([
    repo.carriers(who.accountId, id),
    repo.calls(who.accountId, id),
  ]);
  const { accountId: _, ...campaign } = record;
  return { ...campaign, carrier_list: carriers, call_sessions: calls };
}

export async function campaignHistory(repo: CampaignsRepo, who: Who, query: CampaignHistoryQuery) {
  const { campaigns, total } = await repo.history(who.accountId, query);
  const totalPages = Math.ceil(total / query.page_size);
  const pagination: Pagination = {
    current_page: query.page,
    page_size: query.page_size,
    total_items: total,
    total_pages: totalPages,
    has_next: query.page < totalPages,
    has_prev: query.page > 1,
  };
  return { campaigns, pagination };
}

/** The public shape of a stored campaign (no account id). */
export function campaignView(
  record: CampaignRecord,
): Omit<Campaign, 'carrier_list' | 'call_sessions'> {
  const { accountId: _, ...view } = record;
  return view;
}
