/**
 * The seventh held-out set of rate-confirmation layouts (issue 15), written after the five layouts
 * of layouts-unseen-5.ts were measured and moved to dev. Appended to the layout list after them,
 * so every earlier document keeps its seed. Written without looking at the extractor; the looks
 * follow kinds of sheets US and Canadian brokers send (see the README's layout table). Broker
 * names are made up.
 *
 * As in layouts.ts: whatever a layout does not print is nulled by its `hide`, so the expected
 * record holds only what the page shows.
 */

import {
  type Day,
  type FontName,
  fmtInt,
  fmtMoney,
  fmtPhone,
  LETTER,
  para,
  round2,
  table,
} from '../shared/surface';
import {
  ampmDots,
  broker,
  cityLine,
  DOW_LONG,
  dowMonD as dDowMonNoYear,
  dowOf,
  wrappedLines as lines,
  MON,
  MON_LONG,
  p2,
  rightIn as right,
  sameDay,
  hcolon as tColon,
  tempCtl,
  termsPage,
  hhmm as tHhmm,
} from './layout-helpers';
import type { Layout } from './layouts';
import { type TLoad, total } from './model';

// ---- helpers -------------------------------------------------------------------------------------

/** `NOV-26-2026` */
const dMonDash = (d: Day) => `${MON[d.m - 1]?.toUpperCase()}-${p2(d.d)}-${d.y}`;
/** `11.26.2026` */
const dDots = (d: Day) => `${p2(d.m)}.${p2(d.d)}.${d.y}`;
/** `Thursday the 26th of November` */
const ord = (n: number) =>
  `${n}${n % 10 === 1 && n !== 11 ? 'st' : n % 10 === 2 && n !== 12 ? 'nd' : n % 10 === 3 && n !== 13 ? 'rd' : 'th'}`;
const dProse = (d: Day) => `${DOW_LONG[dowOf(d)]} ${MON_LONG[d.m - 1]} ${ord(d.d)}, ${d.y}`;
/** `Nov 26/26` */
const dCan = (d: Day) => `${MON[d.m - 1]} ${d.d}/${String(d.y).slice(2)}`;

const allInOnly = (t: TLoad) => {
  t.linehaul = total(t);
  t.fuel = null;
  t.accessorials = [];
};

// ---- X1. "Line Haul Rate" ledger, stop table, rep in a "Booked by" box at the foot --------------

