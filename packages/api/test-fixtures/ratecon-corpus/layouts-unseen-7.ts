/**
 * The eighth held-out set of rate-confirmation layouts (issue 15), written after the five layouts
 * of layouts-unseen-6.ts were measured and moved to dev. Appended to the layout list after them,
 * so every earlier document keeps its seed. Written without looking at the extractor; the looks
 * follow kinds of sheets US and Canadian brokers send. Broker names are made up.
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
  dowMdy as dDowShort,
  lineCount,
  wrappedLines as lines,
  p2,
  rightIn as right,
  sameDay,
  hcolon as tColon,
  tempCtl,
  termsPage,
  hhmm as tHhmm,
} from './layout-helpers';
import type { Layout } from './layouts';
import { type TStop, total } from './model';

// ---- helpers -------------------------------------------------------------------------------------

/** `26/11/2026` (day first) */
const dDmy = (d: Day) => `${p2(d.d)}/${p2(d.m)}/${d.y}`;
/** `11/26/2026 8:00 AM` (CRM style, no leading zero on the hour) */
const crmTime = (d: Day, h: number, m: number) =>
  `${mdy(d)} ${h % 12 === 0 ? 12 : h % 12}:${p2(m)} ${h < 12 ? 'AM' : 'PM'}`;

function smallTerms(s: Surface, x: number, y: number, w: number, font: FontName, from = 0, n = 4) {
  let yy = y;
  for (const term of TERMS.slice(from, from + n))
    yy = para(s, term, x, yy, w, { font, size: 7 }) + 2;
  return yy;
}

// ---- Y1. Revised confirmation: a "changes" box with superseded values, Previous / Revised pay ----

