import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import {
  assertStorageKey,
  type FileStorage,
  type S3StorageSettings,
  StorageNotFoundError,
} from '../types';

/** 5 MiB parts (S3's minimum), one in flight: a 50 MB upload holds about 10 MiB in memory. */
const PART_SIZE = 5 * 1024 * 1024;

/**
 * Files in an S3-compatible bucket (AWS S3, MinIO, Ceph, R2, ...), streamed with a multipart
 * upload. An object appears only when the upload completes; a body that fails aborts the
 * multipart upload, so nothing is left behind.
 */
export function createS3Storage(settings: S3StorageSettings): FileStorage {
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials:
      settings.accessKeyId && settings.secretAccessKey
        ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey }
        : undefined,
    // Checksums only where S3 requires them: S3-compatible servers do not all read the
    // aws-chunked trailers that the SDK would otherwise add to every upload.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = settings.bucket;
  const keyOf = (key: string) => `${settings.prefix}${assertStorageKey(key)}`;
  return {
    kind: 's3',
    async put(key, body: Readable, options = {}) {
      let size = 0;
      body.on('data', (chunk: Buffer) => {
        size += chunk.length;
      });
      const upload = new Upload({
        client,
        params: { Bucket, Key: keyOf(key), Body: body, ContentType: options.contentType },
        partSize: PART_SIZE,
        queueSize: 1,
        leavePartsOnError: false,
      });
      // A body that fails must fail the upload (lib-storage then aborts the multipart upload).
      const failed = new Promise<never>((_resolve, reject) => {
        body.once('error', (error) => {
          void upload.abort().catch(() => undefined);
          reject(error);
        });
      });
      try {
        await Promise.race([upload.done(), failed]);
      } catch (error) {
        // A small body goes up as one PutObject, which no abort can undo once it has landed.
        await client
          .send(new DeleteObjectCommand({ Bucket, Key: keyOf(key) }))
          .catch(() => undefined);
        throw error;
      }
      return { size };
    },
    async get(key) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: keyOf(key) }));
        return answer.Body as Readable;
      } catch (error) {
        if (
          error instanceof NoSuchKey ||
          (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404)
        ) {
          throw new StorageNotFoundError(key);
        }
        throw error;
      }
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: keyOf(key) }));
    },
    async list(prefix = '') {
      const keys: string[] = [];
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({
            Bucket,
            Prefix: `${settings.prefix}${prefix}`,
            ContinuationToken,
          }),
        );
        for (const object of page.Contents ?? []) {
          if (object.Key) keys.push(object.Key.slice(settings.prefix.length));
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
      return keys.sort();
    },
    async close() {
      client.destroy();
    },
  };
}
