/**
 * The thirteenth held-out set of rate-confirmation layouts (issue 15), written after the five
 * layouts of layouts-unseen-11.ts were measured and moved to dev. Appended to the layout list
 * after them, so every earlier document keeps its seed. Written without looking at the
 * extractor; the looks follow kinds of sheets carriers receive (stops in an ORIGIN |
 * DESTINATION grid with the times in a separate appointments table, an accessorial tariff
 * matrix where only the "This load" column is the load's pay, a confirmation whose rate is only
 * in the carrier-acceptance block after the terms, a tracking-compliance sheet with a check-call
 * schedule, an itinerary of calendar tiles). Broker, shipper and service names are made up.
 *
 * As in layouts.ts: whatever a layout does not print is nulled by its `hide`, so the expected
 * record holds only what the page shows.
 */

import { TERMS } from '../shared/pools';
import {
  CanvasSurface,
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
  type Surface,
  table,
  wrap,
} from '../shared/surface';
import {
  broker,
  cityLine,
  dayOf,
  dowMonDYLong,
  dowOf,
  fittedLines,
  hcolon,
  hhmm,
  lineCount,
  p2,
  rightIn as right,
  sameDay,
  tempCtl,
} from './layout-helpers';
import type { Layout } from './layouts';
import { type TStop, total } from './model';

// ---- helpers -------------------------------------------------------------------------------------

/** `$1,850.00 USD`. */
const usdAfter = (n: number) => `${fmtMoney(n)} USD`;
/** `USD 1,850.00`. */
const usdBefore = (n: number) => `USD ${fmtMoney(n, { symbol: false })}`;
/** `9:30a`, `12:00p`. */
function apShort(h: number, m: number): string {
  const hh = h % 12 === 0 ? 12 : h % 12;
  return `${hh}:${p2(m)}${h < 12 ? 'a' : 'p'}`;
}
/** `8:30 AM`. */
function apUpper(h: number, m: number): string {
  const hh = h % 12 === 0 ? 12 : h % 12;
  return `${hh}:${p2(m)} ${h < 12 ? 'AM' : 'PM'}`;
}
/** `Thu 11/26/26`. */
const dowMdyy = (d: Day) => `${DAYS[dowOf(d)]} ${p2(d.m)}/${p2(d.d)}/${String(d.y).slice(2)}`;
/** `Nov 26, 2026`. */
const monDY = (d: Day) => `${MONTHS[d.m - 1]} ${d.d}, ${d.y}`;
/** `Nov 26`. */
const monD = (d: Day) => `${MONTHS[d.m - 1]} ${d.d}`;

/** Standard-time zone of a stop (the loads run in November and December). */
const ET = new Set(['GA', 'FL', 'NC', 'SC', 'OH', 'IN', 'MI', 'PA', 'NJ', 'NY', 'MA', 'VA', 'KY']);
const MT = new Set(['CO', 'UT', 'AZ', 'ID', 'NM']);
const PT = new Set(['CA', 'NV', 'OR', 'WA']);
function zone(st: TStop): string {
  if (st.city === 'El Paso' || MT.has(st.state)) return 'MST';
  if (PT.has(st.state)) return 'PST';
  if (ET.has(st.state)) return 'EST';
  return 'CST';
}

/** A pen scribble (a signature) drawn as short strokes; no text. */
function scribble(s: Surface, x: number, y: number, w: number, rng: { next(): number }) {
  let px = x;
  let py = y;
  const n = 14;
  for (let i = 1; i <= n; i++) {
    const nx = x + (w * i) / n;
    const ny = y + (rng.next() - 0.5) * 14;
    s.line(px, py, nx, ny, 0.9, '#1e3a8a');
    px = nx;
    py = ny;
  }
}

// ---- B1. ORIGIN | DESTINATION grid, times in a separate appointments table -----------------------

