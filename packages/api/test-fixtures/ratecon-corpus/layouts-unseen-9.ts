/**
 * The tenth held-out set of rate-confirmation layouts (issue 15), written after the five layouts
 * of layouts-unseen-8.ts were measured and moved to dev. Appended to the layout list after them,
 * so every earlier document keeps its seed. Written without looking at the extractor; the looks
 * follow kinds of sheets carriers receive (power-only drop and hook, a shipper's own tender,
 * a Laredo northbound leg, an enterprise TMS with typed reference lists, a fillable PDF form).
 * Broker, shipper and service names are made up.
 *
 * As in layouts.ts: whatever a layout does not print is nulled by its `hide`, so the expected
 * record holds only what the page shows.
 */

import { TERMS } from '../shared/pools';
import {
  addDays,
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
  type Surface,
  table,
} from '../shared/surface';
import {
  broker,
  cityLine,
  dayOf,
  dowMdy as dDow,
  lineCount,
  wrappedLines as lines,
  p2,
  rightIn as right,
  sameDay,
  hcolon as tColon,
  tempCtl,
} from './layout-helpers';
import type { Layout } from './layouts';
import { type TStop, total } from './model';

// ---- helpers -------------------------------------------------------------------------------------

/** `26/NOV/2026` */
const dMon = (d: Day) => `${p2(d.d)}/${(MONTHS[d.m - 1] ?? '').toUpperCase()}/${d.y}`;

/** US time zone of the states the place pool uses (Tennessee's cities there are Central). */
const TZ: Record<string, string> = {
  TX: 'CT',
  OK: 'CT',
  AR: 'CT',
  TN: 'CT',
  IL: 'CT',
  MO: 'CT',
  NE: 'CT',
  IA: 'CT',
  MN: 'CT',
  AL: 'CT',
  MS: 'CT',
  LA: 'CT',
  WI: 'CT',
  GA: 'ET',
  FL: 'ET',
  NC: 'ET',
  OH: 'ET',
  IN: 'ET',
  PA: 'ET',
  NJ: 'ET',
  NY: 'ET',
  MA: 'ET',
  VA: 'ET',
  KY: 'ET',
  MI: 'ET',
  CO: 'MT',
  UT: 'MT',
  AZ: 'MT',
  ID: 'MT',
  CA: 'PT',
  NV: 'PT',
  OR: 'PT',
  WA: 'PT',
};
const tz = (st: TStop) => TZ[st.state] ?? 'CT';

function termsBlock(
  s: Surface,
  x: number,
  y: number,
  w: number,
  font: FontName,
  from = 0,
  n = 4,
  size = 7,
): number {
  let yy = y;
  for (const [i, term] of TERMS.slice(from, from + n).entries()) {
    if (yy > s.height - 40) break;
    yy = para(s, `${i + 1}. ${term}`, x, yy, w, { font, size }) + 2;
  }
  return yy;
}

// ---- Y1. Power only: hook a loaded pool trailer, drop it at the receiver --------------------------

const TRAILER_POOLS = ['Mercer Trailer Leasing', 'Bluegrass Trailer Pool', 'Southeast Van Rentals'];

