import { Subject } from 'rxjs';
import { describe, expect, it, vi } from 'vitest';
import { fetchServedVersion, watchForNewVersion } from './version-watcher';

function harness(versions: Array<string | Error>) {
  const triggers = new Subject<void>();
  const queue = [...versions];
  const fetchVersion = vi.fn(async () => {
    const next = queue.shift() ?? 'build-a';
    if (next instanceof Error) throw next;
    return next;
  });
  const log = vi.fn();
  const seen: string[] = [];
  const subscription = watchForNewVersion({
    buildId: 'build-a',
    triggers,
    fetchVersion,
    log,
  }).subscribe((id) => seen.push(id));
  const tick = async () => {
    triggers.next();
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  return { tick, seen, fetchVersion, log, subscription };
}

describe('new-version notice logic', () => {
  it('stays quiet while the served id equals the build id', async () => {
    const h = harness(['build-a', 'build-a']);
    await h.tick();
    await h.tick();
    expect(h.seen).toEqual([]);
    expect(h.fetchVersion).toHaveBeenCalledTimes(2);
  });

  it('emits once when the served id differs, then stops checking', async () => {
    const h = harness(['build-a', 'build-b', 'build-c']);
    await h.tick();
    await h.tick();
    await h.tick();
    expect(h.seen).toEqual(['build-b']);
    expect(h.fetchVersion).toHaveBeenCalledTimes(2);
    expect(h.subscription.closed).toBe(true);
  });

  it('only logs a failed check and keeps watching', async () => {
    const h = harness([new Error('offline'), 'build-b']);
    await h.tick();
    expect(h.log).toHaveBeenCalledWith('version check failed', expect.any(Error));
    expect(h.seen).toEqual([]);
    await h.tick();
    expect(h.seen).toEqual(['build-b']);
  });

  it('ignores an empty answer', async () => {
    const h = harness(['', 'build-a']);
    await h.tick();
    await h.tick();
    expect(h.seen).toEqual([]);
  });
});

describe('fetchServedVersion', () => {
  it('asks for /version.txt without cache and trims the id', async () => {
    const fetchFn = vi.fn(
      async (_input: RequestInfo | URL, _init?: RequestInit) => new Response('build-b\n'),
    );
    await expect(fetchServedVersion(fetchFn)).resolves.toBe('build-b');
    expect(fetchFn).toHaveBeenCalledWith('/version.txt', { cache: 'no-store' });
  });

  it('rejects on a non-OK answer', async () => {
    const fetchFn = vi.fn(async () => new Response('nope', { status: 404 }));
    await expect(fetchServedVersion(fetchFn)).rejects.toThrow('404');
  });
});
