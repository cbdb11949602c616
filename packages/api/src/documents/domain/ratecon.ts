/**
 * Rate confirmation → the generic Load record (spec §3). Readers, not templates:
 *
 * 1. label/value pairs: a cell that starts with a known label (synonyms per field) gives the rest
 *    of the cell, else the next cell on its line; a row made only of labels is a table header
 *    whose columns label the cells under them (grids, stop tables);
 * 2. stops: a cell naming a stop kind (Pickup, PU, Shipper, Origin, P1, Delivery, Drop,
 *    Consignee, D2, "Stop 2: Drop" …) opens a region: its column (up to the next such cell on the
 *    same line) down to the next stop of that column or a charges/carrier section. Each region
 *    is read with its labels, then by shape (street line, "City, ST 12345", phones, e-mails,
 *    dates and times, sentences as instructions);
 * 3. charges: linehaul and fuel are the last amount on the line of their label (rate × quantity
 *    tables), never the total; prose (terms pages) is not read for amounts.
 *
 * Every value filled carries a confidence: labelled values are trusted more than shapes.
 *
 * The readers live in modules named for what they do: ratecon-labels (label synonyms),
 * ratecon-pairs (label/value pairs), stop-segmentation (anchors and stop regions), stop-fields
 * (one stop's fields), rates (linehaul, fuel, charges), carrier-block, prose-pairs (letters);
 * this module puts the load together.
 */

import { addressStops } from './address-stops';
import { type BrokerCandidate, chooseBroker, domainMatches, looksLikeCompany } from './broker';
import { chooseBrokerPhone, withoutFax } from './broker-phone';
import { calendarTileDates } from './calendar-tiles';
import { captionsOverValues } from './caption-under';
import {
  CARRIER_AND,
  carrierNameFits,
  cleanCarrier,
  inCarrierBlock,
  stripPhone,
} from './carrier-block';
import { carrierRunOn } from './carrier-runon';
import { monthFirstDates, ocrYearsMended } from './date-order';
import { type Cell, type Line, withCells } from './layout';
import { loadFactsOf, numberUnderTitle, proseReferences, weightUnderEquipment } from './load-facts';
import { labelledClauses, proseParagraphs } from './prose-pairs';
import { clausesOf } from './prose-stops';
import { LBS, matchLabel } from './ratecon-labels';
import { type Pair, pairsOf } from './ratecon-pairs';
import type { Confidence, RateconLoad } from './ratecon-types';
import { cleanCommodity, isFactList } from './ratecon-words';
import { readRates } from './rates';
import { stopPrefixedRows, withoutSheetGutter } from './sheet-rows';
import { sideColumnApart } from './side-columns';
import { bestSegmentation, numberedRowRegions, withRegionsReplaced } from './stop-candidates';
import { applyStopDetails, stopDetailLines } from './stop-detail-lines';
import {
  fillEmptyStopFields,
  firstToken,
  labelledNoteClauses,
  readStop,
  withoutRouteSummary,
} from './stop-fields';
import { applyKeyedRows, stopKeyedRows } from './stop-keyed-rows';
import { numberedStopNotes } from './stop-notes';
import { roleTitle } from './stop-roles';
import {
  findAnchors,
  type Region,
  regionsOf,
  tableHeaderAbove,
  withContinuedStops,
  withoutStopReferenceRows,
} from './stop-segmentation';
import {
  CITY_RE,
  decimalYear,
  EMAIL_RE,
  moneyAll,
  readEmail,
  readEquipment,
  readPhone,
  readTemperature,
  readWeight,
  scheduleTokens,
} from './values';

export { matchLabel } from './ratecon-labels';
export type { Confidence, RateconLoad, RateconStop } from './ratecon-types';

/** A mailbox of an office rather than a person's (accounts payable, billing, claims). */
const OFFICE_MAILBOX =
  /^(?:ap|ar|accounts?(?:payable)?|payables?|billing|invoices?|invoicing|accounting|remit(?:tance)?|settlements?|pod|claims|no-?reply)@/i;

