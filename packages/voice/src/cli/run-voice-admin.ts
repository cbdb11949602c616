import {
  type CliIo,
  type CommandResult,
  RefusedError,
  runCli,
  textTable,
  UsageError,
} from '@fleet/service-kit';
import { createDatabase, type Database, migrate } from '@fleet/service-kit/db';
import { loadConfig } from '../config';
import { migrations } from '../db/migrations';
import { type VoiceAccount, VoiceAccountsRepo } from '../onboarding/data/voice-accounts-repo';
import { approvalProblems } from '../onboarding/domain/onboarding';

export const USAGE = `Usage: pnpm voice-admin <command> <account-id> [options]

Commands:
  voice:status <account-id>                  the account's Voice AI signup state
  voice:approve <account-id> [--force]       approve the signup (document 3 §1: done by our team);
                                             --force approves without a verified caller id or
                                             carrier details (demos)
  voice:revoke <account-id>                  withdraw the approval (signup required again)
  voice:skip-carrier-info <account-id> on|off|default
                                             the skip-carrier-info setting (default: the
                                             service's VOICE_SKIP_CARRIER_INFO)
  voice:list                                 accounts that started Voice AI signup

Options: --json prints JSON instead of text.
Account ids are the API's (pnpm admin accounts:list).
Database: DATABASE_URL when set, else the PGlite directory DATA_DIR (default ./data/voice).
PGlite allows one process per data directory: stop the voice service first when it runs on PGlite.`;

export interface VoiceAdminIo extends CliIo {
  env: NodeJS.ProcessEnv;
  /** An open, migrated database to use instead of opening one from env (tests). */
  db?: Database;
}

const OPTIONS = {
  force: { type: 'boolean' },
} as const;

interface Context {
  repo: VoiceAccountsRepo;
  args: string[];
  force: boolean;
  skipDefault: boolean;
}

/** Runs one command; returns the exit code (0 ok, 1 refused or failed, 2 usage). */
export function runVoiceAdmin(argv: string[], io: VoiceAdminIo): Promise<number> {
  return runCli(
    {
      usage: USAGE,
      options: OPTIONS,
      commands: COMMANDS,
      async withContext({ values, args }, use) {
        const config = loadConfig(io.env);
        let db = io.db;
        try {
          if (!db) {
            db = await createDatabase({
              url: config.databaseUrl,
              dataDir: config.dataDir,
              schema: config.databaseSchema,
            });
            await migrate(db, migrations);
          }
          return await use({
            repo: new VoiceAccountsRepo(db),
            args,
            force: values.force === true,
            skipDefault: config.skipCarrierInfo,
          });
        } finally {
          if (db && db !== io.db) await db.close();
        }
      },
    },
    argv,
    io,
  );
}

