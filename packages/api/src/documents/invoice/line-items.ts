/**
 * Line items. Most invoices print a table: a header row of column titles (Description, Qty,
 * Rate, Amount …) and under it one row per charge, the columns found by the titles' positions.
 * Inside the table: descriptions wrapped onto the next lines are joined to their row, section
 * headings (PARTS, LABOR, "Card ending 1042") and subtotal rows are not items, a header printed
 * again after a page break is skipped. The table ends at the totals block. Receipts without a
 * header row ("DIESEL #2 / 96.888 GAL @ 4.111 / 398.31") are read line by line instead.
 */
import type { Cell } from '../domain/layout';
import { type Column, type Role, typeColumnsByValues } from './column-types';
import { canJoinRows, joinRows } from './ocr-rows';
import { readOcrRowsInOrder } from './ocr-table';
import { type DocLine, isRule, linePitch } from './page-model';
import { amountsIn, readAmount, readQuantity, readRate } from './values';

export interface LineItem {
  description: string;
  quantity: number | null;
  unit_price: number | null;
  amount: number;
}

export interface ItemsRead {
  items: LineItem[];
  /** Lines the items were read from (header, rows, wrapped text), for other readers to skip. */
  used: Set<number>;
  /** The first line after the items (the totals block starts here), or -1 with no items. */
  endIndex: number;
  /** True when a header row gave the columns (false: a receipt read line by line). */
  fromTable: boolean;
  /** Other readings of the same rows (OCR'd tables), for the totals check to choose from. */
  alternatives?: LineItem[][];
}

const norm = (s: string) =>
  s
    .toLowerCase()
    .replace(/[():$]/g, '')
    .replace(/\s+/g, ' ')
    .trim();

const AMOUNT_TITLE =
  /^(line )?(amount|amt|total|ext\.? ?(price|amount|amt)?|extended( price| amount)?|extension|line total|net amount|total price|charges?|amount usd|total usd|amount cad|total cad|sum|fees?|sub-? ?total|line amount|amount due|total due|total cost|value|premium|premium due|installment premium|commissions?|[a-z]+ (?:fees?|commissions?)|net|nett|net value|line net|net total|total net)$/;
const PRICE_TITLE =
  /^(unit )?(price|rate|cost)( ?\/ ?[a-z.]+| each| per [a-z]+)?$|^(each|unit price|list price|net price|price each|rate per unit|unit rate|unit charge|per unit|(?:charge|fee) per [a-z]+)$/;
