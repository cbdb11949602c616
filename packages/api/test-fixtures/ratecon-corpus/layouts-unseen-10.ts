/**
 * The eleventh held-out set of rate-confirmation layouts (issue 15), written after the five
 * layouts of layouts-unseen-9.ts were measured and moved to dev. Appended to the layout list
 * after them, so every earlier document keeps its seed. Written without looking at the
 * extractor; the looks follow kinds of sheets carriers receive (a placarded hazmat load, a team
 * expedite, a confirmation whose stops run over a page break, a Mexican 3PL's form with the
 * captions under the lines, a carrier copy with a driver dispatch sheet that shows no rates).
 * Broker, shipper and service names are made up.
 *
 * As in layouts.ts: whatever a layout does not print is nulled by its `hide`, so the expected
 * record holds only what the page shows.
 */

import { TERMS } from '../shared/pools';
import {
  DAYS,
  type Day,
  type FontName,
  fmtInt,
  fmtMoney,
  fmtPhone,
  fmtTime,
  LETTER,
  MONTHS,
  mdy,
  para,
  round2,
  table,
  wrap,
} from '../shared/surface';
import {
  broker,
  cityLine,
  dowOf,
  hhmm,
  lineCount,
  wrappedLines as lines,
  p2,
  rightIn as right,
  sameDay,
  hcolon as tColon,
  tempCtl,
  termsPage,
} from './layout-helpers';
import type { Layout } from './layouts';
import { person, phoneDigits, type TLoad, type TStop, total } from './model';

type Win = NonNullable<TStop['fcfs']>;

// ---- helpers -------------------------------------------------------------------------------------

/** `Nov 26, 2026`. */
const monDY = (d: Day) => `${MONTHS[d.m - 1]} ${d.d}, ${d.y}`;
/** `Thu Nov 26` (no year). */
const dowMonD = (d: Day) => `${DAYS[dowOf(d)]} ${MONTHS[d.m - 1]} ${d.d}`;
/** `Thu 11/26` (no year). */
const dowMD = (d: Day) => `${DAYS[dowOf(d)]} ${d.m}/${d.d}`;
/** `26-nov-2026`, as a Spanish-locale ERP prints it. */
const dMonLower = (d: Day) => `${p2(d.d)}-${(MONTHS[d.m - 1] ?? '').toLowerCase()}-${d.y}`;
/** `8:00 AM`, with `12:00 Noon`. */
const t12 = (h: number, m: number) => (h === 12 && m === 0 ? '12:00 Noon' : fmtTime(h, m, 'ampm'));
/** `8 AM`, `8:30 AM`, `noon`, `midnight`. */
function tShort(h: number, m: number): string {
  if (h === 12 && m === 0) return 'noon';
  if (h === 0 && m === 0) return 'midnight';
  const hh = h % 12 === 0 ? 12 : h % 12;
  return `${hh}${m ? `:${p2(m)}` : ''} ${h < 12 ? 'AM' : 'PM'}`;
}
const perMile = (t: TLoad) => (t.miles > 0 ? round2(t.linehaul / t.miles).toFixed(2) : '');

function equipLine(t: TLoad, van: string, reefer: string): string {
  return t.equipment === 'reefer' ? `${t.length}' ${reefer}` : `${t.length}' ${van}`;
}

/** A small stable number from the load's own order number (hide has no random generator). */
const pickBy = (t: TLoad, n: number) =>
  Number((t.order ?? '0').replace(/\D/g, '').slice(-3) || '0') % n;

// ---- Z1. Hazmat: a placarded dry-van load with a shipping-description block -----------------------

interface Haz {
  un: string;
  psn: string;
  cls: string;
  pg: string;
  erg: string;
  placard: string;
  pack: string;
  comm: string;
}
const HAZ: Haz[] = [
  {
    un: 'UN1263',
    psn: 'Paint',
    cls: '3',
    pg: 'II',
    erg: '128',
    placard: 'FLAMMABLE',
    pack: 'steel pails on pallets',
    comm: 'Paint and coatings, 5 gal pails',
  },
  {
    un: 'UN1760',
    psn: 'Corrosive liquid, n.o.s. (phosphoric acid solution)',
    cls: '8',
    pg: 'III',
    erg: '154',
    placard: 'CORROSIVE',
    pack: 'IBC totes',
    comm: 'Industrial cleaner in totes',
  },
  {
    un: 'UN1950',
    psn: 'Aerosols, flammable',
    cls: '2.1',
    pg: 'n/a',
    erg: '126',
    placard: 'FLAMMABLE GAS',
    pack: 'fibreboard cases',
    comm: 'Aerosol cans, cased',
  },
  {
    un: 'UN2794',
    psn: 'Batteries, wet, filled with acid',
    cls: '8',
    pg: 'n/a',
    erg: '154',
    placard: 'CORROSIVE',
    pack: 'shrink-wrapped pallets',
    comm: 'Lead-acid batteries',
  },
  {
    un: 'UN1133',
    psn: 'Adhesives',
    cls: '3',
    pg: 'III',
    erg: '128',
    placard: 'FLAMMABLE',
    pack: 'steel drums',
    comm: 'Adhesives in drums',
  },
];
const hazOf = (t: TLoad): Haz => HAZ[pickBy(t, HAZ.length)] ?? (HAZ[0] as Haz);

