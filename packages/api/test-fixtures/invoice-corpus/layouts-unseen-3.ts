/**
 * The fourth held-out set of invoice layouts (issue 16), written after the five layouts of
 * layouts-unseen-2.ts were measured and moved to dev. Appended to the layout list after them, so
 * every earlier document keeps its seed. Written without looking at the extractor: kinds of bills
 * a carrier receives or sends that the earlier layouts do not cover (a dispatch service's weekly
 * fee invoice at a percentage of each load's gross, a carrier's detention invoice to a broker
 * with a stop time log, a toll transponder statement with an account summary box, a DOT drug and
 * alcohol testing consortium invoice, a short-term tractor rental agreement closed out at
 * return). Names are made up.
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
  fmtInt,
  fmtPhone,
  LETTER,
  para,
  round2,
  type Surface,
  table,
} from '../shared/surface';
import {
  issueDay,
  lines,
  mail,
  money,
  p2,
  plain,
  price,
  qty,
  rightText,
  sellerParty,
  sumOf,
} from './layout-helpers';
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

const hm = (min: number) => `${p2(Math.floor(min / 60) % 24)}:${p2(min % 60)}`;

/** Totals block at the right: label/value rows, bold ones marked. Returns the y below. */
function totalsBlock(
  s: Surface,
  rows: Array<[string, string, boolean]>,
  y: number,
  x: number,
  right: number,
  font: FontName,
  bold: FontName,
): number {
  for (const [l, v, b] of rows) {
    if (!v) continue;
    s.text(l, x, y, { font: b ? bold : font, size: 9 });
    rightText(s, v, y, right, { font: b ? bold : font, size: 9 });
    y += 14;
  }
  return y;
}

const BROKERS = [
  'Cottonwood Ridge Logistics',
  'Ironbridge Freight Solutions',
  'Larkspur Transport Group',
  'Tall Pines Transportation Brokerage',
  'Penrose Valley Brokerage Inc',
];
const CITIES = [
  'Dallas, TX',
  'Atlanta, GA',
  'Joliet, IL',
  'Memphis, TN',
  'Columbus, OH',
  'Ontario, CA',
  'Laredo, TX',
  'Kansas City, MO',
  'Allentown, PA',
  'Charlotte, NC',
  'Denver, CO',
  'Phoenix, AZ',
];

// ---- 25. dispatch service weekly fee invoice ------------------------------------------------------

const DISPATCH_NOTES = [
  'Dispatch fee is deducted from the next settlement unless paid by the due date. Loads cancelled before pickup are not billed.',
  'Fees are calculated on the gross line haul and fuel shown on each rate confirmation; accessorials are billed when paid by the broker.',
  'Questions about a load on this invoice must be raised within 7 days. Thank you for driving with us.',
];

