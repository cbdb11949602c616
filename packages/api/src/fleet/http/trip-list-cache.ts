import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import {
  type FleetSummary,
  summarizeFleet,
  type TripSummary,
  type TripWindow,
} from '@fleet/contracts';
import type { Queryable } from '@fleet/service-kit/db';
import { findFleetSource } from '../data/fleet-sources-repository';
import { tripSummariesJson } from '../data/trip-views-repository';

const gzipAsync = promisify(gzip);
const MAX_ENTRIES = 64;

export interface TripList {
  json: Buffer;
  gzip: Buffer;
}

/** Each list's home-card counts, made once per list (so once per sync) on the first ask. */
const summaries = new WeakMap<TripList, FleetSummary>();

export function summaryOf(list: TripList): FleetSummary {
  let summary = summaries.get(list);
  if (!summary) {
    // The database wrote this JSON from trip_views' summaries: the shape of tripSummarySchema.
    summary = summarizeFleet(JSON.parse(list.json.toString('utf8')) as TripSummary[]);
    summaries.set(list, summary);
  }
  return summary;
}

/**
 * The trip lists change only when a sync writes new views, once a minute per account, while
 * every dispatcher's screen asks for them. So each list is built (by the database) and gzipped
 * once per sync and served from memory until the account's next sync; concurrent requests share
 * one build. Each replica keeps its own copy; the sync instant in the database says when a copy
 * is stale.
 */
export function createTripListCache(db: Queryable) {
  const entries = new Map<string, { version: string; list: Promise<TripList> }>();

  const build = async (accountId: string, delivered: boolean, window: TripWindow) => {
    const json = Buffer.from(await tripSummariesJson(db, accountId, delivered, window));
    return { json, gzip: await gzipAsync(json) };
  };

  return {
    async get(accountId: string, delivered: boolean, window: TripWindow = {}): Promise<TripList> {
      const source = await findFleetSource(db, accountId);
      const version = source?.synced_until ?? 'never';
      const key = `${accountId}:${delivered}:${window.from_date ?? ''}:${window.to_date ?? ''}`;
      const entry = entries.get(key);
      if (entry?.version === version) return entry.list;
      const list = build(accountId, delivered, window);
      entries.delete(key);
      if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
      entries.set(key, { version, list });
      list.catch(() => entries.delete(key));
      return list;
    },
  };
}
