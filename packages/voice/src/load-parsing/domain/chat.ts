import { segmentChannel } from './channel';

/**
 * Chat exports (WhatsApp, SMS, iMessage): each message line starts with its own header, a date,
 * a time and the sender ('[11/20/26, 8:15:52 AM] Kim Tran: …', '20/11/2026, 14:31 - Gurpreet
 * Singh: …'), and SMS threads put a stamp on a line of its own ('Today 11:48 AM', '(775) 555-0128
 * — Fri, Nov 20 at 2:14 PM'). Those stamps are when a message was sent, never an appointment: they
 * are taken off the lines before fields are read. The sender who wrote the load (the most
 * messages with figures in them) is the broker's display name, and a relative day in a message
 * ('tomorrow', 'today') counts from that message's date, not from the paste's.
 */

export interface ChatSegment {
  /** The lines with message headers and stamps removed (a stamp line keeps only its phone). */
  lines: string[];
  /** The sender who wrote the load, as displayed; null when the text is not a chat export. */
  sender: string | null;
}

const DATE_PART = String.raw`(\d{1,2})/(\d{1,2})/(\d{2,4})`;
const TIME_PART = String.raw`\d{1,2}:\d{2}(?::\d{2})?(?:\s*[AaPp]\.?[Mm]\.?)?`;
/** '[11/20/26, 8:15:52 AM] Name: ' (iOS WhatsApp) */
const BRACKET = new RegExp(`^\\s*\\[${DATE_PART},?\\s+${TIME_PART}\\]\\s*([^:\\n]{1,40}?):\\s?`);
/** '20/11/2026, 14:31 - Name: ' (Android WhatsApp) */
const DASHED = new RegExp(`^\\s*${DATE_PART},?\\s+${TIME_PART}\\s+-\\s+([^:\\n]{1,40}?):\\s?`);

const PHONE = /(?:\+?1[\s.-]?)?\(?\b[2-9]\d{2}\)?[\s.-]?\d{3}[\s.-]?\d{4}\b/;
const STAMP_WORDS =
  /\b(?:today|yesterday|mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun|monday|tuesday|wednesday|thursday|friday|saturday|sunday|jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec|[a-z]+ember|january|february|march|april|june|july|august|october|at|sent|received|delivered|read)\b\.?/gi;

/**
 * A line that is only a stamp: a time, with a date, weekday or 'Today' and maybe the sender's
 * number, nothing else ('Nov 20, 2026 10:02 AM  +1 (214) 555-0143:', '11:52 AM').
 */
function stampLine(line: string): { phone: string | null } | null {
  if (!new RegExp(TIME_PART).test(line) || line.length > 80) return null;
  const phone = PHONE.exec(line);
  const rest = line
    .replace(PHONE, ' ')
    .replace(new RegExp(TIME_PART, 'g'), ' ')
    .replace(/\d{1,4}(?:[/-]\d{1,2}){1,2}/g, ' ')
    .replace(STAMP_WORDS, ' ')
    .replace(/\b\d{1,4}\b/g, ' ')
    .replace(/[\s,:.\-–—|()[\]+]+/g, '');
  return rest === '' ? { phone: phone ? phone[0] : null } : null;
}

const NOT_BROKER = /^(?:you|me|dispatch|dispatcher)$/i;

function messageDate(d: string, m: string, y: string, dayFirst: boolean): Date | null {
  const [day, month] = dayFirst ? [Number(d), Number(m)] : [Number(m), Number(d)];
  const year = y.length === 2 ? 2000 + Number(y) : Number(y);
  if (month < 1 || month > 12 || day < 1 || day > 31) return null;
  return new Date(year, month - 1, day, 12);
}

function dayText(date: Date): string {
  return `${date.getMonth() + 1}/${date.getDate()}/${date.getFullYear()}`;
}

