/**
 * The broker layouts of the rate-confirmation corpus. Each draws a truth (model.ts) on a
 * Surface; whatever it does not print must be nulled by its `hide` so the expected record holds
 * only what the page shows. Broker names are made up; the looks follow the kinds of sheets
 * carriers receive (big-broker TMS output, load-board-era forms, small brokers' Word sheets).
 */

import { TERMS } from '../shared/pools';
import {
  type DateStyle,
  type FontName,
  fmtDate,
  fmtInt,
  fmtMoney,
  fmtPhone,
  fmtTime,
  LETTER,
  LETTER_LANDSCAPE,
  type PageSize,
  type PhoneStyle,
  para,
  type Rng,
  type Surface,
  type TimeStyle,
  table,
} from '../shared/surface';
import { brokerFaxing, tempCtl as tempWord } from './layout-helpers';
import { type LoadOptions, type TLoad, type TStop, total } from './model';

export interface Layout {
  id: string;
  title: string;
  modelledOn: string;
  page: PageSize;
  embedFonts: boolean;
  load: LoadOptions;
  hide?: (t: TLoad) => void;
  draw(s: Surface, t: TLoad, rng: Rng): void;
}

// ---- helpers -------------------------------------------------------------------------------------

const cityLine = (st: TStop) => `${st.city}, ${st.state}${st.zip ? ` ${st.zip}` : ''}`;

function equip(t: TLoad, style: 'long' | 'short' | 'code'): string {
  if (style === 'code') return `${t.length ?? ''}${t.equipment === 'reefer' ? 'R' : 'V'}`;
  if (style === 'short') return t.equipment === 'reefer' ? 'Reefer' : 'Van';
  const len = t.length ? `${t.length}' ` : '';
  return t.equipment === 'reefer' ? `${len}Refrigerated Trailer` : `${len}Dry Van`;
}

function tempText(t: TLoad, style: 'a' | 'b' | 'c'): string {
  if (t.equipment !== 'reefer' || t.temp === null) return '';
  if (style === 'a') return `${t.temp}°F ${tempWord(t, 'Continuous', 'Cycle')}`;
  if (style === 'b') return `Set at ${t.temp} F - ${tempWord(t, 'CONTINUOUS', 'START/STOP')}`;
  return `${t.temp} °F (${tempWord(t, 'continuous run', 'cycle-sentry')})`;
}

interface WhenStyle {
  date: DateStyle;
  time: TimeStyle;
  /** Label the kind explicitly ('Appt' / 'FCFS'). */
  label?: boolean;
}

/** The date/time text of a stop: a single time is an appointment, a window is FCFS. */
function when(st: TStop, w: WhenStyle): string {
  if (st.appt) {
    const v = `${fmtDate(st.appt.day, w.date)} ${fmtTime(st.appt.h, st.appt.m, w.time)}`;
    return w.label ? `Appt: ${v}` : v;
  }
  const f = st.fcfs;
  if (!f) return '';
  const same = f.start.y === f.end.y && f.start.m === f.end.m && f.start.d === f.end.d;
  const v = same
    ? `${fmtDate(f.start, w.date)} ${fmtTime(f.sh, f.sm, w.time)}-${fmtTime(f.eh, f.em, w.time)}`
    : `${fmtDate(f.start, w.date)} ${fmtTime(f.sh, f.sm, w.time)} - ${fmtDate(f.end, w.date)} ${fmtTime(f.eh, f.em, w.time)}`;
  return w.label ? `FCFS: ${v}` : v;
}

function rateRows(t: TLoad, linehaulLabel: string, fuelLabel: string): Array<[string, number]> {
  const rows: Array<[string, number]> = [[linehaulLabel, t.linehaul]];
  if (t.fuel !== null) rows.push([fuelLabel, t.fuel]);
  for (const a of t.accessorials) rows.push([a.label, a.amount]);
  return rows;
}

function kv(
  s: Surface,
  x: number,
  y: number,
  pairs: Array<[string, string | null | undefined]>,
  o: {
    labelW: number;
    valueW: number;
    font?: FontName;
    bold?: FontName;
    size?: number;
    lead?: number;
    keepEmpty?: boolean;
  },
): number {
  const size = o.size ?? 9;
  const lead = o.lead ?? size * 1.35;
  let yy = y;
  for (const [label, value] of pairs) {
    if (!value && !o.keepEmpty) continue;
    s.text(label, x, yy, { font: o.bold ?? 'sans-bold', size });
    yy = Math.max(
      yy + lead,
      para(s, value ?? '', x + o.labelW, yy, o.valueW, {
        font: o.font ?? 'sans',
        size,
        leading: lead,
      }),
    );
  }
  return yy;
}

function termsPages(
  s: Surface,
  rng: Rng,
  title: string,
  o: { font: FontName; bold: FontName; size: number; pages: number; margin?: number },
): void {
  const m = o.margin ?? 50;
  const terms = rng.shuffle(TERMS);
  for (let p = 0; p < o.pages; p++) {
    s.newPage();
    s.text(title, m, m - 10, { font: o.bold, size: 12 });
    let y = m + 14;
    let n = 1;
    // Long pages of terms: the list repeats with section numbers, as the real ones run on.
    while (y < s.height - m - 40) {
      const t = terms[(n - 1 + p * 5) % terms.length] ?? '';
      y = para(s, `${p * 12 + n}. ${t}`, m, y, s.width - 2 * m, { font: o.font, size: o.size }) + 4;
      n++;
    }
    s.text(`Page ${p + 2}`, m, s.height - 30, { font: o.font, size: 7 });
  }
}

function signature(s: Surface, x: number, y: number, font: FontName, t: TLoad): number {
  s.text('Carrier Signature: ______________________________   Date: ____________', x, y, {
    font,
    size: 9,
  });
  s.text(`Accepted by: ${t.carrier.name ?? '______________________'}`, x, y + 16, {
    font,
    size: 9,
  });
  return y + 32;
}

const broker = brokerFaxing('8005550199');

// ---- the layouts ---------------------------------------------------------------------------------

/** 1. Large broker, two-column labelled blocks, stop table, rate table, terms page. */
const blocks2col: Layout = {
  id: 'blocks-2col',
  title: 'Two-column labelled blocks, stop table, charges table, one page of terms',
  modelledOn: 'Large national brokers (TQL-style load confirmation out of a TMS)',
  page: LETTER,
  embedFonts: false,
  load: {
    broker: broker(
      'Tri-State Quality Logistics',
      '4289 Ivy Pointe Blvd',
      'Cincinnati',
      'OH',
      '45245',
      'tsqlogistics.com',
      '411443',
    ),
    orderNumber: (r) => r.digits(8),
  },
  draw(s, t, rng) {
    const m = 40;
    s.rect(0, 0, s.width, 54, { fill: '#0b3d6e' });
    s.text(t.broker.name.toUpperCase(), m, 14, { font: 'sans-bold', size: 16, color: '#ffffff' });
    s.text(`${t.broker.street}, ${t.broker.city}, ${t.broker.state} ${t.broker.zip}`, m, 36, {
      size: 8,
      color: '#ffffff',
    });
    s.text('LOAD CONFIRMATION', 0, 20, {
      font: 'sans-bold',
      size: 13,
      color: '#ffffff',
      align: 'right',
      width: s.width - m,
    });
    let y = 70;
    s.text(`Load #: ${t.order}`, m, y, { font: 'sans-bold', size: 12 });
    s.text(`Date: ${fmtDate(t.issued, 'mdy')}`, 0, y, {
      size: 9,
      align: 'right',
      width: s.width - m,
    });
    y += 24;
    const colW = (s.width - 2 * m - 20) / 2;
    s.text('LOAD INFORMATION', m, y, { font: 'sans-bold', size: 10, color: '#0b3d6e' });
    s.text('CARRIER INFORMATION', m + colW + 20, y, {
      font: 'sans-bold',
      size: 10,
      color: '#0b3d6e',
    });
    y += 16;
    const y1 = kv(
      s,
      m,
      y,
      [
        ['PO #:', t.po],
        ['BOL #:', t.bol],
        ['Customer Ref #:', t.ref],
        ['Equipment:', equip(t, 'long')],
        ['Weight:', t.weight ? `${fmtInt(t.weight)} lbs` : null],
        ['Temperature:', tempText(t, 'a')],
        ['Miles:', String(t.miles)],
        ['Contact:', `${t.broker.contact}`],
        ['Phone:', t.broker.phone ? fmtPhone(t.broker.phone, 'paren', t.broker.phoneExt) : null],
        ['Email:', t.broker.email],
      ],
      { labelW: 90, valueW: colW - 90 },
    );
    const y2 = kv(
      s,
      m + colW + 20,
      y,
      [
        ['Carrier:', t.carrier.name],
        ['MC #:', t.carrier.mc],
        ['DOT #:', t.carrier.dot],
        ['Dispatcher:', t.carrier.dispatcher],
        ['Dispatch Phone:', fmtPhone(t.carrier.dispatchPhone, 'paren')],
        ['Driver:', t.carrier.driver],
        ['Driver Cell:', t.carrier.driverPhone ? fmtPhone(t.carrier.driverPhone, 'paren') : null],
        ['Truck #:', t.carrier.truck],
        ['Trailer #:', t.carrier.trailer],
      ],
      { labelW: 90, valueW: colW - 90 },
    );
    y = Math.max(y1, y2) + 12;
    const rows = t.stops.map((st) => [
      String(st.n),
      st.type === 'Pickup' ? 'PICKUP' : 'DELIVERY',
      [
        st.company,
        st.street,
        cityLine(st),
        st.phone ? fmtPhone(st.phone, 'paren') : '',
        st.email ?? '',
      ]
        .filter(Boolean)
        .join('\n'),
      when(st, { date: 'mdy', time: 'hh:mm', label: true }),
      [
        st.conf ? `${st.type === 'Pickup' ? 'Pickup' : 'Delivery'} #: ${st.conf}` : '',
        st.bol ? `BOL: ${st.bol}` : '',
        st.ref ? `Ref: ${st.ref}` : '',
      ]
        .filter(Boolean)
        .join('\n'),
      [st.commodity ?? '', `${st.pallets} plts`].filter(Boolean).join('\n'),
    ]);
    y =
      table(
        s,
        m,
        y,
        [
          { header: '#', width: 20 },
          { header: 'Type', width: 58 },
          { header: 'Location', width: 170 },
          { header: 'Date / Time', width: 110 },
          { header: 'Numbers', width: 100 },
          { header: 'Commodity', width: 74 },
        ],
        rows,
        { headerFill: '#dde6f0', size: 8, bottom: s.height - 60 },
      ) + 8;
    for (const st of t.stops) {
      if (!st.instructions) continue;
      if (y > s.height - 120) {
        s.newPage();
        y = 50;
      }
      y =
        para(s, `Stop ${st.n} instructions: ${st.instructions}`, m, y, s.width - 2 * m, {
          size: 8,
        }) + 2;
    }
    y += 8;
    if (y > s.height - 170) {
      s.newPage();
      y = 50;
    }
    const rr = rateRows(t, 'Line Haul', 'Fuel Surcharge').map(([a, b]) => [a, fmtMoney(b)]);
    rr.push(['TOTAL CARRIER PAY', fmtMoney(total(t))]);
    y =
      table(
        s,
        m,
        y,
        [
          { header: 'Charge', width: 200 },
          { header: 'Amount (USD)', width: 100, align: 'right' },
        ],
        rr,
        { headerFill: '#dde6f0', size: 9 },
      ) + 16;
    signature(s, m, y, 'sans', t);
    termsPages(s, rng, 'TERMS AND CONDITIONS', {
      font: 'sans',
      bold: 'sans-bold',
      size: 7.5,
      pages: 1,
    });
  },
};

