import type { InvoiceData } from '@fleet/contracts';
import type { Queryable } from '@fleet/service-kit/db';

/** The columns an invoice row is written with. */
export interface InvoiceRowInput {
  id: string;
  invoiceNumber: string;
  numberKey: string;
  sellerKey: string;
  amount: number;
  description: string | null;
  notes: string | null;
  data: InvoiceData;
  /** YYYY-MM-DD. */
  issueDate: string;
}

export interface StoredPdf {
  key: string;
  name: string;
  size: number;
}

/** One invoice as the API answers it, written by PostgreSQL as JSON text. */
const DOCUMENT = `json_build_object(
    '_id', id, 'id', id, 'invoice_number', invoice_number, 'amount', amount::float8,
    'description', description, 'notes', notes, 'data', data, 'has_pdf', pdf_key IS NOT NULL,
    'duplicate_of', duplicate_of,
    'created_at', to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'updated_at', to_char(updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
  )::text`;

/**
 * The account's next list version, in the caller's transaction: the account's row stays locked
 * until it ends, so the writes of one account are numbered in the order they commit.
 */
export async function bumpListVersion(db: Queryable, accountId: string): Promise<number> {
  const [row] = await db.query<{ v: string }>(
    `INSERT INTO invoice_accounts (account_id, list_version) VALUES ($1, 1)
     ON CONFLICT (account_id) DO UPDATE SET list_version = invoice_accounts.list_version + 1
     RETURNING list_version::text AS v`,
    [accountId],
  );
  return Number(row!.v);
}

export async function listVersion(db: Queryable, accountId: string): Promise<string> {
  const [row] = await db.query<{ v: string }>(
    'SELECT list_version::text AS v FROM invoice_accounts WHERE account_id = $1',
    [accountId],
  );
  return row?.v ?? '0';
}

/** The oldest invoice of the account with this number from this seller (other than `exceptId`). */
export async function findOriginal(
  db: Queryable,
  accountId: string,
  numberKey: string,
  sellerKey: string,
  exceptId: string | null,
): Promise<string | null> {
  const [row] = await db.query<{ id: string }>(
    `SELECT id::text AS id FROM invoices
     WHERE account_id = $1 AND number_key = $2 AND seller_key = $3 AND ($4::uuid IS NULL OR id <> $4::uuid)
     ORDER BY created_at, id LIMIT 1`,
    [accountId, numberKey, sellerKey, exceptId],
  );
  return row?.id ?? null;
}

export async function insertInvoice(
  db: Queryable,
  accountId: string,
  userId: string,
  row: InvoiceRowInput,
  duplicateOf: string | null,
  pdf: StoredPdf | null,
  changeVersion: number,
): Promise<void> {
  await db.query(
    `INSERT INTO invoices (account_id, id, invoice_number, number_key, seller_key, amount,
       description, notes, data, issue_date, pdf_key, pdf_name, pdf_size, duplicate_of, created_by,
       change_version)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9::jsonb, $10::date, $11, $12, $13, $14, $15, $16)`,
    [
      accountId,
      row.id,
      row.invoiceNumber,
      row.numberKey,
      row.sellerKey,
      row.amount,
      row.description,
      row.notes,
      JSON.stringify(row.data),
      row.issueDate,
      pdf?.key ?? null,
      pdf?.name ?? null,
      pdf?.size ?? null,
      duplicateOf,
      userId,
      changeVersion,
    ],
  );
}

export async function updateInvoiceRow(
  db: Queryable,
  accountId: string,
  row: InvoiceRowInput,
  duplicateOf: string | null,
  changeVersion: number,
): Promise<boolean> {
  const rows = await db.query(
    `UPDATE invoices SET invoice_number = $3, number_key = $4, seller_key = $5, amount = $6,
       description = $7, notes = $8, data = $9::jsonb, issue_date = $10::date, duplicate_of = $11,
       change_version = $12, updated_at = now()
     WHERE account_id = $1 AND id = $2 RETURNING id`,
    [
      accountId,
      row.id,
      row.invoiceNumber,
      row.numberKey,
      row.sellerKey,
      row.amount,
      row.description,
      row.notes,
      JSON.stringify(row.data),
      row.issueDate,
      duplicateOf,
      changeVersion,
    ],
  );
  return rows.length > 0;
}

