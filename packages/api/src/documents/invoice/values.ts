/**
 * Values as invoices print them: amounts (with $, thousands separators, a minus or parentheses
 * for credits), quantities with their unit ("3.5 hrs"), dates in the usual US and ISO forms.
 * Phones and e-mails come from the documents pipeline's own parsers.
 */
export { readEmail, readPhone } from '../domain/values';

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/** An amount standing alone in a cell: "$1,234.50", "-$50.00", "(50.00)", "1950", "USD 12.00". */
export function readAmount(text: string): number | null {
  // "15,00" / "36:80": a decimal point read as a comma or colon (OCR, European printing).
  const t = text
    .replace(/\s+/g, '')
    .replace(/^(USD|US\$|CAD|CA\$|C\$|EUR|€|£|GBP|MXN)/i, '')
    // A currency code or a unit after the number: "120.00 USD", "$45.00/hr", "9.75 per mile".
    .replace(/(\d)(?:USD|CAD|EUR|GBP|MXN)$/i, '$1')
    // "$8.00/pallet", "0.75/pallet-day", "1.10 per pallet per day", "12.50 ea".
    .replace(/(\d)(?:(?:\/|per)[a-z./-]{0,18}|ea\b[a-z.]{0,3}|each)$/i, '$1')
    // The dollar sign after the amount, as French-Canadian bills print it ("6 780,00 $").
    .replace(/(\d\)?)\$$/, '$1')
    .replace(/^([($-]*\d+)[,:;](\d{2})([)]?)$/, '$1.$2$3');
  // A trailing minus ("12.00-") or CR marks a credit, as some printouts write them.
  const m = /^(\(?)(-?)\$?(-?)(\d{1,3}(?:,\d{3})+|\d+)(\.\d{1,3})?(\)?)(CR|-)?$/i.exec(t);
  if (!m) return null;
  const n = Number(`${m[4]!.replace(/,/g, '')}${m[5] ?? ''}`);
  if (!Number.isFinite(n)) return null;
  const negative = (m[1] === '(' && m[6] === ')') || m[2] === '-' || m[3] === '-' || !!m[7];
  return negative ? -n : n;
}

/**
 * A unit price: any amount, or a rate to four or five decimals as fuel-tax and utility bills
 * print them ("0.2851" a gallon, "$0.08875" a kWh, "-$0.00215" for a credit adjustment).
 */
export function readRate(text: string): number | null {
  const amount = readAmount(text);
  if (amount !== null) return amount;
  const m = /^(\(?)(-?)\$?(-?)(\d{1,3}\.\d{4,5})(\)?)$/.exec(text.trim());
  if (!m) return null;
  const negative = (m[1] === '(' && m[5] === ')') || m[2] === '-' || m[3] === '-';
  return negative ? -Number(m[4]) : Number(m[4]);
}

/** Every amount written in a text (not percentages, not dates, not long digit runs). */
export function amountsIn(text: string): number[] {
  const out: number[] = [];
  const re =
    /(?<![\w.,/#-])(\(?-?\$?-?)(\d{1,3}(?:,\d{3})+|\d{1,7})(\.\d{2,3})?\)?(?![\w%/,]|\.\d)/g;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    const hasCents = !!m[3];
    const hasDollar = m[1]!.includes('$');
    if (!hasCents && !hasDollar && !m[2]!.includes(',')) continue;
    const value = readAmount(m[0]);
    if (value !== null) out.push(value);
  }
  return out;
}

/** A quantity as printed in its cell: "3", "1.5 hrs", "96.888 GAL", "2 ea". */
export function readQuantity(text: string): number | null {
  // A negative count in brackets, as a return or a credit prints it ("(3)", "(1,168)").
  const bracketed = /^\((\d{1,3}(?:,\d{3})+|\d+)(\.\d+)?\)$/.exec(text.trim());
  if (bracketed) return -Number(`${bracketed[1]!.replace(/,/g, '')}${bracketed[2] ?? ''}`);
  // The unit after the number: "hrs", "ea.", "gal/", a word for what is counted ("14 fixtures",
  // "3 trainees") or a compound unit ("pallet-day", "man-hr").
  const m =
    /^(-?\d{1,3}(?:,\d{3})+|-?\d+)(\.\d+)?\s*(?:[A-Za-z./]{0,6}|[A-Za-z]{1,12}|[A-Za-z]{1,10}-[A-Za-z]{1,8}\.?)$/.exec(
      text.trim(),
    );
  if (!m) return null;
  const n = Number(`${m[1]!.replace(/,/g, '')}${m[2] ?? ''}`);
  return Number.isFinite(n) ? n : null;
}

const pad = (n: number) => String(n).padStart(2, '0');

function mdy(month: number, day: number, year: number): string | null {
  const y = year < 100 ? 2000 + year : year;
  if (month < 1 || month > 12 || day < 1 || day > 31 || y < 1990 || y > 2100) return null;
  return `${pad(month)}/${pad(day)}/${y}`;
}

const DATE_RES: Array<[RegExp, (m: RegExpExecArray) => string | null]> = [
  // ISO, with a time after a "T" too ("2026-11-07T17:37:20").
  [/\b(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?:\b|(?=T\d))/, (m) => mdy(+m[2]!, +m[3]!, +m[1]!)],
  // Month first (US) unless the page says its dates are day first (findDate's `dayFirst`). A
  // first number over 12 is no date: more often an OCR misread than a day-first date.
  [/\b(\d{1,2})[/.-](\d{1,2})[/.-](\d{4}|\d{2})\b/, (m) => mdy(+m[1]!, +m[2]!, +m[3]!)],
  [
    /\b([A-Za-z]{3,9})\.?\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4})\b/,
    (m) => {
      const month = MONTHS.indexOf(m[1]!.slice(0, 3).toLowerCase());
      return month < 0 ? null : mdy(month + 1, +m[2]!, +m[3]!);
    },
  ],
  [
    /\b(\d{1,2})[\s-]([A-Za-z]{3,9})\.?[\s-,]+(\d{4}|\d{2})\b/,
    (m) => {
      const month = MONTHS.indexOf(m[2]!.slice(0, 3).toLowerCase());
      return month < 0 ? null : mdy(month + 1, +m[1]!, +m[3]!);
    },
  ],
];