/** 2. Stops as stacked sections with grey bands; rates as units x rate. */
const stacked: Layout = {
  id: 'stacked-sections',
  title: 'Stops as stacked sections, rate table with units and rate, two pages of terms',
  modelledOn: 'Large asset-light brokers (CH Robinson-style carrier load confirmation)',
  page: LETTER,
  embedFonts: true,
  load: {
    broker: broker(
      'C.R. Hanover Freight Inc',
      '14701 Charlson Rd',
      'Eden Prairie',
      'MN',
      '55347',
      'crhanover.com',
      '384859',
    ),
    orderNumber: (r) => r.digits(9),
    stops: [2, 4],
  },
  hide(t) {
    for (const st of t.stops) st.email = null;
  },
  draw(s, t, rng) {
    const m = 45;
    s.text(t.broker.name, m, 36, { font: 'sans-bold', size: 15 });
    s.text('Carrier Load Confirmation', m, 56, { size: 11 });
    s.text(`Load Number ${t.order}`, 0, 36, {
      font: 'sans-bold',
      size: 12,
      align: 'right',
      width: s.width - m,
    });
    s.text(`Printed ${fmtDate(t.issued, 'mon-d-y')}`, 0, 54, {
      size: 8,
      align: 'right',
      width: s.width - m,
    });
    let y = 82;
    s.line(m, y, s.width - m, y, 1.2);
    y += 8;
    y = kv(
      s,
      m,
      y,
      [
        ['Carrier', `${t.carrier.name}   (MC ${t.carrier.mc})`],
        [
          'Driver',
          [t.carrier.driver, t.carrier.driverPhone ? fmtPhone(t.carrier.driverPhone, 'dash') : null]
            .filter(Boolean)
            .join('  ') || null,
        ],
        [
          'Tractor / Trailer',
          t.carrier.truck || t.carrier.trailer
            ? `${t.carrier.truck ?? '-'} / ${t.carrier.trailer ?? '-'}`
            : null,
        ],
        [
          'Your Rep',
          `${t.broker.contact}  ${t.broker.phone ? fmtPhone(t.broker.phone, 'dash', t.broker.phoneExt) : ''}  ${t.broker.email ?? ''}`,
        ],
        [
          'Equipment',
          `${equip(t, 'short')} ${t.length ?? ''} ft${t.equipment === 'reefer' ? `   Reefer: ${tempText(t, 'b')}` : ''}`,
        ],
        ['Total Weight', t.weight ? `${fmtInt(t.weight)} lb` : null],
        ['Customer PO', t.po],
        ['Bill of Lading', t.bol],
        ['Reference', t.ref],
      ],
      { labelW: 110, valueW: 400, size: 9.5 },
    );
    y += 6;
    for (const st of t.stops) {
      if (y > s.height - 150) {
        s.newPage();
        y = 50;
      }
      s.rect(m, y, s.width - 2 * m, 18, { fill: '#d9d9d9' });
      s.text(`STOP ${st.n}: ${st.type === 'Pickup' ? 'PICK UP' : 'DROP'}`, m + 6, y + 4, {
        font: 'sans-bold',
        size: 10,
      });
      s.text(st.appt ? 'Appointment' : 'First Come First Served', 0, y + 4, {
        size: 9,
        align: 'right',
        width: s.width - m - 6,
      });
      y += 24;
      y = kv(
        s,
        m + 6,
        y,
        [
          ['Facility', st.company],
          ['Address', `${st.street ?? ''}, ${cityLine(st)}`],
          ['Phone', st.phone ? fmtPhone(st.phone, 'dash') : null],
          [st.appt ? 'Appointment' : 'Open Hours', when(st, { date: 'mon-d-y', time: 'hhmm' })],
          ['Pickup/Delivery #', st.conf],
          ['BOL #', st.bol],
          ['Order Ref', st.ref],
          [
            'Commodity',
            st.commodity ? `${st.commodity}, ${st.pieces} pcs, ${st.pallets} pallets` : null,
          ],
          ['Notes', st.instructions],
        ],
        { labelW: 110, valueW: 390, size: 9 },
      );
      y += 6;
    }
    if (y > s.height - 160) {
      s.newPage();
      y = 50;
    }
    s.text('Carrier Rates', m, y, { font: 'sans-bold', size: 11 });
    y += 16;
    const rows: string[][] = [
      ['Flat Rate Linehaul', '1', fmtMoney(t.linehaul), fmtMoney(t.linehaul)],
    ];
    if (t.fuel !== null)
      rows.push(['Fuel', String(t.miles), `$${(t.fuel / t.miles).toFixed(4)}`, fmtMoney(t.fuel)]);
    for (const a of t.accessorials)
      rows.push([a.label, '1', fmtMoney(a.amount), fmtMoney(a.amount)]);
    rows.push(['', '', 'Total', fmtMoney(total(t))]);
    y = table(
      s,
      m,
      y,
      [
        { header: 'Rate Type', width: 200 },
        { header: 'Units', width: 70, align: 'right' },
        { header: 'Rate', width: 100, align: 'right' },
        { header: 'Amount', width: 100, align: 'right' },
      ],
      rows,
      { size: 9 },
    );
    s.text('Amounts in USD.', m, y + 6, { size: 8 });
    termsPages(s, rng, 'Contract Addendum and Conditions of Carriage', {
      font: 'sans',
      bold: 'sans-bold',
      size: 7,
      pages: 2,
    });
  },
};

/** 3. Bordered form grid: small label on top of each cell, value below. */
const gridForm: Layout = {
  id: 'grid-form',
  title: 'Bordered form grid (label above value in each cell), FCFS windows in a "Hours" cell',
  modelledOn: 'Mid-size brokers with form-like confirmations (Coyote / Echo-style boxes)',
  page: LETTER,
  embedFonts: false,
  load: {
    broker: broker(
      'Coyote Ridge Logistics LLC',
      '960 Northpoint Pkwy',
      'Alpharetta',
      'GA',
      '30005',
      'coyoteridge.com',
      '561235',
    ),
    orderNumber: (r) => `${r.digits(8)}`,
  },
  hide(t) {
    t.ref = null;
    for (const st of t.stops) {
      st.instructions = null;
      st.email = null;
    }
  },
  draw(s, t) {
    const m = 30;
    const W = s.width - 2 * m;
    s.text(t.broker.name, m, 26, { font: 'sans-bold', size: 14 });
    s.text('RATE CONFIRMATION & LOAD TENDER', 0, 28, {
      font: 'sans-bold',
      size: 11,
      align: 'right',
      width: s.width - m,
    });
    let y = 50;
    const cell = (x: number, yy: number, w: number, h: number, label: string, value: string) => {
      s.rect(x, yy, w, h, { stroke: '#000000', lineWidth: 0.7 });
      s.text(label.toUpperCase(), x + 3, yy + 2, { size: 6, color: '#444444' });
      para(s, value, x + 3, yy + 11, w - 6, { size: 8.5, font: 'sans', leading: 10 });
    };
    const row = (cells: Array<[string, string | null | undefined, number]>, h = 26) => {
      let x = m;
      for (const [l, v, frac] of cells) {
        cell(x, y, W * frac, h, l, v ?? '');
        x += W * frac;
      }
      y += h;
    };
    row([
      ['Load Number', t.order, 0.25],
      [
        'Ship Date',
        fmtDate(t.stops[0]?.appt?.day ?? t.stops[0]?.fcfs?.start ?? t.issued, 'mdy'),
        0.25,
      ],
      ['PO Number', t.po, 0.25],
      ['BOL Number', t.bol, 0.25],
    ]);
    row([
      ['Carrier', t.carrier.name, 0.4],
      ['MC Number', `MC-${t.carrier.mc}`, 0.2],
      ['Driver Name', t.carrier.driver, 0.2],
      ['Driver Phone', t.carrier.driverPhone ? fmtPhone(t.carrier.driverPhone, 'dot') : '', 0.2],
    ]);
    row([
      ['Tractor', t.carrier.truck, 0.2],
      ['Trailer', t.carrier.trailer, 0.2],
      ['Equipment', equip(t, 'code'), 0.2],
      ['Weight (lbs)', t.weight ? fmtInt(t.weight) : '', 0.2],
      [
        'Reefer Temp',
        t.equipment === 'reefer' ? `${t.temp}F ${tempWord(t, 'CONT', 'CYCLE')}` : 'N/A',
        0.2,
      ],
    ]);
    row([
      ['Broker Contact', t.broker.contact, 0.3],
      ['Phone', t.broker.phone ? fmtPhone(t.broker.phone, 'dot', t.broker.phoneExt) : '', 0.3],
      ['Email', t.broker.email, 0.4],
    ]);
    y += 10;
    for (const st of t.stops) {
      const isP = st.type === 'Pickup';
      row(
        [
          [`Stop ${st.n}`, isP ? 'SHIPPER' : 'CONSIGNEE', 0.12],
          ['Name', st.company, 0.33],
          ['Address', `${st.street ?? ''}\n${cityLine(st)}`, 0.35],
          ['Phone', st.phone ? fmtPhone(st.phone, 'dot') : '', 0.2],
        ],
        36,
      );
      row(
        [
          [
            'Appt / Hours',
            st.appt
              ? `APPT ${when(st, { date: 'mdyy', time: 'hhmm' })}`
              : `FCFS ${when(st, { date: 'mdyy', time: 'hhmm' })}`,
            0.3,
          ],
          [isP ? 'Pickup #' : 'Delivery #', st.conf, 0.17],
          ['BOL', st.bol, 0.13],
          ['Ref / PO', st.ref, 0.15],
          ['Commodity', st.commodity, 0.25],
        ],
        30,
      );
      y += 6;
    }
    y += 6;
    const rr = rateRows(t, 'LINE HAUL', 'FUEL SURCHARGE');
    for (const [l, v] of rr)
      row(
        [
          [l, '', 0.75],
          ['Amount', fmtMoney(v), 0.25],
        ],
        22,
      );
    row(
      [
        ['TOTAL RATE (ALL-IN)', '', 0.75],
        ['USD', fmtMoney(total(t)), 0.25],
      ],
      22,
    );
    y += 14;
    para(s, TERMS.slice(0, 4).join(' '), m, y, W, { size: 6.5 });
  },
};

