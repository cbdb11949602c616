import { STATES } from '../../load-parsing/domain/fields/locations';

/** Reading states out of speech ("Dallas, Texas" → "Dallas, TX"), on the parser's state table. */

const BY_NAME = new Map(Object.entries(STATES).map(([code, name]) => [name.toLowerCase(), code]));

/** "Texas" or "TX" → "TX"; null when it is not a state. */
export function stateCode(text: string): string | null {
  const trimmed = text.trim().replace(/\.$/, '');
  if (/^[A-Z]{2}$/.test(trimmed) && trimmed in STATES) return trimmed;
  return BY_NAME.get(trimmed.toLowerCase()) ?? null;
}

/** State names and codes as a regex alternation, longest first ("West Virginia" before "Virginia"). */
export const STATE_PATTERN = [...Object.values(STATES), ...Object.keys(STATES)]
  .sort((a, b) => b.length - a.length)
  .map((s) => s.replace(/ /g, '\\s+'))
  .join('|');
