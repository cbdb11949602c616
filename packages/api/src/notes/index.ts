import type { Logger } from '@fleet/service-kit';
import type { Database } from '@fleet/service-kit/db';
import { type RequestHandler, Router } from 'express';
import type { ApiConfig } from '../config';

/** The notes and files component (document 2 notes, files on notes, task attachments). */
export interface NotesComponent {
  routes: Router;
  stop(): Promise<void>;
}

export async function createNotesComponent(_deps: {
  db: Database;
  logger: Logger;
  requireSession: RequestHandler;
  config: ApiConfig;
}): Promise<NotesComponent> {
  return { routes: Router(), async stop() {} };
}