const bookedByFoot: Layout = {
  id: 'booked-by-foot-table',
  title:
    'Confirmation with the header holding only the broker name, main line and MC; references in a row of four labelled boxes; one stop table (type, facility + address, `NOV-26-2026`, `0800` or `0800 - 1400` with "appt"/"window" words, PU#/DEL#); a charges list where linehaul is "Line Haul Rate" and fuel "Fuel Adj."; the booking rep, direct line and e-mail only in a "Booked by" box at the foot',
  modelledOn:
    'Mid-size US brokers whose TMS prints a one-page confirmation with the rep box at the bottom',
  page: LETTER,
  embedFonts: false,
  load: {
    broker: broker(
      'Cedar Ridge Logistics',
      '4410 W Broadway Ave',
      'Minneapolis',
      'MN',
      '55422',
      'cedarridgelog.com',
      '984120',
      '7635550190',
    ),
    orderNumber: (r) => `CRL${r.digits(7)}`,
    stops: [2, 3],
    fcfsShare: 0.45,
  },
  hide(t) {
    t.bol = null;
    for (const st of t.stops) {
      st.email = null;
      st.bol = null;
      st.instructions = null;
    }
  },
  draw(s, t) {
    const m = 36;
    const W = s.width - 2 * m;
    const F: FontName = 'sans';
    const B: FontName = 'sans-bold';
    s.text(t.broker.name, m, 30, { font: B, size: 16 });
    s.text(`Main ${fmtPhone('8005550142', 'dash')}  ·  MC# ${t.broker.mc}`, m, 50, {
      font: F,
      size: 8.5,
    });
    right(s, 'CARRIER RATE CONFIRMATION', m, 30, W, { font: B, size: 11 });
    right(s, `Printed ${dMonDash(t.issued)}`, m, 46, W, { font: F, size: 8.5 });
    let y = 72;
    const boxes: Array<[string, string]> = [
      ['LOAD NO.', t.order ?? ''],
      ['CUSTOMER PO', t.po ?? '—'],
      ['REF', t.ref ?? '—'],
      ['MILES', fmtInt(t.miles)],
    ];
    const bw = W / 4;
    for (const [i, [k, v]] of boxes.entries()) {
      s.rect(m + i * bw, y, bw, 34, { stroke: '#333333', lineWidth: 0.7 });
      s.text(k, m + i * bw + 5, y + 4, { font: F, size: 7 });
      s.text(v, m + i * bw + 5, y + 16, { font: B, size: 10 });
    }
    y += 46;
    const c = t.carrier;
    y = lines(
      s,
      [
        `CARRIER: ${c.name ?? ''}    MC ${c.mc}    DOT ${c.dot}`,
        `Dispatcher: ${c.dispatcher} ${fmtPhone(c.dispatchPhone, 'dot')}`,
        c.driver
          ? `Driver: ${c.driver}${c.driverPhone ? `  cell ${fmtPhone(c.driverPhone, 'dot')}` : ''}`
          : '',
        `Tractor ${c.truck ?? 'TBD'}   Trailer ${c.trailer ?? 'TBD'}`,
        `Equipment: ${t.length}' ${t.equipment === 'reefer' ? 'Reefer' : 'Van'}${t.equipment === 'reefer' ? `   Temp ${t.temp}F ${tempCtl(t, 'CONTINUOUS', 'CYCLE')}` : ''}   Weight ${fmtInt(t.weight ?? 0)} lbs`,
      ],
      m,
      y,
      W,
      { font: F, size: 9 },
    );
    y += 8;
    const rows = t.stops.map((st) => {
      const when = st.appt
        ? `${dMonDash(st.appt.day)} ${tHhmm(st.appt.h, st.appt.m)} appt`
        : st.fcfs
          ? sameDay(st.fcfs.start, st.fcfs.end)
            ? `${dMonDash(st.fcfs.start)} ${tHhmm(st.fcfs.sh, st.fcfs.sm)} - ${tHhmm(st.fcfs.eh, st.fcfs.em)} window`
            : `${dMonDash(st.fcfs.start)} ${tHhmm(st.fcfs.sh, st.fcfs.sm)} - ${dMonDash(st.fcfs.end)} ${tHhmm(st.fcfs.eh, st.fcfs.em)} window`
          : '';
      return [
        `${st.n} ${st.type === 'Pickup' ? 'PU' : 'SO'}`,
        [st.company, st.street, cityLine(st), st.phone ? `Ph ${fmtPhone(st.phone, 'paren')}` : '']
          .filter(Boolean)
          .join('\n'),
        when,
        [
          st.conf ? `${st.type === 'Pickup' ? 'PU#' : 'DEL#'} ${st.conf}` : '',
          st.ref ? `Ref ${st.ref}` : '',
        ]
          .filter(Boolean)
          .join('\n'),
        st.commodity ?? '',
      ];
    });
    y = table(
      s,
      m,
      y,
      [
        { header: 'STOP', width: 40 },
        { header: 'LOCATION', width: 180 },
        { header: 'DATE / TIME', width: 130 },
        { header: 'NUMBERS', width: 95 },
        { header: 'COMMODITY', width: W - 445 },
      ],
      rows,
      { size: 8, grid: true, headerFill: '#dddddd' },
    );
    y += 12;
    s.text('CHARGES', m, y, { font: B, size: 9.5 });
    y += 14;
    const ch: Array<[string, number]> = [['Line Haul Rate', t.linehaul]];
    if (t.fuel !== null) ch.push(['Fuel Adj.', t.fuel]);
    for (const a of t.accessorials) ch.push([a.label, a.amount]);
    for (const [k, v] of ch) {
      s.text(k, m + 10, y, { font: F, size: 9 });
      right(s, fmtMoney(v), m, y, 260, { font: F, size: 9 });
      y += 13;
    }
    s.line(m + 10, y, m + 260, y, 0.6);
    y += 3;
    s.text('Total Carrier Pay (USD)', m + 10, y, { font: B, size: 9 });
    right(s, fmtMoney(total(t)), m, y, 260, { font: B, size: 9 });
    const fy = s.height - 110;
    s.rect(m, fy, W, 56, { stroke: '#333333', lineWidth: 0.8, fill: '#f4f4f4' });
    s.text('Booked by', m + 8, fy + 6, { font: B, size: 8.5 });
    lines(
      s,
      [
        t.broker.contact,
        `Direct ${fmtPhone(t.broker.phone ?? '', 'paren', t.broker.phoneExt)}`,
        t.broker.email ?? '',
      ],
      m + 8,
      fy + 19,
      W / 2,
      { font: F, size: 8.5 },
    );
    lines(
      s,
      [
        `${t.broker.street}, ${t.broker.city}, ${t.broker.state} ${t.broker.zip}`,
        `Invoices: fax ${fmtPhone(t.broker.fax, 'dash')} with signed POD`,
      ],
      m + W / 2,
      fy + 19,
      W / 2 - 8,
      { font: F, size: 8 },
    );
  },
};

