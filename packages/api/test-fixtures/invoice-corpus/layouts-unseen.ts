/**
 * The second held-out set of invoice layouts (issue 16), written after the first four held-out
 * layouts were spent. Appended to the layout list after layouts.ts, so every earlier document
 * keeps its seed. Written without looking at the extractor: the looks follow kinds of bills a
 * carrier receives or sends that the first thirteen layouts do not cover (a permit service's
 * invoice with a balance carried forward, a truck stop's charge-account invoice with per-gallon
 * discounts as negative lines, a roadside mechanic's hand-written bill, a Canadian carrier's
 * invoice in CAD with GST/HST, a parts distributor's two-page invoice with page subtotals carried
 * forward, an ELD/telematics subscription invoice with prorations, a credit and several tax
 * lines). Names are made up.
 *
 * As in layouts.ts: the expected record is exactly what the page shows, and a line item's
 * description is the row's text cells other than quantity, unit price and amount, left to right,
 * joined by single spaces (a wrapped cell's lines joined by a space).
 */

import { CARRIERS } from '../shared/pools';
import {
  addDays,
  type Day,
  fmtDate,
  fmtMoney,
  fmtPhone,
  LETTER,
  MONTHS as MON,
  para,
  type Rng,
  round2,
  table,
} from '../shared/surface';
import { cityLine, issueDay, monDY, money, p2, plain, rightText, sumOf } from './layout-helpers';
import type { InvoiceLayout } from './layouts';
import {
  address,
  carrierParty,
  items,
  personName,
  phone,
  place,
  type TItem,
  type TParty,
} from './model';

// ---- helpers -------------------------------------------------------------------------------------

/** `26 NOV 2026`. */
const dMonY = (d: Day) => `${p2(d.d)} ${(MON[d.m - 1] ?? '').toUpperCase()} ${d.y}`;
/** `26/11/2026` (only where the page says the format is DD/MM/YYYY). */
const dmy = (d: Day) => `${p2(d.d)}/${p2(d.m)}/${d.y}`;

const usd = (n: number) => `${fmtMoney(n, { symbol: false })} USD`;

/** The party's printed lines (company first), without labels unless asked. */
function lines(
  p: TParty,
  o: { attn?: string; phone?: string; customer?: string; style?: 'paren' | 'dash' | 'dot' } = {},
): string[] {
  return [
    p.company,
    p.contact ? `${o.attn ?? 'Attn:'} ${p.contact}` : null,
    p.customer ? `${o.customer ?? ''}${p.customer}` : null,
    p.street,
    cityLine(p),
    p.phone ? `${o.phone ?? ''}${fmtPhone(p.phone, o.style ?? 'paren')}` : null,
    p.email,
  ].filter(Boolean) as string[];
}

/** 3 when the price has a third decimal, else 2. */
const decimals = (n: number) => (Math.round(Math.abs(n) * 1000) % 10 === 0 ? 2 : 3);

// ---- 14. permit service --------------------------------------------------------------------------

const PERMIT_STATES: Array<[string, number, number]> = [
  ['TX', 60, 270],
  ['OK', 40, 160],
  ['NM', 25, 95],
  ['AZ', 15, 75],
  ['LA', 10, 120],
  ['AR', 20, 90],
  ['MS', 15, 85],
  ['KS', 20, 60],
  ['CO', 15, 90],
  ['OR', 20, 100],
];
const PERMIT_TYPES = [
  'Oversize single trip permit',
  'Overweight single trip permit',
  'OS/OW 5-day permit',
  '72-hour IRP trip permit',
  'Temporary fuel (IFTA) permit',
];
const PERMIT_NOTES = [
  'Permits are non-refundable once issued by the state. Questions about this invoice: call your account rep.',
  'State fees are passed through at cost. A late charge of 1.5% per month applies after the due date.',
  'Keep a copy of each permit in the cab for the whole trip. Service fees are taxable; state fees are not.',
];

