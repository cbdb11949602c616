/**
 * The sixth held-out set of rate-confirmation layouts (issue 15), written after the five layouts
 * of layouts-unseen-4.ts were measured and moved to dev. Appended to the layout list after them,
 * so every earlier document keeps its seed. Written without looking at the extractor; the looks
 * follow kinds of sheets US and Canadian brokers send (see the README's layout table). Broker
 * names are made up.
 *
 * As in layouts.ts: whatever a layout does not print is nulled by its `hide`, so the expected
 * record holds only what the page shows.
 */

import { TERMS } from '../shared/pools';
import {
  type Day,
  type FontName,
  fmtInt,
  fmtMoney,
  fmtPhone,
  LETTER,
  LETTER_LANDSCAPE,
  para,
  table,
} from '../shared/surface';
import {
  broker,
  DOW,
  dowMonDYLong as dLong,
  dowOf,
  wrappedLines as lines,
  MON,
  p2,
  rightIn as right,
  sameDay,
  hcolon as tColon,
  hhmm as tHhmm,
} from './layout-helpers';
import type { Layout } from './layouts';
import { type TLoad, type TStop, total } from './model';

// ---- helpers -------------------------------------------------------------------------------------

/** `Thu 26 Nov 2026` */
const dDayMon = (d: Day) => `${DOW[dowOf(d)]} ${d.d} ${MON[d.m - 1]} ${d.y}`;
/** `11/26/2026` */
const dMdy = (d: Day) => `${p2(d.m)}/${p2(d.d)}/${d.y}`;
/** `2026/11/26` */
const dYmd = (d: Day) => `${d.y}/${p2(d.m)}/${p2(d.d)}`;
/** `11-26-2026` */
const dDash = (d: Day) => `${p2(d.m)}-${p2(d.d)}-${d.y}`;

/** `8:00am`, `2:30pm` */
const tAm = (h: number, m: number) =>
  `${h % 12 === 0 ? 12 : h % 12}:${p2(m)}${h < 12 ? 'am' : 'pm'}`;

const equipWord = (t: TLoad) => (t.equipment === 'reefer' ? 'Reefer' : 'Dry Van');

/** Splits the load weight over the pickups (per-pickup lines that add up to the total). */
function pickupWeights(t: TLoad): number[] {
  const picks = t.stops.filter((x) => x.type === 'Pickup').length;
  const w = t.weight ?? 0;
  if (picks <= 1) return [w];
  const first = Math.round((w * 0.55) / 100) * 100;
  return [first, w - first];
}

// ---- W1. Footer "Questions?" line, stop table, notes keyed by stop below -------------------------