// ---- X2. "Freight" + accessorials, stop blocks, rep strip in header, terms page -----------------

const freightBlocks: Layout = {
  id: 'freight-charge-blocks',
  title:
    'Two pages: header with a rep strip (name · phone · e-mail) under the logo line; stops as left-ruled blocks "PICK UP 1" / "DROP 2" with `Thu, Nov 26` (year only in the header date) and `8:00 a.m.` or "open 6:00 a.m. – 2:00 p.m."; a rate box where the linehaul is "Freight", fuel "Fuel", extras listed; reefer as "Reefer 53 ft @ 34°F (continuous)"; terms on page 2',
  modelledOn: 'Regional US brokers with a branded two-page Word/TMS hybrid confirmation',
  page: LETTER,
  embedFonts: true,
  load: {
    broker: broker(
      'Bluewater Transport Brokerage',
      '215 Harbor Point Blvd',
      'Norfolk',
      'VA',
      '23510',
      'bluewatertb.com',
      '776215',
      '7575550177',
    ),
    orderNumber: (r) => `BW-${r.digits(5)}`,
    stops: [2, 4],
    fcfsShare: 0.4,
    reeferShare: 0.55,
  },
  hide(t) {
    t.ref = null;
    t.carrier.truck = null;
    for (const st of t.stops) st.phone = null;
  },
  draw(s, t) {
    const m = 48;
    const W = s.width - 2 * m;
    const F: FontName = 'dejavu';
    const B: FontName = 'dejavu-bold';
    const navy = '#1d3a5f';
    s.rect(0, 0, s.width, 64, { fill: navy });
    s.text(t.broker.name, m, 18, { font: B, size: 15, color: '#ffffff' });
    s.text(
      `${t.broker.street}, ${t.broker.city}, ${t.broker.state} ${t.broker.zip}  |  MC ${t.broker.mc}`,
      m,
      40,
      {
        font: F,
        size: 8,
        color: '#ffffff',
      },
    );
    s.text(
      `Your rep: ${t.broker.contact}  ·  ${fmtPhone(t.broker.phone ?? '', 'dash', t.broker.phoneExt)}  ·  ${t.broker.email ?? ''}`,
      m,
      74,
      { font: F, size: 8.5 },
    );
    right(s, `Load ${t.order}`, m, 18, W, { font: B, size: 12, color: '#ffffff' });
    right(s, `${MON_LONG[t.issued.m - 1]} ${t.issued.d}, ${t.issued.y}`, m, 40, W, {
      font: F,
      size: 8.5,
      color: '#ffffff',
    });
    let y = 98;
    const c = t.carrier;
    y = lines(
      s,
      [
        `Carrier  ${c.name ?? ''} (MC ${c.mc})`,
        `Driver  ${c.driver ?? 'to be advised'}${c.driverPhone ? ` · ${fmtPhone(c.driverPhone, 'paren')}` : ''}${c.trailer ? `   Trailer ${c.trailer}` : ''}`,
        `Dispatch  ${c.dispatcher} · ${fmtPhone(c.dispatchPhone, 'paren')}`,
        `${t.equipment === 'reefer' ? `Reefer ${t.length} ft @ ${t.temp}°F (${tempCtl(t, 'continuous', 'start/stop')})` : `Dry van ${t.length} ft`}  ·  ${fmtInt(t.weight ?? 0)} lb`,
        [t.po ? `PO ${t.po}` : '', t.bol ? `BOL ${t.bol}` : ''].filter(Boolean).join('   '),
      ],
      m,
      y,
      W,
      { font: F, size: 9 },
    );
    y += 6;
    let picks = 0;
    let drops = 0;
    for (const st of t.stops) {
      const head = st.type === 'Pickup' ? `PICK UP ${++picks}` : `DROP ${++drops}`;
      const when = st.appt
        ? `${dDowMonNoYear(st.appt.day)} at ${ampmDots(st.appt.h, st.appt.m)} (appointment)`
        : st.fcfs
          ? sameDay(st.fcfs.start, st.fcfs.end)
            ? `${dDowMonNoYear(st.fcfs.start)}, open ${ampmDots(st.fcfs.sh, st.fcfs.sm)} – ${ampmDots(st.fcfs.eh, st.fcfs.em)}`
            : `open ${dDowMonNoYear(st.fcfs.start)} ${ampmDots(st.fcfs.sh, st.fcfs.sm)} – ${dDowMonNoYear(st.fcfs.end)} ${ampmDots(st.fcfs.eh, st.fcfs.em)}`
          : '';
      const body = [
        `${st.company ?? ''} — ${st.street}, ${cityLine(st)}`,
        when,
        [
          st.conf ? `Confirmation # ${st.conf}` : '',
          st.bol ? `BOL ${st.bol}` : '',
          st.ref ? `Ref ${st.ref}` : '',
          st.email ? st.email : '',
        ]
          .filter(Boolean)
          .join('   '),
        st.commodity ? `Product: ${st.commodity}` : '',
        st.instructions ? `Notes: ${st.instructions}` : '',
      ];
      s.text(head, m, y, { font: B, size: 9.5, color: navy });
      const y0 = y + 13;
      const y1 = lines(s, body, m + 10, y0, W - 10, { font: F, size: 8.5 });
      s.line(m + 3, y0, m + 3, y1, 1.4, navy);
      y = y1 + 8;
    }
    y += 4;
    s.rect(m + W - 230, y, 230, 18 + 13 * (2 + t.accessorials.length + (t.fuel !== null ? 1 : 0)), {
      stroke: navy,
      lineWidth: 1,
    });
    let ry = y + 6;
    s.text('RATE (USD)', m + W - 222, ry, { font: B, size: 9 });
    ry += 15;
    const rl: Array<[string, number]> = [['Freight', t.linehaul]];
    if (t.fuel !== null) rl.push(['Fuel', t.fuel]);
    for (const a of t.accessorials) rl.push([a.label, a.amount]);
    rl.push(['Total', total(t)]);
    for (const [k, v] of rl) {
      s.text(k, m + W - 222, ry, { font: k === 'Total' ? B : F, size: 9 });
      right(s, fmtMoney(v), m + W - 230, ry, 222, { font: k === 'Total' ? B : F, size: 9 });
      ry += 13;
    }
    s.text(`Page 1 of 2`, m, s.height - 36, { font: F, size: 7.5 });
    termsPage(s, 'CARRIER TERMS AND CONDITIONS', 'dejavu', m);
    s.text(`Accepted by carrier: ______________________   Date: __________`, m, s.height - 80, {
      font: F,
      size: 9,
    });
    s.text(`Page 2 of 2`, m, s.height - 36, { font: F, size: 7.5 });
  },
};

