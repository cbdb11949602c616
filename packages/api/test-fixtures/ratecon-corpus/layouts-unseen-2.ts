/**
 * The third held-out set of rate-confirmation layouts (issue 15), written after the six layouts
 * of layouts-unseen.ts were measured and moved to dev. Appended to the layout list after them, so
 * every earlier document keeps its seed. Written without looking at the extractor: the looks
 * follow kinds of sheets carriers receive (a printed EDI load tender, a transposed rate sheet, a
 * letter with the load spelled out in sentences, a phone-app export, a partial-truckload sheet
 * with handling units, a dot-leader form with check boxes). Broker names are made up.
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
  fmtTime,
  LETTER,
  type PageSize,
  para,
  type Rng,
  wrap,
} from '../shared/surface';
import {
  brokerFaxing,
  hcolon,
  hhmm,
  lineCount,
  fittedLines as lines,
  dowMonDYLong as longDow,
  MON,
  p2,
  sameDay,
  dowMonDY as shortDow,
} from './layout-helpers';
import type { Layout } from './layouts';
import { type TStop, total } from './model';

// ---- helpers -------------------------------------------------------------------------------------

/** `20261126`. */
const ymd = (d: Day) => `${d.y}${p2(d.m)}${p2(d.d)}`;
/** `12/01` (no year). */
const md = (d: Day) => `${p2(d.m)}/${p2(d.d)}`;
/** `26 Nov 2026`. */
const dMonY = (d: Day) => `${d.d} ${MON[d.m - 1]} ${d.y}`;
const ampm = (h: number, m: number) => fmtTime(h, m, 'ampm');

const broker = brokerFaxing('8005550188');

/** The handling-unit split of a load's total weight over `n` lines (sums to the total). */
function splitWeight(totalLb: number, n: number, rng: Rng): number[] {
  const out: number[] = [];
  let left = totalLb;
  for (let i = 0; i < n - 1; i++) {
    const part = Math.round((left * rng.money(0.3, 0.6)) / 5) * 5;
    out.push(part);
    left -= part;
  }
  out.push(left);
  return out;
}

// ---- V1. EDI 204 load tender printed as a report ------------------------------------------------

const W09: Record<'continuous' | 'start_stop', string> = {
  continuous: 'CN Continuous',
  start_stop: 'CY Cycle (start/stop)',
};

const ediTender: Layout = {
  id: 'edi-tender-report',
  title:
    'EDI 204 motor carrier load tender printed as a report: segment tag column (B2, L11, N1/N3/N4, G61, S5, G62, L5, AT8, NTE, L3), stops as "Stop 1 (LD)" / "Stop 2 (UL)", dates YYYYMMDD with HHMM times, earliest/latest qualifiers',
  modelledOn:
    'Shippers and brokers that tender by EDI and send the carrier the printed 204 as the confirmation',
  page: LETTER,
  embedFonts: false,
  load: {
    broker: broker(
      'Crossdock Meridian Logistics',
      '4410 Meridian Commerce Dr',
      'Memphis',
      'TN',
      '38118',
      'crossdockmeridian.com',
      '688314',
    ),
    orderNumber: (r) => `${r.digits(9)}`,
    stops: [2, 4],
    fcfsShare: 0.45,
  },
  hide(t) {
    // A tender goes out before a truck is assigned: no driver, tractor or trailer.
    t.carrier.driver = null;
    t.carrier.driverPhone = null;
    t.carrier.truck = null;
    t.carrier.trailer = null;
    for (const st of t.stops) st.email = null;
  },
  draw(s, t, rng) {
    const F: FontName = 'mono';
    const B: FontName = 'mono-bold';
    const size = 8.4;
    const lead = size * 1.32;
    const m = 36;
    const W = s.width - 2 * m;
    const cTag = m;
    const cQual = m + 40;
    const cDesc = m + 76;
    const cVal = m + 250;
    const wVal = W - 250;
    const ctrl = `${rng.digits(9)}`;
    let page = 1;
    let y = 0;
    const head = () => {
      s.text('MOTOR CARRIER LOAD TENDER  (X12 204 / 004010)  -  PRINT VIEW', m, 30, {
        font: B,
        size: 10,
      });
      s.text(`PAGE ${page}`, m, 30, { font: F, size: 8.4, align: 'right', width: W });
      s.text(
        `ISA SENDER: ${t.broker.name
          .toUpperCase()
          .replace(/[^A-Z]/g, '')
          .slice(0, 10)}   RECEIVER: CARRIER   CONTROL #: ${ctrl}   PURPOSE: 00 ORIGINAL`,
        m,
        44,
        { font: F, size: 7.4 },
      );
      s.line(m, 58, m + W, 58, 0.8);
      y = 66;
    };
    head();
    const need = (h: number) => {
      if (y + h > s.height - 50) {
        page++;
        s.newPage();
        head();
      }
    };
    const seg = (tag: string, qual: string, desc: string, value: string, bold = false) => {
      if (!value.trim()) return;
      const vl = wrap(s, value, wVal, bold ? B : F, size);
      need(vl.length * lead);
      s.text(tag, cTag, y, { font: B, size });
      s.text(qual, cQual, y, { font: F, size });
      s.text(desc, cDesc, y, { font: F, size, color: '#333333' });
      for (const [i, l] of vl.entries())
        s.text(l, cVal, y + i * lead, { font: bold ? B : F, size });
      y += Math.max(1, vl.length) * lead;
    };
    const group = (title: string) => {
      need(lead * 3);
      y += 4;
      s.text(title, m, y, { font: B, size: 9 });
      y += lead;
      s.line(m, y - 1, m + W, y - 1, 0.3, '#777777');
      y += 2;
    };

    group('HEADER');
    seg('B2', '', 'Shipment identification no.', t.order ?? '', true);
    seg('B2', 'PP', 'Method of payment', 'PREPAID');
    seg('G62', '64', 'Tender date', ymd(t.issued));
    seg('L11', 'PO', 'Purchase order number', t.po ?? '');
    seg('L11', 'BM', 'Bill of lading number', t.bol ?? '');
    seg('L11', 'CR', 'Customer reference number', t.ref ?? '');
    seg('L11', 'MI', 'Miles (shortest route)', String(t.miles));
    seg('MS3', '', 'Mode / time limit', 'TL   RESPOND WITHIN 60 MIN OR TENDER EXPIRES');

    group('PARTIES');
    seg('N1', 'BT', 'Bill to / tendering party', t.broker.name);
    seg('N3', '', 'Address', t.broker.street);
    seg('N4', '', 'City / state / postal', `${t.broker.city} ${t.broker.state} ${t.broker.zip}`);
    seg(
      'G61',
      'IC',
      'Information contact',
      `${t.broker.contact.toUpperCase()}  TE ${t.broker.phone ?? ''}${t.broker.phoneExt ? ` X${t.broker.phoneExt}` : ''}  EM ${t.broker.email ?? ''}`,
    );
    seg('G61', 'AP', 'Accounts payable', `FX ${t.broker.fax}`);
    seg('N1', 'CA', 'Carrier', t.carrier.name ?? '');
    seg('L11', 'MCI', 'Motor carrier no.', `MC${t.carrier.mc}   DOT ${t.carrier.dot}`);
    seg(
      'G61',
      'DC',
      'Carrier dispatch',
      `${t.carrier.dispatcher.toUpperCase()}  TE ${t.carrier.dispatchPhone}`,
    );

    group('EQUIPMENT / LADING');
    const eq =
      t.equipment === 'reefer' ? 'RT  CONTROLLED TEMPERATURE TRAILER (REEFER)' : 'TV  TRUCK, VAN';
    seg('N7', 'EQ', 'Equipment type', eq);
    seg('N7', 'LEN', 'Equipment length', t.length ? `${t.length} FT` : '');
    if (t.equipment === 'reefer' && t.temp !== null && t.tempControl) {
      seg('W09', 'FA', 'Temperature setting', `${t.temp > 0 ? '+' : ''}${t.temp} F`);
      seg('W09', 'MODE', 'Unit mode', W09[t.tempControl]);
    }
    seg('AT8', 'G L', 'Gross weight, pounds', t.weight ? String(t.weight) : '');

    const nStops = t.stops.length;
    for (const st of t.stops) {
      const ld = st.type === 'Pickup';
      group(
        `STOP ${st.n} (${ld ? 'LD' : 'UL'})  -  ${ld ? 'LOAD' : 'UNLOAD'}  ${st.n} OF ${nStops}`,
      );
      seg('S5', ld ? 'LD' : 'UL', 'Stop reason', ld ? 'COMPLETE LOAD' : 'COMPLETE UNLOAD');
      seg('N1', ld ? 'SH' : 'CN', ld ? 'Ship from' : 'Ship to', st.company ?? '');
      seg('N3', '', 'Address', st.street ?? '');
      seg('N4', '', 'City / state / postal', `${st.city} ${st.state} ${st.zip ?? ''}`);
      if (st.phone) seg('G61', 'LO', 'Location contact', `TE ${st.phone}`);
      if (st.conf)
        seg('L11', ld ? 'P8' : 'AO', ld ? 'Pickup reference no.' : 'Appointment number', st.conf);
      if (st.bol) seg('L11', 'BM', 'Bill of lading number', st.bol);
      if (st.ref) seg('L11', 'CR', 'Customer reference number', st.ref);
      if (st.appt) {
        seg(
          'G62',
          ld ? '69' : '70',
          ld ? 'Scheduled pickup (appt)' : 'Scheduled delivery (appt)',
          `${ymd(st.appt.day)}  U ${hhmm(st.appt.h, st.appt.m)}`,
        );
      } else if (st.fcfs) {
        const f = st.fcfs;
        seg(
          'G62',
          ld ? '37' : '53',
          ld ? 'Ship not before' : 'Deliver not before',
          `${ymd(f.start)}  G ${hhmm(f.sh, f.sm)}`,
        );
        seg(
          'G62',
          ld ? '38' : '54',
          ld ? 'Ship not later than' : 'Deliver no later than',
          `${ymd(f.end)}  L ${hhmm(f.eh, f.em)}`,
        );
      }
      if (st.commodity) seg('L5', '1', 'Lading description', st.commodity);
      seg('AT8', 'G L', 'Weight / lading qty', `${st.stopWeight}   ${st.pallets} PLT`);
      if (st.instructions) seg('NTE', 'LOI', 'Note', st.instructions);
    }

    group('CHARGES');
    seg('L3', 'LH', 'Line haul', t.linehaul.toFixed(2));
    if (t.fuel !== null) seg('L3', 'FUE', 'Fuel surcharge', t.fuel.toFixed(2));
    for (const a of t.accessorials)
      seg('L3', a.label.slice(0, 3).toUpperCase(), a.label, a.amount.toFixed(2));
    seg('L3', 'TOT', 'Total charges', total(t).toFixed(2), true);
    need(lead * 6);
    y += 8;
    y = para(
      s,
      'TENDER ACCEPTANCE BY 990 OR SIGNED RETURN CONSTITUTES AGREEMENT TO THE BROKER-CARRIER CONTRACT ON FILE. DETENTION 50.00/HR AFTER 2 HRS FREE. TONU 150.00. LATE DELIVERY MAY BE CHARGED BACK 250.00 PER OCCURRENCE.',
      m,
      y,
      W,
      { font: F, size: 7.6 },
    );
    s.text(`SE  ${ctrl.slice(0, 4)}  END OF TRANSACTION`, m, y + 6, { font: F, size: 7.6 });
  },
};

