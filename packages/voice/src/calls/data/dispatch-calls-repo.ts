import type {
  CallHistoryRequest,
  DispatchCallStatus,
  ExtractedData,
  ExtractedLoadDetails,
  RateRange,
  TranscriptEntry,
} from '@fleet/contracts';
import type { Queryable, SqlParam } from '@fleet/service-kit/db';
import { iso, isoOrNull, json, jsonb } from '../../db/sql-values';

export type HistoryStatus = 'in_progress' | 'completed' | 'failed';

export interface UpdateHistoryEntry {
  type: string;
  details: string;
  timestamp: string;
}

export interface PendingApproval {
  rate: number;
  loadDetails: ExtractedLoadDetails;
  message: string;
}

/** What a call's start fixes (from the call start body, the account and the config). */
export interface DispatchCallStart {
  accountId: string;
  id: string;
  userId: string;
  toNumber: string;
  extension: string;
  fromNumber: string;
  carrierId: string;
  initiator: string;
  detailsOnly: boolean;
  approvalRequired: boolean;
  rateRange: RateRange;
  requestLoadDetails: Partial<ExtractedLoadDetails> | null;
  loadDetailsText: string;
  truckLocation: string;
  truckAvailability: string;
  equipmentType: string;
  marketRate: string | null;
  callStatus: DispatchCallStatus;
}

/** Which process runs a call, and for how long past now its lease holds unless renewed. */
export interface CallLease {
  owner: string;
  ttlMs: number;
  /** Where the owner is reached by other replicas (null until it listens, or when unknown). */
  url: string | null;
}

/** The replica running a call, as other replicas see it. */
export interface CallRunner {
  owner: string;
  url: string | null;
}

/** What changes while a call runs. */
export interface DispatchCallLiveState {
  callStatus: DispatchCallStatus;
  transcript: TranscriptEntry[];
  updateHistory: UpdateHistoryEntry[];
  extracted: ExtractedData | null;
  carrierRate: number | null;
  pendingApproval: PendingApproval | null;
}

/** What the end adds. */
export interface DispatchCallFinal {
  status: Exclude<HistoryStatus, 'in_progress'>;
  outcome: string;
  bookedRate: number | null;
  endReason: string;
  callDuration: number;
  completedAt: string;
}

export interface DispatchCall extends DispatchCallStart, DispatchCallLiveState {
  status: HistoryStatus;
  outcome: string | null;
  bookedRate: number | null;
  endReason: string | null;
  callDuration: number;
  createdAt: string;
  updatedAt: string;
  completedAt: string | null;
}

interface Row {
  account_id: string;
  id: string;
  user_id: string;
  to_number: string;
  extension: string;
  from_number: string;
  carrier_id: string;
  initiator: string;
  details_only: boolean;
  approval_required: boolean;
  rate_range: unknown;
  request_load_details: unknown;
  load_details_text: string;
  truck_location: string;
  truck_availability: string;
  equipment_type: string;
  market_rate: string | null;
  status: HistoryStatus;
  call_status: DispatchCallStatus;
  transcript: unknown;
  update_history: unknown;
  extracted: unknown;
  carrier_rate: number | null;
  pending_approval: unknown;
  outcome: string | null;
  booked_rate: number | null;
  end_reason: string | null;
  call_duration: number;
  created_at: unknown;
  updated_at: unknown;
  completed_at: unknown;
}

const nullableJson = <T>(value: unknown): T | null => (value === null ? null : json<T>(value));

const toCall = (r: Row): DispatchCall => ({
  accountId: r.account_id,
  id: r.id,
  userId: r.user_id,
  toNumber: r.to_number,
  extension: r.extension,
  fromNumber: r.from_number,
  carrierId: r.carrier_id,
  initiator: r.initiator,
  detailsOnly: r.details_only,
  approvalRequired: r.approval_required,
  rateRange: json<RateRange>(r.rate_range),
  requestLoadDetails: nullableJson<Partial<ExtractedLoadDetails>>(r.request_load_details),
  loadDetailsText: r.load_details_text,
  truckLocation: r.truck_location,
  truckAvailability: r.truck_availability,
  equipmentType: r.equipment_type,
  marketRate: r.market_rate,
  status: r.status,
  callStatus: r.call_status,
  transcript: json<TranscriptEntry[]>(r.transcript),
  updateHistory: json<UpdateHistoryEntry[]>(r.update_history),
  extracted: nullableJson<ExtractedData>(r.extracted),
  carrierRate: r.carrier_rate,
  pendingApproval: nullableJson<PendingApproval>(r.pending_approval),
  outcome: r.outcome,
  bookedRate: r.booked_rate,
  endReason: r.end_reason,
  callDuration: r.call_duration,
  createdAt: iso(r.created_at),
  updatedAt: iso(r.updated_at),
  completedAt: isoOrNull(r.completed_at),
});

