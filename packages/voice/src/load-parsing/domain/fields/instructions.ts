import type { Doc } from '../document';
import { classifyLabel } from '../document';
import { companySpans } from './contact';
import { findLocations } from './locations';

/**
 * Special instructions: the text of 'Notes:', 'Comments:', 'Instructions:', 'Requirements:'
 * (with the lines that continue it), else the clauses that state a requirement ('tarps and
 * straps required', 'Lumper $150 reimbursed w/ receipt').
 */

const CUE =
  /\b(?:tarps?|tarped|straps?|chains?|twic|hazmat|(?<!non-)haz|lumpers?|drop\s*(?:&|and|n)\s*hook|do\s+not|driver\s+(?:needs|must)|passport|lift\s*gate|liftgate|driver\s+assist|no\s+touch|touch\s+freight|load\s+(?:bars|locks)|team\s+(?:drivers?|required|only|preferred)|ppe|hard\s+hat|steel\s+toes?|macropoint|tracking\s+required|needs?\s+(?:live\s+|gps\s+|app\s+)?tracking|must|required|requires|mandatory|no\s+\w+\s+allowed|endorse(?:d|ment)|placards?|pilot\s+cars?|escorts?|(?:os|od|oversize|overweight)\s+permits?|bring)\b/i;
const PAGE_FOOTER =
  /^(?:[=_*-]{3,}|.*\bpage\s+\d+(?:\s*(?:of|\/)\s*\d+)?\b|.*\bprinted\b|.*\bconfidential\b)/i;
const CLOSING = /^(?:thanks|thank you|regards|best|cheers|sincerely|respectfully)\b/i;

function stripEnd(s: string): string {
  return s
    .trim()
    .replace(/^[-*•]\s+/, '')
    .replace(/[;,]+$/, '')
    .trim();
}

function join(items: string[]): string {
  let out = '';
  for (const item of items) {
    if (!out) out = item;
    else out += /[.!?;:]$/.test(out) ? ` ${item}` : `; ${item}`;
  }
  return out;
}

/** Load figures in a clause: a weight, miles, money, a date or time, a long number. */
const FIGURES = /\$\s?\d|\d\s*(?:lbs?|k|mi|miles|am|pm|a|p)\b|\b\d{1,2}\/\d{1,2}\b|\d{3,}|\d:\d\d/i;

/**
 * The clauses of a cell that may state a requirement. A sentence that asks for something and
 * carries none of the load's figures is kept whole ('4 ft tarps, 12 straps, corner guards');
 * one that also lists the figures ('30,000 lbs, tarps required') gives its clauses one by one.
 */
/**
 * A part that only names the truck ('Step deck or flatbed', "53' dry van"): said beside a
 * requirement, it is the equipment, and the requirement goes on without it.
 */
const TRUCK_ONLY =
  /^(?:\d+\s*(?:'|ft\.?|foot)?\s*)?(?:dry\s+van|van|reefer|flatbed|flat|step\s*deck|box\s+truck|straight\s+truck|sprinter|conestoga|hopper|tanker|rgn|lowboy)(?:\s+(?:or|\/)\s+(?:\d+\s*(?:'|ft\.?)?\s*)?(?:dry\s+van|van|reefer|flatbed|flat|step\s*deck|conestoga|hopper|rgn|lowboy))?$/i;

const STOWED =
  /^(?:floor[-\s]?loaded|palletized|slip[-\s]?sheeted|hand[-\s]?stacked|loose|crated)$/i;

function requirementClauses(text: string): string[] {
  const out: string[] = [];
  for (const whole of text.split(/(?<=[.;!?])\s+|\s+[-–—]\s+/)) {
    let parts = whole.split(/,\s+/);
    // The truck and how the goods sit in it, named first ("Step deck or flatbed, must tarp",
    // "53' dry van, floor-loaded, driver assist unload"), are the equipment and the load.
    while (parts.length > 1 && (TRUCK_ONLY.test(parts[0]!.trim()) || STOWED.test(parts[0]!.trim())))
      parts = parts.slice(1);
    const sentence = parts.join(', ');
    if (
      parts.length > 1 &&
      CUE.test(sentence) &&
      !parts.some((p) => FIGURES.test(p) || truckFeature(p) !== p)
    )
      out.push(sentence);
    else out.push(...parts);
  }
  return out;
}

