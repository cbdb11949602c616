import { findLocations } from './fields/locations';

/**
 * Calls written as text (issue 18): voicemail transcriptions, call transcripts and a dispatcher's
 * call notes. Their stamps say when the call was, never an appointment: a heading line naming a
 * voicemail, call or transcript loses its dates, times and durations ('Voicemail from (918)
 * 555-0100 · Fri, Nov 20, 10:14 AM · 0:52'), and a line's call offset ('[00:08]') goes. Speaker
 * labels ('Broker:', 'Speaker 2:', 'Caller:') are the call's turns, not field labels: they go,
 * and the turns of the carrier's side (the caller, dispatch, the driver, 'Speaker 1 (Dispatch)')
 * go with them, so a counter-offer or question of ours is never read as the broker's. Spoken
 * fillers ('uh', 'um') go too.
 */

const HEADING =
  /\b(?:voice\s*mail|voicemail|call\s+(?:transcript|notes?|log|summary|recording)|transcript(?:ion)?|missed\s+call|recorded\s+call|phone\s+call|call\s+with)\b/i;
const TIME = String.raw`\b\d{1,2}(?::\d{2}){1,2}\s*(?:[ap]\.?m\.?|[ap]\b)?|\b\d{1,2}\s*[ap]\.?m\.?(?![a-z])`;
const MONTH = String.raw`(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?`;
const STAMP = new RegExp(
  [
    String.raw`\(\s*\d{1,2}:\d{2}\s*\)`, // '(1:08)', a length
    String.raw`\b\d+\s*(?:min|mins|minutes)\b(?:\s*\d+\s*(?:s|sec|secs|seconds)\b)?`,
    String.raw`\b\d+\s*(?:s|sec|secs|seconds)\b`,
    String.raw`\b${MONTH}\s+\d{1,2}(?:st|nd|rd|th)?(?:,?\s*\d{4})?`,
    String.raw`\b\d{1,2}\/\d{1,2}(?:\/\d{2,4})?`,
    String.raw`\b(?:sun|mon|tue|tues|wed|thu|thur|thurs|fri|sat)(?:day|sday|nesday|rsday|urday)?\b\.?`,
    String.raw`\b(?:today|yesterday)\b`,
    String.raw`\b\d{4}-\d{2}-\d{2}\b`,
    TIME,
  ].join('|'),
  'gi',
);
const PHONE_SHAPE = /\(?\b\d{3}\)?[\s.-]?\d{3}[\s.-]\d{4}\b/g;

/** '[00:08]', '(00:08)', '00:08 -' opening a line of a transcript. */
const OFFSET = /^\s*(?:\[\s*\d{1,2}:\d{2}(?::\d{2})?\s*\]|\(\s*\d{1,2}:\d{2}(?::\d{2})?\s*\))\s*/;
const SPEAKER =
  /^\s*((?:broker|caller|carrier|dispatch(?:er)?|driver|agent|rep|me|you|shipper|customer|speaker\s*\d{1,2}|person\s*\d{1,2})(?:\s*\(([^)]{1,30})\))?)\s*:\s*/i;
/** Labels only a conversation has (a posting may label its carrier, driver or rep). */
const TURN = /^(?:broker|caller|dispatch(?:er)?|agent|me|you|speaker\s*\d|person\s*\d)/i;
const OUR_SIDE = /\b(?:caller|carrier|dispatch(?:er)?|driver|me|us|we)\b/i;

/** What a question of ours asks about, as the label its answer is read under. */
const QUESTIONS: Array<[RegExp, string]> = [
  [/\b(?:pick\s*(?:s\s*)?up|pickup|picks|load(?:s|ing)?\s+(?:time|date|when)|ready)\b/i, 'Pickup'],
  [/\b(?:deliver(?:y|s|ing)?|drop(?:s|off)?|due|consignee)\b/i, 'Delivery'],
  [/\b(?:miles|mileage|how\s+far|distance)\b/i, 'Miles'],
  [/\b(?:weigh|weight|how\s+heavy)\b/i, 'Weight'],
];

