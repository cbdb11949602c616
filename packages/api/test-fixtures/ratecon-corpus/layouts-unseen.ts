/**
 * The second held-out set of rate-confirmation layouts (issue 15), written after the first four
 * held-out layouts were spent. Appended to the layout list after layouts.ts, so every earlier
 * document keeps its seed. Written without looking at the extractor: the looks follow kinds of
 * sheets carriers receive (TMS load tenders, code-ledger charges, cross-border bilingual forms,
 * fax-cover confirmations, multi-drop route sheets, carrier-portal print views). Broker names are
 * made up.
 *
 * As in layouts.ts: whatever a layout does not print is nulled by its `hide`, so the expected
 * record holds only what the page shows.
 */

import { TERMS } from '../shared/pools';
import {
  type Day,
  type FontName,
  fmtDate,
  fmtInt,
  fmtMoney,
  fmtPhone,
  LETTER,
  para,
  type Surface,
  table,
  wrap,
} from '../shared/surface';
import {
  ampmDots,
  brokerFaxing,
  dowMonDY as dayLong,
  dowMonD as dayNoYear,
  dowOf,
  hcolon,
  hhmm,
  lineCount,
  fittedLines as lines,
  p2,
  sameDay,
} from './layout-helpers';
import type { Layout } from './layouts';
import { type TLoad, type TStop, total } from './model';

// ---- helpers -------------------------------------------------------------------------------------

const DOW_ES = ['dom', 'lun', 'mar', 'mié', 'jue', 'vie', 'sáb'];
const MON_ES = ['ene', 'feb', 'mar', 'abr', 'may', 'jun', 'jul', 'ago', 'sep', 'oct', 'nov', 'dic'];

/** `jue 26-nov-2026`. */
const dayEs = (d: Day) => `${DOW_ES[dowOf(d)]} ${p2(d.d)}-${MON_ES[d.m - 1]}-${d.y}`;

const cityLine = (st: TStop) => `${st.city}, ${st.state}${st.zip ? ` ${st.zip}` : ''}`;

/** `12 Main St, Suite 100` → [`12 Main St`, `Suite 100`]. */
function splitStreet(street: string | null): [string, string | null] {
  if (!street) return ['', null];
  const i = street.indexOf(', ');
  return i < 0 ? [street, null] : [street.slice(0, i), street.slice(i + 2)];
}

/** Phone with the contact's extension written `ext. 204` (or `x204`). */
function phoneExt(t: TLoad, style: 'paren' | 'dash' | 'dot', ext: 'ext.' | 'x'): string {
  if (!t.broker.phone) return '';
  const base = fmtPhone(t.broker.phone, style);
  if (!t.broker.phoneExt) return base;
  return ext === 'x' ? `${base} x${t.broker.phoneExt}` : `${base} ext. ${t.broker.phoneExt}`;
}

/** Standard time zone of the states in the place pool (loads run in Nov/Dec). */
function tz(state: string): string {
  if (['GA', 'FL', 'NC', 'OH', 'IN', 'PA', 'NJ', 'NY', 'MA', 'VA', 'KY', 'MI'].includes(state))
    return 'EST';
  if (['CO', 'UT', 'AZ', 'ID'].includes(state)) return 'MST';
  if (['CA', 'NV', 'OR', 'WA'].includes(state)) return 'PST';
  return 'CST';
}

const broker = brokerFaxing('8005550199');

/** Labelled lines: label in bold, value wrapped beside it. Returns the y below. */
function pairs(
  s: Surface,
  x: number,
  y: number,
  rows: Array<[string, string | null | undefined]>,
  o: { labelW: number; valueW: number; size?: number; font?: FontName; bold?: FontName },
): number {
  const size = o.size ?? 9;
  const lead = size * 1.32;
  let yy = y;
  for (const [label, value] of rows) {
    if (!value) continue;
    s.text(label, x, yy, { font: o.bold ?? 'sans-bold', size });
    yy = Math.max(
      yy + lead,
      para(s, value, x + o.labelW, yy, o.valueW, {
        font: o.font ?? 'sans',
        size,
        leading: lead,
      }),
    );
  }
  return yy;
}

// ---- U1. TMS load tender: header band, numbered stop rows with sub-lines ------------------------