export interface InvoiceRecord {
  id: string;
  invoiceNumber: string;
  amount: number;
  description: string | null;
  data: InvoiceData;
  createdAt: string;
  pdf: StoredPdf | null;
}

/** The stored invoice, locked for the change that follows when `forUpdate`. */
export async function findInvoice(
  db: Queryable,
  accountId: string,
  id: string,
  forUpdate = false,
): Promise<InvoiceRecord | null> {
  const [row] = await db.query<{
    id: string;
    invoice_number: string;
    amount: number;
    description: string | null;
    data: InvoiceData;
    created_at: string;
    pdf_key: string | null;
    pdf_name: string | null;
    pdf_size: number | null;
  }>(
    `SELECT id::text AS id, invoice_number, amount::float8 AS amount, description, data, created_at::text AS created_at,
       pdf_key, pdf_name, pdf_size
     FROM invoices WHERE account_id = $1 AND id = $2${forUpdate ? ' FOR UPDATE' : ''}`,
    [accountId, id],
  );
  if (!row) return null;
  return {
    id: row.id,
    invoiceNumber: row.invoice_number,
    amount: row.amount,
    description: row.description,
    data: row.data,
    createdAt: row.created_at,
    pdf: row.pdf_key ? { key: row.pdf_key, name: row.pdf_name ?? 'invoice.pdf', size: row.pdf_size ?? 0 } : null,
  };
}

/** The invoice as the API answers it (JSON text), or null. */
export async function invoiceDocument(
  db: Queryable,
  accountId: string,
  id: string,
): Promise<string | null> {
  const [row] = await db.query<{ doc: string }>(
    `SELECT ${DOCUMENT} AS doc FROM invoices WHERE account_id = $1 AND id = $2`,
    [accountId, id],
  );
  return row?.doc ?? null;
}

export interface ListedInvoice {
  id: string;
  /** YYYY-MM-DD. */
  issue: string;
  /** Sorts the list newest first, descending: issue date, confirmed time, id. */
  sortKey: string;
  doc: string;
}

/**
 * What changed in the account's invoices after list version `since` (null: every invoice): the
 * invoices written since, as the API answers them, and the ids deleted since.
 */
export async function invoicesChangedSince(
  db: Queryable,
  accountId: string,
  since: number | null,
): Promise<{ changed: ListedInvoice[]; deleted: string[] }> {
  const changed = await db.query<ListedInvoice>(
    `SELECT id::text AS id, issue_date::text AS issue,
       issue_date::text || to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US') || id::text AS "sortKey",
       ${DOCUMENT} AS doc
     FROM invoices WHERE account_id = $1 AND ($2::bigint IS NULL OR change_version > $2::bigint)`,
    [accountId, since],
  );
  const deleted =
    since === null
      ? []
      : await db.query<{ id: string }>(
          'SELECT id::text AS id FROM invoice_deletions WHERE account_id = $1 AND change_version > $2',
          [accountId, since],
        );
  return { changed, deleted: deleted.map((r) => r.id) };
}

/** Removes the invoice; its duplicates then point at the oldest of those left. Answers its PDF key. */
export async function deleteInvoiceRow(
  db: Queryable,
  accountId: string,
  id: string,
  changeVersion: number,
): Promise<{ pdfKey: string | null } | null> {
  const rows = await db.query<{ pdf_key: string | null }>(
    'DELETE FROM invoices WHERE account_id = $1 AND id = $2 RETURNING pdf_key',
    [accountId, id],
  );
  if (rows.length === 0) return null;
  await db.query(
    `INSERT INTO invoice_deletions (account_id, id, change_version) VALUES ($1, $2, $3)
     ON CONFLICT (account_id, id) DO UPDATE SET change_version = $3`,
    [accountId, id, changeVersion],
  );
  await db.query(
    `UPDATE invoices i SET change_version = $3, duplicate_of = (
       SELECT o.id FROM invoices o
       WHERE o.account_id = i.account_id AND o.number_key = i.number_key
         AND o.seller_key = i.seller_key AND o.id <> i.id
         AND (o.created_at, o.id) < (i.created_at, i.id)
       ORDER BY o.created_at, o.id LIMIT 1)
     WHERE i.account_id = $1 AND i.duplicate_of = $2`,
    [accountId, id, changeVersion],
  );
  return { pdfKey: rows[0]!.pdf_key };
}