const permitService: InvoiceLayout = {
  id: 'permit-service',
  title:
    'Permit service invoice: ISO dates, a balance forward row from the last invoice, one row per state permit (date, unit, state, type, permit number), service fee per permit, sales tax on service fees only',
  modelledOn: 'Permit and compliance services ordering trip, fuel and OS/OW permits for carriers',
  page: LETTER,
  embedFonts: true,
  build(rng) {
    const name = rng.pick([
      'Interstate Permit Desk LLC',
      'Crossroads Permit & Compliance Inc',
      'Roadready Permit Services',
    ]);
    const seller: TParty = {
      company: name,
      customer: null,
      contact: personName(rng),
      phone: phone(rng),
      email: `billing@${name
        .toLowerCase()
        .replace(/[^a-z]/g, '')
        .slice(0, 14)}.com`,
      ...place(rng, 0.6),
    };
    const buyer = carrierParty(rng, { contact: rng.chance(0.6), email: rng.chance(0.5) });
    const issue = issueDay(rng);
    const list: Array<Omit<TItem, 'amount'> & { amount?: number }> = [];
    if (rng.chance(0.6)) {
      const prev = addDays(issue, -rng.int(14, 31));
      const prevNo = `PS-${prev.y}${p2(prev.m)}-${rng.digits(4)}`;
      list.push({
        description: `${fmtDate(prev, 'iso')} Balance forward from invoice ${prevNo}`,
        quantity: null,
        unitPrice: null,
        amount: rng.money(85, 940),
        date: prev,
        code: '',
        group: 'balance',
        unit: `Balance forward from invoice ${prevNo}`,
      });
    }
    const n = rng.int(3, 9);
    const units = Array.from({ length: rng.int(1, 3) }, () => `${rng.int(101, 899)}`);
    for (let k = 0; k < n; k++) {
      const [st, lo, hi] = rng.pick(PERMIT_STATES);
      const d = addDays(issue, -rng.int(0, 12));
      const unit = rng.pick(units);
      const text = `${st} ${rng.pick(PERMIT_TYPES)} #${st}${rng.digits(8)}`;
      list.push({
        description: `${fmtDate(d, 'iso')} ${unit} ${text}`,
        quantity: 1,
        unitPrice: round2(rng.int(lo, hi) + rng.pick([0, 0, 0.5, 0.75])),
        date: d,
        code: unit,
        group: 'state',
        unit: text,
      });
    }
    list.sort((a, b) =>
      a.group === 'balance'
        ? -1
        : b.group === 'balance'
          ? 1
          : fmtDate(a.date as Day, 'iso').localeCompare(fmtDate(b.date as Day, 'iso')),
    );
    const fee = rng.pick([15, 18.5, 22, 25]);
    list.push({
      description: 'Permit service fee (per permit)',
      quantity: n,
      unitPrice: fee,
      group: 'service',
      code: '',
      unit: 'Permit service fee (per permit)',
    });
    if (rng.chance(0.4))
      list.push({
        description: 'Route survey / after-hours order',
        quantity: 1,
        unitPrice: rng.pick([35, 45, 60]),
        group: 'service',
        code: '',
        unit: 'Route survey / after-hours order',
      });
    const its = items(list);
    const subtotal = sumOf(its);
    const taxRate = rng.pick([0.06, 0.0625, 0.07]);
    const taxBase = sumOf(its.filter((i) => i.group === 'service'));
    const tax = round2(taxBase * taxRate);
    return {
      number: `PS-${issue.y}${p2(issue.m)}-${rng.digits(4)}`,
      status: null,
      issue,
      due: addDays(issue, rng.pick([10, 15, 30])),
      seller,
      buyer,
      items: its,
      subtotal,
      tax,
      taxRate,
      shipping: null,
      discount: null,
      total: round2(subtotal + tax),
      notes: rng.pick(PERMIT_NOTES),
      extra: { account: `C-${rng.digits(5)}`, dot: rng.pick(CARRIERS).dot },
    };
  },
  draw(s, inv) {
    const m = 40;
    const W = s.width - 2 * m;
    s.rect(m, 30, W, 4, { fill: '#1f4e79' });
    s.text(inv.seller.company ?? '', m, 44, { font: 'condensed-bold', size: 17, color: '#1f4e79' });
    para(
      s,
      [
        address(inv.seller),
        `${fmtPhone(inv.seller.phone ?? '', 'dash')}  |  ${inv.seller.email}`,
        `Your account rep: ${inv.seller.contact}`,
      ].join('\n'),
      m,
      66,
      300,
      { font: 'condensed', size: 8.5 },
    );
    rightText(s, 'INVOICE', 44, s.width - m, { font: 'condensed-bold', size: 20 });
    const meta: Array<[string, string]> = [
      ['Invoice No.', inv.number ?? ''],
      ['Invoice Date', fmtDate(inv.issue, 'iso')],
      ['Due Date', inv.due ? fmtDate(inv.due, 'iso') : ''],
      ['Account', inv.extra.account ?? ''],
    ];
    meta.forEach(([l, v], k) => {
      s.text(l, 400, 72 + k * 13, { font: 'condensed', size: 8.5, color: '#555555' });
      rightText(s, v, 72 + k * 13, s.width - m, { font: 'condensed-bold', size: 8.5 });
    });
    s.text('BILL TO', m, 140, { font: 'condensed-bold', size: 8, color: '#1f4e79' });
    para(s, lines(inv.buyer, { attn: 'Attn:' }).join('\n'), m, 152, 260, {
      font: 'condensed',
      size: 9,
    });
    s.text(`USDOT ${inv.extra.dot}`, 330, 152, { font: 'condensed', size: 8.5 });
    const rows = inv.items.map((i) => [
      i.group === 'service' ? '' : fmtDate(i.date as Day, 'iso'),
      i.code ?? '',
      i.unit ?? i.description,
      i.quantity === null ? '' : String(i.quantity),
      i.unitPrice === null ? '' : plain(i.unitPrice),
      plain(i.amount),
    ]);
    let y =
      table(
        s,
        m,
        250,
        [
          { header: 'Date', width: 66 },
          { header: 'Unit', width: 40 },
          { header: 'Description', width: 250 },
          { header: 'Qty', width: 40, align: 'right' },
          { header: 'Rate', width: 66, align: 'right' },
          { header: 'Amount', width: 70, align: 'right' },
        ],
        rows,
        {
          font: 'condensed',
          bold: 'condensed-bold',
          size: 8.5,
          headerFill: '#1f4e79',
          headerColor: '#ffffff',
          zebra: '#eef3f8',
        },
      ) + 10;
    const tx = 360;
    const tw = s.width - m - tx;
    const tot: Array<[string, string, boolean]> = [
      ['Subtotal', plain(inv.subtotal), false],
      [
        `Sales tax on service fees ${((inv.taxRate ?? 0) * 100).toFixed(2)}%`,
        plain(inv.tax),
        false,
      ],
      ['Total Amount Due', money(inv.total), true],
    ];
    for (const [l, v, b] of tot) {
      s.text(l, tx, y, { font: b ? 'condensed-bold' : 'condensed', size: 9 });
      rightText(s, v, y, s.width - m, { font: b ? 'condensed-bold' : 'condensed', size: 9 });
      y += 14;
    }
    s.line(tx, y - 16, tx + tw, y - 16, 0.5);
    y += 10;
    s.text('Notes', m, y, { font: 'condensed-bold', size: 8.5 });
    para(s, inv.notes ?? '', m, y + 12, W, { font: 'condensed', size: 8.5 });
  },
};

// ---- 15. truck-stop charge invoice ---------------------------------------------------------------

const STOP_NAMES = [
  'Prairie Star Travel Plaza #214',
  'Crossroads Truck Stop & Diner',
  'Big Rig Fuel Center #38',
  'Red Mesa Travel Center',
];
const STORE_ITEMS: Array<[string, number]> = [
  ['Engine oil 15W-40 1 gal', 24.99],
  ['Wiper blades 22 in', 18.49],
  ['Glad hand seal kit', 6.99],
  ['Ratchet strap 2 in x 27 ft', 21.99],
  ['Coolant ELC 50/50 1 gal', 16.79],
];

