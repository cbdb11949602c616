/**
 * The twelfth held-out set of invoice layouts (issue 16), written after the five layouts of
 * layouts-unseen-10.ts were measured and moved to dev. Appended to the layout list after them, so
 * every earlier document keeps its seed. Written without looking at the reader: documents a
 * carrier receives or sends (an environmental contractor's time-and-materials invoice for a
 * highway fuel-spill cleanup, a wireless carrier's business bill for the drivers' phones, a car
 * hauler's invoice to a dealership with one row per VIN, a truck-lettering shop's invoice with a
 * deposit and a balance, a uniform-rental route invoice for the terminal shop). Names are made up.
 *
 * As in layouts.ts: the expected record is exactly what the page shows, and a line item's
 * description is the row's text cells other than quantity, unit price and amount, left to right,
 * joined by single spaces (a wrapped cell's lines joined by a space).
 */

import {
  addDays,
  type Day,
  type FontName,
  fmtDate,
  fmtPhone,
  LETTER,
  LETTER_LANDSCAPE,
  MONTHS,
  para,
  round2,
  type Surface,
  table,
} from '../shared/surface';
import {
  cityLine,
  issueDay,
  labelRows,
  lines,
  mail,
  mdyy,
  money,
  plain,
  price,
  type Row,
  right,
  sellerParty,
  stack,
  sumOf,
  vin,
} from './layout-helpers';
import type { InvoiceLayout } from './layouts';
import { carrierParty, personName, phone, place, type TItem, type TParty } from './model';

// ---- helpers -------------------------------------------------------------------------------------

/** `November 5, 2026`. */
const longDate = (d: Day) => fmtDate(d, 'long');
/** `Nov 5, 2026`. */
const monDY = (d: Day) => `${MONTHS[d.m - 1]} ${d.d}, ${d.y}`;
/** `Thu 11/05/2026`. */
const dowMdy = (d: Day) => fmtDate(d, 'dow-mdy');
/** A quantity as printed: whole numbers bare, otherwise two decimals. */
const q2 = (n: number) => (Number.isInteger(n) ? String(n) : n.toFixed(2));

/** A new page when `need` points do not fit under `y`; returns the y to continue at. */
function room(s: Surface, y: number, need: number, top: number, onNew?: () => void): number {
  if (y + need <= s.height - 40) return y;
  s.newPage();
  onNew?.();
  return top;
}

// ---- L1. environmental contractor's T&M invoice for a highway spill ------------------------------

const RESPONDERS = [
  'Cardinal Environmental Response Inc',
  'Tri-County Spill Control LLC',
  'Hazguard Emergency Services',
  'Bluestem Environmental & Industrial',
  'Rapid Remediation Partners LLC',
];
const SPILLS = [
  'Diesel fuel, approx. 90 gal - saddle tank punctured by road debris',
  'Diesel fuel and engine oil after a rollover into the median',
  'Hydraulic oil from a ruptured wet-kit line, approx. 25 gal',
  'Reefer unit fuel and antifreeze after a trailer fire',
  'Diesel fuel, approx. 140 gal - both tanks breached in a jackknife',
];
const LOCATIONS = [
  'I-40 EB MM 212',
  'I-20 WB MM 87 shoulder and ditch',
  'US-287 SB at FM 1187',
  'I-35 NB MM 331 exit ramp',
  'I-10 EB MM 742 rest area entrance',
  'SR-66 at Cedar Creek bridge',
];
const AGENCIES = [
  'State Highway Patrol',
  'County Fire Marshal',
  'State DEQ emergency response',
  'DOT maintenance district',
];
type Sec = 'LABOR' | 'EQUIPMENT' | 'MATERIALS' | 'DISPOSAL';
const LABOR: Array<[string, number]> = [
  ['Project manager', 125],
  ['Field supervisor', 95],
  ['Hazmat technician', 72],
  ['Equipment operator', 78],
  ['Laborer', 55],
];
const EQUIP: Array<[string, string, number]> = [
  ['Spill response truck with trailer', 'DAY', 650],
  ['Vacuum truck, 3,000 gal', 'HR', 145],
  ['Skid steer loader with bucket', 'DAY', 425],
  ['Mini excavator', 'DAY', 575],
  ['Four-gas air monitor', 'DAY', 85],
  ['Arrow board / traffic control package', 'DAY', 275],
  ['Pressure washer, hot water', 'DAY', 165],
];
const MATS: Array<[string, string, number]> = [
  ['Absorbent boom 5 in x 10 ft', 'EA', 38.5],
  ['Absorbent pads, oil-only, 100 per bale', 'BALE', 64],
  ['Granular absorbent, 40 lb bag', 'BAG', 14.75],
  ['Disposable coveralls (Tyvek)', 'EA', 9.5],
  ['Nitrile gloves, box of 100', 'BX', 18],
  ['55-gal open-top steel drum', 'EA', 72],
  ['Poly sheeting 6 mil, 20 x 100 roll', 'RL', 118],
];
const DISPOSALS: Array<[string, string, number, boolean]> = [
  ['Petroleum-contaminated soil to permitted landfill', 'TON', 68, true],
  ['Non-hazardous oily water, transport and disposal', 'GAL', 0.85, false],
  ['Drum disposal, non-hazardous solids', 'DRUM', 95, false],
  ['Roll-off container, 20 yd, delivery and haul', 'LOAD', 485, false],
];

