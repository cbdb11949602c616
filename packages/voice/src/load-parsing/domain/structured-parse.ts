/**
 * Tolerant readers for structured data pasted as text (issue 18, round 8): JSON and what is close
 * to it (a Python dict with single quotes, `None` / `True`, trailing commas) and XML. Both build
 * the same tree — an object is a list of key/value entries in the order written (XML attributes
 * and child elements alike, a repeated element once per entry), so the walker reads either the
 * same way. Both are single passes over the text, bounded by size, depth and node count, and
 * give up (null) rather than guess when the text is not what they read.
 */

export type Value = string | number | boolean | null | Value[] | Obj;
export interface Obj {
  entries: [string, Value][];
}

/** No structured paste worth reading is longer than this; nor nested deeper; nor larger. */
export const STRUCTURED_MAX_CHARS = 20_000;
const MAX_DEPTH = 24;
const MAX_NODES = 4_000;

export function isObj(v: Value | undefined): v is Obj {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

interface Cursor {
  s: string;
  i: number;
  nodes: number;
}

class GiveUp extends Error {}

function fail(): never {
  throw new GiveUp();
}

function skipSpace(c: Cursor): void {
  while (c.i < c.s.length && /\s/.test(c.s[c.i]!)) c.i++;
}

function countNode(c: Cursor): void {
  if (++c.nodes > MAX_NODES) fail();
}

/**
 * A JSON-like value from `start` (an opening brace or bracket): the value and where it ends, or
 * null when the text there is not one.
 */
export function parseJsonLike(s: string, start: number): { value: Value; end: number } | null {
  const c: Cursor = { s: s.slice(0, start + STRUCTURED_MAX_CHARS), i: start, nodes: 0 };
  try {
    const value = jsonValue(c, 0);
    return { value, end: c.i };
  } catch (e) {
    if (e instanceof GiveUp) return null;
    throw e;
  }
}

function jsonValue(c: Cursor, depth: number): Value {
  if (depth > MAX_DEPTH) fail();
  countNode(c);
  skipSpace(c);
  const ch = c.s[c.i];
  if (ch === '{') return jsonObject(c, depth);
  if (ch === '[') return jsonArray(c, depth);
  if (ch === '"' || ch === "'") return jsonString(c);
  const m = /^(?:-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?|true|false|null|True|False|None|undefined)/.exec(
    c.s.slice(c.i, c.i + 40),
  );
  if (!m) fail();
  c.i += m[0].length;
  const w = m[0];
  if (w === 'true' || w === 'True') return true;
  if (w === 'false' || w === 'False') return false;
  if (w === 'null' || w === 'None' || w === 'undefined') return null;
  return Number(w);
}

function jsonString(c: Cursor): string {
  const quote = c.s[c.i]!;
  c.i++;
  let out = '';
  while (c.i < c.s.length) {
    const ch = c.s[c.i]!;
    if (ch === quote) {
      c.i++;
      return out;
    }
    if (ch === '\n') fail();
    if (ch === '\\') {
      const next = c.s[c.i + 1] ?? '';
      if (next === 'u' && /^[0-9a-fA-F]{4}$/.test(c.s.slice(c.i + 2, c.i + 6))) {
        out += String.fromCharCode(Number.parseInt(c.s.slice(c.i + 2, c.i + 6), 16));
        c.i += 6;
        continue;
      }
      out += next === 'n' ? ' ' : next === 't' ? ' ' : next;
      c.i += 2;
      continue;
    }
    out += ch;
    c.i++;
  }
  return fail();
}

function jsonKey(c: Cursor): string {
  skipSpace(c);
  const ch = c.s[c.i];
  if (ch === '"' || ch === "'") return jsonString(c);
  const m = /^[A-Za-z_$][\w$-]*/.exec(c.s.slice(c.i, c.i + 80));
  if (!m) fail();
  c.i += m[0].length;
  return m[0];
}

function jsonObject(c: Cursor, depth: number): Obj {
  c.i++;
  const obj: Obj = { entries: [] };
  for (;;) {
    skipSpace(c);
    if (c.s[c.i] === '}') {
      c.i++;
      return obj;
    }
    const key = jsonKey(c);
    skipSpace(c);
    if (c.s[c.i] !== ':') fail();
    c.i++;
    obj.entries.push([key, jsonValue(c, depth + 1)]);
    skipSpace(c);
    if (c.s[c.i] === ',') c.i++;
    else if (c.s[c.i] !== '}') fail();
  }
}

function jsonArray(c: Cursor, depth: number): Value[] {
  c.i++;
  const list: Value[] = [];
  for (;;) {
    skipSpace(c);
    if (c.s[c.i] === ']') {
      c.i++;
      return list;
    }
    list.push(jsonValue(c, depth + 1));
    skipSpace(c);
    if (c.s[c.i] === ',') c.i++;
    else if (c.s[c.i] !== ']') fail();
  }
}

const XML_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
};