const dispatchFee: InvoiceLayout = {
  id: 'dispatch-fee-invoice',
  title:
    "Independent dispatch service's weekly invoice to an owner-operator: the fee percentage in the table header, one row per load (load #, pickup date, broker, lane, gross column, fee), then an other-charges table with qty × rate, amount due and a settlement-deduction note",
  modelledOn: 'Truck dispatch services billing owner-operators a percentage of each load',
  page: LETTER,
  embedFonts: true,
  build(rng) {
    const seller = sellerParty(
      rng,
      ['Northbound Dispatch Services LLC', 'SteadyLane Truck Dispatch', 'Four Corners Dispatch Co'],
      'billing',
      true,
    );
    const buyer = carrierParty(rng, { contact: rng.chance(0.7), email: rng.chance(0.5) });
    const issue = issueDay(rng);
    const pct = rng.pick([5, 6, 7, 8, 10]);
    const its: TItem[] = [];
    const n = rng.int(2, 6);
    for (let k = 0; k < n; k++) {
      const [o, d] = rng.shuffle(CITIES);
      const date = addDays(issue, -7 + k + rng.int(0, 1));
      const gross = round2(rng.int(28, 160) * 25);
      const load = `${rng.pick(['', 'L', 'T'])}${rng.digits(7)}`;
      const brk = rng.pick(BROKERS);
      its.push({
        description: `${load} ${fmtDate(date, 'mdy')} ${brk} ${o} to ${d}`,
        quantity: null,
        unitPrice: null,
        amount: round2((gross * pct) / 100),
        date,
        code: load,
        unit: `${o} to ${d}`,
        group: `${brk}|${gross}`,
      });
    }
    const other = items(
      [
        rng.chance(0.6)
          ? {
              description: 'Broker setup packet',
              quantity: rng.int(1, 3),
              unitPrice: rng.pick([15, 25]),
              group: 'other',
            }
          : null,
        rng.chance(0.5)
          ? {
              description: 'Load board access (weekly share)',
              quantity: 1,
              unitPrice: rng.pick([19.99, 24.5, 35]),
              group: 'other',
            }
          : null,
      ].filter((x) => x !== null),
    );
    const all = [...its, ...other];
    const subtotal = sumOf(all);
    return {
      number: `DS-${issue.y}${p2(issue.m)}${p2(issue.d)}-${rng.digits(2)}`,
      status: null,
      issue,
      due: addDays(issue, rng.pick([3, 5, 7])),
      seller,
      buyer,
      items: all,
      subtotal,
      tax: null,
      taxRate: null,
      shipping: null,
      discount: null,
      total: subtotal,
      notes: rng.pick(DISPATCH_NOTES),
      extra: { pct: String(pct), truck: String(rng.int(100, 990)) },
    };
  },
  draw(s, inv) {
    const m = 44;
    const W = s.width - 2 * m;
    const F: FontName = 'sans';
    const B: FontName = 'sans-bold';
    const teal = '#00695c';
    s.text(inv.seller.company ?? '', m, 34, { font: B, size: 16, color: teal });
    para(
      s,
      [
        address(inv.seller),
        `${fmtPhone(inv.seller.phone ?? '', 'dot')}${inv.seller.email ? `  ·  ${inv.seller.email}` : ''}`,
        `Your dispatcher: ${inv.seller.contact}`,
      ].join('\n'),
      m,
      56,
      330,
      { font: F, size: 8.5 },
    );
    rightText(s, 'DISPATCH FEE INVOICE', 34, s.width - m, { font: B, size: 12 });
    const meta: Array<[string, string]> = [
      ['Invoice no.', inv.number ?? ''],
      ['Date', fmtDate(inv.issue, 'mdy')],
      ['Due', inv.due ? fmtDate(inv.due, 'mdy') : ''],
      ['Truck', inv.extra.truck ?? ''],
    ];
    meta.forEach(([l, v], k) => {
      s.text(l, 410, 54 + k * 13, { font: F, size: 8.5 });
      rightText(s, v, 54 + k * 13, s.width - m, { font: B, size: 8.5 });
    });
    s.text('BILL TO', m, 124, { font: B, size: 8, color: teal });
    para(s, lines(inv.buyer).join('\n'), m, 136, 280, { font: F, size: 9 });
    s.text(`Loads dispatched - fee ${inv.extra.pct}% of gross`, m, 218, { font: B, size: 10 });
    const loads = inv.items.filter((i) => i.group !== 'other');
    const rows = loads.map((i) => {
      const [brk, gross] = (i.group ?? '|0').split('|') as [string, string];
      return [
        i.code ?? '',
        fmtDate(i.date as Day, 'mdy'),
        brk,
        i.unit ?? '',
        plain(Number(gross)),
        plain(i.amount),
      ];
    });
    let y = table(
      s,
      m,
      234,
      [
        { header: 'Load #', width: 62 },
        { header: 'Pickup', width: 60 },
        { header: 'Broker', width: 130 },
        { header: 'Lane', width: 130 },
        { header: 'Gross', width: 70, align: 'right' },
        { header: `Fee ${inv.extra.pct}%`, width: W - 452, align: 'right' },
      ],
      rows,
      { font: F, bold: B, size: 8, zebra: '#eef6f5', headerFill: '#cfe8e4' },
    );
    const other = inv.items.filter((i) => i.group === 'other');
    if (other.length) {
      y += 14;
      s.text('Other charges', m, y, { font: B, size: 10 });
      y = table(
        s,
        m,
        y + 16,
        [
          { header: 'Description', width: 260 },
          { header: 'Qty', width: 50, align: 'right' },
          { header: 'Rate', width: 70, align: 'right' },
          { header: 'Amount', width: 90, align: 'right' },
        ],
        other.map((i) => [i.description, qty(i.quantity), price(i.unitPrice), plain(i.amount)]),
        { font: F, bold: B, size: 8 },
      );
    }
    y = totalsBlock(
      s,
      [
        ['Subtotal', plain(inv.subtotal), false],
        ['AMOUNT DUE', money(inv.total), true],
      ],
      y + 12,
      380,
      s.width - m,
      F,
      B,
    );
    para(s, `Notes: ${inv.notes ?? ''}`, m, y + 14, W, { font: F, size: 8 });
  },
};

// ---- 26. carrier's detention invoice to a broker, with a stop time log -------------------------

const FACILITIES = [
  'Heartland Foods DC',
  'Meadowbrook Farms',
  'Summit Beverage Warehouse',
  'Tri-County Frozen Foods',
  'Eastside Retail DC 6012',
  'Cascade Organics',
  'Sierra Pet Foods',
];
const DET_NOTES = [
  'Detention billed per the rate confirmation: 2 hours free, then hourly. In/out times are on the signed BOL attached.',
  'Please remit with the load number on the payment. Signed BOL with in and out times attached.',
  'Broker was notified of the delay at the time it occurred as required by the rate confirmation.',
];