const spillResponse: InvoiceLayout = {
  id: 'spill-response-tm-invoice',
  title:
    "Environmental response contractor's time-and-materials invoice to a carrier after a highway fuel spill: company name over a 24-hour emergency line, INVOICE with invoice no., long invoice date, payment due and job no. labels on the right, Bill To with Attn (the carrier's safety or claims manager), an incident box that is not billed (incident date, location, material released, responding agency, unit no., insurance claim no.), a table with Date / Description / Unit / Qty / Rate / Extended columns in four sections (LABOR by crew position with regular and overtime hours, EQUIPMENT by day or hour, MATERIALS, TRANSPORTATION & DISPOSAL with tons to 2 decimals) under section heading rows, each closed by a section subtotal row, a handling markup on materials with an amount only, the table running onto a second page on some, subtotal, sales tax on materials on some, TOTAL DUE, remarks under the totals",
  modelledOn:
    'Environmental and hazmat response contractors billing carriers for cleaning up fuel spills after a crash',
  page: LETTER,
  embedFonts: true,
  build(rng) {
    const seller = sellerParty(rng, RESPONDERS, 'invoices', false, 0.8);
    const buyer = carrierParty(rng, { contact: true, email: rng.chance(0.6) });
    const incident = issueDay(rng);
    const issue = addDays(incident, rng.int(6, 21));
    const days = rng.int(1, 3);
    const its: TItem[] = [];
    const sec: Sec[] = [];
    const push = (s: Sec, i: TItem) => {
      its.push(i);
      sec.push(s);
    };
    for (let d = 0; d < days; d++) {
      const day = addDays(incident, d);
      for (const [pos, r] of rng.shuffle(LABOR).slice(0, rng.int(2, 4))) {
        const crew = pos === 'Hazmat technician' || pos === 'Laborer' ? rng.int(2, 4) : 1;
        const hrs = rng.int(8, 20) / 2;
        const st = Math.min(hrs, 8) * crew;
        push('LABOR', {
          description: `${mdyy(day)} ${pos}${crew > 1 ? ` (${crew})` : ''} - straight time HR`,
          quantity: st,
          unitPrice: r,
          amount: round2(st * r),
          date: day,
        });
        if (hrs > 8) {
          const ot = (hrs - 8) * crew;
          push('LABOR', {
            description: `${mdyy(day)} ${pos}${crew > 1 ? ` (${crew})` : ''} - overtime HR`,
            quantity: ot,
            unitPrice: r * 1.5,
            amount: round2(ot * r * 1.5),
            date: day,
          });
        }
      }
    }
    for (const [e, u, r] of rng.shuffle(EQUIP).slice(0, rng.int(2, 4))) {
      const q = u === 'HR' ? rng.int(6, 22) / 2 : rng.int(1, days);
      push('EQUIPMENT', {
        description: `${mdyy(incident)} ${e} ${u}`,
        quantity: q,
        unitPrice: r,
        amount: round2(q * r),
        date: incident,
      });
    }
    const matStart = its.length;
    for (const [e, u, r] of rng.shuffle(MATS).slice(0, rng.int(3, 5))) {
      const q = rng.int(2, 24);
      push('MATERIALS', {
        description: `${mdyy(incident)} ${e} ${u}`,
        quantity: q,
        unitPrice: r,
        amount: round2(q * r),
        date: incident,
      });
    }
    const matSum = sumOf(its.slice(matStart));
    const markup = rng.chance(0.6) ? rng.pick([10, 15, 20]) : 0;
    if (markup)
      push('MATERIALS', {
        description: `Handling and procurement, ${markup}% of materials`,
        quantity: null,
        unitPrice: null,
        amount: round2((matSum * markup) / 100),
      });
    const last = addDays(incident, days - 1);
    for (const [e, u, r, tons] of rng.shuffle(DISPOSALS).slice(0, rng.int(1, 3))) {
      const q = tons
        ? rng.int(350, 2400) / 100
        : u === 'GAL'
          ? rng.int(3, 30) * 100
          : rng.int(1, 6);
      push('DISPOSAL', {
        description: `${mdyy(last)} ${e} ${u}`,
        quantity: q,
        unitPrice: r,
        amount: round2(q * r),
        date: last,
      });
    }
    const taxRate = rng.chance(0.4) ? rng.pick([0.0625, 0.07, 0.0825]) : null;
    const matIdx = new Set(its.map((_, i) => i).filter((i) => sec[i] === 'MATERIALS'));
    const t = (() => {
      const subtotal = sumOf(its);
      const base = round2(its.filter((_, i) => matIdx.has(i)).reduce((a, i) => a + i.amount, 0));
      const tax = taxRate ? round2(base * taxRate) : null;
      return { subtotal, tax, total: round2(subtotal + (tax ?? 0)) };
    })();
    return {
      number: `${rng.pick(['ER', 'SR', 'INV'])}-${incident.y % 100}${rng.digits(4)}`,
      status: null,
      issue,
      due: addDays(issue, 30),
      seller,
      buyer,
      items: its,
      subtotal: t.subtotal,
      tax: t.tax,
      taxRate,
      shipping: null,
      discount: null,
      total: t.total,
      notes: rng.pick([
        'Daily field logs, waste manifests, disposal receipts and photographs are attached for your insurer. Rates per our published emergency response rate schedule.',
        'Work performed at the direction of the responding agency. Please forward this invoice to your insurance carrier with the claim number shown; payment remains the responsibility of the responsible party.',
        'Site released by the agency on completion of excavation and confirmation sampling. Lab results to follow under separate cover and are not billed on this invoice.',
      ]),
      extra: {
        sections: sec.join(','),
        incident: fmtDate(incident, 'mdy'),
        location: rng.pick(LOCATIONS),
        spill: rng.pick(SPILLS),
        agency: rng.pick(AGENCIES),
        unit: `Tractor ${rng.int(100, 999)} / Trailer ${rng.int(5000, 5999)}`,
        claim: `${rng.pick(['CLM', 'PC', 'AUT'])}${rng.digits(8)}`,
        job: `J${rng.digits(5)}`,
        taxLabel: taxRate ? `Sales tax ${(taxRate * 100).toFixed(2)}% (materials)` : '',
        hotline: fmtPhone(phone(rng), 'dash'),
      },
    };
  },
  draw(s, inv) {
    const m = 42;
    const W = s.width - 2 * m;
    const F: FontName = 'sans';
    const B: FontName = 'sans-bold';
    const se = inv.seller;
    const x = inv.extra;
    s.rect(m, 30, 6, 58, { fill: '#c8102e' });
    s.text(se.company ?? '', m + 14, 32, { font: B, size: 14 });
    stack(
      s,
      [
        se.street,
        cityLine(se),
        `Office ${fmtPhone(se.phone ?? '', 'paren')}`,
        se.email,
        `24-HR EMERGENCY LINE ${x.hotline}`,
      ],
      m + 14,
      50,
      { font: F, size: 8 },
    );
    s.text('INVOICE', m, 32, { font: B, size: 20, align: 'right', width: W, color: '#c8102e' });
    labelRows(
      s,
      [
        ['Invoice No.', inv.number ?? '', true],
        ['Invoice Date', longDate(inv.issue), false],
        ['Payment Due', longDate(inv.due as Day), false],
        ['Job No.', x.job ?? '', false],
      ],
      m + W - 200,
      60,
      200,
      F,
      B,
      8.5,
    );
    let y = 128;
    s.text('BILL TO', m, y, { font: B, size: 8, color: '#c8102e' });
    stack(s, lines(inv.buyer, { attn: 'Attn:' }), m, y + 12, { font: F, size: 9 });
    // incident box, not billed
    const bx = m + W / 2 - 10;
    const bw = W / 2 + 10;
    s.rect(bx, y - 4, bw, 96, { stroke: '#888888', lineWidth: 0.6 });
    s.text('INCIDENT INFORMATION', bx + 6, y, { font: B, size: 8 });
    const inc: Array<[string, string]> = [
      ['Incident date', x.incident ?? ''],
      ['Location', x.location ?? ''],
      ['Released', x.spill ?? ''],
      ['Agency', x.agency ?? ''],
      ['Unit', x.unit ?? ''],
      ['Ins. claim', x.claim ?? ''],
    ];
    let iy = y + 12;
    for (const [l, v] of inc) {
      s.text(l, bx + 6, iy, { font: F, size: 7.5, color: '#555555' });
      iy = para(s, v, bx + 70, iy, bw - 76, { font: F, size: 7.5, leading: 9.5 }) + 1;
    }
    y = Math.max(y + 104, iy + 8);
    const secs = (x.sections ?? '').split(',') as Sec[];
    const heads: Record<Sec, string> = {
      LABOR: 'LABOR',
      EQUIPMENT: 'EQUIPMENT',
      MATERIALS: 'MATERIALS & SUPPLIES',
      DISPOSAL: 'TRANSPORTATION & DISPOSAL',
    };
    const subs: Record<Sec, string> = {
      LABOR: 'Labor subtotal',
      EQUIPMENT: 'Equipment subtotal',
      MATERIALS: 'Materials subtotal',
      DISPOSAL: 'Transportation & disposal subtotal',
    };
    const rows: Row[] = [];
    let cur: Sec | null = null;
    let acc = 0;
    inv.items.forEach((i, k) => {
      const sc = secs[k] as Sec;
      if (sc !== cur) {
        if (cur) rows.push({ span: subs[cur], right: plain(round2(acc)) });
        rows.push({ span: heads[sc], bold: true });
        cur = sc;
        acc = 0;
      }
      acc += i.amount;
      const date = i.date ? mdyy(i.date) : '';
      let rest = date ? i.description.slice(date.length + 1) : i.description;
      let unit = '';
      if (i.quantity !== null) {
        const sp = rest.lastIndexOf(' ');
        unit = rest.slice(sp + 1);
        rest = rest.slice(0, sp);
      }
      rows.push([
        date,
        rest,
        unit,
        i.quantity === null ? '' : q2(i.quantity),
        i.unitPrice === null ? '' : plain(i.unitPrice),
        plain(i.amount),
      ]);
    });
    if (cur) rows.push({ span: subs[cur], right: plain(round2(acc)) });
    const onNew = () => {
      s.text(`${se.company} - Invoice ${inv.number} (continued)`, m, 34, { font: B, size: 9 });
    };
    y = table(
      s,
      m,
      y,
      [
        { header: 'Date', width: 52 },
        { header: 'Description', width: W - 52 - 40 - 50 - 60 - 72 },
        { header: 'Unit', width: 40 },
        { header: 'Qty', width: 50, align: 'right' },
        { header: 'Rate', width: 60, align: 'right' },
        { header: 'Extended', width: 72, align: 'right' },
      ],
      rows,
      {
        font: F,
        bold: B,
        size: 8.5,
        headerFill: '#f1d4d8',
        bottom: s.height - 64,
        topOnNewPage: 56,
        onNewPage: onNew,
      },
    );
    y = room(s, y + 10, 120, 56, onNew);
    const tx = m + W - 230;
    const trows: Array<[string, string, boolean]> = [
      ['Subtotal', money(inv.subtotal), false],
      [x.taxLabel ?? '', inv.tax === null ? '' : money(inv.tax), false],
      ['TOTAL DUE', money(inv.total), true],
    ];
    for (const [l, v, b] of trows) {
      if (!v) continue;
      if (b) s.rect(tx - 4, y - 3, 234, 16, { fill: '#f1d4d8' });
      s.text(l, tx, y, { font: b ? B : F, size: b ? 10 : 9 });
      right(s, v, tx, y, 226, { font: b ? B : F, size: b ? 10 : 9 });
      y += 17;
    }
    y += 10;
    s.text('Remarks', m, y, { font: B, size: 8.5 });
    para(s, inv.notes ?? '', m, y + 12, W, { font: F, size: 8.5 });
    s.text(
      'Thank you for trusting us with your emergency. Please reference the invoice no. on your remittance.',
      m,
      s.height - 40,
      {
        font: F,
        size: 7,
        align: 'center',
        width: W,
        color: '#666666',
      },
    );
  },
};