const hazmat: Layout = {
  id: 'hazmat-placard-sheet',
  title:
    'Hazmat dry-van confirmation: placard diamond in the header, a hazardous-materials shipping description block with a 24-hour emergency number, stops as boxes with a side tab, hazmat premium in the pay',
  modelledOn:
    'Chemical and industrial brokers booking placarded hazardous-materials loads with HM-endorsed carriers',
  page: LETTER,
  embedFonts: false,
  load: {
    broker: broker(
      'Piedmont Chemical Logistics, Inc.',
      '4100 Westinghouse Blvd, Suite 210',
      'Charlotte',
      'NC',
      '28273',
      'piedmontchemlog.com',
      '1094417',
      '7045550188',
    ),
    orderNumber: (r) => `PCL-${r.digits(6)}`,
    stops: [2, 3],
    fcfsShare: 0.35,
    reeferShare: 0,
    accessorialShare: 0.4,
  },
  hide(t) {
    const h = hazOf(t);
    for (const st of t.stops) {
      st.email = null;
      if (st.commodity) st.commodity = h.comm;
    }
    t.accessorials.unshift({ label: 'Hazmat premium', amount: 150 });
  },
  draw(s, t, rng) {
    const m = 36;
    const W = s.width - 2 * m;
    const F: FontName = 'sans';
    const B: FontName = 'sans-bold';
    const red = '#c0121b';
    const h = hazOf(t);
    // Header with a placard diamond.
    s.text(t.broker.name, m, 28, { font: B, size: 16 });
    s.text(`${t.broker.street} · ${t.broker.city}, ${t.broker.state} ${t.broker.zip}`, m, 48, {
      font: F,
      size: 8,
    });
    s.text(
      `MC ${t.broker.mc} · Fax ${fmtPhone(t.broker.fax, 'paren')} · Registered with PHMSA`,
      m,
      58,
      {
        font: F,
        size: 8,
      },
    );
    const cx = m + W - 28;
    const cy = 46;
    const r = 24;
    s.line(cx, cy - r, cx + r, cy, 1.6, red);
    s.line(cx + r, cy, cx, cy + r, 1.6, red);
    s.line(cx, cy + r, cx - r, cy, 1.6, red);
    s.line(cx - r, cy, cx, cy - r, 1.6, red);
    s.text(h.cls, cx - 20, cy + 8, { font: B, size: 10, align: 'center', width: 40, color: red });
    s.text(h.placard.split(' ')[0] ?? '', cx - 20, cy - 6, {
      font: B,
      size: 5.5,
      align: 'center',
      width: 40,
      color: red,
    });
    right(s, 'RATE CONFIRMATION', m, 24, W - 64, { font: B, size: 13 });
    right(s, 'Hazardous Materials Load — Placards Required', m, 41, W - 64, {
      font: B,
      size: 8.5,
      color: red,
    });
    s.line(m, 76, m + W, 76, 2, red);
    // Load information (left) and carrier (right).
    let y = 84;
    const lw = W * 0.44;
    const rx = m + lw + 12;
    const rw = W - lw - 12;
    const info: Array<[string, string]> = [
      ['Load #', t.order ?? ''],
      ['Date', monDY(t.issued)],
      ['Customer PO', t.po ?? ''],
      ['BOL #', t.bol ?? ''],
      ['Reference', t.ref ?? ''],
      ['Loaded miles', fmtInt(t.miles)],
    ];
    s.rect(m, y, lw, 12, { fill: '#e8e8e8' });
    s.text('LOAD INFORMATION', m + 4, y + 2.5, { font: B, size: 7.5 });
    let iy = y + 17;
    for (const [k, v] of info) {
      if (!v) continue;
      s.text(`${k}:`, m + 4, iy, { font: F, size: 8.5 });
      s.text(v, m + 80, iy, { font: B, size: 8.5 });
      iy += 11.5;
    }
    const c = t.carrier;
    s.rect(rx, y, rw, 12, { fill: '#e8e8e8' });
    s.text('CARRIER', rx + 4, y + 2.5, { font: B, size: 7.5 });
    const cy2 = lines(
      s,
      [
        c.name ?? '',
        `MC# ${c.mc} · USDOT# ${c.dot} · Hazmat safety permit on file`,
        `Dispatch: ${c.dispatcher}  ${fmtPhone(c.dispatchPhone, 'paren')}`,
        c.driver
          ? `Driver (HM endorsed): ${c.driver}${c.driverPhone ? ` · Cell ${fmtPhone(c.driverPhone, 'paren')}` : ''}`
          : 'Driver: to be named before dispatch (CDL with H or X endorsement)',
        [c.truck ? `Truck # ${c.truck}` : '', c.trailer ? `Trailer # ${c.trailer}` : '']
          .filter(Boolean)
          .join(' · '),
        `Equipment: ${equipLine(t, 'dry van, placarded', 'reefer')}`,
      ],
      rx + 4,
      y + 17,
      rw - 8,
      { font: F, size: 8.5 },
    );
    y = Math.max(iy, cy2) + 8;
    // Hazardous materials block.
    const hzTop = y;
    s.text('HAZARDOUS MATERIALS — SHIPPING DESCRIPTION', m + 6, y + 5, {
      font: B,
      size: 8.5,
      color: red,
    });
    right(s, '49 CFR 172.202', m, y + 6, W - 6, { font: F, size: 7, color: '#666666' });
    y = table(
      s,
      m + 6,
      y + 18,
      [
        { header: 'UN/NA No.', width: 58 },
        { header: 'Proper shipping name', width: 170 },
        { header: 'Class', width: 38 },
        { header: 'PG', width: 32 },
        { header: 'Packaging', width: 110 },
        { header: 'Gross wt (lbs)', width: W - 12 - 408, align: 'right' },
      ],
      [[h.un, h.psn, h.cls, h.pg, h.pack, fmtInt(t.weight ?? 0)]],
      { size: 8, grid: true, headerFill: '#fbe3e4', padding: 3 },
    );
    y += 5;
    const ccn = rng.digits(6);
    y = lines(
      s,
      [
        `Placards: ${h.placard} (4 sides) · ERG guide ${h.erg} · RQ: no · Marine pollutant: no`,
        `24-hour emergency response: CHEMTREC 1-800-424-9300 (CCN${ccn}). Shipping papers within reach of the driver at all times.`,
      ],
      m + 6,
      y,
      W - 12,
      { font: F, size: 8 },
    );
    s.rect(m, hzTop, W, y - hzTop + 4, { stroke: red, lineWidth: 1.4 });
    y += 14;
    // Stops.
    for (const st of t.stops) {
      const pick = st.type === 'Pickup';
      const tab = pick ? `PICK UP #${st.n}` : `DELIVERY #${st.n}`;
      const loc = [
        st.company ?? '',
        st.street ?? '',
        cityLine(st),
        st.phone ? `Ph: ${fmtPhone(st.phone, 'paren')}` : '',
      ];
      const sched: string[] = [];
      if (st.appt) {
        sched.push(`Date: ${monDY(st.appt.day)}`);
        sched.push(`Appointment: ${t12(st.appt.h, st.appt.m)}`);
      } else if (st.fcfs) {
        const w = st.fcfs;
        if (sameDay(w.start, w.end)) {
          sched.push(`Date: ${monDY(w.start)}`);
          sched.push(`FCFS: ${t12(w.sh, w.sm)} to ${t12(w.eh, w.em)}`);
        } else {
          sched.push(`FCFS from ${monDY(w.start)} ${t12(w.sh, w.sm)}`);
          sched.push(`until ${monDY(w.end)} ${t12(w.eh, w.em)}`);
        }
      }
      const nums = [
        st.conf ? `${pick ? 'PU #' : 'Delivery #'}: ${st.conf}` : '',
        st.bol ? `BOL #: ${st.bol}` : '',
        st.ref ? `Ref #: ${st.ref}` : '',
      ];
      const extra = [
        st.commodity
          ? `Commodity: ${st.commodity} — HM (${h.un}), ${st.pallets} pallets`
          : pick
            ? ''
            : 'Commodity: see pick up',
        st.instructions ? `Instructions: ${st.instructions}` : '',
      ];
      const tw = 62;
      const colW = (W - tw - 16) / 3;
      const top = Math.max(
        lineCount(s, loc, colW, F, 8.3),
        lineCount(s, sched, colW, F, 8.3),
        lineCount(s, nums, colW, F, 8.3),
      );
      const bh = top * 10.5 + lineCount(s, extra, W - tw - 12, F, 8.3) * 10.5 + 12;
      if (y + bh > s.height - 40) {
        s.newPage();
        s.text(`${t.broker.name} — Load ${t.order} (continued)`, m, 34, { font: B, size: 9 });
        y = 52;
      }
      s.rect(m, y, W, bh, { stroke: '#666666', lineWidth: 0.7 });
      s.rect(m, y, tw, bh, { fill: pick ? '#dfe8f1' : '#eef1df' });
      for (const [i, word] of tab.split(' ').entries())
        s.text(word, m + 4, y + 6 + i * 11, { font: B, size: 8.3 });
      const x0 = m + tw + 6;
      lines(s, loc, x0, y + 5, colW, { font: F, size: 8.3 });
      lines(s, sched, x0 + colW + 2, y + 5, colW, { font: F, size: 8.3 });
      lines(s, nums, x0 + 2 * (colW + 2), y + 5, colW, { font: F, size: 8.3 });
      lines(s, extra, x0, y + 5 + top * 10.5 + 2, W - tw - 12, { font: F, size: 8.3 });
      y += bh + 6;
    }
    // Pay (left) and load manager (right).
    const pay: Array<[string, number]> = [['Line Haul', t.linehaul]];
    if (t.fuel !== null) pay.push(['Fuel Surcharge', t.fuel]);
    for (const a of t.accessorials) pay.push([a.label, a.amount]);
    const ph = pay.length * 12 + 38;
    if (y + ph + 50 > s.height - 30) {
      s.newPage();
      s.text(`${t.broker.name} — Load ${t.order} (continued)`, m, 34, { font: B, size: 9 });
      y = 52;
    }
    y += 4;
    const pw = W * 0.46;
    s.rect(m, y, pw, ph, { stroke: '#000000', lineWidth: 0.8 });
    s.text('CARRIER PAY', m + 5, y + 5, { font: B, size: 8.5 });
    let py = y + 19;
    for (const [k, v] of pay) {
      s.text(k, m + 5, py, { font: F, size: 8.5 });
      right(s, fmtMoney(v), m, py, pw - 6, { font: F, size: 8.5 });
      py += 12;
    }
    s.line(m + 5, py, m + pw - 5, py, 0.6);
    s.text('Total Carrier Pay', m + 5, py + 4, { font: B, size: 9 });
    right(s, fmtMoney(total(t)), m, py + 4, pw - 6, { font: B, size: 9 });
    const mx = m + pw + 14;
    const mw = W - pw - 14;
    s.text('YOUR LOAD MANAGER', mx, y + 5, { font: B, size: 8.5 });
    lines(
      s,
      [
        t.broker.contact,
        `Direct: ${fmtPhone(t.broker.phone ?? '', 'dash', t.broker.phoneExt)}`,
        t.broker.email ?? '',
        'Spill or release: call CHEMTREC first, then your load manager.',
      ],
      mx,
      y + 19,
      mw,
      { font: F, size: 8.5 },
    );
    y += ph + 16;
    if (y < s.height - 30)
      s.text('Accepted by carrier: ______________________________   Date: ____________', m, y, {
        font: F,
        size: 8.5,
      });
    // Page 2: hazmat requirements and terms.
    s.newPage();
    s.text('HAZARDOUS MATERIALS REQUIREMENTS AND TERMS', m, 36, { font: B, size: 11 });
    let ty = 56;
    for (const [i, term] of [
      'Carrier certifies that it holds a current USDOT hazardous materials safety permit where required and that the driver holds a valid CDL with hazmat endorsement and current hazmat training (49 CFR 172.704).',
      'Placards must be displayed on all four sides of the trailer before leaving the shipper. Missing placards found at delivery may result in a $500.00 chargeback.',
      'The trailer may not be left unattended on a public road or shoulder. Parking must follow 49 CFR 397.7. Routing must avoid restricted tunnels and bridges.',
      'A leak, spill or release must be reported at once to the emergency response number on page 1 and to the broker. Clean-up costs caused by carrier negligence are the carrier’s.',
      ...TERMS.slice(0, 7),
    ].entries()) {
      ty = para(s, `${i + 1}. ${term}`, m, ty, W, { font: F, size: 8 }) + 4;
    }
  },
};