/** The first date in a text, as MM/DD/YYYY, with where it starts. */
/** A page that says its dates are day first ("Date (DD/MM/YYYY)"). */
export const saysDayFirst = (text: string) => /\bDD[/.-]MM(?:[/.-]YY(?:YY)?)?\b/i.test(text);

export function findDate(raw: string, dayFirst = false): { value: string; index: number } | null {
  // OCR reads the O of "Oct" and the S of "Sep" as digits ("15-0ct-26").
  let text = raw.replace(/\b0(ct)\b/gi, 'O$1').replace(/\b5(ep)\b/gi, 'S$1');
  if (dayFirst) text = text.replace(/\b(\d{1,2})([/.-])(\d{1,2})\2(\d{4}|\d{2})\b/g, '$3$2$1$2$4');
  let best: { value: string; index: number } | null = null;
  for (const [re, make] of DATE_RES) {
    const m = re.exec(text);
    if (!m) continue;
    const value = make(m);
    if (value && (!best || m.index < best.index)) best = { value, index: m.index };
  }
  return best;
}

export const readDate = (text: string): string | null => findDate(text)?.value ?? null;

/**
 * A date printed (or scanned, its slashes lost) as eight digits alone, "10132026" month first
 * or "20261013" year first: only where a date label says a date stands there.
 */
export function readCompactDate(text: string): string | null {
  const m = /^(\d{2})(\d{2})(\d{4})$/.exec(text.trim());
  if (!m) return null;
  return (
    mdy(+m[1]!, +m[2]!, +m[3]!) ?? mdy(+text.slice(4, 6), +text.slice(6, 8), +text.slice(0, 4))
  );
}

/**
 * "City, ST 12345" (zip+4 allowed), "City, PR A1A 1A1" (a Canadian postal code) or a Mexican
 * state's abbreviation and código postal ("Ciudad Juarez, CHIH 32310", "Reynosa, TAMPS 88780").
 */
export const CITY_STATE_ZIP =
  /([A-Za-zÀ-ÿ][A-Za-zÀ-ÿ .'-]*?),?\s+([A-Z]{2}|AGS|BCS|CAMP|CHIS|CHIH|CDMX|COAH|DGO|GTO|GRO|HGO|JAL|MICH|MOR|NAY|OAX|PUE|QRO|QROO|SLP|SIN|SON|TAB|TAMPS|TLAX|VER|YUC|ZAC)\.?,?\s+(\d{5}(?:-\d{4})?(?!\d)|[A-Z]\d[A-Z] ?\d[A-Z]\d(?![A-Za-z0-9]))/;

export const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/;
export const PHONE =
  /(?<![\d])(?:\+?1[\s.-]?)?(?:\(\d{3}\)\s?|\d{3}[\s.-]?)\d{3}[\s.-]?\d{4}(?![\d])/;
