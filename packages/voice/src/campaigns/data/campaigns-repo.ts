import type {
  BookingStatus,
  Campaign,
  CampaignCallSession,
  CampaignHistoryItem,
  CampaignHistoryQuery,
  CampaignLoadDetails,
  CampaignNotification,
  CampaignStatus,
  CampaignSummary,
  Carrier,
  RateRange,
} from '@fleet/contracts';
import type { Database, SqlParam } from '@fleet/service-kit/db';
import { iso, json, jsonb } from '../../db/sql-values';

/** A campaign as stored, without its carrier list and calls (read on their own). */
export type CampaignRecord = Omit<Campaign, 'carrier_list' | 'call_sessions'> & {
  accountId: string;
};

interface CampaignRow {
  account_id: string;
  id: string;
  name: string;
  status: CampaignStatus;
  strategy: 'sequential';
  load_details: unknown;
  rate_range: unknown;
  carrier_file_name: string | null;
  best_offer: number | null;
  notifications: unknown;
  created_at: unknown;
  updated_at: unknown;
  carrier_count: number;
  call_count: number;
}

/** The counts every read of a campaign carries (§3 carrier_count, call_count, total_carriers). */
const SELECT_CAMPAIGN = `
  SELECT c.*,
    (SELECT count(*)::int FROM campaign_carriers k
      WHERE k.account_id = c.account_id AND k.campaign_id = c.id) AS carrier_count,
    (SELECT count(*)::int FROM campaign_calls l
      WHERE l.account_id = c.account_id AND l.campaign_id = c.id) AS call_count
  FROM campaigns c`;

const toRecord = (r: CampaignRow): CampaignRecord => ({
  accountId: r.account_id,
  id: r.id,
  campaign_id: r.id,
  name: r.name,
  status: r.status,
  strategy: r.strategy,
  created_at: iso(r.created_at),
  updated_at: iso(r.updated_at),
  load_details: json<CampaignLoadDetails>(r.load_details),
  rate_range: json<RateRange>(r.rate_range),
  carrier_file_name: r.carrier_file_name,
  state: { best_offer: r.best_offer },
  carrier_count: r.carrier_count,
  call_count: r.call_count,
  total_carriers: r.carrier_count,
  notifications: json<CampaignNotification[]>(r.notifications),
});

interface CallRow {
  call_uid: string;
  campaign_id: string;
  carrier_id: string;
  carrier_info: unknown;
  call_status: string;
  booking_status: BookingStatus;
  carrier_rate: number | null;
  desired_rate: unknown;
  conversation: unknown;
  end_reason: string | null;
  created_at: unknown;
}

const toSession = (r: CallRow): CampaignCallSession => ({
  call_uid: r.call_uid,
  carrier_id: r.carrier_id,
  carrier_info: json<Carrier>(r.carrier_info),
  call_status: r.call_status,
  booking_status: r.booking_status,
  carrier_rate: r.carrier_rate,
  desired_rate: json<RateRange>(r.desired_rate),
  conversation: json<CampaignCallSession['conversation']>(r.conversation),
  timestamp: iso(r.created_at),
  end_reason: r.end_reason,
});

/** What changes on a campaign call while it runs, and how it ends. */
export interface CallPatch {
  callStatus?: string;
  bookingStatus?: BookingStatus;
  carrierRate?: number | null;
  conversation?: CampaignCallSession['conversation'];
  end?: { outcome: string; reason: string };
}

/** Statuses in which a replica drives the campaign (its lease must be live). */
export const DRIVEN_STATUSES: CampaignStatus[] = ['started', 'running', 'pause'];

/**
 * Repository of campaigns, their carriers and calls. Every statement filters by account except
 * those marked "across accounts" (the gateway's lookup by id, the replicas' leases).
 */
export class CampaignsRepo {
  constructor(private readonly db: Database) {}

