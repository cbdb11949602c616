import { REPORT_KINDS, REPORT_PATHS, reportPath, reportQuerySchema } from '@fleet/contracts';
import { HttpError } from '@fleet/service-kit';
import type { Database } from '@fleet/service-kit/db';
import { type Request, type RequestHandler, Router } from 'express';
import { authOf } from '../../identity/http/auth-middleware';
import { requireFlag } from '../../identity/http/require-flag';
import { ReportRangeError } from '../domain/date-range';
import { getReport, getWeeklyReport, type ReportsDeps } from '../domain/reports';

const invalid = (propertyName: string, message: string) =>
  new HttpError(400, {
    code: 'validation/invalid',
    message,
    errors: [{ propertyName, message }],
  });

/** The query, or a 400 whose message is the first problem's own text (REPORT_MESSAGES). */
function queryOf(req: Request) {
  const parsed = reportQuerySchema.safeParse(req.query);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0]!;
  throw invalid(issue.path.join('.') || '(request)', issue.message);
}

function rangeErrors(error: unknown): unknown {
  return error instanceof ReportRangeError ? invalid(error.field, error.message) : error;
}

/** Analytics (§7): the three report tables and the weekly series, behind the REPORTS flag. */
export function reportRoutes(
  deps: ReportsDeps & { db: Database; requireSession: RequestHandler },
): Router {
  const router = Router();
  const gate = [deps.requireSession, requireFlag(deps.db, 'REPORTS')];

  for (const kind of REPORT_KINDS) {
    router.get(reportPath(kind), ...gate, async (req, res) => {
      const query = queryOf(req);
      const answer = await getReport(deps, authOf(res).accountId, kind, query).catch((error) => {
        throw rangeErrors(error);
      });
      res.json(answer);
    });
  }

  router.get(REPORT_PATHS.weekly, ...gate, async (req, res) => {
    const query = queryOf(req);
    const answer = await getWeeklyReport(deps, authOf(res).accountId, query).catch((error) => {
      throw rangeErrors(error);
    });
    res.json(answer);
  });

  return router;
}