const tenderBand: Layout = {
  id: 'tender-band',
  title:
    'TMS "Load Tender": dark header band, a strip of boxed numbers, three info columns, stops as numbered rows with sub-lines, 12-hour a.m./p.m. times, rate box with RPM',
  modelledOn: 'Mid-size brokers whose TMS prints the tender itself as the confirmation',
  page: LETTER,
  embedFonts: false,
  load: {
    broker: broker(
      'Ridgeline Freight Partners',
      '1800 Ridgeline Pkwy, Suite 400',
      'Plano',
      'TX',
      '75024',
      'ridgelinefp.com',
      '902817',
    ),
    orderNumber: (r) => `RF${r.digits(7)}`,
    stops: [3, 4],
  },
  hide(t) {
    for (const st of t.stops) st.email = null;
  },
  draw(s, t) {
    const m = 36;
    const W = s.width - 2 * m;
    const navy = '#1f2d3d';
    s.rect(0, 0, s.width, 70, { fill: navy });
    s.text(t.broker.name, m, 16, { font: 'sans-bold', size: 16, color: '#ffffff' });
    s.text(
      `${t.broker.street}  |  ${t.broker.city}, ${t.broker.state} ${t.broker.zip}  |  MC ${t.broker.mc}`,
      m,
      42,
      { size: 8, color: '#c9d3de' },
    );
    s.text('LOAD TENDER', 0, 14, {
      font: 'sans-bold',
      size: 20,
      color: '#ffffff',
      align: 'right',
      width: s.width - m,
    });
    s.text('Carrier Rate Confirmation', 0, 42, {
      size: 9,
      color: '#c9d3de',
      align: 'right',
      width: s.width - m,
    });
    let y = 82;
    const strip: Array<[string, string]> = [
      ['Load Tender #', t.order ?? ''],
      ['Tendered', fmtDate(t.issued, 'mon-d-y')],
      [
        'Equipment',
        `${t.length ? `${t.length}' ` : ''}${t.equipment === 'reefer' ? 'Reefer' : 'Dry Van'}`,
      ],
      ['Total Miles', fmtInt(t.miles)],
    ];
    const cw = W / strip.length;
    strip.forEach(([l, v], i) => {
      s.rect(m + i * cw, y, cw, 34, { stroke: navy, lineWidth: 0.8 });
      s.text(l.toUpperCase(), m + i * cw + 6, y + 4, { size: 6.5, color: '#555555' });
      s.text(v, m + i * cw + 6, y + 16, { font: 'sans-bold', size: 11 });
    });
    y += 46;
    const cols = [
      { x: m, w: 196, title: 'CARRIER' },
      { x: m + 204, w: 160, title: 'SHIPMENT' },
      { x: m + 372, w: W - 372, title: 'YOUR TENDER CONTACT' },
    ];
    for (const c of cols) {
      s.text(c.title, c.x, y, { font: 'sans-bold', size: 8.5, color: navy });
      s.line(c.x, y + 12, c.x + c.w, y + 12, 0.8, navy);
    }
    y += 18;
    const y1 = pairs(
      s,
      cols[0]?.x ?? m,
      y,
      [
        ['Carrier', t.carrier.name],
        ['MC / DOT', `${t.carrier.mc} / ${t.carrier.dot}`],
        ['Dispatch', `${t.carrier.dispatcher} ${fmtPhone(t.carrier.dispatchPhone, 'dash')}`],
        ['Driver', t.carrier.driver],
        ['Driver cell', t.carrier.driverPhone ? fmtPhone(t.carrier.driverPhone, 'dash') : null],
        ['Tractor #', t.carrier.truck],
        ['Trailer #', t.carrier.trailer],
      ],
      { labelW: 58, valueW: 138, size: 8.5 },
    );
    const y2 = pairs(
      s,
      cols[1]?.x ?? m,
      y,
      [
        ['Customer PO', t.po],
        ['BOL', t.bol],
        ['Reference', t.ref],
        ['Weight', t.weight ? `${fmtInt(t.weight)} lbs` : null],
        [
          'Reefer',
          t.equipment === 'reefer'
            ? `@ ${t.temp}° ${t.tempControl === 'start_stop' ? 'start/stop' : 'continuous'}`
            : null,
        ],
      ],
      { labelW: 62, valueW: 98, size: 8.5 },
    );
    const y3 = pairs(
      s,
      cols[2]?.x ?? m,
      y,
      [
        ['Rep', t.broker.contact],
        ['Phone', phoneExt(t, 'paren', 'ext.')],
        ['Email', t.broker.email],
        ['After hours', '(800) 555-0142'],
        ['Fax', fmtPhone(t.broker.fax, 'paren')],
      ],
      { labelW: 46, valueW: W - 372 - 46, size: 8.2 },
    );
    y = Math.max(y1, y2, y3) + 12;

    // Stops: a header bar, then one numbered row per stop with sub-lines.
    const x0 = m + 30;
    const cA = { x: x0, w: 200 };
    const cB = { x: x0 + 208, w: 150 };
    const cC = { x: x0 + 366, w: W - 30 - 366 };
    const bar = () => {
      s.rect(m, y, W, 16, { fill: navy });
      s.text('#', m + 8, y + 4, { font: 'sans-bold', size: 8, color: '#ffffff' });
      s.text('STOP / LOCATION', cA.x, y + 4, { font: 'sans-bold', size: 8, color: '#ffffff' });
      s.text('SCHEDULE', cB.x, y + 4, { font: 'sans-bold', size: 8, color: '#ffffff' });
      s.text('NUMBERS', cC.x, y + 4, { font: 'sans-bold', size: 8, color: '#ffffff' });
      y += 20;
    };
    bar();
    const size = 8.5;
    const lead = size * 1.3;
    for (const st of t.stops) {
      const a = [st.street ?? '', cityLine(st), st.phone ? `Ph ${fmtPhone(st.phone, 'dash')}` : ''];
      let sched: string[];
      if (st.appt) {
        sched = [fmtDate(st.appt.day, 'dow-mdy'), `Appt ${ampmDots(st.appt.h, st.appt.m)}`];
      } else if (st.fcfs) {
        const f = st.fcfs;
        sched = sameDay(f.start, f.end)
          ? [fmtDate(f.start, 'dow-mdy'), `FCFS ${ampmDots(f.sh, f.sm)} - ${ampmDots(f.eh, f.em)}`]
          : [
              `${fmtDate(f.start, 'dow-mdy')} ${ampmDots(f.sh, f.sm)}`,
              `to ${fmtDate(f.end, 'dow-mdy')} ${ampmDots(f.eh, f.em)} (FCFS)`,
            ];
      } else sched = [];
      const nums = [
        st.conf ? `${st.type === 'Pickup' ? 'PU #' : 'Del #'} ${st.conf}` : '',
        st.bol ? `BOL ${st.bol}` : '',
        st.ref ? `Ref ${st.ref}` : '',
      ];
      const sub2 = [
        st.commodity
          ? `Commodity: ${st.commodity} · ${st.pallets} pallets · ${fmtInt(st.stopWeight)} lbs`
          : '',
        st.instructions ? `Instructions: ${st.instructions}` : '',
      ];
      const hTop =
        lead +
        Math.max(
          lineCount(s, a, cA.w, 'sans', size),
          lineCount(s, sched, cB.w, 'sans', size),
          lineCount(s, nums, cC.w, 'sans', size),
        ) *
          lead;
      const h = hTop + lineCount(s, sub2, W - 36, 'sans', size) * lead + 8;
      if (y + h > s.height - 48) {
        s.newPage();
        y = 40;
        bar();
      }
      s.rect(m, y - 2, 24, 24, { fill: '#e3e8ee' });
      s.text(String(st.n), m, y + 3, { font: 'sans-bold', size: 13, align: 'center', width: 24 });
      s.text(`${st.type === 'Pickup' ? 'PICKUP' : 'DELIVERY'}  ${st.company ?? ''}`, cA.x, y, {
        font: 'sans-bold',
        size: 9,
      });
      const yy = y + lead;
      lines(s, a, cA.x, yy, cA.w, { size });
      lines(s, sched, cB.x, y, cB.w, { size });
      lines(s, nums, cC.x, y, cC.w, { size });
      lines(s, sub2, cA.x, y + hTop, W - 36, { size, color: '#333333' });
      y += h;
      s.line(m, y - 4, m + W, y - 4, 0.4, '#9aa5b1');
    }
    y += 6;
    const rows: Array<[string, number]> = [['Line Haul', t.linehaul]];
    if (t.fuel !== null) rows.push(['Fuel Adj.', t.fuel]);
    for (const a of t.accessorials) rows.push([a.label, a.amount]);
    const boxH = 30 + rows.length * 13 + 26;
    if (y + boxH > s.height - 70) {
      s.newPage();
      y = 40;
    }
    const bx = m + W - 210;
    s.rect(bx, y, 210, boxH, { stroke: navy, lineWidth: 1 });
    s.rect(bx, y, 210, 16, { fill: navy });
    s.text('CARRIER RATE (USD)', bx + 6, y + 4, { font: 'sans-bold', size: 8, color: '#ffffff' });
    let ry = y + 22;
    for (const [l, v] of rows) {
      s.text(l, bx + 8, ry, { size: 9 });
      s.text(fmtMoney(v), bx, ry, { size: 9, align: 'right', width: 202 });
      ry += 13;
    }
    s.line(bx + 8, ry, bx + 202, ry, 0.6);
    ry += 4;
    s.text('Total Carrier Pay', bx + 8, ry, { font: 'sans-bold', size: 10 });
    s.text(fmtMoney(total(t)), bx, ry, { font: 'sans-bold', size: 10, align: 'right', width: 202 });
    ry += 16;
    s.text(`Line haul RPM $${(t.linehaul / t.miles).toFixed(2)}`, bx + 8, ry, {
      size: 7.5,
      color: '#555555',
    });
    para(
      s,
      'Accessorial policy: detention $50.00/hr after 2 free hours (max $400.00/day) with in/out times on the BOL; TONU $150.00 if cancelled after dispatch; layover $250.00 per day with approval; lumper reimbursed only with receipt. Tracking updates required every 4 hours.',
      m,
      y,
      W - 230,
      { size: 7.5, color: '#333333' },
    );
    y = Math.max(y + boxH, y + 80) + 14;
    if (y > s.height - 50) {
      s.newPage();
      y = 50;
    }
    s.text('Accepted for carrier: ____________________________   Date: ____________', m, y, {
      size: 9,
    });
  },
};

// ---- U2. Charges ledger: labels in the left margin, rate only in a coded charges table ----------

const ACC_CODES: Record<string, [string, string]> = {
  Lumper: ['LUMP', 'Lumper fee (receipt required)'],
  'Stop-off': ['STOP', 'Stop-off charge'],
  Detention: ['DET', 'Detention (pre-approved)'],
  'Driver Assist': ['DA', 'Driver assist / unload'],
  Tarp: ['TARP', 'Tarping'],
};

