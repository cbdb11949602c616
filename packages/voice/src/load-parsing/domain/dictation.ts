import { findLocations } from './fields/locations';

/**
 * Texts dictated by voice-to-text: punctuation said aloud ('… Monday comma deliver …', '$650 new
 * line text back') and corrections made while speaking ('Jackson Mississippi sorry I mean Tupelo
 * Mississippi', '$1,500 make that $1,600').
 */

const SPOKEN_MARK =
  /\s*\b(?:period|full\s+stop|comma|new\s*line|next\s+line|new\s+paragraph|colon|semicolon|question\s+mark|exclamation\s+(?:point|mark))\b[ \t]*/gi;
const MARK_OF: Array<[RegExp, string]> = [
  [/^(?:period|full\s+stop)$/i, '. '],
  [/^comma$/i, ', '],
  [/^(?:new\s*line|next\s+line|new\s+paragraph)$/i, '\n'],
  [/^colon$/i, ': '],
  [/^semicolon$/i, '; '],
  [/^question\s+mark$/i, '? '],
  [/^exclamation\s+(?:point|mark)$/i, '! '],
];

/**
 * Spoken marks become the marks, when the text says at least two of them (one 'period' may be
 * the word: 'grace period').
 */
export function spokenPunctuation(text: string): string {
  if (!/\b(?:period|comma|new\s*line|full\s+stop|new\s+paragraph)\b/i.test(text)) return text;
  const marks = text.match(SPOKEN_MARK) ?? [];
  if (marks.length < 2) return text;
  return text.replace(SPOKEN_MARK, (m) => {
    const word = m.trim();
    for (const [re, mark] of MARK_OF) if (re.test(word)) return mark;
    return m;
  });
}

/** A correction said between a value and the value meant. */
const CORRECTION =
  /[,;]?\s*\b(?:(?:sorry|oops|no\s+wait|wait|correction)[,:]?(?:\s+(?:i\s+mean(?:t)?|make\s+(?:that|it)|it'?s|that'?s))?|i\s+mean(?:t)?|make\s+(?:that|it)|scratch\s+that|strike\s+that|or\s+rather)\b[,:]?\s+/gi;
/** A value of the kind a correction replaces, at the end of the words before it. */
const VALUE_BEFORE =
  /(?:\$\s?\d[\d,.]*|\b\d[\d,.:]*\s*(?:k|dollars|bucks|lbs?|pounds|miles|mi|am|pm|a\.m\.|p\.m\.)?|\b(?:mon|tues|wednes|thurs|fri|satur|sun)day|\b(?:today|tomorrow|tonight))\s*$/i;
const VALUE_AFTER =
  /^(?:\$\s?\d|\d|(?:mon|tues|wednes|thurs|fri|satur|sun)day\b|(?:today|tomorrow|tonight)\b)/i;

/**
 * 'out of Jackson Mississippi sorry I mean Tupelo Mississippi': the value before a correction
 * goes when a value of the same kind follows it (a place for a place, a number, a day).
 */
export function selfCorrections(line: string): string {
  if (!/\b(?:sorry|oops|wait|correction|mean|meant|make|scratch|strike|rather)\b/i.test(line))
    return line;
  let out = line;
  for (let guard = 0; guard < 4; guard++) {
    let changed = false;
    for (const m of out.matchAll(CORRECTION)) {
      const before = out.slice(0, m.index);
      const after = out.slice(m.index + m[0].length);
      const end = before.trimEnd().length;
      const place = findLocations(before).find((p) => p.end === end);
      let start = -1;
      if (place && findLocations(after).some((p) => p.start === 0)) start = place.start;
      else {
        const v = VALUE_BEFORE.exec(before);
        if (v && VALUE_AFTER.test(after)) start = v.index;
      }
      if (start < 0) continue;
      out = out.slice(0, start) + after;
      changed = true;
      break;
    }
    if (!changed) break;
  }
  return out;
}
