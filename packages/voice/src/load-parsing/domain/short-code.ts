/**
 * Load offers texted by a broker's portal from an SMS short code (issue 18, round 7): the short
 * code is the sender ('57290' on a line of its own, 'From: 57290', '32665: …', '… from 61842: …'),
 * the phone's stamps head the messages ('[Text Message · Fri, Nov 20 · 9:14 AM]', 'Msg 2 (Fri
 * 11/20 3:47 PM) …'), and each message opens with the portal's name ('CargoLane: New load offer …',
 * 'LoadRally UPDATE: …', 'TRUCKLINK – Load offer …'). The code and the stamps are no reference,
 * phone or appointment and go; the portal's name is the company that offers the load, written as a
 * labelled line of its own. Texts without a short-code sender are left as they are.
 */

/**
 * A short code: five or six digits as the sender, named so ('From: 57290', 'Short code 90125') or
 * alone on the text's first line (a bare number further down is a figure of the load).
 */
const CODE_LINE = /^\s*(?:from:?|short\s*code:?)\s*\d{5,6}\s*:?\s*$/i;
const BARE_CODE = /^\s*\d{5,6}\s*:?\s*$/;
const CODE_PREFIX =
  /^\s*(?:(?:msg|message|sms)\s*\d{0,2}\s*(?:\([^)]{0,40}\))?\s*)?(?:from:?\s+)?\d{5,6}:\s+/i;
/** The phone's stamp over a message ('[Text Message · Fri, Nov 20 · 9:14 AM]'). */
const STAMP_LINE = /^\s*\[?\s*(?:text\s+message|sms|imessage|message)\s*[·•|,-][^\]]{0,60}\]?\s*$/i;
/**
 * The portal's name opening a message: one to three capitalised words before a colon or a spaced
 * dash, an 'UPDATE' / 'ALERT' after it kept for the message.
 */
const BRAND =
  /^([A-Z][A-Za-z0-9&'.]*(?:\s+[A-Z][A-Za-z0-9&'.]*){0,2}?)(?:\s+(UPDATE|ALERT|REMINDER))?\s*(?::|\s[–—-])\s+(?=\S)/;
/** Words a portal's name ends in that are the channel, not the company ('Amber Logistics Portal'). */
const CHANNEL_WORD = /\s+(?:portal|app|alerts?|notifications?|loads?)$/i;
/** What a message's first words are when they are no name ('New load offer', 'Load', 'Reply'). */
const NOT_A_NAME =
  /^(?:new|load|loads|reply|update|alert|offer|rate|pickup|pick|delivery|del|pu|re|fw|fwd|subject|from|to|msg|stop|help|txt|text|call|hi|hello|hey|urgent|hot)$/i;

export function readShortCodeTexts(lines: string[]): string[] {
  const first = lines.findIndex((l) => l.trim() !== '');
  const bareFirst = first >= 0 && BARE_CODE.test(lines[first]!);
  if (!bareFirst && !lines.some((l) => CODE_LINE.test(l) || CODE_PREFIX.test(l))) return lines;
  const out: string[] = [];
  for (const [i, raw] of lines.entries()) {
    if (CODE_LINE.test(raw) || STAMP_LINE.test(raw) || (i === first && bareFirst)) continue;
    const line = raw.replace(CODE_PREFIX, '');
    const brand = BRAND.exec(line);
    const name = brand?.[1]?.replace(CHANNEL_WORD, '');
    if (!brand || !name || NOT_A_NAME.test(name.split(/\s+/)[0]!)) {
      out.push(line);
      continue;
    }
    out.push(`Company: ${name}`);
    const rest = line.slice(brand[0].length);
    out.push(brand[2] ? `${brand[2]}: ${rest}` : rest);
  }
  return out;
}
