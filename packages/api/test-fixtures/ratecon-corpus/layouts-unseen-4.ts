/**
 * The fifth held-out set of rate-confirmation layouts (issue 15), written after the five layouts
 * of layouts-unseen-3.ts were measured and moved to dev. Appended to the layout list after them,
 * so every earlier document keeps its seed. Written without looking at the extractor: the looks
 * follow kinds of sheets carriers receive (a "Carrier Confirmation" whose pay is miles × rate per
 * mile plus fuel per mile, a carrier-left / broker-right sheet with a bordered box per stop
 * headed "Shipper #1" / "Receiver #1" and a special-instructions block full of numbers and hours
 * that are not the appointment, a confirmation whose first page is the terms and whose load data
 * starts on page 2, a tender with a sidebar and weekday dates without a year ("Wed 12/2"), a TMS
 * sheet with one stop table shaded by pick / drop and the time as "0800-1400" in one column).
 * Broker names are made up.
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
  round2,
  table,
  wrap,
} from '../shared/surface';
import {
  brokerFaxing,
  DOW,
  dowOf,
  hcolon,
  hhmm,
  wrappedLines as lines,
  rightIn as moneyRight,
  p2,
} from './layout-helpers';
import type { Layout } from './layouts';
import { type TLoad, type TStop, total } from './model';

// ---- helpers -------------------------------------------------------------------------------------

/** `Wed 12/2`: weekday and month/day, no year. */
const wkMd = (d: Day) => `${DOW[dowOf(d)]} ${d.m}/${d.d}`;

const broker = brokerFaxing('8005550188');

/** `12586 Distribution Way, Suite 100, Dallas TX 75207` on one line. */
const oneLine = (st: TStop) =>
  `${st.street ?? ''}, ${st.city} ${st.state}${st.zip ? ` ${st.zip}` : ''}`;

const reeferLine = (t: TLoad, cont: string, cyc: string) =>
  t.equipment === 'reefer' && t.temp !== null
    ? `${t.temp}°F ${t.tempControl === 'start_stop' ? cyc : cont}`
    : '';

// ---- V1. "Carrier Confirmation": pay as miles × rate per mile plus fuel per mile ---------------

