/** Stop fields: one stop region read into a stop (labels first, then shapes: street, city/state/zip, dates, times). */

import { emptyLoadStop } from '@fleet/contracts';
import { looksLikeCompany } from './broker';
import { type Cell, type Line, withCells } from './layout';
import { clausesOf, isProseStopIntro, readProseStop } from './prose-stops';
import { matchLabel } from './ratecon-labels';
import { type Pair, pairsOf } from './ratecon-pairs';
import type { Confidence, RateconStop } from './ratecon-types';
import {
  cleanCommodity,
  DROP,
  MILITARY_TIME_ONLY,
  PICK,
  STOP_TITLE_REST,
  TIME_ONLY,
  WINDOW_END,
} from './ratecon-words';
import { roleTitle } from './stop-roles';
import type { Region } from './stop-segmentation';
import {
  CITY_RE,
  EMAIL_RE,
  PHONE_RE,
  readEmail,
  readPhone,
  readSchedule,
  scheduleTokens,
  splitNameStreet,
  splitStreetCity,
} from './values';

/** A label's word that ends a sentence ("PU#. Bring 2 load bars."): the note's words going on. */
const endsSentence = (text: string) =>
  /^\S+\.\s+\S/.test(text) && /^\.\s/.test(matchLabel(text)?.value ?? '');

/**
 * A city and its state alone ("ALLENTOWN, PA") after a stop's role in its title is where the
 * stop is, said in short before its lines; the stop's name is under it.
 */
