/**
 * Writes the invoice corpus: for every layout three text PDFs, plus scanned
 * (image-only) PDFs for some layouts, each with its expected invoice data beside it, and
 * manifest.json. Deterministic: the same seed writes the same bytes.
 *
 *   npx tsx packages/api/test-fixtures/invoice-corpus/generate.ts [seed]
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CanvasSurface, PdfSurface, Rng, scannedPdf } from '../shared/surface';
import { DEFAULT_SEED, docSeed, LAYOUTS, PER_LAYOUT, SCANNED } from './layout-list';
import { toExpected } from './model';

const DIR = dirname(fileURLToPath(import.meta.url));
const seed = Number(process.argv[2] ?? DEFAULT_SEED);
const holdout = (
  JSON.parse(readFileSync(join(DIR, 'holdout.json'), 'utf8')) as { layouts: string[] }
).layouts;

export interface ManifestEntry {
  id: string;
  layout: string;
  split: 'dev' | 'holdout';
  scanned: boolean;
  pages: number;
  pdf: string;
  expected: string;
}

async function main(): Promise<void> {
  for (const split of ['dev', 'holdout']) {
    rmSync(join(DIR, split), { recursive: true, force: true });
    mkdirSync(join(DIR, split), { recursive: true });
  }
  const manifest: ManifestEntry[] = [];
  for (const [li, layout] of LAYOUTS.entries()) {
    const split = holdout.includes(layout.id) ? 'holdout' : 'dev';
    const jobs = Array.from({ length: PER_LAYOUT }, (_, n) => ({ n, scanned: false }));
    if (SCANNED.includes(layout.id)) jobs.push({ n: PER_LAYOUT, scanned: true });
    for (const job of jobs) {
      const s = docSeed(seed, li, job.n);
      const truth = layout.build(new Rng(s));
      const id = `${layout.id}-${job.scanned ? 'scan' : String(job.n + 1).padStart(2, '0')}`;
      let pdf: Buffer;
      let pages: number;
      if (job.scanned) {
        const surface = new CanvasSurface(layout.page, 200);
        layout.draw(surface, truth, new Rng(s + 1));
        pages = surface.pages.length;
        pdf = await scannedPdf(surface.pages, layout.page, new Rng(s + 2), {
          dpi: 110,
          maxAngleDeg: 1.2,
          noise: 22,
          quality: 40,
        });
      } else {
        const surface = new PdfSurface(layout.page, {
          embedFonts: layout.embedFonts,
          title: `Invoice ${truth.number ?? ''}`,
          author: truth.seller.company ?? '',
        });
        layout.draw(surface, truth, new Rng(s + 1));
        pages = surface.pageCount;
        pdf = await surface.finish();
      }
      const pdfFile = `${split}/${id}.pdf`;
      const expFile = `${split}/${id}.json`;
      writeFileSync(join(DIR, pdfFile), pdf);
      writeFileSync(join(DIR, expFile), `${JSON.stringify(toExpected(truth), null, 2)}\n`);
      manifest.push({
        id,
        layout: layout.id,
        split,
        scanned: job.scanned,
        pages,
        pdf: pdfFile,
        expected: expFile,
      });
    }
  }
  writeFileSync(
    join(DIR, 'manifest.json'),
    `${JSON.stringify({ seed, documents: manifest }, null, 2)}\n`,
  );
  const count = (f: (m: ManifestEntry) => boolean) => manifest.filter(f).length;
  console.log(
    `${manifest.length} documents (${count((m) => m.scanned)} scanned; ${count((m) => m.split === 'holdout')} held out) in ${LAYOUTS.length} layouts`,
  );
}

await main();