const detentionInvoice: InvoiceLayout = {
  id: 'detention-invoice',
  title:
    "Carrier's detention invoice to a broker for one load: load / BOL / broker ref grid, a stop time log (appointment, arrived, departed, time on site, free time, billable) that is not a charge table, then detention rows as hours × hourly rate per stop, an optional layover flat row",
  modelledOn: 'Small carriers billing brokers detention after a load delivers',
  page: LETTER,
  embedFonts: false,
  build(rng) {
    const seller = carrierParty(rng, { contact: true, email: true });
    const company = rng.pick(BROKERS);
    const buyer: TParty = {
      company,
      customer: null,
      contact: rng.chance(0.6) ? personName(rng) : null,
      phone: phone(rng),
      email: rng.chance(0.8) ? mail(company, 'accessorials') : null,
      ...place(rng, 0.4),
    };
    const issue = issueDay(rng);
    const rate = rng.pick([40, 50, 60, 75]);
    const nStops = rng.int(2, 4);
    const stops = rng.shuffle(FACILITIES).slice(0, nStops);
    const cities = rng.shuffle(CITIES);
    const log: string[] = [];
    const its: TItem[] = [];
    let day = addDays(issue, -rng.int(2, 6) - nStops);
    stops.forEach((fac, k) => {
      if (k > 0) day = addDays(day, rng.int(0, 1));
      const appt = rng.int(6, 15) * 60 + rng.pick([0, 30]);
      const arrived = appt - rng.pick([5, 10, 20, 30, 45]);
      // At least one stop is billable.
      const billable =
        k === nStops - 1 || rng.chance(0.5) ? rng.pick([0.75, 1.25, 1.5, 2, 2.5, 3.25, 4]) : 0;
      const onSite = 120 + Math.round(billable * 60) - (billable ? 0 : rng.int(20, 60));
      const departed = arrived + onSite;
      const type = k === 0 ? 'Pickup' : 'Delivery';
      const city = cities[k] ?? 'Dallas, TX';
      log.push(
        [
          String(k + 1),
          type,
          `${fac}, ${city}`,
          fmtDate(day, 'mdy'),
          hm(appt),
          hm(arrived),
          hm(departed),
          `${Math.floor(onSite / 60)}h ${p2(onSite % 60)}m`,
          '2:00',
          billable ? billable.toFixed(2) : '-',
        ].join('|'),
      );
      if (billable)
        its.push({
          description: `Detention stop ${k + 1} ${fac}, ${city}`,
          quantity: billable,
          unitPrice: rate,
          amount: round2(billable * rate),
        });
    });
    if (rng.chance(0.3))
      its.push({
        description: 'Layover (approved)',
        quantity: null,
        unitPrice: null,
        amount: rng.pick([150, 200, 250]),
      });
    const subtotal = sumOf(its);
    return {
      number: `${rng.pick(['D', 'DET-', 'A'])}${rng.int(1000, 9899)}`,
      status: null,
      issue,
      due: addDays(issue, rng.pick([15, 30])),
      seller,
      buyer,
      items: its,
      subtotal,
      tax: null,
      taxRate: null,
      shipping: null,
      discount: null,
      total: subtotal,
      notes: rng.pick(DET_NOTES),
      extra: {
        load: `${rng.digits(7)}`,
        bol: `${rng.digits(9)}`,
        ref: `${rng.pick(['PO', 'SO'])}${rng.digits(6)}`,
        mc: `${rng.int(600000, 1300000)}`,
        log: log.join('\n'),
      },
    };
  },
  draw(s, inv) {
    const m = 46;
    const W = s.width - 2 * m;
    const F: FontName = 'serif';
    const B: FontName = 'serif-bold';
    s.text(inv.seller.company ?? '', m, 36, { font: B, size: 17 });
    para(
      s,
      [
        address(inv.seller),
        `MC ${inv.extra.mc}  ·  Office ${fmtPhone(inv.seller.phone ?? '', 'dash')}  ·  ${inv.seller.email ?? ''}`,
        `Billing: ${inv.seller.contact}`,
      ].join('\n'),
      m,
      58,
      W,
      { font: F, size: 9 },
    );
    s.line(m, 100, m + W, 100, 1.5);
    s.text('DETENTION INVOICE', m, 110, { font: B, size: 13 });
    const meta: Array<[string, string]> = [
      ['Invoice #', inv.number ?? ''],
      ['Invoice Date', fmtDate(inv.issue, 'mon-d-y')],
      ['Due Date', inv.due ? fmtDate(inv.due, 'mon-d-y') : ''],
    ];
    meta.forEach(([l, v], k) => {
      s.text(l, 380, 112 + k * 13, { font: F, size: 9 });
      rightText(s, v, 112 + k * 13, s.width - m, { font: B, size: 9 });
    });
    s.text('Bill to:', m, 132, { font: B, size: 9 });
    para(s, lines(inv.buyer, { attn: 'Attn:' }).join('\n'), m, 146, 280, { font: F, size: 9.5 });
    const grid: Array<[string, string]> = [
      ['Broker Load #', inv.extra.load ?? ''],
      ['BOL #', inv.extra.bol ?? ''],
      ['Customer Ref', inv.extra.ref ?? ''],
    ];
    grid.forEach(([l, v], k) => {
      const gx = 340;
      const gy = 160 + k * 17;
      s.rect(gx, gy, 90, 17, { stroke: '#000000', lineWidth: 0.5 });
      s.rect(gx + 90, gy, s.width - m - gx - 90, 17, { stroke: '#000000', lineWidth: 0.5 });
      s.text(l, gx + 4, gy + 4, { font: B, size: 8.5 });
      s.text(v, gx + 94, gy + 4, { font: F, size: 9 });
    });
    s.text('Stop time log', m, 236, { font: B, size: 10 });
    const logRows = (inv.extra.log ?? '').split('\n').map((r) => r.split('|'));
    let y = table(
      s,
      m,
      252,
      [
        { header: 'Stop', width: 28 },
        { header: 'Type', width: 48 },
        { header: 'Facility', width: 140 },
        { header: 'Date', width: 56 },
        { header: 'Appt', width: 34 },
        { header: 'In', width: 34 },
        { header: 'Out', width: 34 },
        { header: 'On site', width: 48 },
        { header: 'Free', width: 32 },
        { header: 'Billable hrs', width: W - 454, align: 'right' },
      ],
      logRows,
      { font: F, bold: B, size: 8, grid: true, headerFill: '#e0e0e0' },
    );
    y += 18;
    s.text('Charges', m, y, { font: B, size: 10 });
    y = table(
      s,
      m,
      y + 16,
      [
        { header: 'Description', width: 270 },
        { header: 'Hours', width: 60, align: 'right' },
        { header: 'Rate / hr', width: 80, align: 'right' },
        { header: 'Amount', width: W - 410, align: 'right' },
      ],
      inv.items.map((i) => [
        i.description,
        i.quantity === null ? '' : i.quantity.toFixed(2),
        i.unitPrice === null ? 'flat' : plain(i.unitPrice),
        plain(i.amount),
      ]),
      { font: F, bold: B, size: 9 },
    );
    y = totalsBlock(
      s,
      [
        ['Subtotal', plain(inv.subtotal), false],
        ['TOTAL DUE', money(inv.total), true],
      ],
      y + 12,
      380,
      s.width - m,
      F,
      B,
    );
    para(s, inv.notes ?? '', m, y + 16, W, { font: F, size: 9 });
  },
};