const powerOnly: Layout = {
  id: 'power-only-hook-drop',
  title:
    'Power-only drop-and-hook confirmation with a pool trailer box and moves as hook / drop bands',
  modelledOn: 'Brokers moving shippers’ pre-loaded pool trailers power only (drop and hook)',
  page: LETTER,
  embedFonts: true,
  load: {
    broker: broker(
      'Chattahoochee Power Only LLC',
      '1850 Parkway Pl SE, Suite 300',
      'Marietta',
      'GA',
      '30067',
      'hoochpoweronly.com',
      '1211087',
      '7705550163',
    ),
    orderNumber: (r) => `${r.digits(3)}-${r.digits(5)}`,
    stops: [2, 3],
    fcfsShare: 0.55,
    reeferShare: 0.4,
  },
  hide(t) {
    for (const st of t.stops) {
      st.email = null;
      st.bol = null;
    }
  },
  draw(s, t, rng) {
    const m = 36;
    const W = s.width - 2 * m;
    const F: FontName = 'sans';
    const B: FontName = 'sans-bold';
    const red = '#b3261e';
    s.text(t.broker.name, m, 26, { font: B, size: 15 });
    s.text(`${t.broker.street}, ${t.broker.city}, ${t.broker.state} ${t.broker.zip}`, m, 45, {
      font: F,
      size: 8,
    });
    s.text(`MC ${t.broker.mc}  ·  Fax ${fmtPhone(t.broker.fax, 'dot')}`, m, 55, {
      font: F,
      size: 8,
    });
    s.rect(m + W - 150, 22, 150, 22, { fill: red });
    s.text('POWER ONLY', m + W - 150, 27, {
      font: B,
      size: 12,
      color: '#ffffff',
      align: 'center',
      width: 150,
    });
    right(s, 'Drop & Hook Load Confirmation', m, 50, W, { font: B, size: 9 });
    s.line(m, 68, m + W, 68, 1.2, red);
    let y = 76;
    const boxes: Array<[string, string]> = [
      ['Load #', t.order ?? ''],
      ['Confirmed', mdy(t.issued)],
      ['Customer PO', t.po ?? '—'],
      ['Shipper BOL', t.bol ?? 'issued at hook'],
      ['Reference', t.ref ?? '—'],
    ];
    const bw = W / boxes.length;
    for (const [i, [k, v]] of boxes.entries()) {
      const x = m + i * bw;
      s.rect(x, y, bw, 30, { stroke: '#777777', lineWidth: 0.6 });
      s.text(k, x + 5, y + 4, { font: F, size: 6.8, color: '#555555' });
      s.text(v, x + 5, y + 15, { font: B, size: 9.5 });
    }
    y += 40;
    // Carrier | trailer interchange | pay.
    const c = t.carrier;
    const cw = 196;
    const tw = 184;
    const pw = W - cw - tw - 16;
    const tx = m + cw + 8;
    const px = tx + tw + 8;
    s.text('CARRIER (POWER)', m, y, { font: B, size: 8, color: red });
    s.text('TRAILER INTERCHANGE', tx, y, { font: B, size: 8, color: red });
    s.text('CARRIER PAY (USD)', px, y, { font: B, size: 8, color: red });
    const top = y + 12;
    const ly = lines(
      s,
      [
        c.name ?? '',
        `MC ${c.mc}  DOT ${c.dot}`,
        `Dispatch: ${c.dispatcher}, ${fmtPhone(c.dispatchPhone, 'paren')}`,
        c.driver ? `Driver: ${c.driver}` : 'Driver: not yet assigned',
        c.driverPhone ? `Driver cell: ${fmtPhone(c.driverPhone, 'paren')}` : '',
        c.truck ? `Power unit # ${c.truck}` : 'Power unit # ______',
      ],
      m,
      top,
      cw,
      { font: F, size: 8.2 },
    );
    const plate = `${rng.pick(['GA', 'TN', 'IN', 'TX'])} ${rng.digits(3)}${String.fromCharCode(65 + rng.int(0, 25))}${String.fromCharCode(65 + rng.int(0, 25))}`;
    const ty = lines(
      s,
      [
        c.trailer ? `Pool trailer # ${c.trailer}` : 'Pool trailer #: assigned at the yard office',
        `Owner: ${rng.pick(TRAILER_POOLS)} (plate ${plate})`,
        t.equipment === 'reefer'
          ? `${t.length}' reefer, unit pre-set ${t.temp}°F ${tempCtl(t, 'continuous', 'start/stop (cycle)')}: check the set point at hook`
          : `${t.length}' dry van, shipper loaded and sealed`,
        `Loaded weight (shipper count): ${fmtInt(t.weight ?? 0)} lbs`,
        'Inspect tires, lights and mud flaps at hook; report damage before leaving the yard.',
      ],
      tx,
      top,
      tw,
      { font: F, size: 8.2 },
    );
    const pay: Array<[string, number]> = [['Power-only linehaul', t.linehaul]];
    if (t.fuel !== null) pay.push(['Fuel surcharge', t.fuel]);
    for (const a of t.accessorials) pay.push([a.label, a.amount]);
    let yy = top;
    s.rect(px, top - 3, pw, pay.length * 12 + 26, { fill: '#fbeeee' });
    for (const [k, v] of pay) {
      s.text(k, px + 4, yy, { font: F, size: 8.2 });
      right(s, fmtMoney(v), px, yy, pw - 4, { font: F, size: 8.2 });
      yy += 12;
    }
    s.line(px + 4, yy, px + pw - 4, yy, 0.7);
    yy += 4;
    s.text('Total pay', px + 4, yy, { font: B, size: 9 });
    right(s, fmtMoney(total(t)), px, yy, pw - 4, { font: B, size: 9 });
    y = Math.max(ly, ty, yy + 14) + 12;
    // The moves.
    s.text('MOVES', m, y, { font: B, size: 9 });
    right(s, 'All times local to the facility', m, y + 1, W, {
      font: F,
      size: 7,
      color: '#555555',
    });
    y += 13;
    const win = (w: NonNullable<TStop['fcfs']>) =>
      sameDay(w.start, w.end)
        ? `${dDow(w.start)} ${tColon(w.sh, w.sm)} – ${tColon(w.eh, w.em)} (FCFS)`
        : `${dDow(w.start)} ${tColon(w.sh, w.sm)} – ${dDow(w.end)} ${tColon(w.eh, w.em)} (FCFS)`;
    for (const st of t.stops) {
      const pick = st.type === 'Pickup';
      const last = st.n === t.stops.length;
      const verb = pick
        ? st.n === 1
          ? 'HOOK LOADED'
          : 'LIVE LOAD'
        : last
          ? 'DROP LOADED'
          : 'LIVE UNLOAD';
      const sched = st.appt
        ? `${pick ? 'Hook' : 'Drop'} appointment: ${dDow(st.appt.day)} at ${tColon(st.appt.h, st.appt.m)}`
        : st.fcfs
          ? `${pick ? 'Hook' : 'Drop'} window: ${win(st.fcfs)}`
          : '';
      const leftTxt = [
        st.company ?? '',
        st.street ?? '',
        cityLine(st),
        st.phone ? `Yard office ${fmtPhone(st.phone, 'dash')}` : '',
      ];
      const rightTxt = [
        sched,
        [
          st.conf ? `${pick ? 'Release / PU #' : 'Drop appt #'} ${st.conf}` : '',
          st.ref ? `Ref ${st.ref}` : '',
        ]
          .filter(Boolean)
          .join('    '),
        st.commodity
          ? `Trailer holds: ${st.commodity} (${st.pallets} pallets, shipper load & count)`
          : '',
        st.instructions ? `Note: ${st.instructions}` : '',
      ];
      const midW = 170;
      const rW = W - 96 - midW - 12;
      const h =
        Math.max(
          lineCount(s, leftTxt, midW, F, 8.2),
          lineCount(s, rightTxt.filter(Boolean), rW, F, 8.2),
        ) *
          10.7 +
        10;
      if (y + h > s.height - 110) {
        s.newPage();
        y = 40;
      }
      s.rect(m, y, W, h, { stroke: '#999999', lineWidth: 0.6 });
      s.rect(m, y, 90, h, { fill: pick ? '#f3d9d7' : '#dde6f0' });
      s.text(`${st.n}`, m + 6, y + 5, { font: B, size: 14 });
      s.text(verb, m + 24, y + 8, { font: B, size: 8 });
      lines(s, leftTxt, m + 96, y + 5, midW, { font: F, size: 8.2 });
      lines(s, rightTxt, m + 96 + midW + 8, y + 5, rW, { font: F, size: 8.2 });
      y += h + 6;
    }
    y += 2;
    y = para(
      s,
      'After the final drop the driver bobtails out; no empty trailer moves on this load unless the receiver’s yard office releases one, which is booked and paid as a separate load.',
      m,
      y,
      W,
      { font: F, size: 7.8 },
    );
    y += 6;
    s.rect(m, y, W, 30, { fill: '#222222' });
    s.text(
      `Power-only desk: ${t.broker.contact}  ·  ${fmtPhone(t.broker.phone ?? '', 'dash', t.broker.phoneExt)}  ·  ${t.broker.email ?? ''}`,
      m + 6,
      y + 5,
      { font: B, size: 8.2, color: '#ffffff' },
    );
    s.text(
      'After hours (yard issues, trailer not ready): (888) 555-0164 — do not leave a yard without a trailer number',
      m + 6,
      y + 17,
      { font: F, size: 7.5, color: '#dddddd' },
    );
    y += 40;
    if (y < s.height - 60)
      s.text('Carrier signature ____________________________   Date ____________', m, y, {
        font: F,
        size: 8.5,
      });
    s.newPage();
    s.text('TRAILER INTERCHANGE TERMS AND CONDITIONS', m, 36, { font: B, size: 11 });
    let ty2 = 56;
    for (const [i, term] of [
      'The trailer named on page 1 is interchanged to Carrier for this load only. Per diem of $45.00 per day is charged after 48 hours from hook if the trailer has not been dropped at the receiver.',
      'Damage beyond normal wear found at the drop is charged to Carrier at repair cost, up to $5,000.00 per occurrence. Tire replacement is billed at $385.00 per tire when the hook inspection noted no damage.',
      'Carrier may not use the trailer for any other freight. Unauthorised use is charged at $250.00 per day plus any freight claims.',
      'A trailer not ready at the start of the hook window is paid at $40.00 per hour after 2 hours, with the yard office’s time stamps.',
      ...TERMS.slice(0, 6),
    ].entries()) {
      ty2 = para(s, `${i + 1}. ${term}`, m, ty2, W, { font: F, size: 8 }) + 4;
    }
  },
};

// ---- Y2. A shipper's own freight tender: ship from / ship to, bill-to box, material table --------