// ---- Z2. Team expedite: hot load, two drivers, deadlines, pay with a per-mile note ---------------

const teamExpedite: Layout = {
  id: 'team-expedite-hot',
  title:
    'Team expedited confirmation: dark banner and a "hot load" strip, trip facts in four columns, a stop grid with no-later-than deadlines and dates without year, a pay table with basis, the carrier and both team drivers at the foot',
  modelledOn:
    'Expedite desks of US brokers booking team trucks for time-critical (automotive line-down) freight',
  page: LETTER,
  embedFonts: true,
  load: {
    broker: broker(
      'Keystone Expedite Brokerage LLC',
      '2200 Market St, Suite 5',
      'Camp Hill',
      'PA',
      '17011',
      'keystonexpedite.com',
      '1150362',
      '7175550142',
    ),
    orderNumber: (r) => `X${r.digits(6)}`,
    stops: [2, 4],
    fcfsShare: 0.3,
    reeferShare: 0.35,
    accessorialShare: 0.6,
  },
  hide(t) {
    for (const st of t.stops) st.email = null;
  },
  draw(s, t, rng) {
    const m = 32;
    const W = s.width - 2 * m;
    const F: FontName = 'condensed';
    const B: FontName = 'condensed-bold';
    const orange = '#e06a00';
    s.rect(0, 0, s.width, 58, { fill: '#1d2733' });
    s.text(t.broker.name, m, 14, { font: B, size: 15, color: '#ffffff' });
    s.text(
      `${t.broker.street}, ${t.broker.city}, ${t.broker.state} ${t.broker.zip}   MC ${t.broker.mc}`,
      m,
      35,
      { font: F, size: 8, color: '#cfd6de' },
    );
    right(s, 'EXPEDITE LOAD CONFIRMATION', m, 16, W, { font: B, size: 12, color: '#ffffff' });
    right(s, `Trip # ${t.order}`, m, 34, W, { font: B, size: 10, color: '#ffb36b' });
    s.rect(0, 58, s.width, 16, { fill: orange });
    s.text('HOT LOAD · TEAM SERVICE REQUIRED · NO STOPS EN ROUTE · TRACKING MANDATORY', m, 61.5, {
      font: B,
      size: 8.5,
      color: '#ffffff',
    });
    let y = 84;
    s.text(
      `24/7 expedite desk: ${t.broker.contact} · ${fmtPhone(t.broker.phone ?? '', 'dot', t.broker.phoneExt)} · ${t.broker.email ?? ''}`,
      m,
      y,
      { font: B, size: 8.5 },
    );
    y += 16;
    const transit = Math.max(8, Math.round(t.miles / 48));
    const facts: Array<[string, string]> = [
      ['Tendered', `${mdy(t.issued)} ${p2(rng.int(6, 20))}${p2(rng.pick([0, 12, 27, 45]))} ET`],
      ['Loaded miles', fmtInt(t.miles)],
      ['Transit allowed', `${transit} hrs`],
      ['Team required', 'YES'],
      ['Customer PO', t.po ?? '—'],
      ['BOL', t.bol ?? '—'],
      ['Reference', t.ref ?? '—'],
      ['Weight', `${fmtInt(t.weight ?? 0)} lb`],
      [
        'Equipment',
        t.equipment === 'reefer' ? `${t.length}' reefer` : `${t.length}' dry van (air ride)`,
      ],
      [
        'Temp',
        t.equipment === 'reefer'
          ? `${t.temp}°F ${tempCtl(t, 'continuous', 'start/stop OK')}`
          : 'n/a',
      ],
      ['Hazmat', 'No'],
      ['Service', 'Line-down / critical'],
    ];
    const cw = W / 4;
    for (const [i, [k, v]] of facts.entries()) {
      const x = m + (i % 4) * cw;
      const yy = y + Math.floor(i / 4) * 24;
      s.text(k.toUpperCase(), x, yy, { font: F, size: 6.5, color: '#666666' });
      s.text(v, x, yy + 8, { font: B, size: 9 });
    }
    y += Math.ceil(facts.length / 4) * 24 + 6;
    s.line(m, y, m + W, y, 0.8, '#1d2733');
    y += 8;
    // Stop grid.
    const sched = (st: TStop): string => {
      const pick = st.type === 'Pickup';
      if (st.appt) {
        const when = `${dowMD(st.appt.day)} ${hhmm(st.appt.h, st.appt.m)}`;
        return pick ? `Load appt ${when}` : `Deliver NLT ${when}`;
      }
      if (!st.fcfs) return '';
      const w = st.fcfs;
      return sameDay(w.start, w.end)
        ? `FCFS ${dowMD(w.start)} ${hhmm(w.sh, w.sm)}–${hhmm(w.eh, w.em)}`
        : `FCFS ${dowMD(w.start)} ${hhmm(w.sh, w.sm)} – ${dowMD(w.end)} ${hhmm(w.eh, w.em)}`;
    };
    const rows = t.stops.map((st) => [
      String(st.n),
      st.type === 'Pickup' ? 'LOAD' : 'UNLOAD',
      [st.company, st.street, cityLine(st), st.phone ? `Tel ${fmtPhone(st.phone, 'dash')}` : '']
        .filter(Boolean)
        .join('\n'),
      sched(st),
      [
        st.conf ? `${st.type === 'Pickup' ? 'PU#' : 'DEL#'} ${st.conf}` : '',
        st.bol ? `BOL ${st.bol}` : '',
        st.ref ? `REF ${st.ref}` : '',
        st.commodity ? `Cmdty: ${st.commodity}` : '',
      ]
        .filter(Boolean)
        .join('\n'),
    ]);
    y = table(
      s,
      m,
      y,
      [
        { header: '#', width: 20 },
        { header: 'Action', width: 46 },
        { header: 'Facility', width: 190 },
        { header: 'Schedule (local time)', width: 128 },
        { header: 'Numbers', width: W - 384 },
      ],
      rows,
      { font: F, bold: B, size: 8.2, headerFill: '#dfe3e8', padding: 3.5, zebra: '#f6f7f9' },
    );
    y += 6;
    const notes = t.stops.filter((st) => st.instructions);
    if (notes.length) {
      s.text('STOP NOTES', m, y, { font: B, size: 8 });
      y += 11;
      for (const st of notes)
        y = para(s, `Stop ${st.n}: ${st.instructions}`, m + 8, y, W - 8, { font: F, size: 8 }) + 1;
      y += 4;
    }
    // Pay table.
    const payRows: string[][] = [
      [
        'Team linehaul',
        `flat, about $${perMile(t)} per loaded mile x ${fmtInt(t.miles)} mi`,
        fmtMoney(t.linehaul, { symbol: false }),
      ],
    ];
    if (t.fuel !== null)
      payRows.push([
        'Fuel surcharge',
        'per trip, DOE national average',
        fmtMoney(t.fuel, { symbol: false }),
      ]);
    for (const a of t.accessorials)
      payRows.push([
        a.label === 'Stop-off' ? 'Stop-off pay' : a.label,
        a.label === 'Stop-off' ? 'extra stop, pre-approved' : 'pre-approved',
        fmtMoney(a.amount, { symbol: false }),
      ]);
    const payH = (payRows.length + 2) * 14 + 14;
    if (y + payH + 110 > s.height - 30) {
      s.newPage();
      y = 36;
    }
    y = table(
      s,
      m,
      y,
      [
        { header: 'Pay item', width: 150 },
        { header: 'Basis', width: W - 250 },
        { header: 'USD', width: 100, align: 'right' },
      ],
      [
        ...payRows,
        {
          span: 'TOTAL CARRIER PAY (USD)',
          bold: true,
          right: fmtMoney(total(t), { symbol: false }),
        },
      ],
      { font: F, bold: B, size: 8.5, headerFill: '#dfe3e8', padding: 3 },
    );
    y += 10;
    // Carrier and team at the foot.
    const c = t.carrier;
    const co = c.driver ? person(rng) : null;
    const coPhone = phoneDigits(rng);
    const foot = [
      `${c.name ?? ''} · MC ${c.mc} · DOT ${c.dot}`,
      `Dispatch: ${c.dispatcher}, ${fmtPhone(c.dispatchPhone, 'dash')}`,
      c.driver
        ? `Lead driver: ${c.driver}${c.driverPhone ? ` — cell ${fmtPhone(c.driverPhone, 'dash')}` : ''}`
        : 'Team drivers: names and cells due at dispatch',
      co ? `Co-driver: ${co} — cell ${fmtPhone(coPhone, 'dash')}` : '',
      [c.truck ? `Tractor ${c.truck}` : '', c.trailer ? `Trailer ${c.trailer}` : '']
        .filter(Boolean)
        .join(' · '),
    ].filter(Boolean);
    const fh = foot.length * 11 + 20;
    s.rect(m, y, W, fh, { stroke: '#1d2733', lineWidth: 1 });
    s.rect(m, y, 110, fh, { fill: '#1d2733' });
    s.text('CARRIER &', m + 8, y + 8, { font: B, size: 9, color: '#ffffff' });
    s.text('TEAM', m + 8, y + 20, { font: B, size: 9, color: '#ffffff' });
    lines(s, foot, m + 120, y + 8, W - 128, { font: F, size: 8.5 });
    y += fh + 10;
    y = para(
      s,
      'Check calls every 2 hours and at every state line; both drivers must log on the tracking app before loading. Any delay against a deadline above must be called in to the desk at once: a missed deadline without a call may be paid at the standard (non-expedite) rate.',
      m,
      y,
      W,
      { font: F, size: 7.8 },
    );
    y += 8;
    if (y < s.height - 30)
      s.text('Carrier signature ____________________________   Date __________', m, y, {
        font: F,
        size: 8.5,
      });
    termsPage(s, 'EXPEDITE TERMS AND CONDITIONS', F, 40);
  },
};

