/// <reference lib="dom" />
/**
 * Where the main thread goes on the pages Lighthouse's mobile TBT is measured on (issue 19), a
 * profiling aid rather than a budget: for /home, the ETA exception list and a trip's details page,
 * Chromium's CPU throttled 4× (Lighthouse's mobile slowdown), a cold page load is profiled with the
 * V8 sampling profiler from navigation until the page has been quiet for 3 s, and the script
 * prints the long tasks (PerformanceObserver 'longtask': count, summed blocking time over 50 ms)
 * and the functions and scripts with the most self time, named through the build's hidden source
 * maps (packages/web/dist/assets/*.js.map) where a frame's script has one.
 *
 * Same product and browser setup as bench/web-lighthouse.ts (scale account, signed in through
 * /login, warm HTTP cache). On a busy machine the absolute times grow; the shares stay useful.
 *
 * --stacks=<text> also prints the heaviest call stacks (six frames up from the sampled one) of
 * the samples whose script name contains <text>, to see who calls into a library. --busy prints
 * each busy stretch of 50 ms or more (the long tasks) with what ran in it.
 *
 *   pnpm build && pnpm tsx bench/web-cpu-profile.ts [--pages=0,1,2] [--top=25] [--stacks=leaflet] [--busy]
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SourceMapConsumer } from 'source-map-js';
import {
  ETA_LIST_PATH,
  launchChromium,
  signIn,
  startScaleProduct,
  tripDetailsPath,
} from './web-lighthouse';

const CPU_SLOWDOWN = 4;
const QUIET_MS = 3000;

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
}
interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

function argument(name: string): string | undefined {
  const prefix = `--${name}=`;
  return process.argv.find((arg) => arg.startsWith(prefix))?.slice(prefix.length);
}

const ASSETS = fileURLToPath(new URL('../packages/web/dist/assets/', import.meta.url));
const maps = new Map<string, SourceMapConsumer | null>();

/** The original place of a built script's position: 'source:line name', or null without a map. */
function original(script: string, line: number, column: number): string | null {
  if (!maps.has(script)) {
    const file = path.join(ASSETS, `${script}.map`);
    maps.set(
      script,
      existsSync(file) ? new SourceMapConsumer(JSON.parse(readFileSync(file, 'utf8'))) : null,
    );
  }
  const position = maps.get(script)?.originalPositionFor({ line: line + 1, column });
  if (!position?.source) return null;
  const source = position.source
    .replace(/^(\.\.\/)+/, '')
    .replace(/^node_modules\/\.pnpm\/[^/]+\/node_modules\//, '');
  return `${source}:${position.line}${position.name ? ` ${position.name}` : ''}`;
}

/** Self time per function (its original place where mapped) and per script, in ms. */
function selfTimes(profile: CpuProfile) {
  const byNode = new Map(profile.nodes.map((node) => [node.id, node]));
  const functions = new Map<string, number>();
  const scripts = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    const frame = byNode.get(id)?.callFrame;
    const ms = (profile.timeDeltas[i] ?? 0) / 1000;
    if (!frame) return;
    const script = frame.url
      ? (frame.url.split('/').pop() ?? frame.url)
      : `(${frame.functionName})`;
    const name =
      (frame.url ? original(script, frame.lineNumber, frame.columnNumber) : null) ??
      `${frame.functionName || '(anonymous)'} ${script}:${frame.lineNumber + 1}`;
    functions.set(name, (functions.get(name) ?? 0) + ms);
    scripts.set(script, (scripts.get(script) ?? 0) + ms);
  });
  const top = (map: Map<string, number>, n: number) =>
    [...map.entries()].sort((a, b) => b[1] - a[1]).slice(0, n);
  return { functions, scripts, top };
}

/** A frame's original place where its script has a source map, else its name, script and line. */
function frameName(node: ProfileNode): string {
  const { url, lineNumber, columnNumber, functionName } = node.callFrame;
  const script = url.split('/').pop() ?? url;
  return (
    (url ? original(script, lineNumber, columnNumber) : null) ??
    `${functionName || '(anonymous)'} ${script || `(${functionName})`}:${lineNumber + 1}`
  );
}

/** Self time by call stack (frames up from the sampled one), for samples in matching scripts. */
function stacksOf(profile: CpuProfile, scriptPart: string, depth = 6): [string, number][] {
  const parent = new Map<number, number>();
  for (const node of profile.nodes)
    for (const child of node.children ?? []) parent.set(child, node.id);
  const byNode = new Map(profile.nodes.map((node) => [node.id, node]));
  const stacks = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    const leaf = byNode.get(id);
    if (!leaf?.callFrame.url.includes(scriptPart)) return;
    const frames: string[] = [];
    for (let node: ProfileNode | undefined = leaf; node && frames.length < depth; ) {
      frames.push(frameName(node));
      const up = parent.get(node.id);
      node = up === undefined ? undefined : byNode.get(up);
    }
    const key = frames.join('\n        < ');
    stacks.set(key, (stacks.get(key) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
  });
  return [...stacks.entries()].sort((a, b) => b[1] - a[1]).slice(0, 12);
}

/**
 * The busy stretches of the profile (consecutive samples that are not idle) of at least 50 ms:
 * at 4× CPU these are the long tasks. For each, the functions with the most self time and the
 * app's own frames (sources under src/ or packages/) with the most time beneath them.
 */