const footerQuestions: Layout = {
  id: 'footer-questions-sheet',
  title:
    'Load confirmation whose broker phone and e-mail appear only in a "Questions? Call … or e-mail …" footer line on every page; header shows only the main fax and MC; carrier box with dispatch phone and driver cell; one stop table with `Thu 26 Nov 2026` dates and `8:00am` times; stop notes in a separate numbered list under the table; linehaul + FSC + accessorials; terms page',
  modelledOn: 'Mid-size US brokers whose TMS template puts the carrier rep line in the page footer',
  page: LETTER,
  embedFonts: false,
  load: {
    broker: broker(
      'Tallgrass Freight Partners',
      '9800 Metcalf Ave, Suite 310',
      'Overland Park',
      'KS',
      '66212',
      'tallgrassfp.com',
      '1120448',
      '9135550147',
    ),
    orderNumber: (r) => `TG-${r.digits(6)}`,
    stops: [2, 4],
    fcfsShare: 0.4,
  },
  hide(t) {
    for (const st of t.stops) {
      st.email = null;
      st.phone = null;
    }
  },
  draw(s, t) {
    const m = 40;
    const W = s.width - 2 * m;
    const F: FontName = 'sans';
    const B: FontName = 'sans-bold';
    const teal = '#0f5e5a';
    const footer = (page: number) => {
      s.line(m, s.height - 46, m + W, s.height - 46, 0.6, teal);
      s.text(
        `Questions? Call ${t.broker.contact} at ${fmtPhone(t.broker.phone ?? '', 'dash', t.broker.phoneExt)} or e-mail ${t.broker.email ?? ''}`,
        m,
        s.height - 40,
        { font: B, size: 8 },
      );
      right(s, `Page ${page} of 2`, m, s.height - 40, W, { font: F, size: 7.5 });
    };
    s.text(t.broker.name.toUpperCase(), m, 34, { font: B, size: 15, color: teal });
    s.text(
      `${t.broker.street} · ${t.broker.city}, ${t.broker.state} ${t.broker.zip} · Fax ${fmtPhone(t.broker.fax, 'dash')} · MC ${t.broker.mc}`,
      m,
      53,
      { font: F, size: 8 },
    );
    right(s, 'LOAD CONFIRMATION', m, 34, W, { font: B, size: 12 });
    right(s, `Load ${t.order ?? ''}`, m, 50, W, { font: B, size: 10 });
    right(s, `Sent ${dDayMon(t.issued)}`, m, 63, W, { font: F, size: 8 });
    let y = 84;
    const c = t.carrier;
    s.rect(m, y, W, 58, { stroke: teal, lineWidth: 0.8 });
    lines(
      s,
      [
        `Carrier: ${c.name ?? ''}`,
        `MC ${c.mc}   DOT ${c.dot}`,
        `Dispatch: ${c.dispatcher}  ${fmtPhone(c.dispatchPhone, 'paren')}`,
      ],
      m + 8,
      y + 6,
      W / 2 - 12,
      { font: F, size: 8.5 },
    );
    lines(
      s,
      [
        c.driver ? `Driver: ${c.driver}` : 'Driver: TBD',
        c.driverPhone ? `Driver cell: ${fmtPhone(c.driverPhone, 'paren')}` : '',
        `Tractor: ${c.truck ?? 'TBD'}   Trailer: ${c.trailer ?? 'TBD'}`,
      ],
      m + W / 2 + 8,
      y + 6,
      W / 2 - 12,
      { font: F, size: 8.5 },
    );
    y += 68;
    const facts = [
      t.po ? `PO: ${t.po}` : '',
      t.bol ? `BOL: ${t.bol}` : '',
      t.ref ? `Reference: ${t.ref}` : '',
      `Equipment: ${t.length ?? ''}' ${equipWord(t)}`,
      t.equipment === 'reefer' && t.temp !== null
        ? `Temp: ${t.temp}°F ${t.tempControl === 'start_stop' ? 'start/stop' : 'continuous'}`
        : '',
      t.weight ? `Weight: ${fmtInt(t.weight)} lbs` : '',
      `Miles: ${fmtInt(t.miles)}`,
    ].filter(Boolean);
    y = lines(s, [facts.join('    ')], m, y, W, { font: F, size: 8.5 }) + 6;
    const when = (st: TStop) => {
      if (st.appt) return `${dDayMon(st.appt.day)}\nAppt ${tAm(st.appt.h, st.appt.m)}`;
      const f = st.fcfs;
      if (!f) return '';
      if (sameDay(f.start, f.end))
        return `${dDayMon(f.start)}\n${tAm(f.sh, f.sm)} - ${tAm(f.eh, f.em)} FCFS`;
      return `${dDayMon(f.start)} ${tAm(f.sh, f.sm)} -\n${dDayMon(f.end)} ${tAm(f.eh, f.em)} FCFS`;
    };
    const rows = t.stops.map((st) => [
      String(st.n),
      st.type === 'Pickup' ? 'PU' : 'DEL',
      `${st.company ?? ''}\n${st.street ?? ''}\n${st.city}, ${st.state} ${st.zip ?? ''}`,
      when(st),
      [
        st.conf ? `${st.type === 'Pickup' ? 'PU#' : 'DEL#'} ${st.conf}` : '',
        st.bol ? `BOL ${st.bol}` : '',
        st.ref ? `Ref ${st.ref}` : '',
      ]
        .filter(Boolean)
        .join('\n'),
      st.commodity ? `${st.commodity}\n${st.pallets} plts` : `${st.pallets} plts`,
    ]);
    y = table(
      s,
      m,
      y,
      [
        { header: '#', width: 22 },
        { header: 'Type', width: 34 },
        { header: 'Location', width: 168 },
        { header: 'Date / Time', width: 128 },
        { header: 'Numbers', width: 92 },
        { header: 'Commodity', width: W - 444 },
      ],
      rows,
      { font: F, bold: B, size: 8, headerFill: '#d7ecea', zebra: '#f5f9f9' },
    );
    y += 10;
    const notes = t.stops.filter((st) => st.instructions);
    if (notes.length) {
      s.text('STOP NOTES', m, y, { font: B, size: 9, color: teal });
      y += 13;
      for (const st of notes)
        y = para(s, `Stop ${st.n}: ${st.instructions ?? ''}`, m + 8, y, W - 8, {
          font: F,
          size: 8.5,
        });
      y += 8;
    }
    s.text('CARRIER RATE', m, y, { font: B, size: 9, color: teal });
    y += 13;
    const pay: Array<[string, number]> = [['Linehaul', t.linehaul]];
    if (t.fuel !== null) pay.push(['FSC', t.fuel]);
    for (const a of t.accessorials) pay.push([a.label, a.amount]);
    for (const [l, v] of pay) {
      s.text(l, m + 8, y, { font: F, size: 9 });
      right(s, fmtMoney(v), m, y, 240, { font: F, size: 9 });
      y += 12;
    }
    s.line(m + 8, y + 1, m + 240, y + 1, 0.6);
    s.text('Total USD', m + 8, y + 4, { font: B, size: 9.5 });
    right(s, fmtMoney(total(t)), m, y + 4, 240, { font: B, size: 9.5 });
    footer(1);
    s.newPage();
    s.text('TERMS AND CONDITIONS', m, 40, { font: B, size: 11, color: teal });
    let ty = 60;
    for (const [k, term] of TERMS.entries())
      ty = para(s, `${k + 1}. ${term}`, m, ty, W, { font: F, size: 8.5 }) + 4;
    s.text('Accepted by carrier: ______________________   Date: __________', m, ty + 20, {
      font: F,
      size: 9,
    });
    footer(2);
  },
};