// ---- Z3. Stops that run over the page break ------------------------------------------------------

const overflow: Layout = {
  id: 'stops-run-over-page',
  title:
    'Word-style confirmation with a long requirements section, stops as label rows that run over the page break (a stop split across pages under "continued"), pay and signature on page 2, terms page',
  modelledOn:
    'Mid-size US brokers whose confirmation template carries a page of carrier requirements before the stops',
  page: LETTER,
  embedFonts: false,
  load: {
    broker: broker(
      'Great Lakes Freight Partners, LLC',
      '600 W Jackson Blvd, Suite 450',
      'Chicago',
      'IL',
      '60661',
      'glfreightpartners.com',
      '993408',
      '3125550166',
    ),
    orderNumber: (r) => `GLF${r.digits(7)}`,
    stops: [3, 4],
    fcfsShare: 0.4,
    reeferShare: 0.5,
  },
  hide(t) {
    t.carrier.driverPhone = null;
  },
  draw(s, t) {
    const m = 54;
    const W = s.width - 2 * m;
    const F: FontName = 'serif';
    const B: FontName = 'serif-bold';
    const I: FontName = 'serif-italic';
    const bottom = s.height - 64;
    let page = 1;
    const footer = (more: boolean) => {
      s.line(m, s.height - 48, m + W, s.height - 48, 0.5, '#777777');
      s.text(`Load ${t.order} — page ${page}`, m, s.height - 42, { font: F, size: 8 });
      if (more) right(s, 'continued on next page', m, s.height - 42, W, { font: I, size: 8 });
    };
    const nextPage = () => {
      footer(true);
      s.newPage();
      page++;
      s.text(t.broker.name, m, 36, { font: B, size: 10 });
      right(s, `Load Confirmation ${t.order}`, m, 36, W, { font: F, size: 9 });
      s.line(m, 50, m + W, 50, 0.5);
      return 62;
    };
    // Letterhead.
    s.text(t.broker.name, m, 40, { font: B, size: 17 });
    s.text(`${t.broker.street}  |  ${t.broker.city}, ${t.broker.state} ${t.broker.zip}`, m, 62, {
      font: F,
      size: 9,
    });
    s.text(`MC ${t.broker.mc}  |  Fax ${fmtPhone(t.broker.fax, 'dash')}`, m, 74, {
      font: F,
      size: 9,
    });
    s.line(m, 90, m + W, 90, 1.2);
    s.text('CARRIER LOAD CONFIRMATION', m, 98, { font: B, size: 13, align: 'center', width: W });
    let y = 120;
    y = table(
      s,
      m,
      y,
      [
        { header: 'Load Number', width: W / 5 },
        { header: 'Date', width: W / 5 },
        { header: 'Customer PO', width: W / 5 },
        { header: 'BOL Number', width: W / 5 },
        { header: 'Reference #', width: W / 5 },
      ],
      [[t.order ?? '', mdy(t.issued), t.po ?? '', t.bol ?? '', t.ref ?? '']],
      { font: F, bold: B, size: 9, grid: true, padding: 3.5 },
    );
    y += 12;
    // Broker contact and carrier, two columns of label rows.
    const c = t.carrier;
    const colW = (W - 20) / 2;
    s.text('Broker Contact', m, y, { font: B, size: 10 });
    s.text('Carrier', m + colW + 20, y, { font: B, size: 10 });
    y += 14;
    const leftRows: Array<[string, string]> = [
      ['Name:', t.broker.contact],
      ['Phone:', fmtPhone(t.broker.phone ?? '', 'paren', t.broker.phoneExt)],
      ['Email:', t.broker.email ?? ''],
    ];
    const rightRows: Array<[string, string]> = [
      ['Name:', c.name ?? ''],
      ['MC / DOT:', `${c.mc} / ${c.dot}`],
      ['Dispatcher:', `${c.dispatcher} ${fmtPhone(c.dispatchPhone, 'paren')}`],
      ['Driver:', c.driver ?? 'TBD'],
      ['Truck / Trailer:', `${c.truck ?? 'TBD'} / ${c.trailer ?? 'TBD'}`],
    ];
    let ly = y;
    for (const [k, v] of leftRows) {
      s.text(k, m, ly, { font: F, size: 9.5 });
      s.text(v, m + 50, ly, { font: F, size: 9.5 });
      ly += 13;
    }
    let ry = y;
    for (const [k, v] of rightRows) {
      s.text(k, m + colW + 20, ry, { font: F, size: 9.5 });
      s.text(v, m + colW + 100, ry, { font: F, size: 9.5 });
      ry += 13;
    }
    y = Math.max(ly, ry) + 8;
    s.text('Equipment and Load', m, y, { font: B, size: 10 });
    y += 14;
    const eq = [
      `Equipment: ${t.equipment === 'reefer' ? `Reefer, ${t.length} ft` : `Dry Van, ${t.length} ft`}`,
      t.equipment === 'reefer'
        ? `Temperature: ${t.temp} degrees F, ${tempCtl(t, 'continuous', 'cycle')}`
        : '',
      `Total Weight: ${fmtInt(t.weight ?? 0)} lbs`,
      `Miles: ${fmtInt(t.miles)}`,
    ].filter(Boolean);
    s.text(eq.join('     '), m, y, { font: F, size: 9.5 });
    y += 20;
    // Requirements, a long block before the stops.
    s.text('Carrier Requirements', m, y, { font: B, size: 10 });
    y += 14;
    const reqs = [
      'Tracking: the driver must accept the tracking link sent to the cell phone on file before arriving at the first stop. Loads not tracked may be assessed a $150.00 service fee.',
      'Check calls: call or e-mail on loading, on each arrival and departure, and by 10:00 each morning in transit. Late or missed check calls may delay payment.',
      'Appointments: arrive 30 minutes before a scheduled appointment. A missed appointment must be reported before the appointment time; reschedule fees charged by the receiver ($100.00 to $250.00) may be passed through to the carrier.',
      'Detention after 2 hours free time at $40.00 per hour, layover $150.00, TONU $100.00, only with prior approval and signed in and out times.',
      'Seals: record the seal number on the bill of lading; do not break a seal unless the receiver asks. Report any shortage, overage or damage before leaving the dock.',
      t.equipment === 'reefer'
        ? 'Reefer: pre-cool the trailer to the set temperature before loading and send a download of the unit on request. Pulp temperatures must be noted on the bill of lading.'
        : 'Van: the trailer must be clean, dry and free of odors, with no holes in the roof or floor. Load locks or straps must be used to secure partial loads.',
    ];
    for (const r of reqs) {
      y = para(s, `•  ${r}`, m + 6, y, W - 6, { font: F, size: 9, leading: 11 }) + 3;
    }
    y += 8;
    // Stops: label rows, each row may fall onto the next page.
    s.text('Stops', m, y, { font: B, size: 11 });
    y += 16;
    const labelW = 110;
    for (const st of t.stops) {
      const pick = st.type === 'Pickup';
      const head = `Stop ${st.n} of ${t.stops.length}: ${pick ? 'Pick Up' : 'Drop Off'}`;
      const when = (): Array<[string, string]> => {
        if (st.appt)
          return [
            ['Date:', mdy(st.appt.day)],
            ['Appointment:', tColon(st.appt.h, st.appt.m)],
          ];
        if (!st.fcfs) return [];
        const w = st.fcfs;
        return sameDay(w.start, w.end)
          ? [
              ['Date:', mdy(w.start)],
              ['Hours (FCFS):', `${tColon(w.sh, w.sm)} - ${tColon(w.eh, w.em)}`],
            ]
          : [
              [
                'Hours (FCFS):',
                `${mdy(w.start)} ${tColon(w.sh, w.sm)} - ${mdy(w.end)} ${tColon(w.eh, w.em)}`,
              ],
            ];
      };
      const rows: Array<[string, string]> = [
        ['Location:', st.company ?? ''],
        ['Address:', st.street ?? ''],
        ['', cityLine(st)],
        ['Phone:', st.phone ? fmtPhone(st.phone, 'dash') : ''],
        ['Email:', st.email ?? ''],
        ...when(),
        [pick ? 'Pickup #:' : 'Delivery #:', st.conf ?? ''],
        ['BOL #:', st.bol ?? ''],
        ['Reference #:', st.ref ?? ''],
        [
          'Commodity:',
          st.commodity ? `${st.commodity} (${st.pallets} pallets, ${fmtInt(st.pieces)} pcs)` : '',
        ],
        ['Instructions:', st.instructions ?? ''],
      ];
      if (y + 30 > bottom) y = nextPage();
      s.rect(m, y - 2, W, 14, { fill: '#ececec' });
      s.text(head, m + 4, y, { font: B, size: 10 });
      y += 16;
      for (const [k, v] of rows) {
        if (!v) continue;
        const ls = wrap(s, v, W - labelW, F, 9.5);
        const rh = ls.length * 11.5;
        if (y + rh > bottom) {
          y = nextPage();
          s.text(`${head} (continued)`, m + 4, y, { font: I, size: 10 });
          y += 16;
        }
        s.text(k, m + 12, y, { font: F, size: 9.5 });
        for (const [i, l] of ls.entries())
          s.text(l, m + labelW, y + i * 11.5, { font: F, size: 9.5 });
        y += rh;
      }
      y += 10;
    }
    // Pay.
    const pay: Array<[string, string]> = [['Line Haul', fmtMoney(t.linehaul, { commas: false })]];
    if (t.fuel !== null) pay.push(['Fuel Surcharge', fmtMoney(t.fuel, { commas: false })]);
    for (const a of t.accessorials) pay.push([a.label, fmtMoney(a.amount, { commas: false })]);
    if (y + pay.length * 16 + 110 > bottom) y = nextPage();
    s.text('Rate', m, y, { font: B, size: 11 });
    y += 14;
    y = table(
      s,
      m,
      y,
      [
        { header: 'Description', width: W - 140 },
        { header: 'Amount', width: 140, align: 'right' },
      ],
      [
        ...pay,
        {
          span: 'Total Due Carrier',
          bold: true,
          right: fmtMoney(total(t), { commas: false }),
        },
      ],
      { font: F, bold: B, size: 9.5, padding: 3.5 },
    );
    y += 16;
    y = para(
      s,
      `By signing below the carrier accepts this load at the rate shown and the terms attached. Sign and return to ${t.broker.email ?? ''} or fax ${fmtPhone(t.broker.fax, 'dash')} before dispatch.`,
      m,
      y,
      W,
      { font: F, size: 9 },
    );
    y += 22;
    s.text(
      'Carrier Signature: _________________________   Print Name: ______________________',
      m,
      y,
      {
        font: F,
        size: 9.5,
      },
    );
    footer(false);
    s.newPage();
    page++;
    s.text('Terms and Conditions', m, 40, { font: B, size: 12 });
    let ty = 62;
    for (const [i, term] of TERMS.entries()) {
      ty = para(s, `${i + 1}. ${term}`, m, ty, W, { font: F, size: 9 }) + 5;
      if (ty > s.height - 70) break;
    }
    footer(false);
  },
};

