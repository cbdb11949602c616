import { classifyLabel } from './document';

/**
 * Team-chat channel copies (Slack, Teams, Discord; issue 18). A message opens with a header of
 * its own — the sender and the time it was posted, on a line of their own ('Kelsey Moran  9:14
 * AM', 'LoadBot  APP  — Today at 10:03 AM', 'Derek Olson' over 'Yesterday 4:52 PM', '[11/20 8:47
 * AM] Andrea Kim') or before the text ('[2026-11-20 07:45] brianna.w: …') — and the app adds lines
 * that are no one's words: reactions (':eyes: 3', '👍 2'), reply counts, 'Edited', 'has joined the
 * channel', the channel's name. Headers are when a message was posted, never an appointment, and
 * the app's lines carry nothing: both go. The sender who wrote the load (most messages with
 * figures) is the broker; other people's messages (a carrier asking, a dispatcher's counter) are
 * never the broker's and go too. A later message of the broker that corrects the load ('update:
 * rate is now $1,000', 'correction: delivery is 11/24 appt 08:00 not 06:00', 'wrong ref, it's
 * MN-22817') is read first, as the newest message of an e-mail thread is, without the value it
 * replaces ('not 06:00').
 */

const TIME = String.raw`\d{1,2}:\d{2}(?::\d{2})?\s?(?:[AaPp]\.?[Mm]\.?)?`;
const DAY = String.raw`(?:today|yesterday|(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*|\d{1,2}\/\d{1,2}(?:\/\d{2,4})?|\d{4}-\d{2}-\d{2})`;
const NAME = String.raw`[\p{L}@][\p{L}\d._'-]*(?:[ ][\p{L}][\p{L}._'-]*){0,2}(?:[ ]\((?!edited)[\p{L} ]{2,20}\))?`;
const MARKS = String.raw`(?:\s+(?:\(edited\)|\(in thread\)|edited|APP|BOT))*`;

/** 'Kelsey Moran  9:14 AM', 'Monique Baptiste  Today 1:12 PM', 'haulin_hank — Today at 10:11 AM'. */
const NAME_TIME = new RegExp(
  `^\\s*(${NAME})${MARKS}\\s*(?:\\s|[—–-]\\s*)(?:${DAY}\\s+(?:at\\s+)?)?${TIME}${MARKS}\\s*$`,
  'iu',
);
/** '[11/20 8:47 AM] Andrea Kim (edited)' */
const STAMP_NAME = new RegExp(
  `^\\s*\\[(?:${DAY},?\\s+)?${TIME}\\]\\s*(${NAME})${MARKS}\\s*$`,
  'iu',
);
/** '[2026-11-20 07:45] brianna.w: text' */
const STAMP_NAME_TEXT = new RegExp(`^\\s*\\[(?:${DAY},?\\s+)?${TIME}\\]\\s*(${NAME}):\\s?`, 'iu');
/** A Teams stamp line under the sender's name ('Yesterday 4:52 PM'). */
const STAMP_ONLY = new RegExp(`^\\s*(?:${DAY}\\s+(?:at\\s+)?)?${TIME}${MARKS}\\s*$`, 'iu');
const LONE_NAME = new RegExp(`^\\s*(${NAME})\\s*$`, 'u');

/** Lines the app adds: reactions, reply counts, edit marks, joins, deletions, the channel. */
const APP_LINE =
  /^\s*(?:(?:(?::[a-z0-9_+-]+:|\p{Extended_Pictographic}\ufe0f?)\s*\d*\s*)+|\p{Extended_Pictographic}?\s*\d+\s+repl(?:y|ies)\b.*|reply|edited|\(edited\)|.*\bhas (?:joined|left) the channel\.?|this message (?:has been|was) deleted\.?)\s*$/iu;