  async create(input: {
    accountId: string;
    userId: string;
    id: string;
    name: string;
    loadDetails: CampaignLoadDetails;
    rateRange: RateRange;
  }): Promise<CampaignRecord> {
    await this.db.query(
      `INSERT INTO campaigns (account_id, id, user_id, name, load_details, rate_range)
       VALUES ($1, $2, $3, $4, $5::jsonb, $6::jsonb)`,
      [
        input.accountId,
        input.id,
        input.userId,
        input.name,
        jsonb(input.loadDetails),
        jsonb(input.rateRange),
      ],
    );
    return (await this.get(input.accountId, input.id))!;
  }

  async get(accountId: string, id: string): Promise<CampaignRecord | undefined> {
    const [row] = await this.db.query<CampaignRow>(
      `${SELECT_CAMPAIGN} WHERE c.account_id = $1 AND c.id = $2`,
      [accountId, id],
    );
    return row ? toRecord(row) : undefined;
  }

  /** Across accounts: the gateway's upstream names a campaign by id alone. */
  async findAnyAccount(id: string): Promise<CampaignRecord | undefined> {
    const [row] = await this.db.query<CampaignRow>(`${SELECT_CAMPAIGN} WHERE c.id = $1 LIMIT 1`, [
      id,
    ]);
    return row ? toRecord(row) : undefined;
  }

  /** The account's campaigns among ids; without ids, those not over yet (newest first). */
  async listActive(accountId: string, ids: string[]): Promise<CampaignSummary[]> {
    const rows =
      ids.length > 0
        ? await this.db.query<CampaignSummary & { created_at: unknown }>(
            `SELECT id AS campaign_id, name, status, created_at FROM campaigns
              WHERE account_id = $1 AND id = ANY($2::text[]) ORDER BY created_at, id`,
            [accountId, ids],
          )
        : await this.db.query<CampaignSummary & { created_at: unknown }>(
            `SELECT id AS campaign_id, name, status, created_at FROM campaigns
              WHERE account_id = $1
                AND status NOT IN ('completed', 'confirmed', 'cancelled', 'failed')
              ORDER BY created_at, id`,
            [accountId],
          );
    return rows.map(({ campaign_id, name, status }) => ({ campaign_id, name, status }));
  }

  /**
   * Changes name, load and rate unless the campaign's status is one of `lockedIn` (§4 locks);
   * 'locked' tells the caller why nothing changed.
   */
  async update(
    accountId: string,
    id: string,
    patch: { name: string; loadDetails?: CampaignLoadDetails; rateRange?: RateRange },
    lockedIn: CampaignStatus[],
  ): Promise<'updated' | 'locked' | 'missing'> {
    const rows = await this.db.query<{ id: string }>(
      `UPDATE campaigns SET name = $3,
              load_details = COALESCE($4::jsonb, load_details),
              rate_range = COALESCE($5::jsonb, rate_range),
              updated_at = now()
        WHERE account_id = $1 AND id = $2 AND NOT (status = ANY($6::text[]))
        RETURNING id`,
      [
        accountId,
        id,
        patch.name,
        jsonb(patch.loadDetails ?? null),
        jsonb(patch.rateRange ?? null),
        lockedIn,
      ],
    );
    if (rows.length > 0) return 'updated';
    return (await this.get(accountId, id)) ? 'locked' : 'missing';
  }