// ---- L2. wireless carrier's business bill for the drivers' phones --------------------------------

const WIRELESS = [
  'Northstar Wireless Business',
  'Keystone Mobile for Business',
  'ClearPath Cellular Business Services',
  'Summit Wireless Enterprise',
];
const DEVICES = [
  'Rugged phone XR-7',
  'Galaxy XCover Pro 6',
  'Kyocera DuraForce Ultra',
  'iPhone SE 64GB',
  'Rugged tablet T10 LTE',
];

const wirelessBill: InvoiceLayout = {
  id: 'wireless-fleet-bill',
  title:
    "Wireless carrier's monthly business bill for a carrier's driver phones over two pages: a coloured brand band, account name, account no., bill number, long bill date, bill period without years and a 'Please pay by' date on page 1, a big total due, an account summary (previous balance, payment received - thank you, balance 0.00, then the current charges by kind), an AutoPay or mail-in message; page 2 'Charge details' with plan lines (lines × plan price), add-ons, device installment rows with an amount only ('7 of 36'), credits and a multi-line discount as negative rows, surcharges that are company charges (regulatory programs fee per line), a 'Total charges and credits' line, then government taxes and fees (federal USF, state 911, state and local sales tax) with a tax total, total current charges, and a usage-by-line table (phone number, user, GB, minutes) that is not billed",
  modelledOn: 'Wireless carriers billing small fleets for the phones and tablets in their trucks',
  page: LETTER,
  embedFonts: false,
  build(rng) {
    const company = rng.pick(WIRELESS);
    const seller: TParty = {
      company,
      customer: null,
      contact: null,
      phone: `800${rng.int(2, 9)}${rng.digits(2)}${rng.digits(4)}`,
      email: null,
      street: `PO Box ${rng.int(1000, 99999)}`,
      ...(() => {
        const p = place(rng, 0);
        return { city: p.city, state: p.state, zip: p.zip };
      })(),
    };
    // the bill prints the account's mailing address, not its phone
    const buyer: TParty = { ...carrierParty(rng, {}), phone: null };
    const issue = issueDay(rng);
    const lineCount = rng.int(4, 14);
    const planPrice = rng.pick([30, 35, 40, 45]);
    const planName = rng.pick([
      'Business Unlimited Start',
      'Business Unlimited Pro',
      'Fleet Essentials 15GB',
    ]);
    const its: TItem[] = [
      {
        description: `${planName} - monthly access`,
        quantity: lineCount,
        unitPrice: planPrice,
        amount: lineCount * planPrice,
      },
    ];
    if (rng.chance(0.7)) {
      const n = rng.int(1, Math.min(4, lineCount));
      its.push({
        description: 'Mobile hotspot add-on 30GB',
        quantity: n,
        unitPrice: rng.pick([10, 15]),
        amount: 0,
      });
    }
    if (rng.chance(0.6)) {
      const n = rng.int(1, 3);
      its.push({
        description: 'Tablet data line (ELD / navigation)',
        quantity: n,
        unitPrice: rng.pick([20, 25]),
        amount: 0,
      });
    }
    for (const it of its) it.amount = round2((it.quantity ?? 0) * (it.unitPrice ?? 0));
    for (let k = 0; k < rng.int(1, 3); k++) {
      const total = rng.int(24, 48);
      its.push({
        description: `Device payment - ${rng.pick(DEVICES)} - installment ${rng.int(1, total - 1)} of ${total}`,
        quantity: null,
        unitPrice: null,
        amount: rng.pick([11.8, 13.88, 16.66, 19.44, 24.99, 8.33]),
      });
    }
    its.push({
      description: 'Multi-line discount',
      quantity: null,
      unitPrice: null,
      amount: -round2(lineCount * rng.pick([5, 7.5, 10])),
    });
    if (rng.chance(0.4))
      its.push({
        description: `Promotional credit - device trade-in (${rng.int(3, 20)} of 24)`,
        quantity: null,
        unitPrice: null,
        amount: -rng.pick([10, 15, 20.83]),
      });
    its.push({
      description: 'Regulatory programs and telco recovery fee',
      quantity: lineCount,
      unitPrice: rng.pick([1.99, 2.49, 3.29]),
      amount: 0,
    });
    const rf = its[its.length - 1] as TItem;
    rf.amount = round2((rf.quantity ?? 0) * (rf.unitPrice ?? 0));
    const sub = sumOf(its);
    const taxes: Array<[string, number]> = [
      ['Federal Universal Service Fund', round2(sub * rng.pick([0.041, 0.046, 0.052]))],
      ['State 911 fee', round2(lineCount * rng.pick([0.5, 0.75, 0.99]))],
      ['State sales tax', round2(sub * rng.pick([0.04, 0.05, 0.0625]))],
    ];
    if (rng.chance(0.6)) taxes.push(['Local sales tax', round2(sub * rng.pick([0.01, 0.02]))]);
    if (rng.chance(0.4)) taxes.push(['City utility users tax', round2(sub * 0.035)]);
    const tax = round2(taxes.reduce((a, [, v]) => a + v, 0));
    const prev = rng.money(180, 900);
    return {
      number: `${rng.digits(4)}${rng.digits(6)}`,
      status: null,
      issue,
      due: addDays(issue, rng.pick([21, 24, 25])),
      seller,
      buyer,
      items: its,
      subtotal: sub,
      tax,
      taxRate: null,
      shipping: null,
      discount: null,
      total: round2(sub + tax),
      notes: rng.pick([
        'AutoPay is on: the total will be charged to the account ending in 4417 on the due date. Please do not send a payment.',
        'Changes to your plan take effect on your next bill. Pay online or mail the stub with your check; include your account number.',
        'Your bill reflects a partial month for lines added during the period. Visit the business portal to see usage by line.',
      ]),
      extra: {
        account: `${rng.digits(3)}-${rng.digits(4)}-${rng.digits(2)}`,
        taxes: JSON.stringify(taxes),
        prev: String(prev),
        period: `${MONTHS[(issue.m + 10) % 12]} ${rng.int(10, 20)} - ${MONTHS[issue.m - 1]} ${rng.int(9, 19)}`,
        lines: String(lineCount),
        usage: JSON.stringify(
          Array.from({ length: lineCount }, () => [
            fmtPhone(phone(rng), 'dot'),
            personName(rng),
            (rng.int(5, 380) / 10).toFixed(1),
            String(rng.int(40, 2400)),
          ]),
        ),
      },
    };
  },
  draw(s, inv) {
    const m = 44;
    const W = s.width - 2 * m;
    const F: FontName = 'sans';
    const B: FontName = 'sans-bold';
    const x = inv.extra;
    const se = inv.seller;
    const band = () => {
      s.rect(0, 0, s.width, 46, { fill: '#5b2a86' });
      s.text(se.company ?? '', m, 16, { font: B, size: 15, color: '#ffffff' });
    };
    band();
    s.text('Account name', m, 66, { font: F, size: 8, color: '#666666' });
    s.text(inv.buyer.company ?? '', m, 77, { font: B, size: 10 });
    const info: Array<[string, string]> = [
      ['Account number', x.account ?? ''],
      ['Bill number', inv.number ?? ''],
      ['Bill date', longDate(inv.issue)],
      ['Bill period', x.period ?? ''],
    ];
    info.forEach(([l, v], i) => {
      s.text(l, m + 250, 66 + i * 13, { font: F, size: 8.5, color: '#666666' });
      s.text(v, m + 340, 66 + i * 13, { font: F, size: 8.5 });
    });
    // big total
    let y = 132;
    s.rect(m, y, W, 58, { fill: '#efe7f6' });
    s.text('Total due', m + 14, y + 10, { font: F, size: 10 });
    s.text(money(inv.total), m + 14, y + 24, { font: B, size: 22 });
    s.text('Please pay by', m + 250, y + 14, { font: F, size: 9 });
    s.text(monDY(inv.due as Day), m + 250, y + 28, { font: B, size: 13 });
    y += 78;
    s.text('Account summary', m, y, { font: B, size: 12 });
    y += 20;
    const taxes = JSON.parse(x.taxes ?? '[]') as Array<[string, number]>;
    const prev = Number(x.prev);
    const kind = (f: (i: TItem) => boolean) => sumOf(inv.items.filter(f));
    const plans = kind((i) => i.quantity !== null && !i.description.startsWith('Regulatory'));
    const dev = kind((i) => i.description.startsWith('Device'));
    const cred = kind((i) => i.amount < 0);
    const fees = kind((i) => i.description.startsWith('Regulatory'));
    const summ: Array<[string, string, boolean]> = [
      ['Previous balance', money(prev), false],
      ['Payment received - thank you', money(-prev), false],
      ['Balance', money(0), true],
      ['Plans and services', money(plans), false],
      ['Equipment', money(dev), false],
      ['Credits and discounts', money(cred), false],
      ['Surcharges', money(fees), false],
      ['Taxes and government fees', money(inv.tax ?? 0), false],
      ['Total current charges', money(inv.total), true],
    ];
    for (const [l, v, b] of summ) {
      s.text(l, m, y, { font: b ? B : F, size: 9.5 });
      right(s, v, m, y, W * 0.62, { font: b ? B : F, size: 9.5 });
      s.line(m, y + 13, m + W * 0.62, y + 13, 0.3, '#bbbbbb');
      y += 18;
    }
    y += 16;
    y = para(s, inv.notes ?? '', m, y, W * 0.62, { font: F, size: 9 });
    s.text('Questions?', m + W * 0.7, 230, { font: B, size: 9 });
    stack(
      s,
      [
        `Business care ${fmtPhone(se.phone ?? '', 'dash')}`,
        'Remit to:',
        se.company,
        se.street,
        cityLine(se),
      ],
      m + W * 0.7,
      244,
      { font: F, size: 8.5 },
    );
    // stub
    const sy = s.height - 150;
    for (let xx = m; xx < m + W; xx += 8) s.line(xx, sy, xx + 4, sy, 0.5, '#888888');
    s.text('Return this portion with your payment', m, sy + 8, { font: F, size: 7.5 });
    stack(s, lines(inv.buyer, {}).slice(0, 3), m, sy + 40, { font: F, size: 9 });
    labelRows(
      s,
      [
        ['Account number', x.account ?? '', false],
        ['Total due', money(inv.total), true],
        ['Amount enclosed', '$ ____________', false],
      ],
      m + W - 220,
      sy + 24,
      220,
      F,
      B,
      9,
    );
    // page 2
    s.newPage();
    band();
    s.text('Page 2', m, 18, { font: F, size: 8, color: '#ffffff', align: 'right', width: W });
    s.text('Charge details', m, 62, { font: B, size: 13 });
    const rows: Row[] = [];
    const add = (head: string, f: (i: TItem) => boolean) => {
      const its = inv.items.filter(f);
      if (!its.length) return;
      rows.push({ span: head, bold: true });
      for (const i of its)
        rows.push([
          i.description,
          i.quantity === null ? '' : String(i.quantity),
          i.unitPrice === null ? '' : money(i.unitPrice),
          money(i.amount),
        ]);
    };
    add(
      'Plans and services',
      (i) => i.quantity !== null && !i.description.startsWith('Regulatory'),
    );
    add('Equipment', (i) => i.description.startsWith('Device'));
    add('Credits and discounts', (i) => i.amount < 0);
    add('Surcharges', (i) => i.description.startsWith('Regulatory'));
    rows.push({ span: 'Total charges and credits', bold: true, right: money(inv.subtotal ?? 0) });
    rows.push({ span: 'Taxes and government fees', bold: true });
    for (const [l, v] of taxes) rows.push([l, '', '', money(v)]);
    rows.push({ span: 'Total taxes and government fees', bold: true, right: money(inv.tax ?? 0) });
    y = table(
      s,
      m,
      84,
      [
        { header: 'Description', width: W - 60 - 70 - 80 },
        { header: 'Lines', width: 60, align: 'right' },
        { header: 'Each', width: 70, align: 'right' },
        { header: 'Amount', width: 80, align: 'right' },
      ],
      rows,
      { font: F, bold: B, size: 8.5, padding: 4 },
    );
    y += 8;
    s.rect(m, y, W, 20, { fill: '#efe7f6' });
    s.text('Total current charges', m + 6, y + 5, { font: B, size: 10 });
    right(s, money(inv.total), m, y + 5, W - 6, { font: B, size: 10 });
    y += 34;
    s.text(`Usage by line (${x.lines} lines) - included in your plan, not billed`, m, y, {
      font: B,
      size: 9,
    });
    const usage = JSON.parse(x.usage ?? '[]') as string[][];
    table(
      s,
      m,
      y + 14,
      [
        { header: 'Number', width: 110 },
        { header: 'User', width: 170 },
        { header: 'Data (GB)', width: 80, align: 'right' },
        { header: 'Talk (min)', width: 80, align: 'right' },
      ],
      usage,
      { font: F, bold: B, size: 8, padding: 2, zebra: '#f6f6f6' },
    );
  },
};

