/**
 * Notes: a labelled note (Notes:, Memo:, Comments:, Remarks:) with the lines that continue it,
 * else the sentences printed after the totals (terms, thank-you lines, a facility and door on a
 * receipt), never page footers repeated on every page nor capitalised receipt slogans.
 */
import { findLabelled } from './labels';
import { type DocLine, linePitch } from './page-model';
import { amountsIn } from './values';

const NOTE_LABEL = /^(?:notes?|memo|comments?|remarks|message|special\s*instructions)\s*:\s*/i;

/**
 * A notes heading alone in its cell, its paragraph on the lines under it: Notes, Remarks, a
 * terms box's heading ("Terms and conditions"), or such a heading said in two languages
 * ("Conditions / Terms", "Remarques / Remarks").
 */
const NOTE_HEADING_ONE =
  /^(?:notes?|memo|comments?|remarks|message|special\s*instructions|(?:[a-z]+\s+)?terms(?:\s*(?:and|&)\s*conditions)?|conditions|remarques|commentaires|observaciones|notas|t[ée]rminos(?:\s+y\s+condiciones)?)\s*:?$/i;
const isNoteHeading = (text: string) => {
  const sides = text.trim().split(/\s+\/\s+/);
  if (sides.length === 2)
    return (
      sides.some((s) => NOTE_HEADING_ONE.test(s)) &&
      sides.every((s) => /^[A-Za-zÀ-ÿ&\s]{2,30}:?$/.test(s))
    );
  return NOTE_HEADING_ONE.test(text.trim());
};

/** Words in the page's type: lower case, or capitals on a page set all in capitals. */
const wordsIn = (text: string, shouting: boolean) =>
  shouting ? /[A-Za-z]{2}/.test(text) : /[a-z]{2}/.test(text);

/** Three or more words in lower case, no amount: a note written in a box. */
const isWords = (text: string) =>
  text.split(/\s+/).length >= 3 && /[a-z]{2}/.test(text) && !/\d\.\d{2}\b/.test(text);

/**
 * Fine print a form prints for the customer to sign under ("GENERATOR CERTIFICATION: The
 * customer certifies …", "DISCLAIMER: …"): a statement of the form, not a note about this bill.
 */
