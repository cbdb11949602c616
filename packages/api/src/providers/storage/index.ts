import { createLocalStorage } from './local';
import type { FileStorage, FileStorageSettings, S3StorageSettings } from './types';

export { createLocalStorage, isPartialKey } from './local';
export * from './types';

export const STORAGE_URL_FORMAT =
  's3://KEY:SECRET@host:port/bucket[/prefix]?region=us-east-1&forcePathStyle=true (s3+http:// for a server without TLS; leave out host:port for AWS, KEY:SECRET for the default credential chain)';

/**
 * FILE_STORAGE_URL → the bucket's settings. Throws a message naming what is missing or wrong
 * (never echoing the secret). Examples:
 * - `s3://AKIA...:secret@/invoices-bucket?region=eu-west-1` (AWS S3)
 * - `s3+http://minio:minio123@127.0.0.1:9000/fleet-files?forcePathStyle=true` (MinIO)
 */
export function parseStorageUrl(value: string): S3StorageSettings {
  const problem = (what: string) => new Error(`${what}; expected ${STORAGE_URL_FORMAT}`);
  const scheme = /^([a-z0-9+]+):\/\//i.exec(value)?.[1]?.toLowerCase();
  if (scheme !== 's3' && scheme !== 's3+http' && scheme !== 's3+https') {
    throw problem('must start with s3:// or s3+http://');
  }
  let url: URL;
  try {
    // A bare `s3://KEY:SECRET@/bucket` (AWS) has no host: give the parser one to hold.
    url = new URL(value.replace(/^[^:]+:\/\//, 'http://').replace(/@\//, '@aws.invalid/'));
  } catch {
    throw problem('is not a URL');
  }
  const [bucket, ...rest] = url.pathname.split('/').filter(Boolean).map(decodeURIComponent);
  if (!bucket) throw problem('must name a bucket (the first path segment)');
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket)) {
    throw problem(`bucket "${bucket}" is not a valid bucket name`);
  }
  const accessKeyId = url.username ? decodeURIComponent(url.username) : undefined;
  const secretAccessKey = url.password ? decodeURIComponent(url.password) : undefined;
  if (!!accessKeyId !== !!secretAccessKey) {
    throw problem('must give both the access key and the secret (KEY:SECRET@) or neither');
  }
  const host = url.hostname === 'aws.invalid' ? undefined : url.host;
  const region = url.searchParams.get('region') ?? (host ? 'us-east-1' : undefined);
  if (!region) throw problem('must give ?region= when it names no host (AWS S3)');
  const forcePathStyle = url.searchParams.get('forcePathStyle');
  if (forcePathStyle !== null && !['true', 'false'].includes(forcePathStyle)) {
    throw problem('forcePathStyle must be true or false');
  }
  const known = new Set(['region', 'forcePathStyle']);
  const unknown = [...url.searchParams.keys()].filter((key) => !known.has(key));
  if (unknown.length > 0) throw problem(`unknown parameter ${unknown.join(', ')}`);
  return {
    kind: 's3',
    bucket,
    endpoint: host ? `${scheme === 's3+http' ? 'http' : 'https'}://${host}` : undefined,
    region,
    accessKeyId,
    secretAccessKey,
    // Servers on a host:port rarely serve virtual-hosted buckets: path style unless told.
    forcePathStyle: forcePathStyle === null ? !!host : forcePathStyle === 'true',
    prefix: rest.length > 0 ? `${rest.join('/')}/` : '',
  };
}

/** The storage the configuration asks for: the bucket of FILE_STORAGE_URL, else the disk. */
export function selectFileStorage(settings: FileStorageSettings): FileStorage {
  return settings.kind === 's3' ? lazyS3Storage(settings) : createLocalStorage(settings.dir);
}

/**
 * The bucket's storage, with the AWS SDK (about 20 MiB resident, 0.1 s to load) loaded on the
 * first call: a product on the disk storage (the embedded default) never loads it.
 */
function lazyS3Storage(settings: S3StorageSettings): FileStorage {
  let storage: Promise<FileStorage> | undefined;
  const load = () => {
    storage ??= import('./s3').then(({ createS3Storage }) => createS3Storage(settings));
    return storage;
  };
  return {
    kind: 's3',
    put: async (key, body, options) => (await load()).put(key, body, options),
    get: async (key) => (await load()).get(key),
    delete: async (key) => (await load()).delete(key),
    list: async (prefix) => (await load()).list(prefix),
    close: async () => {
      if (storage) await (await storage).close();
    },
  };
}