const originDest: Layout = {
  id: 'origin-dest-grid-appointments',
  title:
    'Confirmation whose stops sit in a two-column ORIGIN | DESTINATION grid (pickups stacked in the left column, drops in the right, each cell a multi-line block with address, phone, e-mail, BOL / ref, commodity and notes), the dates and times only in a separate appointments table under it (`11/26/2026`, `0930 HRS` or `0700-1500 HRS`, APPT / FCFS, appt / PU #), carrier and equipment boxes, a rate list in `$1,850.00 USD`, a tracking note with its own phone number',
  modelledOn:
    'Southeastern brokers on a hosted TMS whose confirmation pairs origins and destinations in one grid and schedules them in a table below',
  page: LETTER,
  embedFonts: true,
  load: {
    broker: broker(
      'Palmetto Crossdock Brokerage LLC',
      '1470 Meeting Street Rd',
      'Charleston',
      'SC',
      '29405',
      'palmettoxd.com',
      '1342286',
      '8435550177',
    ),
    orderNumber: (r) => `PXB${r.digits(6)}`,
    stops: [2, 4],
    fcfsShare: 0.4,
    reeferShare: 0.45,
  },
  hide(t) {
    t.carrier.trailer = null;
  },
  draw(s, t, rng) {
    const m = 36;
    const W = s.width - 2 * m;
    const F: FontName = 'narrow';
    const B: FontName = 'narrow-bold';
    const red = '#7a1f1f';
    const c = t.carrier;
    // Header.
    s.text(t.broker.name, m, 28, { font: B, size: 15, color: red });
    s.text(`${t.broker.street} · ${t.broker.city}, ${t.broker.state} ${t.broker.zip}`, m, 47, {
      font: F,
      size: 8.5,
    });
    s.text(`MC ${t.broker.mc} · Dispatch fax ${fmtPhone(t.broker.fax, 'dash')}`, m, 58, {
      font: F,
      size: 8.5,
    });
    right(s, 'LOAD CONFIRMATION', m, 26, W, { font: B, size: 13 });
    right(s, `Confirmation No. ${t.order}`, m, 44, W, { font: B, size: 10, color: red });
    right(s, `Issued ${mdy(t.issued)}`, m, 58, W, { font: F, size: 8.5 });
    s.line(m, 73, m + W, 73, 1.4, red);
    s.line(m, 76, m + W, 76, 0.5, red);
    let y = 83;
    s.text(
      `Carrier rep: ${t.broker.contact}    Direct: ${fmtPhone(t.broker.phone ?? '', 'paren', t.broker.phoneExt)}    E-mail: ${t.broker.email ?? ''}`,
      m,
      y,
      { font: F, size: 9 },
    );
    y += 16;
    // Reference strip.
    const refs: Array<[string, string]> = [
      ['Shipper PO', t.po ?? '—'],
      ['Bill of Lading', t.bol ?? '—'],
      ['Customer Ref', t.ref ?? '—'],
      ['Loaded Miles', fmtInt(t.miles)],
    ];
    const rw = W / refs.length;
    for (const [i, [k, v]] of refs.entries()) {
      s.rect(m + i * rw, y, rw, 28, { stroke: '#8a8a8a', lineWidth: 0.6 });
      s.text(k, m + i * rw + 5, y + 3, { font: F, size: 7, color: '#666666' });
      s.text(v, m + i * rw + 5, y + 13, { font: B, size: 10 });
    }
    y += 36;
    // Carrier and equipment boxes.
    const bw = (W - 10) / 2;
    const carrierLines = [
      c.name ?? '',
      `MC ${c.mc}   DOT ${c.dot}`,
      `Dispatch: ${c.dispatcher}, ${fmtPhone(c.dispatchPhone, 'paren')}`,
      c.driver
        ? `Driver: ${c.driver}${c.driverPhone ? `, cell ${fmtPhone(c.driverPhone, 'dash')}` : ''}`
        : 'Driver: to be assigned',
      `Tractor: ${c.truck ?? 'TBD'}    Trailer: TBD at pickup`,
    ];
    const equipLines = [
      `${t.length}' ${t.equipment === 'reefer' ? 'Refrigerated trailer (reefer)' : 'Dry van'}`,
      t.equipment === 'reefer'
        ? `Set point ${t.temp}°F — ${tempCtl(t, 'continuous run', 'start/stop (cycle)')}`
        : 'No temperature control',
      `Total weight: ${fmtInt(t.weight ?? 0)} lbs`,
      'Load locks: 2 required · no team',
    ];
    const bh =
      Math.max(
        lineCount(s, carrierLines, bw - 12, F, 8.8),
        lineCount(s, equipLines, bw - 12, F, 8.8),
      ) *
        11.4 +
      22;
    for (const [i, [title, xs]] of (
      [
        ['CARRIER', carrierLines],
        ['EQUIPMENT', equipLines],
      ] as Array<[string, string[]]>
    ).entries()) {
      const x = m + i * (bw + 10);
      s.rect(x, y, bw, bh, { stroke: red, lineWidth: 0.8 });
      s.text(title, x + 6, y + 4, { font: B, size: 8, color: red });
      fittedLines(s, xs, x + 6, y + 16, bw - 12, { font: F, size: 8.8 });
    }
    y += bh + 12;
    // ORIGIN | DESTINATION grid.
    const picks = t.stops.filter((st) => st.type === 'Pickup');
    const drops = t.stops.filter((st) => st.type === 'Delivery');
    const cw = W / 2;
    const cellLines = (st: TStop | undefined): string[] =>
      st
        ? [
            st.company ?? '',
            st.street ?? '',
            cityLine(st),
            st.phone ? `Tel ${fmtPhone(st.phone, 'dot')}` : '',
            st.email ?? '',
            [st.bol ? `BOL ${st.bol}` : '', st.ref ? `Ref ${st.ref}` : '']
              .filter(Boolean)
              .join('   '),
            st.commodity ? `Commodity: ${st.commodity}` : '',
            st.instructions ? `Notes: ${st.instructions}` : '',
          ]
        : ['—'];
    const gridHead = () => {
      s.rect(m, y, W, 15, { fill: red });
      s.text('ORIGIN', m + 6, y + 3, { font: B, size: 9, color: '#ffffff' });
      s.text('DESTINATION', m + cw + 6, y + 3, { font: B, size: 9, color: '#ffffff' });
      y += 15;
    };
    gridHead();
    const rows = Math.max(picks.length, drops.length);
    for (let i = 0; i < rows; i++) {
      const pair = [picks[i], drops[i]];
      const n = Math.max(...pair.map((st) => lineCount(s, cellLines(st), cw - 12, F, 8.6)));
      const h = n * 11.2 + 24;
      if (y + h > s.height - 50) {
        s.newPage();
        s.text(`${t.broker.name} · Confirmation No. ${t.order} (continued)`, m, 34, {
          font: B,
          size: 9,
        });
        y = 52;
        gridHead();
      }
      for (const [k, st] of pair.entries()) {
        const x = m + k * cw;
        s.rect(x, y, cw, h, { stroke: '#444444', lineWidth: 0.6 });
        if (st)
          s.text(`STOP ${st.n} · ${st.type === 'Pickup' ? 'PICK UP' : 'DELIVER'}`, x + 6, y + 4, {
            font: B,
            size: 8.6,
            color: red,
          });
        fittedLines(s, cellLines(st), x + 6, y + (st ? 17 : 6), cw - 12, { font: F, size: 8.6 });
      }
      y += h;
    }
    y += 12;
    // Appointments table.
    if (y + 90 > s.height - 50) {
      s.newPage();
      y = 44;
    }
    s.text('APPOINTMENTS / HOURS (all times local)', m, y, { font: B, size: 9, color: red });
    y = table(
      s,
      m,
      y + 13,
      [
        { header: 'Stop', width: 30, align: 'center' },
        { header: 'Type', width: 44 },
        { header: 'Facility', width: 118 },
        { header: 'City / State', width: 92 },
        { header: 'Date', width: 70 },
        { header: 'Time', width: 86 },
        { header: 'Sched.', width: 38 },
        { header: 'Appt / PU #', width: W - 478 },
      ],
      t.stops.map((st) => {
        const date = st.appt
          ? mdy(st.appt.day)
          : st.fcfs
            ? sameDay(st.fcfs.start, st.fcfs.end)
              ? mdy(st.fcfs.start)
              : `${mdy(st.fcfs.start)} – ${mdy(st.fcfs.end)}`
            : '';
        const time = st.appt
          ? `${hhmm(st.appt.h, st.appt.m)} HRS`
          : st.fcfs
            ? `${hhmm(st.fcfs.sh, st.fcfs.sm)}-${hhmm(st.fcfs.eh, st.fcfs.em)} HRS`
            : '';
        return [
          String(st.n),
          st.type === 'Pickup' ? 'Pickup' : 'Delivery',
          st.company ?? '',
          `${st.city}, ${st.state}`,
          date,
          time,
          st.appt ? 'APPT' : 'FCFS',
          st.conf ?? '—',
        ];
      }),
      { font: F, bold: B, size: 8.4, grid: true, headerFill: '#f1dede', padding: 3 },
    );
    y += 14;
    // Rate and tracking note.
    const pay: Array<[string, number]> = [['Linehaul', t.linehaul]];
    if (t.fuel !== null) pay.push(['Fuel surcharge', t.fuel]);
    for (const a of t.accessorials) pay.push([a.label, a.amount]);
    const rh = (pay.length + 1) * 13 + 26;
    if (y + rh > s.height - 40) {
      s.newPage();
      y = 44;
    }
    const rx = m + W - 220;
    s.rect(rx, y, 220, rh, { stroke: red, lineWidth: 1 });
    s.text('RATE AGREEMENT', rx + 8, y + 5, { font: B, size: 9, color: red });
    let py = y + 20;
    for (const [k, v] of pay) {
      s.text(k, rx + 8, py, { font: F, size: 9 });
      right(s, usdAfter(v), rx, py, 212, { font: F, size: 9 });
      py += 13;
    }
    s.line(rx + 8, py, rx + 212, py, 0.6);
    s.text('TOTAL CARRIER PAY', rx + 8, py + 3, { font: B, size: 9 });
    right(s, usdAfter(total(t)), rx, py + 3, 212, { font: B, size: 9 });
    const track = `843555${rng.digits(4)}`;
    const ny = para(
      s,
      `Tracking: the driver must accept the tracking link texted from ${fmtPhone(track, 'paren')} before loading; if it fails, call the carrier rep. Detention $45.00/hr after 2 hours free with in/out times on the BOL. Missed appointment without notice: $150.00 deduction. TONU $100.00.`,
      m,
      y,
      W - 240,
      { font: F, size: 8.2, leading: 10.5 },
    );
    s.text('Accepted for carrier: ____________________________   Date: ____________', m, ny + 14, {
      font: F,
      size: 9,
    });
  },
};

