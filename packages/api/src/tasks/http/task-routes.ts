import {
  TASK_PATHS,
  taskCompleteReopenSchema,
  taskCreateSchema,
  taskUpdateSchema,
} from '@fleet/contracts';
import { validate } from '@fleet/service-kit';
import type { Database } from '@fleet/service-kit/db';
import { type RequestHandler, type Response, Router } from 'express';
import { authOf } from '../../identity/http/auth-middleware';
import type { TaskListCache } from '../domain/task-list';
import { completeOrReopen, createTask, getTask, updateTask } from '../domain/tasks';
import type { Actor } from '../domain/types';

function actorOf(res: Response): Actor {
  const auth = authOf(res);
  return { accountId: auth.accountId, userId: auth.userId, email: auth.email };
}

function ifNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/** Document 2 §7 Tasks: list, create, one by _id, update, complete/reopen. Answers as { Data }. */
export function taskRoutes(deps: {
  db: Database;
  requireSession: RequestHandler;
  clock: () => Date;
  list: TaskListCache;
}): Router {
  const router = Router();
  const { db, requireSession, clock } = deps;

  router.post(TASK_PATHS.all, requireSession, async (req, res) => {
    const body = await deps.list.get(db, authOf(res).accountId);
    res.type('application/json').setHeader('ETag', body.etag);
    res.vary('Accept-Encoding');
    // A client that kept the last list sends its ETag: unchanged, it gets 304 and no body
    // (a POST is never cached by browsers, so the client does this itself).
    if (ifNoneMatch(req.headers['if-none-match'], body.etag)) {
      res.status(304).end();
      return;
    }
    if (req.acceptsEncodings('gzip') === 'gzip') {
      res.setHeader('Content-Encoding', 'gzip');
      res.setHeader('Content-Length', body.gzip.length);
      res.end(body.gzip);
    } else {
      res.setHeader('Content-Length', body.json.length);
      res.end(body.json);
    }
  });

  router.post(TASK_PATHS.completeReopen, requireSession, async (req, res) => {
    const body = validate(taskCompleteReopenSchema, req.body ?? {});
    res.json({ Data: await completeOrReopen(db, actorOf(res), body, clock()) });
  });

  router.post(TASK_PATHS.task, requireSession, async (req, res) => {
    const body = validate(taskCreateSchema, req.body ?? {});
    res.status(201).json({ Data: await createTask(db, actorOf(res), body, clock()) });
  });

  router.put(TASK_PATHS.task, requireSession, async (req, res) => {
    const body = validate(taskUpdateSchema, req.body ?? {});
    res.json({ Data: await updateTask(db, actorOf(res), body, clock()) });
  });

  router.get(TASK_PATHS.byId, requireSession, async (req, res) => {
    res.json({ Data: await getTask(db, authOf(res).accountId, String(req.params.id)) });
  });

  return router;
}
