import { LazySchema } from './api-client';
import type * as EntrySchemas from './entry-schemas';

type Name = keyof typeof EntrySchemas;

const cache = new Map<Name, LazySchema<(typeof EntrySchemas)[Name]>>();

/** One of `entry-schemas`, loaded on first use (one chunk for all of them). */
export function entrySchema<N extends Name>(name: N): LazySchema<(typeof EntrySchemas)[N]> {
  let schema = cache.get(name);
  if (!schema) {
    schema = new LazySchema(() => import('./entry-schemas').then((m) => m[name]));
    cache.set(name, schema);
  }
  return schema as LazySchema<(typeof EntrySchemas)[N]>;
}
