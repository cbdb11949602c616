import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseText } from './parse-text';

/**
 * Hostile input must cost time in proportion to its length: a pattern that backtracks over a long
 * run (of spaces, digits and dashes, '$1,' ...) makes a 20 KB paste cost seconds, and ten at once
 * freeze the service. Each case parses a text of N and of 16N characters built from the same
 * hostile unit; linear parsing takes about 16× as long, quadratic about 256×. The wide gap keeps
 * the verdict clear of timer noise on a loaded machine (with 4N against 8×, a stall of a few
 * milliseconds under load 8 failed a linear case).
 */
const N = 2_500;
const SCALE = 16;
const RATIO_LIMIT = 64;
/** Below this, timer noise dominates and the case says nothing either way. */
const NOISE_FLOOR_MS = 25;

const HOSTILE_UNITS = [
  ' ',
  '\t',
  '\n',
  ' \n',
  '1-',
  '$1,',
  '1 ',
  ': ',
  'a ',
  'A-1',
  '12/03 ',
  '(214) ',
  'Pick up: ',
  'ext ',
  'and 1',
  '-',
  ',',
  '.',
  '1',
];

function timed(text: string): number {
  const start = performance.now();
  parseText(text, { now: new Date(Date.UTC(2026, 10, 25)) });
  return performance.now() - start;
}

/** The best of three: the small text is cheap, and a stall must not make it look fast. */
function fastest(text: string): number {
  return Math.min(timed(text), timed(text), timed(text));
}

const repeatTo = (unit: string, length: number) =>
  unit.repeat(Math.ceil(length / unit.length)).slice(0, length);

describe('parse time on hostile input', () => {
  it('stays linear in the input size, whatever the repeated unit', () => {
    const unit = fc.oneof(
      fc.constantFrom(...HOSTILE_UNITS),
      fc.string({
        unit: fc.constantFrom(' ', '\t', '\n', '1', '-', '$', ',', ':', 'A', 'a', '/', '.'),
        minLength: 1,
        maxLength: 6,
      }),
    );
    fc.assert(
      fc.property(unit, fc.constantFrom('', 'Pickup Dallas, TX ', 'Rate $2,000 '), (u, lead) => {
        // A loaded machine (two test workers on two cores) can stall one measurement; quadratic
        // parsing is over the limit on every attempt, a stall is not, so the best of three
        // attempts counts. The large text is parsed once per attempt (it is most of the cost),
        // and a second attempt is made only when the first is over the limit.
        let best = Number.POSITIVE_INFINITY;
        for (let attempt = 0; attempt < 3 && best >= RATIO_LIMIT; attempt++) {
          const small = fastest(lead + repeatTo(u, N));
          const large = timed(lead + repeatTo(u, SCALE * N));
          best = Math.min(best, large < NOISE_FLOOR_MS ? 0 : large / Math.max(small, 1));
        }
        expect(best, JSON.stringify(u)).toBeLessThan(RATIO_LIMIT);
      }),
      { numRuns: 30 },
    );
  }, 120_000);
});
