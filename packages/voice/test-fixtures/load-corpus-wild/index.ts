import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Posting } from '../load-corpus/index';

/**
 * The wild load-posting corpus (issue 18): postings in layouts the original corpus does not
 * have, written and labelled by someone who had not read the parser, one JSON file per family.
 * Same shape and labelling conventions as ../load-corpus (dates relative to CORPUS_NOW, a field
 * left out means null); the decisions it adds are in README.md. The held-out split (holdout.json)
 * is every posting of the families it names: never tuned on, only scored by the bench's held-out
 * line. Spent splits (measured once) are dev; the eighth split (tools/hand_heldout8.py) is held out.
 */

export { CORPUS_NOW, type Expected, type ExpectedStop, type Posting } from '../load-corpus/index';

export const WILD_CORPUS_DIR = dirname(fileURLToPath(import.meta.url));

export type WildSplit = 'dev' | 'holdout';

export interface WildPosting extends Posting {
  /** The family = the JSON file it comes from ('dat-one', 'emails', ...). */
  family: string;
  split: WildSplit;
}

interface RawPosting extends Omit<Posting, 'text'> {
  text: string | string[];
}

export interface Holdout {
  rule: string;
  /** How the ids were chosen. */
  method: string;
  /** Held-out ids by family. */
  ids: Record<string, string[]>;
}

export function wildHoldout(): Holdout {
  return JSON.parse(readFileSync(join(WILD_CORPUS_DIR, 'holdout.json'), 'utf8')) as Holdout;
}

export function wildFamilies(): string[] {
  return readdirSync(WILD_CORPUS_DIR)
    .filter((f) => f.endsWith('.json') && f !== 'holdout.json')
    .sort()
    .map((f) => f.slice(0, -'.json'.length));
}

/** Every posting, or only one split's. */
export function loadWildCorpus(split?: WildSplit): WildPosting[] {
  const held = new Set(Object.values(wildHoldout().ids).flat());
  const postings: WildPosting[] = [];
  for (const family of wildFamilies()) {
    const raw = JSON.parse(readFileSync(join(WILD_CORPUS_DIR, `${family}.json`), 'utf8')) as {
      postings: RawPosting[];
    };
    for (const p of raw.postings) {
      const posting: WildPosting = {
        ...p,
        text: Array.isArray(p.text) ? p.text.join('\n') : p.text,
        family,
        split: held.has(p.id) ? 'holdout' : 'dev',
      };
      if (!split || posting.split === split) postings.push(posting);
    }
  }
  return postings;
}
