import type { Migration } from '@fleet/service-kit/db';

/** The notes and files component's tables (appended after the tasks'; never edit a shipped one). */
export const notesMigrations: Migration[] = [
  {
    id: '0008_notes',
    sql: `
      CREATE TABLE notes (
        account_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
        id uuid NOT NULL,
        origin_type text NOT NULL CHECK (origin_type IN ('TRIP', 'TASK')),
        -- A trip's number (trip_num) or a task's id.
        origin_id text NOT NULL,
        type text NOT NULL CHECK (type IN ('USER_GENRATED', 'System')),
        note text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz,
        -- The author's name as shown ('System' for system notes); the user for user notes.
        created_by text NOT NULL,
        created_by_user_id uuid,
        created_by_email text,
        additional_metadata jsonb,
        -- System notes: one per event (e.g. eta:open:TRIP:...), never twice; null for user notes.
        dedupe_key text,
        PRIMARY KEY (account_id, id),
        CHECK ((type = 'System') = (dedupe_key IS NOT NULL))
      );
      CREATE INDEX notes_origin_idx ON notes (account_id, origin_type, origin_id, created_at);
      CREATE UNIQUE INDEX notes_dedupe_key ON notes (account_id, dedupe_key);

      -- A note's files and the attachments of tasks and trips: one row per stored object.
      CREATE TABLE stored_files (
        account_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
        id uuid NOT NULL,
        -- Server-made (<account id>/<file id>), never from the file's name.
        storage_key text NOT NULL,
        -- 'pending' while its bytes go to storage; only 'stored' files are shown. A pending row
        -- older than an hour is an upload that died with its process: swept with its object.
        state text NOT NULL CHECK (state IN ('pending', 'stored')),
        note_id uuid,
        origin_type text CHECK (origin_type IN ('TRIP', 'TASK')),
        origin_id text,
        file_name text NOT NULL,
        content_type text NOT NULL,
        size bigint NOT NULL,
        created_by_user_id uuid,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (account_id, id),
        FOREIGN KEY (account_id, note_id) REFERENCES notes (account_id, id),
        -- Either a note's file or an attachment of a task or trip.
        CHECK ((note_id IS NULL) <> (origin_id IS NULL)),
        CHECK ((origin_id IS NULL) = (origin_type IS NULL))
      );
      CREATE UNIQUE INDEX stored_files_storage_key ON stored_files (storage_key);
      CREATE INDEX stored_files_note_idx ON stored_files (account_id, note_id, created_at);
      CREATE INDEX stored_files_origin_idx
        ON stored_files (account_id, origin_type, origin_id, created_at);
      CREATE INDEX stored_files_pending_idx ON stored_files (created_at) WHERE state = 'pending';
    `,
  },
];