const revised: Layout = {
  id: 'revised-superseded-rates',
  title: 'Revision of an earlier confirmation',
  modelledOn: 'US brokers on a hosted TMS that re-issues the confirmation after a change',
  page: LETTER,
  embedFonts: false,
  load: {
    broker: broker(
      'Summit Crossing Logistics',
      '2900 Ambassador Caffery Pkwy, Suite 310',
      'Lafayette',
      'LA',
      '70506',
      'summitcrossing.com',
      '1042277',
      '3375550148',
    ),
    orderNumber: (r) => `SCL-${r.digits(6)}`,
    stops: [2, 3],
    fcfsShare: 0.35,
  },
  hide(t) {
    t.bol = null;
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
    const orig = addDays(t.issued, -1);
    s.text(t.broker.name, m, 30, { font: B, size: 15 });
    s.text(
      `${t.broker.street}, ${t.broker.city}, ${t.broker.state} ${t.broker.zip}  ·  MC ${t.broker.mc}`,
      m,
      49,
      { font: F, size: 8 },
    );
    right(s, 'RATE CONFIRMATION — REVISION 2', m, 28, W, { font: B, size: 11 });
    right(s, `Load # ${t.order}`, m, 43, W, { font: B, size: 10 });
    right(s, `Original ${mdy(orig)}   Revised ${mdy(t.issued)}`, m, 57, W, { font: F, size: 8 });
    s.line(m, 70, m + W, 70, 1);
    // The changes box: superseded values that are not the answer.
    const oldRate = round2(t.linehaul + rng.pick([-150, -100, 125, 200]));
    const last = t.stops[t.stops.length - 1] as TStop;
    const changes: string[] = [`Line haul changed from ${fmtMoney(oldRate)} to the rate below.`];
    if (last.appt) {
      const oh = last.appt.h >= 9 ? last.appt.h - 2 : last.appt.h + 3;
      changes.push(
        `Stop ${last.n} appointment moved; previous appointment ${mdy(last.appt.day)} ${tColon(oh, 0)} is cancelled.`,
      );
    } else {
      changes.push(
        `Stop ${last.n} is now first come, first served (previous appointment 07:00 cancelled).`,
      );
    }
    if (t.accessorials.length)
      changes.push(`Added: ${t.accessorials.map((a) => a.label).join(', ')}.`);
    changes.push('This revision supersedes all prior versions. Re-sign and return.');
    s.rect(m, 78, W, 14 + changes.length * 11.5, {
      fill: '#fff4d6',
      stroke: '#b58b00',
      lineWidth: 0.7,
    });
    s.text('CHANGES IN THIS REVISION', m + 6, 82, { font: B, size: 8 });
    lines(s, changes, m + 6, 94, W - 12, { font: F, size: 8 });
    let y = 92 + changes.length * 11.5 + 12;
    // Parties in two columns.
    const c = t.carrier;
    const leftY = lines(
      s,
      [
        `Carrier: ${c.name ?? ''}`,
        `MC ${c.mc} / DOT ${c.dot}`,
        `Dispatch: ${c.dispatcher}  ${fmtPhone(c.dispatchPhone, 'paren')}`,
        c.driver
          ? `Driver: ${c.driver}${c.driverPhone ? `  ${fmtPhone(c.driverPhone, 'paren')}` : ''}`
          : '',
        [c.truck ? `Truck ${c.truck}` : '', c.trailer ? `Trailer ${c.trailer}` : '']
          .filter(Boolean)
          .join('   '),
      ],
      m,
      y,
      W / 2 - 8,
      { font: F, size: 8.5 },
    );
    const rightY = lines(
      s,
      [
        `Revised by: ${t.broker.contact}`,
        `${fmtPhone(t.broker.phone ?? '', 'dash', t.broker.phoneExt)}   ${t.broker.email ?? ''}`,
        `Equipment: ${t.equipment === 'reefer' ? `Reefer ${t.length}' — ${t.temp}°F ${tempCtl(t, 'continuous', 'start/stop')}` : `Van ${t.length}'`}`,
        `Weight: ${fmtInt(t.weight ?? 0)} lbs   Miles: ${fmtInt(t.miles)}`,
        [t.po ? `PO: ${t.po}` : '', t.ref ? `Ref: ${t.ref}` : ''].filter(Boolean).join('   '),
      ],
      m + W / 2,
      y,
      W / 2,
      { font: F, size: 8.5 },
    );
    y = Math.max(leftY, rightY) + 8;
    const rows = t.stops.map((st) => [
      `${st.n}\n${st.type === 'Pickup' ? 'PU' : 'DEL'}`,
      [st.company, st.street, cityLine(st), st.phone ? fmtPhone(st.phone, 'dash') : '']
        .filter(Boolean)
        .join('\n'),
      st.appt
        ? `${mdy(st.appt.day)}\n${tColon(st.appt.h, st.appt.m)} APPT`
        : st.fcfs
          ? sameDay(st.fcfs.start, st.fcfs.end)
            ? `${mdy(st.fcfs.start)}\n${tColon(st.fcfs.sh, st.fcfs.sm)}-${tColon(st.fcfs.eh, st.fcfs.em)} FCFS`
            : `${mdy(st.fcfs.start)} ${tColon(st.fcfs.sh, st.fcfs.sm)} -\n${mdy(st.fcfs.end)} ${tColon(st.fcfs.eh, st.fcfs.em)} FCFS`
          : '',
      [st.conf ? `Conf# ${st.conf}` : '', st.ref ? `Ref ${st.ref}` : ''].filter(Boolean).join('\n'),
      [st.commodity ?? '', st.instructions ?? ''].filter(Boolean).join('\n'),
    ]);
    y = table(
      s,
      m,
      y,
      [
        { header: 'Stop', width: 32 },
        { header: 'Location', width: 160 },
        { header: 'Schedule', width: 110 },
        { header: 'Numbers', width: 90 },
        { header: 'Commodity / Notes', width: W - 392 },
      ],
      rows,
      { size: 7.5, grid: true, headerFill: '#e8e8e8' },
    );
    y += 12;
    // Previous / Revised pay.
    const ch: Array<[string, number | null, number]> = [['Line Haul', oldRate, t.linehaul]];
    if (t.fuel !== null) ch.push(['Fuel Surcharge', t.fuel, t.fuel]);
    for (const a of t.accessorials) ch.push([a.label, null, a.amount]);
    const oldTotal = round2(oldRate + (t.fuel ?? 0));
    const x0 = m + W - 300;
    s.text('CARRIER PAY', x0, y, { font: B, size: 9 });
    right(s, 'Previous', x0 + 120, y, 80, { font: B, size: 8 });
    right(s, 'Revised', x0 + 210, y, 90, { font: B, size: 8 });
    y += 13;
    for (const [k, o, v] of ch) {
      s.text(k, x0, y, { font: F, size: 8.5 });
      right(s, o === null ? '—' : fmtMoney(o), x0 + 120, y, 80, {
        font: F,
        size: 8.5,
        color: '#777777',
      });
      right(s, fmtMoney(v), x0 + 210, y, 90, { font: F, size: 8.5 });
      y += 12;
    }
    s.line(x0, y, x0 + 300, y, 0.6);
    y += 3;
    s.text('Total', x0, y, { font: B, size: 9 });
    right(s, fmtMoney(oldTotal), x0 + 120, y, 80, { font: F, size: 8.5, color: '#777777' });
    right(s, fmtMoney(total(t)), x0 + 210, y, 90, { font: B, size: 9 });
    s.text('Carrier signature: ____________________', m, y - 12, { font: F, size: 8.5 });
    s.text('Page 1 of 2', m, s.height - 30, { font: F, size: 7 });
    termsPage(s, 'TERMS (unchanged from the original confirmation)', 'sans', m);
    s.text('Page 2 of 2', m, s.height - 30, { font: F, size: 7 });
  },
};

// ---- Y2. Shipment legs: each leg a From → To row, per-leg linehaul, location details below -----

