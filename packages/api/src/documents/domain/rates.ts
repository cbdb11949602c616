/** Rates and charges: linehaul, fuel, accessorials and the total. */

import type { Line } from './layout';
import type { Confidence, RateconLoad } from './ratecon-types';
import { FUEL, isSentence, LINEHAUL, TOTAL } from './ratecon-words';
import { moneyAll, scheduleTokens } from './values';

/** A charge's basis: a rate per unit, a quantity times a rate. */
const BASIS =
  /\bper\s+(?:loaded\s+|total\s+|net\s+|gross\s+)?(?:mile|mi|hour|hr|trip|load|stop|day|cwt|pallet|km|ton|tonne)\b|\/\s*(?:mi|mile|ton|tonne|cwt|hr|km)\b|\s[x×]\s*[\d,.]+\s*(?:mi|miles|km|hrs?|stops?|tons?|nt)\b|@\s*\$?\d/i;

export function readRates(
  lines: Line[],
  load: RateconLoad,
  conf: Confidence,
  /** Every line outside the stops, long ones included (rates written in a sentence). */
  prose: Line[] = lines,
  /** Every line of the document, stops included (charges beside a stop's row). */
  every: Line[] = lines,
): void {
  for (let li = 0; li < lines.length; li++) {
    const line = lines[li]!;
    for (let i = 0; i < line.cells.length; i++) {
      const cell = line.cells[i]!;
      if (cell.text.length > 70) continue;
      // "$4,950.00 linehaul + $766.05 fuel": amounts before their words, read as prose below.
      if (/\$\s*[\d,]+(?:\.\d{2})?\s*(line\s*haul|linehaul|fuel|fsc)\b/i.test(cell.text)) continue;
      // A sentence about an earlier version ("Line haul changed from $1,800.00 to the rate
      // below", "previous rate $2,100 is void"): the amount in it is no longer the rate.
      if (isSentence(cell.text) && SUPERSEDED.test(cell.text)) continue;
      const isLinehaul = LINEHAUL.test(cell.text) && !TOTAL.test(cell.text);
      // (A fuel advance or card taken off the pay, "Less fuel advance (EFS)", is no surcharge.)
      const isFuel =
        FUEL.test(cell.text) &&
        !TOTAL.test(cell.text) &&
        !/\b(?:advances?|less|deduct\w*|card)\b/i.test(cell.text);
      if (!isLinehaul && !isFuel) continue;
      // Amounts after the label on this line (last = the amount of a rate × quantity row).
      // The cells after the label, up to the next charge of the same line ("Linehaul $3,100 |
      // Fuel $420": the fuel's amount is not the linehaul's).
      const following: string[] = [];
      const stale = supersededColumns(lines, li);
      for (const c of line.cells.slice(i + 1)) {
        if (stale.some((h) => c.x1 > h.x0 - 4 && c.x0 < h.x1 + 4)) continue;
        const charge = LINEHAUL.test(c.text) || FUEL.test(c.text) || TOTAL.test(c.text);
        // A code's description of the same charge, without an amount ("FSC | Fuel surcharge
        // per the weekly DOE schedule | $997.69", "LH | Line haul (contract lane rate) | …").
        const same =
          !TOTAL.test(c.text) &&
          moneyAll(c.text).length === 0 &&
          ((isFuel && FUEL.test(c.text)) || (isLinehaul && LINEHAUL.test(c.text)));
        if (same) continue;
        // The row's basis in words, a rate in it ("flat, about $2.52 per loaded mile x 506 mi"):
        // how the amount was reached, not another charge nor the amount.
        if (!charge && BASIS.test(c.text) && /[A-Za-z]{3,}/.test(c.text)) continue;
        // (An amount after its currency's code, "USD 3,875.00", is no charge of its own.)
        const named = c.text.replace(/^(?:USD|CAD|MXN)\s+(?=[$\d])/, '');
        if (/^[A-Za-z]{3,}/.test(named) && (charge || moneyAll(c.text).length > 0)) break;
        following.push(c.text);
      }
      const afterText = [cell.text.replace(/^[^$\d]*/, ''), ...following]
        .filter((t) => t.length <= 70)
        .join(' ');
      let amounts = moneyAll(afterText);
      let confidence = 0.9;
      if (amounts.length === 0) {
        // "Linehaul: 2500" — a plain number after the charge's label (not miles, a rate per
        // mile or a percentage).
        // (Dates are no amounts: "Fuel and extras included | Wed, Nov 25, 2026".)
        let undated = afterText;
        for (const t of scheduleTokens(afterText).reverse()) {
          undated = `${undated.slice(0, t.index)} ${undated.slice(t.end)}`;
        }
        const plain = [
          ...undated.matchAll(/(?<![\w.,/])(\d{2,6})(?![\d.,%/])(?!\s*(?:mi|miles|lbs?|%|\/))/gi),
        ].map((m) => Number(m[1]));
        if (plain.length > 0) {
          amounts = plain;
          confidence = 0.7;
        }
      }
      if (amounts.length === 0) {
        // A row of charge titles over their amounts ("Linehaul $ | Fuel surcharge $ | TOTAL $"
        // over "3,875.00 | 967.01 | 4,842.01"): the amount in the title's column, on one of the
        // two lines under it (from its left edge, or set within it).
        const nextX = line.cells[i + 1]?.x0 ?? Number.POSITIVE_INFINITY;
        for (let k = li + 1; amounts.length === 0 && k <= li + 2 && k < lines.length; k++) {
          if (lines[k]!.page !== line.page || line.cells.length < 2) break;
          const under = lines[k]!.cells.find(
            (c) =>
              c.x0 < nextX - 2 &&
              (Math.abs(c.x0 - cell.x0) < 8 || (c.x0 >= cell.x0 - 8 && c.x1 <= cell.x1 + 8)),
          );
          // (The currency may be said by its code: "USD 856.73", "856.73 CAD".)
          const figure = under?.text
            .trim()
            .replace(/^(?:USD|CAD|MXN|US\$|CA\$|C\$)\s*|\s*(?:USD|CAD|MXN)$/, '');
          if (under && figure && /^\$?\s*[\d,]+(?:\.\d{2})?$/.test(figure)) {
            amounts = moneyAll(figure);
            if (amounts.length === 0) amounts = [Number(figure.replace(/[$,\s]/g, ''))];
          }
        }
        const below = lines[li + 1];
        // (Not a total's line: "Total authorised (USD) | $5,797.69" under the fuel's code.)
        if (amounts.length === 0 && below && below.cells.length <= 2 && !TOTAL.test(below.text))
          amounts = moneyAll(below.text);
        confidence = 0.8;
      }
      const amount = amounts.at(-1);
      if (amount === undefined) continue;
      if (isLinehaul && load.linehaul_rate === null) {
        load.linehaul_rate = amount;
        conf.linehaul_rate = confidence;
      } else if (isFuel && !isLinehaul && load.fuel_surcharge === null) {
        load.fuel_surcharge = amount;
        conf.fuel_surcharge = confidence;
      }
    }
  }
  allInAsLinehaul(lines, load, conf);
  // Prose: "$2,400.00 linehaul + $300.00 fuel".
  if (load.linehaul_rate === null || load.fuel_surcharge === null) {
    for (const line of prose) {
      const re = /\$\s*([\d,]+(?:\.\d{2})?)\s*(line\s*haul|linehaul|fuel|fsc)/gi;
      for (let m = re.exec(line.text); m; m = re.exec(line.text)) {
        const n = Number(m[1]!.replace(/,/g, ''));
        if (/fuel|fsc/i.test(m[2]!) && load.fuel_surcharge === null) {
          load.fuel_surcharge = n;
          conf.fuel_surcharge = 0.7;
        } else if (!/fuel|fsc/i.test(m[2]!) && load.linehaul_rate === null) {
          load.linehaul_rate = n;
          conf.linehaul_rate = 0.7;
        }
      }
    }
  }
  chargesByRole(every, load, conf);
  flatRateSaid(prose, load, conf);
}