// ---- X3. Flat all-in rate in a sentence, stops as prose, rep in the sign-off --------------------

const flatLetter: Layout = {
  id: 'flat-rate-sentence-letter',
  title:
    'Serif letter "Confirmation of Carrier Agreement": one paragraph per stop in prose ("Load at … on Thursday November 26th, 2026 at 0930 hrs" or "any time between 0600 and 1400 hrs"), the pay only as a sentence ("a flat rate of $2,450.00, all-inclusive") with no breakdown; the broker rep, phone and e-mail only in the closing signature',
  modelledOn: 'Small family-run US brokers who confirm loads with a typed letter',
  page: LETTER,
  embedFonts: true,
  load: {
    broker: broker(
      'Hollister & Daughters Freight Co.',
      '88 Canal Street',
      'Lockport',
      'NY',
      '14094',
      'hollisterfreight.com',
      '552930',
      '7165550133',
    ),
    orderNumber: (r) => `${r.digits(5)}-H`,
    stops: [2, 3],
    fcfsShare: 0.35,
  },
  hide(t) {
    allInOnly(t);
    t.po = null;
    t.carrier.truck = null;
    t.carrier.trailer = null;
    t.carrier.driverPhone = null;
    for (const st of t.stops) {
      st.email = null;
      st.phone = null;
      st.bol = null;
    }
  },
  draw(s, t) {
    const m = 64;
    const W = s.width - 2 * m;
    const F: FontName = 'serif';
    const B: FontName = 'serif-bold';
    s.text(t.broker.name, m, 44, { font: B, size: 17, align: 'center', width: W });
    s.text(
      `${t.broker.street} · ${t.broker.city}, ${t.broker.state} ${t.broker.zip} · MC ${t.broker.mc}`,
      m,
      66,
      {
        font: F,
        size: 9,
        align: 'center',
        width: W,
      },
    );
    s.line(m, 82, m + W, 82, 0.8);
    let y = 98;
    s.text(dProse(t.issued), m, y, { font: F, size: 10.5 });
    y += 22;
    s.text(`To: ${t.carrier.name ?? ''}  (MC ${t.carrier.mc})`, m, y, { font: F, size: 10.5 });
    y += 14;
    s.text(`Attn: ${t.carrier.dispatcher}, Dispatch`, m, y, { font: F, size: 10.5 });
    y += 22;
    s.text(`Re: Confirmation of Carrier Agreement — our load ${t.order}`, m, y, {
      font: B,
      size: 10.5,
    });
    y += 22;
    const o = { font: F, size: 10.5 } as const;
    const eq =
      t.equipment === 'reefer'
        ? `a ${t.length}-foot refrigerated trailer set to ${t.temp} degrees F, unit running ${tempCtl(t, 'continuously', 'on cycle (start/stop)')}`
        : `a ${t.length}-foot dry van`;
    y =
      para(
        s,
        `This letter confirms that your company will transport the shipment described below using ${eq}. The shipment weighs ${fmtInt(t.weight ?? 0)} pounds${t.bol ? ` and moves under bill of lading ${t.bol}` : ''}${t.ref ? `; please quote our customer's reference ${t.ref} on your invoice` : ''}.${t.carrier.driver ? ` Your driver will be ${t.carrier.driver}.` : ''}`,
        m,
        y,
        W,
        o,
      ) + 8;
    for (const st of t.stops) {
      const verb = st.type === 'Pickup' ? 'Load at' : 'Deliver to';
      const when = st.appt
        ? `on ${dProse(st.appt.day)} at ${tHhmm(st.appt.h, st.appt.m)} hrs (appointment)`
        : st.fcfs
          ? sameDay(st.fcfs.start, st.fcfs.end)
            ? `on ${dProse(st.fcfs.start)}, any time between ${tHhmm(st.fcfs.sh, st.fcfs.sm)} and ${tHhmm(st.fcfs.eh, st.fcfs.em)} hrs`
            : `any time between ${dProse(st.fcfs.start)} at ${tHhmm(st.fcfs.sh, st.fcfs.sm)} hrs and ${dProse(st.fcfs.end)} at ${tHhmm(st.fcfs.eh, st.fcfs.em)} hrs`
          : '';
      const nums = [
        st.conf ? `${st.type === 'Pickup' ? 'pickup' : 'delivery'} number ${st.conf}` : '',
        st.ref ? `reference ${st.ref}` : '',
      ].filter(Boolean);
      const text = `Stop ${st.n}. ${verb} ${st.company}, ${st.street}, ${cityLine(st)}, ${when}.${nums.length ? ` Give ${nums.join(' and ')} at the window.` : ''}${st.commodity ? ` Commodity: ${st.commodity}.` : ''}${st.instructions ? ` ${st.instructions}` : ''}`;
      y = para(s, text, m + 14, y, W - 14, o) + 6;
    }
    y += 4;
    y =
      para(
        s,
        `For this shipment we agree to pay a flat rate of ${fmtMoney(t.linehaul)}, all-inclusive, in US funds, thirty days after we receive your invoice with a clean signed delivery receipt. Detention after two free hours is paid only when approved in writing; a truck ordered but not used is paid $150.00.`,
        m,
        y,
        W,
        o,
      ) + 10;
    y = para(s, 'Please sign and return this letter before dispatch.', m, y, W, o) + 18;
    s.text('Sincerely,', m, y, o);
    y += 34;
    lines(
      s,
      [
        t.broker.contact,
        t.broker.name,
        `Tel. ${fmtPhone(t.broker.phone ?? '', 'paren', t.broker.phoneExt)}   Fax ${fmtPhone(t.broker.fax, 'paren')}`,
        t.broker.email ?? '',
      ],
      m,
      y,
      W / 2,
      { font: F, size: 10 },
    );
    s.text('Accepted: ______________________', m + W / 2 + 10, y + 26, { font: F, size: 10 });
  },
};