// ---- L3. car hauler's invoice to a dealership, one row per VIN -----------------------------------

const CAR_HAULERS = [
  'Lone Star Auto Transport LLC',
  'Tri-State Car Haulers Inc',
  'Interstate Vehicle Relocation Co',
  'Blacktop Auto Carriers LLC',
];
const DEALERS = [
  'Hillcrest Chevrolet Buick GMC',
  'Metro Auto Auction - Remarketing',
  'Parkway Toyota of the Valley',
  'Sunbelt Ford Lincoln',
  'Crossroads Pre-Owned Superstore',
];
const VEHICLES: Array<[string, string]> = [
  ['2024 Chevrolet Silverado 1500 LT', '1GCUD'],
  ['2023 Toyota Camry SE', '4T1G1'],
  ['2025 Ford F-150 XLT SuperCrew', '1FTFW'],
  ['2022 Honda CR-V EX', '2HKRW'],
  ['2024 Tesla Model Y Long Range', '7SAYG'],
  ['2021 Jeep Grand Cherokee Limited', '1C4RJ'],
  ['2023 Nissan Rogue SV', '5N1BT'],
  ['2024 Hyundai Tucson SEL', 'KM8JB'],
];

const carHauler: InvoiceLayout = {
  id: 'car-hauler-invoice',
  title:
    "Car hauler's invoice to a dealership or auction, landscape: carrier name with MC and USDOT numbers, a boxed invoice no. / load ID / trip no. at the top left under the name, `Thu 11/05/2026` dates (invoiced and due, Net 15) at the right, BILL TO with Attn beside a driver / truck / trailer strip that is not billed, one row per vehicle (VIN, year make model, pickup city and delivery city with their dates, OP / INOP) with a line-haul amount only, accessorial rows below (inoperable winch fee × units, fuel surcharge with an amount only, storage days × rate, dry run), subtotal and a volume discount on some or a total alone, AMOUNT DUE, PAID - COD with a check number on some, a damage-claim note at the foot",
  modelledOn: 'Auto-transport carriers billing dealerships and auctions per vehicle moved',
  page: LETTER_LANDSCAPE,
  embedFonts: true,
  build(rng) {
    const seller = sellerParty(rng, CAR_HAULERS, 'dispatch', false, 0.9);
    const buyer: TParty = {
      company: rng.pick(DEALERS),
      customer: null,
      contact: personName(rng),
      phone: phone(rng),
      email: null,
      ...place(rng, 0.2),
    };
    if (rng.chance(0.5)) buyer.email = mail(buyer.company ?? '', 'payables');
    const issue = issueDay(rng);
    const pickup = addDays(issue, -rng.int(2, 6));
    const from = place(rng);
    const to = place(rng);
    const n = rng.int(3, 9);
    const its: TItem[] = [];
    const cells: string[][] = [];
    let inop = 0;
    for (let k = 0; k < n; k++) {
      const [car, wmi] = rng.pick(VEHICLES);
      const op = rng.chance(0.8);
      if (!op) inop++;
      const pu = addDays(pickup, rng.int(0, 1));
      const del = addDays(pickup, rng.int(2, 4));
      const row = [
        vin(rng, wmi),
        car,
        `${from.city}, ${from.state}`,
        mdyy(pu),
        `${to.city}, ${to.state}`,
        mdyy(del),
        op ? 'OP' : 'INOP',
      ];
      cells.push(row);
      its.push({
        description: row.join(' '),
        quantity: null,
        unitPrice: null,
        amount: rng.int(28, 95) * 5,
      });
    }
    const haul = sumOf(its);
    if (inop)
      its.push({
        description: 'Inoperable vehicle - winch load / unload fee',
        quantity: inop,
        unitPrice: rng.pick([75, 100, 125]),
        amount: 0,
      });
    const last = its[its.length - 1] as TItem;
    if (inop) last.amount = round2(inop * (last.unitPrice ?? 0));
    if (rng.chance(0.7)) {
      const pct = rng.pick([6, 8, 10, 12]);
      its.push({
        description: `Fuel surcharge ${pct}% of line haul`,
        quantity: null,
        unitPrice: null,
        amount: round2((haul * pct) / 100),
      });
    }
    if (rng.chance(0.35)) {
      const d = rng.int(2, 6);
      its.push({
        description: 'Terminal storage - unit not released at pickup (days)',
        quantity: d,
        unitPrice: rng.pick([25, 35, 40]),
        amount: 0,
      });
      const st = its[its.length - 1] as TItem;
      st.amount = round2(d * (st.unitPrice ?? 0));
    }
    if (rng.chance(0.3))
      its.push({
        description: 'Dry run - vehicle not ready at scheduled pickup',
        quantity: null,
        unitPrice: null,
        amount: rng.pick([100, 150, 175]),
      });
    const disc = n >= 6 && rng.chance(0.7) ? round2(haul * 0.05) : null;
    const t = {
      subtotal: sumOf(its),
      discount: disc,
      total: round2(sumOf(its) - (disc ?? 0)),
    };
    const paid = rng.chance(0.35);
    const dot = rng.digits(7);
    return {
      number: `${rng.pick(['AT', 'CH', ''])}${rng.int(10000, 99999)}`,
      status: paid ? 'Paid' : null,
      issue,
      due: paid ? null : addDays(issue, 15),
      seller,
      buyer,
      items: its,
      subtotal: disc === null && rng.chance(0.5) ? null : t.subtotal,
      tax: null,
      taxRate: null,
      shipping: null,
      discount: disc,
      total: t.total,
      notes: rng.pick([
        'All units delivered without exception unless noted on the signed condition report. Damage claims must be noted at delivery and submitted within 24 hours.',
        'Vehicles are inspected at pickup and delivery; condition reports with photos are available on request. Claims not noted on the delivery receipt will not be honored.',
        'Carrier is not responsible for personal items left in vehicles, glass chips from road debris or mechanical failure of inoperable units.',
      ]),
      extra: {
        mc: `MC-${rng.digits(6)}`,
        dot: `USDOT ${dot}`,
        load: `LD${rng.digits(6)}`,
        trip: String(rng.int(100, 999)),
        driver: personName(rng),
        truck: `Truck ${rng.int(10, 99)} / ${rng.pick(['7-car stinger', '9-car high mount', '3-car wedge'])}`,
        check: paid ? `COD check #${rng.int(1000, 99999)}` : '',
        discLabel: disc === null ? '' : `Volume discount 5% (${n} units)`,
        cars: JSON.stringify(cells),
      },
    };
  },
  draw(s, inv) {
    const m = 36;
    const W = s.width - 2 * m;
    const F: FontName = 'narrow';
    const B: FontName = 'narrow-bold';
    const x = inv.extra;
    const se = inv.seller;
    s.text(se.company ?? '', m, 28, { font: B, size: 16 });
    s.text(
      [se.street, cityLine(se), fmtPhone(se.phone ?? '', 'dot'), se.email]
        .filter(Boolean)
        .join('  |  '),
      m,
      48,
      { font: F, size: 8.5 },
    );
    s.text(`${x.mc}   ${x.dot}`, m, 60, { font: F, size: 8.5, color: '#555555' });
    // boxed numbers top left
    const cells: Array<[string, string]> = [
      ['INVOICE', inv.number ?? ''],
      ['LOAD ID', x.load ?? ''],
      ['TRIP', x.trip ?? ''],
    ];
    cells.forEach(([l, v], i) => {
      s.rect(m + i * 96, 78, 96, 32, { stroke: '#000000', lineWidth: 0.8 });
      s.text(l, m + i * 96 + 5, 81, { font: F, size: 7 });
      s.text(v, m + i * 96 + 5, 93, { font: B, size: 11 });
    });
    const dx = m + W - 210;
    s.text('Invoiced', dx, 30, { font: F, size: 9 });
    right(s, dowMdy(inv.issue), dx, 30, 210, { font: B, size: 9 });
    if (inv.due) {
      s.text('Due (Net 15)', dx, 44, { font: F, size: 9 });
      right(s, dowMdy(inv.due), dx, 44, 210, { font: B, size: 9 });
    }
    if (inv.status === 'Paid') {
      s.rect(dx + 40, 62, 170, 38, { stroke: '#1a7f37', lineWidth: 2 });
      s.text('PAID', dx + 40, 65, {
        font: B,
        size: 16,
        color: '#1a7f37',
        align: 'center',
        width: 170,
      });
      s.text(x.check ?? '', dx + 40, 85, {
        font: F,
        size: 8,
        color: '#1a7f37',
        align: 'center',
        width: 170,
      });
    }
    s.text('BILL TO', m, 122, { font: B, size: 8.5 });
    const by = stack(s, lines(inv.buyer, { attn: 'Attn:' }), m, 134, { font: F, size: 9 });
    s.rect(m + 330, 122, 300, 42, { fill: '#eeeeee' });
    stack(s, [`Driver: ${x.driver}`, x.truck ?? ''], m + 338, 128, { font: F, size: 8.5 });
    const cars = JSON.parse(x.cars ?? '[]') as string[][];
    const veh = inv.items.slice(0, cars.length);
    const rows: Row[] = veh.map((i, k) => [...(cars[k] ?? []), plain(i.amount)]);
    let y = table(
      s,
      m,
      Math.max(180, by + 10),
      [
        { header: 'VIN', width: 124 },
        { header: 'Year / Make / Model', width: 170 },
        { header: 'Picked up at', width: 104 },
        { header: 'P/U date', width: 52 },
        { header: 'Delivered to', width: 104 },
        { header: 'Del. date', width: 52 },
        { header: 'Cond.', width: 38 },
        { header: 'Line haul', width: W - 644, align: 'right' },
      ],
      rows,
      { font: F, bold: B, size: 8.5, grid: true, headerFill: '#dddddd' },
    );
    const acc = inv.items.filter((i) => !veh.includes(i));
    if (acc.length) {
      y += 8;
      y = table(
        s,
        m + W - 430,
        y,
        [
          { header: 'Accessorial charges', width: 250 },
          { header: 'Qty', width: 40, align: 'right' },
          { header: 'Rate', width: 60, align: 'right' },
          { header: 'Amount', width: 80, align: 'right' },
        ],
        acc.map((i) => [
          i.description,
          i.quantity === null ? '' : String(i.quantity),
          i.unitPrice === null ? '' : plain(i.unitPrice),
          plain(i.amount),
        ]),
        { font: F, bold: B, size: 8.5 },
      );
    }
    y = room(s, y + 10, 90, 40);
    const tx = m + W - 230;
    const trows: Array<[string, string, boolean]> = [
      ['Subtotal', inv.subtotal === null ? '' : money(inv.subtotal), false],
      [x.discLabel ?? '', inv.discount === null ? '' : `-${money(inv.discount)}`, false],
      ['AMOUNT DUE', money(inv.total), true],
    ];
    y = labelRows(s, trows, tx, y, 230, F, B, 10);
    s.line(m, s.height - 56, m + W, s.height - 56, 0.5);
    para(s, inv.notes ?? '', m, s.height - 50, W, { font: F, size: 8 });
  },
};