// ---- V2. Transposed rate sheet: one column per stop, row headers on the left -------------------

const rateSheet: Layout = {
  id: 'rate-sheet-grid',
  title:
    'One-page "Carrier Rate Sheet": stops in a transposed grid (row headers on the left, one column per stop), stop dates "12/01" with the year only in the header, short charges list under the grid',
  modelledOn: 'Small brokerages that keep their rate sheet as a spreadsheet and print it to PDF',
  page: LETTER,
  embedFonts: true,
  load: {
    broker: broker(
      'Sweetgrass Lane Brokerage',
      '612 Prairie Center Dr',
      'Wichita',
      'KS',
      '67207',
      'sweetgrasslane.com',
      '731908',
    ),
    orderNumber: (r) => `TB-${r.digits(5)}`,
    stops: [2, 4],
  },
  hide(t) {
    for (const st of t.stops) st.email = null;
  },
  draw(s, t) {
    const m = 34;
    const W = s.width - 2 * m;
    const F: FontName = 'condensed';
    const B: FontName = 'condensed-bold';
    const green = '#2f5d2f';
    s.text(t.broker.name, m, 28, { font: B, size: 16, color: green });
    s.text(
      `${t.broker.street}, ${t.broker.city}, ${t.broker.state} ${t.broker.zip}   MC# ${t.broker.mc}`,
      m,
      48,
      { font: F, size: 8 },
    );
    s.text(`CARRIER RATE SHEET ${t.issued.y}`, 0, 26, {
      font: B,
      size: 13,
      align: 'right',
      width: m + W,
    });
    s.text(`Sheet date ${fmtDate(t.issued, 'mdy')}`, 0, 44, {
      font: F,
      size: 8.5,
      align: 'right',
      width: m + W,
    });
    let y = 66;
    // A small two-column block of load facts (label cells shaded).
    const facts: Array<[string, string, string, string]> = [
      [
        'Load #',
        t.order ?? '',
        'Booked by',
        `${t.broker.contact}  ${fmtPhone(t.broker.phone ?? '', 'dot', t.broker.phoneExt)}`,
      ],
      ['PO #', t.po ?? '-', 'E-mail', t.broker.email ?? ''],
      ['BOL #', t.bol ?? '-', 'Carrier', `${t.carrier.name ?? ''} (MC ${t.carrier.mc})`],
      [
        'Ref #',
        t.ref ?? '-',
        'Driver / cell',
        [
          t.carrier.driver ?? '',
          t.carrier.driverPhone ? fmtPhone(t.carrier.driverPhone, 'dash') : '',
        ]
          .filter(Boolean)
          .join(' / ') || '-',
      ],
      [
        'Equipment',
        `${t.length ?? ''}' ${t.equipment === 'reefer' ? 'Reefer' : 'Dry Van'}`,
        'Truck / trailer',
        `${t.carrier.truck ?? '-'} / ${t.carrier.trailer ?? '-'}`,
      ],
      [
        'Temp',
        t.equipment === 'reefer' && t.temp !== null
          ? `${t.temp}F ${t.tempControl === 'start_stop' ? 'cycle' : 'continuous'}`
          : 'n/a (dry)',
        'Weight',
        t.weight ? `${fmtInt(t.weight)} lbs` : '-',
      ],
    ];
    const rowH = 15;
    const c = [m, m + 70, m + 230, m + 320, m + W];
    for (const row of facts) {
      s.rect(c[0] ?? m, y, 70, rowH, { fill: '#e6efe6' });
      s.rect(c[2] ?? m, y, 90, rowH, { fill: '#e6efe6' });
      for (let i = 0; i < 4; i++) {
        const x0 = c[i] ?? m;
        const x1 = c[i + 1] ?? m;
        s.rect(x0, y, x1 - x0, rowH, { stroke: '#6d8b6d', lineWidth: 0.5 });
        s.text(row[i] ?? '', x0 + 4, y + 3.5, { font: i % 2 === 0 ? B : F, size: 8.5 });
      }
      y += rowH;
    }
    y += 14;
    // The stop grid: headers on the left, one column per stop.
    const hw = 86;
    const n = t.stops.length;
    const cw = (W - hw) / n;
    const fs = 8;
    const lead = fs * 1.22;
    const whenRows = (st: TStop): [string, string, string] => {
      if (st.appt) return [md(st.appt.day), hcolon(st.appt.h, st.appt.m), 'Appt'];
      const f = st.fcfs;
      if (!f) return ['', '', ''];
      if (sameDay(f.start, f.end))
        return [md(f.start), `${hcolon(f.sh, f.sm)} - ${hcolon(f.eh, f.em)}`, 'FCFS'];
      return [
        `${md(f.start)} - ${md(f.end)}`,
        `${hcolon(f.sh, f.sm)} - ${hcolon(f.eh, f.em)}`,
        'FCFS',
      ];
    };
    const rows: Array<[string, (st: TStop) => string]> = [
      ['Stop', (st) => `${st.n} - ${st.type === 'Pickup' ? 'PICK' : 'DROP'}`],
      ['Facility', (st) => st.company ?? ''],
      ['Street', (st) => st.street ?? ''],
      ['City', (st) => st.city],
      ['St / Zip', (st) => `${st.state} ${st.zip ?? ''}`],
      ['Phone', (st) => (st.phone ? fmtPhone(st.phone, 'paren') : '')],
      ['Date', (st) => whenRows(st)[0]],
      ['Time', (st) => whenRows(st)[1]],
      ['Appt / FCFS', (st) => whenRows(st)[2]],
      ['PU / Del #', (st) => st.conf ?? ''],
      ['BOL', (st) => st.bol ?? ''],
      ['Ref', (st) => st.ref ?? ''],
      ['Product', (st) => st.commodity ?? ''],
      ['Pallets / Wt', (st) => `${st.pallets} plt / ${fmtInt(st.stopWeight)}`],
      ['Notes', (st) => st.instructions ?? ''],
    ];
    for (const [ri, [label, get]] of rows.entries()) {
      const cells = t.stops.map((st) => wrap(s, get(st), cw - 8, ri === 0 ? B : F, fs));
      const h = Math.max(1, ...cells.map((x) => x.length)) * lead + 6;
      s.rect(m, y, hw, h, { fill: ri === 0 ? green : '#e6efe6' });
      s.text(label, m + 4, y + 3, { font: B, size: fs, color: ri === 0 ? '#ffffff' : '#000000' });
      for (const [i, cl] of cells.entries()) {
        const x = m + hw + i * cw;
        if (ri === 0) s.rect(x, y, cw, h, { fill: green });
        s.rect(x, y, cw, h, { stroke: '#6d8b6d', lineWidth: 0.5 });
        for (const [k, l] of cl.entries())
          s.text(l, x + 4, y + 3 + k * lead, {
            font: ri === 0 ? B : F,
            size: fs,
            color: ri === 0 ? '#ffffff' : '#000000',
          });
      }
      s.rect(m, y, hw, h, { stroke: '#6d8b6d', lineWidth: 0.5 });
      y += h;
    }
    y += 14;
    // Charges: a short list on the left, the total boxed on the right.
    s.text('CARRIER PAY', m, y, { font: B, size: 10, color: green });
    y += 15;
    const ch: Array<[string, number]> = [['Linehaul', t.linehaul]];
    if (t.fuel !== null) ch.push(['FSC', t.fuel]);
    for (const a of t.accessorials) ch.push([a.label, a.amount]);
    const y0 = y;
    for (const [l, v] of ch) {
      s.text(l, m + 4, y, { font: F, size: 9 });
      s.text(fmtMoney(v), m, y, { font: F, size: 9, align: 'right', width: 220 });
      y += 13;
    }
    s.rect(m + 300, y0 - 4, W - 300, 40, { stroke: green, lineWidth: 1.2 });
    s.text('Total carrier pay (USD)', m + 308, y0, { font: F, size: 8 });
    s.text(fmtMoney(total(t)), m + 300, y0 + 14, {
      font: B,
      size: 15,
      align: 'right',
      width: W - 308,
    });
    y = Math.max(y, y0 + 44) + 10;
    y = para(
      s,
      `Times are local to each facility. Rate includes all stops unless listed. ${TERMS[0] ?? ''} ${TERMS[3] ?? ''}`,
      m,
      y,
      W,
      { font: F, size: 7, color: '#333333' },
    );
    if (y > s.height - 60) {
      s.newPage();
      y = 50;
    }
    s.text('Carrier signature ______________________   Date ________', m, y + 8, {
      font: F,
      size: 8.5,
    });
  },
};

