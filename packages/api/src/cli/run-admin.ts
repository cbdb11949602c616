import { parseArgs } from 'node:util';
import type { User } from '@fleet/contracts';
import type { Database } from '@fleet/service-kit/db';
import { loadConfig } from '../config';
import { openDatabase } from '../data/open-database';
import {
  AdminInputError,
  configureFlag,
  createAccount,
  createUser,
  flagsOf,
  listAccounts,
  setDetentionTerms,
  simulateFleet,
  usersOf,
} from '../domain/admin';
import { DEMO_ACCOUNTS, seedDemo } from '../domain/seed-demo';

export const USAGE = `Usage: pnpm admin <command> [options]

Commands:
  accounts:create --name N --use-case carrier|broker
  accounts:list
  users:create    --account ID|NAME --email E --password P [--name DISPLAY_NAME]
  users:list      [--account ID|NAME]
  flags:set       --account ID|NAME --flag F (--on | --off) [--var KEY=VALUE ...]
  flags:list      --account ID|NAME
  fleet:simulate  --account ID|NAME [--trucks N] [--trailers N] [--drivers N] [--customers N]
                  [--speed X]   attach the built-in fleet simulator (its world starts now)
  detention:set   --account ID|NAME --free-minutes N --detention-rate USD --loss-rate USD
  seed:demo

Options: --json prints JSON instead of text.
Database: DATABASE_URL when set, else the PGlite directory DATA_DIR (default ./data/api).`;

export interface AdminIo {
  out(line: string): void;
  err(line: string): void;
  env: NodeJS.ProcessEnv;
  /** An open database to use instead of opening one from env (tests). */
  db?: Database;
}

class UsageError extends Error {}

