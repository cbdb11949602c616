/**
 * The twelfth held-out set of rate-confirmation layouts (issue 15), written after the five
 * layouts of layouts-unseen-10.ts were measured and moved to dev. Appended to the layout list
 * after them, so every earlier document keeps its seed. Written without looking at the
 * extractor; the looks follow kinds of sheets carriers receive (a heavy dry-van load paid per
 * net ton with a securement checklist, a stop table that runs onto page 2 with its header
 * repeated, a volume-LTL quote booked as the confirmation, a reefer sheet with a °F / °C
 * temperature table, a route ribbon with stop cards and a billing box). Broker, shipper and
 * service names are made up.
 *
 * As in layouts.ts: whatever a layout does not print is nulled by its `hide`, so the expected
 * record holds only what the page shows.
 */

import { TERMS } from '../shared/pools';
import {
  addDays,
  DAYS,
  type Day,
  type FontName,
  fmtInt,
  fmtMoney,
  fmtPhone,
  LETTER,
  MONTHS,
  mdy,
  para,
  round2,
  type Surface,
  table,
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
  termsPage,
} from './layout-helpers';
import type { Layout } from './layouts';
import { type TLoad, type TStop, total } from './model';

// ---- helpers -------------------------------------------------------------------------------------

/** `3 Dec 26`. */
const dMonYY = (d: Day) => `${d.d} ${MONTHS[d.m - 1]} ${String(d.y).slice(2)}`;
/** `Thu 12/03` (no year). */
const dowMMDD = (d: Day) => `${DAYS[dowOf(d)]} ${p2(d.m)}/${p2(d.d)}`;
/** `2026-12-03`. */
const iso = (d: Day) => `${d.y}-${p2(d.m)}-${p2(d.d)}`;
/** `Thu 3-Dec-2026`. */
const dowDMonY = (d: Day) => `${DAYS[dowOf(d)]} ${d.d}-${MONTHS[d.m - 1]}-${d.y}`;
/** `12/3/2026`. */
const mdNoPad = (d: Day) => `${d.m}/${d.d}/${d.y}`;
/** `7:00am`, `2:30pm`. */
function tLower(h: number, m: number): string {
  const hh = h % 12 === 0 ? 12 : h % 12;
  return `${hh}:${p2(m)}${h < 12 ? 'am' : 'pm'}`;
}
/** `7:00 AM`. */
function tUpper(h: number, m: number): string {
  const hh = h % 12 === 0 ? 12 : h % 12;
  return `${hh}:${p2(m)} ${h < 12 ? 'AM' : 'PM'}`;
}

/** A small stable number from the load's own order number (hide has no random generator). */
const pickBy = (t: TLoad, n: number) =>
  Number((t.order ?? '0').replace(/\D/g, '').slice(-3) || '0') % n;

const tons = (t: TLoad) => Math.round((t.weight ?? 0) / 20) / 100;

const fToC = (f: number) => ((f - 32) * 5) / 9;

// ---- A1. Heavy dry van paid per net ton, with a securement checklist ------------------------------

const PER_TON_GOODS = [
  'Kraft linerboard, rolls',
  'Bagged feed, 50 lb bags on pallets',
  'Coated paperboard rolls',
  'Bagged cement, palletized',
  'Water softener salt, bagged',
];

