import { describe, expect, it } from 'vitest';
import {
  type CliProgram,
  EXIT,
  RefusedError,
  requiredOption,
  runCli,
  textTable,
  UsageError,
} from './cli-kit';

const OPTIONS = { name: { type: 'string' } } as const;

interface Context {
  name: string | undefined;
  args: string[];
}

const opened: string[] = [];

function program(overrides: Partial<CliProgram<typeof OPTIONS, Context>> = {}) {
  return {
    usage: 'Usage: test <command>',
    options: OPTIONS,
    commands: {
      async greet({ name }: Context) {
        const who = requiredOption(name, '--name');
        return { data: { hello: who }, lines: [`Hello ${who}`] };
      },
      async refuse() {
        throw new RefusedError('Not now.');
      },
      async crash() {
        throw new Error('boom');
      },
      async bad() {
        throw new UsageError('Give more');
      },
    },
    async withContext<T>(
      { values, args }: { values: { name?: string }; args: string[] },
      use: (c: Context) => Promise<T>,
    ) {
      opened.push('open');
      try {
        return await use({ name: values.name, args });
      } finally {
        opened.push('close');
      }
    },
    ...overrides,
  } satisfies CliProgram<typeof OPTIONS, Context>;
}

async function run(argv: string[], overrides?: Partial<CliProgram<typeof OPTIONS, Context>>) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runCli(program(overrides), argv, {
    out: (l) => out.push(l),
    err: (l) => err.push(l),
  });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

describe('runCli', () => {
  it('when a command succeeds, then its lines are printed, or its data with --json, exit 0', async () => {
    opened.length = 0;
    expect(await run(['greet', '--name', 'Ada'])).toEqual({ code: 0, out: 'Hello Ada', err: '' });
    expect(await run(['greet', '--name', 'Ada', '--json'])).toEqual({
      code: EXIT.ok,
      out: JSON.stringify({ hello: 'Ada' }, null, 2),
      err: '',
    });
    expect(opened).toEqual(['open', 'close', 'open', 'close']);
  });

  it('when asked for help, then the usage on stdout with exit 0; no command at all is exit 2', async () => {
    expect(await run(['help'])).toEqual({ code: 0, out: 'Usage: test <command>', err: '' });
    expect(await run(['greet', '-h'])).toMatchObject({ code: 0, out: 'Usage: test <command>' });
    expect(await run([])).toMatchObject({ code: 2, out: 'Usage: test <command>' });
  });

  it('when the command line is wrong, then the message and the usage on stderr, exit 2, nothing opened', async () => {
    opened.length = 0;
    expect(await run(['nope'])).toEqual({
      code: 2,
      out: '',
      err: 'Unknown command "nope"\n\nUsage: test <command>',
    });
    expect(await run(['toString'])).toMatchObject({ code: 2, err: /Unknown command/ });
    expect(await run(['greet', '--bogus'])).toMatchObject({ code: 2, err: /--bogus/ });
    expect(await run(['greet', 'extra'], { maxArgs: 0 })).toMatchObject({
      code: 2,
      err: /^Unexpected argument "extra"/,
    });
    expect(opened).toEqual([]);
    expect(await run(['greet'])).toMatchObject({ code: 2, err: /^--name is required\n\nUsage/ });
    expect(await run(['bad'])).toMatchObject({ code: 2, err: /^Give more\n\nUsage/ });
  });

  it('when a command refuses or fails, then exit 1 with its message or "Failed: …"', async () => {
    expect(await run(['refuse'])).toEqual({ code: 1, out: '', err: 'Not now.' });
    expect(await run(['crash'])).toEqual({ code: 1, out: '', err: 'Failed: Error: boom' });
    expect(
      await run(['crash'], { isRefusal: (e) => e instanceof Error && e.message === 'boom' }),
    ).toEqual({ code: 1, out: '', err: 'boom' });
  });
});

describe('textTable', () => {
  it('aligns the columns under the header; no rows is "(none)"', () => {
    expect(
      textTable(
        ['id', 'name'],
        [
          ['1', 'Acme Freight'],
          ['22', 'B'],
        ],
      ),
    ).toEqual(['id  name', '1   Acme Freight', '22  B']);
    expect(textTable(['id'], [])).toEqual(['(none)']);
  });
});