// ---- X4. Canadian "Base" per-mile × miles, stops table on page 2 --------------------------------

const perMileBase: Layout = {
  id: 'base-per-mile-two-page',
  title:
    'Canadian (Ontario) two-page confirmation: page 1 a parties grid and a rate block where the linehaul is "Base" shown as loaded miles × rate per mile = amount, "Fuel (FSC)" as an amount with its % beside it, "Agreed extras" listed; `Nov 26/26` dates; page 2 a stop table (#, Pick/Drop, facility, address, city, prov/state, postal, date, time `14h30` or `06h00-14h00`), then remarks keyed by stop; the broker rep name, phone and e-mail only in a "Questions:" line at the top of page 2',
  modelledOn: 'Ontario freight brokers confirming US-bound van/reefer loads in USD',
  page: LETTER,
  embedFonts: false,
  load: {
    broker: broker(
      'Maple Lane Freight Services Inc.',
      '6725 Airport Rd, Unit 204',
      'Mississauga',
      'ON',
      'L4V 1V2',
      'maplelanefreight.ca',
      '1094427',
      '9055550161',
    ),
    orderNumber: (r) => `ML${r.digits(6)}`,
    stops: [2, 4],
    fcfsShare: 0.4,
  },
  hide(t) {
    const rpm = round2(t.linehaul / t.miles);
    t.linehaul = round2(rpm * t.miles);
    t.po = null;
    t.carrier.driver = null;
    t.carrier.driverPhone = null;
    for (const st of t.stops) st.email = null;
  },
  draw(s, t) {
    const m = 40;
    const W = s.width - 2 * m;
    const F: FontName = 'sans';
    const B: FontName = 'sans-bold';
    const red = '#a61b1b';
    s.text(t.broker.name, m, 34, { font: B, size: 14, color: red });
    s.text(
      `${t.broker.street}, ${t.broker.city}, ${t.broker.state} ${t.broker.zip}  ·  US MC ${t.broker.mc}`,
      m,
      52,
      {
        font: F,
        size: 8,
      },
    );
    right(s, 'LOAD CONFIRMATION / CONFIRMATION DE CHARGE', m, 34, W, { font: B, size: 9 });
    right(s, `No. ${t.order}   Date ${dCan(t.issued)}`, m, 50, W, { font: B, size: 9.5 });
    let y = 78;
    const c = t.carrier;
    y = table(
      s,
      m,
      y,
      [
        { header: 'Carrier', width: W / 2 },
        { header: 'Shipment', width: W / 2 },
      ],
      [
        [
          [
            c.name ?? '',
            `MC ${c.mc} / USDOT ${c.dot}`,
            `Dispatch ${c.dispatcher} ${fmtPhone(c.dispatchPhone, 'intl')}`,
            `Unit ${c.truck ?? '—'}   Trailer ${c.trailer ?? '—'}`,
          ].join('\n'),
          [
            `${t.length}' ${t.equipment === 'reefer' ? `Reefer, ${t.temp}°F ${tempCtl(t, 'continuous', 'cycle')}` : 'Dry van'}`,
            `Gross weight ${fmtInt(t.weight ?? 0)} lb`,
            t.bol ? `B/L ${t.bol}` : '',
            t.ref ? `Customer ref. ${t.ref}` : '',
            `Stops ${t.stops.length}   Loaded miles ${fmtInt(t.miles)}`,
          ]
            .filter(Boolean)
            .join('\n'),
        ],
      ],
      { size: 8.5, grid: true, headerFill: '#eeeeee' },
    );
    y += 16;
    s.text('RATE — USD', m, y, { font: B, size: 10, color: red });
    y += 16;
    const rpm = round2(t.linehaul / t.miles);
    s.text('Base', m + 8, y, { font: B, size: 9 });
    s.text(`${fmtInt(t.miles)} mi × ${fmtMoney(rpm)}/mi`, m + 90, y, { font: F, size: 9 });
    right(s, fmtMoney(t.linehaul), m, y, 360, { font: F, size: 9 });
    y += 14;
    if (t.fuel !== null) {
      s.text('Fuel (FSC)', m + 8, y, { font: B, size: 9 });
      s.text(`${Math.round((t.fuel / t.linehaul) * 1000) / 10}% of base`, m + 90, y, {
        font: F,
        size: 9,
      });
      right(s, fmtMoney(t.fuel), m, y, 360, { font: F, size: 9 });
      y += 14;
    }
    if (t.accessorials.length) {
      s.text('Agreed extras', m + 8, y, { font: B, size: 9 });
      for (const a of t.accessorials) {
        s.text(a.label, m + 90, y, { font: F, size: 9 });
        right(s, fmtMoney(a.amount), m, y, 360, { font: F, size: 9 });
        y += 14;
      }
    }
    s.line(m + 8, y, m + 360, y, 0.8);
    y += 4;
    s.text('Total payable', m + 8, y, { font: B, size: 9.5 });
    right(s, fmtMoney(total(t)), m, y, 360, { font: B, size: 9.5 });
    y += 30;
    para(
      s,
      "Rates are in US dollars. Border crossing fees, ACE/ACI filing and PARS are the carrier's responsibility. Detention $60.00/hr after 2 hrs, pre-approved only. Late delivery may be charged back at $250.00 per occurrence. See page 2 for stops.",
      m,
      y,
      W,
      { font: F, size: 8 },
    );
    s.text('Page 1/2', m, s.height - 34, { font: F, size: 7.5 });
    s.newPage();
    s.text(`Load ${t.order} — stops`, m, 34, { font: B, size: 11 });
    right(
      s,
      `Questions: ${t.broker.contact}  ${fmtPhone(t.broker.phone ?? '', 'dot', t.broker.phoneExt)}  ${t.broker.email ?? ''}`,
      m,
      36,
      W,
      { font: F, size: 8 },
    );
    const th = (h: number, mm: number) => `${p2(h)}h${p2(mm)}`;
    const rows = t.stops.map((st) => [
      String(st.n),
      st.type === 'Pickup' ? 'Pick' : 'Drop',
      st.company ?? '',
      st.street ?? '',
      st.city,
      st.state,
      st.zip ?? '',
      st.appt
        ? dCan(st.appt.day)
        : st.fcfs
          ? sameDay(st.fcfs.start, st.fcfs.end)
            ? dCan(st.fcfs.start)
            : `${dCan(st.fcfs.start)} -\n${dCan(st.fcfs.end)}`
          : '',
      st.appt
        ? `${th(st.appt.h, st.appt.m)} appt`
        : st.fcfs
          ? `${th(st.fcfs.sh, st.fcfs.sm)}-${th(st.fcfs.eh, st.fcfs.em)}`
          : '',
      [st.conf ? `#${st.conf}` : '', st.phone ? fmtPhone(st.phone, 'dash') : '']
        .filter(Boolean)
        .join('\n'),
    ]);
    y = table(
      s,
      m,
      58,
      [
        { header: '#', width: 18 },
        { header: 'P/D', width: 30 },
        { header: 'Facility', width: 90 },
        { header: 'Address', width: 98 },
        { header: 'City', width: 66 },
        { header: 'St/Prov', width: 34 },
        { header: 'Zip', width: 36 },
        { header: 'Date', width: 50 },
        { header: 'Time', width: 56 },
        { header: 'Appt # / Tel', width: W - 478 },
      ],
      rows,
      { size: 7.5, grid: true, headerFill: '#eeeeee' },
    );
    y += 14;
    s.text('Remarks by stop', m, y, { font: B, size: 9.5 });
    y += 14;
    for (const st of t.stops) {
      const bits = [
        st.commodity ? `Commodity: ${st.commodity}.` : '',
        st.bol ? `BOL ${st.bol}.` : '',
        st.ref ? `Ref ${st.ref}.` : '',
        st.instructions ?? '',
      ].filter(Boolean);
      if (!bits.length) continue;
      y = para(s, `Stop ${st.n}: ${bits.join(' ')}`, m, y, W, { font: F, size: 8.5 }) + 4;
    }
    s.text('Page 2/2', m, s.height - 34, { font: F, size: 7.5 });
  },
};