const perMile: Layout = {
  id: 'per-mile-confirmation',
  title:
    'Carrier Confirmation: broker letterhead left, confirmation box right, carrier strip, stops as blocks with the facility over a one-line address, pay as loaded miles × rate per mile and fuel as miles × cents per mile, accessorials flat',
  modelledOn:
    'Regional van/reefer brokers that quote and pay carriers by the mile (rate per mile on the confirmation)',
  page: LETTER,
  embedFonts: true,
  load: {
    broker: broker(
      'Cottonwood Ridge Logistics',
      '4100 Research Forest Dr, Suite 240',
      'The Woodlands',
      'TX',
      '77381',
      'cottonwoodridge.com',
      '791064',
    ),
    orderNumber: (r) => `CRL${r.digits(6)}`,
    stops: [2, 3],
  },
  hide(t) {
    // Pay is per mile: the linehaul is miles × a rate per mile to the cent, fuel miles × cents.
    const rpm = Math.round((t.linehaul / t.miles) * 100) / 100;
    t.linehaul = round2(rpm * t.miles);
    if (t.fuel !== null) {
      const fpm = Math.round((t.fuel / t.miles) * 1000) / 1000;
      t.fuel = round2(fpm * t.miles);
    }
    for (const st of t.stops) {
      st.email = null;
      st.bol = null;
    }
  },
  draw(s, t) {
    const m = 42;
    const W = s.width - 2 * m;
    const F: FontName = 'sans';
    const B: FontName = 'sans-bold';
    const green = '#2f5d3a';
    s.text(t.broker.name, m, 38, { font: B, size: 16, color: green });
    lines(
      s,
      [
        t.broker.street,
        `${t.broker.city}, ${t.broker.state} ${t.broker.zip}`,
        `Main ${fmtPhone(t.broker.fax, 'dash')}   MC# ${t.broker.mc}`,
      ],
      m,
      60,
      260,
      { font: F, size: 8.5 },
    );
    const bx = 370;
    s.rect(bx, 34, s.width - m - bx, 70, { stroke: green, lineWidth: 1.2 });
    s.rect(bx, 34, s.width - m - bx, 16, { fill: green });
    s.text('CARRIER CONFIRMATION', bx + 8, 38, { font: B, size: 10, color: '#ffffff' });
    const meta: Array<[string, string]> = [
      ['Load #', t.order ?? ''],
      ['Confirmed', fmtDate(t.issued, 'mdy')],
      ['Loaded miles', fmtInt(t.miles)],
    ];
    meta.forEach(([l, v], k) => {
      s.text(l, bx + 8, 56 + k * 15, { font: F, size: 9 });
      moneyRight(s, v, bx, 56 + k * 15, s.width - m - bx - 8, { font: B, size: 9 });
    });
    let y = 118;
    s.rect(m, y, W, 48, { fill: '#eef3ee' });
    const c = t.carrier;
    lines(
      s,
      [
        `Carrier: ${c.name ?? ''}   MC ${c.mc}   DOT ${c.dot}`,
        `Dispatch: ${c.dispatcher} ${fmtPhone(c.dispatchPhone, 'dash')}`,
        [
          c.driver ? `Driver: ${c.driver}` : '',
          c.driverPhone ? `Cell ${fmtPhone(c.driverPhone, 'dash')}` : '',
          c.truck ? `Truck ${c.truck}` : '',
          c.trailer ? `Trailer ${c.trailer}` : '',
        ]
          .filter(Boolean)
          .join('   '),
      ],
      m + 8,
      y + 6,
      W - 16,
      { font: F, size: 8.5 },
    );
    y += 58;
    const refs = [
      t.po ? `PO # ${t.po}` : '',
      t.bol ? `BOL # ${t.bol}` : '',
      t.ref ? `Customer Ref # ${t.ref}` : '',
      `Equipment: ${t.length ?? ''}' ${t.equipment === 'reefer' ? 'Reefer' : 'Dry Van'}`,
      reeferLine(t, 'continuous', 'cycle'),
      t.weight ? `Weight ${fmtInt(t.weight)} lbs` : '',
    ].filter(Boolean);
    y = lines(s, [refs.join('    ')], m, y, W, { font: F, size: 8.5 }) + 6;
    for (const st of t.stops) {
      s.line(m, y, m + W, y, 0.8, green);
      const kind = st.type === 'Pickup' ? 'PICKUP' : 'DELIVERY';
      s.text(`${kind} ${st.n}`, m, y + 5, { font: B, size: 9.5, color: green });
      let when = '';
      if (st.appt)
        when = `Appointment ${fmtDate(st.appt.day, 'mdy')} ${hcolon(st.appt.h, st.appt.m)}`;
      else if (st.fcfs) {
        const f = st.fcfs;
        when =
          f.end.d === f.start.d
            ? `FCFS ${fmtDate(f.start, 'mdy')} ${hcolon(f.sh, f.sm)} - ${hcolon(f.eh, f.em)}`
            : `FCFS ${fmtDate(f.start, 'mdy')} ${hcolon(f.sh, f.sm)} - ${fmtDate(f.end, 'mdy')} ${hcolon(f.eh, f.em)}`;
      }
      moneyRight(s, when, m, y + 5, W, { font: B, size: 9 });
      const left = [
        st.company ?? '',
        oneLine(st),
        st.phone ? `Ph ${fmtPhone(st.phone, 'paren')}` : '',
      ];
      const right = [
        st.conf ? `${st.type === 'Pickup' ? 'PU #' : 'Delivery #'} ${st.conf}` : '',
        st.ref ? `Ref # ${st.ref}` : '',
        st.commodity ? `Commodity: ${st.commodity}` : '',
        `${st.pallets} pallets / ${fmtInt(st.pieces)} pcs`,
      ];
      const y1 = lines(s, left, m + 10, y + 21, 270, { font: F, size: 8.5 });
      const y2 = lines(s, right, m + 300, y + 21, W - 300, { font: F, size: 8.5 });
      y = Math.max(y1, y2);
      if (st.instructions)
        y = para(s, `Notes: ${st.instructions}`, m + 10, y + 2, W - 10, {
          font: 'serif-italic',
          size: 8.5,
        });
      y += 8;
    }
    y += 4;
    s.text('CARRIER PAY', m, y, { font: B, size: 10, color: green });
    y += 14;
    const rpm = Math.round((t.linehaul / t.miles) * 100) / 100;
    const rows: string[][] = [
      ['Linehaul', fmtInt(t.miles), `$${rpm.toFixed(2)}/mi`, fmtMoney(t.linehaul)],
    ];
    if (t.fuel !== null) {
      const fpm = Math.round((t.fuel / t.miles) * 1000) / 1000;
      rows.push(['Fuel surcharge', fmtInt(t.miles), `$${fpm.toFixed(3)}/mi`, fmtMoney(t.fuel)]);
    }
    for (const a of t.accessorials) rows.push([a.label, '', 'flat', fmtMoney(a.amount)]);
    y = table(
      s,
      m,
      y,
      [
        { header: 'Charge', width: 200 },
        { header: 'Miles', width: 80, align: 'right' },
        { header: 'Rate', width: 110, align: 'right' },
        { header: 'Amount', width: W - 390, align: 'right' },
      ],
      rows,
      { font: F, bold: B, size: 8.5 },
    );
    s.text('Total carrier pay (USD)', m + 200, y + 6, { font: B, size: 10 });
    moneyRight(s, fmtMoney(total(t)), m, y + 6, W - 3, { font: B, size: 10 });
    y += 30;
    y = lines(
      s,
      [
        `Your contact: ${t.broker.contact}  ${fmtPhone(t.broker.phone ?? '', 'paren', t.broker.phoneExt)}  ${t.broker.email ?? ''}`,
      ],
      m,
      y,
      W,
      { font: B, size: 8.5 },
    );
    para(s, `${TERMS[2] ?? ''} ${TERMS[3] ?? ''} ${TERMS[5] ?? ''}`, m, y + 8, W, {
      font: F,
      size: 7,
      color: '#444444',
    });
  },
};

// ---- V2. Carrier left / broker right, a bordered box per stop, special instructions ----------