const perTon: Layout = {
  id: 'per-ton-van-securement',
  title:
    'Heavy dry-van confirmation paid per net ton: rate panel "$/NT × net tons = linehaul" beside the header, a securement checklist table (load bars, straps, airbags, edge guards, floor), stop blocks "LOAD AT" / "DELIVER TO" with `3 Dec 26` dates and 24-hour `APPT 14:30` or `07:00-15:00 open` times, booked-by line at the foot, securement terms page',
  modelledOn:
    'Brokers hauling mill and bagged bulk freight (paper rolls, feed, cement) in dry vans, paid on scale-ticket tons',
  page: LETTER,
  embedFonts: false,
  load: {
    broker: broker(
      'Ironwood Bulk & Van Logistics LLC',
      '2150 Government St, Suite 3',
      'Mobile',
      'AL',
      '36606',
      'ironwoodbvl.com',
      '1217730',
      '2515550133',
    ),
    orderNumber: (r) => `IWB-${r.digits(6)}`,
    stops: [2, 3],
    fcfsShare: 0.4,
    reeferShare: 0,
    accessorialShare: 0.4,
  },
  hide(t) {
    const good = PER_TON_GOODS[pickBy(t, PER_TON_GOODS.length)] ?? 'Paper rolls';
    for (const st of t.stops) {
      st.email = null;
      if (st.commodity) st.commodity = good;
    }
    t.accessorials = t.accessorials.filter((a) => a.label !== 'Tarp');
    // Per-ton freight ships heavy: lift light loads to 36,000-43,975 lbs.
    if ((t.weight ?? 0) < 36000) t.weight = 36000 + ((t.weight ?? 0) % 8000);
    for (const st of t.stops) st.stopWeight = t.weight ?? st.stopWeight;
    const nt = tons(t);
    const rate = round2(t.linehaul / nt);
    t.linehaul = round2(rate * nt);
  },
  draw(s, t, rng) {
    const m = 38;
    const W = s.width - 2 * m;
    const F: FontName = 'sans';
    const B: FontName = 'sans-bold';
    const brown = '#5a3b1c';
    const nt = tons(t);
    const perNt = round2(t.linehaul / nt);
    // Header left.
    s.rect(m, 28, 6, 46, { fill: brown });
    s.text(t.broker.name, m + 14, 28, { font: B, size: 14, color: brown });
    s.text('Bulk & Heavy Van Division', m + 14, 46, { font: F, size: 8.5 });
    s.text(`${t.broker.street}, ${t.broker.city}, ${t.broker.state} ${t.broker.zip}`, m + 14, 57, {
      font: F,
      size: 8,
    });
    s.text(`MC ${t.broker.mc}  ·  Fax ${fmtPhone(t.broker.fax, 'dot')}`, m + 14, 67, {
      font: F,
      size: 8,
    });
    // Rate panel right.
    const pw = 210;
    const px = m + W - pw;
    const pay: Array<[string, string]> = [
      ['Rate', `$${perNt.toFixed(2)} per net ton`],
      ['Est. net tons', `${nt.toFixed(2)} NT`],
      ['Linehaul', fmtMoney(t.linehaul)],
    ];
    if (t.fuel !== null) pay.push(['Fuel surcharge', fmtMoney(t.fuel)]);
    for (const a of t.accessorials) pay.push([a.label, fmtMoney(a.amount)]);
    const ph = 20 + pay.length * 11 + 30;
    s.rect(px, 24, pw, ph, { stroke: brown, lineWidth: 1.2 });
    s.rect(px, 24, pw, 14, { fill: brown });
    s.text('LOAD CONFIRMATION · PER-TON RATE', px + 5, 27, {
      font: B,
      size: 7.5,
      color: '#ffffff',
    });
    let py = 42;
    for (const [k, v] of pay) {
      s.text(k, px + 6, py, { font: F, size: 8.3 });
      right(s, v, px, py, pw - 6, { font: k === 'Linehaul' ? B : F, size: 8.3 });
      py += 11;
    }
    s.line(px + 6, py + 1, px + pw - 6, py + 1, 0.6);
    s.text('Est. total', px + 6, py + 4, { font: B, size: 8.8 });
    right(s, fmtMoney(total(t)), px, py + 4, pw - 6, {
      font: B,
      size: 8.8,
    });
    s.text('Paid on destination scale ticket; min 20 NT', px + 6, py + 16, {
      font: F,
      size: 6.8,
      color: '#555555',
    });
    let y = Math.max(24 + ph, 80) + 10;
    // Load line.
    s.line(m, y, m + W, y, 1.5, brown);
    y += 6;
    const allRefs: Array<[string, string]> = [
      ['Load No.', t.order ?? ''],
      ['Issued', dMonYY(t.issued)],
      ['Cust PO', t.po ?? ''],
      ['Mill BOL', t.bol ?? ''],
      ['Ref #', t.ref ?? ''],
      ['Miles', fmtInt(t.miles)],
    ];
    const refs = allRefs.filter(([, v]) => v);
    const rw = W / refs.length;
    for (const [i, [k, v]] of refs.entries()) {
      s.text(k, m + i * rw, y, { font: F, size: 7, color: '#666666' });
      s.text(v, m + i * rw, y + 9, { font: B, size: 9 });
    }
    y += 26;
    // Carrier and equipment.
    const c = t.carrier;
    const colW = (W - 16) / 2;
    s.text('CARRIER', m, y, { font: B, size: 8, color: brown });
    s.text('EQUIPMENT & WEIGHT', m + colW + 16, y, { font: B, size: 8, color: brown });
    const cy = lines(
      s,
      [
        `${c.name ?? ''} — MC ${c.mc} / DOT ${c.dot}`,
        `Dispatch: ${c.dispatcher} ${fmtPhone(c.dispatchPhone, 'dash')}`,
        c.driver ? `Driver: ${c.driver}` : 'Driver: TBA',
        c.driverPhone ? `Driver cell: ${fmtPhone(c.driverPhone, 'dash')}` : '',
        [c.truck ? `Truck ${c.truck}` : '', c.trailer ? `Trailer ${c.trailer}` : '']
          .filter(Boolean)
          .join('   '),
      ],
      m,
      y + 11,
      colW,
      { font: F, size: 8.5 },
    );
    const ey = lines(
      s,
      [
        `${t.length}' dry van, swing doors, logistic track (E-track)`,
        `Scale weight: ${fmtInt(t.weight ?? 0)} lbs (${nt.toFixed(2)} NT)`,
        'Legal 80,000 lb gross; 34,000 lb max on tandems — slide as needed',
        'Scale ticket (CAT) required, reimbursed with receipt',
      ],
      m + colW + 16,
      y + 11,
      colW,
      { font: F, size: 8.5 },
    );
    y = Math.max(cy, ey) + 8;
    // Securement checklist.
    s.text('SECUREMENT CHECKLIST (driver must initial at shipper)', m, y, { font: B, size: 8.5 });
    y = table(
      s,
      m,
      y + 12,
      [
        { header: 'Item', width: 130 },
        { header: 'Requirement', width: W - 130 - 60 - 60 },
        { header: 'Qty', width: 60, align: 'center' },
        { header: 'Initials', width: 60 },
      ],
      [
        ['Load bars', 'Rated load locks behind the last row and at every partial-row gap', '2', ''],
        [
          'Ratchet straps (2")',
          'Logistic straps to E-track, over each roll row / pallet tier',
          `${rng.int(4, 6)}`,
          '',
        ],
        [
          'Airbags (dunnage)',
          'Fill voids over 6 in.; shipper supplies if carrier has none',
          '1 set',
          '',
        ],
        ['Edge protectors', 'Under every strap on rolls and stretch-wrapped bags', '8', ''],
        [
          'Floor & walls',
          'Dry, clean, no holes, no protruding nails; rejected trailers TONU unpaid',
          '—',
          '',
        ],
      ],
      { font: F, bold: B, size: 7.8, grid: true, headerFill: '#efe6da', padding: 3 },
    );
    y += 10;
    // Stops.
    for (const st of t.stops) {
      const pick = st.type === 'Pickup';
      const when: string[] = [];
      if (st.appt) {
        when.push(`Date: ${dMonYY(st.appt.day)}`);
        when.push(`APPT ${tColon(st.appt.h, st.appt.m)}`);
      } else if (st.fcfs) {
        const w = st.fcfs;
        if (sameDay(w.start, w.end)) {
          when.push(`Date: ${dMonYY(w.start)}`);
          when.push(`${tColon(w.sh, w.sm)}-${tColon(w.eh, w.em)} open (FCFS)`);
        } else {
          when.push(`Open from ${dMonYY(w.start)} ${tColon(w.sh, w.sm)}`);
          when.push(`to ${dMonYY(w.end)} ${tColon(w.eh, w.em)} (FCFS)`);
        }
      }
      const nums = [
        st.conf ? `${pick ? 'Mill release #' : 'Delivery appt #'} ${st.conf}` : '',
        st.bol ? `BOL ${st.bol}` : '',
        st.ref ? `Cust ref ${st.ref}` : '',
      ];
      const left = [
        st.company ?? '',
        st.street ?? '',
        cityLine(st),
        st.phone ? `Ph ${fmtPhone(st.phone, 'paren')}` : '',
      ];
      const under = [
        st.commodity
          ? `Product: ${st.commodity}${pick ? ` — ${fmtInt(st.stopWeight)} lbs` : ''}`
          : '',
        st.instructions ? `Notes: ${st.instructions}` : '',
      ];
      const cw = (W - 100) / 3;
      const topN = Math.max(
        lineCount(s, left, cw, F, 8.3),
        lineCount(s, when, cw, F, 8.3),
        lineCount(s, nums, cw, F, 8.3),
      );
      const bh = (topN + lineCount(s, under, W - 100, F, 8.3)) * 10.8 + 12;
      if (y + bh > s.height - 60) {
        s.newPage();
        s.text(`${t.broker.name} — Load No. ${t.order} (cont.)`, m, 34, { font: B, size: 9 });
        y = 52;
      }
      s.line(m, y, m + W, y, 0.8, brown);
      s.text(pick ? 'LOAD AT' : 'DELIVER TO', m, y + 5, { font: B, size: 9, color: brown });
      s.text(`Stop ${st.n}`, m, y + 17, { font: F, size: 8 });
      const x0 = m + 92;
      lines(s, left, x0, y + 5, cw, { font: F, size: 8.3 });
      lines(s, when, x0 + cw + 4, y + 5, cw, { font: B, size: 8.3 });
      lines(s, nums, x0 + 2 * (cw + 4), y + 5, cw, { font: F, size: 8.3 });
      lines(s, under, x0, y + 5 + topN * 10.8 + 2, W - 100, { font: F, size: 8.3 });
      y += bh + 4;
    }
    y += 6;
    if (y > s.height - 70) {
      s.newPage();
      y = 40;
    }
    s.text(
      `Booked by ${t.broker.contact} · ${fmtPhone(t.broker.phone ?? '', 'dot', t.broker.phoneExt)} · ${t.broker.email ?? ''}`,
      m,
      y,
      { font: B, size: 8.5 },
    );
    y += 16;
    s.text(
      'Carrier signature ______________________   Date ________   Driver initials ____',
      m,
      y,
      {
        font: F,
        size: 8.5,
      },
    );
    // Terms.
    s.newPage();
    s.text('SECUREMENT, SCALE AND PAYMENT TERMS', m, 38, { font: B, size: 11, color: brown });
    let ty = 58;
    for (const [i, term] of [
      'Cargo must be secured to 49 CFR 393.100-136. Rolls shall be chocked or blocked against forward and lateral movement; bagged freight must not exceed the trailer rating per linear foot.',
      'Pay is per net ton on the destination scale ticket. If the receiver has no scale, the shipper weight on the BOL governs. A minimum of 20 net tons applies to every load.',
      'Overweight fines caused by carrier failing to scale and slide tandems are the carrier’s responsibility and will be deducted.',
      ...TERMS.slice(0, 8),
    ].entries()) {
      ty = para(s, `${i + 1}. ${term}`, m, ty, W, { font: F, size: 8 }) + 4;
    }
  },
};

