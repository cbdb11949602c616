/**
 * The fourteenth held-out set of rate-confirmation layouts (issue 15), written after the five
 * layouts of layouts-unseen-12.ts were measured and moved to dev. Appended to the layout list
 * after them, so every earlier document keeps its seed. Written without looking at the
 * extractor; the looks follow kinds of sheets carriers receive (a printed e-mail page ahead of
 * the attached confirmation whose stops are numbered sentences, a landscape two-up form with a
 * carrier copy and a broker copy side by side, a sheet whose numbers are only in a barcode strip
 * at its foot, a horizontal trip timeline with a pay summary by stop, an A4 transport order from
 * a European forwarder's US desk). Broker, shipper and service names are made up.
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
  LETTER_LANDSCAPE,
  MONTHS_LONG,
  mdy,
  type PageSize,
  para,
  type Surface,
  table,
  wrap,
} from '../shared/surface';
import {
  broker,
  cityLine,
  DOW,
  DOW_LONG,
  dowOf,
  hcolon,
  hhmm,
  MON,
  p2,
  rightIn as right,
  sameDay,
  tempCtl,
  termsPage,
} from './layout-helpers';
import type { Layout } from './layouts';
import { type Accessorial, type TLoad, type TStop, total } from './model';

// ---- helpers -------------------------------------------------------------------------------------

/** `8am`, `2:30pm`, `12pm`. */
function amLower(h: number, m: number): string {
  const hh = h % 12 === 0 ? 12 : h % 12;
  return `${hh}${m ? `:${p2(m)}` : ''}${h < 12 ? 'am' : 'pm'}`;
}
/** `Tue 12/1` (no year). */
const dowMD = (d: Day) => `${DOW[dowOf(d)]} ${d.m}/${d.d}`;
/** `12-01-26`. */
const mdDashYy = (d: Day) => `${p2(d.m)}-${p2(d.d)}-${String(d.y).slice(2)}`;
/** `Tue, Dec 1` (no year). */
const dowMonD = (d: Day) => `${DOW[dowOf(d)]}, ${MON[d.m - 1]} ${d.d}`;
/** `01.12.2026` (day first). */
const dotDate = (d: Day) => `${p2(d.d)}.${p2(d.m)}.${d.y}`;
/** Phone with dashes only, so a wrapped sentence never splits it. */
const dash = (d: string) => fmtPhone(d, 'dash');
const firstName = (n: string) => n.split(' ')[0] ?? n;

/** A Code-39-looking barcode for `v` (bars only; the human-readable line is drawn by the caller). */
function barcode(s: Surface, v: string, x: number, y: number, w: number, h: number) {
  const units: number[] = [];
  for (const ch of `*${v}*`) {
    const c = ch.charCodeAt(0);
    for (let k = 0; k < 5; k++) units.push((c >> k) & 1 ? 2 : 1);
    units.push(1);
  }
  const sum = units.reduce((a, u) => a + u, 0);
  const unit = w / sum;
  let xx = x;
  for (const [i, u] of units.entries()) {
    if (i % 2 === 0) s.rect(xx, y, u * unit * 0.92, h, { fill: '#000000' });
    xx += u * unit;
  }
}

/** Which stop an accessorial belongs to on a per-stop pay summary (1-based). */
function accessorialStop(t: TLoad, a: Accessorial): number {
  const n = t.stops.length;
  const firstDrop = t.stops.find((st) => st.type === 'Delivery')?.n ?? n;
  switch (a.label) {
    case 'Tarp':
      return 1;
    case 'Stop-off':
      return Math.min(n, 2);
    case 'Driver Assist':
      return firstDrop;
    case 'Detention':
      return firstDrop;
    default:
      return n;
  }
}

// ---- C1. A printed e-mail ahead of the attachment, stops as numbered sentences ----------------

