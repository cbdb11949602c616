import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeHere, installFakeHere } from '../testing/fake-here-maps';
import {
  HERE_MAPS_CSS,
  HERE_MAPS_SCRIPTS,
  HERE_MAPS_TIMEOUT_MS,
  loadHereMaps,
  resetHereMapsLoader,
} from './here-maps-loader';

const injected = () =>
  [...document.head.querySelectorAll('script')].map((script) => script.getAttribute('src'));
const scriptFor = (src: string) => {
  const script = document.head.querySelector(`script[src="${src}"]`);
  if (!script) throw new Error(`${src} not injected`);
  return script;
};
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('loadHereMaps', () => {
  let uninstall = () => {};
  beforeEach(() => {
    resetHereMapsLoader();
    document.head.innerHTML = '';
  });
  afterEach(() => {
    uninstall();
    vi.useRealTimers();
  });

  it('injects the css and the four scripts one after another, once, and resolves with window.H', async () => {
    const fake = createFakeHere();
    const first = loadHereMaps();
    const second = loadHereMaps();
    expect(second).toBe(first);
    expect(document.head.querySelector(`link[href="${HERE_MAPS_CSS}"]`)).not.toBeNull();

    // Each script is injected only once the one before it has loaded.
    for (const [index, src] of HERE_MAPS_SCRIPTS.entries()) {
      await settle();
      expect(injected()).toEqual(HERE_MAPS_SCRIPTS.slice(0, index + 1));
      if (index === HERE_MAPS_SCRIPTS.length - 1) uninstall = installFakeHere(fake);
      scriptFor(src).dispatchEvent(new Event('load'));
    }
    const H = await first;
    expect(H).toBe(fake.H);
    expect(await loadHereMaps()).toBe(H);
    expect(injected()).toEqual([...HERE_MAPS_SCRIPTS]);
  });

  it('resolves without injecting anything when window.H is already there', async () => {
    const fake = createFakeHere();
    uninstall = installFakeHere(fake);
    await expect(loadHereMaps()).resolves.toBe(fake.H);
    expect(injected()).toEqual([]);
  });

  it('rejects when a script fails to load, and keeps the failure', async () => {
    const loading = loadHereMaps();
    await settle();
    scriptFor(HERE_MAPS_SCRIPTS[0]).dispatchEvent(new Event('load'));
    await settle();
    scriptFor(HERE_MAPS_SCRIPTS[1]).dispatchEvent(new Event('error'));
    await expect(loading).rejects.toThrow(/mapsjs-service\.js/);
    expect(injected()).toEqual(HERE_MAPS_SCRIPTS.slice(0, 2));
    expect(loadHereMaps()).toBe(loading);
  });

  it('rejects when the scripts load but window.H is missing', async () => {
    const loading = loadHereMaps();
    for (const src of HERE_MAPS_SCRIPTS) {
      await settle();
      scriptFor(src).dispatchEvent(new Event('load'));
    }
    await expect(loading).rejects.toThrow(/window\.H/);
  });

  it('rejects after 10 s without an answer and injects nothing more', async () => {
    vi.useFakeTimers();
    const loading = loadHereMaps();
    const outcome = loading.then(
      () => 'resolved',
      (error: Error) => error.message,
    );
    await vi.advanceTimersByTimeAsync(HERE_MAPS_TIMEOUT_MS - 1);
    expect(injected()).toEqual(HERE_MAPS_SCRIPTS.slice(0, 1));
    await vi.advanceTimersByTimeAsync(1);
    expect(await outcome).toMatch(/within 10 s/);
    scriptFor(HERE_MAPS_SCRIPTS[0]).dispatchEvent(new Event('load'));
    await vi.advanceTimersByTimeAsync(0);
    expect(injected()).toEqual(HERE_MAPS_SCRIPTS.slice(0, 1));
  });
});