// ---- A2. Stop table with its header repeated on page 2 ------------------------------------------

const stopGrid: Layout = {
  id: 'stop-grid-header-repeats',
  title:
    'Two-page confirmation: load summary and a long "Carrier must" block on page 1, then one gridded stop table (Stop, Type, Location, Date `Thu 12/03` without year, Time `0700-1500 FCFS` or `APPT 14:30`, Numbers, Notes) that runs onto page 2 with its header repeated; rate as `USD 2,450.00` lines after the table, then the rep',
  modelledOn:
    'Regional brokers on a mid-market TMS whose confirmations print every stop in one long grid',
  page: LETTER,
  embedFonts: true,
  load: {
    broker: broker(
      'Tidewater Transport Brokerage Co.',
      '900 Harbor Park Dr',
      'Norfolk',
      'VA',
      '23510',
      'tidewatertb.com',
      '1086602',
      '7575550191',
    ),
    orderNumber: (r) => `TW-${r.digits(7)}`,
    stops: [3, 4],
    fcfsShare: 0.45,
    reeferShare: 0.4,
  },
  hide(t) {
    t.ref = null;
    t.carrier.driverPhone = null;
  },
  draw(s, t) {
    const m = 34;
    const W = s.width - 2 * m;
    const F: FontName = 'dejavu';
    const B: FontName = 'dejavu-bold';
    const teal = '#0d5c63';
    // Header.
    s.text(t.broker.name, m, 28, { font: B, size: 13, color: teal });
    s.text(`${t.broker.street} · ${t.broker.city}, ${t.broker.state} ${t.broker.zip}`, m, 45, {
      font: F,
      size: 7.5,
    });
    s.text(`MC# ${t.broker.mc} · Fax ${fmtPhone(t.broker.fax, 'dash')}`, m, 55, {
      font: F,
      size: 7.5,
    });
    right(s, 'CARRIER CONFIRMATION', m, 26, W, { font: B, size: 12 });
    right(s, `Load ${t.order}`, m, 43, W, { font: B, size: 10, color: teal });
    right(s, `Issued ${mdy(t.issued)}`, m, 57, W, { font: F, size: 8 });
    s.line(m, 70, m + W, 70, 1.4, teal);
    let y = 80;
    // Summary.
    const c = t.carrier;
    const summary: Array<[string, string, string, string]> = [
      ['Customer PO', t.po ?? '—', 'Carrier', c.name ?? ''],
      ['BOL', t.bol ?? '—', 'MC / DOT', `${c.mc} / ${c.dot}`],
      [
        'Equipment',
        t.equipment === 'reefer' ? `Reefer ${t.length} ft` : `Van ${t.length} ft`,
        'Dispatcher',
        `${c.dispatcher} ${fmtPhone(c.dispatchPhone, 'paren')}`,
      ],
      [
        'Temperature',
        t.equipment === 'reefer'
          ? `${t.temp} F ${t.tempControl === 'start_stop' ? 'start/stop' : 'continuous'}`
          : 'none (dry)',
        'Driver',
        c.driver ?? 'not yet assigned',
      ],
      ['Weight', `${fmtInt(t.weight ?? 0)} lb`, 'Truck #', c.truck ?? '—'],
      ['Miles', fmtInt(t.miles), 'Trailer #', c.trailer ?? '—'],
      [
        'Stops',
        `${t.stops.length} (${t.stops.filter((x) => x.type === 'Pickup').length} pick, ${t.stops.filter((x) => x.type === 'Delivery').length} drop)`,
        'Tracking',
        'App link to driver cell',
      ],
      ['Service', 'Truckload, solo driver', 'Insurance', 'Cargo $100,000 / auto $1,000,000'],
    ];
    y = table(
      s,
      m,
      y,
      [
        { header: 'Load', width: 90 },
        { header: '', width: W / 2 - 90 },
        { header: 'Carrier', width: 90 },
        { header: '', width: W / 2 - 90 },
      ],
      summary.map((r) => [...r]),
      { font: F, bold: B, size: 8, grid: true, headerFill: '#d7ecee', padding: 3 },
    );
    y += 10;
    // Freight.
    const p1 = t.stops[0];
    s.text('FREIGHT', m, y, { font: B, size: 8, color: teal });
    y = table(
      s,
      m,
      y + 11,
      [
        { header: 'Pieces', width: 60, align: 'right' },
        { header: 'Pallets', width: 60, align: 'right' },
        { header: 'Description', width: W - 60 - 60 - 80 - 90 - 90 },
        { header: 'Stackable', width: 80 },
        { header: 'Load type', width: 90 },
        { header: 'Cargo value', width: 90, align: 'right' },
      ],
      [
        [
          fmtInt(p1?.pieces ?? 0),
          String(p1?.pallets ?? 0),
          t.equipment === 'reefer' ? 'Perishable, keep at set point' : 'Palletized, shrink-wrapped',
          'No',
          'Live load / live unload',
          'up to $100,000',
        ],
      ],
      { font: F, bold: B, size: 7.8, grid: true, padding: 3 },
    );
    y += 10;
    // Carrier must.
    s.rect(m, y, W, 14, { fill: '#d7ecee' });
    s.text('CARRIER MUST', m + 4, y + 3, { font: B, size: 8 });
    y += 18;
    y = lines(
      s,
      [
        '• Accept the tracking link sent to the driver before arriving at stop 1; locations every 30 minutes.',
        '• Call in arrival and departure at every stop; unreported detention is not payable.',
        '• Count freight at loading and write shortages or damage on the BOL before signing.',
        '• Keep the trailer sealed between stops; new seal numbers go on the BOL at each stop.',
        '• Send the signed BOL / POD within 24 hours of the last stop to receive payment.',
        '• Report any delay, breakdown, overage, shortage or damage before leaving the facility, not after.',
        '• Never leave a loaded trailer unattended in an unsecured lot; no personal stops with the load.',
        '• No re-brokering, co-brokering or double brokering; the carrier named above must haul the load.',
        '• Lumper, detention and extra-stop pay need an approval number from the broker before payment.',
        '• Driver must wear safety vest and closed-toe shoes at every facility; no passengers or pets.',
        t.equipment === 'reefer'
          ? '• Pre-cool and run the reefer at the set point above; send the unit download if asked.'
          : '• Trailer must be clean, dry, odour-free with no holes; load locks on board.',
      ],
      m + 4,
      y,
      W - 8,
      { font: F, size: 7.8 },
    );
    y += 8;
    s.text('CHECK CALLS', m, y, { font: B, size: 8, color: teal });
    y = table(
      s,
      m,
      y + 11,
      [
        { header: 'When', width: 160 },
        { header: 'What to report', width: W - 160 },
      ],
      [
        ['Dispatch', 'Driver name, cell, truck and trailer numbers, ETA to stop 1'],
        ['Arrival / departure', 'At every stop: in and out times, pallet count, seal number'],
        ['Daily by 10:00 ET', 'Location and ETA to the next stop while loaded'],
        ['Any issue', 'At once: delays, breakdown, refused or damaged freight'],
      ],
      { font: F, bold: B, size: 7.6, padding: 2.5 },
    );
    y += 6;
    y = para(
      s,
      'Load notes: appointments below are local time at each facility. A driver arriving outside a window or more than 15 minutes after an appointment may be worked in or rescheduled; any layover needs written approval from the broker before it is paid.',
      m,
      y,
      W,
      { font: F, size: 7.6 },
    );
    y += 10;
    // Stop grid.
    const when = (st: TStop): [string, string] => {
      if (st.appt) return [dowMMDD(st.appt.day), `APPT ${tColon(st.appt.h, st.appt.m)}`];
      if (!st.fcfs) return ['', ''];
      const w = st.fcfs;
      return sameDay(w.start, w.end)
        ? [dowMMDD(w.start), `${hhmm(w.sh, w.sm)}-${hhmm(w.eh, w.em)} FCFS`]
        : [
            `${dowMMDD(w.start)} - ${dowMMDD(w.end)}`,
            `${hhmm(w.sh, w.sm)}-${hhmm(w.eh, w.em)} FCFS`,
          ];
    };
    const rows = t.stops.map((st) => {
      const [d, tm] = when(st);
      return [
        String(st.n),
        st.type === 'Pickup' ? 'Pick up' : 'Drop',
        [
          st.company,
          st.street,
          cityLine(st),
          st.phone ? `Tel ${fmtPhone(st.phone, 'dot')}` : '',
          st.email ?? '',
        ]
          .filter(Boolean)
          .join('\n'),
        d,
        tm,
        [
          st.conf ? `${st.type === 'Pickup' ? 'PU#' : 'DEL#'} ${st.conf}` : '',
          st.bol ? `BOL ${st.bol}` : '',
          st.ref ? `Ref ${st.ref}` : '',
        ]
          .filter(Boolean)
          .join('\n'),
        [st.commodity ? `Commodity: ${st.commodity}` : '', st.instructions ?? '']
          .filter(Boolean)
          .join('\n'),
      ];
    });
    s.text('STOPS', m, y, { font: B, size: 9, color: teal });
    y += 13;
    const footer = (page: number) =>
      s.text(`${t.broker.name} · Load ${t.order} · page ${page}`, m, s.height - 30, {
        font: F,
        size: 7,
        color: '#777777',
      });
    let page = 1;
    footer(page);
    y = table(
      s,
      m,
      y,
      [
        { header: 'Stop', width: 30 },
        { header: 'Type', width: 44 },
        { header: 'Location', width: 150 },
        { header: 'Date', width: 62 },
        { header: 'Time', width: 70 },
        { header: 'Numbers', width: 88 },
        { header: 'Notes', width: W - 444 },
      ],
      rows,
      {
        font: F,
        bold: B,
        size: 8.2,
        grid: true,
        headerFill: '#d7ecee',
        padding: 4.5,
        bottom: s.height - 60,
        topOnNewPage: 62,
        onNewPage: () => {
          page++;
          footer(page);
          s.text(`${t.broker.name} — Load ${t.order}`, m, 30, { font: B, size: 9 });
          s.text('STOPS (continued)', m, 44, { font: B, size: 8, color: teal });
        },
      },
    );
    y += 14;
    // Rate after the stops.
    const pay: Array<[string, number]> = [['Linehaul', t.linehaul]];
    if (t.fuel !== null) pay.push(['Fuel surcharge', t.fuel]);
    for (const a of t.accessorials) pay.push([a.label, a.amount]);
    const need = pay.length * 12 + 80;
    if (y + need > s.height - 40) {
      s.newPage();
      page++;
      footer(page);
      s.text(`${t.broker.name} — Load ${t.order}`, m, 30, { font: B, size: 9 });
      y = 56;
    }
    s.text('CARRIER RATE', m, y, { font: B, size: 9, color: teal });
    y += 13;
    for (const [k, v] of pay) {
      s.text(k, m + 8, y, { font: F, size: 8.5 });
      right(s, `USD ${fmtMoney(v, { symbol: false })}`, m, y, 260, { font: F, size: 8.5 });
      y += 12;
    }
    s.line(m + 8, y, m + 260, y, 0.6);
    s.text('Total', m + 8, y + 3, { font: B, size: 9 });
    right(s, `USD ${fmtMoney(total(t), { symbol: false })}`, m, y + 3, 260, { font: B, size: 9 });
    y += 22;
    s.text(
      `Your Tidewater contact: ${t.broker.contact}, ${fmtPhone(t.broker.phone ?? '', 'paren', t.broker.phoneExt)}, ${t.broker.email ?? ''}`,
      m,
      y,
      { font: F, size: 8.5 },
    );
    y += 14;
    y = para(
      s,
      'This confirmation is subject to the broker-carrier agreement on file. Detention $50.00/hr after 2 free hours with times on the BOL; TONU $150.00. Sign and return within one hour.',
      m,
      y,
      W,
      { font: F, size: 7.5 },
    );
    s.text('Signed for carrier ____________________________  Date ___________', m, y + 8, {
      font: F,
      size: 8.5,
    });
  },
};