// ---- X5. "Agreed rate" beside accessorials, dotted-date stop cards, rep on a cover strip --------

const agreedRateCards: Layout = {
  id: 'agreed-rate-sidebar-cards',
  title:
    'Condensed-font sheet with a left column of stop cards (`11.26.2026`, `07:30` appointment or "FCFS 06:00 → 14:00", phone and references inside each card) and a right column holding the carrier, equipment, references and a pay panel that lists "Agreed rate", then FSC and accessorials with the total under them; the rep name, cell and e-mail under a "Your load coordinator" heading at the bottom of the right column, a general carriers@ e-mail in the header',
  modelledOn: 'Asset-light US brokers whose newer TMS prints a two-column card layout',
  page: LETTER,
  embedFonts: true,
  load: {
    broker: broker(
      'Ridgeline Freight Network',
      '1500 Lakeview Pkwy, Suite 900',
      'Rockwall',
      'TX',
      '75087',
      'ridgelinefn.com',
      '1187302',
      '9725550112',
    ),
    orderNumber: (r) => `R${r.digits(8)}`,
    stops: [2, 4],
    fcfsShare: 0.45,
    reeferShare: 0.5,
  },
  hide(t) {
    t.bol = null;
    for (const st of t.stops) st.instructions = null;
  },
  draw(s, t) {
    const m = 30;
    const W = s.width - 2 * m;
    const F: FontName = 'condensed';
    const B: FontName = 'condensed-bold';
    const green = '#24613a';
    s.text(t.broker.name.toUpperCase(), m, 26, { font: B, size: 15, color: green });
    s.text(
      `carriers@ridgelinefn.com  ·  MC ${t.broker.mc}  ·  ${t.broker.city}, ${t.broker.state}`,
      m,
      44,
      {
        font: F,
        size: 8.5,
      },
    );
    right(s, `RATE CONFIRMATION  #${t.order}`, m, 26, W, { font: B, size: 11 });
    right(s, `issued ${dDots(t.issued)}`, m, 42, W, { font: F, size: 8.5 });
    s.line(m, 58, m + W, 58, 1.2, green);
    const lw = W * 0.58;
    const rx = m + lw + 14;
    const rw = W - lw - 14;
    let y = 70;
    for (const st of t.stops) {
      const when = st.appt
        ? `${dDots(st.appt.day)}  ${tColon(st.appt.h, st.appt.m)}  appointment`
        : st.fcfs
          ? sameDay(st.fcfs.start, st.fcfs.end)
            ? `${dDots(st.fcfs.start)}  FCFS ${tColon(st.fcfs.sh, st.fcfs.sm)} → ${tColon(st.fcfs.eh, st.fcfs.em)}`
            : `FCFS ${dDots(st.fcfs.start)} ${tColon(st.fcfs.sh, st.fcfs.sm)} → ${dDots(st.fcfs.end)} ${tColon(st.fcfs.eh, st.fcfs.em)}`
          : '';
      const body = [
        st.company ?? '',
        st.street ?? '',
        cityLine(st),
        when,
        [st.phone ? `T ${fmtPhone(st.phone, 'paren')}` : '', st.email ?? '']
          .filter(Boolean)
          .join('  '),
        [
          st.conf ? `Appt # ${st.conf}` : '',
          st.bol ? `BOL ${st.bol}` : '',
          st.ref ? `Ref ${st.ref}` : '',
        ]
          .filter(Boolean)
          .join('  ·  '),
        st.commodity ? `Cargo: ${st.commodity}` : '',
      ].filter(Boolean);
      const h = 20 + body.length * 11.7;
      s.rect(m, y, lw, h, { stroke: green, lineWidth: 0.7 });
      s.rect(m, y, lw, 14, { fill: st.type === 'Pickup' ? '#dbeee0' : '#f1e6d2' });
      s.text(`${st.n}  ${st.type === 'Pickup' ? 'PICKUP' : 'DELIVERY'}`, m + 6, y + 3, {
        font: B,
        size: 8.5,
      });
      lines(s, body, m + 6, y + 18, lw - 12, { font: F, size: 9 });
      y += h + 8;
    }
    let ry = 70;
    const c = t.carrier;
    const block = (title: string, xs: string[]) => {
      s.text(title, rx, ry, { font: B, size: 9, color: green });
      ry = lines(s, xs, rx, ry + 13, rw, { font: F, size: 9 }) + 8;
    };
    block('CARRIER', [
      c.name ?? '',
      `MC ${c.mc}  DOT ${c.dot}`,
      `Dispatch ${c.dispatcher}, ${fmtPhone(c.dispatchPhone, 'dash')}`,
      c.driver ? `Driver ${c.driver}` : '',
      c.driverPhone ? `Driver cell ${fmtPhone(c.driverPhone, 'dash')}` : '',
      [c.truck ? `Truck ${c.truck}` : '', c.trailer ? `Trailer ${c.trailer}` : '']
        .filter(Boolean)
        .join('  '),
    ]);
    block('EQUIPMENT', [
      `${t.equipment === 'reefer' ? 'Reefer' : 'Van'} ${t.length} ft`,
      t.equipment === 'reefer'
        ? `Set ${t.temp} °F, ${tempCtl(t, 'continuous run', 'start/stop')}`
        : '',
      `${fmtInt(t.weight ?? 0)} lbs  ·  ${fmtInt(t.miles)} mi`,
    ]);
    block('REFERENCES', [
      t.po ? `PO ${t.po}` : '',
      t.ref ? `Shipper ref ${t.ref}` : '',
      `Order ${t.order}`,
    ]);
    const pay: Array<[string, number]> = [['Agreed rate', t.linehaul]];
    if (t.fuel !== null) pay.push(['FSC', t.fuel]);
    for (const a of t.accessorials) pay.push([a.label, a.amount]);
    s.rect(rx - 4, ry - 4, rw + 4, 22 + 12 * (pay.length + 1), {
      fill: '#f3f7f4',
      stroke: green,
      lineWidth: 0.7,
    });
    s.text('PAY', rx, ry, { font: B, size: 9, color: green });
    ry += 14;
    for (const [k, v] of pay) {
      s.text(k, rx, ry, { font: F, size: 9 });
      right(s, fmtMoney(v), rx, ry, rw - 6, { font: F, size: 9 });
      ry += 12;
    }
    s.text('Total', rx, ry, { font: B, size: 9.5 });
    right(s, fmtMoney(total(t)), rx, ry, rw - 6, { font: B, size: 9.5 });
    ry += 26;
    block('YOUR LOAD COORDINATOR', [
      t.broker.contact,
      `Cell ${fmtPhone(t.broker.phone ?? '', 'plain')}${t.broker.phoneExt ? ` / office x${t.broker.phoneExt}` : ''}`,
      t.broker.email ?? '',
    ]);
    para(
      s,
      'By hauling this load the carrier accepts the broker-carrier agreement on file. Quick pay 2% / 5 days. TONU $150.00, layover $200.00 per day when approved. No re-brokering.',
      m,
      Math.max(y, ry) + 10,
      W,
      { font: F, size: 7.5 },
    );
  },
};

export const UNSEEN_LAYOUTS_6: Layout[] = [
  bookedByFoot,
  freightBlocks,
  flatLetter,
  perMileBase,
  agreedRateCards,
];