const chargesLedger: Layout = {
  id: 'charges-ledger',
  title:
    'Section labels in a left margin column (ORIGIN / DROP n / DESTINATION), multi-line addresses with the suite on its own line, Earliest/Latest windows, the rate only in a coded charges ledger with conditional lines, weight as 42000#',
  modelledOn:
    'Port and drayage-adjacent brokers whose accounting system prints a charge ledger (code, qty, unit, rate)',
  page: LETTER,
  embedFonts: true,
  load: {
    broker: broker(
      'Harborview Logistics Group',
      '2500 Pier Access Rd',
      'Long Beach',
      'CA',
      '90813',
      'harborviewlg.com',
      '715502',
      '5625550177',
    ),
    orderNumber: (r) => `${r.int(10, 99)}-${r.digits(5)}`,
    stops: [2, 4],
    reeferShare: 0.6,
    accessorialShare: 0.6,
  },
  hide(t) {
    for (const st of t.stops) st.email = null;
  },
  draw(s, t, rng) {
    const L = 40;
    const gut = 124;
    const X = gut + 10;
    const R = s.width - 40;
    const Wv = R - X;
    s.text(t.broker.name.toUpperCase(), L, 32, { font: 'serif-bold', size: 15 });
    s.text(
      `${t.broker.street} · ${t.broker.city}, ${t.broker.state} ${t.broker.zip} · Fax ${fmtPhone(t.broker.fax, 'dot')}`,
      L,
      52,
      { font: 'serif', size: 8.5 },
    );
    s.text('CARRIER CONFIRMATION OF RATE', 0, 30, {
      font: 'serif-bold',
      size: 10,
      align: 'right',
      width: R - 0,
    });
    s.text(`Order No. ${t.order}`, 0, 46, {
      font: 'serif-bold',
      size: 12,
      align: 'right',
      width: R,
    });
    s.text(`Issued ${fmtDate(t.issued, 'mdy')}`, 0, 62, {
      font: 'serif',
      size: 8.5,
      align: 'right',
      width: R,
    });
    let y = 82;
    s.line(L, y, R, y, 1.2);
    y += 10;
    let pageTop = y - 6;
    const rule = (to: number) => s.line(gut, pageTop, gut, to, 0.6, '#666666');
    const label = (a: string, b?: string) => {
      s.text(a, L, y, { font: 'sans-bold', size: 8, color: '#222222' });
      if (b) s.text(b, L, y + 11, { font: 'sans', size: 7, color: '#666666' });
    };
    const need = (h: number) => {
      if (y + h > s.height - 50) {
        rule(y);
        s.newPage();
        y = 44;
        pageTop = y - 6;
      }
    };
    const body = (xs: string[], size = 9, font: FontName = 'serif') => {
      y = lines(s, xs, X, y, Wv, { font, size }) + 8;
    };
    // References
    label('REFERENCES');
    const refs = [
      t.po ? `P.O. Number: ${t.po}` : '',
      t.bol ? `B/L Number: ${t.bol}` : '',
      t.ref ? `Cust Ref No.: ${t.ref}` : '',
    ].filter(Boolean);
    body([refs.join('      ') || 'None']);
    label('CARRIER');
    body([
      `${t.carrier.name} (MC ${t.carrier.mc}, USDOT ${t.carrier.dot})`,
      t.carrier.driver
        ? `Driver: ${t.carrier.driver}${t.carrier.driverPhone ? `     Mobile: ${fmtPhone(t.carrier.driverPhone, 'dot')}` : ''}`
        : '',
      t.carrier.truck || t.carrier.trailer
        ? [
            t.carrier.truck ? `Tractor: ${t.carrier.truck}` : '',
            t.carrier.trailer ? `Trailer: ${t.carrier.trailer}` : '',
          ]
            .filter(Boolean)
            .join('     ')
        : '',
    ]);
    label('BROKER CONTACT');
    body([
      `Carrier Sales Rep: ${t.broker.contact} · ${phoneExt(t, 'paren', 'ext.')} · ${t.broker.email}`,
      `Send invoices and POD to: ap@${t.broker.email?.split('@')[1] ?? ''}`,
    ]);
    const nPick = t.stops.filter((x) => x.type === 'Pickup').length;
    const nDel = t.stops.length - nPick;
    let di = 0;
    for (const st of t.stops) {
      const [street, suite] = splitStreet(st.street);
      let head: string;
      if (st.type === 'Pickup') head = st.n === 1 ? 'ORIGIN' : `ADDL PICKUP`;
      else {
        di++;
        head = di === nDel ? 'DESTINATION' : `DROP ${di}`;
      }
      const when: string[] = [];
      if (st.appt)
        when.push(`Appointment: ${fmtDate(st.appt.day, 'mdy')} ${hcolon(st.appt.h, st.appt.m)}`);
      else if (st.fcfs)
        when.push(
          `Earliest: ${fmtDate(st.fcfs.start, 'mdy')} ${hcolon(st.fcfs.sh, st.fcfs.sm)}  ·  Latest: ${fmtDate(st.fcfs.end, 'mdy')} ${hcolon(st.fcfs.eh, st.fcfs.em)}`,
        );
      const nums = [
        st.conf ? `${st.type === 'Pickup' ? 'Pickup No.' : 'Delivery Appt No.'} ${st.conf}` : '',
        st.bol ? `B/L ${st.bol}` : '',
        st.ref ? `Ref ${st.ref}` : '',
      ]
        .filter(Boolean)
        .join('     ');
      const xs = [
        street,
        suite ?? '',
        cityLine(st),
        st.phone ? `Tel. ${fmtPhone(st.phone, 'paren')}` : '',
        ...when,
        nums,
        st.commodity ? `Product: ${st.commodity} — ${st.pallets} skids` : '',
        st.instructions ? `Remarks: ${st.instructions}` : '',
      ];
      need(20 + lineCount(s, xs, Wv, 'serif', 9) * 11.7);
      s.line(L, y - 5, R, y - 5, 0.3, '#bbbbbb');
      label(head, `Stop ${st.n} of ${t.stops.length}`);
      s.text(st.company ?? '', X, y, { font: 'serif-bold', size: 9.5 });
      y += 12.5;
      body(xs);
    }
    need(60);
    s.line(L, y - 5, R, y - 5, 0.3, '#bbbbbb');
    label('EQUIPMENT');
    body([
      `${t.length ? `${t.length} ft ` : ''}${t.equipment === 'reefer' ? 'refrigerated van' : 'dry van'}${t.weight ? `     Gross weight: ${t.weight}#` : ''}`,
      t.equipment === 'reefer'
        ? `Temp: ${t.temp}°F, ${t.tempControl === 'start_stop' ? 'start/stop mode' : 'run continuous'}`
        : '',
    ]);
    // Charges ledger: the only place the rate appears.
    const [lhCode, lhDesc] = rng.pick([
      ['BASE', 'Base'],
      ['FLAT', 'Flat Rate'],
      ['LH', 'Line Haul'],
    ] as const);
    const rows: Array<string[] | { span: string; bold?: boolean; right?: string }> = [
      [
        lhCode,
        lhDesc,
        '1',
        'FLAT',
        fmtMoney(t.linehaul, { symbol: false }),
        fmtMoney(t.linehaul, { symbol: false }),
      ],
    ];
    if (t.fuel !== null)
      rows.push([
        'FSC',
        'Fuel surcharge',
        fmtInt(t.miles),
        'MI',
        (t.fuel / t.miles).toFixed(3),
        fmtMoney(t.fuel, { symbol: false }),
      ]);
    for (const a of t.accessorials) {
      const [code, desc] = ACC_CODES[a.label] ?? ['ACC', a.label];
      rows.push([
        code,
        desc,
        '1',
        'EA',
        fmtMoney(a.amount, { symbol: false }),
        fmtMoney(a.amount, { symbol: false }),
      ]);
    }
    if (!t.accessorials.some((a) => a.label === 'Detention'))
      rows.push(['DET', 'Detention if incurred, after 2 hrs free', '', 'HR', '50.00', '—']);
    rows.push([
      'TONU',
      'Truck ordered not used, if cancelled after dispatch',
      '',
      'EA',
      '150.00',
      '—',
    ]);
    rows.push({ span: 'TOTAL CHARGES (USD)', bold: true, right: fmtMoney(total(t)) });
    need(40 + rows.length * 16);
    s.line(L, y - 5, R, y - 5, 0.3, '#bbbbbb');
    label('CHARGES');
    y =
      table(
        s,
        X,
        y,
        [
          { header: 'Code', width: 42 },
          { header: 'Description', width: 180 },
          { header: 'Qty', width: 44, align: 'right' },
          { header: 'Unit', width: 40 },
          { header: 'Rate', width: 58, align: 'right' },
          { header: 'Amount', width: Wv - 364, align: 'right' },
        ],
        rows,
        { font: 'serif', bold: 'serif-bold', size: 8.5, headerFill: '#eeeeee' },
      ) + 10;
    need(90);
    label('REMARKS');
    y = para(s, `${TERMS[0]} ${TERMS[8]} ${TERMS[9]}`, X, y, Wv, { font: 'serif', size: 7.5 }) + 14;
    s.text('Carrier signature ______________________________     Date ____________', X, y, {
      font: 'serif',
      size: 9,
    });
    y += 16;
    rule(y);
    // Page 2: the standing accessorial schedule (dollar amounts that are not this load's charges).
    s.newPage();
    s.text('SCHEDULE OF ACCESSORIAL CHARGES (applies only when approved in writing)', L, 44, {
      font: 'serif-bold',
      size: 11,
    });
    table(
      s,
      L,
      66,
      [
        { header: 'Code', width: 60 },
        { header: 'Service', width: 300 },
        { header: 'Rate', width: 172, align: 'right' },
      ],
      [
        ['DET', 'Detention after 2 hours free, per hour', '$50.00'],
        ['LAY', 'Layover, per 24 hours', '$250.00'],
        ['TONU', 'Truck ordered not used', '$150.00'],
        ['STOP', 'Additional stop', '$75.00'],
        ['DA', 'Driver assist', '$100.00'],
        ['TARP', 'Tarp, per load', '$100.00'],
        ['SCALE', 'Scale ticket, with receipt', '$15.00'],
        ['LATE', 'Late delivery deduction, per occurrence', '-$250.00'],
      ],
      { font: 'serif', bold: 'serif-bold', size: 9, headerFill: '#eeeeee' },
    );
    para(s, TERMS.slice(1, 6).join('\n\n'), L, 240, s.width - 2 * L, { font: 'serif', size: 8 });
  },
};