// ---- B2. Accessorial tariff matrix, only the "This load" column is the load's pay --------------

const tariffMatrix: Layout = {
  id: 'tariff-matrix-this-load',
  title:
    'Confirmation with right-aligned labels against a rule (load facts, carrier, contact, and each stop in two columns of label blocks, `Thu 11/26/26` dates, `9:30a appointment` or `7:00a – 3:00p (FCFS)` hours), then a charges matrix listing the whole accessorial tariff (code, charge, basis, tariff rate, qty, This load): detention, layover, TONU, lumper, stop-off, scale, late-delivery deduction with tariff rates, only linehaul, fuel and the load’s own extras with an amount in "This load", and a total',
  modelledOn:
    'Mid-size brokers whose contract module prints the carrier’s accessorial tariff on every confirmation',
  page: LETTER,
  embedFonts: false,
  load: {
    broker: broker(
      'Smoky Ridge Freight Services, Inc.',
      '5210 Kingston Pike, Suite 400',
      'Knoxville',
      'TN',
      '37919',
      'smokyridgefs.com',
      '987114',
      '8655550160',
    ),
    orderNumber: (r) => `SR${r.digits(5)}-${r.int(1, 9)}`,
    stops: [2, 4],
    fcfsShare: 0.4,
    reeferShare: 0.45,
    accessorialShare: 0.7,
  },
  hide(t) {
    t.bol = null;
  },
  draw(s, t) {
    const m = 40;
    const W = s.width - 2 * m;
    const F: FontName = 'sans';
    const B: FontName = 'sans-bold';
    const slate = '#334155';
    const grey = '#475569';
    const c = t.carrier;
    const size = 8.4;
    const lead = size * 1.3;
    /** Label blocks: labels right-aligned in `lw`, a rule, values to the right. */
    const kvHeight = (rows: Array<[string, string]>, w: number, lw: number) =>
      rows
        .filter(([, v]) => v)
        .reduce((a, [, v]) => a + lineCount(s, [v], w - lw - 12, F, size) * lead + 2, 0);
    const kv = (x: number, y0: number, w: number, lw: number, rows: Array<[string, string]>) => {
      let yy = y0;
      for (const [k, v] of rows) {
        if (!v) continue;
        right(s, k, x, yy, lw, { font: B, size, color: grey });
        const n = lineCount(s, [v], w - lw - 12, F, size);
        fittedLines(s, [v], x + lw + 12, yy, w - lw - 12, { font: F, size });
        yy += n * lead + 2;
      }
      s.line(x + lw + 6, y0 - 2, x + lw + 6, yy, 0.6, '#94a3b8');
      return yy;
    };
    const top = (cont: boolean) => {
      s.rect(0, 0, s.width, 56, { fill: slate });
      s.text(t.broker.name, m, 14, { font: B, size: 15, color: '#ffffff' });
      s.text(
        `${t.broker.street}, ${t.broker.city}, ${t.broker.state} ${t.broker.zip}   |   MC ${t.broker.mc}   |   Fax ${fmtPhone(t.broker.fax, 'dash')}`,
        m,
        36,
        { font: F, size: 8, color: '#e2e8f0' },
      );
      right(s, cont ? 'RATE CONFIRMATION (cont.)' : 'RATE CONFIRMATION', m, 14, W, {
        font: B,
        size: 12,
        color: '#ffffff',
      });
    };
    top(false);
    let y = 70;
    // Load facts left; contact and carrier right.
    const lw = 300;
    const ly = kv(m, y, lw, 104, [
      ['Load ID', t.order ?? ''],
      ['Confirmed', dowMdyy(t.issued)],
      ['Customer PO #', t.po ?? ''],
      ['Reference', t.ref ?? ''],
      ['Equipment', `${t.length}' ${t.equipment === 'reefer' ? 'refrigerated van' : 'dry van'}`],
      [
        'Temperature',
        t.equipment === 'reefer'
          ? `${t.temp}°F, ${tempCtl(t, 'continuous', 'start/stop cycle')}`
          : '',
      ],
      ['Weight', `${fmtInt(t.weight ?? 0)} lbs`],
      ['Loaded miles', fmtInt(t.miles)],
    ]);
    const rx = m + lw + 16;
    const rW = W - lw - 16;
    s.text('YOUR CONTACT', rx, y - 1, { font: B, size: 7.5, color: slate });
    let ry = kv(rx, y + 11, rW, 66, [
      ['Carrier desk', t.broker.contact],
      ['Direct', fmtPhone(t.broker.phone ?? '', 'paren', t.broker.phoneExt)],
      ['E-mail', t.broker.email ?? ''],
    ]);
    ry += 6;
    s.text('CARRIER', rx, ry, { font: B, size: 7.5, color: slate });
    ry = kv(rx, ry + 12, rW, 66, [
      ['Carrier', c.name ?? ''],
      ['MC / DOT', `${c.mc} / ${c.dot}`],
      ['Dispatcher', `${c.dispatcher} ${fmtPhone(c.dispatchPhone, 'dash')}`],
      ['Driver', c.driver ?? ''],
      ['Driver cell', c.driverPhone ? fmtPhone(c.driverPhone, 'dash') : ''],
      ['Truck', c.truck ?? ''],
      ['Trailer', c.trailer ?? ''],
    ]);
    y = Math.max(ly, ry) + 12;
    // Stops, two per row.
    const sw = (W - 14) / 2;
    const stopRows = (st: TStop): Array<[string, string]> => {
      const pick = st.type === 'Pickup';
      let date = '';
      let hours = '';
      if (st.appt) {
        date = dowMdyy(st.appt.day);
        hours = `${apShort(st.appt.h, st.appt.m)} appointment`;
      } else if (st.fcfs) {
        const w = st.fcfs;
        date = sameDay(w.start, w.end)
          ? dowMdyy(w.start)
          : `${dowMdyy(w.start)} – ${dowMdyy(w.end)}`;
        hours = `${apShort(w.sh, w.sm)} – ${apShort(w.eh, w.em)} (FCFS${sameDay(w.start, w.end) ? '' : ', overnight'})`;
      }
      return [
        ['Facility', st.company ?? ''],
        ['Address', st.street ?? ''],
        ['City / State / Zip', cityLine(st)],
        ['Phone', st.phone ? fmtPhone(st.phone, 'dash') : ''],
        ['Email', st.email ?? ''],
        ['Date', date],
        ['Hours', hours],
        [pick ? 'Pickup #' : 'Delivery #', st.conf ?? ''],
        ['BOL', st.bol ?? ''],
        ['Reference', st.ref ?? ''],
        ['Commodity', st.commodity ?? ''],
        ['Instructions', st.instructions ?? ''],
      ];
    };
    for (let i = 0; i < t.stops.length; i += 2) {
      const pair = t.stops.slice(i, i + 2);
      const h = Math.max(...pair.map((st) => kvHeight(stopRows(st), sw, 84))) + 22;
      if (y + h > s.height - 40) {
        s.newPage();
        top(true);
        y = 70;
      }
      for (const [k, st] of pair.entries()) {
        const x = m + k * (sw + 14);
        s.rect(x, y, sw, 14, { fill: '#e2e8f0' });
        s.text(`STOP ${st.n} — ${st.type === 'Pickup' ? 'PICKUP' : 'DELIVERY'}`, x + 4, y + 3, {
          font: B,
          size: 8.2,
          color: slate,
        });
        kv(x, y + 20, sw, 84, stopRows(st));
      }
      y += h + 6;
    }
    // Charges matrix.
    const acc = new Map(t.accessorials.map((a) => [a.label, a.amount]));
    const money = (v: number | undefined) => (v === undefined ? '—' : fmtMoney(v));
    const line = (
      code: string,
      name: string,
      basis: string,
      tariff: string,
      qty: string,
      amount: number | undefined,
    ) => [code, name, basis, tariff, amount === undefined ? '—' : qty, money(amount)];
    const det = acc.get('Detention');
    const rows: string[][] = [
      line('LH', 'Linehaul', 'Flat, origin to destination', 'Contract', '1', t.linehaul),
      t.fuel !== null
        ? line(
            'FSC',
            'Fuel surcharge',
            'Per loaded mile, DOE weekly',
            `$${(t.fuel / t.miles).toFixed(3)}/mi`,
            fmtInt(t.miles),
            t.fuel,
          )
        : line('FSC', 'Fuel surcharge', 'Included in linehaul', '—', '—', undefined),
      line(
        'STP',
        'Stop-off',
        'Per additional stop',
        money(acc.get('Stop-off') ?? 75),
        '1',
        acc.get('Stop-off'),
      ),
      line(
        'DET',
        'Detention',
        'Per hour after 2 hrs free',
        '$50.00/hr',
        det ? `${det / 50} hrs` : '',
        det,
      ),
      line('LUM', 'Lumper', 'At cost, receipt required', 'At cost', '1', acc.get('Lumper')),
      line(
        'DA',
        'Driver assist',
        'Flat per stop',
        money(acc.get('Driver Assist') ?? 75),
        '1',
        acc.get('Driver Assist'),
      ),
      line('TRP', 'Tarp', 'Flat', '$100.00', '1', acc.get('Tarp')),
      line('LAY', 'Layover', 'Per 24 hrs, approved in writing', '$250.00', '', undefined),
      line('TONU', 'Truck ordered not used', 'Cancelled after dispatch', '$150.00', '', undefined),
      line('SCL', 'Scale ticket', 'With receipt, maximum', '$15.00', '', undefined),
      line('LATE', 'Late delivery', 'Deduction per occurrence', '-$250.00', '', undefined),
    ];
    // The matrix is kept whole: it moves to a new page when it does not fit.
    if (y + 36 + (rows.length + 2) * 17 > s.height - 50) {
      s.newPage();
      top(true);
      y = 70;
    }
    s.text('CHARGES AND ACCESSORIAL TARIFF', m, y, { font: B, size: 9.5, color: slate });
    para(
      s,
      'Only amounts in the "This load" column are authorised for this load. Tariff rates apply only if the charge is incurred and approved in writing by the carrier desk.',
      m,
      y + 13,
      W,
      { font: F, size: 7.6, color: grey },
    );
    y = table(
      s,
      m,
      y + 36,
      [
        { header: 'Code', width: 40 },
        { header: 'Charge', width: 118 },
        { header: 'Basis', width: 138 },
        { header: 'Tariff rate', width: 78, align: 'right' },
        { header: 'Qty', width: 52, align: 'right' },
        { header: 'This load', width: W - 426, align: 'right' },
      ],
      [...rows, { span: 'Total this load (USD)', bold: true, right: fmtMoney(total(t)) }],
      {
        font: F,
        bold: B,
        size: 8.2,
        headerFill: slate,
        headerColor: '#ffffff',
        zebra: '#f1f5f9',
        padding: 3.5,
        bottom: s.height - 40,
        topOnNewPage: 70,
        onNewPage: () => top(true),
      },
    );
    y += 14;
    if (y > s.height - 50) {
      s.newPage();
      top(true);
      y = 70;
    }
    s.text(
      'Carrier signature ______________________________   Date ____________   Return by fax or e-mail.',
      m,
      y,
      { font: F, size: 8.5 },
    );
  },
};

