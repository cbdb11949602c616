import type { Migration } from '@fleet/service-kit/db';

/** The voice service's schema (PostgreSQL and PGlite). Append; never edit a shipped migration. */
export const migrations: Migration[] = [
  {
    id: '0001_voice_accounts',
    sql: `
      CREATE TABLE voice_accounts (
        account_id text PRIMARY KEY,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      );
    `,
  },
  {
    // Onboarding state per account (document 3 §7 "Voice onboarding"). The use case is learned
    // from the API; approval comes from the admin command voice:approve.
    id: '0002_voice_onboarding',
    sql: `
      ALTER TABLE voice_accounts
        ADD COLUMN use_case text CHECK (use_case IN ('carrier', 'broker')),
        ADD COLUMN caller_id text,
        ADD COLUMN caller_id_extension text NOT NULL DEFAULT '',
        ADD COLUMN caller_id_verified_at timestamptz,
        ADD COLUMN pending_phone text,
        ADD COLUMN pending_extension text NOT NULL DEFAULT '',
        ADD COLUMN validation_code text,
        ADD COLUMN verification_status text NOT NULL DEFAULT 'none'
          CHECK (verification_status IN ('none', 'calling', 'verified', 'failed')),
        ADD COLUMN verification_started_at timestamptz,
        ADD COLUMN registered_as_broker boolean NOT NULL DEFAULT false,
        ADD COLUMN signup_error text,
        ADD COLUMN carrier_info jsonb,
        ADD COLUMN skip_carrier_info boolean,
        ADD COLUMN approved_at timestamptz;
    `,
  },
  {
    // Dispatch calls (document 3 §3 "Dispatch call", "Call record"): one row per call, its live
    // state written while it runs and its outcome when it ends.
    id: '0003_dispatch_calls',
    sql: `
      CREATE TABLE dispatch_calls (
        account_id text NOT NULL,
        id text NOT NULL,
        user_id text NOT NULL,
        to_number text NOT NULL,
        extension text NOT NULL DEFAULT '',
        from_number text NOT NULL,
        carrier_id text NOT NULL,
        initiator text NOT NULL,
        details_only boolean NOT NULL,
        approval_required boolean NOT NULL,
        rate_range jsonb NOT NULL,
        request_load_details jsonb,
        load_details_text text NOT NULL DEFAULT '',
        truck_location text NOT NULL DEFAULT '',
        truck_availability text NOT NULL DEFAULT '',
        equipment_type text NOT NULL DEFAULT '',
        market_rate text,
        status text NOT NULL DEFAULT 'in_progress'
          CHECK (status IN ('in_progress', 'completed', 'failed')),
        call_status text NOT NULL,
        transcript jsonb NOT NULL DEFAULT '[]'::jsonb,
        update_history jsonb NOT NULL DEFAULT '[]'::jsonb,
        extracted jsonb,
        carrier_rate double precision,
        pending_approval jsonb,
        outcome text,
        booked_rate double precision,
        end_reason text,
        call_duration integer NOT NULL DEFAULT 0,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        completed_at timestamptz,
        PRIMARY KEY (account_id, id)
      );
      -- The gateway's upstream socket names a call by id alone.
      CREATE INDEX dispatch_calls_id ON dispatch_calls (id);
      -- Restart recovery and the per-account running-call cap.
      CREATE INDEX dispatch_calls_running ON dispatch_calls (account_id)
        WHERE status = 'in_progress';
      CREATE INDEX dispatch_calls_history ON dispatch_calls (account_id, completed_at DESC, id);
    `,
  },
  {
    // Replicas (several voice processes on one database): each running call, and each running
    // caller-id verification call, is owned by one process and held by a lease its heartbeat
    // renews; a call whose lease ran out belongs to a process that is gone and is failed by
    // whichever replica sweeps first. Rows from before this migration have no lease (expired).
    id: '0004_call_leases',
    sql: `
      ALTER TABLE dispatch_calls
        ADD COLUMN owner text,
        ADD COLUMN lease_expires_at timestamptz;
      CREATE INDEX dispatch_calls_leases ON dispatch_calls (owner, lease_expires_at)
        WHERE status = 'in_progress';
      ALTER TABLE voice_accounts
        ADD COLUMN verification_owner text,
        ADD COLUMN verification_lease_expires_at timestamptz;
    `,
  },
  {
    // Where the owner of a running call is reached (its advertised URL), so a replica that gets a
    // control or a watch socket for a call it does not run hands it to the one that does.
    id: '0005_call_owner_url',
    sql: `
      ALTER TABLE dispatch_calls ADD COLUMN owner_url text;
    `,
  },
  {
    // Carrier Sales campaigns (document 3 §3 "Campaign", "Carrier", "Campaign call session"). A
    // running campaign is driven by one replica under a lease (owner, lease_expires_at,
    // owner_url), like a call. A carrier is marked called (called_at) before it is dialled, so a
    // restart or another replica never calls it twice.
    id: '0006_campaigns',
    sql: `
      CREATE TABLE campaigns (
        account_id text NOT NULL,
        id text NOT NULL,
        user_id text NOT NULL,
        name text NOT NULL,
        status text NOT NULL DEFAULT 'stop',
        strategy text NOT NULL DEFAULT 'sequential',
        load_details jsonb NOT NULL,
        rate_range jsonb NOT NULL,
        carrier_file_name text,
        best_offer double precision,
        notifications jsonb NOT NULL DEFAULT '[]'::jsonb,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        owner text,
        owner_url text,
        lease_expires_at timestamptz,
        PRIMARY KEY (account_id, id)
      );
      CREATE INDEX campaigns_id ON campaigns (id);
      CREATE INDEX campaigns_history ON campaigns (account_id, updated_at DESC, id);
      CREATE INDEX campaigns_driven ON campaigns (lease_expires_at)
        WHERE status IN ('started', 'running', 'pause');
      CREATE TABLE campaign_carriers (
        account_id text NOT NULL,
        campaign_id text NOT NULL,
        id text NOT NULL,
        position integer NOT NULL,
        carrier jsonb NOT NULL,
        called_at timestamptz,
        PRIMARY KEY (account_id, campaign_id, id),
        FOREIGN KEY (account_id, campaign_id) REFERENCES campaigns (account_id, id)
          ON DELETE CASCADE
      );
      CREATE INDEX campaign_carriers_next ON campaign_carriers (campaign_id, position)
        WHERE called_at IS NULL;
      CREATE TABLE campaign_calls (
        account_id text NOT NULL,
        campaign_id text NOT NULL,
        call_uid text NOT NULL,
        carrier_id text NOT NULL,
        carrier_info jsonb NOT NULL,
        call_status text NOT NULL,
        booking_status text NOT NULL DEFAULT 'Not Booked',
        carrier_rate double precision,
        desired_rate jsonb NOT NULL,
        conversation jsonb NOT NULL DEFAULT '[]'::jsonb,
        ended boolean NOT NULL DEFAULT false,
        outcome text,
        end_reason text,
        created_at timestamptz NOT NULL DEFAULT now(),
        ended_at timestamptz,
        PRIMARY KEY (account_id, call_uid),
        FOREIGN KEY (account_id, campaign_id) REFERENCES campaigns (account_id, id)
          ON DELETE CASCADE
      );
      CREATE INDEX campaign_calls_uid ON campaign_calls (call_uid);
      CREATE INDEX campaign_calls_campaign ON campaign_calls (campaign_id, created_at);
    `,
  },
];