const shipperReceiver: Layout = {
  id: 'shipper-receiver-boxes',
  title:
    'Carrier block left and broker block right, a bordered box per stop headed "Shipper #1" / "Receiver #1" (address left, date / hours / numbers right), a "Special Instructions" band in each box with gate codes, office hours and call-ahead times that are not the appointment',
  modelledOn:
    'Mid-size brokers on a hosted TMS whose confirmation repeats a shipper / receiver box per stop',
  page: LETTER,
  embedFonts: true,
  load: {
    broker: broker(
      'Ironbridge Freight Solutions',
      '7350 Eastgate Rd',
      'Henderson',
      'NV',
      '89011',
      'ironbridgefreight.com',
      '904417',
    ),
    orderNumber: (r) => `${r.digits(7)}`,
    stops: [2, 4],
    fcfsShare: 0.45,
  },
  hide(t) {
    // Every stop gets special instructions with numbers and hours that are not the appointment.
    for (const st of t.stops) {
      const open = 5 + (st.pallets % 3);
      const extra = `Office hours ${p2(open)}00-${p2(open + 9)}00 Mon-Fri. Gate code ${st.pieces}#. Call ${st.type === 'Pickup' ? 2 : 1} hr ahead.`;
      st.instructions = st.instructions ? `${st.instructions} ${extra}` : extra;
      st.bol = null;
    }
    t.carrier.driverPhone = null;
  },
  draw(s, t) {
    const m = 36;
    const W = s.width - 2 * m;
    const F: FontName = 'dejavu';
    const B: FontName = 'dejavu-bold';
    s.text('LOAD CONFIRMATION', m, 30, { font: B, size: 15 });
    moneyRight(s, `Load # ${t.order ?? ''}`, m, 30, W, { font: B, size: 13 });
    moneyRight(s, `Date: ${fmtDate(t.issued, 'mdy')}`, m, 48, W, { font: F, size: 8.5 });
    const half = (W - 12) / 2;
    const top = 66;
    const c = t.carrier;
    const carrierLines = [
      c.name ?? '',
      `MC ${c.mc} / USDOT ${c.dot}`,
      `Dispatcher: ${c.dispatcher}`,
      `Phone: ${fmtPhone(c.dispatchPhone, 'paren')}`,
      c.driver ? `Driver: ${c.driver}` : '',
      `Truck: ${c.truck ?? 'TBD'}   Trailer: ${c.trailer ?? 'TBD'}`,
    ];
    const brokerLines = [
      t.broker.name,
      `${t.broker.street}, ${t.broker.city}, ${t.broker.state} ${t.broker.zip}`,
      `MC ${t.broker.mc}`,
      `Agent: ${t.broker.contact}`,
      `Phone: ${fmtPhone(t.broker.phone ?? '', 'paren', t.broker.phoneExt)}`,
      `Email: ${t.broker.email ?? ''}`,
    ];
    const hdr = (label: string, x: number) => {
      s.rect(x, top, half, 14, { fill: '#333333' });
      s.text(label, x + 6, top + 3, { font: B, size: 8, color: '#ffffff' });
    };
    hdr('CARRIER', m);
    hdr('BROKER', m + half + 12);
    const y1 = lines(s, carrierLines, m + 6, top + 20, half - 12, { font: F, size: 8.5 });
    const y2 = lines(s, brokerLines, m + half + 18, top + 20, half - 12, { font: F, size: 8.5 });
    const bottom = Math.max(y1, y2) + 4;
    s.rect(m, top, half, bottom - top, { stroke: '#333333' });
    s.rect(m + half + 12, top, half, bottom - top, { stroke: '#333333' });
    let y = bottom + 10;
    const strip = [
      t.po ? `PO: ${t.po}` : '',
      t.bol ? `BOL: ${t.bol}` : '',
      t.ref ? `Ref: ${t.ref}` : '',
      `Equip: ${t.equipment === 'reefer' ? 'Reefer' : 'Van'} ${t.length ?? ''} ft`,
      reeferLine(t, 'Continuous', 'Start/Stop'),
      t.weight ? `Wt: ${fmtInt(t.weight)} lb` : '',
      `Miles: ${fmtInt(t.miles)}`,
    ].filter(Boolean);
    y = lines(s, [strip.join('  |  ')], m, y, W, { font: F, size: 8.5 }) + 8;
    let nShip = 0;
    let nRecv = 0;
    for (const st of t.stops) {
      const head = st.type === 'Pickup' ? `Shipper #${++nShip}` : `Receiver #${++nRecv}`;
      const when: string[] = [];
      if (st.appt) {
        when.push(`Date: ${fmtDate(st.appt.day, 'mdy')}`);
        when.push(`Appt: ${hhmm(st.appt.h, st.appt.m)}`);
      } else if (st.fcfs) {
        const f = st.fcfs;
        if (f.end.d === f.start.d) {
          when.push(`Date: ${fmtDate(f.start, 'mdy')}`);
          when.push(`Hours: ${hhmm(f.sh, f.sm)}-${hhmm(f.eh, f.em)} FCFS`);
        } else {
          when.push(`From: ${fmtDate(f.start, 'mdy')} ${hhmm(f.sh, f.sm)}`);
          when.push(`To: ${fmtDate(f.end, 'mdy')} ${hhmm(f.eh, f.em)} FCFS`);
        }
      }
      const left = [
        st.company ?? '',
        st.street ?? '',
        `${st.city}, ${st.state} ${st.zip ?? ''}`,
        st.phone ? `Tel: ${fmtPhone(st.phone, 'dot')}` : '',
        st.email ?? '',
      ];
      const right = [
        ...when,
        st.conf ? `${st.type === 'Pickup' ? 'Pickup #' : 'Delivery #'}: ${st.conf}` : '',
        st.ref ? `Ref: ${st.ref}` : '',
        st.commodity ? `Commodity: ${st.commodity}` : '',
        `Pallets: ${st.pallets}`,
      ];
      const instr = wrap(s, st.instructions ?? '', W - 16, F, 8);
      const bodyH = Math.max(left.filter(Boolean).length, right.filter(Boolean).length) * 11;
      const boxH = 16 + bodyH + 8 + 12 + instr.length * 10.5 + 6;
      if (y + boxH > s.height - 60) {
        s.newPage();
        y = 40;
      }
      s.rect(m, y, W, boxH, { stroke: '#000000', lineWidth: 1 });
      s.rect(m, y, W, 15, { fill: st.type === 'Pickup' ? '#dbe7f3' : '#f3e3d3' });
      s.text(head, m + 6, y + 3, { font: B, size: 9 });
      lines(s, left, m + 8, y + 20, half - 10, { font: F, size: 8.5 });
      lines(s, right, m + half + 18, y + 20, half - 20, { font: F, size: 8.5 });
      const iy = y + 16 + bodyH + 8;
      s.line(m, iy - 3, m + W, iy - 3, 0.5, '#777777');
      s.text('Special Instructions:', m + 8, iy, { font: B, size: 8 });
      instr.forEach((l, k) => {
        s.text(l, m + 8, iy + 12 + k * 10.5, { font: F, size: 8 });
      });
      y += boxH + 8;
    }
    if (y > s.height - 150) {
      s.newPage();
      y = 40;
    }
    s.text('RATE', m, y, { font: B, size: 10 });
    y += 14;
    const rows: Array<[string, number]> = [['Line Haul', t.linehaul]];
    if (t.fuel !== null) rows.push(['Fuel Surcharge', t.fuel]);
    for (const a of t.accessorials) rows.push([a.label, a.amount]);
    for (const [l, v] of rows) {
      s.text(l, m + 8, y, { font: F, size: 9 });
      moneyRight(s, fmtMoney(v), m, y, 260, { font: F, size: 9 });
      y += 12;
    }
    s.line(m + 8, y, m + 260, y, 0.6);
    s.text('Total Rate', m + 8, y + 3, { font: B, size: 9.5 });
    moneyRight(s, fmtMoney(total(t)), m, y + 3, 260, { font: B, size: 9.5 });
    para(
      s,
      `${TERMS[1] ?? ''} ${TERMS[4] ?? ''} ${TERMS[8] ?? ''}`,
      m + 290,
      y - 12 * rows.length,
      W - 290,
      {
        font: F,
        size: 6.5,
        color: '#444444',
      },
    );
    s.text('Carrier signature: ______________________  Date: ________', m, y + 40, {
      font: F,
      size: 8.5,
    });
  },
};

