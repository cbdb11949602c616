import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
// @ts-expect-error s3rver ships no types
import S3rver from 's3rver';

export interface LocalS3 {
  /** FILE_STORAGE_URL of the bucket. */
  url: string;
  bucket: string;
  stop(): Promise<void>;
}

/** A local S3-compatible server (s3rver) on a random port with one empty bucket. */
export async function startLocalS3(bucket = 'fleet-files'): Promise<LocalS3> {
  const directory = await mkdtemp(join(tmpdir(), 'fleet-s3rver-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const address = (await server.run()) as AddressInfo;
  return {
    url: `s3+http://S3RVER:S3RVER@127.0.0.1:${address.port}/${bucket}?region=us-east-1`,
    bucket,
    async stop() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
