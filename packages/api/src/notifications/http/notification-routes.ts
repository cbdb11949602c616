import {
  FLEET_PATHS,
  markNotificationsReadSchema,
  notificationsQuerySchema,
} from '@fleet/contracts';
import { validate } from '@fleet/service-kit';
import type { Database } from '@fleet/service-kit/db';
import { type RequestHandler, Router } from 'express';
import { authOf } from '../../identity/http/auth-middleware';
import { listNotifications, markNotificationsRead } from '../data/notifications-repository';

/** The bell: the newest notifications with the unread count, and marking them read. */
export function notificationRoutes(deps: { db: Database; requireSession: RequestHandler }): Router {
  const router = Router();
  router.get(FLEET_PATHS.notifications, deps.requireSession, async (req, res) => {
    const { limit } = validate(notificationsQuerySchema, req.query);
    const { items, unread } = await listNotifications(deps.db, authOf(res).accountId, limit);
    res.json({ data: items, unread });
  });
  router.post(`${FLEET_PATHS.notifications}/read`, deps.requireSession, async (req, res) => {
    const { ids } = validate(markNotificationsReadSchema, req.body ?? {});
    const marked = await markNotificationsRead(deps.db, authOf(res).accountId, ids);
    res.json({ marked });
  });
  return router;
}