const COMMANDS: Record<string, (ctx: Context) => Promise<CommandResult>> = {
  async 'voice:status'(ctx) {
    const account = await existing(ctx);
    return { data: summary(account, ctx.skipDefault), lines: describe(account, ctx.skipDefault) };
  },
  async 'voice:approve'(ctx) {
    const accountId = accountArg(ctx, 1);
    let account = await ctx.repo.get(accountId);
    if (!account && !ctx.force) {
      throw new RefusedError(
        `Account ${accountId} has not started Voice AI signup (use --force to approve anyway).`,
      );
    }
    account ??= await ctx.repo.ensure(accountId);
    const problems = approvalProblems(account, ctx.skipDefault);
    if (problems.length > 0 && !ctx.force) {
      throw new RefusedError(
        `Cannot approve ${accountId}: ${problems.join('; ')}. Use --force to approve anyway.`,
      );
    }
    const approved = (await ctx.repo.setApproved(accountId, true))!;
    return {
      data: summary(approved, ctx.skipDefault),
      lines: [`Approved Voice AI signup of ${accountId} (${approved.approvedAt})`],
    };
  },
  async 'voice:revoke'(ctx) {
    const account = await existing(ctx);
    const revoked = (await ctx.repo.setApproved(account.accountId, false))!;
    return {
      data: summary(revoked, ctx.skipDefault),
      lines: [`Voice AI signup of ${account.accountId} is required again`],
    };
  },
  async 'voice:skip-carrier-info'(ctx) {
    const account = await existing(ctx, 2);
    const choice = ctx.args[1];
    const values: Record<string, boolean | null> = { on: true, off: false, default: null };
    if (choice === undefined || !(choice in values)) {
      throw new UsageError('Give on, off or default');
    }
    const updated = (await ctx.repo.setSkipCarrierInfo(account.accountId, values[choice]!))!;
    const effective = updated.skipCarrierInfo ?? ctx.skipDefault;
    return {
      data: summary(updated, ctx.skipDefault),
      lines: [
        `skip_carrier_info of ${account.accountId}: ${choice}` +
          ` (carrier details are ${effective ? 'skipped' : 'asked for'})`,
      ],
    };
  },
  async 'voice:list'(ctx) {
    if (ctx.args.length > 0) throw new UsageError(`Unexpected argument "${ctx.args[0]}"`);
    const accounts = await ctx.repo.listAll();
    return {
      data: accounts.map((a) => summary(a, ctx.skipDefault)),
      lines: textTable(
        ['account', 'use case', 'caller id', 'carrier details', 'approved'],
        accounts.map((a) => [
          a.accountId,
          a.useCase ?? '?',
          a.callerIdVerifiedAt ? (a.callerId ?? '') : `(${a.verificationStatus})`,
          a.carrierInfo ? a.carrierInfo.company_name : '-',
          a.approvedAt ?? 'no',
        ]),
      ),
    };
  },
};

function accountArg(ctx: Context, expected: number): string {
  const accountId = ctx.args[0];
  if (!accountId) throw new UsageError('The account id is required');
  if (ctx.args.length > expected)
    throw new UsageError(`Unexpected argument "${ctx.args[expected]}"`);
  return accountId;
}

async function existing(ctx: Context, expected = 1): Promise<VoiceAccount> {
  const accountId = accountArg(ctx, expected);
  const account = await ctx.repo.get(accountId);
  if (!account) throw new RefusedError(`Account ${accountId} has not started Voice AI signup.`);
  return account;
}

function summary(account: VoiceAccount, skipDefault: boolean) {
  return {
    account_id: account.accountId,
    use_case: account.useCase,
    caller_id: account.callerIdVerifiedAt ? account.callerId : null,
    verification_status: account.verificationStatus,
    pending_phone: account.pendingPhone,
    signup_error: account.signupError,
    carrier_info: account.carrierInfo,
    skip_carrier_info: account.skipCarrierInfo ?? skipDefault,
    approved_at: account.approvedAt,
    approval_problems: approvalProblems(account, skipDefault),
  };
}

function describe(account: VoiceAccount, skipDefault: boolean): string[] {
  const s = summary(account, skipDefault);
  return [
    `account:            ${s.account_id} (${s.use_case ?? 'use case not yet known'})`,
    `caller id:          ${s.caller_id ?? `none (verification: ${s.verification_status}${s.pending_phone ? `, ${s.pending_phone}` : ''})`}`,
    ...(s.signup_error ? [`signup error:       ${s.signup_error}`] : []),
    `carrier details:    ${s.carrier_info ? `${s.carrier_info.company_name}, MC ${s.carrier_info.mc_number || '-'}` : 'none'}`,
    `skip carrier info:  ${s.skip_carrier_info ? 'yes' : 'no'}`,
    `approved:           ${s.approved_at ?? 'no'}`,
    ...(s.approved_at || s.approval_problems.length === 0
      ? []
      : [`not ready:          ${s.approval_problems.join('; ')}`]),
  ];
}