const QTY_TITLE =
  /^(qty|qty\.|quantity|qty ?\/ ?hrs?|hrs? ?\/ ?qty|hrs?\.?|hours|units?|gallons|gals?|days|miles|mi|pallets|cases|pcs|pieces|count|volume|liters|litres|shipped|qty shipped|qty shp|shp|ordered|qty ordered|qty ord|ord|b\/?o|back ?ordered|billed|weeks|months|periods?|loads|trips|tons|lbs|cwt|stops|nights|(?:no\.?|number|#) of [a-z]+)$/;
const TEXT_TITLE =
  /desc|item|service|product|particulars|details|activity|invoice|location|debtor|part|code|date|reference|ref|load|period|equipment|unit|work|sku|fuel|type|memo|trip|lane|route|origin|destination|shipment|pickup|delivery|\bpro\b|\bbol\b/;

const DESCRIPTION_TITLE = /desc|item|service|product|particulars|details|activity/;

/**
 * Words of a last title over the row's amount ("Grand Total", "Total Charges"; "Final" or
 * "Actual" beside an estimate's column, "Billed" beside a quoted one).
 */
const LAST_AMOUNT_WORDS =
  /\b(total|amount|amt|charges?|fees?|commissions?|extended|ext|final|actual|invoiced|billed|net)\b|\b(?:tax|taxes|premium|rent|tolls?)\s+due\b/;

/**
 * A column the title says is not part of the charge ("Tag rate (not billed)", "List price (for
 * reference)", "Retail — info only"): neither a price nor words of the description.
 */
const NOT_BILLED =
  /\(?\s*(?:not\s+(?:billed|charged|invoiced|included|payable|due)|for\s+reference(?:\s+only)?|reference\s+only|info(?:rmation)?\s+only|n\/c)\s*\)?\s*$/i;

/** A price per hundred units: "Rate per cwt", "Rate/CWT", "Price per 100 lb", "$/100 lbs". */
const PER_HUNDRED = /\bcwt\b|hundred\s*weight|\b(?:per|\/)\s*100\b/i;

/** A rate printed in a title ("Fee 7%", "Commission (8.5%)", "@ 5%"): the title is the words. */
const TITLE_PERCENT = /\s*[(@]?\s*\d{1,2}(?:\.\d{1,3})?\s*%\s*\)?/g;

/**
 * Column titles of Spanish and French bills (cross-border carriers, Quebec), in English words:
 * "Cant." → qty, "Descripción" → description, "Precio unitario" → unit price, "Importe" /
 * "Montant" → amount.
 */
const FOREIGN_TITLES: Array<[RegExp, string]> = [
  [/^(?:cant\.?|cantidad|qt[eé]\.?|quantit[eé])$/, 'qty'],
  [/^(?:descripci[oó]n|concepto|d[eé]signation|libell[eé])$/, 'description'],
  [
    /^(?:(?:precio|valor|costo)\s+unit(?:ario|\.)?|p\.?\s*unit(?:ario|\.)?|prix\s+unit(?:aire|\.)?|tarifa)$/,
    'unit price',
  ],
  [/^(?:importe|monto|montant|importe\s+total|total\s+l[ií]nea)$/, 'amount'],
];

export function roleOf(title: string): Role | null {
  // A title said in two languages ("Importe / Amount", "Cant. / Qty", "Valor unit. / Unit
  // price"): both sides name the same role.
  const sides = title.split(/\s+\/\s+/);
  if (sides.length === 2 && sides.every((x) => x.length <= 28)) {
    const [a, b] = sides.map((x) => roleOf(x));
    if (a === b && (a === 'qty' || a === 'price' || a === 'amount')) return a;
  }
  const foreign = FOREIGN_TITLES.find(([re]) => re.test(norm(title)));
  if (foreign) return roleOf(foreign[1]);
  // A currency code beside a title ("Rate (CAD)", "Amount USD"); alone, it titles the amount.
  const t = norm(title.replace(TITLE_PERCENT, ' '))
    .replace(/(^| )(usd|cad|eur|gbp|mxn)(?= |$)/g, ' ')
    .trim();
  if (t === '' && title.includes('%')) return null;
  if (NOT_BILLED.test(title) && t.length <= 40) return 'component';
  // A stray point OCR set after a title ("Rate.", "Amount."): the title without it.
  const withoutPoint = title.replace(/([A-Za-z])\.\s*$/, '$1');
  if (withoutPoint !== title && !/\b(?:est|ext|no|qty|amt|ref|inv|hrs?)\.\s*$/i.test(title)) {
    const bare = roleOf(withoutPoint);
    if (bare === 'qty' || bare === 'price' || bare === 'amount') return bare;
  }
  if (t === '' && /\b(usd|cad|eur|gbp|mxn)\b/i.test(title)) return 'amount';
  if (AMOUNT_TITLE.test(t)) return 'amount';
  if (PRICE_TITLE.test(t)) return 'price';
  if (QTY_TITLE.test(t)) return 'qty';
  // A quantity said of what it counts ("Inv qty", "Bill qty", "Ord qty"): a count title, one
  // cell (of several such, the arithmetic tells which is billed); "Item qty" is two titles.
  const counted = /^([a-z]+)\.? (?:qty|quantity)$/.exec(t);
  if (counted && !TEXT_TITLE.test(counted[1]!) && !NUMBER_ROLES.has(roleOf(counted[1]!)))
    return 'qty';
  // A title whose last letters OCR lost ("Amou", "Quant"): the title it starts.
  if (/^[a-z]{4,}$/.test(t)) {
    if ('amount'.startsWith(t)) return 'amount';
    if ('quantity'.startsWith(t)) return 'qty';
  }
  // A money title said with what was done to it ("Amount billed", "Total charged", "Price
  // quoted"): the title's role, the participle no title of its own.
  const done = /^(.+) ([a-z]+ed)$/.exec(t);
  if (done && !NOT_BILLED.test(title)) {
    if (AMOUNT_TITLE.test(done[1]!)) return 'amount';
    if (PRICE_TITLE.test(done[1]!)) return 'price';
  }
  // "Credit ea", "Charge each", "Allowance each": a money word said per unit is the price.
  const per = /^([a-z]+) (?:each|ea)$/.exec(t);
  if (per && roleOf(per[1]!) !== 'qty') return 'price';
  // "Day rate", "Mile rate", "Hourly price": a price, unless the first word is a title of its own
  // ("Hours Rate" set in one cell is two titles).
  const kind = /^([a-z]+) (?:rate|price)$/.exec(t);
  if (kind && !/^(?:tax|sales|discount|exchange|interest|fsc|fuel)$/.test(kind[1]!)) {
    if (roleOf(kind[1]!) === 'text') return 'price';
  }
  // A title naming its column two ways ("Gal / Qty", "Amount/Total", "Price/Gal"): the first
  // word of a number role decides, when the title is short.
  const parts = t.split(/ ?\/ ?/);
  if (parts.length === 2 && t.length <= 24) {
    const first = parts[0]!;
    if (AMOUNT_TITLE.test(first)) return 'amount';
    if (PRICE_TITLE.test(first)) return 'price';
    if (QTY_TITLE.test(first)) return 'qty';
  }
  if (/\d/.test(t) || t.length > 40) return null;
  return 'text';
}

/** A header row: column titles only, the rightmost amount title, and one other known title. */
const NUMBER_ROLES = new Set<Role | null>(['qty', 'price', 'amount']);

/**
 * Titles the layout set in one cell ("Hours Rate", "Description Qty") split into one cell per
 * title: the longest run of last words that is a number title is cut off, again and again. A
 * cell that is itself a title ("Unit Price", "Line Total") stays whole.
 */
export function splitTitleCell(cell: Cell): Cell[] {
  const whole = roleOf(cell.text);
  if (NUMBER_ROLES.has(whole) || whole === 'component') return [cell];
  // "Load total", "Trip amount", "Deposit premium", "Audited fees": one title for a row total
  // (what the total is of), unless the first word titles a description column of its own
  // ("Description Total" set in one cell).
  const ofWhat = /^([A-Za-z#.]+)\s+(?:total|amount|amt|charges?|premium|fees?)$/i.exec(
    cell.text.trim(),
  );
  if (ofWhat && !NUMBER_ROLES.has(roleOf(ofWhat[1]!)) && !DESCRIPTION_TITLE.test(norm(ofWhat[1]!)))
    return [cell];
  // "Tax rate", "Exchange rate", "Interest rate": a rate of what is taxed or changed, one title
  // (no unit price; the arithmetic may still make it one).
  if (/^(?:tax|sales\s+tax|exchange|interest|fx)\s+rate$/i.test(cell.text.trim())) return [cell];
  // "Total miles", "Taxable gallons", "Net taxable gallons": what is counted, said with what
  // part of it — one title, not an amount title and a quantity title.
  const measured =
    /^((?:[A-Za-z-]+\s+){1,2})(miles|gallons|gals|hours|hrs|liters|litres|km|kilometers|lbs|pounds|tons)$/i.exec(
      cell.text.trim(),
    );
  if (
    measured &&
    measured[1]!
      .trim()
      .split(/\s+/)
      .every(
        (w) =>
          !DESCRIPTION_TITLE.test(norm(w)) &&
          !QTY_TITLE.test(norm(w)) &&
          !PRICE_TITLE.test(norm(w)),
      )
  )
    return [cell];
  const words = [...cell.text.matchAll(/\S+/g)];
  const width = cell.x1 - cell.x0;
  const xAt = (offset: number) => cell.x0 + (width * offset) / Math.max(1, cell.text.length);
  for (let k = 1; k < words.length; k++) {
    const at = words[k]!.index!;
    const suffix = cell.text.slice(at);
    if (!NUMBER_ROLES.has(roleOf(suffix))) continue;
    // "Total Charges", "Amount Total": two words for one amount, one title.
    if (roleOf(suffix) === 'amount' && roleOf(cell.text.slice(0, at)) === 'amount') return [cell];
    const head: Cell = { ...cell, text: cell.text.slice(0, at).trim(), x1: xAt(at) - 2 };
    const tail: Cell = { ...cell, text: suffix, x0: xAt(at) };
    return [...splitTitleCell(head), tail];
  }
  return [cell];
}

/** A ledger's column of money taken off the balance ("Payments & Credits", "Credits", "Paid"). */
const LEDGER_CREDIT_TITLE =
  /^(?:payments?\s*(?:&|and|\/)\s*credits?|credits?\s*(?:&|and|\/)\s*payments?|payments?(?:\s+received)?|credits?|receipts|paid|cr\.?)$/;
/** A ledger's running balance, printed after the charges and payments of each row. */
const RUNNING_BALANCE_TITLE = /^(?:running\s+)?balance(?:\s+due)?$/;

/** A company's name or a document's title: a letterhead line, never a row of column titles. */
const NOT_A_TITLE =
  /\b(?:llc|l\.l\.c|inc|corp|ltd|co\.|company|invoice|statement|receipt|bill of lading)\b|\b(?:llc|inc|co)\.?$/i;

/**
 * A title of identifiers ("Load #", "Your Invoice #", "Ref No.", "Order ID"; a title naming the
 * reference a row is for: "Load / Ref", "Reference", "PO", "BOL", "Trip"): its numbers name
 * things, they count nothing.
 */
const IDENT_TITLE =
  /(?:#|\bno\.?|\bnumber|\bnum\.?|\bid)$|^(?:[a-z]+\s*\/\s*)?(?:ref\.?|reference|load|po|p\.o\.|bol|b\/l|pro|trip|order|confirmation|conf\.?)(?:\s*\/\s*[a-z]+)?$/i;

/**
 * "Acme Services LLC | FEE INVOICE": a letterhead, not titles ("Invoice #" alone titles a column;
 * a listing of other documents titles its columns by them: "Your Invoice #", "Invoice Amount").
 */
const OWN_TITLE =
  /^(?:invoice|inv\.?|statement|receipt)\s*(?:#|no\.?|number|date|ref)?$|^(?:[a-z]+\s+)?(?:invoice|inv\.?|statement|receipt)\s*(?:#|no\.?|number|date|ref|amount|amt|total)$/i;
/**
 * A title naming what the row's thing is ("Year", "Model yr", "VIN", "Serial #", "Size", "Class",
 * "Axles", "Color"): its numbers describe the thing, they count nothing billed.
 */
const ATTRIBUTE_TITLE =
  /^(?:(?:model\s+)?(?:year|yr\.?)|vin|serial(?:\s*(?:#|no\.?|number))?|s\/n|size|class|axles?|colou?r|weight\s*class|gvwr?|length)$/i;

const isLetterheadCell = (c: Cell) => NOT_A_TITLE.test(c.text) && !OWN_TITLE.test(c.text.trim());

function headerColumns(raw: DocLine, unknownTitles = false): Column[] | null {
  if (raw.cells.length < 1 || amountsIn(raw.text).length > 0) return null;
  if (raw.cells.some(isLetterheadCell)) return null;
  const line = { ...raw, cells: raw.cells.flatMap(splitTitleCell) };
  if (line.cells.length < 2) return null;
  const roles = line.cells.map((c) => roleOf(c.text));
  if (roles.some((r) => r === null)) return null;
  // Taxable marks printed after the amount column.
  let lastIndex = roles.length - 1;
  while (
    lastIndex > 1 &&
    /^(t|tx|tax|taxable|tax\?|y\/n)$/.test(norm(line.cells[lastIndex]!.text))
  ) {
    roles[lastIndex] = 'flag';
    lastIndex--;
  }
  // The last title names the amount in words of its own ("Grand Total", "Total Charges").
  // A last title with a rate in it ("Dispatch (6.5%)", "Commission 10%"): the charge at that rate.
  const lastTitle = line.cells[lastIndex]!.text;
  if (
    roles[lastIndex] === 'text' &&
    (LAST_AMOUNT_WORDS.test(norm(lastTitle)) || /\d\s*%/.test(lastTitle))
  ) {
    roles[lastIndex] = 'amount';
  }
  // A ledger ("Charges | Payments & Credits | Balance"): right of the charges, a column of
  // payments or credits takes the row's amount off, and the running balance is no part of it.
  const chargesAt = roles.indexOf('amount');
  if (chargesAt > 0) {
    for (let k = chargesAt + 1; k <= lastIndex; k++) {
      const title = norm(line.cells[k]!.text);
      if (LEDGER_CREDIT_TITLE.test(title)) roles[k] = 'credit';
      else if (k === lastIndex && RUNNING_BALANCE_TITLE.test(title)) roles[k] = 'component';
    }
  }
  // Titles of other things right of the amount ("Amount | Unit #", "Total | Ref"): the rightmost
  // amount title is the amount, the columns right of it text.
  if (roles[lastIndex] !== 'amount' && roles[lastIndex] !== 'price') {
    const amountAt = roles.lastIndexOf('amount');
    if (
      amountAt > 0 &&
      roles.slice(amountAt + 1).every((r) => r === 'text' || r === 'credit' || r === 'component')
    )
      lastIndex = amountAt;
  }
  const last = roles[lastIndex];
  if (last !== 'amount' && last !== 'price') return null;
  const known = line.cells.filter(
    (c, i) => roles[i] !== 'text' || TEXT_TITLE.test(norm(c.text)),
  ).length;
  if (known < 2 && !(unknownTitles && roles[lastIndex] === 'amount')) return null;
  // One amount column: the last. An earlier money title ("Face value", "Gross amount") is a
  // column of its own for the values to type (a base, a component, a price).
  return line.cells.map((c, i) => ({
    role:
      i === lastIndex
        ? 'amount'
        : roles[i] === 'amount'
          ? 'text'
          : roles[i] === 'credit' && i < lastIndex
            ? 'text'
            : (roles[i] as Role),
    x0: c.x0,
    x1: c.x1,
    ident:
      roles[i] === 'text' &&
      (IDENT_TITLE.test(c.text.trim()) || ATTRIBUTE_TITLE.test(c.text.trim())),
    ...(roles[i] === 'price' && PER_HUNDRED.test(c.text) ? { per: 100 } : {}),
    title: c.text,
  }));
}

function columnOf(cell: Cell, columns: Column[]): number {
  let best = -1;
  let bestOverlap = 0;
  columns.forEach((col, i) => {
    const overlap = Math.min(cell.x1, col.x1) - Math.max(cell.x0, col.x0);
    if (overlap > bestOverlap) {
      bestOverlap = overlap;
      best = i;
    }
  });
  if (best >= 0) return best;
  // Words under no title, between a text column and a number column (a description run on
  // past its title, or split by OCR into two cells): the text column's, numbers are set under
  // their own titles.
  const left = columns.findLastIndex((col) => col.x1 <= cell.x0);
  const right = columns.findIndex((col) => col.x0 >= cell.x1);
  if (
    left >= 0 &&
    right >= 0 &&
    columns[left]!.role === 'text' &&
    NUMBER_ROLES.has(columns[right]!.role) &&
    readAmount(cell.text) === null &&
    readQuantity(cell.text) === null
  )
    return left;
  let bestDistance = Number.POSITIVE_INFINITY;
  columns.forEach((col, i) => {
    const d = Math.max(col.x0 - cell.x1, cell.x0 - col.x1, 0);
    if (d < bestDistance) {
      bestDistance = d;
      best = i;
    }
  });
  return best;
}

const SUBTOTAL_LABEL =
  /(sub-? ?total\b|\btotal\b|\bbalance\b|\bamount due\b|\bamount paid\b|\bnet amount\b|^net charges$|\bplease pay\b|\bpay this amount\b|\bamount owed\b|\b(?:amount|total|balance) (?:to pay|payable)\b|^paid$)/i;
/** A heading of the notes under a table ("Notes", "Remarks:", "Comments", "Observaciones / Notes"). */
const NOTES_HEADING =
  /^(?:notes?|remarks?|comments?|memo|observaciones|notas)(?:\s*\/\s*[a-z]+)?\s*:?$/i;
/** Page subtotals carried over a page break: not charges. */
const FORWARD_ROW =
  /\b(?:carried|brought|carry)\s*(?:forward|fwd|over)\b|\b[cb]\/f\b|^forwarded\b|^continued\b/i;
/** A balance from an earlier invoice printed as a row of the charges: a charge. */
const PRIOR_BALANCE =
  /\b(?:previous|prior|past|past\s+due|opening|outstanding|unpaid|overdue)\s+balance\b|\bbalance\s+(?:brought\s+)?(?:forward|fwd|b\/f)\b|\bbalance\s+(?:of|from|on)\s+(?:the\s+)?(?:previous\s+|prior\s+|last\s+|earlier\s+)?(?:invoice|statement|notice|bill)\b/i;
const BARE_TOTAL_LABEL =
  /^(sub-? ?total|total|totals|total due|amount due|balance due|invoice total|grand total|net total)\s*:?$/i;
const TOTALS_BLOCK_LABEL =
  /\b(sub-? ?total|total|tax|vat|iva|gst|hst|discount|shipping|balance|amount due|payment|paid|deposit|credit|rebate|fee|freight|handling|payable|please pay|amount owed)\b|^net\s*:?$/i;

/** "Net settlement", "Net pay", "Net due": what is left after the deductions, a total. */
const NET_LABEL = /\bnet\s+(?:settlement|pay|payment|amount|due|payable|total|check|deposit)\b/i;

/** Totals words no charge row is named by (a "Filing fee" or "Handling in" row may be a charge). */
const STRONG_TOTALS_LABEL =
  /\b(sub-? ?total|total|tax|vat|iva|gst|hst|discount|shipping|balance|amount due|payment|paid|payable|please pay|amount owed)\b/i;

/**
 * A row whose text starts under a text column's title (not the first one: "Installment fee"
 * under "Item", its "Policy" cell left empty) is a row of the table, not a totals label set to
 * the right, unless it is named as a total, tax, discount or payment.
 */
function inTextColumnRow(textX0: number | null, label: string, columns: Column[]): boolean {
  return (
    textX0 !== null &&
    !STRONG_TOTALS_LABEL.test(label) &&
    columns.some((c) => c.role === 'text' && Math.abs(c.x0 - textX0) <= 6)
  );
}

interface Row {
  line: DocLine;
  text: string[];
  /** The column of each text cell (a wrapped line's words go to their own column's text). */
  textColumns: number[];
  qty: number | null;
  price: number | null;
  amount: number | null;
  /** Left edge of the row's first text cell. */
  textX0: number | null;
  amountText: string | null;
  priceText: string | null;
}

/** What a quantity or price column prints for a charge that has none. */
const NO_NUMBER =
  /^(?:flat(?:\s+(?:rate|fee))?|lump\s*sum|l\/?s|n\/?c|no\s+charge|incl\.?|included|n\/?a|[-–—]+|tbd|waived|fixed)$/i;

function rowOf(line: DocLine, columns: Column[]): Row {
  const text: string[] = [];
  const textColumns: number[] = [];
  let qty: number | null = null;
  let price: number | null = null;
  let amount: number | null = null;
  let textX0: number | null = null;
  let amountText: string | null = null;
  let priceText: string | null = null;
  let credit: { value: number; text: string } | null = null;
  for (const cell of line.cells) {
    const k = columnOf(cell, columns);
    const col = columns[k]!;
    if (col.role === 'credit') {
      const value = readAmount(cell.text);
      if (value !== null) {
        credit ??= { value, text: cell.text };
        continue;
      }
    }
    // A currency sign printed in a cell of its own before the number.
    if (col.role === 'flag' || col.role === 'component' || /^(?:[$€£]|USD|CAD)$/.test(cell.text))
      continue;
    if (col.role === 'amount' && amount === null) {
      amount = readAmount(cell.text);
      amountText = cell.text;
    } else if (col.role === 'price' && price === null) {
      price = readRate(cell.text);
      priceText = cell.text;
    } else if (col.role === 'qty' && qty === null) qty = readQuantity(cell.text);
    else {
      text.push(cell.text);
      textColumns.push(k);
      textX0 ??= cell.x0;
      continue;
    }
    // A word for "no quantity" under a quantity or price ("flat", "lump sum", "incl."): neither.
    if ((col.role === 'qty' || col.role === 'price') && NO_NUMBER.test(cell.text.trim())) continue;
    // A cell under a number column that does not read as a number is text after all.
    if (
      (col.role === 'amount' && amount === null) ||
      (col.role === 'price' && price === null) ||
      (col.role === 'qty' && qty === null)
    ) {
      text.push(cell.text);
      textColumns.push(k);
      textX0 ??= cell.x0;
    }
  }
  // A ledger row with a payment or credit and no charge: the amount taken off.
  if (amount === null && credit) {
    amount = -Math.abs(credit.value);
    amountText = credit.text;
  }
  return { line, text, textColumns, qty, price, amount, textX0, amountText, priceText };
}

interface TextPart {
  column: number;
  text: string;
}

/**
 * A wrapped line's words joined to the row above: each cell after the text of its own column
 * ("Tall Pines Transportation" / "Brokerage" under it, then the lane), so the description reads
 * column by column as printed; appended when the row's text was put together otherwise.
 */
function joinWrapped(item: LineItem, row: Row, parts: Map<LineItem, TextPart[]>): string {
  const label = row.text.join(' ');
  const own = parts.get(item);
  if (!own || own.map((p) => p.text).join(' ') !== item.description) {
    parts.delete(item);
    return `${item.description} ${label}`.trim();
  }
  row.text.forEach((text, n) => {
    const column = row.textColumns[n]!;
    let at = own.length;
    while (at > 0 && own[at - 1]!.column > column) at--;
    own.splice(at, 0, { column, text });
  });
  return own.map((p) => p.text).join(' ');
}

/**
 * The usual distance between two rows with an amount on the header's page (a wrapped line
 * between two rows widens it): how far under a row its wrapped text may be, known before the
 * second row is read.
 */
function pitchOfRows(lines: DocLine[], headerEnd: number, columns: Column[]): number | null {
  const page = lines[headerEnd]!.page;
  const ys: number[] = [];
  for (let j = headerEnd + 1; j < Math.min(lines.length, headerEnd + 30); j++) {
    const line = lines[j]!;
    if (line.page !== page) break;
    if (rowOf(line, columns).amount !== null) ys.push(line.y);
  }
  return median(ys.slice(1).map((y, k) => y - ys[k]!));
}

function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const s = [...values].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)]!;
}

function readTable(
  lines: DocLine[],
  start: number,
  columns: Column[],
  header: DocLine = lines[start]!,
  /** The header's last line (a header joined from two OCR baselines ends on the second). */
  headerEnd = start,
  /** The items of the tables above this one (Earnings, then Deductions), for the sums. */
  before: LineItem[] = [],
  /** A line of the header's first words printed over it ("Unit" over "Price"), or -1. */
  titlesAbove = -1,
): ItemsRead {
  const headerKey = norm(header.text);
  // The header printed again on a later page comes as its lines, not joined: each is skipped.
  const headerLines = new Set(
    [start, headerEnd, titlesAbove].filter((k) => k >= 0).map((k) => norm(lines[k]!.text)),
  );
  const firstText = columns.find((c) => c.role === 'text') ?? columns[0]!;
  const used = new Set<number>([start, headerEnd, ...(titlesAbove >= 0 ? [titlesAbove] : [])]);
  const items: LineItem[] = [];
  /** Each item's text cells by column, while its description is just those cells joined. */
  const parts = new Map<LineItem, TextPart[]>();
  const read: Array<{ amountText: string; priceText?: string; ocr: boolean }> = [];
  // A quantity title whose column OCR left empty (small digits lost) still says rows have one.
  let hasQtyColumn =
    columns.some((c) => c.role === 'qty') ||
    header.cells.some((c) => QTY_TITLE.test(norm(c.text))) ||
    // A quantity title OCR joined to its neighbour ("Est.| QtyHrs").
    (header.ocr && header.cells.some((c) => /qty|quantity/i.test(c.text)));
  const rowYs: Array<{ page: number; y: number }> = [];
  let last: { item: LineItem; line: DocLine } | null = null;
  /** The last text-only line, and the item it was joined to as a wrapped line (if it was). */
  let lastText: { line: DocLine; text: string; joinedTo: LineItem | null } | null = null;
  let end = lines.length;
  /** Section subtotal rows read inside the table so far. */
  let sectionTotals = 0;
  /** Where the rows of the current section start in `items`. */
  let sectionStart = 0;
  const amountColumn = columns.findIndex((c) => c.role === 'amount');
  const amountCells = (cells: Cell[]) =>
    cells.filter((c) => columnOf(c, columns) === amountColumn && readAmount(c.text) !== null)
      .length;
  const tablePitch = pitchOfRows(lines, headerEnd, columns);
  for (let i = headerEnd + 1; i < lines.length; i++) {
    let line = lines[i]!;
    const next = lines[i + 1];
    if (line.ocr && next && canJoinRows(line, next, amountCells)) {
      // One row printed on two OCR baselines (numbers over text, or text over numbers).
      line = joinRows(line, next);
      used.add(i);
      i++;
    }
    if (
      norm(line.text) === headerKey ||
      (line.page !== header.page && headerLines.has(norm(line.text)))
    ) {
      used.add(i);
      last = null;
      continue;
    }
    if (isRule(line.text)) continue;
    // A notes heading at the left ("Notes", "Remarks:") with a total beside it: the table has
    // ended, the totals and the note start.
    if (items.length > 0 && NOTES_HEADING.test(line.cells[0]!.text)) {
      end = i;
      break;
    }
    const row = rowOf(line, columns);
    const label = row.text.join(' ');
    if (row.amount !== null) {
      const noQtyOrPrice = row.qty === null && row.price === null;
      const priorBalance = PRIOR_BALANCE.test(label);
      if (noQtyOrPrice && !priorBalance && FORWARD_ROW.test(label)) {
        // A page subtotal carried to the next page ("Carried forward", "Brought forward").
        used.add(i);
        last = null;
        continue;
      }
      // Subtotal rows print no quantity or price ("Parts subtotal", "Subtotal card 1187"); a
      // balance brought forward from an earlier invoice is a charge of its own.
      const labelCell =
        noQtyOrPrice && !priorBalance
          ? (line.cells.find((c) => SUBTOTAL_LABEL.test(c.text)) ?? null)
          : null;
      const atRight = row.textX0 !== null && row.textX0 > firstText.x0 + 40;
      // A label set to the right whose amount is what every row so far adds up to: the
      // subtotal under another name ("Merchandise", "Charges"), where the totals start.
      // The label may have a heading of its own at the left ("ACCOUNT SUMMARY | Charges this
      // invoice | 13,843.19"): the text cell just before the amount is what names it.
      const nameCell = line.cells
        .filter((c) => columns[columnOf(c, columns)]!.role !== 'amount' && /[a-z]{2}/i.test(c.text))
        .at(-1);
      const namedAtRight =
        atRight ||
        (!!nameCell &&
          nameCell.x0 > firstText.x0 + 40 &&
          !inTextColumnRow(nameCell.x0, nameCell.text, columns));
      const rowAmount = row.amount;
      const rowsSum = items.reduce((a, item) => a + item.amount, 0);
      const tablesSum = [...before, ...items].reduce((a, item) => a + item.amount, 0);
      const sumsAllRows =
        noQtyOrPrice &&
        !chargeRowFollows(lines, i, columns, firstText.x0) &&
        ((namedAtRight &&
          items.length >= 2 &&
          Math.abs(row.amount - rowsSum) < 0.011 &&
          !inTextColumnRow(atRight ? row.textX0 : nameCell!.x0, label, columns)) ||
          // Named in words no list knows, wherever set: the sum of every row (of this table, or
          // of all the tables so far) is the subtotal when the totals under it say so (none of
          // them is that sum plus this row).
          (!labelCell &&
            !priorBalance &&
            items.length > 0 &&
            before.length + items.length >= 2 &&
            [rowsSum, tablesSum].some(
              (s) => Math.abs(rowAmount - s) < 0.011 && sumByTotalsBelow(lines, i, rowAmount, s),
            )));
      // A last row named as a total ("Net settlement", "Net pay", "Total") whose amount is what
      // every row of the document's tables adds up to, credits taken off: the document's total,
      // wherever its label is set.
      // A later table's own total, named in words no list knows ("Net fuel tax remitted" under
      // the tax rows, after the fees table): the sum of its rows, most of them priced, with no
      // quantity or price of its own. The table ends after it; the totals follow.
      if (
        noQtyOrPrice &&
        !priorBalance &&
        before.length > 0 &&
        items.length >= 3 &&
        Math.abs(row.amount - rowsSum) < 0.011 &&
        items.filter((it) => it.quantity !== null && it.unit_price !== null).length >=
          items.length * 0.6
      ) {
        used.add(i);
        end = i + 1;
        break;
      }
      const all = [...before, ...items];
      const totalOfAll =
        noQtyOrPrice &&
        all.length >= 2 &&
        (STRONG_TOTALS_LABEL.test(label) || NET_LABEL.test(label)) &&
        Math.abs(row.amount - all.reduce((a, item) => a + item.amount, 0)) < 0.011 &&
        !chargeRowFollows(lines, i, columns, firstText.x0);
      if (
        items.length > 0 &&
        (sumsAllRows ||
          totalOfAll ||
          (labelCell &&
            (BARE_TOTAL_LABEL.test(labelCell.text) || labelCell.x0 > firstText.x0 + 40)) ||
          (atRight &&
            row.qty === null &&
            row.price === null &&
            TOTALS_BLOCK_LABEL.test(label) &&
            !inTextColumnRow(row.textX0, label, columns)))
      ) {
        // A section's subtotal set to the right ("Load subtotal" under each load's rows): it sums
        // the rows since the last one, and more charge rows follow it.
        const sinceSection = items.slice(sectionStart).reduce((a, item) => a + item.amount, 0);
        if (
          labelCell &&
          !FINAL_TOTAL.test(labelCell.text.trim()) &&
          items.length > sectionStart &&
          Math.abs(row.amount - sinceSection) < 0.011 &&
          chargeRowFollows(lines, i, columns, firstText.x0)
        ) {
          sectionTotals++;
          sectionStart = items.length;
          used.add(i);
          last = null;
          lastText = null;
          continue;
        }
        // The last section's subtotal (after others): the table ends after it, and it is no
        // total of the document's.
        if (
          labelCell &&
          sectionTotals > 0 &&
          sectionStart > 0 &&
          items.length > sectionStart &&
          Math.abs(row.amount - sinceSection) < 0.011
        ) {
          used.add(i);
          end = i + 1;
          break;
        }
        // A page's own totals box ("Page subtotal", "Continued"): the table goes on where its
        // header is printed again on a later page.
        const resume = headerAgain(lines, i, line.page, headerKey);
        if (resume >= 0) {
          i = resume;
          used.add(i);
          last = null;
          lastText = null;
          continue;
        }
        end = i;
        break;
      }
      let description = label;
      if (
        label === '' &&
        lastText &&
        lastText.line.page === line.page &&
        line.y - lastText.line.y <= Math.max(line.height, lastText.line.height) * 1.1
      ) {
        // OCR: the row's text a few points above its numbers (taken back from the row above).
        description = lastText.text;
        const joined = lastText.joinedTo;
        if (joined?.description.endsWith(` ${lastText.text}`)) {
          joined.description = joined.description.slice(0, -lastText.text.length - 1);
        }
      } else if (
        lastText &&
        !lastText.joinedTo &&
        /^[a-z]/.test(label) &&
        !/[.!?]$/.test(lastText.text) &&
        /[a-z]/.test(lastText.text) &&
        lastText.line.page === line.page &&
        line.y - lastText.line.y <= Math.max(line.height, lastText.line.height) * 1.45
      ) {
        // A description begun on the line above its numbers ("Preventive maintenance package,"
        // over "oil, filters, grease | 1 | 250.00"): the row's text goes on in lower case.
        description = `${lastText.text} ${label}`;
        used.add(lastText.line.index);
      } else if (label === '' && (row.qty !== null || row.price !== null)) {
        // OCR: the row's text a few points under its numbers.
        const next = lines[i + 1];
        if (
          next &&
          next.page === line.page &&
          next.y - line.y <= line.height * 1.3 &&
          amountsIn(next.text).length === 0 &&
          next.cells.every((c) => columns[columnOf(c, columns)]!.role === 'text')
        ) {
          description = next.text;
          used.add(i + 1);
          i++;
        }
      }
      if (labelCell || description === '') {
        // After section subtotals, a total of every row so far is the document's subtotal
        // ("Total fuel purchases" under the last card's subtotal): the totals block starts.
        const allSoFar = items.reduce((a, item) => a + item.amount, 0);
        if (labelCell && sectionTotals > 0 && Math.abs(row.amount - allSoFar) < 0.011) {
          end = i;
          break;
        }
        // A subtotal inside the table (or an amount with nothing to say what it is).
        if (labelCell) sectionTotals++;
        used.add(i);
        last = null;
        continue;
      }
      if (line.repeated && items.length === 0) continue;
      const item: LineItem = {
        description,
        quantity: row.qty,
        unit_price: row.price,
        amount: row.amount,
      };
      items.push(item);
      if (description === label) {
        parts.set(
          item,
          row.text.map((t, n) => ({ column: row.textColumns[n]!, text: t })),
        );
      }
      read.push({
        amountText: row.amountText ?? '',
        priceText: row.priceText ?? '',
        ocr: line.ocr,
      });
      lastText = null;
      rowYs.push({ page: line.page, y: line.y });
      used.add(i);
      last = { item, line };
      continue;
    }
    // A totals block: a label with its amount, or a row of totals labels over their amounts.
    const labelRow =
      line.cells.length >= 2 &&
      amountsIn(line.text).length === 0 &&
      line.cells.every((c) => TOTALS_BLOCK_LABEL.test(c.text) && c.text.length <= 30);
    if (
      items.length > 0 &&
      (labelRow || (TOTALS_BLOCK_LABEL.test(label) && amountsIn(line.text).length > 0))
    ) {
      const resume = headerAgain(lines, i, line.page, headerKey);
      if (resume >= 0) {
        i = resume;
        used.add(i);
        last = null;
        lastText = null;
        continue;
      }
      end = i;
      break;
    }
    // Another table's header (a schedule under the charges, Parts under Labor; titles no list
    // knows over an amount title, with rows under them): this one ends.
    if (
      items.length > 0 &&
      line.page === rowYs.at(-1)?.page &&
      line.cells.length >= 2 &&
      ((headerColumns(line) &&
        lines[i + 1]?.page === line.page &&
        rowUnderTitles(line, lines[i + 1]!)) ||
        (line.cells.length >= 3 && rowsUnderAmountTitle(lines, i)))
    ) {
      end = i;
      break;
    }
    // Text only: the wrapped rest of the row above, or a heading / page footer.
    const pitches = rowYs
      .slice(1)
      .map((r, k) => (r.page === rowYs[k]!.page ? r.y - rowYs[k]!.y : null))
      .filter((d): d is number => d !== null);
    // Before two rows are read, the pitch of the rows with amounts under the header.
    const rowPitch = median(pitches) ?? tablePitch;
    const gap = last && last.line.page === line.page ? line.y - last.line.y : null;
    const limit = rowPitch ? Math.min(rowPitch * 0.85, line.height * 2) : line.height * 1.45;
    const inTextColumn =
      row.textX0 !== null &&
      line.cells.every((c) => columns[columnOf(c, columns)]!.role === 'text');
    // A line set well left of where the row's text starts ("Complementary services - IVA 16%"
    // at the table's edge under rows indented past a quantity) is a heading, not wrapped text.
    const lastTextX0 = last ? rowOf(last.line, columns).textX0 : null;
    const outdented =
      lastTextX0 !== null &&
      row.textX0 !== null &&
      row.textX0 < lastTextX0 - 15 &&
      !/^[a-z]/.test(label);
    // A heading in capitals ("PAYMENT", "COMMENTS") under a row written in lower case is the
    // next block's, not the row's text going on.
    const capitalsHeading =
      /^[A-Z][A-Z &/-]{3,}:?$/.test(label.trim()) && /[a-z]/.test(last?.item.description ?? '');
    if (
      last &&
      gap !== null &&
      gap > 0 &&
      gap <= limit &&
      inTextColumn &&
      !line.repeated &&
      !outdented &&
      !capitalsHeading
    ) {
      last.item.description = joinWrapped(last.item, row, parts);
      last.line = line;
      lastText = { line, text: label, joinedTo: last.item };
      used.add(i);
      continue;
    }
    lastText = inTextColumn ? { line, text: label, joinedTo: null } : null;
    last = null;
  }
  hasQtyColumn ||= titleOverEmptyColumn(
    header,
    columns,
    [...used].filter((k) => k > headerEnd).map((k) => lines[k]!),
  );
  repairOcrNumbers(items, read, hasQtyColumn);
  const alternatives: LineItem[][] = [];
  const withoutSubtotals = withoutSectionSums(items);
  if (withoutSubtotals.length < items.length) alternatives.push(withoutSubtotals);
  const region = lines.slice(headerEnd + 1, end).filter((l) => l.ocr && !l.repeated);
  if (items.length > 0 && region.length > 0 && !columns.some((c) => c.role === 'flag')) {
    const inOrder = readOcrRowsInOrder(region, columns, columnOf);
    if (inOrder) {
      repairOcrNumbers(
        inOrder,
        inOrder.map((item) => ({ amountText: item.amount.toFixed(2), ocr: true })),
        hasQtyColumn,
      );
      alternatives.push(inOrder);
    }
  }
  return { items, used, endIndex: items.length > 0 ? end : -1, fromTable: true, alternatives };
}

/**
 * The rows again without those that only sum the rows above them: an amount with no quantity
 * or price equal to the sum of the two or more rows since the last such sum (a section subtotal
 * whose label OCR set on another line). A reading for the totals check to choose.
 */
export function withoutSectionSums(items: LineItem[]): LineItem[] {
  const out: LineItem[] = [];
  /** Where the rows of the current section start in `out`. */
  let sectionStart = 0;
  for (const item of items) {
    let sumsAbove = false;
    if (item.quantity === null && item.unit_price === null) {
      // The rows just above, two or more, back to the section's start (a heading's subtotal
      // that was read may already have closed the section before: any run ending here counts).
      let run = 0;
      for (let k = out.length - 1; k >= sectionStart && !sumsAbove; k--) {
        run = Math.round((run + out[k]!.amount) * 100) / 100;
        sumsAbove = out.length - k >= 2 && Math.abs(item.amount - run) < 0.011;
      }
    }
    if (sumsAbove) {
      sectionStart = out.length;
      continue;
    }
    out.push(item);
  }
  return out;
}

/**
 * A row whose amount is the sum of the rows above it (`rowsSum`), named in words no list knows:
 * the subtotal, when an amount follows under it in the next few lines (the totals) and none of
 * those is the rows' sum with this row added (which would make it one more charge).
 */
function sumByTotalsBelow(lines: DocLine[], i: number, amount: number, rowsSum: number): boolean {
  const page = lines[i]!.page;
  let seen = false;
  for (let j = i + 1; j < Math.min(lines.length, i + 7); j++) {
    const line = lines[j]!;
    if (line.page !== page) break;
    for (const a of amountsIn(line.text)) {
      if (Math.abs(a - (rowsSum + amount)) < 0.011) return false;
      seen = true;
    }
  }
  return seen;
}

/**
 * Whether a charge row follows line `i` on its page within a few lines (section headings may
 * come first): an amount with text starting in the description column, not named as a total.
 */
function chargeRowFollows(lines: DocLine[], i: number, columns: Column[], textX0: number): boolean {
  const page = lines[i]!.page;
  for (let j = i + 1; j < Math.min(lines.length, i + 5); j++) {
    const line = lines[j]!;
    if (line.page !== page) return false;
    if (isRule(line.text)) continue;
    if (headerColumns(line)) return false;
    const row = rowOf(line, columns);
    const label = row.text.join(' ');
    if (row.amount === null) {
      // A section heading that quotes an amount in its words ("Campaign #8093 … budget cap
      // $3,400.00"), set where descriptions start: the rows of its section follow.
      const heading =
        row.textX0 !== null &&
        Math.abs(row.textX0 - textX0) <= 6 &&
        line.cells.every((c) => columns[columnOf(c, columns)]!.role === 'text') &&
        !STRONG_TOTALS_LABEL.test(label);
      if (amountsIn(line.text).length > 0 && !heading) return false;
      continue;
    }
    return (
      row.textX0 !== null &&
      Math.abs(row.textX0 - textX0) <= 40 &&
      !STRONG_TOTALS_LABEL.test(label) &&
      !FORWARD_ROW.test(label)
    );
  }
  return false;
}

/** Where the table's header is printed again on a page after `page`, or -1. */
function headerAgain(lines: DocLine[], from: number, page: number, headerKey: string): number {
  for (let j = from + 1; j < lines.length; j++) {
    const line = lines[j]!;
    if (line.page > page && norm(line.text) === headerKey) return j;
  }
  return -1;
}

const near = (a: number, b: number) => Math.abs(a - b) < 0.011;
const round3 = (n: number) => Math.round(n * 1000) / 1000;

/**
 * A scanned header's title OCR could not read ("ary" for Qty) over a column no row has a cell
 * in, just left of the price: the count column, its small digits lost too.
 */
function titleOverEmptyColumn(header: DocLine, columns: Column[], rows: DocLine[]): boolean {
  const price = columns.find((c) => c.role === 'price');
  if (!header.ocr || !price || rows.length < 2) return false;
  const before = header.cells.filter((c) => c.x1 <= price.x0 + 1);
  const title = before.at(-1);
  if (!title || before.length < 2 || roleOf(title.text) !== 'text') return false;
  if (TEXT_TITLE.test(norm(title.text)) || title.text.trim().split(/\s+/).length > 1) return false;
  return !rows.some((r) => r.cells.some((c) => c.x0 < title.x1 + 4 && c.x1 > title.x0 - 4));
}

/**
 * Numbers OCR misread in a table: an amount whose decimal point was lost ("7110" among amounts
 * printed with cents), a quantity whose point was lost ("15 hrs" for 1.5 when 1.5 × price is the
 * amount), and a quantity not read at all (small digits) in a column that has them.
 */
function repairOcrNumbers(
  items: LineItem[],
  read: Array<{ amountText: string; priceText?: string; ocr: boolean }>,
  hasQtyColumn: boolean,
) {
  const withCents = read.filter((r) => /[.,]\d{2}\)?$/.test(r.amountText)).length;
  items.forEach((item, k) => {
    if (!read[k]!.ocr) return;
    if (withCents > read.length / 2 && /^\$?\d{3,}$/.test(read[k]!.amountText)) {
      item.amount = item.amount / 100;
    }
    const { quantity: q, unit_price: p, amount } = item;
    if (q !== null && p !== null && !near(q * p, amount) && near((q / 10) * p, amount)) {
      item.quantity = q / 10;
    }
    // Hours printed to two decimals whose point OCR lost ("350" for 3.50).
    if (
      q !== null &&
      p !== null &&
      Number.isInteger(q) &&
      q >= 100 &&
      !near(q * p, amount) &&
      near((q / 100) * p, amount)
    ) {
      item.quantity = q / 100;
    }
    // A price whose point was lost ("125" for 1.25, "095" for 0.95).
    if (
      q !== null &&
      p !== null &&
      !near(q * p, amount) &&
      near((q * p) / 100, amount) &&
      /^\$?\d{3,}$/.test(read[k]!.priceText ?? '')
    ) {
      item.unit_price = p / 100;
    }
    // A price printed with a leading zero and no point ("019"): the point before the digits.
    if (
      q !== null &&
      p !== null &&
      !near(q * p, amount) &&
      /^\$?0\d{2,3}$/.test(read[k]!.priceText ?? '')
    ) {
      const withPoint = Number(`0.${read[k]!.priceText!.replace(/^\$?0/, '')}`);
      item.unit_price = withPoint;
    }
    // A credit's minus OCR lost on one of price and amount ("21.50-" beside "64.50"): OCR drops
    // a sign far more often than it makes one up, so both are the credit.
    if (p !== null && p * item.amount < 0) {
      item.unit_price = -Math.abs(p);
      item.amount = -Math.abs(item.amount);
    }
    repairOneDigit(item, read[k]!.priceText ?? '');
    repairLostCountDigit(item);
    if (q === null && item.unit_price !== null && item.unit_price !== 0 && hasQtyColumn) {
      const p = item.unit_price;
      const amount = item.amount;
      // A price printed without its point ("7175" for 71.75) makes a whole count of it.
      const cents = /^\$?\d{3,}$/.test(read[k]!.priceText ?? '') ? p / 100 : null;
      const whole = cents === null ? null : amount / cents;
      const asPrinted = amount / p >= 1 && near(Math.round(amount / p) * p, amount);
      if (
        !asPrinted &&
        cents !== null &&
        whole !== null &&
        whole >= 1 &&
        near(Math.round(whole) * cents, amount)
      ) {
        item.unit_price = cents;
        item.quantity = Math.round(whole);
        return;
      }
      const cut = priceCentsLost(amount, p, read[k]!.priceText ?? '');
      if (cut && countsAreWhole(items.filter((it) => it !== item))) {
        item.unit_price = cut.price;
        item.quantity = cut.quantity;
        return;
      }
      const guess = round3(amount / p);
      if (near(guess * p, amount) && guess > 0) item.quantity = guess;
      // Counts are whole: a price one digit of which OCR misread ("25.08" for 25.00 beside
      // 100.00) is the one that makes a whole count, when just one does.
      if (
        item.quantity !== null &&
        !Number.isInteger(item.quantity) &&
        countsAreWhole(items.filter((it) => it !== item))
      ) {
        const fits = oneDigitVariants(read[k]!.priceText?.replace(/[-()CR]/g, '') ?? '').filter(
          (v) => v > 0 && Number.isInteger(round3(Math.abs(amount) / v)),
        );
        if (fits.length === 1) {
          item.unit_price = p < 0 ? -fits[0]! : fits[0]!;
          item.quantity = round3(Math.abs(amount) / fits[0]!);
        }
      }
    }
  });
}

/**
 * A price whose cents OCR lost ("11" printed for 11.95) in a row whose count OCR lost too: the
 * one whole count whose share of the amount has cents and starts with the printed dollars
 * (35.85 ÷ 3 = 11.95). Null when the printed price makes a whole count or no single count fits.
 */
export function priceCentsLost(
  amount: number,
  price: number,
  priceText: string,
): { quantity: number; price: number } | null {
  if (!/^\$?\d{1,4}$/.test(priceText.trim()) || price <= 0 || amount <= 0) return null;
  if (Number.isInteger(round3(amount / price))) return null;
  const fits: number[] = [];
  for (let n = Math.ceil(amount / (price + 1) + 1e-9); n <= Math.floor(amount / price); n++) {
    const each = amount / n;
    if (n >= 1 && Math.floor(each + 1e-9) === price && near(Math.round(each * 100) / 100, each))
      fits.push(n);
  }
  return fits.length === 1
    ? { quantity: fits[0]!, price: Math.round((amount / fits[0]!) * 100) / 100 }
    : null;
}

/** Every quantity read in the table is a whole count (or none is read). */
const countsAreWhole = (items: LineItem[]) =>
  items.every((it) => it.quantity === null || Number.isInteger(it.quantity));

/**
 * A count OCR read a digit short ("1" for 11, "2" for 12): when quantity × price misses the
 * amount and amount ÷ price is a whole count that is the count read with one digit more.
 */
function repairLostCountDigit(item: LineItem) {
  const { quantity: q, unit_price: p, amount } = item;
  if (q === null || p === null || p === 0 || !Number.isInteger(q) || near(q * p, amount)) return;
  const whole = Math.round(amount / p);
  if (whole < 1 || !near(whole * p, amount)) return;
  const [read, full] = [String(q), String(whole)];
  if (full.length === read.length + 1 && (full.startsWith(read) || full.endsWith(read)))
    item.quantity = whole;
}

/** The numbers a one-digit OCR misread of `text` could have been (same length, same point). */
function oneDigitVariants(text: string): number[] {
  const out: number[] = [];
  for (let i = 0; i < text.length; i++) {
    if (!/\d/.test(text[i]!)) continue;
    for (let d = 0; d <= 9; d++) {
      if (String(d) === text[i]) continue;
      const n = Number(`${text.slice(0, i)}${d}${text.slice(i + 1)}`.replace(/[$,]/g, ''));
      if (Number.isFinite(n)) out.push(n);
    }
  }
  return out;
}

/** quantity × price to the cent, as a page rounds it. */
const centsOf = (q: number, p: number) => Math.round(q * p * 100 + 1e-6) / 100;

/**
 * A scanned row whose quantity × price does not give its amount, where one digit of exactly one
 * of the three read otherwise makes them agree ("4.898" for 4.899, "421.12" for 427.12): that
 * digit is taken. Nothing is changed when no one digit, or more than one reading, would do.
 */
function repairOneDigit(item: LineItem, priceText: string) {
  const { quantity: q, unit_price: p, amount } = item;
  if (q === null || p === null || q === 0 || p === 0 || near(centsOf(q, p), amount)) return;
  const fixes: Array<() => void> = [];
  const prices = oneDigitVariants(
    /\.\d/.test(priceText) ? priceText.replace(/^\$/, '') : p.toString(),
  ).filter((v) => v > 0 && near(centsOf(q, v), Math.abs(amount)));
  if (prices.length === 1)
    fixes.push(() => (item.unit_price = amount < 0 ? -prices[0]! : prices[0]!));
  const qtys = oneDigitVariants(q.toString()).filter((v) => v > 0 && near(centsOf(v, p), amount));
  if (qtys.length === 1) fixes.push(() => (item.quantity = qtys[0]!));
  const amounts = oneDigitVariants(Math.abs(amount).toFixed(2)).filter((v) =>
    near(v, centsOf(q, Math.abs(p))),
  );
  if (amounts.length === 1)
    fixes.push(() => (item.amount = amount < 0 ? -amounts[0]! : amounts[0]!));
  if (fixes.length === 1) fixes[0]!();
}

/** "96.888 GAL @ 4.111", "3 X 25.00", "2 hrs x $95.00". */
const QTY_AT_PRICE =
  /(?<![\w.])(\d+(?:[.,]\d+)?)\s*(?:[A-Za-z]{1,6}\.?\s*)?(?:@|x|X|×)\s*\$?(\d[\d,]*(?:[.,]\d+)?)/;

/** "9,526" is 9526 or 9.526: the reading whose product is the amount, else thousands. */
function readingsOf(text: string): number[] {
  const plain = Number(text.replace(/,/g, ''));
  const decimal = Number(text.replace(/,(\d{1,3})$/, '.$1').replace(/,/g, ''));
  return /,\d{2}$/.test(text) ? [decimal] : plain === decimal ? [plain] : [plain, decimal];
}

function qtyAndPrice(qtyText: string, priceText: string, amount: number | null) {
  const qs = readingsOf(qtyText);
  const ps = readingsOf(priceText);
  if (amount !== null) {
    for (const q of qs)
      for (const p of ps) if (Math.abs(q * p - amount) < 0.011) return { qty: q, price: p };
  }
  return { qty: qs[0]!, price: ps[0]! };
}

/**
 * Where a receipt's items end: a total, a tax, a balance or the payment tendered. Not a fee, a
 * credit or freight: a receipt's items are often called that ("Parking fee", "Reefer fuel credit").
 */
const RECEIPT_TOTALS =
  /\b(sub-? ?total|total|tax|vat|iva|gst|hst|amount due|balance|tendered|change|paid|payment|payable|owing|amount owed|pay this amount|please pay|(?:amount|total|balance) to pay)\b/i;

/** Receipts: a description line, maybe a "qty @ price" line, and the amount at the right. */
function readReceipt(lines: DocLine[], from: number, labelled: Set<number>): ItemsRead {
  const used = new Set<number>();
  const items: LineItem[] = [];
  type Pending = { description: string; qty: number | null; price: number | null };
  let pending = null as Pending | null;
  let end = -1;
  for (let i = from; i < lines.length; i++) {
    const line = lines[i]!;
    if (labelled.has(i) || isRule(line.text)) continue;
    const moneyCell =
      line.cells.length > 1 || line.cells[0]!.x0 > line.contentRight * 0.5
        ? line.cells.at(-1)!
        : null;
    const amount =
      moneyCell && moneyCell.x0 > line.contentRight * 0.45 ? readAmount(moneyCell.text) : null;
    const texts = line.cells.filter((c) => c !== moneyCell || amount === null).map((c) => c.text);
    const label = texts.join(' ');
    if (RECEIPT_TOTALS.test(label) && amount !== null) {
      end = i;
      break;
    }
    // A line named in words no list knows whose amount is what the items add up to, with the
    // totals under it: the subtotal, where the items end.
    const itemsSum = items.reduce((a, item) => a + item.amount, 0);
    if (
      amount !== null &&
      items.length > 0 &&
      !pending &&
      Math.abs(amount - itemsSum) < 0.011 &&
      sumByTotalsBelow(lines, i, amount, itemsSum)
    ) {
      end = i;
      break;
    }
    const qp = QTY_AT_PRICE.exec(label);
    if (qp) {
      const description = label.replace(qp[0], '').replace(/\s+/g, ' ').trim();
      const next = lines[i + 1];
      const nextAmount =
        amount ??
        (next && next.cells.length === 1 && next.cells[0]!.x0 > next.contentRight * 0.45
          ? readAmount(next.cells[0]!.text)
          : null);
      const { qty, price } = qtyAndPrice(qp[1]!, qp[2]!, nextAmount);
      pending = {
        description: [pending?.description, description].filter(Boolean).join(' '),
        qty,
        price,
      };
      used.add(i);
      if (amount !== null) {
        items.push({
          description: pending.description,
          quantity: pending.qty,
          unit_price: pending.price,
          amount,
        });
        pending = null;
      }
      continue;
    }
    // "Wash bay | 75.00 | 75.00" (the titles and the quantities lost, as a scan may): the cell
    // before the amount is the price, the quantity amount ÷ price when whole; an amount OCR read
    // without its point ("2000", "©7500") that has the price's digits is the price again.
    const priceCell = moneyCell && line.cells.length >= 3 ? line.cells.at(-2)! : null;
    const price = priceCell && amountsIn(label).length === 1 ? readAmount(priceCell.text) : null;
    // (A count printed in the text, "Mileage 31 mi | 2.00 | 62.00", is read as before.)
    const beforePrice = line.cells
      .slice(0, -2)
      .map((c) => c.text)
      .join(' ');
    if (price !== null && price > 0 && moneyCell && !/\d\s*[a-z]{0,6}\.?$/i.test(beforePrice)) {
      const digits = moneyCell.text.replace(/\D/g, '');
      const rowAmount = line.ocr && digits === price.toFixed(2).replace(/\D/g, '') ? price : amount;
      const qty = rowAmount === null ? null : Math.round((rowAmount / price) * 1000) / 1000;
      if (rowAmount !== null && qty !== null && Number.isInteger(qty) && qty > 0) {
        items.push({
          description: [pending?.description, beforePrice].filter(Boolean).join(' '),
          quantity: qty,
          unit_price: price,
          amount: rowAmount,
        });
        used.add(i);
        pending = null;
        continue;
      }
    }
    if (amount !== null) {
      const description = [pending?.description, label].filter(Boolean).join(' ');
      if (description) {
        items.push({
          description,
          quantity: pending?.qty ?? null,
          unit_price: pending?.price ?? null,
          amount,
        });
        used.add(i);
      }
      pending = null;
      continue;
    }
    // A lone column title over the rows ("Service", "Description": the other titles lost).
    if (
      line.cells.length === 1 &&
      /^(?:description|services?|items?|products?|details)$/i.test(label)
    ) {
      pending = null;
      continue;
    }
    if (label && /[A-Za-z]/.test(label) && amountsIn(label).length === 0) {
      pending = { description: label, qty: null, price: null };
      used.add(i);
    }
  }
  return { items, used, endIndex: items.length > 0 ? end : -1, fromTable: false };
}

/**
 * A header whose last title is a price ("Unit Price") over a table whose rows print one more
 * amount right of it: that untitled column is the amount, the titled one the price.
 */
export function withUntitledAmountColumn(
  columns: Column[],
  header: DocLine,
  rows: DocLine[],
): Column[] {
  const last = columns.at(-1)!;
  const lastTitle = header.cells
    .flatMap(splitTitleCell)
    .find((c) => c.x1 > last.x0 && c.x0 < last.x1);
  if (!lastTitle || roleOf(lastTitle.text) !== 'price') return columns;
  const withAmounts = rows.filter((r) => r.cells.some((c) => readAmount(c.text) !== null));
  const right = withAmounts
    .map((r) => r.cells.find((c) => c.x0 > last.x1 + 8 && readAmount(c.text) !== null))
    .filter((c): c is Cell => !!c);
  if (right.length < Math.max(2, withAmounts.length * 0.6)) return columns;
  return [
    ...columns.slice(0, -1),
    { ...last, role: 'price' },
    {
      role: 'amount',
      x0: Math.min(...right.map((c) => c.x0)),
      x1: Math.max(...right.map((c) => c.x1)),
    },
  ];
}

/**
 * A scanned table whose quantity title OCR lost ("Rate  Amount" over "Charge"): whole numbers
 * printed on most rows in one place left of the price, under no title, are the quantity column.
 */
/**
 * Rows whose words start well left of the first title (its title lost, or never printed over
 * the row names): a text column of their own there, so the first titled column keeps its role.
 */
function withUntitledTextColumn(columns: Column[], rows: DocLine[]): Column[] {
  const first = columns[0]!;
  const starts = rows
    .filter((l) => amountsIn(l.text).length > 0 && /[A-Za-z]{3}/.test(l.cells[0]!.text))
    .map((l) => l.cells[0]!);
  if (starts.length < 2) return columns;
  const left = starts.filter((c) => c.x1 < first.x0 - 8);
  if (left.length < starts.length * 0.8) return columns;
  const x0 = Math.min(...left.map((c) => c.x0));
  const x1 = Math.min(first.x0 - 4, Math.max(...left.map((c) => c.x1)));
  return [{ role: 'text', x0, x1 }, ...columns];
}

export function withUntitledQtyColumn(columns: Column[], rows: DocLine[], ocr: boolean): Column[] {
  if (!ocr || columns.some((c) => c.role === 'qty')) return columns;
  const price = columns.findIndex((c) => c.role === 'price');
  if (price < 0) return columns;
  const text = columns.find((c) => c.role === 'text');
  const from = (text?.x1 ?? columns[0]!.x1) + 40;
  const priceX0 = columns[price]!.x0;
  const withAmounts = rows.filter((r) => r.cells.some((c) => readAmount(c.text) !== null));
  const found = withAmounts
    .map((r) =>
      r.cells.find(
        (c) =>
          c.x0 > from &&
          c.x1 < priceX0 - 6 &&
          /^\d[\d,]*$/.test(c.text.trim()) &&
          !columns.some((col) => Math.min(c.x1, col.x1) - Math.max(c.x0, col.x0) > 0),
      ),
    )
    .filter((c): c is Cell => !!c);
  if (found.length < Math.max(2, withAmounts.length * 0.6)) return columns;
  const column: Column = {
    role: 'qty',
    x0: Math.min(...found.map((c) => c.x0)),
    x1: Math.max(...found.map((c) => c.x1)),
  };
  return [...columns.slice(0, price), column, ...columns.slice(price)];
}

/**
 * Column titles wrapped onto a second line ("Tag rate (not" over "billed)", "Amount" over
 * "(USD)"): the header with each title's continuation joined to it. The second line holds only
 * the ends of titles: short words without digits, each under a title, each starting in lower
 * case or in brackets (a section heading or a row's text under the header is neither).
 */
export function withTitlesWrapped(header: DocLine, next: DocLine): DocLine | null {
  if (next.page !== header.page || next.y - header.y > header.height * 1.8) return null;
  if (next.cells.length === 0 || next.cells.length > header.cells.length) return null;
  if (/\d/.test(next.text)) return null;
  const cells = header.cells.map((c) => ({ ...c }));
  // A header set in capitals wraps in capitals ("TAXABLE" over "GALLONS", "TAX-PAID" over
  // "GALLONS"): two or more titles going on under their own titles (a section heading is one).
  const inCapitals = next.cells.length >= 2 && ![header, next].some((l) => /[a-z]/.test(l.text));
  for (const cell of next.cells) {
    const t = cell.text.trim();
    const k = cells.findIndex((c) => Math.min(c.x1, cell.x1) - Math.max(c.x0, cell.x0) > 0);
    if (k < 0) return null;
    // A title broken after a joining word or sign ("Payments &" over "Credits") goes on in
    // capitals too.
    const joining = /(?:&|\/|-|\band|\bor|\bof|\bper)$/i.test(cells[k]!.text.trim());
    if (t.split(/\s+/).length > 3 || !(/^[a-z(]|\)$/.test(t) || joining || inCapitals)) return null;
    cells[k] = {
      ...cells[k]!,
      text: `${cells[k]!.text} ${t}`,
      x1: Math.max(cells[k]!.x1, cell.x1),
    };
  }
  return { ...header, cells, text: cells.map((c) => c.text).join(' ') };
}

/**
 * Column titles begun on a line over the header ("UNIT" over "PRICE", "Line" over "Total",
 * "Unit /" over "Transponder"): the header with each title's first words put before it. The
 * line over it holds only words without digits, close above, each over one title and none
 * over two (a heading or the buyer's last line over the first title alone is not joined).
 */
function withTitlesAbove(above: DocLine, header: DocLine): DocLine | null {
  if (above.page !== header.page || header.y - above.y > header.height * 1.6) return null;
  if (above.cells.length < 2 || above.cells.length > header.cells.length) return null;
  if (/\d|@/.test(above.text)) return null;
  const cells = header.cells.map((c) => ({ ...c }));
  const taken = new Set<number>();
  for (const cell of above.cells) {
    const t = cell.text.trim();
    if (t.split(/\s+/).length > 3) return null;
    const over = cells
      .map((c, k) => ({ k, overlap: Math.min(c.x1, cell.x1) - Math.max(c.x0, cell.x0) }))
      .filter((o) => o.overlap > 0);
    if (over.length !== 1 || taken.has(over[0]!.k)) return null;
    const k = over[0]!.k;
    taken.add(k);
    cells[k] = {
      ...cells[k]!,
      text: `${t} ${cells[k]!.text}`,
      x0: Math.min(cells[k]!.x0, cell.x0),
      x1: Math.max(cells[k]!.x1, cell.x1),
    };
  }
  return { ...header, cells, text: cells.map((c) => c.text).join(' ') };
}

/** The table whose header is at line `i`, or null when `i` is no header. */
function tableAt(lines: DocLine[], i: number, before: LineItem[] = []): ItemsRead | null {
  let header = lines[i]!;
  const next = lines[i + 1];
  // A header on two OCR baselines ("Rate  Total" a few points over "Description  Quantity").
  if (header.ocr && next && !headerColumns(next) && canJoinRows(header, next, () => 0)) {
    const joined = joinRows(header, next);
    if (next.cells.every((c) => roleOf(c.text) !== null) && headerColumns(joined)) {
      header = joined;
    }
  }
  if (header === lines[i] && next) {
    const joined = withTitlesWrapped(header, next);
    if (joined && headerColumns(joined)) header = joined;
  }
  // Titles begun on a line over the header ("Unit" / "Price", "Entry /" over "Exit").
  let titlesAbove = -1;
  const above = lines[i - 1];
  if (header === lines[i] && above && !isRule(header.text) && amountsIn(header.text).length === 0) {
    const joined = withTitlesAbove(above, header);
    if (joined && headerColumns(joined)) {
      header = joined;
      titlesAbove = i - 1;
    }
  }
  const known = headerColumns(header);
  // Titles no list knows, wrapped onto a second line ("Taxable" over "gallons"), over rows: the
  // joined titles.
  if (!known && header === lines[i] && next && rowsUnderAmountTitle(lines, i)) {
    const joined = withTitlesWrapped(header, next);
    const columns = joined ? headerColumns(joined, true) : null;
    if (joined && columns) return tableFrom(lines, i, joined, columns, i + 1, -1, before);
  }
  const titled = known ?? (rowsUnderAmountTitle(lines, i) ? headerColumns(header, true) : null);
  if (!titled) return null;
  const headerEnd = header === lines[i] || titlesAbove >= 0 ? i : i + 1;
  return tableFrom(lines, i, header, titled, headerEnd, titlesAbove, before);
}

/**
 * Numbers written beside their titles, not under them (a pre-printed form filled in by hand: the
 * quantity a little right of QTY, the price between UNIT PRICE and AMOUNT): the rows' number
 * cells fall into as many runs across as there are number titles, each run after its own title
 * and before the next. Each number column then reaches over its run.
 */
export function withNumbersBesideTitles(columns: Column[], rows: DocLine[]): Column[] {
  const numberAt = columns
    .map((c, k) => ({ c, k }))
    .filter(({ c }) => c.role === 'qty' || c.role === 'price' || c.role === 'amount');
  if (numberAt.length < 2) return columns;
  const firstNumber = numberAt[0]!.c.x0;
  const cells = rows
    .filter((l) => amountsIn(l.text).length > 0)
    .flatMap((l) => l.cells)
    .filter(
      (c) =>
        c.x0 > firstNumber - 60 && (readAmount(c.text) !== null || readQuantity(c.text) !== null),
    )
    .sort((a, b) => a.x0 - b.x0);
  if (cells.length < 2) return columns;
  // Runs of cells that overlap or nearly touch across.
  const runs: Array<{ x0: number; x1: number }> = [];
  for (const c of cells) {
    const last = runs.at(-1);
    if (last && c.x0 <= last.x1 + 4) last.x1 = Math.max(last.x1, c.x1);
    else runs.push({ x0: c.x0, x1: c.x1 });
  }
  if (runs.length !== numberAt.length) return columns;
  // Only when some run misses its title: each run after its title's start, before the next's.
  const misses = runs.some((r, n) => r.x1 < numberAt[n]!.c.x0 || r.x0 > numberAt[n]!.c.x1);
  const fits = runs.every(
    (r, n) =>
      r.x0 >= numberAt[n]!.c.x0 - 12 && (n === runs.length - 1 || r.x1 < numberAt[n + 1]!.c.x0),
  );
  if (!misses || !fits) return columns;
  // A run under a title of its own ("Fee" beside "Units" OCR left empty) is that column's.
  const underOther = runs.some((r, n) =>
    columns.some((c, k) => k !== numberAt[n]!.k && Math.min(r.x1, c.x1) - Math.max(r.x0, c.x0) > 0),
  );
  if (underOther) return columns;
  const out = columns.map((c) => ({ ...c }));
  runs.forEach((r, n) => {
    const col = out[numberAt[n]!.k]!;
    col.x0 = Math.min(col.x0, r.x0);
    col.x1 = Math.max(col.x1, r.x1);
  });
  return out;
}

/** The table under a header whose titles have been read: its columns typed by its rows. */
function tableFrom(
  lines: DocLine[],
  i: number,
  header: DocLine,
  titled: Column[],
  headerEnd: number,
  titlesAbove: number,
  before: LineItem[],
): ItemsRead {
  // The rows under the header, up to the first totals line (its labels sit under the columns).
  const below: DocLine[] = [];
  for (const l of lines.slice(i + 1, i + 41)) {
    if (l.page !== header.page) break;
    // A totals line: a bare total label, or a totals word right of where descriptions start
    // (a "Service fee" row is a charge).
    const first = l.cells[0]!;
    const totalsLine =
      BARE_TOTAL_LABEL.test(first.text) ||
      (first.x0 > header.cells[0]!.x0 + 40 &&
        TOTALS_BLOCK_LABEL.test(l.text) &&
        !inTextColumnRow(first.x0, l.text, titled));
    if (totalsLine && amountsIn(l.text).length > 0) break;
    if (below.length > 0 && NOTES_HEADING.test(first.text)) break;
    // Another table's header (Deductions under Earnings): its rows are typed by its own titles.
    if (below.length > 0 && l.cells.length >= 2 && headerColumns(l)) break;
    below.push(l);
    // A row named as a total whose amount is what the rows above add up to ("Total earnings"):
    // the section ends there.
    if (below.length >= 3 && /\btotal\b/i.test(l.text) && sumsRowsAbove(below)) break;
  }
  const columns = typeColumnsByValues(
    withUntitledQtyColumn(
      withUntitledAmountColumn(
        withUntitledTextColumn(withNumbersBesideTitles(titled, below), below),
        header,
        below,
      ),
      below,
      header.ocr,
    ),
    below.map((l) => l.cells),
    columnOf,
    header.ocr,
  );
  return readTable(lines, i, columns, header, headerEnd, before, titlesAbove);
}

/**
 * Titles no list knows over an amount title ("Jurisdiction | Distance % | Apportioned fees",
 * "Matter | Fees"): a header when its cells read as titles (a few words each, no label's colon)
 * and the two lines under it are rows — words left, an amount ending under the last title.
 */
function rowsUnderAmountTitle(lines: DocLine[], i: number): boolean {
  const header = lines[i]!;
  if (header.cells.length < 2) return false;
  if (header.cells.some((c) => /:\s*$/.test(c.text) || c.text.trim().split(/\s+/).length > 4)) {
    return false;
  }
  const last = header.cells.at(-1)!;
  const isRow = (l: DocLine) =>
    l.cells.length >= 2 &&
    /[A-Za-z]{3}/.test(l.cells[0]!.text) &&
    MONEY_CELL.test(l.cells.at(-1)!.text.trim()) &&
    l.cells.at(-1)!.x1 > last.x0 &&
    l.cells.at(-1)!.x0 < last.x1 + 12 &&
    !STRONG_TOTALS_LABEL.test(l.cells[0]!.text);
  // The first row just under the titles; a wrapped line of its text may come before the next.
  // Titles wrapped onto a second line ("Taxable" over "gallons") come before the first row.
  const wrapped = lines[i + 1] && withTitlesWrapped(header, lines[i + 1]!) ? 1 : 0;
  const under = lines.slice(i + 1 + wrapped, i + 4 + wrapped).filter((l) => l.page === header.page);
  if (under.length < 2 || !isRow(under[0]!)) return false;
  const rows = under.filter(isRow).length;
  const others = under.filter((l) => !isRow(l));
  return (
    rows >= 2 &&
    (rows === under.length || (others.length === 1 && amountsIn(others[0]!.text).length === 0))
  );
}

/**
 * A line under a header that is one of its rows: an amount in it, or a whole number ending under
 * the last title (money printed without cents: "Broker setup packet | 2 | 15 | 30").
 */
function rowUnderTitles(header: DocLine, next: DocLine): boolean {
  if (amountsIn(next.text).length > 0) return true;
  const last = next.cells.at(-1);
  const title = header.cells.at(-1)!;
  return (
    !!last &&
    next.cells.length >= 2 &&
    /^\(?-?\$?\d{1,3}(?:,?\d{3})*\)?$/.test(last.text.trim()) &&
    last.x1 > title.x0 &&
    last.x0 < title.x1 + 12
  );
}

/** The last line's last amount is the sum of the last amounts of the two or more lines above. */
function sumsRowsAbove(rows: DocLine[]): boolean {
  const lastOf = (l: DocLine) => amountsIn(l.text).at(-1) ?? null;
  const total = lastOf(rows.at(-1)!);
  if (total === null) return false;
  const above = rows
    .slice(0, -1)
    .map(lastOf)
    .filter((a): a is number => a !== null);
  return above.length >= 2 && Math.abs(above.reduce((a, b) => a + b, 0) - total) < 0.011;
}

const SCHEDULE_TITLE =
  /^(?:installment|instalment|installment\s*(?:#|no\.?)|payment\s*(?:#|no\.?|date)|due\s*date|date\s*due|pay\s*date|schedule)$/;

/**
 * A payment schedule ("Installment | Due date | Amount"): titles of instalments and their dates
 * and no title of a description. Its rows are what is to be paid when, not charges.
 */
function isScheduleHeader(header: DocLine): boolean {
  const titles = header.cells.map((c) => norm(c.text));
  return (
    titles.some((t) => SCHEDULE_TITLE.test(t)) &&
    !titles.some((t) => DESCRIPTION_TITLE.test(t) || /charge|fee|premium|coverage/.test(t))
  );
}

/** The document's total (not a section's): after it no charges table starts. */
const FINAL_TOTAL =
  /\b(?:amount|total|balance)\s*due\b|\bgrand\s*total\b|\binvoice\s*total\b|^total\s*:?$|\bplease\s*pay\b/i;
/** How far under a table's end another table's header may start (a section total between). */
const NEXT_TABLE_WITHIN = 8;

/**
 * A second table under the first (Labor, then Parts, each with its own header): looked for
 * just under where a table ended, before any line that gives the document's total.
 */
function nextTable(lines: DocLine[], from: number, before: LineItem[]): ItemsRead | null {
  for (let j = from; j < Math.min(lines.length, from + NEXT_TABLE_WITHIN); j++) {
    const line = lines[j]!;
    if (line.cells.some((c) => FINAL_TOTAL.test(c.text.trim()))) return null;
    const read = tableAt(lines, j, before);
    if (read && read.items.length > 0) return read;
  }
  return null;
}

/**
 * The line items of a document. `labelled`: lines that hold the header fields and parties
 * (a receipt's items start after the last of them).
 */
export function readLineItems(lines: DocLine[], labelled: Set<number>): ItemsRead {
  /** A payment schedule read as a table, kept only if no table of charges follows. */
  let schedule: ItemsRead | null = null;
  for (let i = 0; i < lines.length; i++) {
    const read = tableAt(lines, i);
    if (!read || read.items.length === 0) continue;
    if (isScheduleHeader(lines[i]!)) {
      schedule ??= read;
      i = Math.max(i, read.endIndex - 1);
      continue;
    }
    for (
      let more = nextTable(lines, read.endIndex, read.items);
      more;
      more = nextTable(lines, more.endIndex, read.items)
    ) {
      // Lines between the tables (a section total) are nobody's: the totals come after the last.
      read.items.push(...more.items);
      for (const k of more.used) read.used.add(k);
      read.endIndex = more.endIndex;
      read.alternatives = [];
    }
    read.items = withTrailingQtyPrice(read.items);
    // Rows above the first titled table under titles no list knows (equipment sold, then
    // "Additional charges" under known titles): a reading with them too, for the totals to
    // choose when the titled rows alone do not add up.
    const above = untitledTable(lines.slice(0, i), labelled);
    if (above) {
      read.alternatives = [
        ...(read.alternatives ?? []),
        [...withTrailingQtyPrice(above.items), ...read.items],
      ];
    }
    return read;
  }
  if (schedule) return { ...schedule, items: withTrailingQtyPrice(schedule.items) };
  for (let i = 0; i < lines.length; i++) {
    const listing = listingAt(lines, i);
    if (listing) return listing;
  }
  // No header found: a table whose titles are missing or unknown, found by its rows.
  if (labelled.size > 0) {
    const untitled = untitledTable(lines, labelled);
    if (untitled) return { ...untitled, items: withTrailingQtyPrice(untitled.items) };
  }
  const lastLabelled = Math.max(-1, ...[...labelled].filter((i) => lines[i]!.page === 1));
  const receipt = readReceipt(lines, lastLabelled + 1, labelled);
  return { ...receipt, items: withTrailingQtyPrice(receipt.items) };
}

/** An amount as a charges column prints it: cents, maybe a sign, brackets, a $ or a minus after. */
const MONEY_CELL = /^\(?-?\$?\s?-?\d{1,3}(?:,\d{3})*\.\d{2}\)?-?(?:\s?(?:USD|CAD|CR|\$))?$/;

/**
 * A table printed without column titles, or under titles no list knows: two or more rows of
 * three or more cells each, ending with an amount at one right edge, with words among their
 * cells, close together (wrapped text or a heading between them). Its columns are the runs of
 * cells the rows line up in; the rightmost is the amount, the others are typed by their values
 * (quantity × price = amount) as under a header. Lines holding the header fields and parties
 * are left out; the totals end it as they end any table.
 */
function untitledTable(lines: DocLine[], labelled: Set<number>): ItemsRead | null {
  const isRow = (l: DocLine) =>
    l.cells.length >= 3 &&
    MONEY_CELL.test(l.cells.at(-1)!.text.trim()) &&
    l.cells.slice(0, -1).some((c) => /[A-Za-z]{3}/.test(c.text)) &&
    // A totals word names a charge only on a row that prints its quantity or price too
    // ("Fleet discount diesel | 93.732 | -0.250 | -23.43").
    (!STRONG_TOTALS_LABEL.test(
      l.cells
        .slice(0, -1)
        .map((c) => c.text)
        .join(' '),
    ) ||
      l.cells.slice(0, -1).some((c) => /^-?\$?[\d,]*\d(?:\.\d+)?$/.test(c.text.trim())));
  let found: ItemsRead | null = null;
  for (let i = 0; i < lines.length; i++) {
    const first = lines[i]!;
    if (labelled.has(i) || !isRow(first)) continue;
    const right = first.cells.at(-1)!.x1;
    const rows: number[] = [i];
    let last = first;
    for (let j = i + 1; j < lines.length; j++) {
      const line = lines[j]!;
      if (line.page !== first.page || line.y - last.y > linePitch(line) * 3.2) break;
      if (labelled.has(j)) break;
      // A gap much wider than the rows' own pitch: another block of rows starts.
      const pitch = median(rows.slice(1).map((k, n) => lines[k]!.y - lines[rows[n]!]!.y));
      if (pitch !== null && line.y - last.y > pitch * 1.8) break;
      // Under the first row, a row may print only its words and amount ("Fuel surcharge
      // 29.8% | 208.32"), unless its words name a total, a tax or a payment.
      const short =
        line.cells.length === 2 &&
        MONEY_CELL.test(line.cells[1]!.text.trim()) &&
        /[A-Za-z]{3}/.test(line.cells[0]!.text) &&
        Math.abs(line.cells[0]!.x0 - first.cells[0]!.x0) <= 6 &&
        !SUBTOTAL_LABEL.test(line.cells[0]!.text) &&
        !/\b(?:tax|vat|gst|hst|shipping|payment|paid|deposit)\b/i.test(line.cells[0]!.text);
      if ((isRow(line) || short) && Math.abs(line.cells.at(-1)!.x1 - right) <= 4) {
        rows.push(j);
        last = line;
        continue;
      }
      // Wrapped text or a heading between rows; an amount elsewhere (a total) ends the run.
      if (amountsIn(line.text).length > 0) break;
      if (j - last.index > 2) break;
    }
    if (rows.length < 2) continue;
    const columns = columnsOfRows(rows.map((k) => lines[k]!));
    if (!columns) continue;
    const typed = typeColumnsByValues(
      columns,
      rows.map((k) => lines[k]!.cells),
      columnOf,
    );
    const start = i - 1;
    const header: DocLine = { ...first, cells: [], text: '\u0000' };
    const read = readTable(lines, start, typed, header, start);
    read.used.delete(start);
    if (read.items.length < 2) continue;
    // Several runs of rows (a log of times above the charges): the one the totals under it
    // add up to.
    if (reconciles(lines, read)) return read;
    found ??= read;
    i = Math.max(i, rows.at(-1)!);
  }
  return found;
}

/** The items' sum is an amount printed in the lines just after them (a subtotal or total). */
function reconciles(lines: DocLine[], read: ItemsRead): boolean {
  const total = read.items.reduce((a, item) => a + item.amount, 0);
  const from = Math.max(0, read.endIndex);
  return lines
    .slice(from, from + 8)
    .some((l) => amountsIn(l.text).some((a) => Math.abs(a - total) < 0.011));
}

/**
 * Columns from the rows' cells: cells that overlap across rows are one column (its span the
 * union of theirs); the rightmost column is the amount, the others text until their values say
 * otherwise. Null when the rows' cells do not line up (fewer than two columns).
 */
function columnsOfRows(rows: DocLine[]): Column[] | null {
  const spans: Array<{ x0: number; x1: number }> = [];
  for (const cell of rows.flatMap((r) => r.cells).sort((a, b) => a.x0 - b.x0)) {
    const at = spans.find((s) => cell.x0 < s.x1 + 2 && cell.x1 > s.x0 - 2);
    if (at) {
      at.x0 = Math.min(at.x0, cell.x0);
      at.x1 = Math.max(at.x1, cell.x1);
    } else spans.push({ x0: cell.x0, x1: cell.x1 });
  }
  // Spans grown into each other are one.
  spans.sort((a, b) => a.x0 - b.x0);
  const merged: Array<{ x0: number; x1: number }> = [];
  for (const s of spans) {
    const prev = merged.at(-1);
    if (prev && s.x0 < prev.x1 + 2) prev.x1 = Math.max(prev.x1, s.x1);
    else merged.push({ ...s });
  }
  if (merged.length < 2) return null;
  return merged.map((s, k) => ({
    role: k === merged.length - 1 ? 'amount' : 'text',
    x0: s.x0,
    x1: s.x1,
  }));
}

const QTY_PRICE_TAIL =
  /^(.*?\S)\s+(\d{1,4}(?:\.\d{1,3})?)\s*(?:hrs?|hours?|mi|miles|gal|gals|ea|pcs?|units?|x|@)?\.?\s+\$?(\d{1,3}(?:,\d{3})*\.\d{2,3})$/i;
const PRICE_TAIL = /^(.*?\S)\s+\$?(\d{1,3}(?:,\d{3})*\.\d{2})$/;

/**
 * Rows whose quantity and price stayed in the description ("Labor - brakes 1.5 hr 145.00" with
 * 217.50 at the right; a form with no column titles over them, or OCR that joined the cells):
 * the trailing numbers are taken when quantity × price gives the amount. When some rows of the
 * document read so, a row ending with just its own amount ("Road call 150.00") is one at that
 * price.
 */
export function withTrailingQtyPrice(items: LineItem[]): LineItem[] {
  return withTrailingQtyPriceOnly(withLeadingQty(items));
}

/**
 * A quantity printed at the start of the description ("5 HUR Customs waiting time | 40.00 |
 * 200.00" under "Qty Description", "3 ea Seals"), with a unit code after it (a SAT or UN/ECE code
 * such as E48, H87, HUR, or a unit word): the quantity where it times the row's price gives its
 * amount, on two or more rows of which one counts more than one; the code is no description.
 */
const QTY_HEAD =
  /^(\d{1,4}(?:\.\d{1,3})?)\s+(?:(?:[A-Z]\d{2}|[A-Z]{1,2}\d|HUR|DAY|ACT|KGM|LTR|MTR|XBX|EA|HRS?|PCS?|UN|UNITS?|hrs?|hours?|days?|ea|pcs?|units?|gal|mi|x)\.?\s+)?(\S.*)$/;
function withLeadingQty(items: LineItem[]): LineItem[] {
  const reads = items.map((item) => {
    if (item.quantity !== null || item.unit_price === null) return null;
    const m = QTY_HEAD.exec(item.description);
    if (!m || !/[A-Za-z]{3}/.test(m[2]!)) return null;
    const q = Number(m[1]);
    if (q <= 0 || Math.abs(q * item.unit_price - item.amount) > 0.011) return null;
    return { q, description: m[2]! };
  });
  const found = reads.filter((r) => r !== null);
  if (found.length < 2 || !found.some((r) => r.q !== 1)) return items;
  return items.map((item, k) => {
    const r = reads[k];
    return r ? { ...item, description: r.description, quantity: r.q } : item;
  });
}

function withTrailingQtyPriceOnly(items: LineItem[]): LineItem[] {
  let split = 0;
  const out = items.map((item) => {
    if (item.quantity !== null || item.unit_price !== null) return item;
    const m = QTY_PRICE_TAIL.exec(item.description);
    if (!m) return item;
    const q = Number(m[2]);
    const p = Number(m[3]!.replace(/,/g, ''));
    if (q <= 0 || Math.abs(q * p - Math.abs(item.amount)) > 0.011) return item;
    split++;
    return { ...item, description: m[1]!, quantity: q, unit_price: item.amount < 0 ? -p : p };
  });
  if (split === 0) return items;
  return out.map((item) => {
    if (item.quantity !== null || item.unit_price !== null) return item;
    const m = PRICE_TAIL.exec(item.description);
    if (!m || Math.abs(Number(m[2]!.replace(/,/g, '')) - Math.abs(item.amount)) > 0.005)
      return item;
    return { ...item, description: m[1]!, quantity: 1, unit_price: item.amount };
  });
}

/**
 * A listing of other documents under titles no list knows ("Ref | Shipper | Settled"): found by
 * its structure, not its words. A line of short titles; under it two or more rows that each
 * start with an identifier (a cell with digits) under the first title and end with one amount
 * under the last; and just after them a line whose amount is what the rows add up to (the gross
 * a fee or deduction is then taken from). The rows are the items; their other cells the
 * description (identifiers and dates, never a quantity or price).
 */
function listingAt(lines: DocLine[], i: number): ItemsRead | null {
  const header = lines[i]!;
  const titles = header.cells;
  if (titles.length < 2 || amountsIn(header.text).length > 0) return null;
  if (titles.some((c) => c.text.length > 30 || /:\s*$/.test(c.text) || isLetterheadCell(c)))
    return null;
  if (titles.some((c) => /\d/.test(c.text))) return null;
  const first = titles[0]!;
  const lastTitle = titles.at(-1)!;
  const rows: number[] = [];
  let total = 0;
  let j = i + 1;
  for (; j < lines.length && lines[j]!.page === header.page; j++) {
    const line = lines[j]!;
    const cells = line.cells;
    const end = cells.at(-1)!;
    const amount = readAmount(end.text);
    if (
      cells.length < 2 ||
      amount === null ||
      amountsIn(line.text).length !== 1 ||
      !/\d/.test(cells[0]!.text) ||
      Math.abs(cells[0]!.x0 - first.x0) > 15 ||
      end.x1 < lastTitle.x0 ||
      end.x0 > lastTitle.x1 + 20
    )
      break;
    rows.push(j);
    total += amount;
  }
  if (rows.length < 2) return null;
  const gross = lines[j];
  const grossAmounts = gross ? amountsIn(gross.text) : [];
  if (grossAmounts.length !== 1 || Math.abs(grossAmounts[0]! - total) > 0.005) return null;
  const columns: Column[] = titles.map((c, k) => ({
    role: k === titles.length - 1 ? 'amount' : 'text',
    x0: c.x0,
    x1: c.x1,
    ident: true,
  }));
  const read = readTable(lines, i, columns);
  if (read.items.length < rows.length) return null;
  return {
    items: read.items.slice(0, rows.length),
    used: new Set([i, ...rows]),
    endIndex: j,
    fromTable: true,
  };
}