const truckStopCharge: InvoiceLayout = {
  id: 'truck-stop-charge',
  title:
    'Truck-stop charge-account invoice: tractor and reefer diesel, DEF, gallons and prices to 3 decimals, per-gallon fleet discounts as negative lines, store items taxed, totals with "USD" after the amount',
  modelledOn: 'Independent truck stops billing fleets on a house charge account',
  page: LETTER,
  embedFonts: true,
  build(rng) {
    const seller: TParty = {
      company: rng.pick(STOP_NAMES),
      customer: null,
      contact: null,
      phone: phone(rng),
      email: null,
      ...place(rng, 0),
    };
    if (rng.chance(0.5))
      seller.email = `fleetbilling@${(seller.company ?? '')
        .toLowerCase()
        .replace(/[^a-z]/g, '')
        .slice(0, 12)}.com`;
    const buyer = carrierParty(rng, { email: rng.chance(0.4) });
    buyer.customer = personName(rng);
    const list: Array<Omit<TItem, 'amount'>> = [];
    const dg = rng.money(85, 215, 3);
    list.push({
      description: `Tractor diesel #2 pump ${p2(rng.int(1, 16))}`,
      quantity: dg,
      unitPrice: rng.money(3.459, 4.299, 3),
      group: 'fuel',
    });
    list.push({
      description: 'Fleet discount diesel (per gal)',
      quantity: dg,
      unitPrice: -rng.pick([0.12, 0.185, 0.25, 0.3]),
      group: 'fuel',
    });
    if (rng.chance(0.7)) {
      const rg = rng.money(18, 64, 3);
      list.push({
        description: 'Reefer diesel (dyed, off-road)',
        quantity: rg,
        unitPrice: rng.money(3.109, 3.899, 3),
        group: 'fuel',
      });
      if (rng.chance(0.6))
        list.push({
          description: 'Fleet discount reefer (per gal)',
          quantity: rg,
          unitPrice: -rng.pick([0.08, 0.1, 0.15]),
          group: 'fuel',
        });
    }
    if (rng.chance(0.85))
      list.push({
        description: 'DEF bulk',
        quantity: rng.money(4, 15, 3),
        unitPrice: rng.money(3.799, 4.599, 3),
        group: 'fuel',
      });
    const store = rng.chance(0.75) ? rng.shuffle(STORE_ITEMS).slice(0, rng.int(1, 2)) : [];
    for (const [d, p] of store)
      list.push({ description: d, quantity: rng.int(1, 2), unitPrice: p, group: 'store' });
    if (rng.chance(0.5))
      list.push({ description: 'CAT scale weigh', quantity: 1, unitPrice: 14.5, group: 'svc' });
    const its = items(list);
    const subtotal = sumOf(its);
    const taxRate = store.length ? rng.pick([0.065, 0.0825, 0.09]) : null;
    const tax = taxRate ? round2(sumOf(its.filter((i) => i.group === 'store')) * taxRate) : null;
    const issue = issueDay(rng);
    const terms = rng.pick([7, 10, 15]);
    return {
      number: `CH${rng.digits(7)}`,
      status: rng.chance(0.5) ? 'Unpaid' : null,
      issue,
      due: addDays(issue, terms),
      seller,
      buyer,
      items: its,
      subtotal,
      tax,
      taxRate,
      shipping: null,
      discount: null,
      total: round2(subtotal + (tax ?? 0)),
      notes: null,
      extra: {
        terms: `Net ${terms}`,
        acct: `${rng.digits(6)}`,
        truck: `${rng.int(100, 999)}`,
        trailer: `${rng.int(5300, 5399)}`,
        odo: `${rng.int(180000, 690000)}`,
        time: `${p2(rng.int(0, 23))}:${p2(rng.int(0, 59))}`,
      },
    };
  },
  draw(s, inv) {
    const m = 36;
    s.rect(0, 0, s.width, 74, { fill: '#2b2b2b' });
    s.text(inv.seller.company ?? '', m, 18, { font: 'dejavu-bold', size: 15, color: '#ffd23f' });
    s.text(
      [inv.seller.street, cityLine(inv.seller), fmtPhone(inv.seller.phone ?? '', 'dot')].join(
        ' · ',
      ),
      m,
      42,
      { font: 'dejavu', size: 8, color: '#ffffff' },
    );
    if (inv.seller.email)
      s.text(inv.seller.email, m, 54, { font: 'dejavu', size: 8, color: '#ffffff' });
    rightText(s, 'CHARGE INVOICE', 22, s.width - m, {
      font: 'dejavu-bold',
      size: 12,
      color: '#ffffff',
    });
    let y = 92;
    const grid: Array<[string, string]> = [
      ['Invoice', inv.number ?? ''],
      ['Txn date', `${dMonY(inv.issue)} ${inv.extra.time}`],
      ['Terms', inv.extra.terms ?? ''],
      ['Due', inv.due ? dMonY(inv.due) : ''],
      ['House acct', inv.extra.acct ?? ''],
      ['Driver', inv.buyer.customer ?? ''],
      ['Truck / Trailer', `${inv.extra.truck} / ${inv.extra.trailer}`],
      ['Odometer', inv.extra.odo ?? ''],
    ];
    grid.forEach(([l, v], k) => {
      const x = 330 + (k % 2) * 125;
      const yy = y + Math.floor(k / 2) * 26;
      s.text(l.toUpperCase(), x, yy, { font: 'dejavu', size: 6.5, color: '#666666' });
      s.text(v, x, yy + 9, { font: 'dejavu-bold', size: 8.5 });
    });
    s.text('CHARGE TO', m, y, { font: 'dejavu', size: 6.5, color: '#666666' });
    const b = inv.buyer;
    para(
      s,
      [b.company, b.street, cityLine(b), b.phone ? fmtPhone(b.phone, 'dash') : null, b.email]
        .filter(Boolean)
        .join('\n'),
      m,
      y + 10,
      260,
      { font: 'dejavu', size: 9 },
    );
    y = 210;
    if (inv.status === 'Unpaid')
      s.text('PAYMENT STATUS: UNPAID', m, y - 16, {
        font: 'dejavu-bold',
        size: 8,
        color: '#b03a2e',
      });
    y =
      table(
        s,
        m,
        y,
        [
          { header: 'Product', width: 250 },
          { header: 'Gal / Qty', width: 80, align: 'right' },
          { header: 'Price', width: 80, align: 'right' },
          { header: 'Amount', width: 130, align: 'right' },
        ],
        inv.items.map((i) => [
          i.description,
          i.group === 'fuel' ? (i.quantity ?? 0).toFixed(3) : String(i.quantity),
          i.group === 'fuel' ? (i.unitPrice ?? 0).toFixed(3) : plain(i.unitPrice),
          plain(i.amount),
        ]),
        { font: 'dejavu', bold: 'dejavu-bold', size: 8.5, grid: true, headerFill: '#ffd23f' },
      ) + 12;
    const rows: Array<[string, string, boolean]> = [['Subtotal', usd(inv.subtotal ?? 0), false]];
    if (inv.tax !== null)
      rows.push([
        `Sales tax (merchandise) ${((inv.taxRate ?? 0) * 100).toFixed(2)}%`,
        usd(inv.tax),
        false,
      ]);
    rows.push(['TOTAL DUE', usd(inv.total), true]);
    for (const [l, v, bb] of rows) {
      s.text(l, 330, y, { font: bb ? 'dejavu-bold' : 'dejavu', size: 9 });
      rightText(s, v, y, s.width - m, { font: bb ? 'dejavu-bold' : 'dejavu', size: 9 });
      y += 15;
    }
    s.text('Driver signature: ______________________', m, y + 20, { font: 'dejavu', size: 8 });
    s.text('Fuel prices include federal and state excise taxes.', m, y + 40, {
      font: 'dejavu',
      size: 7,
      color: '#666666',
    });
  },
};

// ---- 16. roadside mechanic -----------------------------------------------------------------------

const MECH_SHOPS = [
  "Ray's Roadside Diesel",
  'Twin Oaks Mobile Truck Repair',
  'Dutch Mobile Diesel Service',
  'Mile Marker Truck Repair',
];
const MECH_JOBS: Array<[string, Array<[string, number, number]>]> = [
  [
    'Replace alternator, test charging system',
    [
      ['Alternator 12V 160A reman', 289, 365],
      ['Serpentine belt', 42, 68],
    ],
  ],
  [
    'Replace leaking air line to trailer, check brakes',
    [
      ['Air hose 3/8 x 15 ft', 34, 48],
      ['Brass fittings', 9, 16],
    ],
  ],
  [
    'Diagnose no start, replace starter',
    [
      ['Starter motor reman', 240, 330],
      ['Battery cable end', 8, 14],
    ],
  ],
  [
    'Replace brake chamber axle 2 left, adjust slack',
    [
      ['Brake chamber 30/30', 58, 79],
      ['Clevis pin kit', 7, 12],
    ],
  ],
];
const ROADS = ['I-40', 'I-30', 'I-20', 'I-35', 'I-44', 'US-287', 'I-10', 'I-70'];