const legs: Layout = {
  id: 'shipment-legs-table',
  title: 'Shipment legs',
  modelledOn: 'Enterprise TMS (MercuryGate-style) printing the carrier tender by legs',
  page: LETTER,
  embedFonts: true,
  load: {
    broker: broker(
      'Tri-Harbor Freight Solutions',
      '7700 Windrose Ave, Suite G300',
      'Plano',
      'TX',
      '75024',
      'triharborfs.com',
      '998174',
      '4695550103',
    ),
    orderNumber: (r) => `${r.digits(9)}`,
    stops: [3, 4],
    fcfsShare: 0.4,
    accessorialShare: 0.6,
  },
  hide(t) {
    t.ref = null;
    t.carrier.truck = null;
    for (const st of t.stops) st.email = null;
  },
  draw(s, t, rng) {
    const m = 32;
    const W = s.width - 2 * m;
    const F: FontName = 'dejavu';
    const B: FontName = 'dejavu-bold';
    const teal = '#0f5c66';
    s.rect(m, 24, W, 40, { fill: '#e6f1f2' });
    s.text(t.broker.name, m + 8, 30, { font: B, size: 13, color: teal });
    s.text(`${t.broker.city}, ${t.broker.state}  ·  MC ${t.broker.mc}`, m + 8, 48, {
      font: F,
      size: 8,
    });
    right(s, 'CARRIER TENDER & RATE CONFIRMATION', m, 30, W - 8, { font: B, size: 9.5 });
    right(s, `Load ID ${t.order}   Tendered ${mdy(t.issued)}`, m, 46, W - 8, {
      font: F,
      size: 8.5,
    });
    let y = 74;
    const refs = [
      t.po ? `Customer PO ${t.po}` : '',
      t.bol ? `BOL ${t.bol}` : '',
      `Mode TL`,
      `${t.equipment === 'reefer' ? `Reefer ${t.length} ft, ${t.temp} F ${tempCtl(t, 'Continuous', 'Cycle')}` : `Dry Van ${t.length} ft`}`,
      `${fmtInt(t.weight ?? 0)} lb`,
    ].filter(Boolean);
    s.text(refs.join('   |   '), m, y, { font: F, size: 8 });
    y += 14;
    s.text(
      `Carrier rep ${t.broker.contact}  ${fmtPhone(t.broker.phone ?? '', 'dot', t.broker.phoneExt)}  ${t.broker.email ?? ''}`,
      m,
      y,
      { font: F, size: 8 },
    );
    y += 18;
    // Per-leg linehaul: shares that add up to the linehaul.
    const nLegs = t.stops.length - 1;
    const weights = Array.from({ length: nLegs }, () => rng.int(2, 6));
    const wsum = weights.reduce((a, x) => a + x, 0);
    const legPay: number[] = [];
    let left = t.linehaul;
    for (let i = 0; i < nLegs; i++) {
      const v =
        i === nLegs - 1
          ? round2(left)
          : round2(Math.round((t.linehaul * (weights[i] ?? 1)) / wsum / 5) * 5);
      legPay.push(v);
      left = round2(left - v);
    }
    const legMiles = weights.map((w) => Math.round((t.miles * w) / wsum));
    const when = (st: TStop) =>
      st.appt
        ? `${dDowShort(st.appt.day)} ${tHhmm(st.appt.h, st.appt.m)} (appt)`
        : st.fcfs
          ? sameDay(st.fcfs.start, st.fcfs.end)
            ? `${dDowShort(st.fcfs.start)} ${tHhmm(st.fcfs.sh, st.fcfs.sm)}-${tHhmm(st.fcfs.eh, st.fcfs.em)} (FCFS)`
            : `${dDowShort(st.fcfs.start)} ${tHhmm(st.fcfs.sh, st.fcfs.sm)} - ${dDowShort(st.fcfs.end)} ${tHhmm(st.fcfs.eh, st.fcfs.em)} (FCFS)`
          : '';
    const place = (st: TStop) =>
      `[${st.n} ${st.type === 'Pickup' ? 'Pick' : 'Drop'}] ${st.company}\n${st.street}\n${cityLine(st)}`;
    const rows = t.stops.slice(0, -1).map((from, i) => {
      const to = t.stops[i + 1] as TStop;
      return [
        String(i + 1),
        place(from),
        when(from),
        place(to),
        when(to),
        fmtInt(legMiles[i] ?? 0),
        fmtMoney(legPay[i] ?? 0),
      ];
    });
    y = table(
      s,
      m,
      y,
      [
        { header: 'Leg', width: 26 },
        { header: 'From', width: 132 },
        { header: 'Depart window', width: 78 },
        { header: 'To', width: 132 },
        { header: 'Arrive window', width: 78 },
        { header: 'Miles', width: 38, align: 'right' },
        { header: 'Leg linehaul', width: W - 484, align: 'right' },
      ],
      rows,
      { font: 'condensed', bold: 'condensed-bold', size: 7.5, grid: true, headerFill: '#cfe3e5' },
    );
    y += 12;
    s.text('LOCATION DETAILS', m, y, { font: B, size: 8.5, color: teal });
    y += 13;
    for (const st of t.stops) {
      const bits = [
        st.phone ? `Tel ${fmtPhone(st.phone, 'paren')}` : '',
        st.conf ? `${st.type === 'Pickup' ? 'Pickup' : 'Delivery'} # ${st.conf}` : '',
        st.bol ? `BOL ${st.bol}` : '',
        st.ref ? `Ref ${st.ref}` : '',
        st.commodity ? `Commodity: ${st.commodity}` : '',
        st.instructions ? `Instructions: ${st.instructions}` : '',
      ].filter(Boolean);
      y =
        para(s, `Stop ${st.n} — ${bits.length ? bits.join('; ') : 'no details'}`, m, y, W, {
          font: F,
          size: 7.8,
        }) + 3;
    }
    y += 8;
    const c = t.carrier;
    const cy = lines(
      s,
      [
        'CARRIER',
        `${c.name ?? ''}  (MC ${c.mc})`,
        `Dispatcher ${c.dispatcher}  ${fmtPhone(c.dispatchPhone, 'dash')}`,
        c.driver
          ? `Driver ${c.driver}${c.driverPhone ? `  mobile ${fmtPhone(c.driverPhone, 'dash')}` : ''}`
          : 'Driver: TBA',
        c.trailer ? `Trailer ${c.trailer}` : '',
      ],
      m,
      y,
      W / 2 - 10,
      { font: F, size: 8 },
    );
    const x0 = m + W / 2 + 20;
    const pw = W / 2 - 20;
    let ry = y;
    s.text('RATE SUMMARY (USD)', x0, ry, { font: B, size: 8.5, color: teal });
    ry += 13;
    const pay: Array<[string, number]> = [[`Linehaul total (${nLegs} legs)`, t.linehaul]];
    if (t.fuel !== null) pay.push(['Fuel surcharge', t.fuel]);
    for (const a of t.accessorials) pay.push([a.label, a.amount]);
    for (const [k, v] of pay) {
      s.text(k, x0, ry, { font: F, size: 8.5 });
      right(s, fmtMoney(v), x0, ry, pw, { font: F, size: 8.5 });
      ry += 12;
    }
    s.line(x0, ry, x0 + pw, ry, 0.6);
    ry += 3;
    s.text('Total carrier rate', x0, ry, { font: B, size: 9 });
    right(s, fmtMoney(total(t)), x0, ry, pw, { font: B, size: 9 });
    smallTerms(s, m, Math.max(cy, ry + 14) + 6, W, F, 1, 4);
  },
};

