/**
 * The fourth held-out set of rate-confirmation layouts (issue 15), written after the six layouts
 * of layouts-unseen-2.ts were measured and moved to dev. Appended to the layout list after them,
 * so every earlier document keeps its seed. Written without looking at the extractor: the looks
 * follow kinds of sheets carriers receive (a spreadsheet export of "Field | Value" rows, a
 * two-page confirmation with a stop summary first and the details after, a letter with the stops
 * as a bulleted list, a drayage sheet from a rail ramp with open/close hours, a French/English
 * Canadian form). Broker names are made up.
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
  type Rng,
  wrap,
} from '../shared/surface';
import {
  ampmDots as ampm,
  brokerFaxing,
  DOW,
  dowOf,
  hcolon,
  hhmm,
  wrappedLines as lines,
  p2,
} from './layout-helpers';
import type { Layout } from './layouts';
import { type TLoad, type TStop, total } from './model';

// ---- helpers -------------------------------------------------------------------------------------

const iso = (d: Day) => `${d.y}-${p2(d.m)}-${p2(d.d)}`;
/** Canadian French 24-hour time: `14 h 30`, `7 h 00`. */
const hFr = (h: number, m: number) => `${h} h ${p2(m)}`;

const broker = brokerFaxing('8005550177');

const charges = (t: TLoad): Array<[string, number]> => {
  const out: Array<[string, number]> = [['Line haul', t.linehaul]];
  if (t.fuel !== null) out.push(['Fuel surcharge', t.fuel]);
  for (const a of t.accessorials) out.push([a.label, a.amount]);
  return out;
};

const equipWord = (t: TLoad) =>
  `${t.length ?? ''}' ${t.equipment === 'reefer' ? 'Refrigerated' : 'Dry van'}`;

// ---- W1. Spreadsheet export: every field a "Field | Value" row --------------------------------