/**
 * A charge ('Tarp $200', 'Hazmat: $150.00', '$1,400 + $150 tarp = $1,550 total') is pay, not an
 * instruction, unless it says what to do ('Lumper $150 reimbursed w/ receipt').
 */
function isCharge(clause: string): boolean {
  return (
    /\$\s?\d/.test(clause) &&
    !/\b(?:reimburs\w*|receipts?|required|must|needs?|provide[sd]?|paid\s+by)\b/i.test(clause)
  );
}

/** 'Team not required', 'tarps not needed': what is not asked for. */
const NOT_ASKED =
  /^\S+(?:\s+\S+)?\s+(?:not|isn'?t)\s+(?:required|needed|necessary)$|^(?:hazmat|haz|hazardous|team|tarps?|escorts?|twic)\s*:?\s*(?:n|no|none|n\/a)$/i;
/** "53' van required", 'reefer needed': the equipment the load takes, not an instruction. */
const EQUIPMENT_ONLY =
  /^(?:\d+\s*(?:'|ft\.?|foot)?\s*)?(?:dry\s+van|van|reefer|flatbed|step\s*deck|box\s+truck|straight\s+truck|sprinter(?:\s+van)?|conestoga)\s+(?:only|required|req(?:'?d)?|needed|wanted|preferred)\.?$/i;
/** 'must deliver by Friday 8:00 AM': the stop's appointment, not an instruction. */
const APPOINTMENT =
  /^(?:\w+\s+)?must\s+(?:deliver|pick\s*up|be\s+(?:delivered|picked\s+up|loaded))\s+(?:by|before|on|at)\b/i;

/**
 * The truck itself ("26' box truck w/ liftgate", 'flatbed w/ 6ft tarps') is the equipment: what it is asked to bring beyond its own features is the
 * instruction ('6ft tarps'), a liftgate or air ride alone is none.
 */
function truckFeature(clause: string): string {
  const m =
    /^(?:(?:need|needs|needed|want|looking\s+for)\s+(?:an?\s+)?)?(?:\d+\s*(?:'|ft)?\s*)?(?:dry\s+van|van|reefer|flatbed|flat|step\s*deck|box\s+truck|straight\s+truck|sprinter|conestoga|flatbd|rfr|dv)\s+(?:w\/|with)\s+(.+)$/i.exec(
      clause,
    );
  // 'Flatbed (tarps required, 4ft)': the truck, and in parentheses what it must bring.
  const inParens =
    /^(?:\d+\s*(?:'|ft)?\s*)?(?:dry\s+van|van|reefer|flatbed|flat|step\s*deck|box\s+truck|straight\s+truck|sprinter|conestoga|flatbd|rfr|dv)\s*\(([^)]+)\)$/i.exec(
      clause,
    );
  if (inParens && CUE.test(inParens[1]!)) return inParens[1]!.trim();
  if (!m) return clause;
  const rest = m[1]!.trim();
  return /^(?:(?:a\s+)?lift\s*gate|air\s+ride)(?:\s+(?:ok|okay|preferred|needed|required))?$/i.test(
    rest,
  )
    ? ''
    : rest;
}

/** Two places joined as a route ('Reno NV -> Ontario CA'). */
const ROUTE = /\b[A-Z]{2}\s*(?:->|=>)\s*[A-Z][a-z]/;

/**
 * A long run-on clause (a dictated text, a one-line post): the phrase that asks for something
 * ('needs 8 foot tarps', 'must have TWIC', 'bring straps'), up to the next figure or the next
 * thing said ('paying …', 'this is …', 'call …').
 */
const ASKED =
  /\b(?:needs?|requires?|must\s+(?:have|bring)|bring)\s+(?:\d+\s*(?:foot|ft|')\s*)?[A-Za-z][\w'-]*(?:\s+(?!(?:paying|pays|rate|this|call|text|its|it's|and\s+(?:deliver|pick))\b)[A-Za-z][\w'-]*){0,4}/gi;

function askedInRunOn(clause: string): string[] {
  if (clause.length <= 160 && !FIGURES.test(clause)) return [clause];
  const found = [...clause.matchAll(ASKED)]
    .map((m) => m[0])
    .filter((p) => CUE.test(p.replace(/^\S+\s+/, '')));
  return found.length > 0 ? found : [clause];
}

export function extractInstructions(doc: Doc): string | null {
  const sections: string[] = [];
  const lines = doc.lines;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const cell = line.cells.find((c) => c.label === 'instructions');
    if (!cell) continue;
    const items: string[] = [];
    // The rest of the line after the label (other cells included).
    // A label inside a running line ('…, $1,100. Req: HM endorsement, chains. Call Terri …'):
    // its sentence.
    let rest = line.text.slice(cell.valueStart).trim();
    if (cell.start > 0) rest = rest.split(/[.;!?]\s+(?=\p{Lu})/u)[0]!;
    if (rest) items.push(stripEnd(rest));
    // Continuation lines: unlabelled, not blank, not a signature.
    while (i + 1 < lines.length) {
      const next = lines[i + 1]!;
      const text = next.text.trim();
      if (!text || CLOSING.test(text) || next.cells.some((c) => c.label !== null)) break;
      if (classifyLabel(text.replace(/:$/, ''))) break;
      if (/\d{3}\D{0,2}\d{3}\D?\d{4}/.test(text)) break;
      // A page footer or rule, a company's boilerplate ('… reserves the right'): not notes.
      if (PAGE_FOOTER.test(text) || companySpans(text).some((c) => c.start === 0)) break;
      const colon = /^([^:]{1,30}):/.exec(text);
      if (colon && classifyLabel(colon[1]!)) break;
      // 'Bids due: 11/20/2026 1400', a line of a stop ('Picks Red River Army Depot, Texarkana
      // TX …'): another field, not more notes.
      if (colon && /^(?:\S+\s+){0,2}\S+$/.test(colon[1]!.trim()) && /\d/.test(text)) break;
      if (findLocations(text).length > 0) break;
      // 'Target rate $1,900, send your best': pay, not notes; a name alone opens a signature.
      if (isCharge(text)) break;
      if (/^\p{Lu}[\p{Ll}'’-]+(?:\s+\p{Lu}[\p{Ll}'’-]+){1,2}$/u.test(text) && !CUE.test(text))
        break;
      items.push(stripEnd(text));
      i++;
    }
    if (items.length > 0) sections.push(join(items));
  }
  if (sections.length > 0) return join(sections);

  // No labelled notes: clauses that state a requirement.
  const clauses: string[] = [];
  for (const line of lines) {
    if (line.emailHeader) continue;
    for (const cell of line.cells) {
      if (
        cell.label &&
        ![
          'pickup',
          'delivery',
          'final',
          'stop',
          'commodity',
          'equipment',
          'weight',
          'lane',
        ].includes(cell.label) &&
        cell.label !== null
      ) {
        continue;
      }
      // A heading over what follows ('Volume quote request (dock to dock, no liftgate):').
      if (/:\s*$/.test(cell.text)) continue;
      for (const raw of requirementClauses(cell.text).flatMap(askedInRunOn)) {
        const clause = truckFeature(stripEnd(raw).replace(/[.!?]+$/, ''));
        if (!clause || clause.length > 160 || !CUE.test(clause)) continue;
        // 'already tarped' states what was done; a route line is the load's heading.
        if (/\balready\s+\w+/i.test(clause) && !/\b(?:must|required|needs?)\b/i.test(clause))
          continue;
        if (ROUTE.test(clause)) continue;
        // A cue word inside a company's name ('Central Coast Cold Chain') asks for nothing.
        let unnamed = clause;
        for (const span of companySpans(clause).reverse())
          unnamed = unnamed.slice(0, span.start) + unnamed.slice(span.end);
        if (!CUE.test(unnamed)) continue;
        if (
          isCharge(clause) ||
          NOT_ASKED.test(clause) ||
          APPOINTMENT.test(clause) ||
          EQUIPMENT_ONLY.test(clause.trim())
        )
          continue;
        const colon = /^([^:]{1,30}):/.exec(clause);
        if (colon && classifyLabel(colon[1]!) && classifyLabel(colon[1]!) !== 'instructions')
          continue;
        const first = /^(\S+(?:\s+\S+)?)/.exec(clause)?.[1] ?? '';
        const bare = classifyLabel(first.split(/\s+/)[0]!);
        if (bare && ['rate', 'distance', 'weight', 'reference', 'phone', 'market'].includes(bare))
          continue;
        clauses.push(clause);
      }
    }
  }
  return clauses.length > 0 ? join(clauses) : null;
}