/** A team's second driver named on a line: "Co-driver", "Driver 2", "Relief driver". */
const SECOND_DRIVER =
  /\b(?:co-?\s*driver|second\s+driver|2nd\s+driver|relief\s+driver|driver\s*(?:#\s*)?2)\b/i;

/** The whole reading: lines of every page (in order) → the Load record and its confidences. */
/** A segment tag ("N1", "G62", "L11", "AT8", "W09"): capitals with a digit, at most 4 long. */
const SEGMENT_TAG = /^(?=[A-Z0-9]{2,4}$)[A-Z]{1,3}\d{1,2}$/;
/** A qualifier code after it ("SH", "BM", "P8", "LEN", "G L"): capitals, digits, no words. */
const QUALIFIER_CODE = /^(?:[A-Z0-9]{1,4})(?: [A-Z0-9])?$/;

/**
 * Segment-tagged reports (an EDI tender printed with its segment tags: "N1 | SH | Ship from |
 * Acme Foods", "G62 | 37 | Ship not before | 20261125 G 0800"): when many lines start with a tag,
 * the tag and the qualifier code after it are dropped, so the description reads as the label
 * and the value after it as its value. A document with only a few such lines is left alone.
 */
export function withoutTagColumn(lines: Line[]): Line[] {
  const tagged = (l: Line) => l.cells.length >= 2 && SEGMENT_TAG.test(l.cells[0]!.text);
  if (lines.filter(tagged).length < 6) return lines;
  return lines.map((l) => {
    if (!tagged(l)) return l;
    let cells = l.cells.slice(1);
    if (cells.length >= 3 && QUALIFIER_CODE.test(cells[0]!.text) && /[a-z]/.test(cells[1]!.text)) {
      cells = cells.slice(1);
    }
    // The description before a value is its label ("Stop reason | COMPLETE LOAD").
    if (cells.length >= 2 && /[a-z]/.test(cells[0]!.text) && !cells[0]!.text.endsWith(':')) {
      cells = [{ ...cells[0]!, text: `${cells[0]!.text}:` }, ...cells.slice(1)];
    }
    return withCells(l, cells);
  });
}

/**
 * The year most dates of the document are written with (for "11/26 0800"), with the month of
 * its earliest date in that year (the sheet's own date, as a rule) as a fraction: dates without
 * a year resolve against it, so January after a December sheet date is the next year's.
 */
function documentYear(lines: Line[]): number | undefined {
  const yearCount = new Map<number, number>();
  const firstMonth = new Map<number, number>();
  for (const l of lines) {
    for (const t of scheduleTokens(l.text)) {
      if (t.kind !== 'date') continue;
      const y = Number(t.value.slice(6));
      yearCount.set(y, (yearCount.get(y) ?? 0) + 1);
      firstMonth.set(y, Math.min(firstMonth.get(y) ?? 12, Number(t.value.slice(0, 2))));
    }
  }
  const y = [...yearCount].sort((a, b) => b[1] - a[1])[0]?.[0];
  return y === undefined ? undefined : decimalYear(y, firstMonth.get(y) ?? 1);
}

export function readRateConfirmation(
  /** `source: 'ocr'` marks a page read by OCR (its misread digits are mended where sure). */
  pages: Array<{ width: number; lines: Line[]; source?: 'text' | 'ocr' }>,
  /** `stopTitles: false` reads stops by their addresses only (to measure that reader alone). */
  options: { stopTitles?: boolean } = {},
): {
  load: RateconLoad;
  confidence: Confidence;
} {
  const conf: Confidence = {};
  // Notes numbered by stop under the stops ("STOP NOTES" / "1) …"): taken out, given to their
  // stops at the end.
  // Lines of details by stop number ("Stop 2 — Tel …; Delivery # …"): taken out too.
  // Tables keyed by stop number apart from the stops' own ("Stop # | Appointment | …"), read
  // before a gutter of row numbers is dropped (their numbers are the keys).
  const { lines: unkeyed, rows: keyedRows } = stopKeyedRows(
    withoutTagColumn(
      monthFirstDates(
        ocrYearsMended(
          pages.flatMap((p) =>
            sideColumnApart(captionsOverValues(calendarTileDates(p.lines)), p.width),
          ),
          new Set(pages.flatMap((p) => (p.source === 'ocr' ? p.lines.map((l) => l.page) : []))),
        ),
      ),
    ),
  );
  const { lines: detailed, details: stopDetails } = stopDetailLines(
    stopPrefixedRows(withoutSheetGutter(unkeyed), (t) => roleTitle(t)?.rest === ''),
  );
  const { lines: allLines, notes: stopNotes } = numberedStopNotes(detailed);
  const width = Math.max(...pages.map((p) => p.width), 612);
  const anchors = options.stopTitles === false ? [] : findAnchors(allLines);
  const inRegion = new Set<Cell>();
  const titled = withoutRouteSummary(withContinuedStops(regionsOf(allLines, anchors, width)));
  for (const r of titled) for (const l of r.lines) for (const c of l.cells) inRegion.add(c);
  // Stops no title opened, found by their address; all stops in reading order.
  // Next to titled stops, an untitled address counts only below the first of them or when it
  // names its role (above them sit the broker's, the carrier's, a bill-to).
  const firstTitled = Math.min(...titled.map((r) => r.anchor.line));
  const untitled = addressStops(allLines, inRegion, width).filter(
    (s) => titled.length === 0 || s.role !== null || s.start > firstTitled,
  );
  const byAddress = untitled.map((s) => {
    for (const l of s.lines) for (const c of l.cells) inRegion.add(c);
    const marker: Cell = { ...s.cell, text: '', parts: [] };
    return {
      order: s.start,
      region: {
        anchor: { line: s.start, cell: marker, type: s.role, name: null },
        lines: s.lines,
        header:
          (s.lines[0]?.cells.length ?? 0) >= 3 ? tableHeaderAbove(allLines, s.start) : undefined,
        byShape: true,
      } as Region,
    };
  });
  const released = new Set<Cell>();
  const {
    regions: firstReading,
    freight: freightByStop,
    values: valuesByStop,
  } = withoutStopReferenceRows(
    [...titled.map((region) => ({ order: region.anchor.line, region })), ...byAddress]
      .sort((a, b) => a.order - b.order || a.region.anchor.cell.x0 - b.region.anchor.cell.x0)
      .map((r) => r.region),
    released,
  );
  for (const c of released) inRegion.delete(c);
  // The year most dates of the document are written with (for "11/26 0800").
  const year = documentYear(allLines);
  // Other readings of the stops (a table with a row per stop): the reading whose regions read
  // most like stops wins.
  const candidates = [firstReading];
  const tableRows = numberedRowRegions(allLines);
  if (tableRows.length > 0) {
    candidates.push(withRegionsReplaced(firstReading, tableRows, (r) => r.anchor.line));
  }
  const regions = inStopNumberOrder(bestSegmentation(candidates, year));
  if (regions !== firstReading) {
    // Lines only the reading not taken held (an address stop that ran on into the pay table
    // under a table of stop rows) are outside the stops again.
    const dropped = firstReading.filter((r) => !regions.includes(r));
    const kept = new Set(regions.flatMap((r) => r.lines.flatMap((l) => l.cells)));
    for (const r of dropped)
      for (const l of r.lines) for (const c of l.cells) if (!kept.has(c)) inRegion.delete(c);
    for (const c of kept) inRegion.add(c);
  }
  const outside: Line[] = allLines
    .map((l) => ({ ...l, cells: l.cells.filter((c) => !inRegion.has(c)) }))
    .filter((l) => l.cells.length > 0)
    .map((l) => ({ ...l, text: l.cells.map((c) => c.text).join(' | ') }));

  const load: RateconLoad = {
    order_number: null,
    customer_name: null,
    po_number: null,
    bol_number: null,
    reference_number: null,
    phone: null,
    email: null,
    linehaul_rate: null,
    fuel_surcharge: null,
    weight: null,
    length: null,
    equipment_type: null,
    temperature_control: null,
    temperature: null,
    carrier: {
      carrier_name: null,
      driver_name: null,
      driver_phone: null,
      truck: null,
      trailer: null,
    },
    stops: [],
  };
  const setL = (path: string, value: unknown, c: number) => {
    if (value === null || value === undefined || value === '') return;
    // A placeholder is no value ("Driver: TBD", "Truck # N/A", "Driver | Not assigned", "to be"
    // cut from "to be advised"); nor is another caption ("For the carrier: | For Acme Brokerage:",
    // a signature block's two parties).
    if (
      typeof value === 'string' &&
      /^\s*(?:tbd|tba|n\/?a|pending|unknown|none|unassigned|not\s+(?:yet\s+)?assigned|to be(?: (?:assigned|determined|advised))?|[—–-]+)\s*\.?\s*$|^\s*(?:tbd|tba|to\s+be\s+(?:assigned|determined|advised|named|confirmed|provided|given)|will\s+be\s+(?:assigned|named|provided|given))\b/i.test(
        value,
      )
    )
      return;
    if (typeof value === 'string' && /:\s*$/.test(value)) return;
    const [a, b] = path.split('.') as [string, string | undefined];
    const target = (
      b ? (load as unknown as Record<string, Record<string, unknown>>)[a] : load
    ) as Record<string, unknown>;
    const key = b ?? a;
    if (target[key] !== null && target[key] !== undefined) return;
    target[key] = value;
    conf[path] = Math.round(c * 100) / 100;
  };

  // Prose lines (terms) are not read for values.
  // (A long line of labelled values is no prose: "Carrier: Acme LLC (MC 1) Dispatch 555-…
  // Driver Ann Lee Truck 12", one label after another, no sentence in it.)
  const runOnLine = (t: string) =>
    /^[A-Za-z][A-Za-z ]{1,20}:\s/.test(t) &&
    !/[a-z]{2}[.!?](?:\s|$)/.test(t) &&
    matchLabel(t)?.strong === true;
  const readable = outside.filter(
    (l) => !l.cells.every((c) => c.text.length > 90 && !runOnLine(c.text) && !isFactList(c.text)),
  );
  // Sentences of the letter outside the stops (a paragraph's lines joined, cut into clauses).
  const clauses = proseParagraphs(outside).flatMap((p) => clausesOf(p));
  const pairs = [...pairsOf(readable), ...labelledClauses(clauses, readable)];
  const brokerNames: BrokerCandidate[] = [];
  let loadConfirmation: { value: string | null; weight: number } | null = null;
  let brokerPhone: string | null = null;
  let brokerEmail: string | null = null;
  // A weight column with a total row (handling units, then "TOTAL"): the total is the load's,
  // when it is not less than any other weight read (a total is the sum of its lines).
  const weights = pairs.filter((pr) => pr.field === 'weight' && !/\$/.test(pr.value));
  const totalWeight = weights.find(
    (pr) =>
      /\btotal\b/i.test(pr.line.text) &&
      weights.every((o) => (readWeight(o.value) ?? 0) <= (readWeight(pr.value) ?? 0)),
  );
  if (totalWeight) setL('weight', readWeight(totalWeight.value), totalWeight.weight);
  else {
    // A weight column without a total row: a weight per line of goods, on consecutive rows
    // under one title (cells of a table, no label on the rows), adds up to the load's.
    const inColumn = weights.filter(
      (pr) =>
        pr.cell.text.trim() === pr.value.trim() &&
        pr.line.cells.length >= 2 &&
        !pr.line.cells.some((c) => matchLabel(c.text)?.field === 'weight') &&
        readWeight(pr.value) !== null,
    );
    const first = inColumn[0];
    if (first) {
      const rows = [first];
      for (const pr of inColumn.slice(1)) {
        const prev = rows.at(-1)!;
        const aligned =
          Math.abs(pr.cell.x1 - first.cell.x1) <= 4 || Math.abs(pr.cell.x0 - first.cell.x0) <= 2;
        if (
          !aligned ||
          pr.line.page !== prev.line.page ||
          readable.indexOf(pr.line) !== readable.indexOf(prev.line) + 1
        )
          break;
        rows.push(pr);
      }
      if (rows.length >= 2) {
        const sum = rows.reduce((a, pr) => a + readWeight(pr.value)!, 0);
        setL('weight', sum, first.weight * 0.9);
      }
    }
  }
  for (const pr of pairs) {
    const v = pr.value;
    switch (pr.field) {
      case 'order': {
        // An order number is an identifier of some length, not a count or a length ("53' …").
        const id = orderId(v);
        if (id !== null && id.replace(/\W/g, '').length < 4) {
          // Under a column title the value may be another fact: the equipment.
          const e = readEquipment(v);
          if (e.equipment_type !== null) {
            setL('equipment_type', e.equipment_type, 0.6);
            setL('length', e.length, 0.6);
            if (e.temperature !== null) {
              setL('temperature', e.temperature, 0.6);
              setL('temperature_control', e.temperature_control, 0.55);
            }
          }
          break;
        }
        setL('order_number', id, pr.weight);
        break;
      }
      case 'confirmation':
        // Outside the stops, "Confirmation #" numbers the whole load: used if no Load # is.
        loadConfirmation ??= { value: orderId(v), weight: pr.weight * 0.85 };
        break;
      case 'po':
        setL('po_number', firstToken(v), pr.weight);
        break;
      case 'bol':
        setL('bol_number', firstToken(v), pr.weight);
        break;
      case 'ref':
        setL('reference_number', firstToken(v), pr.weight);
        break;
      case 'weight':
        setL('weight', readWeight(v), pr.weight);
        break;
      case 'equipment': {
        const e = readEquipment(v);
        setL('equipment_type', e.equipment_type, pr.weight);
        setL('length', e.length, pr.weight);
        // "Trailer length (ft) | 53": a bare length.
        const bare = /^\s*(53|48|40|45|28|20)\s*(?:ft|feet|')?\s*$/i.exec(v);
        if (bare) setL('length', Number(bare[1]), pr.weight * 0.9);
        if (e.temperature !== null) {
          setL('temperature', e.temperature, pr.weight);
          setL('temperature_control', e.temperature_control, pr.weight * 0.9);
        }
        break;
      }
      case 'temp': {
        // Labelled: a bare number is the temperature ("Temp: 34-36" → 34).
        const bare = /^\s*(-?\d{1,2})(?!\d)/.exec(v);
        const read = readTemperature(v);
        const t =
          read.temperature === null && bare
            ? { ...readTemperature(`${bare[1]}F ${v}`), temperature: Number(bare[1]) }
            : read;
        setL('temperature', t.temperature, pr.weight);
        setL('temperature_control', t.temperature_control, pr.weight * 0.9);
        // The unit's mode on a row of its own ("Reefer mode | Cycle", "Unit: Continuous").
        if (t.temperature === null && /^\s*[A-Za-z][A-Za-z /()-]{2,40}$/.test(v)) {
          setL(
            'temperature_control',
            readTemperature(`0F ${v}`).temperature_control,
            pr.weight * 0.85,
          );
        }
        break;
      }
      case 'carrier':
        if (/^(information|info|rate|rates|pay|confirmation|load|details|signature)\b/i.test(v))
          break;
        if (!carrierNameFits(v)) break;
        setL('carrier.carrier_name', cleanCarrier(v), pr.weight);
        break;
      case 'driver':
        if (/^(assist|unload|load|count|touch|pay)\b/i.test(v) || moneyAll(v).length > 0) break;
        // A team's second driver ("Co-driver: …", "Driver 2: …") after the first: neither the
        // name nor the phone is the driver's.
        if (load.carrier.driver_name !== null && SECOND_DRIVER.test(pr.line.text)) break;
        setL('carrier.driver_name', stripPhone(v) || null, pr.weight);
        setL('carrier.driver_phone', readPhone(v), pr.weight * 0.9);
        break;
      case 'driver_phone':
        setL('carrier.driver_phone', readPhone(v), pr.weight);
        break;
      case 'cell': {
        // A bare "Cell:" is the driver's beside or under a driver, or in the carrier's block;
        // elsewhere (a broker rep's line) it is the broker's.
        // (The line above is the one above in its own column: a box beside may print a line of
        // its own between, "Driver Ann Lee" / "Total $4,101.08" / "Cell 602-…".)
        const at = readable.indexOf(pr.line);
        const above = readable
          .slice(Math.max(0, at - 2), at)
          .reverse()
          .find(
            (l) => l.page === pr.line.page && l.cells.some((c) => Math.abs(c.x0 - pr.cell.x0) <= 4),
          );
        const driverNear = [readable[at - 1], above, pr.line].some(
          (l) => l && /\bdriver\b/i.test(l.text),
        );
        // (The cell of a team's second driver is not the driver's.)
        if (load.carrier.driver_name !== null && SECOND_DRIVER.test(pr.line.text)) break;
        if (driverNear || inCarrierBlock(pr, readable)) {
          setL('carrier.driver_phone', readPhone(v), pr.weight * 0.9);
        } else brokerPhone ??= readPhone(v);
        break;
      }
      case 'truck_trailer': {
        // Named parts ("Trailer V4561", "Tractor 88 / Trailer 53"), else by position ("88 / 53").
        const truckNamed = /\b(?:truck|tractor|unit)\s*#?\s*:?\s*([A-Z0-9-]*\d[A-Z0-9-]*)/i.exec(v);
        const trailerNamed = /\btrailer\s*#?\s*:?\s*([A-Z0-9-]*\d[A-Z0-9-]*)/i.exec(v);
        if (truckNamed || trailerNamed) {
          setL('carrier.truck', truckNamed?.[1] ?? null, pr.weight);
          setL('carrier.trailer', trailerNamed?.[1] ?? null, pr.weight);
          break;
        }
        const [truck, trailer] = v.split('/').map((s) => s.trim());
        setL('carrier.truck', firstToken(truck ?? ''), pr.weight);
        if (trailer) setL('carrier.trailer', firstToken(trailer), pr.weight);
        break;
      }
      case 'truck': {
        setL('carrier.truck', firstToken(v), pr.weight);
        // "Truck 4410 Trailer RT-8812": the trailer said after the truck on its line.
        const trailer = /\btrailer\s*#?\s*:?\s*([A-Z0-9-]*\d[A-Z0-9-]*)/i.exec(v);
        if (trailer) setL('carrier.trailer', trailer[1]!, pr.weight * 0.9);
        break;
      }
      case 'trailer':
        if (readEquipment(v).equipment_type) {
          const e = readEquipment(v);
          setL('equipment_type', e.equipment_type, pr.weight);
          setL('length', e.length, pr.weight);
          if (e.temperature !== null) {
            setL('temperature', e.temperature, pr.weight);
            setL('temperature_control', e.temperature_control, pr.weight * 0.9);
          }
        } else setL('carrier.trailer', firstToken(v), pr.weight);
        break;
      case 'sender':
        // "FROM: Cornerstone Transport Brokerage" (not an e-mail header's person).
        if (looksLikeCompany(v)) brokerNames.push({ name: cleanCarrier(v), score: 0.8 });
        break;
      case 'addressee':
        if (looksLikeCompany(cleanCarrier(v))) setL('carrier.carrier_name', cleanCarrier(v), 0.7);
        break;
      case 'broker': {
        // "Booked by | Ana Ruiz 555-0100": a person who booked it is the broker's contact, not
        // the broker (a company's name wins over it).
        const name = stripPhone(cleanCarrier(v));
        const person =
          (!looksLikeCompany(name) && /^[A-Z][a-z]+(?:\s+[A-Z]\.?)?\s+[A-Z][a-z'-]+$/.test(name)) ||
          // (OCR may glue the two names: "CarlosJohnson".)
          /^[A-Z][a-z]{1,15}[A-Z][a-z'-]{1,20}$/.test(name) ||
          (/^[A-Z]+(?:\s+[A-Z]+){1,2}$/.test(name) &&
            !looksLikeCompany(name) &&
            /\bby\b/i.test(pr.line.text));
        // Nothing left once the phone is off, or a person's job title under a section bar
        // ("ISSUED BY" over "US desk coordinator"): no broker's name.
        const jobTitle =
          !looksLikeCompany(name) &&
          /\b(?:coordinator|manager|representative|rep|agent|dispatcher|specialist|planner|director|supervisor|desk|team)$/i.test(
            name,
          );
        if (/[A-Za-z]{2}/.test(name) && !jobTitle)
          brokerNames.push({ name, score: person ? pr.weight * 0.5 : pr.weight });
        brokerPhone ??= readPhone(v);
        break;
      }
      case 'name':
        // "Name:" under a CARRIER heading names the carrier.
        if (inCarrierBlock(pr, readable)) setL('carrier.carrier_name', cleanCarrier(v), pr.weight);
        break;
      case 'phone':
      case 'email':
      case 'contact':
      case 'dispatch':
        // Phones, e-mails and a dispatcher in the carrier's block are the carrier's; elsewhere
        // the broker's contact.
        if (inCarrierBlock(pr, readable)) break;
        brokerPhone ??= readPhone(v);
        brokerEmail ??= readEmail(v);
        break;
      default:
        break;
    }
  }
  // The broker: a "Broker" label, the largest type at the top of page 1, a company's name
  // elsewhere (a signature) — the one its e-mail domain agrees with wins.
  const allEmails = readable
    .flatMap((l) => l.cells.map((c) => readEmail(c.text) ?? ''))
    .filter(Boolean);
  const top = (pages[0]?.lines ?? []).slice(0, 6);
  const nameCell = top
    .flatMap((l) => l.cells)
    .filter(
      (c) =>
        /[A-Za-z]{3}/.test(c.text) &&
        !/(confirmation|tender|agreement|load sheet|rate con|your rate|printed|page \d)/i.test(
          c.text,
        ) &&
        // (A document's own heading, "LOAD SUMMARY", "Shipment details", is no company.)
        !(
          /\b(summary|details|information|instructions|sheet|packet|carrier pay|order form|work order)\b/i.test(
            c.text,
          ) && !looksLikeCompany(c.text)
        ) &&
        scheduleTokens(c.text).length === 0 &&
        !EMAIL_RE.test(c.text) &&
        !CITY_RE.test(c.text) &&
        !/^\d/.test(c.text) &&
        !matchLabel(c.text)?.value,
    )
    .sort((a, b) => b.height - a.height || a.y - b.y)[0];
  if (nameCell) brokerNames.push({ name: nameCell.text.replace(/\s*[·|].*$/, ''), score: 0.65 });
  for (const l of readable) {
    for (const c of l.cells) {
      if (
        c !== nameCell &&
        looksLikeCompany(c.text) &&
        !inCarrierBlock({ cell: c, line: l } as Pair, readable)
      )
        brokerNames.push({ name: c.text, score: 0.5 });
    }
  }
  const broker = chooseBroker(brokerNames, allEmails, [load.carrier.carrier_name]);
  if (broker) setL('customer_name', broker.name, broker.score);
  // The carrier is never the broker: a name read for both is the broker's.
  if (
    broker &&
    load.carrier.carrier_name !== null &&
    load.carrier.carrier_name.toLowerCase() === broker.name.toLowerCase()
  ) {
    load.carrier.carrier_name = null;
    delete conf['carrier.carrier_name'];
  }
  // Its e-mail: the one on its own domain, else a labelled one, else one in the letterhead.
  // (A person's address before a mailbox of the billing office's: "ap@", "invoices@".)
  const ownEmails = broker ? allEmails.filter((e) => domainMatches(e, broker.name)) : [];
  const ownEmail = ownEmails.find((e) => !OFFICE_MAILBOX.test(e)) ?? ownEmails[0];
  // The broker's own e-mail written in a sentence ("Questions to Ana at 555-0100 or
  // ana@broker.com"), with the phone said beside it.
  let proseOwn: string | undefined;
  if (!ownEmail && broker) {
    for (const c of clauses) {
      const e = readEmail(c);
      if (e && domainMatches(e, broker.name)) {
        proseOwn = e;
        brokerPhone ??= readPhone(c);
        break;
      }
    }
  }
  if (ownEmail ?? proseOwn) brokerEmail = (ownEmail ?? proseOwn)!;
  // (The letterhead's line may be long: "12 Main St, City · Tel. 555-0100 · ops@broker.com".)
  for (const l of outside.slice(0, 8)) {
    if (inCarrierBlock({ cell: l.cells[0]!, line: l } as Pair, outside)) continue;
    if (!brokerPhone && /\b(ph|phone|tel)\b/i.test(l.text))
      brokerPhone = readPhone(withoutFax(l.text));
    if (!brokerEmail) brokerEmail = readEmail(l.text);
  }
  // Its phone, unlabelled: just under its name (a signature, an address block).
  if (!brokerPhone && broker) {
    const at = readable.findIndex((l) => l.cells.some((c) => c.text === broker.name));
    for (const l of readable.slice(at + 1, at >= 0 ? at + 4 : 0)) {
      brokerPhone ??= readPhone(withoutFax(l.text));
    }
  }
  // A letter's inside address: the carrier's name over its MC / DOT line (not the broker's).
  if (load.carrier.carrier_name === null) {
    for (let i = 0; i + 1 < readable.length; i++) {
      const l = readable[i]!;
      const next = readable[i + 1]!;
      const c = l.cells[0]!;
      if (
        l.cells.length === 1 &&
        next.page === l.page &&
        Math.abs(next.cells[0]!.x0 - c.x0) <= 4 &&
        next.y - l.y <= c.height * 2.2 &&
        /^(?:mc|usdot|dot)\b\s*#?\s*:?\s*\d/i.test(next.cells[0]!.text) &&
        looksLikeCompany(c.text) &&
        c.text !== broker?.name
      ) {
        setL('carrier.carrier_name', cleanCarrier(c.text), 0.55);
        break;
      }
    }
  }
  // The carrier's facts in a run of words ("Driver Ann Lee cell 555-0100 Unit 88 Trlr T12").
  for (const l of readable) {
    const facts = carrierRunOn(l.cells[0]!.text);
    if (!facts) continue;
    setL('carrier.carrier_name', facts.carrier_name, 0.65);
    setL('carrier.driver_name', facts.driver_name, 0.65);
    setL('carrier.driver_phone', facts.driver_phone, 0.6);
    setL('carrier.truck', facts.truck, 0.6);
    setL('carrier.trailer', facts.trailer, 0.6);
  }
  // A "CARRIER" heading over the carrier's name ("Midnight Haulers LLC (MC 967301)").
  for (let i = 0; i + 1 < readable.length && load.carrier.carrier_name === null; i++) {
    const lead = readable[i]!.cells[0]!;
    // (Or a side title, "CARRIER & TEAM" at the left of its lines: the name beside it.)
    const side = CARRIER_AND.test(lead.text.trim()) ? readable[i]!.cells[1] : undefined;
    if (side) {
      const name = cleanCarrier(side.text.replace(/\s*·.*$/, ''));
      if (looksLikeCompany(name) && name !== broker?.name) {
        setL('carrier.carrier_name', name, 0.6);
        continue;
      }
    }
    // (The heading may stand in a band of headings: "LOAD INFORMATION | CARRIER".)
    const heading = readable[i]!.cells.find(
      (x, xi) =>
        /^carrier(?:\s+(?:info(?:rmation)?|details))?\s*:?$/i.test(x.text.trim()) ||
        (xi === 0 && CARRIER_AND.test(x.text.trim())),
    );
    if (!heading) continue;
    const head = heading;
    // The next line with a cell in the heading's column (a block beside it may set a line of
    // its own between: "CARRIER" / "Load #: …" / "Prairie Wind Logistics Inc").
    let c: Cell | undefined;
    for (let k = i + 1; k <= i + 2 && k < readable.length && c === undefined; k++) {
      const next = readable[k]!;
      // (OCR's box of a small heading may be shorter than its type: 8 pt at least.)
      if (
        next.page !== readable[i]!.page ||
        next.y - readable[i]!.y > Math.max(head.height, 8) * 2.5
      )
        break;
      c = next.cells.find((x) => Math.abs(x.x0 - head.x0) <= 4);
    }
    if (!c) continue;
    const name = cleanCarrier(c.text);
    if (looksLikeCompany(name) && name !== broker?.name) setL('carrier.carrier_name', name, 0.6);
  }
  if (loadConfirmation) setL('order_number', loadConfirmation.value, loadConfirmation.weight);
  brokerPhone = chooseBrokerPhone(brokerPhone, readable, broker?.name ?? null);
  setL('phone', brokerPhone, 0.8);
  setL('email', brokerEmail, ownEmail ? 0.85 : 0.8);
  // Equipment words anywhere outside stops (e.g. "Reefer 53' @ 34°F cont." in a header band).
  if (load.equipment_type === 'van') {
    load.temperature = null;
    load.temperature_control = null;
    delete conf.temperature;
    delete conf.temperature_control;
  }
  readRates(readable, load, conf, outside, allLines);
  // Unlabelled: references in sentences, an equipment line (only where no label gave them).
  for (const l of outside) {
    for (const { field, value } of proseReferences(l.text)) {
      const path = {
        order: 'order_number',
        po: 'po_number',
        bol: 'bol_number',
        ref: 'reference_number',
      }[field];
      setL(path, value, 0.55);
    }
  }
  setL('order_number', numberUnderTitle(allLines), 0.5);
  // References and equipment said in the letter's sentences (a clause may wrap lines).
  for (const c of clauses) {
    for (const { field, value } of proseReferences(c)) {
      const path = {
        order: 'order_number',
        po: 'po_number',
        bol: 'bol_number',
        ref: 'reference_number',
      }[field];
      setL(path, value, 0.5);
    }
  }
  const factLines = [
    ...readable.filter((l) => l.cells.length === 1).map((l) => l.text),
    ...clauses.map((c) => (loadFactsOf(c, 240) ? c : '')),
  ].filter(Boolean);
  // "The freight weighs 41,200 pounds.": the load's weight said in a sentence of its own.
  for (const c of clauses) {
    const w =
      /\bweigh(?:s|ing)?\b[^.;]{0,30}?\b(\d{1,3}(?:,\d{3})+|\d{4,6})\s*(?:lbs?|pounds)\b/i.exec(c);
    if (w) setL('weight', Number(w[1]!.replace(/,/g, '')), 0.6);
  }
  // "Unit 6120 Trailer RT-4410", "Driver to be advised Trailer V5512": a truck and a trailer
  // named on one line (a unit number is the truck's only beside a trailer).
  for (const l of readable) {
    const trailer = /\btrailer\s*#?\s*:?\s*([A-Z]{0,3}-?\d[A-Z0-9-]*)\b/i.exec(l.text);
    if (!trailer) continue;
    const truck = /\b(?:truck|tractor|unit)\s*#?\s*:?\s*([A-Z]{0,3}-?\d[A-Z0-9-]*)\b/i.exec(
      l.text.slice(0, trailer.index),
    );
    if (truck) setL('carrier.truck', truck[1]!, 0.6);
    if (truck || /\bdriver\b/i.test(l.text.slice(0, trailer.index)))
      setL('carrier.trailer', trailer[1]!, 0.6);
  }
  // A line of its own that starts with a set point ("Set 28 °F, continuous run") or with a
  // weight ("24,600 lbs · 610 mi"): the load's, when nothing labelled said it.
  for (const l of readable) {
    // (A weight alone at the head of its line may have another box's cells beside it:
    // "39,825 lbs | Total | $3,319.97" in a carrier box left of the rate box.)
    const head = /^(\d{1,3}(?:,\d{3})+|\d{4,6})\s*(?:lbs?|pounds)$/i.exec(l.cells[0]!.text.trim());
    if (head && l.cells.length > 1 && load.weight === null) {
      setL('weight', Number(head[1]!.replace(/,/g, '')), 0.5);
    }
    if (l.cells.length !== 1) continue;
    const t = l.cells[0]!.text;
    if (/^(?:set(?:\s*(?:point|at|to))?\s*:?\s*)?-?\d{1,2}(?:\.\d)?\s*°\s*[FC]\b/i.test(t)) {
      const temp = readTemperature(t);
      setL('temperature', temp.temperature, 0.55);
      setL('temperature_control', temp.temperature_control, 0.5);
    }
    const w = /^(\d{1,3}(?:,\d{3})+|\d{4,6})\s*(?:lbs?|pounds)\b/i.exec(t);
    if (w && load.weight === null) setL('weight', Number(w[1]!.replace(/,/g, '')), 0.5);
  }
  // An equipment description in a cell of its own on a line of several ("Mode TL | Reefer 53 ft,
  // 28 F Cycle | 33,975 lb", a table's "53' reefer, set 0°F cycle-sentry"), and a weight alone
  // in a cell beside it.
  for (const l of readable) {
    if (l.cells.length < 2) continue;
    const described = l.cells.find((c) => matchLabel(c.text) === null && loadFactsOf(c.text, 60));
    // A line of short unlabelled facts, each in a cell of its own (a form's ticked boxes
    // "Dry van | 53'", "Reefer | 48 ft | Continuous"): read together.
    const joined = l.cells.map((c) => c.text).join(', ');
    const apart =
      !described &&
      l.cells.every((c) => c.text.length <= 24 && matchLabel(c.text) === null) &&
      loadFactsOf(joined, 90) !== null;
    if (!described && !apart) continue;
    factLines.push(described ? described.text : joined);
    for (const c of l.cells) {
      const w = /^(\d{1,3}(?:,\d{3})+|\d{4,6})\s*(?:lbs?|pounds)$/i.exec(c.text.trim());
      if (w) setL('weight', Number(w[1]!.replace(/,/g, '')), 0.55);
    }
  }
  setL('weight', weightUnderEquipment(readable), 0.5);
  for (const text of factLines) {
    const facts = loadFactsOf(text, 240);
    if (!facts) continue;
    setL('equipment_type', facts.equipment_type, 0.6);
    setL('length', facts.length, 0.6);
    setL('weight', facts.weight, 0.6);
    if (facts.equipment_type === 'reefer') {
      setL('temperature', facts.temperature, 0.6);
      setL('temperature_control', facts.temperature_control, 0.55);
    }
  }

  regions.forEach((r, i) => {
    load.stops.push(readStop(r, i + 1, conf, year));
    if (r.byShape) {
      for (const field of Object.keys(load.stops[i]!)) {
        const key = `stops.${i}.${field}`;
        if (conf[key] !== undefined) conf[key] = Math.round(conf[key]! * 80) / 100;
      }
    }
  });
  // The goods a later table gives a stop by its number ("Stop 1 | 16 Paper rolls | 14,900 lb").
  for (const [n, goods] of freightByStop) {
    const stop = load.stops[n - 1];
    if (!stop || stop.commodities !== null) continue;
    stop.commodities = goods;
    conf[`stops.${n - 1}.commodities`] = 0.6;
  }
  // Stops whose kind no word gave ("Stop 3" alone): after a pickup, a delivery; the last one is a
  // delivery. Their confidence stays low.
  load.stops.forEach((stop, i) => {
    if (regions[i]!.anchor.type || conf[`stops.${i}.stop_type`]! > 0.5) return;
    if (i > 0 || i === load.stops.length - 1) stop.stop_type = 'Delivery';
  });
  // "Stop 2 instructions: …", "Commodities — Stop 1: …" outside the stop blocks.
  for (const l of readable) {
    // A table of notes titled by stop ("Stop 2 instructions | Driver assist …").
    const titled = /^stop\s*#?\s*(\d{1,2})\s+(instructions|notes|remarks|commodit\w*)$/i.exec(
      l.cells[0]?.text.trim() ?? '',
    );
    const body = l.cells[1]?.text.trim();
    if (titled && body) {
      const n = Number(titled[1]) - 1;
      const stop = load.stops[n];
      if (stop && /commodit/i.test(titled[2]!)) {
        stop.commodities ??= cleanCommodity(body);
        conf[`stops.${n}.commodities`] = 0.75;
      } else if (stop && stop.stop_instructions === null) {
        stop.stop_instructions = body;
        conf[`stops.${n}.stop_instructions`] = 0.75;
      }
      continue;
    }
    const head = /^(.*?)\bstop\s*\d+\b/i.exec(l.text);
    if (!head) continue;
    const re =
      /\bstop\s*(\d+)\b\s*(instructions|notes|commodit\w*)?\s*:\s*(.+?)(?=;?\s*\bstop\s*\d+\b[^:]*:|$)/gi;
    for (let m = re.exec(l.text); m; m = re.exec(l.text)) {
      const n = Number(m[1]) - 1;
      const stop = load.stops[n];
      if (!stop) continue;
      const what = `${head[1]} ${m[2] ?? ''}`;
      const value = m[3]!.trim().replace(/[;,]\s*$/, '');
      if (/commodit|product|item/i.test(what)) {
        stop.commodities ??= cleanCommodity(value);
        conf[`stops.${n}.commodities`] = 0.8;
      } else if (/instruction|note|direction/i.test(what)) {
        stop.stop_instructions ??= value;
        conf[`stops.${n}.stop_instructions`] = 0.8;
      }
    }
  }
  // No weight for the load: the goods' weight said with the commodity ("Frozen fish, 22
  // pallets, 38,500 lbs"), else the stops' own weights (the pickups' sum: each loads its part;
  // with one pickup, the heaviest stop).
  if (load.weight === null) {
    const said = pairs.find((pr) => pr.field === 'commodity' && LBS.test(pr.value));
    if (said) setL('weight', readWeight(LBS.exec(said.value)![0]), said.weight * 0.8);
  }
  if (load.weight === null) {
    const perStop = regions.map((r) => {
      for (const l of r.lines) {
        for (const c of l.cells) {
          const m = matchLabel(c.text);
          if (m?.field === 'weight' && readWeight(m.value) !== null) return readWeight(m.value)!;
          const lbs = LBS.exec(c.text);
          if (lbs && !/\$/.test(c.text)) return readWeight(lbs[0])!;
        }
      }
      return null;
    });
    const picks = perStop.filter((w, i) => w !== null && load.stops[i]?.stop_type === 'Pickup');
    const all = perStop.filter((w): w is number => w !== null);
    const w =
      picks.length >= 2
        ? picks.reduce((a, b) => a! + b!, 0)!
        : all.length
          ? Math.max(...all)
          : null;
    setL('weight', w, 0.55);
  }
  applyStopDetails(load.stops, stopDetails, conf);
  applyStopDetails(load.stops, valuesByStop, conf);
  applyKeyedRows(load.stops, keyedRows, conf, year);
  for (const [n, note] of stopNotes) {
    const stop = load.stops[n - 1];
    if (!stop || stop.stop_instructions !== null || stopNotes.size > load.stops.length) continue;
    // Labelled sentences of the note ("Commodity: Frozen peas.", "BOL 5512345.") fill their
    // fields; the rest is the instructions.
    const { fields, rest } = labelledNoteClauses(note);
    fillEmptyStopFields(load.stops, n - 1, fields, conf, 0.65);
    if (rest === null) continue;
    stop.stop_instructions = rest;
    conf[`stops.${n - 1}.stop_instructions`] = 0.7;
  }
  return { load, confidence: conf };
}

/**
 * A stop's own number in its title: "STOP 3 OF 4 — …", "Stop #2", "Stop 1/3", or before its
 * role in a tag ("[2 Drop] Acme", "3. Delivery").
 */
const TITLE_STOP_NUMBER = /^\W*(?:stop|stp)\s*#?\s*(\d{1,2})(?:\s*(?:of|\/)\s*\d{1,2})?(?![\d])/i;
function titleStopNumber(text: string): number | null {
  const t = text.trim();
  const m = TITLE_STOP_NUMBER.exec(t);
  if (m) return Number(m[1]);
  const tag = /^[[(]?\s*#?(\d{1,2})\s*[.)]?\s+(.*)$/.exec(t);
  return tag && roleTitle(tag[2]!) ? Number(tag[1]) : null;
}

/**
 * Stops in the order their titles number them, not the order they are printed in (origin and
 * final destination first, the stops between after them), each number once: a stop printed
 * twice under the same number and name (the end of one leg and the start of the next) is one
 * stop. Only when every stop's title has a number and the numbers are 1..n.
 */
export function inStopNumberOrder(regions: Region[]): Region[] {
  const numbers = regions.map((r) => titleStopNumber(r.anchor.cell.text));
  if (regions.length < 2 || numbers.some((n) => n === null)) return regions;
  const name = (r: Region) => (r.anchor.name ?? '').trim().toLowerCase();
  const kept: Array<{ r: Region; n: number }> = [];
  for (const [i, r] of regions.entries()) {
    const n = numbers[i]!;
    const twin = kept.find((k) => k.n === n);
    if (twin && name(twin.r) === name(r) && twin.r.anchor.type === r.anchor.type) continue;
    kept.push({ r, n });
  }
  const sorted = kept.map((k) => k.n).sort((a, b) => a - b);
  if (!sorted.every((n, i) => n === i + 1)) return regions;
  return kept.sort((a, b) => a.n - b.n).map((x) => x.r);
}

function orderId(v: string): string | null {
  // A prefix of capitals apart from the number ("SCL 702228", "TX 55120"): one identifier,
  // unless the prefix is a label of its own ("MC 4411", "PO 5521").
  const spaced = /^([A-Z]{2,4})\s(\d{4,})$/.exec(v.trim());
  if (spaced && matchLabel(v.trim()) === null) return `${spaced[1]} ${spaced[2]}`;
  const m = /[A-Z]{0,4}-?\d[\w-]*/i.exec(v.replace(/^(shipment|load|order)\s*/i, ''));
  return m ? m[0] : firstToken(v);
}