// ---- V3. Page 1 is the terms; the load data starts on page 2 ------------------------------------

const termsFirst: Layout = {
  id: 'terms-first',
  title:
    'Three pages: page 1 the broker-carrier terms in two columns under the letterhead (no load data but the load number), page 2 the load: reference boxes, carrier and equipment, stops as sections with ready / close or appointment lines, the pay; page 3 the sign-back with the total again',
  modelledOn:
    'Brokers whose confirmation template opens with the contract terms and puts the load sheet behind them',
  page: LETTER,
  embedFonts: false,
  load: {
    broker: broker(
      'Penrose Valley Brokerage Inc',
      '1200 W Lake St',
      'Minneapolis',
      'MN',
      '55408',
      'penrosevalley.com',
      '588302',
    ),
    orderNumber: (r) => `PV-${r.digits(6)}`,
    stops: [2, 3],
  },
  hide(t) {
    for (const st of t.stops) st.email = null;
    t.carrier.trailer = null;
  },
  draw(s, t) {
    const m = 44;
    const W = s.width - 2 * m;
    const F: FontName = 'serif';
    const B: FontName = 'serif-bold';
    const foot = (p: number) =>
      s.text(`${t.broker.name} · Load ${t.order ?? ''} · Page ${p} of 3`, m, s.height - 34, {
        font: F,
        size: 7.5,
        align: 'center',
        width: W,
      });
    const letterhead = () => {
      s.text(t.broker.name.toUpperCase(), m, 34, { font: B, size: 14 });
      s.text(
        `${t.broker.street} · ${t.broker.city}, ${t.broker.state} ${t.broker.zip} · MC ${t.broker.mc}`,
        m,
        53,
        { font: F, size: 8.5 },
      );
      s.line(m, 68, m + W, 68, 1.2);
    };
    // Page 1: terms in two columns.
    letterhead();
    s.text('RATE CONFIRMATION - TERMS AND CONDITIONS', m, 80, {
      font: B,
      size: 11,
      align: 'center',
      width: W,
    });
    const colW = (W - 20) / 2;
    let y = 102;
    let x = m;
    const extra = [
      'Carrier shall notify Broker immediately of any delay, accident, shortage, overage or damage. Photos of the load and seal are required at pickup and delivery when requested.',
      'Payment terms are 30 days from receipt of a clean invoice, signed rate confirmation and signed proof of delivery. Quick pay options are offered at a discount.',
      'Carrier is an independent contractor and has sole control of its drivers and equipment. Nothing in this confirmation makes Carrier an agent or employee of Broker.',
    ];
    for (const [i, term] of [...TERMS, ...extra].entries()) {
      const ls = wrap(s, `${i + 1}. ${term}`, colW, F, 8.5);
      if (y + ls.length * 11 > s.height - 60) {
        if (x === m) {
          x = m + colW + 20;
          y = 102;
        } else break;
      }
      for (const l of ls) {
        s.text(l, x, y, { font: F, size: 8.5 });
        y += 11;
      }
      y += 6;
    }
    foot(1);
    // Page 2: the load.
    s.newPage();
    letterhead();
    s.text('LOAD CONFIRMATION', m, 78, { font: B, size: 12 });
    moneyRight(s, `Issued ${fmtDate(t.issued, 'long')}`, m, 80, W, { font: F, size: 9 });
    y = 100;
    const boxes: Array<[string, string]> = [
      ['Load No.', t.order ?? ''],
      ['Purchase Order', t.po ?? ''],
      ['Bill of Lading', t.bol ?? ''],
      ['Reference', t.ref ?? ''],
    ];
    const bw = W / 4;
    boxes.forEach(([l, v], k) => {
      s.rect(m + k * bw, y, bw, 32, { stroke: '#000000' });
      s.text(l, m + k * bw + 5, y + 4, { font: F, size: 7.5 });
      s.text(v || '-', m + k * bw + 5, y + 16, { font: B, size: 10 });
    });
    y += 44;
    const c = t.carrier;
    const left = [
      `Carrier: ${c.name ?? ''}`,
      `MC ${c.mc}   DOT ${c.dot}`,
      c.driver ? `Driver: ${c.driver}` : '',
      c.driverPhone ? `Driver mobile: ${fmtPhone(c.driverPhone, 'paren')}` : '',
      c.truck ? `Power unit: ${c.truck}` : '',
    ];
    const right = [
      `Equipment: ${t.length ?? ''}' ${t.equipment === 'reefer' ? 'Refrigerated trailer' : 'Dry van'}`,
      t.equipment === 'reefer' && t.temp !== null
        ? `Temperature: ${t.temp} F, ${t.tempControl === 'start_stop' ? 'cycle' : 'continuous'}`
        : '',
      t.weight ? `Gross weight: ${fmtInt(t.weight)} lbs` : '',
      `Broker contact: ${t.broker.contact}`,
      `${fmtPhone(t.broker.phone ?? '', 'dash', t.broker.phoneExt)} · ${t.broker.email ?? ''}`,
    ];
    const y1 = lines(s, left, m, y, W / 2 - 10, { font: F, size: 9 });
    const y2 = lines(s, right, m + W / 2, y, W / 2, { font: F, size: 9 });
    y = Math.max(y1, y2) + 8;
    for (const st of t.stops) {
      s.rect(m, y, W, 15, { fill: '#e6e6e6' });
      s.text(`STOP ${st.n} - ${st.type === 'Pickup' ? 'SHIPPER' : 'CONSIGNEE'}`, m + 5, y + 3, {
        font: B,
        size: 9.5,
      });
      const when: string[] = [];
      if (st.appt)
        when.push(`Appointment: ${fmtDate(st.appt.day, 'mdy')} at ${hhmm(st.appt.h, st.appt.m)}`);
      else if (st.fcfs) {
        const f = st.fcfs;
        when.push(`Ready: ${fmtDate(f.start, 'mdy')} ${hhmm(f.sh, f.sm)}`);
        when.push(`Close: ${fmtDate(f.end, 'mdy')} ${hhmm(f.eh, f.em)}`);
      }
      const l = [
        st.company ?? '',
        st.street ?? '',
        `${st.city}, ${st.state} ${st.zip ?? ''}`,
        st.phone ? `Phone ${fmtPhone(st.phone, 'dash')}` : '',
      ];
      const r = [
        ...when,
        st.conf ? `${st.type === 'Pickup' ? 'Pickup' : 'Delivery'} No.: ${st.conf}` : '',
        st.bol ? `BOL: ${st.bol}` : '',
        st.ref ? `Ref: ${st.ref}` : '',
        st.commodity ? `Commodity: ${st.commodity} (${st.pallets} plts)` : '',
      ];
      const a = lines(s, l, m + 5, y + 20, W / 2 - 10, { font: F, size: 9 });
      const b = lines(s, r, m + W / 2, y + 20, W / 2, { font: F, size: 9 });
      y = Math.max(a, b);
      if (st.instructions)
        y = para(s, `Instructions: ${st.instructions}`, m + 5, y + 1, W - 10, {
          font: F,
          size: 8.5,
        });
      y += 8;
    }
    y += 4;
    s.text('CARRIER RATE', m, y, { font: B, size: 10 });
    y += 15;
    const rows: Array<[string, number]> = [['Linehaul', t.linehaul]];
    if (t.fuel !== null) rows.push(['Fuel surcharge', t.fuel]);
    for (const a of t.accessorials) rows.push([a.label, a.amount]);
    for (const [l, v] of rows) {
      s.text(l, m + 10, y, { font: F, size: 9 });
      moneyRight(s, fmtMoney(v), m, y, 300, { font: F, size: 9 });
      y += 12;
    }
    s.line(m + 10, y + 1, m + 300, y + 1, 0.6);
    s.text('Total', m + 10, y + 4, { font: B, size: 9.5 });
    moneyRight(s, fmtMoney(total(t)), m, y + 4, 300, { font: B, size: 9.5 });
    foot(2);
    // Page 3: sign-back.
    s.newPage();
    letterhead();
    s.text('CARRIER ACCEPTANCE', m, 80, { font: B, size: 12 });
    y = para(
      s,
      `Carrier accepts load ${t.order ?? ''} at a total of ${fmtMoney(total(t))} USD under the terms on page 1. Sign and return by e-mail before dispatch; the load is not confirmed until the signed copy is received.`,
      m,
      104,
      W,
      { font: F, size: 10 },
    );
    for (const l of ['Carrier name', 'Signature', 'Printed name', 'Date']) {
      y += 26;
      s.text(`${l}: ______________________________________`, m, y, { font: F, size: 10 });
    }
    foot(3);
  },
};

