import { randomUUID } from 'node:crypto';
import type { TripSummary, TripView } from '@fleet/contracts';
import { type Database, migrate, testBackends } from '@fleet/service-kit/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrations } from '../../db/migrations';
import { insertAccount } from '../../identity/data/accounts-repository';
import { createFleetSimulator } from '../../providers/fleet/simulated';
import { ensureFleetSource } from '../data/fleet-sources-repository';
import { syncFleet } from './fleet-sync';

const EPOCH = '2026-11-01T00:00:00.000Z';
const SIZE = { trucks: 16, trailers: 20, drivers: 18, customers: 8 };
const T0 = Date.parse('2026-11-20T15:00:00.000Z');
const MIN = 60_000;

/**
 * One sync by an API just started: a simulator (the loop's only in-memory state) built afresh
 * over the same database, at T0 + minutes.
 */
function syncAt(
  db: Database,
  accountId: string,
  minutes: number,
  options?: Parameters<typeof syncFleet>[4],
) {
  const now = new Date(T0 + minutes * MIN);
  const providers = createFleetSimulator({
    seed: 'acme',
    size: SIZE,
    epoch: EPOCH,
    clock: () => now,
  });
  return syncFleet(db, accountId, providers, now.toISOString(), options);
}

describe.each(testBackends())('fleet sync notifications on $name', (backend) => {
  let db: Database;
  let accountId: string;
  beforeAll(async () => {
    db = await backend.open();
    await migrate(db, migrations);
    accountId = randomUUID();
    await insertAccount(db, { id: accountId, name: 'Acme', useCase: 'carrier' });
    await ensureFleetSource(db, accountId, { seed: 'acme', epoch: EPOCH, speed: 1, size: SIZE });
    await sync(0);
  }, 120_000);
  afterAll(async () => {
    await db.close();
  });

  const sync = (minutes: number) => syncAt(db, accountId, minutes);

  /** What the projection remembered of the trip's statuses is gone: it sees the exception anew. */
  const forget = (tripNum: string, type: 'ETA' | 'TEMPERATURE') =>
    db.query(
      `DELETE FROM exception_history WHERE account_id = $1 AND exception_type = $3 AND trip_id IN (
         SELECT trip_id FROM trip_views WHERE account_id = $1 AND trip_num = $2)`,
      [accountId, tripNum, type],
    );

  const notificationsOf = (tripNum: string, module: string) =>
    db.query<{ title: string }>(
      'SELECT title FROM notifications WHERE account_id = $1 AND load_id = $2 AND module = $3',
      [accountId, tripNum, module],
    );

  const tripWhere = async (condition: string) => {
    const [row] = await db.query<{ trip_num: string }>(
      `SELECT trip_num FROM trip_views WHERE account_id = $1 AND NOT delivered AND ${condition}
        ORDER BY trip_num LIMIT 1`,
      [accountId],
    );
    expect(row, condition).toBeDefined();
    return row!.trip_num;
  };

  it('when the API restarts and sees the same late ETA again, then it is notified once', async () => {
    const late = await tripWhere(`(summary->'eta_details'->>'is_late')::boolean`);
    await forget(late, 'ETA');
    await sync(1);
    expect(await notificationsOf(late, 'eta')).toEqual([{ title: 'Late ETA' }]);

    await forget(late, 'ETA');
    await sync(2);
    expect(await notificationsOf(late, 'eta')).toHaveLength(1);
  }, 120_000);

  it('when the API restarts and sees the same temperature exception again, then it is notified once', async () => {
    const hot = await tripWhere(
      `summary->>'trip_status' = 'In Transit' AND detail->'temperature_monitoring_details' <> 'null'::jsonb`,
    );
    // The reefer reports the box far over range at the instant of each sync.
    const overAt = (minutes: number) =>
      db.query(
        `INSERT INTO reefer_readings (account_id, trip_id, at, trailer_id, return_temp, set_point,
           ambient_temp, mode, fault_code, status)
         SELECT account_id, id, $3, data->>'trailerId', 90, 36, 80, 'Continuous', NULL, 'Running'
           FROM trips WHERE account_id = $1 AND data->>'tripNum' = $2`,
        [accountId, hot, new Date(T0 + minutes * MIN).toISOString()],
      );
    await overAt(3);
    await sync(3);
    expect(await notificationsOf(hot, 'tempViolation')).toEqual([
      { title: 'Temperature violation' },
    ]);

    await forget(hot, 'TEMPERATURE');
    await overAt(3.5);
    await sync(3.5);
    expect(await notificationsOf(hot, 'tempViolation')).toHaveLength(1);
  }, 120_000);

  it('when a detention keeps accruing across restarts, then it is notified once', async () => {
    const rows = await db.query<{ load_id: string; n: number }>(
      `SELECT load_id, count(*)::int AS n FROM notifications
        WHERE account_id = $1 AND module = 'detention' GROUP BY load_id HAVING count(*) > 1`,
      [accountId],
    );
    expect(rows).toEqual([]);
  });
});