// ---- V3. Letter with the load spelled out in sentences, plus a small table ---------------------

const proseLetter: Layout = {
  id: 'load-details-prose',
  title:
    'Letter-style confirmation: a "Load details" section where every stop is a sentence (pick up at … between 0800 and 1400, deliver … by 1600), references in a sentence, carrier and equipment in a small two-column table, charges as a short table',
  modelledOn: 'Owner-run brokerages that send a typed letter rather than a form',
  page: LETTER,
  embedFonts: true,
  load: {
    broker: broker(
      'Bellwether Transport Brokers',
      '27 Foundry Row',
      'Chattanooga',
      'TN',
      '37402',
      'bellwethertb.com',
      '804477',
    ),
    orderNumber: (r) => `${r.digits(5)}${r.pick(['A', 'B', 'C'])}`,
    stops: [2, 3],
    fcfsShare: 0.5,
  },
  hide(t) {
    for (const st of t.stops) st.email = null;
  },
  draw(s, t) {
    const m = 64;
    const W = s.width - 2 * m;
    const F: FontName = 'serif';
    const B: FontName = 'serif-bold';
    const size = 10.5;
    s.text(t.broker.name, m, 46, { font: B, size: 17 });
    s.text(
      `${t.broker.street}  ·  ${t.broker.city}, ${t.broker.state} ${t.broker.zip}  ·  MC ${t.broker.mc}`,
      m,
      68,
      { font: F, size: 9 },
    );
    s.line(m, 84, m + W, 84, 0.7);
    let y = 100;
    s.text(longDow(t.issued), m, y, { font: F, size });
    y += 26;
    s.text(`To: ${t.carrier.name ?? ''}`, m, y, { font: F, size });
    y += 14;
    s.text(`Attn: ${t.carrier.dispatcher}, dispatch`, m, y, { font: F, size });
    y += 26;
    s.text(`Re: Confirmation of load ${t.order ?? ''}`, m, y, { font: B, size });
    y += 22;
    y =
      para(
        s,
        `This letter confirms that ${t.carrier.name ?? 'your company'} (MC ${t.carrier.mc}) will haul the load described below at the rate shown. Please sign and return the last page before the truck is dispatched.`,
        m,
        y,
        W,
        { font: F, size, leading: size * 1.35 },
      ) + 10;
    s.text('Load details', m, y, { font: B, size: 12 });
    y += 18;
    const refs: string[] = [];
    if (t.po) refs.push(`customer PO ${t.po}`);
    if (t.bol) refs.push(`BOL ${t.bol}`);
    if (t.ref) refs.push(`reference ${t.ref}`);
    const sentences: string[] = [];
    if (refs.length)
      sentences.push(
        `Please quote ${refs.length > 1 ? `${refs.slice(0, -1).join(', ')} and ${refs[refs.length - 1]}` : refs[0]} on all paperwork.`,
      );
    for (const st of t.stops) {
      const ld = st.type === 'Pickup';
      const verb = ld
        ? st.n === 1
          ? 'First, pick up at'
          : 'Then pick up at'
        : st.n === t.stops.length
          ? 'Finally, deliver to'
          : 'Next, deliver to';
      const place = `${st.company ?? ''}, ${st.street ?? ''}, ${st.city}, ${st.state} ${st.zip ?? ''}`;
      let when = '';
      if (st.appt) {
        const time = hhmm(st.appt.h, st.appt.m);
        when = ld
          ? `on ${longDow(st.appt.day)} at ${time} (appointment)`
          : `on ${longDow(st.appt.day)} by ${time}`;
      } else if (st.fcfs) {
        const f = st.fcfs;
        when = sameDay(f.start, f.end)
          ? `on ${longDow(f.start)} between ${hhmm(f.sh, f.sm)} and ${hhmm(f.eh, f.em)}, first come first served`
          : `any time between ${hhmm(f.sh, f.sm)} on ${longDow(f.start)} and ${hhmm(f.eh, f.em)} on ${longDow(f.end)}, first come first served`;
      }
      const parts = [`Stop ${st.n}. ${verb} ${place} ${when}.`];
      if (st.conf) parts.push(`The ${ld ? 'pickup' : 'delivery'} number is ${st.conf}.`);
      if (st.bol) parts.push(`Shipper BOL at this stop: ${st.bol}.`);
      if (st.ref) parts.push(`Their reference is ${st.ref}.`);
      if (st.phone) parts.push(`The dock can be reached at ${fmtPhone(st.phone, 'dash')}.`);
      if (st.commodity)
        parts.push(
          `${ld ? 'Loading' : 'Unloading'}: ${st.commodity} (${st.pallets} pallets, about ${fmtInt(st.stopWeight)} lbs).`,
        );
      if (st.instructions) parts.push(`Note: ${st.instructions}`);
      sentences.push(parts.join(' '));
    }
    for (const p of sentences) {
      const h = wrap(s, p, W, F, size).length * size * 1.35;
      if (y + h > s.height - 60) {
        s.newPage();
        y = 60;
      }
      y = para(s, p, m, y, W, { font: F, size, leading: size * 1.35 }) + 8;
    }
    // The small table: carrier and equipment.
    const tbl: Array<[string, string]> = [
      ['Carrier', t.carrier.name ?? ''],
      ['Driver', t.carrier.driver ?? ''],
      ['Driver cell', t.carrier.driverPhone ? fmtPhone(t.carrier.driverPhone, 'paren') : ''],
      ['Tractor', t.carrier.truck ?? ''],
      ['Trailer', t.carrier.trailer ?? ''],
      [
        'Equipment',
        `${t.length ?? ''} ft ${t.equipment === 'reefer' ? 'refrigerated' : 'dry van'}`,
      ],
      [
        'Reefer',
        t.equipment === 'reefer' && t.temp !== null
          ? `${t.temp} °F, ${t.tempControl === 'start_stop' ? 'cycle' : 'continuous'}`
          : '',
      ],
      ['Total weight', t.weight ? `${fmtInt(t.weight)} lbs` : ''],
    ];
    const rowsT = tbl.filter(([, v]) => v);
    const ch: Array<[string, string]> = [['Linehaul', fmtMoney(t.linehaul)]];
    if (t.fuel !== null) ch.push(['Fuel surcharge', fmtMoney(t.fuel)]);
    for (const a of t.accessorials) ch.push([a.label, fmtMoney(a.amount)]);
    ch.push(['Total', fmtMoney(total(t))]);
    const need = Math.max(rowsT.length, ch.length) * 16 + 40;
    if (y + need > s.height - 60) {
      s.newPage();
      y = 60;
    }
    y += 6;
    const tx = m;
    const tw = 250;
    s.text('Carrier and equipment', tx, y, { font: B, size: 10 });
    s.text('Rate', m + 290, y, { font: B, size: 10 });
    y += 15;
    let ty = y;
    for (const [l, v] of rowsT) {
      s.rect(tx, ty, 96, 16, { stroke: '#999999', lineWidth: 0.5 });
      s.rect(tx + 96, ty, tw - 96, 16, { stroke: '#999999', lineWidth: 0.5 });
      s.text(l, tx + 4, ty + 4, { font: F, size: 9 });
      s.text(v, tx + 100, ty + 4, { font: F, size: 9 });
      ty += 16;
    }
    let ry = y;
    for (const [i, [l, v]] of ch.entries()) {
      const last = i === ch.length - 1;
      s.rect(m + 290, ry, W - 290, 16, { stroke: '#999999', lineWidth: 0.5 });
      s.text(l, m + 294, ry + 4, { font: last ? B : F, size: 9 });
      s.text(v, m + 290, ry + 4, {
        font: last ? B : F,
        size: 9,
        align: 'right',
        width: W - 294,
      });
      ry += 16;
    }
    y = Math.max(ty, ry) + 18;
    const close = `Questions about this load go to ${t.broker.contact} at ${fmtPhone(t.broker.phone ?? '', 'paren', t.broker.phoneExt)} or ${t.broker.email ?? ''}. Detention is paid at $45.00 per hour after two free hours with in and out times on the BOL; a truck ordered not used is paid $175.00.`;
    if (y + 90 > s.height - 50) {
      s.newPage();
      y = 60;
    }
    y = para(s, close, m, y, W, { font: F, size, leading: size * 1.35 }) + 14;
    s.text('Sincerely,', m, y, { font: F, size });
    s.text(t.broker.contact, m, y + 30, { font: 'serif-italic', size: 12 });
    s.text(`${t.broker.contact}, for ${t.broker.name}`, m, y + 48, { font: F, size: 9 });
    s.text('Accepted by carrier: ____________________   Date: __________', m, y + 74, {
      font: F,
      size: 9.5,
    });
  },
};