const emailCover: Layout = {
  id: 'email-cover-numbered-stops',
  title:
    'Two pages as the carrier prints them: page 1 the broker\u2019s e-mail (From / Sent / To / Subject / Attachments, a short body, the rep\u2019s signature with direct line, fax and e-mail, the dispatcher\u2019s quoted reply with his own phone), page 2 the attached confirmation whose stops are a numbered list of sentences ("Stop 1 \u2014 Pick up at \u2026 on Tue 12/1 between 8am and 2pm"), the year only in the sheet date, the pay as a short list',
  modelledOn:
    'Small and mid brokers who e-mail the rate confirmation as an attachment; the carrier prints the e-mail and the sheet together',
  page: LETTER,
  embedFonts: true,
  load: {
    broker: broker(
      'Tall Pines Freight Partners',
      '2210 Westgate Pkwy, Suite 340',
      'Greensboro',
      'NC',
      '27407',
      'tallpinesfreight.com',
      '1187754',
      '3365550192',
    ),
    orderNumber: (r) => `TP-${r.digits(5)}`,
    stops: [2, 4],
    fcfsShare: 0.45,
  },
  hide(t) {
    t.ref = null;
    for (const st of t.stops) st.email = null;
  },
  draw(s, t, rng) {
    const m = 50;
    const W = s.width - 2 * m;
    const c = t.carrier;
    const first = t.stops[0];
    const last = t.stops[t.stops.length - 1];
    const carrierDomain = `${(c.name ?? 'carrier')
      .toLowerCase()
      .replace(/[^a-z]/g, '')
      .slice(0, 12)}.com`;
    // ---- page 1: the e-mail, printed
    s.text(c.dispatcher, m, 36, { font: 'sans-bold', size: 12 });
    s.line(m, 54, m + W, 54, 1.6);
    s.text(
      `RC ${t.order} - ${first?.city ?? ''}, ${first?.state ?? ''} to ${last?.city ?? ''}, ${last?.state ?? ''}`,
      m,
      62,
      { font: 'sans-bold', size: 11 },
    );
    const sent = `${DOW_LONG[dowOf(t.issued)]}, ${MONTHS_LONG[t.issued.m - 1]} ${t.issued.d}, ${t.issued.y} ${rng.int(1, 5)}:${p2(rng.int(0, 59))} PM`;
    const head: Array<[string, string]> = [
      ['From:', `${t.broker.contact} <${t.broker.email ?? ''}>`],
      ['Sent:', sent],
      ['To:', `dispatch@${carrierDomain}`],
      ['Cc:', `loads@${'tallpinesfreight.com'}`],
      ['Subject:', `RC ${t.order} - please sign and return`],
      ['Attachments:', `RateCon_${t.order}.pdf (94 KB)`],
    ];
    let y = 84;
    for (const [k, v] of head) {
      s.text(k, m, y, { font: 'sans-bold', size: 9.5 });
      s.text(v, m + 78, y, { font: 'sans', size: 9.5 });
      y += 14;
    }
    y += 12;
    const body = [
      `Hi ${firstName(c.dispatcher)},`,
      '',
      `Thanks for covering this one. Rate con for load ${t.order} is attached. Please sign and send it back before the truck rolls, and have the driver accept the tracking link at pickup.`,
      '',
      'Let me know if anything changes with the appointments.',
      '',
      'Thanks,',
    ];
    for (const l of body) {
      if (!l) {
        y += 6;
        continue;
      }
      y = para(s, l, m, y, W, { font: 'sans', size: 10.5, leading: 14 });
    }
    y += 6;
    const sig = [
      t.broker.contact,
      `Carrier Sales | ${t.broker.name}`,
      `Direct ${fmtPhone(t.broker.phone ?? '', 'dot', t.broker.phoneExt)}  |  Fax ${fmtPhone(t.broker.fax, 'dot')}`,
      t.broker.email ?? '',
      `${t.broker.street}, ${t.broker.city}, ${t.broker.state} ${t.broker.zip}  |  MC ${t.broker.mc}`,
    ];
    for (const [i, l] of sig.entries()) {
      s.text(l, m, y, {
        font: i === 0 ? 'sans-bold' : 'sans',
        size: 9.5,
        color: i === 0 ? '#000000' : '#1f4e79',
      });
      y += 12.5;
    }
    y += 14;
    s.line(m, y, m + W, y, 0.5, '#b0b0b0');
    y += 8;
    const quoted = [
      `From: ${c.dispatcher} <dispatch@${carrierDomain}>`,
      `Sent: ${DOW_LONG[dowOf(t.issued)]}, ${MONTHS_LONG[t.issued.m - 1]} ${t.issued.d}, ${t.issued.y} 11:${p2(rng.int(10, 59))} AM`,
      `To: ${t.broker.contact}`,
      `Subject: RE: ${first?.city ?? ''} load`,
    ];
    for (const l of quoted) {
      s.text(l, m, y, { font: 'sans', size: 9 });
      y += 12;
    }
    y += 6;
    y = para(
      s,
      `We can cover it at your number. ${c.name ?? ''}, MC ${c.mc}. Send the rate con to this address; call me at ${dash(c.dispatchPhone)} if you need us.`,
      m,
      y,
      W,
      { font: 'sans', size: 10, leading: 13 },
    );
    s.text(`${c.dispatcher} | Dispatch`, m, y + 6, { font: 'sans', size: 9, color: '#555555' });
    s.text('1', m, s.height - 36, { font: 'sans', size: 8, align: 'center', width: W });

    // ---- page 2: the attachment
    s.newPage();
    const F: FontName = 'dejavu';
    const B: FontName = 'dejavu-bold';
    const green = '#1d4d2b';
    s.rect(m, 34, 34, 34, { fill: green });
    s.text('TP', m + 6, 42, { font: B, size: 15, color: '#ffffff' });
    s.text(t.broker.name, m + 44, 34, { font: B, size: 13, color: green });
    s.text(
      `${t.broker.street}, ${t.broker.city}, ${t.broker.state} ${t.broker.zip} \u00b7 MC ${t.broker.mc}`,
      m + 44,
      52,
      { font: F, size: 8 },
    );
    right(s, 'RATE CONFIRMATION', m, 34, W, { font: B, size: 12 });
    right(s, `Load ${t.order}`, m, 51, W, { font: F, size: 9.5 });
    right(s, `Date: ${mdy(t.issued)}`, m, 63, W, { font: F, size: 8.5 });
    s.line(m, 78, m + W, 78, 0.8, green);
    y = 88;
    const refBits = [t.po ? `PO ${t.po}` : '', t.bol ? `BOL ${t.bol}` : ''].filter(Boolean);
    const facts = [
      `Carrier: ${c.name ?? ''} (MC ${c.mc})`,
      c.driver
        ? `Driver: ${c.driver}${c.driverPhone ? `, cell ${dash(c.driverPhone)}` : ''}`
        : 'Driver: TBA',
      `Truck ${c.truck ?? 'TBA'} / Trailer ${c.trailer ?? 'TBA'}`,
      `Equipment: ${t.length}' ${t.equipment === 'reefer' ? `reefer, ${t.temp}\u00b0F ${tempCtl(t, 'continuous', 'cycle')}` : 'dry van'}`,
      `Weight: ${fmtInt(t.weight ?? 0)} lbs \u00b7 ${fmtInt(t.miles)} miles`,
      refBits.length ? refBits.join(' \u00b7 ') : '',
    ].filter(Boolean);
    const half = Math.ceil(facts.length / 2);
    for (const [i, f] of facts.entries()) {
      const col = i < half ? 0 : 1;
      const row = i < half ? i : i - half;
      s.text(f, m + col * (W / 2), y + row * 13, { font: F, size: 8.8 });
    }
    y += half * 13 + 12;
    s.text('ROUTE', m, y, { font: B, size: 10, color: green });
    y += 16;
    for (const st of t.stops) {
      const verb = st.type === 'Pickup' ? 'Pick up at' : 'Deliver to';
      let when: string;
      if (st.appt) {
        when = `on ${dowMD(st.appt.day)} at ${amLower(st.appt.h, st.appt.m)} (appointment)`;
      } else if (st.fcfs) {
        const w = st.fcfs;
        when = sameDay(w.start, w.end)
          ? `on ${dowMD(w.start)} between ${amLower(w.sh, w.sm)} and ${amLower(w.eh, w.em)} (first come, first served)`
          : `between ${dowMD(w.start)} ${amLower(w.sh, w.sm)} and ${dowMD(w.end)} ${amLower(w.eh, w.em)} (FCFS)`;
      } else when = '';
      const numberBits = [
        st.conf ? `${st.type === 'Pickup' ? 'Pickup' : 'Delivery'} # ${st.conf}` : '',
        st.bol ? `BOL ${st.bol}` : '',
        st.ref ? `Ref ${st.ref}` : '',
        st.phone ? `Phone ${dash(st.phone)}` : '',
      ].filter(Boolean);
      const parts = [
        `${verb} ${st.company ?? ''}, ${st.street ?? ''}, ${cityLine(st)} ${when}.`,
        numberBits.length ? `${numberBits.join('. ')}.` : '',
        st.commodity ? `Freight: ${st.commodity}, ${st.pallets} pallets.` : '',
      ].filter(Boolean);
      const label = `Stop ${st.n} \u2014`;
      s.text(label, m, y, { font: B, size: 9.5 });
      y = para(s, parts.join(' '), m + 48, y, W - 48, { font: F, size: 9.5, leading: 12.5 });
      if (st.instructions)
        y = para(s, `Note: ${st.instructions}`, m + 48, y + 1, W - 48, {
          font: F,
          size: 8.6,
          leading: 11,
          color: '#444444',
        });
      y += 8;
    }
    y += 4;
    s.text('CARRIER PAY', m, y, { font: B, size: 10, color: green });
    y += 16;
    const pay: Array<[string, number]> = [['Linehaul', t.linehaul]];
    if (t.fuel !== null) pay.push(['Fuel surcharge', t.fuel]);
    for (const a of t.accessorials) pay.push([a.label, a.amount]);
    for (const [k, v] of pay) {
      s.text(`\u2022 ${k}`, m + 8, y, { font: F, size: 9.5 });
      right(s, fmtMoney(v), m, y, 260, { font: F, size: 9.5 });
      y += 13;
    }
    s.line(m + 8, y, m + 260, y, 0.6);
    y += 4;
    s.text('Total', m + 8, y, { font: B, size: 10 });
    right(s, `${fmtMoney(total(t))} USD`, m, y, 260, { font: B, size: 10 });
    y += 24;
    y = para(
      s,
      'Carrier agrees to the broker-carrier agreement on file. Detention $45/hr after 2 free hours with in/out times on the BOL. TONU $150. Lumper reimbursed with receipt only. Invoice with signed POD to ap@tallpinesfreight.com.',
      m,
      y,
      W,
      { font: F, size: 7.6, leading: 9.6, color: '#555555' },
    );
    y += 18;
    s.line(m, y + 14, m + 200, y + 14, 0.6);
    s.line(m + 260, y + 14, m + 380, y + 14, 0.6);
    s.text('Carrier signature', m, y + 18, { font: F, size: 7.5 });
    s.text('Date', m + 260, y + 18, { font: F, size: 7.5 });
    s.text(`Page 1 of 1 \u00b7 RateCon_${t.order}.pdf`, m, s.height - 36, {
      font: F,
      size: 7,
      align: 'center',
      width: W,
      color: '#777777',
    });
  },
};