const PLACE_ONLY = /^[A-Za-z][A-Za-z .'-]*,\s*[A-Z]{2}\.?$/;

/**
 * A route summary ("Pickup | Delivery" over "Detroit, MI | Edison, NJ" and their dates) names
 * the stops again: a titled stop without a street or a zip, when a later stop of the same kind
 * has them, is not a stop of its own.
 */
/** A stop's verb alone: load (a pickup) or unload (a delivery), live or not. */
const STOP_VERB = /^(?:live\s+|drop\s*(?:&|and)\s*hook\s+)?(un)?load(?:ing)?$/i;

const COUNT_NOT_STREET = /^\s*\d[\d,.]*\s*(?:stops?|mi|miles|km|lbs?|pallets?|plts?|pcs|pieces)\b/i;

export function withoutRouteSummary(regions: Region[]): Region[] {
  const read = regions.map((r) => readStop(r, 1, {}));
  return regions.filter((r, i) => {
    const s = read[i]!;
    // (A count read as a street, "4 stops · 1,385 mi" beside the strip, is no address.)
    const street = s.address !== null && !COUNT_NOT_STREET.test(s.address);
    if (s.zipcode !== null || street || r.anchor.type === null) return true;
    return !regions.some(
      (o, j) =>
        j > i &&
        o.anchor.line > r.anchor.line &&
        o.anchor.type === r.anchor.type &&
        read[j]!.zipcode !== null &&
        (s.city === null || s.city === read[j]!.city),
    );
  });
}

/** Words that say a time is the stop's schedule. */
const SCHEDULE_WORD =
  /\b(?:appt|appointment|arrive|arrival|eta|open|opens|window|between|fcfs|first come|hours|hrs)\b/i;

/** A page counter ("Page 3/4", "Page 1 of 3"): no date, no part of any stop. */
const PAGE_COUNTER = /^page\s*\d+\s*(?:\/|of)\s*\d+$/i;

/**
 * Values read for a stop somewhere else on the page (a detail line, a keyed table, a note) into
 * the fields the stop's own block left empty, each with confidence `sure`; what the block read
 * stays.
 */
export function fillEmptyStopFields(
  stops: RateconStop[],
  index: number,
  values: Partial<Record<keyof RateconStop, unknown>>,
  conf: Confidence,
  sure: number,
): void {
  const stop = stops[index];
  if (!stop) return;
  for (const [key, value] of Object.entries(values) as Array<[keyof RateconStop, unknown]>) {
    if (value === null || value === undefined || stop[key] !== null) continue;
    (stop as unknown as Record<string, unknown>)[key] = value;
    conf[`stops.${index}.${key}`] = sure;
  }
}

/** What a title set as a tab may wrap into: the rest of its words, the stop's number. */
const TAB_PIECE = /^(?:#\s*\d{1,2}|\d{1,2}|no\.?\s*\d{1,2}|up|off|stop(?:\s*#?\s*\d{1,2})?)$/i;

/**
 * A stop's title set in a tab at the left of its block, wrapped over its lines ("PICK" / "UP" /
 * "#1" beside the name, the street and the city): the pieces under the title, in its column
 * and left of the block, are the title's, not a suite of the street.
 */
function withoutTitleTab(region: Region): Region {
  const a = region.anchor.cell;
  const first = region.lines.findIndex((l) => l.cells.includes(a));
  if (first < 0 || region.lines[first]!.cells[0] !== a) return region;
  const block = region.lines[first]!.cells[1];
  if (!block) return region;
  let changed = false;
  const lines = region.lines.map((l, i) => {
    if (i <= first || i > first + 3) return l;
    const c = l.cells[0]!;
    if (
      l.cells.length >= 2 &&
      Math.abs(c.x0 - a.x0) <= 4 &&
      c.x1 < block.x0 - 4 &&
      TAB_PIECE.test(c.text.trim())
    ) {
      changed = true;
      return withCells(l, l.cells.slice(1));
    }
    return l;
  });
  return changed ? { ...region, lines } : region;
}

export function readStop(region: Region, n: number, conf: Confidence, year?: number): RateconStop {
  if (region.lines.some((l) => l.cells.every((c) => PAGE_COUNTER.test(c.text.trim())))) {
    region = {
      ...region,
      lines: region.lines.filter((l) => !l.cells.every((c) => PAGE_COUNTER.test(c.text.trim()))),
    };
  }
  region = withoutTitleTab(region);
  // Nothing read yet: not even the appointment type the form defaults to.
  const stop: RateconStop = {
    ...emptyLoadStop(n),
    stop_type: region.anchor.type ?? 'Pickup',
    appointment_type: null,
  };
  const p = `stops.${n - 1}.`;
  const set = <K extends keyof RateconStop>(key: K, value: RateconStop[K] | null, c: number) => {
    if (value === null || value === undefined || value === '' || stop[key] !== null) return;
    // A dash in a cell is an empty cell ("—", "-", "n/a"); so is a word saying so ("None.").
    if (
      typeof value === 'string' &&
      /^\s*(?:[—–-]+|n\/?a|none|nil|no(?:ne)? (?:instructions|notes|remarks))\s*\.?\s*$/i.test(
        value,
      )
    )
      return;
    if (key === 'stop_type') return;
    (stop as unknown as Record<string, unknown>)[key] = value;
    conf[p + key] = Math.round(c * 100) / 100;
  };
  conf[`${p}stop_type`] = region.anchor.type ? 0.95 : 0.5;
  conf[`${p}stop_number`] = 0.95;
  // A stop written as sentences ("First, pick up at Acme, 12 Main St, …"): read as prose.
  const prose =
    region.lines.length > 0 &&
    isProseStopIntro(region.lines[0]!.text) &&
    region.lines.every((l) => l.cells.length === 1)
      ? readProseStop(region.lines.map((l) => l.text))
      : null;
  const pairs = prose ? [] : pairsOf(region.lines, region.header);
  // Stop kind from the region when the anchor did not say ("STOP 1" over "SHIPPER").
  if (!region.anchor.type) {
    for (const pr of pairs) {
      if (PICK.test(pr.value)) {
        stop.stop_type = 'Pickup';
        conf[`${p}stop_type`] = 0.8;
        pr.used = true;
        break;
      }
      if (DROP.test(pr.value)) {
        stop.stop_type = 'Delivery';
        conf[`${p}stop_type`] = 0.8;
        pr.used = true;
        break;
      }
      // What the truck does there, alone under its column or label ("Action | LOAD",
      // "Activity: Live unload").
      const verb = STOP_VERB.exec(pr.value.trim());
      if (verb) {
        stop.stop_type = verb[1] ? 'Delivery' : 'Pickup';
        conf[`${p}stop_type`] = 0.75;
        pr.used = true;
        break;
      }
    }
  }
  const anchorCell = region.anchor.cell;
  let scheduleText = '';
  let scheduleEnd = '';
  let instructions: Pair | null = null;
  if (prose) {
    if (prose.place) readAddressInto(stop, prose.place, 0.7, set);
    set('confirmation_number', prose.confirmation, 0.65);
    set('bol_number', prose.bol, 0.65);
    set('reference_number', prose.reference, 0.65);
    set('phone', prose.phone, 0.65);
    set('email', prose.email, 0.65);
    set('commodities', prose.commodity ? cleanCommodity(prose.commodity) : null, 0.6);
    set('stop_instructions', prose.instructions, 0.55);
    scheduleText = prose.schedule;
  }
  for (const pr of pairs) {
    // The title's own cell (also when split at a table's columns): read as the title.
    const titleCell =
      pr.cell === anchorCell ||
      (pr.cell.y === anchorCell.y && pr.cell.x0 === anchorCell.x0 && anchorCell.text !== '');
    // (Under a "#" column title too: "1 LD", "2 XD" number the stops, they are no values.)
    if (
      titleCell &&
      (pr.field === null ||
        pr.field === 'name' ||
        (pr.field === 'generic' &&
          /^#?\s*\d{1,2}\s*[.)]?(?:\s+[A-Za-z/ -]{1,15})?$/.test(pr.value)))
    ) {
      pr.used = true;
      continue;
    }
    const v = pr.value;
    // A value that is only an e-mail is the stop's e-mail whatever its label says
    // ("Scheduling: dock@plant.com", "Appointments: …").
    if (pr.field !== 'email' && /^\S+@\S+\.[A-Za-z]{2,}$/.test(v.trim())) {
      set('email', readEmail(v), pr.weight * 0.85);
      pr.used = true;
      continue;
    }
    // A phone in a numbers column ("Appt # / Phone" over "#A55120" and "555-010-2233"): a phone.
    // (Also under a title that runs two together, "Sched Phone" over "Appt" and the phone.)
    if (
      (pr.field === 'confirmation' ||
        pr.field === 'ref' ||
        pr.field === 'po' ||
        pr.field === 'schedule' ||
        pr.field === 'generic') &&
      PHONE_RE.exec(v)?.[0].length === v.trim().length
    ) {
      pr.field = 'phone';
    }
    switch (pr.field) {
      case 'confirmation':
        set('confirmation_number', firstToken(v), pr.weight);
        break;
      case 'order':
        // At a stop, a booking number is the stop's appointment ("Booking # PU3824994").
        if (/^\s*booking\b/i.test(pr.cell.text)) {
          set('confirmation_number', firstToken(v), pr.weight * 0.9);
          break;
        }
        pr.field = null;
        break;
      case 'bol':
        set('bol_number', firstToken(v), pr.weight);
        break;
      case 'ref':
      case 'po':
        set('reference_number', firstToken(v), pr.weight);
        break;
      case 'name':
        if (/^[\d(+]/.test(v) || CITY_RE.test(v) || EMAIL_RE.test(v) || PHONE_RE.test(v)) {
          pr.field = null;
          break;
        }
        // A name column also holds the stop's other lines: read those by their shape.
        if (stop.company_name) {
          pr.field = null;
          break;
        }
        set('company_name', v, pr.weight);
        break;
      case 'address':
      case 'csz':
        // "Houston, TX" under a City, State title (the zip in a column of its own).
        if (/^[A-Za-z][A-Za-z .'-]{1,30},\s*[A-Z]{2}$/.test(v.trim()) && !stop.city) {
          const [c, st] = v.split(',').map((x) => x.trim());
          set('city', c!, pr.weight);
          set('state', st!, pr.weight);
          break;
        }
        if (stop.address && /^(bldg|building|suite|ste|unit|dock|floor|#)\b/i.test(v)) {
          stop.address = `${stop.address.replace(/,\s*$/, '')}, ${v}`;
          break;
        }
        readAddressInto(stop, v, pr.weight, set);
        break;
      case 'city':
        if (CITY_RE.test(v)) readAddressInto(stop, v, pr.weight, set);
        else set('city', v, pr.weight);
        break;
      case 'state':
        if (/^[A-Z]{2}$/i.test(v)) set('state', v.toUpperCase(), pr.weight);
        break;
      case 'zip': {
        set('zipcode', /\d{5}/.exec(v)?.[0] ?? null, pr.weight);
        // "St / Zip | TX 75207": the state before the zip.
        const st = /^\s*([A-Z]{2})\s+\d{5}/.exec(v);
        if (st) set('state', st[1]!, pr.weight);
        break;
      }
      case 'phone':
        set('phone', readPhone(v), pr.weight);
        // "Ph: 555-0100 dock@acme.com": the e-mail after the phone is the stop's too.
        set('email', readEmail(v), pr.weight * 0.85);
        break;
      case 'email':
        set('email', readEmail(v), pr.weight);
        break;
      case 'schedule': {
        // "Open 1030–1300 (FCFS) Tel. (615) 396-3977": a phone said after the hours is the stop's.
        const tel = /\b(?:tel|ph|phone)\b\.?\s*:?\s*(.+)$/i.exec(v);
        if (tel && PHONE_RE.test(tel[1]!)) set('phone', readPhone(tel[1]!), pr.weight * 0.85);
        // A time cut at its hours ("… à 17 h" over "00", "until 8:00" over "a.m."): the rest
        // wrapped under it in the same column.
        if (/\d\s?h$|\d:\d{2}$/i.test(v)) {
          const at = region.lines.indexOf(pr.line);
          const under = region.lines[at + 1]?.cells.find(
            (c) => Math.abs(c.x0 - pr.cell.x0) < 4 && /^(?:\d{2}|[ap]\.?m\.?)$/i.test(c.text),
          );
          if (under) {
            pr.value = `${v} ${under.text}`;
            for (const q of pairs) if (q.cell === under) q.used = true;
          }
        }
        // A time cell of its own in 24-hour digits ("0800", "0800 - 1400 hrs").
        const hhmm =
          /^\s*(\d{4})(?:\s*[-–]\s*(\d{4}))?\s*(?:hrs?|hours|appt|fcfs|open|window)?\s*$/i.exec(v);
        const vv = pr.value;
        const text = hhmm
          ? [hhmm[1], hhmm[2]]
              .filter(Boolean)
              .map((x) => `${x!.slice(0, 2)}:${x!.slice(2)}`)
              .join(' - ')
          : // A 24-hour time before more ("Close: 0700 (Tue 12/08/2026)"), not a year.
            vv.replace(
              /^\s*([01]\d|2[0-3])([0-5]\d)(?=\s+\S)(?!\s*[-–/.]\s*\d)(?!\s*(?:to|and|until|till|thru|through)\s*\d{4})/i,
              '$1:$2',
            );
        // The end of a window said by its label ("Close: …", "Latest: …") goes after its start
        // whatever their order on the page.
        const said =
          pr.cell.text.length > pr.value.length && pr.cell.text.endsWith(pr.value)
            ? pr.cell.text.slice(0, -pr.value.length)
            : '';
        const part = ` ${pr.line === region.lines[0] && pr.cell === anchorCell ? '' : text}`;
        if (WINDOW_END.test(said)) scheduleEnd += part;
        else scheduleText += part;
        break;
      }
      case 'instructions':
        if (!instructions) {
          set('stop_instructions', v, pr.weight);
          instructions = pr;
        } else if (
          // A notes column's next line in the stop's row ("Lumper on site, get receipt." over
          // "Unload appointment is firm."): the same note, continued.
          stop.stop_instructions &&
          Math.abs(pr.cell.x0 - (instructions as Pair).cell.x0) < 4 &&
          pr.line !== (instructions as Pair).line &&
          region.lines.indexOf(pr.line) === region.lines.indexOf((instructions as Pair).line) + 1
        ) {
          stop.stop_instructions = `${stop.stop_instructions} ${v}`;
          instructions = pr;
        }
        break;
      case 'commodity':
        set('commodities', cleanCommodity(v), pr.weight);
        break;
      case 'ignore':
        // Equipment numbers (container, chassis, seal): read, and kept out of everything else.
        break;
      default:
        pr.field = null;
    }
    if (pr.field !== null) pr.used = true;
  }
  // Instructions wrapped onto the next lines (same left edge, nothing else on the line).
  if (instructions && stop.stop_instructions) {
    const ins = instructions as Pair;
    const idx = region.lines.indexOf(ins.line);
    let text = stop.stop_instructions;
    for (let k = idx + 1; k > 0 && k < region.lines.length; k++) {
      const l = region.lines[k]!;
      const c = l.cells.find(
        (x) =>
          Math.abs(x.x0 - ins.cell.x0) < 4 && (!matchLabel(x.text)?.strong || endsSentence(x.text)),
      );
      if (!c || (pairs.some((q) => q.cell === c && q.used) && !endsSentence(c.text))) break;
      // (A cell the table row already took as wrapped text is in the note already.)
      if (text.endsWith(c.text.trim())) continue;
      text += ` ${c.text}`;
      for (const q of pairs) if (q.cell === c) q.used = true;
    }
    stop.stop_instructions = text;
  }
  // By shape: everything else in the region.
  // A freight line without a label: counts of handling units ("14 pallets / 887 pcs"), with the
  // goods before them ("Dry pet food · 15 pallets", "Frozen fish - 20 skids, 18,000 lbs"). The
  // words are the commodity; the counts are nothing here (never an address or an instruction).
  for (const pr of pairs) {
    if (pr.used || pr.field !== null) continue;
    // "Commodity Bottled water   Pallets 11": the goods' word without a colon, counts after.
    const said = SAID_GOODS.exec(pr.value);
    if (said && /^[A-Za-z][A-Za-z ,&'/-]{1,40}$/.test(said[1]!.trim())) {
      pr.used = true;
      set('commodities', cleanCommodity(said[1]!.trim()), 0.6);
      continue;
    }
    // "Frozen vegetables, 20 plts — Driver must check in …": the goods and their count, then
    // after a dash the stop's note (read below as its instructions).
    const noted = /^(.+?)\s+[—–]\s+(\S.*)$/.exec(pr.value);
    const goods = noted ? goodsWithCount(noted[1]!) : null;
    if (noted && goods !== null && noted[2]!.split(/\s+/).length >= 3) {
      if (goods) set('commodities', cleanCommodity(goods), 0.55);
      pr.value = noted[2]!;
      continue;
    }
    const f = freightLine(pr.value);
    if (!f) continue;
    pr.used = true;
    if (f.goods) set('commodities', cleanCommodity(f.goods), 0.55);
  }
  const loose = joinSplitPlaces(pairs.filter((pr) => !pr.used));
  const rest = prose ? null : region.anchor.name;
  if (rest) {
    // Just a name, or the stop's first line (name, street, city, time) on its header.
    // (A date without a year, "Mon 3/8", is a date also when the page says no year.)
    if (CITY_RE.test(rest) || PHONE_RE.test(rest) || readSchedule(rest, year ?? 2000)) {
      loose.unshift({
        field: null,
        value: rest,
        cell: anchorCell,
        line: region.lines[0]!,
        weight: 0.6,
      });
    } else if (!PLACE_ONLY.test(rest)) set('company_name', rest, 0.85);
  }
  // "Ship from: | Acme Foods" inside the stop (its role said again as a label): the cell after
  // it is the stop's name, before any short line above it.
  for (const pr of loose) {
    const titled = roleTitle(pr.value);
    if (!titled || !/^:?$/.test(titled.rest.trim())) continue;
    const next = pr.line.cells[pr.line.cells.indexOf(pr.cell) + 1];
    if (
      next &&
      /[A-Za-z]{2,}/.test(next.text) &&
      !matchLabel(next.text) &&
      !CITY_RE.test(next.text) &&
      !readSchedule(next.text, year)
    ) {
      set('company_name', next.text, 0.7);
      break;
    }
  }
  for (const pr of loose) {
    // A bullet or '**' before a remark is not part of it.
    let v = pr.value.replace(/^(?:[*•>]+|-{1,2})\s*(?=[A-Za-z])/, '');
    const email = EMAIL_RE.exec(v);
    if (email) {
      set('email', email[0], 0.7);
      v = v.replace(email[0], '').trim();
    }
    if (/fax/i.test(v)) v = v.replace(/fax[^\d]*[\d().\s-]{10,}/gi, '');
    const phone = PHONE_RE.exec(v);
    if (phone && !/^\d{5}$/.test(v)) {
      set('phone', readPhone(phone[0]), 0.7);
      // The phone's own label words go with it ("Dock phone", "Shipping office tel.").
      v = v
        .replace(phone[0], '')
        .replace(
          /\b(?:(?:dock|office|shipping|receiving|main|site|facility|plant|warehouse|store)\s+)*(ph|phone|tel|telephone)\b\.?\s*:?/i,
          '',
        )
        .trim();
      // A place's word alone before the phone is its label too ("Dock (312) 763-9599",
      // "Receiving office 555-…"), no suite of the street.
      if (
        /^(?:(?:dock|office|shipping|receiving|main|site|facility|plant|warehouse|store|cell|mobile|contact|call)\s*)+[:#-]?$/i.test(
          v,
        )
      )
        v = '';
      // What is left of the phone's own label ("Dock:", "Receiving office:").
      if (/^[A-Za-z][A-Za-z ]{0,24}:$/.test(v)) v = '';
    }
    // What is loaded or unloaded, said with the stop's verb ("Load: Dry pet food").
    const loaded =
      /^(?:load|loading|unload|unloading|deliver|delivering|pick\s*up|picking\s+up)\s*:\s*(.+)$/i.exec(
        v,
      );
    if (loaded && looksLikeCommodity(cleanCommodity(loaded[1]!))) {
      set('commodities', cleanCommodity(loaded[1]!), 0.55);
      continue;
    }
    const sched = readSchedule(v, year);
    if (sched) {
      scheduleText += ` ${v}`;
      if (!CITY_RE.test(v)) continue;
    }
    // The hour's word alone, wrapped away from the window's end ("… 10 AM – 3" / "PM", "… 9 AM
    // –" / "noon").
    if (
      (/^[ap]\.?\s?m\.?$/i.test(v) && /\d\s*$/.test(scheduleText)) ||
      (/^(?:noon|midday)$/i.test(v) && /(?:\d|[-–—]|\bto)\s*$/i.test(scheduleText))
    ) {
      scheduleText += ` ${v}`;
      continue;
    }
    // A time alone: the end of a window wrapped onto its own line ("… 05:00 - Nov 27" / "09:00").
    if (
      (TIME_ONLY.test(v) || MILITARY_TIME_ONLY.test(v)) &&
      `${scheduleText}${scheduleEnd}`.trim() !== ''
    ) {
      scheduleText += ` ${v}`;
      continue;
    }
    // "Appointment 1100", "Open 0600–1030 (first come, first served)": times said with their
    // word, the day given above (in the title or a date line).
    if (`${scheduleText}${scheduleEnd}`.trim() !== '' && SCHEDULE_WORD.test(v)) {
      const tokens = scheduleTokens(v, year);
      const words = tokens
        .reduceRight((t, k) => t.slice(0, k.index) + t.slice(k.end), v)
        .split(/\s+/)
        .filter((w) => /[A-Za-z]/.test(w));
      // (Not a remark that mentions hours: "Receiver closed for lunch 12:00-13:00. Check in …")
      if (tokens.length > 0 && tokens.every((t) => t.kind === 'time') && words.length <= 6) {
        scheduleText += ` ${v}`;
        continue;
      }
    }
    if (v === '') continue;
    // Beside the stop's title: a dash, its count ("1 OF 2"), a one-word kind ("UNLOAD").
    if (
      !/[A-Za-z0-9]/.test(v) ||
      /^(?:[A-Za-z]+\s+)?\d{1,2}\s+of\s+\d{1,2}$/i.test(v) ||
      (pr.line.cells.includes(anchorCell) && /^[A-Za-z]+$/.test(v))
    ) {
      continue;
    }
    // A role title with the stop's name after it ("Pick — Acme Foods"), not read as a title.
    const titled = roleTitle(v);
    if (titled && !CITY_RE.test(v)) {
      const name = /^[#\d\s]*(?:[—–:]|\s-\s|-\s)\s*(.+)$/.exec(titled.rest)?.[1];
      if (name && /[A-Za-z]{2,}/.test(name) && !readSchedule(name, year ?? 2000)) {
        set('company_name', name, 0.6);
      }
      if (name || titled.rest === '' || STOP_TITLE_REST.test(titled.rest)) continue;
    }
    if (CITY_RE.test(v)) {
      readAddressInto(stop, v, 0.75, set, region.lines, pr.cell);
      continue;
    }
    // (A time said to be an appointment, "0700 appt", or a count is no street.)
    if (
      /^\d+[A-Za-z]?\s+\S/.test(v) &&
      /[A-Za-z]{2,}/.test(v) &&
      !stop.address &&
      !roleTitle(v) &&
      !MILITARY_TIME_ONLY.test(v) &&
      !COUNT_NOT_STREET.test(v)
    ) {
      set('address', v.replace(/,\s*$/, ''), 0.7);
      continue;
    }
    if (/^(bldg|building|suite|ste|unit|dock|#)\b/i.test(v) && stop.address) {
      stop.address = `${stop.address.replace(/,\s*$/, '')}, ${v}`;
      continue;
    }
    if (
      !stop.company_name &&
      !/^\d+$/.test(v) &&
      !PICK.test(v) &&
      !DROP.test(v) &&
      !/\b(fcfs|appt|appointment|window|first come|open)\b/i.test(v) &&
      v.split(/\s+/).length <= 7
    ) {
      set('company_name', v, 0.65);
      continue;
    }
    // An unlabelled commodity: a short phrase of words after the place and the schedule
    // ("Meat - boxed beef"), not a sentence. Found by its place only: 0.5.
    if (
      !stop.commodities &&
      stop.company_name &&
      stop.city &&
      `${scheduleText}${scheduleEnd}`.trim() !== '' &&
      looksLikeCommodity(v)
    ) {
      set('commodities', cleanCommodity(v), 0.5);
      continue;
    }
    if (!stop.stop_instructions && v.split(/\s+/).length >= 5 && /[a-z]{2}/i.test(v)) {
      // A sentence in the stop, continued on the lines below.
      const idx = region.lines.indexOf(pr.line);
      let text = v;
      for (let k = idx + 1; k < region.lines.length; k++) {
        const l = region.lines[k]!;
        const c = l.cells.find((x) => Math.abs(x.x0 - pr.cell.x0) < 4);
        if (!c || l.cells.length > 1 || matchLabel(c.text) || readSchedule(c.text)) break;
        text += ` ${c.text}`;
        for (const q of loose) if (q.cell === c) q.used = true;
      }
      set('stop_instructions', text, 0.55);
      for (const q of loose) if (q.cell === pr.cell) q.used = true;
    }
  }
  scheduleText += scheduleEnd;
  const sched = readSchedule(scheduleText, year);
  if (sched) {
    const fcfs =
      sched.type === 'FCFS' ||
      (/\b(fcfs|first come|open|window)\b/i.test(scheduleText) && sched.endHours !== undefined);
    if (fcfs) {
      set('appointment_type', 'FCFS', 0.85);
      set('fcfs_start_date', sched.date, 0.85);
      set('fcfs_start_time_hours', sched.hours, 0.85);
      set('fcfs_start_time_minutes', sched.minutes, 0.85);
      set('fcfs_end_date', sched.endDate ?? sched.date, 0.8);
      set('fcfs_end_time_hours', sched.endHours ?? null, 0.85);
      set('fcfs_end_time_minutes', sched.endMinutes ?? null, 0.85);
    } else {
      set('appointment_type', 'APPT', 0.85);
      set('appointment_date', sched.date, 0.85);
      set('appointment_time_hours', sched.hours, 0.85);
      set('appointment_time_minutes', sched.minutes, 0.85);
    }
  }
  // An e-mail at the end of a run of the stop's numbers ("Ref R-5477 shipping@acme.com"): the
  // stop's, when no label gives it to someone else.
  if (stop.email === null) {
    for (const l of region.lines) {
      const c = l.cells.find(
        (x) =>
          EMAIL_RE.test(x.text) &&
          !/\b(broker|rep|agent|contact|dispatch|billing|invoice)/i.test(x.text),
      );
      if (c) {
        set('email', readEmail(c.text), 0.5);
        break;
      }
    }
  }
  return stop;
}

/**
 * A place written in pieces: "Minneapolis | MN | 55411" in three cells of a line, or "Dallas, TX"
 * over "75201". The pieces are joined into one "City, ST 12345" value (at the first piece's
 * place) so the address reader sees a whole place.
 */
function joinSplitPlaces(loose: Pair[]): Pair[] {
  const out: Pair[] = [];
  for (let i = 0; i < loose.length; i++) {
    const a = loose[i]!;
    const b = loose[i + 1];
    const c = loose[i + 2];
    const cityLike = (v: string) => /^[A-Za-z][A-Za-z .'-]{1,30}$/.test(v) && !CITY_RE.test(v);
    if (
      b &&
      c &&
      a.line === b.line &&
      b.line === c.line &&
      cityLike(a.value) &&
      /^[A-Z]{2}$/.test(b.value) &&
      /^\d{5}(-\d{4})?$/.test(c.value)
    ) {
      out.push({ ...a, value: `${a.value}, ${b.value} ${c.value}` });
      i += 2;
      continue;
    }
    if (
      b &&
      b.line !== a.line &&
      /^[A-Za-z][A-Za-z .'-]{1,30},\s*[A-Z]{2}$/.test(a.value) &&
      /^\d{5}(-\d{4})?$/.test(b.value) &&
      Math.abs(b.cell.x0 - a.cell.x0) < 6
    ) {
      out.push({ ...a, value: `${a.value} ${b.value}` });
      i += 1;
      continue;
    }
    out.push(a);
  }
  return out;
}

const HANDLING_UNITS =
  '(?:pallets?|plts?|pcs|pieces?|skids?|cases?|cartons?|ctns?|totes?|drums?|bundles?|crates?|boxes|units?|lbs?|pounds|kgs?)';
const COUNT = new RegExp(String.raw`^\d[\d,]*\s*${HANDLING_UNITS}\b\.?$`, 'i');

/**
 * "Dry pet food · 15 pallets", "14 pallets / 887 pcs", "Paper rolls — 22 skids, 40,000 lbs": goods
 * (maybe none) then only counts of handling units or weights, apart by a separator.
 */
/** The goods said after their word, no colon, counts after them ("Commodity Dry pet food Pallets 12"). */
const SAID_GOODS =
  /^(?:commodity|commodities|product|goods)\s+([A-Za-z].*?)(?:\s+(?:pallets?|plts?|pieces|pcs|skids?|cases|cartons|weight)\b[^A-Za-z]*)?$/i;

/** "Meat - boxed beef, 18 plts" → its goods ('' for counts alone); null when it is not that. */
function goodsWithCount(v: string): string | null {
  const f = freightLine(v);
  if (f) return f.goods ?? '';
  const m = new RegExp(
    String.raw`^([A-Za-z][A-Za-z ,&'/-]{1,40}?),?\s+\d[\d,]*\s*${HANDLING_UNITS}\b\.?$`,
    'i',
  ).exec(v.trim());
  return m ? m[1]!.trim() : null;
}

function freightLine(v: string): { goods: string | null } | null {
  const parts = v
    .split(/\s+[·•|/—–-]\s+|\s*[,;]\s+|\s*\/\s*(?=\d)/)
    .map((p) => p.trim())
    .filter(Boolean);
  const counts = parts.filter((p) => COUNT.test(p));
  if (counts.length === 0 || counts.length < parts.length - 1) return null;
  if (counts.length === parts.length) return { goods: null };
  // The goods come first, then the counts.
  if (COUNT.test(parts[0]!)) return null;
  const goods = parts[0]!;
  return looksLikeCommodity(goods) || /^[A-Za-z][A-Za-z ,&'-]{2,40}$/.test(goods)
    ? { goods }
    : null;
}

/**
 * A commodity written alone: two to five words of letters (a dash or comma between), no
 * digits, no sentence end, no label, no role, nothing a facility or a remark would say.
 */
function looksLikeCommodity(v: string): boolean {
  const words = v.split(/\s+/);
  return (
    words.length >= 2 &&
    words.length <= 5 &&
    /^[A-Za-z][A-Za-z ,&/'-]*$/.test(v) &&
    !/[.!?:]$/.test(v) &&
    !matchLabel(v) &&
    !roleTitle(v) &&
    !looksLikeCompany(v) &&
    !/\b(dock|door|gate|receiving|shipping|office|dept|department|attn|building|warehouse|call|must|please|no|do|driver|appt|fcfs|window|open|closed|phone|email|e-mail|fax|contact|number)\b/i.test(
      v,
    )
  );
}

/** An identifier: the first word of the value, which must hold a digit. */
export function firstToken(v: string): string | null {
  // A phone is no reference ("PO #: 901-939-2890" read across a line).
  if (/^\(?\d{3}\)?[\s.-]\d{3}[\s.-]\d{4}\b/.test(v.trim())) return null;
  const t = v
    .trim()
    .split(/\s+/)[0]
    ?.replace(/[,;:.]+$/, '');
  // Nor is an amount ("$4,400.00" found under an empty column).
  if (t && /^[$€£]|^\d{1,3}(?:,\d{3})*\.\d{2}$/.test(t)) return null;
  return t && /\d/.test(t) && t.length >= 2 ? t : null;
}

/** "Pickup 11/26 0800 - Acme Foods" → "Acme Foods": a role or schedule before a dash or colon. */
function withoutLeadIn(text: string): string {
  const m = /^(.*?)\s*(?:\s[-–—]\s|:\s)\s*(.+)$/.exec(text);
  if (!m) return text;
  const lead = m[1]!;
  return roleTitle(lead) || scheduleTokens(lead).length > 0 || /\d{3,4}$/.test(lead)
    ? withoutLeadIn(m[2]!)
    : text;
}

function readAddressInto(
  stop: RateconStop,
  v: string,
  weight: number,
  set: <K extends keyof RateconStop>(key: K, value: RateconStop[K] | null, c: number) => void,
  lines?: Line[],
  cell?: Cell,
): void {
  // The last "City, ST 12345" of the text: a name before it may look like one ("Foods DC, 15605").
  let m: RegExpExecArray | null = null;
  const all = new RegExp(CITY_RE.source, 'g');
  for (let x = all.exec(v); x; x = all.exec(v)) m = x;
  if (!m) {
    if (/^\d/.test(v)) set('address', v.replace(/,\s*$/, ''), weight);
    return;
  }
  // A list ordinal and a role/date lead-in are no part of the place ("1) Acme Foods - Dallas",
  // "Pickup 11/26 0800 - Acme Foods, 12 Main St").
  let before = v
    .slice(0, m.index)
    .replace(/^\s*\d{1,2}[.)]\s+/, '')
    .replace(/[,\s]+$/, '');
  let city = m[1]!.trim();
  // "Acme Foods - Dallas": the city is what follows the last dash.
  const dashed = /^(.*)\s[-–—]\s+(.+)$/.exec(city);
  if (dashed) {
    before = `${before} ${dashed[1]}`.trim();
    city = dashed[2]!.trim();
  }
  before = withoutLeadIn(before).replace(/\s*[-–—:|]\s*$/, '');
  // "10922 Trade Center Pkwy Allentown": no comma between the street and the city; the house
  // number may be all that came before ("…Foods 4644 | Cold Storage Ln Dallas").
  const runOn = city.includes(',') ? null : splitStreetCity(city);
  if (runOn) {
    if (/^\d/.test(runOn.street)) {
      before = [before, runOn.street].filter(Boolean).join(', ');
      city = runOn.city;
    } else if (/\d[A-Za-z]?$/.test(before)) {
      // "12256 E 45" + "th St": the words were one before the city was cut out.
      const glue = /\d$/.test(before) && /^(?:st|nd|rd|th)\b/i.test(runOn.street) ? '' : ' ';
      before = `${before}${glue}${runOn.street}`;
      city = runOn.city;
    }
  }
  // "16613 Enterprise Ct, Unit B, Nashville, TN": the city is the last comma part; parts before
  // the street (the first part that starts with a number) name the facility.
  let street = before;
  if (city.includes(',')) {
    const parts = city.split(',');
    city = parts.pop()!.trim();
    street = [before, ...parts.map((x) => x.trim())].filter(Boolean).join(', ');
  } else if (before === '' && /^\d/.test(city)) {
    const words = city.split(/\s+/);
    city = words.pop()!;
    street = words.join(' ');
  }
  // "Acme Foods — 12 Main St": the name and its street set apart by a dash or a dot, as by a comma.
  const parts = street.replace(/\s+[-–—|·•]\s+(?=\d+[A-Za-z]?\s+[A-Za-z])/g, ', ').split(/,\s*/);
  let first = parts.findIndex((x) => /^\d+[A-Za-z]?\s+\S/.test(x));
  if (first < 0) {
    // "Tri-County Foods 19387 Hwy 287 N": the name run on into its street.
    const k = parts.findIndex((x) => splitNameStreet(x) !== null);
    const split = k >= 0 ? splitNameStreet(parts[k]!) : null;
    if (split) {
      parts.splice(k, 1, split.name, split.street);
      first = k + 1;
    }
  }
  if (first > 0) {
    set('company_name', parts.slice(0, first).join(', '), weight * 0.9);
    street = parts.slice(first).join(', ');
  } else if (first < 0 && /[A-Za-z]{2}/.test(street) && street.split(/\s+/).length <= 6) {
    // No street: what comes before the city is the place's name.
    set('company_name', street, weight * 0.85);
    street = '';
  }
  if (street && /^\d/.test(street)) set('address', street, weight);
  set('city', city, weight);
  set('state', m[2]!, weight);
  set('zipcode', m[3]!, weight);
  if (!stop.address && lines && cell) {
    // The street on the line above, in the same column.
    const idx = lines.findIndex((l) => l.cells.includes(cell));
    const above = lines[idx - 1]?.cells.find((c) => Math.abs(c.x0 - cell.x0) < 6);
    if (above && /^\d+\s+\S/.test(above.text)) set('address', above.text, weight * 0.9);
  }
}

/**
 * A stop's note read clause by clause: a clause that is only a label and its value
 * ("Commodity: Frozen peas.", "BOL 5512345.", "Ref R-7710.") fills that field, the other
 * clauses stay the instructions (null when none is left).
 */
export function labelledNoteClauses(note: string): {
  fields: Partial<Record<keyof RateconStop, string>>;
  rest: string | null;
} {
  const fields: Partial<Record<keyof RateconStop, string>> = {};
  const rest: string[] = [];
  const FIELD: Partial<Record<string, keyof RateconStop>> = {
    commodity: 'commodities',
    bol: 'bol_number',
    ref: 'reference_number',
    po: 'reference_number',
    confirmation: 'confirmation_number',
  };
  for (const clause of clausesOf([note])) {
    const c = clause.replace(/[.;]\s*$/, '').trim();
    const m = matchLabel(c);
    const key = m ? FIELD[m.field] : undefined;
    let value = m?.value.trim() ?? '';
    // "Commodity: Cardboard boxes, flat (18 pallets) Driver must …": the goods end at their
    // count in brackets; what follows is a remark.
    const counted = /^([A-Za-z][A-Za-z ,&'/-]{1,40}?)\s*\(\s*[^)]*\d[^)]*\)\s*(.*)$/.exec(value);
    let tail = '';
    if (key === 'commodities' && counted && fields.commodities === undefined) {
      value = counted[1]!.trim();
      // (The clause's own stop, taken off before the label was read, goes back on.)
      tail =
        counted[2]!.trim() === ''
          ? ''
          : `${counted[2]!.trim()}${/[.;]\s*$/.exec(clause)?.[0].trim() ?? ''}`;
    }
    const fits =
      key === 'commodities'
        ? /^[A-Za-z][A-Za-z ,&'/-]{1,40}$/.test(value)
        : /^[A-Z0-9][\w-]*\d[\w-]*$/i.test(value);
    if (key && fits && fields[key] === undefined) {
      fields[key] = key === 'commodities' ? cleanCommodity(value) : value;
      if (tail !== '') rest.push(tail);
      continue;
    }
    rest.push(clause.trim());
  }
  return { fields, rest: rest.length > 0 ? rest.join(' ') : null };
}
