import {
  INVOICE_MESSAGES,
  INVOICE_PATHS,
  invoiceConfirmSchema,
  invoiceListQuerySchema,
  invoiceUpdateSchema,
} from '@fleet/contracts';
import { HttpError, validate } from '@fleet/service-kit';
import type { Database } from '@fleet/service-kit/db';
import { type Request, type RequestHandler, type Response, Router } from 'express';
import { checkPdfBytes } from '../../documents';
import { authOf } from '../../identity/http/auth-middleware';
import { requireFlag } from '../../identity/http/require-flag';
import { StorageNotFoundError } from '../../providers/storage';
import { findInvoice, invoiceDocument } from '../data/invoices-repository';
import type { InvoiceListCache } from '../domain/invoice-list';
import {
  confirmInvoice,
  deleteInvoice,
  type InvoicesDeps,
  invoiceIdSchema,
  updateInvoice,
} from '../domain/invoices';
import { isoDate } from '../domain/keys';
import { documentHttpError } from './document-errors';
import { isMultipart, readPdfForm } from './pdf-form';
import type { UploadSlots } from './upload-slots';

const notFound = () =>
  new HttpError(404, { code: 'invoices/not-found', message: INVOICE_MESSAGES.notFound });

const invalid = (propertyName: string, message: string) =>
  new HttpError(400, {
    code: 'validation/invalid',
    message: `The request is not valid: ${propertyName}: ${message}`,
    errors: [{ propertyName, message }],
  });

/** The id in the path: an invoice of another account and an id that is not one are both 404. */
function idOf(req: Request): string {
  const parsed = invoiceIdSchema.safeParse(req.params.id);
  if (!parsed.success) throw notFound();
  return parsed.data;
}

function ifNoneMatch(header: string | undefined, etag: string): boolean {
  return !!header && header.split(',').some((t) => t.trim().replace(/^W\//, '') === etag);
}

function sendJsonText(res: Response, status: number, text: string) {
  res.status(status).type('application/json').send(text);
}

/** Invoices (§7): confirm, list by issue date, read, change, delete, and the PDF served back. */
export function invoiceRoutes(
  deps: InvoicesDeps & {
    db: Database;
    requireSession: RequestHandler;
    list: InvoiceListCache;
    slots: UploadSlots;
  },
): Router {
  const router = Router();
  const gate = [deps.requireSession, requireFlag(deps.db, 'INVOICE')];

  router.post(INVOICE_PATHS.confirm, ...gate, async (req, res) => {
    if (!isMultipart(req))
      throw invalid('(request)', 'the body must be multipart/form-data with invoice and pdf_file');
    const who = authOf(res);
    const { id, duplicateOf } = await deps.slots(who.accountId, async () => {
      const form = await readPdfForm(req, 'pdf_file');
      const raw = form.fields.invoice;
      if (raw === undefined) throw invalid('invoice', 'the invoice (JSON) is required');
      let parsed: unknown;
      try {
        parsed = JSON.parse(raw);
      } catch {
        throw invalid('invoice', 'is not JSON');
      }
      const input = validate(invoiceConfirmSchema, parsed);
      if (!form.file) throw invalid('pdf_file', 'a PDF file is required');
      try {
        checkPdfBytes(form.file.bytes, form.file.name);
      } catch (error) {
        throw documentHttpError(error);
      }
      return confirmInvoice(deps, who, input, form.file);
    });
    res.status(201).json({
      message: duplicateOf
        ? 'Invoice saved. It has the number of an earlier invoice from the same seller and is marked as a duplicate.'
        : 'Invoice saved',
      id,
      duplicate_of: duplicateOf,
    });
  });

  router.get(INVOICE_PATHS.list, ...gate, async (req, res) => {
    const query = validate(invoiceListQuerySchema, req.query);
    const from = isoDate(query.from_date);
    const to = isoDate(query.to_date);
    if (!from) throw invalid('from_date', 'is not a calendar date');
    if (!to) throw invalid('to_date', 'is not a calendar date');
    if (from > to) throw invalid('to_date', 'must not be before from_date');
    const body = await deps.list.get(deps.db, authOf(res).accountId, from, to);
    res.type('application/json').setHeader('ETag', body.etag);
    if (ifNoneMatch(req.headers['if-none-match'], body.etag)) {
      res.status(304).end();
      return;
    }
    if (req.acceptsEncodings('gzip') === 'gzip') {
      res.setHeader('Content-Encoding', 'gzip');
      res.setHeader('Content-Length', body.gzip.length);
      res.end(body.gzip);
      return;
    }
    const json = body.json();
    res.setHeader('Content-Length', json.length);
    res.end(json);
  });

  router.get(INVOICE_PATHS.pdf, ...gate, async (req, res) => {
    const record = await findInvoice(deps.db, authOf(res).accountId, idOf(req));
    if (!record?.pdf) throw notFound();
    let stream: NodeJS.ReadableStream;
    try {
      stream = await deps.storage.get(record.pdf.key);
    } catch (error) {
      if (error instanceof StorageNotFoundError) throw notFound();
      throw error;
    }
    const ascii = record.pdf.name.replace(/[^\x20-\x7e]|["\\]/g, '_');
    res.setHeader('Content-Type', 'application/pdf');
    res.setHeader(
      'Content-Disposition',
      `inline; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(record.pdf.name)}`,
    );
    res.setHeader('X-Content-Type-Options', 'nosniff');
    if (record.pdf.size) res.setHeader('Content-Length', record.pdf.size);
    await new Promise<void>((resolve, reject) => {
      stream.on('error', reject);
      res.on('close', resolve);
      stream.pipe(res);
    });
  });

  router.get(INVOICE_PATHS.byId, ...gate, async (req, res) => {
    const doc = await invoiceDocument(deps.db, authOf(res).accountId, idOf(req));
    if (!doc) throw notFound();
    sendJsonText(res, 200, `{"Data":${doc}}`);
  });

  router.put(INVOICE_PATHS.byId, ...gate, async (req, res) => {
    const id = idOf(req);
    const change = validate(invoiceUpdateSchema, req.body ?? {});
    if (Object.keys(change).length === 0) {
      throw invalid('(request)', 'send at least one of invoice_number, amount, description, data');
    }
    const who = authOf(res);
    if (!(await updateInvoice(deps, who, id, change))) throw notFound();
    const doc = await invoiceDocument(deps.db, who.accountId, id);
    if (!doc) throw notFound();
    sendJsonText(res, 200, `{"Data":${doc}}`);
  });

  router.delete(INVOICE_PATHS.byId, ...gate, async (req, res) => {
    if (!(await deleteInvoice(deps, authOf(res), idOf(req)))) throw notFound();
    res.json({ message: INVOICE_MESSAGES.deleted });
  });

  return router;
}