const roadsideMechanic: InvoiceLayout = {
  id: 'roadside-mechanic',
  title:
    'Roadside mechanic bill written by hand: italic script on a ruled form, few labels (No., Date, To), call-out, labour in "2.5 hr", parts, mileage, total only, PAID with check number on some',
  modelledOn: 'One-truck mobile diesel mechanics doing roadside breakdown calls',
  page: LETTER,
  embedFonts: false,
  build(rng) {
    const name = rng.pick(MECH_SHOPS);
    const pl = place(rng, 0);
    const seller: TParty = {
      company: name,
      customer: null,
      contact: null,
      phone: phone(rng),
      email: rng.chance(0.5)
        ? `${name
            .toLowerCase()
            .replace(/[^a-z]/g, '')
            .slice(0, 14)}@gmail.com`
        : null,
      street: null,
      city: pl.city,
      state: pl.state,
      zip: pl.zip,
    };
    const buyer = carrierParty(rng);
    if (rng.chance(0.5)) buyer.email = null;
    buyer.customer = rng.chance(0.6) ? personName(rng) : null;
    const [job, parts] = rng.pick(MECH_JOBS);
    const road = rng.pick(ROADS);
    const list: Array<Omit<TItem, 'amount'>> = [
      {
        description: `Road call ${road} MM ${rng.int(2, 380)} ${rng.pick(['EB', 'WB', 'NB', 'SB'])}`,
        quantity: 1,
        unitPrice: rng.pick([150, 175, 195, 225]),
        unit: '',
      },
      {
        description: `Labor - ${job}`,
        quantity: rng.pick([1, 1.5, 2, 2.5, 3, 3.5]),
        unitPrice: rng.pick([110, 125, 135, 145]),
        unit: 'hr',
      },
    ];
    for (const [p, lo, hi] of parts)
      list.push({ description: p, quantity: 1, unitPrice: rng.int(lo, hi), unit: '' });
    list.push({
      description: 'Mileage round trip',
      quantity: rng.int(18, 96),
      unitPrice: rng.pick([2, 2.5, 3]),
      unit: 'mi',
    });
    if (rng.chance(0.35))
      list.push({
        description: 'After hours / weekend',
        quantity: 1,
        unitPrice: rng.pick([75, 100]),
        unit: '',
      });
    const its = items(list);
    const total = sumOf(its);
    const paid = rng.chance(0.5);
    return {
      number: `${rng.int(1100, 2999)}`,
      status: paid ? 'Paid' : null,
      issue: issueDay(rng),
      due: null,
      seller,
      buyer,
      items: its,
      subtotal: null,
      tax: null,
      taxRate: null,
      shipping: null,
      discount: null,
      total,
      notes: rng.pick([
        'Thank you! 90 day warranty on parts and labor.',
        'Parts warranty through the maker only. Thanks for the call.',
        'Thanks - call anytime, 24/7 roadside.',
      ]),
      extra: { check: paid ? `${rng.int(1001, 9999)}` : '', unit: `${rng.int(100, 999)}` },
    };
  },
  draw(s, inv) {
    const m = 54;
    const hand = { font: 'serif-italic' as const, size: 12, color: '#1a2a6c' };
    s.text(inv.seller.company ?? '', m, 40, { font: 'serif-bold', size: 20 });
    s.text(
      `${cityLine(inv.seller)}   ${fmtPhone(inv.seller.phone ?? '', 'dash')}${inv.seller.email ? `   ${inv.seller.email}` : ''}`,
      m,
      66,
      { font: 'serif', size: 10 },
    );
    s.line(m, 84, s.width - m, 84, 1.2);
    s.text('No.', 400, 96, { font: 'serif', size: 10 });
    s.text(inv.number ?? '', 425, 94, { ...hand, size: 14, color: '#b22222' });
    s.text('Date', 400, 116, { font: 'serif', size: 10 });
    s.text(monDY(inv.issue), 432, 114, hand);
    s.text('To', m, 96, { font: 'serif', size: 10 });
    const b = inv.buyer;
    const to = [
      b.company,
      b.street,
      cityLine(b),
      b.phone ? fmtPhone(b.phone, 'dash') : null,
      b.email,
      b.customer ? `driver ${b.customer}` : null,
      `truck #${inv.extra.unit}`,
    ].filter(Boolean) as string[];
    to.forEach((l, k) => {
      s.text(l, m + 24, 94 + k * 16, hand);
    });
    let y = 94 + to.length * 16 + 18;
    // ruled form: a faint line per row, column rules
    const cols = [m, m + 300, m + 370, m + 430, s.width - m];
    s.text('Qty', cols[1] ?? 0, y, { font: 'serif', size: 9, align: 'right', width: 60 });
    s.text('Rate', cols[2] ?? 0, y, { font: 'serif', size: 9, align: 'right', width: 54 });
    y += 14;
    s.line(m, y, s.width - m, y, 0.8);
    for (const i of inv.items) {
      const dl = para(s, i.description, m + 2, y + 4, 290, { ...hand, size: 11.5, leading: 15 });
      const qty = i.unit ? `${i.quantity} ${i.unit}` : String(i.quantity);
      s.text(qty, cols[1] ?? 0, y + 4, { ...hand, size: 11.5, align: 'right', width: 60 });
      s.text(plain(i.unitPrice), cols[2] ?? 0, y + 4, {
        ...hand,
        size: 11.5,
        align: 'right',
        width: 54,
      });
      s.text(plain(i.amount), cols[3] ?? 0, y + 4, {
        ...hand,
        size: 11.5,
        align: 'right',
        width: (cols[4] ?? 0) - (cols[3] ?? 0) - 4,
      });
      y = Math.max(dl, y + 19) + 2;
      s.line(m, y, s.width - m, y, 0.4, '#9db3d1');
    }
    y += 14;
    s.text('Total', cols[2] ?? 0, y, { font: 'serif-bold', size: 12 });
    s.text(money(inv.total), cols[3] ?? 0, y - 2, {
      ...hand,
      size: 14,
      align: 'right',
      width: (cols[4] ?? 0) - (cols[3] ?? 0) - 4,
    });
    s.line(cols[3] ?? 0, y + 16, s.width - m, y + 16, 0.8);
    s.line(cols[3] ?? 0, y + 19, s.width - m, y + 19, 0.8);
    y += 40;
    if (inv.status === 'Paid') {
      s.text(`PAID  ck #${inv.extra.check}`, m + 10, y, {
        font: 'serif-italic',
        size: 20,
        color: '#b22222',
      });
      y += 34;
    }
    s.text(inv.notes ?? '', m, y, hand);
  },
};