// ---- L4. truck-lettering shop's invoice with a deposit and a balance -----------------------------

const SIGN_SHOPS = [
  'Chrome & Vinyl Truck Lettering',
  'Roadmark Graphics & Signs',
  'Highline Decal Works',
  'Big Rig Signs & Wraps LLC',
];
const GRAPHICS: Array<[string, string, number, number, boolean]> = [
  // description, size, low, high, per unit (qty = units)
  ['USDOT / MC number decal set, reflective white, pair per tractor', '3" letters', 28, 45, true],
  ['Company logo door graphic, cast vinyl, laminated', '24" x 18"', 85, 160, true],
  ['Company name, cut vinyl lettering, both sides of trailer', '36" x 22 ft', 380, 620, false],
  ["Rear door decal 'How's my driving?' with phone number", '18" x 12"', 22, 35, true],
  ['Unit number decals, reflective, set of 4', '6" numerals', 18, 30, true],
  ['Fuel type and tire pressure decals, set', 'assorted', 9, 15, true],
];

const letteringInvoice: InvoiceLayout = {
  id: 'truck-lettering-invoice',
  title:
    "Sign shop's truck-lettering invoice on a shop form: shop name in a script-like serif with a tagline, INVOICE box (No., Date, Work Order, Proof #, Salesperson) at the right, SOLD TO and a Job line naming the units lettered, a gridded QTY / ITEM & DESCRIPTION / SIZE / EACH / TOTAL table (decal sets, logo graphics per unit, conspicuity tape by the foot at a 3-decimal price, design hours, removal of old graphics, installation hours), Sub Total, sales tax on materials only with its rate, TOTAL, Deposit received and BALANCE DUE (partially paid) or PAID IN FULL, a warranty and care note and a customer approval line",
  modelledOn: 'Sign and vinyl shops lettering tractors and trailers for small carriers',
  page: LETTER,
  embedFonts: false,
  build(rng) {
    const seller = sellerParty(rng, SIGN_SHOPS, 'orders', true, 0.7);
    const buyer = carrierParty(rng, { contact: true });
    const issue = issueDay(rng);
    const units = rng.int(1, 6);
    const its: TItem[] = [];
    for (const [d, size, lo, hi, per] of rng.shuffle(GRAPHICS).slice(0, rng.int(2, 4))) {
      const qn = per ? units * rng.pick([1, 2]) : rng.int(1, 2);
      const each = rng.int(lo, hi) + rng.pick([0, 0.5, 0.95]);
      its.push({
        description: `${d} ${size}`,
        quantity: qn,
        unitPrice: each,
        amount: round2(qn * each),
        group: 'mat',
      });
    }
    if (rng.chance(0.7)) {
      const ft = units * rng.pick([50, 60, 75, 100]);
      const p = rng.pick([0.785, 0.85, 0.925, 1.1]);
      its.push({
        description: 'Conspicuity tape DOT-C2, red / white, per foot 2"',
        quantity: ft,
        unitPrice: p,
        amount: round2(ft * p),
        group: 'mat',
      });
    }
    if (rng.chance(0.6)) {
      const h = rng.pick([0.5, 1, 1.5, 2, 3]);
      its.push({
        description: 'Graphic design - vector redraw of customer logo, two proofs (hours)',
        quantity: h,
        unitPrice: rng.pick([60, 65, 75]),
        amount: 0,
        group: 'labor',
      });
    }
    if (rng.chance(0.5))
      its.push({
        description: 'Removal of old lettering and adhesive, per unit',
        quantity: units,
        unitPrice: rng.pick([45, 65, 85]),
        amount: 0,
        group: 'labor',
      });
    const h = rng.int(2, 12) / 2;
    its.push({
      description: 'Installation labor (hours)',
      quantity: h,
      unitPrice: rng.pick([65, 70, 85]),
      amount: 0,
      group: 'labor',
    });
    for (const i of its)
      if (i.group === 'labor') i.amount = round2((i.quantity ?? 0) * (i.unitPrice ?? 0));
    const taxRate = rng.pick([0.0725, 0.0825, 0.07, 0.06]);
    const t = {
      ...(() => {
        const subtotal = sumOf(its);
        const tax = round2(sumOf(its.filter((i) => i.group === 'mat')) * taxRate);
        return { subtotal, tax, total: round2(subtotal + tax) };
      })(),
    };
    const paidFull = rng.chance(0.35);
    const deposit = paidFull ? t.total : round2(Math.floor(t.total / 2 / 5) * 5);
    const unitNos = Array.from({ length: units }, () => String(rng.int(100, 399)));
    return {
      number: String(rng.int(4100, 9800)),
      status: paidFull ? 'Paid' : 'Partially Paid',
      issue,
      due: null,
      seller,
      buyer,
      items: its,
      subtotal: t.subtotal,
      tax: t.tax,
      taxRate,
      shipping: null,
      discount: null,
      total: t.total,
      paid: deposit,
      notes: rng.pick([
        'Cast vinyl warranted 5 years against fading and peeling. Do not pressure wash graphics for 72 hours. Not responsible for paint lifted when removing old graphics.',
        'Balance due when units are picked up. Approved proof on file; changes after approval are billed at the design rate.',
        'Keep pressure washer wand 12 in. from edges. Reflective decals meet FMCSA marking rules when applied as shown on the proof.',
      ]),
      extra: {
        wo: `WO ${rng.int(1000, 3999)}`,
        proof: `P-${rng.int(100, 999)}`,
        job: `Job: lettering units ${unitNos.join(', ')}`,
        tagline: rng.pick([
          'Signs - Lettering - Wraps',
          'Fleet graphics since 1987',
          'We letter anything that rolls',
        ]),
        taxLabel: `Sales Tax ${(taxRate * 100).toFixed(2)}% (materials)`,
      },
    };
  },
  draw(s, inv) {
    const m = 40;
    const W = s.width - 2 * m;
    const F: FontName = 'serif';
    const B: FontName = 'serif-bold';
    const I: FontName = 'serif-italic';
    const x = inv.extra;
    const se = inv.seller;
    s.text(se.company ?? '', m, 34, { font: I, size: 20, color: '#1f3b73' });
    s.text(x.tagline ?? '', m, 58, { font: I, size: 9 });
    stack(s, [se.street, cityLine(se), fmtPhone(se.phone ?? '', 'dash'), se.email], m, 74, {
      font: F,
      size: 9,
    });
    const bx = m + W - 190;
    s.rect(bx, 30, 190, 18, { fill: '#1f3b73' });
    s.text('INVOICE', bx, 33, { font: B, size: 12, color: '#ffffff', align: 'center', width: 190 });
    const box: Array<[string, string]> = [
      ['No.', inv.number ?? ''],
      ['Date', fmtDate(inv.issue, 'm/d/yyyy')],
      ['Work Order', x.wo ?? ''],
      ['Proof #', x.proof ?? ''],
      ['Salesperson', se.contact ?? ''],
    ];
    box.forEach(([l, v], i) => {
      const yy = 48 + i * 16;
      s.rect(bx, yy, 190, 16, { stroke: '#1f3b73', lineWidth: 0.6 });
      s.text(l, bx + 4, yy + 4, { font: F, size: 8.5 });
      s.text(v, bx + 74, yy + 4, { font: B, size: 8.5 });
    });
    let y = 140;
    s.text('SOLD TO', m, y, { font: B, size: 9, color: '#1f3b73' });
    stack(s, lines(inv.buyer, { attn: 'Attn:' }), m + 60, y, { font: F, size: 9.5 });
    y += 76;
    s.text(x.job ?? '', m, y, { font: I, size: 10 });
    y += 18;
    const rows: Row[] = inv.items.map((i) => {
      // the size is the description's tail: one of the known size strings
      const size =
        GRAPHICS.map((g) => g[1]).find((z) => i.description.endsWith(` ${z}`)) ??
        (i.description.endsWith(' 2"') ? '2"' : '');
      const desc = size
        ? i.description.slice(0, i.description.length - size.length - 1)
        : i.description;
      return [q2(i.quantity ?? 0), desc, size, price(i.unitPrice), plain(i.amount)];
    });
    while (rows.length < 12) rows.push(['', '', '', '', '']);
    y = table(
      s,
      m,
      y,
      [
        { header: 'QTY', width: 44, align: 'center' },
        { header: 'ITEM & DESCRIPTION', width: W - 44 - 80 - 70 - 80 },
        { header: 'SIZE', width: 80 },
        { header: 'EACH', width: 70, align: 'right' },
        { header: 'TOTAL', width: 80, align: 'right' },
      ],
      rows,
      { font: F, bold: B, size: 9, grid: true, headerFill: '#dfe6f3' },
    );
    const tx = m + W - 230;
    const paid = inv.paid ?? 0;
    const trows: Array<[string, string, boolean]> = [
      ['Sub Total', plain(inv.subtotal ?? 0), false],
      [x.taxLabel ?? '', plain(inv.tax ?? 0), false],
      ['TOTAL', money(inv.total), true],
      [inv.status === 'Paid' ? 'Paid' : 'Deposit received', money(paid), false],
      ['BALANCE DUE', money(round2(inv.total - paid)), true],
    ];
    let ty = y + 6;
    for (const [l, v, b] of trows) {
      s.rect(tx, ty - 3, 230, 16, { stroke: '#1f3b73', lineWidth: 0.5 });
      s.text(l, tx + 4, ty, { font: b ? B : F, size: 9.5 });
      right(s, v, tx, ty, 226, { font: b ? B : F, size: 9.5 });
      ty += 16;
    }
    if (inv.status === 'Paid') {
      s.text('PAID IN FULL', m, y + 20, { font: B, size: 22, color: '#b22222' });
      s.text('Thank you!', m, y + 46, { font: I, size: 11, color: '#b22222' });
    } else {
      s.text('Balance due on pickup of units', m, y + 12, { font: I, size: 10 });
    }
    y = ty + 20;
    para(s, inv.notes ?? '', m, y, W, { font: I, size: 9 });
    s.text('Customer approval: ______________________________', m, s.height - 70, {
      font: F,
      size: 9,
    });
  },
};