// ---- 27. toll transponder statement ---------------------------------------------------------------

const AGENCIES: Array<[string, string[]]> = [
  [
    'Illinois Tollway',
    ['Plaza 9 Marengo', 'Plaza 41 Touhy', 'Plaza 73 Boughton Rd', 'Plaza 45 Belvidere'],
  ],
  [
    'Pennsylvania Turnpike',
    ['Exit 75 New Stanton', 'Exit 247 Harrisburg E', 'Exit 286 Reading', 'Exit 10 Cranberry'],
  ],
  ['Ohio Turnpike', ['Gate 59 Westgate', 'Gate 142 Lorain', 'Gate 218 Youngstown']],
  ['Kansas Turnpike', ['Gate 19 Wellington', 'Gate 127 Topeka', 'Gate 217 Emporia']],
  ['Oklahoma Turnpike', ['Will Rogers Main', 'Turner Main', 'Cimarron Main']],
  ['Indiana Toll Road', ['Gate 21 Michigan City', 'Gate 77 South Bend W', 'Gate 153 Angola']],
];
const TOLL_NOTES = [
  'Amount due will be drafted from the account on file on the due date. Keep transponders mounted per the installation guide.',
  'Disputes about a toll must be filed within 60 days of the posting date. Class mismatches are reviewed against the registered axle count.',
];