// ---- W2. Rep card top right, all-in flat rate, stop blocks with facility phones -----------------

const repCardAllIn: Layout = {
  id: 'rep-card-all-in',
  title:
    'Confirmation with a bordered "Your rep" card top right (name, direct line, e-mail); stop blocks with the facility phone and receiving hours, shipper/consignee phones and the carrier dispatcher on the page; one flat all-in rate with no breakdown; `11/26/2026 @ 09:30` and "Arrive between 08:00 and 14:00" windows; special instructions as an indented paragraph per stop',
  modelledOn:
    'Small and mid brokers paying carriers one flat all-in rate (no fuel line) on a one-page sheet',
  page: LETTER,
  embedFonts: true,
  load: {
    broker: broker(
      'Blackwater Bay Logistics',
      '2200 N Loop W, Suite 650',
      'Houston',
      'TX',
      '77018',
      'blackwaterbay.com',
      '998213',
      '7135550192',
    ),
    orderNumber: (r) => `${r.digits(8)}`,
    stops: [2, 3],
    accessorialShare: 0,
  },
  hide(t) {
    // One all-in rate and no breakdown: that rate is the linehaul, no fuel line.
    t.linehaul = total(t);
    t.fuel = null;
    t.accessorials = [];
    t.bol = null;
    for (const st of t.stops) st.bol = null;
  },
  draw(s, t) {
    const m = 38;
    const W = s.width - 2 * m;
    const F: FontName = 'dejavu';
    const B: FontName = 'dejavu-bold';
    const navy = '#1b2a4a';
    s.text(t.broker.name, m, 36, { font: B, size: 17, color: navy });
    lines(
      s,
      [
        `${t.broker.street}, ${t.broker.city}, ${t.broker.state} ${t.broker.zip}`,
        `MC ${t.broker.mc}  ·  Accounting fax ${fmtPhone(t.broker.fax, 'dot')}`,
      ],
      m,
      58,
      300,
      { font: F, size: 8 },
    );
    const cx = 372;
    const cw = s.width - m - cx;
    s.rect(cx, 30, cw, 66, { stroke: navy, lineWidth: 1.2 });
    s.text('YOUR REP', cx + 8, 36, { font: B, size: 7.5, color: '#6b7a99' });
    lines(
      s,
      [
        t.broker.contact,
        `Direct ${fmtPhone(t.broker.phone ?? '', 'paren', t.broker.phoneExt)}`,
        t.broker.email ?? '',
      ],
      cx + 8,
      48,
      cw - 16,
      { font: B, size: 8.5 },
    );
    s.rect(m, 104, W, 20, { fill: navy });
    s.text(`RATE CONFIRMATION  —  LOAD ${t.order ?? ''}`, m + 8, 109, {
      font: B,
      size: 10,
      color: '#ffffff',
    });
    right(s, `Date ${dMdy(t.issued)}`, m, 110, W - 8, { font: F, size: 8.5, color: '#ffffff' });
    let y = 134;
    const c = t.carrier;
    const half = W / 2;
    const yl = lines(
      s,
      [
        `Carrier: ${c.name ?? ''}`,
        `MC# ${c.mc}  USDOT# ${c.dot}`,
        `Dispatcher: ${c.dispatcher} ${fmtPhone(c.dispatchPhone, 'paren')}`,
        c.driver
          ? `Driver: ${c.driver}${c.driverPhone ? `  cell ${fmtPhone(c.driverPhone, 'dash')}` : ''}`
          : '',
      ],
      m,
      y,
      half - 10,
      { font: F, size: 8.5 },
    );
    const yr = lines(
      s,
      [
        `Truck #: ${c.truck ?? ''}`,
        `Trailer #: ${c.trailer ?? ''}`,
        `Equipment: ${equipWord(t)} ${t.length ?? ''}'`,
        t.equipment === 'reefer' && t.temp !== null
          ? `Reefer set ${t.temp}°F — ${t.tempControl === 'start_stop' ? 'cycle' : 'continuous run'}`
          : '',
        t.weight ? `Weight: ${fmtInt(t.weight)} lbs` : '',
        t.po ? `PO #: ${t.po}` : '',
        t.ref ? `Customer Ref: ${t.ref}` : '',
      ],
      m + half,
      y,
      half,
      { font: F, size: 8.5 },
    );
    y = Math.max(yl, yr) + 8;
    for (const st of t.stops) {
      const head = st.type === 'Pickup' ? `PICKUP ${st.n}` : `DELIVERY ${st.n}`;
      s.rect(m, y, W, 15, { fill: st.type === 'Pickup' ? '#e3ecf7' : '#f7ebe3' });
      s.text(head, m + 6, y + 3, { font: B, size: 9 });
      let when = '';
      if (st.appt) when = `Appointment ${dMdy(st.appt.day)} @ ${tColon(st.appt.h, st.appt.m)}`;
      else if (st.fcfs) {
        const f = st.fcfs;
        when = sameDay(f.start, f.end)
          ? `${dMdy(f.start)} — arrive between ${tColon(f.sh, f.sm)} and ${tColon(f.eh, f.em)}`
          : `Arrive between ${dMdy(f.start)} ${tColon(f.sh, f.sm)} and ${dMdy(f.end)} ${tColon(f.eh, f.em)}`;
      }
      right(s, when, m, y + 3, W - 6, { font: B, size: 8.5 });
      y += 19;
      const y1 = lines(
        s,
        [
          st.company ?? '',
          st.street ?? '',
          `${st.city}, ${st.state} ${st.zip ?? ''}`,
          st.phone ? `Facility phone: ${fmtPhone(st.phone, 'dash')}` : '',
          st.email ? `Scheduling: ${st.email}` : '',
        ],
        m + 6,
        y,
        half - 12,
        { font: F, size: 8.5 },
      );
      const y2 = lines(
        s,
        [
          st.conf ? `${st.type === 'Pickup' ? 'Pickup' : 'Delivery'} Conf #: ${st.conf}` : '',
          st.ref ? `Order Ref: ${st.ref}` : '',
          st.commodity ? `Product: ${st.commodity}` : '',
          `${st.pallets} pallets`,
        ],
        m + half,
        y,
        half - 6,
        { font: F, size: 8.5 },
      );
      y = Math.max(y1, y2) + 2;
      if (st.instructions)
        y = para(s, st.instructions, m + 24, y, W - 30, { font: 'serif-italic', size: 9 });
      y += 8;
    }
    y += 2;
    s.rect(m, y, W, 34, { stroke: navy, lineWidth: 1 });
    s.text('FLAT RATE (ALL-IN, USD)', m + 10, y + 11, { font: B, size: 11, color: navy });
    right(s, fmtMoney(t.linehaul), m, y + 9, W - 12, { font: B, size: 15, color: navy });
    y += 44;
    para(
      s,
      `The rate above includes fuel and all accessorials unless added in writing by your rep. ${TERMS[2] ?? ''} ${TERMS[8] ?? ''} ${TERMS[5] ?? ''}`,
      m,
      y,
      W,
      { font: F, size: 7, color: '#444444' },
    );
  },
};

