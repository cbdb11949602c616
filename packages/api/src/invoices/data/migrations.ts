import type { Migration } from '@fleet/service-kit/db';

/** The invoices component's tables (appended after the API's own list; never edit a shipped one). */
export const invoicesMigrations: Migration[] = [
  {
    id: '0010_invoices',
    sql: `
      -- Per account: the version of its invoice list, bumped in the transaction of every write
      -- the list shows, so each replica knows whether its cached lists are still current.
      CREATE TABLE invoice_accounts (
        account_id uuid PRIMARY KEY REFERENCES accounts (id) ON DELETE CASCADE,
        list_version bigint NOT NULL DEFAULT 0
      );

      -- A confirmed invoice (document 2 §3): the §3 data as confirmed, the columns the list and
      -- the duplicate check query, and the PDF kept in the file storage (pdf_key).
      CREATE TABLE invoices (
        account_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
        id uuid NOT NULL,
        invoice_number text NOT NULL,
        -- Upper-case, no spaces, no leading '#': what two printings of one number share.
        number_key text NOT NULL,
        -- The seller's company name reduced to its words ('' when the invoice names none).
        seller_key text NOT NULL,
        amount numeric(14, 2) NOT NULL,
        description text,
        notes text,
        data jsonb NOT NULL,
        -- The invoice's issue date (the day it was confirmed when the invoice has none).
        issue_date date NOT NULL,
        pdf_key text,
        pdf_name text,
        pdf_size integer,
        -- The first invoice of the account with the same number from the same seller.
        duplicate_of uuid,
        created_by uuid REFERENCES users (id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (account_id, id)
      );
      -- The list: an account's invoices in a range of issue dates, newest first.
      CREATE INDEX invoices_list_idx ON invoices (account_id, issue_date DESC, created_at DESC, id DESC);
      -- The duplicate check.
      CREATE INDEX invoices_number_idx ON invoices (account_id, number_key, seller_key, created_at);
    `,
  },
  {
    id: '0011_invoice_list_changes',
    sql: `
      -- What changed since a list version: each row carries the version of its last write (the
      -- account's list_version of that transaction), deletions are logged with theirs, so a
      -- replica's cached list catches up by reading only what changed.
      ALTER TABLE invoices ADD COLUMN change_version bigint NOT NULL DEFAULT 0;
      CREATE INDEX invoices_changes_idx ON invoices (account_id, change_version);
      CREATE TABLE invoice_deletions (
        account_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
        id uuid NOT NULL,
        change_version bigint NOT NULL,
        PRIMARY KEY (account_id, id)
      );
      CREATE INDEX invoice_deletions_changes_idx ON invoice_deletions (account_id, change_version);
    `,
  },
];