const spreadsheet: Layout = {
  id: 'spreadsheet-export',
  title:
    'Spreadsheet printed with gridlines, column letters and row numbers: every field a "Field | Value" row, each stop a block of rows ("Stop 2 - Consignee", "Stop 2 - Date", ...), window start and end as separate rows',
  modelledOn: 'Small brokerages that keep each load in a spreadsheet tab and print it to PDF',
  page: LETTER,
  embedFonts: true,
  load: {
    broker: broker(
      'Bluewater Prairie Freight',
      '88 Commerce Loop',
      'Omaha',
      'NE',
      '68137',
      'bluewaterprairie.net',
      '845120',
    ),
    orderNumber: (r) => `${r.digits(6)}`,
    stops: [2, 4],
  },
  draw(s, t) {
    const m = 30;
    const F: FontName = 'sans';
    const fs = 8;
    const rowN = 24;
    const cA = 190;
    const cB = s.width - 2 * m - rowN - cA;
    const rows: Array<[string, string]> = [
      ['LOAD CONFIRMATION', ''],
      ['Broker', t.broker.name],
      ['Broker address', `${t.broker.street}, ${t.broker.city}, ${t.broker.state} ${t.broker.zip}`],
      ['Broker MC', t.broker.mc],
      ['Contact', t.broker.contact],
      ['Contact phone', fmtPhone(t.broker.phone ?? '', 'dash', t.broker.phoneExt)],
      ['Contact e-mail', t.broker.email ?? ''],
      ['Load number', t.order ?? ''],
      ['Customer PO', t.po ?? ''],
      ['Master BOL', t.bol ?? ''],
      ['Reference', t.ref ?? ''],
      ['Date issued', fmtDate(t.issued, 'mdy')],
      ['', ''],
      ['Carrier', t.carrier.name ?? ''],
      ['Carrier MC / DOT', `${t.carrier.mc} / ${t.carrier.dot}`],
      ['Driver', t.carrier.driver ?? ''],
      ['Driver cell', t.carrier.driverPhone ? fmtPhone(t.carrier.driverPhone, 'dash') : ''],
      ['Tractor', t.carrier.truck ?? ''],
      ['Trailer', t.carrier.trailer ?? ''],
      ['Equipment', equipWord(t)],
      ['Trailer length (ft)', t.length ? String(t.length) : ''],
      ['Temperature (F)', t.equipment === 'reefer' && t.temp !== null ? String(t.temp) : ''],
      [
        'Reefer mode',
        t.equipment === 'reefer' ? (t.tempControl === 'start_stop' ? 'Cycle' : 'Continuous') : '',
      ],
      ['Total weight (lb)', t.weight ? String(t.weight) : ''],
      ['Miles', String(t.miles)],
      ['', ''],
    ];
    for (const st of t.stops) {
      const k = `Stop ${st.n} -`;
      rows.push([`${k} Type`, st.type === 'Pickup' ? 'Shipper' : 'Consignee']);
      rows.push([`${k} Name`, st.company ?? '']);
      rows.push([`${k} Street`, st.street ?? '']);
      rows.push([`${k} City`, st.city]);
      rows.push([`${k} State`, st.state]);
      rows.push([`${k} Zip`, st.zip ?? '']);
      rows.push([`${k} Phone`, st.phone ? fmtPhone(st.phone, 'dash') : '']);
      if (st.email) rows.push([`${k} E-mail`, st.email]);
      if (st.appt) {
        rows.push([`${k} Appointment date`, fmtDate(st.appt.day, 'mdy')]);
        rows.push([`${k} Appointment time`, hcolon(st.appt.h, st.appt.m)]);
      } else if (st.fcfs) {
        const f = st.fcfs;
        rows.push([`${k} Window start`, `${fmtDate(f.start, 'mdy')} ${hcolon(f.sh, f.sm)}`]);
        rows.push([`${k} Window end`, `${fmtDate(f.end, 'mdy')} ${hcolon(f.eh, f.em)}`]);
        rows.push([`${k} Scheduling`, 'FCFS']);
      }
      rows.push([`${k} ${st.type === 'Pickup' ? 'PU' : 'Delivery'} #`, st.conf ?? '']);
      if (st.bol) rows.push([`${k} BOL`, st.bol]);
      rows.push([`${k} Ref`, st.ref ?? '']);
      rows.push([`${k} Commodity`, st.commodity ?? '']);
      rows.push([`${k} Pallets`, String(st.pallets)]);
      rows.push([`${k} Notes`, st.instructions ?? '']);
      rows.push(['', '']);
    }
    for (const [l, v] of charges(t)) rows.push([l, fmtMoney(v, { symbol: false })]);
    rows.push(['Total carrier pay', fmtMoney(total(t), { symbol: false })]);
    rows.push(['Currency', 'USD']);
    rows.push(['Terms', TERMS[1] ?? '']);

    const x0 = m + rowN;
    let y = 0;
    let r = 0;
    const header = () => {
      y = 40;
      s.rect(m, y, rowN + cA + cB, 13, { fill: '#e8e8e8' });
      s.text('A', x0, y + 2.5, { font: F, size: 7.5, align: 'center', width: cA });
      s.text('B', x0 + cA, y + 2.5, { font: F, size: 7.5, align: 'center', width: cB });
      for (const x of [m, x0, x0 + cA, x0 + cA + cB]) s.line(x, y, x, y + 13, 0.4, '#9a9a9a');
      y += 13;
    };
    s.text(`Load ${t.order ?? ''}.xlsx`, m, 22, { font: F, size: 8, color: '#555555' });
    header();
    for (const [label, value] of rows) {
      const cell = wrap(s, value, cB - 8, F, fs);
      const h = Math.max(1, cell.length) * fs * 1.25 + 5;
      if (y + h > s.height - 40) {
        s.newPage();
        s.text(`Load ${t.order ?? ''}.xlsx`, m, 22, { font: F, size: 8, color: '#555555' });
        header();
      }
      r += 1;
      s.rect(m, y, rowN, h, { fill: '#e8e8e8' });
      s.text(String(r), m, y + 2.5, { font: F, size: 7, align: 'center', width: rowN });
      const bold = r === 1 || label.startsWith('Total');
      s.text(label, x0 + 4, y + 2.5, { font: bold ? 'sans-bold' : F, size: fs });
      for (const [k, l] of cell.entries())
        s.text(l, x0 + cA + 4, y + 2.5 + k * fs * 1.25, {
          font: bold ? 'sans-bold' : F,
          size: fs,
        });
      s.rect(m, y, rowN + cA + cB, h, { stroke: '#9a9a9a', lineWidth: 0.4 });
      s.line(x0, y, x0, y + h, 0.4, '#9a9a9a');
      s.line(x0 + cA, y, x0 + cA, y + h, 0.4, '#9a9a9a');
      y += h;
    }
  },
};

// ---- W2. Two pages: stop summary table first, details per stop on page 2 ---------------------

const whenShort = (st: TStop): [string, string] => {
  if (st.appt) return [fmtDate(st.appt.day, 'mdyy'), hcolon(st.appt.h, st.appt.m)];
  const f = st.fcfs;
  if (!f) return ['', ''];
  return [fmtDate(f.start, 'mdyy'), `${hcolon(f.sh, f.sm)}-${hcolon(f.eh, f.em)}`];
};

