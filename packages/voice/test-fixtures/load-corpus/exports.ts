/**
 * The hand-labelled load-posting corpus with its scoring, for the accuracy tests and
 * bench/load-extraction.ts, exported as `@fleet/voice/testing/load-corpus` (no test runner here).
 */
export { scaleImage } from './degrade';
export {
  CORPUS_NOW,
  loadCorpus,
  type Posting,
  screenshotPath,
} from './index';
export {
  type Accuracy,
  accuracy,
  type FieldResult,
  formatFailures,
  scorePosting,
} from './score';