/** Sortable columns (contracts CALL_HISTORY_SORTS): whitelisted, never interpolated from input. */
const SORT_COLUMNS: Record<CallHistoryRequest['sort_by'], string> = {
  to_number: 'to_number',
  from_number: 'from_number',
  created_at: 'created_at',
  completed_at: 'completed_at',
  status: 'status',
  details_only: 'details_only',
};

const STATUS_FILTERS: Record<CallHistoryRequest['status'], string> = {
  completed: `AND status = 'completed'`,
  in_progress: `AND status = 'in_progress'`,
  all: '',
};

/** Repository of dispatch_calls. Every statement filters by account, except those marked. */
export class DispatchCallsRepo {
  constructor(private readonly db: Queryable) {}

  /** A new running call, owned by `lease.owner` (the process that runs it) under a fresh lease. */
  async insert(start: DispatchCallStart, lease: CallLease): Promise<DispatchCall> {
    const [row] = await this.db.query<Row>(
      `INSERT INTO dispatch_calls (
         account_id, id, user_id, to_number, extension, from_number, carrier_id, initiator,
         details_only, approval_required, rate_range, request_load_details, load_details_text,
         truck_location, truck_availability, equipment_type, market_rate, call_status,
         owner, lease_expires_at, owner_url)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11::jsonb, $12::jsonb, $13, $14, $15,
               $16, $17, $18, $19, now() + ($20::double precision * interval '1 millisecond'),
               $21)
       RETURNING *`,
      [
        start.accountId,
        start.id,
        start.userId,
        start.toNumber,
        start.extension,
        start.fromNumber,
        start.carrierId,
        start.initiator,
        start.detailsOnly,
        start.approvalRequired,
        jsonb(start.rateRange),
        jsonb(start.requestLoadDetails),
        start.loadDetailsText,
        start.truckLocation,
        start.truckAvailability,
        start.equipmentType,
        start.marketRate,
        start.callStatus,
        lease.owner,
        lease.ttlMs,
        lease.url,
      ],
    );
    return toCall(row!);
  }

  /** Writes a running call's state (only while it is still in progress). */
  async saveLive(accountId: string, id: string, state: DispatchCallLiveState): Promise<void> {
    await this.db.query(
      `UPDATE dispatch_calls
          SET call_status = $3, transcript = $4::jsonb, update_history = $5::jsonb,
              extracted = $6::jsonb, carrier_rate = $7, pending_approval = $8::jsonb,
              updated_at = now()
        WHERE account_id = $1 AND id = $2 AND status = 'in_progress'`,
      liveParams(accountId, id, state),
    );
  }

  /** Writes a call's last state and its outcome. Returns false if it had already ended. */
  async finish(
    accountId: string,
    id: string,
    state: DispatchCallLiveState,
    final: DispatchCallFinal,
  ): Promise<boolean> {
    const rows = await this.db.query(
      `UPDATE dispatch_calls
          SET call_status = $3, transcript = $4::jsonb, update_history = $5::jsonb,
              extracted = $6::jsonb, carrier_rate = $7, pending_approval = $8::jsonb,
              status = $9, outcome = $10, booked_rate = $11, end_reason = $12,
              call_duration = $13, completed_at = $14, updated_at = now()
        WHERE account_id = $1 AND id = $2 AND status = 'in_progress'
        RETURNING id`,
      [
        ...liveParams(accountId, id, state),
        final.status,
        final.outcome,
        final.bookedRate,
        final.endReason,
        final.callDuration,
        final.completedAt,
      ],
    );
    return rows.length > 0;
  }

  async get(accountId: string, id: string): Promise<DispatchCall | undefined> {
    const [row] = await this.db.query<Row>(
      'SELECT * FROM dispatch_calls WHERE account_id = $1 AND id = $2',
      [accountId, id],
    );
    return row ? toCall(row) : undefined;
  }

  /** The account's calls among ids (others' and unknown ids are simply absent). */
  async getMany(accountId: string, ids: string[]): Promise<DispatchCall[]> {
    if (ids.length === 0) return [];
    const rows = await this.db.query<Row>(
      'SELECT * FROM dispatch_calls WHERE account_id = $1 AND id = ANY($2::text[])',
      [accountId, ids],
    );
    return rows.map(toCall);
  }

  /**
   * Who runs the call, if it is still in progress under a live lease (account undefined: the
   * gateway's upstream, across accounts by the id index).
   */
  async runner(accountId: string | undefined, id: string): Promise<CallRunner | undefined> {
    const [row] = await this.db.query<{ owner: string; owner_url: string | null }>(
      `SELECT owner, owner_url FROM dispatch_calls
        WHERE id = $1 AND ($2::text IS NULL OR account_id = $2)
          AND status = 'in_progress' AND owner IS NOT NULL AND lease_expires_at > now()
        LIMIT 1`,
      [id, accountId ?? null],
    );
    return row ? { owner: row.owner, url: row.owner_url } : undefined;
  }