const summaryFirst: Layout = {
  id: 'summary-then-details',
  title:
    'Two pages: page 1 the parties, the route line ("Route: A, ST → B, ST"), a one-row-per-stop summary (#, type, city/state, date, time) and the pay; page 2 each stop in full, windows as "Opens / Closes" with full dates',
  modelledOn: 'Mid-size brokers whose TMS prints a route summary page ahead of the stop details',
  page: LETTER,
  embedFonts: true,
  load: {
    broker: broker(
      'Redbud Crossing Transport Brokers',
      '2400 Lakeview Pkwy, Suite 310',
      'Rowlett',
      'TX',
      '75088',
      'redbudcrossing.com',
      '667293',
    ),
    orderNumber: (r) => `RC${r.digits(7)}`,
    stops: [2, 4],
  },
  hide(t) {
    for (const st of t.stops) st.email = null;
  },
  draw(s, t) {
    const m = 40;
    const W = s.width - 2 * m;
    const F: FontName = 'dejavu';
    const B: FontName = 'dejavu-bold';
    const navy = '#1d3557';
    const title = (p: string) => {
      s.rect(0, 0, s.width, 54, { fill: navy });
      s.text(t.broker.name, m, 16, { font: B, size: 14, color: '#ffffff' });
      s.text(`Rate Confirmation ${t.order ?? ''} · ${p}`, m, 35, {
        font: F,
        size: 9,
        color: '#ffffff',
      });
    };
    title('Page 1 of 2 – Summary');
    let y = 70;
    const colW = W / 2;
    const left = [
      `${t.broker.street}, ${t.broker.city}, ${t.broker.state} ${t.broker.zip}`,
      `Dispatch: ${t.broker.contact}`,
      `Tel ${fmtPhone(t.broker.phone ?? '', 'dot', t.broker.phoneExt)}`,
      `${t.broker.email ?? ''}`,
      `Broker MC ${t.broker.mc}`,
    ];
    const right = [
      `Carrier: ${t.carrier.name ?? ''}`,
      `MC ${t.carrier.mc}  DOT ${t.carrier.dot}`,
      t.carrier.driver ? `Driver: ${t.carrier.driver}` : '',
      t.carrier.driverPhone ? `Driver cell: ${fmtPhone(t.carrier.driverPhone, 'dot')}` : '',
      `Unit ${t.carrier.truck ?? 'TBD'} / Trailer ${t.carrier.trailer ?? 'TBD'}`,
    ];
    const y1 = lines(s, left, m, y, colW - 10, { font: F, size: 8.5 });
    const y2 = lines(s, right, m + colW, y, colW - 10, { font: F, size: 8.5 });
    y = Math.max(y1, y2) + 8;
    const refs = [
      `Order ${t.order ?? ''}`,
      t.po ? `PO ${t.po}` : '',
      t.bol ? `BOL ${t.bol}` : '',
      t.ref ? `Customer ref ${t.ref}` : '',
      `Issued ${fmtDate(t.issued, 'iso')}`,
    ].filter(Boolean);
    s.rect(m, y - 3, W, 16, { fill: '#edf2f7' });
    s.text(refs.join('   |   '), m + 6, y + 1, { font: F, size: 8.5 });
    y += 24;
    const route = t.stops.map((st) => `${st.city}, ${st.state}`).join(' → ');
    y = para(s, `Route: ${route}  (${fmtInt(t.miles)} mi)`, m, y, W, { font: B, size: 10 });
    y += 8;
    const cols = [28, 80, 170, 80, W - 358];
    const heads = ['#', 'Type', 'City / State', 'Date', 'Time'];
    s.rect(m, y, W, 16, { fill: navy });
    let x = m;
    for (const [i, h] of heads.entries()) {
      s.text(h, x + 4, y + 4, { font: B, size: 8.5, color: '#ffffff' });
      x += cols[i] ?? 0;
    }
    y += 16;
    for (const st of t.stops) {
      const [d, tm] = whenShort(st);
      const cells = [
        String(st.n),
        st.type === 'Pickup' ? 'Pick up' : 'Drop',
        `${st.city}, ${st.state}`,
        d,
        tm + (st.fcfs ? ' FCFS' : ''),
      ];
      x = m;
      for (const [i, c] of cells.entries()) {
        s.text(c, x + 4, y + 4, { font: F, size: 8.5 });
        x += cols[i] ?? 0;
      }
      s.rect(m, y, W, 16, { stroke: '#a0aec0', lineWidth: 0.5 });
      y += 16;
    }
    y += 16;
    s.text('Equipment', m, y, { font: B, size: 9 });
    const eq = [
      equipWord(t),
      t.equipment === 'reefer' && t.temp !== null
        ? `Set point ${t.temp}°F, ${t.tempControl === 'start_stop' ? 'start/stop' : 'continuous run'}`
        : '',
      t.weight ? `Weight ${fmtInt(t.weight)} lb` : '',
    ];
    lines(s, eq, m, y + 14, colW - 10, { font: F, size: 8.5 });
    s.text('Carrier pay', m + colW, y, { font: B, size: 9 });
    let yy = y + 14;
    for (const [l, v] of charges(t)) {
      s.text(l, m + colW, yy, { font: F, size: 8.5 });
      s.text(fmtMoney(v), m + colW, yy, { font: F, size: 8.5, align: 'right', width: colW });
      yy += 12;
    }
    s.line(m + colW, yy, m + W, yy, 0.6, navy);
    s.text('Total', m + colW, yy + 4, { font: B, size: 9 });
    s.text(fmtMoney(total(t)), m + colW, yy + 4, {
      font: B,
      size: 9,
      align: 'right',
      width: colW,
    });
    y = yy + 34;
    para(s, `${TERMS[0] ?? ''} ${TERMS[2] ?? ''}`, m, y, W, { font: F, size: 7, color: '#444' });

    s.newPage();
    title('Page 2 of 2 – Stop details');
    y = 72;
    for (const st of t.stops) {
      const head = `Stop ${st.n} · ${st.type === 'Pickup' ? 'PICK UP' : 'DELIVERY'}`;
      const when: string[] = [];
      if (st.appt)
        when.push(
          `Appointment: ${DOW[dowOf(st.appt.day)]} ${fmtDate(st.appt.day, 'mdy')} at ${hcolon(st.appt.h, st.appt.m)}`,
        );
      else if (st.fcfs) {
        const f = st.fcfs;
        when.push(`Opens: ${fmtDate(f.start, 'mdy')} ${hcolon(f.sh, f.sm)}`);
        when.push(
          `Closes: ${fmtDate(f.end, 'mdy')} ${hcolon(f.eh, f.em)}   (first come, first served)`,
        );
      }
      const body = [
        st.company ?? '',
        st.street ?? '',
        `${st.city}, ${st.state} ${st.zip ?? ''}`,
        st.phone ? `Phone ${fmtPhone(st.phone, 'paren')}` : '',
        ...when,
        st.conf ? `${st.type === 'Pickup' ? 'Pickup' : 'Delivery'} no. ${st.conf}` : '',
        st.bol ? `BOL ${st.bol}` : '',
        st.ref ? `Ref ${st.ref}` : '',
        st.commodity ? `Product: ${st.commodity}, ${st.pallets} pallets` : '',
        st.instructions ? `Instructions: ${st.instructions}` : '',
      ];
      s.text(head, m, y, { font: B, size: 10, color: navy });
      y = lines(s, body, m + 12, y + 16, W - 12, { font: F, size: 8.5 }) + 10;
      s.line(m, y - 5, m + W, y - 5, 0.4, '#a0aec0');
    }
    s.text('Accepted by carrier: ____________________   Date: __________', m, y + 14, {
      font: F,
      size: 8.5,
    });
  },
};