const shipperTender: Layout = {
  id: 'shipper-freight-tender',
  title:
    'Shipper’s own truckload freight tender: ship-from / ship-to boxes, bill-freight-to box, material table, authorised charges by code',
  modelledOn:
    'Manufacturers’ transportation departments tendering truckloads straight to carriers from their ERP',
  page: LETTER,
  embedFonts: false,
  load: {
    broker: broker(
      'Fox Valley Paperboard Inc.',
      'N8450 Industrial Dr',
      'Neenah',
      'WI',
      '54956',
      'foxvalleyboard.com',
      '0',
      '9205550177',
    ),
    orderNumber: (r) => `00${r.digits(8)}`,
    stops: [2, 4],
    fcfsShare: 0.3,
    reeferShare: 0.3,
  },
  hide(t) {
    t.carrier.driver = null;
    t.carrier.driverPhone = null;
  },
  draw(s, t, rng) {
    const m = 34;
    const W = s.width - 2 * m;
    const F: FontName = 'sans';
    const B: FontName = 'sans-bold';
    const grey = '#e6e6e6';
    s.text(t.broker.name, m, 26, { font: B, size: 14 });
    s.text('Transportation Department', m, 43, { font: F, size: 9 });
    s.text(`${t.broker.street}, ${t.broker.city}, ${t.broker.state} ${t.broker.zip}`, m, 54, {
      font: F,
      size: 8,
    });
    right(s, 'TRUCKLOAD FREIGHT TENDER', m, 24, W, { font: B, size: 12 });
    const respond = addDays(t.issued, 1);
    const hdr: Array<[string, string]> = [
      ['Shipment No.', t.order ?? ''],
      ['Tender date', mdy(t.issued)],
      ['Respond by', `${mdy(respond)} 12:00`],
    ];
    let hy = 40;
    for (const [k, v] of hdr) {
      s.text(k, m + W - 200, hy, { font: F, size: 7.5 });
      right(s, v, m, hy, W, { font: B, size: 8.5 });
      hy += 11;
    }
    s.line(m, 76, m + W, 76, 1);
    let y = 82;
    s.text(
      `Transportation planner: ${t.broker.contact}   Direct ${fmtPhone(t.broker.phone ?? '', 'dash', t.broker.phoneExt)}   ${t.broker.email ?? ''}   Shipping office fax ${fmtPhone(t.broker.fax, 'dash')}`,
      m,
      y,
      { font: F, size: 7.8 },
    );
    y += 14;
    // Three boxes: carrier, equipment, bill freight to.
    const c = t.carrier;
    const scac = (c.name ?? 'CARR')
      .replace(/[^A-Za-z ]/g, '')
      .split(' ')
      .map((w) => w[0] ?? '')
      .join('')
      .toUpperCase()
      .padEnd(4, 'X')
      .slice(0, 4);
    const bw = (W - 12) / 3;
    const boxes: Array<[string, string[]]> = [
      [
        'CARRIER',
        [
          c.name ?? '',
          `SCAC ${scac}   MC ${c.mc}`,
          `Dispatch ${c.dispatcher} ${fmtPhone(c.dispatchPhone, 'dash')}`,
          'Driver name / cell: send 2 hours before pickup',
          [c.truck ? `Tractor ${c.truck}` : '', c.trailer ? `Trailer ${c.trailer}` : '']
            .filter(Boolean)
            .join('   '),
        ],
      ],
      [
        'EQUIPMENT REQUIRED',
        t.equipment === 'reefer'
          ? [
              `${t.length}' refrigerated trailer`,
              `Set point ${t.temp}°F, ${tempCtl(t, 'continuous run', 'cycle (start/stop) allowed')}`,
              'Pre-cool before loading',
              `Gross weight ${fmtInt(t.weight ?? 0)} lb`,
            ]
          : [
              `${t.length}' dry van, food grade`,
              'Two load locks, clean swept floor',
              `Gross weight ${fmtInt(t.weight ?? 0)} lb`,
            ],
      ],
      [
        'BILL FREIGHT TO',
        [
          'Lakeview Freight Audit Services',
          'Attn: Carrier Payables',
          `PO Box ${rng.int(20000, 29999)}, Columbus, OH 43221`,
          '(614) 555-0125',
          'Quote the Shipment No. on every invoice',
        ],
      ],
    ];
    const bh =
      Math.max(...boxes.map(([, xs]) => lineCount(s, xs.filter(Boolean), bw - 10, F, 7.8))) * 10.2 +
      20;
    for (const [i, [k, xs]] of boxes.entries()) {
      const x = m + i * (bw + 6);
      s.rect(x, y, bw, bh, { stroke: '#555555', lineWidth: 0.6 });
      s.rect(x, y, bw, 12, { fill: grey });
      s.text(k, x + 4, y + 2.5, { font: B, size: 7.5 });
      lines(s, xs, x + 5, y + 16, bw - 10, { font: F, size: 7.8 });
    }
    y += bh + 8;
    y = table(
      s,
      m,
      y,
      [
        { header: 'Customer PO', width: W / 3 },
        { header: 'BOL No.', width: W / 3 },
        { header: 'Reference (sales order)', width: W / 3 },
      ],
      [[t.po ?? '', t.bol ?? '', t.ref ?? '']],
      { size: 8, grid: true, headerFill: grey, padding: 3 },
    );
    y += 10;
    const win = (w: NonNullable<TStop['fcfs']>) =>
      sameDay(w.start, w.end)
        ? `${mdy(w.start)} ${tColon(w.sh, w.sm)}–${tColon(w.eh, w.em)}`
        : `${mdy(w.start)} ${tColon(w.sh, w.sm)} through ${mdy(w.end)} ${tColon(w.eh, w.em)}`;
    for (const st of t.stops) {
      const pick = st.type === 'Pickup';
      const head = pick ? `SHIP FROM — stop ${st.n}` : `SHIP TO — stop ${st.n}`;
      const sched = st.appt
        ? pick
          ? `Loading appointment: ${mdy(st.appt.day)} ${tColon(st.appt.h, st.appt.m)}`
          : `Must arrive by: ${mdy(st.appt.day)} ${tColon(st.appt.h, st.appt.m)}`
        : st.fcfs
          ? `${pick ? 'Dock hours' : 'Receiving hours'} (first come, first served): ${win(st.fcfs)}`
          : '';
      const leftTxt = [
        st.company ?? '',
        st.street ?? '',
        cityLine(st),
        st.phone ? `Dock ${fmtPhone(st.phone, 'paren')}` : '',
        st.email ?? '',
      ];
      const rightTxt = [
        sched,
        st.conf ? `${pick ? 'Pickup No.' : 'Delivery appt No.'} ${st.conf}` : '',
        st.bol ? `BOL No. (this stop) ${st.bol}` : '',
        st.ref ? `Ref ${st.ref}` : '',
        st.instructions ? `Instructions: ${st.instructions}` : '',
      ];
      const lw = W * 0.4;
      const rw = W - lw - 16;
      const h =
        Math.max(
          lineCount(s, leftTxt.filter(Boolean), lw, F, 8),
          lineCount(s, rightTxt.filter(Boolean), rw, F, 8),
        ) *
          10.4 +
        22;
      if (y + h > s.height - 60) {
        s.newPage();
        s.text(`${t.broker.name} — Freight tender ${t.order} (continued)`, m, 30, {
          font: B,
          size: 9,
        });
        y = 50;
      }
      s.rect(m, y, W, h, { stroke: '#555555', lineWidth: 0.6 });
      s.rect(m, y, W, 12, { fill: pick ? '#dfe9f5' : '#f5ecdf' });
      s.text(head, m + 4, y + 2.5, { font: B, size: 7.8 });
      lines(s, leftTxt, m + 5, y + 16, lw, { font: F, size: 8 });
      lines(s, rightTxt, m + lw + 12, y + 16, rw, { font: F, size: 8 });
      y += h + 6;
    }
    // Material to ship.
    const mat = t.stops
      .filter((st) => st.commodity)
      .map((st, i) => [
        String(i + 10),
        st.type === 'Pickup' ? `Load at stop ${st.n}` : `Unload at stop ${st.n}`,
        `${st.pallets} PLT / ${fmtInt(st.pieces)} CS`,
        st.commodity ?? '',
      ]);
    y += 4;
    if (y > s.height - 220) {
      s.newPage();
      s.text(`${t.broker.name} — Freight tender ${t.order} (continued)`, m, 30, {
        font: B,
        size: 9,
      });
      y = 50;
    }
    s.text('MATERIAL TO SHIP', m, y, { font: B, size: 8.5 });
    y += 11;
    y = table(
      s,
      m,
      y,
      [
        { header: 'Item', width: 34 },
        { header: 'Action', width: 96 },
        { header: 'Handling units', width: 110 },
        { header: 'Material description', width: W - 240 },
      ],
      mat,
      { size: 7.8, grid: true, headerFill: grey, padding: 2.5 },
    );
    s.text(`Total shipment weight: ${fmtInt(t.weight ?? 0)} lb`, m, y + 3, { font: B, size: 8 });
    y += 18;
    // Authorised carrier charges.
    const code: Record<string, string> = {
      Lumper: 'LUMP',
      'Stop-off': 'STOP',
      Detention: 'DET',
      'Driver Assist': 'DRAS',
      Tarp: 'TARP',
    };
    const rows: Array<string[] | { span: string; bold?: boolean; right?: string }> = [
      ['LH', 'Line haul (contract lane rate)', fmtMoney(t.linehaul)],
    ];
    if (t.fuel !== null)
      rows.push(['FSC', 'Fuel surcharge per the weekly DOE schedule', fmtMoney(t.fuel)]);
    for (const a of t.accessorials)
      rows.push([code[a.label] ?? 'ACC', a.label, fmtMoney(a.amount)]);
    rows.push({ span: 'Total authorised (USD)', bold: true, right: fmtMoney(total(t)) });
    s.text('AUTHORISED CARRIER CHARGES (USD)', m, y, { font: B, size: 8.5 });
    y += 11;
    y = table(
      s,
      m,
      y,
      [
        { header: 'Code', width: 50 },
        { header: 'Description', width: W - 160 },
        { header: 'Amount', width: 110, align: 'right' },
      ],
      rows,
      { size: 8, headerFill: grey, padding: 2.5 },
    );
    y += 8;
    y = para(
      s,
      `Accept this tender in the carrier portal or sign and return it to ${t.broker.email ?? ''} by the respond-by time. Charges not listed above are not authorised. Invoices go to the bill-to address, not to this plant.`,
      m,
      y,
      W,
      { font: F, size: 7.5 },
    );
    if (y < s.height - 90) termsBlock(s, m, y + 6, W, F, 1, 4, 6.5);
  },
};

