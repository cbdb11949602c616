import type { z } from 'zod';

/**
 * Items validated per main-thread task. A trip takes about 20 µs to validate on a laptop (zod runs
 * jitless under our CSP), so a slice stays near 4 ms: under the 50 ms long-task line even at the
 * 4× CPU slowdown of Lighthouse's mobile profile (issue 19: total blocking time).
 */
export const ITEMS_PER_SLICE = 200;

type Yield = () => Promise<void>;

declare const scheduler: { yield?: Yield } | undefined;

/** Gives the browser a turn (input, paint) before the next slice. */
const yieldToMain: Yield = () =>
  typeof scheduler !== 'undefined' && typeof scheduler?.yield === 'function'
    ? scheduler.yield()
    : new Promise((resolve) => setTimeout(resolve, 0));

/** The item schema of a plain `z.array(item)` (no length checks of its own), else undefined. */
function plainArrayItem(schema: z.ZodType): z.ZodType | undefined {
  const def = (
    schema as { _zod?: { def?: { type?: string; element?: unknown; checks?: unknown[] } } }
  )._zod?.def;
  if (def?.type !== 'array' || def.element === undefined || (def.checks?.length ?? 0) > 0) {
    return undefined;
  }
  return def.element as z.ZodType;
}

/**
 * `schema.safeParse(body)`, except that a long answer validated by a plain array schema (a trip
 * list of thousands) is validated a slice at a time, yielding to the main thread between slices, so
 * the page keeps answering input while it arrives. Same result as one `safeParse`: on the first
 * invalid item the whole answer is parsed once more for zod's own error.
 */
export async function safeParseInSlices<S extends z.ZodType>(
  schema: S,
  body: unknown,
  yieldTurn: Yield = yieldToMain,
): Promise<z.ZodSafeParseResult<z.infer<S>>> {
  const item = plainArrayItem(schema);
  if (!item || !Array.isArray(body) || body.length <= ITEMS_PER_SLICE) {
    return schema.safeParse(body);
  }
  const data: unknown[] = new Array(body.length);
  for (let start = 0; start < body.length; start += ITEMS_PER_SLICE) {
    if (start > 0) await yieldTurn();
    const end = Math.min(start + ITEMS_PER_SLICE, body.length);
    for (let index = start; index < end; index += 1) {
      const parsed = item.safeParse(body[index]);
      if (!parsed.success) return schema.safeParse(body);
      data[index] = parsed.data;
    }
  }
  return { success: true, data: data as z.infer<S> };
}