// ---- W3. Letter with a logo top right and the stops as a bulleted list ------------------------

const letterBullets: Layout = {
  id: 'letter-bullets',
  title:
    'Letter: the broker\'s name as a logo block top right, salutation, stops as an indented bulleted list with sub-bullets, 12-hour "a.m./p.m." times with weekday dates, pay in a sentence and a short list, signature',
  modelledOn: 'Boutique brokerages that confirm a load with a letter on their letterhead',
  page: LETTER,
  embedFonts: false,
  load: {
    broker: broker(
      'Hollowell & Pike Freight Services',
      '19 Old Mill Road',
      'Chattanooga',
      'TN',
      '37402',
      'hollowellpike.com',
      '502871',
    ),
    orderNumber: (r) => `HP-${r.digits(4)}-${r.pick(['A', 'B', 'C'])}`,
    stops: [2, 3],
  },
  draw(s, t) {
    const m = 60;
    const W = s.width - 2 * m;
    const F: FontName = 'serif';
    const B: FontName = 'serif-bold';
    const I: FontName = 'serif-italic';
    const initials = t.broker.name
      .split(/\s+/)
      .filter((w) => /^[A-Z]/.test(w))
      .map((w) => w[0])
      .join('');
    s.rect(s.width - m - 150, 36, 150, 44, { stroke: '#7a5c2e', lineWidth: 1.5 });
    s.text(initials, s.width - m - 150, 40, {
      font: B,
      size: 22,
      color: '#7a5c2e',
      align: 'center',
      width: 150,
    });
    s.text(t.broker.name, s.width - m - 150, 66, {
      font: I,
      size: 7.5,
      color: '#7a5c2e',
      align: 'center',
      width: 150,
    });
    lines(
      s,
      [
        t.broker.street,
        `${t.broker.city}, ${t.broker.state} ${t.broker.zip}`,
        `Tel. ${fmtPhone(t.broker.phone ?? '', 'dash', t.broker.phoneExt)}`,
        `MC ${t.broker.mc}`,
      ],
      m,
      40,
      200,
      { font: F, size: 8.5, color: '#555555' },
    );
    let y = 112;
    s.text(fmtDate(t.issued, 'long'), m, y, { font: F, size: 10.5 });
    y += 24;
    y = lines(
      s,
      [
        t.carrier.name ?? '',
        `MC ${t.carrier.mc} / USDOT ${t.carrier.dot}`,
        `Attn: ${t.carrier.dispatcher}, Dispatch`,
      ],
      m,
      y,
      W,
      { font: F, size: 10.5 },
    );
    y += 10;
    s.text(`Re: Confirmation of load ${t.order ?? ''}`, m, y, { font: B, size: 10.5 });
    y += 22;
    const refs = [
      t.po ? `PO ${t.po}` : '',
      t.bol ? `BOL ${t.bol}` : '',
      t.ref ? `reference ${t.ref}` : '',
    ]
      .filter(Boolean)
      .join(', ');
    const equip =
      t.equipment === 'reefer'
        ? `a ${t.length ?? 53}-foot reefer set at ${t.temp}°F (${t.tempControl === 'start_stop' ? 'start/stop' : 'continuous'})`
        : `a ${t.length ?? 53}-foot dry van`;
    y = para(
      s,
      `Dear ${t.carrier.dispatcher.split(' ')[0]}, thank you for covering this load for us. We confirm ${equip}, ${fmtInt(t.weight ?? 0)} lbs${refs ? `, under ${refs}` : ''}. The stops are as follows:`,
      m,
      y,
      W,
      { font: F, size: 10.5, leading: 14 },
    );
    y += 6;
    const sub = (txt: string) => {
      for (const [k, l] of wrap(s, txt, W - 58, F, 10).entries()) {
        if (k === 0) s.text('–', m + 40, y, { font: F, size: 10 });
        s.text(l, m + 52, y, { font: F, size: 10 });
        y += 13;
      }
    };
    for (const st of t.stops) {
      if (y > s.height - 140) {
        s.newPage();
        y = 60;
      }
      const kind = st.type === 'Pickup' ? 'Pick up' : 'Deliver';
      s.text('•', m + 20, y, { font: B, size: 10.5 });
      const head = `${kind} at ${st.company ?? ''}, ${st.street ?? ''}, ${st.city}, ${st.state} ${st.zip ?? ''}`;
      for (const l of wrap(s, head, W - 32, B, 10.5)) {
        s.text(l, m + 32, y, { font: B, size: 10.5 });
        y += 14;
      }
      if (st.appt)
        sub(
          `${DOW[dowOf(st.appt.day)]}., ${fmtDate(st.appt.day, 'long')}, appointment at ${ampm(st.appt.h, st.appt.m)}`,
        );
      else if (st.fcfs) {
        const f = st.fcfs;
        sub(
          `Open hours, first come first served: ${DOW[dowOf(f.start)]}., ${fmtDate(f.start, 'long')} ${ampm(f.sh, f.sm)} until ${DOW[dowOf(f.end)]}., ${fmtDate(f.end, 'long')} ${ampm(f.eh, f.em)}`,
        );
      }
      if (st.phone || st.email)
        sub(
          `Contact: ${[st.phone ? fmtPhone(st.phone, 'dash') : '', st.email ?? ''].filter(Boolean).join(', ')}`,
        );
      const nums = [
        st.conf ? `${st.type === 'Pickup' ? 'pickup' : 'delivery'} number ${st.conf}` : '',
        st.bol ? `BOL ${st.bol}` : '',
        st.ref ? `ref. ${st.ref}` : '',
      ].filter(Boolean);
      if (nums.length) sub(`Quote ${nums.join(', ')}`);
      if (st.commodity) sub(`${st.commodity} (${st.pallets} pallets)`);
      if (st.instructions) sub(st.instructions);
      y += 4;
    }
    if (y > s.height - 220) {
      s.newPage();
      y = 60;
    }
    y += 6;
    y = para(
      s,
      `For this load we will pay ${fmtMoney(total(t))} in total, made up as follows:`,
      m,
      y,
      W,
      { font: F, size: 10.5, leading: 14 },
    );
    for (const [l, v] of charges(t)) {
      s.text('•', m + 20, y, { font: F, size: 10.5 });
      s.text(`${l}: ${fmtMoney(v)}`, m + 32, y, { font: F, size: 10.5 });
      y += 14;
    }
    y += 6;
    const drv = t.carrier.driver
      ? `Driver on file: ${t.carrier.driver}${t.carrier.driverPhone ? `, ${fmtPhone(t.carrier.driverPhone, 'dash')}` : ''}.`
      : '';
    const eq = [
      t.carrier.truck ? `tractor ${t.carrier.truck}` : '',
      t.carrier.trailer ? `trailer ${t.carrier.trailer}` : '',
    ]
      .filter(Boolean)
      .join(' and ');
    y = para(
      s,
      `${drv} ${eq ? `Equipment: ${eq}.` : ''} ${TERMS[0] ?? ''} Questions to me at ${t.broker.email ?? ''}.`,
      m,
      y,
      W,
      { font: F, size: 10.5, leading: 14 },
    );
    y += 18;
    s.text('Sincerely,', m, y, { font: F, size: 10.5 });
    s.text(t.broker.contact, m, y + 34, { font: I, size: 12 });
    s.text(`${t.broker.contact}, Carrier Relations`, m, y + 52, { font: F, size: 10 });
  },
};