/** 4. Modern app style: colour header, the all-in "Your rate" up top, cards for stops. */
const modernCards: Layout = {
  id: 'modern-cards',
  title:
    'App-style cards (pickup/delivery cards two per row), big all-in price with breakdown below',
  modelledOn: 'Digital freight brokers (Uber Freight / Arrive-style PDFs)',
  page: LETTER,
  embedFonts: true,
  load: {
    broker: broker(
      'Uplift Freight Technologies',
      '1455 Market St, Floor 4',
      'San Francisco',
      'CA',
      '94103',
      'upliftfreight.com',
      '941215',
    ),
    orderNumber: (r) => `UF-${r.digits(7)}`,
    stops: [2, 4],
  },
  hide(t) {
    t.bol = null;
    t.carrier.truck = null;
  },
  draw(s, t) {
    const m = 36;
    s.rect(0, 0, s.width, 80, { fill: '#111827' });
    s.text(t.broker.name, m, 22, { font: 'dejavu-bold', size: 15, color: '#ffffff' });
    s.text(`Rate confirmation · Shipment ${t.order}`, m, 48, {
      font: 'dejavu',
      size: 10,
      color: '#d1d5db',
    });
    s.text('Your rate', 0, 20, {
      font: 'dejavu',
      size: 9,
      color: '#d1d5db',
      align: 'right',
      width: s.width - m,
    });
    s.text(fmtMoney(total(t)), 0, 34, {
      font: 'dejavu-bold',
      size: 20,
      color: '#34d399',
      align: 'right',
      width: s.width - m,
    });
    let y = 96;
    const chips = [
      ['Equipment', `${equip(t, 'short')} · ${t.length ?? ''}'`],
      ['Weight', t.weight ? `${fmtInt(t.weight)} lbs` : ''],
      [
        'Temp',
        t.equipment === 'reefer' ? `${t.temp}°F · ${tempWord(t, 'Continuous', 'Start/Stop')}` : '—',
      ],
      ['PO', t.po ?? '—'],
      ['Reference', t.ref ?? '—'],
    ];
    const cw = (s.width - 2 * m) / chips.length;
    chips.forEach(([l, v], i) => {
      s.rect(m + i * cw + 2, y, cw - 4, 38, { fill: '#f3f4f6' });
      s.text(l ?? '', m + i * cw + 8, y + 5, { font: 'dejavu', size: 7, color: '#6b7280' });
      s.text(v ?? '', m + i * cw + 8, y + 19, { font: 'dejavu-bold', size: 9 });
    });
    y += 52;
    const cardW = (s.width - 2 * m - 12) / 2;
    for (let i = 0; i < t.stops.length; i += 2) {
      let h = 0;
      for (let k = 0; k < 2; k++) {
        const st = t.stops[i + k];
        if (!st) continue;
        const x = m + k * (cardW + 12);
        s.rect(x, y, cardW, 4, { fill: st.type === 'Pickup' ? '#2563eb' : '#059669' });
        s.text(`${st.type === 'Pickup' ? 'PICKUP' : 'DELIVERY'} ${st.n}`, x + 8, y + 10, {
          font: 'dejavu-bold',
          size: 9,
          color: st.type === 'Pickup' ? '#2563eb' : '#059669',
        });
        s.text(st.appt ? 'Appointment' : 'Open window (FCFS)', x + 8, y + 24, {
          font: 'dejavu',
          size: 8,
          color: '#6b7280',
        });
        let yy = para(s, when(st, { date: 'dow-mdy', time: 'ampm' }), x + 8, y + 36, cardW - 16, {
          font: 'dejavu-bold',
          size: 9,
        });
        yy = para(
          s,
          [st.company, st.street, cityLine(st)].filter(Boolean).join('\n'),
          x + 8,
          yy + 2,
          cardW - 16,
          { font: 'dejavu', size: 8.5 },
        );
        const nums = [
          st.conf ? `Confirmation # ${st.conf}` : '',
          st.ref ? `Ref ${st.ref}` : '',
          st.bol ? `BOL ${st.bol}` : '',
          st.phone ? fmtPhone(st.phone, 'dash') : '',
          st.email ?? '',
          st.commodity ? `Items: ${st.commodity}` : '',
        ].filter(Boolean);
        yy = para(s, nums.join('\n'), x + 8, yy + 2, cardW - 16, { font: 'dejavu', size: 8 });
        if (st.instructions)
          yy = para(s, st.instructions, x + 8, yy + 2, cardW - 16, {
            font: 'dejavu',
            size: 7.5,
            color: '#374151',
          });
        h = Math.max(h, yy - y + 6);
      }
      s.rect(m, y, s.width - 2 * m, h, { stroke: '#e5e7eb' });
      y += h + 12;
      if (y > s.height - 200 && i + 2 < t.stops.length) {
        s.newPage();
        y = 40;
      }
    }
    if (y > s.height - 210) {
      s.newPage();
      y = 40;
    }
    s.text('Payment breakdown', m, y, { font: 'dejavu-bold', size: 11 });
    y += 18;
    for (const [l, v] of rateRows(t, 'Linehaul', 'Fuel')) {
      s.text(l, m, y, { font: 'dejavu', size: 9 });
      s.text(fmtMoney(v), m, y, { font: 'dejavu', size: 9, align: 'right', width: 260 });
      y += 14;
    }
    s.line(m, y, m + 260, y, 0.6);
    s.text('Total', m, y + 4, { font: 'dejavu-bold', size: 9 });
    s.text(fmtMoney(total(t)), m, y + 4, {
      font: 'dejavu-bold',
      size: 9,
      align: 'right',
      width: 260,
    });
    y += 28;
    kv(
      s,
      m,
      y,
      [
        ['Carrier', `${t.carrier.name} · MC ${t.carrier.mc} · USDOT ${t.carrier.dot}`],
        [
          'Driver',
          t.carrier.driver
            ? `${t.carrier.driver}${t.carrier.driverPhone ? ` · ${fmtPhone(t.carrier.driverPhone, 'intl')}` : ''}`
            : null,
        ],
        ['Trailer', t.carrier.trailer],
        [
          'Support',
          `${t.broker.contact} · ${t.broker.phone ? fmtPhone(t.broker.phone, 'intl', t.broker.phoneExt) : ''} · ${t.broker.email}`,
        ],
      ],
      { labelW: 70, valueW: 440, font: 'dejavu', bold: 'dejavu-bold', size: 8.5 },
    );
  },
};

/** 5. Small broker's Word document: serif, plain labelled lines, no tables. */
const wordSheet: Layout = {
  id: 'word-sheet',
  title: 'Word-made sheet: serif, SHIPPER / CONSIGNEE paragraphs, 12-hour times, rates as lines',
  modelledOn: "Small brokers' confirmations typed in Word and printed to PDF",
  page: LETTER,
  embedFonts: true,
  load: {
    broker: broker(
      'Big Sky Brokerage LLC',
      '220 N 24th St, Suite 3',
      'Billings',
      'MT',
      '59101',
      'bigskybrokerage.net',
      '1102981',
    ),
    orderNumber: (r) => `${r.int(1000, 9999)}`,
    stops: [2, 3],
  },
  hide(t) {
    t.carrier.truck = null;
    t.carrier.trailer = null;
    for (const st of t.stops) {
      st.email = null;
      st.bol = null;
    }
  },
  draw(s, t) {
    const m = 72;
    const w = s.width - 2 * m;
    s.text(t.broker.name, 0, 60, { font: 'serif-bold', size: 18, align: 'center', width: s.width });
    s.text(`${t.broker.street} · ${t.broker.city}, ${t.broker.state} ${t.broker.zip}`, 0, 82, {
      font: 'serif',
      size: 10,
      align: 'center',
      width: s.width,
    });
    s.text(
      `Ph ${t.broker.phone ? fmtPhone(t.broker.phone, 'dash', t.broker.phoneExt) : ''}   Fax ${fmtPhone(t.broker.fax, 'dash')}   ${t.broker.email}`,
      0,
      96,
      { font: 'serif', size: 10, align: 'center', width: s.width },
    );
    let y = 126;
    s.text('RATE CONFIRMATION', 0, y, {
      font: 'serif-bold',
      size: 14,
      align: 'center',
      width: s.width,
    });
    s.line(s.width / 2 - 75, y + 17, s.width / 2 + 75, y + 17, 0.8);
    y += 32;
    const P = (txt: string, bold = false) => {
      y = para(s, txt, m, y, w, { font: bold ? 'serif-bold' : 'serif', size: 11, leading: 14 });
    };
    P(`Date: ${fmtDate(t.issued, 'long')}`);
    P(
      `Load #: ${t.order}${t.po ? `        PO#: ${t.po}` : ''}${t.bol ? `        BOL#: ${t.bol}` : ''}`,
    );
    if (t.ref) P(`Ref#: ${t.ref}`);
    y += 6;
    P(`Carrier: ${t.carrier.name}   MC# ${t.carrier.mc}`);
    if (t.carrier.driver)
      P(
        `Driver: ${t.carrier.driver}${t.carrier.driverPhone ? `   Cell: ${fmtPhone(t.carrier.driverPhone, 'plain')}` : ''}`,
      );
    y += 8;
    for (const st of t.stops) {
      const head =
        st.type === 'Pickup'
          ? t.stops.filter((x) => x.type === 'Pickup').length > 1
            ? `SHIPPER ${st.n}`
            : 'SHIPPER'
          : t.stops.filter((x) => x.type === 'Delivery').length > 1
            ? `CONSIGNEE (stop ${st.n})`
            : 'CONSIGNEE';
      P(`${head}:`, true);
      P(
        `${st.company}\n${st.street}\n${cityLine(st)}${st.phone ? `\nPhone: ${fmtPhone(st.phone, 'paren')}` : ''}`,
      );
      P(
        st.appt
          ? `${st.type === 'Pickup' ? 'Pick up' : 'Deliver'} on ${when(st, { date: 'm/d/yyyy', time: 'ampm' })} (appointment)`
          : `${st.type === 'Pickup' ? 'Pick up' : 'Deliver'} ${when(st, { date: 'm/d/yyyy', time: 'ampm' })} FCFS`,
      );
      if (st.conf) P(`${st.type === 'Pickup' ? 'PU' : 'Appt'} #: ${st.conf}`);
      if (st.ref) P(`Ref: ${st.ref}`);
      if (st.commodity) P(`Commodity: ${st.commodity}`);
      if (st.instructions) P(`Note: ${st.instructions}`);
      y += 8;
      if (y > s.height - 160) {
        s.newPage();
        y = 72;
      }
    }
    P(`Equipment: ${equip(t, 'long')}${t.equipment === 'reefer' ? `, ${tempText(t, 'c')}` : ''}`);
    if (t.weight) P(`Weight: ${fmtInt(t.weight)} lbs`);
    y += 8;
    if (y > s.height - 180) {
      s.newPage();
      y = 72;
    }
    P(`Line haul: ${fmtMoney(t.linehaul)}`);
    if (t.fuel !== null) P(`Fuel surcharge: ${fmtMoney(t.fuel)}`);
    for (const a of t.accessorials) P(`${a.label}: ${fmtMoney(a.amount)}`);
    P(`Total: ${fmtMoney(total(t))}`, true);
    y += 10;
    P(
      `Questions call ${t.broker.contact}. Please sign and return to confirm. Carrier will be paid within 30 days of receipt of invoice and signed POD.`,
    );
    y += 20;
    P('Signed: _____________________________      Date: ______________');
  },
};

