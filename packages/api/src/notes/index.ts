import type { Logger } from '@fleet/service-kit';
import type { Database } from '@fleet/service-kit/db';
import type { RequestHandler, Router } from 'express';
import type { ApiConfig } from '../config';
import { selectFileStorage } from '../providers/storage';
import { createUploadSlots, sweepAbandonedUploads } from './domain/stored-files';
import { notesRoutes } from './http/notes-routes';

export { attachmentsByOrigin } from './domain/attachments';

/** The notes and files component (document 2 notes, files on notes, task attachments). */
export interface NotesComponent {
  routes: Router;
  stop(): Promise<void>;
}

/** How often uploads that died with their process are looked for (and once at start). */
const SWEEP_EVERY_MS = 15 * 60 * 1000;

export async function createNotesComponent(deps: {
  db: Database;
  logger: Logger;
  requireSession: RequestHandler;
  config: ApiConfig;
}): Promise<NotesComponent> {
  const { db, config } = deps;
  const logger = deps.logger.child({ component: 'notes' });
  const storage = selectFileStorage(config.fileStorage);
  logger.info(
    config.fileStorage.kind === 's3'
      ? `uploaded files in bucket ${config.fileStorage.bucket}${config.fileStorage.endpoint ? ` at ${config.fileStorage.endpoint}` : ''}`
      : `uploaded files in ${config.fileStorage.dir}`,
  );
  const files = { db, storage, logger };
  let sweeping: Promise<unknown> = Promise.resolve();
  const sweep = () => {
    sweeping = sweepAbandonedUploads(files)
      .then((count) => {
        if (count > 0) logger.warn(`removed ${count} upload(s) abandoned by a stopped process`);
      })
      .catch((error) => logger.warn({ err: error }, 'sweep of abandoned uploads failed'));
  };
  sweep();
  const timer = setInterval(sweep, SWEEP_EVERY_MS);
  timer.unref();
  const routes = notesRoutes({
    ...files,
    requireSession: deps.requireSession,
    slots: createUploadSlots(config.uploadsPerAccount),
  });
  return {
    routes,
    async stop() {
      clearInterval(timer);
      await sweeping;
      await storage.close();
    },
  };
}