const OPTIONS = {
  name: { type: 'string' },
  'use-case': { type: 'string' },
  account: { type: 'string' },
  email: { type: 'string' },
  password: { type: 'string' },
  flag: { type: 'string' },
  on: { type: 'boolean' },
  off: { type: 'boolean' },
  var: { type: 'string', multiple: true },
  json: { type: 'boolean' },
  trucks: { type: 'string' },
  trailers: { type: 'string' },
  drivers: { type: 'string' },
  customers: { type: 'string' },
  speed: { type: 'string' },
  'free-minutes': { type: 'string' },
  'detention-rate': { type: 'string' },
  'loss-rate': { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const;

type Values = ReturnType<
  typeof parseArgs<{ options: typeof OPTIONS; allowPositionals: true }>
>['values'];

/** Runs one admin command; returns the process exit code (0 ok, 1 refused or failed, 2 usage). */
export async function runAdmin(argv: string[], io: AdminIo): Promise<number> {
  let command: string | undefined;
  let values: Values;
  try {
    const parsed = parseArgs({ args: argv, options: OPTIONS, allowPositionals: true });
    values = parsed.values;
    command = parsed.positionals[0];
    if (parsed.positionals.length > 1) {
      throw new UsageError(`Unexpected argument "${parsed.positionals[1]}"`);
    }
  } catch (error) {
    io.err(`${error instanceof Error ? error.message : String(error)}\n\n${USAGE}`);
    return 2;
  }
  if (!command || values.help || command === 'help') {
    io.out(USAGE);
    return command || values.help ? 0 : 2;
  }
  const handler = COMMANDS[command];
  if (!handler) {
    io.err(`Unknown command "${command}"\n\n${USAGE}`);
    return 2;
  }

  let db = io.db;
  try {
    db ??= await openDatabase(loadConfig(io.env));
    const result = await handler(db, values);
    if (values.json) io.out(JSON.stringify(result.data, null, 2));
    else for (const line of result.lines) io.out(line);
    return 0;
  } catch (error) {
    if (error instanceof UsageError) {
      io.err(`${error.message}\n\n${USAGE}`);
      return 2;
    }
    io.err(error instanceof AdminInputError ? error.message : `Failed: ${String(error)}`);
    return 1;
  } finally {
    if (db && db !== io.db) await db.close();
  }
}

interface Result {
  data: unknown;
  lines: string[];
}

type Handler = (db: Database, values: Values) => Promise<Result>;

const COMMANDS: Record<string, Handler> = {
  async 'accounts:create'(db, v) {
    const account = await createAccount(db, {
      name: required(v.name, '--name'),
      useCase: required(v['use-case'], '--use-case'),
    });
    return {
      data: account,
      lines: [`Created account ${account.name} (${account.use_case}): ${account.id}`],
    };
  },
  async 'accounts:list'(db) {
    const accounts = await listAccounts(db);
    return {
      data: accounts,
      lines: table(
        ['id', 'name', 'use case'],
        accounts.map((a) => [a.id, a.name, a.use_case]),
      ),
    };
  },
  async 'users:create'(db, v) {
    const user = await createUser(db, {
      account: required(v.account, '--account'),
      email: required(v.email, '--email'),
      password: required(v.password, '--password'),
      displayName: v.name,
    });
    return {
      data: user,
      lines: [`Created user ${user.email} in ${user.account_name}: ${user.id}`],
    };
  },
  async 'users:list'(db, v) {
    const users = await usersOf(db, v.account);
    return { data: users, lines: usersTable(users) };
  },
  async 'flags:set'(db, v) {
    if (v.on === v.off) throw new UsageError('Give exactly one of --on and --off');
    const row = await configureFlag(db, {
      account: required(v.account, '--account'),
      flag: required(v.flag, '--flag'),
      enabled: v.on === true,
      variables: parseVariables(v.var ?? []),
    });
    const vars = Object.entries(row.variables).map(([k, value]) => `${k}=${value}`);
    return {
      data: row,
      lines: [
        `${row.flag} is ${row.enabled ? 'on' : 'off'}${vars.length ? ` (${vars.join(', ')})` : ''}`,
      ],
    };
  },
  async 'flags:list'(db, v) {
    const flags = await flagsOf(db, required(v.account, '--account'));
    return {
      data: flags,
      lines: table(
        ['flag', 'enabled', 'variables'],
        flags.map((f) => [f.flag, f.enabled ? 'on' : 'off', JSON.stringify(f.variables)]),
      ),
    };
  },
  async 'fleet:simulate'(db, v) {
    const source = await simulateFleet(db, {
      account: required(v.account, '--account'),
      size: { trucks: v.trucks, trailers: v.trailers, drivers: v.drivers, customers: v.customers },
      speed: v.speed,
    });
    return {
      data: source,
      lines: [`Simulated fleet attached (${JSON.stringify(source.size)}, speed ${source.speed})`],
    };
  },
  async 'detention:set'(db, v) {
    const terms = await setDetentionTerms(db, {
      account: required(v.account, '--account'),
      freeMinutes: required(v['free-minutes'], '--free-minutes'),
      detentionRate: required(v['detention-rate'], '--detention-rate'),
      lossRate: required(v['loss-rate'], '--loss-rate'),
    });
    return {
      data: terms,
      lines: [
        `Detention: ${terms.freeMinutes} free minutes, $${terms.detentionRatePerHour}/h detention, $${terms.lossRatePerHour}/h loss`,
      ],
    };
  },
  async 'seed:demo'(db) {
    await seedDemo(db);
    return {
      data: DEMO_ACCOUNTS.map((a) => ({ account: a.name, email: a.user.email })),
      lines: DEMO_ACCOUNTS.map((a) => `${a.name}: ${a.user.email} / ${a.user.password}`),
    };
  },
};

function required(value: string | undefined, option: string): string {
  if (value === undefined || value === '') throw new UsageError(`${option} is required`);
  return value;
}

function parseVariables(pairs: string[]): Record<string, string> {
  const variables: Record<string, string> = {};
  for (const pair of pairs) {
    const at = pair.indexOf('=');
    if (at <= 0) throw new UsageError(`--var takes KEY=VALUE, got "${pair}"`);
    variables[pair.slice(0, at)] = pair.slice(at + 1);
  }
  return variables;
}

function usersTable(users: User[]): string[] {
  return table(
    ['id', 'email', 'display name', 'account'],
    users.map((u) => [u.id, u.email, u.display_name ?? '', u.account_name]),
  );
}

function table(header: string[], rows: string[][]): string[] {
  if (rows.length === 0) return ['(none)'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]?.length ?? 0)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => c.padEnd(widths[i] ?? 0))
      .join('  ')
      .trimEnd();
  return [line(header), ...rows.map(line)];
}