// ---- U3. Bilingual Spanish / English cross-border form -----------------------------------------

const ACC_ES: Record<string, string> = {
  Lumper: 'Maniobras / Lumper',
  'Stop-off': 'Parada adicional / Stop-off',
  Detention: 'Estadía / Detention',
  'Driver Assist': 'Ayuda del operador / Driver assist',
  Tarp: 'Lona / Tarp',
};

const bilingualForm: Layout = {
  id: 'bilingual-form',
  title:
    'Spanish/English bilingual bordered form: two-language labels, city / state / C.P. in separate cells, dates like "jue 26-nov-2026 09:30 h", rates as Flete / Combustible',
  modelledOn: 'Cross-border (Laredo / El Paso) brokers working with Mexican and US carriers',
  page: LETTER,
  embedFonts: true,
  load: {
    broker: broker(
      'Puente Norte Freight Brokers',
      '9402 San Dario Ave',
      'Laredo',
      'TX',
      '78045',
      'puentenortefb.com',
      '1208834',
      '9565550166',
    ),
    orderNumber: (r) => `PN-${r.digits(6)}`,
    stops: [2, 3],
  },
  hide(t) {
    for (const st of t.stops) st.email = null;
  },
  draw(s, t) {
    const m = 34;
    const W = s.width - 2 * m;
    s.text(t.broker.name, 0, 26, { font: 'sans-bold', size: 15, align: 'center', width: s.width });
    s.text(
      `${t.broker.street}, ${t.broker.city}, ${t.broker.state} ${t.broker.zip}  ·  MC ${t.broker.mc}`,
      0,
      46,
      { size: 8.5, align: 'center', width: s.width },
    );
    s.rect(m, 62, W, 20, { fill: '#7a1f1f' });
    s.text('CONFIRMACIÓN DE TARIFA  /  RATE CONFIRMATION', 0, 67, {
      font: 'sans-bold',
      size: 11,
      color: '#ffffff',
      align: 'center',
      width: s.width,
    });
    let y = 90;
    /** A bordered cell: "Español / English" label on top, value below. */
    const cell = (
      x: number,
      yy: number,
      w: number,
      h: number,
      es: string,
      en: string,
      v: string,
    ) => {
      s.rect(x, yy, w, h, { stroke: '#555555', lineWidth: 0.5 });
      s.text(`${es} /`, x + 4, yy + 3, { font: 'sans-bold', size: 7 });
      s.text(en, x + 6 + s.measure(`${es} /`, 'sans-bold', 7), yy + 3, {
        font: 'serif-italic',
        size: 7.5,
        color: '#555555',
      });
      lines(s, [v], x + 4, yy + 14, w - 8, { size: 9 });
    };
    const row = (cells: Array<[number, string, string, string]>, h = 30) => {
      if (y + h > s.height - 40) {
        s.newPage();
        y = 40;
      }
      let x = m;
      for (const [frac, es, en, v] of cells) {
        cell(x, y, W * frac, h, es, en, v);
        x += W * frac;
      }
      y += h;
    };
    const equipEs =
      t.equipment === 'reefer'
        ? `Caja refrigerada ${t.length ?? ''}' / ${t.length ?? ''}' Reefer`
        : `Caja seca ${t.length ?? ''}' / ${t.length ?? ''}' Dry Van`;
    row([
      [0.34, 'No. de Carga', 'Load No.', t.order ?? ''],
      [0.33, 'Fecha', 'Date', dayEs(t.issued)],
      [0.33, 'Orden de compra', 'PO #', t.po ?? ''],
    ]);
    row([
      [0.34, 'Referencia', 'Reference #', t.ref ?? ''],
      [0.33, 'Conocimiento de embarque', 'BOL', t.bol ?? ''],
      [0.33, 'Peso', 'Weight', t.weight ? `${fmtInt(t.weight)} lbs` : ''],
    ]);
    row([
      [0.5, 'Equipo', 'Equipment', equipEs],
      [
        0.5,
        'Temperatura',
        'Temperature',
        t.equipment === 'reefer'
          ? `${t.temp} °F — ${t.tempControl === 'start_stop' ? 'ciclo / cycle' : 'continuo / continuous'}`
          : 'N/A',
      ],
    ]);
    y += 8;
    s.text('TRANSPORTISTA / CARRIER', m, y, { font: 'sans-bold', size: 9, color: '#7a1f1f' });
    s.text('CONTACTO DEL BRÓKER / BROKER CONTACT', m + W * 0.6, y, {
      font: 'sans-bold',
      size: 9,
      color: '#7a1f1f',
    });
    y += 13;
    row([
      [0.4, 'Transportista', 'Carrier', `${t.carrier.name ?? ''}  (MC ${t.carrier.mc})`],
      [0.2, 'Tractor', 'Truck', t.carrier.truck ?? ''],
      [0.4, 'Contacto', 'Contact', t.broker.contact],
    ]);
    row([
      [0.3, 'Operador', 'Driver', t.carrier.driver ?? ''],
      [
        0.3,
        'Celular',
        'Cell',
        t.carrier.driverPhone ? fmtPhone(t.carrier.driverPhone, 'dash') : '',
      ],
      [0.4, 'Teléfono', 'Phone', phoneExt(t, 'dash', 'ext.')],
    ]);
    row([
      [0.3, 'Caja', 'Trailer', t.carrier.trailer ?? ''],
      [0.3, 'Despacho', 'Dispatch', fmtPhone(t.carrier.dispatchPhone, 'dash')],
      [0.4, 'Correo', 'E-mail', t.broker.email ?? ''],
    ]);
    y += 10;
    for (const st of t.stops) {
      const pick = st.type === 'Pickup';
      let date = '';
      if (st.appt) date = `Cita / Appt: ${dayEs(st.appt.day)} ${hcolon(st.appt.h, st.appt.m)} h`;
      else if (st.fcfs) {
        const f = st.fcfs;
        date = sameDay(f.start, f.end)
          ? `Ventana / Window: ${dayEs(f.start)} ${hcolon(f.sh, f.sm)} – ${hcolon(f.eh, f.em)} h (FCFS)`
          : `Ventana / Window: ${dayEs(f.start)} ${hcolon(f.sh, f.sm)} h – ${dayEs(f.end)} ${hcolon(f.eh, f.em)} h (FCFS)`;
      }
      const instrH = st.instructions
        ? 16 + wrap(s, st.instructions, W - 8, 'sans', 9).length * 11.7
        : 0;
      const need = 18 + 30 * 4 + instrH;
      if (y + need > s.height - 40) {
        s.newPage();
        y = 40;
      }
      s.rect(m, y, W, 16, { fill: '#e6d9d9' });
      s.text(
        `${pick ? 'RECOLECCIÓN / PICKUP' : 'ENTREGA / DELIVERY'}  —  Parada ${st.n} / Stop ${st.n}`,
        m + 5,
        y + 4,
        { font: 'sans-bold', size: 9 },
      );
      y += 16;
      row([
        [0.6, 'Empresa', 'Company', st.company ?? ''],
        [0.4, 'Teléfono', 'Phone', st.phone ? fmtPhone(st.phone, 'paren') : ''],
      ]);
      row([
        [0.46, 'Dirección', 'Address', st.street ?? ''],
        [0.26, 'Ciudad', 'City', st.city],
        [0.12, 'Estado', 'State', st.state],
        [0.16, 'C.P.', 'Zip', st.zip ?? ''],
      ]);
      row([
        [0.6, 'Fecha y hora', 'Date & time', date],
        [
          0.4,
          pick ? 'No. de recolección' : 'No. de cita',
          pick ? 'Pickup #' : 'Appt #',
          st.conf ?? '',
        ],
      ]);
      row([
        [0.25, 'Referencia', 'Ref #', st.ref ?? ''],
        [0.25, 'Conocimiento', 'BOL', st.bol ?? ''],
        [0.5, 'Mercancía', 'Commodity', st.commodity ?? ''],
      ]);
      if (st.instructions) {
        const h = instrH;
        cell(m, y, W, h, 'Instrucciones', 'Instructions', st.instructions);
        y += h;
      }
      y += 10;
    }
    const rr: string[][] = [['Flete / Line haul', fmtMoney(t.linehaul)]];
    if (t.fuel !== null) rr.push(['Recargo por combustible / Fuel surcharge', fmtMoney(t.fuel)]);
    for (const a of t.accessorials) rr.push([ACC_ES[a.label] ?? a.label, fmtMoney(a.amount)]);
    if (y + 40 + rr.length * 16 > s.height - 40) {
      s.newPage();
      y = 40;
    }
    y =
      table(
        s,
        m + W - 320,
        y,
        [
          { header: 'Concepto / Item', width: 210 },
          { header: 'Importe / Amount (USD)', width: 110, align: 'right' },
        ],
        [
          ...rr,
          { span: 'Total a pagar / Total to carrier', bold: true, right: fmtMoney(total(t)) },
        ],
        { size: 9, grid: true, headerFill: '#e6d9d9' },
      ) + 12;
    if (y > s.height - 120) {
      s.newPage();
      y = 40;
    }
    y = para(
      s,
      'El transportista acepta los términos del contrato bróker-transportista. Estadía: $45.00 USD por hora después de 2 horas libres. Carga cancelada después del despacho (TONU): $150.00 USD. / Carrier accepts the terms of the broker-carrier agreement. Detention: $45.00/hr after 2 free hours. TONU: $150.00. No re-brokering.',
      m,
      y,
      W,
      { size: 7.5 },
    );
    y += 14;
    s.text('Firma del transportista / Carrier signature: ___________________________', m, y, {
      size: 9,
    });
  },
};