// ---- V4. Phone-app export: narrow single column, labels over values, icon words ----------------

const PHONE: PageSize = { width: 360, height: 740 };

const appExport: Layout = {
  id: 'app-export',
  title:
    'Narrow phone-app export: one column, small grey labels over large values, icon words ("Pin", "Clock", "Phone", "Truck") before lines, status bar at the top, payout first with the breakdown in a list',
  modelledOn: "Carrier-app-first brokers whose 'share load' button exports the app screen as PDF",
  page: PHONE,
  embedFonts: true,
  load: {
    broker: broker(
      'Quickhitch Freight Inc',
      '3300 Innovation Blvd, Floor 5',
      'Columbus',
      'OH',
      '43219',
      'quickhitch.io',
      '1122045',
    ),
    orderNumber: (r) => `QH${r.digits(6)}`,
    stops: [2, 3],
    reeferShare: 0.5,
  },
  draw(s, t, rng) {
    const m = 20;
    const W = s.width - 2 * m;
    const F: FontName = 'dejavu';
    const B: FontName = 'dejavu-bold';
    const grey = '#6b7280';
    const blue = '#2563eb';
    let y = 0;
    const status = () => {
      s.rect(0, 0, s.width, 22, { fill: '#f3f4f6' });
      s.text(`${rng.int(7, 11)}:${p2(rng.int(0, 59))}`, m, 6, { font: B, size: 8 });
      s.text('LTE  86%', 0, 6, { font: F, size: 8, align: 'right', width: s.width - m });
      y = 32;
    };
    status();
    const need = (h: number) => {
      if (y + h > s.height - 24) {
        s.newPage();
        status();
      }
    };
    const field = (label: string, value: string | null | undefined, big = 11, icon?: string) => {
      if (!value) return;
      const vs = wrap(s, value, W - (icon ? 34 : 0), B, big);
      need(12 + vs.length * big * 1.3 + 6);
      s.text(label.toUpperCase(), m, y, { font: F, size: 7, color: grey });
      y += 10;
      if (icon) s.text(icon, m, y + 2, { font: F, size: 7.5, color: blue });
      for (const l of vs) {
        s.text(l, m + (icon ? 34 : 0), y, { font: B, size: big });
        y += big * 1.3;
      }
      y += 6;
    };
    const card = (title: string) => {
      need(40);
      y += 4;
      s.line(m, y, m + W, y, 0.5, '#d1d5db');
      y += 8;
      s.text(title, m, y, { font: B, size: 13 });
      y += 20;
    };
    s.text('Load details', m, y, { font: B, size: 17 });
    s.rect(m + W - 62, y + 1, 62, 16, { fill: '#dcfce7' });
    s.text('Booked', m + W - 62, y + 4, {
      font: B,
      size: 8,
      color: '#166534',
      align: 'center',
      width: 62,
    });
    y += 28;
    field('Load', t.order, 14);
    field('Payout', fmtMoney(total(t)), 22);
    const rows: Array<[string, number]> = [['Base rate', t.linehaul]];
    if (t.fuel !== null) rows.push(['Fuel', t.fuel]);
    for (const a of t.accessorials) rows.push([a.label, a.amount]);
    for (const [l, v] of rows) {
      s.text(l, m, y, { font: F, size: 9.5 });
      s.text(fmtMoney(v), m, y, { font: F, size: 9.5, align: 'right', width: W });
      y += 14;
    }
    s.text(`${fmtInt(t.miles)} mi · $${(total(t) / t.miles).toFixed(2)}/mi all in`, m, y + 2, {
      font: F,
      size: 8,
      color: grey,
    });
    y += 20;
    card('Stops');
    for (const st of t.stops) {
      const ld = st.type === 'Pickup';
      need(60);
      s.rect(m, y, 8, 8, { fill: ld ? '#16a34a' : '#dc2626' });
      s.text(`${ld ? 'PICKUP' : 'DROPOFF'} · STOP ${st.n} OF ${t.stops.length}`, m + 14, y - 1, {
        font: B,
        size: 8,
        color: ld ? '#16a34a' : '#dc2626',
      });
      y += 14;
      field('Facility', st.company, 12);
      field(
        'Address',
        [st.street, `${st.city}, ${st.state} ${st.zip ?? ''}`].join('\n'),
        10,
        'Pin',
      );
      if (st.appt)
        field(
          'Appointment',
          `${shortDow(st.appt.day)} · ${ampm(st.appt.h, st.appt.m)}`,
          10,
          'Clock',
        );
      else if (st.fcfs) {
        const f = st.fcfs;
        field(
          'Open hours (first come, first served)',
          sameDay(f.start, f.end)
            ? `${shortDow(f.start)} · ${ampm(f.sh, f.sm)} – ${ampm(f.eh, f.em)}`
            : `${shortDow(f.start)} ${ampm(f.sh, f.sm)} –\n${shortDow(f.end)} ${ampm(f.eh, f.em)}`,
          10,
          'Clock',
        );
      }
      field('Facility phone', st.phone ? fmtPhone(st.phone, 'dash') : null, 10, 'Phone');
      field('Facility email', st.email, 9.5, 'Mail');
      field(ld ? 'Pickup number' : 'Delivery number', st.conf, 10);
      field('BOL', st.bol, 10);
      field('Reference', st.ref, 10);
      field('Freight', st.commodity, 10);
      field('Notes', st.instructions, 9);
    }
    card('Shipment');
    field(
      'Equipment',
      `${t.equipment === 'reefer' ? 'Reefer' : 'Dry van'} · ${t.length ?? ''} ft`,
      11,
      'Truck',
    );
    if (t.equipment === 'reefer' && t.temp !== null)
      field(
        'Temperature',
        `${t.temp}°F · ${t.tempControl === 'start_stop' ? 'Start/stop' : 'Continuous'}`,
        11,
      );
    field('Weight', t.weight ? `${fmtInt(t.weight)} lb` : null, 11);
    field('PO number', t.po, 11);
    field('BOL number', t.bol, 11);
    field('Reference', t.ref, 11);
    card('Your truck');
    field('Carrier', t.carrier.name, 11);
    field('MC / DOT', `${t.carrier.mc} / ${t.carrier.dot}`, 10);
    field('Driver', t.carrier.driver, 11);
    field(
      'Driver phone',
      t.carrier.driverPhone ? fmtPhone(t.carrier.driverPhone, 'paren') : null,
      11,
      'Phone',
    );
    field('Truck', t.carrier.truck, 11);
    field('Trailer', t.carrier.trailer, 11);
    card('Broker');
    field('Company', t.broker.name, 11);
    field('Load manager', t.broker.contact, 11);
    field('Call', fmtPhone(t.broker.phone ?? '', 'paren', t.broker.phoneExt), 11, 'Phone');
    field('Email', t.broker.email, 10, 'Mail');
    need(60);
    para(
      s,
      'By accepting in the app you agree to the carrier terms. Detention $40/hr after 2 hrs, TONU $100, tracking must stay on.',
      m,
      y + 4,
      W,
      { font: F, size: 7, color: grey },
    );
  },
};

