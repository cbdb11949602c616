/**
 * The ninth held-out set of rate-confirmation layouts (issue 15), written after the five layouts
 * of layouts-unseen-7.ts were measured and moved to dev. Appended to the layout list after them,
 * so every earlier document keeps its seed. Written without looking at the extractor; the looks
 * follow kinds of sheets US brokers send. Broker names are made up.
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
  LETTER,
  mdy,
  para,
  round2,
  type Surface,
  table,
} from '../shared/surface';
import {
  broker,
  cityLine,
  DOW,
  DOW_LONG,
  dayOf,
  dowOf,
  lineCount,
  wrappedLines as lines,
  MON,
  p2,
  rightIn as right,
  sameDay,
  hcolon as tColon,
  tempCtl,
  hhmm as tHhmm,
} from './layout-helpers';
import type { Layout } from './layouts';
import { type TStop, total } from './model';

// ---- helpers -------------------------------------------------------------------------------------

/** `11/26/26` */
const dShort = (d: Day) => `${p2(d.m)}/${p2(d.d)}/${String(d.y).slice(2)}`;
/** `Thu Nov 26` (no year) */
const dNoYear = (d: Day) => `${DOW[dowOf(d)]} ${MON[d.m - 1]} ${d.d}`;
/** `Thursday, 11/26/2026` */
const dLong = (d: Day) => `${DOW_LONG[dowOf(d)]}, ${mdy(d)}`;

function smallTerms(
  s: Surface,
  x: number,
  y: number,
  w: number,
  font: FontName,
  from = 0,
  n = 4,
  size = 7,
) {
  let yy = y;
  for (const term of TERMS.slice(from, from + n)) {
    if (yy > s.height - 40) break;
    yy = para(s, term, x, yy, w, { font, size }) + 2;
  }
  return yy;
}

// ---- Z1. Stop grid with two rows per stop, date and time in their own columns ---------------------

