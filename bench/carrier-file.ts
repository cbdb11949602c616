/**
 * Carrier-list reading of the voice service (packages/voice/src/campaigns/domain): a generated
 * broker export of 5,000 carriers (a title row, mixed header names, two phones and two e-mails in
 * some cells, split address columns) as .xlsx, .xls and .csv, read by readCarrierFile — container
 * checks, parsing, header mapping, phone normalisation, duplicates. The target is ≤ 5 s
 * for parse + store of a 5,000-row file. Part 1 measures the parse alone in this process (median
 * and worst of 5 runs after one warm-up). Part 2 measures parse + store through the real upload
 * endpoint: the voice service in a process of its own (bench/voice-instance.ts) with the real API
 * for the broker's token, the same files sent as the browser sends them (multipart POST to
 * /voice/load-offer-campaign/carriers/batch-upload/{id}, a new campaign each time), timed from
 * the request to the report (processed 5,000) — on PGlite in a temporary DATA_DIR (the embedded
 * default) and on PostgreSQL (a throwaway database; skipped when none answers), 3 runs per kind
 * after one warm-up upload.
 *
 *   pnpm tsx bench/carrier-file.ts        (BENCH_DATABASE_URL: a PostgreSQL to create a database on)
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startIdentity } from '@fleet/api/test-support';
import { VOICE_PATHS, voicePath } from '@fleet/contracts';
import { type CarrierFileKind, readCarrierFile, writeCarrierFile } from '@fleet/voice/campaigns';
import { requestJson, signInBroker } from '@fleet/voice/testing';
import {
  type BenchDatabase,
  createCampaign,
  freshDatabase,
  spawnVoice,
  uploadCarriers,
  type VoiceProcess,
} from './campaign-support';

const ROWS = 5_000;
const RUNS = 5;
const UPLOAD_RUNS = 3;
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
const files = new Map<CarrierFileKind, Uint8Array>();
for (const kind of ['xlsx', 'xls', 'csv'] as const satisfies readonly CarrierFileKind[]) {
  const bytes = writeCarrierFile(rows, kind);
  files.set(kind, bytes);
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
  `carrier file parse, 5,000 rows: worst median ${worstMedian.toFixed(0)} ms (target parse + store ≤ ${TARGET_MS} ms)`,
);

// Part 2: parse + store through the upload endpoint of a running voice service.
const identity = await startIdentity();
let database: BenchDatabase | undefined;
let worstUpload = 0;
try {
  const token = (await signInBroker(identity.apiUrl)).access_token;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'carrier-file-bench-'));
  const backends: Array<{ name: string; env: () => Promise<Record<string, string>> }> = [
    { name: 'PGlite', env: async () => ({ DATA_DIR: dataDir }) },
    {
      name: 'PostgreSQL',
      env: async () => {
        database = await freshDatabase();
        return { DATABASE_URL: database.url };
      },
    },
  ];
  for (const backend of backends) {
    let env: Record<string, string>;
    try {
      env = await backend.env();
    } catch (error) {
      console.log(`  ${backend.name}: skipped (${(error as Error).message})`);
      continue;
    }
    const voice: VoiceProcess = await spawnVoice({ API_URL: identity.apiUrl, ...env });
    try {
      for (const [kind, bytes] of files) {
        const times: number[] = [];
        for (let run = 0; run <= UPLOAD_RUNS; run++) {
          const id = await createCampaign(voice.url, token, `Upload ${kind} ${run}`);
          const started = performance.now();
          const upload = await uploadCarriers(voice.url, token, id, bytes, `carriers-5000.${kind}`);
          const elapsed = performance.now() - started;
          const processed = (upload.body.data as { processed?: number } | undefined)?.processed;
          if (upload.status !== 200 || processed !== ROWS) {
            throw new Error(
              `${kind} upload: ${upload.status} ${JSON.stringify(upload.body).slice(0, 300)}`,
            );
          }
          if (run === UPLOAD_RUNS) {
            const stored = await requestJson(
              voice.url,
              'GET',
              voicePath(VOICE_PATHS.campaign, { id }),
              token,
            );
            const count = (stored.body.data as { carrier_list: unknown[] }).carrier_list.length;
            if (count !== ROWS) throw new Error(`${kind}: ${count} carriers stored`);
          }
          if (run > 0) times.push(elapsed); // run 0 warms up
        }
        worstUpload = Math.max(worstUpload, median(times));
        console.log(
          `  upload ${backend.name.padEnd(10)} .${kind.padEnd(4)}: median ${median(times).toFixed(0)} ms, worst ${Math.max(...times).toFixed(0)} ms (${UPLOAD_RUNS} runs, 5,000 stored)`,
        );
      }
    } finally {
      await voice.kill();
    }
  }
  rmSync(dataDir, { recursive: true, force: true });
} finally {
  await database?.drop();
  await identity.close();
}
console.log(
  `carrier file parse + store through the upload endpoint, 5,000 rows: worst median ${worstUpload.toFixed(0)} ms (target ≤ ${TARGET_MS} ms) — ${worstUpload <= TARGET_MS ? 'within' : 'OVER'}`,
);
if (worstMedian > TARGET_MS || worstUpload > TARGET_MS) process.exitCode = 1;
