import { randomUUID } from 'node:crypto';
import type { RecurrenceRule } from '@fleet/contracts';
import type { Database, Queryable } from '@fleet/service-kit/db';
import { type EpochDay, isoDate, localDateOf, parseIsoDate } from '../../calendar/epoch-day';
import {
  claimDueSeries,
  insertSeries,
  lockSeries,
  postponeSeries,
  type SeriesRow,
  saveSeriesProgress,
} from '../data/series-repository';
import { insertTask, latestOccurrence, takeTaskNumber } from '../data/tasks-repository';
import { dueOccurrences, nextInSeries, startOfLocalDay } from './recurrence';
import type { TaskRecord } from './types';

/**
 * Recurring tasks as series (tasks/README.md). Every change to a series happens in a
 * transaction that holds its row lock, and occurrence n of a series is a unique key, so each
 * occurrence is created exactly once whichever comes first: the resolve of the latest
 * occurrence or its date's local midnight, on whichever replica.
 *
 * Lock order, to stay free of deadlocks: task row, then series row, then the account's
 * task_accounts row (task numbers and the list version); a scheduler pass takes its series at
 * once (SKIP LOCKED) and their accounts in account order.
 */

export function formatTaskId(n: number): string {
  return `T-${String(n).padStart(6, '0')}`;
}

const nextAt = (date: EpochDay | null, rule: RecurrenceRule) =>
  date === null ? null : startOfLocalDay(date, rule.time_zone);

/** A new series whose first occurrence is the task being created now. */
export async function startSeries(
  tx: Queryable,
  accountId: string,
  rule: RecurrenceRule,
  now: Date,
): Promise<string> {
  const anchor = localDateOf(now, rule.time_zone);
  const next = nextInSeries(rule, anchor, anchor, 1);
  const id = randomUUID();
  await insertSeries(tx, {
    account_id: accountId,
    id,
    rule,
    anchor_date: isoDate(anchor),
    occurrences_created: 1,
    last_date: isoDate(anchor),
    next_date: next === null ? null : isoDate(next),
    next_occurrence_at: nextAt(next, rule),
  });
  return id;
}

/**
 * A new rule for a series (or the same rule re-armed): it counts again from the latest
 * occurrence's date, the occurrences made so far still count toward max_occurence_count.
 */
export async function changeSeriesRule(
  tx: Queryable,
  series: SeriesRow,
  rule: RecurrenceRule,
): Promise<void> {
  const last = parseIsoDate(series.last_date);
  const next = nextInSeries(rule, last, last, series.occurrences_created);
  await saveSeriesProgress(tx, {
    ...series,
    rule,
    anchor_date: series.last_date,
    next_date: next === null ? null : isoDate(next),
    next_occurrence_at: nextAt(next, rule),
  });
}

/** Creates the occurrences of a locked series for `dates` (in order), then moves it on. */
async function advance(tx: Queryable, series: SeriesRow, dates: EpochDay[], now: Date) {
  const { rule } = series;
  const source = await latestOccurrence(tx, series.account_id, series.id);
  if (!source) throw new Error(`series ${series.id} has no task to copy`);
  let created = series.occurrences_created;
  let last = parseIsoDate(series.last_date);
  for (const date of dates) {
    const number = await takeTaskNumber(tx, series.account_id);
    created += 1;
    await insertTask(tx, {
      accountId: series.account_id,
      id: randomUUID(),
      taskId: formatTaskId(number),
      status: 'OPEN',
      createdBy: { email: source.created_by_email, name: source.created_by_name },
      createdAt: now,
      seriesId: series.id,
      occurrence: created,
      write: {
        ...source,
        due_date: isoDate(date + rule.due_date_days_from_now),
        is_recurring: true,
        recurrence_rule: rule,
      },
    });
    last = date;
  }
  const anchor = parseIsoDate(series.anchor_date);
  const next = nextInSeries(rule, anchor, last, created);
  await saveSeriesProgress(tx, {
    ...series,
    occurrences_created: created,
    last_date: isoDate(last),
    next_date: next === null ? null : isoDate(next),
    next_occurrence_at: nextAt(next, rule),
  });
  return dates.length;
}

/**
 * The resolve trigger: when the latest occurrence of a running series is resolved, its next
 * occurrence is created now (dated as the rule says) instead of at that date's midnight.
 * Runs in the transaction that resolved the task.
 */
export async function onOccurrenceResolved(
  tx: Queryable,
  accountId: string,
  task: Pick<TaskRecord, 'series_id' | 'occurrence'>,
  now: Date,
): Promise<number> {
  if (!task.series_id) return 0;
  const series = await lockSeries(tx, accountId, task.series_id);
  if (!series?.next_date || task.occurrence !== series.occurrences_created) return 0;
  return advance(tx, series, [parseIsoDate(series.next_date)], now);
}

export interface SchedulerPass {
  /** Occurrences created. */
  created: number;
  /** Series whose occurrence failed (postponed by retryMs, the error kept on the row). */
  failed: number;
}

export interface SchedulerPassOptions {
  /** Series claimed per transaction. */
  batchSize: number;
  /** Occurrences one series may catch up per claim (a long outage continues next round). */
  maxPerSeries: number;
  /** Claims per pass, so one pass ends even when work keeps coming. */
  maxRounds: number;
  retryMs: number;
  onError?: (error: unknown, series: SeriesRow) => void;
}

export const DEFAULT_PASS: SchedulerPassOptions = {
  batchSize: 20,
  maxPerSeries: 50,
  maxRounds: 50,
  retryMs: 5 * 60_000,
};

/**
 * One scheduler pass at `now`: claims due series (FOR UPDATE SKIP LOCKED, so replicas share
 * the work without waiting on each other), creates every occurrence whose day has begun in the
 * rule's zone, once each, and commits per batch. A failing series is rolled back to its
 * savepoint and postponed; the others go on.
 */
export async function runDueSeries(
  db: Database,
  now: Date,
  options: SchedulerPassOptions = DEFAULT_PASS,
): Promise<SchedulerPass> {
  const total: SchedulerPass = { created: 0, failed: 0 };
  for (let round = 0; round < options.maxRounds; round++) {
    const batch = await db.transaction(async (tx) => {
      const done: SchedulerPass & { claimed: number } = { created: 0, failed: 0, claimed: 0 };
      const due = await claimDueSeries(tx, now, options.batchSize);
      done.claimed = due.length;
      // accounts in one order across replicas: their task_accounts rows never wait in a cycle
      due.sort((a, b) => a.account_id.localeCompare(b.account_id) || a.id.localeCompare(b.id));
      for (const series of due) {
        await tx.exec('SAVEPOINT occurrence');
        try {
          const dates = dueOccurrences(
            series.rule,
            parseIsoDate(series.anchor_date),
            parseIsoDate(series.last_date),
            series.occurrences_created,
            now,
            options.maxPerSeries,
          );
          done.created += await advance(tx, series, dates, now);
          await tx.exec('RELEASE SAVEPOINT occurrence');
        } catch (error) {
          await tx.exec('ROLLBACK TO SAVEPOINT occurrence');
          done.failed += 1;
          options.onError?.(error, series);
          await postponeSeries(
            tx,
            series.account_id,
            series.id,
            new Date(now.getTime() + options.retryMs),
            String(error),
          );
        }
      }
      return done;
    });
    total.created += batch.created;
    total.failed += batch.failed;
    if (batch.claimed < options.batchSize) break;
  }
  return total;
}