const twoRow: Layout = {
  id: 'navy-band-stop-grid',
  title: 'Stop grid with two rows per stop and separate date and time columns',
  modelledOn: 'Mid-size US brokers on a cloud TMS whose stop grid wraps each stop onto two rows',
  page: LETTER,
  embedFonts: true,
  load: {
    broker: broker(
      'Cobalt Ridge Freight Brokerage',
      '6100 Kingston Pike, Suite 420',
      'Knoxville',
      'TN',
      '37919',
      'cobaltridgefb.com',
      '1188423',
      '8655550172',
    ),
    orderNumber: (r) => r.digits(7),
    stops: [2, 4],
    fcfsShare: 0.45,
  },
  hide(t) {
    t.bol = null;
    for (const st of t.stops) st.email = null;
  },
  draw(s, t) {
    const m = 36;
    const W = s.width - 2 * m;
    const F: FontName = 'sans';
    const B: FontName = 'sans-bold';
    const navy = '#1d3557';
    s.text(t.broker.name, m, 30, { font: B, size: 14, color: navy });
    s.text(`${t.broker.street}, ${t.broker.city}, ${t.broker.state} ${t.broker.zip}`, m, 48, {
      font: F,
      size: 8,
    });
    s.text(`MC ${t.broker.mc}   ·   Accounting fax ${fmtPhone(t.broker.fax, 'dash')}`, m, 59, {
      font: F,
      size: 8,
    });
    const bx = m + W - 210;
    s.rect(bx, 24, 210, 52, { stroke: navy, lineWidth: 0.8 });
    s.text('CARRIER SALES REP', bx + 6, 28, { font: B, size: 7, color: navy });
    lines(
      s,
      [
        t.broker.contact,
        fmtPhone(t.broker.phone ?? '', 'paren', t.broker.phoneExt),
        t.broker.email ?? '',
      ],
      bx + 6,
      38,
      198,
      { font: F, size: 8 },
    );
    let y = 86;
    s.rect(m, y, W, 18, { fill: navy });
    s.text(`LOAD CONFIRMATION   Load No. ${t.order}`, m + 6, y + 4, {
      font: B,
      size: 10,
      color: '#ffffff',
    });
    right(s, `Issued ${mdy(t.issued)}`, m, y + 5, W - 6, { font: F, size: 8, color: '#ffffff' });
    y += 26;
    const refs: Array<[string, string, number]> = [
      ['Customer PO', t.po ?? '—', 0],
      ['Reference', t.ref ?? '—', 95],
      ['Weight', `${fmtInt(t.weight ?? 0)} lbs`, 190],
      ['Miles', fmtInt(t.miles), 275],
      [
        'Equipment',
        t.equipment === 'reefer'
          ? `Reefer ${t.length}' · ${t.temp}°F ${tempCtl(t, 'Continuous', 'Start-Stop')}`
          : `Dry Van ${t.length}'`,
        335,
      ],
    ];
    for (const [k, v, dx] of refs) {
      s.text(k, m + dx, y, { font: F, size: 7, color: '#666666' });
      s.text(v, m + dx, y + 9, { font: B, size: 8.5 });
    }
    y += 28;
    const c = t.carrier;
    const ly = lines(
      s,
      [
        `Carrier: ${c.name ?? ''}   MC ${c.mc}   DOT ${c.dot}`,
        `Dispatcher: ${c.dispatcher}   ${fmtPhone(c.dispatchPhone, 'dash')}`,
      ],
      m,
      y,
      W / 2 - 6,
      { font: F, size: 8.5 },
    );
    const ry = lines(
      s,
      [
        c.driver
          ? `Driver: ${c.driver}${c.driverPhone ? `   Cell ${fmtPhone(c.driverPhone, 'dash')}` : ''}`
          : 'Driver: to be advised',
        [c.truck ? `Tractor ${c.truck}` : '', c.trailer ? `Trailer ${c.trailer}` : '']
          .filter(Boolean)
          .join('   '),
      ],
      m + W / 2,
      y,
      W / 2,
      { font: F, size: 8.5 },
    );
    y = Math.max(ly, ry) + 10;
    const rows: string[][] = [];
    for (const st of t.stops) {
      let d1 = '';
      let t1 = '';
      let d2 = '';
      let t2 = '';
      if (st.appt) {
        d1 = dShort(st.appt.day);
        t1 = `APPT ${tHhmm(st.appt.h, st.appt.m)}`;
      } else if (st.fcfs) {
        d1 = dShort(st.fcfs.start);
        if (sameDay(st.fcfs.start, st.fcfs.end)) {
          t1 = `FCFS ${tHhmm(st.fcfs.sh, st.fcfs.sm)}-${tHhmm(st.fcfs.eh, st.fcfs.em)}`;
        } else {
          t1 = `FCFS from ${tHhmm(st.fcfs.sh, st.fcfs.sm)}`;
          d2 = dShort(st.fcfs.end);
          t2 = `until ${tHhmm(st.fcfs.eh, st.fcfs.em)}`;
        }
      }
      rows.push([
        String(st.n),
        st.type === 'Pickup' ? 'PICK' : 'DROP',
        d1,
        t1,
        st.company ?? '',
        st.conf ? `${st.type === 'Pickup' ? 'PU' : 'DEL'} # ${st.conf}` : '',
      ]);
      rows.push([
        '',
        '',
        d2,
        t2,
        `${st.street}  ${cityLine(st)}${st.phone ? `   Ph ${fmtPhone(st.phone, 'dot')}` : ''}`,
        [st.bol ? `BOL ${st.bol}` : '', st.ref ? `Ref ${st.ref}` : ''].filter(Boolean).join('  '),
      ]);
    }
    y = table(
      s,
      m,
      y,
      [
        { header: 'Seq', width: 26 },
        { header: 'Type', width: 36 },
        { header: 'Date', width: 50 },
        { header: 'Time', width: 92 },
        { header: 'Location', width: W - 330 },
        { header: 'Numbers', width: 126 },
      ],
      rows,
      { size: 7.8, headerFill: '#dde3ea' },
    );
    y += 10;
    s.text('STOP NOTES', m, y, { font: B, size: 8, color: navy });
    y += 12;
    for (const st of t.stops) {
      const bits = [
        st.commodity ? `Commodity: ${st.commodity} (${st.pallets} pallets)` : '',
        st.instructions ?? '',
      ].filter(Boolean);
      if (!bits.length) continue;
      y = para(s, `Seq ${st.n}: ${bits.join('  ')}`, m, y, W, { font: F, size: 7.8 }) + 2;
    }
    y += 10;
    const pay: Array<[string, number]> = [['Line Haul', t.linehaul]];
    if (t.fuel !== null) pay.push(['Fuel Surcharge', t.fuel]);
    for (const a of t.accessorials) pay.push([a.label, a.amount]);
    const pw = 220;
    const px = m + W - pw;
    const top = y;
    for (const [k, v] of pay) {
      s.text(k, px, y, { font: F, size: 8.5 });
      right(s, fmtMoney(v), px, y, pw, { font: F, size: 8.5 });
      y += 12;
    }
    s.line(px, y, px + pw, y, 0.8);
    y += 3;
    s.text('Total Carrier Pay (USD)', px, y, { font: B, size: 9 });
    right(s, fmtMoney(total(t)), px, y, pw, { font: B, size: 9 });
    y += 16;
    s.text('Accepted by carrier: ______________________   Date: __________', m, top, {
      font: F,
      size: 8,
    });
    smallTerms(s, m, Math.max(y, top + 30) + 4, W, F, 1, 5, 6.8);
  },
};

// ---- Z2. Produce reefer sheet: temperature panel with pulp range, pre-cool and a set point --------