// ---- Z4. A Mexican 3PL's form: values typed over lines, captions under the lines ------------------

const underLines: Layout = {
  id: 'mx-3pl-caption-under-line',
  title:
    'Monterrey 3PL confirmation for a US domestic load: every value typed over a rule with its caption printed under it, shaded section bars, day-month dates with lower-case months, 24-hour `h` times, USD amounts',
  modelledOn:
    'Mexican 3PLs (Monterrey) with a US brokerage desk booking US carriers, printed from a Spanish-locale ERP form',
  page: LETTER,
  embedFonts: true,
  load: {
    broker: broker(
      'Logística Sierra Madre, S.A. de C.V.',
      'Av. Lázaro Cárdenas 2400 Pte, Piso 8',
      'San Pedro Garza García',
      'NL',
      '66260',
      'sierramadre3pl.mx',
      '1208741',
      '9565550172',
    ),
    orderNumber: (r) => `LSM-${r.digits(5)}`,
    stops: [2, 3],
    fcfsShare: 0.4,
    reeferShare: 0.45,
    accessorialShare: 0.4,
  },
  hide(t) {
    for (const st of t.stops) st.email = null;
    t.ref = null;
  },
  draw(s, t, rng) {
    const m = 32;
    const W = s.width - 2 * m;
    const V: FontName = 'dejavu';
    const VB: FontName = 'dejavu-bold';
    const C: FontName = 'sans';
    const green = '#1f5c3a';
    // A field: the value over a rule, the caption under it.
    const field = (x: number, y: number, w: number, value: string, caption: string) => {
      let size = 8.8;
      while (size > 6.4 && s.measure(value, V, size) > w - 4) size -= 0.3;
      s.text(value, x + 2, y, { font: V, size });
      s.line(x, y + 12, x + w, y + 12, 0.5, '#333333');
      s.text(caption, x + 2, y + 14, { font: C, size: 6, color: '#555555' });
    };
    const row = (y: number, fields: Array<[string, string, number]>) => {
      const gap = 8;
      const sum = fields.reduce((a, f) => a + f[2], 0);
      const avail = W - gap * (fields.length - 1);
      let x = m;
      for (const [v, cap, wt] of fields) {
        const w = (avail * wt) / sum;
        field(x, y, w, v, cap);
        x += w + gap;
      }
      return y + 28;
    };
    const bar = (y: number, text: string) => {
      s.rect(m, y, W, 13, { fill: green });
      s.text(text, m + 4, y + 2.5, { font: VB, size: 7.5, color: '#ffffff' });
      return y + 19;
    };
    // Header.
    s.text(t.broker.name, m, 26, { font: VB, size: 13, color: green });
    s.text(
      `${t.broker.street}, Col. Valle Oriente, ${t.broker.city}, N.L., México C.P. ${t.broker.zip}`,
      m,
      44,
      { font: C, size: 7.5 },
    );
    s.text(
      `RFC LSM${rng.digits(6)}K2 · US brokerage: MC ${t.broker.mc} · Monterrey +52 81 5555 ${rng.digits(4)}`,
      m,
      54,
      { font: C, size: 7.5 },
    );
    right(s, 'CARRIER RATE CONFIRMATION', m, 24, W, { font: VB, size: 11 });
    right(s, 'Confirmación de tarifa — US domestic', m, 39, W, { font: C, size: 7.5 });
    s.line(m, 68, m + W, 68, 1.2, green);
    let y = 76;
    y = bar(y, 'SHIPMENT');
    y = row(y, [
      [t.order ?? '', 'Load no. (folio)', 1.1],
      [dMonLower(t.issued), 'Date issued', 1],
      [t.po ?? '', 'Customer PO', 1.1],
      [t.bol ?? '', 'Bill of lading', 1.1],
      [fmtInt(t.miles), 'Miles', 0.6],
    ]);
    y = row(y, [
      [t.equipment === 'reefer' ? 'Refrigerated (reefer)' : 'Dry van', 'Equipment', 1.3],
      [`${t.length} ft`, 'Trailer length', 0.7],
      [`${fmtInt(t.weight ?? 0)} lb`, 'Gross weight', 0.9],
      [t.equipment === 'reefer' ? `${t.temp} °F` : 'N/A', 'Set point', 0.6],
      [
        t.equipment === 'reefer' ? tempCtl(t, 'Continuous', 'Start / stop') : 'N/A',
        'Reefer mode',
        0.9,
      ],
    ]);
    y = bar(y, 'CARRIER');
    const c = t.carrier;
    y = row(y, [
      [c.name ?? '', 'Carrier name', 2],
      [c.mc, 'MC', 0.7],
      [c.dot, 'USDOT', 0.7],
      [`${c.dispatcher} ${fmtPhone(c.dispatchPhone, 'dash')}`, 'Dispatch contact', 1.6],
    ]);
    y = row(y, [
      [c.driver ?? '', 'Driver', 1.4],
      [c.driverPhone ? fmtPhone(c.driverPhone, 'dash') : '', 'Driver cell', 1],
      [c.truck ?? '', 'Tractor no.', 0.8],
      [c.trailer ?? '', 'Trailer no.', 0.8],
    ]);
    const win = (w: Win) =>
      sameDay(w.start, w.end)
        ? [dMonLower(w.start), `${tColon(w.sh, w.sm)} – ${tColon(w.eh, w.em)} h`]
        : [
            `${dMonLower(w.start)} / ${dMonLower(w.end)}`,
            `${tColon(w.sh, w.sm)} – ${tColon(w.eh, w.em)} h`,
          ];
    for (const st of t.stops) {
      if (y + 130 > s.height - 36) {
        s.newPage();
        s.text(`${t.broker.name} — ${t.order} (cont.)`, m, 30, { font: VB, size: 9 });
        y = 48;
      }
      const pick = st.type === 'Pickup';
      y = bar(y, `STOP ${st.n} — ${pick ? 'PICK UP (CARGA)' : 'DELIVERY (DESCARGA)'}`);
      y = row(y, [
        [st.company ?? '', pick ? 'Shipper' : 'Consignee', 2],
        [st.phone ? fmtPhone(st.phone, 'paren') : '', 'Phone', 1],
        [st.conf ?? '', pick ? 'Pickup no.' : 'Delivery / appt no.', 1],
      ]);
      y = row(y, [
        [st.street ?? '', 'Street address', 2.2],
        [st.city, 'City', 1.2],
        [st.state, 'State', 0.4],
        [st.zip ?? '', 'ZIP', 0.6],
      ]);
      const [dt, tm] = st.appt
        ? [dMonLower(st.appt.day), `${tColon(st.appt.h, st.appt.m)} h`]
        : st.fcfs
          ? win(st.fcfs)
          : ['', ''];
      y = row(y, [
        [dt ?? '', 'Date', 1.3],
        [tm ?? '', st.appt ? 'Time' : 'Window', 1],
        [st.appt ? 'Appointment' : 'FCFS', 'Schedule', 0.9],
        [st.bol ?? '', 'BOL', 0.9],
        [st.ref ?? '', 'Reference', 0.9],
      ]);
      y = row(y, [
        [st.commodity ?? '', 'Commodity', 1],
        [st.instructions ?? '', 'Instructions', 2.6],
      ]);
    }
    if (y + 120 > s.height - 36) {
      s.newPage();
      s.text(`${t.broker.name} — ${t.order} (cont.)`, m, 30, { font: VB, size: 9 });
      y = 48;
    }
    y = bar(y, 'RATE (USD)');
    const extras = t.accessorials.map((a) => `${a.label} ${fmtMoney(a.amount)}`).join(', ');
    y = row(y, [
      [`USD ${fmtMoney(t.linehaul, { symbol: false })}`, 'Line haul', 1],
      [
        t.fuel !== null ? `USD ${fmtMoney(t.fuel, { symbol: false })}` : 'Included',
        'Fuel surcharge',
        1,
      ],
      [extras || 'None', 'Accessorials', 1.6],
      [`USD ${fmtMoney(total(t), { symbol: false })}`, 'Total carrier pay', 1],
    ]);
    y = bar(y, 'ISSUED BY');
    y = row(y, [
      [t.broker.contact, 'US desk coordinator', 1.3],
      [fmtPhone(t.broker.phone ?? '', 'dash', t.broker.phoneExt), 'Direct phone', 1.2],
      [t.broker.email ?? '', 'E-mail', 1.7],
    ]);
    y += 4;
    y = row(y, [
      ['', 'Carrier signature', 2],
      ['', 'Name', 1.5],
      ['', 'Date', 1],
    ]);
    y += 2;
    para(
      s,
      `Send invoice with signed POD to ${t.broker.email ?? ''}, quoting the load no. Payment in USD, 30 days. Detention $40.00/hr after 2 hours; TONU $150.00. Carrier may not re-broker this load.`,
      m,
      y,
      W,
      { font: C, size: 7 },
    );
  },
};