// ---- V5. Partial truckload: handling units with class and dimensions ----------------------------

const partialSheet: Layout = {
  id: 'partial-tl-sheet',
  title:
    'Partial-truckload confirmation: handling-unit table (units, type, pieces, class, NMFC, dimensions, weight per line) under the load, linear feet on a shared trailer, dates "26 Nov 2026", dock-hours windows with an en dash',
  modelledOn: 'Volume-LTL and partial-truckload desks at mid-size brokers',
  page: LETTER,
  embedFonts: true,
  load: {
    broker: broker(
      'Shareload Partial Freight',
      '1501 Commerce Loop, Ste 300',
      'Indianapolis',
      'IN',
      '46241',
      'shareloadfreight.com',
      '955120',
    ),
    orderNumber: (r) => `PTL${r.digits(6)}`,
    stops: [2, 3],
    reeferShare: 0.3,
  },
  hide(t) {
    for (const st of t.stops) st.email = null;
  },
  draw(s, t, rng) {
    const m = 38;
    const W = s.width - 2 * m;
    const F: FontName = 'sans';
    const B: FontName = 'sans-bold';
    const teal = '#0f766e';
    s.rect(m, 28, 6, 40, { fill: teal });
    s.text(t.broker.name, m + 14, 28, { font: B, size: 15 });
    s.text(
      `${t.broker.street}, ${t.broker.city}, ${t.broker.state} ${t.broker.zip} | MC ${t.broker.mc}`,
      m + 14,
      48,
      { font: F, size: 8 },
    );
    s.text('PARTIAL TRUCKLOAD CONFIRMATION', 0, 28, {
      font: B,
      size: 11,
      align: 'right',
      width: m + W,
    });
    s.text(`PTL Order ${t.order ?? ''}`, 0, 44, {
      font: B,
      size: 11,
      align: 'right',
      width: m + W,
      color: teal,
    });
    s.text(`Issued ${dMonY(t.issued)}`, 0, 59, { font: F, size: 8, align: 'right', width: m + W });
    let y = 84;
    // Three boxes: carrier, broker contact, references.
    const bw = (W - 16) / 3;
    const box = (i: number, title: string, rows: string[]) => {
      const x = m + i * (bw + 8);
      s.rect(x, y, bw, 86, { stroke: '#94a3b8', lineWidth: 0.6 });
      s.text(title, x + 6, y + 5, { font: B, size: 8, color: teal });
      lines(s, rows, x + 6, y + 18, bw - 12, { font: F, size: 8 });
    };
    box(0, 'CARRIER', [
      t.carrier.name ?? '',
      `MC ${t.carrier.mc} / DOT ${t.carrier.dot}`,
      t.carrier.driver ? `Driver: ${t.carrier.driver}` : '',
      t.carrier.driverPhone ? `Driver cell: ${fmtPhone(t.carrier.driverPhone, 'dash')}` : '',
      t.carrier.truck ? `Truck: ${t.carrier.truck}` : '',
      t.carrier.trailer ? `Trailer: ${t.carrier.trailer}` : '',
    ]);
    box(1, 'YOUR PTL DESK CONTACT', [
      t.broker.contact,
      `Tel ${fmtPhone(t.broker.phone ?? '', 'dash', t.broker.phoneExt)}`,
      t.broker.email ?? '',
      `Fax ${fmtPhone(t.broker.fax, 'dash')}`,
    ]);
    box(2, 'REFERENCES', [
      t.po ? `Customer PO: ${t.po}` : '',
      t.bol ? `Master BOL: ${t.bol}` : '',
      t.ref ? `Customer Ref: ${t.ref}` : '',
      `Quote ID: Q${rng.digits(7)}`,
    ]);
    y += 100;
    // Trailer and space.
    const lf = rng.pick([16, 20, 24, 28, 32]);
    s.rect(m, y, W, 36, { fill: '#f0fdfa' });
    s.text('TRAILER', m + 8, y + 5, { font: B, size: 7.5, color: teal });
    s.text(
      `${t.length ?? ''}' ${t.equipment === 'reefer' ? 'Reefer' : 'Dry Van'} (shared)`,
      m + 8,
      y + 18,
      { font: B, size: 10 },
    );
    s.text('SPACE BOOKED', m + 180, y + 5, { font: B, size: 7.5, color: teal });
    s.text(`${lf} linear ft`, m + 180, y + 18, { font: B, size: 10 });
    s.text('TEMPERATURE', m + 320, y + 5, { font: B, size: 7.5, color: teal });
    s.text(
      t.equipment === 'reefer' && t.temp !== null
        ? `${t.temp}°F ${t.tempControl === 'start_stop' ? 'cycle' : 'continuous'}`
        : 'Not required',
      m + 320,
      y + 18,
      { font: B, size: 10 },
    );
    y += 48;
    // Handling units.
    s.text('HANDLING UNITS', m, y, { font: B, size: 9, color: teal });
    y += 14;
    const pick = t.stops.find((x) => x.commodity) ?? t.stops[0];
    const desc = pick?.commodity ?? 'Freight, all kinds';
    const nLines = rng.int(2, 3);
    const weights = splitWeight(t.weight ?? 0, nLines, rng);
    const cls = rng.pick(['50', '55', '60', '65', '70', '77.5', '85']);
    const cols: Array<[string, number, 'left' | 'right']> = [
      ['Ln', 22, 'left'],
      ['Units', 36, 'right'],
      ['Type', 34, 'left'],
      ['Pcs', 36, 'right'],
      ['Description', 150, 'left'],
      ['Class', 36, 'right'],
      ['NMFC', 54, 'left'],
      ['Dims (in)', 86, 'left'],
      ['Weight (lb)', W - 454, 'right'],
    ];
    const drawRow = (vals: string[], font: FontName, fill?: string) => {
      const cells = cols.map(([, w], i) => wrap(s, vals[i] ?? '', w - 6, font, 8));
      const h = Math.max(...cells.map((c) => c.length)) * 10 + 6;
      if (fill) s.rect(m, y, W, h, { fill });
      let x = m;
      for (const [i, [, w, al]] of cols.entries()) {
        for (const [k, l] of (cells[i] ?? []).entries())
          s.text(l, x + 3, y + 3 + k * 10, { font, size: 8, align: al, width: w - 6 });
        x += w;
      }
      s.line(m, y + h, m + W, y + h, 0.4, '#94a3b8');
      y += h;
    };
    drawRow(
      cols.map(([h]) => h),
      B,
      '#e2e8f0',
    );
    let units = 0;
    let pcs = 0;
    for (const [i, wt] of weights.entries()) {
      const u = rng.int(3, 10);
      const pc = u * rng.int(20, 60);
      units += u;
      pcs += pc;
      drawRow(
        [
          String(i + 1),
          String(u),
          rng.pick(['PLT', 'PLT', 'SKD', 'CRT']),
          String(pc),
          desc,
          cls,
          `${rng.int(10000, 199999)}-${rng.int(1, 9)}`,
          `${rng.pick([48, 48, 40])} x ${rng.pick([40, 48])} x ${rng.int(36, 84)}`,
          fmtInt(wt),
        ],
        F,
      );
    }
    drawRow(
      [
        '',
        String(units),
        '',
        String(pcs),
        'TOTAL (scale weight governs)',
        '',
        '',
        '',
        t.weight ? `${fmtInt(t.weight)}` : '',
      ],
      B,
      '#f8fafc',
    );
    y += 14;
    // Stops.
    for (const st of t.stops) {
      const ld = st.type === 'Pickup';
      const left = [
        st.company ?? '',
        st.street ?? '',
        `${st.city}, ${st.state} ${st.zip ?? ''}`,
        st.phone ? `Dock: ${fmtPhone(st.phone, 'paren')}` : '',
      ];
      let when: string[] = [];
      if (st.appt)
        when = [`Appointment ${dMonY(st.appt.day)}`, `at ${hcolon(st.appt.h, st.appt.m)}`];
      else if (st.fcfs) {
        const f = st.fcfs;
        when = sameDay(f.start, f.end)
          ? [`Dock hours ${dMonY(f.start)}`, `${hcolon(f.sh, f.sm)}–${hcolon(f.eh, f.em)} (FCFS)`]
          : [
              `Dock hours ${dMonY(f.start)} ${hcolon(f.sh, f.sm)}`,
              `–${dMonY(f.end)} ${hcolon(f.eh, f.em)} (FCFS)`,
            ];
      }
      const nums = [
        st.conf ? `${ld ? 'Pickup' : 'Delivery'} #: ${st.conf}` : '',
        st.bol ? `BOL: ${st.bol}` : '',
        st.ref ? `Ref: ${st.ref}` : '',
      ];
      const under = [
        st.commodity ? `${ld ? 'Load' : 'Deliver'}: ${st.commodity}` : '',
        st.instructions ? `Instructions: ${st.instructions}` : '',
      ];
      const wA = 190;
      const wB = 150;
      const wC = W - wA - wB - 70;
      const h =
        Math.max(
          lineCount(s, left, wA, F, 8.5),
          lineCount(s, when, wB, F, 8.5),
          lineCount(s, nums, wC, F, 8.5),
        ) *
          11 +
        lineCount(s, under, W - 76, F, 8.5) * 11 +
        14;
      if (y + h > s.height - 60) {
        s.newPage();
        y = 44;
      }
      s.rect(m, y, 62, h - 6, { fill: ld ? '#ccfbf1' : '#fee2e2' });
      s.text(ld ? 'PICK' : 'DROP', m + 6, y + 6, { font: B, size: 10 });
      s.text(`Stop ${st.n}`, m + 6, y + 20, { font: F, size: 8 });
      const top = Math.max(
        lines(s, left, m + 70, y + 4, wA, { font: F, size: 8.5 }),
        lines(s, when, m + 70 + wA, y + 4, wB, { font: F, size: 8.5 }),
        lines(s, nums, m + 70 + wA + wB, y + 4, wC, { font: F, size: 8.5 }),
      );
      lines(s, under, m + 70, top, W - 76, { font: F, size: 8.5, color: '#334155' });
      y += h;
    }
    // Charges.
    const ch: Array<[string, number]> = [['Base freight (partial TL)', t.linehaul]];
    if (t.fuel !== null) ch.push(['Fuel surcharge', t.fuel]);
    for (const a of t.accessorials) ch.push([a.label, a.amount]);
    const hC = ch.length * 13 + 40;
    if (y + hC + 60 > s.height - 40) {
      s.newPage();
      y = 44;
    }
    y += 6;
    const cx = m + W - 240;
    s.text('CARRIER CHARGES', cx, y, { font: B, size: 9, color: teal });
    y += 14;
    for (const [l, v] of ch) {
      s.text(l, cx, y, { font: F, size: 9 });
      s.text(fmtMoney(v), cx, y, { font: F, size: 9, align: 'right', width: 240 });
      y += 13;
    }
    s.line(cx, y, cx + 240, y, 0.8);
    y += 4;
    s.text('Total due carrier', cx, y, { font: B, size: 10 });
    s.text(fmtMoney(total(t)), cx, y, { font: B, size: 10, align: 'right', width: 240 });
    para(
      s,
      'Freight is shared with other shippers on this trailer: do not rework or restack other freight. Reweigh or reclass charges from the consignee are billed to the shipper, not the carrier. Liftgate not required unless noted.',
      m,
      y - ch.length * 13 - 14,
      W - 260,
      { font: F, size: 7.5, color: '#475569' },
    );
  },
};