/** 6. Old TMS printout in Courier: fixed-width columns and dashed rules. */
const tmsMono: Layout = {
  id: 'tms-mono',
  title: 'Fixed-width Courier printout from an old TMS, 24-hour times without colon, 2-digit years',
  modelledOn: 'Regional brokers on green-screen era TMS (AS/400 style reports)',
  page: LETTER,
  embedFonts: false,
  load: {
    broker: broker(
      'MIDCONTINENT FREIGHT SERVICES',
      '3100 S Meridian Ave',
      'Wichita',
      'KS',
      '67217',
      'mcfreight.com',
      '226114',
    ),
    orderNumber: (r) => `${r.digits(6)}`,
    stops: [2, 4],
  },
  hide(t) {
    for (const st of t.stops) st.email = null;
    t.broker.email = null;
  },
  draw(s, t) {
    const m = 36;
    const size = 8.6;
    let y = 36;
    const L = (txt: string, bold = false) => {
      s.text(txt, m, y, { font: bold ? 'mono-bold' : 'mono', size });
      y += size * 1.3;
      if (y > s.height - 40) {
        s.newPage();
        y = 36;
      }
    };
    const pad = (v: string, n: number) => (v.length > n ? v.slice(0, n) : v.padEnd(n));
    const dash = '-'.repeat(100);
    L(`${pad(t.broker.name, 60)}RUN DATE ${fmtDate(t.issued, 'mdyy')}`, true);
    L(
      `${t.broker.street}, ${t.broker.city} ${t.broker.state} ${t.broker.zip}   PH ${t.broker.phone ? fmtPhone(t.broker.phone, 'dash', t.broker.phoneExt) : ''}`,
    );
    L(dash);
    L(`CARRIER CONFIRMATION                ORDER NO: ${t.order}`, true);
    L(dash);
    L(`CARRIER : ${pad(t.carrier.name ?? '', 40)} MC: ${t.carrier.mc}`);
    L(
      `DRIVER  : ${pad(t.carrier.driver ?? '', 40)} CELL: ${t.carrier.driverPhone ? fmtPhone(t.carrier.driverPhone, 'dash') : ''}`,
    );
    L(
      `TRACTOR : ${pad(t.carrier.truck ?? '', 14)} TRAILER: ${pad(t.carrier.trailer ?? '', 16)} EQUIP: ${equip(t, 'code')}`,
    );
    L(`CUST PO : ${pad(t.po ?? '', 14)} BOL: ${pad(t.bol ?? '', 20)} REF: ${t.ref ?? ''}`);
    L(
      `WEIGHT  : ${pad(t.weight ? String(t.weight) : '', 14)} MILES: ${t.miles}${t.equipment === 'reefer' ? `   TEMP: ${t.temp}F ${tempWord(t, 'CONT', 'CYCLE')}` : ''}`,
    );
    L(dash);
    L(
      'STP TYPE  NAME/ADDRESS                           DATE      TIME       PU/DEL#     BOL#',
      true,
    );
    L(dash);
    for (const st of t.stops) {
      const d = st.appt ? st.appt.day : st.fcfs?.start;
      const tm = st.appt
        ? `${fmtTime(st.appt.h, st.appt.m, 'hhmm')} APPT`
        : st.fcfs
          ? `${fmtTime(st.fcfs.sh, st.fcfs.sm, 'hhmm')}-${fmtTime(st.fcfs.eh, st.fcfs.em, 'hhmm')}`
          : '';
      L(
        ` ${String(st.n).padStart(2, '0')} ${pad(st.type === 'Pickup' ? 'PU' : 'DL', 5)} ${pad((st.company ?? '').toUpperCase(), 38)} ${pad(d ? fmtDate(d, 'mdyy') : '', 9)} ${pad(tm, 10)} ${pad(st.conf ?? '', 11)} ${st.bol ?? ''}`,
      );
      L(
        `          ${pad((st.street ?? '').toUpperCase(), 38)}${st.fcfs && (st.fcfs.end.d !== st.fcfs.start.d) ? ` THRU ${fmtDate(st.fcfs.end, 'mdyy')}` : ''}`,
      );
      L(
        `          ${pad(`${st.city.toUpperCase()}, ${st.state} ${st.zip ?? ''}`, 38)} ${st.phone ? `PH ${fmtPhone(st.phone, 'plain')}` : ''}`,
      );
      if (st.ref) L(`          REF# ${st.ref}`);
      if (st.commodity) L(`          COMMODITY: ${st.commodity.toUpperCase()}`);
      if (st.instructions) L(`          ** ${st.instructions.toUpperCase()}`);
      L('');
    }
    L(dash);
    L('CHARGES', true);
    L(
      `  LINE HAUL ................................. ${fmtMoney(t.linehaul, { symbol: false }).padStart(12)}`,
    );
    if (t.fuel !== null)
      L(
        `  FUEL SURCHARGE ............................ ${fmtMoney(t.fuel, { symbol: false }).padStart(12)}`,
      );
    for (const a of t.accessorials)
      L(
        `  ${`${a.label.toUpperCase()} `.padEnd(43, '.')} ${fmtMoney(a.amount, { symbol: false }).padStart(12)}`,
      );
    L(
      `  TOTAL DUE CARRIER ......................... ${fmtMoney(total(t), { symbol: false }).padStart(12)}`,
      true,
    );
    L(dash);
    L(`CONTACT: ${t.broker.contact.toUpperCase()}`);
    L('');
    for (const term of TERMS.slice(0, 6)) {
      for (const line of term.toUpperCase().match(/.{1,96}(\s|$)/g) ?? []) L(line.trim());
    }
  },
};

/** 7. Agent-network style: summary page, stops page, two pages of terms; narrow font. */
const agentMultipage: Layout = {
  id: 'agent-multipage',
  title: 'Four pages: summary and carrier page, stop detail page, two pages of terms (narrow font)',
  modelledOn: 'Agent-network carriers/brokers (Landstar-style multi-page confirmation)',
  page: LETTER,
  embedFonts: true,
  load: {
    broker: broker(
      'Lone Star Agent Network Inc',
      '13410 Sutton Park Dr S',
      'Jacksonville',
      'FL',
      '32224',
      'lsagent.com',
      '148917',
    ),
    orderNumber: (r) => `${r.digits(7)}-${r.int(1, 9)}`,
    stops: [2, 4],
  },
  draw(s, t, rng) {
    const m = 44;
    s.text(t.broker.name, m, 40, { font: 'narrow-bold', size: 16 });
    s.text('BROKERAGE LOAD CONFIRMATION / CARRIER AGREEMENT', m, 62, { font: 'narrow', size: 10 });
    s.text(`Freight Bill # ${t.order}`, 0, 40, {
      font: 'narrow-bold',
      size: 12,
      align: 'right',
      width: s.width - m,
    });
    let y = 92;
    s.rect(m, y, s.width - 2 * m, 110, { stroke: '#333333' });
    kv(
      s,
      m + 8,
      y + 8,
      [
        ['Agent', t.broker.contact],
        [
          'Agent Phone',
          t.broker.phone ? fmtPhone(t.broker.phone, 'paren', t.broker.phoneExt) : null,
        ],
        ['Agent Email', t.broker.email],
        ['Shipper PO', t.po],
        ['Bill of Lading', t.bol],
        ['Customer Reference', t.ref],
      ],
      { labelW: 100, valueW: 150, font: 'narrow', bold: 'narrow-bold', size: 9.5 },
    );
    kv(
      s,
      m + 280,
      y + 8,
      [
        ['Equipment', equip(t, 'long')],
        ['Temperature', tempText(t, 'b') || 'Dry'],
        ['Total Weight', t.weight ? `${fmtInt(t.weight)} LBS` : null],
        [
          'Pick Up',
          fmtDate(t.stops[0]?.appt?.day ?? t.stops[0]?.fcfs?.start ?? t.issued, 'd-mon-yy'),
        ],
        ['Stops', String(t.stops.length)],
      ],
      { labelW: 90, valueW: 140, font: 'narrow', bold: 'narrow-bold', size: 9.5 },
    );
    y += 126;
    s.text('CARRIER', m, y, { font: 'narrow-bold', size: 11 });
    y = kv(
      s,
      m,
      y + 16,
      [
        ['Carrier Name', t.carrier.name],
        ['MC / DOT', `${t.carrier.mc} / ${t.carrier.dot}`],
        ['Dispatcher', `${t.carrier.dispatcher}  ${fmtPhone(t.carrier.dispatchPhone, 'paren')}`],
        ['Driver 1', t.carrier.driver],
        ['Driver 1 Phone', t.carrier.driverPhone ? fmtPhone(t.carrier.driverPhone, 'paren') : null],
        ['Power Unit', t.carrier.truck],
        ['Trailer', t.carrier.trailer],
      ],
      { labelW: 110, valueW: 380, font: 'narrow', bold: 'narrow-bold', size: 10 },
    );
    y += 14;
    s.text('CARRIER PAY', m, y, { font: 'narrow-bold', size: 11 });
    y += 16;
    const rr = rateRows(t, 'Line Haul (flat)', 'FSC').map(([l, v]) => [l, fmtMoney(v)]);
    rr.push(['Total Carrier Pay', fmtMoney(total(t))]);
    y = table(
      s,
      m,
      y,
      [
        { header: 'Description', width: 220 },
        { header: 'Amount', width: 110, align: 'right' },
      ],
      rr,
      { font: 'narrow', bold: 'narrow-bold', size: 10, grid: true },
    );
    s.text('Page 1', m, s.height - 30, { font: 'narrow', size: 7 });
    s.newPage();
    s.text(`STOP DETAIL — Freight Bill # ${t.order}`, m, 40, { font: 'narrow-bold', size: 12 });
    y = 66;
    for (const st of t.stops) {
      s.line(m, y, s.width - m, y, 0.8);
      y += 6;
      s.text(`${st.type === 'Pickup' ? 'ORIGIN' : 'DESTINATION'} — STOP ${st.n}`, m, y, {
        font: 'narrow-bold',
        size: 10,
      });
      y = kv(
        s,
        m,
        y + 16,
        [
          ['Location', st.company],
          ['Street', st.street],
          ['City/State/Zip', cityLine(st)],
          ['Contact Phone', st.phone ? fmtPhone(st.phone, 'paren') : null],
          ['Contact Email', st.email],
          [st.appt ? 'Appointment' : 'FCFS Window', when(st, { date: 'd-mon-yy', time: 'hh:mm' })],
          ['Confirmation #', st.conf],
          ['BOL', st.bol],
          ['Reference', st.ref],
          ['Product', st.commodity],
          ['Instructions', st.instructions],
        ],
        { labelW: 110, valueW: 380, font: 'narrow', bold: 'narrow-bold', size: 9.5 },
      );
      y += 8;
      if (y > s.height - 170) {
        s.newPage();
        y = 50;
      }
    }
    termsPages(s, rng, 'CARRIER AGREEMENT — TERMS', {
      font: 'narrow',
      bold: 'narrow-bold',
      size: 8,
      pages: 2,
    });
  },
};

