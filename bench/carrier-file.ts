/**
 * Carrier-list reading of the voice service (packages/voice/src/campaigns/domain): a generated
 * broker export of 5,000 carriers (a title row, mixed header names, two phones and two e-mails in
 * some cells, split address columns) as .xlsx, .xls and .csv, read by readCarrierFile — container
 * checks, parsing, header mapping, phone normalisation, duplicates. The target is ≤ 5 s
 * for parse + store of a 5,000-row file; storing comes with the campaign repository, so this
 * measures the parse (median and worst of 5 runs after one warm-up).
 *
 *   pnpm tsx bench/carrier-file.ts
 */
import { type CarrierFileKind, readCarrierFile, writeCarrierFile } from '@fleet/voice/campaigns';

const ROWS = 5_000;
const RUNS = 5;
const TARGET_MS = 5_000;

const header = [
  'Carrier Name',
  'DBA Name',
  'USDOT #',
  'MC/MX',
  'Dispatch Phone',
  'Mobile',
  'E-mail',
  'Street',
  'City',
  'State',
  'Zip',
  'Preferred',
];
const rows: string[][] = [['Approved carriers — exported for the bench'], header];
for (let i = 0; i < ROWS; i++) {
  const n = String(i).padStart(4, '0');
  rows.push([
    `Carrier ${n} Transport LLC`,
    i % 3 === 0 ? `Fast ${n}` : '',
    `USDOT ${2_000_000 + i}`,
    `MC-${600_000 + i}`,
    i % 4 === 0 ? `(312) 55${n[0]}-${n}, 312-56${n[0]}-${n} ext 7` : `312.55${n[0]}.${n}`,
    i % 2 === 0 ? `+1 (773) 55${n[0]}-${n}` : '',
    i % 5 === 0 ? `dispatch@c${i}.com; ops@c${i}.com` : `dispatch@c${i}.com`,
    `${i + 1} Freight Way`,
    'Chicago',
    'IL',
    '60601',
    i % 10 === 0 ? 'Yes' : '',
  ]);
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
let worstMedian = 0;
for (const kind of ['xlsx', 'xls', 'csv'] as const satisfies readonly CarrierFileKind[]) {
  const bytes = writeCarrierFile(rows, kind);
  const input = { fileName: `carriers-5000.${kind}`, bytes };
  const first = readCarrierFile(input);
  if (first.result.processed !== ROWS) {
    throw new Error(
      `${kind}: ${first.result.processed} of ${ROWS} carriers read (${first.result.message})`,
    );
  }
  const times: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const started = performance.now();
    readCarrierFile(input);
    times.push(performance.now() - started);
  }
  worstMedian = Math.max(worstMedian, median(times));
  console.log(
    `  .${kind.padEnd(4)} ${(bytes.length / 1024).toFixed(0).padStart(5)} KB, ${ROWS} rows: ` +
      `median ${median(times).toFixed(0)} ms, worst ${Math.max(...times).toFixed(0)} ms (${RUNS} runs)`,
  );
}
console.log(
  `carrier file parse, 5,000 rows: worst median ${worstMedian.toFixed(0)} ms (target parse + store ≤ ${TARGET_MS} ms) — ${worstMedian <= TARGET_MS ? 'within' : 'OVER'}`,
);
if (worstMedian > TARGET_MS) process.exitCode = 1;
