import { afterAll, describe, expect, it } from 'vitest';
import { hostileFiles } from '../../../test-fixtures/hostile-pdfs/index';
import { DocumentRejected, NOT_A_PDF } from './checks';
import { readDocument } from './extract';
import { createParsePool } from './parse-pool';

/** Every hostile file (test-fixtures/hostile-pdfs/README.md): refused quickly with a message, or read. */
describe('document checks over the hostile files', () => {
  const pool = createParsePool({ timeoutMs: 5_000 });
  afterAll(() => pool.close());

  const NOT_PDF = new Set(['magic', 'empty', 'polyglot']);

  for (const file of hostileFiles()) {
    it(`${file.file}: ${file.expect} (${file.check})`, async () => {
      const started = performance.now();
      let outcome: DocumentRejected | 'accepted';
      try {
        await readDocument(pool, { fileName: file.file, bytes: file.read(), accountId: 'a' });
        outcome = 'accepted';
      } catch (error) {
        if (!(error instanceof DocumentRejected)) throw error;
        outcome = error;
      }
      const elapsed = performance.now() - started;
      // Quickly: refused on the bytes, or parsed well inside the per-file limit.
      expect(elapsed).toBeLessThan(4_000);
      if (file.expect === 'accept') expect(outcome).toBe('accepted');
      if (file.expect === 'reject') {
        expect(outcome).toBeInstanceOf(DocumentRejected);
        const message = (outcome as DocumentRejected).userMessage;
        if (NOT_PDF.has(file.check) && file.file !== 'polyglot-pdf-then-zip.pdf') {
          expect(message).toBe(NOT_A_PDF);
        } else {
          expect(message).toBe(`Could not extract data from ${file.file}`);
        }
      }
    }, 15_000);
  }

  it('a file that overruns its time is refused and its worker replaced', async () => {
    const slow = createParsePool({ timeoutMs: 1 });
    try {
      const control = hostileFiles().find((f) => f.file === 'control-valid.pdf')!;
      const result = await slow.parse('a', control.read());
      expect(result).toEqual({ error: 'timeout', detail: 'over 1 ms' });
    } finally {
      await slow.close();
    }
  });

  it('one account at a time per share: a second account is not kept waiting behind a batch', async () => {
    const fair = createParsePool({ workers: 1, perAccount: 1, timeoutMs: 10_000 });
    try {
      const control = hostileFiles()
        .find((f) => f.file === 'control-valid.pdf')!
        .read();
      const order: string[] = [];
      const jobs = [
        ...[1, 2, 3].map((n) => fair.parse('busy', control).then(() => order.push(`busy${n}`))),
        fair.parse('other', control).then(() => order.push('other')),
      ];
      await Promise.all(jobs);
      expect(order.indexOf('other')).toBeLessThan(order.indexOf('busy3'));
    } finally {
      await fair.close();
    }
  }, 30_000);
});