const produce: Layout = {
  id: 'produce-green-band',
  title: 'Produce load confirmation with a temperature panel',
  modelledOn: 'Produce brokers in the Salinas Valley booking reefer loads out of growers’ coolers',
  page: LETTER,
  embedFonts: true,
  load: {
    broker: broker(
      'Gabilan Fresh Logistics',
      '1120 Abbott St, Suite C',
      'Salinas',
      'CA',
      '93901',
      'gabilanfresh.com',
      '1302551',
      '8315550190',
    ),
    orderNumber: (r) => `GF${r.digits(5)}-${r.pick(['A', 'B', 'C'])}`,
    stops: [2, 3],
    reeferShare: 0.85,
    fcfsShare: 0.5,
  },
  hide(t) {
    t.ref = null;
    t.bol = null;
    t.carrier.trailer = null;
    for (const st of t.stops) {
      st.email = null;
      st.bol = null;
    }
  },
  draw(s, t, rng) {
    const m = 34;
    const W = s.width - 2 * m;
    const F: FontName = 'dejavu';
    const B: FontName = 'dejavu-bold';
    const green = '#2f6b2f';
    s.rect(0, 0, s.width, 62, { fill: green });
    s.text(t.broker.name, m, 16, { font: B, size: 15, color: '#ffffff' });
    s.text(
      `${t.broker.street} · ${t.broker.city}, ${t.broker.state} ${t.broker.zip} · MC ${t.broker.mc} · PACA licensed`,
      m,
      38,
      { font: F, size: 7.5, color: '#e8f3e8' },
    );
    right(s, 'PRODUCE LOAD CONFIRMATION', m, 16, W, { font: B, size: 10, color: '#ffffff' });
    right(s, `Trip # ${t.order}`, m, 32, W, { font: B, size: 10, color: '#ffffff' });
    let y = 72;
    s.text(`Confirmed ${dLong(t.issued)}`, m, y, { font: B, size: 8.5 });
    y += 12;
    s.text(
      `Load coordinator ${t.broker.contact} · ${fmtPhone(t.broker.phone ?? '', 'dot', t.broker.phoneExt)} · ${t.broker.email ?? ''}`,
      m,
      y,
      { font: F, size: 8 },
    );
    y += 18;
    const c = t.carrier;
    y = lines(
      s,
      [
        `Carrier: ${c.name ?? ''} (MC ${c.mc})   Dispatch: ${c.dispatcher} ${fmtPhone(c.dispatchPhone, 'paren')}`,
        [
          c.driver ? `Driver: ${c.driver}` : 'Driver: ________',
          c.driverPhone ? `Driver cell: ${fmtPhone(c.driverPhone, 'paren')}` : '',
          c.truck ? `Truck # ${c.truck}` : '',
          'Trailer # ________',
        ]
          .filter(Boolean)
          .join('   '),
        [
          `Equipment: ${t.length}' ${t.equipment === 'reefer' ? 'reefer' : 'dry van (no temperature control)'}`,
          `Gross weight: ${fmtInt(t.weight ?? 0)} lbs`,
          t.po ? `Buyer PO: ${t.po}` : '',
        ]
          .filter(Boolean)
          .join('   '),
      ],
      m,
      y,
      W,
      { font: F, size: 8.3 },
    );
    y += 8;
    if (t.equipment === 'reefer' && t.temp !== null) {
      const temp = t.temp;
      const pre = temp > 20 ? temp - rng.pick([0, 2, 2, 4]) : temp;
      const panel = [
        `REEFER SET POINT: ${temp}°F — ${tempCtl(t, 'CONTINUOUS RUN', 'CYCLE-SENTRY (start/stop)')}`,
        `Pre-cool trailer to ${pre}°F before arriving at the shipper; the cooler will check the reading.`,
        temp > 20
          ? `Pulp temperature at loading ${temp + 1}-${temp + 5}°F. Driver to pulp at least 3 pallets and write readings on the BOL; refuse product pulping above ${temp + 7}°F.`
          : `Product core temperature ${temp}°F or colder at loading; refuse product warmer than ${temp + 10}°F.`,
        'Temperature recorder (Ryan) required; receiver downloads it on arrival.',
      ];
      const h = lineCount(s, panel, W - 16, F, 8) * 10.4 + 12;
      s.rect(m, y, W, h, { fill: '#eef6ee', stroke: green, lineWidth: 0.9 });
      lines(s, panel, m + 8, y + 6, W - 16, { font: F, size: 8 });
      y += h + 10;
    }
    const when = (st: TStop) =>
      st.appt
        ? `${dNoYear(st.appt.day)}  appt ${tColon(st.appt.h, st.appt.m)}`
        : st.fcfs
          ? sameDay(st.fcfs.start, st.fcfs.end)
            ? `${dNoYear(st.fcfs.start)}  FCFS ${tColon(st.fcfs.sh, st.fcfs.sm)}–${tColon(st.fcfs.eh, st.fcfs.em)}`
            : `FCFS ${dNoYear(st.fcfs.start)} ${tColon(st.fcfs.sh, st.fcfs.sm)} – ${dNoYear(st.fcfs.end)} ${tColon(st.fcfs.eh, st.fcfs.em)}`
          : '';
    for (const st of t.stops) {
      const head =
        st.type === 'Pickup'
          ? `LOADING ${st.n} — SHIPPER (grower / cooler)`
          : `UNLOADING ${st.n} — RECEIVER`;
      s.rect(m, y, W, 14, { fill: st.type === 'Pickup' ? '#d9ecd9' : '#ecebd9' });
      s.text(head, m + 4, y + 3, { font: B, size: 8 });
      right(s, when(st), m, y + 3, W - 4, { font: B, size: 8 });
      y += 18;
      const leftY = lines(
        s,
        [
          st.company ?? '',
          st.street ?? '',
          cityLine(st),
          st.phone ? `Cooler / dock ${fmtPhone(st.phone, 'dash')}` : '',
        ],
        m + 4,
        y,
        W * 0.45,
        { font: F, size: 8 },
      );
      const rightY = lines(
        s,
        [
          st.conf ? `${st.type === 'Pickup' ? 'PU / release #' : 'Appt #'} ${st.conf}` : '',
          st.ref ? `Ref ${st.ref}` : '',
          st.commodity ? `Product: ${st.commodity} — ${st.pallets} pallets` : '',
          st.instructions ?? '',
        ],
        m + W * 0.48,
        y,
        W * 0.52 - 4,
        { font: F, size: 8 },
      );
      y = Math.max(leftY, rightY) + 8;
    }
    y += 4;
    const pay: Array<[string, number]> = [['Line haul (trip rate)', t.linehaul]];
    if (t.fuel !== null) pay.push(['Fuel', t.fuel]);
    for (const a of t.accessorials) pay.push([a.label, a.amount]);
    const pw = 230;
    const px = m + W - pw;
    const top = y;
    s.text('RATE (USD)', px, y, { font: B, size: 8.5, color: green });
    y += 13;
    for (const [k, v] of pay) {
      s.text(k, px, y, { font: F, size: 8.3 });
      right(s, fmtMoney(v), px, y, pw, { font: F, size: 8.3 });
      y += 11.5;
    }
    s.line(px, y, px + pw, y, 0.7);
    y += 3;
    s.text('Total', px, y, { font: B, size: 9 });
    right(s, fmtMoney(total(t)), px, y, pw, { font: B, size: 9 });
    y += 16;
    lines(
      s,
      [
        'Pallet exchange: NO. Carrier to load 1 x 1 pattern unless told otherwise.',
        'USDA inspection at receiver if product is rejected; call before leaving.',
        'Sign and return to confirm.',
      ],
      m,
      top,
      W - pw - 20,
      { font: F, size: 7.5 },
    );
    smallTerms(s, m, y + 4, W, F, 6, 3, 6.8);
  },
};

