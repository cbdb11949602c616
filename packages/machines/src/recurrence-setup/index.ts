export {
  addDaysToUsDate,
  commitFromDraft,
  daysToUsDate,
  draftFromRule,
  EMPTY_RECURRENCE_DRAFT,
  RECURRENCE_TYPES,
  type RecurrenceSetupMachine,
  type RecurrenceSetupSnapshot,
  readDayOfMonth,
  readDueOffset,
  readInterval,
  readOccurrences,
  readWhole,
  recurrenceSetupMachine,
  ruleFromDraft,
  usDateOf,
  usDateToDays,
} from './recurrence-setup.machine';
export {
  selectRecurrenceDraft,
  selectRecurrenceOpen,
  selectRecurrenceSaved,
  selectRecurrenceToday,
} from './selectors';
export type {
  RecurrenceCommitParams,
  RecurrenceDraft,
  RecurrenceEndType,
  RecurrenceSetupContext,
  RecurrenceSetupEvent,
  RecurrenceSetupEventType,
  RecurrenceType,
} from './types';