// ---- A3. Volume-LTL quote booked as the confirmation --------------------------------------------

const LTL_LABELS: Record<string, string> = {
  Lumper: 'Unloading service (lumper)',
  'Stop-off': 'Additional stop',
  Detention: 'Detention (pre-approved)',
  'Driver Assist': 'Driver assist',
  Tarp: 'Blanket wrap',
};

const ltlQuote: Layout = {
  id: 'ltl-volume-quote-booked',
  title:
    'Volume-LTL quote turned confirmation: a green BOOKED stamp over the quote header (Quote # and "valid thru" beside the booking #), a handling-unit table (units, type, dims, class, NMFC, description, weight) with linear feet, pickup / delivery boxes with ISO dates and `7:00am` ready / close or appointment times, a quote breakdown with fuel as a % of linehaul, driver to be named at dispatch',
  modelledOn:
    'LTL-volume brokers (shared-truckload / volume quote desks) whose booked quote is the carrier confirmation',
  page: LETTER,
  embedFonts: false,
  load: {
    broker: broker(
      'Crossdock Volume Partners, Inc.',
      '118 Victor Hill Rd, Bldg B',
      'Greer',
      'SC',
      '29651',
      'cdvolume.com',
      '1143390',
      '8645550117',
    ),
    orderNumber: (r) => `BK${r.digits(6)}`,
    stops: [2, 3],
    fcfsShare: 0.5,
    reeferShare: 0.15,
    accessorialShare: 0.5,
  },
  hide(t) {
    t.carrier.driver = null;
    t.carrier.driverPhone = null;
    for (const st of t.stops) st.bol = null;
  },
  draw(s, t, rng) {
    const m = 36;
    const W = s.width - 2 * m;
    const F: FontName = 'sans';
    const B: FontName = 'sans-bold';
    const green = '#1e7a34';
    const quote = `VQ-${rng.digits(7)}`;
    const quoted = addDays(t.issued, -2);
    // Header.
    s.text(t.broker.name, m, 30, { font: B, size: 14 });
    s.text(`${t.broker.street}, ${t.broker.city}, ${t.broker.state} ${t.broker.zip}`, m, 48, {
      font: F,
      size: 8,
    });
    s.text(`Volume desk · MC ${t.broker.mc} · fax ${fmtPhone(t.broker.fax, 'plain')}`, m, 58, {
      font: F,
      size: 8,
    });
    right(s, 'VOLUME LTL QUOTE', m, 28, W, { font: B, size: 12, color: '#888888' });
    right(s, `Quote # ${quote}   ·   Quoted ${iso(quoted)}`, m, 44, W, {
      font: F,
      size: 8,
      color: '#888888',
    });
    // The stamp.
    const sx = m + W - 236;
    s.rect(sx, 60, 236, 38, { stroke: green, lineWidth: 2 });
    s.text('BOOKED — CARRIER CONFIRMATION', sx + 8, 65, { font: B, size: 10, color: green });
    s.text(`Booking / Load # ${t.order}`, sx + 8, 81, { font: B, size: 10, color: green });
    let y = 108;
    s.line(m, y, m + W, y, 0.8);
    y += 8;
    // Quote facts.
    const facts: Array<[string, string]> = [
      ['Mode', 'Volume LTL (shared)'],
      ['Equipment', t.equipment === 'reefer' ? `${t.length}' reefer` : `${t.length}' dry van`],
      [
        'Temp',
        t.equipment === 'reefer'
          ? `${t.temp} °F, ${t.tempControl === 'start_stop' ? 'cycle OK' : 'continuous'}`
          : '—',
      ],
      ['Quote valid thru', iso(addDays(quoted, 14))],
      ['Shipper PO', t.po ?? '—'],
      ['Master BOL', t.bol ?? '—'],
      ['PRO / Ref', t.ref ?? '—'],
      ['Est. miles', fmtInt(t.miles)],
    ];
    const fw = W / 4;
    for (const [i, [k, v]] of facts.entries()) {
      const x = m + (i % 4) * fw;
      const yy = y + Math.floor(i / 4) * 24;
      s.text(k, x, yy, { font: F, size: 7, color: '#666666' });
      s.text(v, x, yy + 9, { font: B, size: 8.5 });
    }
    y += 52;
    // Handling units.
    const weight = t.weight ?? 0;
    const nLines = rng.int(1, 3);
    const parts: number[] = [];
    let left = weight;
    for (let i = 0; i < nLines - 1; i++) {
      const w = Math.round((weight * rng.money(0.2, 0.45)) / 25) * 25;
      parts.push(w);
      left -= w;
    }
    parts.push(left);
    const desc = t.stops.find((st) => st.commodity)?.commodity ?? 'General freight';
    let units = 0;
    const huRows = parts.map((w) => {
      const n = rng.int(6, 14);
      units += n;
      return [
        String(n),
        rng.pick(['PLT', 'PLT', 'SKID', 'CRATE']),
        `48x40x${rng.pick([48, 52, 60, 72])}`,
        rng.pick(['55', '70', '85', '100']),
        `${rng.digits(5)}-0${rng.int(1, 9)}`,
        desc,
        fmtInt(w),
      ];
    });
    s.text('HANDLING UNITS', m, y, { font: B, size: 8.5 });
    y = table(
      s,
      m,
      y + 12,
      [
        { header: 'Units', width: 38, align: 'right' },
        { header: 'Type', width: 44 },
        { header: 'Dims (in)', width: 66 },
        { header: 'Class', width: 40 },
        { header: 'NMFC', width: 64 },
        { header: 'Description', width: W - 322 },
        { header: 'Weight (lb)', width: 70, align: 'right' },
      ],
      [
        ...huRows,
        {
          span: `Total ${units} units · ${Math.min(48, Math.ceil(units / 2) * 4)} linear ft`,
          bold: true,
          right: `${fmtInt(weight)} lb`,
        },
      ],
      { font: F, bold: B, size: 8, headerFill: '#e4f0e6', padding: 3 },
    );
    y += 12;
    // Stops, two boxes per row.
    const bw = (W - 12) / 2;
    const stopBox = (st: TStop, x: number, yy: number, h: number | null): number => {
      const pick = st.type === 'Pickup';
      const sched: string[] = [];
      if (st.appt) {
        sched.push(`Appointment ${iso(st.appt.day)} at ${tLower(st.appt.h, st.appt.m)}`);
      } else if (st.fcfs) {
        const w = st.fcfs;
        sched.push(`Ready ${iso(w.start)} ${tLower(w.sh, w.sm)}`);
        sched.push(
          sameDay(w.start, w.end)
            ? `Closes ${tLower(w.eh, w.em)} (no appt needed)`
            : `Closes ${iso(w.end)} ${tLower(w.eh, w.em)} (no appt needed)`,
        );
      }
      const body = [
        st.company ?? '',
        st.street ?? '',
        cityLine(st),
        st.phone ? `Dock phone ${fmtPhone(st.phone, 'dash')}` : '',
        st.email ? `Scheduling: ${st.email}` : '',
        ...sched,
        st.conf ? `${pick ? 'Pickup #' : 'Delivery appt #'}: ${st.conf}` : '',
        st.ref ? `Ref: ${st.ref}` : '',
        st.commodity ? `Freight: ${st.commodity}` : '',
        st.instructions ? `Note: ${st.instructions}` : '',
      ];
      const need = lineCount(s, body, bw - 12, F, 8.2) * 10.66 + 24;
      const hh = h ?? need;
      if (h !== null) {
        s.rect(x, yy, bw, hh, { stroke: '#444444', lineWidth: 0.7 });
        s.rect(x, yy, bw, 14, { fill: pick ? '#e4f0e6' : '#eeeeee' });
        s.text(`${pick ? 'PICKUP' : 'DELIVERY'} ${st.n}`, x + 5, yy + 3, { font: B, size: 8 });
        lines(s, body, x + 6, yy + 19, bw - 12, { font: F, size: 8.2 });
      }
      return need;
    };
    for (let i = 0; i < t.stops.length; i += 2) {
      const a = t.stops[i] as TStop;
      const b = t.stops[i + 1];
      const h = Math.max(stopBox(a, 0, 0, null), b ? stopBox(b, 0, 0, null) : 0);
      if (y + h > s.height - 40) {
        s.newPage();
        s.text(`${t.broker.name} — Booking ${t.order} (continued)`, m, 34, { font: B, size: 9 });
        y = 52;
      }
      stopBox(a, m, y, h);
      if (b) stopBox(b, m + bw + 12, y, h);
      y += h + 10;
    }
    // Carrier and quote breakdown.
    const pay: string[][] = [['Linehaul (volume rate)', '', fmtMoney(t.linehaul)]];
    if (t.fuel !== null)
      pay.push([
        'Fuel surcharge',
        `${((t.fuel / t.linehaul) * 100).toFixed(1)}% of linehaul`,
        fmtMoney(t.fuel),
      ]);
    for (const a of t.accessorials)
      pay.push([LTL_LABELS[a.label] ?? a.label, 'pre-approved', fmtMoney(a.amount)]);
    const blockH = pay.length * 14 + 90;
    if (y + blockH > s.height - 36) {
      s.newPage();
      s.text(`${t.broker.name} — Booking ${t.order} (continued)`, m, 34, { font: B, size: 9 });
      y = 52;
    }
    const c = t.carrier;
    const cw = W * 0.4;
    s.text('CARRIER', m, y, { font: B, size: 8.5 });
    lines(
      s,
      [
        c.name ?? '',
        `MC ${c.mc} · DOT ${c.dot}`,
        `Dispatch ${c.dispatcher}, ${fmtPhone(c.dispatchPhone, 'dash')}`,
        'Driver name and cell: provide at dispatch',
        c.truck ? `Tractor ${c.truck}` : '',
        c.trailer ? `Trailer ${c.trailer}` : '',
      ],
      m,
      y + 12,
      cw,
      { font: F, size: 8.2 },
    );
    const qx = m + cw + 14;
    s.text('QUOTE BREAKDOWN (USD)', qx, y, { font: B, size: 8.5 });
    const qy = table(
      s,
      qx,
      y + 12,
      [
        { header: 'Charge', width: 130 },
        { header: 'Basis', width: W - cw - 14 - 130 - 80 },
        { header: 'Amount', width: 80, align: 'right' },
      ],
      [...pay, { span: 'Total booked rate', bold: true, right: fmtMoney(total(t)) }],
      { font: F, bold: B, size: 8, padding: 3 },
    );
    y = qy + 12;
    s.text(
      `Volume desk: ${t.broker.contact} · ${fmtPhone(t.broker.phone ?? '', 'paren', t.broker.phoneExt)} · ${t.broker.email ?? ''}`,
      m,
      y,
      { font: F, size: 8.2 },
    );
    y += 12;
    para(
      s,
      'Quoted on the handling units above; added units, weight or linear feet must be re-quoted before loading. Reclass or reweigh charges from the receiver are not the carrier’s. Sign and return to accept the booking.',
      m,
      y,
      W,
      { font: F, size: 7.4, color: '#444444' },
    );
  },
};