// ---- U4. Fax-cover confirmation: carrier on the left, broker on the right, no-year stop dates -

const faxCover: Layout = {
  id: 'fax-cover',
  title:
    'Fax-cover style: TO (carrier, dispatcher phone) on the left, FROM (broker) on the right, stop lines like "Pick up: Tue, Dec 1 — 0700-1500" without a year, rate block bottom right',
  modelledOn: 'Small and mid brokers who still fax or e-mail a one-page cover-sheet confirmation',
  page: LETTER,
  embedFonts: true,
  load: {
    broker: broker(
      'Cornerstone Transport Brokerage',
      '611 Cumberland Bend',
      'Nashville',
      'TN',
      '37228',
      'cornerstonetb.com',
      '663190',
      '6155550123',
    ),
    orderNumber: (r) => r.digits(5),
    stops: [2, 3],
  },
  hide(t) {
    for (const st of t.stops) st.email = null;
  },
  draw(s, t) {
    const m = 44;
    const W = s.width - 2 * m;
    const F: FontName = 'dejavu';
    const B: FontName = 'dejavu-bold';
    s.text('LOAD CONFIRMATION', m, 36, { font: B, size: 18 });
    s.text('Please sign and return within 1 hour of receipt.', m, 60, { font: F, size: 8 });
    s.text(`Date: ${dayLong(t.issued)}     Pages: 1`, m, 72, { font: F, size: 8 });
    let y = 96;
    const half = W / 2 - 10;
    const rx = m + W / 2 + 10;
    s.rect(m, y, half, 96, { stroke: '#000000', lineWidth: 0.8 });
    s.rect(rx, y, half, 96, { stroke: '#000000', lineWidth: 0.8 });
    s.text('TO:', m + 6, y + 6, { font: B, size: 9 });
    lines(
      s,
      [
        t.carrier.name ?? '',
        `Attn: ${t.carrier.dispatcher}`,
        `Phone: ${fmtPhone(t.carrier.dispatchPhone, 'paren')}`,
        `MC# ${t.carrier.mc}   DOT# ${t.carrier.dot}`,
      ],
      m + 34,
      y + 6,
      half - 40,
      { font: F, size: 9 },
    );
    s.text('FROM:', rx + 6, y + 6, { font: B, size: 9 });
    s.text(t.broker.name, rx + 46, y + 6, { font: B, size: 9.5 });
    lines(
      s,
      [
        t.broker.street,
        `${t.broker.city}, ${t.broker.state} ${t.broker.zip}`,
        `Contact: ${t.broker.contact}`,
        `Phone ${phoneExt(t, 'paren', 'ext.')}`,
        `Fax ${fmtPhone(t.broker.fax, 'paren')}`,
        t.broker.email ?? '',
      ],
      rx + 46,
      y + 18,
      half - 52,
      { font: F, size: 8.5 },
    );
    y += 108;
    const L = (txt: string, font: FontName = F, size = 9.5) => {
      y = lines(s, [txt], m, y, W, { font, size });
    };
    L(
      [
        `Our Load #: ${t.order}`,
        t.ref ? `Customer Ref: ${t.ref}` : '',
        t.po ? `PO: ${t.po}` : '',
        t.bol ? `BOL: ${t.bol}` : '',
      ]
        .filter(Boolean)
        .join('  |  '),
      B,
    );
    y += 3;
    const drv = [
      t.carrier.driver ? `Driver: ${t.carrier.driver}` : '',
      t.carrier.driverPhone ? `Cell: ${fmtPhone(t.carrier.driverPhone, 'dash')}` : '',
      t.carrier.truck ? `Truck: ${t.carrier.truck}` : '',
      t.carrier.trailer ? `Trailer: ${t.carrier.trailer}` : '',
    ]
      .filter(Boolean)
      .join('  |  ');
    if (drv) L(drv);
    L(
      [
        `Equipment: ${t.length ? `${t.length}' ` : ''}${t.equipment === 'reefer' ? 'Reefer' : 'Van'}`,
        t.weight ? `Weight: ${fmtInt(t.weight)} lbs` : '',
        t.equipment === 'reefer'
          ? `Temp: ${t.temp}F ${t.tempControl === 'start_stop' ? 'cycle' : 'continuous'}`
          : '',
        `Miles: ${t.miles}`,
      ]
        .filter(Boolean)
        .join('  |  '),
    );
    y += 8;
    s.line(m, y, m + W, y, 1.2);
    y += 10;
    for (const st of t.stops) {
      const verb = st.type === 'Pickup' ? 'Pick up' : 'Deliver';
      let head = `${verb}: `;
      if (st.appt) head += `${dayNoYear(st.appt.day)} — ${hhmm(st.appt.h, st.appt.m)} appt`;
      else if (st.fcfs) {
        const f = st.fcfs;
        head += sameDay(f.start, f.end)
          ? `${dayNoYear(f.start)} — ${hhmm(f.sh, f.sm)}-${hhmm(f.eh, f.em)}`
          : `${dayNoYear(f.start)} ${hhmm(f.sh, f.sm)} — ${dayNoYear(f.end)} ${hhmm(f.eh, f.em)}`;
      }
      const body = [
        st.company ?? '',
        st.street ?? '',
        `${cityLine(st)}${st.phone ? `  |  Ph ${fmtPhone(st.phone, 'dash')}` : ''}`,
        [
          st.conf ? `${st.type === 'Pickup' ? 'PU#' : 'Del#'} ${st.conf}` : '',
          st.bol ? `BOL ${st.bol}` : '',
          st.ref ? `Ref ${st.ref}` : '',
        ]
          .filter(Boolean)
          .join('  |  '),
        st.commodity ? `Commodity: ${st.commodity}` : '',
        st.instructions ? `Notes: ${st.instructions}` : '',
      ];
      const h = 16 + lineCount(s, body, W - 20, F, 9) * 11.7 + 8;
      if (y + h > s.height - 50) {
        s.newPage();
        y = 44;
      }
      L(head, B, 10.5);
      y += 2;
      y = lines(s, body, m + 20, y, W - 20, { font: F, size: 9 }) + 8;
    }
    s.line(m, y, m + W, y, 1.2);
    y += 10;
    const rows: Array<[string, number]> = [['Flat Rate', t.linehaul]];
    if (t.fuel !== null) rows.push(['Fuel Surcharge', t.fuel]);
    for (const a of t.accessorials) rows.push([a.label, a.amount]);
    if (y + 30 + rows.length * 13 > s.height - 90) {
      s.newPage();
      y = 44;
    }
    const bx = m + W - 220;
    let ry = y;
    for (const [l, v] of rows) {
      s.text(l, bx, ry, { font: F, size: 9.5 });
      s.text(fmtMoney(v), bx, ry, { font: F, size: 9.5, align: 'right', width: 220 });
      ry += 13;
    }
    s.line(bx, ry, bx + 220, ry, 0.8);
    ry += 4;
    s.text('Total', bx, ry, { font: B, size: 10.5 });
    s.text(fmtMoney(total(t)), bx, ry, { font: B, size: 10.5, align: 'right', width: 220 });
    para(
      s,
      `Sign and fax back to ${fmtPhone(t.broker.fax, 'paren')}. Detention $40/hr after 2 hrs, TONU $100, both only with prior approval. Pay: 30 days from receipt of signed POD; quick pay 2%. No double brokering.`,
      m,
      y,
      W - 250,
      { font: F, size: 7.5 },
    );
    y = Math.max(ry + 30, y + 60);
    if (y > s.height - 40) {
      s.newPage();
      y = 44;
    }
    s.text('Carrier signature: _______________________    Printed name: _______________', m, y, {
      font: F,
      size: 9,
    });
  },
};