/** 8. One wide stop table with every field in its own column; charges with qty and rate. */
const wideTable: Layout = {
  id: 'stop-table-wide',
  title:
    'One wide stop table (a column per field), header band of references, charges with qty x rate',
  modelledOn: 'Tech-enabled brokers (Echo-style tables)',
  page: LETTER,
  embedFonts: false,
  load: {
    broker: broker(
      'Echelon Global Logistics',
      '600 W Chicago Ave, Suite 725',
      'Chicago',
      'IL',
      '60654',
      'echelonglobal.com',
      '511471',
    ),
    orderNumber: (r) => `${r.digits(9)}`,
    stops: [2, 4],
  },
  hide(t) {
    for (const st of t.stops) {
      st.instructions = null;
      st.email = null;
    }
  },
  draw(s, t) {
    const m = 24;
    s.text(t.broker.name, m, 26, { font: 'sans-bold', size: 14 });
    s.text('Carrier Rate Confirmation', m, 44, { size: 10 });
    s.text(
      `Contact: ${t.broker.contact} | ${t.broker.phone ? fmtPhone(t.broker.phone, 'dash', t.broker.phoneExt) : ''} | ${t.broker.email}`,
      m,
      58,
      { size: 8 },
    );
    let y = 78;
    y =
      table(
        s,
        m,
        y,
        [
          { header: 'Load ID', width: 94 },
          { header: 'PO Number', width: 94 },
          { header: 'BOL', width: 94 },
          { header: 'PRO / Ref', width: 94 },
          { header: 'Equipment', width: 94 },
          { header: 'Weight', width: 94 },
        ],
        [
          [
            t.order ?? '',
            t.po ?? '',
            t.bol ?? '',
            t.ref ?? '',
            `${equip(t, 'short')} ${t.length ?? ''}'${t.equipment === 'reefer' ? ` @ ${t.temp}°F ${tempWord(t, 'cont.', 'cycle')}` : ''}`,
            t.weight ? `${fmtInt(t.weight)} lbs` : '',
          ],
        ],
        { grid: true, headerFill: '#e8e8e8', size: 8 },
      ) + 10;
    y =
      table(
        s,
        m,
        y,
        [
          { header: 'Carrier', width: 160 },
          { header: 'MC#', width: 60 },
          { header: 'Driver', width: 110 },
          { header: 'Driver Phone', width: 90 },
          { header: 'Truck', width: 72 },
          { header: 'Trailer', width: 72 },
        ],
        [
          [
            t.carrier.name ?? '',
            t.carrier.mc,
            t.carrier.driver ?? '',
            t.carrier.driverPhone ? fmtPhone(t.carrier.driverPhone, 'dash') : '',
            t.carrier.truck ?? '',
            t.carrier.trailer ?? '',
          ],
        ],
        { grid: true, headerFill: '#e8e8e8', size: 8 },
      ) + 14;
    s.text('Stops', m, y, { font: 'sans-bold', size: 10 });
    y += 14;
    y =
      table(
        s,
        m,
        y,
        [
          { header: 'Stop', width: 22 },
          { header: 'Type', width: 30 },
          { header: 'Name', width: 80 },
          { header: 'Address', width: 84 },
          { header: 'City', width: 56 },
          { header: 'ST', width: 20 },
          { header: 'Zip', width: 32 },
          { header: 'Phone', width: 58 },
          { header: 'Sched', width: 30 },
          { header: 'Date / Time', width: 68 },
          { header: 'Pickup/ Appt #', width: 44 },
          { header: 'Ref / BOL', width: 40 },
        ],
        t.stops.map((st) => [
          String(st.n),
          st.type === 'Pickup' ? 'PU' : 'DEL',
          st.company ?? '',
          st.street ?? '',
          st.city,
          st.state,
          st.zip ?? '',
          st.phone ? fmtPhone(st.phone, 'dash') : '',
          st.appt ? 'APPT' : 'FCFS',
          when(st, { date: 'mdy', time: 'hh:mm' }),
          st.conf ?? '',
          [st.ref, st.bol ? `BOL ${st.bol}` : ''].filter(Boolean).join(' '),
        ]),
        { grid: true, headerFill: '#e8e8e8', size: 7 },
      ) + 8;
    const comm = t.stops
      .filter((st) => st.commodity)
      .map((st) => `Stop ${st.n}: ${st.commodity}`)
      .join('; ');
    y = para(s, `Commodities — ${comm}`, m, y, s.width - 2 * m, { size: 8 }) + 10;
    const rows: string[][] = [
      ['Linehaul', 'Flat', '1', fmtMoney(t.linehaul), fmtMoney(t.linehaul)],
    ];
    if (t.fuel !== null)
      rows.push([
        'Fuel Surcharge',
        'Per Mile',
        String(t.miles),
        (t.fuel / t.miles).toFixed(3),
        fmtMoney(t.fuel),
      ]);
    for (const a of t.accessorials)
      rows.push([a.label, 'Flat', '1', fmtMoney(a.amount), fmtMoney(a.amount)]);
    rows.push(['Total Carrier Rate', '', '', '', fmtMoney(total(t))]);
    y =
      table(
        s,
        m,
        y,
        [
          { header: 'Charge Description', width: 180 },
          { header: 'Basis', width: 70 },
          { header: 'Qty', width: 60, align: 'right' },
          { header: 'Rate', width: 80, align: 'right' },
          { header: 'Amount', width: 90, align: 'right' },
        ],
        rows,
        { grid: true, headerFill: '#e8e8e8', size: 8 },
      ) + 14;
    para(s, TERMS.slice(2, 7).join(' '), m, y, s.width - 2 * m, { size: 6.5 });
  },
};

