/**
 * Column roles from the values under a header, not only from its titles (and two columns with
 * titles of one role, "Qty" and "Unit", are told apart by their values). A title such as
 * "Unit", "Each", "Cost/ea" or a blank can stand over the unit price; "Units", "Ct" or "#" over
 * the quantity. After a header is found, every text column right of the description whose
 * cells (on the rows that have an amount) read as numbers takes a number role:
 *   - with quantity and amount known, the column whose values × quantity give the amount is
 *     the price; with price and amount known, the one whose values × price give it is the
 *     quantity (the arithmetic decides, not the title);
 *   - otherwise the column nearest the amount with cents is the price, a column of whole
 *     numbers left of it the quantity.
 */
import type { Cell } from '../domain/layout';
import { readAmount, readQuantity, readRate } from './values';

/**
 * 'component': one of the amounts a row total is made of (linehaul, fuel, detention), or another
 * figure the row prints that is no part of its charge (a ledger's running balance). 'credit': a
 * ledger's payments / credits column, the row's amount taken off when its charge is empty.
 */
export type Role = 'text' | 'qty' | 'price' | 'amount' | 'flag' | 'component' | 'credit';

export interface Column {
  role: Role;
  x0: number;
  x1: number;
  /** Titled as an identifier ("Load #", "Ref No.", "Order ID"): its numbers name things, they count nothing. */
  ident?: boolean;
  /** A price per so many units ("Rate per cwt": per 100 lb): amount = quantity × price ÷ per. */
  per?: number;
  /** The column's title as printed, when it has one. */
  title?: string;
}

/** A title naming a measure of what is billed ("Total miles", "Taxable gallons", "Hours"). */
const MEASURE_TITLE =
  /\b(?:miles|mi|gallons|gals?|hours|hrs|liters|litres|km|kilometers|lbs|pounds|tons|kg)\b/i;

/**
 * A title naming a count that is not the billed quantity: a quantity word with another word
 * ("Inv qty", "Qty on hand", "Count in service"), a stock word ("On hand", "Inventory"), "No. of
 * …", or one plural word for people or things counted ("Wearers", "Drivers", "Lines"; not a
 * word that titles text: "Items", "Services", "Details").
 */