// ---- Y3. Laredo northbound: the US leg after the border, a customs box that is not a stop --------

const MX_ORIGINS = [
  'Apodaca, N.L.',
  'Saltillo, Coah.',
  'Querétaro, Qro.',
  'San Luis Potosí, S.L.P.',
  'Ramos Arizpe, Coah.',
];
const MX_CARRIERS = [
  'Autotransportes del Norte SA de CV',
  'Fletes Regiomontanos SA de CV',
  'Transportes Bajío SA de CV',
];

const laredo: Layout = {
  id: 'laredo-northbound-leg',
  title:
    'Cross-border northbound confirmation for the US leg: customs and crossing box, stop table with day-month-year dates and time zones',
  modelledOn:
    'Laredo cross-border brokers booking the US leg of Mexican freight after the crossing',
  page: LETTER,
  embedFonts: true,
  load: {
    broker: broker(
      'Frontera Norte Logistics LLC',
      '5219 San Bernardo Ave, Suite 6',
      'Laredo',
      'TX',
      '78041',
      'fronteranortelog.com',
      '1178250',
      '9565550141',
    ),
    orderNumber: (r) => `FNL${r.digits(6)}`,
    stops: [2, 3],
    fcfsShare: 0.4,
    reeferShare: 0.45,
  },
  hide(t) {
    t.bol = null;
    for (const st of t.stops) st.email = null;
    // The northbound leg starts at the border: stop 1 is a Laredo warehouse.
    const first = t.stops[0];
    if (first) {
      const dup = t.stops.find((x) => x !== first && x.city === 'Laredo');
      if (dup) {
        dup.city = first.city;
        dup.state = first.state;
        dup.zip = first.zip;
      }
      first.city = 'Laredo';
      first.state = 'TX';
      first.zip = '78045';
    }
  },
  draw(s, t, rng) {
    const m = 34;
    const W = s.width - 2 * m;
    const F: FontName = 'dejavu';
    const B: FontName = 'dejavu-bold';
    const ochre = '#8a5a00';
    s.text(t.broker.name, m, 26, { font: B, size: 14, color: ochre });
    s.text(
      `${t.broker.street} · ${t.broker.city}, ${t.broker.state} ${t.broker.zip} · MC ${t.broker.mc} · C-TPAT certified`,
      m,
      44,
      { font: F, size: 7.5 },
    );
    right(s, 'NORTHBOUND LOAD CONFIRMATION', m, 24, W, { font: B, size: 10 });
    right(s, 'Confirmación de carga — US leg', m, 37, W, { font: F, size: 7.5 });
    s.line(m, 58, m + W, 58, 1.4, ochre);
    let y = 64;
    s.text(`Load ${t.order}`, m, y, { font: B, size: 11 });
    right(s, `Issued ${dMon(t.issued)}`, m, y + 2, W, { font: F, size: 8.5 });
    y += 16;
    s.text(
      `Account executive: ${t.broker.contact} · ${fmtPhone(t.broker.phone ?? '', 'dot', t.broker.phoneExt)} · ${t.broker.email ?? ''}`,
      m,
      y,
      { font: F, size: 8 },
    );
    y += 16;
    // Crossing and customs: facts about the Mexican leg, not stops of this load.
    const first = t.stops[0] as TStop;
    const crossed = addDays(dayOf(first, t.issued), -rng.int(0, 1));
    const mx = rng.pick(MX_ORIGINS);
    const bridge = rng.pick(['World Trade Bridge', 'Colombia Solidarity Bridge']);
    const cross = [
      `Origin in Mexico: ${mx} — hauled and crossed by ${rng.pick(MX_CARRIERS)} on ${dMon(crossed)} via the ${bridge}.`,
      `US customs broker: ${rng.pick(['Agencia Aduanal Treviño', 'Garza & Salinas Customs Brokers', 'Río Bravo Customs Services'])}, tel. (956) 555-01${rng.int(10, 99)}, entry ${rng.digits(3)}-${rng.digits(7)}-${rng.int(0, 9)}.`,
      `Pedimento ${rng.digits(2)} ${rng.digits(2)} ${rng.digits(4)} ${rng.digits(7)}. ${rng.chance(0.4) ? `In-bond IT # V${rng.digits(8)}: deliver intact, the bond closes at destination.` : 'Cleared: no in-bond movement.'}`,
      'Transfer at stop 1: the freight moves from the Mexican trailer into yours; the driver counts pallets and applies the seal.',
    ];
    const ch = lineCount(s, cross, W - 16, F, 7.6) * 9.9 + 20;
    s.rect(m, y, W, ch, { fill: '#f7f1e3', stroke: ochre, lineWidth: 0.6 });
    s.text(
      'CROSSING & CUSTOMS (Mexican leg, for information — not a stop of this load)',
      m + 8,
      y + 4,
      {
        font: B,
        size: 7.5,
        color: ochre,
      },
    );
    lines(s, cross, m + 8, y + 15, W - 16, { font: F, size: 7.6 });
    y += ch + 10;
    const c = t.carrier;
    const half = W / 2 - 8;
    const ly = lines(
      s,
      [
        `Carrier / Transportista: ${c.name ?? ''}`,
        `MC ${c.mc} · USDOT ${c.dot}`,
        `Dispatch: ${c.dispatcher} ${fmtPhone(c.dispatchPhone, 'dash')}`,
        c.driver
          ? `Driver / Operador: ${c.driver}${c.driverPhone ? ` · cel. ${fmtPhone(c.driverPhone, 'dash')}` : ''}`
          : 'Driver / Operador: TBA',
        [c.truck ? `Tractor ${c.truck}` : '', c.trailer ? `Trailer ${c.trailer}` : '']
          .filter(Boolean)
          .join(' · '),
      ],
      m,
      y,
      half,
      { font: F, size: 8 },
    );
    const kg = Math.round((t.weight ?? 0) * 0.45359237);
    const ry = lines(
      s,
      [
        t.equipment === 'reefer'
          ? `Equipment: ${t.length}' reefer · ${t.temp} °F ${tempCtl(t, 'continuous', 'cycle')}`
          : `Equipment: ${t.length}' dry van`,
        `Weight: ${fmtInt(t.weight ?? 0)} lbs (${fmtInt(kg)} kg per pedimento)`,
        t.po ? `Shipper PO: ${t.po}` : '',
        t.ref ? `Reference: ${t.ref}` : '',
        `Miles (Laredo to final stop): ${fmtInt(t.miles)}`,
      ],
      m + W / 2 + 8,
      y,
      half,
      { font: F, size: 8 },
    );
    y = Math.max(ly, ry) + 8;
    const when = (st: TStop): [string, string] => {
      if (st.appt)
        return [dMon(st.appt.day), `${tColon(st.appt.h, st.appt.m)} hrs ${tz(st)} (appt)`];
      if (st.fcfs) {
        const w = st.fcfs;
        return sameDay(w.start, w.end)
          ? [dMon(w.start), `${tColon(w.sh, w.sm)}–${tColon(w.eh, w.em)} hrs ${tz(st)} (FCFS)`]
          : [
              dMon(w.start),
              `${tColon(w.sh, w.sm)} hrs to ${dMon(w.end)} ${tColon(w.eh, w.em)} hrs ${tz(st)} (FCFS)`,
            ];
      }
      return ['', ''];
    };
    const rows = t.stops.map((st) => {
      const [d, tm] = when(st);
      return [
        String(st.n),
        st.type === 'Pickup' ? (st.n === 1 ? 'Pick up (transfer)' : 'Pick up') : 'Deliver',
        [st.company, st.street, cityLine(st), st.phone ? `tel. ${fmtPhone(st.phone, 'dash')}` : '']
          .filter(Boolean)
          .join('\n'),
        d,
        tm,
        [
          st.conf ? `${st.type === 'Pickup' ? 'PU #' : 'Appt #'} ${st.conf}` : '',
          st.bol ? `BOL ${st.bol}` : '',
          st.ref ? `Ref ${st.ref}` : '',
        ]
          .filter(Boolean)
          .join('\n'),
      ];
    });
    s.text('ROUTE (US)', m, y, { font: B, size: 8.5, color: ochre });
    y += 11;
    y = table(
      s,
      m,
      y,
      [
        { header: '#', width: 18 },
        { header: 'Action', width: 62 },
        { header: 'Facility', width: 170 },
        { header: 'Date', width: 66 },
        { header: 'Time', width: 110 },
        { header: 'Numbers', width: W - 426 },
      ],
      rows,
      { font: F, bold: B, size: 7.6, grid: true, headerFill: '#efe4c8', padding: 3 },
    );
    y += 8;
    for (const st of t.stops) {
      const bits = [
        st.commodity ? `${st.commodity}, ${st.pallets} pallets` : '',
        st.instructions ?? '',
      ].filter(Boolean);
      if (!bits.length) continue;
      y = para(s, `Stop ${st.n}: ${bits.join('. ')}`, m, y, W, { font: F, size: 7.6 }) + 1;
    }
    y += 8;
    if (y > s.height - 170) {
      s.newPage();
      y = 40;
    }
    const pay: Array<[string, number]> = [
      [`Line haul Laredo – ${t.stops[t.stops.length - 1]?.city ?? ''}`, t.linehaul],
    ];
    if (t.fuel !== null) pay.push(['Fuel surcharge', t.fuel]);
    for (const a of t.accessorials) pay.push([a.label, a.amount]);
    const pw = 250;
    const px = m + W - pw;
    const top = y;
    s.text('RATE TO CARRIER (USD)', px, y, { font: B, size: 8.5, color: ochre });
    y += 12;
    for (const [k, v] of pay) {
      s.text(k, px, y, { font: F, size: 8 });
      right(s, fmtMoney(v), px, y, pw, { font: F, size: 8 });
      y += 11;
    }
    s.line(px, y, px + pw, y, 0.8);
    y += 3;
    s.text('Total USD', px, y, { font: B, size: 9 });
    right(s, fmtMoney(total(t)), px, y, pw, { font: B, size: 9 });
    y += 16;
    lines(
      s,
      [
        'Waiting at the transfer dock is paid at $40.00 per hour after the first 2 hours, with in/out times signed by the warehouse.',
        'Bridge and customs fees are paid by the shipper, never by the carrier.',
        'Carrier signature: ______________________',
      ],
      m,
      top,
      W - pw - 24,
      { font: F, size: 7.6 },
    );
    termsBlock(s, m, y + 4, W, F, 1, 5, 6.6);
  },
};