/** Words of a value that is no longer current (a revised confirmation's earlier version). */
const SUPERSEDED =
  /\b(?:(?:changed|revised|amended|updated|increased|decreased|reduced|raised|lowered)\s+from|previous(?:ly)?|prior|original(?:ly)?|old|was|superseded|replaced|cancel+ed|void(?:ed)?)\b/i;
/** A column title of earlier values ("Previous", "Original", "Old rate", "Was"). */
const STALE_TITLE = /^(?:previous|prior|original|old|was|superseded|former|before)\b/i;
/** A column title of current values ("Revised", "New", "Current", "Now"). */
const FRESH_TITLE = /^(?:revised|new|current|updated|amended|now|after|agreed)\b/i;

/** A column title naming a currency. */
const CURRENCY_TITLE = /\b(?:usd|cad|mxn|eur|us\s*\$|c\$|ca\$)\b/i;
/** A currency column shown for information only (converted, at a rate of exchange). */
const REFERENCE_ONLY =
  /\b(?:reference|ref\.?|info(?:rmation)?(?:\s+only)?|converted|equivalent|approx\w*|est(?:imated)?)\b/i;

/**
 * The columns of earlier values over line `li` ("Charge | Previous | Revised"): a title line
 * not far above with one column of earlier and one of current values. Amounts under the
 * earlier one are not the load's; nor are amounts in a currency shown for reference beside the
 * one paid.
 */