export function isCountTitle(title: string): boolean {
  const t = title.trim().toLowerCase();
  if (/\b(?:qty|quantity|count|ct)\b/.test(t) && /\s/.test(t)) return true;
  if (/^(?:on\s*hand|inventory|in\s*service|stock)$/.test(t)) return true;
  if (/^(?:no\.?|number|#)\s+of\s+[a-z]+$/.test(t)) return true;
  return (
    /^[a-z]{4,}(?:er|or|ee|ant|ent|line)s$/.test(t) &&
    !/desc|item|service|product|detail|part|code|charge|order|number|reference|location/.test(t)
  );
}

/**
 * The cells of column `k` on the rows, without a totals label set under it below the rows
 * ("Subtotal", "Sales tax 6.00%"): null when there are none or such words are more than half as
 * many as the other cells.
 */
function figuresUnder(table: Array<Map<number, string>>, k: number): string[] | null {
  const cells = table.map((r) => r.get(k)).filter((t): t is string => !!t);
  const words = cells.filter((t) => /[A-Za-z]{3}/.test(t));
  const figures = cells.filter((t) => !/[A-Za-z]{3}/.test(t));
  return figures.length > 0 && figures.length >= words.length * 2 ? figures : null;
}

export type ColumnOf = (cell: Cell, columns: Column[]) => number;

const close = (a: number, b: number) => Math.abs(a - b) < 0.011 + Math.abs(b) * 1e-4;

/**
 * `rows`: the cells of the lines under the header (a few dozen at most). Returns the columns
 * with roles changed where the values say so (a new array; the input is not changed). `ocr`: the
 * rows were scanned, so a few of their numbers may be misread.
 */
export function typeColumnsByValues(
  columns: Column[],
  rows: Cell[][],
  columnOf: ColumnOf,
  ocr = false,
): Column[] {
  const out = columns.map((c) => ({ ...c }));
  // Two columns titled for one role ("Qty" and "Unit", both quantity titles): the values decide.
  /** Columns titled as counts among several ("Ordered", "Shipped", "Back-ordered"). */
  const countTitled = new Set<number>();
  for (const role of ['qty', 'price'] as const) {
    if (out.filter((c) => c.role === role).length > 1) {
      out.forEach((c, k) => {
        if (c.role !== role) return;
        c.role = 'text';
        if (role === 'qty') countTitled.add(k);
      });
    }
  }
  const amountIndex = out.findIndex((c) => c.role === 'amount');
  if (amountIndex < 0) return out;
  const firstText = out.findIndex((c) => c.role === 'text');
  // Per row with an amount: the cell text of each column.
  const table: Array<Map<number, string>> = [];
  for (const cells of rows) {
    const byColumn = new Map<number, string>();
    for (const cell of cells) {
      const k = columnOf(cell, out);
      if (!byColumn.has(k)) byColumn.set(k, cell.text);
    }
    const amountText = byColumn.get(amountIndex);
    if (amountText !== undefined && readAmount(amountText) !== null) table.push(byColumn);
  }
  if (table.length === 0) return out;
  markComponentColumns(out, table, firstText, amountIndex);
  // Figures the charge is worked out from, in columns of their own: percentages ("Distance %
  // 11.11%", "Share 45%") and whole dollars in thousands ("Payroll $332,000"). Neither
  // quantity nor price nor words of the description.
  for (let k = firstText + 1; k < amountIndex; k++) {
    if (out[k]!.role !== 'text' || out[k]!.ident) continue;
    const filled = table.map((r) => r.get(k)?.trim()).filter((t): t is string => !!t);
    if (filled.length < Math.max(1, table.length * 0.6)) continue;
    const figure = (t: string) =>
      /^-?\d{1,3}(?:\.\d{1,3})?\s?%$/.test(t) || /^\(?-?\$\s?\d{1,3}(?:,\d{3})+\)?$/.test(t);
    // (A scanned cell or two misread: most of them will do.)
    if (filled.filter(figure).length >= filled.length * 0.8) out[k]!.role = 'component';
  }
  const numeric = (k: number) => {
    // Most cells numbers (a "Subtotal" label under the column, as a totals row prints it, is
    // one of the rows with an amount too).
    const texts = table
      .map((r) => r.get(k))
      .filter((t): t is string => !!t && numberIn(t) !== null);
    const all = table.filter((r) => r.get(k)).length;
    if (texts.length < Math.max(1, table.length * 0.6) || texts.length < all * 0.66) return null;
    return { values: table.map((r) => numberIn(r.get(k))), texts };
  };
  const candidates = out
    .map((c, k) => ({ c, k }))
    .filter(({ c, k }) => c.role === 'text' && !c.ident && k > firstText && k < amountIndex)
    .map(({ k }) => ({ k, num: numeric(k) }))
    .filter((x): x is { k: number; num: NonNullable<ReturnType<typeof numeric>> } => !!x.num);
  const sparse = out
    .map((c, k) => ({ c, k }))
    .filter(({ c, k }) => c.role === 'text' && !c.ident && k > firstText && k < amountIndex)
    .map(({ k }) => {
      const cells = table.map((r) => r.get(k));
      // A totals label under the column ("Sales tax 6.00%" beside its amount, below the rows)
      // is no cell of it, when the numbers outnumber such words two to one.
      const label = (t: string) => /[A-Za-z]{3}/.test(t);
      const words = cells.filter((t): t is string => !!t && label(t));
      const filled = cells.filter((t): t is string => !!t && !label(t));
      const ok =
        filled.length > 0 &&
        filled.length >= words.length * 2 &&
        filled.every((t) => numberIn(t) !== null);
      return {
        k,
        values: cells.map((t) => (ok && t && !label(t) ? numberIn(t) : null)),
        ok,
      };
    })
    .filter((x) => x.ok);
  if (candidates.length === 0 && sparse.length === 0) return out;
  const amounts = table.map((r) => numberIn(r.get(amountIndex)));
  const columnValues = (role: Role) => {
    const k = out.findIndex((c) => c.role === role);
    return k < 0 ? null : table.map((r) => numberIn(r.get(k)));
  };
  // A price titled per hundred ("Rate per cwt", "$/100 lb"): quantity × price ÷ 100.
  const per = out.find((c) => c.role === 'price')?.per ?? 1;
  const products = (a: Array<number | null>, b: Array<number | null>, by = 1) => {
    let fit = 0;
    let seen = 0;
    a.forEach((x, i) => {
      const y = b[i];
      const amount = amounts[i];
      if (x === null || x === undefined || y === null || y === undefined || amount === null) return;
      seen++;
      // A credit row may carry its sign on the amount only ("1 × 12.00 = 12.00-").
      if (close(Math.abs((x * y) / by), Math.abs(amount!))) fit++;
    });
    return seen > 0 && fit >= seen * 0.8;
  };
  // The amount a percentage fee is taken of ("Gross | Fee 7%", "Sales | Commission"): a money
  // column that one ratio under 1 turns into the amount on every row is the base, not a price
  // (a price times a quantity gives amounts in no fixed ratio, and never less than a count).
  if (!out.some((c) => c.role === 'qty' || c.role === 'price')) {
    for (const x of candidates) {
      // Money with cents, or whole money (printed without cents) on two or more rows: one
      // ratio on every row is evidence enough then.
      if (
        !x.num.texts.every((t) => /^\(?-?\$?-?[\d,]*\d\.\d{2}\)?$/.test(t.trim())) &&
        !(
          x.num.values.filter((v) => v !== null).length >= 2 &&
          x.num.texts.every((t) => /^\(?-?\$?-?\d{1,3}(?:,\d{3})*\)?$/.test(t.trim()))
        )
      )
        continue;
      const ratio = ratioOf(x.num.values, amounts);
      // The ratio printed in a column of its own on the rows ("Per mile | 0.22") is a price and
      // these are counts of it.
      const printed =
        ratio !== null &&
        candidates.some(
          (y) =>
            y.k !== x.k &&
            y.num.values.every((v) => v === null || Math.abs(v - ratio) < 1e-6) &&
            y.num.values.some((v) => v !== null),
        );
      if (ratio !== null && !printed) out[x.k]!.role = 'component';
    }
  }
  // Neither titled (odometers, hours, days beside them): the two columns whose product is the
  // amount on the rows are quantity and price; the price is the one with cents (else the right).
  if (!out.some((c) => c.role === 'qty' || c.role === 'price')) {
    const open = candidates.filter((x) => out[x.k]!.role === 'text');
    const withCents = (x: (typeof candidates)[number]) =>
      x.num.texts.some((t) => /\.\d{2,3}$/.test(t));
    const pairs: Array<[number, number]> = [];
    for (let a = 0; a < open.length; a++)
      for (let b = a + 1; b < open.length; b++)
        if (products(open[a]!.num.values, open[b]!.num.values)) pairs.push([a, b]);
    if (pairs.length === 1) {
      const [a, b] = pairs[0]!.map((n) => open[n]!);
      const price = withCents(a!) && !withCents(b!) ? a! : b!;
      const qty = price === a ? b! : a!;
      out[price.k]!.role = 'price';
      out[qty.k]!.role = 'qty';
      // The other columns of figures titled as measures of what is billed ("Total miles",
      // "Taxable gallons", "Tax-paid gallons" before the net taxable gallons the rate is applied
      // to): figures the charge is worked out from, not words of the description. (A reading
      // such as an odometer's describes the thing; it stays in the description.)
      for (const x of open) {
        if (x === a || x === b || out[x.k]!.role !== 'text') continue;
        if (!MEASURE_TITLE.test(out[x.k]!.title ?? '')) continue;
        const filled = table.filter((r) => r.get(x.k)).length;
        if (
          filled >= 2 &&
          x.num.texts.length >= filled * 0.8 &&
          x.num.texts.every((t) => /^\(?-?[\d,]+(?:\.\d+)?\)?$/.test(t.trim()))
        )
          out[x.k]!.role = 'component';
      }
    }
  }
  for (const missing of ['price', 'qty'] as const) {
    if (out.some((c) => c.role === missing)) continue;
    const other = columnValues(missing === 'price' ? 'qty' : 'price');
    let chosen: number | null = null;
    // (A quantity column OCR left empty, its small digits lost, says nothing of the price.)
    if (other?.some((v) => v !== null)) {
      chosen = candidates.find((x) => products(x.num.values, other, per))?.k ?? null;
      // A column filled on a few rows only (the weight of the freight rows, none on the
      // accessorial rows under them): the arithmetic on those rows is the evidence.
      chosen ??=
        sparse.find(
          (x) => x.values.filter((v) => v !== null).length >= 1 && products(x.values, other, per),
        )?.k ?? null;
    } else {
      const withCents = (x: (typeof candidates)[number]) =>
        x.num.texts.some((t) => /\.\d{2,3}$/.test(t));
      const pool = candidates.filter((x) => out[x.k]!.role === 'text');
      // With no quantity printed, a price is one the amount is a count of (1, 2.5, 40 hours):
      // a face value the amount is a fee above or a share of is no price.
      // (On a scan, a misread digit or two in either column: most rows will do.)
      const share = ocr ? 0.6 : 0.8;
      const countsOf = (x: (typeof candidates)[number]) =>
        countFits(x.num.values, amounts) >= share * x.num.values.filter((v) => v !== null).length;
      chosen =
        missing === 'price'
          ? ([...pool].reverse().find((x) => withCents(x) && countsOf(x))?.k ?? null)
          : ([...pool].reverse().find((x) => !withCents(x) && x.num.texts.every(billedCount))?.k ??
            null);
    }
    if (chosen !== null && out[chosen]!.role === 'text') out[chosen]!.role = missing;
  }
  // Columns of money the arithmetic did not take ("Tax" per row, "Retail" before a discount):
  // amounts of their own, not words of the description.
  for (const x of candidates) {
    if (out[x.k]!.role !== 'text') continue;
    // (Cents after a comma too: a scanned point read as one, "46,00".)
    const money = x.num.texts.filter((t) => /^\(?-?\$?-?[\d,]*\d[.,]\d{2}\)?$/.test(t.trim()));
    // Money printed without cents where they are nought ("225 | 5.63", "310.50"): whole
    // numbers beside amounts with cents in one column are money too.
    const whole = x.num.texts.filter((t) => /^\(?-?\$?-?\d{1,3}(?:,\d{3})*\)?$/.test(t.trim()));
    if (
      money.length === x.num.texts.length ||
      (money.length > 0 && money.length + whole.length === x.num.texts.length)
    )
      out[x.k]!.role = 'component';
  }
  markRatingRate(out, table);
  // Of several columns titled as counts, the one the arithmetic bills is the quantity; the
  // others ("Ordered", "Back-ordered" beside "Shipped") count what was not billed: figures of
  // their own, not words of the description.
  // So are other columns titled as counts ("Inv qty", "On hand", "Wearers") whose cells are all
  // whole numbers, beside the billed quantity.
  if (out.some((c) => c.role === 'qty')) {
    for (let k = firstText + 1; k < amountIndex; k++) {
      const column = out[k]!;
      if (column.role !== 'text' || column.ident || !isCountTitle(column.title ?? '')) continue;
      const texts = figuresUnder(table, k);
      if (texts?.every((t) => /^\d{1,4}$/.test(t.trim()))) out[k]!.role = 'component';
    }
    for (const k of countTitled) {
      if (out[k]!.role !== 'text') continue;
      const texts = figuresUnder(table, k);
      if (texts?.every((t) => /^\(?-?[\d,]+(?:\.\d+)?\)?$/.test(t.trim())))
        out[k]!.role = 'component';
    }
  }
  return out;
}

/**
 * A rate applied to a base the row prints, not to a count: with no quantity column, a price
 * column whose value × one of the row's figures (÷ 1, 100 or 1,000: "per $100", "per 1,000")
 * gives another of its figures on every row ("2,472,200 × 5.85 ÷ 100 = 144,623.70" beside a
 * deposit premium and the difference billed). The amount is worked out from those figures: the
 * rate is no unit price, and the bases and products it joins are no words of the description.
 */
function markRatingRate(out: Column[], table: Array<Map<number, string>>) {
  if (out.some((c) => c.role === 'qty')) return;
  const priceAt = out.findIndex((c) => c.role === 'price');
  if (priceAt < 0) return;
  const firstText = out.findIndex((c) => c.role === 'text');
  const figures = out
    .map((c, k) => ({ c, k }))
    .filter(
      ({ c, k }) =>
        k !== priceAt &&
        k > firstText &&
        !c.ident &&
        (c.role === 'component' || c.role === 'amount' || c.role === 'text') &&
        table.every((r) => !r.get(k) || numberIn(r.get(k)) !== null),
    )
    .map(({ k }) => k);
  if (figures.length < 2) return;
  let rated = 0;
  let withRate = 0;
  const joined = new Set<number>();
  for (const row of table) {
    const rate = numberIn(row.get(priceAt));
    if (rate === null || rate === 0) continue;
    withRate++;
    let fits = false;
    for (const a of figures) {
      const base = numberIn(row.get(a));
      if (base === null) continue;
      for (const b of figures) {
        const v = b === a ? null : numberIn(row.get(b));
        if (v === null) continue;
        for (const per of [1, 100, 1000]) {
          if (Math.abs(Math.round(((base * rate) / per) * 100) / 100 - v) < 0.011) {
            fits = true;
            joined.add(a).add(b);
          }
        }
      }
    }
    if (fits) rated++;
  }
  if (rated < 2 || rated < withRate * 0.8) return;
  out[priceAt]!.role = 'component';
  for (const k of joined) if (out[k]!.role === 'text') out[k]!.role = 'component';
}

/**
 * The one ratio r (0 < r < 1, a percentage to two decimals at most) with amount = base × r to
 * the cent on every row that has both, or null.
 */
export function ratioOf(bases: Array<number | null>, amounts: Array<number | null>): number | null {
  const pairs = bases
    .map((b, i) => [b, amounts[i]] as const)
    .filter((p): p is readonly [number, number] => p[0] !== null && p[1] !== null && p[0] > 0);
  if (pairs.length === 0 || pairs.length < bases.filter((b) => b !== null).length) return null;
  const [b0, a0] = pairs[0]!;
  const r = Math.round((a0 / b0) * 10000) / 10000;
  if (!(r > 0 && r < 1)) return null;
  // One row alone says little: only a round percentage (7 %, 2.5 %, 8.25 %) counts then.
  if (pairs.length < 2 && Math.abs(r * 400 - Math.round(r * 400)) > 1e-6) return null;
  const fits = pairs.every(([b, a]) => Math.abs(Math.round(b * r * 100) / 100 - a) < 0.011);
  return fits ? r : null;
}

/**
 * The rows on which amount ÷ price is a count a quantity column would print (whole, or to two
 * decimals: 1, 2.5, 0.25) and that count × price gives the amount to the cent.
 */
function countFits(prices: Array<number | null>, amounts: Array<number | null>): number {
  let fit = 0;
  prices.forEach((price, i) => {
    const amount = amounts[i];
    if (price === null || amount === null || amount === undefined || price === 0) return;
    const count = Math.round(Math.abs(amount / price) * 100) / 100;
    if (count > 0 && Math.abs(count * Math.abs(price) - Math.abs(amount)) < 0.011) fit++;
  });
  return fit;
}

/**
 * A count as a quantity column prints it with no price beside it to check it by: a bare number
 * or one with a unit things are billed by ("3", "40 hrs", "2 days", "12 gal"). "5 axles" or
 * "2 doors" describe the thing (a class, a size), they count nothing billed.
 */
const BILLED_UNIT =
  /^(?:hrs?|hours?|h|days?|d|nights?|weeks?|wks?|months?|mos?|gal|gals|gallons?|l|liters?|litres?|ea|each|pcs?|pieces?|units?|mi|miles?|km|lbs?|kg|tons?|cwt|pallets?|plts?|cases?|cs|ctns?|boxes|loads?|trips?|stops?|runs?|x|qty|sets?|pairs?|rolls?|ft|feet|min|mins|minutes?|seats?|users?|licenses?|licences?)\.?$/i;
function billedCount(text: string): boolean {
  const unit = /^-?[\d,]+(?:\.\d+)?\s*([A-Za-z.]*)$/.exec(text.trim().replace(/^\$/, ''));
  return !!unit && (unit[1] === '' || BILLED_UNIT.test(unit[1]!));
}

function numberIn(text: string | undefined): number | null {
  if (text === undefined) return null;
  return readQuantity(text.replace(/^\$/, '')) ?? readRate(text);
}

/** A cell printed for "none" in a column of amounts. */
const NONE = /^(?:[-–—]+|n\/?a|none)$/i;

/**
 * Columns of amounts a row total is made of ("Linehaul | Fuel | Detention | Load total"): two
 * or more untitled-by-role columns just left of the amount whose values ("-" for none) add up
 * to the amount on every row. They are neither quantity nor price nor description.
 */
function markComponentColumns(
  out: Column[],
  table: Array<Map<number, string>>,
  firstText: number,
  amountIndex: number,
) {
  const partValue = (t: string | undefined) =>
    t === undefined || NONE.test(t.trim()) ? 0 : numberIn(t.trim());
  // The run of columns just left of the amount whose cells are all amounts or blanks.
  const run: number[] = [];
  for (let k = amountIndex - 1; k > firstText; k--) {
    if (out[k]!.role !== 'text') break;
    const cells = table.map((r) => r.get(k));
    if (cells.some((t) => partValue(t) === null)) break;
    run.unshift(k);
  }
  for (let from = 0; from <= run.length - 2; from++) {
    const ks = run.slice(from);
    const fits = table.every((r) => {
      const amount = numberIn(r.get(amountIndex));
      const total = ks.reduce((a, k) => a + (partValue(r.get(k)) ?? 0), 0);
      return amount !== null && close(total, amount);
    });
    const printed = ks.filter((k) => table.some((r) => partValue(r.get(k)) !== 0));
    if (fits && printed.length > 0) {
      for (const k of ks) out[k]!.role = 'component';
      return;
    }
  }
}