describe.each(testBackends())('views stored before a projection fix on $name', (backend) => {
  let db: Database;
  afterAll(async () => {
    await db.close();
  });

  it('when a delivered trip was stored with an ongoing exception or an invented TMS link, then the next sync projects it again', async () => {
    db = await backend.open();
    await migrate(db, migrations);
    const accountId = randomUUID();
    await insertAccount(db, { id: accountId, name: 'Acme', useCase: 'carrier' });
    await ensureFleetSource(db, accountId, { seed: 'acme', epoch: EPOCH, speed: 1, size: SIZE });
    await syncAt(db, accountId, 0);
    // As the projection before the fix stored it: ongoing, in violation, linked to nowhere.
    const [stale] = await db.query<{ trip_id: string }>(
      `UPDATE trip_views SET
         detail = jsonb_set(jsonb_set(jsonb_set(detail,
           '{temperature_monitoring_details,current_exception_ms}', '2491200000'),
           '{temperature_monitoring_details,temperature_exception_status}', '"TEMP_OVER_RANGE"'),
           '{external_tms_summary,external_link}', '"https://tms.fleet-simulator.local/loads/LD1"'),
         summary = jsonb_set(summary, '{temperature_monitoring_details}',
           '{"temperature_exception_status":"TEMP_OVER_RANGE"}')
       WHERE (account_id, trip_id) = (
         SELECT account_id, trip_id FROM trip_views
          WHERE account_id = $1 AND delivered AND detail->'temperature_monitoring_details' <> 'null'::jsonb
          ORDER BY trip_id LIMIT 1)
       RETURNING trip_id`,
      [accountId],
    );
    expect(stale).toBeDefined();

    await syncAt(db, accountId, 1);
    const [view] = await db.query<{ detail: TripView; summary: TripSummary }>(
      'SELECT detail, summary FROM trip_views WHERE account_id = $1 AND trip_id = $2',
      [accountId, stale!.trip_id],
    );
    expect(view!.detail.temperature_monitoring_details).toMatchObject({
      current_exception_ms: null,
      temperature_exception_status: 'IN_RANGE',
    });
    expect(view!.detail.external_tms_summary.external_link).toBeNull();
    expect(view!.summary.temperature_monitoring_details).toEqual({
      temperature_exception_status: 'IN_RANGE',
    });
  }, 120_000);
});

describe.each(testBackends())('fleet sync in batches on $name', (backend) => {
  let db: Database;
  beforeAll(async () => {
    db = await backend.open();
    await migrate(db, migrations);
  }, 120_000);
  afterAll(async () => {
    await db.close();
  });

  /** One account over the same simulated fleet, synced at T0 and 45 minutes later. */
  async function syncedAccount(projectionBatch?: number) {
    const accountId = randomUUID();
    await insertAccount(db, { id: accountId, name: `Acme ${projectionBatch}`, useCase: 'carrier' });
    await ensureFleetSource(db, accountId, { seed: 'acme', epoch: EPOCH, speed: 1, size: SIZE });
    const reports = [];
    for (const minutes of [0, 45]) {
      reports.push(await syncAt(db, accountId, minutes, { projectionBatch }));
    }
    const rows = (sql: string) => db.query(sql, [accountId]);
    return {
      reports: reports.map(({ accountId: _, ...report }) => report),
      views: await rows(
        'SELECT trip_id, delivered, summary, detail FROM trip_views WHERE account_id = $1 ORDER BY trip_id',
      ),
      history: await rows(
        `SELECT trip_id, at::text, exception_type, exception_status FROM exception_history
          WHERE account_id = $1 ORDER BY trip_id, at, exception_type`,
      ),
      notifications: await rows(
        'SELECT dedupe_key, title, message FROM notifications WHERE account_id = $1 ORDER BY dedupe_key',
      ),
      notes: await rows(
        `SELECT dedupe_key, note FROM notes WHERE account_id = $1 AND type = 'System' ORDER BY dedupe_key`,
      ),
    };
  }

  it('when the trips are projected a few at a time, then views, history, notifications and System notes are those of one batch', async () => {
    const small = await syncedAccount(7);
    const whole = await syncedAccount(100_000);
    expect(small.reports[0]!.projected).toBeGreaterThan(7 * 5);
    expect(small.notifications.length + small.notes.length).toBeGreaterThan(0);
    expect(small).toEqual(whole);
  }, 240_000);
});
