import type { ExtractedStop } from '@fleet/contracts';
import type { Doc, LabelKind } from '../document';
import { extractFacts, type Fact } from './datetime';
import { findLocations } from './locations';

/**
 * Stops: the places of a posting, their order, pickup/delivery role and appointment.
 *
 * Each line is read as a sequence of events: role words ('Pickup:', 'PU', 'delivers', 'Dest'),
 * places and date/time facts. A fact belongs to the place it follows on its line; facts after a
 * role word with no place after it belong to that role's stop (first pickup, last delivery);
 * facts on a line with neither belong to the stop the previous line was about.
 */

type Role = 'PICKUP' | 'DELIVERY' | 'FINAL' | 'STOP';

interface StopDraft {
  key: string;
  cityState: string;
  role: Role | null;
  weakRole: Role | null;
  facts: Fact[];
}

interface RoleRef {
  role: Role | 'FIRST';
  facts: Fact[];
}

type Target = { stop: StopDraft } | { ref: RoleRef };

type Event = { cell: number } & (
  | { kind: 'role'; pos: number; end: number; role: Role }
  | { kind: 'place'; pos: number; end: number; cityState: string; weak: Role | null }
  | { kind: 'fact'; pos: number; end: number; fact: Fact }
);

/** Cells whose text is about someone or something else (contacts, posting metadata). */
const SKIP: ReadonlySet<LabelKind> = new Set([
  'header',
  'letterhead',
  'ignore',
  'company',
  'contact',
  'name',
  'phone',
  'fax',
  'deadheadDest',
]);

const LABEL_ROLE: Partial<Record<LabelKind, Role>> = {
  pickup: 'PICKUP',
  delivery: 'DELIVERY',
  final: 'FINAL',
  stop: 'STOP',
};

