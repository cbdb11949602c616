import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { HttpError, type Logger } from '@fleet/service-kit';
import type { Database, Queryable } from '@fleet/service-kit/db';
import type { FileStorage } from '../../providers/storage';
import {
  deleteFileRow,
  type FileOwner,
  type FileRow,
  findFile,
  insertPendingFile,
  markFileStored,
  takeAbandonedUploads,
} from '../data/files-repository';
import { FileInspector } from './file-inspector';
import { displayName } from './file-rules';

export interface FilesDeps {
  db: Database;
  storage: FileStorage;
  logger: Logger;
}

/** One file of a multipart body, as the HTTP layer hands it over. */
export interface IncomingFile {
  /** The name the client gave (untrusted). */
  name: string;
  stream: Readable;
}

/**
 * Stores one upload: a pending row first (so an upload that dies with its process is swept),
 * the bytes through the inspector to storage, then the row becomes visible. On any failure
 * (refused file, client gone, storage down) the object and the row are both removed and the
 * error goes on; the rest of the client's file is drained so the form can still be read.
 */
export async function receiveFile(
  deps: FilesDeps,
  who: { accountId: string; userId: string },
  owner: FileOwner,
  file: IncomingFile,
): Promise<FileRow> {
  const drain = () => {
    file.stream.unpipe();
    file.stream.resume();
  };
  let name: string;
  try {
    name = displayName(file.name);
  } catch (error) {
    drain();
    throw error;
  }
  const id = randomUUID();
  const storageKey = `${who.accountId}/${id}`;
  try {
    await insertPendingFile(deps.db, who.accountId, {
      id,
      storageKey,
      owner,
      userId: who.userId,
    });
  } catch (error) {
    drain();
    throw error;
  }
  const inspector = new FileInspector(name);
  let ended = false;
  file.stream.once('end', () => {
    ended = true;
  });
  file.stream.once('error', (error) => inspector.destroy(error));
  file.stream.once('close', () => {
    if (!ended) inspector.destroy(new Error('the upload was interrupted'));
  });
  inspector.once('error', drain);
  file.stream.pipe(inspector);
  try {
    const { size } = await deps.storage.put(storageKey, inspector);
    const { fileName, type } = inspector.decision;
    const stored = await markFileStored(deps.db, who.accountId, id, {
      fileName,
      contentType: type.mime,
      size,
    });
    if (!stored)
      throw new HttpError(404, {
        code: 'notes/not-found',
        message: 'The note was deleted during the upload',
      });
    return (await findFile(deps.db, who.accountId, id))!;
  } catch (error) {
    drain();
    await forget(deps, who.accountId, [{ id, storage_key: storageKey }]);
    throw error;
  }
}

/** Removes files (objects first, then rows); failures are logged, never thrown. */
export async function forget(
  deps: FilesDeps,
  accountId: string,
  files: readonly Pick<FileRow, 'id' | 'storage_key'>[],
): Promise<void> {
  for (const file of files) {
    await deps.storage
      .delete(file.storage_key)
      .catch((error) =>
        deps.logger.error({ err: error, key: file.storage_key }, 'file not deleted from storage'),
      );
    await deleteFileRow(deps.db, accountId, file.id).catch((error) =>
      deps.logger.error({ err: error, fileId: file.id }, 'file row not deleted'),
    );
  }
}

/** Deletes stored objects whose rows are already gone; failures are logged. */
export async function deleteObjects(deps: FilesDeps, keys: readonly string[]): Promise<void> {
  for (const key of keys) {
    await deps.storage
      .delete(key)
      .catch((error) => deps.logger.error({ err: error, key }, 'file not deleted from storage'));
  }
}

/** How long a pending upload may run before it counts as dead (a 50 MB upload on a slow link). */
export const ABANDONED_AFTER_MS = 60 * 60 * 1000;

/** Removes uploads that died with their process (pending rows older than an hour) and objects. */
export async function sweepAbandonedUploads(deps: FilesDeps, now = new Date()): Promise<number> {
  const keys = await takeAbandonedUploads(
    deps.db as Queryable,
    new Date(now.getTime() - ABANDONED_AFTER_MS).toISOString(),
  );
  await deleteObjects(deps, keys);
  return keys.length;
}

/**
 * A fair share per account: at most `perAccount` uploads of one account at once in this process.
 * acquire() answers a release function, or null when the account is at its limit.
 */
export function createUploadSlots(perAccount: number) {
  const running = new Map<string, number>();
  return {
    perAccount,
    acquire(accountId: string): (() => void) | null {
      const now = running.get(accountId) ?? 0;
      if (now >= perAccount) return null;
      running.set(accountId, now + 1);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        const left = (running.get(accountId) ?? 1) - 1;
        if (left <= 0) running.delete(accountId);
        else running.set(accountId, left);
      };
    },
  };
}
export type UploadSlots = ReturnType<typeof createUploadSlots>;
