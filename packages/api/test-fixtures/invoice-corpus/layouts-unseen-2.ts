/**
 * The third held-out set of invoice layouts (issue 16), written after the six layouts of
 * layouts-unseen.ts were spent. Appended to the layout list after them, so every earlier document
 * keeps its seed. Written without looking at the extractor: kinds of bills a carrier receives or
 * sends that the first nineteen layouts do not cover (a trailer shop's work order with labour by
 * technician and a shop-supplies percentage line, a truck insurance premium installment notice
 * with a previous balance, a carrier's invoice to a broker for several loads with a quick-pay
 * discount, a cross-dock storage invoice billed in pallet-days, a load-board subscription billed
 * per seat for a quarter). Names are made up.
 *
 * As in layouts.ts: the expected record is exactly what the page shows, and a line item's
 * description is the row's text cells other than quantity, unit price and amount, left to right,
 * joined by single spaces (a wrapped cell's lines joined by a space).
 */

import {
  addDays,
  type Day,
  fmtDate,
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
  monDY,
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

/** Totals block at the right: label/value rows, bold ones marked. Returns the y below. */
function totalsBlock(
  s: Surface,
  rows: Array<[string, string, boolean]>,
  y: number,
  x: number,
  right: number,
  font: 'sans' | 'serif' | 'dejavu' | 'condensed' | 'narrow',
): number {
  const bold = `${font}-bold` as const;
  for (const [l, v, b] of rows) {
    s.text(l, x, y, { font: b ? bold : font, size: 9 });
    rightText(s, v, y, right, { font: b ? bold : font, size: 9 });
    y += 14;
  }
  return y;
}

// ---- 20. trailer repair shop work order ----------------------------------------------------------

const TECHS = ['M. Ortiz', 'D. Kowalski', 'R. Haynes', 'T. Nguyen', 'L. Brandt', 'S. Okafor'];
const TRAILER_JOBS = [
  'Replace LH rear marker light and pigtail, test circuit',
  'Replace brake shoes both axles, adjust slack adjusters',
  'Repair floor: cut out and replace 2 oak boards, re-screw crossmember',
  'Annual DOT trailer inspection',
  'Replace landing gear crank handle and gearbox',
  'Weld cracked crossmember at kingpin plate',
  'Replace mud flaps and hangers both sides',
  'Replace air line gladhand and seal, leak test',
];
const TRAILER_PARTS: Array<[string, string, number, number]> = [
  ['BRK-4707Q', 'Brake shoe kit 16.5 x 7', 58, 96],
  ['LT-M1220', 'LED marker lamp amber', 6, 14],
  ['GH-1800', 'Gladhand w/ seal', 11, 22],
  ['FLR-OAK8', 'Oak floor board 8 ft', 48, 88],
  ['MF-2430', 'Mud flap 24 x 30', 19, 34],
  ['SA-0551', 'Automatic slack adjuster', 44, 79],
  ['LG-GBX2', 'Landing gear gearbox', 120, 210],
];
const WO_NOTES = [
  'Parts warranty 90 days. Labor warranty 30 days. Trailer not picked up within 3 days after completion is subject to storage.',
  'Shop supplies cover rags, solvents, fasteners and consumables. Environmental fee covers disposal of used fluids and parts.',
  'Payment due within the terms shown. Please reference the work order number on your remittance.',
];

const trailerShopWO: InvoiceLayout = {
  id: 'trailer-shop-wo',
  title:
    'Trailer repair work order invoice: unit grid (trailer #, VIN, plate), labour rows by technician with hours, parts rows with part numbers, shop supplies as a percentage of labour, flat environmental fee, tax on parts',
  modelledOn: 'Trailer repair shops billing carriers for dry van and reefer trailer work',
  page: LETTER,
  embedFonts: true,
  build(rng) {
    const seller = sellerParty(
      rng,
      ['Tri-County Trailer Repair LLC', 'Dockside Trailer Service Inc', 'Iron Axle Trailer Works'],
      'service',
    );
    const buyer = carrierParty(rng, { contact: rng.chance(0.5), email: rng.chance(0.5) });
    const issue = issueDay(rng);
    const list: Array<Omit<TItem, 'amount'> & { amount?: number }> = [];
    const rate = rng.pick([115, 125, 135, 142.5]);
    for (const job of rng.shuffle(TRAILER_JOBS).slice(0, rng.int(2, 4))) {
      const tech = rng.pick(TECHS);
      list.push({
        description: `LABOR ${tech} ${job}`,
        quantity: rng.pick([0.5, 1, 1.5, 2, 2.5, 3, 4.25]),
        unitPrice: rate,
        group: 'labor',
        code: tech,
        unit: job,
      });
    }
    for (const [pn, d, lo, hi] of rng.shuffle(TRAILER_PARTS).slice(0, rng.int(1, 4))) {
      list.push({
        description: `PART ${pn} ${d}`,
        quantity: rng.int(1, 4),
        unitPrice: rng.money(lo, hi),
        group: 'part',
        code: pn,
        unit: d,
      });
    }
    const base = items(list);
    const labor = sumOf(base.filter((i) => i.group === 'labor'));
    const pct = rng.pick([5, 8, 10]);
    const its: TItem[] = [
      ...base,
      {
        description: `SUPPLIES Shop supplies ${pct}% of labor`,
        quantity: null,
        unitPrice: null,
        amount: round2((labor * pct) / 100),
        group: 'fee',
        code: '',
        unit: `Shop supplies ${pct}% of labor`,
      },
      {
        description: 'FEE Environmental / disposal fee',
        quantity: null,
        unitPrice: null,
        amount: rng.pick([7.5, 12, 15, 18.95]),
        group: 'fee',
        code: '',
        unit: 'Environmental / disposal fee',
      },
    ];
    const subtotal = sumOf(its);
    const taxRate = rng.pick([0.0625, 0.07, 0.0825]);
    const tax = round2(sumOf(its.filter((i) => i.group === 'part')) * taxRate);
    const paid = rng.chance(0.3);
    return {
      number: `WO-${rng.digits(5)}`,
      status: paid ? 'Paid' : null,
      issue,
      due: paid ? null : addDays(issue, rng.pick([15, 30])),
      seller,
      buyer,
      items: its,
      subtotal,
      tax,
      taxRate,
      shipping: null,
      discount: null,
      total: round2(subtotal + tax),
      notes: rng.pick(WO_NOTES),
      extra: {
        trailer: `${rng.pick(['T', 'TR', 'R'])}${rng.int(1000, 8999)}`,
        vin: `1JJV532D${rng.digits(1)}L${rng.digits(6)}`,
        plate: `${rng.pick(['TX', 'OK', 'AR', 'TN'])} ${rng.digits(3)}${rng.pick(['TRL', 'AB', 'XT'])}`,
        odo: `${rng.int(8, 60)}`,
      },
    };
  },
  draw(s, inv) {
    const m = 36;
    const W = s.width - 2 * m;
    s.text(inv.seller.company ?? '', m, 36, { font: 'sans-bold', size: 15 });
    para(s, lines(inv.seller, { phone: 'Ph ' }).slice(1).join('\n'), m, 56, 260, {
      font: 'sans',
      size: 8.5,
    });
    s.rect(370, 34, W - 334, 66, { stroke: '#000000', lineWidth: 1 });
    s.text('WORK ORDER INVOICE', 378, 40, { font: 'sans-bold', size: 11 });
    const meta: Array<[string, string]> = [
      ['W/O #', inv.number ?? ''],
      ['Date', fmtDate(inv.issue, 'mdy')],
      ['Due', inv.due ? fmtDate(inv.due, 'mdy') : 'Paid at pickup'],
    ];
    meta.forEach(([l, v], k) => {
      s.text(l, 378, 58 + k * 13, { font: 'sans', size: 8.5 });
      rightText(s, v, 58 + k * 13, s.width - m - 8, { font: 'sans-bold', size: 8.5 });
    });
    s.text('CUSTOMER', m, 130, { font: 'sans-bold', size: 8 });
    para(s, lines(inv.buyer).join('\n'), m, 142, 250, { font: 'sans', size: 9 });
    // Unit grid
    const gx = 330;
    const grid: Array<[string, string]> = [
      ['Trailer #', inv.extra.trailer ?? ''],
      ['VIN', inv.extra.vin ?? ''],
      ['Plate', inv.extra.plate ?? ''],
      ['Hub mi (K)', inv.extra.odo ?? ''],
    ];
    grid.forEach(([l, v], k) => {
      s.rect(gx, 130 + k * 16, 80, 16, { stroke: '#000000', lineWidth: 0.5 });
      s.rect(gx + 80, 130 + k * 16, s.width - m - gx - 80, 16, {
        stroke: '#000000',
        lineWidth: 0.5,
      });
      s.text(l, gx + 4, 134 + k * 16, { font: 'sans-bold', size: 8 });
      s.text(v, gx + 84, 134 + k * 16, { font: 'mono', size: 8 });
    });
    const rows = inv.items.map((i) => [
      i.group === 'labor'
        ? 'LABOR'
        : i.group === 'part'
          ? 'PART'
          : (i.description.split(' ')[0] ?? ''),
      i.code ?? '',
      i.unit ?? '',
      qty(i.quantity),
      price(i.unitPrice),
      plain(i.amount),
    ]);
    let y =
      table(
        s,
        m,
        222,
        [
          { header: 'Type', width: 62 },
          { header: 'Tech / Part #', width: 78 },
          { header: 'Description', width: 210 },
          { header: 'Hrs / Qty', width: 56, align: 'right' },
          { header: 'Rate', width: 66, align: 'right' },
          { header: 'Amount', width: 68, align: 'right' },
        ],
        rows,
        { font: 'sans', bold: 'sans-bold', size: 8, grid: true, headerFill: '#d9d9d9' },
      ) + 10;
    y = totalsBlock(
      s,
      [
        ['Subtotal', plain(inv.subtotal), false],
        [`Tax on parts ${((inv.taxRate ?? 0) * 100).toFixed(2)}%`, plain(inv.tax), false],
        ['INVOICE TOTAL', money(inv.total), true],
      ],
      y,
      380,
      s.width - m,
      'sans',
    );
    if (inv.status === 'Paid')
      s.text('PAID', m + 10, y - 34, { font: 'sans-bold', size: 26, color: '#b00000' });
    para(s, inv.notes ?? '', m, y + 14, W, { font: 'sans', size: 8 });
  },
};

// ---- 21. insurance premium installment -----------------------------------------------------------

const COVERAGES = [
  'Auto liability',
  'Physical damage',
  'Motor truck cargo',
  'Non-trucking liability',
  'Trailer interchange',
];
const MAKES = ['Freightliner', 'Kenworth', 'Peterbilt', 'Volvo', 'International', 'Mack'];
const INS_NOTES = [
  'Coverage may be cancelled for non-payment if the amount due is not received by the due date. Make checks payable to the agency shown above.',
  'This is an installment notice under your premium payment plan. Contact your agent about changes to scheduled units.',
  'Installment fees are charged per payment under the plan. A late fee applies to payments received after the due date.',
];

const insuranceInstallment: InvoiceLayout = {
  id: 'insurance-installment',
  title:
    'Truck insurance premium installment notice: policy and installment grid, one premium row per scheduled unit and coverage, installment and policy fees, a previous balance row, Amount Due with a minimum-due box',
  modelledOn:
    'Insurance agencies billing small fleets monthly installments of commercial auto premiums',
  page: LETTER,
  embedFonts: true,
  build(rng) {
    const seller = sellerParty(
      rng,
      [
        'Heartland Commercial Insurance Agency',
        'Mile Marker Insurance Services LLC',
        'Gulf Plains Truck Insurance Inc',
      ],
      'billing',
      true,
    );
    const buyer = carrierParty(rng, { contact: rng.chance(0.6), email: rng.chance(0.4) });
    const issue = issueDay(rng);
    const policy = `CA-${rng.digits(7)}`;
    const inst = rng.int(2, 10);
    const list: Array<Omit<TItem, 'amount'> & { amount?: number }> = [];
    const prevBal = rng.chance(0.5) ? rng.money(120, 1400) : null;
    if (prevBal !== null)
      list.push({
        description: 'Previous balance',
        quantity: null,
        unitPrice: null,
        amount: prevBal,
        group: 'prev',
        code: '',
        unit: 'Previous balance',
      });
    const nUnits = rng.int(1, 4);
    const covs = rng.shuffle(COVERAGES).slice(0, rng.int(1, 3));
    for (let u = 0; u < nUnits; u++) {
      const unit = `Unit ${rng.int(100, 999)} ${rng.int(2015, 2024)} ${rng.pick(MAKES)} VIN ...${rng.digits(6)}`;
      for (const c of covs)
        list.push({
          description: `${policy} ${c} ${unit}`,
          quantity: null,
          unitPrice: null,
          amount: rng.money(90, 820),
          group: 'prem',
          code: `${policy} ${c}`,
          unit,
        });
    }
    list.push({
      description: 'Installment fee',
      quantity: null,
      unitPrice: null,
      amount: rng.pick([5, 10, 12.5]),
      group: 'fee',
      code: '',
      unit: 'Installment fee',
    });
    if (rng.chance(0.4))
      list.push({
        description: 'State filing fee (MCS-90 / Form E)',
        quantity: null,
        unitPrice: null,
        amount: rng.pick([15, 25, 35]),
        group: 'fee',
        code: '',
        unit: 'State filing fee (MCS-90 / Form E)',
      });
    const its = items(list);
    const total = sumOf(its);
    return {
      number: `${rng.pick(['PN', 'INS'])}${rng.digits(8)}`,
      status: rng.chance(0.5) ? 'Unpaid' : null,
      issue,
      due: addDays(issue, rng.pick([10, 15, 20])),
      seller,
      buyer,
      items: its,
      subtotal: null,
      tax: null,
      taxRate: null,
      shipping: null,
      discount: null,
      total,
      notes: rng.pick(INS_NOTES),
      extra: {
        policy,
        inst: `${inst} of ${rng.pick([10, 11, 12])}`,
        term: `${fmtDate(addDays(issue, -30 * (inst - 1) - 5), 'mdy')} - ${fmtDate(addDays(issue, 360 - 30 * (inst - 1)), 'mdy')}`,
        minDue: plain(round2(total * 0.8)),
      },
    };
  },
  draw(s, inv) {
    const m = 48;
    const W = s.width - 2 * m;
    s.text(inv.seller.company ?? '', m, 40, { font: 'serif-bold', size: 15, color: '#203864' });
    para(
      s,
      [
        address(inv.seller),
        [fmtPhone(inv.seller.phone ?? '', 'dot'), inv.seller.email].filter(Boolean).join('   '),
        `Your agent: ${inv.seller.contact}`,
      ].join('\n'),
      m,
      60,
      330,
      { font: 'serif', size: 8.5 },
    );
    rightText(s, 'PREMIUM INSTALLMENT NOTICE', 40, s.width - m, { font: 'serif-bold', size: 11 });
    s.text('Named insured / Bill to', m, 118, { font: 'serif-italic', size: 8.5 });
    para(s, lines(inv.buyer, { attn: 'c/o' }).join('\n'), m, 130, 260, {
      font: 'serif',
      size: 9.5,
    });
    const grid: Array<[string, string]> = [
      ['Notice No.', inv.number ?? ''],
      ['Notice date', monDY(inv.issue)],
      ['Policy', inv.extra.policy ?? ''],
      ['Policy term', inv.extra.term ?? ''],
      ['Installment', inv.extra.inst ?? ''],
      ['Payment due', inv.due ? monDY(inv.due) : ''],
    ];
    grid.forEach(([l, v], k) => {
      s.text(l, 330, 118 + k * 14, { font: 'serif', size: 8.5, color: '#444444' });
      rightText(s, v, 118 + k * 14, s.width - m, { font: 'serif-bold', size: 8.5 });
    });
    const rows = inv.items.map((i) => [i.code ?? '', i.unit ?? '', plain(i.amount)]);
    let y =
      table(
        s,
        m,
        226,
        [
          { header: 'Policy / Coverage', width: 170 },
          { header: 'Scheduled unit / Item', width: 246 },
          { header: 'Amount', width: W - 416, align: 'right' },
        ],
        rows,
        { font: 'serif', bold: 'serif-bold', size: 8.5, zebra: '#eef1f7' },
      ) + 12;
    s.rect(340, y - 4, s.width - m - 340, 34, { stroke: '#203864', lineWidth: 1 });
    s.text('AMOUNT DUE', 348, y + 2, { font: 'serif-bold', size: 10 });
    rightText(s, money(inv.total), y + 2, s.width - m - 8, { font: 'serif-bold', size: 10 });
    s.text('Minimum due to keep coverage', 348, y + 17, { font: 'serif', size: 7.5 });
    rightText(s, inv.extra.minDue ?? '', y + 17, s.width - m - 8, { font: 'serif', size: 7.5 });
    if (inv.status === 'Unpaid')
      s.text('Status: UNPAID', m, y + 2, { font: 'serif-bold', size: 9 });
    y += 50;
    para(s, inv.notes ?? '', m, y, W, { font: 'serif-italic', size: 8 });
  },
};

// ---- 22. carrier multi-load invoice with quick pay -----------------------------------------------

const LANES = [
  'Dallas, TX',
  'Memphis, TN',
  'Atlanta, GA',
  'Joliet, IL',
  'Laredo, TX',
  'Ontario, CA',
  'Columbus, OH',
  'Kansas City, MO',
  'Denver, CO',
  'Charlotte, NC',
];
const BROKERS = [
  'Summit Freight Brokerage LLC',
  'Keystone Logistics Partners Inc',
  'Northstar Load Solutions LLC',
  'Bluewater Freight Services Inc',
];
const ML_NOTES = [
  'Quick pay requested: deduct the quick pay discount shown and pay the net amount within 2 business days. Signed PODs and rate confirmations attached.',
  'Remit to the address above. Quick pay discount applies only if paid within 3 business days of this invoice. All PODs attached.',
];

const carrierMultiLoad: InvoiceLayout = {
  id: 'carrier-multi-load',
  title:
    "Carrier's invoice to a broker for several loads: one row per load (load #, pickup date, origin → destination, linehaul, fuel and detention columns, row total), MC/DOT numbers, quick-pay discount in the totals, net amount due",
  modelledOn: 'Small carriers billing a broker weekly for all loads hauled for it',
  page: LETTER,
  embedFonts: true,
  build(rng) {
    const seller = carrierParty(rng, { contact: true, email: true });
    const company = rng.pick(BROKERS);
    const buyer: TParty = {
      company,
      customer: null,
      contact: rng.chance(0.5) ? personName(rng) : null,
      phone: phone(rng),
      email: rng.chance(0.7) ? mail(company, 'carrierpay') : null,
      ...place(rng, 0.4),
    };
    const issue = issueDay(rng);
    const its: TItem[] = [];
    for (let k = 0; k < rng.int(2, 6); k++) {
      const [o, d] = rng.shuffle(LANES);
      const date = addDays(issue, -rng.int(2, 9));
      const lh = round2(rng.int(650, 3400));
      const fuel = rng.chance(0.7) ? rng.money(40, 420) : 0;
      const det = rng.chance(0.3) ? rng.pick([50, 75, 100, 150]) : 0;
      const load = `${rng.digits(7)}`;
      its.push({
        description: `${load} ${fmtDate(date, 'mdy')} ${o} → ${d}`,
        quantity: null,
        unitPrice: null,
        amount: round2(lh + fuel + det),
        date,
        code: load,
        unit: `${o} → ${d}`,
        group: `${lh}|${fuel}|${det}`,
      });
    }
    its.sort((a, b) => mdyKey(a.date as Day).localeCompare(mdyKey(b.date as Day)));
    const subtotal = sumOf(its);
    const qpPct = rng.pick([1.5, 2, 3, 3.5]);
    const discount = round2((subtotal * qpPct) / 100);
    return {
      number: `${rng.pick(['INV-', 'W', ''])}${rng.int(1100, 9899)}`,
      status: null,
      issue,
      due: addDays(issue, rng.pick([2, 3])),
      seller,
      buyer,
      items: its,
      subtotal,
      tax: null,
      taxRate: null,
      shipping: null,
      discount,
      total: round2(subtotal - discount),
      notes: rng.pick(ML_NOTES),
      extra: {
        qp: String(qpPct),
        mc: `${rng.int(600000, 1300000)}`,
        dot: `${rng.int(1800000, 3900000)}`,
      },
    };
  },
  draw(s, inv) {
    const m = 40;
    const W = s.width - 2 * m;
    s.rect(0, 0, s.width, 8, { fill: '#2e7d32' });
    s.text(inv.seller.company ?? '', m, 30, { font: 'dejavu-bold', size: 16 });
    para(
      s,
      [
        address(inv.seller),
        `MC ${inv.extra.mc}   USDOT ${inv.extra.dot}`,
        `${fmtPhone(inv.seller.phone ?? '', 'dash')}   ${inv.seller.email}`,
        `Billing contact: ${inv.seller.contact}`,
      ].join('\n'),
      m,
      52,
      330,
      { font: 'dejavu', size: 8 },
    );
    rightText(s, 'FREIGHT INVOICE', 30, s.width - m, {
      font: 'dejavu-bold',
      size: 14,
      color: '#2e7d32',
    });
    const meta: Array<[string, string]> = [
      ['Invoice', inv.number ?? ''],
      ['Invoice date', fmtDate(inv.issue, 'mdy')],
      ['Quick pay due', inv.due ? fmtDate(inv.due, 'mdy') : ''],
    ];
    meta.forEach(([l, v], k) => {
      s.text(l, 400, 56 + k * 13, { font: 'dejavu', size: 8 });
      rightText(s, v, 56 + k * 13, s.width - m, { font: 'dejavu-bold', size: 8 });
    });
    s.text('Broker / Bill to', m, 124, { font: 'dejavu-bold', size: 8, color: '#2e7d32' });
    para(s, lines(inv.buyer, { attn: 'Attn:' }).join('\n'), m, 136, 280, {
      font: 'dejavu',
      size: 8.5,
    });
    const rows = inv.items.map((i) => {
      const [lh, fuel, det] = (i.group ?? '0|0|0').split('|').map(Number) as [
        number,
        number,
        number,
      ];
      return [
        i.code ?? '',
        fmtDate(i.date as Day, 'mdy'),
        i.unit ?? '',
        plain(lh),
        fuel ? plain(fuel) : '-',
        det ? plain(det) : '-',
        plain(i.amount),
      ];
    });
    let y =
      table(
        s,
        m,
        230,
        [
          { header: 'Load #', width: 58 },
          { header: 'Pickup', width: 62 },
          { header: 'Origin → Destination', width: 164 },
          { header: 'Linehaul', width: 62, align: 'right' },
          { header: 'Fuel', width: 56, align: 'right' },
          { header: 'Detention', width: 60, align: 'right' },
          { header: 'Load total', width: W - 462, align: 'right' },
        ],
        rows,
        { font: 'dejavu', bold: 'dejavu-bold', size: 7.5, grid: true, headerFill: '#e8f5e9' },
      ) + 10;
    y = totalsBlock(
      s,
      [
        ['Total of loads', plain(inv.subtotal), false],
        [`Quick pay discount (${inv.extra.qp}%)`, `-${plain(inv.discount)}`, false],
        ['NET AMOUNT DUE', money(inv.total), true],
      ],
      y,
      360,
      s.width - m,
      'dejavu',
    );
    para(s, inv.notes ?? '', m, y + 14, W, { font: 'dejavu', size: 8 });
  },
};

const mdyKey = (d: Day) => `${d.y}${p2(d.m)}${p2(d.d)}`;

// ---- 23. cross-dock / warehouse storage ----------------------------------------------------------

const WH_NOTES = [
  'Storage is billed per pallet per day, any part of a day counts as a day. Goods are held subject to the warehouse lien for unpaid charges.',
  'Handling is charged once in and once out per pallet. Questions about this invoice: contact the warehouse office.',
];

const crossDockStorage: InvoiceLayout = {
  id: 'crossdock-storage',
  title:
    'Cross-dock / warehouse storage invoice: storage rows with the period and "N pallets × D days" in the description and pallet-days as quantity, handling in and out per pallet, a trailer drop or pallet-wrap charge, lot references',
  modelledOn: 'Cross-dock and public warehouses storing and transloading freight for carriers',
  page: LETTER,
  embedFonts: true,
  build(rng) {
    const seller = sellerParty(
      rng,
      [
        'Midway Cross-Dock & Storage LLC',
        'Railside Warehouse Services Inc',
        'Gateway Transload Co',
      ],
      'ar',
      rng.chance(0.5),
    );
    const buyer = carrierParty(rng, { contact: rng.chance(0.5), email: rng.chance(0.5) });
    const issue = issueDay(rng);
    const list: Array<Omit<TItem, 'amount'> & { amount?: number }> = [];
    for (let k = 0; k < rng.int(1, 3); k++) {
      const lot = `LOT ${rng.digits(5)}`;
      const pallets = rng.int(4, 26);
      const days = rng.int(3, 21);
      const from = addDays(issue, -days - rng.int(1, 8));
      const to = addDays(from, days - 1);
      const r = rng.pick([0.75, 0.85, 0.95, 1.1, 1.25]);
      list.push({
        description: `${lot} Storage ${fmtDate(from, 'mdyy')}-${fmtDate(to, 'mdyy')} ${pallets} pallets × ${days} days`,
        quantity: pallets * days,
        unitPrice: r,
        code: lot,
        unit: `Storage ${fmtDate(from, 'mdyy')}-${fmtDate(to, 'mdyy')} ${pallets} pallets × ${days} days`,
        group: 'pallet-day',
      });
      const hr = rng.pick([6.5, 7.5, 8, 9.25]);
      list.push({
        description: `${lot} Handling in`,
        quantity: pallets,
        unitPrice: hr,
        code: lot,
        unit: 'Handling in',
        group: 'pallet',
      });
      if (rng.chance(0.7))
        list.push({
          description: `${lot} Handling out`,
          quantity: pallets,
          unitPrice: hr,
          code: lot,
          unit: 'Handling out',
          group: 'pallet',
        });
    }
    if (rng.chance(0.5))
      list.push({
        description: 'Trailer drop / yard spot',
        quantity: rng.int(1, 4),
        unitPrice: rng.pick([25, 35, 40]),
        code: '',
        unit: 'Trailer drop / yard spot',
        group: 'day',
      });
    if (rng.chance(0.4))
      list.push({
        description: 'Stretch wrap / re-pallet',
        quantity: rng.int(2, 10),
        unitPrice: rng.pick([4.5, 6, 7.75]),
        code: '',
        unit: 'Stretch wrap / re-pallet',
        group: 'ea',
      });
    const its = items(list);
    const subtotal = sumOf(its);
    return {
      number: `WH${issue.y % 100}${p2(issue.m)}-${rng.digits(4)}`,
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
      notes: rng.pick(WH_NOTES),
      extra: { acct: `${rng.digits(6)}` },
    };
  },
  draw(s, inv) {
    const m = 44;
    const W = s.width - 2 * m;
    s.rect(m, 32, W, 46, { fill: '#37474f' });
    s.text(inv.seller.company ?? '', m + 10, 40, {
      font: 'narrow-bold',
      size: 16,
      color: '#ffffff',
    });
    s.text('STORAGE & HANDLING INVOICE', m + 10, 60, {
      font: 'narrow',
      size: 10,
      color: '#ffffff',
    });
    para(
      s,
      [
        address(inv.seller),
        [fmtPhone(inv.seller.phone ?? '', 'paren'), inv.seller.email].filter(Boolean).join('  ·  '),
        inv.seller.contact ? `Warehouse office: ${inv.seller.contact}` : '',
      ]
        .filter(Boolean)
        .join('\n'),
      m,
      88,
      300,
      { font: 'narrow', size: 8.5 },
    );
    const meta: Array<[string, string]> = [
      ['Invoice #', inv.number ?? ''],
      ['Invoice date', fmtDate(inv.issue, 'iso')],
      ['Terms due', inv.due ? fmtDate(inv.due, 'iso') : ''],
      ['Depositor acct', inv.extra.acct ?? ''],
    ];
    meta.forEach(([l, v], k) => {
      s.text(l, 380, 88 + k * 13, { font: 'narrow', size: 8.5 });
      rightText(s, v, 88 + k * 13, s.width - m, { font: 'narrow-bold', size: 8.5 });
    });
    s.text('DEPOSITOR / BILL TO', m, 150, { font: 'narrow-bold', size: 8 });
    para(s, lines(inv.buyer).join('\n'), m, 162, 260, { font: 'narrow', size: 9 });
    const rows = inv.items.map((i) => [
      i.code ?? '',
      i.unit ?? '',
      `${qty(i.quantity)} ${i.group ?? ''}`,
      price(i.unitPrice),
      plain(i.amount),
    ]);
    let y =
      table(
        s,
        m,
        254,
        [
          { header: 'Lot', width: 64 },
          { header: 'Service', width: 230 },
          { header: 'Quantity', width: 90, align: 'right' },
          { header: 'Rate', width: 70, align: 'right' },
          { header: 'Charge', width: W - 454, align: 'right' },
        ],
        rows,
        { font: 'narrow', bold: 'narrow-bold', size: 8.5, zebra: '#eceff1' },
      ) + 10;
    y = totalsBlock(
      s,
      [
        ['Subtotal', plain(inv.subtotal), false],
        ['Total due', money(inv.total), true],
      ],
      y,
      380,
      s.width - m,
      'narrow',
    );
    para(s, inv.notes ?? '', m, y + 12, W, { font: 'narrow', size: 8 });
  },
};

// ---- 24. load-board subscription ----------------------------------------------------------------

const LB_NOTES = [
  'Thank you for your business. Seats renew automatically each quarter unless cancelled 15 days before the period ends.',
  'Charges were billed to the card on file. Add or remove seats any time; changes are prorated on the next invoice.',
];

const loadBoardSub: InvoiceLayout = {
  id: 'loadboard-subscription',
  title:
    'Load-board subscription invoice for a quarter: seats × price per seat lines, add-on modules, usage overage (credit reports beyond the plan), annual-prepay discount in the totals, sales tax, card autopay PAID or Amount due',
  modelledOn: 'Load boards and dispatch software billing carriers per user seat',
  page: LETTER,
  embedFonts: true,
  build(rng) {
    const company = rng.pick([
      'LoadLink Board Inc',
      'FreightMatch Online LLC',
      'OpenLane Loads Inc',
    ]);
    const seller: TParty = {
      company,
      customer: null,
      contact: null,
      phone: phone(rng),
      email: mail(company, 'billing'),
      ...place(rng, 0.6),
    };
    const buyer = carrierParty(rng, { contact: true, email: rng.chance(0.6) });
    const issue = issueDay(rng);
    const q0 = { y: 2026, m: issue.m >= 10 ? 10 : 7, d: 1 };
    const q1 = addDays({ y: q0.m === 10 ? 2027 : 2026, m: q0.m === 10 ? 1 : 10, d: 1 }, -1);
    const period = `${fmtDate(q0, 'mdy')} - ${fmtDate(q1, 'mdy')}`;
    const list: Array<Omit<TItem, 'amount'>> = [
      {
        description: `${rng.pick(['Pro', 'Standard', 'Premium'])} dispatcher seat ${period}`,
        quantity: rng.int(1, 6),
        unitPrice: rng.pick([119.97, 134.85, 164.85, 209.97]),
      },
    ];
    if (rng.chance(0.6))
      list.push({
        description: `Driver mobile seat ${period}`,
        quantity: rng.int(2, 14),
        unitPrice: rng.pick([29.97, 44.85]),
      });
    if (rng.chance(0.6))
      list.push({
        description: `Add-on: ${rng.pick(['Rate insights', 'Broker credit & days-to-pay', 'Lane history'])} ${period}`,
        quantity: 1,
        unitPrice: rng.pick([59.85, 89.97, 119.85]),
      });
    if (rng.chance(0.5))
      list.push({
        description: 'Credit report overage (beyond plan)',
        quantity: rng.int(3, 40),
        unitPrice: rng.pick([1.25, 1.5, 2]),
      });
    const its = items(list);
    const subtotal = sumOf(its);
    const discount = rng.chance(0.4) ? round2(subtotal * 0.1) : null;
    const taxRate = rng.chance(0.6) ? rng.pick([0.0625, 0.07, 0.08]) : null;
    const tax = taxRate ? round2((subtotal - (discount ?? 0)) * taxRate) : null;
    const paid = rng.chance(0.5);
    return {
      number: `${rng.pick(['LB', 'SUB'])}-${rng.digits(6)}`,
      status: paid ? 'Paid' : 'Unpaid',
      issue,
      due: paid ? null : addDays(issue, 10),
      seller,
      buyer,
      items: its,
      subtotal,
      tax,
      taxRate,
      shipping: null,
      discount,
      total: round2(subtotal - (discount ?? 0) + (tax ?? 0)),
      notes: rng.pick(LB_NOTES),
      extra: {
        card: `${rng.pick(['Visa', 'Mastercard', 'Amex'])} ending ${rng.digits(4)}`,
        cust: `CUS-${rng.digits(6)}`,
      },
    };
  },
  draw(s, inv) {
    const m = 56;
    const W = s.width - 2 * m;
    s.text(inv.seller.company ?? '', m, 48, { font: 'sans-bold', size: 13, color: '#5b2c83' });
    rightText(s, 'Invoice', 44, s.width - m, { font: 'sans', size: 22, color: '#5b2c83' });
    const badge = inv.status === 'Paid' ? 'PAID' : 'UNPAID';
    s.rect(s.width - m - 70, 74, 70, 18, { fill: inv.status === 'Paid' ? '#2e7d32' : '#c62828' });
    s.text(badge, s.width - m - 70, 78, {
      font: 'sans-bold',
      size: 9,
      color: '#ffffff',
      align: 'center',
      width: 70,
    });
    para(
      s,
      [address(inv.seller), inv.seller.email, fmtPhone(inv.seller.phone ?? '', 'intl')].join('\n'),
      m,
      68,
      280,
      { font: 'sans', size: 8, color: '#555555' },
    );
    const meta: Array<[string, string]> = [
      ['Invoice number', inv.number ?? ''],
      ['Date of issue', fmtDate(inv.issue, 'long')],
      ['Date due', inv.due ? fmtDate(inv.due, 'long') : 'Paid by card'],
      ['Customer ID', inv.extra.cust ?? ''],
    ];
    meta.forEach(([l, v], k) => {
      s.text(l, m, 130 + k * 13, { font: 'sans', size: 8.5, color: '#555555' });
      s.text(v, m + 90, 130 + k * 13, { font: 'sans-bold', size: 8.5 });
    });
    s.text('Bill to', 340, 130, { font: 'sans-bold', size: 8.5 });
    para(s, lines(inv.buyer).join('\n'), 340, 143, 220, { font: 'sans', size: 8.5 });
    const rows = inv.items.map((i) => [
      i.description,
      qty(i.quantity),
      plain(i.unitPrice),
      plain(i.amount),
    ]);
    let y =
      table(
        s,
        m,
        240,
        [
          { header: 'Description', width: 270 },
          { header: 'Seats / Qty', width: 60, align: 'right' },
          { header: 'Unit price', width: 70, align: 'right' },
          { header: 'Amount', width: W - 400, align: 'right' },
        ],
        rows,
        { font: 'sans', bold: 'sans-bold', size: 8.5 },
      ) + 8;
    s.line(m, y - 4, s.width - m, y - 4, 0.5, '#999999');
    const tot: Array<[string, string, boolean]> = [['Subtotal', money(inv.subtotal), false]];
    if (inv.discount) tot.push(['Annual prepay discount (10%)', `-${money(inv.discount)}`, false]);
    if (inv.tax !== null)
      tot.push([`Sales tax (${((inv.taxRate ?? 0) * 100).toFixed(2)}%)`, money(inv.tax), false]);
    tot.push(['Total', money(inv.total), true]);
    if (inv.status === 'Paid') {
      tot.push([`Paid with ${inv.extra.card}`, `-${money(inv.total)}`, false]);
      tot.push(['Amount due', money(0), true]);
    } else tot.push(['Amount due', money(inv.total), true]);
    y = totalsBlock(s, tot, y, 330, s.width - m, 'sans');
    para(s, inv.notes ?? '', m, y + 16, W, { font: 'sans', size: 8, color: '#555555' });
  },
};

export const UNSEEN_LAYOUTS_2: InvoiceLayout[] = [
  trailerShopWO,
  insuranceInstallment,
  carrierMultiLoad,
  crossDockStorage,
  loadBoardSub,
];