// ---- C2. Landscape two-up: carrier copy and broker copy side by side ---------------------------

const twoUp: Layout = {
  id: 'two-up-carrier-broker-copy',
  title:
    'One landscape page printed two-up: the same small confirmation twice, side by side, "CARRIER COPY \u2014 keep with load" on the left and "BROKER COPY \u2014 sign and fax back" on the right, split by a dashed cut line; condensed 7-pt type, `12-01-26` dates, `08:00-14:00` windows, a blank driver-cell line to fill in',
  modelledOn:
    'Older regional brokers whose confirmation prints two copies on one sheet, one kept by the driver and one signed back',
  page: LETTER_LANDSCAPE,
  embedFonts: true,
  load: {
    broker: broker(
      'Cumberland Gap Freight Brokers',
      '415 Industrial Park Rd',
      'Middlesboro',
      'KY',
      '40965',
      'cgfreight.net',
      '842117',
      '6065550148',
    ),
    orderNumber: (r) => `${r.digits(6)}`,
    stops: [2, 4],
    fcfsShare: 0.4,
    reeferShare: 0.5,
  },
  hide(t) {
    t.bol = null;
    t.carrier.driverPhone = null;
  },
  draw(s, t) {
    const halfW = s.width / 2;
    const F: FontName = 'condensed';
    const B: FontName = 'condensed-bold';
    const copy = (x0: number, which: 'carrier' | 'broker') => {
      const m = x0 + 22;
      const W = halfW - 44;
      const c = t.carrier;
      s.rect(m, 18, W, 14, { fill: which === 'carrier' ? '#e6e6e6' : '#2b2b2b' });
      s.text(
        which === 'carrier'
          ? 'CARRIER COPY \u2014 keep with load'
          : 'BROKER COPY \u2014 sign and fax back',
        m,
        21,
        {
          font: B,
          size: 7.5,
          color: which === 'carrier' ? '#000000' : '#ffffff',
          align: 'center',
          width: W,
        },
      );
      s.text(t.broker.name.toUpperCase(), m, 38, { font: B, size: 10 });
      s.text(`${t.broker.street}, ${t.broker.city}, ${t.broker.state} ${t.broker.zip}`, m, 51, {
        font: F,
        size: 7,
      });
      s.text(
        `Ph ${fmtPhone(t.broker.phone ?? '', 'dash', t.broker.phoneExt)}  Fax ${fmtPhone(t.broker.fax, 'dash')}  MC ${t.broker.mc}`,
        m,
        60,
        { font: F, size: 7 },
      );
      right(s, 'LOAD CONFIRMATION', m, 38, W, { font: B, size: 9 });
      right(s, `No. ${t.order}`, m, 50, W, { font: B, size: 9 });
      right(s, `Date ${mdDashYy(t.issued)}`, m, 61, W, { font: F, size: 7 });
      s.line(m, 72, m + W, 72, 0.8);
      let y = 76;
      const cells: Array<[string, string]> = [
        ['Rep', t.broker.contact],
        ['E-mail', t.broker.email ?? ''],
        ['Cust PO', t.po ?? ''],
        ['Ref', t.ref ?? ''],
        ['Carrier', c.name ?? ''],
        ['MC / DOT', `${c.mc} / ${c.dot}`],
        ['Driver', c.driver ?? ''],
        ['Driver cell', ''],
        ['Truck', c.truck ?? ''],
        ['Trailer', c.trailer ?? ''],
        [
          'Equip',
          `${t.equipment === 'reefer' ? 'Reefer' : 'Van'} ${t.length}'${t.equipment === 'reefer' ? ` @ ${t.temp}F ${tempCtl(t, 'CONT', 'CYCLE')}` : ''}`,
        ],
        ['Weight', `${fmtInt(t.weight ?? 0)} lb`],
      ];
      const cw = W / 2;
      for (const [i, [k, v]] of cells.entries()) {
        const cx = m + (i % 2) * cw;
        const cy = y + Math.floor(i / 2) * 11;
        s.text(`${k}:`, cx, cy, { font: B, size: 6.8 });
        s.text(v, cx + 44, cy, { font: F, size: 6.8 });
        if (!v) s.line(cx + 44, cy + 8, cx + cw - 8, cy + 8, 0.4, '#666666');
      }
      y += Math.ceil(cells.length / 2) * 11 + 4;
      s.rect(m, y, W, 11, { fill: '#d9d9d9' });
      s.text('STOPS', m + 3, y + 2, { font: B, size: 7 });
      y += 14;
      for (const st of t.stops) {
        const kind = st.type === 'Pickup' ? 'PICKUP' : 'DELIVERY';
        let when = '';
        if (st.appt) when = `${mdDashYy(st.appt.day)} ${hcolon(st.appt.h, st.appt.m)} APPT`;
        else if (st.fcfs) {
          const w = st.fcfs;
          when = sameDay(w.start, w.end)
            ? `${mdDashYy(w.start)} ${hcolon(w.sh, w.sm)}-${hcolon(w.eh, w.em)} FCFS`
            : `${mdDashYy(w.start)} ${hcolon(w.sh, w.sm)} - ${mdDashYy(w.end)} ${hcolon(w.eh, w.em)} FCFS`;
        }
        s.text(`${st.n}  ${kind}`, m, y, { font: B, size: 7.2 });
        right(s, when, m, y, W, { font: B, size: 7.2 });
        y += 9;
        s.text(st.company ?? '', m + 10, y, { font: F, size: 7 });
        y += 8.5;
        s.text(`${st.street ?? ''}, ${cityLine(st)}`, m + 10, y, { font: F, size: 7 });
        y += 8.5;
        const nums = [
          st.conf ? `${st.type === 'Pickup' ? 'PU#' : 'DEL#'} ${st.conf}` : '',
          st.bol ? `BOL ${st.bol}` : '',
          st.ref ? `REF ${st.ref}` : '',
          st.phone ? `PH ${dash(st.phone)}` : '',
          st.email ?? '',
        ].filter(Boolean);
        if (nums.length) {
          s.text(nums.join('   '), m + 10, y, { font: F, size: 7 });
          y += 8.5;
        }
        if (st.commodity) {
          s.text(`Commodity: ${st.commodity}`, m + 10, y, { font: F, size: 7 });
          y += 8.5;
        }
        if (st.instructions)
          for (const l of wrap(s, `Notes: ${st.instructions}`, W - 10, F, 6.6)) {
            s.text(l, m + 10, y, { font: F, size: 6.6, color: '#333333' });
            y += 8;
          }
        s.line(m, y + 1, m + W, y + 1, 0.3, '#999999');
        y += 5;
      }
      y += 2;
      s.rect(m, y, W, 11, { fill: '#d9d9d9' });
      s.text('RATE', m + 3, y + 2, { font: B, size: 7 });
      y += 14;
      const lines: Array<[string, number]> = [['Line haul', t.linehaul]];
      if (t.fuel !== null) lines.push(['Fuel surcharge', t.fuel]);
      for (const a of t.accessorials) lines.push([a.label, a.amount]);
      for (const [k, v] of lines) {
        s.text(k, m + 10, y, { font: F, size: 7.2 });
        right(s, fmtMoney(v), m, y, W / 2, { font: F, size: 7.2 });
        y += 9;
      }
      s.text('Total carrier pay', m + 10, y, { font: B, size: 7.4 });
      right(s, fmtMoney(total(t)), m, y, W / 2, { font: B, size: 7.4 });
      y += 14;
      if (which === 'broker') {
        s.line(m, y + 12, m + W * 0.55, y + 12, 0.5);
        s.line(m + W * 0.62, y + 12, m + W, y + 12, 0.5);
        s.text('Carrier signature / print name', m, y + 14, { font: F, size: 6.2 });
        s.text('Date', m + W * 0.62, y + 14, { font: F, size: 6.2 });
      } else {
        for (const l of wrap(
          s,
          'Driver: call in empty and loaded. Detention $40/hr after 2 hrs free. TONU $100. No re-brokering. Keep this copy with the bills.',
          W,
          F,
          6.2,
        )) {
          s.text(l, m, y, { font: F, size: 6.2, color: '#444444' });
          y += 7.6;
        }
      }
    };
    copy(0, 'carrier');
    copy(halfW, 'broker');
    for (let yy = 12; yy < s.height - 12; yy += 9)
      s.line(halfW, yy, halfW, yy + 4.5, 0.5, '#777777');
  },
};

