import {
  departmentCreateSchema,
  departmentUpdateSchema,
  TASK_PATHS,
  taskTypeCreateSchema,
  taskTypeUpdateSchema,
} from '@fleet/contracts';
import { validate } from '@fleet/service-kit';
import type { Database } from '@fleet/service-kit/db';
import { type RequestHandler, Router } from 'express';
import { z } from 'zod';
import { authOf } from '../../identity/http/auth-middleware';
import {
  asDepartment,
  asTaskType,
  createEntry,
  deleteEntry,
  listEntries,
  updateEntry,
} from '../domain/catalog';

const deleteQuerySchema = z.object({
  force: z
    .enum(['true', 'false'], { error: 'force must be true or false' })
    .default('false')
    .transform((v) => v === 'true'),
});

/**
 * Settings → Tasks tab (document 2 §2.6, §7): task types and departments, GET/POST and
 * PUT/DELETE by id. DELETE of one that tasks use: 409 with linked_tasks, or ?force=true.
 */
export function catalogRoutes(deps: { db: Database; requireSession: RequestHandler }): Router {
  const router = Router();
  const { db, requireSession } = deps;

  router.get(TASK_PATHS.taskTypes, requireSession, async (_req, res) => {
    const rows = await listEntries(db, 'task type', authOf(res).accountId);
    res.json({ Data: rows.map(asTaskType) });
  });
  router.post(TASK_PATHS.taskTypes, requireSession, async (req, res) => {
    const body = validate(taskTypeCreateSchema, req.body ?? {});
    const row = await createEntry(db, 'task type', authOf(res).accountId, {
      ...body,
      id: body.task_type_id,
    });
    res.status(201).json({ Data: asTaskType(row) });
  });
  router.put(TASK_PATHS.taskType, requireSession, async (req, res) => {
    const body = validate(taskTypeUpdateSchema, req.body ?? {});
    const row = await updateEntry(db, 'task type', authOf(res).accountId, idOf(req), body);
    res.json({ Data: asTaskType(row) });
  });
  router.delete(TASK_PATHS.taskType, requireSession, async (req, res) => {
    const { force } = validate(deleteQuerySchema, req.query);
    const result = await deleteEntry(db, 'task type', authOf(res).accountId, idOf(req), force);
    res.json({ Data: { task_type_id: idOf(req), ...result } });
  });

  router.get(TASK_PATHS.departments, requireSession, async (_req, res) => {
    const rows = await listEntries(db, 'department', authOf(res).accountId);
    res.json({ Data: rows.map(asDepartment) });
  });
  router.post(TASK_PATHS.departments, requireSession, async (req, res) => {
    const body = validate(departmentCreateSchema, req.body ?? {});
    const row = await createEntry(db, 'department', authOf(res).accountId, {
      ...body,
      id: body.department_id,
    });
    res.status(201).json({ Data: asDepartment(row) });
  });
  router.put(TASK_PATHS.department, requireSession, async (req, res) => {
    const body = validate(departmentUpdateSchema, req.body ?? {});
    const row = await updateEntry(db, 'department', authOf(res).accountId, idOf(req), body);
    res.json({ Data: asDepartment(row) });
  });
  router.delete(TASK_PATHS.department, requireSession, async (req, res) => {
    const { force } = validate(deleteQuerySchema, req.query);
    const result = await deleteEntry(db, 'department', authOf(res).accountId, idOf(req), force);
    res.json({ Data: { department_id: idOf(req), ...result } });
  });

  return router;
}

function idOf(req: { params: Record<string, string | string[] | undefined> }): string {
  return String(req.params.id ?? '');
}