function supersededColumns(lines: Line[], li: number): Array<{ x0: number; x1: number }> {
  const line = lines[li]!;
  for (let k = li; k >= 0 && k >= li - 12; k--) {
    const l = lines[k]!;
    if (l.page !== line.page) break;
    if (moneyAll(l.text).length > 0) continue;
    const stale = l.cells.filter((c) => STALE_TITLE.test(c.text.trim()) && c.text.length <= 30);
    if (stale.length > 0 && l.cells.some((c) => FRESH_TITLE.test(c.text.trim()))) {
      return stale.map((c) => ({ x0: c.x0, x1: c.x1 }));
    }
    // Amounts in two currencies ("CAD (reference) | USD (payable)"): the one shown for
    // reference only is not what the carrier is paid.
    const money = l.cells.filter((c) => CURRENCY_TITLE.test(c.text) && c.text.length <= 30);
    const shown = money.filter((c) => REFERENCE_ONLY.test(c.text));
    if (money.length >= 2 && shown.length > 0 && shown.length < money.length) {
      return shown.map((c) => ({ x0: c.x0, x1: c.x1 }));
    }
  }
  return [];
}

/**
 * A letter's one rate said in a sentence with no breakdown ("we agree to pay a flat rate of
 * $2,150.00, all-inclusive", "the all-in rate is $2,100"): that rate is the linehaul, when no
 * linehaul and no fuel was read anywhere.
 */
function flatRateSaid(prose: Line[], load: RateconLoad, conf: Confidence): void {
  if (load.linehaul_rate !== null || load.fuel_surcharge !== null) return;
  const text = prose.map((l) => l.text).join(' ');
  const AMOUNT = String.raw`\$\s*([\d,]+(?:\.\d{2})?)`;
  const said =
    new RegExp(
      String.raw`\b(?:flat|all[- ]?in(?:clusive)?|total|agreed|contract)\s+(?:rate|amount|price|sum|pay)\s+(?:of|is|will be|:)?\s*${AMOUNT}`,
      'i',
    ).exec(text) ??
    new RegExp(String.raw`${AMOUNT}\s*,?\s*(?:all[- ]?in(?:clusive)?|flat)\b`, 'i').exec(text);
  if (!said) return;
  const amount = Number(said[1]!.replace(/,/g, ''));
  if (!(amount > 0)) return;
  load.linehaul_rate = amount;
  conf.linehaul_rate = 0.55;
}

/** A charge's name that is an accessorial (paid on top of the haul), not the haul itself. */
const ACCESSORIAL =
  /\b(detention|lumper|layover|tonu|truck ordered|stop[- ]?offs?|extra stops?|stop charges?|drop charges?|unload(?:ing)?|driver (?:assist|unload|load)|assist|tarp(?:ing)?|scale|pallets? (?:exchange|charge)|overweight|permits?|escort|hazmat|tolls?|storage|chassis|pre[- ]?pull|redelivery|inside delivery|liftgate|accessorials?|bonus|reimburse\w*|additional|extra|misc\w*|other charges?|deduction|advance|quick ?pay)\b/i;
/** A charge's name that is the sum of the others (or the one rate of an all-in sheet). */
const CHARGE_TOTAL =
  /\b(total|all[- ]in|amount due|balance due|grand|net pay|carrier pay|pay(?:able)? to carrier|rate confirmed|agreed rate)\b/i;
/** Named amounts that are no charge at all (a declared value, a limit, a rate per mile …). */
const NOT_A_CHARGE =
  /\b(value|insurance|cargo|liability|limit|max(?:imum)?|min(?:imum)?|deposit|fine|penalty|claims?|per (?:hour|hr|day|mile|mi|stop|pallet|lb|cwt)|\/\s*(?:hr|hour|day|mi|mile)|rpm|rate per|per-mile|avg|average|credit|weight|miles?)\b/i;