const tollStatement: InvoiceLayout = {
  id: 'toll-statement',
  title:
    'Toll transponder statement: account summary box (previous balance, payment received, new charges, amount due), toll rows by posting date with unit / transponder, agency and entry → exit plaza and amount only, then account fees with qty × rate',
  modelledOn: 'Toll-pass aggregators billing trucking fleets monthly for all agencies',
  page: LETTER,
  embedFonts: true,
  build(rng) {
    const company = rng.pick(['CrossState TollPass Inc', 'Interstate Toll Services LLC']);
    const seller: TParty = {
      company,
      customer: null,
      contact: null,
      phone: phone(rng),
      email: mail(company, 'accounts'),
      ...place(rng, 0.5),
    };
    const buyer = carrierParty(rng, { contact: rng.chance(0.5), email: rng.chance(0.4) });
    const issue = issueDay(rng);
    const units = Array.from(
      { length: rng.int(2, 4) },
      () => `${rng.int(100, 989)} / ${rng.digits(10)}`,
    );
    const its: TItem[] = [];
    const n = rng.int(7, 15);
    const start = addDays(issue, -32);
    const dates = Array.from({ length: n }, () => rng.int(0, 29)).sort((a, b) => a - b);
    for (const off of dates) {
      const [agency, plazas] = rng.pick(AGENCIES);
      const [a, b] = rng.shuffle(plazas);
      its.push({
        description: `${fmtDate(addDays(start, off), 'mdy')} ${rng.pick(units)} ${agency} ${a} → ${b}`,
        quantity: null,
        unitPrice: null,
        amount: rng.money(4.5, 96),
        group: 'toll',
      });
    }
    const fees = items([
      {
        description: 'Transponder service fee (per active unit)',
        quantity: units.length,
        unitPrice: rng.pick([2.5, 3.5, 4.95]),
        group: 'fee',
      },
    ]);
    const all = [...its, ...fees];
    const subtotal = sumOf(all);
    const prev = rng.money(180, 1400);
    return {
      number: `${rng.digits(8)}`,
      status: null,
      issue,
      due: addDays(issue, 20),
      seller,
      buyer,
      items: all,
      subtotal,
      tax: null,
      taxRate: null,
      shipping: null,
      discount: null,
      total: subtotal,
      notes: rng.pick(TOLL_NOTES),
      extra: {
        account: `${rng.digits(4)}-${rng.digits(5)}`,
        prev: String(prev),
        from: fmtDate(start, 'mdy'),
        to: fmtDate(addDays(start, 29), 'mdy'),
        units: units.join('\n'),
      },
    };
  },
  draw(s, inv) {
    const m = 38;
    const W = s.width - 2 * m;
    const F: FontName = 'dejavu';
    const B: FontName = 'dejavu-bold';
    const purple = '#4a148c';
    s.rect(m, 28, 26, 26, { fill: purple });
    s.text('T', m, 32, { font: B, size: 16, color: '#ffffff', align: 'center', width: 26 });
    s.text(inv.seller.company ?? '', m + 34, 30, { font: B, size: 14, color: purple });
    s.text(
      `${address(inv.seller)}  ·  ${fmtPhone(inv.seller.phone ?? '', 'dash')}  ·  ${inv.seller.email ?? ''}`,
      m + 34,
      48,
      { font: F, size: 7.5 },
    );
    s.text('ACCOUNT STATEMENT', m, 76, { font: B, size: 12 });
    const meta: Array<[string, string]> = [
      ['Statement #', inv.number ?? ''],
      ['Account', inv.extra.account ?? ''],
      ['Statement date', fmtDate(inv.issue, 'mdy')],
      ['Period', `${inv.extra.from} - ${inv.extra.to}`],
      ['Payment due', inv.due ? fmtDate(inv.due, 'mdy') : ''],
    ];
    meta.forEach(([l, v], k) => {
      s.text(l, m, 96 + k * 12, { font: F, size: 8 });
      s.text(v, m + 90, 96 + k * 12, { font: B, size: 8 });
    });
    // Account summary box.
    const bx = 340;
    const bw = s.width - m - bx;
    s.rect(bx, 76, bw, 84, { stroke: purple, lineWidth: 1 });
    s.rect(bx, 76, bw, 15, { fill: purple });
    s.text('Account summary', bx + 6, 79, { font: B, size: 8.5, color: '#ffffff' });
    const prev = Number(inv.extra.prev);
    const sum: Array<[string, string]> = [
      ['Previous balance', plain(prev)],
      ['Payment received - thank you', `-${plain(prev)}`],
      ['New charges this period', plain(inv.subtotal)],
      ['Amount due', money(inv.total)],
    ];
    sum.forEach(([l, v], k) => {
      const bold = k === 3;
      s.text(l, bx + 6, 97 + k * 15, { font: bold ? B : F, size: 8.5 });
      rightText(s, v, 97 + k * 15, s.width - m - 6, { font: bold ? B : F, size: 8.5 });
    });
    s.text('Account holder', m, 172, { font: B, size: 8, color: purple });
    para(s, lines(inv.buyer).join('\n'), m, 184, 260, { font: F, size: 8.5 });
    s.text('Units / transponders', 340, 172, { font: B, size: 8, color: purple });
    para(s, inv.extra.units ?? '', 340, 184, bw, { font: 'mono', size: 8 });
    s.text('Toll activity', m, 262, { font: B, size: 10 });
    const tolls = inv.items.filter((i) => i.group === 'toll');
    const rows = tolls.map((i) => {
      const parts = i.description.split(' ');
      const date = parts[0] ?? '';
      const unit = `${parts[1]} ${parts[2]} ${parts[3]}`;
      const rest = parts.slice(4).join(' ');
      const agency = AGENCIES.find(([a]) => rest.startsWith(a))?.[0] ?? '';
      return [date, unit, agency, rest.slice(agency.length + 1), plain(i.amount)];
    });
    let y = table(
      s,
      m,
      278,
      [
        { header: 'Posted', width: 60 },
        { header: 'Unit / Transponder', width: 112 },
        { header: 'Agency', width: 110 },
        { header: 'Entry → Exit', width: W - 342 },
        { header: 'Amount', width: 60, align: 'right' },
      ],
      rows,
      { font: F, bold: B, size: 7.5, zebra: '#f3e5f5' },
    );
    y += 12;
    s.text('Account fees', m, y, { font: B, size: 10 });
    const fees = inv.items.filter((i) => i.group === 'fee');
    y = table(
      s,
      m,
      y + 16,
      [
        { header: 'Description', width: 282 },
        { header: 'Units', width: 60, align: 'right' },
        { header: 'Rate', width: 80, align: 'right' },
        { header: 'Amount', width: W - 422, align: 'right' },
      ],
      fees.map((i) => [i.description, qty(i.quantity), price(i.unitPrice), plain(i.amount)]),
      { font: F, bold: B, size: 7.5 },
    );
    y = totalsBlock(
      s,
      [
        ['Subtotal', plain(inv.subtotal), false],
        ['AMOUNT DUE', money(inv.total), true],
      ],
      y + 12,
      380,
      s.width - m,
      F,
      B,
    );
    para(s, inv.notes ?? '', m, y + 10, W, { font: F, size: 7.5 });
  },
};

// ---- 28. drug and alcohol testing consortium invoice -----------------------------------------------

const DRIVERS_INIT = [
  'J. Alvarez',
  'K. Brooks',
  'T. Nguyen',
  'M. Petrov',
  'D. Singh',
  'R. Okafor',
  'S. Murphy',
];
const TEST_NOTES = [
  'Random selections for the next quarter will be e-mailed to your designated employer representative. Results are available in the client portal.',
  'Services are billed as performed. A collection that is cancelled less than 24 hours ahead is billed at the full collection fee.',
  'Keep this invoice with your DOT drug and alcohol program records. Clearinghouse queries are billed at cost.',
];