// ---- B3. Rate only in the carrier-acceptance block after the terms ----------------------------

const acceptance: Layout = {
  id: 'rate-in-acceptance-block',
  title:
    'Serif confirmation: centred letterhead with fax and MC only, load facts in two label columns (a "Ship date" among them), the carrier in one sentence, stops as numbered sections with long weekday dates and `08:00 CST` appointments or "between 07:00 and 15:00 EST, first come, first served", page 1 saying the rate is in the acceptance; page 2 the terms (full of dollar amounts) and then a boxed CARRIER ACCEPTANCE with the agreed rate in `$1,850.00 USD` lines, the carrier signature and the broker rep’s name, phone and e-mail',
  modelledOn:
    'Small Kentucky and Ohio Valley brokerages whose confirmation is a contract to be signed, with the rate stated in the acceptance clause',
  page: LETTER,
  embedFonts: false,
  load: {
    broker: broker(
      'Bramblewood Transport Brokerage',
      '3300 Nicholasville Rd',
      'Lexington',
      'KY',
      '40503',
      'bramblewoodtb.com',
      '1190375',
      '8595550123',
    ),
    orderNumber: (r) => `BW ${r.digits(5)}`,
    stops: [2, 3],
    fcfsShare: 0.35,
    reeferShare: 0.5,
  },
  hide(t) {
    for (const st of t.stops) st.email = null;
  },
  draw(s, t, rng) {
    const m = 54;
    const W = s.width - 2 * m;
    const F: FontName = 'serif';
    const B: FontName = 'serif-bold';
    const I: FontName = 'serif-italic';
    const c = t.carrier;
    const head = () => {
      s.text(t.broker.name.toUpperCase(), m, 34, { font: B, size: 15, align: 'center', width: W });
      s.text(`${t.broker.street}  ·  ${t.broker.city}, ${t.broker.state} ${t.broker.zip}`, m, 53, {
        font: F,
        size: 9,
        align: 'center',
        width: W,
      });
      s.text(`Facsimile ${fmtPhone(t.broker.fax, 'paren')}  ·  MC ${t.broker.mc}`, m, 65, {
        font: F,
        size: 9,
        align: 'center',
        width: W,
      });
      s.line(m, 80, m + W, 80, 1.6);
      s.line(m, 83, m + W, 83, 0.5);
    };
    head();
    s.text('CARRIER LOAD CONFIRMATION', m, 93, { font: B, size: 12, align: 'center', width: W });
    let y = para(
      s,
      `This confirms the shipment below, tendered to ${c.name} under the Broker-Carrier Agreement. The agreed rate is stated only in the Carrier Acceptance at the end of this document; sign it and return it before dispatch.`,
      m,
      114,
      W,
      { font: I, size: 9.5, leading: 12 },
    );
    y += 8;
    // Load facts in two label columns.
    const first = t.stops[0];
    const ship = first ? dayOf(first, t.issued) : t.issued;
    const colL: Array<[string, string]> = [
      ['Load number', t.order ?? ''],
      ['Date issued', `${MONTHS[t.issued.m - 1]} ${t.issued.d}, ${t.issued.y}`],
      ['Customer P.O.', t.po ?? 'none'],
      ['Bill of lading', t.bol ?? 'at shipper'],
      ['Reference', t.ref ?? 'none'],
    ];
    const colR: Array<[string, string]> = [
      ['Equipment', `${t.length} ft ${t.equipment === 'reefer' ? 'refrigerated van' : 'dry van'}`],
      [
        'Temperature',
        t.equipment === 'reefer'
          ? `${t.temp} °F, ${tempCtl(t, 'continuous', 'cycle (start/stop)')}`
          : 'not applicable',
      ],
      ['Total weight', `${fmtInt(t.weight ?? 0)} lbs`],
      ['Ship date', `${MONTHS[ship.m - 1]} ${ship.d}, ${ship.y}`],
      ['Miles', fmtInt(t.miles)],
    ];
    const half = W / 2;
    for (const [k, [a, b]] of colL.entries()) {
      s.text(`${a}:`, m, y + k * 13, { font: B, size: 9.5 });
      s.text(b, m + 92, y + k * 13, { font: F, size: 9.5 });
      const r = colR[k];
      if (r) {
        s.text(`${r[0]}:`, m + half, y + k * 13, { font: B, size: 9.5 });
        s.text(r[1], m + half + 82, y + k * 13, { font: F, size: 9.5 });
      }
    }
    y += colL.length * 13 + 8;
    // Carrier as a sentence.
    const drv = c.driver
      ? `Driver: ${c.driver}${c.driverPhone ? `, cell ${fmtPhone(c.driverPhone, 'paren')}` : ''}.`
      : 'Driver: to be advised.';
    const units = [
      c.truck ? `Tractor ${c.truck}` : '',
      c.trailer ? `${c.truck ? 'trailer' : 'Trailer'} ${c.trailer}` : '',
    ]
      .filter(Boolean)
      .join(', ');
    y = para(
      s,
      `Carrier: ${c.name} (MC ${c.mc}, USDOT ${c.dot}). Dispatcher: ${c.dispatcher}, ${fmtPhone(c.dispatchPhone, 'paren')}. ${drv}${units ? ` ${units}.` : ''}`,
      m,
      y,
      W,
      { font: F, size: 9.5, leading: 12 },
    );
    y += 8;
    s.line(m, y, m + W, y, 0.5);
    y += 8;
    // Stops.
    const ind = m + 18;
    const iw = W - 18;
    for (const st of t.stops) {
      const pick = st.type === 'Pickup';
      const tz = zone(st);
      let sched = '';
      if (st.appt)
        sched = `Appointment: ${dowMonDYLong(st.appt.day)} at ${hcolon(st.appt.h, st.appt.m)} ${tz}`;
      else if (st.fcfs) {
        const w = st.fcfs;
        sched = sameDay(w.start, w.end)
          ? `Open: ${dowMonDYLong(w.start)}, between ${hcolon(w.sh, w.sm)} and ${hcolon(w.eh, w.em)} ${tz}, first come, first served`
          : `Open from ${dowMonDYLong(w.start)} ${hcolon(w.sh, w.sm)} ${tz} until ${dowMonDYLong(w.end)} ${hcolon(w.eh, w.em)} ${tz}, first come, first served`;
      }
      const nums = [
        st.conf ? `${pick ? 'Pick-up' : 'Delivery'} No. ${st.conf}` : '',
        st.bol ? `B/L ${st.bol}` : '',
        st.ref ? `Ref. ${st.ref}` : '',
      ]
        .filter(Boolean)
        .join('; ');
      const body = [
        st.company ?? '',
        st.street ?? '',
        cityLine(st),
        st.phone ? `Telephone ${fmtPhone(st.phone, 'paren')}` : '',
        sched,
        nums,
        st.commodity ? `Commodity: ${st.commodity}` : '',
      ];
      const noteN = st.instructions
        ? wrap(s, `Special instructions: ${st.instructions}`, iw, I, 9.5).length
        : 0;
      const h = 15 + (lineCount(s, body, iw, F, 9.5) + noteN) * 12 + 8;
      if (y + h > s.height - 50) {
        s.newPage();
        head();
        y = 96;
      }
      s.text(
        `${st.n}.  ${pick ? 'PICK UP' : 'DELIVER'} — ${st.city.toUpperCase()}, ${st.state}`,
        m,
        y,
        { font: B, size: 10 },
      );
      let by = y + 15;
      for (const l of body) {
        if (!l) continue;
        by = para(s, l, ind, by, iw, { font: F, size: 9.5, leading: 12 });
      }
      if (st.instructions)
        by = para(s, `Special instructions: ${st.instructions}`, ind, by, iw, {
          font: I,
          size: 9.5,
          leading: 12,
        });
      y = by + 8;
    }
    s.text(
      'Rate and charges: see the Carrier Acceptance on the last page of this confirmation.',
      m,
      y + 2,
      { font: B, size: 9.5 },
    );
    // Terms, then the acceptance.
    s.newPage();
    head();
    s.text('TERMS AND CONDITIONS', m, 94, { font: B, size: 11 });
    let ty = 112;
    for (const [i, term] of TERMS.entries())
      ty = para(s, `${i + 1}. ${term}`, m, ty, W, { font: F, size: 8.3, leading: 10 }) + 3;
    const pay: Array<[string, number]> = [['Line haul', t.linehaul]];
    if (t.fuel !== null) pay.push(['Fuel surcharge', t.fuel]);
    for (const a of t.accessorials) pay.push([a.label, a.amount]);
    const bh = 70 + (pay.length + 1) * 14 + 84;
    if (ty + 14 + bh > s.height - 36) {
      s.newPage();
      head();
      ty = 86;
    }
    let y2 = ty + 14;
    s.rect(m, y2, W, bh, { stroke: '#000000', lineWidth: 1.3 });
    s.text('CARRIER ACCEPTANCE', m, y2 + 8, { font: B, size: 11, align: 'center', width: W });
    y2 = para(
      s,
      `${c.name} accepts Load No. ${t.order} on the terms above and on the Broker-Carrier Agreement, at the following agreed rate in US dollars, which is the entire compensation for this load:`,
      m + 14,
      y2 + 26,
      W - 28,
      { font: F, size: 9.5, leading: 12 },
    );
    y2 += 6;
    const ax = m + 40;
    const aw = W - 80;
    for (const [k, v] of pay) {
      s.text(k, ax, y2, { font: F, size: 10 });
      right(s, usdAfter(v), ax, y2, aw, { font: F, size: 10 });
      s.line(
        ax + s.measure(k, F, 10) + 4,
        y2 + 9,
        ax + aw - s.measure(usdAfter(v), F, 10) - 4,
        y2 + 9,
        0.3,
        '#777777',
      );
      y2 += 14;
    }
    s.line(ax, y2 + 1, ax + aw, y2 + 1, 0.8);
    s.text('Total agreed rate', ax, y2 + 4, { font: B, size: 10 });
    right(s, usdAfter(total(t)), ax, y2 + 4, aw, { font: B, size: 10 });
    y2 += 28;
    // Signatures.
    const sx = m + 14;
    const sx2 = m + W / 2 + 8;
    s.text('For the carrier:', sx, y2, { font: B, size: 9 });
    s.text(`For ${t.broker.name}:`, sx2, y2, { font: B, size: 9 });
    s.line(sx, y2 + 30, sx + W / 2 - 40, y2 + 30, 0.6);
    s.line(sx2, y2 + 30, sx2 + W / 2 - 40, y2 + 30, 0.6);
    scribble(s, sx2 + 10, y2 + 22, 110, rng);
    // The scanned copy is the one the carrier signed and faxed back.
    if (s instanceof CanvasSurface) scribble(s, sx + 14, y2 + 21, 130, rng);
    s.text('Signature, printed name and date', sx, y2 + 33, { font: I, size: 8 });
    s.text(t.broker.contact, sx2, y2 + 33, { font: F, size: 9 });
    s.text(`Tel. ${fmtPhone(t.broker.phone ?? '', 'paren', t.broker.phoneExt)}`, sx2, y2 + 45, {
      font: F,
      size: 9,
    });
    s.text(t.broker.email ?? '', sx2, y2 + 57, { font: F, size: 9 });
  },
};