// ---- C3. Every number in a barcode strip at the foot ---------------------------------------------

const barcodeFooter: Layout = {
  id: 'footer-barcode-refs',
  title:
    'One page whose body carries no reference numbers at all: parties, equipment, stop rows (`Tue, Dec 1`, `0800 hrs` or `0800-1400 hrs`, no year) and the pay; every number (load, PO, BOL, reference, each stop\u2019s PU# / DEL#) sits in a grey barcode strip at the foot, each barcode with its label and human-readable text under it',
  modelledOn:
    'Warehouse-backed brokerages whose TMS prints scannable numbers for the dock and the driver instead of a reference block',
  page: LETTER,
  embedFonts: false,
  load: {
    broker: broker(
      'Flatwater Logistics Group',
      '9020 F Street',
      'Omaha',
      'NE',
      '68127',
      'flatwaterlg.com',
      '1409921',
      '4025550163',
    ),
    orderNumber: (r) => `FW${r.digits(7)}`,
    stops: [2, 4],
    fcfsShare: 0.35,
  },
  hide(t) {
    for (const st of t.stops) {
      st.ref = null;
      st.email = null;
      st.bol = null;
    }
  },
  draw(s, t) {
    const m = 40;
    const W = s.width - 2 * m;
    const c = t.carrier;
    const blue = '#0b3d66';
    s.text(t.broker.name, m, 34, { font: 'sans-bold', size: 16, color: blue });
    s.text(
      `${t.broker.street} \u00b7 ${t.broker.city}, ${t.broker.state} ${t.broker.zip} \u00b7 MC ${t.broker.mc}`,
      m,
      55,
      { font: 'sans', size: 8 },
    );
    right(s, 'CARRIER RATE CONFIRMATION', m, 34, W, { font: 'sans-bold', size: 11 });
    right(s, `Issued ${MONTHS_LONG[t.issued.m - 1]} ${t.issued.d}, ${t.issued.y}`, m, 50, W, {
      font: 'sans',
      size: 8.5,
    });
    s.rect(m, 70, W, 2, { fill: blue });
    let y = 82;
    const colW = (W - 16) / 3;
    const blocks: Array<[string, string[]]> = [
      [
        'YOUR CONTACT',
        [
          t.broker.contact,
          `Office ${fmtPhone(t.broker.phone ?? '', 'paren', t.broker.phoneExt)}`,
          t.broker.email ?? '',
          `After hours ${fmtPhone(`${t.broker.fax.slice(0, 3)}5550100`, 'paren')}`,
        ],
      ],
      [
        'CARRIER',
        [
          c.name ?? '',
          `MC ${c.mc} \u00b7 USDOT ${c.dot}`,
          `Dispatch ${c.dispatcher} ${fmtPhone(c.dispatchPhone, 'paren')}`,
          c.driver ? `Driver ${c.driver}` : '',
          c.driverPhone ? `Driver cell ${fmtPhone(c.driverPhone, 'paren')}` : '',
          [c.truck ? `Tractor ${c.truck}` : '', c.trailer ? `Trailer ${c.trailer}` : '']
            .filter(Boolean)
            .join(' \u00b7 '),
        ].filter(Boolean),
      ],
      [
        'EQUIPMENT',
        [
          `${t.length} ft ${t.equipment === 'reefer' ? 'Reefer' : 'Dry Van'}`,
          t.equipment === 'reefer'
            ? `Temp ${t.temp} F \u00b7 ${tempCtl(t, 'Continuous', 'Start/Stop')}`
            : 'Dry freight',
          `${fmtInt(t.weight ?? 0)} lbs`,
          `${fmtInt(t.miles)} loaded miles`,
        ],
      ],
    ];
    let maxY = y;
    for (const [i, [h, xs]] of blocks.entries()) {
      const x = m + i * (colW + 8);
      s.text(h, x, y, { font: 'sans-bold', size: 7.5, color: blue });
      let yy = y + 12;
      for (const l of xs) {
        for (const wl of wrap(s, l, colW, 'sans', 8.5)) {
          s.text(wl, x, yy, { font: 'sans', size: 8.5 });
          yy += 11;
        }
      }
      maxY = Math.max(maxY, yy);
    }
    y = maxY + 10;
    s.text('STOPS', m, y, { font: 'sans-bold', size: 9, color: blue });
    y += 13;
    for (const st of t.stops) {
      const h0 = y;
      const tag = st.type === 'Pickup' ? `PICK ${st.n}` : `DROP ${st.n}`;
      s.rect(m, y, 48, 16, { fill: st.type === 'Pickup' ? '#dbe8f5' : '#f5e6d3' });
      s.text(tag, m + 4, y + 4, { font: 'sans-bold', size: 8 });
      const x = m + 58;
      s.text(st.company ?? '', x, y, { font: 'sans-bold', size: 9 });
      let when = '';
      if (st.appt) when = `${dowMonD(st.appt.day)} \u00b7 ${hhmm(st.appt.h, st.appt.m)} hrs appt`;
      else if (st.fcfs) {
        const w = st.fcfs;
        when = sameDay(w.start, w.end)
          ? `${dowMonD(w.start)} \u00b7 ${hhmm(w.sh, w.sm)}-${hhmm(w.eh, w.em)} hrs FCFS`
          : `${dowMonD(w.start)} ${hhmm(w.sh, w.sm)} - ${dowMonD(w.end)} ${hhmm(w.eh, w.em)} hrs FCFS`;
      }
      right(s, when, m, y, W, { font: 'sans-bold', size: 8.5 });
      y += 12;
      s.text(`${st.street ?? ''}, ${cityLine(st)}`, x, y, { font: 'sans', size: 8.5 });
      if (st.phone) right(s, fmtPhone(st.phone, 'paren'), m, y, W, { font: 'sans', size: 8.5 });
      y += 11;
      if (st.commodity) {
        s.text(`${st.commodity} \u00b7 ${st.pallets} plts`, x, y, { font: 'sans', size: 8.5 });
        y += 11;
      }
      if (st.instructions) {
        for (const wl of wrap(s, st.instructions, W - 58, 'sans', 8)) {
          s.text(wl, x, y, { font: 'sans', size: 8, color: '#555555' });
          y += 10;
        }
      }
      s.text(`${st.type === 'Pickup' ? 'PU#' : 'DEL#'}: see barcode S${st.n}`, x, y, {
        font: 'sans',
        size: 7,
        color: '#888888',
      });
      y += 10;
      s.line(m, Math.max(y, h0 + 20) + 2, m + W, Math.max(y, h0 + 20) + 2, 0.3, '#bbbbbb');
      y = Math.max(y, h0 + 20) + 8;
    }
    y += 4;
    s.text('PAY', m, y, { font: 'sans-bold', size: 9, color: blue });
    y += 13;
    const pay: Array<[string, number]> = [['Linehaul', t.linehaul]];
    if (t.fuel !== null) pay.push(['Fuel', t.fuel]);
    for (const a of t.accessorials) pay.push([a.label, a.amount]);
    for (const [k, v] of pay) {
      s.text(k, m, y, { font: 'sans', size: 9 });
      right(s, fmtMoney(v), m, y, 200, { font: 'sans', size: 9 });
      y += 12;
    }
    s.line(m, y, m + 200, y, 0.6);
    s.text('Total', m, y + 3, { font: 'sans-bold', size: 9.5 });
    right(s, fmtMoney(total(t)), m, y + 3, 200, { font: 'sans-bold', size: 9.5 });
    para(
      s,
      'Scan the codes below at check-in. Detention $50/hr after 2 hrs; TONU $150; lumper with receipt. Subject to the broker-carrier agreement.',
      m + 240,
      y - 24,
      W - 240,
      { font: 'sans', size: 7.5, color: '#666666', leading: 9.5 },
    );
    // The barcode strip.
    const codes: Array<[string, string]> = [['LOAD', t.order ?? '']];
    if (t.po) codes.push(['PO', t.po]);
    if (t.bol) codes.push(['BOL', t.bol]);
    if (t.ref) codes.push(['REF', t.ref]);
    for (const st of t.stops)
      if (st.conf) codes.push([`S${st.n} ${st.type === 'Pickup' ? 'PU#' : 'DEL#'}`, st.conf]);
    const perRow = 4;
    const rows = Math.ceil(codes.length / perRow);
    const cellW = W / perRow;
    const stripH = rows * 54 + 8;
    const top = s.height - 36 - stripH;
    s.rect(m, top, W, stripH, { fill: '#efefef' });
    for (const [i, [k, v]] of codes.entries()) {
      const cx = m + (i % perRow) * cellW + 8;
      const cy = top + 6 + Math.floor(i / perRow) * 54;
      s.text(k, cx, cy, { font: 'sans-bold', size: 6.5, color: '#444444' });
      barcode(s, v, cx, cy + 9, cellW - 20, 24);
      s.text(v, cx, cy + 36, { font: 'mono', size: 8 });
    }
    s.text(`${t.broker.name} \u00b7 fax ${fmtPhone(t.broker.fax, 'dot')}`, m, s.height - 26, {
      font: 'sans',
      size: 7,
      color: '#888888',
    });
  },
};