const STATEMENT_HEADING =
  /^[A-Z][A-Z' ]{0,30}\b(?:CERTIFICATION|DECLARATION|DISCLAIMER|WAIVER|RELEASE|ACKNOWLEDG(?:E)?MENT)(?:\s*:|\s+(?=[A-Z][a-z]))/;

const isSentence = (text: string, shouting = false) =>
  wordsIn(text, shouting) && text.split(/\s+/).length >= 4 && /\.(\s|$)/.test(text);

/**
 * A page set in capitals (an old billing system's print, a dot-matrix form): under a tenth of
 * its letters (e-mail and web addresses aside) in lower case. Its sentences are sentences; elsewhere a line in capitals is a
 * slogan or a heading.
 */
function shoutingPage(lines: DocLine[]): boolean {
  let lower = 0;
  let all = 0;
  for (const line of lines) {
    // E-mail and web addresses keep their lower case on such a page.
    const words = line.text.replace(/\S*@\S*|\b(?:www\.|https?:)\S*/gi, ' ');
    lower += (words.match(/[a-z]/g) ?? []).length;
    all += (words.match(/[A-Za-z]/g) ?? []).length;
  }
  return all >= 200 && lower < all * 0.1;
}

function paragraph(lines: DocLine[], start: number, first: string, skip: Set<number>): string {
  const parts = [first];
  let prev = lines[start]!;
  const own = prev.cells.find((c) => c.text === first) ?? prev.cells[0]!;
  let right = own.x1;
  // The paragraph goes on under its first words: under the value beside its label
  // ("REMARKS: | CREDIT WILL BE …" over "AT INSPECTION …"), or under the label's line start.
  let lefts = [own.x0, prev.cells[0]!.x0];
  for (let j = start + 1; j < lines.length; j++) {
    const line = lines[j]!;
    if (line.page !== prev.page || line.repeated) break;
    if (line.y - prev.y > linePitch(line) * 1.4) break;
    // A line set wholly right of the paragraph (a total beside a terms box, printed between two
    // of its lines): passed over, the paragraph goes on under it.
    if (line.cells[0]!.x0 > right + 12) continue;
    if (!lefts.some((x) => Math.abs(line.cells[0]!.x0 - x) <= 6)) break;
    // Another block beside the paragraph (a Remit To set to its right): only the paragraph's
    // own cell continues it; a line some other reader took whole does not.
    const head = line.cells[0]!;
    if (line.cells.length > 1 && line.cells[1]!.x0 - head.x1 < 40) break;
    if (skip.has(j) && line.cells.length === 1) break;
    parts.push(head.text);
    right = Math.max(right, head.x1);
    prev = line;
    lefts = [head.x0];
  }
  return parts.join(' ').replace(/\s+/g, ' ').trim();
}

export function readNotes(
  lines: DocLine[],
  after: number,
  skip: Set<number>,
): { value: string | null; confidence: number } {
  const labelled = findLabelled(lines, NOTE_LABEL, (t) => (t.length > 1 ? t : undefined), {
    skip,
    sameCell: true,
  });
  if (labelled?.value) {
    return { value: paragraph(lines, labelled.line, labelled.value, skip), confidence: 0.9 };
  }
  // A heading alone in its cell ("Notes", "REMARKS") over the paragraph, with totals set beside.
  for (let i = 0; i < lines.length; i++) {
    const head = lines[i]!.cells.find((c) => isNoteHeading(c.text));
    if (!head || skip.has(i)) continue;
    // "Notes: | Equipment is sold as is." — the note beside its label, read below.
    const beside = lines[i]!.cells.find((c) => c.x0 > head.x1 && c.x0 - head.x1 < 60);
    if (beside && isSentence(beside.text, shoutingPage(lines))) break;
    // A remark beside its label going on over the lines under it, its first line no sentence.
    if (beside && isWords(beside.text) && !skip.has(i))
      return { value: paragraph(lines, i, beside.text, skip), confidence: 0.8 };
    const next = lines[i + 1];
    if (!next || next.page !== lines[i]!.page || next.y - lines[i]!.y > linePitch(next) * 2.2)
      continue;
    // The note written into the box under its heading (by hand a little indented, maybe no
    // full stop: "Oil tank 3/4 full, schedule extra pickup in 2 wks").
    const cell = next.cells.find((c) => c.x0 - head.x0 >= -6 && c.x0 - head.x0 <= 12);
    const written =
      !!cell && /^(?:comments?|remarks)\s*:?$/i.test(head.text.trim()) && isWords(cell.text);
    if (!cell || skip.has(i + 1)) continue;
    const value = paragraph(lines, i + 1, cell.text, skip);
    // The paragraph's first line may break before its first full stop.
    const shouting = shoutingPage(lines);
    if (!(isSentence(cell.text, shouting) || written || isSentence(value, shouting))) continue;
    return { value, confidence: 0.8 };
  }
  /** A remark set beside the last total (its line overlaps the total's): the note only if no
   * sentence follows under the totals. */
  let beside: { value: string | null; confidence: number } | null = null;
  const last = after >= 0 ? lines[after] : undefined;
  const shouting = shoutingPage(lines);
  /** Lines of a form's signed statement (its heading line and the lines that go on under it). */
  let statement: DocLine | null = null;
  for (let i = Math.max(0, after + 1); i < lines.length; i++) {
    const line = lines[i]!;
    if (line.repeated) continue;
    if (STATEMENT_HEADING.test(line.cells[0]!.text.trim())) {
      statement = line;
      continue;
    }
    if (
      statement &&
      line.page === statement.page &&
      line.y - statement.y <= linePitch(line) * 1.4 &&
      Math.abs(line.cells[0]!.x0 - statement.cells[0]!.x0) <= 6
    ) {
      statement = line;
      continue;
    }
    statement = null;
    const cell = line.cells.find((c) => isSentence(c.text, shouting));
    // A line a party block took (its label set to the right of a paragraph) keeps a long
    // sentence of its own.
    // (A line taken whole, a contact line naming the seller's rep, is no note.)
    if (
      skip.has(i) &&
      !(
        cell &&
        cell.text.split(/\s+/).length >= 8 &&
        cell === line.cells[0] &&
        line.cells.length > 1
      )
    )
      continue;
    if (
      cell &&
      !beside &&
      last &&
      line.page === last.page &&
      line.y - last.y < linePitch(last) * 0.8
    ) {
      const text = paragraph(lines, i, cell.text, skip);
      if (text === cell.text) {
        beside = { value: text, confidence: 0.5 };
        continue;
      }
    }
    if (cell) {
      // The sentence may have started on a line above, left of a total ("Per diem is billed
      // by the line and the terminal | Subtotal | 5,296.14" over "directly. Please …").
      let start = i;
      let first = cell;
      for (let j = i - 1; j >= 0; j--) {
        const above = lines[j]!;
        const prev = lines[start]!;
        const head = above.cells[0]!;
        if (
          skip.has(j) ||
          above.page !== prev.page ||
          prev.y - above.y > linePitch(prev) * 1.4 ||
          Math.abs(head.x0 - first.x0) > 6 ||
          !wordsIn(head.text, shouting) ||
          /[.!?:]$/.test(head.text.trim()) ||
          /\d\.\d{2}\b/.test(head.text)
        )
          break;
        start = j;
        first = head;
      }
      const value =
        start === i
          ? paragraph(lines, i, cell.text, skip)
          : `${lines
              .slice(start, i)
              .map((l) => l.cells[0]!.text)
              .join(' ')} ${paragraph(lines, i, cell.text, skip)}`;
      return { value: value.replace(/\s+/g, ' ').trim(), confidence: 0.6 };
    }
  }
  return beside ?? { value: null, confidence: 0 };
}

/**
 * A bill whose charges are detailed on a later page (a summary page first: the amount due, the
 * account summary): where a note under the summary starts looking, the first line of the first
 * page that prints the total; -1 when the charges start on the first page or it prints no total.
 */
export function summaryPageEnd(
  lines: DocLine[],
  itemLines: Set<number>,
  total: number | null,
): number {
  if (total === null || itemLines.size === 0) return -1;
  const first = Math.min(...itemLines);
  if ((lines[first]?.page ?? 1) === 1) return -1;
  const printsTotal = (l: DocLine) =>
    l.page === 1 && amountsIn(l.text).some((a) => Math.abs(a - total) < 0.005);
  return lines.findIndex((l) => l.index < first && printsTotal(l));
}