// ---- B4. Tracking-compliance sheet with a check-call schedule --------------------------------

const checkCalls: Layout = {
  id: 'checkcall-tracking-schedule',
  title:
    'Condensed-font confirmation with a "TRACKING REQUIRED" band: carrier and load boxes, one gridded stop table (facility and address in one cell, `Nov 26, 2026`, `8:30 AM (appt)` or `7:00 AM–3:00 PM (FCFS)`, PU# / DEL#, BOL and ref in a numbers cell, commodity and notes in the last cell), then a check-call schedule table full of times and days that are not appointments, a tracking text-in number and a 24/7 tracking desk line, the carrier rep beside a USD pay box',
  modelledOn:
    'Brokers with a strict tracking-compliance program whose confirmation prints the check-call schedule and a holdback for untracked loads',
  page: LETTER,
  embedFonts: true,
  load: {
    broker: broker(
      'Lanternline Logistics LLC',
      '7120 Lima Rd',
      'Fort Wayne',
      'IN',
      '46818',
      'lanternline.com',
      '1264590',
      '2605550148',
    ),
    orderNumber: (r) => `LL-${r.digits(4)}-${r.digits(3)}`,
    stops: [2, 4],
    fcfsShare: 0.35,
    reeferShare: 0.4,
  },
  hide(t) {
    t.bol = null;
  },
  draw(s, t, rng) {
    const m = 36;
    const W = s.width - 2 * m;
    const F: FontName = 'condensed';
    const B: FontName = 'condensed-bold';
    const green = '#065f46';
    const c = t.carrier;
    // Header.
    s.text(t.broker.name, m, 26, { font: B, size: 15, color: green });
    s.text(`${t.broker.street}, ${t.broker.city}, ${t.broker.state} ${t.broker.zip}`, m, 45, {
      font: F,
      size: 8,
    });
    s.text(`MC ${t.broker.mc}  ·  Accounting fax ${fmtPhone(t.broker.fax, 'dot')}`, m, 55, {
      font: F,
      size: 8,
    });
    const hx = m + W - 170;
    s.rect(hx, 22, 170, 44, { stroke: green, lineWidth: 1 });
    s.text('LOAD CONFIRMATION', hx + 8, 26, { font: B, size: 9, color: green });
    s.text(`Load # ${t.order}`, hx + 8, 38, { font: B, size: 11 });
    s.text(`Date ${monDY(t.issued)}`, hx + 8, 53, { font: F, size: 8 });
    s.rect(m, 74, W, 17, { fill: green });
    s.text('TRACKING REQUIRED ON THIS LOAD — SEE THE CHECK-CALL SCHEDULE BELOW', m + 8, 78, {
      font: B,
      size: 9,
      color: '#ffffff',
    });
    let y = 100;
    // Carrier and load boxes.
    const bw = (W - 10) / 2;
    const carrier = [
      c.name ?? '',
      `MC ${c.mc} · DOT ${c.dot}`,
      `Dispatcher: ${c.dispatcher} · ${fmtPhone(c.dispatchPhone, 'dash')}`,
      c.driver ? `Driver: ${c.driver}` : 'Driver: not yet assigned',
      c.driverPhone ? `Driver cell (tracking): ${fmtPhone(c.driverPhone, 'dash')}` : '',
      [c.truck ? `Truck ${c.truck}` : '', c.trailer ? `Trailer ${c.trailer}` : '']
        .filter(Boolean)
        .join(' · '),
    ];
    const load = [
      `Customer PO: ${t.po ?? '—'}`,
      `Reference: ${t.ref ?? '—'}`,
      `Equipment: ${t.equipment === 'reefer' ? 'Reefer' : 'Van'}, ${t.length} ft`,
      t.equipment === 'reefer'
        ? `Temp: ${t.temp}°F ${tempCtl(t, 'continuous', 'start-stop')} — pre-cool required`
        : '',
      `Weight: ${fmtInt(t.weight ?? 0)} lbs · Miles: ${fmtInt(t.miles)}`,
    ];
    const bh =
      Math.max(lineCount(s, carrier, bw - 12, F, 8.6), lineCount(s, load, bw - 12, F, 8.6)) * 11.2 +
      22;
    for (const [i, [title, xs]] of (
      [
        ['Carrier', carrier],
        ['Load', load],
      ] as Array<[string, string[]]>
    ).entries()) {
      const x = m + i * (bw + 10);
      s.rect(x, y, bw, bh, { stroke: '#9ca3af', lineWidth: 0.6 });
      s.rect(x, y, bw, 13, { fill: '#d1fae5' });
      s.text(title.toUpperCase(), x + 6, y + 2.5, { font: B, size: 8, color: green });
      fittedLines(s, xs, x + 6, y + 17, bw - 12, { font: F, size: 8.6 });
    }
    y += bh + 12;
    // Stop table.
    y = table(
      s,
      m,
      y,
      [
        { header: '#', width: 20, align: 'center' },
        { header: 'Type', width: 40 },
        { header: 'Facility & address', width: 150 },
        { header: 'Date', width: 66 },
        { header: 'Time (local)', width: 82 },
        { header: 'Numbers', width: 82 },
        { header: 'Commodity / notes', width: W - 440 },
      ],
      t.stops.map((st) => {
        const pick = st.type === 'Pickup';
        let date = '';
        let time = '';
        if (st.appt) {
          date = monDY(st.appt.day);
          time = `${apUpper(st.appt.h, st.appt.m)} (appt)`;
        } else if (st.fcfs) {
          const w = st.fcfs;
          date = sameDay(w.start, w.end) ? monDY(w.start) : `${monDY(w.start)} to ${monDY(w.end)}`;
          time = `${apUpper(w.sh, w.sm)}–${apUpper(w.eh, w.em)} (FCFS)`;
        }
        return [
          String(st.n),
          pick ? 'Pick' : 'Drop',
          [
            st.company ?? '',
            st.street ?? '',
            cityLine(st),
            st.phone ? fmtPhone(st.phone, 'paren') : '',
            st.email ?? '',
          ]
            .filter(Boolean)
            .join('\n'),
          date,
          time,
          [
            st.conf ? `${pick ? 'PU#' : 'DEL#'} ${st.conf}` : '',
            st.bol ? `BOL ${st.bol}` : '',
            st.ref ? `Ref ${st.ref}` : '',
          ]
            .filter(Boolean)
            .join('\n'),
          [
            st.commodity ? `Cmdty: ${st.commodity}` : '',
            st.instructions ? `Note: ${st.instructions}` : '',
          ]
            .filter(Boolean)
            .join('\n'),
        ];
      }),
      {
        font: F,
        bold: B,
        size: 8,
        grid: true,
        headerFill: green,
        headerColor: '#ffffff',
        zebra: '#f0fdf4',
        padding: 3,
        bottom: s.height - 40,
        topOnNewPage: 44,
      },
    );
    y += 12;
    // Check-call schedule.
    const firstStop = t.stops[0];
    const lastStop = t.stops[t.stops.length - 1];
    const d1 = firstStop ? dayOf(firstStop, t.issued) : t.issued;
    const h1 = firstStop?.appt?.h ?? firstStop?.fcfs?.sh ?? 8;
    const dl = lastStop ? dayOf(lastStop, t.issued) : t.issued;
    const text = `260555${rng.digits(4)}`;
    const desk = `260555${rng.digits(4)}`;
    const callRows = [
      [
        `By ${apUpper(h1 - 2, 0)} on ${monD(d1)}`,
        'Dispatch call: driver name, cell, truck and trailer numbers; accept the tracking link',
        'Carrier rep',
      ],
      ['On arrival at every stop', 'Arrived call with check-in time', 'Tracking app'],
      [
        'Within 1 hour of departure',
        'Loaded / empty call with piece count and seal number',
        'Tracking app',
      ],
      [
        'Daily at 8:00 AM and 4:00 PM',
        'Location and ETA while in transit (driver’s local time)',
        'App or call',
      ],
      [
        '2 hours before each appointment',
        'Call if running late; a missed appointment without notice is a $150.00 deduction',
        'Carrier rep',
      ],
      [
        `After delivery on ${monD(dl)}`,
        'Empty call and POD photo upload within 24 hours',
        'Tracking app',
      ],
    ];
    const tableH = 16 + callRows.length * 22 + 40;
    if (y + tableH > s.height - 40) {
      s.newPage();
      y = 44;
    }
    s.text('CHECK CALLS & TRACKING', m, y, { font: B, size: 9.5, color: green });
    y = table(
      s,
      m,
      y + 13,
      [
        { header: 'When', width: 140 },
        { header: 'What', width: 300 },
        { header: 'How', width: W - 440 },
      ],
      callRows,
      { font: F, bold: B, size: 8, headerFill: '#d1fae5', padding: 3 },
    );
    y = para(
      s,
      `Text START ${t.order} to ${fmtPhone(text, 'dash')} or accept the link sent to the driver cell. 24/7 tracking desk: ${fmtPhone(desk, 'dot')}. Untracked loads: $100.00 held back until the POD is received.`,
      m,
      y + 6,
      W,
      { font: F, size: 8, leading: 10 },
    );
    y += 10;
    // Rep and pay.
    const pay: Array<[string, number]> = [['Linehaul', t.linehaul]];
    if (t.fuel !== null) pay.push(['Fuel surcharge', t.fuel]);
    for (const a of t.accessorials) pay.push([a.label, a.amount]);
    const ph = (pay.length + 1) * 12 + 24;
    if (y + ph > s.height - 30) {
      s.newPage();
      y = 44;
    }
    const px = m + W - 210;
    s.rect(px, y, 210, ph, { stroke: green, lineWidth: 1 });
    s.text('CARRIER PAY (USD)', px + 8, y + 5, { font: B, size: 8.5, color: green });
    let py = y + 19;
    for (const [k, v] of pay) {
      s.text(k, px + 8, py, { font: F, size: 8.6 });
      right(s, fmtMoney(v), px, py, 202, { font: F, size: 8.6 });
      py += 12;
    }
    s.line(px + 8, py, px + 202, py, 0.6);
    s.text('Total', px + 8, py + 2, { font: B, size: 9 });
    right(s, fmtMoney(total(t)), px, py + 2, 202, { font: B, size: 9 });
    s.text('Your carrier rep', m, y + 2, { font: B, size: 8.5, color: green });
    fittedLines(
      s,
      [
        t.broker.contact,
        `Phone ${fmtPhone(t.broker.phone ?? '', 'dash', t.broker.phoneExt)}`,
        t.broker.email ?? '',
        'Sign and return this confirmation before loading.',
      ],
      m,
      y + 15,
      W - 230,
      { font: F, size: 8.6 },
    );
  },
};