// ---- W3. Canadian (English) confirmation: kg and °C beside lb and °F, signature block -----------

const cToF = (f: number) => ((f - 32) * 5) / 9;

const ontarioMetric: Layout = {
  id: 'ontario-metric-dual',
  title:
    'Ontario broker confirmation in English: `2026/11/26` dates, 24-hour times, weight as kg with lb in brackets, reefer temperature as °C with °F in brackets, amounts marked USD, rate with line haul and fuel plus pre-approved extras, the broker rep only in the signature block after the terms on page 2',
  modelledOn:
    'Canadian (Ontario) brokers booking cross-border van and reefer loads with US carriers',
  page: LETTER,
  embedFonts: true,
  load: {
    broker: broker(
      'Maple Corridor Transport Brokers Inc.',
      '6045 Mavis Rd, Unit 12',
      'Mississauga',
      'ON',
      'L5R 4G6',
      'maplecorridor.ca',
      '845507',
      '9055550113',
    ),
    orderNumber: (r) => `MC${r.digits(7)}`,
    stops: [2, 3],
    reeferShare: 0.6,
  },
  hide(t) {
    t.carrier.truck = null;
    for (const st of t.stops) {
      st.email = null;
      st.ref = null;
    }
  },
  draw(s, t) {
    const m = 44;
    const W = s.width - 2 * m;
    const F: FontName = 'sans';
    const B: FontName = 'sans-bold';
    const red = '#9c1c1c';
    s.rect(m, 30, 6, 40, { fill: red });
    s.text(t.broker.name, m + 14, 30, { font: B, size: 14 });
    s.text(
      `${t.broker.street}, ${t.broker.city}, ${t.broker.state} ${t.broker.zip}  ·  MC ${t.broker.mc}  ·  Fax ${fmtPhone(t.broker.fax, 'intl')}`,
      m + 14,
      50,
      { font: F, size: 8 },
    );
    s.text('CARRIER CONFIRMATION OF RATE', m, 86, { font: B, size: 12, color: red });
    right(s, `Confirmation No. ${t.order ?? ''}`, m, 86, W, { font: B, size: 10 });
    right(s, `Issued ${dYmd(t.issued)}`, m, 100, W, { font: F, size: 8.5 });
    let y = 120;
    const c = t.carrier;
    const kv: Array<[string, string]> = [
      ['Carrier', c.name ?? ''],
      ['MC / USDOT', `${c.mc} / ${c.dot}`],
      ['Carrier dispatch', `${c.dispatcher}, ${fmtPhone(c.dispatchPhone, 'intl')}`],
      ['Driver', c.driver ?? ''],
      ['Driver mobile', c.driverPhone ? fmtPhone(c.driverPhone, 'intl') : ''],
      ['Trailer', c.trailer ?? ''],
      ['Equipment', `${t.length ?? ''} ft ${t.equipment === 'reefer' ? 'reefer' : 'dry van'}`],
    ];
    if (t.equipment === 'reefer' && t.temp !== null)
      kv.push([
        'Temperature',
        `${cToF(t.temp).toFixed(1)} °C (${t.temp} °F), ${t.tempControl === 'start_stop' ? 'cycle-sentry' : 'continuous'}`,
      ]);
    if (t.weight)
      kv.push([
        'Gross weight',
        `${fmtInt(Math.round(t.weight * 0.45359237))} kg (${fmtInt(t.weight)} lb)`,
      ]);
    if (t.po) kv.push(['Customer PO', t.po]);
    if (t.bol) kv.push(['Bill of Lading', t.bol]);
    if (t.ref) kv.push(['Reference', t.ref]);
    for (const [l, v] of kv) {
      if (!v) continue;
      s.text(l, m, y, { font: B, size: 8.5 });
      s.text(v, m + 110, y, { font: F, size: 8.5 });
      y += 12;
    }
    y += 8;
    for (const st of t.stops) {
      s.line(m, y, m + W, y, 1, red);
      s.text(`${st.type === 'Pickup' ? 'SHIPPER' : 'CONSIGNEE'} — STOP ${st.n}`, m, y + 5, {
        font: B,
        size: 9.5,
        color: red,
      });
      let when = '';
      if (st.appt) when = `Appointment: ${dYmd(st.appt.day)} ${tColon(st.appt.h, st.appt.m)}`;
      else if (st.fcfs) {
        const f = st.fcfs;
        when = sameDay(f.start, f.end)
          ? `Open window: ${dYmd(f.start)} ${tColon(f.sh, f.sm)} to ${tColon(f.eh, f.em)}`
          : `Open window: ${dYmd(f.start)} ${tColon(f.sh, f.sm)} to ${dYmd(f.end)} ${tColon(f.eh, f.em)}`;
      }
      right(s, when, m, y + 5, W, { font: B, size: 8.5 });
      y += 20;
      const y1 = lines(
        s,
        [
          st.company ?? '',
          st.street ?? '',
          `${st.city}, ${st.state} ${st.zip ?? ''}`,
          st.phone ? `Tel. ${fmtPhone(st.phone, 'intl')}` : '',
        ],
        m + 8,
        y,
        W / 2 - 16,
        { font: F, size: 8.5 },
      );
      const y2 = lines(
        s,
        [
          st.conf ? `${st.type === 'Pickup' ? 'Pick-up No.' : 'Delivery No.'} ${st.conf}` : '',
          st.bol ? `BOL ${st.bol}` : '',
          st.commodity ? `Goods: ${st.commodity}` : '',
          `Skids: ${st.pallets}`,
        ],
        m + W / 2,
        y,
        W / 2,
        { font: F, size: 8.5 },
      );
      y = Math.max(y1, y2);
      if (st.instructions)
        y = para(s, `Remarks: ${st.instructions}`, m + 8, y + 2, W - 8, { font: F, size: 8.5 });
      y += 8;
    }
    if (y > s.height - 160) {
      s.newPage();
      y = 44;
    }
    s.text('RATE (all amounts in USD)', m, y + 4, { font: B, size: 9.5, color: red });
    y += 20;
    const rows: string[][] = [['Line haul', fmtMoney(t.linehaul, { symbol: false })]];
    if (t.fuel !== null) rows.push(['Fuel surcharge', fmtMoney(t.fuel, { symbol: false })]);
    for (const a of t.accessorials)
      rows.push([`${a.label} (pre-approved)`, fmtMoney(a.amount, { symbol: false })]);
    rows.push(['Total USD', fmtMoney(total(t), { symbol: false })]);
    table(
      s,
      m,
      y,
      [
        { header: 'Charge', width: 220 },
        { header: 'USD', width: 100, align: 'right' },
      ],
      rows,
      { font: F, bold: B, size: 8.5, grid: true, headerFill: '#f1dada' },
    );
    s.newPage();
    s.text('TERMS', m, 44, { font: B, size: 11, color: red });
    let ty = 62;
    for (const term of TERMS.slice(0, 10)) ty = para(s, term, m, ty, W, { font: F, size: 8 }) + 4;
    ty += 16;
    s.text(`For ${t.broker.name}:`, m, ty, { font: B, size: 9 });
    lines(
      s,
      [
        t.broker.contact,
        'Carrier Sales Representative',
        `Tel. ${fmtPhone(t.broker.phone ?? '', 'intl', t.broker.phoneExt)}`,
        t.broker.email ?? '',
      ],
      m,
      ty + 16,
      240,
      { font: F, size: 9 },
    );
    s.text('Carrier signature: ____________________', m + 290, ty + 16, { font: F, size: 9 });
  },
};

