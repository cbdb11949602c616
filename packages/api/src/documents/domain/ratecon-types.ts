import type { LoadRecord, LoadStop } from '@fleet/contracts';

/** The generic Load record (spec §3) a rate confirmation is read into, and its confidences. */

/** The stop and the record are the contracts' (§3): the extractor fills what the form edits. */
export type RateconStop = LoadStop;
export type RateconLoad = LoadRecord;

export type Confidence = Record<string, number>;