// ---- 17. Canadian carrier invoice in CAD ---------------------------------------------------------

const CA_PLACES: Array<{ city: string; state: string; zip: string; area: string; tax: string }> = [
  { city: 'Mississauga', state: 'ON', zip: 'L5T 2N7', area: '905', tax: 'HST 13%' },
  { city: 'Brampton', state: 'ON', zip: 'L6T 5B4', area: '905', tax: 'HST 13%' },
  { city: 'Cambridge', state: 'ON', zip: 'N1R 7L2', area: '519', tax: 'HST 13%' },
  { city: 'Winnipeg', state: 'MB', zip: 'R2J 4G7', area: '204', tax: 'GST 5%' },
  { city: 'Calgary', state: 'AB', zip: 'T2C 4L9', area: '403', tax: 'GST 5%' },
  { city: 'Edmonton', state: 'AB', zip: 'T6E 5V8', area: '780', tax: 'GST 5%' },
  { city: 'Regina', state: 'SK', zip: 'S4N 6E1', area: '306', tax: 'GST 5%' },
];
const CA_STREETS = [
  'Tomken Rd',
  'Steeles Ave E',
  'Shawson Dr',
  'Plessis Rd',
  'Barlow Trail SE',
  '76 Ave NW',
  'Fleet St',
  'Dunlop Dr',
];

function caParty(rng: Rng, name: string): TParty & { tax: string } {
  const pl = rng.pick(CA_PLACES);
  return {
    company: name,
    customer: null,
    contact: null,
    phone: `${pl.area}${rng.int(2, 9)}${rng.digits(2)}${rng.digits(4)}`,
    email: null,
    street: `${rng.int(10, 9999)} ${rng.pick(CA_STREETS)}${rng.chance(0.3) ? `, Unit ${rng.int(2, 40)}` : ''}`,
    city: pl.city,
    state: pl.state,
    zip: pl.zip,
    tax: pl.tax,
  };
}

const cadFreight: InvoiceLayout = {
  id: 'cad-freight',
  title:
    'Canadian carrier invoice to a Canadian broker: dates DD/MM/YYYY with the format printed in the label, amounts in CAD, GST or HST line, detention in "2.5 hr", load and PRO numbers',
  modelledOn: 'Canadian carriers invoicing brokers for domestic moves (GST/HST registered)',
  page: LETTER,
  embedFonts: false,
  build(rng) {
    const sName = rng.pick([
      'Maple Ridge Transport Ltd',
      'Northern Lakes Carriers Inc',
      'Trans-Shield Freightways Ltd',
      'Prairie Crossing Haulage Ltd',
    ]);
    const sp = caParty(rng, sName);
    const seller: TParty = { ...sp };
    delete (seller as Partial<typeof sp>).tax;
    seller.email = `ar@${sName
      .toLowerCase()
      .replace(/[^a-z]/g, '')
      .slice(0, 12)}.ca`;
    const { tax: taxLabel, ...buyer } = caParty(
      rng,
      rng.pick([
        'Lakeshore Freight Brokers Inc',
        'Borealis Logistics Ltd',
        'True North Freight Solutions',
      ]),
    );
    buyer.contact = personName(rng);
    buyer.email = rng.chance(0.6) ? 'carrierpayables@borealisfreight.ca' : null;
    const origin = rng.pick(CA_PLACES);
    const dest = rng.pick(CA_PLACES.filter((p) => p.city !== origin.city));
    const lh = round2(rng.int(36, 190) * 25);
    const fsc = rng.pick([28, 31.5, 34, 36.5]);
    const list: Array<Omit<TItem, 'amount'>> = [
      {
        description: `Linehaul ${origin.city} ${origin.state} - ${dest.city} ${dest.state}`,
        quantity: 1,
        unitPrice: lh,
        unit: '',
      },
      {
        description: `Fuel surcharge (${fsc}% of linehaul)`,
        quantity: 1,
        unitPrice: round2((lh * fsc) / 100),
        unit: '',
      },
    ];
    if (rng.chance(0.6))
      list.push({
        description: 'Detention at consignee (2 hr free)',
        quantity: rng.pick([1, 1.5, 2.5, 3, 4.5]),
        unitPrice: rng.pick([65, 75, 85]),
        unit: 'hr',
      });
    if (rng.chance(0.4))
      list.push({ description: 'Tailgate delivery', quantity: 1, unitPrice: 125, unit: '' });
    if (rng.chance(0.3))
      list.push({
        description: 'Extra stop',
        quantity: 1,
        unitPrice: rng.pick([100, 150]),
        unit: '',
      });
    const its = items(list);
    const subtotal = sumOf(its);
    const taxRate = taxLabel === 'HST 13%' ? 0.13 : 0.05;
    const tax = round2(subtotal * taxRate);
    const issue = issueDay(rng);
    return {
      number: `${rng.pick(['MRT', 'INV', 'NL'])}${rng.int(20000, 89999)}`,
      status: null,
      issue,
      due: addDays(issue, 30),
      seller,
      buyer,
      items: its,
      subtotal,
      tax,
      taxRate,
      shipping: null,
      discount: null,
      total: round2(subtotal + tax),
      notes: rng.pick([
        'All amounts in Canadian dollars. Please quote our invoice number with your payment.',
        'Payment by EFT in CAD within 30 days. Interest of 2% per month on overdue accounts.',
      ]),
      currency: 'CAD',
      extra: {
        taxLabel,
        reg: `${rng.digits(5)} ${rng.digits(4)} RT0001`,
        load: `${rng.digits(7)}`,
        pro: `${rng.digits(6)}`,
        ship: dmy(addDays(issue, -rng.int(2, 6))),
      },
    };
  },
  draw(s, inv) {
    const m = 50;
    s.text(inv.seller.company ?? '', m, 40, { font: 'sans-bold', size: 16 });
    para(
      s,
      [
        inv.seller.street,
        cityLine(inv.seller),
        `Tel. ${fmtPhone(inv.seller.phone ?? '', 'dot')}`,
        inv.seller.email,
        `GST/HST Reg. No. ${inv.extra.reg}`,
      ]
        .filter(Boolean)
        .join('\n'),
      m,
      62,
      260,
      { font: 'sans', size: 9 },
    );
    s.rect(360, 36, s.width - m - 360, 104, { stroke: '#333333', lineWidth: 0.8 });
    s.text('INVOICE / FACTURE', 370, 44, { font: 'sans-bold', size: 12 });
    const meta: Array<[string, string]> = [
      ['Invoice No.', inv.number ?? ''],
      ['Invoice date (DD/MM/YYYY)', dmy(inv.issue)],
      ['Due date (DD/MM/YYYY)', inv.due ? dmy(inv.due) : ''],
      ['Load / PRO', `${inv.extra.load} / ${inv.extra.pro}`],
    ];
    meta.forEach(([l, v], k) => {
      s.text(l, 370, 66 + k * 17, { font: 'sans', size: 8 });
      rightText(s, v, 66 + k * 17, s.width - m - 8, { font: 'sans-bold', size: 8.5 });
    });
    s.text('Bill to', m, 160, { font: 'sans-bold', size: 9 });
    para(
      s,
      lines(inv.buyer, { attn: 'Attention:', phone: 'Tel. ', style: 'dot' }).join('\n'),
      m,
      174,
      260,
      {
        font: 'sans',
        size: 9,
      },
    );
    s.text('Shipped (DD/MM/YYYY)', 360, 160, { font: 'sans-bold', size: 9 });
    s.text(inv.extra.ship ?? '', 360, 174, { font: 'sans', size: 9 });
    let y =
      table(
        s,
        m,
        270,
        [
          { header: 'Description', width: 292 },
          { header: 'Qty', width: 60, align: 'right' },
          { header: 'Rate (CAD)', width: 80, align: 'right' },
          { header: 'Amount (CAD)', width: 80, align: 'right' },
        ],
        inv.items.map((i) => [
          i.description,
          i.unit ? `${i.quantity} ${i.unit}` : String(i.quantity),
          plain(i.unitPrice),
          plain(i.amount),
        ]),
        { size: 9, headerFill: '#d9e2ec', grid: true },
      ) + 10;
    const rows: Array<[string, string, boolean]> = [
      ['Subtotal', plain(inv.subtotal), false],
      [inv.extra.taxLabel ?? '', plain(inv.tax), false],
      ['TOTAL CAD', `$${plain(inv.total)}`, true],
    ];
    for (const [l, v, b] of rows) {
      s.text(l, 380, y, { font: b ? 'sans-bold' : 'sans', size: 9.5 });
      rightText(s, v, y, s.width - m - 3, { font: b ? 'sans-bold' : 'sans', size: 9.5 });
      y += 15;
    }
    y += 16;
    s.text('Terms: Net 30', m, y, { font: 'sans-bold', size: 9 });
    para(s, inv.notes ?? '', m, y + 14, s.width - 2 * m, { font: 'sans', size: 9 });
  },
};

