import {
  type LookupItem,
  type LookupKind,
  type LookupQuery,
  MAX_LOOKUP_LIMIT,
  NO_LIMIT,
} from '@fleet/contracts';
import type { Queryable } from '@fleet/service-kit/db';
import { findLookupItems } from '../data/lookups-repository';

/** §7 lookups: limit -1 means no limit, which is still capped at MAX_LOOKUP_LIMIT. */
export async function lookup(
  db: Queryable,
  accountId: string,
  kind: LookupKind,
  query: LookupQuery,
): Promise<LookupItem[]> {
  const limit =
    query.limit === NO_LIMIT ? MAX_LOOKUP_LIMIT : Math.min(query.limit, MAX_LOOKUP_LIMIT);
  if (limit === 0) return [];
  return findLookupItems(db, accountId, kind, query.search, limit);
}