function busyStretches(profile: CpuProfile, top = 6) {
  const parent = new Map<number, number>();
  for (const node of profile.nodes)
    for (const child of node.children ?? []) parent.set(child, node.id);
  const byNode = new Map(profile.nodes.map((node) => [node.id, node]));
  const stretches: { ms: number; self: Map<string, number>; app: Map<string, number> }[] = [];
  let current: (typeof stretches)[number] | null = null;
  profile.samples.forEach((id, i) => {
    const node = byNode.get(id);
    const ms = (profile.timeDeltas[i] ?? 0) / 1000;
    if (!node || node.callFrame.functionName === '(idle)') {
      if (current && current.ms >= 50) stretches.push(current);
      current = null;
      return;
    }
    current ??= { ms: 0, self: new Map(), app: new Map() };
    current.ms += ms;
    const self = frameName(node);
    current.self.set(self, (current.self.get(self) ?? 0) + ms);
    const seen = new Set<string>();
    for (let up: ProfileNode | undefined = node; up; ) {
      const name = frameName(up);
      if (/^(src|packages|contracts|machines)\//.test(name) && !seen.has(name)) {
        seen.add(name);
        current.app.set(name, (current.app.get(name) ?? 0) + ms);
      }
      const next = parent.get(up.id);
      up = next === undefined ? undefined : byNode.get(next);
    }
  });
  if (current && (current as { ms: number }).ms >= 50) stretches.push(current);
  const best = (map: Map<string, number>) =>
    [...map.entries()].sort((a, b) => b[1] - a[1]).slice(0, top);
  return stretches.map((s) => ({ ms: s.ms, self: best(s.self), app: best(s.app) }));
}

const product = await startScaleProduct();
const profileDir = mkdtempSync(path.join(tmpdir(), 'fleet-bench-profile-'));
const context = await launchChromium(profileDir);
try {
  if (!product.tripNum) throw new Error('no trip in the active list');
  const pages = [
    ['/home', '/home'],
    [`ETA exception list (${product.trips} active trips)`, ETA_LIST_PATH],
    [`trip details (trip ${product.tripNum})`, tripDetailsPath(product.tripNum)],
  ] as const;
  const chosen = (argument('pages') ?? '0,1,2').split(',').map(Number);
  const topN = Number(argument('top') ?? 25);

  const page = await context.newPage();
  await signIn(page, product.baseUrl);
  // One visit each warms the HTTP cache, as Lighthouse's runs are warmed.
  for (const [, url] of pages) await page.goto(`${product.baseUrl}${url}`);

  for (const index of chosen) {
    const [name, url] = pages[index]!;
    const tab = await context.newPage();
    await tab.addInitScript(() => {
      const w = window as unknown as { __longTasks: number[] };
      w.__longTasks = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) w.__longTasks.push(entry.duration);
      }).observe({ type: 'longtask', buffered: true });
    });
    const cdp = await context.newCDPSession(tab);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
    await tab.goto(`${product.baseUrl}${url}`, { waitUntil: 'load' });
    // Quiet: no new long task for QUIET_MS.
    let seen = -1;
    for (;;) {
      const count = await tab.evaluate(
        () => (window as unknown as { __longTasks: number[] }).__longTasks.length,
      );
      if (count === seen) break;
      seen = count;
      await tab.waitForTimeout(QUIET_MS);
    }
    const { profile } = (await cdp.send('Profiler.stop')) as { profile: CpuProfile };
    const tasks = await tab.evaluate(
      () => (window as unknown as { __longTasks: number[] }).__longTasks,
    );
    const blocking = tasks.reduce((sum, duration) => sum + Math.max(0, duration - 50), 0);
    const { functions, scripts, top } = selfTimes(profile);
    const total = [...scripts.values()].reduce((a, b) => a + b, 0);
    console.log(
      `\n${name}: ${tasks.length} long tasks at ${CPU_SLOWDOWN}× CPU, blocking ${blocking.toFixed(0)} ms (longest ${Math.max(0, ...tasks).toFixed(0)} ms); ${total.toFixed(0)} ms sampled`,
    );
    console.log('  scripts by self time:');
    for (const [script, ms] of top(scripts, 10))
      console.log(`    ${ms.toFixed(0).padStart(6)} ms  ${script}`);
    console.log('  functions by self time:');
    for (const [fn, ms] of top(functions, topN))
      console.log(`    ${ms.toFixed(0).padStart(6)} ms  ${fn}`);
    const stackScript = argument('stacks');
    if (stackScript) {
      console.log(`  heaviest stacks in scripts matching '${stackScript}':`);
      for (const [stack, ms] of stacksOf(profile, stackScript))
        console.log(`    ${ms.toFixed(0).padStart(6)} ms  ${stack}`);
    }
    if (process.argv.includes('--busy')) {
      console.log('  busy stretches of 50 ms or more (self time; app frames by time beneath):');
      for (const stretch of busyStretches(profile)) {
        console.log(`    ${stretch.ms.toFixed(0).padStart(6)} ms`);
        for (const [fn, ms] of stretch.self)
          console.log(`      self ${ms.toFixed(0).padStart(5)} ms  ${fn}`);
        for (const [fn, ms] of stretch.app)
          console.log(`      app  ${ms.toFixed(0).padStart(5)} ms  ${fn}`);
      }
    }
    await tab.close();
  }
} finally {
  await context.close();
  await product.stop();
  rmSync(profileDir, { recursive: true, force: true });
}