// ---- B5. Itinerary of calendar tiles --------------------------------------------------------

const calendarTiles: Layout = {
  id: 'calendar-tile-itinerary',
  title:
    'Modern one-page confirmation: the broker contact in a tinted strip, PO / BOL chips, an itinerary where each stop’s date is a calendar tile (month over a big day number over the weekday, no year; the year only in the issue date), a PICKUP / DROP badge beside `14:30 APPT` or `06:00 – 14:00 FCFS`, the facility over a one-line address, PU # / Appt # and PO/Ref, commodity and a note; carrier, equipment and a pay box in USD with bare amounts at the foot',
  modelledOn:
    'Young digital brokerages whose web app prints the load as an itinerary with calendar tiles',
  page: LETTER,
  embedFonts: false,
  load: {
    broker: broker(
      'Northbeam Freight Co.',
      '1250 W Bannock St',
      'Boise',
      'ID',
      '83702',
      'northbeamfreight.com',
      '1402218',
      '2085550139',
    ),
    orderNumber: (r) => `NB${r.digits(7)}`,
    stops: [2, 4],
    fcfsShare: 0.4,
    reeferShare: 0.5,
  },
  hide(t) {
    t.ref = null;
    for (const st of t.stops) st.bol = null;
  },
  draw(s, t) {
    const m = 40;
    const W = s.width - 2 * m;
    const F: FontName = 'sans';
    const B: FontName = 'sans-bold';
    const amber = '#b45309';
    const c = t.carrier;
    // Header.
    s.text(t.broker.name, m, 26, { font: B, size: 17 });
    s.rect(m, 47, 64, 3, { fill: amber });
    s.text(`Freight brokerage · MC ${t.broker.mc}`, m, 55, {
      font: F,
      size: 8.5,
      color: '#555555',
    });
    s.text(`${t.broker.street}, ${t.broker.city}, ${t.broker.state} ${t.broker.zip}`, m, 66, {
      font: F,
      size: 8,
      color: '#555555',
    });
    right(s, 'LOAD CONFIRMATION', m, 24, W, { font: B, size: 8.5, color: '#777777' });
    right(s, t.order ?? '', m, 36, W, { font: B, size: 18 });
    right(s, `Issued ${monDY(t.issued)}`, m, 60, W, { font: F, size: 8.5 });
    let y = 84;
    s.rect(m, y, W, 24, { fill: '#fef3c7' });
    s.text(
      `Your broker contact   ${t.broker.contact}   ·   ${fmtPhone(t.broker.phone ?? '', 'dash', t.broker.phoneExt)}   ·   ${t.broker.email ?? ''}`,
      m + 8,
      y + 7,
      { font: F, size: 9 },
    );
    y += 34;
    // Chips.
    let cx = m;
    for (const chip of [
      t.po ? `PO ${t.po}` : '',
      t.bol ? `BOL ${t.bol}` : '',
      `${fmtInt(t.miles)} mi`,
    ]) {
      if (!chip) continue;
      const w = s.measure(chip, B, 8.5) + 14;
      s.rect(cx, y, w, 15, { stroke: amber, lineWidth: 0.8 });
      s.text(chip, cx + 7, y + 3.5, { font: B, size: 8.5, color: amber });
      cx += w + 8;
    }
    y += 26;
    s.text('ITINERARY', m, y, { font: B, size: 10 });
    y += 16;
    // Stops.
    const x0 = m + 62;
    const w0 = W - 62;
    for (const [i, st] of t.stops.entries()) {
      const pick = st.type === 'Pickup';
      const day = dayOf(st, t.issued);
      let when = '';
      if (st.appt) when = `${hcolon(st.appt.h, st.appt.m)} APPT`;
      else if (st.fcfs) {
        const w = st.fcfs;
        when = sameDay(w.start, w.end)
          ? `${hcolon(w.sh, w.sm)} – ${hcolon(w.eh, w.em)} FCFS`
          : `${hcolon(w.sh, w.sm)} → ${MONTHS[w.end.m - 1]?.toUpperCase()} ${w.end.d} ${hcolon(w.eh, w.em)} FCFS`;
      }
      const body = [
        `${st.street ?? ''} · ${cityLine(st)}`,
        [st.phone ? `Tel ${fmtPhone(st.phone, 'dash')}` : '', st.email ?? '']
          .filter(Boolean)
          .join('   '),
        [st.conf ? `${pick ? 'PU #' : 'Appt #'} ${st.conf}` : '', st.ref ? `PO/Ref ${st.ref}` : '']
          .filter(Boolean)
          .join('    '),
        st.commodity ? st.commodity : '',
      ];
      const note = st.instructions ? `Note: ${st.instructions}` : '';
      const bodyH =
        32 +
        lineCount(s, body, w0, F, 8.6) * 11.2 +
        (note ? lineCount(s, [note], w0, F, 8.2) * 10.7 : 0);
      const h = Math.max(56, bodyH) + 12;
      if (y + h > s.height - 40) {
        s.newPage();
        s.text(`${t.broker.name} · ${t.order} · itinerary continued`, m, 34, { font: B, size: 9 });
        y = 56;
      }
      // Tile.
      s.rect(m, y, 46, 54, { stroke: '#9ca3af', lineWidth: 0.8 });
      s.rect(m, y, 46, 13, { fill: pick ? '#15803d' : '#1d4ed8' });
      s.text((MONTHS[day.m - 1] ?? '').toUpperCase(), m, y + 2.5, {
        font: B,
        size: 8,
        color: '#ffffff',
        align: 'center',
        width: 46,
      });
      s.text(String(day.d), m, y + 16, { font: B, size: 20, align: 'center', width: 46 });
      s.text((DAYS[dowOf(day)] ?? '').toUpperCase(), m, y + 40, {
        font: F,
        size: 7.5,
        align: 'center',
        width: 46,
      });
      if (i < t.stops.length - 1) s.line(m + 23, y + 54, m + 23, y + h, 1.2, '#d1d5db');
      // Badge, time, body.
      const badge = `${pick ? 'PICKUP' : 'DROP'} ${st.n}`;
      const bw = s.measure(badge, B, 7.5) + 12;
      s.rect(x0, y, bw, 13, { fill: pick ? '#15803d' : '#1d4ed8' });
      s.text(badge, x0 + 6, y + 2.5, { font: B, size: 7.5, color: '#ffffff' });
      s.text(when, x0 + bw + 10, y + 0.5, { font: B, size: 10.5 });
      s.text(st.company ?? '', x0, y + 18, { font: B, size: 10 });
      let by = fittedLines(s, body, x0, y + 32, w0, { font: F, size: 8.6 });
      if (note) by = fittedLines(s, [note], x0, by, w0, { font: F, size: 8.2, color: '#555555' });
      y += h;
    }
    y += 4;
    // Carrier, equipment, pay.
    const cw = (W - 20) / 3;
    const pay: Array<[string, number]> = [['Line haul', t.linehaul]];
    if (t.fuel !== null) pay.push(['Fuel', t.fuel]);
    for (const a of t.accessorials) pay.push([a.label, a.amount]);
    const carrier = [
      c.name ?? '',
      `MC ${c.mc} · DOT ${c.dot}`,
      `Dispatch ${c.dispatcher} ${fmtPhone(c.dispatchPhone, 'plain')}`,
      c.driver ? `Driver ${c.driver}` : '',
      c.driverPhone ? `Cell ${fmtPhone(c.driverPhone, 'dash')}` : '',
      [c.truck ? `Truck ${c.truck}` : '', c.trailer ? `Trailer ${c.trailer}` : '']
        .filter(Boolean)
        .join(' · '),
    ];
    const equipment = [
      `${t.equipment === 'reefer' ? 'Reefer' : 'Dry van'} · ${t.length} ft`,
      t.equipment === 'reefer' ? `${t.temp} °F · ${tempCtl(t, 'Continuous', 'Cycle')}` : '',
      `${fmtInt(t.weight ?? 0)} lb`,
    ];
    const bh =
      Math.max(
        lineCount(s, carrier, cw - 12, F, 8.5),
        lineCount(s, equipment, cw - 12, F, 8.5),
        pay.length + 1.5,
      ) *
        11 +
      26;
    if (y + bh > s.height - 40) {
      s.newPage();
      y = 44;
    }
    const boxes: Array<[string, number]> = [
      ['CARRIER', m],
      ['EQUIPMENT', m + cw + 10],
      ['PAY (USD)', m + 2 * (cw + 10)],
    ];
    for (const [title, x] of boxes) {
      s.rect(x, y, cw, bh, { stroke: '#d1d5db', lineWidth: 0.8 });
      s.text(title, x + 6, y + 6, { font: B, size: 7.5, color: amber });
    }
    fittedLines(s, carrier, m + 6, y + 20, cw - 12, { font: F, size: 8.5 });
    fittedLines(s, equipment, m + cw + 16, y + 20, cw - 12, { font: F, size: 8.5 });
    const px = m + 2 * (cw + 10);
    let py = y + 20;
    for (const [k, v] of pay) {
      s.text(k, px + 6, py, { font: F, size: 8.5 });
      right(s, fmtMoney(v, { symbol: false }), px, py, cw - 6, { font: F, size: 8.5 });
      py += 11;
    }
    s.line(px + 6, py + 1, px + cw - 6, py + 1, 0.6);
    s.text('Total', px + 6, py + 4, { font: B, size: 9.5 });
    right(s, usdBefore(total(t)), px, py + 4, cw - 6, { font: B, size: 9.5 });
    y += bh + 10;
    if (y < s.height - 50)
      para(
        s,
        'By accepting this load in the app or by signing, the carrier agrees to the broker-carrier agreement. Detention $40.00/hr after 2 hrs; TONU $150.00; lumpers reimbursed with receipt.',
        m,
        y,
        W,
        { font: F, size: 7.4, color: '#666666' },
      );
  },
};

export const UNSEEN_LAYOUTS_12: Layout[] = [
  originDest,
  tariffMatrix,
  acceptance,
  checkCalls,
  calendarTiles,
];