// ---- Y3. Alberta broker: stops in a 2 × n grid of boxes, CAD and USD columns, day-first dates ---

const cadGrid: Layout = {
  id: 'cad-usd-stop-grid',
  title: 'Canadian confirmation with a stop grid and two currencies',
  modelledOn: 'Western Canadian (Alberta) brokers quoting in CAD and paying US carriers in USD',
  page: LETTER,
  embedFonts: false,
  load: {
    broker: broker(
      'Foothills Corridor Freight Ltd.',
      '4820 76 Ave SE, Bay 12',
      'Calgary',
      'AB',
      'T2C 2X2',
      'foothillsfreight.ca',
      '1276645',
      '4035550187',
    ),
    orderNumber: (r) => `FCF${r.digits(5)}`,
    stops: [2, 4],
    fcfsShare: 0.4,
    reeferShare: 0.55,
  },
  hide(t) {
    t.po = null;
    t.carrier.driverPhone = null;
    for (const st of t.stops) {
      st.email = null;
      st.ref = null;
    }
  },
  draw(s, t, rng) {
    const m = 36;
    const W = s.width - 2 * m;
    const F: FontName = 'sans';
    const B: FontName = 'sans-bold';
    const blue = '#23408e';
    s.text(t.broker.name, m, 28, { font: B, size: 14, color: blue });
    s.text(`${t.broker.street}, ${t.broker.city}, ${t.broker.state} ${t.broker.zip}`, m, 46, {
      font: F,
      size: 8,
    });
    s.text(
      `US DOT/MC ${t.broker.mc}   GST/HST ${rng.digits(9)} RT0001   24 h after-hours ${fmtPhone('4035550199', 'dash')}`,
      m,
      57,
      { font: F, size: 7.5 },
    );
    right(s, 'LOAD CONFIRMATION', m, 28, W, { font: B, size: 11 });
    right(s, `Load ${t.order}`, m, 44, W, { font: B, size: 10 });
    right(s, `Date ${dDmy(t.issued)}`, m, 58, W, { font: F, size: 8 });
    s.line(m, 70, m + W, 70, 1.2, blue);
    let y = 78;
    s.text(
      `Load planner: ${t.broker.contact}   Direct ${fmtPhone(t.broker.phone ?? '', 'intl', t.broker.phoneExt)}   ${t.broker.email ?? ''}`,
      m,
      y,
      { font: F, size: 8.5 },
    );
    y += 13;
    s.text('All dates are day/month/year (dd/mm/yyyy); times are local, 24-hour clock.', m, y, {
      font: F,
      size: 7.5,
      color: '#555555',
    });
    y += 16;
    // Stop boxes, two per row, row by row.
    const bw = (W - 10) / 2;
    const sched = (st: TStop) =>
      st.appt
        ? [`Appointment ${dDmy(st.appt.day)} at ${tColon(st.appt.h, st.appt.m)}`]
        : st.fcfs
          ? [
              `Window from ${dDmy(st.fcfs.start)} ${tColon(st.fcfs.sh, st.fcfs.sm)}`,
              `to ${dDmy(st.fcfs.end)} ${tColon(st.fcfs.eh, st.fcfs.em)} (FCFS)`,
            ]
          : [];
    for (let i = 0; i < t.stops.length; i += 2) {
      const pair = t.stops.slice(i, i + 2);
      const bodies = pair.map((st) =>
        [
          st.company ?? '',
          st.street ?? '',
          cityLine(st),
          ...sched(st),
          st.phone ? `Ph ${fmtPhone(st.phone, 'dash')}` : '',
          [st.conf ? `Booking # ${st.conf}` : '', st.bol ? `BOL ${st.bol}` : '']
            .filter(Boolean)
            .join('   '),
          st.commodity ? `Goods: ${st.commodity}` : '',
          st.instructions ?? '',
        ].filter(Boolean),
      );
      const h = Math.max(...bodies.map((b) => lineCount(s, b, bw - 10, F, 8))) * 10.4 + 26;
      pair.forEach((st, k) => {
        const x = m + k * (bw + 10);
        s.rect(x, y, bw, h, { stroke: blue, lineWidth: 0.8 });
        s.rect(x, y, bw, 14, { fill: st.type === 'Pickup' ? '#dfe6f7' : '#f7e6df' });
        s.text(`STOP ${st.n} — ${st.type === 'Pickup' ? 'SHIPPER' : 'CONSIGNEE'}`, x + 5, y + 3, {
          font: B,
          size: 8,
        });
        lines(s, bodies[k] ?? [], x + 5, y + 18, bw - 10, { font: F, size: 8 });
      });
      y += h + 8;
    }
    y += 4;
    const c = t.carrier;
    y = table(
      s,
      m,
      y,
      [
        { header: 'Carrier', width: W * 0.5 },
        { header: 'Equipment / freight', width: W * 0.5 },
      ],
      [
        [
          [
            c.name ?? '',
            `MC ${c.mc}   USDOT ${c.dot}`,
            `Dispatch ${c.dispatcher} ${fmtPhone(c.dispatchPhone, 'dash')}`,
            c.driver ? `Driver ${c.driver}` : '',
            [c.truck ? `Tractor ${c.truck}` : '', c.trailer ? `Trailer ${c.trailer}` : '']
              .filter(Boolean)
              .join('  '),
          ]
            .filter(Boolean)
            .join('\n'),
          [
            `${t.length}' ${t.equipment === 'reefer' ? `reefer, set ${t.temp}°F ${tempCtl(t, 'continuous', 'cycle-sentry')}` : 'dry van'}`,
            `Weight ${fmtInt(t.weight ?? 0)} lb (${fmtInt(Math.round((t.weight ?? 0) * 0.4536))} kg)`,
            t.bol ? `Master BOL ${t.bol}` : '',
            t.ref ? `Shipper ref ${t.ref}` : '',
            'Customs: domestic US move, no PARS/PAPS',
          ]
            .filter(Boolean)
            .join('\n'),
        ],
      ],
      { size: 8, grid: true, headerFill: '#dfe6f7' },
    );
    y += 12;
    const fx = rng.pick([1.3642, 1.3718, 1.3805, 1.3591]);
    const ch: Array<[string, number]> = [['Linehaul', t.linehaul]];
    if (t.fuel !== null) ch.push(['Fuel surcharge', t.fuel]);
    for (const a of t.accessorials) ch.push([a.label, a.amount]);
    const rows = ch.map(([k, v]) => [k, fmtMoney(round2(v * fx)), fmtMoney(v)]);
    rows.push(['Total', fmtMoney(round2(total(t) * fx)), fmtMoney(total(t))]);
    const tw = 330;
    const ty = y;
    y = table(
      s,
      m,
      y,
      [
        { header: 'Charge', width: 130 },
        { header: 'CAD (reference)', width: 100, align: 'right' },
        { header: 'USD (payable)', width: tw - 230, align: 'right' },
      ],
      rows,
      { size: 8.5, grid: true, headerFill: '#eeeeee' },
    );
    para(
      s,
      `Carrier is paid in US funds. CAD shown for reference at 1 USD = ${fx} CAD. Detention CAD 75.00/hr after 2 h free, pre-approved. Late or missed appointments: CAD 250.00. Invoice with POD to ap@foothillsfreight.ca.`,
      m + tw + 14,
      ty + 2,
      W - tw - 14,
      { font: F, size: 7.5 },
    );
    smallTerms(s, m, y + 12, W, F, 0, 3);
  },
};