/** 'tomorrow'/'tmrw'/'today'/'tonight' in a message → that day's date, from the message's. */
function resolveRelative(text: string, sent: Date | null, now: Date): string {
  if (!sent) return text;
  const sameDay =
    sent.getFullYear() === now.getFullYear() &&
    sent.getMonth() === now.getMonth() &&
    sent.getDate() === now.getDate();
  if (sameDay) return text;
  const relative = text.replace(/\b(today|tonight|tomorrow|tmrw|tmw|tmr)\b/gi, (word) => {
    const days = /^(?:today|tonight)$/i.test(word) ? 0 : 1;
    const d = new Date(sent.getFullYear(), sent.getMonth(), sent.getDate() + days, 12);
    return dayText(d);
  });
  // A weekday alone ('delivers Thursday 0800') is the next such day from the message's date.
  return relative.replace(
    /\b(sun|mon|tues?|wed|thu(?:rs?)?|fri|sat)(?:day|nesday|urday|sday)?\b(?!\s*,?\s*(?:\d{1,2}\/|jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec))/gi,
    (word) => {
      const day = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'].indexOf(
        word.slice(0, 3).toLowerCase(),
      );
      const ahead = (day - sent.getDay() + 7) % 7;
      const d = new Date(sent.getFullYear(), sent.getMonth(), sent.getDate() + ahead, 12);
      return `${word} ${dayText(d)}`;
    },
  );
}

const MONTH_NUMBER: Record<string, number> = {
  jan: 1,
  feb: 2,
  mar: 3,
  apr: 4,
  may: 5,
  jun: 6,
  jul: 7,
  aug: 8,
  sep: 9,
  oct: 10,
  nov: 11,
  dec: 12,
};

/**
 * The day a stamp or a Sent: line names ('Thu, Nov 19 · 7:42 PM', 'Thursday, November 19, 2026
 * 4:48 PM', '11/19/2026 16:48'), in now's year when it names none; null when it names no day.
 */
function sentDay(text: string, now: Date): Date | null {
  const named =
    /\b(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+(\d{1,2})\b(?:,?\s+(20\d\d))?/i.exec(
      text,
    );
  if (named) {
    const month = MONTH_NUMBER[named[1]!.toLowerCase()]!;
    const year = named[3] ? Number(named[3]) : now.getFullYear();
    return messageDate(named[2]!, String(month), String(year), true);
  }
  const numeric = /\b(\d{1,2})\/(\d{1,2})\/(\d{2,4})\b/.exec(text);
  return numeric ? messageDate(numeric[1]!, numeric[2]!, numeric[3]!, false) : null;
}

/** 'Marcus Hill | 2h', 'Tanya Brooks | Nov 20 at 8:05 AM', 'Rick Dalton ▸ Flatbed Loads'. */
const POSTER =
  /^\s*([A-Z][a-z]+(?:\s[A-Z][a-z]+){1,2})\s*(?:(?:\||-|—)\s*(?:\d{1,2}\s*(?:m|h|d|min|mins|hr|hrs|hours?|days?)\b|just now|yesterday|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+\d{1,2}\b)|▸)/i;
/** A group's or channel's name heading a post ('… | Public group', '… - Group', '(Telegram channel)'). */
const GROUP_HEADING = /\b(?:public|private)?\s*(?:group|channel|community)\)?\s*$/i;
const COMMENTS = /^\s*(?:\d+\s+)?comments?\s*:?\s*$/i;

/**
 * A social-media post (issue 18): its group heading and the poster's line ('Name · 2h') are not
 * the load; the poster is the broker's name. Under a 'Comments' heading, the poster's own
 * comments are theirs (a newer price), other people's are never the broker's.
 */
function segmentPost(lines: string[]): { lines: string[]; poster: string | null } {
  const head = lines.slice(0, 3).findIndex((l) => POSTER.test(l));
  if (head < 0) return { lines, poster: null };
  const poster = POSTER.exec(lines[head]!)![1]!;
  const out = lines.map((l, i) => {
    if (i === head) return '';
    if (i < head && GROUP_HEADING.test(l)) return '';
    return l;
  });
  const thread = out.findIndex((l) => COMMENTS.test(l));
  if (thread >= 0) {
    out[thread] = '';
    for (let i = thread + 1; i < out.length; i++) {
      const m = /^\s*([^:\n]{1,40}):\s*(.*)$/.exec(out[i]!);
      if (!m) continue;
      out[i] = m[1]!.trim() === poster ? m[2]! : '';
    }
  }
  return { lines: out, poster };
}

