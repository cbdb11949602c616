import {
  MAX_DUE_OFFSET_DAYS,
  MAX_RECURRENCE_INTERVAL,
  type RecurrenceFrequency,
  type RecurrenceRuleInput,
} from '@fleet/contracts';
import { assign, type SnapshotFrom, setup } from 'xstate';
import type {
  RecurrenceCommitParams,
  RecurrenceDraft,
  RecurrenceSetupContext,
  RecurrenceSetupEvent,
  RecurrenceType,
} from './types';

// ---------------------------------------------------------------------------------------------
// Calendar dates as MM/DD/YYYY (document 2 §5), counted in whole days in UTC.
// ---------------------------------------------------------------------------------------------

const US_DATE = /^(\d{2})\/(\d{2})\/(\d{4})$/;

/** MM/DD/YYYY → days since the epoch; null when it is not a calendar date. */
export function usDateToDays(value: string): number | null {
  const match = US_DATE.exec(value.trim());
  if (!match) return null;
  const [m, d, y] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const time = Date.UTC(y, m - 1, d);
  const date = new Date(time);
  if (date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return null;
  return time / 86_400_000;
}

/** Days since the epoch → MM/DD/YYYY. */
export function daysToUsDate(days: number): string {
  const date = new Date(days * 86_400_000);
  const mm = String(date.getUTCMonth() + 1).padStart(2, '0');
  const dd = String(date.getUTCDate()).padStart(2, '0');
  return `${mm}/${dd}/${date.getUTCFullYear()}`;
}

/** A local Date's calendar day as MM/DD/YYYY (what the screens call today). */
export function usDateOf(date: Date): string {
  const mm = String(date.getMonth() + 1).padStart(2, '0');
  const dd = String(date.getDate()).padStart(2, '0');
  return `${mm}/${dd}/${date.getFullYear()}`;
}

/** MM/DD/YYYY plus `days`; an unreadable date is returned unchanged. */
export function addDaysToUsDate(value: string, days: number): string {
  const start = usDateToDays(value);
  return start === null ? value : daysToUsDate(start + days);
}

// ---------------------------------------------------------------------------------------------
// Reading the typed numbers (§5): whole numbers; what is not a number falls back.
// ---------------------------------------------------------------------------------------------

/** A whole number from typed text, within [min, max]; `fallback` when not a number. */
export function readWhole(text: string, fallback: number, min: number, max: number): number {
  const value = Number.parseInt(text.trim(), 10);
  if (!Number.isFinite(value)) return fallback;
  return Math.min(max, Math.max(min, value));
}

/** Interval: minimum 1, a non-numeric value falls back to 1. */
export const readInterval = (text: string) => readWhole(text, 1, 1, MAX_RECURRENCE_INTERVAL);
/** End after N occurrences: minimum 1. */
export const readOccurrences = (text: string) => readWhole(text, 1, 1, 10_000);
/** Day of month: 1-31, default 1. */
export const readDayOfMonth = (text: string) => readWhole(text, 1, 1, 31);
/** Due offset (days from now): minimum 1 when entered; blank falls back to 1. */
export const readDueOffset = (text: string) => readWhole(text, 1, 1, MAX_DUE_OFFSET_DAYS);

export const RECURRENCE_TYPES: readonly RecurrenceType[] = [
  'none',
  'daily',
  'weekly',
  'monthly',
  'yearly',
  'custom',
];

const FREQUENCY_OF: Record<Exclude<RecurrenceType, 'none'>, RecurrenceFrequency> = {
  daily: 'DAILY',
  weekly: 'WEEKLY',
  monthly: 'MONTHLY',
  yearly: 'YEARLY',
  custom: 'CUSTOM',
};

const TYPE_OF: Record<RecurrenceFrequency, RecurrenceType> = {
  DAILY: 'daily',
  WEEKLY: 'weekly',
  MONTHLY: 'monthly',
  YEARLY: 'yearly',
  CUSTOM: 'custom',
  // Met on read only (§3); it runs like CUSTOM.
  LIMITED_OCCURENCE: 'custom',
};

export const EMPTY_RECURRENCE_DRAFT: RecurrenceDraft = {
  type: 'none',
  interval: '1',
  daysOfWeek: [],
  dayOfMonth: '1',
  month: 1,
  endType: 'never',
  occurrences: '1',
  endDate: null,
  dueOffset: '',
};

/** The dialog's fields for a saved rule (null: none). */
export function draftFromRule(rule: RecurrenceRuleInput | null | undefined): RecurrenceDraft {
  if (!rule) return { ...EMPTY_RECURRENCE_DRAFT };
  const endType = rule.max_occurence_count ? 'after' : rule.end_date ? 'onDate' : 'never';
  return {
    type: TYPE_OF[rule.frequency],
    interval: String(rule.interval ?? 1),
    daysOfWeek: [...(rule.days_of_week ?? [])].sort((a, b) => a - b),
    dayOfMonth: String(rule.days_of_month?.[0] ?? 1),
    month: rule.month_of_year ?? 1,
    endType,
    occurrences: String(rule.max_occurence_count ?? 1),
    endDate: rule.end_date ?? null,
    dueOffset: rule.due_date_days_from_now ? String(rule.due_date_days_from_now) : '',
  };
}

/** The rule a draft saves as (§4, §5); null for none (no rule is sent). */
export function ruleFromDraft(draft: RecurrenceDraft, today: string): RecurrenceRuleInput | null {
  if (draft.type === 'none') return null;
  const rule: RecurrenceRuleInput = {
    frequency: FREQUENCY_OF[draft.type],
    interval: readInterval(draft.interval),
    end_date: null,
    max_occurence_count: null,
    due_date_days_from_now: readDueOffset(draft.dueOffset),
  };
  if (draft.type === 'weekly') rule.days_of_week = [...draft.daysOfWeek];
  if (draft.type === 'monthly' || draft.type === 'yearly') {
    rule.days_of_month = [readDayOfMonth(draft.dayOfMonth)];
  }
  if (draft.type === 'yearly') rule.month_of_year = draft.month;
  if (draft.endType === 'after') rule.max_occurence_count = readOccurrences(draft.occurrences);
  if (draft.endType === 'onDate') rule.end_date = notBefore(draft.endDate ?? today, today);
  return rule;
}

/** The later of two MM/DD/YYYY dates (an unreadable date counts as `floor`). */
function notBefore(date: string, floor: string): string {
  const days = usDateToDays(date);
  const min = usDateToDays(floor);
  if (days === null) return floor;
  return min !== null && days < min ? floor : date;
}

/** What a save commits: the rule and, with a rule, today + its due offset as the due date. */
export function commitFromDraft(draft: RecurrenceDraft, today: string): RecurrenceCommitParams {
  const rule = ruleFromDraft(draft, today);
  return {
    rule,
    dueDate: rule ? addDaysToUsDate(today, rule.due_date_days_from_now ?? 1) : null,
  };
}

/**
 * The Configure Recurrence dialog (document 2 §4, §5). `recurrence.open` loads the form's rule
 * into a draft; the setters edit the draft; Save commits it (the injected `commit` action gets the
 * rule, or null for none, and the new default due date) and closes; Cancel closes and keeps the
 * form as it was. Every setter is accepted whatever the type, so switching type and back keeps
 * what was entered; the rule only reads the fields its type uses.
 */
export const recurrenceSetupMachine = setup({
  types: {
    context: {} as RecurrenceSetupContext,
    events: {} as RecurrenceSetupEvent,
  },
  actions: {
    /** Hands the saved rule to the form (the web: sets recurrenceConfig and the due date). */
    commit: (_, _params: RecurrenceCommitParams) => {},
  },
}).createMachine({
  id: 'recurrenceSetup',
  context: { draft: { ...EMPTY_RECURRENCE_DRAFT }, today: '', saved: null },
  initial: 'closed',
  states: {
    closed: {
      on: {
        'recurrence.open': {
          target: 'open',
          actions: assign({
            draft: ({ event }) => draftFromRule(event.rule),
            today: ({ event }) => event.today,
          }),
        },
      },
    },
    open: {
      on: {
        'recurrence.setType': {
          actions: assign({
            draft: ({ context, event }) => ({ ...context.draft, type: event.value }),
          }),
        },
        'recurrence.setInterval': {
          actions: assign({
            draft: ({ context, event }) => ({ ...context.draft, interval: event.value }),
          }),
        },
        'recurrence.toggleWeekday': {
          guard: ({ event }) => Number.isInteger(event.day) && event.day >= 0 && event.day <= 6,
          actions: assign({
            draft: ({ context, event }) => {
              const days = context.draft.daysOfWeek;
              const next = days.includes(event.day)
                ? days.filter((day) => day !== event.day)
                : [...days, event.day].sort((a, b) => a - b);
              return { ...context.draft, daysOfWeek: next };
            },
          }),
        },
        'recurrence.setDayOfMonth': {
          actions: assign({
            draft: ({ context, event }) => ({ ...context.draft, dayOfMonth: event.value }),
          }),
        },
        'recurrence.setMonth': {
          guard: ({ event }) =>
            Number.isInteger(event.month) && event.month >= 1 && event.month <= 12,
          actions: assign({
            draft: ({ context, event }) => ({ ...context.draft, month: event.month }),
          }),
        },
        'recurrence.setEndType': {
          actions: assign({
            draft: ({ context, event }) => ({
              ...context.draft,
              endType: event.value,
              // On a date starts from today, the earliest allowed.
              endDate:
                event.value === 'onDate'
                  ? (context.draft.endDate ?? context.today)
                  : context.draft.endDate,
            }),
          }),
        },
        'recurrence.setOccurrences': {
          actions: assign({
            draft: ({ context, event }) => ({ ...context.draft, occurrences: event.value }),
          }),
        },
        'recurrence.setEndDate': {
          actions: assign({
            draft: ({ context, event }) => ({
              ...context.draft,
              // The end date cannot be before today (§5): an earlier one is taken as today.
              endDate: event.date === null ? null : notBefore(event.date, context.today),
            }),
          }),
        },
        'recurrence.setDueOffset': {
          actions: assign({
            draft: ({ context, event }) => ({ ...context.draft, dueOffset: event.value }),
          }),
        },
        'recurrence.save': {
          target: 'closed',
          actions: [
            assign({ saved: ({ context }) => commitFromDraft(context.draft, context.today) }),
            {
              type: 'commit',
              params: ({ context }) => commitFromDraft(context.draft, context.today),
            },
          ],
        },
        'recurrence.cancel': { target: 'closed' },
      },
    },
  },
});

export type RecurrenceSetupMachine = typeof recurrenceSetupMachine;
export type RecurrenceSetupSnapshot = SnapshotFrom<RecurrenceSetupMachine>;
