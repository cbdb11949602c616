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

const byLabel = new Intl.Collator('en', { sensitivity: 'base' });

/** Edits allowed for a fuzzy match: none for short text, then one per four characters. */
function allowedEdits(length: number): number {
  return length < 4 ? 0 : Math.min(3, Math.floor(length / 4));
}

/**
 * The smallest edit distance between the query and a stretch of the text of about its length
 * that starts a word (people misspell names from a word's start; a stretch inside a word is
 * found exactly by `includes`).
 */
function closestStretch(query: string, text: string): number {
  if (text.length <= query.length) return distance(query, text);
  let best = Number.POSITIVE_INFINITY;
  for (let start = 0; start < text.length; start++) {
    if (start > 0 && text[start - 1] !== ' ') continue;
    for (let width = query.length - 1; width <= query.length + 1; width++) {
      if (width <= 0 || start + width > text.length) continue;
      best = Math.min(best, distance(query, text.slice(start, start + width)));
      if (best === 0) return 0;
    }
  }
  return best;
}

/** 0 the text starts with the query, 1 a word does, 2 it is inside; null otherwise. */
function exactScore(q: string, t: string): number | null {
  if (q === '' || t.startsWith(q)) return 0;
  if (` ${t}`.includes(` ${q}`)) return 1;
  return t.includes(q) ? 2 : null;
}

/** 3 + edits when the query is a misspelling of a stretch of the text; null otherwise. */
function fuzzyScore(q: string, t: string): number | null {
  const allowed = allowedEdits(q.length);
  if (allowed === 0) return null;
  const edits = closestStretch(q, t);
  return edits <= allowed ? 3 + edits : null;
}

/**
 * How well `text` answers `query`, lower is better, null for no match: 0 the text starts with
 * it, 1 a word starts with it, 2 it is inside, 3 + edits a misspelling of a stretch of it.
 */
export function matchScore(query: string, text: string): number | null {
  const q = normalise(query);
  const t = normalise(text);
  return exactScore(q, t) ?? fuzzyScore(q, t);
}

/**
 * Items that match the query, best first (starts with, word starts with, contains, then by edit
 * distance), ties by label; the first `limit`. Each item may match on several texts (name,
 * address): its best counts. Misspellings are looked for only when the exact matches do not fill
 * the limit (edit distances over every stretch of every text cost the most).
 */
export function rankByMatch<T>(
  items: readonly T[],
  query: string,
  texts: (item: T) => string[],
  label: (item: T) => string,
  limit: number,
): T[] {
  const q = normalise(query);
  const normalised = items.map((item) => ({ item, texts: texts(item).map(normalise) }));
  const best = (entry: (typeof normalised)[number], score: (t: string) => number | null) => {
    let found: number | null = null;
    for (const t of entry.texts) {
      const s = score(t);
      if (s !== null && (found === null || s < found)) found = s;
      if (found === 0) break;
    }
    return found;
  };
  const scored: { item: T; score: number; label: string }[] = [];
  const unmatched: typeof normalised = [];
  for (const entry of normalised) {
    const score = best(entry, (t) => exactScore(q, t));
    if (score === null) unmatched.push(entry);
    else scored.push({ item: entry.item, score, label: label(entry.item) });
  }
  if (scored.length < limit) {
    for (const entry of unmatched) {
      const score = best(entry, (t) => fuzzyScore(q, t));
      if (score !== null) scored.push({ item: entry.item, score, label: label(entry.item) });
    }
  }
  scored.sort((a, b) => a.score - b.score || byLabel.compare(a.label, b.label));
  return scored.slice(0, limit).map((s) => s.item);
}