const drugTesting: InvoiceLayout = {
  id: 'dot-testing-consortium',
  title:
    'DOT drug and alcohol testing consortium invoice: service date and service code columns, per-driver tests with the donor in the description, random pool membership × drivers, MVR and Clearinghouse queries at 3-decimal prices, paid by card on some',
  modelledOn: 'Third-party administrators running DOT random testing pools for small fleets',
  page: LETTER,
  embedFonts: true,
  build(rng) {
    const seller = sellerParty(
      rng,
      [
        'Keystone Compliance Testing',
        'Safe Haul Consortium Services',
        'Meridian DOT Screening LLC',
      ],
      'billing',
      true,
    );
    const buyer = carrierParty(rng, { contact: true, email: rng.chance(0.6) });
    const issue = issueDay(rng);
    const list: Array<Omit<TItem, 'amount'>> = [];
    const drivers = rng.shuffle(DRIVERS_INIT);
    const tests: Array<[string, string, number]> = [
      ['DT5', 'DOT 5-panel urine drug test - pre-employment', 65],
      ['DT5R', 'DOT 5-panel urine drug test - random', 62],
      ['BAT', 'DOT breath alcohol test - random', 45],
      ['DT5P', 'DOT 5-panel urine drug test - post-accident', 85],
    ];
    for (let k = 0; k < rng.int(1, 4); k++) {
      const [code, d, p] = rng.pick(tests);
      const date = addDays(issue, -rng.int(2, 25));
      list.push({
        description: `${fmtDate(date, 'mdy')} ${code} ${d} Donor: ${drivers[k]}`,
        quantity: 1,
        unitPrice: p,
        code,
        date,
        unit: `${d} Donor: ${drivers[k]}`,
      });
    }
    const pool = rng.int(2, 18);
    const poolDate = addDays(issue, -rng.int(0, 3));
    list.push({
      description: `${fmtDate(poolDate, 'mdy')} RPM Random pool membership - annual, per driver`,
      quantity: pool,
      unitPrice: rng.pick([45, 55, 60]),
      code: 'RPM',
      date: poolDate,
      unit: 'Random pool membership - annual, per driver',
    });
    if (rng.chance(0.6)) {
      list.push({
        description: `${fmtDate(poolDate, 'mdy')} CHQ Clearinghouse limited query`,
        quantity: pool,
        unitPrice: 1.25,
        code: 'CHQ',
        date: poolDate,
        unit: 'Clearinghouse limited query',
      });
    }
    if (rng.chance(0.5)) {
      const n = rng.int(1, 4);
      const date = addDays(issue, -rng.int(1, 10));
      list.push({
        description: `${fmtDate(date, 'mdy')} MVR Motor vehicle record`,
        quantity: n,
        unitPrice: rng.pick([14.5, 16.875, 12.95]),
        code: 'MVR',
        date,
        unit: 'Motor vehicle record',
      });
    }
    const its = items(list);
    const subtotal = sumOf(its);
    const paid = rng.chance(0.35);
    return {
      number: `${rng.pick(['C', 'TPA'])}${rng.digits(6)}`,
      status: paid ? 'Paid' : null,
      issue,
      due: paid ? null : addDays(issue, 15),
      seller,
      buyer,
      items: its,
      subtotal,
      tax: null,
      taxRate: null,
      shipping: null,
      discount: null,
      total: subtotal,
      notes: rng.pick(TEST_NOTES),
      extra: {
        client: `${rng.digits(5)}`,
        card: `Visa ending ${rng.digits(4)}`,
        dot: `${rng.int(1800000, 3900000)}`,
      },
    };
  },
  draw(s, inv) {
    const m = 48;
    const W = s.width - 2 * m;
    const F: FontName = 'sans';
    const B: FontName = 'sans-bold';
    const blue = '#1a3d7c';
    s.text(inv.seller.company ?? '', m, 40, { font: B, size: 15, color: blue });
    s.text('Drug & Alcohol Testing · Consortium / TPA', m, 60, { font: F, size: 8.5 });
    para(
      s,
      lines(inv.seller, { attn: 'Account rep:', phone: 'Tel ' }).slice(1).join('\n'),
      m,
      74,
      250,
      {
        font: F,
        size: 8.5,
      },
    );
    s.text('INVOICE', 400, 40, { font: B, size: 18, color: blue });
    const meta: Array<[string, string]> = [
      ['Invoice No.', inv.number ?? ''],
      ['Invoice Date', fmtDate(inv.issue, 'mdy')],
      ['Client ID', inv.extra.client ?? ''],
      ['Terms', inv.due ? 'Net 15' : 'Card on file'],
      ['Due Date', inv.due ? fmtDate(inv.due, 'mdy') : ''],
    ];
    let my = 66;
    for (const [l, v] of meta) {
      if (!v) continue;
      s.text(l, 400, my, { font: F, size: 8.5 });
      rightText(s, v, my, s.width - m, { font: B, size: 8.5 });
      my += 12;
    }
    s.rect(m, 150, 260, 14, { fill: blue });
    s.text('EMPLOYER', m + 5, 153, { font: B, size: 8, color: '#ffffff' });
    const buyer = lines(inv.buyer, { attn: 'Attn (DER):' });
    para(s, [...buyer, `USDOT ${inv.extra.dot}`].join('\n'), m + 5, 170, 250, {
      font: F,
      size: 9,
    });
    const rows = inv.items.map((i) => [
      fmtDate(i.date as Day, 'mdy'),
      i.code ?? '',
      i.unit ?? '',
      qty(i.quantity),
      price(i.unitPrice),
      plain(i.amount),
    ]);
    let y = table(
      s,
      m,
      262,
      [
        { header: 'Service Date', width: 66 },
        { header: 'Code', width: 42 },
        { header: 'Service', width: 228 },
        { header: 'Qty', width: 36, align: 'right' },
        { header: 'Unit Price', width: 64, align: 'right' },
        { header: 'Line Total', width: W - 436, align: 'right' },
      ],
      rows,
      { font: F, bold: B, size: 8, grid: true, headerFill: '#dbe3f1' },
    );
    y = totalsBlock(
      s,
      [
        ['Subtotal', plain(inv.subtotal), false],
        [inv.status === 'Paid' ? 'Total Paid' : 'Balance Due', money(inv.total), true],
      ],
      y + 12,
      380,
      s.width - m,
      F,
      B,
    );
    if (inv.status === 'Paid') {
      s.text('PAID', m + 20, y - 30, { font: B, size: 24, color: '#2e7d32' });
      s.text(`Charged to ${inv.extra.card} on ${fmtDate(inv.issue, 'mdy')}`, m + 20, y - 4, {
        font: F,
        size: 8,
      });
    }
    para(s, inv.notes ?? '', m, y + 16, W, { font: F, size: 8 });
  },
};