// ---- V4. Tender with a sidebar, weekday dates without a year ------------------------------------

const weekdaySidebar: Layout = {
  id: 'weekday-sidebar-tender',
  title:
    'Load tender with a grey sidebar on the right (load #, equipment, pay, contact) and the stops in the main column as "PICK 1 · Wed 12/2 · 08:00" headings with the facility over a one-line address; the year only in the tender date at the top',
  modelledOn:
    'Small and mid brokers whose confirmation comes from a web TMS template with a summary sidebar',
  page: LETTER,
  embedFonts: true,
  load: {
    broker: broker(
      'Tall Pines Transportation Brokerage',
      '5025 Riverside Pkwy',
      'Savannah',
      'GA',
      '31405',
      'tallpinestb.com',
      '733190',
    ),
    orderNumber: (r) => `T${r.digits(6)}`,
    stops: [2, 4],
  },
  hide(t) {
    t.bol = null;
    for (const st of t.stops) {
      st.email = null;
      st.phone = null;
      st.bol = null;
    }
  },
  draw(s, t) {
    const m = 34;
    const side = 190;
    const sx = s.width - side;
    const W = sx - m - 18;
    const F: FontName = 'condensed';
    const B: FontName = 'condensed-bold';
    s.rect(sx, 0, side, s.height, { fill: '#eceff1' });
    s.text(t.broker.name, m, 32, { font: B, size: 15 });
    s.text(
      `${t.broker.street}, ${t.broker.city}, ${t.broker.state} ${t.broker.zip}  ·  MC ${t.broker.mc}`,
      m,
      52,
      { font: F, size: 8.5, color: '#555555' },
    );
    s.text('LOAD TENDER / RATE CONFIRMATION', m, 74, { font: B, size: 11 });
    s.text(`Tender date: ${fmtDate(t.issued, 'long')}`, m, 90, { font: F, size: 9 });
    let y = 112;
    for (const st of t.stops) {
      const kind = st.type === 'Pickup' ? 'PICK' : 'DROP';
      let when = '';
      if (st.appt) when = `${wkMd(st.appt.day)} · ${hcolon(st.appt.h, st.appt.m)} appt`;
      else if (st.fcfs) {
        const f = st.fcfs;
        when =
          f.end.d === f.start.d
            ? `${wkMd(f.start)} · ${hcolon(f.sh, f.sm)}-${hcolon(f.eh, f.em)} FCFS`
            : `${wkMd(f.start)} ${hcolon(f.sh, f.sm)} - ${wkMd(f.end)} ${hcolon(f.eh, f.em)} FCFS`;
      }
      s.rect(m, y, W, 17, { fill: st.type === 'Pickup' ? '#1b5e20' : '#0d47a1' });
      s.text(`${kind} ${st.n}  ·  ${when}`, m + 6, y + 4, {
        font: B,
        size: 9.5,
        color: '#ffffff',
      });
      const body = [
        st.company ?? '',
        oneLine(st),
        [
          st.conf ? `${st.type === 'Pickup' ? 'PU#' : 'DEL#'} ${st.conf}` : '',
          st.ref ? `Ref ${st.ref}` : '',
        ]
          .filter(Boolean)
          .join('    '),
        st.commodity ? `${st.commodity} · ${st.pallets} pallets` : `${st.pallets} pallets`,
        st.instructions ? `Notes: ${st.instructions}` : '',
      ];
      s.text(body[0] ?? '', m + 6, y + 22, { font: B, size: 9.5 });
      y = lines(s, body.slice(1), m + 6, y + 35, W - 12, { font: F, size: 9 }) + 10;
    }
    para(s, `${TERMS[0] ?? ''} ${TERMS[6] ?? ''} ${TERMS[9] ?? ''}`, m, y + 6, W, {
      font: F,
      size: 7,
      color: '#555555',
    });
    // Sidebar
    let sy = 30;
    const sideItem = (label: string, value: string, big = false) => {
      if (!value) return;
      s.text(label.toUpperCase(), sx + 14, sy, { font: F, size: 7, color: '#607d8b' });
      sy =
        lines(s, [value], sx + 14, sy + 10, side - 28, { font: big ? B : F, size: big ? 12 : 9 }) +
        6;
    };
    sideItem('Load #', t.order ?? '', true);
    sideItem('PO', t.po ?? '');
    sideItem('Shipper ref', t.ref ?? '');
    sideItem(
      'Equipment',
      `${t.equipment === 'reefer' ? 'Reefer' : 'Van'} ${t.length ?? ''}' ${reeferLine(t, 'continuous', 'cycle')}`.trim(),
    );
    sideItem('Weight', t.weight ? `${fmtInt(t.weight)} lbs` : '');
    sideItem('Miles', fmtInt(t.miles));
    const c = t.carrier;
    sideItem('Carrier', `${c.name ?? ''} (MC ${c.mc})`);
    sideItem(
      'Driver',
      [c.driver ?? '', c.driverPhone ? fmtPhone(c.driverPhone, 'dot') : '']
        .filter(Boolean)
        .join(' · '),
    );
    sideItem('Truck / Trailer', [c.truck ?? '-', c.trailer ?? '-'].join(' / '));
    sy += 6;
    s.line(sx + 14, sy - 4, s.width - 14, sy - 4, 0.6, '#90a4ae');
    s.text('PAY', sx + 14, sy, { font: B, size: 9 });
    sy += 14;
    const rows: Array<[string, number]> = [['Linehaul', t.linehaul]];
    if (t.fuel !== null) rows.push(['FSC', t.fuel]);
    for (const a of t.accessorials) rows.push([a.label, a.amount]);
    for (const [l, v] of rows) {
      s.text(l, sx + 14, sy, { font: F, size: 9 });
      moneyRight(s, fmtMoney(v), sx + 14, sy, side - 28, { font: F, size: 9 });
      sy += 12;
    }
    s.text('All-in', sx + 14, sy + 3, { font: B, size: 10 });
    moneyRight(s, fmtMoney(total(t)), sx + 14, sy + 3, side - 28, { font: B, size: 10 });
    sy += 26;
    sideItem('Your rep', t.broker.contact);
    sideItem('Phone', fmtPhone(t.broker.phone ?? '', 'dash', t.broker.phoneExt));
    sideItem('Email', t.broker.email ?? '');
    sideItem('After hours', fmtPhone(t.broker.fax, 'dash'));
  },
};

