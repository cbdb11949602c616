export {
  amountFor,
  DEFAULT_DETENTION_TERMS,
  detentionSummary,
  onTimeDeadline,
  resolveDetentionTerms,
  stopDetention,
} from './detention';