// ---- 29. short-term tractor rental agreement closed at return ------------------------------------

const RENTAL_NOTES = [
  'Rental charges are final at check-in. Damage found after check-in will be billed separately with photos.',
  'Fuel not returned at the level it went out is charged at the posted price per gallon. Tolls and citations are billed when received.',
];

const tractorRental: InvoiceLayout = {
  id: 'tractor-rental-return',
  title:
    'Rental agreement closed out at return: out / in grid (date and time, odometer, fuel in eighths), daily rate × days, miles × rate per mile, damage waiver × days, refuel gallons × price, state and county rental tax lines with a tax total, paid by card on some',
  modelledOn: 'Truck rental and leasing branches renting a day-cab or sleeper tractor to a carrier',
  page: LETTER,
  embedFonts: true,
  build(rng) {
    const seller = sellerParty(
      rng,
      ['Crossroads Truck Rental & Leasing', 'Mile Marker Truck Rental', 'Redstone Fleet Rentals'],
      'branch',
      true,
    );
    const buyer = carrierParty(rng, { contact: rng.chance(0.6), email: rng.chance(0.5) });
    const issue = issueDay(rng);
    const days = rng.int(2, 12);
    const out = addDays(issue, -days);
    const odoOut = rng.int(180000, 640000);
    const miles = rng.int(300, 620) * days;
    const fuelOut = 8;
    const fuelIn = rng.int(3, 7);
    const gal = round2((fuelOut - fuelIn) * rng.pick([18.75, 18.75, 25]));
    const list: Array<Omit<TItem, 'amount'>> = [
      {
        description: 'Daily rental - sleeper tractor',
        quantity: days,
        unitPrice: rng.pick([165, 189, 215, 240]),
      },
      { description: 'Mileage', quantity: miles, unitPrice: rng.pick([0.19, 0.22, 0.25, 0.32]) },
    ];
    if (rng.chance(0.7))
      list.push({
        description: 'Limited damage waiver',
        quantity: days,
        unitPrice: rng.pick([25, 35, 40]),
      });
    list.push({
      description: `Refuel (returned ${fuelIn}/8)`,
      quantity: gal,
      unitPrice: rng.pick([4.299, 4.589, 4.899]),
    });
    const its = items(list);
    const subtotal = sumOf(its);
    const stRate = rng.pick([0.0625, 0.07, 0.06]);
    const coRate = rng.pick([0.01, 0.02, 0.025]);
    const taxable = sumOf(its.filter((i) => !i.description.startsWith('Refuel')));
    const stTax = round2(taxable * stRate);
    const coTax = round2(taxable * coRate);
    const tax = round2(stTax + coTax);
    const paid = rng.chance(0.5);
    const hOut = rng.int(6, 17);
    // The rental agreement names the authorized driver (the customer besides the company).
    buyer.customer = personName(rng);
    return {
      number: `RA ${rng.digits(8)}`,
      status: paid ? 'Paid' : null,
      issue,
      due: paid ? null : addDays(issue, rng.pick([10, 30])),
      seller,
      buyer,
      items: its,
      subtotal,
      tax,
      taxRate: null,
      shipping: null,
      discount: null,
      total: round2(subtotal + tax),
      notes: rng.pick(RENTAL_NOTES),
      extra: {
        unit: `${rng.pick(['F', 'K', 'V'])}${rng.int(10000, 99999)}`,
        desc: rng.pick([
          '2023 Freightliner Cascadia sleeper',
          '2022 Kenworth T680 sleeper',
          '2024 Volvo VNL 760',
        ]),
        out: `${fmtDate(out, 'mdy')} ${p2(hOut)}:${p2(rng.pick([0, 15, 30, 45]))}`,
        in: `${fmtDate(issue, 'mdy')} ${p2(rng.int(6, 19))}:${p2(rng.pick([5, 20, 40, 55]))}`,
        odoOut: fmtInt(odoOut),
        odoIn: fmtInt(odoOut + miles),
        fuelOut: `${fuelOut}/8`,
        fuelIn: `${fuelIn}/8`,
        st: `${(stRate * 100).toFixed(2)}`,
        co: `${(coRate * 100).toFixed(2)}`,
        stTax: String(stTax),
        coTax: String(coTax),
        card: `${rng.pick(['Visa', 'MC', 'Amex'])} xxxx${rng.digits(4)}`,
      },
    };
  },
  draw(s, inv) {
    const m = 40;
    const W = s.width - 2 * m;
    const F: FontName = 'narrow';
    const B: FontName = 'narrow-bold';
    const red = '#b71c1c';
    s.rect(m, 28, W, 40, { fill: red });
    s.text(inv.seller.company ?? '', m + 10, 34, { font: B, size: 16, color: '#ffffff' });
    s.text(
      `${address(inv.seller)}  ·  ${fmtPhone(inv.seller.phone ?? '', 'paren')}${inv.seller.email ? `  ·  ${inv.seller.email}` : ''}`,
      m + 10,
      54,
      { font: F, size: 8.5, color: '#ffffff' },
    );
    s.text('RENTAL AGREEMENT - RETURN INVOICE', m, 80, { font: B, size: 12 });
    const meta: Array<[string, string]> = [
      ['Agreement', inv.number ?? ''],
      ['Invoice date', fmtDate(inv.issue, 'mdy')],
      ['Due', inv.due ? fmtDate(inv.due, 'mdy') : ''],
      ['Rental agent', inv.seller.contact ?? ''],
    ];
    let my = 80;
    for (const [l, v] of meta) {
      if (!v) continue;
      s.text(l, 400, my, { font: F, size: 9 });
      rightText(s, v, my, s.width - m, { font: B, size: 9 });
      my += 12;
    }
    s.text('RENTER', m, 104, { font: B, size: 8.5, color: red });
    para(
      s,
      [...lines(inv.buyer), `Authorized driver: ${inv.buyer.customer ?? ''}`].join('\n'),
      m,
      116,
      280,
      { font: F, size: 9 },
    );
    // Out / in grid.
    const gy = 206;
    const cw = W / 5;
    const heads = ['', 'Date / time', 'Odometer', 'Fuel', `Unit ${inv.extra.unit}`];
    const rowsG = [
      [
        'OUT',
        inv.extra.out ?? '',
        inv.extra.odoOut ?? '',
        inv.extra.fuelOut ?? '',
        inv.extra.desc ?? '',
      ],
      ['IN', inv.extra.in ?? '', inv.extra.odoIn ?? '', inv.extra.fuelIn ?? '', ''],
    ];
    [heads, ...rowsG].forEach((r, k) => {
      r.forEach((c, j) => {
        s.rect(m + j * cw, gy + k * 16, cw, 16, {
          stroke: '#555555',
          lineWidth: 0.5,
          ...(k === 0 ? { fill: '#f2dede' } : {}),
        });
        s.text(c, m + j * cw + 4, gy + k * 16 + 4, { font: k === 0 || j === 0 ? B : F, size: 8 });
      });
    });
    const rows = inv.items.map((i) => [
      i.description,
      i.description === 'Mileage' ? fmtInt(i.quantity ?? 0) : qty(i.quantity),
      price(i.unitPrice),
      plain(i.amount),
    ]);
    let y = table(
      s,
      m,
      gy + 62,
      [
        { header: 'Charge', width: 250 },
        { header: 'Qty', width: 70, align: 'right' },
        { header: 'Rate', width: 80, align: 'right' },
        { header: 'Amount', width: W - 400, align: 'right' },
      ],
      rows,
      { font: F, bold: B, size: 9, headerFill: '#f2dede' },
    );
    y = totalsBlock(
      s,
      [
        ['Subtotal', plain(inv.subtotal), false],
        [`State rental tax ${inv.extra.st}%`, plain(Number(inv.extra.stTax)), false],
        [`County tax ${inv.extra.co}%`, plain(Number(inv.extra.coTax)), false],
        ['Total tax', plain(inv.tax), false],
        [inv.status === 'Paid' ? 'TOTAL PAID' : 'TOTAL DUE', money(inv.total), true],
      ],
      y + 12,
      370,
      s.width - m,
      F,
      B,
    );
    if (inv.status === 'Paid')
      s.text(`PAID - ${inv.extra.card}`, m, y - 28, { font: B, size: 14, color: red });
    para(s, '(Tax does not apply to refuel.)', m, y - 8, 300, { font: F, size: 8 });
    para(s, inv.notes ?? '', m, y + 14, W, { font: F, size: 8.5 });
    s.text('Renter signature: ____________________________', m, y + 50, { font: F, size: 9 });
  },
};

export const UNSEEN_LAYOUTS_3: InvoiceLayout[] = [
  dispatchFee,
  detentionInvoice,
  tollStatement,
  drugTesting,
  tractorRental,
];