// ---- V5. One stop table shaded by pick / drop, times as "0800-1400" in one column ---------------

const shadedTable: Layout = {
  id: 'pick-drop-table',
  title:
    'TMS sheet: numbers in a column down the left margin, one stop table whose pick rows are shaded green and drop rows orange, location cell with name / street / city, one "Time" column holding "0800-1400" windows or a single "1030", numbered stop notes under the table',
  modelledOn: 'Brokers on a desktop TMS that prints the whole load as a single stop grid',
  page: LETTER,
  embedFonts: true,
  load: {
    broker: broker(
      'Larkspur Transport Group',
      '310 S Rampart Blvd',
      'Denver',
      'CO',
      '80223',
      'larkspurtg.com',
      '618845',
    ),
    orderNumber: (r) => `${r.digits(5)}-${r.digits(2)}`,
    stops: [2, 4],
    fcfsShare: 0.5,
  },
  hide(t) {
    for (const st of t.stops) st.email = null;
    t.carrier.driver = null;
    t.carrier.driverPhone = null;
  },
  draw(s, t) {
    const m = 30;
    const F: FontName = 'narrow';
    const B: FontName = 'narrow-bold';
    s.text(t.broker.name, m, 28, { font: B, size: 14 });
    s.text(
      `${t.broker.street}, ${t.broker.city} ${t.broker.state} ${t.broker.zip}   Fax ${fmtPhone(t.broker.fax, 'dash')}`,
      m,
      46,
      { font: F, size: 8.5 },
    );
    moneyRight(s, 'Rate Confirmation', m, 28, s.width - 2 * m, { font: B, size: 14 });
    moneyRight(s, `Printed ${fmtDate(t.issued, 'mdy')}`, m, 46, s.width - 2 * m, {
      font: F,
      size: 8.5,
    });
    s.line(m, 60, s.width - m, 60, 1);
    // Left column of numbers.
    const lw = 120;
    let ly = 70;
    const num = (l: string, v: string) => {
      if (!v) return;
      s.text(l, m, ly, { font: F, size: 7.5, color: '#666666' });
      s.text(v, m, ly + 9, { font: B, size: 9.5 });
      ly += 26;
    };
    num('Order #', t.order ?? '');
    num('PO #', t.po ?? '');
    num('BOL #', t.bol ?? '');
    num('Ref #', t.ref ?? '');
    num('Equipment', `${t.length ?? ''}${t.equipment === 'reefer' ? 'R' : 'V'}`);
    if (t.equipment === 'reefer' && t.temp !== null)
      num('Temp', `${t.temp}F ${t.tempControl === 'start_stop' ? 'CYCLE' : 'CONT'}`);
    num('Weight', t.weight ? fmtInt(t.weight) : '');
    num('Miles', fmtInt(t.miles));
    const rx = m + lw;
    const RW = s.width - m - rx;
    const c = t.carrier;
    let y = lines(
      s,
      [
        `Carrier: ${c.name ?? ''}   MC ${c.mc}`,
        `Tractor: ${c.truck ?? '____'}   Trailer: ${c.trailer ?? '____'}   Dispatch: ${c.dispatcher} ${fmtPhone(c.dispatchPhone, 'plain')}`,
        `Broker rep: ${t.broker.contact}  ${fmtPhone(t.broker.phone ?? '', 'dot', t.broker.phoneExt)}  ${t.broker.email ?? ''}`,
      ],
      rx,
      70,
      RW,
      { font: F, size: 9 },
    );
    y += 8;
    const rows: string[][] = [];
    const dateCell = (st: TStop) => {
      if (st.appt) return fmtDate(st.appt.day, 'mdyy');
      const f = st.fcfs;
      if (!f) return '';
      return f.end.d === f.start.d
        ? fmtDate(f.start, 'mdyy')
        : `${fmtDate(f.start, 'mdyy')} - ${fmtDate(f.end, 'mdyy')}`;
    };
    const timeCell = (st: TStop) => {
      if (st.appt) return hhmm(st.appt.h, st.appt.m);
      const f = st.fcfs;
      return f ? `${hhmm(f.sh, f.sm)}-${hhmm(f.eh, f.em)}` : '';
    };
    for (const st of t.stops)
      rows.push([
        String(st.n),
        st.type === 'Pickup' ? 'PICK' : 'DROP',
        `${st.company ?? ''}\n${st.street ?? ''}\n${st.city}, ${st.state} ${st.zip ?? ''}${st.phone ? `\n${fmtPhone(st.phone, 'dash')}` : ''}`,
        dateCell(st),
        timeCell(st),
        [
          st.conf ? `${st.type === 'Pickup' ? 'PU' : 'DEL'} ${st.conf}` : '',
          st.bol ? `BOL ${st.bol}` : '',
          st.ref ? `REF ${st.ref}` : '',
        ]
          .filter(Boolean)
          .join('\n'),
        st.commodity ?? '',
      ]);
    const cols = [
      { header: '#', width: 18 },
      { header: 'P/D', width: 30 },
      { header: 'Location', width: 140 },
      { header: 'Date', width: 54 },
      { header: 'Time', width: 52 },
      { header: 'Numbers', width: 88 },
      { header: 'Commodity', width: RW - 382 },
    ];
    // Shading drawn under the table rows by drawing the table twice is not possible; shade first
    // by measuring each row's height the way `table` does.
    const lead = 8.5 * 1.2;
    let sy = y + lead + 6;
    for (const [i, r] of rows.entries()) {
      const h =
        Math.max(...cols.map((cc, k) => wrap(s, r[k] ?? '', cc.width - 6, F, 8.5).length)) * lead +
        6;
      s.rect(rx, sy, RW, h, { fill: t.stops[i]?.type === 'Pickup' ? '#e3f1e3' : '#fbe9d7' });
      sy += h;
    }
    y = table(s, rx, y, cols, rows, { font: F, bold: B, size: 8.5, headerFill: '#cfd8dc' });
    y += 10;
    const notes = t.stops.filter((st) => st.instructions);
    if (notes.length) {
      s.text('STOP NOTES', rx, y, { font: B, size: 9 });
      y += 12;
      for (const st of notes)
        y = para(s, `${st.n}) ${st.instructions}`, rx, y, RW, { font: F, size: 8.5 }) + 2;
      y += 8;
    }
    s.text('CARRIER PAY', rx, y, { font: B, size: 9 });
    y += 13;
    const pay: Array<[string, number]> = [['LINEHAUL', t.linehaul]];
    if (t.fuel !== null) pay.push(['FUEL SUR.', t.fuel]);
    for (const a of t.accessorials) pay.push([a.label.toUpperCase(), a.amount]);
    for (const [l, v] of pay) {
      s.text(l, rx, y, { font: F, size: 9 });
      moneyRight(s, fmtMoney(v, { symbol: false }), rx, y, 200, { font: F, size: 9 });
      y += 12;
    }
    s.line(rx, y, rx + 200, y, 0.6);
    s.text('TOTAL USD', rx, y + 3, { font: B, size: 9.5 });
    moneyRight(s, fmtMoney(total(t), { symbol: false }), rx, y + 3, 200, { font: B, size: 9.5 });
    para(s, `${TERMS[2] ?? ''} ${TERMS[7] ?? ''} ${TERMS[10] ?? ''}`, rx, y + 30, RW, {
      font: F,
      size: 7,
      color: '#444444',
    });
  },
};

export const UNSEEN_LAYOUTS_4: Layout[] = [
  perMile,
  shipperReceiver,
  termsFirst,
  weekdaySidebar,
  shadedTable,
];
