import { type HereMaps, hereMapsGlobal } from './here-maps';

const BASE = 'https://js.api.here.com/v3/3.1';

/** Injected one after another, in this order (each needs the one before). */
export const HERE_MAPS_SCRIPTS = [
  `${BASE}/mapsjs-core.js`,
  `${BASE}/mapsjs-service.js`,
  `${BASE}/mapsjs-mapevents.js`,
  `${BASE}/mapsjs-ui.js`,
] as const;
export const HERE_MAPS_CSS = `${BASE}/mapsjs-ui.css`;
export const HERE_MAPS_TIMEOUT_MS = 10_000;

let shared: Promise<HereMaps> | undefined;

/**
 * HERE Maps API for JavaScript v3.1, loaded once per page: the UI stylesheet and the four scripts
 * in order. Every caller gets the same promise; it resolves with `window.H` and rejects when a
 * script fails to load, when `H` is still missing afterwards, or after 10 s. A failure is kept
 * (no retry within the page): the map stays on the offline basemap.
 */
export function loadHereMaps(timeoutMs: number = HERE_MAPS_TIMEOUT_MS): Promise<HereMaps> {
  shared ??= load(timeoutMs);
  return shared;
}

/** Tests only: forget the shared promise. */
export function resetHereMapsLoader(): void {
  shared = undefined;
}

function load(timeoutMs: number): Promise<HereMaps> {
  const loaded = hereMapsGlobal();
  if (loaded) return Promise.resolve(loaded);
  addStylesheet(HERE_MAPS_CSS);
  return new Promise<HereMaps>((resolve, reject) => {
    let settled = false;
    const timer = window.setTimeout(() => {
      settled = true;
      reject(new Error(`HERE Maps API for JavaScript did not load within ${timeoutMs / 1000} s`));
    }, timeoutMs);
    (async () => {
      for (const src of HERE_MAPS_SCRIPTS) {
        if (settled) return;
        await addScript(src);
      }
      const H = hereMapsGlobal();
      if (!H) throw new Error('HERE Maps API for JavaScript loaded but window.H is incomplete');
      return H;
    })().then(
      (H) => {
        window.clearTimeout(timer);
        if (settled || !H) return;
        settled = true;
        resolve(H);
      },
      (error: unknown) => {
        window.clearTimeout(timer);
        if (settled) return;
        settled = true;
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

function addScript(src: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = false;
    script.addEventListener('load', () => resolve(), { once: true });
    script.addEventListener('error', () => reject(new Error(`Could not load ${src}`)), {
      once: true,
    });
    document.head.appendChild(script);
  });
}

function addStylesheet(href: string): void {
  if (document.querySelector(`link[href="${href}"]`)) return;
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = href;
  document.head.appendChild(link);
}
