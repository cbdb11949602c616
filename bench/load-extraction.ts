/**
 * Load-details extraction of the voice service (packages/voice/src/load-parsing/domain): field-
 * level accuracy over the hand-labelled corpus of load postings, from their text and from their
 * rendered screenshots (OCR with tesseract.js, every screenshot), per field and overall, and the
 * time per text parse and per image OCR. Target ≥ 97% field-level accuracy for both.
 * Screenshots come from packages/voice/test-fixtures/load-corpus/render-screenshots.ts (committed; re-render after corpus edits).
 *
 *   npx tsx bench/load-extraction.ts            # text and images
 *   npx tsx bench/load-extraction.ts --text     # text only (fast)
 *   npx tsx bench/load-extraction.ts --small    # also the screenshots scaled to 0.6 (≈14 px text)
 */
import { existsSync, readFileSync } from 'node:fs';
import type { ExtractedData } from '@fleet/contracts';
import { checkLoadText, closeOcr, parseLoadImages, parseLoadText } from '@fleet/voice/load-parsing';
import {
  type Accuracy,
  accuracy,
  CORPUS_NOW,
  type FieldResult,
  formatFailures,
  loadCorpus,
  scaleImage,
  scorePosting,
  screenshotPath,
} from '@fleet/voice/testing/load-corpus';

const TARGET = 0.97;
const textOnly = process.argv.includes('--text');
const small = process.argv.includes('--small');
const verbose = process.argv.includes('--verbose');
const corpus = loadCorpus();

function report(title: string, acc: Accuracy): void {
  const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
  console.log(
    `\n${title}: ${(acc.overall * 100).toFixed(2)}% field-level accuracy (${acc.correct}/${acc.total} fields, target ≥ ${pct(TARGET)})`,
  );
  const rows = [...acc.perField].sort(
    (a, b) => a.accuracy - b.accuracy || a.field.localeCompare(b.field),
  );
  for (const f of rows) {
    console.log(
      `  ${f.field.padEnd(30)} ${pct(f.accuracy).padStart(6)}  (${f.correct}/${f.total})`,
    );
  }
  if (acc.failures.length > 0) {
    const shown = verbose ? acc.failures : acc.failures.slice(0, 40);
    console.log(
      `  failures (${acc.failures.length}${shown.length < acc.failures.length ? `, first ${shown.length}` : ''}):`,
    );
    console.log(formatFailures(shown));
  }
}

// Text: checked and parsed as the service does; timed over several rounds.
const textResults: FieldResult[] = [];
for (const posting of corpus) {
  const data = parseLoadText(checkLoadText(posting.text), { now: CORPUS_NOW, ...posting.options });
  textResults.push(...scorePosting(posting, data));
}
const ROUNDS = 20;
let started = performance.now();
for (let round = 0; round < ROUNDS; round++) {
  for (const posting of corpus) {
    parseLoadText(checkLoadText(posting.text), { now: CORPUS_NOW, ...posting.options });
  }
}
const msPerText = (performance.now() - started) / (ROUNDS * corpus.length);
report(`text (${corpus.length} postings)`, accuracy(textResults));
console.log(`  ${msPerText.toFixed(2)} ms per text parse`);

/** OCR + parse of every screenshot (optionally scaled), scored and timed. */
async function images(title: string, factor: number): Promise<void> {
  const results: FieldResult[] = [];
  const times: number[] = [];
  let confidence = 0;
  let missing = 0;
  for (const posting of corpus) {
    const file = screenshotPath(posting.id);
    if (!existsSync(file)) {
      missing++;
      continue;
    }
    const png = factor === 1 ? readFileSync(file) : await scaleImage(readFileSync(file), factor);
    const t0 = performance.now();
    const data: ExtractedData = await parseLoadImages([png], {
      now: CORPUS_NOW,
      ...posting.options,
    });
    times.push(performance.now() - t0);
    confidence += data.metadata.ocrConfidence ?? 0;
    results.push(...scorePosting(posting, data));
  }
  report(`${title} (${times.length} screenshots, OCR)`, accuracy(results));
  const sorted = [...times].sort((a, b) => a - b);
  const mean = times.reduce((a, b) => a + b, 0) / times.length;
  console.log(
    `  ${mean.toFixed(0)} ms per image OCR + parse (median ${sorted[Math.floor(sorted.length / 2)]!.toFixed(0)} ms, max ${sorted.at(-1)!.toFixed(0)} ms); mean OCR confidence ${(confidence / times.length).toFixed(1)}`,
  );
  if (missing > 0)
    console.log(
      `  ${missing} screenshots missing: run packages/voice/test-fixtures/load-corpus/render-screenshots.ts`,
    );
}

if (!textOnly) {
  // The shared worker starts with the first image.
  started = performance.now();
  await parseLoadImages([readFileSync(screenshotPath(corpus[0]!.id))], { now: CORPUS_NOW });
  console.log(`\nOCR worker start + first image: ${(performance.now() - started).toFixed(0)} ms`);
  await images('images', 1);
  if (small) await images('images scaled to 0.6', 0.6);
  await closeOcr();
}
