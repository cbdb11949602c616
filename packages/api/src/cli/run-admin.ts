import type { User } from '@fleet/contracts';
import {
  type CliIo,
  type CliValues,
  type CommandResult,
  requiredOption,
  runCli,
  textTable,
  UsageError,
} from '@fleet/service-kit';
import type { Database } from '@fleet/service-kit/db';
import { loadConfig } from '../config';
import { openDatabase } from '../db/open-database';
import {
  AdminInputError,
  configureFlag,
  connectAlvys,
  createAccount,
  createUser,
  flagsOf,
  listAccounts,
  resolveAccount,
  setDetentionTerms,
  simulateFleet,
  usersOf,
} from '../identity/domain/admin';
import { DEMO_ACCOUNTS, seedDemo } from '../identity/domain/seed-demo';
import { saveTmsConnection, type TmsConnectionInput, TmsConnectionInputError } from '../loads';

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
  fleet:connect-alvys --account ID|NAME --client-id ID --client-secret SECRET [--base-url URL]
                  read the account's fleet from its Alvys tenant (replaces its source; the secret
                  is stored encrypted: needs FLEET_CREDENTIALS_KEY, the API's key; alias
                  connect-alvys)
  tms:connect     --account ID|NAME --provider builtin|ditat|alvys
                  [--base-url URL] [--ditat-account ID --user NAME --password P]
                  [--client-id ID --client-secret SECRET [--token-url URL]]
                  where the account's saved loads go (builtin: our database, the default);
                  a Ditat password or Alvys client secret is stored encrypted (needs
                  FLEET_CREDENTIALS_KEY, the API's key)
  detention:set   --account ID|NAME --free-minutes N --detention-rate USD --loss-rate USD
  seed:demo

Options: --json prints JSON instead of text.
Database: DATABASE_URL when set, else the PGlite directory DATA_DIR (default ./data/api).`;

export interface AdminIo extends CliIo {
  env: NodeJS.ProcessEnv;
  /** An open database to use instead of opening one from env (tests). */
  db?: Database;
}

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
  trucks: { type: 'string' },
  trailers: { type: 'string' },
  drivers: { type: 'string' },
  customers: { type: 'string' },
  speed: { type: 'string' },
  'client-id': { type: 'string' },
  'client-secret': { type: 'string' },
  'base-url': { type: 'string' },
  provider: { type: 'string' },
  'ditat-account': { type: 'string' },
  user: { type: 'string' },
  'token-url': { type: 'string' },
  'free-minutes': { type: 'string' },
  'detention-rate': { type: 'string' },
  'loss-rate': { type: 'string' },
} as const;

interface Context {
  db: Database;
  v: CliValues<typeof OPTIONS>;
  env: NodeJS.ProcessEnv;
}

/** Runs one admin command; returns the process exit code (0 ok, 1 refused or failed, 2 usage). */
export function runAdmin(argv: string[], io: AdminIo): Promise<number> {
  return runCli(
    {
      usage: USAGE,
      options: OPTIONS,
      maxArgs: 0,
      commands: COMMANDS,
      async withContext({ values }, use) {
        const db = io.db ?? (await openDatabase(loadConfig(io.env)));
        try {
          return await use({ db, v: values, env: io.env });
        } finally {
          if (db !== io.db) await db.close();
        }
      },
      isRefusal: (error) => error instanceof AdminInputError,
    },
    argv,
    io,
  );
}

const COMMANDS: Record<string, (context: Context) => Promise<CommandResult>> = {
  async 'accounts:create'({ db, v }) {
    const account = await createAccount(db, {
      name: requiredOption(v.name, '--name'),
      useCase: requiredOption(v['use-case'], '--use-case'),
    });
    return {
      data: account,
      lines: [`Created account ${account.name} (${account.use_case}): ${account.id}`],
    };
  },
  async 'accounts:list'({ db }) {
    const accounts = await listAccounts(db);
    return {
      data: accounts,
      lines: textTable(
        ['id', 'name', 'use case'],
        accounts.map((a) => [a.id, a.name, a.use_case]),
      ),
    };
  },
  async 'users:create'({ db, v }) {
    const user = await createUser(db, {
      account: requiredOption(v.account, '--account'),
      email: requiredOption(v.email, '--email'),
      password: requiredOption(v.password, '--password'),
      displayName: v.name,
    });
    return {
      data: user,
      lines: [`Created user ${user.email} in ${user.account_name}: ${user.id}`],
    };
  },
  async 'users:list'({ db, v }) {
    const users = await usersOf(db, v.account);
    return { data: users, lines: usersTable(users) };
  },
  async 'flags:set'({ db, v }) {
    if (v.on === v.off) throw new UsageError('Give exactly one of --on and --off');
    const row = await configureFlag(db, {
      account: requiredOption(v.account, '--account'),
      flag: requiredOption(v.flag, '--flag'),
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
  async 'flags:list'({ db, v }) {
    const flags = await flagsOf(db, requiredOption(v.account, '--account'));
    return {
      data: flags,
      lines: textTable(
        ['flag', 'enabled', 'variables'],
        flags.map((f) => [f.flag, f.enabled ? 'on' : 'off', JSON.stringify(f.variables)]),
      ),
    };
  },
  async 'fleet:simulate'({ db, v }) {
    const source = await simulateFleet(db, {
      account: requiredOption(v.account, '--account'),
      size: { trucks: v.trucks, trailers: v.trailers, drivers: v.drivers, customers: v.customers },
      speed: v.speed,
    });
    return {
      data: source,
      lines: [`Simulated fleet attached (${JSON.stringify(source.size)}, speed ${source.speed})`],
    };
  },
  async 'fleet:connect-alvys'({ db, v, env }) {
    const source = await connectAlvys(
      db,
      {
        account: requiredOption(v.account, '--account'),
        clientId: requiredOption(v['client-id'], '--client-id'),
        clientSecret: requiredOption(v['client-secret'], '--client-secret'),
        baseUrl: v['base-url'],
      },
      { credentialsKey: loadConfig(env).fleetCredentialsKey },
    );
    return {
      data: source,
      lines: [
        `${source.account} now reads its fleet from Alvys (${source.baseUrl}, client ${source.clientId})${source.replaced ? `, replacing its ${source.replaced} source` : ''}; the next sync reads everything`,
      ],
    };
  },
  'connect-alvys': (context) => COMMANDS['fleet:connect-alvys']!(context),
  async 'tms:connect'({ db, v, env }) {
    const account = await resolveAccount(db, requiredOption(v.account, '--account'));
    const provider = requiredOption(v.provider, '--provider');
    const input = {
      provider,
      baseUrl: v['base-url'],
      accountId: v['ditat-account'],
      userName: v.user,
      password: v.password,
      clientId: v['client-id'],
      clientSecret: v['client-secret'],
      tokenUrl: v['token-url'],
    } as TmsConnectionInput;
    let saved: Awaited<ReturnType<typeof saveTmsConnection>>;
    try {
      saved = await saveTmsConnection(db, account.id, input, {
        credentialsKey: loadConfig(env).fleetCredentialsKey,
      });
    } catch (error) {
      if (error instanceof TmsConnectionInputError) throw new AdminInputError(error.message);
      throw error;
    }
    const where =
      saved.provider === 'builtin'
        ? 'the built-in TMS'
        : `${saved.provider === 'ditat' ? 'Ditat' : 'Alvys'} (${saved.settings.baseUrl})`;
    return {
      data: { account: account.name, ...saved },
      lines: [`${account.name} now saves loads into ${where}`],
    };
  },
  async 'detention:set'({ db, v }) {
    const terms = await setDetentionTerms(db, {
      account: requiredOption(v.account, '--account'),
      freeMinutes: requiredOption(v['free-minutes'], '--free-minutes'),
      detentionRate: requiredOption(v['detention-rate'], '--detention-rate'),
      lossRate: requiredOption(v['loss-rate'], '--loss-rate'),
    });
    return {
      data: terms,
      lines: [
        `Detention: ${terms.freeMinutes} free minutes, $${terms.detentionRatePerHour}/h detention, $${terms.lossRatePerHour}/h loss`,
      ],
    };
  },
  async 'seed:demo'({ db }) {
    await seedDemo(db);
    return {
      data: DEMO_ACCOUNTS.map((a) => ({ account: a.name, email: a.user.email })),
      lines: DEMO_ACCOUNTS.map((a) => `${a.name}: ${a.user.email} / ${a.user.password}`),
    };
  },
};

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
  return textTable(
    ['id', 'email', 'display name', 'account'],
    users.map((u) => [u.id, u.email, u.display_name ?? '', u.account_name]),
  );
}
