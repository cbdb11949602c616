import { LOAD_TEXT_MAX_CHARS } from '@fleet/contracts';
import { selfCorrections, spokenPunctuation } from './dictation';
import { metricToImperial } from './fields/metric';
import { fixOcrDigits, spelledNumbersToDigits } from './fields/numbers';
import { spanishToPlain } from './fields/spanish';
import { statesForBareOrigins } from './origins';
import { readStructured } from './structured';
import { readX12 } from './x12';

/**
 * Text clean-up shared by checkLoadText (which also rejects hostile input) and parseLoadText
 * (which never throws): Unicode compatibility forms, line endings, invisible characters, dashes
 * and arrows, light HTML markup, OCR digit confusions and spelled numbers.
 */

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  ndash: '-',
  mdash: '-',
  rarr: '->',
  bull: '|',
  middot: '|',
  deg: '°',
  hellip: '...',
};

/** True when the text contains HTML-like tags. */
export function hasMarkup(text: string): boolean {
  return /<\/?[a-z][a-z0-9-]*(?:\s[^<>]*)?\/?>/i.test(text) || /<!--/.test(text);
}

const BLOCK_TAGS =
  /<\/?(?:p|div|br|hr|tr|li|h[1-6]|table|thead|tbody|section|article|header|footer|ul|ol|dl|dt|dd|blockquote|pre|form|fieldset|main|nav|aside)\b[^<>]{0,2000}>/gi;

/**
 * Removes tags as a browser shows the text: script/style bodies dropped, block elements on their
 * own lines, table cells separated by tabs, inline tags (b, span, a …) removed.
 */
export function stripMarkup(text: string): string {
  const stripped = decodeEntities(
    text
      .replace(/<!--[\s\S]*?(?:-->|$)/g, ' ')
      .replace(
        /<(script|style|head|template|noscript|iframe|object|svg)\b[\s\S]*?(?:<\/\1\s*>|$)/gi,
        ' ',
      )
      .replace(BLOCK_TAGS, '\n')
      .replace(/<\/t[dh]\s*>/gi, '\t')
      .replace(/<[^<>]{0,2000}>/g, '')
      .replace(/<\/?[a-z][^<>]*$/gi, ''),
  );
  return stripped
    .split('\n')
    .map((line) => line.replace(/[ \t]+$/, '').replace(/^ +/, ''))
    .join('\n')
    .replace(/\n{2,}/g, '\n');
}

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]{1,6}|#\d{1,7}|[a-z]{2,8});/gi, (m, code: string) => {
    if (code[0] === '#') {
      const n =
        code[1] === 'x' || code[1] === 'X' ? parseInt(code.slice(2), 16) : Number(code.slice(1));
      if (!Number.isFinite(n) || n <= 0x1f || n > 0x10ffff || (n >= 0xd800 && n <= 0xdfff))
        return ' ';
      return String.fromCodePoint(n);
    }
    return ENTITIES[code.toLowerCase()] ?? m;
  });
}

/**
 * Runs of blank space longer than this mean nothing more than a run of this length (a column
 * gap, a blank line). Capping them first keeps every pattern after it linear in the text's length:
 * a pattern that backtracks over a run of spaces then costs at most this much per position.
 */
const MAX_SPACE_RUN = 8;
const MAX_NEWLINE_RUN = 3;

const LONG_BLANK_RUN = new RegExp(`\\s{${MAX_SPACE_RUN + 1},}`, 'g');

/**
 * Caps every run of blank space, new lines included (one pass; a run of \s cannot backtrack): a
 * run with new lines keeps up to three of them, one without keeps its first eight characters.
 */
export function capWhitespaceRuns(text: string): string {
  return text.replace(LONG_BLANK_RUN, (run) => {
    const lines = run.split('\n').length - 1;
    return lines > 0 ? '\n'.repeat(Math.min(lines, MAX_NEWLINE_RUN)) : run.slice(0, MAX_SPACE_RUN);
  });
}

/**
 * Pictographs, flags and their modifiers ('🚛🔥', '🇨🇦', '☎️'), but not the marks a list of loads
 * uses for a taken one (❌ ✖ 🚫 ⛔), nor © ® ™.
 */
const EMOJI =
  /(?:(?![❌✖✗✘🚫⛔©®™])[\p{Extended_Pictographic}\u{1F1E6}-\u{1F1FF}])(?:\ufe0f|\u200d|[\u{1F3FB}-\u{1F3FF}]|(?![❌✖✗✘🚫⛔©®™])[\p{Extended_Pictographic}\u{1F1E6}-\u{1F1FF}]|[ \t])*/gu;

