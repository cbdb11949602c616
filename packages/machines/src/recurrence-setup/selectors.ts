import type { RecurrenceSetupSnapshot } from './recurrence-setup.machine';
import type { RecurrenceCommitParams, RecurrenceDraft } from './types';

/** The dialog is open. */
export const selectRecurrenceOpen = (snapshot: RecurrenceSetupSnapshot): boolean =>
  snapshot.matches('open');

/** The fields the dialog shows. */
export const selectRecurrenceDraft = (snapshot: RecurrenceSetupSnapshot): RecurrenceDraft =>
  snapshot.context.draft;

/** Today as the dialog counts it (the end date's minimum). */
export const selectRecurrenceToday = (snapshot: RecurrenceSetupSnapshot): string =>
  snapshot.context.today;

/** The last save (rule and due date); null until one. */
export const selectRecurrenceSaved = (
  snapshot: RecurrenceSetupSnapshot,
): RecurrenceCommitParams | null => snapshot.context.saved;