const FILLER = /(?<![\w'-])(?:uh+|um+|uhm+|erm|hmm+)(?![\w'-])[,.]?\s*/gi;

/**
 * A heading line's stamps removed; its phone and words stay. Only the part before the load's
 * own words (a stop's role or a place) is the heading: 'Call notes 11/20 3:45p — PU Tulsa, OK
 * 11/23 8am' keeps its pickup's date and time.
 */
function withoutStamps(line: string): string {
  const role = /\b(?:pick|picks|pu|p\/u|deliver\w*|del|drop\w*|appt|fcfs|ready)\b/i.exec(line);
  const place = findLocations(line)[0];
  const cut = Math.min(role?.index ?? line.length, place?.start ?? line.length);
  return stampsOff(line.slice(0, cut)) + (cut < line.length ? ` ${line.slice(cut)}` : '');
}

function stampsOff(line: string): string {
  // Keep phone numbers whole while dates and times are taken off.
  const phones: string[] = [];
  const masked = line.replace(PHONE_SHAPE, (p) => {
    phones.push(p);
    return `\u0000${phones.length - 1}\u0000`;
  });
  return (
    masked
      .replace(STAMP, ' ')
      // biome-ignore lint/suspicious/noControlCharactersInRegex: the placeholder set above
      .replace(/\u0000(\d+)\u0000/g, (_m, i: string) => phones[Number(i)]!)
      .replace(/[ \t]*([,·|—-])(?:[ \t]*[,·|—-])+/g, ' $1')
      .replace(/[ \t]{2,}/g, ' ')
      .trim()
  );
}

/** A call's stamps, offsets, speaker labels, our own turns and fillers taken off its lines. */
export function segmentCall(lines: string[]): string[] {
  const speakers = lines.filter((l) => SPEAKER.test(l.replace(OFFSET, '')));
  const offsets = lines.filter((l) => OFFSET.test(l)).length;
  const turns = speakers.map((l) => SPEAKER.exec(l.replace(OFFSET, ''))![1]!.toLowerCase());
  const conversation = turns.filter((t) => TURN.test(t)).length >= 3 && new Set(turns).size >= 2;
  const isCall =
    conversation ||
    offsets >= 2 ||
    lines
      .slice(0, 3)
      .some((l) => HEADING.test(l) && (new RegExp(TIME, 'i').test(l) || /\d/.test(l)));
  if (!isCall) return lines;
  // The carrier's side: labelled as such ('Caller', 'Speaker 1 (Dispatch)').
  const labels = new Map<string, boolean>();
  // A speaker is known by its name without the note first given with it ('Speaker 1 (Dispatch)'
  // and then 'Speaker 1').
  const who = (m: RegExpExecArray) => m[1]!.replace(/\s*\(.*$/, '').toLowerCase();
  for (const l of speakers) {
    const m = SPEAKER.exec(l.replace(OFFSET, ''))!;
    labels.set(who(m), (labels.get(who(m)) ?? false) || OUR_SIDE.test(m[1]!));
  }
  const brokerSide = [...labels.values()].some((ours) => !ours);
  let asked: string | null = null;
  return lines.map((line, i) => {
    let t = offsets >= 2 ? line.replace(OFFSET, '') : line;
    if (conversation) {
      const m = SPEAKER.exec(t);
      if (m) {
        t = t.slice(m[0].length);
        if (brokerSide && labels.get(who(m))) {
          // Our question names what the answer is about ('When does it pick up?' → 'Pickup:').
          asked = /\?/.test(t) ? (QUESTIONS.find(([re]) => re.test(t))?.[1] ?? null) : null;
          return '';
        }
        if (asked && !new RegExp(`^\\s*${asked}\\b`, 'i').test(t)) t = `${asked}: ${t}`;
        asked = null;
      }
    }
    if (i < 3 && HEADING.test(t)) t = withoutStamps(t);
    return t.replace(FILLER, '');
  });
}
