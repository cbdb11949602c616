import { useEffect, useState } from 'react';
import { logger } from './logger';

/** A module whose download starts when this is called, outside the entry bundle. */
export interface Preloaded<T> {
  /** The module once it has loaded, else undefined. */
  current(): T | undefined;
  readonly promise: Promise<T>;
}

/**
 * Starts loading a lazy chunk now (call at module scope: right after the entry has run) so that it
 * is usually in place by the time a component first renders, with no fallback swap.
 */
export function preload<T>(load: () => Promise<T>, what: string): Preloaded<T> {
  let value: T | undefined;
  const promise = load().then((loaded) => {
    value = loaded;
    return loaded;
  });
  promise.catch((error: unknown) => logger.warn(`could not load ${what}`, error));
  return { current: () => value, promise };
}

/** The preloaded module, or undefined until it has loaded (then re-renders). */
export function usePreloaded<T>(preloaded: Preloaded<T>): T | undefined {
  const [value, setValue] = useState(preloaded.current);
  useEffect(() => {
    if (value !== undefined) return;
    let live = true;
    preloaded.promise.then(
      (loaded) => {
        if (live) setValue(() => loaded);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [preloaded, value]);
  return value;
}