// ---- A4. Reefer with a °F / °C temperature table ------------------------------------------------

const reeferDual: Layout = {
  id: 'reefer-dual-scale-temp-table',
  title:
    'Reefer confirmation: an ice-blue title band, pay box top right, a temperature table (set point °F and °C, unit mode `CONT` or `CYCLE`, pulp range at loading in both scales, pre-cool, download), stops as boxes headed "STOP 2 · DROP · Thu 3-Dec-2026" with `06:30` appointments or `06:00 to 14:00` FCFS, reefer terms page',
  modelledOn:
    'Temperature-controlled (meat, dairy, frozen) brokers whose shippers specify set points in both scales',
  page: LETTER,
  embedFonts: true,
  load: {
    broker: broker(
      'Polar Lane Freight Brokers LLC',
      '355 E 12th St, Suite 220',
      'Dubuque',
      'IA',
      '52001',
      'polarlanefb.com',
      '1179205',
      '5635550127',
    ),
    orderNumber: (r) => `PL${r.digits(4)}-${r.digits(2)}`,
    stops: [2, 4],
    fcfsShare: 0.3,
    reeferShare: 1,
    accessorialShare: 0.45,
  },
  hide(t) {
    for (const st of t.stops) st.bol = null;
    t.carrier.truck = null;
  },
  draw(s, t, rng) {
    const m = 36;
    const W = s.width - 2 * m;
    const F: FontName = 'condensed';
    const B: FontName = 'condensed-bold';
    const ice = '#cfe6f5';
    const navy = '#123a5c';
    s.rect(0, 0, s.width, 64, { fill: ice });
    s.text(t.broker.name, m, 16, { font: B, size: 15, color: navy });
    s.text(
      `${t.broker.street}, ${t.broker.city}, ${t.broker.state} ${t.broker.zip} · MC ${t.broker.mc}`,
      m,
      36,
      { font: F, size: 8 },
    );
    s.text('TEMPERATURE-CONTROLLED LOAD CONFIRMATION', m, 48, { font: B, size: 9, color: navy });
    // Pay box top right (over the band).
    const pw = 190;
    const px = m + W - pw;
    const pay: Array<[string, number]> = [['Linehaul', t.linehaul]];
    if (t.fuel !== null) pay.push(['Fuel', t.fuel]);
    for (const a of t.accessorials) pay.push([a.label, a.amount]);
    const ph = pay.length * 11 + 36;
    s.rect(px, 12, pw, ph, { fill: '#ffffff', stroke: navy, lineWidth: 1 });
    s.text('CARRIER PAY', px + 6, 16, { font: B, size: 8, color: navy });
    let py = 29;
    for (const [k, v] of pay) {
      s.text(k, px + 6, py, { font: F, size: 8.3 });
      right(s, fmtMoney(v), px, py, pw - 6, { font: F, size: 8.3 });
      py += 11;
    }
    s.line(px + 6, py + 1, px + pw - 6, py + 1, 0.6);
    s.text('All-in', px + 6, py + 4, { font: B, size: 9 });
    right(s, fmtMoney(total(t)), px, py + 4, pw - 6, { font: B, size: 9 });
    let y = Math.max(76, 12 + ph + 10);
    // References and carrier, left.
    const lw = W - pw - 16;
    const refs = [
      `Load # ${t.order}     Date ${dowDMonY(t.issued)}`,
      [t.po ? `PO ${t.po}` : '', t.bol ? `BOL ${t.bol}` : '', t.ref ? `Ref ${t.ref}` : '']
        .filter(Boolean)
        .join('     '),
      `Trailer: ${t.length} ft reefer (multi-temp not accepted) · ${fmtInt(t.weight ?? 0)} lbs / ${fmtInt(Math.round((t.weight ?? 0) * 0.4536))} kg`,
    ];
    const c = t.carrier;
    const carrier = [
      `Carrier: ${c.name ?? ''} (MC ${c.mc})`,
      `Dispatch: ${c.dispatcher} ${fmtPhone(c.dispatchPhone, 'intl')}`,
      c.driver
        ? `Driver: ${c.driver}${c.driverPhone ? `, cell ${fmtPhone(c.driverPhone, 'intl')}` : ''}`
        : 'Driver: TBD',
      c.trailer ? `Reefer trailer # ${c.trailer}` : '',
    ];
    const ry = lines(s, refs, m, 76, lw, { font: B, size: 8.6 });
    const cyy = lines(s, carrier, m, ry + 4, lw, { font: F, size: 8.6 });
    y = Math.max(y, cyy) + 10;
    // Temperature table.
    const temp = t.temp ?? 0;
    const c1 = (f: number) => `${fToC(f).toFixed(1)} °C`;
    const cont = t.tempControl !== 'start_stop';
    s.text('TEMPERATURE REQUIREMENTS', m, y, { font: B, size: 9, color: navy });
    y = table(
      s,
      m,
      y + 12,
      [
        { header: 'Set point °F', width: 70 },
        { header: 'Set point °C', width: 70 },
        { header: 'Unit mode', width: 120 },
        { header: 'Pulp at loading', width: 120 },
        { header: 'Pre-cool', width: 70 },
        { header: 'Download', width: W - 450 },
      ],
      [
        [
          `${temp} °F`,
          c1(temp),
          cont ? 'CONT (continuous run)' : 'CYCLE (start/stop)',
          `${temp - 2} to ${temp + 2} °F / ${fToC(temp - 2).toFixed(0)} to ${fToC(temp + 2).toFixed(0)} °C`,
          'Yes, 1 hr',
          'At delivery, on request',
        ],
      ],
      { font: F, bold: B, size: 8.2, grid: true, headerFill: ice, padding: 3.5 },
    );
    y += 4;
    y = para(
      s,
      'Driver must pulp product before loading and write the readings on the BOL. Do not load product outside the pulp range; call the broker first. Fuel the unit to at least 3/4 tank before each stop.',
      m,
      y,
      W,
      { font: F, size: 7.8 },
    );
    y += 8;
    // Stops.
    for (const st of t.stops) {
      const pick = st.type === 'Pickup';
      const day = st.appt?.day ?? st.fcfs?.start ?? t.issued;
      const head = `STOP ${st.n} · ${pick ? 'PICK' : 'DROP'} · ${dowDMonY(day)}`;
      let sched = '';
      if (st.appt) sched = `Appointment ${tColon(st.appt.h, st.appt.m)}`;
      else if (st.fcfs) {
        const w = st.fcfs;
        sched = sameDay(w.start, w.end)
          ? `FCFS ${tColon(w.sh, w.sm)} to ${tColon(w.eh, w.em)}`
          : `FCFS ${tColon(w.sh, w.sm)} to ${dowDMonY(w.end)} ${tColon(w.eh, w.em)}`;
      }
      const colW = (W - 18) / 2;
      const leftL = [
        st.company ?? '',
        st.street ?? '',
        cityLine(st),
        st.phone ? `Phone ${fmtPhone(st.phone, 'paren')}` : '',
        st.email ?? '',
      ];
      const rightL = [
        sched,
        st.conf ? `${pick ? 'Pickup #' : 'Appt #'} ${st.conf}` : '',
        st.ref ? `Reference ${st.ref}` : '',
        st.commodity ? `Product: ${st.commodity}` : '',
        st.instructions ? `Instructions: ${st.instructions}` : '',
      ];
      const h =
        Math.max(lineCount(s, leftL, colW, F, 8.3), lineCount(s, rightL, colW, F, 8.3)) * 10.8 + 24;
      if (y + h > s.height - 40) {
        s.newPage();
        s.text(`${t.broker.name} · Load # ${t.order} · continued`, m, 32, { font: B, size: 9 });
        y = 50;
      }
      s.rect(m, y, W, h, { stroke: navy, lineWidth: 0.7 });
      s.rect(m, y, W, 14, { fill: pick ? ice : '#e9eef2' });
      s.text(head, m + 5, y + 3, { font: B, size: 8.3, color: navy });
      lines(s, leftL, m + 6, y + 19, colW, { font: F, size: 8.3 });
      lines(s, rightL, m + colW + 12, y + 19, colW, { font: F, size: 8.3 });
      y += h + 6;
    }
    if (y > s.height - 60) {
      s.newPage();
      y = 40;
    }
    y += 4;
    s.text(
      `Questions: ${t.broker.contact} · ${fmtPhone(t.broker.phone ?? '', 'paren', t.broker.phoneExt)} · ${t.broker.email ?? ''} · 24h reefer line ${fmtPhone(`563555${rng.digits(4)}`, 'paren')}`,
      m,
      y,
      { font: F, size: 8.2 },
    );
    termsPage(s, 'REEFER TERMS AND CONDITIONS', F, 40);
  },
};