// ---- Y4. Enterprise TMS print: stops with schedules, every number in one typed reference list ----

const typedRefs: Layout = {
  id: 'typed-reference-list',
  title:
    'Enterprise-TMS load confirmation: stop schedule table with time zones on page 1; one typed reference list (load and per stop), contacts, handling and charges on page 2; terms page',
  modelledOn:
    'Brokers on an enterprise TMS (Turvo / OTM-style) that prints all numbers as one typed reference list',
  page: LETTER,
  embedFonts: true,
  load: {
    broker: broker(
      'Meridian Lakes Logistics',
      '233 S Wacker Dr, Suite 5100',
      'Chicago',
      'IL',
      '60606',
      'meridianlakes.com',
      '1265532',
      '3125550183',
    ),
    orderNumber: (r) => `ML-${r.digits(7)}`,
    stops: [2, 4],
    fcfsShare: 0.4,
  },
  draw(s, t, rng) {
    const m = 36;
    const W = s.width - 2 * m;
    const F: FontName = 'condensed';
    const B: FontName = 'condensed-bold';
    const teal = '#0f5e66';
    let page = 1;
    const printed = `Printed ${mdy(t.issued)} ${p2(rng.int(7, 18))}:${p2(rng.int(0, 59))} CT`;
    const running = () => {
      s.rect(0, 0, s.width, 26, { fill: teal });
      s.text(`${t.broker.name}  |  Carrier Load Confirmation  |  Load ${t.order}`, m, 8, {
        font: B,
        size: 8.5,
        color: '#ffffff',
      });
      right(s, `Page ${page}`, m, 8, W, { font: F, size: 8, color: '#ffffff' });
      s.text(printed, m, s.height - 22, {
        font: F,
        size: 6.5,
        color: '#777777',
      });
    };
    const next = () => {
      s.newPage();
      page++;
      running();
    };
    running();
    let y = 38;
    s.text(t.broker.name, m, y, { font: B, size: 13 });
    s.text(
      `${t.broker.street}, ${t.broker.city}, ${t.broker.state} ${t.broker.zip} · MC ${t.broker.mc}`,
      m,
      y + 17,
      {
        font: F,
        size: 8,
      },
    );
    const kv: Array<[string, string]> = [
      ['Load ID', t.order ?? ''],
      ['Status', 'Tendered · Accepted'],
      ['Created', mdy(t.issued)],
      ['Mode', 'TL'],
    ];
    let ky = y;
    for (const [k, v] of kv) {
      s.text(k, m + W - 190, ky, { font: F, size: 7.5, color: '#555555' });
      right(s, v, m, ky, W, { font: B, size: 8.5 });
      ky += 11;
    }
    y += 50;
    const half = W / 2 - 8;
    s.text('CARRIER SALES', m, y, { font: B, size: 8, color: teal });
    s.text('CARRIER', m + W / 2 + 8, y, { font: B, size: 8, color: teal });
    y += 11;
    const c = t.carrier;
    const ly = lines(
      s,
      [
        t.broker.contact,
        `Direct ${fmtPhone(t.broker.phone ?? '', 'intl', t.broker.phoneExt)}`,
        t.broker.email ?? '',
        `Accounting fax ${fmtPhone(t.broker.fax, 'intl')}`,
      ],
      m,
      y,
      half,
      { font: F, size: 8.5 },
    );
    const ry = lines(
      s,
      [
        `${c.name ?? ''} (MC ${c.mc}, DOT ${c.dot})`,
        `Dispatch contact: ${c.dispatcher}, ${fmtPhone(c.dispatchPhone, 'intl')}`,
        c.driver
          ? `Driver 1: ${c.driver}${c.driverPhone ? `, mobile ${fmtPhone(c.driverPhone, 'intl')}` : ''}`
          : 'Driver 1: —',
        `Tractor: ${c.truck ?? '—'}   Trailer: ${c.trailer ?? '—'}`,
      ],
      m + W / 2 + 8,
      y,
      half,
      { font: F, size: 8.5 },
    );
    y = Math.max(ly, ry) + 8;
    y = table(
      s,
      m,
      y,
      [
        { header: 'Equipment', width: 110 },
        { header: 'Length', width: 60 },
        { header: 'Temperature', width: 90 },
        { header: 'Temp mode', width: 90 },
        { header: 'Total weight', width: 100 },
        { header: 'Loaded miles', width: W - 450 },
      ],
      [
        [
          t.equipment === 'reefer' ? 'Refrigerated' : 'Dry Van',
          `${t.length} ft`,
          t.equipment === 'reefer' ? `${t.temp} °F` : 'n/a',
          t.equipment === 'reefer' ? tempCtl(t, 'Continuous', 'Start/Stop') : 'n/a',
          `${fmtInt(t.weight ?? 0)} lb`,
          fmtInt(t.miles),
        ],
      ],
      { font: F, bold: B, size: 8, grid: true, headerFill: '#dcebec', padding: 3 },
    );
    y += 12;
    s.text('STOPS AND SCHEDULE', m, y, { font: B, size: 9, color: teal });
    y += 12;
    const rows = t.stops.map((st) => {
      let kind = '';
      let start = '';
      let end = '';
      if (st.appt) {
        kind = 'Appointment';
        start = `${mdy(st.appt.day)} ${tColon(st.appt.h, st.appt.m)} ${tz(st)}`;
        end = '—';
      } else if (st.fcfs) {
        kind = 'Window (FCFS)';
        start = `${mdy(st.fcfs.start)} ${tColon(st.fcfs.sh, st.fcfs.sm)} ${tz(st)}`;
        end = `${mdy(st.fcfs.end)} ${tColon(st.fcfs.eh, st.fcfs.em)} ${tz(st)}`;
      }
      return [
        String(st.n),
        st.type === 'Pickup' ? 'Pick' : 'Drop',
        st.company ?? '',
        `${st.street ?? ''}\n${cityLine(st)}`,
        kind,
        start,
        end,
      ];
    });
    y = table(
      s,
      m,
      y,
      [
        { header: 'Seq', width: 26 },
        { header: 'Type', width: 34 },
        { header: 'Facility', width: 104 },
        { header: 'Address', width: 124 },
        { header: 'Schedule', width: 72 },
        { header: 'Start', width: 90 },
        { header: 'End', width: W - 450 },
      ],
      rows,
      {
        font: F,
        bold: B,
        size: 8,
        grid: true,
        headerFill: '#dcebec',
        padding: 3,
        topOnNewPage: 40,
        onNewPage: () => {
          page++;
          running();
        },
      },
    );
    y += 8;
    para(
      s,
      'Reference numbers, stop contacts, handling units, stop instructions and the carrier charges for this load are on the next page. Times are local to each facility (CT, ET, MT, PT).',
      m,
      y,
      W,
      { font: F, size: 7.8, color: '#444444' },
    );
    // Page 2: references, contacts, handling, instructions, charges.
    next();
    y = 40;
    s.text('REFERENCE NUMBERS', m, y, { font: B, size: 9, color: teal });
    y += 12;
    const refs: string[][] = [];
    if (t.po) refs.push(['Load', 'Purchase Order', t.po]);
    if (t.bol) refs.push(['Load', 'Bill of Lading', t.bol]);
    if (t.ref) refs.push(['Load', 'Customer Reference', t.ref]);
    refs.push(['Load', 'Carrier Load ID', t.order ?? '']);
    for (const st of t.stops) {
      const at = `Stop ${st.n} (${st.type === 'Pickup' ? 'Pick' : 'Drop'})`;
      if (st.conf)
        refs.push([
          at,
          st.type === 'Pickup' ? 'Pickup Number' : 'Appointment Confirmation',
          st.conf,
        ]);
      if (st.bol) refs.push([at, 'Bill of Lading', st.bol]);
      if (st.ref) refs.push([at, 'Stop Reference', st.ref]);
    }
    y = table(
      s,
      m,
      y,
      [
        { header: 'Applies to', width: 110 },
        { header: 'Reference type', width: 170 },
        { header: 'Value', width: W - 280 },
      ],
      refs,
      { font: F, bold: B, size: 8, grid: true, headerFill: '#dcebec', padding: 2.5 },
    );
    y += 12;
    s.text('STOP CONTACTS, HANDLING AND INSTRUCTIONS', m, y, { font: B, size: 9, color: teal });
    y += 12;
    y = table(
      s,
      m,
      y,
      [
        { header: 'Stop', width: 30 },
        { header: 'Phone', width: 84 },
        { header: 'E-mail', width: 120 },
        { header: 'Commodity', width: 100 },
        { header: 'Units', width: 44 },
        { header: 'Instructions', width: W - 378 },
      ],
      t.stops.map((st) => [
        String(st.n),
        st.phone ? fmtPhone(st.phone, 'dash') : '',
        st.email ?? '',
        st.commodity ?? '',
        st.commodity ? `${st.pallets} plt` : '',
        st.instructions ?? '',
      ]),
      {
        font: F,
        bold: B,
        size: 7.8,
        grid: true,
        headerFill: '#dcebec',
        padding: 2.5,
        topOnNewPage: 40,
        onNewPage: () => {
          page++;
          running();
        },
      },
    );
    y += 12;
    if (y > s.height - 160) {
      next();
      y = 40;
    }
    s.text('CARRIER CHARGES', m, y, { font: B, size: 9, color: teal });
    y += 12;
    const chg: Array<string[] | { span: string; bold?: boolean; right?: string }> = [
      ['Linehaul', 'Flat', '1', fmtMoney(t.linehaul), fmtMoney(t.linehaul)],
    ];
    if (t.fuel !== null)
      chg.push([
        'Fuel Surcharge',
        'Per mile',
        fmtInt(t.miles),
        `$${(t.fuel / t.miles).toFixed(4)}`,
        fmtMoney(t.fuel),
      ]);
    for (const a of t.accessorials)
      chg.push([a.label, 'Flat', '1', fmtMoney(a.amount), fmtMoney(a.amount)]);
    chg.push({ span: 'Total Carrier Charges (USD)', bold: true, right: fmtMoney(total(t)) });
    y = table(
      s,
      m,
      y,
      [
        { header: 'Charge', width: 150 },
        { header: 'Basis', width: 80 },
        { header: 'Qty', width: 70, align: 'right' },
        { header: 'Rate', width: 110, align: 'right' },
        { header: 'Amount', width: W - 410, align: 'right' },
      ],
      chg,
      { font: F, bold: B, size: 8.2, headerFill: '#dcebec', padding: 3 },
    );
    y += 14;
    s.text('Carrier acceptance: ______________________________   Date: ____________', m, y, {
      font: F,
      size: 8.5,
    });
    next();
    s.text('CARRIER TERMS', m, 40, { font: B, size: 10, color: teal });
    termsBlock(s, m, 58, W, F, 0, TERMS.length, 8);
  },
};

