import type { Doc } from '../document';
import { classifyLabel } from '../document';
import { companySpans } from './contact';

/**
 * Special instructions: the text of 'Notes:', 'Comments:', 'Instructions:', 'Requirements:'
 * (with the lines that continue it), else the clauses that state a requirement ('tarps and
 * straps required', 'Lumper $150 reimbursed w/ receipt').
 */

const CUE =
  /\b(?:tarps?|tarped|straps?|chains?|twic|hazmat|haz|lumpers?|lift\s*gate|liftgate|driver\s+assist|no\s+touch|touch\s+freight|load\s+(?:bars|locks)|team\s+(?:drivers?|required|only)|ppe|hard\s+hat|steel\s+toes?|macropoint|tracking\s+required|must|required|requires|mandatory|no\s+\w+\s+allowed)\b/i;
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

export function extractInstructions(doc: Doc): string | null {
  const sections: string[] = [];
  const lines = doc.lines;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const cell = line.cells.find((c) => c.label === 'instructions');
    if (!cell) continue;
    const items: string[] = [];
    // The rest of the line after the label (other cells included).
    const rest = line.text.slice(cell.valueStart).trim();
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
      for (const raw of cell.text.split(/(?<=[.;!?])\s+|,\s+/)) {
        const clause = stripEnd(raw).replace(/[.!?]+$/, '');
        if (!clause || clause.length > 160 || !CUE.test(clause)) continue;
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