// ---- C4. Horizontal trip timeline, pay summary by stop -------------------------------------------

const timeline: Layout = {
  id: 'timeline-pay-by-stop',
  title:
    'One page: a horizontal trip timeline across the page (the day and time above the line, the facility and address below it, `Tue 12/1`, `8am - 2pm` or `9:30am appt`, no year), then a stop-details table of numbers, contacts and notes, and a "Pay summary" with the linehaul, fuel, a line for each stop\u2019s accessorial ("Stop 3 \u00b7 Lumper") and the total',
  modelledOn:
    'Digital brokerages whose confirmation shows the trip as a progress line and itemises extras by stop',
  page: LETTER,
  embedFonts: true,
  load: {
    broker: broker(
      'Relay Ridge Freight Co.',
      '1600 Wynkoop St, Floor 4',
      'Denver',
      'CO',
      '80202',
      'relayridge.co',
      '1376602',
      '7205550139',
    ),
    orderNumber: (r) => `RR${r.digits(3)}-${r.digits(4)}`,
    stops: [2, 4],
    fcfsShare: 0.4,
    accessorialShare: 0.7,
  },
  hide(t) {
    t.bol = null;
    t.carrier.driver = null;
    t.carrier.driverPhone = null;
  },
  draw(s, t) {
    const m = 36;
    const W = s.width - 2 * m;
    const F: FontName = 'dejavu';
    const B: FontName = 'dejavu-bold';
    const N: FontName = 'narrow';
    const teal = '#0f766e';
    const c = t.carrier;
    s.rect(0, 0, s.width, 62, { fill: teal });
    s.text(t.broker.name, m, 18, { font: B, size: 15, color: '#ffffff' });
    s.text(`Rate confirmation \u00b7 Load ${t.order}`, m, 40, {
      font: F,
      size: 10,
      color: '#ccfbf1',
    });
    right(s, `Issued ${mdy(t.issued)}`, m, 18, W, { font: F, size: 9, color: '#ffffff' });
    right(s, `MC ${t.broker.mc}`, m, 32, W, { font: F, size: 8, color: '#ccfbf1' });
    right(s, `${t.broker.street}, ${t.broker.city}, ${t.broker.state} ${t.broker.zip}`, m, 44, W, {
      font: F,
      size: 7.5,
      color: '#ccfbf1',
    });
    let y = 74;
    const strip: Array<[string, string]> = [
      ['Customer PO', t.po ?? '\u2014'],
      ['Reference', t.ref ?? '\u2014'],
      ['Equipment', `${t.length}' ${t.equipment === 'reefer' ? 'Reefer' : 'Van'}`],
      [
        'Temperature',
        t.equipment === 'reefer'
          ? `${t.temp}\u00b0F ${tempCtl(t, 'continuous', 'start/stop')}`
          : 'n/a',
      ],
      ['Weight', `${fmtInt(t.weight ?? 0)} lbs`],
    ];
    const sw = W / strip.length;
    for (const [i, [k, v]] of strip.entries()) {
      s.text(k, m + i * sw, y, { font: N, size: 7.5, color: '#6b7280' });
      s.text(v, m + i * sw, y + 10, { font: B, size: 9 });
    }
    y += 32;
    // Timeline.
    const n = t.stops.length;
    const colW = W / n;
    const lineY = y + 44;
    s.line(m + colW / 2, lineY, m + W - colW / 2, lineY, 2, teal);
    for (const st of t.stops) {
      const cx = m + (st.n - 1) * colW;
      const mid = cx + colW / 2;
      s.rect(mid - 5, lineY - 5, 10, 10, { fill: st.type === 'Pickup' ? teal : '#ea580c' });
      const label = `${st.n} \u00b7 ${st.type === 'Pickup' ? 'PICKUP' : 'DELIVERY'}`;
      const above: string[] = [label];
      if (st.appt) {
        above.push(dowMD(st.appt.day), `${amLower(st.appt.h, st.appt.m)} appt`);
      } else if (st.fcfs) {
        const w = st.fcfs;
        if (sameDay(w.start, w.end))
          above.push(dowMD(w.start), `${amLower(w.sh, w.sm)} - ${amLower(w.eh, w.em)} FCFS`);
        else
          above.push(
            `${dowMD(w.start)} ${amLower(w.sh, w.sm)} -`,
            `${dowMD(w.end)} ${amLower(w.eh, w.em)} FCFS`,
          );
      }
      const aboveTop = lineY - 10 - above.length * 11;
      for (const [k, l] of above.entries())
        s.text(l, cx + 4, aboveTop + k * 11, {
          font: k === 0 ? B : F,
          size: k === 0 ? 7.5 : 8.5,
          align: 'center',
          width: colW - 8,
          color: k === 0 ? teal : '#111111',
        });
      let yy = lineY + 10;
      const below = [st.company ?? '', st.street ?? '', cityLine(st)];
      for (const [k, l] of below.entries())
        for (const wl of wrap(s, l, colW - 10, k === 0 ? B : F, 8)) {
          s.text(wl, cx + 5, yy, {
            font: k === 0 ? B : F,
            size: 8,
            align: 'center',
            width: colW - 10,
          });
          yy += 10;
        }
    }
    y = lineY + 58;
    s.text('Stop details', m, y, { font: B, size: 10, color: teal });
    y += 14;
    const rows = t.stops.map((st) => [
      String(st.n),
      [
        st.conf ? `${st.type === 'Pickup' ? 'PU' : 'Appt'} # ${st.conf}` : '',
        st.bol ? `BOL ${st.bol}` : '',
        st.ref ? `Ref ${st.ref}` : '',
      ]
        .filter(Boolean)
        .join('\n'),
      [st.phone ? fmtPhone(st.phone, 'dash') : '', st.email ?? ''].filter(Boolean).join('\n'),
      st.commodity ?? '',
      st.instructions ?? '',
    ]);
    y = table(
      s,
      m,
      y,
      [
        { header: '#', width: 22 },
        { header: 'Numbers', width: 118 },
        { header: 'Facility contact', width: 128 },
        { header: 'Commodity', width: 100 },
        { header: 'Notes', width: W - 368 },
      ],
      rows,
      { font: N, bold: 'narrow-bold', size: 8, headerFill: '#ccfbf1', zebra: '#f3f4f6' },
    );
    y += 16;
    const leftW = W * 0.52;
    s.text('Carrier', m, y, { font: B, size: 10, color: teal });
    let cy = y + 15;
    for (const l of [
      c.name ?? '',
      `MC ${c.mc} \u00b7 DOT ${c.dot}`,
      `Dispatcher ${c.dispatcher} \u00b7 ${fmtPhone(c.dispatchPhone, 'dash')}`,
      `Truck ${c.truck ?? 'not given'} \u00b7 Trailer ${c.trailer ?? 'not given'}`,
      'Driver details: added in the Relay Ridge app',
    ]) {
      s.text(l, m, cy, { font: F, size: 8.5 });
      cy += 12;
    }
    cy += 8;
    s.text('Questions', m, cy, { font: B, size: 10, color: teal });
    cy += 15;
    for (const l of [
      t.broker.contact,
      fmtPhone(t.broker.phone ?? '', 'paren', t.broker.phoneExt),
      t.broker.email ?? '',
    ]) {
      s.text(l, m, cy, { font: F, size: 8.5 });
      cy += 12;
    }
    // Pay summary.
    const px = m + leftW + 10;
    const pw = W - leftW - 10;
    const lines: Array<[string, number]> = [[`Linehaul (${fmtInt(t.miles)} mi)`, t.linehaul]];
    if (t.fuel !== null) lines.push(['Fuel surcharge', t.fuel]);
    const acc = [...t.accessorials].sort((a, b) => accessorialStop(t, a) - accessorialStop(t, b));
    for (const a of acc) lines.push([`Stop ${accessorialStop(t, a)} \u00b7 ${a.label}`, a.amount]);
    const ph = 26 + lines.length * 14 + 26;
    s.rect(px, y - 4, pw, ph, { stroke: teal, lineWidth: 1 });
    s.text('Pay summary', px + 10, y + 2, { font: B, size: 10, color: teal });
    let yy = y + 22;
    for (const [k, v] of lines) {
      s.text(k, px + 10, yy, { font: F, size: 8.8 });
      right(s, fmtMoney(v), px, yy, pw - 10, { font: F, size: 8.8 });
      yy += 14;
    }
    s.line(px + 10, yy, px + pw - 10, yy, 0.8, teal);
    s.text('Total', px + 10, yy + 6, { font: B, size: 10 });
    right(s, `${fmtMoney(total(t))}`, px, yy + 6, pw - 10, { font: B, size: 10 });
    const foot = Math.max(cy, y - 4 + ph) + 16;
    if (foot < s.height - 60)
      para(
        s,
        'Accepting this load in the app or signing below binds the carrier to the Relay Ridge broker-carrier agreement. Extras not listed in the pay summary need written approval. Detention $50/hr after 2 free hours; TONU $150.',
        m,
        foot,
        W,
        { font: N, size: 7.5, color: '#6b7280', leading: 9.5 },
      );
  },
};