// ---- W4. Drayage sheet: rail ramp to warehouse, open / close hours ----------------------------

function container(rng: Rng): string {
  const pre = rng.pick(['TGHU', 'MSKU', 'EMCU', 'CAIU', 'HLXU']);
  return `${pre} ${rng.digits(6)}-${rng.int(0, 9)}`;
}

const drayage: Layout = {
  id: 'drayage-ramp',
  title:
    'Intermodal drayage sheet: pickup at a rail ramp (container, chassis, seal and last free day in a box), delivery to a warehouse, each stop with two time lines "Open: 0700" / "Close: 1500" (FCFS) or "Appt: 0930", dates "Tue 12/01/2026"; a dry van move',
  modelledOn: 'Intermodal marketing companies and drayage brokers moving loads off a rail ramp',
  page: LETTER,
  embedFonts: false,
  load: {
    broker: broker(
      'Ironhorse Gateway Intermodal',
      '5100 Ramp Access Rd',
      'Joliet',
      'IL',
      '60436',
      'ironhorsegateway.com',
      '718644',
    ),
    orderNumber: (r) => `D${r.digits(6)}`,
    stops: [2, 3],
    reeferShare: 0,
    fcfsShare: 0.55,
  },
  hide(t) {
    // The pickup is a rail ramp: the ramp name replaces the facility, and there is no shipper
    // phone, e-mail or BOL at a ramp.
    for (const st of t.stops) {
      if (st.type !== 'Pickup') continue;
      st.company = `${st.city} Intermodal Ramp`;
      st.email = null;
      st.bol = null;
    }
  },
  draw(s, t, rng) {
    const m = 36;
    const W = s.width - 2 * m;
    const F: FontName = 'sans';
    const B: FontName = 'sans-bold';
    const dayStr = (d: Day) => `${DOW[dowOf(d)]} ${p2(d.m)}/${p2(d.d)}/${d.y}`;
    s.text('DRAYAGE / INTERMODAL LOAD CONFIRMATION', m, 30, { font: B, size: 13 });
    s.text(t.broker.name, m, 48, { font: B, size: 10 });
    s.text(
      `${t.broker.street}, ${t.broker.city}, ${t.broker.state} ${t.broker.zip}  ·  ${fmtPhone(t.broker.phone ?? '', 'dash', t.broker.phoneExt)}  ·  ${t.broker.email ?? ''}`,
      m,
      62,
      { font: F, size: 8 },
    );
    s.rect(m + W - 150, 22, 150, 40, { stroke: '#000000', lineWidth: 1 });
    s.text('MOVE #', m + W - 144, 27, { font: F, size: 7 });
    s.text(t.order ?? '', m + W - 144, 38, { font: B, size: 15 });
    let y = 82;
    // Equipment box: container, chassis, seal, last free day (not part of the record).
    const cont = container(rng);
    const chassis = `${rng.pick(['DCLZ', 'TRAC', 'FLXZ'])} ${rng.digits(6)}`;
    const seal = rng.digits(7);
    const lfd = t.stops[0]?.appt?.day ?? t.stops[0]?.fcfs?.start ?? t.issued;
    const box = [
      ['Container', cont],
      ['Chassis', chassis],
      ['Seal', seal],
      ['Last free day', dayStr(lfd)],
      ['Size / type', `${t.length ?? 53}' dry van (domestic)`],
      ['Gross weight', t.weight ? `${fmtInt(t.weight)} lb` : ''],
    ];
    const refs = [
      ['Customer PO', t.po ?? ''],
      ['Booking / BOL', t.bol ?? ''],
      ['Reference', t.ref ?? ''],
      ['Carrier', t.carrier.name ?? ''],
      ['MC / DOT', `${t.carrier.mc} / ${t.carrier.dot}`],
      [
        'Driver',
        [
          t.carrier.driver ?? '',
          t.carrier.driverPhone ? fmtPhone(t.carrier.driverPhone, 'dash') : '',
        ]
          .filter(Boolean)
          .join('  '),
      ],
      ['Truck / trailer', `${t.carrier.truck ?? ''} / ${t.carrier.trailer ?? ''}`],
    ];
    const half = W / 2 - 6;
    s.rect(m, y, half, box.length * 14 + 8, { stroke: '#000000', lineWidth: 0.8 });
    s.rect(m + W / 2 + 6, y, half, refs.length * 14 + 8, { stroke: '#000000', lineWidth: 0.8 });
    for (const [i, [l, v]] of box.entries()) {
      s.text(`${l}:`, m + 6, y + 6 + i * 14, { font: B, size: 8.5 });
      s.text(v ?? '', m + 90, y + 6 + i * 14, { font: F, size: 8.5 });
    }
    for (const [i, [l, v]] of refs.entries()) {
      s.text(`${l}:`, m + W / 2 + 12, y + 6 + i * 14, { font: B, size: 8.5 });
      s.text(v ?? '', m + W / 2 + 100, y + 6 + i * 14, { font: F, size: 8.5 });
    }
    y += Math.max(box.length, refs.length) * 14 + 22;
    for (const st of t.stops) {
      const ramp = st.type === 'Pickup';
      const label = ramp ? `ORIGIN RAMP (STOP ${st.n})` : `DELIVER TO (STOP ${st.n})`;
      s.rect(m, y, W, 16, { fill: '#d9d9d9' });
      s.text(label, m + 6, y + 4, { font: B, size: 9 });
      y += 22;
      const left = [
        st.company ?? '',
        st.street ?? '',
        `${st.city}, ${st.state} ${st.zip ?? ''}`,
        st.phone ? `Ph ${fmtPhone(st.phone, 'dash')}` : '',
        st.email ?? '',
      ];
      const right: string[] = [];
      if (st.appt) {
        right.push(`Date: ${dayStr(st.appt.day)}`);
        right.push(`Appt: ${hhmm(st.appt.h, st.appt.m)}`);
      } else if (st.fcfs) {
        const f = st.fcfs;
        right.push(`Date: ${dayStr(f.start)}`);
        right.push(`Open: ${hhmm(f.sh, f.sm)}`);
        right.push(
          `Close: ${hhmm(f.eh, f.em)}${f.end.d !== f.start.d ? ` (${dayStr(f.end)})` : ''}`,
        );
        right.push('FCFS');
      }
      if (st.conf) right.push(`${ramp ? 'Release #' : 'Delivery #'}: ${st.conf}`);
      if (st.bol) right.push(`BOL: ${st.bol}`);
      if (st.ref) right.push(`Ref: ${st.ref}`);
      const y1 = lines(s, left, m + 6, y, half - 10, { font: F, size: 9 });
      const y2 = lines(s, right, m + W / 2 + 12, y, half - 10, { font: F, size: 9 });
      y = Math.max(y1, y2) + 2;
      y = lines(
        s,
        [
          st.commodity ? `Commodity: ${st.commodity}` : '',
          st.instructions ? `Notes: ${st.instructions}` : '',
        ],
        m + 6,
        y,
        W - 12,
        { font: F, size: 8.5 },
      );
      y += 10;
    }
    s.text('RATE', m, y, { font: B, size: 10 });
    y += 14;
    for (const [l, v] of charges(t)) {
      s.text(l === 'Line haul' ? 'Drayage (line haul)' : l, m + 6, y, { font: F, size: 9 });
      s.text(fmtMoney(v), m, y, { font: F, size: 9, align: 'right', width: 260 });
      y += 12;
    }
    s.text('Total', m + 6, y + 2, { font: B, size: 9 });
    s.text(fmtMoney(total(t)), m, y + 2, { font: B, size: 9, align: 'right', width: 260 });
    y += 24;
    para(
      s,
      `Per diem and chassis charges after the last free day are the carrier's unless caused by the receiver. Return the empty to the origin ramp. ${TERMS[1] ?? ''}`,
      m,
      y,
      W,
      { font: F, size: 7.5, color: '#333333' },
    );
  },
};

