import { distance } from 'fastest-levenshtein';

export interface Option {
  value: string;
  label: string;
}

/**
 * How alike two names must be for an extracted one to snap: 1 - distance / longer length, on the
 * normalised names. 0.75 takes 'Jon Smth' → 'John Smith' (0.8) and 'ACME Logistics Inc.' →
 * 'Acme Logistics, Inc' (1.0), and leaves 'xyz' or 'Sunrise Farms' / 'Sunset Foods' alone.
 */
export const SNAP_MIN_SIMILARITY = 0.75;

/** Case, punctuation and repeated spaces say nothing about which entry a name means. */
export function normalizeName(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

const digitsOf = (name: string) => name.replace(/\D+/g, '');

/**
 * The option an extracted name means, or null. Exact matches (after normalising) win. Otherwise
 * the closest option by edit distance, when
 * - it is at least SNAP_MIN_SIMILARITY alike (nonsense does not snap),
 * - its digits are the same as the name's (truck 'T-102' is not a misread of 'T-103': a different
 *   number is a different unit, whatever the distance),
 * - no other option is as close (a tie is a guess, not a match).
 */
export function closestOption<O extends Option>(name: string, options: readonly O[]): O | null {
  const wanted = normalizeName(name);
  if (wanted === '') return null;
  let best: O | null = null;
  let bestDistance = Number.POSITIVE_INFINITY;
  let tied = false;
  for (const option of options) {
    const candidate = normalizeName(option.label);
    if (candidate === wanted) return option;
    if (digitsOf(candidate) !== digitsOf(wanted)) continue;
    const d = distance(candidate, wanted);
    if (d < bestDistance) {
      best = option;
      bestDistance = d;
      tied = false;
    } else if (d === bestDistance) {
      tied = true;
    }
  }
  if (!best || tied) return null;
  const longer = Math.max(normalizeName(best.label).length, wanted.length);
  return 1 - bestDistance / longer >= SNAP_MIN_SIMILARITY ? best : null;
}