// ---- Z3. Dedicated lane: a standing weekly schedule above this load's own appointments ------------

const dedicated: Layout = {
  id: 'dedicated-lane-serif',
  title: 'Dedicated-lane load confirmation with a standing weekly schedule',
  modelledOn: 'Brokers running dedicated lanes for a shipper (weekly volume at a fixed lane rate)',
  page: LETTER,
  embedFonts: false,
  load: {
    broker: broker(
      'Keystone Dedicated Logistics',
      '4400 Derry St, Suite 2',
      'Harrisburg',
      'PA',
      '17111',
      'keystonededicated.com',
      '1024419',
      '7175550136',
    ),
    orderNumber: (r) => `KD-${r.digits(6)}`,
    stops: [2, 3],
    fcfsShare: 0.3,
  },
  hide(t) {
    t.po = null;
    for (const st of t.stops) st.email = null;
  },
  draw(s, t, rng) {
    const m = 40;
    const W = s.width - 2 * m;
    const F: FontName = 'serif';
    const B: FontName = 'serif-bold';
    const first = t.stops[0] as TStop;
    const last = t.stops[t.stops.length - 1] as TStop;
    s.text(t.broker.name, m, 30, { font: B, size: 15 });
    s.text(
      `${t.broker.street}, ${t.broker.city}, ${t.broker.state} ${t.broker.zip}   MC ${t.broker.mc}`,
      m,
      49,
      { font: F, size: 8.5 },
    );
    right(s, 'DEDICATED LANE PROGRAM', m, 28, W, { font: B, size: 10 });
    right(s, 'Load Confirmation', m, 41, W, { font: F, size: 9 });
    s.line(m, 64, m + W, 64, 1);
    let y = 72;
    const laneId = `DL-${first.state}${last.state}-${rng.digits(3)}`;
    lines(
      s,
      [
        `Load #: ${t.order}`,
        `Lane: ${laneId} (${first.city}, ${first.state} to ${last.city}, ${last.state})`,
        `Issued: ${mdy(t.issued)}`,
      ],
      m,
      y,
      W / 2,
      { font: B, size: 9 },
    );
    lines(
      s,
      [
        `Lane manager: ${t.broker.contact}`,
        `Phone: ${fmtPhone(t.broker.phone ?? '', 'paren', t.broker.phoneExt)}`,
        `E-mail: ${t.broker.email ?? ''}`,
      ],
      m + W / 2 + 10,
      y,
      W / 2 - 10,
      { font: F, size: 9 },
    );
    y += 44;
    const c = t.carrier;
    y = lines(
      s,
      [
        `Carrier: ${c.name ?? ''}, MC ${c.mc}, USDOT ${c.dot}. Dispatch ${c.dispatcher}, ${fmtPhone(c.dispatchPhone, 'dash')}.`,
        [
          c.driver ? `Driver ${c.driver}` : '',
          c.driverPhone ? `mobile ${fmtPhone(c.driverPhone, 'dash')}` : '',
          c.truck ? `tractor ${c.truck}` : '',
          c.trailer ? `trailer ${c.trailer}` : '',
        ]
          .filter(Boolean)
          .join(', '),
        `Equipment: ${t.equipment === 'reefer' ? `${t.length}' reefer, ${t.temp}°F ${tempCtl(t, 'continuous', 'start/stop')}` : `${t.length}' dry van`}; ${fmtInt(t.weight ?? 0)} lbs${t.bol ? `; BOL ${t.bol}` : ''}${t.ref ? `; Shipper ref ${t.ref}` : ''}.`,
      ],
      m,
      y,
      W,
      { font: F, size: 9 },
    );
    y += 10;
    // The standing schedule of the lane: not this load's appointments.
    s.text('STANDING WEEKLY SCHEDULE — lane reference only; this load’s times are below', m, y, {
      font: B,
      size: 8.5,
    });
    y += 13;
    const days = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'];
    const transit = rng.int(1, 2);
    const schedRows = days.map((d) => {
      const ph = rng.int(4, 10);
      const dh = rng.int(6, 15);
      return [
        d,
        `${tHhmm(ph, 0)} appt`,
        `${first.company ?? ''}`,
        `${days[(days.indexOf(d) + transit) % 5]} ${tHhmm(dh, 0)}`,
        `${last.company ?? ''}`,
      ];
    });
    y = table(
      s,
      m,
      y,
      [
        { header: 'Day', width: 70 },
        { header: 'Load', width: 70 },
        { header: 'Origin', width: 150 },
        { header: 'Deliver', width: 90 },
        { header: 'Destination', width: W - 380 },
      ],
      schedRows,
      { font: F, bold: B, size: 7.5, grid: true, headerFill: '#eeeeee', padding: 2 },
    );
    y += 4;
    y = para(
      s,
      `Commitment: 5 loads per week at the lane rate of ${fmtMoney(t.linehaul)} per load plus fuel per the DOE schedule, through 03/31/2027. Missed weekly loads are reviewed monthly.`,
      m,
      y,
      W,
      { font: F, size: 7.8 },
    );
    y += 10;
    s.text('THIS LOAD', m, y, { font: B, size: 10 });
    y += 15;
    for (const st of t.stops) {
      if (y > s.height - 150) {
        s.newPage();
        y = 40;
      }
      s.text(
        `Stop ${st.n} — ${st.type === 'Pickup' ? 'PICKUP' : 'DELIVERY'} — ${dLong(dayOf(st, t.issued))}`,
        m,
        y,
        { font: B, size: 9 },
      );
      y += 13;
      const sched = st.appt
        ? `Appointment ${tHhmm(st.appt.h, st.appt.m)}`
        : st.fcfs
          ? sameDay(st.fcfs.start, st.fcfs.end)
            ? `Open ${tHhmm(st.fcfs.sh, st.fcfs.sm)}–${tHhmm(st.fcfs.eh, st.fcfs.em)} (first come, first served)`
            : `Open ${mdy(st.fcfs.start)} ${tHhmm(st.fcfs.sh, st.fcfs.sm)} through ${mdy(st.fcfs.end)} ${tHhmm(st.fcfs.eh, st.fcfs.em)} (first come, first served)`
          : '';
      y = lines(
        s,
        [
          `${st.company ?? ''}, ${st.street ?? ''}, ${cityLine(st)}`,
          [sched, st.phone ? `Tel. ${fmtPhone(st.phone, 'paren')}` : '']
            .filter(Boolean)
            .join('   '),
          [
            st.conf ? `Confirmation # ${st.conf}` : '',
            st.bol ? `BOL ${st.bol}` : '',
            st.ref ? `Ref # ${st.ref}` : '',
          ]
            .filter(Boolean)
            .join('   '),
          st.commodity ? `Commodity: ${st.commodity}` : '',
          st.instructions ? `Instructions: ${st.instructions}` : '',
        ],
        m + 12,
        y,
        W - 12,
        { font: F, size: 8.8 },
      );
      y += 6;
    }
    if (y > s.height - 130) {
      s.newPage();
      y = 40;
    }
    y += 4;
    const doe = rng.money(3.61, 4.19, 3);
    const pay: Array<[string, number]> = [['Lane rate (flat, per load)', t.linehaul]];
    if (t.fuel !== null)
      pay.push([
        `FSC — DOE average $${doe.toFixed(3)}/gal, week of ${mdy(addDays(t.issued, -((dowOf(t.issued) + 6) % 7)))}`,
        t.fuel,
      ]);
    for (const a of t.accessorials) pay.push([a.label, a.amount]);
    pay.push(['Total for this load', total(t)]);
    const rows = pay.map(([k, v]) => [k, fmtMoney(v)]);
    y = table(
      s,
      m,
      y,
      [
        { header: 'Pay', width: W - 110 },
        { header: 'USD', width: 110, align: 'right' },
      ],
      rows,
      { font: F, bold: B, size: 8.5, grid: true },
    );
    y += 10;
    s.text('Carrier signature ____________________________   Date ____________', m, y, {
      font: F,
      size: 9,
    });
    smallTerms(s, m, y + 18, W, F, 0, 5, 7);
  },
};