/** 9. Stop rows spanning two lines, ISO dates, rate summary on the right. */
const twoLineRows: Layout = {
  id: 'two-line-rows',
  title:
    'Stop table with two lines per stop (name row, then address/time row), ISO dates, rate box on the right',
  modelledOn: 'Brokers spun out of asset carriers (RXO / XPO-style confirmation)',
  page: LETTER,
  embedFonts: false,
  load: {
    broker: broker(
      'Rexon Logistics Brokerage',
      '11215 N Community House Rd',
      'Charlotte',
      'NC',
      '28277',
      'rexonlogistics.com',
      '1286301',
    ),
    orderNumber: (r) => `${r.digits(8)}`,
  },
  hide(t) {
    t.carrier.driverPhone = null;
  },
  draw(s, t, rng) {
    const m = 40;
    s.rect(m, 30, 6, 40, { fill: '#c8102e' });
    s.text(t.broker.name, m + 14, 32, { font: 'sans-bold', size: 15 });
    s.text('Load Tender / Rate Confirmation', m + 14, 52, { size: 10 });
    let y = 90;
    const right = s.width - m - 190;
    kv(
      s,
      m,
      y,
      [
        ['Order #', t.order],
        ['Shipper PO', t.po],
        ['BOL', t.bol],
        ['Ref #', t.ref],
        ['Issued', fmtDate(t.issued, 'iso')],
        ['Carrier', t.carrier.name],
        ['MC', t.carrier.mc],
        ['Driver', t.carrier.driver],
        ['Truck', t.carrier.truck],
        ['Trailer', t.carrier.trailer],
        ['Equipment', `${t.length ?? ''} ft ${equip(t, 'short')}`],
        [
          'Temp',
          t.equipment === 'reefer' ? `${t.temp} F ${tempWord(t, 'continuous', 'cycle')}` : null,
        ],
        ['Weight', t.weight ? `${fmtInt(t.weight)} lbs` : null],
      ],
      { labelW: 80, valueW: 260, size: 9 },
    );
    s.rect(right, y, 190, 20 + 14 * (rateRows(t, '', '').length + 1), {
      stroke: '#c8102e',
      lineWidth: 1,
    });
    s.text('RATE', right + 8, y + 6, { font: 'sans-bold', size: 9, color: '#c8102e' });
    let ry = y + 20;
    for (const [l, v] of rateRows(t, 'Base Rate', 'FSC')) {
      s.text(l, right + 8, ry, { size: 9 });
      s.text(fmtMoney(v), right, ry, { size: 9, align: 'right', width: 182 });
      ry += 14;
    }
    s.text('Total', right + 8, ry, { font: 'sans-bold', size: 9 });
    s.text(fmtMoney(total(t)), right, ry, {
      font: 'sans-bold',
      size: 9,
      align: 'right',
      width: 182,
    });
    y = 290;
    s.text(
      `Questions: ${t.broker.contact}  ${t.broker.phone ? fmtPhone(t.broker.phone, 'dot', t.broker.phoneExt) : ''}  ${t.broker.email}`,
      m,
      y - 20,
      { size: 8 },
    );
    s.rect(m, y, s.width - 2 * m, 16, { fill: '#222222' });
    const cols = [m + 4, m + 40, m + 250, m + 400];
    for (const [i, h] of ['#', 'Stop', 'Schedule', 'Numbers'].entries()) {
      s.text(h, cols[i] ?? 0, y + 4, { font: 'sans-bold', size: 8, color: '#ffffff' });
    }
    y += 20;
    for (const st of t.stops) {
      if (y > s.height - 90) {
        s.newPage();
        y = 50;
      }
      s.text(String(st.n), cols[0] ?? 0, y, { font: 'sans-bold', size: 9 });
      s.text(`${st.type === 'Pickup' ? 'Pick' : 'Drop'} — ${st.company}`, cols[1] ?? 0, y, {
        font: 'sans-bold',
        size: 9,
      });
      const sched = st.appt
        ? `Appt ${fmtDate(st.appt.day, 'iso')} ${fmtTime(st.appt.h, st.appt.m, 'hh:mm')}`
        : st.fcfs
          ? `FCFS ${fmtDate(st.fcfs.start, 'iso')} ${fmtTime(st.fcfs.sh, st.fcfs.sm, 'hh:mm')}`
          : '';
      s.text(sched, cols[2] ?? 0, y, { size: 9 });
      s.text(st.conf ? `Conf# ${st.conf}` : '', cols[3] ?? 0, y, { size: 9 });
      y += 12;
      s.text(`${st.street}, ${cityLine(st)}`, cols[1] ?? 0, y, { size: 8.5 });
      const sched2 = st.fcfs
        ? `to ${fmtDate(st.fcfs.end, 'iso')} ${fmtTime(st.fcfs.eh, st.fcfs.em, 'hh:mm')}`
        : '';
      s.text(sched2, cols[2] ?? 0, y, { size: 9 });
      s.text(
        [st.bol ? `BOL ${st.bol}` : '', st.ref ? `Ref ${st.ref}` : ''].filter(Boolean).join('  '),
        cols[3] ?? 0,
        y,
        { size: 9 },
      );
      y += 12;
      const extra = [
        st.phone ? `Tel ${fmtPhone(st.phone, 'dot')}` : '',
        st.email ?? '',
        st.commodity ? `Commodity: ${st.commodity}` : '',
      ]
        .filter(Boolean)
        .join('   ');
      if (extra) {
        s.text(extra, cols[1] ?? 0, y, { size: 8 });
        y += 12;
      }
      if (st.instructions)
        y = para(
          s,
          `Instructions: ${st.instructions}`,
          cols[1] ?? 0,
          y,
          s.width - m - (cols[1] ?? 0),
          { size: 8 },
        );
      s.line(m, y + 2, s.width - m, y + 2, 0.4, '#999999');
      y += 8;
    }
    termsPages(s, rng, 'Standard Terms', { font: 'sans', bold: 'sans-bold', size: 7, pages: 1 });
  },
};

/** 10. A printed e-mail: mail header, then a plain-text confirmation in the body. */
const emailPrint: Layout = {
  id: 'email-print',
  title: 'Printed e-mail (From/To/Subject header) with the confirmation as plain text in the body',
  modelledOn: 'One-person brokers who confirm by e-mail and the carrier prints it to PDF',
  page: LETTER,
  embedFonts: true,
  load: {
    broker: broker(
      'Desert Sun Freight Brokers',
      '7650 E Broadway Blvd #204',
      'Tucson',
      'AZ',
      '85710',
      'desertsunfreight.com',
      '1410087',
    ),
    orderNumber: (r) => `DS${r.digits(5)}`,
    stops: [2, 3],
  },
  hide(t) {
    t.carrier.truck = null;
    t.carrier.trailer = null;
    for (const st of t.stops) {
      st.email = null;
      st.phone = null;
    }
  },
  draw(s, t) {
    const m = 50;
    const w = s.width - 2 * m;
    s.text('Gmail', m, 30, { font: 'sans', size: 12, color: '#666666' });
    s.text(`${t.carrier.dispatcher} <dispatch@carrier-mail.com>`, 0, 30, {
      size: 9,
      color: '#666666',
      align: 'right',
      width: s.width - m,
    });
    s.line(m, 48, s.width - m, 48, 1, '#bbbbbb');
    let y = 60;
    s.text(`Load ${t.order} confirmation - ${t.stops[0]?.city} to ${t.stops.at(-1)?.city}`, m, y, {
      font: 'sans-bold',
      size: 13,
    });
    y += 24;
    s.text(`${t.broker.contact} <${t.broker.email}>`, m, y, { font: 'sans-bold', size: 9 });
    s.text(`${fmtDate(t.issued, 'long')}, 3:12 PM`, 0, y, {
      size: 8,
      align: 'right',
      width: s.width - m,
      color: '#666666',
    });
    y += 12;
    s.text('To: dispatch@carrier-mail.com', m, y, { size: 8, color: '#666666' });
    y += 22;
    const P = (txt: string) => {
      y = para(s, txt, m, y, w, { font: 'sans', size: 10, leading: 13 });
      if (y > s.height - 60) {
        s.newPage();
        y = 50;
      }
    };
    P(`Hi ${t.carrier.dispatcher.split(' ')[0]},`);
    y += 6;
    P(
      `Thanks for covering this one. Here are the details for load # ${t.order}${t.po ? ` (customer PO ${t.po})` : ''}. Please have the driver call me when loaded.`,
    );
    y += 6;
    P(`Carrier: ${t.carrier.name} MC ${t.carrier.mc}`);
    if (t.carrier.driver)
      P(
        `Driver: ${t.carrier.driver}${t.carrier.driverPhone ? ` ${fmtPhone(t.carrier.driverPhone, 'dot')}` : ''}`,
      );
    y += 6;
    for (const st of t.stops) {
      const verb = st.type === 'Pickup' ? 'PICK' : 'DROP';
      P(`${verb} ${st.n}: ${st.company}, ${st.street}, ${cityLine(st)}`);
      P(
        st.appt
          ? `   Appt ${when(st, { date: 'mdy', time: 'hhmm' })}`
          : `   FCFS ${when(st, { date: 'mdy', time: 'hhmm' })}`,
      );
      const nums = [
        st.conf ? `${st.type === 'Pickup' ? 'PU' : 'Del'}# ${st.conf}` : '',
        st.bol ? `BOL ${st.bol}` : '',
        st.ref ? `Ref ${st.ref}` : '',
      ]
        .filter(Boolean)
        .join(', ');
      if (nums) P(`   ${nums}`);
      if (st.commodity) P(`   ${st.commodity}`);
      if (st.instructions) P(`   ${st.instructions}`);
      y += 4;
    }
    P(
      `${equip(t, 'long')}${t.equipment === 'reefer' ? `, temp ${t.temp}F ${tempWord(t, 'continuous', 'cycle')}` : ''}${t.weight ? `, ${fmtInt(t.weight)} lbs` : ''}`,
    );
    if (t.bol) P(`BOL # ${t.bol}`);
    if (t.ref) P(`Ref # ${t.ref}`);
    y += 6;
    const parts = [`${fmtMoney(t.linehaul)} linehaul`];
    if (t.fuel !== null) parts.push(`${fmtMoney(t.fuel)} fuel`);
    for (const a of t.accessorials) parts.push(`${fmtMoney(a.amount)} ${a.label.toLowerCase()}`);
    P(`Rate: ${parts.join(' + ')} = ${fmtMoney(total(t))} all in.`);
    y += 6;
    P(
      'Standard terms apply: 30 days pay with POD, quick pay 3%. Detention $40/hr after 2 hrs free with in/out times on BOL. No double brokering.',
    );
    y += 10;
    P(
      `${t.broker.contact}\n${t.broker.name}\nOffice ${t.broker.phone ? fmtPhone(t.broker.phone, 'paren', t.broker.phoneExt) : ''}\n${t.broker.street}, ${t.broker.city}, ${t.broker.state} ${t.broker.zip}`,
    );
  },
};