  async exists(accountId: string, id: string): Promise<boolean> {
    const rows = await this.db.query(
      'SELECT 1 FROM dispatch_calls WHERE account_id = $1 AND id = $2',
      [accountId, id],
    );
    return rows.length > 0;
  }

  async countRunning(accountId: string): Promise<number> {
    const [row] = await this.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM dispatch_calls
        WHERE account_id = $1 AND status = 'in_progress'`,
      [accountId],
    );
    return row?.n ?? 0;
  }

  /** One page of the account's calls, sorted in SQL with (created_at, id) as the tiebreak. */
  async list(
    accountId: string,
    query: CallHistoryRequest,
  ): Promise<{ total: number; calls: DispatchCall[] }> {
    const filter = STATUS_FILTERS[query.status];
    const column = SORT_COLUMNS[query.sort_by];
    const dir = query.sort_order === 1 ? 'ASC' : 'DESC';
    // NULLs (running calls' completed_at) sort as the largest value: first when descending.
    const nulls = query.sort_order === 1 ? 'NULLS LAST' : 'NULLS FIRST';
    const params: SqlParam[] = [accountId];
    const [count] = await this.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM dispatch_calls WHERE account_id = $1 ${filter}`,
      params,
    );
    const rows = await this.db.query<Row>(
      `SELECT * FROM dispatch_calls WHERE account_id = $1 ${filter}
        ORDER BY ${column} ${dir} ${nulls}, created_at ${dir}, id ${dir}
        LIMIT $2 OFFSET $3`,
      [...params, query.per_page, (query.page - 1) * query.per_page],
    );
    return { total: count?.n ?? 0, calls: rows.map(toCall) };
  }

  /**
   * The gateway's upstream socket names a call by id alone (it presents the service token, not
   * a user's): the one lookup across accounts, by the id index.
   */
  async findAnyAccount(id: string): Promise<DispatchCall | undefined> {
    const [row] = await this.db.query<Row>('SELECT * FROM dispatch_calls WHERE id = $1 LIMIT 1', [
      id,
    ]);
    return row ? toCall(row) : undefined;
  }

  /**
   * Heartbeat, across accounts: extends the lease of every running call of `owner` to now + ttl.
   * Returns the ids it extended (a running call of the owner missing from them was ended by
   * another replica, which took the owner for gone).
   */
  async renewLeases(owner: string, ttlMs: number): Promise<string[]> {
    const rows = await this.db.query<{ id: string }>(
      `UPDATE dispatch_calls
          SET lease_expires_at = now() + ($2::double precision * interval '1 millisecond')
        WHERE owner = $1 AND status = 'in_progress'
        RETURNING id`,
      [owner, ttlMs],
    );
    return rows.map((r) => r.id);
  }

  /**
   * Shutdown, across accounts: the owner's calls still running (their end could not be written)
   * lose their lease at once, so the next sweep of any replica fails them.
   */
  async releaseLeases(owner: string): Promise<number> {
    const rows = await this.db.query(
      `UPDATE dispatch_calls SET lease_expires_at = now()
        WHERE owner = $1 AND status = 'in_progress'
        RETURNING id`,
      [owner],
    );
    return rows.length;
  }

  /**
   * The sweep, across accounts: calls still marked running whose lease ran out (or that never had
   * one) belong to a process that is gone; they end as failed with the reason, so none hangs.
   * `self`'s own calls are never touched (it renews them). One conditional UPDATE: each row is
   * failed once, by whichever replica gets there first, and never while its lease is live.
   * Returns the ids it failed.
   */
  async failExpired(reason: string, self: string): Promise<string[]> {
    const rows = await this.db.query<{ id: string }>(
      `UPDATE dispatch_calls
          SET status = 'failed', call_status = 'failed', outcome = 'failed', end_reason = $1,
              pending_approval = NULL,
              completed_at = now(), updated_at = now(),
              call_duration = GREATEST(0, floor(extract(epoch FROM now() - created_at)))::int,
              update_history = update_history || jsonb_build_array(jsonb_build_object(
                'type', 'call_failed', 'details', $1::text,
                'timestamp', to_char(now() AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')))
        WHERE status = 'in_progress'
          AND (lease_expires_at IS NULL OR lease_expires_at < now())
          AND owner IS DISTINCT FROM $2
        RETURNING id`,
      [reason, self],
    );
    return rows.map((r) => r.id);
  }
}

function liveParams(accountId: string, id: string, s: DispatchCallLiveState): SqlParam[] {
  return [
    accountId,
    id,
    s.callStatus,
    jsonb(s.transcript),
    jsonb(s.updateHistory),
    jsonb(s.extracted),
    s.carrierRate,
    jsonb(s.pendingApproval),
  ];
}
