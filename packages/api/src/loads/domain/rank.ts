import { distance } from 'fastest-levenshtein';

/** Text for matching: lower case, accents and punctuation gone, single spaces. */
export function normalise(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** Edits allowed for a fuzzy match: none for short text, then one per four characters. */
function allowedEdits(length: number): number {
  return length < 4 ? 0 : Math.min(3, Math.floor(length / 4));
}

/** The smallest edit distance between the query and any stretch of the text of about its length. */
function closestStretch(query: string, text: string): number {
  if (text.length <= query.length) return distance(query, text);
  let best = Number.POSITIVE_INFINITY;
  for (let width = query.length - 1; width <= query.length + 1; width++) {
    if (width <= 0) continue;
    for (let start = 0; start + width <= text.length; start++) {
      best = Math.min(best, distance(query, text.slice(start, start + width)));
      if (best === 0) return 0;
    }
  }
  return best;
}

/**
 * How well `text` answers `query`, lower is better, null for no match: 0 the text starts with
 * it, 1 a word starts with it, 2 it is inside, 3 + edits a misspelling of a stretch of it.
 */
export function matchScore(query: string, text: string): number | null {
  const q = normalise(query);
  const t = normalise(text);
  if (q === '') return 0;
  if (t.startsWith(q)) return 0;
  if (` ${t}`.includes(` ${q}`)) return 1;
  if (t.includes(q)) return 2;
  const edits = closestStretch(q, t);
  return edits <= allowedEdits(q.length) ? 3 + edits : null;
}

/**
 * Items that match the query, best first (starts with, word starts with, contains, then by edit
 * distance), ties by label; the first `limit`. Each item may match on several texts (name,
 * address): its best counts.
 */
export function rankByMatch<T>(
  items: readonly T[],
  query: string,
  texts: (item: T) => string[],
  label: (item: T) => string,
  limit: number,
): T[] {
  const scored: { item: T; score: number; label: string }[] = [];
  for (const item of items) {
    let best: number | null = null;
    for (const text of texts(item)) {
      const score = matchScore(query, text);
      if (score !== null && (best === null || score < best)) best = score;
      if (best === 0) break;
    }
    if (best !== null) scored.push({ item, score: best, label: label(item) });
  }
  scored.sort(
    (a, b) => a.score - b.score || a.label.localeCompare(b.label, 'en', { sensitivity: 'base' }),
  );
  return scored.slice(0, limit).map((s) => s.item);
}