interface ChargeLine {
  label: string;
  amount: number;
  role: 'total' | 'fuel' | 'accessorial' | 'other';
}

/**
 * The charge lines of a sheet, wherever they sit (a charges block, or beside a stop's row in a
 * grid): a short name followed on its line by nothing but amounts or quantities, or a name
 * with its amount in the same cell ("Line Haul $5,700.00"). The last amount is the charge's
 * (rate × quantity rows).
 */
function chargeLines(lines: Line[]): ChargeLine[] {
  const out: ChargeLine[] = [];
  const amountOnly = (t: string) =>
    /^(?:\(?\s*(?:usd|cad|\$)?\s*-?[\d,]+(?:\.\d{1,2})?\s*(?:usd|cad)?\s*\)?|\d+(?:\.\d+)?\s*(?:x|@|ea|each|flat|%)?)$/i.test(
      t.trim(),
    );
  for (const line of lines) {
    if (line.cells.every((c) => c.text.length > 70)) continue;
    for (let i = 0; i < line.cells.length; i++) {
      const text = line.cells[i]!.text.trim();
      if (text.length > 48) continue;
      const m =
        /^([A-Za-z][A-Za-z\d .&/()#,'+-]*?)\s*:?\s*((?:\$|usd\b|cad\b)\s*[\d,]+(?:\.\d{1,2})?.*)?$/i.exec(
          text,
        );
      if (!m || !/[A-Za-z]{3}/.test(m[1]!)) continue;
      const label = m[1]!.trim();
      let amounts: number[] = [];
      if (m[2]) {
        if (!amountOnly(m[2])) continue;
        amounts = moneyAll(m[2]);
      } else {
        const rest = line.cells.slice(i + 1);
        const taken: string[] = [];
        for (const c of rest) {
          if (!amountOnly(c.text)) break;
          taken.push(c.text);
        }
        if (taken.length === 0) continue;
        amounts = moneyAll(taken.join(' '));
      }
      const amount = amounts.at(-1);
      if (amount === undefined || amount <= 0) continue;
      // Its role by the name, not by what it says it includes ("Contract price (incl. fuel)").
      const name =
        label
          .replace(/\([^)]*\)/g, ' ')
          .replace(/\b(?:incl(?:\.|uding|udes)?|w\/|with)\s.*$/i, '')
          .trim() || label;
      if (NOT_A_CHARGE.test(name)) continue;
      const role = CHARGE_TOTAL.test(label)
        ? 'total'
        : FUEL.test(name)
          ? 'fuel'
          : ACCESSORIAL.test(name)
            ? 'accessorial'
            : 'other';
      out.push({ label, amount, role });
    }
  }
  return out;
}

const cents = (n: number) => Math.round(n * 100);

/**
 * The linehaul by its role in the charges, when no label named it (sheets name it in their own
 * words — "Transportation", "Carrier freight", "Flat rate (all-in)" — or not at all):
 * - the one charge that is neither fuel, an accessorial nor a total;
 * - else the total less fuel and accessorials (when the parts are there);
 * - else the only rate, a total with no breakdown.
 * Checked against a total when the sheet has one: the parts must add up to it.
 */
