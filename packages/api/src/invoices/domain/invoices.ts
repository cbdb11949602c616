/**
 * Confirming, changing and deleting invoices. A confirmed invoice keeps its PDF in the file
 * storage under a key the server makes (`<account>/invoice-<id>`); the row is written only once
 * the PDF is stored, and a PDF whose row could not be written is removed again. An invoice with
 * the number of an earlier one from the same seller is kept and flagged (duplicate_of), never
 * merged and never silently doubled.
 */
import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import type { InvoiceConfirm, InvoiceData } from '@fleet/contracts';
import { HttpError, type Logger } from '@fleet/service-kit';
import type { Database } from '@fleet/service-kit/db';
import { z } from 'zod';
import type { FileStorage } from '../../providers/storage';
import {
  bumpListVersion,
  deleteInvoiceRow,
  findInvoice,
  findOriginal,
  type InvoiceRowInput,
  insertInvoice,
  type StoredPdf,
  updateInvoiceRow,
} from '../data/invoices-repository';
import { isoDate, numberKey, sellerKey } from './keys';

export interface InvoicesDeps {
  db: Database;
  storage: FileStorage;
  logger: Logger;
  clock: () => Date;
}

export interface Who {
  accountId: string;
  userId: string;
}

const invalid = (propertyName: string, message: string) =>
  new HttpError(400, {
    code: 'validation/invalid',
    message: `The request is not valid: ${propertyName}: ${message}`,
    errors: [{ propertyName, message }],
  });

function rowInput(id: string, input: InvoiceConfirm, today: string): InvoiceRowInput {
  const { data } = input;
  const issue = data.invoice_details.issue_date;
  const issueDate = issue ? isoDate(issue) : today;
  if (!issueDate) throw invalid('data.invoice_details.issue_date', 'must be a date as MM/DD/YYYY');
  const due = data.invoice_details.due_date;
  if (due && !isoDate(due))
    throw invalid('data.invoice_details.due_date', 'must be a date as MM/DD/YYYY');
  return {
    id,
    invoiceNumber: input.invoice_number.trim(),
    numberKey: numberKey(input.invoice_number),
    sellerKey: sellerKey(data.seller_details.company_name),
    amount: Math.round(input.amount * 100) / 100,
    description: input.description ?? null,
    notes: data.notes,
    data: {
      ...data,
      invoice_details: { ...data.invoice_details, invoice_number: input.invoice_number.trim() },
    },
    issueDate,
  };
}

const todayOf = (clock: () => Date) => clock().toISOString().slice(0, 10);

/** Stores the PDF, then the invoice (flagged when it repeats an earlier one). */
export async function confirmInvoice(
  deps: InvoicesDeps,
  who: Who,
  input: InvoiceConfirm,
  pdf: { bytes: Buffer; name: string },
): Promise<{ id: string; duplicateOf: string | null }> {
  const id = randomUUID();
  const row = rowInput(id, input, todayOf(deps.clock));
  const stored: StoredPdf = {
    key: `${who.accountId}/invoice-${id}`,
    name: pdf.name,
    size: pdf.bytes.length,
  };
  await deps.storage.put(stored.key, Readable.from([pdf.bytes]), {
    contentType: 'application/pdf',
  });
  try {
    const duplicateOf = await deps.db.transaction(async (tx) => {
      // Every write of an account starts by taking the account's list version (its row stays
      // locked until commit): writes of one account take turns, so two tabs saving one invoice
      // are flagged too.
      const version = await bumpListVersion(tx, who.accountId);
      const original = await findOriginal(tx, who.accountId, row.numberKey, row.sellerKey, null);
      await insertInvoice(tx, who.accountId, who.userId, row, original, stored, version);
      return original;
    });
    return { id, duplicateOf };
  } catch (error) {
    await deps.storage
      .delete(stored.key)
      .catch((e) => deps.logger.warn({ err: e }, 'orphan invoice PDF'));
    throw error;
  }
}

export const invoiceIdSchema = z.string().uuid();

/**
 * PUT: the number, amount, description and data may change (data replaced whole, validated as
 * §3); the PDF, who confirmed it and when do not. The duplicate flag follows the new number and
 * seller.
 */
export async function updateInvoice(
  deps: InvoicesDeps,
  who: Who,
  id: string,
  change: Partial<InvoiceConfirm> & { data?: InvoiceData },
): Promise<boolean> {
  return deps.db.transaction(async (tx) => {
    const version = await bumpListVersion(tx, who.accountId);
    const current = await findInvoice(tx, who.accountId, id, true);
    if (!current) return false;
    const merged: InvoiceConfirm = {
      invoice_number: change.invoice_number ?? current.invoiceNumber,
      amount: change.amount ?? current.amount,
      description: change.description === undefined ? current.description : change.description,
      data: change.data ?? current.data,
    };
    const row = rowInput(id, merged, current.createdAt.slice(0, 10));
    const original = await findOriginal(tx, who.accountId, row.numberKey, row.sellerKey, id);
    // Flag only against an older invoice: the first of a number stays the original.
    const [older] = original
      ? await tx.query<{ older: boolean }>(
          `SELECT (o.created_at, o.id) < (i.created_at, i.id) AS older FROM invoices o, invoices i
           WHERE o.account_id = $1 AND o.id = $2 AND i.account_id = $1 AND i.id = $3`,
          [who.accountId, original, id],
        )
      : [];
    await updateInvoiceRow(tx, who.accountId, row, older?.older ? original : null, version);
    return true;
  });
}

/** Rolls back the version bump of a delete that found nothing. */
class NothingDeleted extends Error {}

export async function deleteInvoice(deps: InvoicesDeps, who: Who, id: string): Promise<boolean> {
  const removed = await deps.db
    .transaction(async (tx) => {
      const version = await bumpListVersion(tx, who.accountId);
      const gone = await deleteInvoiceRow(tx, who.accountId, id, version);
      if (!gone) throw new NothingDeleted();
      return gone;
    })
    .catch((error: unknown) => {
      if (error instanceof NothingDeleted) return null;
      throw error;
    });
  if (!removed) return false;
  if (removed.pdfKey) {
    await deps.storage
      .delete(removed.pdfKey)
      .catch((error) =>
        deps.logger.warn({ err: error, key: removed.pdfKey }, 'invoice PDF not removed'),
      );
  }
  return true;
}
