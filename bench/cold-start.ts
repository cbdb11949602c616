/**
 * Cold start of the embedded default after install: from launching the server `pnpm start` runs
 * (dist/server/embedded.mjs; BENCH_EMBEDDED_RUNNER=tsx for scripts/embedded.ts through tsx) on an
 * empty data directory (migrations and demo seed included) to a served login page whose API
 * answers a sign-in. Target ≤ 5 s (issue 19). Needs `pnpm build` first. Runs three times, reports each.
 */
import {
  formatSeconds,
  RUNNER,
  serverArgs,
  startEmbedded,
  waitForLoginPage,
} from './embedded-process';

const runs = Number(process.env.BENCH_RUNS ?? 3);
// The server bundle is built before the clock starts, as `pnpm build` is (it is part of install).
serverArgs();
const timings: number[] = [];
for (let i = 0; i < runs; i++) {
  const started = performance.now();
  const { product, stderr } = startEmbedded();
  try {
    await waitForLoginPage(product.baseUrl);
  } catch (error) {
    console.error(stderr());
    throw error;
  } finally {
    timings.push(performance.now() - started);
    await product.stop();
  }
}
const sorted = [...timings].sort((a, b) => a - b);
console.log(`cold start, ${RUNNER} (${runs} runs): ${timings.map(formatSeconds).join(', ')}`);
console.log(`median ${formatSeconds(sorted[Math.floor(sorted.length / 2)]!)} (target ≤ 5 s)`);