function chargesByRole(lines: Line[], load: RateconLoad, conf: Confidence): void {
  if (load.linehaul_rate !== null) return;
  const charges = chargeLines(lines);
  if (charges.length === 0) return;
  const totals = [
    ...new Set(charges.filter((c) => c.role === 'total').map((c) => cents(c.amount))),
  ];
  const fuels = charges.filter((c) => c.role === 'fuel');
  const extras = charges.filter((c) => c.role === 'accessorial');
  if (totals.length > 1) {
    // Two amounts named like totals ("Rate confirmed $2,000 | Fuel $250 | Detention $50 | Total $2,300"): the
    // reading that adds up wins: the largest is the total, and the one that with the fuel and
    // the extras makes it is the haul.
    const parts =
      fuels.reduce((a, c) => a + cents(c.amount), 0) +
      extras.reduce((a, c) => a + cents(c.amount), 0);
    const top = Math.max(...totals);
    const haul = totals.filter((t) => t !== top && parts > 0 && Math.abs(t + parts - top) <= 1);
    if (haul.length !== 1) return;
    load.linehaul_rate = haul[0]! / 100;
    conf.linehaul_rate = 0.7;
    if (load.fuel_surcharge === null && fuels.length === 1) {
      load.fuel_surcharge = fuels[0]!.amount;
      conf.fuel_surcharge = 0.7;
    }
    return;
  }
  const total = totals[0];
  const others = charges.filter((c) => c.role === 'other');
  const fuelCents =
    fuels.length > 0
      ? fuels.reduce((s, c) => s + cents(c.amount), 0)
      : load.fuel_surcharge !== null
        ? cents(load.fuel_surcharge)
        : 0;
  const extraCents = extras.reduce((s, c) => s + cents(c.amount), 0);
  let linehaul: number | null = null;
  let confidence = 0.5;
  const otherAmounts = [...new Set(others.map((c) => cents(c.amount)))];
  if (otherAmounts.length === 1) {
    const lh = otherAmounts[0]!;
    if (total !== undefined) {
      if (Math.abs(lh + fuelCents + extraCents - total) > 1) return;
      confidence = 0.75;
    } else if (fuels.length + extras.length === 0 && others.length > 1) {
      return;
    } else {
      confidence = 0.55;
    }
    linehaul = lh / 100;
  } else if (otherAmounts.length === 0 && total !== undefined) {
    const rest = total - fuelCents - extraCents;
    if (rest <= 0) return;
    linehaul = rest / 100;
    confidence = fuelCents + extraCents > 0 ? 0.6 : 0.5;
  } else {
    return;
  }
  load.linehaul_rate = linehaul;
  conf.linehaul_rate = confidence;
  if (load.fuel_surcharge === null && fuels.length === 1) {
    load.fuel_surcharge = fuels[0]!.amount;
    conf.fuel_surcharge = confidence;
  }
}

/** A rate said to be all of the pay: "Booked rate (all-in)", "Agreed rate", "Flat pay (USD)". */
const ALL_IN_TITLE =
  /^(?:(?:booked|agreed|confirmed|contract|flat|total|carrier|trip|load)\s+)?(?:rate|pay|price)(?:\s*\((?:all[- ]in|flat|total|usd)\))?\s*:?$/i;

/**
 * One all-in rate and no breakdown ("All-in rate" over "$1,383.08"): that rate is the linehaul.
 * Only when no linehaul and no fuel line was read at all, and less sure (a breakdown the
 * readers missed would make it wrong).
 */
function allInAsLinehaul(lines: Line[], load: RateconLoad, conf: Confidence): void {
  if (load.linehaul_rate !== null || load.fuel_surcharge !== null) return;
  const title =
    /^(all[- ]in(\s+(rate|pay|total))?|your rate|total rate|carrier rate|rate)\b\s*:?\s*(\(usd\))?/i;
  for (let li = 0; li < lines.length; li++) {
    const line = lines[li]!;
    for (const [ci, cell] of line.cells.entries()) {
      const said = title.exec(cell.text);
      // (The rate may be said in its cell: "Rate: $93.64/ton x 20.29 tons = $1,899.96".)
      const inCell = said ? cell.text.slice(said[0].length).trim() : '';
      if (
        !(said && (inCell === '' || moneyAll(inCell).length > 0)) &&
        !ALL_IN_TITLE.test(cell.text.trim())
      )
        continue;
      const beside = inCell || (line.cells[ci + 1]?.text ?? '');
      // A rate per unit (a ton, a mile, a hundredweight) is no pay for the load: only the amount
      // it comes to ("… = $1,899.96"), when it is said.
      if (BASIS.test(beside)) {
        const total = /=\s*(\$?\s*[\d,]+(?:\.\d{2})?)/.exec(beside);
        if (!total) continue;
        load.linehaul_rate = Number(total[1]!.replace(/[$,\s]/g, ''));
        conf.linehaul_rate = 0.5;
        return;
      }
      let amounts = moneyAll(beside);
      for (let k = li + 1; amounts.length === 0 && k <= li + 2 && k < lines.length; k++) {
        // (Under the title: from its left edge, or set right under it.)
        const under = lines[k]!.cells.find(
          (c) => Math.abs(c.x0 - cell.x0) < 8 || (c.x0 >= cell.x0 - 8 && c.x1 <= cell.x1 + 8),
        );
        if (under) amounts = moneyAll(under.text);
      }
      const amount = amounts[0];
      if (amount === undefined || amount <= 0) continue;
      load.linehaul_rate = amount;
      conf.linehaul_rate = 0.5;
      return;
    }
  }
}