// ---- W5. French / English (Canadian) form ------------------------------------------------------

const frenchCa: Layout = {
  id: 'fr-en-canada',
  title:
    'French/English Canadian confirmation: two-language labels ("Expéditeur / Shipper", "Destinataire / Consignee", "Tarif / Rate"), ISO dates "2026-12-01", 24-hour times "14 h 30", windows "de 7 h 00 à 15 h 00", amounts in USD',
  modelledOn: 'Quebec and Ontario brokers booking cross-border loads with US carriers',
  page: LETTER,
  embedFonts: true,
  load: {
    broker: broker(
      'Transit Boréal Courtage',
      '1450 rue Notre-Dame Ouest',
      'Montréal',
      'QC',
      'H3C 1K6',
      'transitboreal.ca',
      '690215',
    ),
    orderNumber: (r) => `TB${r.digits(2)}-${r.digits(5)}`,
    stops: [2, 3],
  },
  hide(t) {
    for (const st of t.stops) st.email = null;
  },
  draw(s, t) {
    const m = 38;
    const W = s.width - 2 * m;
    const F: FontName = 'dejavu';
    const B: FontName = 'dejavu-bold';
    const red = '#b3261e';
    s.rect(m, 24, 6, 40, { fill: red });
    s.text(t.broker.name, m + 14, 26, { font: B, size: 14 });
    s.text(
      `${t.broker.street}, ${t.broker.city} ${t.broker.state} ${t.broker.zip} · Tél./Tel. ${fmtPhone(t.broker.phone ?? '', 'dash', t.broker.phoneExt)} · ${t.broker.email ?? ''}`,
      m + 14,
      46,
      { font: F, size: 7.5 },
    );
    s.text('CONFIRMATION DE TRANSPORT / LOAD CONFIRMATION', m, 80, {
      font: B,
      size: 11,
      color: red,
    });
    let y = 100;
    const cell = (label: string, value: string, x: number, w: number, yy: number): number => {
      s.text(label, x + 4, yy + 3, { font: F, size: 6.5, color: '#555555' });
      const vl = wrap(s, value || '—', w - 8, B, 8.5);
      for (const [k, l] of vl.entries()) s.text(l, x + 4, yy + 13 + k * 11, { font: B, size: 8.5 });
      return 16 + vl.length * 11;
    };
    const grid = (row: Array<[string, string]>) => {
      const w = W / row.length;
      const hs = row.map(([l, v], i) => cell(l, v, m + i * w, w, y));
      const h = Math.max(...hs);
      for (let i = 0; i < row.length; i++)
        s.rect(m + i * w, y, w, h, { stroke: '#777777', lineWidth: 0.5 });
      y += h;
    };
    grid([
      ['No de charge / Load no.', t.order ?? ''],
      ['Bon de commande / PO', t.po ?? ''],
      ['Connaissement / BOL', t.bol ?? ''],
      ['Référence / Reference', t.ref ?? ''],
    ]);
    grid([
      ['Transporteur / Carrier', t.carrier.name ?? ''],
      ['MC / DOT', `${t.carrier.mc} / ${t.carrier.dot}`],
      ['Chauffeur / Driver', t.carrier.driver ?? ''],
      [
        'Cell. chauffeur / Driver cell',
        t.carrier.driverPhone ? fmtPhone(t.carrier.driverPhone, 'dash') : '',
      ],
    ]);
    grid([
      ['Tracteur / Truck', t.carrier.truck ?? ''],
      ['Remorque / Trailer', t.carrier.trailer ?? ''],
      [
        'Équipement / Equipment',
        `${t.equipment === 'reefer' ? 'Réfrigéré / Reefer' : 'Fourgon sec / Dry van'} ${t.length ?? ''} pi/ft`,
      ],
      [
        'Température / Temperature',
        t.equipment === 'reefer' && t.temp !== null
          ? `${t.temp} °F ${t.tempControl === 'start_stop' ? 'cyclique / start-stop' : 'continu / continuous'}`
          : 's.o. / n/a',
      ],
    ]);
    grid([
      ['Poids / Weight', t.weight ? `${fmtInt(t.weight)} lb` : ''],
      ['Répartiteur / Dispatcher', t.broker.contact],
      ['Date', iso(t.issued)],
      ['Distance', `${fmtInt(t.miles)} mi`],
    ]);
    y += 14;
    for (const st of t.stops) {
      const label =
        st.type === 'Pickup'
          ? `ARRÊT ${st.n} — Expéditeur / Shipper`
          : `ARRÊT ${st.n} — Destinataire / Consignee`;
      if (y > s.height - 160) {
        s.newPage();
        y = 40;
      }
      s.rect(m, y, W, 15, { fill: '#f3dcda' });
      s.text(label, m + 5, y + 3.5, { font: B, size: 8.5 });
      y += 15;
      let when = '';
      if (st.appt)
        when = `Rendez-vous / Appointment : ${iso(st.appt.day)} à ${hFr(st.appt.h, st.appt.m)}`;
      else if (st.fcfs) {
        const f = st.fcfs;
        when =
          iso(f.start) === iso(f.end)
            ? `Premier arrivé / FCFS : ${iso(f.start)} de ${hFr(f.sh, f.sm)} à ${hFr(f.eh, f.em)}`
            : `Premier arrivé / FCFS : du ${iso(f.start)} ${hFr(f.sh, f.sm)} au ${iso(f.end)} ${hFr(f.eh, f.em)}`;
      }
      grid([
        ['Nom / Name', st.company ?? ''],
        ['Adresse / Address', st.street ?? ''],
        ['Ville, prov./État / City, State', `${st.city}, ${st.state}`],
        ['Code postal / Zip', st.zip ?? ''],
      ]);
      grid([
        ['Téléphone / Phone', st.phone ? fmtPhone(st.phone, 'dash') : ''],
        [
          st.type === 'Pickup' ? 'No de ramassage / PU #' : 'No de livraison / Del. #',
          st.conf ?? '',
        ],
        ['Connaissement / BOL', st.bol ?? ''],
        ['Référence / Ref', st.ref ?? ''],
      ]);
      grid([
        ['Heures / Hours', when],
        ['Marchandise / Commodity', st.commodity ?? ''],
      ]);
      grid([['Directives / Instructions', st.instructions ?? '']]);
      y += 10;
    }
    if (y > s.height - 150) {
      s.newPage();
      y = 40;
    }
    s.text('Tarif / Rate (USD)', m, y, { font: B, size: 9.5, color: red });
    y += 15;
    const fr: Record<string, string> = {
      'Line haul': 'Fret / Line haul',
      'Fuel surcharge': 'Surcharge carburant / Fuel',
      Lumper: 'Déchargement / Lumper',
      'Stop-off': 'Arrêt supplémentaire / Stop-off',
      Detention: 'Attente / Detention',
      'Driver Assist': 'Aide du chauffeur / Driver assist',
      Tarp: 'Bâche / Tarp',
    };
    for (const [l, v] of charges(t)) {
      s.text(fr[l] ?? l, m + 4, y, { font: F, size: 8.5 });
      s.text(fmtMoney(v, { symbol: false }), m, y, {
        font: F,
        size: 8.5,
        align: 'right',
        width: 300,
      });
      y += 12;
    }
    s.line(m, y, m + 300, y, 0.6, '#000000');
    s.text('Total', m + 4, y + 4, { font: B, size: 9 });
    s.text(`${fmtMoney(total(t), { symbol: false })} USD`, m, y + 4, {
      font: B,
      size: 9,
      align: 'right',
      width: 300,
    });
    y += 28;
    y = para(s, `Les heures sont locales / Times are local. ${TERMS[0] ?? ''}`, m, y, W, {
      font: F,
      size: 7,
      color: '#333333',
    });
    s.text('Signature du transporteur / Carrier signature : ______________________', m, y + 12, {
      font: F,
      size: 8.5,
    });
  },
};

export const UNSEEN_LAYOUTS_3: Layout[] = [
  spreadsheet,
  summaryFirst,
  letterBullets,
  drayage,
  frenchCa,
];