// ---- Z5. Carrier copy with rates, driver dispatch sheet without --------------------------------

const carrierDriverCopies: Layout = {
  id: 'carrier-copy-driver-sheet',
  title:
    'Two-part confirmation: page 1 the carrier copy (parties, a route summary by city, the pay in US funds), page 2 the driver dispatch sheet with every stop in full and no rates; dates without year, short 12-hour times',
  modelledOn:
    'Canadian (Manitoba) brokers booking US loads who send a rate-free driver sheet with the confirmation',
  page: LETTER,
  embedFonts: true,
  load: {
    broker: broker(
      'Prairie Gate Logistics Ltd.',
      '1700 Notre Dame Ave, Unit 12',
      'Winnipeg',
      'MB',
      'R3H 0Y7',
      'prairiegatelogistics.ca',
      '1011984',
      '2045550133',
    ),
    orderNumber: (r) => `PG${r.digits(5)}-${r.int(1, 3)}`,
    stops: [2, 4],
    fcfsShare: 0.45,
    reeferShare: 0.5,
  },
  hide(t) {
    t.bol = null;
  },
  draw(s, t, rng) {
    const m = 40;
    const W = s.width - 2 * m;
    const F: FontName = 'sans';
    const B: FontName = 'sans-bold';
    const H: FontName = 'serif-bold';
    const blue = '#23446e';
    const when = (st: TStop): string => {
      if (st.appt) return `${dowMonD(st.appt.day)} at ${tShort(st.appt.h, st.appt.m)}`;
      if (!st.fcfs) return '';
      const w = st.fcfs;
      return sameDay(w.start, w.end)
        ? `${dowMonD(w.start)}, ${tShort(w.sh, w.sm)} – ${tShort(w.eh, w.em)}`
        : `${dowMonD(w.start)} ${tShort(w.sh, w.sm)} – ${dowMonD(w.end)} ${tShort(w.eh, w.em)}`;
    };
    const head = (title: string, sub: string) => {
      s.text(t.broker.name, m, 30, { font: H, size: 15, color: blue });
      s.text(
        `${t.broker.street}, ${t.broker.city}, ${t.broker.state} ${t.broker.zip} · MC ${t.broker.mc}`,
        m,
        49,
        { font: F, size: 7.5 },
      );
      right(s, title, m, 28, W, { font: B, size: 11 });
      right(s, sub, m, 43, W, { font: F, size: 8, color: '#a01818' });
      s.line(m, 62, m + W, 62, 1.5, blue);
    };
    // Page 1: carrier copy.
    head(
      'RATE CONFIRMATION — CARRIER COPY',
      'Rates are confidential: do not give this page to the driver',
    );
    let y = 72;
    s.text(`Confirmation # ${t.order}`, m, y, { font: B, size: 11 });
    right(s, `Issued ${monDY(t.issued)}`, m, y + 1, W, { font: F, size: 9 });
    y += 20;
    const colW = (W - 18) / 2;
    const rx = m + colW + 18;
    s.text('SHIPMENT', m, y, { font: B, size: 8, color: blue });
    s.text('CARRIER', rx, y, { font: B, size: 8, color: blue });
    const c = t.carrier;
    const ly = lines(
      s,
      [
        t.po ? `Customer PO: ${t.po}` : '',
        t.ref ? `Customer ref: ${t.ref}` : '',
        `Equipment: ${equipLine(t, 'dry van', 'reefer')}`,
        t.equipment === 'reefer'
          ? `Reefer: ${t.temp}°F, ${tempCtl(t, 'continuous', 'start/stop')}`
          : '',
        `Weight: ${fmtInt(t.weight ?? 0)} lbs`,
        `Distance: ${fmtInt(t.miles)} mi`,
      ],
      m,
      y + 12,
      colW,
      { font: F, size: 8.8 },
    );
    const ry = lines(
      s,
      [
        c.name ?? '',
        `MC ${c.mc} · DOT ${c.dot}`,
        `Dispatcher: ${c.dispatcher}, ${fmtPhone(c.dispatchPhone, 'dash')}`,
        c.driver ? `Driver: ${c.driver}` : 'Driver: TBA',
        c.driverPhone ? `Driver cell: ${fmtPhone(c.driverPhone, 'dash')}` : '',
        [c.truck ? `Tractor ${c.truck}` : '', c.trailer ? `Trailer ${c.trailer}` : '']
          .filter(Boolean)
          .join(' · '),
      ],
      rx,
      y + 12,
      colW,
      { font: F, size: 8.8 },
    );
    y = Math.max(ly, ry) + 10;
    s.text('ROUTE SUMMARY', m, y, { font: B, size: 8, color: blue });
    y += 11;
    y = table(
      s,
      m,
      y,
      [
        { header: 'Stop', width: 34 },
        { header: 'Type', width: 62 },
        { header: 'City', width: 170 },
        { header: 'When', width: 170 },
        { header: 'Schedule', width: W - 436 },
      ],
      t.stops.map((st) => [
        String(st.n),
        st.type === 'Pickup' ? 'Pick up' : 'Drop',
        `${st.city}, ${st.state}`,
        when(st),
        st.appt ? 'Appointment' : 'Open (FCFS)',
      ]),
      { font: F, bold: B, size: 8.5, headerFill: '#e3e9f1', padding: 3 },
    );
    s.text('Full stop details are on the driver dispatch sheet (page 2).', m, y + 3, {
      font: F,
      size: 7.5,
      color: '#555555',
    });
    y += 20;
    s.text('CARRIER PAY — ALL AMOUNTS IN U.S. DOLLARS', m, y, { font: B, size: 8, color: blue });
    y += 12;
    const pw = 300;
    const pay: Array<[string, number]> = [['Line haul', t.linehaul]];
    if (t.fuel !== null) pay.push(['Fuel surcharge', t.fuel]);
    for (const a of t.accessorials) pay.push([a.label, a.amount]);
    for (const [k, v] of pay) {
      s.text(k, m, y, { font: F, size: 9 });
      right(s, `US${fmtMoney(v)}`, m, y, pw, { font: F, size: 9 });
      y += 12.5;
    }
    s.line(m, y, m + pw, y, 0.8);
    y += 4;
    s.text('Total', m, y, { font: B, size: 10 });
    right(s, `US${fmtMoney(total(t))}`, m, y, pw, { font: B, size: 10 });
    const bx = m + pw + 24;
    const bw = W - pw - 24;
    const by = y - pay.length * 12.5 - 4;
    s.rect(bx, by - 4, bw, 62, { fill: '#f1f4f8' });
    lines(
      s,
      [
        'Load planner',
        t.broker.contact,
        fmtPhone(t.broker.phone ?? '', 'dash', t.broker.phoneExt),
        t.broker.email ?? '',
      ],
      bx + 6,
      by,
      bw - 12,
      { font: F, size: 8.5 },
    );
    y = Math.max(y + 22, by + 66);
    y = para(
      s,
      'Quick pay 2% in 3 business days, or net 30, with signed POD. Accessorials not shown here need written approval before they happen. Canadian GST does not apply to this U.S. domestic move.',
      m,
      y,
      W,
      { font: F, size: 7.8 },
    );
    y += 14;
    s.text('Accepted for the carrier: ____________________________   Date: __________', m, y, {
      font: F,
      size: 9,
    });
    y += 22;
    if (y < s.height - 120) {
      s.text('Terms (summary)', m, y, { font: B, size: 8 });
      y += 11;
      for (const [i, term] of TERMS.slice(1, 5).entries()) {
        if (y > s.height - 40) break;
        y = para(s, `${i + 1}. ${term}`, m, y, W, { font: F, size: 7 }) + 2;
      }
    }
    // Page 2: driver dispatch sheet, no rates.
    s.newPage();
    head('DRIVER DISPATCH SHEET', 'No rates on this page — give it to the driver');
    y = 72;
    s.text(`Confirmation # ${t.order}`, m, y, { font: B, size: 11 });
    y += 18;
    y = lines(
      s,
      [
        `Carrier: ${c.name ?? ''}${c.driver ? ` · Driver: ${c.driver}` : ''}`,
        [c.truck ? `Tractor ${c.truck}` : '', c.trailer ? `Trailer ${c.trailer}` : '']
          .filter(Boolean)
          .join(' · '),
        t.equipment === 'reefer'
          ? `Reefer set at ${t.temp}°F, ${tempCtl(t, 'run continuous', 'start/stop allowed')}. Pre-cool before arrival.`
          : 'Dry van: clean, swept, no odors. Two load bars.',
      ],
      m,
      y,
      W,
      { font: F, size: 9 },
    );
    y += 8;
    for (const st of t.stops) {
      const pick = st.type === 'Pickup';
      const body = [
        st.company ?? '',
        st.street ?? '',
        cityLine(st),
        [st.phone ? `Phone ${fmtPhone(st.phone, 'dash')}` : '', st.email ?? '']
          .filter(Boolean)
          .join(' · '),
      ];
      const sched = [
        st.appt ? `Appointment: ${when(st)}` : `Open (first come, first served): ${when(st)}`,
        st.conf ? `${pick ? 'Pickup #' : 'Delivery #'} ${st.conf}` : '',
        st.bol ? `BOL # ${st.bol}` : '',
        st.ref ? `Ref # ${st.ref}` : '',
      ];
      const tail = [
        st.commodity ? `${pick ? 'Load' : 'Unload'}: ${st.commodity} — ${st.pallets} pallets` : '',
        st.instructions ? `Notes: ${st.instructions}` : '',
      ];
      const cw = (W - 110) / 2;
      const top = Math.max(lineCount(s, body, cw, F, 8.8), lineCount(s, sched, cw, F, 8.8));
      const bh = (top + lineCount(s, tail, W - 100, F, 8.8)) * 11 + 14;
      if (y + bh > s.height - 50) {
        s.newPage();
        s.text(`Driver dispatch sheet — ${t.order} (continued)`, m, 34, { font: B, size: 9 });
        y = 52;
      }
      s.rect(m, y, W, bh, { stroke: '#9aa9bc', lineWidth: 0.8 });
      s.rect(m, y, 92, bh, { fill: pick ? '#23446e' : '#6b7f99' });
      s.text(`STOP ${st.n}`, m + 8, y + 7, { font: B, size: 10, color: '#ffffff' });
      s.text(pick ? 'PICK UP' : 'DROP', m + 8, y + 21, { font: B, size: 8.5, color: '#ffffff' });
      lines(s, body, m + 100, y + 6, cw, { font: F, size: 8.8 });
      lines(s, sched, m + 100 + cw + 8, y + 6, cw, { font: F, size: 8.8 });
      lines(s, tail, m + 100, y + 6 + top * 11 + 3, W - 108, { font: F, size: 8.8 });
      y += bh + 8;
    }
    y += 4;
    if (y < s.height - 60) {
      y = para(
        s,
        `Problems at a dock? Call the load planner first (page 1). After hours and weekends: Prairie Gate night desk 1-866-555-${rng.digits(4)}. Send photos of the signed bills to ${t.broker.email ?? ''} right after each stop.`,
        m,
        y,
        W,
        { font: F, size: 8.5 },
      );
    }
  },
};

export const UNSEEN_LAYOUTS_10: Layout[] = [
  hazmat,
  teamExpedite,
  overflow,
  underLines,
  carrierDriverCopies,
];