// ---- C5. A4 transport order from a European forwarder's US desk -----------------------------------

const A4: PageSize = { width: 595.28, height: 841.89 };

const transportOrder: Layout = {
  id: 'a4-forwarder-transport-order',
  title:
    'A4 "Transport order" in numbered sections (1 Principal, 2 Haulier, 3 Consignment, 4 Loading points, 5 Unloading points, 6 Freight, 7 Order references) with day-first `01.12.2026` dates (a note says so), `08:00 h` slots and `08:00\u201314:00 h` open windows, stops numbered L1 / U1 with a running sequence column, weight in lb and kg, a general-conditions page',
  modelledOn:
    'US domestic desks of European freight forwarders that print their group TMS\u2019s A4 transport order as the rate confirmation',
  page: A4,
  embedFonts: true,
  load: {
    broker: broker(
      'Nordhafen Logistics USA Inc.',
      '1 Harbor Gate Blvd, Suite 210',
      'Savannah',
      'GA',
      '31408',
      'nordhafen-usa.com',
      '1298840',
      '9125550181',
    ),
    orderNumber: (r) => `TO-26-${r.digits(6)}`,
    stops: [2, 4],
    fcfsShare: 0.4,
  },
  hide(t) {
    for (const st of t.stops) {
      st.phone = null;
      st.email = null;
    }
  },
  draw(s, t) {
    const m = 42;
    const W = s.width - 2 * m;
    const F: FontName = 'sans';
    const B: FontName = 'sans-bold';
    const navy = '#1e2a4a';
    const c = t.carrier;
    s.text(t.broker.name, m, 36, { font: B, size: 13, color: navy });
    s.text(
      `${t.broker.street} \u00b7 ${t.broker.city}, ${t.broker.state} ${t.broker.zip} \u00b7 USA`,
      m,
      53,
      { font: F, size: 8 },
    );
    right(s, 'TRANSPORT ORDER', m, 34, W, { font: B, size: 14 });
    right(s, `No. ${t.order}`, m, 53, W, { font: F, size: 9.5 });
    right(s, `Date ${dotDate(t.issued)}`, m, 65, W, { font: F, size: 8.5 });
    s.line(m, 80, m + W, 80, 0.4, navy);
    s.text(
      'All dates DD.MM.YYYY \u00b7 all times local, 24 h \u00b7 amounts in US dollars',
      m,
      84,
      { font: F, size: 7.5, color: '#666666' },
    );
    let y = 102;
    const section = (n: number, title: string) => {
      s.rect(m, y, W, 14, { fill: '#e8ebf2' });
      s.text(`${n}  ${title}`, m + 5, y + 3, { font: B, size: 8.5, color: navy });
      y += 19;
    };
    const kv = (pairs: Array<[string, string]>, cols = 2) => {
      const cw = W / cols;
      for (const [i, [k, v]] of pairs.entries()) {
        const x = m + (i % cols) * cw;
        const yy = y + Math.floor(i / cols) * 12;
        s.text(k, x + 4, yy, { font: F, size: 7.5, color: '#555555' });
        s.text(v, x + 82, yy, { font: F, size: 8.5 });
      }
      y += Math.ceil(pairs.length / cols) * 12 + 6;
    };
    section(1, 'Principal');
    kv([
      ['Company', t.broker.name],
      ['Handled by', t.broker.contact],
      ['Phone', fmtPhone(t.broker.phone ?? '', 'intl', t.broker.phoneExt)],
      ['E-mail', t.broker.email ?? ''],
      ['Fax', fmtPhone(t.broker.fax, 'intl')],
      ['MC', t.broker.mc],
    ]);
    section(2, 'Haulier');
    kv([
      ['Haulier', c.name ?? ''],
      ['MC / USDOT', `${c.mc} / ${c.dot}`],
      ['Driver', c.driver ?? '\u2014'],
      ['Driver mobile', c.driverPhone ? fmtPhone(c.driverPhone, 'intl') : '\u2014'],
      ['Tractor no.', c.truck ?? '\u2014'],
      ['Trailer no.', c.trailer ?? '\u2014'],
    ]);
    section(3, 'Consignment');
    const kg = Math.round((t.weight ?? 0) * 0.45359237);
    kv([
      ['Vehicle', `${t.length} ft ${t.equipment === 'reefer' ? 'reefer trailer' : 'dry van'}`],
      [
        'Temperature',
        t.equipment === 'reefer'
          ? `+${t.temp} \u00b0F set point, ${tempCtl(t, 'continuous', 'start-stop')}`.replace(
              '+-',
              '-',
            )
          : 'not applicable',
      ],
      ['Gross weight', `${fmtInt(t.weight ?? 0)} lb (${fmtInt(kg)} kg)`],
      ['Distance', `${fmtInt(t.miles)} mi`],
    ]);
    const slot = (st: TStop) => {
      if (st.appt)
        return {
          date: dotDate(st.appt.day),
          time: `${hcolon(st.appt.h, st.appt.m)} h (fixed slot)`,
        };
      const w = st.fcfs;
      if (!w) return { date: '', time: '' };
      if (sameDay(w.start, w.end))
        return {
          date: dotDate(w.start),
          time: `${hcolon(w.sh, w.sm)}\u2013${hcolon(w.eh, w.em)} h (open)`,
        };
      return {
        date: `${dotDate(w.start)} \u2013 ${dotDate(w.end)}`,
        time: `${hcolon(w.sh, w.sm)} h \u2013 ${hcolon(w.eh, w.em)} h (open)`,
      };
    };
    const stopRows = (type: 'Pickup' | 'Delivery') => {
      let k = 0;
      return t.stops
        .filter((st) => st.type === type)
        .map((st) => {
          k += 1;
          const sl = slot(st);
          return [
            `${type === 'Pickup' ? 'L' : 'U'}${k}`,
            String(st.n),
            `${st.company ?? ''}\n${st.street ?? ''}\n${cityLine(st)}`,
            `${sl.date}\n${sl.time}`,
            [
              st.conf ? `${type === 'Pickup' ? 'Loading ref.' : 'Booking no.'} ${st.conf}` : '',
              st.bol ? `BOL ${st.bol}` : '',
              st.ref ? `Order ref. ${st.ref}` : '',
              st.commodity ? `Goods: ${st.commodity}` : '',
              st.instructions ? `Remark: ${st.instructions}` : '',
            ]
              .filter(Boolean)
              .join('\n'),
          ];
        });
    };
    const cols = [
      { header: 'Pt.', width: 26 },
      { header: 'Seq.', width: 28 },
      { header: 'Address', width: 150 },
      { header: 'Date / time slot', width: 112 },
      { header: 'References and remarks', width: W - 316 },
    ];
    const style = {
      size: 7.8,
      grid: true,
      headerFill: '#f3f4f8',
      padding: 3,
      bottom: s.height - 40,
    };
    section(4, 'Loading points');
    y = table(s, m, y, cols, stopRows('Pickup'), style) + 10;
    section(5, 'Unloading points');
    y = table(s, m, y, cols, stopRows('Delivery'), style) + 10;
    if (y > s.height - 190) {
      s.newPage();
      y = 40;
    }
    section(6, 'Freight');
    const rows: string[][] = [['Freight rate (flat)', fmtMoney(t.linehaul, { symbol: false })]];
    if (t.fuel !== null) rows.push(['Fuel surcharge', fmtMoney(t.fuel, { symbol: false })]);
    for (const a of t.accessorials)
      rows.push([`Extra: ${a.label.toLowerCase()}`, fmtMoney(a.amount, { symbol: false })]);
    rows.push(['Total freight payable (USD)', fmtMoney(total(t), { symbol: false })]);
    y =
      table(
        s,
        m,
        y,
        [
          { header: 'Item', width: 220 },
          { header: 'USD', width: 90, align: 'right' },
        ],
        rows,
        { size: 8.5, grid: true },
      ) + 10;
    section(7, 'Order references');
    kv(
      [
        ['Transport order', t.order ?? ''],
        ['Customer PO', t.po ?? '\u2014'],
        ['Bill of lading', t.bol ?? '\u2014'],
        ['Customer ref.', t.ref ?? '\u2014'],
      ],
      2,
    );
    para(
      s,
      'The haulier confirms this transport order by signature or by e-mail reply within one hour. Our general conditions of carriage (next page) apply.',
      m,
      y,
      W,
      { font: F, size: 7.5, color: '#555555', leading: 9.5 },
    );
    termsPage(s, 'General conditions of carriage', F, m);
  },
};

export const UNSEEN_LAYOUTS_13: Layout[] = [
  emailCover,
  twoUp,
  barcodeFooter,
  timeline,
  transportOrder,
];