/** 11. Landscape page with the stops as columns left to right. */
const landscapeCols: Layout = {
  id: 'landscape-columns',
  title:
    'Landscape page, stops as side-by-side columns, references in a top strip, rates in a footer strip',
  modelledOn: 'Produce and reefer specialists printing from spreadsheet-like TMS screens',
  page: LETTER_LANDSCAPE,
  embedFonts: true,
  load: {
    broker: broker(
      'Valley Fresh Transport Brokerage',
      '1520 Abbott St',
      'Salinas',
      'CA',
      '93901',
      'valleyfreshtb.com',
      '663002',
    ),
    orderNumber: (r) => `VF-${r.digits(6)}`,
    stops: [2, 4],
    reeferShare: 0.75,
  },
  draw(s, t) {
    const m = 30;
    s.text(t.broker.name, m, 24, { font: 'condensed-bold', size: 15 });
    s.text('CONFIRMATION OF RATE AND LOAD', 0, 26, {
      font: 'condensed-bold',
      size: 11,
      align: 'right',
      width: s.width - m,
    });
    let y = 50;
    table(
      s,
      m,
      y,
      [
        { header: 'Trip #', width: 90 },
        { header: 'PO #', width: 90 },
        { header: 'BOL #', width: 90 },
        { header: 'Ref #', width: 90 },
        { header: 'Trailer type', width: 110 },
        { header: 'Reefer', width: 130 },
        { header: 'Gross wt', width: 80 },
        { header: 'Date', width: 52 },
      ],
      [
        [
          t.order ?? '',
          t.po ?? '',
          t.bol ?? '',
          t.ref ?? '',
          equip(t, 'long'),
          t.equipment === 'reefer'
            ? `${t.temp}°F / ${tempWord(t, 'Continuous', 'Start-Stop')}`
            : 'No',
          t.weight ? `${fmtInt(t.weight)} lb` : '',
          fmtDate(t.issued, 'mdyy'),
        ],
      ],
      { font: 'condensed', bold: 'condensed-bold', size: 8, grid: true, headerFill: '#eeeeee' },
    );
    y = 100;
    const n = t.stops.length;
    const colW = (s.width - 2 * m) / n;
    let maxY = y;
    t.stops.forEach((st, i) => {
      const x = m + i * colW;
      s.rect(x, y, colW - 6, 18, { fill: st.type === 'Pickup' ? '#dbeafe' : '#dcfce7' });
      s.text(`${st.n}. ${st.type.toUpperCase()}`, x + 4, y + 4, {
        font: 'condensed-bold',
        size: 9,
      });
      let yy = y + 24;
      const lines: Array<[string, string | null]> = [
        ['', st.company],
        ['', st.street],
        ['', cityLine(st)],
        ['Tel', st.phone ? fmtPhone(st.phone, 'paren') : null],
        ['Email', st.email],
        [st.appt ? 'Appt' : 'FCFS', when(st, { date: 'mon-d-y', time: 'hh:mm' })],
        ['Conf#', st.conf],
        ['BOL#', st.bol],
        ['Ref#', st.ref],
        ['Product', st.commodity],
        ['Notes', st.instructions],
      ];
      for (const [l, v] of lines) {
        if (!v) continue;
        yy = para(s, l ? `${l}: ${v}` : v, x + 4, yy, colW - 14, {
          font: l === '' && v === st.company ? 'condensed-bold' : 'condensed',
          size: 8.5,
        });
      }
      maxY = Math.max(maxY, yy);
    });
    y = maxY + 14;
    s.line(m, y, s.width - m, y, 0.8);
    y += 8;
    kv(
      s,
      m,
      y,
      [
        ['Carrier', `${t.carrier.name} (MC ${t.carrier.mc})`],
        ['Driver', t.carrier.driver],
        ['Driver cell', t.carrier.driverPhone ? fmtPhone(t.carrier.driverPhone, 'paren') : null],
        ['Truck', t.carrier.truck],
        ['Trailer', t.carrier.trailer],
      ],
      { labelW: 70, valueW: 250, font: 'condensed', bold: 'condensed-bold', size: 9 },
    );
    let ry = y;
    const rx = s.width / 2 + 40;
    for (const [l, v] of rateRows(t, 'Linehaul', 'Fuel Surcharge')) {
      s.text(l, rx, ry, { font: 'condensed', size: 9 });
      s.text(fmtMoney(v), rx, ry, { font: 'condensed', size: 9, align: 'right', width: 240 });
      ry += 13;
    }
    s.text('TOTAL PAY', rx, ry, { font: 'condensed-bold', size: 9 });
    s.text(fmtMoney(total(t)), rx, ry, {
      font: 'condensed-bold',
      size: 9,
      align: 'right',
      width: 240,
    });
    ry += 22;
    s.text(
      `Broker contact: ${t.broker.contact}, ${t.broker.phone ? fmtPhone(t.broker.phone, 'paren', t.broker.phoneExt) : ''}, ${t.broker.email}`,
      m,
      Math.max(ry, y + 80),
      { font: 'condensed', size: 8 },
    );
  },
};

/** 12. Shipper on the left, consignee on the right; extra stops below in the same pairs. */
const sideBySide: Layout = {
  id: 'side-by-side',
  title:
    'Shipper and consignee boxes side by side, extra stops in further pairs, summary table of charges',
  modelledOn: 'Carrier-owned brokerages (Schneider-style shipper/consignee boxes)',
  page: LETTER,
  embedFonts: false,
  load: {
    broker: broker(
      'Orange Fleet Brokerage Services',
      '3101 Packerland Dr',
      'Green Bay',
      'WI',
      '54313',
      'orangefleetbs.com',
      '133655',
    ),
    orderNumber: (r) => `${r.digits(10)}`,
    stops: [2, 4],
  },
  hide(t) {
    t.ref = null;
  },
  draw(s, t, rng) {
    const m = 36;
    s.text(t.broker.name, m, 30, { font: 'sans-bold', size: 14, color: '#e87722' });
    s.text('Load Confirmation', 0, 30, {
      font: 'sans-bold',
      size: 12,
      align: 'right',
      width: s.width - m,
    });
    let y = 56;
    y =
      kv(
        s,
        m,
        y,
        [
          ['Shipment ID:', t.order],
          ['Purchase Order:', t.po],
          ['BOL Number:', t.bol],
          [
            'Trailer:',
            `${equip(t, 'long')}${t.equipment === 'reefer' ? ` — ${tempText(t, 'a')}` : ''}`,
          ],
          ['Weight:', t.weight ? `${fmtInt(t.weight)} lbs.` : null],
          [
            'Rep:',
            `${t.broker.contact}, ${t.broker.phone ? fmtPhone(t.broker.phone, 'paren', t.broker.phoneExt) : ''}, ${t.broker.email}`,
          ],
        ],
        { labelW: 100, valueW: 420, size: 9 },
      ) + 8;
    const half = (s.width - 2 * m - 10) / 2;
    for (let i = 0; i < t.stops.length; i += 2) {
      let h = 0;
      for (let k = 0; k < 2; k++) {
        const st = t.stops[i + k];
        if (!st) continue;
        const x = m + k * (half + 10);
        s.text(`${st.type === 'Pickup' ? 'SHIPPER' : 'CONSIGNEE'} (Stop ${st.n})`, x + 6, y + 5, {
          font: 'sans-bold',
          size: 9,
        });
        const yy = kv(
          s,
          x + 6,
          y + 20,
          [
            ['Name', st.company],
            ['Address', st.street],
            ['', cityLine(st)],
            ['Phone', st.phone ? fmtPhone(st.phone, 'dash') : null],
            ['Email', st.email],
            [
              'Date',
              st.appt
                ? fmtDate(st.appt.day, 'mdy')
                : st.fcfs
                  ? fmtDate(st.fcfs.start, 'mdy')
                  : null,
            ],
            [
              'Time',
              st.appt
                ? `${fmtTime(st.appt.h, st.appt.m, 'ampm')} (Appt)`
                : st.fcfs
                  ? `${fmtTime(st.fcfs.sh, st.fcfs.sm, 'ampm')} - ${st.fcfs.end.d !== st.fcfs.start.d ? `${fmtDate(st.fcfs.end, 'mdy')} ` : ''}${fmtTime(st.fcfs.eh, st.fcfs.em, 'ampm')} (FCFS)`
                  : null,
            ],
            [st.type === 'Pickup' ? 'Pickup #' : 'Appt #', st.conf],
            ['BOL', st.bol],
            ['Ref', st.ref],
            ['Commodity', st.commodity],
            ['Notes', st.instructions],
          ],
          { labelW: 62, valueW: half - 76, size: 8.5 },
        );
        h = Math.max(h, yy - y + 4);
      }
      for (let k = 0; k < 2; k++)
        if (t.stops[i + k]) s.rect(m + k * (half + 10), y, half, h, { stroke: '#999999' });
      y += h + 10;
      if (y > s.height - 220 && i + 2 < t.stops.length) {
        s.newPage();
        y = 50;
      }
    }
    if (y > s.height - 200) {
      s.newPage();
      y = 50;
    }
    y =
      kv(
        s,
        m,
        y,
        [
          ['Carrier:', `${t.carrier.name}  MC ${t.carrier.mc}`],
          ['Driver:', t.carrier.driver],
          ['Driver Phone:', t.carrier.driverPhone ? fmtPhone(t.carrier.driverPhone, 'dash') : null],
          ['Tractor #:', t.carrier.truck],
          ['Trailer #:', t.carrier.trailer],
        ],
        { labelW: 100, valueW: 400, size: 9 },
      ) + 8;
    const rr = rateRows(t, 'Freight Charges (Line Haul)', 'Fuel Surcharge').map(([l, v]) => [
      l,
      fmtMoney(v),
    ]);
    rr.push(['Total Amount', fmtMoney(total(t))]);
    table(
      s,
      m,
      y,
      [
        { header: 'Charges', width: 260 },
        { header: 'USD', width: 100, align: 'right' },
      ],
      rr,
      { size: 9, headerFill: '#fde7d4' },
    );
    termsPages(s, rng, 'Terms and Conditions', {
      font: 'sans',
      bold: 'sans-bold',
      size: 7.5,
      pages: 1,
    });
  },
};

