import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { z } from 'zod';
import { projectEta } from '../fleet/domain/eta';

const USAGE = 'Usage: pnpm eta FILE.json';

const minutes = z.number().nonnegative();
const inputSchema = z.object({
  now: z.string().min(1),
  miles_remaining: z.number().nonnegative(),
  avg_speed_mph: z.number().positive(),
  appointment: z.string().min(1),
  clocks: z.object({
    drive_remaining_min: minutes,
    shift_remaining_min: minutes,
    break_remaining_min: minutes,
    cycle_remaining_min: minutes,
  }),
});

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

async function main(argv: string[]): Promise<number> {
  if (argv.length !== 1 || argv[0] === '--help' || argv[0] === '-h') {
    console.error(USAGE);
    return 2;
  }
  // pnpm runs scripts from the workspace root; INIT_CWD is where the user typed the command.
  const file = resolve(process.env.INIT_CWD ?? process.cwd(), argv[0]!);
  let json: unknown;
  try {
    json = JSON.parse(await readFile(file, 'utf8'));
  } catch (error) {
    console.error(`Cannot read ${file}: ${message(error)}`);
    return 1;
  }
  const parsed = inputSchema.safeParse(json);
  if (!parsed.success) {
    const issues = parsed.error.issues.map(
      (i) => `  ${i.path.join('.') || '(file)'}: ${i.message}`,
    );
    console.error(`Invalid input in ${file}:\n${issues.join('\n')}`);
    return 1;
  }
  const { clocks, ...trip } = parsed.data;
  try {
    const details = projectEta({
      now: trip.now,
      milesRemaining: trip.miles_remaining,
      avgSpeedMph: trip.avg_speed_mph,
      appointment: trip.appointment,
      clocks: {
        driveRemainingMin: clocks.drive_remaining_min,
        shiftRemainingMin: clocks.shift_remaining_min,
        breakRemainingMin: clocks.break_remaining_min,
        cycleRemainingMin: clocks.cycle_remaining_min,
      },
    });
    console.log(JSON.stringify(details, null, 2));
    return 0;
  } catch (error) {
    console.error(`Invalid input in ${file}: ${message(error)}`);
    return 1;
  }
}

process.exitCode = await main(process.argv.slice(2));