/** Unicode and punctuation clean-up; keeps new lines and tabs (table cells). */
export function normalizeCharacters(text: string): string {
  return (
    capWhitespaceRuns(text.replace(/\r\n?/g, '\n'))
      .replace(/[\u00ba\u02da]/g, '°')
      .normalize('NFKC')
      // Zero-width characters, BOM, soft hyphen, bidi marks, C1 controls.
      .replace(
        /[\u200b-\u200f\u2028\u2029\u202a-\u202e\u2060-\u2064\ufeff\u00ad\u0080-\u009f]/g,
        (c) => (c === '\u2028' || c === '\u2029' ? '\n' : ''),
      )
      .replace(/[\u00a0\u1680\u2000-\u200a\u202f\u205f\u3000]/g, ' ')
      .replace(/[\u2018\u2019\u201a\u201b\u2032]/g, "'")
      .replace(/[\u201c\u201d\u201e\u201f\u2033]/g, '"')
      // Arrows between places.
      .replace(/\s*(?:→|⇒|➔|➜|⟶|➡\ufe0f?|⮕|⇨|=>|-->|>>|»)\s*/g, ' -> ')
      .replace(/💲\s*(?=\d)/gu, '$')
      .replace(EMOJI, (run, offset: number, whole: string) => {
        // A pictograph opening or closing a line goes; between words it separates them. The
        // marks of a load list (❌ taken) stay for the list reader.
        const lineStart = whole.lastIndexOf('\n', offset - 1) + 1;
        const lineEnd = whole.indexOf('\n', offset + run.length);
        const before = whole.slice(lineStart, offset).trim();
        const after = whole.slice(offset + run.length, lineEnd < 0 ? undefined : lineEnd).trim();
        if (!before) return '';
        return after && !before.endsWith('->') && !after.startsWith('->') ? ' | ' : ' ';
      })
      .replace(/^[ \t]*\|[ \t|]*/gm, '')
      .replace(/[ \t]*\|[ \t]*(?=\n|$)/g, '')
      .replace(/(?:[ \t]*\|[ \t]*){2,}/g, ' | ')
      // Long dashes used as separators; short ones inside ranges.
      // (only between spaces: a dash alone in a tab-separated cell keeps its tabs)
      .replace(/( +)[\u2012-\u2015\u2212]( +)/g, '$1-$2')
      .replace(/[\u2010-\u2015\u2212]/g, '-')
      // A bullet opening a line is a list marker, not a separator.
      .replace(/^[ \t]*(?:[•·∙●▪◦‣*-]|[◆◇■□►▶▸➤➢⮕✦✧❖🔹🔸🔷🔶📍📌👉➡]\ufe0f?)[ \t]+/gmu, '')
      .replace(/\s*[•·∙●▪‣◆◇]\s*/g, ' | ')
      // Angle quotes around a value ('‹ext 15›').
      .replace(/[‹›«»]/g, ' ')
      .replace(/[ \f\v]+\n/g, '\n')
  );
}

/**
 * What an e-mail turned into text leaves behind: quoted-printable soft breaks and codes ('deliv=' /
 * 'ers', '=20', '=3D'), image placeholders ('[cid:image001.png@…]'), bracketed links
 * ('<https://…>') and *bold* / **bold** markers around words.
 */
export function mailArtefacts(text: string): string {
  let t = text;
  if (/=(?:20|3D|09)(?![0-9A-F])|[A-Za-z,.]=\r?\n/.test(t))
    t = t
      .replace(/=\r?\n/g, '')
      .replace(/=20(?![0-9A-F])/g, ' ')
      .replace(/=09(?![0-9A-F])/g, '\t')
      .replace(/=3D/g, '=');
  if (t.includes('[cid:')) t = t.replace(/\[cid:[^\]\n]{0,200}\]/g, ' ');
  if (/<https?:/i.test(t)) t = t.replace(/<https?:\/\/[^>\s]{1,500}>/gi, ' ');
  if (t.includes('*'))
    t = t.replace(/(^|[\s(|>])\*{1,2}([^*\n]{1,80}?)\*{1,2}(?=$|[\s:,.;)|&])/gm, '$1$2');
  // _italics_ (chat apps).
  if (t.includes('_')) t = t.replace(/(^|[\s(|>])_([^_\n]{1,80}?)_(?=$|[\s:,.;)|])/gm, '$1$2');
  return t;
}

/**
 * Rough text: the misspellings and clipped words of hurried postings, as the words they stand
 * for ('lod avail', 'refer', 'frm', 'tommorow', 'dleivery', 'LDNG', 'B4 1300', 'TRK'), in the
 * case they were written in. Only words that mean nothing else in a posting.
 */