/** 13. A "Carrier Rate Agreement" with charges as line items and signature blocks. */
const rateAgreement: Layout = {
  id: 'rate-agreement',
  title:
    'Rate agreement: parties block, charges as line items (qty, unit, amount), dd-Mon-yy dates, signature blocks',
  modelledOn: 'Freight forwarders / 3PLs issuing a contract-like carrier rate agreement',
  page: LETTER,
  embedFonts: true,
  load: {
    broker: broker(
      'Atlantic Bridge Logistics Corp',
      '500 Frank W Burr Blvd, Suite 47',
      'Teaneck',
      'NJ',
      '07666',
      'atlanticbridge.com',
      '701882',
    ),
    orderNumber: (r) => `AB-${r.digits(4)}-${r.digits(3)}`,
    stops: [2, 3],
  },
  hide(t) {
    t.carrier.driver = null;
    t.carrier.driverPhone = null;
  },
  draw(s, t, rng) {
    const m = 50;
    s.text('CARRIER RATE AGREEMENT', m, 40, { font: 'dejavu-bold', size: 14 });
    s.text(`Agreement No. ${t.order}`, m, 60, { font: 'dejavu', size: 10 });
    s.text(`Dated ${fmtDate(t.issued, 'd-mon-yy')}`, 0, 60, {
      font: 'dejavu',
      size: 9,
      align: 'right',
      width: s.width - m,
    });
    let y = 86;
    const half = (s.width - 2 * m) / 2;
    s.text('BROKER', m, y, { font: 'dejavu-bold', size: 9 });
    s.text('CARRIER', m + half, y, { font: 'dejavu-bold', size: 9 });
    para(
      s,
      `${t.broker.name}\n${t.broker.street}\n${t.broker.city}, ${t.broker.state} ${t.broker.zip}\nMC ${t.broker.mc}\nAttn: ${t.broker.contact}\nTel ${t.broker.phone ? fmtPhone(t.broker.phone, 'dash', t.broker.phoneExt) : ''}\n${t.broker.email}`,
      m,
      y + 14,
      half - 10,
      { font: 'dejavu', size: 8.5 },
    );
    para(
      s,
      `${t.carrier.name}\nMC ${t.carrier.mc} / USDOT ${t.carrier.dot}\nDispatch: ${t.carrier.dispatcher} ${fmtPhone(t.carrier.dispatchPhone, 'dash')}${t.carrier.truck ? `\nTractor ${t.carrier.truck}` : ''}${t.carrier.trailer ? `\nTrailer ${t.carrier.trailer}` : ''}`,
      m + half,
      y + 14,
      half - 10,
      { font: 'dejavu', size: 8.5 },
    );
    y += 110;
    s.text('SHIPMENT', m, y, { font: 'dejavu-bold', size: 9 });
    y =
      kv(
        s,
        m,
        y + 14,
        [
          ['Purchase Order', t.po],
          ['Bill of Lading', t.bol],
          ['Reference', t.ref],
          [
            'Equipment',
            `${equip(t, 'long')}${t.equipment === 'reefer' ? `; temperature ${t.temp} °F, unit on ${tempWord(t, 'continuous', 'start/stop (cycle)')}` : ''}`,
          ],
          ['Scale weight', t.weight ? `${fmtInt(t.weight)} lbs` : null],
        ],
        { labelW: 110, valueW: 380, font: 'dejavu', bold: 'dejavu-bold', size: 8.5 },
      ) + 8;
    for (const st of t.stops) {
      if (y > s.height - 140) {
        s.newPage();
        y = 50;
      }
      s.text(`${st.type === 'Pickup' ? 'Loading' : 'Unloading'} point ${st.n}`, m, y, {
        font: 'dejavu-bold',
        size: 9,
      });
      y =
        kv(
          s,
          m + 10,
          y + 14,
          [
            ['Company', st.company],
            ['Address', `${st.street}, ${cityLine(st)}`],
            ['Phone', st.phone ? fmtPhone(st.phone, 'intl') : null],
            ['Email', st.email],
            [
              st.appt ? 'Appointment' : 'Window (FCFS)',
              when(st, { date: 'd-mon-yy', time: 'hh:mm-hrs' }),
            ],
            ['Confirmation', st.conf],
            ['BOL', st.bol],
            ['Reference', st.ref],
            ['Goods', st.commodity],
            ['Remarks', st.instructions],
          ],
          { labelW: 100, valueW: 380, font: 'dejavu', bold: 'dejavu-bold', size: 8.5 },
        ) + 6;
    }
    if (y > s.height - 200) {
      s.newPage();
      y = 50;
    }
    const rows: string[][] = [['Line haul', '1', 'flat', fmtMoney(t.linehaul, { symbol: false })]];
    if (t.fuel !== null)
      rows.push(['Fuel surcharge', String(t.miles), 'mi', fmtMoney(t.fuel, { symbol: false })]);
    for (const a of t.accessorials)
      rows.push([a.label, '1', 'ea', fmtMoney(a.amount, { symbol: false })]);
    y = table(
      s,
      m,
      y,
      [
        { header: 'Charge', width: 220 },
        { header: 'Qty', width: 60, align: 'right' },
        { header: 'Unit', width: 60 },
        { header: 'Amount USD', width: 110, align: 'right' },
      ],
      rows,
      { font: 'dejavu', bold: 'dejavu-bold', size: 8.5, grid: true },
    );
    s.text('Agreed total', m + 4, y + 6, { font: 'dejavu-bold', size: 9 });
    s.text(`USD ${fmtMoney(total(t), { symbol: false })}`, m, y + 6, {
      font: 'dejavu-bold',
      size: 9,
      align: 'right',
      width: 446,
    });
    y += 40;
    s.text('For the Broker: ____________________', m, y, { font: 'dejavu', size: 9 });
    s.text('For the Carrier: ____________________', m + half, y, { font: 'dejavu', size: 9 });
    termsPages(s, rng, 'General Conditions', {
      font: 'dejavu',
      bold: 'dejavu-bold',
      size: 7,
      pages: 1,
    });
  },
};

/** 14. Dispatch sheet: number strip at the top, compact stops, rate box bottom right. */
const dispatchSheet: Layout = {
  id: 'dispatch-sheet',
  title:
    'Compact dispatch sheet: numbers strip across the top, stops as compact blocks, rate box bottom right',
  modelledOn: 'Mid-size regional brokers using off-the-shelf broker TMS (Aljex / McLeod-style)',
  page: LETTER,
  embedFonts: true,
  load: {
    broker: broker(
      'Keystone Freight Partners LLC',
      '2200 Renaissance Blvd, Ste 320',
      'King of Prussia',
      'PA',
      '19406',
      'keystonefp.com',
      '852007',
    ),
    orderNumber: (r) => `${r.digits(5)}`,
    stops: [2, 4],
  },
  draw(s, t) {
    const m = 32;
    s.text(t.broker.name, m, 26, { font: 'condensed-bold', size: 13 });
    s.text(
      `${t.broker.street}, ${t.broker.city}, ${t.broker.state} ${t.broker.zip}  ·  MC ${t.broker.mc}`,
      m,
      42,
      { font: 'condensed', size: 8 },
    );
    s.text('RATE CONFIRMATION', 0, 28, {
      font: 'condensed-bold',
      size: 12,
      align: 'right',
      width: s.width - m,
    });
    let y = 62;
    const strip: Array<[string, string]> = [
      ['Load #', t.order ?? ''],
      ['Cust PO #', t.po ?? ''],
      ['BOL #', t.bol ?? ''],
      ['Ref #', t.ref ?? ''],
      ['Date', fmtDate(t.issued, 'mdy')],
    ];
    const sw = (s.width - 2 * m) / strip.length;
    strip.forEach(([l, v], i) => {
      s.rect(m + i * sw, y, sw, 30, { stroke: '#000000' });
      s.text(l, m + i * sw + 4, y + 3, { font: 'condensed-bold', size: 7.5 });
      s.text(v, m + i * sw + 4, y + 15, { font: 'condensed', size: 9.5 });
    });
    y += 42;
    y =
      kv(
        s,
        m,
        y,
        [
          ['Carrier', `${t.carrier.name}  ·  MC ${t.carrier.mc}  ·  DOT ${t.carrier.dot}`],
          [
            'Driver',
            [
              t.carrier.driver,
              t.carrier.driverPhone ? `Cell ${fmtPhone(t.carrier.driverPhone, 'plain')}` : null,
            ]
              .filter(Boolean)
              .join('   ') || null,
          ],
          [
            'Truck / Trailer',
            `${t.carrier.truck ? `Truck ${t.carrier.truck}` : ''}${t.carrier.trailer ? `   Trailer ${t.carrier.trailer}` : ''}` ||
              null,
          ],
          [
            'Equip',
            `${equip(t, 'code')} (${equip(t, 'long')})${t.equipment === 'reefer' ? `   Temp ${t.temp}°F ${tempWord(t, 'CONTINUOUS', 'CYCLE')}` : ''}`,
          ],
          ['Weight', t.weight ? `${fmtInt(t.weight)} lbs` : null],
          [
            'Dispatcher',
            `${t.broker.contact}  ${t.broker.phone ? fmtPhone(t.broker.phone, 'dash', t.broker.phoneExt) : ''}  ${t.broker.email}`,
          ],
        ],
        { labelW: 80, valueW: 460, font: 'condensed', bold: 'condensed-bold', size: 9 },
      ) + 10;
    for (const st of t.stops) {
      if (y > s.height - 170) {
        s.newPage();
        y = 40;
      }
      s.line(m, y, s.width - m, y, 1.2);
      s.text(`${st.type === 'Pickup' ? 'P' : 'D'}${st.n}`, m, y + 5, {
        font: 'condensed-bold',
        size: 14,
      });
      const x = m + 34;
      s.text(`${st.company}`, x, y + 5, { font: 'condensed-bold', size: 10 });
      s.text(
        st.appt
          ? `APPT ${when(st, { date: 'mdy', time: 'hhmm' })}`
          : `FCFS ${when(st, { date: 'mdy', time: 'hhmm' })}`,
        0,
        y + 5,
        { font: 'condensed-bold', size: 9, align: 'right', width: s.width - m },
      );
      let yy = y + 19;
      yy = para(
        s,
        `${st.street}, ${cityLine(st)}${st.phone ? `   Ph: ${fmtPhone(st.phone, 'dash')}` : ''}${st.email ? `   ${st.email}` : ''}`,
        x,
        yy,
        s.width - m - x,
        { font: 'condensed', size: 9 },
      );
      const nums = [
        st.conf ? `${st.type === 'Pickup' ? 'PU' : 'DEL'} #: ${st.conf}` : '',
        st.bol ? `BOL #: ${st.bol}` : '',
        st.ref ? `PO/Ref: ${st.ref}` : '',
        st.commodity ? `Desc: ${st.commodity}` : '',
      ]
        .filter(Boolean)
        .join('    ');
      if (nums) yy = para(s, nums, x, yy, s.width - m - x, { font: 'condensed', size: 9 });
      if (st.instructions)
        yy = para(s, `Directions: ${st.instructions}`, x, yy, s.width - m - x, {
          font: 'condensed',
          size: 8.5,
        });
      y = yy + 8;
    }
    if (y > s.height - 150) {
      s.newPage();
      y = 40;
    }
    y += 6;
    const bx = s.width - m - 230;
    const rr = rateRows(t, 'Line Haul', 'Fuel Sur.');
    s.rect(bx, y, 230, 24 + 14 * (rr.length + 1), { stroke: '#000000', lineWidth: 1 });
    s.text('CARRIER RATE', bx + 6, y + 5, { font: 'condensed-bold', size: 9 });
    let ry = y + 20;
    for (const [l, v] of rr) {
      s.text(l, bx + 6, ry, { font: 'condensed', size: 9 });
      s.text(fmtMoney(v), bx, ry, { font: 'condensed', size: 9, align: 'right', width: 224 });
      ry += 14;
    }
    s.text('Total', bx + 6, ry, { font: 'condensed-bold', size: 9 });
    s.text(fmtMoney(total(t)), bx, ry, {
      font: 'condensed-bold',
      size: 9,
      align: 'right',
      width: 224,
    });
    para(s, TERMS.slice(0, 3).join(' '), m, y, bx - m - 16, { font: 'condensed', size: 6.5 });
  },
};

export const LAYOUTS: Layout[] = [
  blocks2col,
  stacked,
  gridForm,
  modernCards,
  wordSheet,
  tmsMono,
  agentMultipage,
  wideTable,
  twoLineRows,
  emailPrint,
  landscapeCols,
  sideBySide,
  rateAgreement,
  dispatchSheet,
];

export type { PhoneStyle };