/** Takes message headers and stamps off a chat export; other text comes back unchanged. */
export function segmentChat(input: string[], now: Date): ChatSegment {
  const post = segmentPost(input);
  const chat = segmentMessages(post.lines, now);
  // Not a phone's export: maybe a team chat's channel (Slack, Teams, Discord).
  if (!chat.sender && !post.poster) {
    const channel = segmentChannel(post.lines);
    if (channel.sender || channel.lines !== post.lines) return channel;
  }
  return { lines: chat.lines, sender: chat.sender ?? post.poster };
}

/**
 * A message wrapped onto the next line (a narrow window, a screenshot's bubble): a line with no
 * header of its own that goes on from a message's line — which ends without a stop, the next
 * starting with a digit or a lower-case word — is joined to it ('…: PU 11/23' / '0900-1300, DEL
 * 11/24 0800').
 */
function joinWrappedMessages(lines: string[]): string[] {
  const isHeader = (l: string) => BRACKET.test(l) || DASHED.test(l);
  if (lines.filter(isHeader).length < 2) return lines;
  const out: string[] = [];
  for (const line of lines) {
    const prev = out.at(-1);
    if (
      prev !== undefined &&
      isHeader(prev) &&
      !isHeader(line) &&
      /^[a-z0-9$(]/.test(line.trim()) &&
      !/[.!?:]\s*$/.test(prev)
    )
      out[out.length - 1] = `${prev.trimEnd()} ${line.trim()}`;
    else out.push(line);
  }
  return out;
}

function segmentMessages(input: string[], now: Date): ChatSegment {
  const lines = joinWrappedMessages(input);
  const headers = lines.map((l) => BRACKET.exec(l) ?? DASHED.exec(l));
  const messages = headers.filter(Boolean).length;
  // Day first ('20/11/2026') when some message's first number cannot be a month.
  const dayFirst = headers.some((h) => h && Number(h[1]) > 12);
  const figures = new Map<string, number>();
  const out: string[] = [];
  // The day the message being read was sent (an SMS stamp's, an e-mail's Sent: line).
  let sent: Date | null = null;
  let stamped = false;
  lines.forEach((line, i) => {
    const h = headers[i];
    if (h && messages >= 2) {
      // '~ Sofia | Cactus Freight': a display name after WhatsApp's '~', its company after a bar.
      const sender = h[4]!
        .replace(/^~\s*/, '')
        .split(/\s+\|\s+/)[0]!
        .trim();
      const text = line.slice(h[0].length);
      if (!NOT_BROKER.test(sender) && /\d/.test(text))
        figures.set(sender, (figures.get(sender) ?? 0) + 1);
      out.push(resolveRelative(text, messageDate(h[1]!, h[2]!, h[3]!, dayFirst), now));
      return;
    }
    // A stamp opens a message: the first line, or a line after a blank one; it has a half of the
    // day, a phone, 'today' or 'sent' (a lone '08:00' in a posting is a time, not a stamp).
    const opens = stamped || lines.slice(0, i).every((l) => !l.trim()) || !lines[i - 1]?.trim();
    const stampy = /\b(?:[ap]\.?m\b|today|yesterday|sent)\b/i.test(line) || PHONE.test(line);
    const stamp =
      line.trim() && i < lines.length - 1 && opens && stampy ? stampLine(line.trim()) : null;
    if (stamp) {
      stamped = true;
      sent = sentDay(line, now) ?? sent;
      out.push(stamp.phone ?? '');
      return;
    }
    const header = /^\s*(?:sent|date)\s*:\s*(.+)$/i.exec(line);
    if (header) {
      sent = sentDay(header[1]!, now);
      out.push(line);
      return;
    }
    out.push(sent ? resolveRelative(line, sent, now) : line);
  });
  let sender: string | null = null;
  let best = 0;
  for (const [name, n] of figures) {
    if (n > best) {
      best = n;
      sender = name;
    }
  }
  return { lines: out, sender };
}