// ---- Y4. CRM record print: detail fields, then related lists keyed by stop number ------------------

const crm: Layout = {
  id: 'crm-related-lists',
  title: 'CRM record print with related lists',
  modelledOn: 'Brokers on a Salesforce-based TMS (Revenova-style) printing the load record',
  page: LETTER,
  embedFonts: true,
  load: {
    broker: broker(
      'Northpoint Carrier Services',
      '1 Tower Ln, Suite 1700',
      'Oakbrook Terrace',
      'IL',
      '60181',
      'northpointcs.com',
      '1210398',
      '6305550124',
    ),
    orderNumber: (r) => `L-${r.digits(7)}`,
    stops: [2, 4],
    fcfsShare: 0.45,
  },
  hide(t) {
    t.carrier.trailer = null;
  },
  draw(s, t, rng) {
    const m = 30;
    const W = s.width - 2 * m;
    const F: FontName = 'condensed';
    const B: FontName = 'condensed-bold';
    const sfId = () =>
      `a0${rng.pick(['F', 'G', 'K'])}5f0000${rng.digits(3)}${rng.pick(['QxT', 'AbZ', 'kLm'])}`;
    const header = (n: number) => {
      s.text(`${t.broker.name}  ·  Load ${t.order}`, m, 18, { font: F, size: 7, color: '#666666' });
      right(s, `Printed ${mdy(t.issued)} · Page ${n}`, m, 18, W, {
        font: F,
        size: 7,
        color: '#666666',
      });
    };
    header(1);
    s.rect(m, 32, W, 34, { fill: '#f3f6f9' });
    s.text('LOAD', m + 8, 36, { font: F, size: 7, color: '#555555' });
    s.text(`${t.order}  —  Carrier Rate Confirmation`, m + 8, 46, { font: B, size: 13 });
    right(s, `Status: Dispatched   Record ID ${sfId()}`, m, 50, W - 8, { font: F, size: 7.5 });
    let y = 78;
    const section = (title: string, pairs: Array<[string, string]>) => {
      s.rect(m, y, W, 13, { fill: '#e4eaf1' });
      s.text(title, m + 4, y + 2, { font: B, size: 8 });
      y += 17;
      const half = Math.ceil(pairs.length / 2);
      for (let i = 0; i < half; i++) {
        for (const [col, p] of [pairs[i], pairs[i + half]].entries()) {
          if (!p) continue;
          const x = m + col * (W / 2);
          s.text(p[0], x + 4, y, { font: F, size: 7.5, color: '#555555' });
          s.text(p[1] || ' ', x + 100, y, { font: F, size: 8.5 });
        }
        y += 12;
      }
      y += 4;
    };
    const c = t.carrier;
    section('Load Information', [
      ['Load Number', t.order ?? ''],
      ['Customer PO', t.po ?? ''],
      ['Bill of Lading', t.bol ?? ''],
      ['Customer Reference', t.ref ?? ''],
      ['Brokerage', t.broker.name],
      ['Load Owner', t.broker.contact],
      ['Owner Phone', fmtPhone(t.broker.phone ?? '', 'paren', t.broker.phoneExt)],
      ['Owner Email', t.broker.email ?? ''],
    ]);
    section('Carrier', [
      ['Carrier', c.name ?? ''],
      ['MC / DOT', `${c.mc} / ${c.dot}`],
      ['Carrier Contact', `${c.dispatcher} ${fmtPhone(c.dispatchPhone, 'paren')}`],
      ['Driver', c.driver ?? ''],
      ['Driver Mobile', c.driverPhone ? fmtPhone(c.driverPhone, 'paren') : ''],
      ['Tractor Number', c.truck ?? ''],
      ['Trailer Number', ''],
      ['Carrier Quote', sfId()],
    ]);
    section('Equipment', [
      ['Equipment Type', t.equipment === 'reefer' ? 'Reefer' : 'Van'],
      ['Trailer Length', `${t.length}`],
      ['Temperature (F)', t.equipment === 'reefer' ? String(t.temp) : ''],
      ['Reefer Mode', t.equipment === 'reefer' ? tempCtl(t, 'Continuous', 'Start/Stop') : ''],
      ['Total Weight (lb)', fmtInt(t.weight ?? 0)],
      ['Total Miles', fmtInt(t.miles)],
    ]);
    const list = (
      title: string,
      cols: Array<{ header: string; width: number; align?: 'right' }>,
      rows: string[][],
    ) => {
      if (y > s.height - 110) {
        s.newPage();
        header(2);
        y = 36;
      }
      s.text(`${title} (${rows.length})`, m, y, { font: B, size: 9 });
      y = table(s, m, y + 13, cols, rows, {
        font: F,
        bold: B,
        size: 7.5,
        headerFill: '#e4eaf1',
        bottom: s.height - 40,
        topOnNewPage: 36,
        onNewPage: () => header(2),
      });
      y += 12;
    };
    list(
      'Stops',
      [
        { header: 'Stop #', width: 30 },
        { header: 'Type', width: 44 },
        { header: 'Location Name', width: 112 },
        { header: 'Street', width: 118 },
        { header: 'City', width: 74 },
        { header: 'State', width: 30 },
        { header: 'Postal Code', width: 46 },
        { header: 'Phone', width: W - 454 },
      ],
      t.stops.map((st) => [
        String(st.n),
        st.type === 'Pickup' ? 'Pick Up' : 'Delivery',
        st.company ?? '',
        st.street ?? '',
        st.city,
        st.state,
        st.zip ?? '',
        st.phone ? fmtPhone(st.phone, 'paren') : '',
      ]),
    );
    list(
      'Stop Appointments',
      [
        { header: 'Stop #', width: 34 },
        { header: 'Appointment Type', width: 80 },
        { header: 'Appointment / Window Start', width: 120 },
        { header: 'Window End', width: 110 },
        { header: 'Appointment #', width: 80 },
        { header: 'Contact Email', width: W - 424 },
      ],
      t.stops.map((st) => [
        String(st.n),
        st.appt ? 'Appointment' : 'First Come First Served',
        st.appt
          ? crmTime(st.appt.day, st.appt.h, st.appt.m)
          : st.fcfs
            ? crmTime(st.fcfs.start, st.fcfs.sh, st.fcfs.sm)
            : '',
        st.fcfs ? crmTime(st.fcfs.end, st.fcfs.eh, st.fcfs.em) : '',
        st.conf ?? '',
        st.email ?? '',
      ]),
    );
    list(
      'Line Items',
      [
        { header: 'Stop #', width: 34 },
        { header: 'Description', width: 150 },
        { header: 'Handling Units', width: 70, align: 'right' },
        { header: 'Pieces', width: 50, align: 'right' },
        { header: 'BOL', width: 90 },
        { header: 'Reference', width: W - 394 },
      ],
      t.stops
        .filter((st) => st.commodity || st.bol || st.ref)
        .map((st) => [
          String(st.n),
          st.commodity ?? '',
          st.commodity ? `${st.pallets} PLT` : '',
          st.commodity ? fmtInt(st.pieces) : '',
          st.bol ?? '',
          st.ref ?? '',
        ]),
    );
    const charges: string[][] = [
      ['LH', 'Line Haul', '1', fmtMoney(t.linehaul), fmtMoney(t.linehaul)],
    ];
    if (t.fuel !== null)
      charges.push(['FSC', 'Fuel Surcharge', '1', fmtMoney(t.fuel), fmtMoney(t.fuel)]);
    for (const a of t.accessorials)
      charges.push([
        a.label.slice(0, 3).toUpperCase(),
        a.label,
        '1',
        fmtMoney(a.amount),
        fmtMoney(a.amount),
      ]);
    charges.push(['', 'Total Carrier Cost', '', '', fmtMoney(total(t))]);
    list(
      'Carrier Charges',
      [
        { header: 'Code', width: 44 },
        { header: 'Description', width: 160 },
        { header: 'Qty', width: 40, align: 'right' },
        { header: 'Unit Price', width: 90, align: 'right' },
        { header: 'Amount', width: 90, align: 'right' },
      ],
      charges,
    );
    const notes = t.stops.filter((st) => st.instructions);
    if (notes.length)
      list(
        'Notes',
        [
          { header: 'Title', width: 110 },
          { header: 'Body', width: W - 230 },
          { header: 'Created', width: 120 },
        ],
        notes.map((st) => [
          `Stop ${st.n} instructions`,
          st.instructions ?? '',
          `${mdy(addDays(t.issued, -1))} ${rng.int(1, 11)}:${p2(rng.int(0, 59))} PM`,
        ]),
      );
    if (y > s.height - 90) {
      s.newPage();
      header(2);
      y = 36;
    }
    s.text(
      `Created By ${t.broker.contact}, ${mdy(addDays(t.issued, -1))}   Last Modified By Integration User, ${mdy(t.issued)}`,
      m,
      y,
      { font: F, size: 7, color: '#666666' },
    );
    y += 14;
    smallTerms(s, m, y, W, F, 3, 3);
  },
};

