import { describe, expect, it } from 'vitest';
import { CORPUS_NOW, loadCorpus } from '../../../test-fixtures/load-corpus/index';
import { accuracy, formatFailures, scorePosting } from '../../../test-fixtures/load-corpus/score';
import { checkLoadText, parseLoadText } from './index';

/**
 * Field-level accuracy over the hand-labelled text corpus (see corpus/index.ts). The bench
 * (bench/load-extraction.ts) prints the same figures, and the screenshot ones.
 */
describe('text corpus', () => {
  const corpus = loadCorpus();

  it('has at least 45 varied postings', () => {
    expect(corpus.length).toBeGreaterThanOrEqual(45);
    expect(new Set(corpus.map((p) => p.id)).size).toBe(corpus.length);
    expect(new Set(corpus.map((p) => p.style))).toEqual(new Set(['table', 'dark', 'email', 'sms']));
    expect(corpus.filter((p) => p.expected.stops.length >= 3).length).toBeGreaterThanOrEqual(5);
  });

  it('is parsed with at least 97% field-level accuracy', () => {
    const results = corpus.flatMap((posting) =>
      scorePosting(
        posting,
        parseLoadText(checkLoadText(posting.text), { now: CORPUS_NOW, ...posting.options }),
      ),
    );
    const acc = accuracy(results);
    const table = acc.perField
      .map(
        (f) =>
          `  ${f.field.padEnd(30)} ${(f.accuracy * 100).toFixed(1)}% (${f.correct}/${f.total})`,
      )
      .join('\n');
    console.log(`text corpus: ${(acc.overall * 100).toFixed(2)}% of ${acc.total} fields\n${table}`);
    if (acc.failures.length > 0) console.log(`failures:\n${formatFailures(acc.failures)}`);
    expect(acc.overall).toBeGreaterThanOrEqual(0.97);
    for (const f of acc.perField) expect(f.accuracy, f.field).toBeGreaterThanOrEqual(0.9);
  });

  it('reads every labelled field of it (the parser reaches 100 %: any miss is a regression)', () => {
    const failures = corpus.flatMap((posting) =>
      scorePosting(
        posting,
        parseLoadText(checkLoadText(posting.text), { now: CORPUS_NOW, ...posting.options }),
      ).filter((r) => !r.ok),
    );
    expect(formatFailures(failures)).toBe('');
  });
});
