import type { Migration } from '@fleet/service-kit/db';

/** The tasks component's tables (appended after the API's own list; never edit a shipped one). */
export const tasksMigrations: Migration[] = [
  {
    id: '0007_tasks',
    sql: `
      -- Per account: the last human task number handed out (T-000042) and the version of its
      -- task list, bumped in the same transaction as every change the list shows, so each
      -- replica knows whether its cached list is still current (tasks/README.md).
      CREATE TABLE task_accounts (
        account_id uuid PRIMARY KEY REFERENCES accounts (id) ON DELETE CASCADE,
        last_task_number integer NOT NULL DEFAULT 0,
        list_version bigint NOT NULL DEFAULT 0
      );

      -- Task types and departments (document 2 §3): the id is derived from the name.
      CREATE TABLE task_types (
        account_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
        task_type_id text NOT NULL,
        name text NOT NULL,
        description text NOT NULL DEFAULT '',
        is_active boolean NOT NULL DEFAULT true,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (account_id, task_type_id)
      );
      CREATE TABLE task_departments (
        account_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
        department_id text NOT NULL,
        name text NOT NULL,
        is_active boolean NOT NULL DEFAULT true,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (account_id, department_id)
      );

      -- A recurring task's series: its rule, the calendar date it counts from (anchor, in the
      -- rule's zone), how many occurrences exist (occurrence 1 is the task as created) and when
      -- the next one is due (local midnight of next_date in the rule's zone). NULL next: ended.
      CREATE TABLE task_series (
        account_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
        id uuid NOT NULL,
        rule jsonb NOT NULL,
        anchor_date date NOT NULL,
        occurrences_created integer NOT NULL,
        last_date date NOT NULL,
        next_date date,
        next_occurrence_at timestamptz,
        last_error text,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (account_id, id)
      );
      -- The scheduler's claim: due series, oldest first (across accounts: it has no caller).
      CREATE INDEX task_series_due_idx ON task_series (next_occurrence_at)
        WHERE next_occurrence_at IS NOT NULL;

      CREATE TABLE tasks (
        account_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
        id uuid NOT NULL,
        task_id text NOT NULL,
        status text NOT NULL DEFAULT 'OPEN' CHECK (status IN ('OPEN', 'REOPEN', 'RESOLVED')),
        order_id text,
        due_date date,
        task_type_id text,
        department_id text,
        trip_id text,
        truck_id text,
        trailer_id text,
        driver_id text,
        customer_name text,
        issue_description text NOT NULL DEFAULT '',
        issue_instruction text NOT NULL DEFAULT '',
        assigned_to jsonb NOT NULL DEFAULT '[]'::jsonb,
        -- lower-cased assignee e-mails, for the permission check and "assigned to me" filters
        assignee_emails text[] NOT NULL DEFAULT '{}',
        created_by_email text NOT NULL,
        created_by_name text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        origin jsonb,
        is_recurring boolean NOT NULL DEFAULT false,
        recurrence_rule jsonb,
        series_id uuid,
        occurrence integer,
        PRIMARY KEY (account_id, id),
        -- a linked type or department cannot disappear under a task (DELETE clears the link
        -- first, in the same transaction, or answers 409)
        FOREIGN KEY (account_id, task_type_id) REFERENCES task_types (account_id, task_type_id),
        FOREIGN KEY (account_id, department_id)
          REFERENCES task_departments (account_id, department_id),
        FOREIGN KEY (account_id, series_id) REFERENCES task_series (account_id, id)
      );
      CREATE UNIQUE INDEX tasks_task_id_key ON tasks (account_id, task_id);
      -- Exactly once: one task per occurrence number of a series.
      CREATE UNIQUE INDEX tasks_series_occurrence_key ON tasks (account_id, series_id, occurrence)
        WHERE series_id IS NOT NULL;
      CREATE INDEX tasks_list_idx ON tasks (account_id, created_at DESC, id);
      CREATE INDEX tasks_type_idx ON tasks (account_id, task_type_id) WHERE task_type_id IS NOT NULL;
      CREATE INDEX tasks_department_idx ON tasks (account_id, department_id)
        WHERE department_id IS NOT NULL;
    `,
  },
];