// ---- Y5. Origin / destination summary, intermediate stops after the destination, net pay --------

const settlement: Layout = {
  id: 'origin-dest-net-pay',
  title: 'Origin and destination first, extra stops after, pay net of advances',
  modelledOn:
    'Asset-based carriers\u2019 brokerage divisions on a desktop TMS (McLeod-style pay sheet)',
  page: LETTER,
  embedFonts: false,
  load: {
    broker: broker(
      'Red Mesa Brokerage Services',
      '1820 W Broadway Rd',
      'Tempe',
      'AZ',
      '85282',
      'redmesabrokerage.com',
      '887310',
      '4805550166',
    ),
    orderNumber: (r) => `${r.digits(6)}`,
    stops: [3, 4],
    fcfsShare: 0.35,
    accessorialShare: 0.7,
  },
  hide(t) {
    t.ref = null;
    t.bol = null;
    for (const st of t.stops) st.email = null;
  },
  draw(s, t, rng) {
    const m = 34;
    const W = s.width - 2 * m;
    const F: FontName = 'sans';
    const B: FontName = 'sans-bold';
    s.text(t.broker.name.toUpperCase(), m, 26, { font: B, size: 13 });
    s.text(
      `${t.broker.street}  ${t.broker.city}, ${t.broker.state} ${t.broker.zip}   MC ${t.broker.mc}`,
      m,
      43,
      {
        font: F,
        size: 8,
      },
    );
    s.text(
      `Office hours Mon-Fri 07:00-18:00 MST   After hours ${fmtPhone('4805550100', 'dash')}   Fax ${fmtPhone(t.broker.fax, 'dash')}`,
      m,
      54,
      { font: F, size: 7.5 },
    );
    right(s, 'CARRIER CONFIRMATION / PAY SHEET', m, 26, W, { font: B, size: 10 });
    right(s, `Order ${t.order}   Movement ${rng.digits(6)}`, m, 41, W, { font: F, size: 8.5 });
    right(s, `Entered ${mdy(t.issued)}`, m, 53, W, { font: F, size: 8 });
    s.line(m, 66, m + W, 66, 0.9);
    let y = 72;
    s.text(
      `Carrier rep: ${t.broker.contact}   ${fmtPhone(t.broker.phone ?? '', 'paren', t.broker.phoneExt)}   ${t.broker.email ?? ''}`,
      m,
      y,
      { font: F, size: 8.5 },
    );
    y += 16;
    const first = t.stops[0] as TStop;
    const last = t.stops[t.stops.length - 1] as TStop;
    const dayOf = (st: TStop) => (st.appt ? st.appt.day : (st.fcfs?.start ?? t.issued));
    // Summary strip: origin -> destination.
    s.rect(m, y, W, 30, { fill: '#eeeeee' });
    s.text('ORIGIN', m + 6, y + 4, { font: B, size: 7 });
    s.text(`${first.city}, ${first.state}  ${mdy(dayOf(first))}`, m + 6, y + 15, {
      font: B,
      size: 10,
    });
    s.text('DESTINATION', m + W / 2, y + 4, { font: B, size: 7 });
    s.text(`${last.city}, ${last.state}  ${mdy(dayOf(last))}`, m + W / 2, y + 15, {
      font: B,
      size: 10,
    });
    right(s, `${t.stops.length} stops · ${fmtInt(t.miles)} mi`, m, y + 4, W - 6, {
      font: F,
      size: 7.5,
    });
    y += 40;
    const when = (st: TStop) =>
      st.appt
        ? `Appt ${mdy(st.appt.day)} ${tHhmm(st.appt.h, st.appt.m)}`
        : st.fcfs
          ? `FCFS ${mdy(st.fcfs.start)} ${tHhmm(st.fcfs.sh, st.fcfs.sm)} - ${sameDay(st.fcfs.start, st.fcfs.end) ? '' : `${mdy(st.fcfs.end)} `}${tHhmm(st.fcfs.eh, st.fcfs.em)}`
          : '';
    const block = (st: TStop, head: string) => {
      s.text(head, m, y, { font: B, size: 8.5 });
      y += 12;
      const l = lines(
        s,
        [
          st.company ?? '',
          `${st.street}, ${cityLine(st)}`,
          st.phone ? `Phone ${fmtPhone(st.phone, 'dash')}` : '',
          st.commodity ? `Commodity ${st.commodity}   Pallets ${st.pallets}` : '',
        ],
        m + 10,
        y,
        W * 0.55,
        { font: F, size: 8.5 },
      );
      const r = lines(
        s,
        [
          when(st),
          st.conf ? `${st.type === 'Pickup' ? 'PU' : 'Del'} # ${st.conf}` : '',
          st.bol ? `BOL ${st.bol}` : '',
          st.ref ? `Ref ${st.ref}` : '',
        ],
        m + W * 0.6,
        y,
        W * 0.4,
        { font: F, size: 8.5 },
      );
      y = Math.max(l, r);
      if (st.instructions)
        y = para(s, `Instructions: ${st.instructions}`, m + 10, y, W - 10, { font: F, size: 8 });
      y += 8;
    };
    const N = t.stops.length;
    const kind = (st: TStop) => (st.type === 'Pickup' ? 'pick up' : 'deliver');
    block(first, `STOP 1 OF ${N} — ORIGIN (${kind(first)})`);
    block(last, `STOP ${N} OF ${N} — FINAL DESTINATION (${kind(last)})`);
    s.line(m, y - 2, m + W, y - 2, 0.4, '#888888');
    s.text('ADDITIONAL STOPS (in route order)', m, y + 3, { font: B, size: 8, color: '#444444' });
    y += 17;
    for (const st of t.stops.slice(1, -1))
      block(
        st,
        `STOP ${st.n} OF ${N} — ${st.type === 'Pickup' ? 'EXTRA PICK' : 'STOP-OFF DELIVERY'}`,
      );
    const c = t.carrier;
    const yc = y + 4;
    y = lines(
      s,
      [
        `Carrier ${c.name ?? ''}   MC ${c.mc}   Dispatch ${c.dispatcher} ${fmtPhone(c.dispatchPhone, 'dot')}`,
        [
          c.driver ? `Driver ${c.driver}` : '',
          c.driverPhone ? `cell ${fmtPhone(c.driverPhone, 'dot')}` : '',
          c.truck ? `Unit ${c.truck}` : '',
          c.trailer ? `Trlr ${c.trailer}` : '',
        ]
          .filter(Boolean)
          .join('   '),
        `${t.equipment === 'reefer' ? `Reefer ${t.length}'  ${t.temp}°F ${tempCtl(t, 'CONT', 'CYCLE')}` : `Van ${t.length}'`}   ${fmtInt(t.weight ?? 0)} lbs${t.po ? `   Cust PO ${t.po}` : ''}`,
      ],
      m,
      yc,
      W * 0.5,
      { font: F, size: 8 },
    );
    // Pay: gross, less advances, net.
    const pw = 250;
    const x0 = m + W - pw;
    let ry = yc;
    const gross = total(t);
    const lumper = t.accessorials.find((a) => a.label === 'Lumper');
    const advance = lumper ? lumper.amount : rng.pick([0, 0, 250, 300]);
    const qp = round2(gross * 0.03);
    const rowsPay: Array<[string, string, boolean]> = [['Line haul', fmtMoney(t.linehaul), false]];
    if (t.fuel !== null) rowsPay.push(['Fuel surcharge', fmtMoney(t.fuel), false]);
    for (const a of t.accessorials) rowsPay.push([a.label, fmtMoney(a.amount), false]);
    rowsPay.push(['Gross carrier pay', fmtMoney(gross), true]);
    if (advance)
      rowsPay.push([
        lumper ? 'Less Comchek (lumper paid)' : 'Less fuel advance (EFS)',
        `(${fmtMoney(advance)})`,
        false,
      ]);
    rowsPay.push(['Net pay, standard 30 days', fmtMoney(round2(gross - advance)), true]);
    rowsPay.push(['Net pay if Quick Pay 3%', fmtMoney(round2(gross - advance - qp)), false]);
    s.rect(x0 - 6, ry - 4, pw + 6, 18 + rowsPay.length * 12, { stroke: '#000000', lineWidth: 0.8 });
    s.text('SETTLEMENT', x0, ry, { font: B, size: 8.5 });
    ry += 14;
    for (const [k, v, b] of rowsPay) {
      s.text(k, x0, ry, { font: b ? B : F, size: 8.5 });
      right(s, v, x0, ry, pw - 6, { font: b ? B : F, size: 8.5 });
      ry += 12;
    }
    smallTerms(s, m, Math.max(y, ry) + 14, W, F, 2, 4);
  },
};

export const UNSEEN_LAYOUTS_7: Layout[] = [revised, legs, cadGrid, crm, settlement];