// ---- L5. uniform-rental route invoice for the terminal shop --------------------------------------

const UNIFORM_COS = [
  'Keystone Uniform & Linen Service',
  'Blue Ridge Workwear Rental Co',
  'Prairie Linen & Mat Supply',
  'Gulf Coast Industrial Laundry Inc',
];
const GARMENTS: Array<[string, string, number, boolean]> = [
  // item no., description, price per change, per wearer
  ['SH104', 'SHIRT WORK SS POPLIN NAVY', 0.385, true],
  ['SH220', 'SHIRT WORK LS ENHANCED VIS CL2', 0.565, true],
  ['PT301', 'PANT WORK INDUSTRIAL NAVY', 0.445, true],
  ['CV510', 'COVERALL TWILL GREY ZIP', 1.125, true],
  ['JK740', 'JACKET LINED WORK NAVY', 0.895, true],
  ['TW900', 'SHOP TOWEL RED 18X18', 0.052, false],
  ['MT345', 'MAT LOGO 3X5 NYLON', 2.85, false],
  ['MT460', 'MAT ANTI-FATIGUE 3X5', 3.4, false],
  ['DS010', 'HAND SOAP DISPENSER SVC', 4.75, false],
];

const uniformRoute: InvoiceLayout = {
  id: 'uniform-rental-invoice',
  title:
    "Uniform and shop-towel rental route invoice to a carrier's maintenance shop, condensed font: company name over a route / day line, INVOICE # and DELIVERY DATE boxed, customer # and PO, SHIP TO the shop with the bill-to apart, terms NET 15 and a PAY BY date, an item table (item no., description, wearers, an inventory quantity that is not billed, billed quantity, a 3-decimal price, amount) with garments per wearer and towels / mats / soap service, lost-garment replacement charges with the wearer's name on some, a service charge and an environmental charge with amounts only, SUBTOTAL, sales tax with its rate, INVOICE TOTAL, the driver's name and a signature line, agreement notes",
  modelledOn: "Uniform and facility-services route companies supplying carriers' shops weekly",
  page: LETTER,
  embedFonts: true,
  build(rng) {
    const seller = sellerParty(rng, UNIFORM_COS, 'ar', false, 0.6);
    const buyer = carrierParty(rng, { contact: rng.chance(0.5) });
    const issue = issueDay(rng);
    const wearers = rng.int(4, 18);
    const its: TItem[] = [];
    for (const [code, d, p, per] of rng.shuffle(GARMENTS).slice(0, rng.int(4, 7))) {
      const changes = per ? rng.pick([5, 11]) : 0;
      const w = per ? rng.int(2, wearers) : 0;
      const q = per ? w * changes : code.startsWith('TW') ? rng.int(2, 8) * 50 : rng.int(1, 6);
      its.push({
        description: `${code} ${d}`,
        quantity: q,
        unitPrice: p,
        amount: round2(q * p),
        code,
        unit: per ? String(w) : '',
      });
    }
    if (rng.chance(0.5)) {
      const who = personName(rng).toUpperCase();
      its.push({
        description: `LR100 LOST/DAMAGED REPLACEMENT - ${who}`,
        quantity: rng.int(1, 3),
        unitPrice: rng.pick([24.5, 28.75, 32]),
        amount: 0,
        code: 'LR100',
        unit: '',
      });
      const l = its[its.length - 1] as TItem;
      l.amount = round2((l.quantity ?? 0) * (l.unitPrice ?? 0));
    }
    const base = sumOf(its);
    its.push({
      description: 'SVC SERVICE CHARGE',
      quantity: null,
      unitPrice: null,
      amount: rng.pick([6.95, 8.5, 12]),
      code: 'SVC',
      unit: '',
    });
    its.push({
      description: 'ENV ENERGY & ENVIRONMENTAL CHARGE',
      quantity: null,
      unitPrice: null,
      amount: round2(base * rng.pick([0.049, 0.059, 0.069])),
      code: 'ENV',
      unit: '',
    });
    const taxRate = rng.pick([0.06, 0.0625, 0.07, 0.0825]);
    const sub = sumOf(its);
    const tax = round2(sub * taxRate);
    const shipTo = { ...place(rng, 0) };
    return {
      number: `${rng.int(1, 9)}${rng.digits(7)}`,
      status: null,
      issue,
      due: addDays(issue, 15),
      seller,
      buyer,
      items: its,
      subtotal: sub,
      tax,
      taxRate,
      shipping: null,
      discount: null,
      total: round2(sub + tax),
      notes: rng.pick([
        'Garments lost, damaged beyond repair or not returned are charged at replacement value per your service agreement. Report missing items to your route driver.',
        'Your rental service agreement renews automatically. Prices adjust annually on the agreement anniversary date.',
        'Please have soiled garments bagged and counted for pickup. Shortages on the next count are billed as lost.',
      ]),
      extra: {
        route: `ROUTE ${rng.int(10, 48)} / ${rng.pick(['MON', 'TUE', 'WED', 'THU', 'FRI'])}`,
        cust: `${rng.int(10, 99)}-${rng.digits(5)}`,
        po: rng.chance(0.5) ? `PO ${rng.digits(6)}` : 'PO N/A',
        driver: personName(rng),
        shipStreet: shipTo.street ?? '',
        shipCity: `${shipTo.city}, ${shipTo.state} ${shipTo.zip}`,
        wearers: String(wearers),
        taxLabel: `SALES TAX ${(taxRate * 100).toFixed(3).replace(/0$/, '')}%`,
        inv: JSON.stringify(
          its.map((i) =>
            i.quantity === null || i.code === 'LR100'
              ? ''
              : String(i.unit ? Number(i.unit) * 11 : i.quantity + rng.int(0, 12) * 10),
          ),
        ),
      },
    };
  },
  draw(s, inv) {
    const m = 34;
    const W = s.width - 2 * m;
    const F: FontName = 'condensed';
    const B: FontName = 'condensed-bold';
    const x = inv.extra;
    const se = inv.seller;
    s.text((se.company ?? '').toUpperCase(), m, 30, { font: B, size: 14, color: '#0b5d3b' });
    s.text(x.route ?? '', m, 48, { font: B, size: 9 });
    stack(
      s,
      [se.street, cityLine(se), `TEL ${fmtPhone(se.phone ?? '', 'dash')}`, se.email],
      m,
      62,
      { font: F, size: 8 },
    );
    const bx = m + W - 230;
    const box: Array<[string, string]> = [
      ['INVOICE #', inv.number ?? ''],
      ['DELIVERY DATE', fmtDate(inv.issue, 'mdy')],
    ];
    box.forEach(([l, v], i) => {
      s.rect(bx + i * 115, 28, 115, 34, { stroke: '#0b5d3b', lineWidth: 1 });
      s.text(l, bx + i * 115 + 5, 32, { font: F, size: 7.5 });
      s.text(v, bx + i * 115 + 5, 45, { font: B, size: 11 });
    });
    labelRows(
      s,
      [
        ['CUSTOMER #', x.cust ?? '', false],
        ['', x.po ?? '', false],
        ['TERMS', 'NET 15', false],
        ['PAY BY', fmtDate(inv.due as Day, 'mdy'), true],
      ],
      bx,
      70,
      230,
      F,
      B,
      8.5,
    );
    let y = 134;
    s.text('BILL TO', m, y, { font: B, size: 8, color: '#0b5d3b' });
    stack(s, lines(inv.buyer, { attn: 'ATTN:' }), m, y + 11, { font: F, size: 9 });
    s.text('SHIP TO', m + 260, y, { font: B, size: 8, color: '#0b5d3b' });
    stack(
      s,
      [`${inv.buyer.company} - SHOP`, x.shipStreet ?? '', x.shipCity ?? '', `${x.wearers} WEARERS`],
      m + 260,
      y + 11,
      { font: F, size: 9 },
    );
    y += 90;
    const invq = JSON.parse(x.inv ?? '[]') as string[];
    const rows: Row[] = inv.items.map((i, k) => {
      const code = i.code ?? '';
      const d = i.description.slice(code.length + 1);
      return [
        code,
        d,
        i.unit ?? '',
        invq[k] ?? '',
        i.quantity === null ? '' : String(i.quantity),
        i.unitPrice === null ? '' : price(i.unitPrice),
        plain(i.amount),
      ];
    });
    y = table(
      s,
      m,
      y,
      [
        { header: 'ITEM', width: 50 },
        { header: 'DESCRIPTION', width: W - 50 - 56 - 56 - 56 - 60 - 70 },
        { header: 'WEARERS', width: 56, align: 'right' },
        { header: 'INV QTY', width: 56, align: 'right' },
        { header: 'BILL QTY', width: 56, align: 'right' },
        { header: 'PRICE', width: 60, align: 'right' },
        { header: 'AMOUNT', width: 70, align: 'right' },
      ],
      rows,
      {
        font: F,
        bold: B,
        size: 8.5,
        zebra: '#eaf4ee',
        headerFill: '#0b5d3b',
        headerColor: '#ffffff',
      },
    );
    y += 10;
    const tx = m + W - 220;
    labelRows(
      s,
      [
        ['SUBTOTAL', plain(inv.subtotal ?? 0), false],
        [x.taxLabel ?? '', plain(inv.tax ?? 0), false],
        ['INVOICE TOTAL', money(inv.total), true],
      ],
      tx,
      y,
      220,
      F,
      B,
      10,
    );
    s.text(`ROUTE DRIVER: ${(x.driver ?? '').toUpperCase()}`, m, y, { font: F, size: 8.5 });
    s.text('RECEIVED BY: ______________________', m, y + 16, { font: F, size: 8.5 });
    s.text('INV QTY = garments in service at your location (not billed)', m, y + 32, {
      font: F,
      size: 7.5,
      color: '#555555',
    });
    y += 64;
    s.text('IMPORTANT', m, y, { font: B, size: 8.5 });
    para(s, inv.notes ?? '', m, y + 12, W, { font: F, size: 8.5 });
  },
};

export const UNSEEN_LAYOUTS_11: InvoiceLayout[] = [
  spillResponse,
  wirelessBill,
  carHauler,
  letteringInvoice,
  uniformRoute,
];