  /** Replaces the carrier list (in one transaction) unless the status is one of `lockedIn`. */
  async replaceCarriers(
    accountId: string,
    id: string,
    fileName: string,
    carriers: Carrier[],
    lockedIn: CampaignStatus[],
  ): Promise<'replaced' | 'locked' | 'missing'> {
    return this.db.transaction(async (tx) => {
      const [campaign] = await tx.query<{ status: CampaignStatus }>(
        'SELECT status FROM campaigns WHERE account_id = $1 AND id = $2 FOR UPDATE',
        [accountId, id],
      );
      if (!campaign) return 'missing';
      if (lockedIn.includes(campaign.status)) return 'locked';
      await tx.query(
        `DELETE FROM campaign_carriers
          WHERE account_id = $1 AND campaign_id = $2 AND called_at IS NULL`,
        [accountId, id],
      );
      const [{ next } = { next: 0 }] = await tx.query<{ next: number }>(
        `SELECT COALESCE(max(position) + 1, 0)::int AS next FROM campaign_carriers
          WHERE account_id = $1 AND campaign_id = $2`,
        [accountId, id],
      );
      // Batches keep each statement's parameters well under the drivers' limits.
      for (let start = 0; start < carriers.length; start += 500) {
        const batch = carriers.slice(start, start + 500);
        const params: SqlParam[] = [accountId, id];
        const values = batch.map((carrier, i) => {
          params.push(carrier.id, next + start + i, JSON.stringify(carrier));
          const at = params.length;
          return `($1, $2, $${at - 2}, $${at - 1}, $${at}::jsonb)`;
        });
        await tx.query(
          `INSERT INTO campaign_carriers (account_id, campaign_id, id, position, carrier)
           VALUES ${values.join(', ')}
           ON CONFLICT (account_id, campaign_id, id) DO NOTHING`,
          params,
        );
      }
      await tx.query(
        `UPDATE campaigns SET carrier_file_name = $3, updated_at = now()
          WHERE account_id = $1 AND id = $2`,
        [accountId, id, fileName],
      );
      return 'replaced';
    });
  }

  async carriers(accountId: string, id: string): Promise<Carrier[]> {
    const rows = await this.db.query<{ carrier: unknown }>(
      `SELECT carrier FROM campaign_carriers WHERE account_id = $1 AND campaign_id = $2
        ORDER BY position`,
      [accountId, id],
    );
    return rows.map((r) => json<Carrier>(r.carrier));
  }

  /** The campaign's calls, oldest first. */
  async calls(accountId: string, id: string): Promise<CampaignCallSession[]> {
    const rows = await this.db.query<CallRow>(
      `SELECT * FROM campaign_calls WHERE account_id = $1 AND campaign_id = $2
        ORDER BY created_at, call_uid`,
      [accountId, id],
    );
    return rows.map(toSession);
  }

  async call(accountId: string | undefined, callUid: string) {
    const [row] = await this.db.query<CallRow & { account_id: string; ended: boolean }>(
      `SELECT * FROM campaign_calls WHERE call_uid = $1
          AND ($2::text IS NULL OR account_id = $2) LIMIT 1`,
      [callUid, accountId ?? null],
    );
    return row
      ? { accountId: row.account_id, campaignId: row.campaign_id, ended: row.ended, ...toSession(row) }
      : undefined;
  }

