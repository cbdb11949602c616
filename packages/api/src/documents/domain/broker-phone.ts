/**
 * The broker contact's phone, chosen among every phone on the page by what its surroundings say
 * about whose it is, not by the shape of its label: a phone written with the broker's own e-mail
 * (same cell, or the line above or under it in the same column), or under / after words that
 * name the broker's person ("your contact", "broker rep", "account manager", "booked by"), is the
 * broker's; one beside a driver, a dispatcher, a cell or mobile number, a fax, an after-hours
 * line or the billing office (accounts payable, invoices, remittance, claims) is not (on a rate confirmation a dispatcher is the carrier's). A phone with no such words
 * around it scores nothing.
 */
import { domainMatches } from './broker';
import type { Cell, Line } from './layout';
import { EMAIL_RE, readPhone } from './values';

const BROKER_PERSON =
  /\b(your\s+(?:contact|rep|representative|agent|coordinator|load\s+manager|carrier\s+manager)|[\w-]+\s+desk|broker(?:'s)?\s+(?:contact|rep|representative|agent)|(?:carrier\s+)?(?:sales\s+)?rep(?:resentative)?|account\s+manager|load\s+(?:planner|manager|coordinator)|booked\s+by|contact\s+us|questions)\b/i;
const NOT_BROKER =
  /\b(driver|dispatch(?:er)?|cell|mobile|fax|after[\s-]*hours|emergency|24\s*\/\s*7|carrier\s+phone)\b/i;
/** The billing office's words: its line is no broker person's, whatever else it says. */
const OFFICE =
  /\b(billing|accounts?\s+payable|payables|ap\s+line|invoic\w*|remit\w*|accounting|collections|claims)\b/i;

export interface PhoneChoice {
  phone: string;
  score: number;
}

function near(a: Cell, b: Cell): boolean {
  return b.x1 >= a.x0 - 6 && b.x0 <= a.x1 + 6;
}

/** A phone's score: + for the broker's e-mail or person beside it, − for another party's words. */
function scoreOf(lines: Line[], i: number, cell: Cell, brokerName: string | null): number {
  const line = lines[i]!;
  const own = (text: string) => {
    const e = EMAIL_RE.exec(text)?.[0];
    return e !== undefined && brokerName !== null && domainMatches(e, brokerName);
  };
  // The cell itself, the cells before it on its line, the cells above and under it in its
  // column (the nearest one each way; a column set beside another block may have that block's
  // lines between its own: "Kevin Nguyen" / 214-… / "Stop-off | $150" / kevin@…).
  const before = line.cells.filter((c) => c.x1 <= cell.x0).at(-1);
  const inColumn = (step: -1 | 1) => {
    for (let k = i + step; k >= 0 && k < lines.length && Math.abs(k - i) <= 3; k += step) {
      const l = lines[k]!;
      if (l.page !== line.page || Math.abs(l.y - line.y) > cell.height * 2.4) break;
      const cells = l.cells.filter((c) => near(cell, c));
      if (cells.length > 0) return cells;
    }
    return [];
  };
  const columnAbove = inColumn(-1);
  const around = [...columnAbove, ...inColumn(1)];
  // (The line above, however far, heads it too: "Your contact" over a gap.)
  const above = lines[i - 1]?.page === line.page ? lines[i - 1]! : undefined;
  const heading =
    columnAbove.length > 0 ? columnAbove : (above?.cells.filter((c) => near(cell, c)) ?? []);
  let score = 0;
  if (line.cells.some((c) => own(c.text)) || around.some((c) => own(c.text))) score += 3;
  const words = [cell.text, before?.text ?? '', ...heading.map((c) => c.text)].join(' · ');
  // The words of this phone only: a cell holding two parties ("Driver … · Rep …") is cut at
  // the phone.
  const lead = cell.text.slice(0, cell.text.search(/\+?\(?\d{3}\)?[\s.-]*\d{3}[\s.-]*\d{4}/));
  const ownWords = lead.length > 0 ? lead : words;
  // "(not your load manager)" says the opposite.
  const said = ownWords.replace(/\bnot\s+(?:your|the|a)\b[^()·|,;]*/gi, ' ');
  if (OFFICE.test(ownWords)) score -= 3;
  else if (BROKER_PERSON.test(said)) score += 2;
  else if (NOT_BROKER.test(ownWords)) score -= 3;
  return score;
}

/** Every phone outside the stops with its score, best first. */
export function brokerPhones(lines: Line[], brokerName: string | null): PhoneChoice[] {
  const out: PhoneChoice[] = [];
  lines.forEach((l, i) => {
    for (const c of l.cells) {
      const phone = readPhone(c.text);
      if (phone) out.push({ phone, score: scoreOf(lines, i, c, brokerName) });
    }
  });
  return out.sort((a, b) => b.score - a.score);
}

/**
 * The phone to answer: the one already read, unless another phone has stronger evidence of
 * being the broker's (at least the broker's e-mail or its person's title beside it).
 */
export function chooseBrokerPhone(
  current: string | null,
  lines: Line[],
  brokerName: string | null,
): string | null {
  const scored = brokerPhones(lines, brokerName);
  const best = scored[0];
  if (!best || best.score < 2) return current;
  const currentScore = Math.max(
    -Infinity,
    ...scored.filter((s) => s.phone === current).map((s) => s.score),
  );
  return currentScore >= best.score ? current : best.phone;
}

/** A text without its fax numbers ("Volume desk · MC 1143390 · fax 8645550117"). */
export function withoutFax(text: string): string {
  return text.replace(/\bfax\b\s*(?:no\.?|#)?\s*[:.]?\s*\+?[\d(][\d\s().-]{8,16}\d/gi, ' ');
}
