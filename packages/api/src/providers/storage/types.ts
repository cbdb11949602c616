import type { Readable } from 'node:stream';

/**
 * Where uploaded files live (note attachments, task and trip attachments). One interface, two
 * implementations chosen by configuration (./index.ts): the local disk by default, any
 * S3-compatible bucket when FILE_STORAGE_URL is set.
 *
 * Keys are made by the server (`<account id>/<file id>`), never from a file's name; an
 * implementation refuses any other shape.
 */
export interface FileStorage {
  readonly kind: 'local' | 's3';
  /**
   * Streams `body` to `key`. The object becomes visible only once the whole body has arrived: a
   * body that errors (or is destroyed) leaves nothing behind, neither the object nor a partial
   * one. Resolves with the bytes written.
   */
  put(key: string, body: Readable, options?: { contentType?: string }): Promise<{ size: number }>;
  /** The object's bytes; rejects with StorageNotFoundError when there is none. */
  get(key: string): Promise<Readable>;
  /** Removes the object; nothing to remove is not an error. */
  delete(key: string): Promise<void>;
  /** Every key under a prefix (tests and housekeeping; not for request paths). */
  list(prefix?: string): Promise<string[]>;
  close(): Promise<void>;
}

export class StorageNotFoundError extends Error {
  constructor(key: string) {
    super(`No stored file under ${key}`);
    this.name = 'StorageNotFoundError';
  }
}

/** Server-made keys only: lower-case letters, digits, '-' and single '/' separators. */
const KEY = /^[a-z0-9][a-z0-9-]*(\/[a-z0-9][a-z0-9-]*)*$/;

export function assertStorageKey(key: string): string {
  if (!KEY.test(key) || key.length > 200) throw new Error(`Invalid storage key "${key}"`);
  return key;
}

/** FILE_STORAGE_URL, parsed (see ./index.ts parseStorageUrl). */
export interface S3StorageSettings {
  kind: 's3';
  bucket: string;
  /** http(s)://host:port; absent: AWS's endpoint of the region. */
  endpoint?: string;
  region: string;
  /** Both or neither; neither: the SDK's default credential chain. */
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle: boolean;
  /** Key prefix inside the bucket ('' or ending in '/'). */
  prefix: string;
}

export interface LocalStorageSettings {
  kind: 'local';
  /** Absolute directory. */
  dir: string;
}

export type FileStorageSettings = LocalStorageSettings | S3StorageSettings;
