/**
 * Size of the web app's entry: the script dist/index.html loads, its modulepreloads and every
 * chunk they import statically, gzipped. Target ≤ 140 KB gzipped (issue 19, "the web on a phone";
 * was ≤ 170 KB): on simulated slow 4G every entry kilobyte is on the way to the first paint. Also
 * lists the chart and map chunks (apexcharts, leaflet) to show they load lazily, outside the
 * entry. Builds nothing: run `pnpm build` first. WEB_DIST_DIR points at another build.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const TARGET_KB = 140;
const DIST =
  process.env.WEB_DIST_DIR ?? path.resolve(import.meta.dirname, '..', 'packages/web/dist');
const indexHtml = path.join(DIST, 'index.html');
if (!existsSync(indexHtml)) {
  console.error(`no ${indexHtml}: run \`pnpm build\` first`);
  process.exit(1);
}

const html = readFileSync(indexHtml, 'utf8');
const attr = (tag: RegExp) => [...html.matchAll(tag)].map((m) => m[1]!.replace(/^\//, ''));
const scripts = attr(/<script[^>]+type="module"[^>]+src="([^"]+)"/g);
const preloads = attr(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g);
const styles = attr(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g);

const read = (file: string) => readFileSync(path.join(DIST, file));
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const gzipped = (file: string) => gzipSync(read(file), { level: 9 }).length;

/** Static imports only (`import"./x.js"`, `from"./x.js"`); `import("./x.js")` stays lazy. */
function staticClosure(roots: string[]): Set<string> {
  const seen = new Set<string>();
  const queue = [...roots];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const code = read(file).toString('utf8');
    for (const match of code.matchAll(/(?:\bfrom|\bimport)\s*["'](\.{1,2}\/[^"']+\.js)["']/g)) {
      queue.push(path.posix.join(path.posix.dirname(file), match[1]!));
    }
  }
  return seen;
}

const entry = staticClosure([...scripts, ...preloads]);
let total = 0;
console.log('entry chunks (gzipped):');
for (const file of [...entry].sort()) {
  const size = gzipped(file);
  total += size;
  console.log(`  ${file.padEnd(48)} ${kb(size).padStart(10)}`);
}
const verdict = total <= TARGET_KB * 1024 ? 'within' : 'OVER';
console.log(`entry JS total: ${kb(total)} gzipped (target ≤ ${TARGET_KB} KB): ${verdict} budget`);
for (const file of styles)
  console.log(`entry CSS ${file}: ${kb(gzipped(file))} gzipped (not counted)`);

// Strings from the libraries' own code, not a chunk name that merely points at them.
const LAZY_LIBS: Record<string, RegExp> = {
  apexcharts: /apexcharts-canvas/,
  leaflet: /leaflet-pane/,
};
const assets = readdirSync(path.join(DIST, 'assets'))
  .filter((name) => name.endsWith('.js'))
  .map((name) => `assets/${name}`);
console.log('chart and map chunks:');
for (const [lib, pattern] of Object.entries(LAZY_LIBS)) {
  const chunks = assets.filter((file) => pattern.test(read(file).toString('utf8')));
  const eager = chunks.filter((file) => entry.has(file));
  const lazy = chunks.filter((file) => !entry.has(file));
  for (const file of lazy) console.log(`  ${lib}: ${file} ${kb(gzipped(file))} gzipped, lazy`);
  for (const file of eager) console.log(`  ${lib}: ${file} is IN THE ENTRY`);
  if (chunks.length === 0) console.log(`  ${lib}: no chunk mentions it`);
  if (eager.length > 0) process.exitCode = 1;
}
if (verdict === 'OVER') process.exitCode = 1;
