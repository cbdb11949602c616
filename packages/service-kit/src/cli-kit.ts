import { type ParseArgsOptionsConfig, parseArgs } from 'node:util';

/**
 * A small kit for the services' admin commands (pnpm admin, pnpm voice-admin): a command table,
 * argument parsing, the usage text, exit codes and text or JSON output, so each CLI holds only
 * its commands.
 */

/** Exit codes: 0 ok, 1 refused or failed, 2 usage. */
export const EXIT = { ok: 0, failed: 1, usage: 2 } as const;

/** Where a command writes, one line at a time (the console, or an array in tests). */
export interface CliIo {
  out(line: string): void;
  err(line: string): void;
}

/** Bad command line: the message and the usage text on stderr, exit 2. */
export class UsageError extends Error {}

/** A command that refuses (bad input, wrong state): its message on stderr as is, exit 1. */
export class RefusedError extends Error {}

/** What a command returns: `data` printed with --json, else `lines`. */
export interface CommandResult {
  data: unknown;
  lines: string[];
}

/** Every CLI takes --json and --help (-h). */
const COMMON_OPTIONS = {
  json: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
} as const;

type WithCommon<O extends ParseArgsOptionsConfig> = O & typeof COMMON_OPTIONS;

/** The parsed option values of a CLI with options O. */
export type CliValues<O extends ParseArgsOptionsConfig> = ReturnType<
  typeof parseArgs<{ options: WithCommon<O>; allowPositionals: true }>
>['values'];

/** The parsed command line after the command name. */
export interface CliArgs<O extends ParseArgsOptionsConfig> {
  values: CliValues<O>;
  /** The positionals after the command name. */
  args: string[];
}

export interface CliProgram<O extends ParseArgsOptionsConfig, C> {
  usage: string;
  /** The options beyond --json and --help. */
  options: O;
  /** At most this many positionals after the command (checked before anything else); unset: any. */
  maxArgs?: number;
  commands: Record<string, (context: C) => Promise<CommandResult>>;
  /** Opens what the commands need (database, config), runs `use` with it, closes it. */
  withContext<T>(parsed: CliArgs<O>, use: (context: C) => Promise<T>): Promise<T>;
  /** Errors whose message is printed as is (exit 1); others print "Failed: …". */
  isRefusal?(error: unknown): boolean;
}

/** Runs one command line; returns the process exit code (EXIT). */
export async function runCli<O extends ParseArgsOptionsConfig, C>(
  program: CliProgram<O, C>,
  argv: string[],
  io: CliIo,
): Promise<number> {
  const { usage } = program;
  const usageError = (message: string) => {
    io.err(`${message}\n\n${usage}`);
    return EXIT.usage;
  };
  let values: CliValues<O>;
  let positionals: string[];
  try {
    const options = { ...program.options, ...COMMON_OPTIONS } as WithCommon<O>;
    const parsed = parseArgs({ args: argv, options, allowPositionals: true });
    values = parsed.values;
    positionals = parsed.positionals;
    const extra = positionals[1 + (program.maxArgs ?? Number.POSITIVE_INFINITY)];
    if (extra !== undefined) throw new UsageError(`Unexpected argument "${extra}"`);
  } catch (error) {
    return usageError(error instanceof Error ? error.message : String(error));
  }
  const [command, ...args] = positionals;
  const { help, json } = values as { help?: boolean; json?: boolean };
  if (!command || help || command === 'help') {
    io.out(usage);
    return command || help ? EXIT.ok : EXIT.usage;
  }
  const handler = Object.hasOwn(program.commands, command) ? program.commands[command] : undefined;
  if (!handler) return usageError(`Unknown command "${command}"`);

  try {
    const result = await program.withContext({ values, args }, handler);
    if (json) io.out(JSON.stringify(result.data, null, 2));
    else for (const line of result.lines) io.out(line);
    return EXIT.ok;
  } catch (error) {
    if (error instanceof UsageError) return usageError(error.message);
    const refused = program.isRefusal?.(error) ?? error instanceof RefusedError;
    io.err(refused && error instanceof Error ? error.message : `Failed: ${String(error)}`);
    return EXIT.failed;
  }
}

/** The value of a required option; a UsageError naming it when missing or empty. */
export function requiredOption(value: string | undefined, option: string): string {
  if (value === undefined || value === '') throw new UsageError(`${option} is required`);
  return value;
}

/** Rows as aligned text columns under a header; "(none)" for no rows. */
export function textTable(header: string[], rows: string[][]): string[] {
  if (rows.length === 0) return ['(none)'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]?.length ?? 0)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => c.padEnd(widths[i] ?? 0))
      .join('  ')
      .trimEnd();
  return [line(header), ...rows.map(line)];
}

/** Runs a CLI's entry point with the process's arguments, console and environment. */
export async function runMain(
  run: (argv: string[], io: CliIo & { env: NodeJS.ProcessEnv }) => Promise<number>,
): Promise<void> {
  process.exitCode = await run(process.argv.slice(2), {
    out: (line) => console.log(line),
    err: (line) => console.error(line),
    env: process.env,
  });
}