const ROUGH_WORDS: Record<string, string> = {
  lod: 'load',
  lods: 'loads',
  refer: 'reefer',
  reffer: 'reefer',
  reefr: 'reefer',
  frm: 'from',
  fr: 'from',
  tommorow: 'tomorrow',
  tomorow: 'tomorrow',
  tommorrow: 'tomorrow',
  tmrow: 'tomorrow',
  '2morrow': 'tomorrow',
  '2moro': 'tomorrow',
  dleivery: 'delivery',
  delivry: 'delivery',
  delievery: 'delivery',
  deliverey: 'delivery',
  dilivery: 'delivery',
  dlvry: 'delivery',
  dlvy: 'delivery',
  dlvr: 'deliver',
  dlvrs: 'delivers',
  delivrs: 'delivers',
  pikup: 'pickup',
  pickp: 'pickup',
  pcikup: 'pickup',
  ldng: 'loading',
  loadng: 'loading',
  trk: 'truck',
  shrp: 'sharp',
  avl: 'avail',
  avlbl: 'available',
  availble: 'available',
  availabe: 'available',
  milez: 'miles',
  mles: 'miles',
  frieght: 'freight',
  freigth: 'freight',
  lbz: 'lbs',
  ldofr: 'load offer',
};
const ROUGH_RE = new RegExp(
  String.raw`(?<![\w'-])(${Object.keys(ROUGH_WORDS).join('|')})(?![\w'-])`,
  'gi',
);

export function roughToPlain(line: string): string {
  return (
    line
      .replace(ROUGH_RE, (word, _w, offset: number, whole: string) => {
        const lower = word.toLowerCase();
        // 'refer to the notes' is the verb.
        if (
          lower === 'refer' &&
          (/^\s+(?:to|any|all|you|your|them|questions|back|a|the)\b/i.test(
            whole.slice(offset + word.length),
          ) ||
            /\b(?:please|pls|plz|kindly)\s+$/i.test(whole.slice(0, offset)))
        )
          return word;
        // 'FR' alone before a place is 'from'; elsewhere it may be a code.
        if (lower === 'fr' && !/^\s+[A-Za-z]/.test(whole.slice(offset + word.length))) return word;
        const plain = ROUGH_WORDS[lower]!;
        return word === word.toUpperCase() ? plain.toUpperCase() : plain;
      })
      // 'B4 1300' = before 13:00; '0700 HRS' = 0700.
      .replace(/\b(b)4(?=\s*\d)/gi, (_m, b: string) => (b === 'B' ? 'BEFORE' : 'before'))
      .replace(/\b(\d{3,4})\s*hrs\b\.?/gi, '$1')
  );
}

/**
 * The parser's view of a text: characters normalized, markup stripped, OCR digit noise fixed
 * and spelled numbers turned into digits. Never throws; long text is cut at the limit.
 */
export function prepareText(text: string): string {
  let t = text.length > LOAD_TEXT_MAX_CHARS * 2 ? text.slice(0, LOAD_TEXT_MAX_CHARS * 2) : text;
  // EDI segments and structured pastes first: their `*` separators are no e-mail bold marks, their
  // XML tags no markup to strip.
  t = normalizeCharacters(mailArtefacts(readStructured(readX12(t))));
  if (hasMarkup(t)) t = stripMarkup(t);
  else if (/&(?:#\d{1,7}|#x[0-9a-f]{1,6}|[a-z]{2,8});/i.test(t)) t = decodeEntities(t);
  // Control characters other than tab and new line become spaces.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point
  t = t.replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, ' ');
  if (t.length > LOAD_TEXT_MAX_CHARS) t = t.slice(0, LOAD_TEXT_MAX_CHARS);
  return statesForBareOrigins(spanishToPlain(spokenPunctuation(t)))
    .split('\n')
    .flatMap(wrapLongLine)
    .map((line) =>
      selfCorrections(
        metricToImperial(spelledNumbersToDigits(roughToPlain(fixOcrDigits(line)))),
      ).replace(/[ ]+$/, ''),
    )
    .join('\n');
}

/**
 * No line of a posting runs past a few hundred characters; one that does (a paste without line
 * breaks, or hostile input) is broken into lines of at most this length, at a space or a
 * separator where there is one. Field readers work line by line, so this bounds what any pattern
 * can cost per line and keeps parsing linear in the length of the text.
 */
export const MAX_LINE_CHARS = 400;

export function wrapLongLine(line: string): string[] {
  if (line.length <= MAX_LINE_CHARS) return [line];
  const lines: string[] = [];
  let rest = line;
  while (rest.length > MAX_LINE_CHARS) {
    const window = rest.slice(0, MAX_LINE_CHARS);
    const cut = Math.max(
      window.lastIndexOf(' '),
      window.lastIndexOf('\t'),
      window.lastIndexOf('|'),
      window.lastIndexOf(';'),
    );
    const at = cut > MAX_LINE_CHARS / 2 ? cut + 1 : MAX_LINE_CHARS;
    lines.push(rest.slice(0, at));
    rest = rest.slice(at);
  }
  lines.push(rest);
  return lines;
}