// ---- Y5. Fillable PDF form: typed values on printed blanks, check boxes, signed and stamped -------

const checkboxForm: Layout = {
  id: 'checkbox-fill-form',
  title:
    'Fillable-PDF confirmation form: typed values on printed blanks, check boxes for equipment, stop type, schedule and rate type, signed and stamped',
  modelledOn:
    'Small brokers who e-mail a fillable PDF form (values typed in, boxes ticked), often signed and sent back as a scan',
  page: LETTER,
  embedFonts: true,
  load: {
    broker: broker(
      'Sandhill Crane Freight Brokers, Inc.',
      '2340 SW 17th St, Suite 9',
      'Ocala',
      'FL',
      '34471',
      'sandhillcranefreight.com',
      '1149087',
      '3525550118',
    ),
    orderNumber: (r) => r.digits(6),
    stops: [2, 3],
    fcfsShare: 0.4,
  },
  hide(t) {
    for (const st of t.stops) st.email = null;
  },
  draw(s, t, rng) {
    const m = 32;
    const W = s.width - 2 * m;
    const L: FontName = 'sans';
    const LB: FontName = 'sans-bold';
    const V: FontName = 'mono';
    const blue = '#1a3c9c';
    const lab = { font: L, size: 6.4, color: '#444444' } as const;
    /** A printed blank: label above a line, the typed value on it. */
    /** A typed value: the form's field font shrinks to fit its box, as fillable PDFs do. */
    const typed = (value: string, x: number, y: number, w: number, size = 8.6) => {
      const fit = Math.max(
        6,
        Math.min(size, (size * (w - 4)) / Math.max(1, s.measure(value, V, size))),
      );
      s.text(value, x + 2, y + (size - fit) * 0.6, { font: V, size: fit, color: blue });
    };
    /** A printed blank: label above a line, the typed value on it. */
    const field = (label: string, value: string, x: number, y: number, w: number) => {
      s.text(label, x, y, lab);
      s.line(x, y + 19, x + w, y + 19, 0.5, '#888888');
      typed(value, x, y + 8.5, w);
    };
    /** A blank on the same line as its label. */
    const inline = (label: string, value: string, x: number, y: number, w: number) => {
      s.text(label, x, y + 0.5, lab);
      const lx = x + s.measure(label, L, 6.4) + 3;
      s.line(lx, y + 9, x + w, y + 9, 0.5, '#888888');
      typed(value, lx, y - 0.5, x + w - lx);
    };
    const check = (on: boolean, label: string, x: number, y: number): number => {
      s.rect(x, y, 8, 8, { stroke: '#333333', lineWidth: 0.6 });
      if (on) s.text('X', x + 1.2, y - 0.2, { font: LB, size: 8.2, color: blue });
      s.text(label, x + 11, y + 0.5, { font: L, size: 7.5 });
      return x + 11 + s.measure(label, L, 7.5) + 10;
    };
    const section = (title: string, y: number) => {
      s.rect(m, y, W, 12, { fill: '#2b2b2b' });
      s.text(title, m + 4, y + 2.3, { font: LB, size: 7.5, color: '#ffffff' });
      return y + 16;
    };
    // Header.
    s.text(t.broker.name, m, 24, { font: 'serif-bold', size: 15 });
    s.text(
      `${t.broker.street}, ${t.broker.city}, ${t.broker.state} ${t.broker.zip}   Fax ${fmtPhone(t.broker.fax, 'paren')}   MC# ${t.broker.mc}`,
      m,
      42,
      { font: L, size: 7.8 },
    );
    right(s, 'CARRIER RATE CONFIRMATION', m, 24, W, { font: LB, size: 11 });
    right(s, 'Form SC-104 (rev. 03/2025)', m, 38, W, { font: L, size: 6.5, color: '#666666' });
    let y = 56;
    field('Load #', t.order ?? '', m, y, 100);
    field('Date', mdy(t.issued), m + 110, y, 90);
    field('Broker agent', t.broker.contact, m + 210, y, 140);
    field(
      'Agent phone',
      fmtPhone(t.broker.phone ?? '', 'dash', t.broker.phoneExt),
      m + 360,
      y,
      W - 360,
    );
    y += 26;
    field('Agent e-mail', t.broker.email ?? '', m, y, 270);
    field('Commodity value (if over $100,000)', '', m + 280, y, W - 280);
    y += 28;
    y = section('CARRIER', y);
    const c = t.carrier;
    field('Carrier name', c.name ?? '', m, y, 190);
    field('MC #', c.mc, m + 200, y, 70);
    field('DOT #', c.dot, m + 280, y, 70);
    field('Dispatcher', c.dispatcher, m + 360, y, 90);
    field('Dispatch phone', fmtPhone(c.dispatchPhone, 'dash'), m + 460, y, W - 460);
    y += 26;
    field('Driver', c.driver ?? '', m, y, 150);
    field('Driver cell', c.driverPhone ? fmtPhone(c.driverPhone, 'dash') : '', m + 160, y, 110);
    field('Truck #', c.truck ?? '', m + 280, y, 80);
    field('Trailer #', c.trailer ?? '', m + 370, y, 80);
    y += 28;
    y = section('EQUIPMENT AND LOAD', y);
    let x = check(t.equipment === 'van', 'Dry van', m, y);
    x = check(t.equipment === 'reefer', 'Reefer', x, y);
    x = check(false, 'Flatbed', x, y);
    x = check(false, 'Step deck', x, y);
    x += 20;
    x = check(t.length === 48, "48'", x, y);
    x = check(t.length === 53, "53'", x, y);
    x += 20;
    x = check(t.equipment === 'reefer' && t.tempControl === 'continuous', 'Continuous', x, y);
    check(t.equipment === 'reefer' && t.tempControl === 'start_stop', 'Cycle', x, y);
    y += 14;
    field('Temp °F', t.equipment === 'reefer' ? String(t.temp) : '', m, y, 60);
    field('Weight (lbs)', fmtInt(t.weight ?? 0), m + 70, y, 80);
    field('PO #', t.po ?? '', m + 160, y, 110);
    field('BOL #', t.bol ?? '', m + 280, y, 110);
    field('Ref #', t.ref ?? '', m + 400, y, W - 400);
    y += 28;
    // Stops.
    const time = (h: number, mm: number) => fmtTime(h, mm, 'ampm');
    for (const st of t.stops) {
      const pick = st.type === 'Pickup';
      const extra = st.instructions ? 10 : 0;
      if (y + 132 + extra > s.height - 170) {
        s.newPage();
        y = 36;
      }
      s.rect(m, y, W, 12, { fill: '#d9d9d9' });
      s.text(`STOP ${st.n}`, m + 4, y + 2.3, { font: LB, size: 7.5 });
      let cx = check(pick, 'Pick up', m + 60, y + 2);
      check(!pick, 'Delivery', cx, y + 2);
      y += 16;
      field('Facility', st.company ?? '', m, y, 170);
      field('Address', st.street ?? '', m + 180, y, 150);
      field('City', st.city, m + 340, y, 90);
      field('State', st.state, m + 440, y, 30);
      field('Zip', st.zip ?? '', m + 480, y, W - 480);
      y += 26;
      field('Phone', st.phone ? fmtPhone(st.phone, 'paren') : '', m, y, 100);
      field(pick ? 'PU #' : 'Del #', st.conf ?? '', m + 110, y, 100);
      field('BOL #', st.bol ?? '', m + 220, y, 90);
      field('Ref #', st.ref ?? '', m + 320, y, 90);
      field('Commodity', st.commodity ?? '', m + 420, y, W - 420);
      y += 27;
      cx = check(!!st.appt, 'Appointment', m, y);
      const a = st.appt;
      inline('Date', a ? mdy(a.day) : '', m + 100, y, 100);
      inline('Time', a ? time(a.h, a.m) : '', m + 210, y, 90);
      y += 14;
      check(!!st.fcfs, 'FCFS / open window', m, y);
      const w = st.fcfs;
      inline('From', w ? `${mdy(w.start)} ${time(w.sh, w.sm)}` : '', m + 100, y, 170);
      inline(
        'To',
        w ? (sameDay(w.start, w.end) ? time(w.eh, w.em) : `${mdy(w.end)} ${time(w.eh, w.em)}`) : '',
        m + 280,
        y,
        170,
      );
      y += 15;
      s.text('Instructions', m, y + 0.5, lab);
      s.line(m + 44, y + 9, m + W, y + 9, 0.5, '#888888');
      y = para(s, st.instructions ?? '', m + 46, y - 0.5, W - 48, {
        font: V,
        size: 8,
        color: blue,
        leading: 10,
      });
      y += 8;
    }
    // Rate.
    if (y > s.height - 170) {
      s.newPage();
      y = 36;
    }
    y = section('RATE (USD)', y);
    x = check(true, 'Flat rate', m, y);
    x = check(false, 'Per mile   $/mi ______', x, y);
    check(false, 'All-in (fuel included)', x, y);
    y += 14;
    const money = (v: number) => fmtMoney(v, { symbol: false });
    const others = t.accessorials.map((a) => `${a.label} ${money(a.amount)}`).join('; ');
    const otherSum = round2(t.accessorials.reduce((acc, a) => acc + a.amount, 0));
    field('Linehaul $', money(t.linehaul), m, y, 100);
    field('Fuel surcharge $', t.fuel !== null ? money(t.fuel) : '', m + 110, y, 100);
    field('Other charges $', otherSum ? money(otherSum) : '', m + 220, y, 90);
    field('Describe other', others, m + 320, y, 130);
    field('TOTAL $', money(total(t)), m + 460, y, W - 460);
    y += 30;
    // Signature, with the carrier's scribble and the broker's received stamp.
    const sy = y;
    s.text('Carrier signature', m, sy, lab);
    s.line(m, sy + 26, m + 190, sy + 26, 0.5, '#888888');
    let px = m + 20;
    let py = sy + 20;
    for (let i = 0; i < 9; i++) {
      const nx = px + rng.int(8, 16);
      const ny = sy + rng.int(8, 24);
      s.line(px, py, nx, ny, 1.1, '#14286e');
      px = nx;
      py = ny;
    }
    field('Print name', c.dispatcher, m + 200, sy, 120);
    const signed = addDays(t.issued, rng.int(0, 1));
    field('Date signed', mdy(signed), m + 330, sy, 80);
    s.rect(m + W - 118, sy - 4, 118, 34, { stroke: '#b22222', lineWidth: 1.4 });
    s.text('ACCEPTED', m + W - 118, sy, {
      font: LB,
      size: 11,
      color: '#b22222',
      align: 'center',
      width: 118,
    });
    s.text(`RECEIVED ${dMon(signed)}`, m + W - 118, sy + 16, {
      font: LB,
      size: 7.5,
      color: '#b22222',
      align: 'center',
      width: 118,
    });
    y = sy + 40;
    y = para(
      s,
      'Sign and fax or e-mail this form back before dispatch. The terms on the next page are part of this confirmation.',
      m,
      y,
      W,
      { font: L, size: 7.2 },
    );
    s.newPage();
    s.text('TERMS AND CONDITIONS (Form SC-104, page 2)', m, 36, { font: LB, size: 10 });
    termsBlock(s, m, 54, W, L, 0, TERMS.length, 8);
  },
};

export const UNSEEN_LAYOUTS_9: Layout[] = [
  powerOnly,
  shipperTender,
  laredo,
  typedRefs,
  checkboxForm,
];