// ---- U5. Multi-drop route sheet: a stop timeline, 4 stops with 2-3 drops ------------------------

const multiDropRoute: Layout = {
  id: 'multi-drop-route',
  title:
    'Multi-stop route sheet: stops on a vertical timeline (STOP 2 · DROP 1 of 3 … FINAL DROP), "Mon, Nov 30, 2026 · 7:30 a.m." times, "Reefer @ 35°", line haul for all drops plus stop-offs',
  modelledOn: 'Grocery and retail consolidation brokers running multi-drop store routes',
  page: LETTER,
  embedFonts: false,
  load: {
    broker: broker(
      'Northbound Retail Logistics',
      '4100 Groveport Rd',
      'Columbus',
      'OH',
      '43207',
      'northboundrl.com',
      '1055391',
    ),
    orderNumber: (r) => `NB${r.digits(6)}`,
    stops: [4, 4],
    reeferShare: 0.6,
    accessorialShare: 0.7,
  },
  hide(t) {
    t.ref = null;
    for (const st of t.stops) st.email = null;
  },
  draw(s, t) {
    const m = 40;
    const W = s.width - 2 * m;
    const green = '#1d5e3a';
    s.text(t.broker.name, m, 30, { font: 'sans-bold', size: 15, color: green });
    s.text('Route Confirmation — Multi-Stop', m, 50, { size: 10 });
    s.rect(m + W - 170, 24, 170, 40, { stroke: green, lineWidth: 1.2 });
    s.text('SHIPMENT NO.', m + W - 164, 29, { font: 'sans-bold', size: 7, color: green });
    s.text(t.order ?? '', m + W - 164, 41, { font: 'sans-bold', size: 15 });
    const nPick = t.stops.filter((x) => x.type === 'Pickup').length;
    const nDel = t.stops.length - nPick;
    s.text(
      `Issued ${fmtDate(t.issued, 'long')}   ·   ${t.stops.length} stops (${nPick} pick${nPick > 1 ? 's' : ''} / ${nDel} drops)   ·   ${fmtInt(t.miles)} miles`,
      m,
      72,
      { size: 8.5, color: '#444444' },
    );
    let y = 92;
    const half = (W - 16) / 2;
    s.rect(m, y, half, 16, { fill: green });
    s.rect(m + half + 16, y, half, 16, { fill: green });
    s.text('CARRIER', m + 6, y + 4, { font: 'sans-bold', size: 8.5, color: '#ffffff' });
    s.text('LOAD / BROKER', m + half + 22, y + 4, {
      font: 'sans-bold',
      size: 8.5,
      color: '#ffffff',
    });
    y += 22;
    const yl = pairs(
      s,
      m + 4,
      y,
      [
        ['Carrier', t.carrier.name],
        ['MC #', t.carrier.mc],
        ['Dispatcher', `${t.carrier.dispatcher}, ${fmtPhone(t.carrier.dispatchPhone, 'dot')}`],
        ['Driver', t.carrier.driver],
        ['Driver mobile', t.carrier.driverPhone ? fmtPhone(t.carrier.driverPhone, 'dot') : null],
        [
          'Truck / Trailer',
          t.carrier.truck || t.carrier.trailer
            ? `${t.carrier.truck ?? '—'} / ${t.carrier.trailer ?? '—'}`
            : null,
        ],
      ],
      { labelW: 78, valueW: half - 84, size: 9 },
    );
    const yr = pairs(
      s,
      m + half + 20,
      y,
      [
        [
          'Equipment',
          `${t.length ? `${t.length}' ` : ''}${t.equipment === 'reefer' ? `Reefer @ ${t.temp}° ${t.tempControl === 'start_stop' ? 'start-stop' : 'continuous'}` : 'Dry Van'}`,
        ],
        ['Total weight', t.weight ? `${fmtInt(t.weight)} LBS` : null],
        ['PO #', t.po],
        ['BOL #', t.bol],
        ['Route planner', t.broker.contact],
        ['Phone', phoneExt(t, 'dot', 'ext.')],
        ['Email', t.broker.email],
      ],
      { labelW: 78, valueW: half - 84, size: 9 },
    );
    y = Math.max(yl, yr) + 14;
    // Timeline
    const tx = m + 10;
    const cx = m + 28;
    const colR = m + 28 + 250;
    const size = 9;
    const lead = size * 1.3;
    let di = 0;
    for (const st of t.stops) {
      let head: string;
      if (st.type === 'Pickup')
        head = `STOP ${st.n} · PICK UP${nPick > 1 ? ` ${st.n} of ${nPick}` : ''}`;
      else {
        di++;
        head =
          di === nDel
            ? `STOP ${st.n} · FINAL DROP (${di} of ${nDel})`
            : `STOP ${st.n} · DROP ${di} of ${nDel}`;
      }
      let when = '';
      if (st.appt)
        when = `${dayLong(st.appt.day)} · ${ampmDots(st.appt.h, st.appt.m)} (appointment)`;
      else if (st.fcfs) {
        const f = st.fcfs;
        when = sameDay(f.start, f.end)
          ? `${dayLong(f.start)} · ${ampmDots(f.sh, f.sm)} – ${ampmDots(f.eh, f.em)} (FCFS)`
          : `${dayLong(f.start)} ${ampmDots(f.sh, f.sm)} – ${dayLong(f.end)} ${ampmDots(f.eh, f.em)} (FCFS)`;
      }
      const left = [
        st.company ?? '',
        st.street ?? '',
        cityLine(st),
        st.phone ? `Dock phone ${fmtPhone(st.phone, 'paren')}` : '',
      ];
      const right = [
        st.conf ? `${st.type === 'Pickup' ? 'PU #' : 'Appt #'} ${st.conf}` : '',
        st.ref ? `PO/Ref ${st.ref}` : '',
        st.bol ? `BOL ${st.bol}` : '',
        st.commodity ? `Freight: ${st.commodity} — ${st.pieces} cases` : '',
      ];
      const wR = W - (colR - m);
      const instr = st.instructions ? [`Note: ${st.instructions}`] : [];
      const h =
        2 * lead +
        Math.max(lineCount(s, left, 240, 'sans', size), lineCount(s, right, wR, 'sans', size)) *
          lead +
        lineCount(s, instr, W - 28, 'sans', size) * lead +
        12;
      if (y + h > s.height - 50) {
        s.newPage();
        y = 44;
      }
      s.line(tx, y, tx, y + h, 1.5, '#9bb8a7');
      s.rect(tx - 5, y + 1, 10, 10, { fill: st.type === 'Pickup' ? green : '#c0392b' });
      s.text(head, cx, y, { font: 'sans-bold', size: 10, color: green });
      s.text(when, cx, y + lead + 1, { font: 'sans-bold', size: size });
      const y0 = y + 2 * lead + 2;
      const yl2 = lines(s, left, cx, y0, 240, { size });
      const yr2 = lines(s, right, colR, y0, wR, { size });
      y = lines(s, instr, cx, Math.max(yl2, yr2), W - 28, { size, color: '#333333' }) + 12;
    }
    const rows: Array<[string, number]> = [['Line Haul (all stops)', t.linehaul]];
    if (t.fuel !== null) rows.push(['Fuel Surcharge', t.fuel]);
    for (const a of t.accessorials)
      rows.push([a.label === 'Stop-off' ? 'Stop-off charges' : a.label, a.amount]);
    if (y + 40 + rows.length * 14 > s.height - 60) {
      s.newPage();
      y = 44;
    }
    y += 4;
    const bx = m + W - 230;
    s.rect(bx, y, 230, 22 + rows.length * 14 + 22, { stroke: green, lineWidth: 1 });
    let ry = y + 8;
    for (const [l, v] of rows) {
      s.text(l, bx + 8, ry, { size: 9.5 });
      s.text(fmtMoney(v), bx, ry, { size: 9.5, align: 'right', width: 222 });
      ry += 14;
    }
    s.line(bx + 8, ry, bx + 222, ry, 0.6);
    ry += 5;
    s.text('TOTAL', bx + 8, ry, { font: 'sans-bold', size: 10.5 });
    s.text(fmtMoney(total(t)), bx, ry, {
      font: 'sans-bold',
      size: 10.5,
      align: 'right',
      width: 222,
    });
    para(
      s,
      'Drops must be made in the order shown. Each store requires a signed and stamped delivery receipt. Additional unplanned stops paid at $75.00 each only when added by the route planner. Detention $45.00/hr after 2 hours free per stop.',
      m,
      y,
      W - 250,
      { size: 8, color: '#333333' },
    );
    y = ry + 30;
    if (y > s.height - 40) {
      s.newPage();
      y = 44;
    }
    s.text('Driver / carrier signature ___________________________   Date __________', m, y, {
      size: 9,
    });
  },
};