// ---- 18. parts distributor, two pages with page subtotals ----------------------------------------

const HD_PARTS: Array<[string, string, number, number, number]> = [
  // prefix, description, price lo, price hi, decimals of the unit price
  ['FLT', 'Fuel filter spin-on', 11, 29, 3],
  ['FLT', 'Oil filter full-flow', 14, 36, 3],
  ['FLT', 'Air dryer cartridge', 38, 72, 2],
  ['LGT', 'LED marker lamp amber 2 in', 2, 6, 3],
  ['LGT', 'LED stop/tail lamp 4 in red', 9, 24, 3],
  ['LGT', 'Pigtail 3-wire', 3, 8, 3],
  ['BRK', 'Brake shoe kit 16.5 x 7', 62, 118, 2],
  ['BRK', 'Slack adjuster automatic', 31, 58, 2],
  ['BRK', 'Brake drum 16.5 x 7', 95, 165, 2],
  ['HWR', 'Hose clamp T-bolt 3 in', 0.6, 2.2, 3],
  ['HWR', 'Cable ties 11 in (100)', 4, 11, 3],
  ['HWR', 'Grade 8 bolt 1/2 x 2', 0.4, 1.6, 3],
  ['ELC', 'Heat shrink butt connector', 0.3, 0.9, 3],
  ['ELC', 'Battery group 31', 125, 189, 2],
  ['CHM', 'Brake parts cleaner aerosol', 3, 7, 3],
  ['CHM', 'Wheel bearing grease 14 oz', 5, 9, 3],
  ['SUS', 'Air spring assembly', 85, 160, 2],
  ['SUS', 'Shock absorber heavy duty', 42, 88, 2],
  ['TRL', 'Glad hand with seal', 6, 14, 3],
  ['TRL', 'Mud flap 24 x 30', 12, 26, 2],
  ['ENG', 'Fan belt 8PK', 28, 55, 2],
  ['ENG', 'Coolant hose 2 in x 3 ft', 18, 39, 2],
];
const UOM = ['EA', 'EA', 'EA', 'PK', 'BX', 'PR'];

