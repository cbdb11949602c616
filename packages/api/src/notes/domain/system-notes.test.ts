import { randomUUID } from 'node:crypto';
import { noteSchema } from '@fleet/contracts';
import { type Database, migrate, testBackends } from '@fleet/service-kit/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrations } from '../../db/migrations';
import { ensureFleetSource } from '../../fleet/data/fleet-sources-repository';
import { syncFleet } from '../../fleet/domain/fleet-sync';
import { insertAccount } from '../../identity/data/accounts-repository';
import { createFleetSimulator } from '../../providers/fleet/simulated';
import { listNotes } from './notes';

const EPOCH = '2026-11-01T00:00:00.000Z';
const SIZE = { trucks: 16, trailers: 20, drivers: 18, customers: 8 };
const T0 = Date.parse('2026-11-20T15:00:00.000Z');
const MIN = 60_000;

interface SystemNoteRow {
  origin_id: string;
  note: string;
  created_by: string;
  dedupe_key: string;
  kind: string;
  event: string;
}

describe.each(testBackends())('System notes from the fleet engines on $name', (backend) => {
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

  /** One sync by an API just started (a simulator built afresh), at T0 + minutes. */
  function sync(minutes: number) {
    const now = new Date(T0 + minutes * MIN);
    const providers = createFleetSimulator({
      seed: 'acme',
      size: SIZE,
      epoch: EPOCH,
      clock: () => now,
    });
    return syncFleet(db, accountId, providers, now.toISOString());
  }

  const systemNotes = () =>
    db.query<SystemNoteRow>(
      `SELECT origin_id, note, created_by, dedupe_key, additional_metadata->>'exception_type' AS kind,
              additional_metadata->>'event' AS event
         FROM notes WHERE account_id = $1 AND type = 'System' ORDER BY dedupe_key`,
      [accountId],
    );

  const tripWhere = async (condition: string) => {
    const [row] = await db.query<{ trip_num: string; trip_id: string }>(
      `SELECT trip_num, trip_id FROM trip_views WHERE account_id = $1 AND NOT delivered AND ${condition}
        ORDER BY trip_num LIMIT 1`,
      [accountId],
    );
    expect(row, condition).toBeDefined();
    return row!;
  };

  it('when the fleet has late ETAs and detention, then each trip gets one System note per event, on its notes panel', async () => {
    const notes = await systemNotes();
    const late = await tripWhere(`(summary->'eta_details'->>'is_late')::boolean`);
    const lateNotes = notes.filter((n) => n.origin_id === late.trip_num && n.kind === 'eta');
    expect(lateNotes).toHaveLength(1);
    expect(lateNotes[0]).toMatchObject({ created_by: 'System', event: 'opened' });
    expect(lateNotes[0]!.note).toMatch(
      new RegExp(
        `^ETA exception opened: trip ${late.trip_num} is projected to arrive at .+ after its appointment \\(.+\\)\\.$`,
      ),
    );
    // Detention accruing now at some stop: one note per such stop.
    const accruing = await db.query<{ trip_num: string; stop_id: string }>(
      `SELECT v.trip_num, d->>'stop_id' AS stop_id
         FROM trip_views v, jsonb_array_elements(v.detail->'detention') d
        WHERE v.account_id = $1
          AND coalesce(d->'detention_detail'->>'status', d->'loss_detail'->>'status') IN ('IN_DETENTION', 'IN_LOSS')`,
      [accountId],
    );
    const detentionNotes = notes.filter((n) => n.kind === 'detention');
    for (const { trip_num, stop_id } of accruing) {
      expect(
        detentionNotes.filter(
          (n) => n.origin_id === trip_num && n.dedupe_key.endsWith(`:${stop_id}`),
        ),
      ).toHaveLength(1);
    }
    // As the notes panel reads them.
    const panel = await listNotes(db, accountId, 'TRIP', late.trip_num);
    const eta = panel.find((n) => n.additional_metadata?.exception_type === 'eta');
    expect(noteSchema.parse(eta)).toMatchObject({
      type: 'System',
      created_by: 'System',
      created_by_email: null,
      uploads: [],
    });
  }, 120_000);

  it('when the fleet syncs again, restarts, or two syncs run together, then no System note is written twice', async () => {
    const before = await systemNotes();
    await sync(0);
    await Promise.all([sync(1), sync(1)]);
    const after = await systemNotes();
    const keys = after.map((n) => n.dedupe_key);
    expect(new Set(keys).size).toBe(keys.length);
    // Every note written before is still the only one of its event.
    for (const note of before)
      expect(after.filter((n) => n.dedupe_key === note.dedupe_key)).toHaveLength(1);
    // An engine that forgot what it saw (history lost) sees the same late ETA again: still one.
    const late = await tripWhere(`(summary->'eta_details'->>'is_late')::boolean`);
    await db.query(
      `DELETE FROM exception_history WHERE account_id = $1 AND trip_id = $2 AND exception_type = 'ETA'`,
      [accountId, late.trip_id],
    );
    await sync(2);
    expect(
      (await systemNotes()).filter(
        (n) => n.origin_id === late.trip_num && n.kind === 'eta' && n.event === 'opened',
      ),
    ).toHaveLength(1);
  }, 120_000);

  it('when a late ETA is on time again, then a closing note is written once', async () => {
    const onTime = await tripWhere(
      `summary->'eta_details' <> 'null'::jsonb AND NOT (summary->'eta_details'->>'is_late')::boolean`,
    );
    // What the engine saw last (after every status it recorded so far): the trip turned late.
    const lateSince = new Date(T0 + 2.5 * MIN).toISOString();
    await db.query(
      `INSERT INTO exception_history (account_id, trip_id, at, exception_type, exception_status)
       VALUES ($1, $2, $3, 'ETA', 'LATE')`,
      [accountId, onTime.trip_id, lateSince],
    );
    await sync(3);
    await sync(4);
    const closing = (await systemNotes()).filter(
      (n) => n.origin_id === onTime.trip_num && n.kind === 'eta' && n.event === 'closed',
    );
    expect(closing).toEqual([
      expect.objectContaining({
        note: `ETA exception closed: trip ${onTime.trip_num} is projected to arrive on time again.`,
        dedupe_key: `eta:closed:${onTime.trip_id}:${lateSince}`,
      }),
    ]);
  }, 120_000);

  it('when a reefer leaves its range, then a temperature-violation note is written once', async () => {
    const hot = await tripWhere(
      `summary->>'trip_status' = 'In Transit' AND detail->'temperature_monitoring_details' <> 'null'::jsonb
       AND detail->'temperature_monitoring_details'->>'temperature_exception_status' = 'IN_RANGE'`,
    );
    const overAt = (minutes: number) =>
      db.query(
        `INSERT INTO reefer_readings (account_id, trip_id, at, trailer_id, return_temp, set_point,
           ambient_temp, mode, fault_code, status)
         SELECT account_id, id, $3, data->>'trailerId', 90, 36, 80, 'Continuous', NULL, 'Running'
           FROM trips WHERE account_id = $1 AND id = $2`,
        [accountId, hot.trip_id, new Date(T0 + minutes * MIN).toISOString()],
      );
    await overAt(5);
    await sync(5);
    await overAt(6);
    await sync(6);
    const notes = (await systemNotes()).filter(
      (n) => n.origin_id === hot.trip_num && n.kind === 'tempViolation',
    );
    expect(notes).toHaveLength(1);
    expect(notes[0]!.note).toMatch(
      new RegExp(
        `^Temperature violation: the reefer of trip ${hot.trip_num} reads above its allowed range`,
      ),
    );
  }, 120_000);
});