// ---- A5. Route ribbon with stop cards and a billing box ----------------------------------------

const RIBBON_LABELS: Record<string, string> = {
  Lumper: 'Lumper (reimbursable)',
  'Stop-off': 'Extra stop',
  Detention: 'Detention',
  'Driver Assist': 'Driver assist',
  Tarp: 'Tarp',
};

function barcode(s: Surface, x: number, y: number, w: number, h: number, seed: string): void {
  let xx = x;
  let i = 0;
  while (xx < x + w - 2) {
    const d = Number(seed[i % seed.length] ?? '1');
    const bw = 0.8 + (d % 3) * 0.7;
    s.rect(xx, y, bw, h, { fill: '#000000' });
    xx += bw + 0.9 + ((d * 7) % 4) * 0.5;
    i++;
  }
}

const ribbon: Layout = {
  id: 'route-ribbon-billing',
  title:
    'Modern one-page confirmation: a barcode over the load number, a horizontal route ribbon (numbered nodes with PICK / DROP, city and `12/3/2026` under each), stop cards two per row with `2:30 PM` appointments or "7:00 AM – 3:00 PM, first come first served", carrier and equipment box, a rate box beside a billing box (AP e-mail for invoices, quick-pay net), the rep last',
  modelledOn:
    'Newer digital-first brokerages whose TMS prints a route graphic and separates billing from the rep',
  page: LETTER,
  embedFonts: true,
  load: {
    broker: broker(
      'Bright Meridian Logistics',
      '3120 Breckinridge Blvd, Suite 140',
      'Duluth',
      'GA',
      '30096',
      'brightmeridian.co',
      '1265518',
      '6785550145',
    ),
    orderNumber: (r) => `BML${r.digits(6)}`,
    stops: [2, 4],
    fcfsShare: 0.35,
    reeferShare: 0.4,
    accessorialShare: 0.5,
  },
  hide(t) {
    t.po = null;
    for (const st of t.stops) st.email = null;
  },
  draw(s, t, rng) {
    const m = 34;
    const W = s.width - 2 * m;
    const F: FontName = 'sans';
    const B: FontName = 'sans-bold';
    const violet = '#4b2e83';
    // Header.
    s.rect(m, 26, 26, 26, { fill: violet });
    s.text('BM', m + 4, 33, { font: B, size: 11, color: '#ffffff' });
    s.text(t.broker.name, m + 34, 26, { font: B, size: 14, color: violet });
    s.text(`${t.broker.street}, ${t.broker.city}, ${t.broker.state} ${t.broker.zip}`, m + 34, 44, {
      font: F,
      size: 7.8,
    });
    s.text(`MC ${t.broker.mc} · Fax ${fmtPhone(t.broker.fax, 'dash')}`, m + 34, 54, {
      font: F,
      size: 7.8,
    });
    const bx = m + W - 170;
    barcode(s, bx, 22, 170, 22, (t.order ?? '0').replace(/\D/g, ''));
    s.text(`Load Confirmation  ${t.order}`, bx, 48, {
      font: B,
      size: 9.5,
      align: 'center',
      width: 170,
    });
    s.text(`Created ${mdNoPad(t.issued)}`, bx, 60, {
      font: F,
      size: 7.5,
      align: 'center',
      width: 170,
    });
    let y = 82;
    // Ribbon.
    const n = t.stops.length;
    const x0 = m + 40;
    const x1 = m + W - 40;
    const step = (x1 - x0) / (n - 1);
    s.line(x0, y + 7, x1, y + 7, 2.5, '#b9a8d8');
    for (const [i, st] of t.stops.entries()) {
      const cx = x0 + i * step;
      const pick = st.type === 'Pickup';
      s.rect(cx - 8, y - 1, 16, 16, { fill: pick ? violet : '#2d8a6b' });
      s.text(String(st.n), cx - 8, y + 2.5, {
        font: B,
        size: 8.5,
        color: '#ffffff',
        align: 'center',
        width: 16,
      });
      const day = st.appt?.day ?? st.fcfs?.start ?? t.issued;
      const o = { font: F, size: 7.6, align: 'center' as const, width: 110 };
      s.text(pick ? 'PICK' : 'DROP', cx - 55, y + 19, { ...o, font: B });
      s.text(`${st.city}, ${st.state}`, cx - 55, y + 29, o);
      s.text(mdNoPad(day), cx - 55, y + 39, o);
    }
    y += 52;
    right(s, `${fmtInt(t.miles)} mi · ${n} stops`, m, y, W, {
      font: F,
      size: 7,
      color: '#666666',
    });
    y += 12;
    // Stop cards.
    const cw = (W - 12) / 2;
    const body = (st: TStop): string[] => {
      const pick = st.type === 'Pickup';
      let sched = '';
      if (st.appt) sched = `Appointment: ${mdNoPad(st.appt.day)} ${tUpper(st.appt.h, st.appt.m)}`;
      else if (st.fcfs) {
        const w = st.fcfs;
        sched = sameDay(w.start, w.end)
          ? `${mdNoPad(w.start)} ${tUpper(w.sh, w.sm)} – ${tUpper(w.eh, w.em)}, first come first served`
          : `${mdNoPad(w.start)} ${tUpper(w.sh, w.sm)} – ${mdNoPad(w.end)} ${tUpper(w.eh, w.em)}, first come first served`;
      }
      return [
        st.company ?? '',
        st.street ?? '',
        cityLine(st),
        st.phone ? fmtPhone(st.phone, 'paren') : '',
        sched,
        [
          st.conf ? `${pick ? 'Pickup #' : 'Delivery #'} ${st.conf}` : '',
          st.bol ? `BOL ${st.bol}` : '',
        ]
          .filter(Boolean)
          .join('  ·  '),
        st.ref ? `Ref ${st.ref}` : '',
        st.commodity ? `Commodity: ${st.commodity}` : '',
        st.instructions ? st.instructions : '',
      ];
    };
    for (let i = 0; i < n; i += 2) {
      const pair = t.stops.slice(i, i + 2);
      const h = Math.max(...pair.map((st) => lineCount(s, body(st), cw - 14, F, 8.1))) * 10.5 + 26;
      if (y + h > s.height - 40) {
        s.newPage();
        y = 40;
      }
      for (const [k, st] of pair.entries()) {
        const x = m + k * (cw + 12);
        const pick = st.type === 'Pickup';
        s.rect(x, y, cw, h, { stroke: '#c9c0dc', lineWidth: 0.8 });
        s.rect(x, y, 4, h, { fill: pick ? violet : '#2d8a6b' });
        s.text(`${st.n}. ${pick ? 'Pick up' : 'Drop off'}`, x + 10, y + 5, {
          font: B,
          size: 8.5,
          color: pick ? violet : '#2d8a6b',
        });
        lines(s, body(st), x + 10, y + 18, cw - 14, { font: F, size: 8.1 });
      }
      y += h + 8;
    }
    // Carrier / equipment, rate, billing.
    const pay: Array<[string, number]> = [['Linehaul', t.linehaul]];
    if (t.fuel !== null) pay.push(['Fuel', t.fuel]);
    for (const a of t.accessorials) pay.push([RIBBON_LABELS[a.label] ?? a.label, a.amount]);
    const bh = Math.max(pay.length * 11 + 40, 92);
    if (y + bh + 40 > s.height - 20) {
      s.newPage();
      y = 40;
    }
    const c = t.carrier;
    const w3 = (W - 20) / 3;
    s.rect(m, y, w3, bh, { stroke: '#c9c0dc' });
    s.text('Carrier & equipment', m + 6, y + 5, { font: B, size: 8.3, color: violet });
    lines(
      s,
      [
        c.name ?? '',
        `MC ${c.mc} · DOT ${c.dot}`,
        c.driver
          ? `Driver ${c.driver}${c.driverPhone ? ` ${fmtPhone(c.driverPhone, 'paren')}` : ''}`
          : '',
        `Tractor / trailer: ${c.truck ?? '—'} / ${c.trailer ?? '—'}`,
        t.equipment === 'reefer'
          ? `${t.length}' reefer, ${t.temp}°F ${t.tempControl === 'start_stop' ? 'cycle' : 'continuous'}`
          : `${t.length}' van`,
        `${fmtInt(t.weight ?? 0)} lbs`,
        [t.bol ? `BOL ${t.bol}` : '', t.ref ? `Ref ${t.ref}` : ''].filter(Boolean).join(' · '),
      ],
      m + 6,
      y + 18,
      w3 - 12,
      { font: F, size: 7.8 },
    );
    const rx = m + w3 + 10;
    s.rect(rx, y, w3, bh, { fill: '#f3effa' });
    s.text('Rate', rx + 6, y + 5, { font: B, size: 8.3, color: violet });
    let ry = y + 19;
    for (const [k, v] of pay) {
      s.text(k, rx + 6, ry, { font: F, size: 8.2 });
      right(s, fmtMoney(v), rx, ry, w3 - 6, { font: F, size: 8.2 });
      ry += 11;
    }
    s.line(rx + 6, ry + 1, rx + w3 - 6, ry + 1, 0.6);
    s.text('Total', rx + 6, ry + 4, { font: B, size: 9 });
    right(s, fmtMoney(total(t)), rx, ry + 4, w3 - 6, { font: B, size: 9 });
    const bx2 = rx + w3 + 10;
    s.rect(bx2, y, w3, bh, { stroke: '#c9c0dc' });
    s.text('Billing', bx2 + 6, y + 5, { font: B, size: 8.3, color: violet });
    lines(
      s,
      [
        `Invoices + signed POD to ap@${t.broker.email?.split('@')[1] ?? 'brightmeridian.co'} (not to your rep)`,
        'Standard pay: 30 days from clean POD',
        `Quick pay (2 days, 2% fee): net ${fmtMoney(round2(total(t) * 0.98))}`,
        `Remit ID ${rng.digits(5)}`,
      ],
      bx2 + 6,
      y + 18,
      w3 - 12,
      { font: F, size: 7.8 },
    );
    y += bh + 12;
    s.text(
      `Your rep: ${t.broker.contact} — ${fmtPhone(t.broker.phone ?? '', 'dash', t.broker.phoneExt)} — ${t.broker.email ?? ''}`,
      m,
      y,
      { font: B, size: 8.5 },
    );
    y += 13;
    para(
      s,
      'By hauling this load the carrier accepts this confirmation and the broker-carrier agreement. Detention $50.00/hr after 2 hours; TONU $150.00; no re-brokering.',
      m,
      y,
      W,
      { font: F, size: 7.2, color: '#555555' },
    );
  },
};

export const UNSEEN_LAYOUTS_11: Layout[] = [perTon, stopGrid, ltlQuote, reeferDual, ribbon];