  /** One page of Load History (§2, §7): newest change first, with the filters of the query. */
  async history(
    accountId: string,
    query: CampaignHistoryQuery,
  ): Promise<{ campaigns: CampaignHistoryItem[]; total: number }> {
    const params: SqlParam[] = [accountId];
    const where = ['c.account_id = $1'];
    if (query.status.length > 0) {
      params.push(query.status);
      where.push(`c.status = ANY($${params.length}::text[])`);
    }
    if (query.query) {
      params.push(`%${escapeLike(query.query)}%`);
      const p = `$${params.length}`;
      where.push(
        `(c.name ILIKE ${p} OR c.load_details->>'commodity' ILIKE ${p}
          OR c.load_details::text ILIKE ${p})`,
      );
    }
    const stopFilter = (values: string[], index: 'first' | 'last') => {
      if (values.length === 0) return;
      params.push(values.map((v) => `%${escapeLike(v)}%`));
      const stop =
        index === 'first'
          ? `c.load_details->'stops'->0->>'cityState'`
          : `c.load_details->'stops'->(jsonb_array_length(c.load_details->'stops') - 1)->>'cityState'`;
      where.push(`${stop} ILIKE ANY($${params.length}::text[])`);
    };
    stopFilter(query.pickup_location, 'first');
    stopFilter(query.delivery_location, 'last');
    const filter = where.join(' AND ');
    const [count] = await this.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM campaigns c WHERE ${filter}`,
      params,
    );
    const rows = await this.db.query<CampaignRow>(
      `${SELECT_CAMPAIGN} WHERE ${filter} ORDER BY c.updated_at DESC, c.id DESC
        LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
      [...params, query.page_size, (query.page - 1) * query.page_size],
    );
    return {
      total: count?.n ?? 0,
      campaigns: rows.map((row) => {
        const { accountId: _, ...record } = toRecord(row);
        return { ...record, last_updated: record.updated_at };
      }),
    };
  }

  /** Moves the status from one of `from` to `to`; false when it was in none of them. */
  async setStatus(
    accountId: string,
    id: string,
    to: CampaignStatus,
    from: CampaignStatus[],
  ): Promise<boolean> {
    const rows = await this.db.query<{ id: string }>(
      `UPDATE campaigns SET status = $3, updated_at = now()
        WHERE account_id = $1 AND id = $2 AND status = ANY($4::text[]) RETURNING id`,
      [accountId, id, to, from],
    );
    return rows.length > 0;
  }

  /**
   * The next carrier not called yet, marked called in the same statement (before it is dialled):
   * whatever happens next, it is never called again.
   */
  async claimNextCarrier(accountId: string, id: string): Promise<Carrier | undefined> {
    const [row] = await this.db.query<{ carrier: unknown }>(
      `UPDATE campaign_carriers SET called_at = now()
        WHERE account_id = $1 AND campaign_id = $2 AND id = (
          SELECT id FROM campaign_carriers
           WHERE account_id = $1 AND campaign_id = $2 AND called_at IS NULL
           ORDER BY position LIMIT 1 FOR UPDATE SKIP LOCKED)
        RETURNING carrier`,
      [accountId, id],
    );
    return row ? json<Carrier>(row.carrier) : undefined;
  }

  async insertCall(input: {
    accountId: string;
    campaignId: string;
    callUid: string;
    carrier: Carrier;
    desiredRate: RateRange;
  }): Promise<CampaignCallSession> {
    const [row] = await this.db.query<CallRow>(
      `INSERT INTO campaign_calls (account_id, campaign_id, call_uid, carrier_id, carrier_info,
          call_status, desired_rate)
       VALUES ($1, $2, $3, $4, $5::jsonb, 'initiated', $6::jsonb) RETURNING *`,
      [
        input.accountId,
        input.campaignId,
        input.callUid,
        input.carrier.id,
        jsonb(input.carrier),
        jsonb(input.desiredRate),
      ],
    );
    await this.touch(input.accountId, input.campaignId);
    return toSession(row!);
  }

  async updateCall(accountId: string, callUid: string, patch: CallPatch): Promise<void> {
    await this.db.query(
      `UPDATE campaign_calls SET
          call_status = COALESCE($3, call_status),
          booking_status = COALESCE($4, booking_status),
          carrier_rate = CASE WHEN $5::boolean THEN $6::double precision ELSE carrier_rate END,
          conversation = COALESCE($7::jsonb, conversation),
          ended = ended OR $8::boolean,
          outcome = COALESCE($9, outcome),
          end_reason = COALESCE($10, end_reason),
          ended_at = CASE WHEN $8::boolean AND ended_at IS NULL THEN now() ELSE ended_at END
        WHERE account_id = $1 AND call_uid = $2`,
      [
        accountId,
        callUid,
        patch.callStatus ?? null,
        patch.bookingStatus ?? null,
        patch.carrierRate !== undefined,
        patch.carrierRate ?? null,
        jsonb(patch.conversation ?? null),
        patch.end !== undefined,
        patch.end?.outcome ?? null,
        patch.end?.reason ?? null,
      ],
    );
  }

  /** Calls of the campaign still open (their replica died): ended failed with the reason. */
  async failOpenCalls(accountId: string, id: string, reason: string): Promise<string[]> {
    const rows = await this.db.query<{ call_uid: string }>(
      `UPDATE campaign_calls SET ended = true, call_status = 'failed', outcome = 'failed',
              end_reason = $3, ended_at = now()
        WHERE account_id = $1 AND campaign_id = $2 AND NOT ended RETURNING call_uid`,
      [accountId, id, reason],
    );
    return rows.map((r) => r.call_uid);
  }

  async addNotification(
    accountId: string,
    id: string,
    notification: CampaignNotification,
  ): Promise<void> {
    await this.db.query(
      `UPDATE campaigns SET notifications = notifications || $3::jsonb, updated_at = now()
        WHERE account_id = $1 AND id = $2`,
      [accountId, id, jsonb([notification])],
    );
  }

  /** Keeps the lowest rate a carrier offered (§3 state.best_offer). */
  async offerSeen(accountId: string, id: string, rate: number): Promise<void> {
    await this.db.query(
      `UPDATE campaigns SET best_offer = LEAST(COALESCE(best_offer, $3), $3), updated_at = now()
        WHERE account_id = $1 AND id = $2`,
      [accountId, id, rate],
    );
  }

  private async touch(accountId: string, id: string): Promise<void> {
    await this.db.query('UPDATE campaigns SET updated_at = now() WHERE account_id = $1 AND id = $2', [
      accountId,
      id,
    ]);
  }

  // ---- Leases (across accounts) ---------------------------------------------------------------

  /**
   * Takes the campaign for `owner` unless another replica holds a live lease on it. Returns who
   * holds it now (the caller drives it when that is itself).
   */
  async claim(
    accountId: string,
    id: string,
    lease: { owner: string; ttlMs: number; url: string | null },
  ): Promise<{ owner: string; url: string | null } | undefined> {
    const [row] = await this.db.query<{ owner: string; owner_url: string | null }>(
      `UPDATE campaigns SET owner = CASE
            WHEN owner IS NULL OR owner = $3 OR lease_expires_at IS NULL OR lease_expires_at <= now()
            THEN $3 ELSE owner END,
          owner_url = CASE
            WHEN owner IS NULL OR owner = $3 OR lease_expires_at IS NULL OR lease_expires_at <= now()
            THEN $5 ELSE owner_url END,
          lease_expires_at = CASE
            WHEN owner IS NULL OR owner = $3 OR lease_expires_at IS NULL OR lease_expires_at <= now()
            THEN now() + ($4::double precision * interval '1 millisecond') ELSE lease_expires_at END
        WHERE account_id = $1 AND id = $2
        RETURNING owner, owner_url`,
      [accountId, id, lease.owner, lease.ttlMs, lease.url],
    );
    return row ? { owner: row.owner, url: row.owner_url } : undefined;
  }

  /** Who drives the campaign, if a replica holds a live lease on it. */
  async driver(id: string): Promise<{ owner: string; url: string | null } | undefined> {
    const [row] = await this.db.query<{ owner: string; owner_url: string | null }>(
      `SELECT owner, owner_url FROM campaigns
        WHERE id = $1 AND owner IS NOT NULL AND lease_expires_at > now() LIMIT 1`,
      [id],
    );
    return row ? { owner: row.owner, url: row.owner_url } : undefined;
  }

  /** Heartbeat: extends the owner's leases; returns the campaigns it still holds. */
  async renew(owner: string, ttlMs: number): Promise<string[]> {
    const rows = await this.db.query<{ id: string }>(
      `UPDATE campaigns
          SET lease_expires_at = now() + ($2::double precision * interval '1 millisecond')
        WHERE owner = $1 RETURNING id`,
      [owner, ttlMs],
    );
    return rows.map((r) => r.id);
  }

  /** Lets go of one campaign (it no longer needs driving), or all of the owner's (a stop). */
  async release(owner: string, id?: string): Promise<void> {
    await this.db.query(
      `UPDATE campaigns SET owner = NULL, owner_url = NULL, lease_expires_at = NULL
        WHERE owner = $1 AND ($2::text IS NULL OR id = $2)`,
      [owner, id ?? null],
    );
  }

  /** Campaigns that need driving and that no live replica holds (a replica died, or none yet). */
  async orphaned(): Promise<Array<{ accountId: string; id: string }>> {
    const rows = await this.db.query<{ account_id: string; id: string }>(
      `SELECT account_id, id FROM campaigns
        WHERE status = ANY($1::text[])
          AND (owner IS NULL OR lease_expires_at IS NULL OR lease_expires_at <= now())
        ORDER BY updated_at LIMIT 100`,
      [DRIVEN_STATUSES],
    );
    return rows.map((r) => ({ accountId: r.account_id, id: r.id }));
  }
}

/** A LIKE pattern matching `text` literally. */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}
