/**
 * The wild load-posting corpus (issue 18) for bench/load-extraction-wild.ts, exported as
 * `@fleet/voice/testing/load-corpus-wild` (no test runner here). Scoring is the original corpus's.
 */
export { loadWildCorpus, type WildPosting, type WildSplit, wildFamilies } from './index';
