import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const apiDir = join(dirname(fileURLToPath(import.meta.url)), '../..');

const SAMPLE = {
  now: '2026-03-02T06:00:00-08:00',
  miles_remaining: 100,
  avg_speed_mph: 50,
  appointment: '2026-03-02T10:00:00-05:00',
  clocks: {
    drive_remaining_min: 660,
    shift_remaining_min: 840,
    break_remaining_min: 480,
    cycle_remaining_min: 4200,
  },
};

describe('eta CLI as a process', () => {
  let dir = '';
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'fleet-eta-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  const eta = async (...args: string[]) => {
    try {
      const { stdout, stderr } = await run('node', ['--import', 'tsx', 'src/cli/eta.ts', ...args], {
        cwd: apiDir,
      });
      return { code: 0, stdout, stderr };
    } catch (error) {
      const e = error as { code: number; stdout: string; stderr: string };
      return { code: e.code, stdout: e.stdout, stderr: e.stderr };
    }
  };
  const file = async (name: string, content: string) => {
    const path = join(dir, name);
    await writeFile(path, content);
    return path;
  };

  it('when given a valid file, then it prints both projections as JSON and exits 0', async () => {
    const result = await eta(await file('ok.json', JSON.stringify(SAMPLE)));
    expect(result).toMatchObject({ code: 0, stderr: '' });
    const output = JSON.parse(result.stdout);
    expect(output.eta_calculations).toHaveLength(2);
    expect(output.eta_calculations[0]).toMatchObject({
      mode: 'Use Remaining Hours',
      eta: '2026-03-02T16:00:00.000Z',
      is_late: true,
      eta_deliverytime_delta: 60,
      time_to_delivery: 60,
      drive_timedetails: 120,
      break_timedetails: 0,
      calc_details: [
        {
          description: 'Driving',
          duration: 120,
          start_time: '2026-03-02T14:00:00.000Z',
          end_time: '2026-03-02T16:00:00.000Z',
        },
      ],
    });
    expect(output.eta_calculations[1]).toMatchObject({
      mode: '10-hour Break',
      eta: '2026-03-03T02:00:00.000Z',
    });
  }, 60_000);

  it('when the input is wrong, then a clear message on stderr and exit 1; no argument prints usage and exits 2', async () => {
    const cases: [string[], number, RegExp][] = [
      [[], 2, /Usage: pnpm eta FILE\.json/],
      [[join(dir, 'missing.json')], 1, /Cannot read .*missing\.json/],
      [[await file('bad.json', '{"now": ')], 1, /Cannot read .*bad\.json: .*JSON/],
      [
        [await file('fields.json', JSON.stringify({ ...SAMPLE, avg_speed_mph: 0, clocks: {} }))],
        1,
        /avg_speed_mph: .*\n.*clocks\.drive_remaining_min/,
      ],
      [
        [await file('instant.json', JSON.stringify({ ...SAMPLE, now: 'tomorrow' }))],
        1,
        /now must be an ISO 8601 instant with an offset/,
      ],
    ];
    for (const [args, code, message] of cases) {
      const result = await eta(...args);
      expect({ args, code: result.code, stdout: result.stdout }).toEqual({
        args,
        code,
        stdout: '',
      });
      expect(result.stderr).toMatch(message);
    }
  }, 60_000);
});
