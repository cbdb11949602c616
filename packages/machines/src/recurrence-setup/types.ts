import type { RecurrenceRuleInput } from '@fleet/contracts';

/** The dialog's recurrence types (document 2 §4): none sends no rule. */
export type RecurrenceType = 'none' | 'daily' | 'weekly' | 'monthly' | 'yearly' | 'custom';

/** How a series ends (§4): never, after N occurrences, on a date. */
export type RecurrenceEndType = 'never' | 'after' | 'onDate';

/**
 * What the dialog shows while it is edited. Number fields hold the text as typed; they are read
 * (with their fallbacks and minimums, §5) when the dialog is saved, so a field can be cleared
 * and retyped.
 */
export interface RecurrenceDraft {
  type: RecurrenceType;
  /** Every N days / weeks / months / years (custom: days, the only unit). */
  interval: string;
  /** 0 Sunday … 6 Saturday, sorted (weekly). */
  daysOfWeek: number[];
  /** 1-31 (monthly, yearly). */
  dayOfMonth: string;
  /** 1 January … 12 December (yearly). */
  month: number;
  endType: RecurrenceEndType;
  /** End after N occurrences. */
  occurrences: string;
  /** End on this date, MM/DD/YYYY; never before today. */
  endDate: string | null;
  /** Each occurrence is due this many days after it is created; blank reads as 1. */
  dueOffset: string;
}

/** What a save hands to the form: the rule (null: none) and the new default due date. */
export interface RecurrenceCommitParams {
  rule: RecurrenceRuleInput | null;
  /** Today + the due offset, MM/DD/YYYY; null when no rule is set (the due date is kept). */
  dueDate: string | null;
}

export interface RecurrenceSetupContext {
  draft: RecurrenceDraft;
  /** Today, MM/DD/YYYY, as given when the dialog opened. */
  today: string;
  /** The last save; null until one. */
  saved: RecurrenceCommitParams | null;
}

export type RecurrenceSetupEvent =
  /** Opens the dialog on the form's current rule (null: none). */
  | { type: 'recurrence.open'; rule: RecurrenceRuleInput | null; today: string }
  | { type: 'recurrence.setType'; value: RecurrenceType }
  | { type: 'recurrence.setInterval'; value: string }
  | { type: 'recurrence.toggleWeekday'; day: number }
  | { type: 'recurrence.setDayOfMonth'; value: string }
  | { type: 'recurrence.setMonth'; month: number }
  | { type: 'recurrence.setEndType'; value: RecurrenceEndType }
  | { type: 'recurrence.setOccurrences'; value: string }
  | { type: 'recurrence.setEndDate'; date: string | null }
  | { type: 'recurrence.setDueOffset'; value: string }
  | { type: 'recurrence.save' }
  | { type: 'recurrence.cancel' };

export type RecurrenceSetupEventType = RecurrenceSetupEvent['type'];