// ---- W4. Summary page, then one page per stop, then a terms page; contact in the running head ----

const stopPerPage: Layout = {
  id: 'stop-per-page-packet',
  title:
    'Packet: page 1 load summary and pay (linehaul, fuel shown as cents per mile and amount, extras, total), then one page per stop ("Stop 2 of 3") with long dates, `0930` times, a big driver-instructions box and the weight picked up at that stop, then a terms page; the broker rep, phone and e-mail in a running header on every page',
  modelledOn: 'Brokers whose TMS prints a confirmation packet with a page per stop for the driver',
  page: LETTER,
  embedFonts: true,
  load: {
    broker: broker(
      'Copperline Brokerage Group',
      '1450 E Indian School Rd',
      'Phoenix',
      'AZ',
      '85014',
      'copperlinebg.com',
      '1034996',
      '6025550161',
    ),
    orderNumber: (r) => `CBG${r.digits(5)}`,
    stops: [2, 4],
    fcfsShare: 0.3,
  },
  hide(t) {
    // Fuel is printed as miles × cents per mile and the amount: make the two agree.
    if (t.fuel !== null)
      t.fuel = Math.round((Math.round((t.fuel / t.miles) * 1000) / 1000) * t.miles * 100) / 100;
    t.carrier.driverPhone = null;
    t.ref = null;
  },
  draw(s, t) {
    const m = 46;
    const W = s.width - 2 * m;
    const F: FontName = 'narrow';
    const B: FontName = 'narrow-bold';
    const brown = '#7a4a1e';
    const nPages = 2 + t.stops.length;
    let page = 0;
    const head = () => {
      page += 1;
      s.rect(m, 24, W, 30, { fill: '#f4ece4' });
      s.text(`${t.broker.name}  |  Load ${t.order ?? ''}`, m + 8, 28, { font: B, size: 10 });
      s.text(
        `Your contact: ${t.broker.contact}  ${fmtPhone(t.broker.phone ?? '', 'dot', t.broker.phoneExt)}  ${t.broker.email ?? ''}`,
        m + 8,
        41,
        { font: F, size: 8.5 },
      );
      right(s, `Page ${page} / ${nPages}`, m, 28, W - 8, { font: F, size: 8.5 });
    };
    head();
    s.text('LOAD SUMMARY & CARRIER PAY', m, 70, { font: B, size: 14, color: brown });
    let y = 94;
    const c = t.carrier;
    const kv: Array<[string, string]> = [
      ['Issued', dLong(t.issued)],
      ['Broker address', `${t.broker.street}, ${t.broker.city}, ${t.broker.state} ${t.broker.zip}`],
      ['Broker MC', t.broker.mc],
      ['Carrier', `${c.name ?? ''} (MC ${c.mc})`],
      ['Carrier dispatch', `${c.dispatcher} — ${fmtPhone(c.dispatchPhone, 'paren')}`],
      ['Driver', c.driver ?? ''],
      ['Power unit', c.truck ?? ''],
      ['Trailer', c.trailer ?? ''],
      ['Equipment', `${equipWord(t)}, ${t.length ?? ''} ft`],
      [
        'Temperature',
        t.equipment === 'reefer' && t.temp !== null
          ? `${t.temp} F ${t.tempControl === 'start_stop' ? 'START/STOP' : 'CONTINUOUS'}`
          : '',
      ],
      ['Total weight', t.weight ? `${fmtInt(t.weight)} lbs` : ''],
      ['Purchase order', t.po ?? ''],
      ['BOL', t.bol ?? ''],
      ['Stops', t.stops.map((st) => `${st.n}. ${st.type} ${st.city}, ${st.state}`).join('   ')],
    ];
    for (const [l, v] of kv) {
      if (!v) continue;
      s.text(l, m, y, { font: B, size: 9.5 });
      y = lines(s, [v], m + 120, y, W - 120, { font: F, size: 9.5 }) + 2;
    }
    y += 12;
    const rows: string[][] = [['Linehaul', '', fmtMoney(t.linehaul)]];
    if (t.fuel !== null)
      rows.push([
        'Fuel surcharge',
        `${fmtInt(t.miles)} mi @ $${(Math.round((t.fuel / t.miles) * 1000) / 1000).toFixed(3)}`,
        fmtMoney(t.fuel),
      ]);
    for (const a of t.accessorials) rows.push([a.label, '', fmtMoney(a.amount)]);
    y = table(
      s,
      m,
      y,
      [
        { header: 'Pay item', width: 200 },
        { header: 'Basis', width: 170 },
        { header: 'Amount', width: W - 370, align: 'right' },
      ],
      rows,
      { font: F, bold: B, size: 9.5, headerFill: '#ead8c6' },
    );
    s.text('TOTAL CARRIER PAY', m + 200, y + 6, { font: B, size: 11 });
    right(s, fmtMoney(total(t)), m, y + 6, W - 3, { font: B, size: 11 });
    const weights = pickupWeights(t);
    let pick = 0;
    for (const st of t.stops) {
      s.newPage();
      head();
      s.text(
        `Stop ${st.n} of ${t.stops.length} — ${st.type === 'Pickup' ? 'PICK UP' : 'DELIVER'}`,
        m,
        70,
        { font: B, size: 16, color: brown },
      );
      let sy = lines(
        s,
        [st.company ?? '', st.street ?? '', `${st.city}, ${st.state} ${st.zip ?? ''}`],
        m,
        98,
        W,
        { font: B, size: 12 },
      );
      sy += 6;
      const kv2: Array<[string, string]> = [];
      if (st.appt) {
        kv2.push(['Date', dLong(st.appt.day)]);
        kv2.push(['Appointment', tHhmm(st.appt.h, st.appt.m)]);
      } else if (st.fcfs) {
        const f = st.fcfs;
        kv2.push(['Date', dLong(f.start)]);
        kv2.push(['Earliest', tHhmm(f.sh, f.sm)]);
        kv2.push([
          'Latest',
          sameDay(f.start, f.end) ? tHhmm(f.eh, f.em) : `${tHhmm(f.eh, f.em)} on ${dLong(f.end)}`,
        ]);
      }
      if (st.phone) kv2.push(['Facility phone', fmtPhone(st.phone, 'paren')]);
      if (st.email) kv2.push(['Facility e-mail', st.email]);
      if (st.conf) kv2.push([st.type === 'Pickup' ? 'Pickup number' : 'Delivery number', st.conf]);
      if (st.bol) kv2.push(['BOL at stop', st.bol]);
      if (st.ref) kv2.push(['Stop reference', st.ref]);
      if (st.commodity) kv2.push(['Commodity', st.commodity]);
      if (st.type === 'Pickup') {
        const w = weights[pick++] ?? 0;
        kv2.push(['Weight this stop', `${fmtInt(w)} lbs, ${st.pallets} pallets`]);
      } else kv2.push(['Pallets', String(st.pallets)]);
      for (const [l, v] of kv2) {
        s.text(l, m, sy, { font: B, size: 10 });
        s.text(v, m + 130, sy, { font: F, size: 10 });
        sy += 15;
      }
      sy += 12;
      s.rect(m, sy, W, 110, { stroke: brown, lineWidth: 1.2 });
      s.text('DRIVER INSTRUCTIONS', m + 8, sy + 6, { font: B, size: 10, color: brown });
      para(s, st.instructions ?? 'None.', m + 8, sy + 24, W - 16, { font: F, size: 10.5 });
    }
    s.newPage();
    head();
    s.text('TERMS OF CARRIAGE', m, 70, { font: B, size: 12, color: brown });
    let ty = 90;
    for (const term of TERMS) ty = para(s, term, m, ty, W, { font: F, size: 8.5 }) + 5;
  },
};

