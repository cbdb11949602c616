import {
  catchError,
  defer,
  EMPTY,
  exhaustMap,
  filter,
  fromEvent,
  merge,
  type Observable,
  take,
  timer,
} from 'rxjs';

/** How often the served version is checked (also on window focus and when the tab is shown). */
export const VERSION_POLL_INTERVAL_MS = 60_000;
export const VERSION_URL = '/version.txt';
export const NEW_VERSION_MESSAGE = 'A new version of the app is available. Click here to refresh.';

/** GET version.txt with no cache (document 3 §7, "Version check"). */
export async function fetchServedVersion(fetchFn: typeof fetch = fetch): Promise<string> {
  const response = await fetchFn(VERSION_URL, { cache: 'no-store' });
  if (!response.ok) throw new Error(`${VERSION_URL} answered ${response.status}`);
  return (await response.text()).trim();
}

/** When to look: at start (a cached page may be stale), every interval, on focus, on tab shown. */
export function versionCheckTriggers(
  intervalMs: number = VERSION_POLL_INTERVAL_MS,
  win: Window = window,
): Observable<unknown> {
  return merge(
    timer(0, intervalMs),
    fromEvent(win, 'focus'),
    fromEvent(win.document, 'visibilitychange').pipe(
      filter(() => win.document.visibilityState === 'visible'),
    ),
  );
}

/**
 * Emits the served id once, the first time it differs from the id of the running build. One check
 * at a time (triggers during a check are dropped); a failed check is only logged.
 */
export function watchForNewVersion(options: {
  buildId: string;
  triggers: Observable<unknown>;
  fetchVersion: () => Promise<string>;
  log?: (message: string, detail?: unknown) => void;
}): Observable<string> {
  return options.triggers.pipe(
    exhaustMap(() =>
      defer(options.fetchVersion).pipe(
        catchError((error: unknown) => {
          options.log?.('version check failed', error);
          return EMPTY;
        }),
      ),
    ),
    filter((served) => served !== '' && served !== options.buildId),
    take(1),
  );
}