// ---- Z4. Load-board instant booking: the platform's confirmation, tiny tables --------------------

const PLATFORM = 'FreightGrid Exchange';

const bookNow: Layout = {
  id: 'loadboard-instant-book',
  title: 'Load-board instant booking confirmation',
  modelledOn: 'Load-board "book it now" confirmations (DAT / Truckstop-style instant booking)',
  page: LETTER,
  embedFonts: false,
  load: {
    broker: broker(
      'Harbor Point Transport Brokerage',
      '300 E Pratt St, Suite 1100',
      'Baltimore',
      'MD',
      '21202',
      'harborpointtb.com',
      '1157703',
      '4105550128',
    ),
    orderNumber: (r) => `HP${r.digits(6)}`,
    stops: [2, 3],
    fcfsShare: 0.4,
    accessorialShare: 0,
  },
  hide(t) {
    t.fuel = null;
    t.accessorials = [];
    t.bol = null;
    t.carrier.truck = null;
    t.carrier.trailer = null;
    for (const st of t.stops) {
      st.email = null;
      st.instructions = null;
      st.bol = null;
    }
  },
  draw(s, t, rng) {
    const m = 28;
    const W = s.width - 2 * m;
    const F: FontName = 'sans';
    const B: FontName = 'sans-bold';
    const blue = '#0b5cab';
    const small = { font: F, size: 7 } as const;
    s.rect(m, 20, 14, 14, { fill: blue });
    s.text(PLATFORM, m + 20, 21, { font: B, size: 12, color: blue });
    right(s, 'Instant Book · Booking Confirmation', m, 22, W, { font: B, size: 9 });
    const bookingId = `BK-${rng.digits(8)}`;
    right(
      s,
      `Booking ID ${bookingId}   Posting ${rng.digits(9)}   Booked ${mdy(t.issued)} ${p2(rng.int(7, 17))}:${p2(rng.int(0, 59))} ET`,
      m,
      36,
      W,
      small,
    );
    s.line(m, 48, m + W, 48, 0.8, blue);
    let y = 54;
    para(
      s,
      `This confirmation was generated automatically when the carrier below booked the load on ${PLATFORM}. The broker of record below is the party to this shipment and pays the carrier; ${PLATFORM} is not a party. Support: support@freightgridx.com · (888) 555-0147.`,
      m,
      y,
      W,
      { ...small, color: '#555555' },
    );
    y += 26;
    const c = t.carrier;
    const colW = (W - 10) / 2;
    const box = (x: number, title: string, rows: string[][]) =>
      table(
        s,
        x,
        y,
        [
          { header: title, width: 90 },
          { header: '', width: colW - 90 },
        ],
        rows,
        { size: 7, grid: true, headerFill: '#e3eefa', padding: 2 },
      );
    const a = box(m, 'BROKER OF RECORD', [
      ['Company', t.broker.name],
      ['Address', `${t.broker.street}, ${t.broker.city}, ${t.broker.state} ${t.broker.zip}`],
      ['MC', t.broker.mc],
      ['Contact', t.broker.contact],
      ['Phone', fmtPhone(t.broker.phone ?? '', 'dash', t.broker.phoneExt)],
      ['Email', t.broker.email ?? ''],
    ]);
    const b = box(m + colW + 10, 'CARRIER (BOOKED BY)', [
      ['Company', c.name ?? ''],
      ['MC / DOT', `${c.mc} / ${c.dot}`],
      ['Booked by', `${c.dispatcher} ${fmtPhone(c.dispatchPhone, 'dash')}`],
      ['Driver', c.driver ?? 'Not assigned'],
      ['Driver phone', c.driverPhone ? fmtPhone(c.driverPhone, 'dash') : ''],
      ['Truck / trailer', 'Add in app before pickup'],
    ]);
    y = Math.max(a, b) + 8;
    const perMile = round2(t.linehaul / t.miles);
    y = table(
      s,
      m,
      y,
      [
        { header: 'Broker load #', width: 70 },
        { header: 'Customer PO', width: 70 },
        { header: 'Ref', width: 60 },
        { header: 'Equip', width: 120 },
        { header: 'Weight', width: 60, align: 'right' },
        { header: 'Trip mi', width: 46, align: 'right' },
        { header: 'Rate/mi', width: 46, align: 'right' },
        { header: 'Booked rate (all-in)', width: W - 472, align: 'right' },
      ],
      [
        [
          t.order ?? '',
          t.po ?? '',
          t.ref ?? '',
          t.equipment === 'reefer'
            ? `R ${t.length} ft · ${t.temp} °F ${tempCtl(t, 'Continuous', 'Cycle')}`
            : `V ${t.length} ft`,
          `${fmtInt(t.weight ?? 0)} lbs`,
          fmtInt(t.miles),
          `$${perMile.toFixed(2)}`,
          fmtMoney(t.linehaul),
        ],
      ],
      { size: 7, grid: true, headerFill: '#e3eefa', padding: 2 },
    );
    y += 8;
    s.text('STOPS', m, y, { font: B, size: 7.5, color: blue });
    y += 10;
    const rows = t.stops.map((st) => {
      let date = '';
      let time = '';
      let kind = '';
      if (st.appt) {
        date = mdy(st.appt.day);
        time = tColon(st.appt.h, st.appt.m);
        kind = 'Appt';
      } else if (st.fcfs) {
        date = sameDay(st.fcfs.start, st.fcfs.end)
          ? mdy(st.fcfs.start)
          : `${mdy(st.fcfs.start)} – ${mdy(st.fcfs.end)}`;
        time = `${tColon(st.fcfs.sh, st.fcfs.sm)}–${tColon(st.fcfs.eh, st.fcfs.em)}`;
        kind = 'FCFS';
      }
      return [
        String(st.n),
        st.type === 'Pickup' ? 'Pickup' : 'Dropoff',
        st.company ?? '',
        st.street ?? '',
        st.city,
        st.state,
        st.zip ?? '',
        date,
        time,
        kind,
        st.phone ? fmtPhone(st.phone, 'dash') : '',
        [st.conf ? `#${st.conf}` : '', st.ref ? `Ref ${st.ref}` : ''].filter(Boolean).join(' '),
        st.commodity ?? '',
      ];
    });
    y = table(
      s,
      m,
      y,
      [
        { header: '#', width: 14 },
        { header: 'Type', width: 34 },
        { header: 'Facility', width: 66 },
        { header: 'Address', width: 74 },
        { header: 'City', width: 48 },
        { header: 'ST', width: 18 },
        { header: 'Zip', width: 26 },
        { header: 'Date', width: 46 },
        { header: 'Time', width: 44 },
        { header: 'Sched', width: 24 },
        { header: 'Phone', width: 52 },
        { header: 'PU / Appt # · Ref', width: 54 },
        { header: 'Commodity', width: W - 500 },
      ],
      rows,
      { size: 6.5, grid: true, headerFill: '#e3eefa', padding: 2 },
    );
    y += 8;
    const qp = round2(t.linehaul * 0.025);
    para(
      s,
      `Payment: the broker of record pays ${fmtMoney(t.linehaul)} within 30 days of receiving a signed POD, or through ${PLATFORM} QuickPay in 48 hours less 2.5% (${fmtMoney(qp)}). The booked rate includes fuel and all accessorials known at booking; anything else needs the broker's written approval.`,
      m,
      y,
      W,
      small,
    );
    y += 30;
    s.text('BROKER TERMS', m, y, { font: B, size: 7, color: blue });
    smallTerms(s, m, y + 10, W, F, 0, 8, 6.3);
    s.text(`${PLATFORM} · ${bookingId} · page 1 of 1`, m, s.height - 22, {
      font: F,
      size: 6,
      color: '#777777',
    });
  },
};