// ---- U6. Carrier-portal print view: all-in rate only, time zones, one-line addresses ----------

const portalPrint: Layout = {
  id: 'portal-print',
  title:
    'Browser print of a carrier-portal load page: print header/footer with URL, status chip, one all-in rate (no breakdown), stop cards with one-line addresses and time-zone times, accessorial schedule on page 2',
  modelledOn:
    'App-first digital brokers whose confirmation is the load page printed from the browser',
  page: LETTER,
  embedFonts: true,
  load: {
    broker: broker(
      'Tandem Lane Freight Inc',
      '500 W 5th St, Floor 12',
      'Austin',
      'TX',
      '78701',
      'tandemlane.com',
      '1377205',
    ),
    orderNumber: (r) => r.digits(8),
    stops: [2, 3],
    reeferShare: 0.75,
  },
  hide(t) {
    // The page shows one all-in figure and no breakdown: that figure is the linehaul.
    t.linehaul = total(t);
    t.fuel = null;
    t.accessorials = [];
  },
  draw(s, t) {
    const m = 42;
    const W = s.width - 2 * m;
    const grey = '#6b7280';
    const ink = '#111827';
    const url = `https://carriers.tandemlane.com/loads/${t.order}/confirmation`;
    let page = 0;
    const chrome = () => {
      page++;
      s.text(`${fmtDate(t.issued, 'mdyy').replace(/^0/, '')}, 4:05 PM`, 24, 14, {
        size: 7,
        color: '#444444',
      });
      s.text(`Load ${t.order} · Rate confirmation`, 0, 14, {
        size: 7,
        color: '#444444',
        align: 'center',
        width: s.width,
      });
      s.text(url, 24, s.height - 20, { size: 7, color: '#444444' });
      s.text(`Page ${page}`, 0, s.height - 20, {
        size: 7,
        color: '#444444',
        align: 'right',
        width: s.width - 24,
      });
    };
    chrome();
    s.text(t.broker.name, m, 38, { font: 'sans-bold', size: 13, color: '#4338ca' });
    s.text(`Loads  ›  ${t.order}  ›  Rate confirmation`, m, 58, { size: 8, color: grey });
    s.text('Rate confirmation', m, 74, { font: 'sans-bold', size: 20, color: ink });
    s.rect(m + 196, 78, 50, 15, { fill: '#dcfce7' });
    s.text('Booked', m + 196, 81, {
      font: 'sans-bold',
      size: 8,
      color: '#166534',
      align: 'center',
      width: 50,
    });
    s.text(`Load ID ${t.order}`, 0, 80, {
      size: 10,
      align: 'right',
      width: s.width - m,
      color: ink,
    });
    let y = 108;
    // Summary cards
    const first = t.stops[0];
    const last = t.stops.at(-1);
    const cw = (W - 20) / 3;
    const cards: Array<[string, string, string]> = [
      ['All-in rate', fmtMoney(t.linehaul), 'Fuel and approved extras included'],
      [
        'Pickup',
        first ? `${first.city}, ${first.state}` : '',
        first ? dayLong(first.appt?.day ?? first.fcfs?.start ?? t.issued) : '',
      ],
      [
        'Delivery',
        last ? `${last.city}, ${last.state}` : '',
        last ? dayLong(last.appt?.day ?? last.fcfs?.start ?? t.issued) : '',
      ],
    ];
    cards.forEach(([l, v, sub], i) => {
      const x = m + i * (cw + 10);
      s.rect(x, y, cw, 54, { stroke: '#d1d5db', lineWidth: 0.8 });
      s.text(l, x + 10, y + 8, { size: 8, color: grey });
      s.text(v, x + 10, y + 20, { font: 'sans-bold', size: i === 0 ? 16 : 11, color: ink });
      s.text(sub, x + 10, y + 40, { size: 7.5, color: grey });
    });
    y += 68;
    const section = (title: string) => {
      s.text(title, m, y, { font: 'sans-bold', size: 11, color: ink });
      s.line(m, y + 15, m + W, y + 15, 0.6, '#d1d5db');
      y += 22;
    };
    /** Label-over-value grid, n columns. */
    const grid = (items: Array<[string, string | null]>, n: number) => {
      const w = W / n;
      const shown = items.filter(([, v]) => v);
      for (let i = 0; i < shown.length; i += n) {
        let h = 0;
        shown.slice(i, i + n).forEach(([l, v], k) => {
          s.text(l, m + k * w, y, { size: 7.5, color: grey });
          const yy = lines(s, [v ?? ''], m + k * w, y + 10, w - 10, { size: 9.5, color: ink });
          h = Math.max(h, yy - y);
        });
        y += h + 6;
      }
    };
    section('Load details');
    grid(
      [
        [
          'Equipment',
          `${t.equipment === 'reefer' ? 'Reefer' : 'Dry van'}${t.length ? `, ${t.length} ft` : ''}`,
        ],
        [
          'Temperature',
          t.equipment === 'reefer'
            ? `${t.temp} °F · ${t.tempControl === 'start_stop' ? 'Start/stop' : 'Continuous'}`
            : null,
        ],
        ['Weight', t.weight ? `${fmtInt(t.weight)} lb` : null],
        ['Distance', `${fmtInt(t.miles)} mi`],
        ['Customer PO', t.po],
        ['BOL', t.bol],
        ['Reference', t.ref],
      ],
      4,
    );
    section('Carrier');
    grid(
      [
        ['Carrier', t.carrier.name],
        ['MC / USDOT', `${t.carrier.mc} / ${t.carrier.dot}`],
        ['Driver', t.carrier.driver],
        ['Driver phone', t.carrier.driverPhone ? fmtPhone(t.carrier.driverPhone, 'paren') : null],
        ['Tractor', t.carrier.truck],
        ['Trailer', t.carrier.trailer],
      ],
      4,
    );
    section('Your load manager');
    grid(
      [
        ['Name', t.broker.contact],
        ['Phone', phoneExt(t, 'paren', 'x')],
        ['Email', t.broker.email],
      ],
      3,
    );
    grid(
      [['24/7 support line (not your load manager)', '(888) 555-0123 · help@tandemlane.com']],
      1,
    );
    section('Stops');
    for (const st of t.stops) {
      const zone = tz(st.state);
      let kind = '';
      let when = '';
      if (st.appt) {
        kind = 'Appointment';
        when = `${dayLong(st.appt.day)} · ${hcolon(st.appt.h, st.appt.m)} ${zone}`;
      } else if (st.fcfs) {
        const f = st.fcfs;
        kind = 'Open window (FCFS)';
        when = sameDay(f.start, f.end)
          ? `${dayLong(f.start)} · ${hcolon(f.sh, f.sm)} – ${hcolon(f.eh, f.em)} ${zone}`
          : `${dayLong(f.start)} ${hcolon(f.sh, f.sm)} – ${dayLong(f.end)} ${hcolon(f.eh, f.em)} ${zone}`;
      }
      const left = [
        `${st.street ?? ''}, ${cityLine(st)}`,
        st.phone ? `Facility phone ${fmtPhone(st.phone, 'paren')}` : '',
        st.email ? `Facility email ${st.email}` : '',
      ];
      const right = [
        kind,
        when,
        st.conf ? `${st.type === 'Pickup' ? 'Pickup number' : 'Delivery number'} ${st.conf}` : '',
        st.ref ? `Reference ${st.ref}` : '',
        st.bol ? `BOL ${st.bol}` : '',
      ];
      const below = [
        st.commodity ? `Commodity: ${st.commodity} · ${st.pallets} pallets` : '',
        st.instructions ? `Handling notes: ${st.instructions}` : '',
      ];
      const lw = W * 0.5 - 16;
      const rw = W * 0.5 - 16;
      const h =
        30 +
        Math.max(lineCount(s, left, lw, 'sans', 9), lineCount(s, right, rw, 'sans', 9)) * 11.7 +
        lineCount(s, below, W - 20, 'sans', 9) * 11.7 +
        10;
      if (y + h > s.height - 40) {
        s.newPage();
        chrome();
        y = 44;
      }
      s.rect(m, y, W, h, { stroke: '#d1d5db', lineWidth: 0.8 });
      s.text(`${st.type} · Stop ${st.n} of ${t.stops.length}`, m + 10, y + 7, {
        font: 'sans-bold',
        size: 8,
        color: st.type === 'Pickup' ? '#4338ca' : '#b45309',
      });
      s.text(st.company ?? '', m + 10, y + 18, { font: 'sans-bold', size: 10, color: ink });
      const yl = lines(s, left, m + 10, y + 31, lw, { size: 9, color: ink });
      const yr = lines(s, right, m + W * 0.5 + 6, y + 7, rw, { size: 9, color: ink });
      lines(s, below, m + 10, Math.max(yl, yr) + 2, W - 20, { size: 9, color: '#374151' });
      y += h + 8;
    }
    // Page 2: the standing accessorial schedule and terms.
    s.newPage();
    chrome();
    y = 44;
    section('Accessorial schedule (paid only when approved in the app)');
    y =
      table(
        s,
        m,
        y,
        [
          { header: 'Accessorial', width: 260 },
          { header: 'Rate', width: 120, align: 'right' },
          { header: 'Notes', width: W - 380 },
        ],
        [
          ['Detention', '$40.00 / hr', 'After 2 hours free; geofence times'],
          ['Layover', '$200.00 / day', 'Prior approval'],
          ['TONU', '$150.00', 'Cancelled after dispatch'],
          ['Lumper', 'At cost', 'Upload receipt'],
          ['Late fee', '-$100.00', 'Missed appointment without notice'],
        ],
        { size: 9, headerFill: '#f3f4f6' },
      ) + 16;
    section('Terms');
    para(s, TERMS.slice(0, 7).join('\n\n'), m, y, W, { size: 8, color: '#374151' });
  },
};

export const UNSEEN_LAYOUTS: Layout[] = [
  tenderBand,
  chargesLedger,
  bilingualForm,
  faxCover,
  multiDropRoute,
  portalPrint,
];
