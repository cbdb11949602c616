/**
 * Load-details extraction on the wild corpus (issue 18): postings in layouts nobody tuned the
 * parser for, written and labelled before the parser ran on them
 * (packages/voice/test-fixtures/load-corpus-wild). Field-level accuracy per family on the dev
 * split (with its failures, to tune on) and on the held-out split (scores only: the held-out
 * failures are never printed), and the parse time per text posting. Targets: held-out ≥ 97 %
 * field-level on text, p95 ≤ 5 ms per text posting.
 *
 *   npx tsx bench/load-extraction-wild.ts             # dev with failures, held-out scores
 *   npx tsx bench/load-extraction-wild.ts --dev-only  # dev only (what tuning runs): the parser
 *                                                     # never sees a held-out posting, not even
 *                                                     # to time it
 *   npx tsx bench/load-extraction-wild.ts --verbose   # every dev failure, not the first 60
 */
import { checkLoadText, parseLoadText } from '@fleet/voice/load-parsing';
import {
  accuracy,
  CORPUS_NOW,
  type FieldResult,
  formatFailures,
  scorePosting,
} from '@fleet/voice/testing/load-corpus';
import {
  loadWildCorpus,
  type WildPosting,
  type WildSplit,
} from '@fleet/voice/testing/load-corpus-wild';

const devOnly = process.argv.includes('--dev-only');
const verbose = process.argv.includes('--verbose');
const pct = (x: number) => `${(x * 100).toFixed(2)}%`;

function parse(posting: WildPosting) {
  return parseLoadText(checkLoadText(posting.text), { now: CORPUS_NOW, ...posting.options });
}

function scoreSplit(split: WildSplit): {
  results: FieldResult[];
  byFamily: Map<string, FieldResult[]>;
} {
  const results: FieldResult[] = [];
  const byFamily = new Map<string, FieldResult[]>();
  for (const posting of loadWildCorpus(split)) {
    const scored = scorePosting(posting, parse(posting));
    results.push(...scored);
    byFamily.set(posting.family, [...(byFamily.get(posting.family) ?? []), ...scored]);
  }
  return { results, byFamily };
}

function report(split: WildSplit, showFailures: boolean): void {
  const { results, byFamily } = scoreSplit(split);
  const acc = accuracy(results);
  const postings = loadWildCorpus(split).length;
  console.log(
    `\nwild ${split} (${postings} postings): ${pct(acc.overall)} field-level (${acc.correct}/${acc.total}; target ≥ 97 %)`,
  );
  for (const [family, familyResults] of [...byFamily].sort(([a], [b]) => a.localeCompare(b))) {
    const f = accuracy(familyResults);
    console.log(`  ${family.padEnd(16)} ${pct(f.overall).padStart(7)}  (${f.correct}/${f.total})`);
  }
  if (!showFailures) return;
  const perField = [...acc.perField].sort((a, b) => a.accuracy - b.accuracy).slice(0, 12);
  console.log('  weakest fields:');
  for (const f of perField)
    console.log(`    ${f.field.padEnd(30)} ${pct(f.accuracy)} (${f.correct}/${f.total})`);
  const shown = verbose ? acc.failures : acc.failures.slice(0, 60);
  console.log(`  failures (${acc.failures.length}, showing ${shown.length}):`);
  console.log(formatFailures(shown));
}

report('dev', true);
if (!devOnly) report('holdout', false);

// Parse time per text posting over the whole wild corpus (the dev split alone with --dev-only), a
// few rounds after a warm-up.
const timed = devOnly ? loadWildCorpus('dev') : loadWildCorpus();
for (const p of timed) parse(p);
const times: number[] = [];
for (let round = 0; round < 5; round++) {
  for (const p of timed) {
    const start = performance.now();
    parse(p);
    times.push(performance.now() - start);
  }
}
times.sort((a, b) => a - b);
const p95 = times[Math.floor(times.length * 0.95)] ?? 0;
console.log(
  `\nparse time per text posting${devOnly ? ' (dev)' : ''}: p50 ${(times[Math.floor(times.length / 2)] ?? 0).toFixed(2)} ms, p95 ${p95.toFixed(2)} ms (target ≤ 5 ms)`,
);