/** The channel's name above the first message ('#spot-loads', 'General > Available Loads'). */
const CHANNEL_LINE =
  /^\s*(?:#[a-z0-9_-]+|[^:\d]{1,40}\s>\s[^:\d]{1,40}|.*\(teams\)\s*·\s*channel:.*)\s*$/iu;
const NOT_BROKER = /\b(?:dispatch|dispatcher|you|me)\b/i;
const CORRECTION =
  /\b(?:update[ds]?|updated|correction|corrected|now|bumped|instead|wrong|actually|changed?|revised)\b/i;

/** Words of a stop or a day that may stand before a time ('Pickup 8:00 AM', 'Today 9:14 AM'). */
const ROLE_WORD =
  /^(?:pu|del|pick\s*up|pickup|delivery|deliver|drop|load|loads|appt|ready|eta|by|at|today|tomorrow|yesterday|tonight|mon|tue|wed|thu|fri|sat|sun)\b/i;

/** 'delivery is 11/24 appt 08:00 not 06:00': the value a correction replaces. */
const NOT_VALUE = /[,;]?\s*\bnot\s+[^,.;]+/gi;

interface Message {
  sender: string;
  lines: string[];
}

/** Sender and header length of a message's first line, when it opens a message. */
function header(
  lines: string[],
  i: number,
): { sender: string; skip: number; rest: string | null } | null {
  const line = lines[i]!;
  let m = STAMP_NAME_TEXT.exec(line);
  if (m) return { sender: m[1]!, skip: 1, rest: line.slice(m[0].length) };
  m = NAME_TIME.exec(line) ?? STAMP_NAME.exec(line);
  // (A stop's word before a time — 'Pickup 8:00 AM' — is no sender.)
  if (m && /\p{L}/u.test(m[1]!) && !classifyLabel(m[1]!) && !ROLE_WORD.test(m[1]!))
    return { sender: m[1]!, skip: 1, rest: null };
  m = LONE_NAME.exec(line);
  if (m && lines[i + 1] !== undefined && STAMP_ONLY.test(lines[i + 1]!))
    return { sender: m[1]!, skip: 2, rest: null };
  return null;
}

/** Two or more message headers: a chat, whose '>' lines quote a message, not an older thread. */
export function hasMessageHeaders(lines: string[]): boolean {
  let n = 0;
  for (let i = 0; i < lines.length && n < 2; i++) if (header(lines, i)) n++;
  return n >= 2;
}

const clean = (sender: string) =>
  sender
    .replace(/^@/, '')
    .replace(/\s+\((?:edited|in thread)\)$/i, '')
    .trim();

/** The lines of a channel copy, read as the broker's messages; other text comes back unchanged. */
export function segmentChannel(input: string[]): { lines: string[]; sender: string | null } {
  const messages: Message[] = [];
  const before: string[] = [];
  for (let i = 0; i < input.length; i++) {
    const h = header(input, i);
    if (h) {
      messages.push({ sender: clean(h.sender), lines: h.rest !== null ? [h.rest] : [] });
      i += h.skip - 1;
      continue;
    }
    const line = input[i]!;
    if (APP_LINE.test(line) || (messages.length === 0 && CHANNEL_LINE.test(line))) continue;
    if (messages.length === 0) before.push(line);
    else messages.at(-1)!.lines.push(line.replace(/\s*\(edited\)\s*$/i, ''));
  }
  // Two messages at least, and a header for the first lines of the paste (a screenshot's window
  // title — a few words, no figures — may stand above it).
  const title = before.filter((l) => l.trim());
  const titled = title.length === 1 && /^[\p{L} #>&·|()-]{1,40}$/u.test(title[0]!.trim());
  if (messages.length < 2 || (title.length > 0 && !titled)) return { lines: input, sender: null };
  const figures = new Map<string, number>();
  for (const m of messages) {
    if (NOT_BROKER.test(m.sender)) continue;
    const n = m.lines.filter((l) => /\d/.test(l)).length;
    if (n > 0) figures.set(m.sender, (figures.get(m.sender) ?? 0) + n);
  }
  let sender: string | null = null;
  let best = 0;
  for (const [name, n] of figures)
    if (n > best) {
      best = n;
      sender = name;
    }
  if (!sender) return { lines: input, sender: null };
  const own = messages.filter((m) => m.sender === sender);
  const later = own.slice(1);
  const corrects = (m: Message) => m.lines.some((l) => CORRECTION.test(l));
  const out: string[] = [];
  for (const m of later.filter(corrects).reverse()) {
    for (const l of m.lines) out.push(CORRECTION.test(l) ? l.replace(NOT_VALUE, '') : l);
    out.push('');
  }
  out.push(...own[0]!.lines);
  for (const m of later.filter((m) => !corrects(m))) out.push(...m.lines);
  // A bot's post names the broker ('New load posted by @Stacy (Pinecone Freight)').
  return { lines: out, sender: /\b(?:bot|app)\b/i.test(sender) ? null : sender };
}