// ---- V6. Dot-leader form with check boxes ------------------------------------------------------

const dotLeader: Layout = {
  id: 'dot-leader-form',
  title:
    'Typewriter-style form: ALL-CAPS labels with colons and dot leaders to values aligned far right, check boxes for equipment, reefer mode and appointment type ([X] / [ ]), two columns of labels over the stop blocks',
  modelledOn: 'Long-established brokers whose confirmation is a fill-in form from an old template',
  page: LETTER,
  embedFonts: false,
  load: {
    broker: broker(
      'Millrace Hollow Transport Services',
      '88 Millrace Ln',
      'Lancaster',
      'PA',
      '17601',
      'millracehollow.com',
      '377052',
      '7175550166',
    ),
    orderNumber: (r) => `${r.digits(6)}`,
    stops: [2, 4],
    reeferShare: 0.5,
  },
  hide(t) {
    for (const st of t.stops) st.email = null;
  },
  draw(s, t) {
    const m = 42;
    const W = s.width - 2 * m;
    const F: FontName = 'serif';
    const B: FontName = 'serif-bold';
    const size = 9;
    const lead = 12.5;
    const dotW = s.measure('.', F, size);
    /** `LABEL: ........ value` in a column from x to x+w; long values go under the label. */
    const leader = (label: string, value: string, x: number, y: number, w: number): number => {
      s.text(label, x, y, { font: B, size });
      const lw = s.measure(label, B, size) + 4;
      const vw = s.measure(value, F, size);
      if (lw + vw + 12 <= w) {
        const n = Math.max(2, Math.floor((w - lw - vw - 6) / dotW));
        s.text('.'.repeat(n), x + lw, y, { font: F, size, color: '#555555' });
        s.text(value, x, y, { font: F, size, align: 'right', width: w });
        return y + lead;
      }
      return para(s, value, x + 12, y + lead, w - 12, { font: F, size, leading: lead });
    };
    const box = (on: boolean) => (on ? '[X]' : '[ ]');
    s.text(t.broker.name.toUpperCase(), 0, 34, {
      font: B,
      size: 15,
      align: 'center',
      width: s.width,
    });
    s.text(
      `${t.broker.street.toUpperCase()} · ${t.broker.city.toUpperCase()}, ${t.broker.state} ${t.broker.zip} · MC ${t.broker.mc}`,
      0,
      54,
      { font: F, size: 8.5, align: 'center', width: s.width },
    );
    s.text('CONFIRMATION OF LOAD AND RATE', 0, 72, {
      font: B,
      size: 11,
      align: 'center',
      width: s.width,
    });
    s.line(m, 90, m + W, 90, 1);
    s.line(m, 92, m + W, 92, 0.4);
    let y = 102;
    const half = (W - 30) / 2;
    const xL = m;
    const xR = m + half + 30;
    let yl = y;
    let yr = y;
    const L = (label: string, v: string | null | undefined) => {
      if (v) yl = leader(label, v, xL, yl, half);
    };
    const R = (label: string, v: string | null | undefined) => {
      if (v) yr = leader(label, v, xR, yr, half);
    };
    L('ORDER NO.:', t.order);
    L('DATE ISSUED:', fmtDate(t.issued, 'mdy'));
    L('CUSTOMER P.O.:', t.po);
    L('BILL OF LADING:', t.bol);
    L('REFERENCE NO.:', t.ref);
    L('TOTAL MILES:', fmtInt(t.miles));
    L('GROSS WEIGHT:', t.weight ? `${fmtInt(t.weight)} LBS` : null);
    L('TRAILER LENGTH:', t.length ? `${t.length} FT` : null);
    R('CARRIER:', t.carrier.name?.toUpperCase());
    R('MC NO. / DOT NO.:', `${t.carrier.mc} / ${t.carrier.dot}`);
    R('DRIVER:', t.carrier.driver?.toUpperCase());
    R('DRIVER CELL:', t.carrier.driverPhone ? fmtPhone(t.carrier.driverPhone, 'dash') : null);
    R('TRACTOR NO.:', t.carrier.truck);
    R('TRAILER NO.:', t.carrier.trailer);
    R('BOOKED BY:', t.broker.contact.toUpperCase());
    R('PHONE:', fmtPhone(t.broker.phone ?? '', 'paren', t.broker.phoneExt));
    R('E-MAIL:', t.broker.email);
    y = Math.max(yl, yr) + 6;
    const reefer = t.equipment === 'reefer';
    s.text(
      `EQUIPMENT:   ${box(reefer)} REEFER   ${box(!reefer)} VAN   ${box(false)} FLATBED   ${box(false)} STEP DECK`,
      m,
      y,
      { font: B, size },
    );
    y += lead;
    s.text(
      `REEFER UNIT:   ${box(reefer && t.tempControl === 'continuous')} CONTINUOUS   ${box(reefer && t.tempControl === 'start_stop')} CYCLE`,
      m,
      y,
      { font: B, size },
    );
    s.text(`SET POINT: ${reefer && t.temp !== null ? `${t.temp} °F` : '______ °F'}`, xR, y, {
      font: B,
      size,
    });
    y += lead + 8;
    // Stops: one block each, two columns of leaders.
    for (const st of t.stops) {
      const ld = st.type === 'Pickup';
      const est = 7 * lead + (st.instructions ? 3 * lead : 0) + 30;
      if (y + est > s.height - 60) {
        s.newPage();
        y = 48;
      }
      s.rect(m, y, W, 15, { fill: '#e5e5e5' });
      s.text(
        `STOP ${p2(st.n)} - ${ld ? 'SHIPPER (PICK UP)' : 'CONSIGNEE (DELIVER)'}`,
        m + 4,
        y + 3,
        { font: B, size: 9.5 },
      );
      y += 20;
      yl = y;
      yr = y;
      L('NAME:', st.company?.toUpperCase());
      L('ADDRESS:', st.street?.toUpperCase());
      L('CITY, ST ZIP:', `${st.city.toUpperCase()}, ${st.state} ${st.zip ?? ''}`);
      L('PHONE:', st.phone ? fmtPhone(st.phone, 'dot') : null);
      L('COMMODITY:', st.commodity?.toUpperCase());
      let date = '';
      let time = '';
      if (st.appt) {
        date = fmtDate(st.appt.day, 'mdy');
        time = hhmm(st.appt.h, st.appt.m);
      } else if (st.fcfs) {
        const f = st.fcfs;
        date = sameDay(f.start, f.end)
          ? fmtDate(f.start, 'mdy')
          : `${fmtDate(f.start, 'mdy')} THRU ${fmtDate(f.end, 'mdy')}`;
        time = `${hhmm(f.sh, f.sm)} TO ${hhmm(f.eh, f.em)}`;
      }
      R('DATE:', date);
      R(st.appt ? 'TIME:' : 'HOURS:', time);
      yr = leader('TYPE:', `${box(!!st.appt)} APPT   ${box(!!st.fcfs)} FCFS`, xR, yr, half);
      R(ld ? 'PICK UP NO.:' : 'DELIVERY NO.:', st.conf);
      R('B/L NO.:', st.bol);
      R('REF NO.:', st.ref);
      R('PALLETS / PCS:', `${st.pallets} / ${fmtInt(st.pieces)}`);
      y = Math.max(yl, yr);
      if (st.instructions) {
        s.text('INSTRUCTIONS:', m, y, { font: B, size });
        y = para(s, st.instructions.toUpperCase(), m + 90, y, W - 90, {
          font: F,
          size,
          leading: lead,
        });
      }
      y += 10;
    }
    // Rate: leaders down a right-hand column.
    const rows: Array<[string, number]> = [['LINE HAUL:', t.linehaul]];
    if (t.fuel !== null) rows.push(['FUEL SURCHARGE:', t.fuel]);
    for (const a of t.accessorials) rows.push([`${a.label.toUpperCase()}:`, a.amount]);
    const need = (rows.length + 3) * lead + 60;
    if (y + need > s.height - 40) {
      s.newPage();
      y = 48;
    }
    s.text('RATE', m, y, { font: B, size: 10 });
    y += lead + 2;
    const rx = xR;
    let ry = y;
    for (const [l, v] of rows) ry = leader(l, fmtMoney(v), rx, ry, half);
    s.line(rx, ry, rx + half, ry, 0.6);
    ry = leader('TOTAL CARRIER PAY:', fmtMoney(total(t)), rx, ry + 3, half);
    para(
      s,
      'RATE IS ALL-INCLUSIVE UNLESS LISTED. DETENTION $50.00/HR AFTER 2 HRS FREE WITH SIGNED IN/OUT TIMES. TONU $150.00. INVOICE WITH SIGNED POD WITHIN 30 DAYS; QUICK PAY 2% AT 5 DAYS.',
      m,
      y,
      half - 10,
      { font: F, size: 7.5, leading: 10 },
    );
    y = ry + 24;
    s.text('CARRIER SIGNATURE: ______________________________   DATE: ____________', m, y, {
      font: F,
      size,
    });
  },
};

export const UNSEEN_LAYOUTS_2: Layout[] = [
  ediTender,
  rateSheet,
  proseLetter,
  appExport,
  partialSheet,
  dotLeader,
];