const partsDistributor: InvoiceLayout = {
  id: 'parts-distributor',
  title:
    'Heavy-duty parts distributor invoice over two pages: part number and description cells, quantity with its unit ("12 EA"), unit prices to 3 decimals, page subtotal carried forward and brought forward rows, trade discount, freight and tax in the totals',
  modelledOn: 'Heavy-duty parts wholesale distributors shipping to fleet shops',
  page: LETTER,
  embedFonts: true,
  build(rng) {
    const name = rng.pick([
      'Heartland Heavy Duty Supply',
      'Keystone Truck & Trailer Parts Co',
      'Redline Fleet Parts Depot',
    ]);
    const seller: TParty = {
      company: name,
      customer: null,
      contact: personName(rng),
      phone: phone(rng),
      email: `orders@${name
        .toLowerCase()
        .replace(/[^a-z]/g, '')
        .slice(0, 12)}.com`,
      ...place(rng, 0.4),
    };
    const buyer = carrierParty(rng, { contact: true, email: rng.chance(0.5) });
    const n = rng.int(30, 40);
    const its: TItem[] = Array.from({ length: n }, () => {
      const [pre, desc, lo, hi, dec] = rng.pick(HD_PARTS);
      const code = `${pre}-${rng.digits(5)}`;
      const unitPrice = rng.money(lo, hi, dec);
      const quantity = unitPrice < 10 ? rng.int(4, 48) : rng.int(1, 6);
      return {
        description: `${code} ${desc}`,
        quantity,
        unitPrice,
        amount: round2(quantity * unitPrice),
        code,
        group: desc,
        unit: rng.pick(UOM),
      };
    });
    const subtotal = sumOf(its);
    const discPct = rng.pick([0.03, 0.05, 0.08]);
    const discount = round2(subtotal * discPct);
    const shipping = rng.chance(0.85) ? rng.money(18, 145) : null;
    const taxRate = rng.pick([0.06, 0.07, 0.0725, 0.08]);
    const tax = round2((subtotal - discount) * taxRate);
    const issue = issueDay(rng);
    return {
      number: `${rng.digits(7)}`,
      status: null,
      issue,
      due: addDays(issue, 30),
      seller,
      buyer,
      items: its,
      subtotal,
      tax,
      taxRate,
      shipping,
      discount,
      total: round2(subtotal - discount + (shipping ?? 0) + tax),
      notes:
        'Returns within 30 days with this invoice; electrical parts are not returnable. Restocking fee 15%.',
      extra: {
        discPct: String(Math.round(discPct * 100)),
        po: `PO ${rng.digits(5)}`,
        order: `SO-${rng.digits(6)}`,
        via: rng.pick(['Our truck', 'LTL collect', 'Customer pickup', 'UPS Ground']),
      },
    };
  },
  draw(s, inv) {
    const m = 36;
    const W = s.width - 2 * m;
    const first = Math.min(inv.items.length - 6, 24);
    const pageFoot = (p: number) =>
      s.text(`Invoice ${inv.number}  -  Page ${p} of 2`, 0, s.height - 30, {
        font: 'narrow',
        size: 8,
        align: 'center',
        width: s.width,
      });
    s.text(inv.seller.company ?? '', m, 34, { font: 'narrow-bold', size: 18 });
    para(
      s,
      [
        address(inv.seller),
        `Phone ${fmtPhone(inv.seller.phone ?? '', 'paren')}   ${inv.seller.email}`,
      ].join('\n'),
      m,
      56,
      330,
      { font: 'narrow', size: 9 },
    );
    rightText(s, 'INVOICE', 34, s.width - m, { font: 'narrow-bold', size: 18 });
    const meta: Array<[string, string]> = [
      ['Invoice #', inv.number ?? ''],
      ['Invoice Date', fmtDate(inv.issue, 'mdy')],
      ['Due Date', inv.due ? fmtDate(inv.due, 'mdy') : ''],
      ['Sales Order', inv.extra.order ?? ''],
      ['Customer PO', inv.extra.po ?? ''],
      ['Salesperson', inv.seller.contact ?? ''],
      ['Ship Via', inv.extra.via ?? ''],
    ];
    meta.forEach(([l, v], k) => {
      s.text(l, 410, 58 + k * 12, { font: 'narrow', size: 8.5 });
      rightText(s, v, 58 + k * 12, s.width - m, { font: 'narrow-bold', size: 8.5 });
    });
    s.text('SOLD TO', m, 100, { font: 'narrow-bold', size: 8.5 });
    para(s, lines(inv.buyer, { attn: 'Attn:' }).join('\n'), m, 112, 250, {
      font: 'narrow',
      size: 9,
    });
    const cols = [
      { header: 'Part No.', width: 80 },
      { header: 'Description', width: 250 },
      { header: 'Qty', width: 60, align: 'right' as const },
      { header: 'Unit Price', width: 75, align: 'right' as const },
      { header: 'Ext. Price', width: W - 465, align: 'right' as const },
    ];
    const row = (i: TItem) => [
      i.code ?? '',
      i.group ?? '',
      `${i.quantity} ${i.unit}`,
      (i.unitPrice ?? 0).toFixed(decimals(i.unitPrice ?? 0)),
      plain(i.amount),
    ];
    const style = {
      font: 'narrow' as const,
      bold: 'narrow-bold' as const,
      size: 8.5,
      headerFill: '#dddddd',
      bottom: s.height - 20,
    };
    const p1 = inv.items.slice(0, first);
    const p1sum = sumOf(p1);
    table(
      s,
      m,
      215,
      cols,
      [
        ...p1.map(row),
        { span: 'Page 1 subtotal - carried forward', bold: true, right: plain(p1sum) },
      ],
      style,
    );
    pageFoot(1);
    s.newPage();
    s.text(`${inv.seller.company}  -  Invoice ${inv.number} (continued)`, m, 36, {
      font: 'narrow-bold',
      size: 10,
    });
    let y =
      table(
        s,
        m,
        60,
        cols,
        [
          { span: 'Brought forward from page 1', bold: true, right: plain(p1sum) },
          ...inv.items.slice(first).map(row),
        ],
        style,
      ) + 12;
    const tx = 380;
    const rows: Array<[string, string, boolean]> = [
      ['Merchandise subtotal', plain(inv.subtotal), false],
      [`Less trade discount ${inv.extra.discPct}%`, `-${plain(inv.discount)}`, false],
    ];
    if (inv.shipping !== null) rows.push(['Freight', plain(inv.shipping), false]);
    rows.push([`Sales tax ${((inv.taxRate ?? 0) * 100).toFixed(3)}%`, plain(inv.tax), false]);
    rows.push(['INVOICE TOTAL', money(inv.total), true]);
    for (const [l, v, b] of rows) {
      s.text(l, tx, y, { font: b ? 'narrow-bold' : 'narrow', size: 9.5 });
      rightText(s, v, y, s.width - m, { font: b ? 'narrow-bold' : 'narrow', size: 9.5 });
      y += 14;
    }
    para(s, inv.notes ?? '', m, y + 14, W, { font: 'narrow', size: 8.5 });
    pageFoot(2);
  },
};

// ---- 19. ELD / telematics subscription -----------------------------------------------------------

