import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ITEMS_PER_SLICE, safeParseInSlices } from './parse-in-slices';

const trip = z.object({ id: z.string(), miles: z.number().transform((miles) => miles * 2) });
const trips = (count: number) =>
  Array.from({ length: count }, (_, i) => ({ id: `t${i}`, miles: i }));

function countingYield() {
  const counter = {
    turns: 0,
    yieldTurn: async () => {
      counter.turns += 1;
    },
  };
  return counter;
}

describe('safeParseInSlices', () => {
  it('answers what one safeParse answers, yielding between slices of a long list', async () => {
    const body = trips(ITEMS_PER_SLICE * 5 + 3);
    const counter = countingYield();
    const sliced = await safeParseInSlices(z.array(trip), body, counter.yieldTurn);
    expect(sliced).toEqual(z.array(trip).safeParse(body));
    expect(sliced.success && sliced.data[7]).toEqual({ id: 't7', miles: 14 });
    expect(counter.turns).toBe(5);
  });

  it('reports the first invalid item with zod error of the whole answer', async () => {
    const body: unknown[] = trips(ITEMS_PER_SLICE * 3);
    body[450] = { id: 't450', miles: 'far' };
    const counter = countingYield();
    const sliced = await safeParseInSlices(z.array(trip), body, counter.yieldTurn);
    expect(sliced.success).toBe(false);
    expect(sliced.error?.issues[0]?.path).toEqual([450, 'miles']);
    expect(counter.turns).toBe(2);
  });

  it('parses short lists, objects and arrays with length rules in one go', async () => {
    const counter = countingYield();
    expect((await safeParseInSlices(z.array(trip), trips(3), counter.yieldTurn)).success).toBe(
      true,
    );
    const wrapped = z.object({ items: z.array(trip) });
    const longWrapped = { items: trips(ITEMS_PER_SLICE * 2) };
    expect(await safeParseInSlices(wrapped, longWrapped, counter.yieldTurn)).toEqual(
      wrapped.safeParse(longWrapped),
    );
    const atLeast = z.array(trip).min(ITEMS_PER_SLICE * 4);
    const tooFew = await safeParseInSlices(atLeast, trips(ITEMS_PER_SLICE * 2), counter.yieldTurn);
    expect(tooFew.success).toBe(false);
    expect(counter.turns).toBe(0);
  });

  it('refuses a non-array answer to an array schema', async () => {
    expect((await safeParseInSlices(z.array(trip), { not: 'a list' })).success).toBe(false);
  });
});