// ---- W5. Landscape load sheet: stop grid with an instructions column, commodity lines -----------

const landscapeGrid: Layout = {
  id: 'landscape-instructions-grid',
  title:
    "Landscape load sheet: contact strip under the title (carrier sales rep, phone, e-mail), one wide stop grid whose last column holds each stop's instructions, `11-26-2026` dates and `08:00 to 14:00` windows, a handling-unit table with one line per pickup (pallets, description, weight) and a total weight line, charges table with line haul, fuel, extra stops and total",
  modelledOn: 'Produce and grocery brokers printing the load sheet landscape from a desktop TMS',
  page: LETTER_LANDSCAPE,
  embedFonts: false,
  load: {
    broker: broker(
      'Sandhill Crane Logistics LLC',
      '315 W Front St',
      'Grand Island',
      'NE',
      '68801',
      'sandhillcrane.net',
      '776301',
      '3085550104',
    ),
    orderNumber: (r) => `SCL ${r.digits(6)}`,
    stops: [2, 4],
    reeferShare: 0.6,
    fcfsShare: 0.45,
  },
  hide(t) {
    t.po = null;
    for (const st of t.stops) {
      st.email = null;
      st.bol = null;
      // Commodities are listed per pickup in the handling-unit table only.
      if (st.type === 'Delivery') st.commodity = null;
    }
  },
  draw(s, t) {
    const m = 32;
    const W = s.width - 2 * m;
    const F: FontName = 'sans';
    const B: FontName = 'sans-bold';
    const green = '#3b6e22';
    s.text(t.broker.name, m, 28, { font: B, size: 14, color: green });
    s.text(
      `${t.broker.street}, ${t.broker.city}, ${t.broker.state} ${t.broker.zip}   MC ${t.broker.mc}   Fax ${fmtPhone(t.broker.fax, 'paren')}`,
      m,
      46,
      { font: F, size: 8 },
    );
    right(s, 'CARRIER LOAD SHEET', m, 28, W, { font: B, size: 13 });
    right(s, `Load No. ${t.order ?? ''}    Printed ${dDash(t.issued)}`, m, 46, W, {
      font: F,
      size: 8.5,
    });
    s.rect(m, 60, W, 16, { fill: '#e6f0e0' });
    s.text(
      `Carrier sales: ${t.broker.contact}   Phone ${fmtPhone(t.broker.phone ?? '', 'paren', t.broker.phoneExt)}   E-mail ${t.broker.email ?? ''}`,
      m + 6,
      64,
      { font: B, size: 8.5 },
    );
    const c = t.carrier;
    const strip = [
      `Carrier: ${c.name ?? ''} (MC ${c.mc} / DOT ${c.dot})`,
      `Dispatch ${fmtPhone(c.dispatchPhone, 'dash')}`,
      c.driver ? `Driver ${c.driver}` : '',
      c.driverPhone ? `Driver ph ${fmtPhone(c.driverPhone, 'dash')}` : '',
      c.truck ? `Truck ${c.truck}` : '',
      c.trailer ? `Trailer ${c.trailer}` : '',
    ].filter(Boolean);
    let y = lines(s, [strip.join('   ')], m, 84, W, { font: F, size: 8.5 });
    const strip2 = [
      `Equip: ${t.length ?? ''}' ${equipWord(t)}`,
      t.equipment === 'reefer' && t.temp !== null
        ? `Set point ${t.temp}°F (${t.tempControl === 'start_stop' ? 'cycle' : 'continuous'})`
        : '',
      t.bol ? `BOL ${t.bol}` : '',
      t.ref ? `Cust Ref ${t.ref}` : '',
      `Loaded miles ${fmtInt(t.miles)}`,
    ].filter(Boolean);
    y = lines(s, [strip2.join('   ')], m, y, W, { font: F, size: 8.5 }) + 6;
    const when = (st: TStop) => {
      if (st.appt) return `${dDash(st.appt.day)}\nAPPT ${tColon(st.appt.h, st.appt.m)}`;
      const f = st.fcfs;
      if (!f) return '';
      if (sameDay(f.start, f.end))
        return `${dDash(f.start)}\n${tColon(f.sh, f.sm)} to ${tColon(f.eh, f.em)}`;
      return `${dDash(f.start)} ${tColon(f.sh, f.sm)} to\n${dDash(f.end)} ${tColon(f.eh, f.em)}`;
    };
    const rows = t.stops.map((st) => [
      `${st.n}`,
      st.type === 'Pickup' ? 'Pick' : 'Drop',
      `${st.company ?? ''}\n${st.street ?? ''}\n${st.city}, ${st.state} ${st.zip ?? ''}${st.phone ? `\n${fmtPhone(st.phone, 'dot')}` : ''}`,
      when(st),
      [st.conf ? `Conf# ${st.conf}` : '', st.ref ? `Ref# ${st.ref}` : '']
        .filter(Boolean)
        .join('\n'),
      st.instructions ?? '',
    ]);
    y = table(
      s,
      m,
      y,
      [
        { header: 'Seq', width: 28 },
        { header: 'Stop', width: 36 },
        { header: 'Facility', width: 190 },
        { header: 'Date / Hours', width: 120 },
        { header: 'Numbers', width: 100 },
        { header: 'Instructions', width: W - 474 },
      ],
      rows,
      { font: F, bold: B, size: 8, grid: true, headerFill: '#d3e4c9' },
    );
    y += 10;
    const picks = t.stops.filter((st) => st.type === 'Pickup');
    const weights = pickupWeights(t);
    const hu = picks.map((st, k) => [
      `Stop ${st.n}`,
      String(st.pallets),
      st.commodity ?? '',
      `${fmtInt(weights[k] ?? 0)} lb`,
    ]);
    if (t.weight) hu.push(['', '', 'Total weight', `${fmtInt(t.weight)} lb`]);
    const yl = table(
      s,
      m,
      y,
      [
        { header: 'From', width: 60 },
        { header: 'Pallets', width: 50, align: 'right' },
        { header: 'Description', width: 200 },
        { header: 'Weight', width: 80, align: 'right' },
      ],
      hu,
      { font: F, bold: B, size: 8.5, headerFill: '#eef3ea' },
    );
    const rx = m + W - 280;
    const pay: string[][] = [['Line Haul', fmtMoney(t.linehaul)]];
    if (t.fuel !== null) pay.push(['FSC', fmtMoney(t.fuel)]);
    for (const a of t.accessorials)
      pay.push([a.label === 'Stop-off' ? 'Extra stop' : a.label, fmtMoney(a.amount)]);
    pay.push(['Total Carrier Rate', fmtMoney(total(t))]);
    const yr = table(
      s,
      rx,
      y,
      [
        { header: 'Charges', width: 180 },
        { header: 'USD', width: 100, align: 'right' },
      ],
      pay,
      { font: F, bold: B, size: 8.5, headerFill: '#eef3ea' },
    );
    y = Math.max(yl, yr) + 10;
    para(s, `${TERMS[0] ?? ''} ${TERMS[1] ?? ''} ${TERMS[3] ?? ''} ${TERMS[9] ?? ''}`, m, y, W, {
      font: F,
      size: 6.5,
      color: '#555555',
    });
  },
};

export const UNSEEN_LAYOUTS_5: Layout[] = [
  footerQuestions,
  repCardAllIn,
  ontarioMetric,
  stopPerPage,
  landscapeGrid,
];