// ---- Z5. Stops on one line each (name, street, city, state, zip), pay with deduction lines --------

const oneLine: Layout = {
  id: 'narrow-stop-lines',
  title: 'Stops as one-line addresses, pay list with deductions',
  modelledOn:
    'Small Midwest brokerages on a simple TMS that nets factoring and advances on the confirmation',
  page: LETTER,
  embedFonts: true,
  load: {
    broker: broker(
      'Big Sioux Freight LLC',
      '2201 W 41st St',
      'Sioux Falls',
      'SD',
      '57105',
      'bigsiouxfreight.com',
      '1096634',
      '6055550118',
    ),
    orderNumber: (r) => r.digits(5),
    stops: [2, 4],
    fcfsShare: 0.35,
    accessorialShare: 0.6,
  },
  hide(t) {
    t.carrier.trailer = null;
  },
  draw(s, t, rng) {
    const m = 36;
    const W = s.width - 2 * m;
    const F: FontName = 'narrow';
    const B: FontName = 'narrow-bold';
    s.text(t.broker.name.toUpperCase(), m, 28, { font: B, size: 16 });
    s.text(
      `${t.broker.street} ${t.broker.city} ${t.broker.state} ${t.broker.zip}  |  MC ${t.broker.mc}`,
      m,
      48,
      { font: F, size: 9 },
    );
    right(s, `LOAD # ${t.order}`, m, 28, W, { font: B, size: 13 });
    right(s, `Date ${mdy(t.issued)}`, m, 46, W, { font: F, size: 9 });
    s.line(m, 62, m + W, 62, 1.4);
    let y = 68;
    s.text(
      `Contact ${t.broker.contact}  |  ${fmtPhone(t.broker.phone ?? '', 'dash', t.broker.phoneExt)}  |  ${t.broker.email ?? ''}`,
      m,
      y,
      { font: F, size: 9 },
    );
    y += 18;
    const c = t.carrier;
    y = lines(
      s,
      [
        `CARRIER  ${c.name ?? ''}  MC ${c.mc}  DOT ${c.dot}  |  Dispatch ${c.dispatcher} ${fmtPhone(c.dispatchPhone, 'plain')}`,
        [
          c.driver ? `DRIVER  ${c.driver}` : '',
          c.driverPhone ? `${fmtPhone(c.driverPhone, 'plain')}` : '',
          c.truck ? `TRUCK ${c.truck}` : '',
        ]
          .filter(Boolean)
          .join('  |  '),
        [
          `EQUIP  ${t.length}' ${t.equipment === 'reefer' ? `Reefer ${t.temp}F ${tempCtl(t, 'Continuous', 'Cycle')}` : 'Van'}`,
          `WT ${fmtInt(t.weight ?? 0)} lbs`,
          t.po ? `PO ${t.po}` : '',
          t.bol ? `BOL ${t.bol}` : '',
          t.ref ? `REF ${t.ref}` : '',
        ]
          .filter(Boolean)
          .join('  |  '),
      ],
      m,
      y,
      W,
      { font: F, size: 9.5 },
    );
    y += 10;
    s.rect(m, y, W, 15, { fill: '#222222' });
    s.text('STOPS', m + 5, y + 3, { font: B, size: 9, color: '#ffffff' });
    y += 21;
    for (const st of t.stops) {
      const addr = [st.company, (st.street ?? '').replace(/,/g, ''), st.city, st.state, st.zip]
        .filter(Boolean)
        .join(' ');
      s.text(`${st.n}  ${st.type === 'Pickup' ? 'PU' : 'DL'}`, m, y, { font: B, size: 10 });
      s.text(addr, m + 36, y, { font: B, size: 10 });
      y += 14;
      const when = st.appt
        ? `${mdy(st.appt.day)} ${tColon(st.appt.h, st.appt.m)} appt`
        : st.fcfs
          ? sameDay(st.fcfs.start, st.fcfs.end)
            ? `${mdy(st.fcfs.start)} ${tColon(st.fcfs.sh, st.fcfs.sm)}-${tColon(st.fcfs.eh, st.fcfs.em)} FCFS`
            : `${mdy(st.fcfs.start)} ${tColon(st.fcfs.sh, st.fcfs.sm)} - ${mdy(st.fcfs.end)} ${tColon(st.fcfs.eh, st.fcfs.em)} FCFS`
          : '';
      y = lines(
        s,
        [
          [
            when,
            st.conf ? `${st.type === 'Pickup' ? 'PU#' : 'DEL#'} ${st.conf}` : '',
            st.bol ? `BOL ${st.bol}` : '',
            st.ref ? `REF ${st.ref}` : '',
            st.phone ? `PH ${fmtPhone(st.phone, 'dash')}` : '',
            st.email ?? '',
          ]
            .filter(Boolean)
            .join('  |  '),
          [st.commodity ? `${st.commodity}, ${st.pallets} plts` : '', st.instructions ?? '']
            .filter(Boolean)
            .join(' — '),
        ],
        m + 36,
        y,
        W - 36,
        { font: F, size: 9 },
      );
      s.line(m, y + 3, m + W, y + 3, 0.3, '#999999');
      y += 9;
      if (y > s.height - 190) {
        s.newPage();
        y = 40;
      }
    }
    y += 6;
    // Pay with deductions: the total is what the carrier nets.
    const gross = total(t);
    const pay: Array<[string, number]> = [['Linehaul', t.linehaul]];
    if (t.fuel !== null) pay.push(['Fuel surcharge', t.fuel]);
    for (const a of t.accessorials) pay.push([a.label, a.amount]);
    const factor = rng.chance(0.6);
    if (factor) pay.push(['Factoring fee 2.5% (paid to factor)', -round2(gross * 0.025)]);
    const adv = rng.pick([0, 200, 300, 400]);
    if (adv) pay.push([`Fuel advance (Comchek ${rng.digits(6)})`, -adv]);
    if (!factor && !adv) pay.push(['Load board fee', -25]);
    const net = round2(pay.reduce((acc, [, v]) => acc + v, 0));
    const pw = 260;
    const px = m + W - pw;
    s.text('PAY', px, y, { font: B, size: 10 });
    y += 14;
    for (const [k, v] of pay) {
      s.text(k, px, y, { font: F, size: 9.5 });
      right(s, fmtMoney(v), px, y, pw, {
        font: F,
        size: 9.5,
        color: v < 0 ? '#aa0000' : '#000000',
      });
      y += 12.5;
    }
    s.line(px, y, px + pw, y, 1);
    y += 3;
    s.text('TOTAL', px, y, { font: B, size: 10.5 });
    right(s, fmtMoney(net), px, y, pw, { font: B, size: 10.5 });
    y += 20;
    s.text('Signed for carrier ______________________  Date ________', m, y - 40, {
      font: F,
      size: 9,
    });
    smallTerms(s, m, y, W, F, 1, 6, 7);
  },
};

export const UNSEEN_LAYOUTS_8: Layout[] = [twoRow, produce, dedicated, bookNow, oneLine];