const eldSubscription: InvoiceLayout = {
  id: 'eld-subscription',
  title:
    'ELD and telematics subscription invoice: billing period, per-vehicle plan lines, proration lines with 3-decimal unit prices, a negative credit line, plan discount, shipping for hardware, state/county/city tax lines with a tax total, paid by card or amount due',
  modelledOn: 'ELD, GPS and dash-camera subscription providers billing small fleets monthly',
  page: LETTER,
  embedFonts: true,
  build(rng) {
    const name = rng.pick([
      'Gridline Telematics Inc',
      'Waypoint Fleet Systems LLC',
      'Axlelogic ELD Inc',
    ]);
    const seller: TParty = {
      company: name,
      customer: null,
      contact: null,
      phone: phone(rng),
      email: `billing@${name
        .toLowerCase()
        .replace(/[^a-z]/g, '')
        .slice(0, 10)}.io`,
      ...place(rng, 1),
    };
    const buyer = carrierParty(rng, { contact: true, email: true });
    const issue = issueDay(rng);
    const pStart: Day = { y: issue.y, m: issue.m, d: 1 };
    const days = new Date(Date.UTC(issue.y, issue.m, 0)).getUTCDate();
    const pEnd: Day = { y: issue.y, m: issue.m, d: days };
    const units = rng.int(6, 42);
    const plan = rng.pick([29.95, 34.99, 39]);
    const list: Array<Omit<TItem, 'amount'>> = [
      {
        description: `ELD + GPS Pro plan ${monDY(pStart)} - ${monDY(pEnd)}`,
        quantity: units,
        unitPrice: plan,
      },
    ];
    if (rng.chance(0.6))
      list.push({
        description: `Road-facing dash camera add-on ${monDY(pStart)} - ${monDY(pEnd)}`,
        quantity: rng.int(2, units),
        unitPrice: rng.pick([14.95, 19.95]),
      });
    const act = addDays(pStart, rng.int(4, days - 5));
    const left = days - act.d + 1;
    const added = rng.int(1, 3);
    list.push({
      description: `Proration: ${added} vehicle${added > 1 ? 's' : ''} activated ${monDY(act)} (${left} of ${days} days)`,
      quantity: added,
      unitPrice: Math.round((plan * left * 1000) / days) / 1000,
    });
    if (rng.chance(0.6)) {
      const off = addDays(pStart, rng.int(2, days - 8));
      const rest = days - off.d;
      list.push({
        description: `Credit: unit ${rng.int(100, 999)} deactivated ${monDY(off)} (${rest} unused days)`,
        quantity: 1,
        unitPrice: -Math.round((plan * rest * 1000) / days) / 1000,
      });
    }
    const hw = rng.chance(0.45);
    if (hw)
      list.push({
        description: 'Replacement ELD device with OBD-II cable',
        quantity: rng.int(1, 2),
        unitPrice: rng.pick([99, 149]),
      });
    const its = items(list);
    const subtotal = sumOf(its);
    const discount = rng.chance(0.6) ? round2(subtotal * 0.1) : null;
    const shipping = hw ? rng.pick([9.95, 14.5]) : null;
    const base = round2(subtotal - (discount ?? 0));
    const rates: Array<[string, number]> = [
      ['State sales tax', rng.pick([0.04, 0.045, 0.06])],
      ['County tax', rng.pick([0.005, 0.01])],
    ];
    if (rng.chance(0.6)) rates.push(['City tax', rng.pick([0.01, 0.015, 0.02])]);
    const taxLines = rates.map(([l, r]) => [l, r, round2(base * r)] as const);
    const tax = round2(taxLines.reduce((a, t) => a + t[2], 0));
    const paid = rng.chance(0.5);
    return {
      number: `${name.slice(0, 2).toUpperCase()}-${issue.y}-${rng.digits(6)}`,
      status: paid ? 'Paid' : 'Unpaid',
      issue,
      due: addDays(issue, 15),
      seller,
      buyer,
      items: its,
      subtotal,
      tax,
      taxRate: null,
      shipping,
      discount,
      total: round2(base + (shipping ?? 0) + tax),
      notes: paid
        ? 'Thank you for your payment. This invoice was charged automatically to the card on file.'
        : 'Pay online in the fleet portal or by ACH. Service may be suspended 30 days after the due date.',
      extra: {
        taxes: JSON.stringify(taxLines),
        card: `${rng.digits(4)}`,
        acct: `ACCT-${rng.digits(6)}`,
      },
    };
  },
  draw(s, inv) {
    const m = 48;
    const W = s.width - 2 * m;
    const long = (d: Day) => fmtDate(d, 'long');
    s.rect(m, 40, 26, 26, { fill: '#5b3cc4' });
    s.text(inv.seller.company ?? '', m + 36, 44, { font: 'dejavu-bold', size: 14 });
    s.text('Invoice', m, 90, { font: 'dejavu-bold', size: 22 });
    const badge = inv.status === 'Paid' ? 'PAID' : 'UNPAID';
    const bw = s.measure(badge, 'dejavu-bold', 9) + 14;
    s.rect(m + 100, 96, bw, 16, { fill: inv.status === 'Paid' ? '#1e8449' : '#b9770e' });
    s.text(badge, m + 107, 99, { font: 'dejavu-bold', size: 9, color: '#ffffff' });
    const meta: Array<[string, string]> = [
      ['Invoice number', inv.number ?? ''],
      ['Date of issue', long(inv.issue)],
      ['Date due', inv.due ? long(inv.due) : ''],
      ['Account', inv.extra.acct ?? ''],
    ];
    meta.forEach(([l, v], k) => {
      s.text(l, m, 130 + k * 14, { font: 'dejavu', size: 8.5, color: '#666666' });
      s.text(v, m + 100, 130 + k * 14, { font: 'dejavu', size: 8.5 });
    });
    const sl = [
      inv.seller.company,
      inv.seller.street,
      cityLine(inv.seller),
      fmtPhone(inv.seller.phone ?? '', 'intl'),
      inv.seller.email,
    ].filter(Boolean) as string[];
    sl.forEach((l, k) => {
      s.text(l, m, 200 + k * 12, { font: k === 0 ? 'dejavu-bold' : 'dejavu', size: 8.5 });
    });
    s.text('Bill to', 320, 186, { font: 'dejavu', size: 8.5, color: '#666666' });
    lines(inv.buyer, { attn: 'Billing contact:' }).forEach((l, k) => {
      s.text(l.trim(), 320, 200 + k * 12, { font: k === 0 ? 'dejavu-bold' : 'dejavu', size: 8.5 });
    });
    const headline =
      inv.status === 'Paid'
        ? `${money(inv.total)} paid on ${long(inv.issue)}`
        : `${money(inv.total)} due ${inv.due ? long(inv.due) : ''}`;
    s.text(headline, m, 300, { font: 'dejavu-bold', size: 15 });
    let y =
      table(
        s,
        m,
        336,
        [
          { header: 'Description', width: 300 },
          { header: 'Qty', width: 50, align: 'right' },
          { header: 'Unit price', width: 80, align: 'right' },
          { header: 'Amount', width: W - 430, align: 'right' },
        ],
        inv.items.map((i) => {
          const up = i.unitPrice ?? 0;
          const three = decimals(up) === 3;
          return [
            i.description,
            String(i.quantity),
            three ? `${up < 0 ? '-' : ''}$${Math.abs(up).toFixed(3)}` : money(up),
            money(i.amount),
          ];
        }),
        { font: 'dejavu', bold: 'dejavu', size: 8.5, padding: 4 },
      ) + 10;
    const tx = 330;
    const rows: Array<[string, string, boolean]> = [['Subtotal', money(inv.subtotal), false]];
    if (inv.discount !== null)
      rows.push(['Annual commitment discount (10%)', `-${money(inv.discount)}`, false]);
    if (inv.shipping !== null) rows.push(['Shipping', money(inv.shipping), false]);
    const taxes = JSON.parse(inv.extra.taxes ?? '[]') as Array<[string, number, number]>;
    for (const [l, r, v] of taxes)
      rows.push([
        `${l} (${(r * 100).toFixed(1)}% on ${plain(round2((inv.subtotal ?? 0) - (inv.discount ?? 0)))})`,
        money(v),
        false,
      ]);
    rows.push(['Total tax', money(inv.tax), false]);
    rows.push(['Total', money(inv.total), true]);
    if (inv.status === 'Paid')
      rows.push([`Paid - Visa ending ${inv.extra.card}`, money(inv.total), false]);
    rows.push(['Amount due', money(inv.status === 'Paid' ? 0 : inv.total), true]);
    for (const [l, v, b] of rows) {
      s.text(l, tx, y, { font: b ? 'dejavu-bold' : 'dejavu', size: 8 });
      rightText(s, v, y, s.width - m, { font: b ? 'dejavu-bold' : 'dejavu', size: 8.5 });
      y += 14;
    }
    para(s, inv.notes ?? '', m, y + 16, W, { font: 'dejavu', size: 8.5, color: '#444444' });
  },
};

export const UNSEEN_LAYOUTS: InvoiceLayout[] = [
  permitService,
  truckStopCharge,
  roadsideMechanic,
  cadFreight,
  partsDistributor,
  eldSubscription,
];