const ROLE_WORDS =
  /\b(?:(?<final>final(?:\s+(?:delivery|drop|stop|destination))?|destination|dest)|(?<pickup>pick(?:s|ing|ed)?[\s-]*ups?|pickups?|picks?|pu\s*#?\s*\d?|p\/u|loads?(?=\s+(?:in|on|at|out|from|tomorrow|today|tonight|tmrw|mon|tue|wed|thu|fri|sat|sun|jan|feb|mar|apr|jun|jul|aug|sep|oct|nov|dec|\d)|\s*\([A-Z]{2}\))|loading|origin|shipper|ship(?:s|ping)?(?=\s+(?:date|from|on|out|\d))|ready|avail(?:able)?|out\s+of)|(?<delivery>deliver(?:s|y|ies|ing|ed)?|del|(?<!\bdouble[\s-]*)drop(?:s|ping|ped)?(?:[\s-]*off)?(?!\s*(?:&|and|n|'n'?)\s*hook|[\s-]*(?:deck|trailers?|yard|lot)\b)|dropoff|consignee|receiver|unload(?:s|ing)?))\b/gi;

const TRUCK_POSTING =
  /\b(?:your|the\s+carrier'?s)\s+(?:truck|equipment)\s+post(?:ing)?s?\b|\byour\s+posted\s+(?:truck|equipment)\b|\bfor\s+your\s+truck\b/i;

const TRUCK_BEFORE =
  /\b(?:truck|trucks|empty|driver|i'?m|we'?re|currently|located|based|sitting|parked)\s+(?:is\s+|will\s+be\s+|would\s+be\s+|are\s+)?(?:empty\s+|available\s+|sitting\s+|currently\s+|located\s+|parked\s+)?(?:in|at|near|around|out\s+of)?\s*\(?\s*$/i;

function roleRank(role: Role | null): number {
  return role === 'PICKUP' ? 0 : role === 'FINAL' ? 2 : 1;
}

/** A pickup against a delivery (or a final stop), either way round. */
function opposite(a: Role | null, b: Role | null): boolean {
  return (
    (a === 'PICKUP' && (b === 'DELIVERY' || b === 'FINAL')) ||
    (b === 'PICKUP' && (a === 'DELIVERY' || a === 'FINAL'))
  );
}

function strong(role: Role | null): boolean {
  return role === 'PICKUP' || role === 'DELIVERY' || role === 'FINAL';
}

function compatible(a: Role | null, b: Role | null): boolean {
  if (!strong(a) || !strong(b)) return true;
  if (a === b) return true;
  return a !== 'PICKUP' && b !== 'PICKUP';
}

function keyOf(cityState: string): string {
  return cityState.toLowerCase().replace(/[^a-z,]/g, '');
}

export interface StopOptions {
  now: Date;
  truckLocation?: string;
}

export function extractStops(doc: Doc, options: StopOptions): ExtractedStop[] {
  const stops: StopDraft[] = [];
  const refs: RoleRef[] = [];
  const truckKey = options.truckLocation ? keyOf(options.truckLocation) : null;
  let carry: Target | null = null;
  // A lane line's places ('Fort Worth, TX → Oklahoma City, OK'): the lines of dates under it,
  // with no place or role of their own, are its stops' in turn (a card's pickup line, then its
  // drop line).
  let lane: StopDraft[] = [];
  // Stops named one a line with nothing else ('Origin: A' / 'Dest: B'): the lines of bare facts
  // under them ('Date: 12/1', 'Time: 6A-2P') are the pickup's (else the first's), as under a
  // route.
  let stacked: StopDraft[] = [];
  const timed = (facts: Fact[]) =>
    facts.some((f) => f.kind === 'date' || f.kind === 'time' || f.kind === 'window');

  const addFact = (target: Target, fact: Fact) => {
    if ('stop' in target) target.stop.facts.push(fact);
    else target.ref.facts.push(fact);
  };

  const placeStop = (cityState: string, role: Role | null): StopDraft => {
    const key = keyOf(cityState);
    const existing = stops.find((s) => s.key === key && compatible(s.role, role));
    if (existing) {
      if (role && (!existing.role || (existing.role === 'STOP' && strong(role))))
        existing.role = role;
      return existing;
    }
    const stop: StopDraft = { key, cityState, role, weakRole: null, facts: [] };
    stops.push(stop);
    return stop;
  };

  // A subject that summarizes the body's route gives its dates only when the body has none
  // ('Available Loads - Fri 11/20' over a list whose row says 11/23).
  const bodyDated = doc.lines.some(
    (l) => !l.emailHeader && !l.summary && /\b\d{1,2}\/\d{1,2}\b/.test(l.text),
  );
  for (const line of doc.lines) {
    // 'Load match for your truck posting #T-88120 (Van, Joliet IL, available 11/23)': a line
    // about the carrier's own truck names its place and day, not the load's.
    if (TRUCK_POSTING.test(line.text) && !line.cells.some((c) => c.label && LABEL_ROLE[c.label]))
      continue;
    const events: Event[] = [];
    for (const [ci, cell] of line.cells.entries()) {
      if (cell.label && SKIP.has(cell.label)) continue;
      const labelRole = cell.label ? LABEL_ROLE[cell.label] : undefined;
      if (labelRole)
        events.push({
          cell: ci,
          kind: 'role',
          pos: cell.start,
          end: cell.valueStart,
          role: labelRole,
        });
      const value = cell.value;
      const base = cell.valueStart;
      for (const m of value.matchAll(ROLE_WORDS)) {
        // 'UNLOAD (PU)', 'LOAD (CL)': a stop code in parentheses after a role word is that
        // word's code, not a second role.
        if (
          /\b(?:load|unload|pick\s*up|pickup|deliver(?:y)?|drop|stop)\s*\(\s*$/i.test(
            line.text.slice(Math.max(0, base + m.index - 16), base + m.index),
          ) &&
          /^\s*\)/.test(value.slice(m.index + m[0].length))
        )
          continue;
        const g = m.groups!;
        const role: Role = g.final ? 'FINAL' : g.pickup ? 'PICKUP' : 'DELIVERY';
        events.push({
          cell: ci,
          kind: 'role',
          pos: base + m.index,
          end: base + m.index + m[0].length,
          role,
        });
      }
      // A subject line's route summary is not a stop when the body names the stops.
      for (const place of line.summary ? [] : findLocations(value)) {
        const before = value.slice(0, place.start);
        const clause = before.slice(Math.max(before.search(/[^.!?;]*$/), 0));
        if (TRUCK_BEFORE.test(clause)) continue;
        // 'Loads near Erie, PA', '4 matches around Memphis, TN': the area searched, no stop.
        if (/\b(?:loads?|matches|results|lanes?)\s+(?:near|around|close\s+to)\s*$/i.test(clause))
          continue;
        if (
          truckKey &&
          keyOf(place.cityState) === truckKey &&
          /\b(?:truck|empty|driver)\b/i.test(clause)
        ) {
          continue;
        }
        const lead = before.slice(-12);
        const weak: Role | null = /\bfrom\s*$/i.test(lead)
          ? 'PICKUP'
          : /(?:\bto|\binto|->|>)\s*$/i.test(lead)
            ? 'DELIVERY'
            : null;
        events.push({
          cell: ci,
          kind: 'place',
          pos: base + place.start,
          end: base + place.end,
          cityState: place.cityState,
          weak,
        });
      }
      if (line.emailHeader && cell.label !== 'subject') continue;
      if (line.summary && bodyDated) continue;
      // 'call w/ Amber @ Keystone Freight 9:15a': a note of the call, its time the call's.
      if (CALL_NOTE.test(line.text) && !namesPlace(line.text)) continue;
      // 'Vessel: MSC … ETA Port Newark 19/11', 'Last free day at CFS: 27/11', 'cutoff 27 Nov':
      // the ship's and the terminal's days, not a stop's.
      if (
        (SHIP_LINE.test(line.text) ||
          OFFER_LINE.test(line.text) ||
          SHIP_NOTE.test(line.text.slice(cell.start, base) + value) ||
          DEADLINE_NOTE.test(line.text.slice(cell.start, base) + value)) &&
        !namesPlace(line.text)
      )
        continue;
      for (const fact of extractFacts(value, options.now, line.text.slice(0, base))) {
        const before = value.slice(0, fact.start);
        if (SHIP_NOTE_BEFORE.test(before) || POSTED_BEFORE.test(before)) continue;
        events.push({ cell: ci, kind: 'fact', pos: base + fact.start, end: base + fact.end, fact });
      }
    }
    // Role words inside a place name ('Del Rio, TX') are not events of their own.
    events.sort((a, b) => a.pos - b.pos || (a.kind === 'role' ? -1 : 1));
    const places = events.filter((e) => e.kind === 'place');
    const kept = events.filter(
      (e) => e.kind !== 'role' || !places.some((p) => p.pos <= e.pos && e.end <= p.end),
    );

    let target: Target | null = null;
    let open: RoleRef | null = null;
    let lastPlace: { stop: StopDraft; end: number; cell: number } | null = null;
    const pending: Fact[] = [];
    // 'Pueblo, CO -> Amarillo, TX | 12/04 | …': cells after a lane (two places, no role word)
    // are about its first place.
    let cellIndex = -1;
    let cellPlaces: StopDraft[] = [];
    let cellRoles = 0;
    // Facts read since the last place or role word, with the target each went to.
    let run: Array<{ fact: Fact; end: number; pos: number; target: Target }> = [];
    let runFrom = 0;
    // 'Ogden UT to Butte MT, thu 7a-11a': the first place of a route written as two places
    // joined by 'to', '->', '-' (a deadhead between them allowed): the facts after it are the
    // pickup's.
    let laneFrom: StopDraft | null = null;
    let laneStops: StopDraft[] = [];
    for (const e of kept) {
      if (e.cell !== cellIndex) {
        if (cellPlaces.length >= 2 && cellRoles === 0) target = { stop: cellPlaces[0]! };
        cellIndex = e.cell;
        cellPlaces = [];
        cellRoles = 0;
      }
      if (e.kind === 'role') {
        // 'Joplin, MO (14) TO: Tulsa, OK': a 'to' after a place joins a route.
        const connector: boolean =
          lastPlace !== null &&
          /^to\b/i.test(line.text.slice(e.pos, e.end + 1)) &&
          LANE_GAP.test(`${line.text.slice(lastPlace.end, e.pos)}to`);
        laneFrom = connector ? lastPlace!.stop : null;
        // '12/2 6am-10am pickup, delivers …', 'sunday noon pickup': facts that end their clause
        // with a role word are that role's, not the place's before them.
        let closing = closingRun(line.text, run, runFrom, e);
        // 'to Memphis TN Monday pick up at 1 PM': facts right before a role word the place they
        // follow cannot have (a place a route leads to, a pickup word) are that role's.
        const runStop = run.at(-1)?.target;
        if (
          closing.length === 0 &&
          runStop &&
          'stop' in runStop &&
          !runStop.stop.role &&
          opposite(runStop.stop.weakRole, e.role) &&
          /^\s*$/.test(line.text.slice(run.at(-1)!.end, e.pos))
        )
          closing = run.filter((r) => r.target === runStop);
        cellRoles++;
        // 'Dallas, TX pickup 12/03', 'Cincinnati, OH (drop 1)': a role word right after a place
        // names that place's role.
        // But not a role the route already gave the other way ('Tulsa OK to Waco TX picks up
        // Monday, delivers Tuesday', said in one breath): that is the load's pickup.
        if (
          lastPlace &&
          lastPlace.cell === e.cell &&
          /^\s*\(?\s*$/.test(line.text.slice(lastPlace.end, e.pos)) &&
          !opposite(lastPlace.stop.role ?? lastPlace.stop.weakRole, e.role)
        ) {
          const s = lastPlace.stop;
          if (!strong(s.role) || s.role === e.role) s.role = e.role;
          continue;
        }
        // 'Stop 2 Thu Dec 3 · 1:00 PM': the second place named, when there is one.
        const nth =
          e.role === 'STOP' ? /^stop\s*#?\s*(\d{1,2})\b/i.exec(line.text.slice(e.pos)) : null;
        const numbered = nth ? stops[Number(nth[1]) - 1] : undefined;
        if (numbered) {
          target = { stop: numbered };
          for (const f of pending.splice(0)) numbered.facts.push(f);
          open = null;
          run = [];
          runFrom = e.end;
          lastPlace = null;
          continue;
        }
        open = { role: e.role, facts: [] };
        refs.push(open);
        target = { ref: open };
        for (const f of pending.splice(0)) open.facts.push(f);
        for (const r of closing) {
          const from = 'stop' in r.target ? r.target.stop.facts : r.target.ref.facts;
          const at = from.indexOf(r.fact);
          if (at >= 0) from.splice(at, 1);
          open.facts.push(r.fact);
        }
        run = [];
        runFrom = e.end;
        lastPlace = null;
      } else if (e.kind === 'place') {
        const joined: StopDraft | null =
          lastPlace !== null && LANE_GAP.test(line.text.slice(lastPlace.end, e.pos))
            ? lastPlace.stop
            : laneFrom;
        laneFrom = null;
        // 'run ➜ memphis tn to jackson ms': a place that opens a route is its origin, whatever
        // arrow or 'to' led to it.
        if (joined && joined.weakRole === 'DELIVERY' && e.weak === 'DELIVERY')
          joined.weakRole = null;
        const stop = placeStop(e.cityState, open && open.role !== 'FIRST' ? open.role : null);
        if (open) {
          if (open.role !== 'FIRST') {
            if (!stop.role || (stop.role === 'STOP' && strong(open.role))) stop.role = open.role;
          }
          stop.facts.push(...open.facts.splice(0));
          open = null;
        } else if (e.weak && !stop.weakRole) stop.weakRole = e.weak;
        // 'monday we have a load going to Edison NJ from Columbus OH': the day said before a
        // lane written destination first waits for its origin.
        const fromLater =
          e.weak === 'DELIVERY' &&
          kept.some((x) => x.kind === 'place' && x.pos > e.pos && x.weak === 'PICKUP');
        if (!fromLater) for (const f of pending.splice(0)) stop.facts.push(f);
        target = { stop };
        if (joined && joined === laneStops.at(-1) && stop.facts.length === 0) {
          laneStops.push(stop);
          target = { stop: laneStops[0]! };
        } else if (
          joined &&
          joined !== stop &&
          joined.facts.length === 0 &&
          stop.facts.length === 0
        ) {
          target = { stop: joined };
          laneStops = [joined, stop];
        }
        lastPlace = { stop, end: e.end, cell: e.cell };
        cellPlaces.push(stop);
        run = [];
        runFrom = e.end;
      } else {
        if (target) {
          addFact(target, e.fact);
          run.push({ fact: e.fact, pos: e.pos, end: e.end, target });
        } else pending.push(e.fact);
        lastPlace = null;
        laneFrom = null;
      }
    }
    if (laneStops.length > 1 && target && 'stop' in target && target.stop === laneStops[0]) {
      lane = laneStops;
      carry = target;
      continue;
    }
    if (cellPlaces.length >= 2 && cellRoles === 0) {
      target = { stop: cellPlaces[0]! };
      lane = [...cellPlaces];
    } else if (kept.some((e) => e.kind !== 'fact')) lane = [];
    // 'Akron, OH  >  Erie, PA' over '12/03 09:00  >  12/04 FCFS': a line of facts cut
    // by the route's arrows gives each piece to the route's stop in its place.
    const arrows =
      lane.length > 1 && pending.length > 0 && !target
        ? [...line.text.matchAll(/\s(?:->|>|→|=>)\s/g)].map((m) => m.index)
        : [];
    if (arrows.length > 0 && arrows.length < lane.length) {
      for (const e of kept) {
        if (e.kind !== 'fact') continue;
        lane[arrows.filter((a) => a < e.pos).length]!.facts.push(e.fact);
      }
      pending.length = 0;
      carry = { stop: lane[arrows.length]! };
      continue;
    }
    const placesHere = kept.filter((e) => e.kind === 'place').length;
    const factsHere = kept.some((e) => e.kind === 'fact');
    if (placesHere === 1 && !factsHere && target && 'stop' in target) stacked.push(target.stop);
    else if (placesHere > 0 || kept.some((e) => e.kind === 'role')) stacked = [];
    if (
      pending.length > 0 &&
      !target &&
      placesHere === 0 &&
      stacked.length >= 2 &&
      carry &&
      'stop' in carry &&
      carry.stop === stacked.at(-1) &&
      stacked.every((s) => s.facts.length === 0)
    ) {
      // ('TO: B' written over 'FROM: A': the pickup's still.)
      carry = { stop: stacked.find((s) => s.role === 'PICKUP') ?? stacked[0]! };
      stacked = [];
    } else if (factsHere) stacked = [];
    if (pending.length > 0) {
      if (carry && 'stop' in carry && lane.length > 1 && timed(pending)) {
        // The lane's next stop when this one already has its day and time.
        const at = lane.indexOf(carry.stop);
        if (at >= 0 && at + 1 < lane.length && timed(carry.stop.facts))
          carry = { stop: lane[at + 1]! };
      }
      if (carry) for (const f of pending) addFact(carry, f);
      else refs.push({ role: 'FIRST', facts: pending.splice(0) });
    }
    if (target) carry = target;
  }

  movedStop(doc, stops);
  changedAppointment(doc, stops, options.now);
  return finishStops(stops, refs);
}

/**
 * A correction that moves a stop ('consignee moved it to their Gastonia, NC DC', "it's going to
 * New Braunfels, not San Antonio", 'delivery changed to Akron, OH instead of Canton, OH'): the
 * stop named before (or the delivery, the pickup for a shipper) takes the new place. The first
 * such line wins: an e-mail thread's newest message comes first.
 */
const MOVED =
  /\b(?:(?<who>consignee|receiver|delivery|drop|shipper|pickup|pick\s*up|load|it|they)\s+(?:has\s+|have\s+|was\s+|got\s+)?(?:moved|changed|switched|relocated)\s+(?:it\s+|to\s+|over\s+to\s+)?(?:to\s+)?|(?:going|delivering|delivers|goes|headed|picking\s+up|picks\s+up|loading|loads)\s+(?:to|in|at|out\s+of|from)\s+)(?:their\s+|the\s+|a\s+)?/gi;
const INSTEAD = /^[^.;]{0,30}?(?:,?\s*(?:not|instead\s+of|rather\s+than)\s+)/i;

/**
 * "going to New Braunfels, not San Antonio": a city named without its state against a stop's
 * city; the new city is in the old one's state.
 */
function bareCityCorrection(
  after: string,
  stops: StopDraft[],
): { stop: StopDraft; cityState: string } | null {
  const m =
    /^((?:St\.|\p{Lu}[\p{L}'-]*)(?:\s\p{Lu}[\p{L}'-]*){0,2}),?\s+(?:not|instead\s+of|rather\s+than)\s+((?:St\.|\p{Lu}[\p{L}'-]*)(?:\s\p{Lu}[\p{L}'-]*){0,2})\b(?!,?\s*[A-Z]{2}\b)/u.exec(
      after,
    );
  if (!m) return null;
  const old = m[2]!.toLowerCase();
  const stop = stops.find((s) => s.cityState.toLowerCase().startsWith(`${old},`));
  if (!stop) return null;
  return { stop, cityState: `${m[1]}, ${stop.cityState.slice(-2)}` };
}

/**
 * An appointment restated as a change ('delivery is now Wed 11/25 at 0900', 'pickup moved to
 * 11/24 10:00', 'PU pushed to Tuesday', 'delivery appt moved to 11/24 1400', 'consignee moved the
 * appointment to Tuesday 11/24 at 1:00 PM'): its date and time replace the ones the stop had. The
 * first such line wins (an e-mail thread's newest message comes first).
 */
const CHANGED_APPT =
  /\b(?<role>delivery|deliver|del|drop|consignee|receiver|pickup|pick\s*up|pu|shipper)(?:\s+(?:appt|appointment|time|date|window))?\s+(?:is\s+now|now|(?:has\s+been\s+|was\s+|got\s+|has\s+|have\s+)?(?:moved|changed|pushed|rescheduled|updated|bumped)(?:\s+(?:the|their|its|our)\s+(?:appt|appointment|time|window))?\s+(?:to|for|back\s+to|up\s+to))\s+/gi;

function changedAppointment(doc: Doc, stops: StopDraft[], now: Date): void {
  if (stops.length < 2) return;
  for (const line of doc.lines) {
    if (line.emailHeader || line.summary) continue;
    for (const m of line.text.matchAll(CHANGED_APPT)) {
      const start = m.index + m[0].length;
      const sentence = line.text.slice(start).split(/[.;!?](?:\s|$)/)[0]!;
      const facts = extractFacts(sentence, now, line.text.slice(0, start));
      const kinds = new Set(facts.map((f) => f.kind));
      if (!kinds.has('date') && !kinds.has('time') && !kinds.has('window')) continue;
      const pickup = /^(?:p|shipper)/i.test(m.groups!.role!);
      const target = pickup
        ? (stops.find((s) => (s.role ?? s.weakRole) === 'PICKUP') ?? stops[0])
        : stops.findLast((s) => (s.role ?? s.weakRole) !== 'PICKUP');
      if (!target) continue;
      const timed = kinds.has('time') || kinds.has('window');
      const kept = target.facts.filter(
        (f) =>
          !(f.kind === 'date' && kinds.has('date')) &&
          !(timed && (f.kind === 'time' || f.kind === 'window' || f.kind === 'fcfs')),
      );
      target.facts = [...facts, ...kept];
      return;
    }
  }
}

function movedStop(doc: Doc, stops: StopDraft[]): void {
  if (
    stops.length < 2 ||
    !/\b(?:moved|changed|switched|relocated|not|instead|rather)\b/i.test(doc.text)
  )
    return;
  for (const line of doc.lines) {
    if (line.emailHeader || line.summary) continue;
    for (const m of line.text.matchAll(MOVED)) {
      const after = line.text.slice(m.index + m[0].length);
      const bare = bareCityCorrection(after, stops);
      if (bare) {
        bare.stop.key = keyOf(bare.cityState);
        bare.stop.cityState = bare.cityState;
        return;
      }
      const to = findLocations(after)[0];
      if (!to || !/^[\p{L} ]{0,12}$/u.test(after.slice(0, to.start))) continue;
      const rest = after.slice(to.end);
      const instead = INSTEAD.exec(rest);
      const from = instead ? findLocations(rest.slice(instead[0].length))[0] : undefined;
      const moved = Boolean(m.groups?.who);
      if (!moved && !(from && from.start === 0)) continue;
      const pickupSide =
        /^(?:shipper|pickup|pick\s*up)$/i.test(m.groups?.who ?? '') ||
        /\b(?:picking|picks|loading|loads)\b/i.test(m[0]);
      const newKey = keyOf(to.cityState);
      const target =
        (from && stops.find((s) => s.key === keyOf(from.cityState))) ??
        (pickupSide
          ? stops.find((s) => s.key !== newKey && (s.role ?? s.weakRole) === 'PICKUP')
          : stops.findLast((s) => s.key !== newKey && (s.role ?? s.weakRole) !== 'PICKUP'));
      if (!target || target.key === newKey) continue;
      // The place as the correction names it, with the facts the old stop had.
      for (let i = stops.length - 1; i >= 0; i--) {
        const s = stops[i]!;
        if (s !== target && s.key === newKey) {
          target.facts.push(...s.facts);
          stops.splice(i, 1);
        }
      }
      target.key = newKey;
      target.cityState = to.cityState;
      return;
    }
  }
}

/** A dispatcher's note of a call ('call w/ Amber @ …', 'spoke with Dana 2:10p'). */
const CALL_NOTE = /^\s*(?:call(?:ed)?|spoke|talked|chatted)\s+(?:w\/|with|to)\s/i;
const SHIP_LINE = /\b(?:vessel|voy(?:age)?|ETD)\b/i;
/**
 * A bid's or a tender's deadline ('Quotes due: Fri 11/20 14:00', 'Award by: 16:00') and an offer
 * history's stamps ('You offered … $1,150  11/20 10:02').
 */
const DEADLINE_NOTE =
  /\b(?:(?:quotes?|bids?|offers?|responses?|tenders?|rfq)\s+(?:due|close[sd]?|deadline)|(?:respond|reply|award(?:ed)?|submit)\s+by|bid\s+deadline|(?:bidding|auction)\s+(?:closes|ends))\b/i;
const OFFER_LINE = /\b(?:you\s+offered|countered|bid\s+placed|last\s+bid)\b/i;
/**
 * A ship's, terminal's or ramp's day: the last free day, the earliest return (ERD) and the
 * cutoffs of a vessel, port, rail ramp or ingate give no stop a day.
 */
const SHIP_NOTE =
  /\b(?:last\s+free\s+day|LFD|ERD|earliest\s+return(?:\s+date)?|(?:vessel|cargo|doc(?:ument)?s?|port|rail|ramp|ingate|terminal)\s+cut-?off)\b/i;
/** The same note right before a fact in its clause ('…, Memphis, TN – ERD 11/24, rail cutoff 11/25'). */
const SHIP_NOTE_BEFORE = new RegExp(`${SHIP_NOTE.source}[^,;–—]{0,12}$`, 'i');
/** When the posting was made ('– posted 11/20 6:10 AM', 'as of 11/20'): no stop's day. */
const POSTED_BEFORE = /\b(?:posted|reposted|updated|as\s+of)\b[^,;–—|]{0,14}$/i;
/** Whether a line names a place (a call note that does is about the load). */
function namesPlace(text: string): boolean {
  return findLocations(text).length > 0;
}

/** What may stand between the two places of a route: a connector, a deadhead before it. */
const LANE_GAP =
  /^\s*,?\s*(?:\d{5}(?:-\d{4})?\s*)?(?:\(\s*\d{1,3}\s*(?:dh|mi)?\s*\)\s*)?(?:(?:going|headed|heading|moving|running|shipping|delivering)\s+(?:to|into)|bound\s+for|to|->|→|>{1,2}|-|–|—|=>)\s*$/i;

/**
 * The facts just before a role word that ends its clause ('12/2 6am-10am pickup,', 'noon
 * pickup.', '0900 appt pickup'): set apart from what came before by a comma or words (not
 * written right after a place), and nothing but spaces between them and the role word.
 */
function closingRun(
  text: string,
  run: Array<{ fact: Fact; end: number; pos: number; target: Target }>,
  runFrom: number,
  role: { pos: number; end: number },
): Array<{ fact: Fact; target: Target }> {
  const last = run.at(-1);
  // 'FCFS 8-4 at the shipper': 'at the' between the facts and the role word too.
  if (!last || !/^\s*(?:(?:at|@)\s+(?:the\s+)?)?$/i.test(text.slice(last.end, role.pos))) return [];
  if (!/^\s*(?:appt\b|appointment\b)?\s*(?:[,.;)]|\s-\s|—|$)/i.test(text.slice(role.end)))
    return [];
  let first = run.length - 1;
  while (
    first > 0 &&
    /^[\s,@]*(?:at|on)?[\s,@]*$/i.test(text.slice(run[first - 1]!.end, run[first]!.pos))
  )
    first--;
  if (/^\s*$/.test(text.slice(runFrom, run[first]!.pos))) return [];
  return run.slice(first);
}

function finishStops(drafts: StopDraft[], refs: RoleRef[]): ExtractedStop[] {
  const roleOf = (s: StopDraft): Role | null => s.role ?? s.weakRole;
  const anyPickup = drafts.some((s) => roleOf(s) === 'PICKUP');
  const ranked = drafts.map((s, i) => {
    const role = roleOf(s);
    let rank = roleRank(role);
    if (i === 0 && !anyPickup && (role === null || role === 'STOP')) rank = 0;
    if (i === 0 && role === null) rank = 0;
    return { s, rank, i };
  });
  ranked.sort((a, b) => a.rank - b.rank || a.i - b.i);
  const ordered = ranked.map((r) => ({
    draft: r.s,
    type: (r.rank === 0 ? 'PICKUP' : 'DELIVERY') as ExtractedStop['stopType'],
  }));

  for (const ref of refs) {
    if (ref.facts.length === 0) continue;
    let stop =
      ref.role === 'FIRST'
        ? ordered[0]
        : ref.role === 'PICKUP'
          ? ordered.find((o) => o.type === 'PICKUP')
          : ref.role === 'STOP'
            ? undefined
            : ordered.findLast((o) => o.type === 'DELIVERY');
    if (!stop) {
      if (
        ref.role === 'STOP' ||
        !ref.facts.some((f) => f.kind === 'date' || f.kind === 'time' || f.kind === 'window')
      ) {
        continue;
      }
      // Known times of a stop whose place is not known yet (a call: "it picks up tomorrow at 8").
      const type = ref.role === 'PICKUP' || ref.role === 'FIRST' ? 'PICKUP' : 'DELIVERY';
      stop = { draft: { key: '', cityState: '', role: null, weakRole: null, facts: [] }, type };
      if (type === 'PICKUP') ordered.unshift(stop);
      else ordered.push(stop);
    }
    stop.draft.facts.push(...ref.facts);
  }

  const out: ExtractedStop[] = [];
  for (const { draft, type } of ordered) {
    out.push(appointment(draft.cityState, type, draft.facts, out.at(-1)?.appointmentDate ?? null));
  }
  return out;
}

function appointment(
  cityState: string,
  stopType: ExtractedStop['stopType'],
  facts: Fact[],
  previousDate: string | null,
): ExtractedStop {
  const dates = facts.filter((f) => f.kind === 'date');
  const chosen = dates.find((f) => f.explicit) ?? dates[0];
  // 'delivers the next day' over a weekday said of something else ('quotes by Monday').
  const nextDay = facts.some((f) => f.kind === 'nextDay') && previousDate && !chosen?.explicit;
  let date = nextDay
    ? plusDays(previousDate!, 1)
    : (chosen?.date ?? (facts.some((f) => f.kind === 'sameDay') ? previousDate : null));
  // 'load monday 11/30 …, deliver tuesday': a weekday alone after an earlier stop's date is the
  // first such day on or after it, not the next one from today.
  if (chosen && !chosen.explicit && chosen.weekday && date && previousDate)
    while (date < previousDate) date = plusDays(date, 7);
  const window = facts.find((f) => f.kind === 'window');
  const time = facts.find((f) => f.kind === 'time');
  const fcfs = facts.some((f) => f.kind === 'fcfs');
  const stop: ExtractedStop = {
    cityState,
    stopType,
    appointmentType: 'APPT',
    appointmentDate: date ?? null,
    appointmentTime: null,
    appointmentWindowStart: null,
    appointmentWindowEnd: null,
  };
  if (window) {
    stop.appointmentType = 'FCFS';
    stop.appointmentWindowStart = window.from;
    stop.appointmentWindowEnd = window.to;
  } else if (fcfs) {
    stop.appointmentType = 'FCFS';
    if (time) {
      if (time.deadline) stop.appointmentWindowEnd = time.time;
      else stop.appointmentWindowStart = time.time;
    }
  } else if (time) {
    stop.appointmentTime = time.time;
  }
  return stop;
}

/** 'yyyy-MM-dd' plus whole days. */
function plusDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number);
  const next = new Date(Date.UTC(y!, m! - 1, d! + days));
  return next.toISOString().slice(0, 10);
}