function xmlText(raw: string): string {
  return raw
    .replace(/&(amp|lt|gt|quot|apos);/g, (_m, e: string) => XML_ENTITIES[e] ?? '')
    .replace(/&#(\d{1,6});/g, (_m, d: string) => String.fromCharCode(Number(d)))
    .replace(/\s+/g, ' ')
    .trim();
}

/** A scalar as written: a plain number stays a number, anything else a string. */
function scalar(raw: string): Value {
  const t = xmlText(raw);
  if (t === '') return null;
  return /^-?\d+(?:\.\d+)?$/.test(t) ? Number(t) : t;
}

/**
 * An XML element from `start` (its `<`, after any declaration or comments): the element as a
 * value — its text alone when it has neither attributes nor children, else an object of its
 * attributes, its children and its text under `#text` — and where it ends; null when not XML.
 */
export function parseXml(s: string, start: number): { value: Value; end: number } | null {
  const c: Cursor = { s: s.slice(0, start + STRUCTURED_MAX_CHARS), i: start, nodes: 0 };
  try {
    skipProlog(c);
    const value = xmlElement(c, 0);
    return { value: value[1], end: c.i };
  } catch (e) {
    if (e instanceof GiveUp) return null;
    throw e;
  }
}

function skipProlog(c: Cursor): void {
  for (;;) {
    skipSpace(c);
    if (c.s.startsWith('<?', c.i)) {
      const end = c.s.indexOf('?>', c.i);
      if (end < 0) fail();
      c.i = end + 2;
    } else if (c.s.startsWith('<!--', c.i)) {
      const end = c.s.indexOf('-->', c.i);
      if (end < 0) fail();
      c.i = end + 3;
    } else return;
  }
}

const XML_NAME = /^[A-Za-z_][\w.:-]*/;

function xmlElement(c: Cursor, depth: number): [string, Value] {
  if (depth > MAX_DEPTH) fail();
  countNode(c);
  if (c.s[c.i] !== '<') fail();
  c.i++;
  const name = XML_NAME.exec(c.s.slice(c.i, c.i + 80))?.[0];
  if (!name) fail();
  c.i += name.length;
  const obj: Obj = { entries: [] };
  // Attributes.
  for (;;) {
    skipSpace(c);
    if (c.s.startsWith('/>', c.i)) {
      c.i += 2;
      return [name, obj.entries.length > 0 ? obj : null];
    }
    if (c.s[c.i] === '>') {
      c.i++;
      break;
    }
    const attr = XML_NAME.exec(c.s.slice(c.i, c.i + 80))?.[0];
    if (!attr) fail();
    c.i += attr.length;
    skipSpace(c);
    if (c.s[c.i] !== '=') fail();
    c.i++;
    skipSpace(c);
    const quote = c.s[c.i];
    if (quote !== '"' && quote !== "'") fail();
    const end = c.s.indexOf(quote, c.i + 1);
    if (end < 0) fail();
    obj.entries.push([attr, scalar(c.s.slice(c.i + 1, end))]);
    c.i = end + 1;
  }
  // Content: text and child elements up to the closing tag.
  let text = '';
  let children = 0;
  for (;;) {
    const lt = c.s.indexOf('<', c.i);
    if (lt < 0) fail();
    text += c.s.slice(c.i, lt);
    c.i = lt;
    if (c.s.startsWith('</', c.i)) {
      const close = c.s.indexOf('>', c.i);
      if (close < 0 || c.s.slice(c.i + 2, close).trim() !== name) fail();
      c.i = close + 1;
      break;
    }
    if (c.s.startsWith('<!--', c.i)) {
      const end = c.s.indexOf('-->', c.i);
      if (end < 0) fail();
      c.i = end + 3;
      continue;
    }
    if (c.s.startsWith('<![CDATA[', c.i)) {
      const end = c.s.indexOf(']]>', c.i);
      if (end < 0) fail();
      text += c.s.slice(c.i + 9, end);
      c.i = end + 3;
      continue;
    }
    obj.entries.push(xmlElement(c, depth + 1));
    children++;
  }
  const t = scalar(text);
  if (children === 0 && obj.entries.length === 0) return [name, t];
  if (t !== null) obj.entries.push(['#text', t]);
  return [name, obj];
}
