/**
 * The sixth held-out set of invoice layouts (issue 16), written after the five layouts of
 * layouts-unseen-4.ts were measured and moved to dev. Appended to the layout list after them, so
 * every earlier document keeps its seed. Written without looking at the extractor: kinds of
 * documents a carrier receives that the earlier layouts do not cover (see the README's layout
 * table). Names are made up.
 *
 * As in layouts.ts: the expected record is exactly what the page shows, and a line item's
 * description is the row's text cells other than quantity, unit price and amount, left to right,
 * joined by single spaces (a wrapped cell's lines joined by a space).
 */

import { PLACES } from '../shared/pools';
import {
  addDays,
  type Day,
  type FontName,
  fmtDate,
  fmtPhone,
  LETTER,
  MONTHS_LONG,
  para,
  round2,
  table,
} from '../shared/surface';
import {
  cityLine,
  issueDay,
  labelRows,
  mdy,
  mdyy,
  monDY,
  money,
  lines as partyLines,
  plain,
  price,
  qty,
  right,
  sellerParty,
  stack,
  sumOf,
} from './layout-helpers';
import type { InvoiceLayout } from './layouts';
import { carrierParty, items, phone, place, type TItem, type TParty, totals } from './model';

// ---- J1. owner-operator weekly settlement from the leasing carrier ------------------------------

const LESSORS = [
  'Prairie Star Lines Inc',
  'Holloway Refrigerated Express',
  'Gateway Dedicated Carriers LLC',
  'Northfork Transport Co',
];
const OO_NAMES = [
  'Reed Hauling LLC',
  'DM Express Trucking',
  'Okafor Transport LLC',
  'Big Sky Road Co',
  'Lone Oak Freight LLC',
  'R & S Hotshot Inc',
];
const DEDUCTIONS: Array<[string, number]> = [
  ['Occupational accident insurance', 48.5],
  ['Physical damage insurance', 71.25],
  ['ELD / telematics fee', 15],
  ['Trailer rental', 175],
  ['Escrow contribution', 100],
  ['IFTA / fuel tax', 38.4],
  ['Plate program', 62],
  ['Tolls (transponder)', 27.35],
];

const settlement: InvoiceLayout = {
  id: 'oo-weekly-settlement',
  title:
    "Leasing carrier's weekly settlement statement to an owner-operator: settlement # and pay date, contractor and unit box, an EARNINGS table (trip #, delivered date, lane, gross revenue column, the contractor's share), then a DEDUCTIONS table (fuel purchases, insurance, escrow, trailer rent) as negative amounts, section totals inside the tables, NET SETTLEMENT and PAID - direct deposit",
  modelledOn: 'Asset carriers settling leased owner-operators weekly (percentage-of-revenue pay)',
  page: LETTER,
  embedFonts: true,
  build(rng) {
    const seller = sellerParty(rng, LESSORS, 'settlements', true, 0.8);
    const oo = rng.pick(OO_NAMES);
    const buyer: TParty = {
      company: oo,
      customer: null,
      contact: null,
      phone: rng.chance(0.5) ? phone(rng) : null,
      email: null,
      ...place(rng, 0.1),
    };
    const issue = issueDay(rng);
    const pct = rng.pick([68, 70, 72, 75]);
    const its: TItem[] = [];
    const nTrips = rng.int(2, 5);
    for (let k = 0; k < nTrips; k++) {
      const a = rng.pick(PLACES);
      const b = rng.pick(PLACES.filter((p) => p !== a));
      const gross = round2(rng.int(60, 190) * 25 + rng.pick([0, 0, 50, 112.5]));
      const trip = `${rng.digits(6)}`;
      const del = addDays(issue, -rng.int(3, 9));
      its.push({
        description: `${trip} ${mdy(del)} ${a.city}, ${a.state} - ${b.city}, ${b.state}`,
        quantity: null,
        unitPrice: null,
        amount: round2((gross * pct) / 100),
        group: 'E',
        code: trip,
        date: del,
        unit: plain(gross),
      });
    }
    if (rng.chance(0.5))
      its.push({
        description: `Detention reimbursement trip ${its[0]?.code ?? ''}`,
        quantity: null,
        unitPrice: null,
        amount: rng.pick([75, 100, 150]),
        group: 'E2',
      });
    const nFuel = rng.int(1, 2);
    for (let k = 0; k < nFuel; k++) {
      const d = addDays(issue, -rng.int(4, 10));
      const gal = round2(rng.int(60, 150) + rng.pick([0.25, 0.5, 0.75, 0.1]));
      const p = Math.round(rng.money(3.55, 4.25, 3) * 1000) / 1000;
      its.push({
        description: `Fuel ${mdy(d)} ${rng.pick(['Pilot #', "Love's #", 'TA #', 'Petro #'])}${rng.int(100, 999)} ${gal.toFixed(2)} gal @ ${p.toFixed(3)}`,
        quantity: null,
        unitPrice: null,
        amount: -round2(gal * p),
        group: 'D',
      });
    }
    for (const [label, amt] of rng.shuffle(DEDUCTIONS).slice(0, rng.int(3, 5)))
      its.push({ description: label, quantity: null, unitPrice: null, amount: -amt, group: 'D' });
    const total = sumOf(its);
    return {
      number: `STL-${rng.digits(6)}`,
      status: 'Paid',
      issue,
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
        'Questions about this settlement must be raised within 15 days of the pay date. Escrow balance is held per your lease agreement.',
        'Settlement paid per the independent contractor lease. Fuel is deducted at the pump price less the fleet discount shown on your fuel card report.',
      ]),
      extra: { pct: String(pct), unit: String(rng.int(200, 989)), acct: rng.digits(4) },
    };
  },
  draw(s, inv) {
    const m = 40;
    const W = s.width - 2 * m;
    const F: FontName = 'dejavu';
    const B: FontName = 'dejavu-bold';
    const se = inv.seller;
    s.text(se.company ?? '', m, 34, { font: B, size: 14 });
    stack(
      s,
      [
        se.street,
        cityLine(se),
        `Settlements: ${se.contact ?? ''}  ${fmtPhone(se.phone ?? '', 'dot')}`,
        se.email,
      ],
      m,
      54,
      { font: F, size: 8.5 },
    );
    right(s, 'CONTRACTOR SETTLEMENT', m, 34, W, { font: B, size: 12 });
    labelRows(
      s,
      [
        ['Settlement #', inv.number ?? '', true],
        ['Pay date', mdy(inv.issue), false],
        ['Pay period ending', mdy(addDays(inv.issue, -3)), false],
      ],
      m + W - 200,
      54,
      200,
      F,
      B,
      8.5,
    );
    const by = inv.buyer;
    s.rect(m, 116, W, 66, { stroke: '#555555', lineWidth: 0.7 });
    s.text('CONTRACTOR', m + 8, 122, { font: B, size: 8 });
    stack(
      s,
      [by.company, by.street, cityLine(by), by.phone ? fmtPhone(by.phone, 'paren') : null],
      m + 8,
      134,
      { font: F, size: 8.5 },
    );
    stack(
      s,
      [
        `Unit ${inv.extra.unit}`,
        `Pay basis: ${inv.extra.pct}% of linehaul revenue`,
        `Deposit to account ending ${inv.extra.acct}`,
      ],
      m + W / 2,
      134,
      { font: F, size: 8.5 },
    );
    const earn = inv.items.filter((i) => i.group === 'E' || i.group === 'E2');
    const ded = inv.items.filter((i) => i.group === 'D');
    let y = 186;
    s.text('EARNINGS', m, y, { font: B, size: 9.5 });
    const earnRows: Array<string[] | { span: string; bold?: boolean; right?: string }> = earn.map(
      (i) =>
        i.group === 'E'
          ? [
              i.code ?? '',
              i.date ? mdy(i.date) : '',
              i.description.split(' ').slice(2).join(' '),
              i.unit ?? '',
              plain(i.amount),
            ]
          : [i.description, '', '', '', plain(i.amount)],
    );
    earnRows.push({ span: 'Total earnings', bold: true, right: plain(sumOf(earn)) });
    y = table(
      s,
      m,
      y + 13,
      [
        { header: 'Trip #', width: 70 },
        { header: 'Delivered', width: 70 },
        { header: 'Lane', width: W - 300 },
        { header: 'Gross revenue', width: 80, align: 'right' },
        { header: `Your ${inv.extra.pct}%`, width: 80, align: 'right' },
      ],
      earnRows,
      { font: F, bold: B, size: 8.5, headerFill: '#e4e4e4' },
    );
    y += 12;
    s.text('DEDUCTIONS', m, y, { font: B, size: 9.5 });
    const dedRows: Array<string[] | { span: string; bold?: boolean; right?: string }> = ded.map(
      (i) => [i.description, `(${plain(-i.amount)})`],
    );
    dedRows.push({ span: 'Total deductions', bold: true, right: `(${plain(-sumOf(ded))})` });
    y = table(
      s,
      m,
      y + 13,
      [
        { header: 'Description', width: W - 90 },
        { header: 'Amount', width: 90, align: 'right' },
      ],
      dedRows,
      { font: F, bold: B, size: 8.5, headerFill: '#e4e4e4' },
    );
    y += 14;
    s.rect(m + W - 250, y - 4, 250, 24, { fill: '#eef4ee', stroke: '#2e7d32', lineWidth: 0.8 });
    s.text('NET SETTLEMENT', m + W - 242, y + 3, { font: B, size: 10 });
    right(s, money(inv.total), m + W - 250, y + 3, 242, { font: B, size: 10 });
    s.text('PAID - direct deposit', m, y + 3, { font: B, size: 11, color: '#2e7d32' });
    para(s, inv.notes ?? '', m, y + 36, W, { font: F, size: 8 });
  },
};

// ---- J2. repair estimate turned into the final invoice ------------------------------------------

const SHOPS = [
  'Ironwood Diesel & Reefer Service',
  'Crossroads Truck Repair Inc',
  'Summit Fleet Mechanical LLC',
  'Badger State Heavy Duty',
];
const JOBS: Array<{ op: string; text: string; hrs: number[]; parts: Array<[string, number]> }> = [
  {
    op: 'A',
    text: 'Diagnose and replace leaking water pump, refill coolant, pressure test',
    hrs: [2.5, 3, 3.5],
    parts: [
      ['Water pump assy', 412.8],
      ['Coolant ELC 1 gal', 24.95],
      ['Gasket kit', 38.5],
    ],
  },
  {
    op: 'B',
    text: 'Replace right-front brake chamber and adjust slack adjusters',
    hrs: [1.5, 2],
    parts: [
      ['Brake chamber 30/30', 86.4],
      ['Slack adjuster auto', 118.75],
    ],
  },
  {
    op: 'C',
    text: 'Reefer unit: replace alternator belt and clean condenser coil',
    hrs: [1, 1.5],
    parts: [
      ['Belt, alternator', 42.1],
      ['Coil cleaner', 18.5],
    ],
  },
  {
    op: 'D',
    text: 'PM service: oil and filters, grease chassis, inspect brakes and lights',
    hrs: [2, 2.5],
    parts: [
      ['Engine oil 15W-40 gal', 21.6],
      ['Oil filter', 34.25],
      ['Fuel filter', 46.9],
    ],
  },
];

const estimateInvoice: InvoiceLayout = {
  id: 'estimate-to-invoice',
  title:
    'Repair shop estimate converted to the final invoice: ESTIMATE / INVOICE heading with both numbers, authorised-by line, jobs lettered A, B… each with a labour row (hours × rate) and its parts rows, an "Est." column of the estimated amounts next to the final amounts, tax on parts, a deposit taken at authorisation and the balance due at pickup',
  modelledOn:
    'Independent truck and reefer repair shops that turn the signed estimate into the invoice',
  page: LETTER,
  embedFonts: false,
  build(rng) {
    const seller = sellerParty(rng, SHOPS, 'service', true, 0.6);
    const buyer = carrierParty(rng, { contact: true, email: rng.chance(0.3) });
    const issue = issueDay(rng);
    const rate = rng.pick([135, 145, 155, 165]);
    const jobs = rng
      .shuffle(JOBS)
      .slice(0, rng.int(1, 3))
      .sort((a, b) => a.op.localeCompare(b.op));
    const list: Array<Omit<TItem, 'amount'> & { amount?: number }> = [];
    for (const j of jobs) {
      const h = rng.pick(j.hrs);
      list.push({
        description: `${j.op} Labor - ${j.text}`,
        quantity: h,
        unitPrice: rate,
        group: 'L',
        code: j.op,
      });
      for (const [p, pr] of j.parts)
        list.push({
          description: `${j.op} ${p}`,
          quantity: rng.int(1, p.includes('gal') ? 10 : 2),
          unitPrice: pr,
          group: 'P',
          code: j.op,
        });
    }
    if (rng.chance(0.6))
      list.push({
        description: 'Shop supplies',
        quantity: null,
        unitPrice: null,
        amount: 35,
        group: 'S',
      });
    const its = items(list);
    const taxRate = rng.pick([0.055, 0.0625, 0.07, 0.0825]);
    const tt = totals(its, { taxRate, taxable: (i) => i.group === 'P' });
    const deposit = round2(Math.round((tt.total * 0.4) / 50) * 50);
    const est: Record<number, string> = {};
    its.forEach((i, k) => {
      const e = i.group === 'L' ? round2(i.amount - rate * rng.pick([0, 0, 0.5])) : i.amount;
      est[k] = plain(e);
    });
    return {
      number: `INV ${rng.int(40100, 48999)}`,
      status: 'Partially Paid',
      issue,
      due: null,
      seller,
      buyer,
      items: its,
      ...tt,
      notes: rng.pick([
        'Parts warranty 12 months / 100,000 miles; labor 90 days. Vehicles left more than 48 hours after completion are charged storage.',
        'All work authorised by the customer on the estimate above. Balance is due when the unit is picked up.',
      ]),
      paid: deposit,
      extra: {
        est: JSON.stringify(est),
        estNo: `E-${rng.digits(5)}`,
        estDate: mdy(addDays(issue, -rng.int(1, 3))),
        unit: String(rng.int(100, 9899)),
        vin: `1XKYD49X${rng.digits(2)}J${rng.digits(6)}`,
        miles: String(rng.int(180000, 790000)),
        rate: String(rate),
        taxPct: String(round2(taxRate * 100)),
      },
    };
  },
  draw(s, inv) {
    const m = 36;
    const W = s.width - 2 * m;
    const F: FontName = 'sans';
    const B: FontName = 'sans-bold';
    const se = inv.seller;
    s.text(se.company ?? '', m, 30, { font: B, size: 15 });
    stack(
      s,
      [
        `${se.street}, ${cityLine(se)}`,
        `${fmtPhone(se.phone ?? '', 'dash')}${se.email ? `  ·  ${se.email}` : ''}`,
        `Service writer: ${se.contact ?? ''}`,
      ],
      m,
      50,
      { font: F, size: 8.5 },
    );
    s.rect(m + W - 190, 26, 190, 82, { stroke: '#000000', lineWidth: 1 });
    s.text('ESTIMATE / INVOICE', m + W - 182, 32, { font: B, size: 10.5 });
    labelRows(
      s,
      [
        ['Estimate', `${inv.extra.estNo}  ${inv.extra.estDate}`, false],
        ['Invoice', inv.number ?? '', true],
        ['Invoice date', mdy(inv.issue), false],
        ['Terms', 'Due at pickup', false],
      ],
      m + W - 182,
      48,
      174,
      F,
      B,
      8,
    );
    const by = inv.buyer;
    s.text('CUSTOMER', m, 106, { font: B, size: 8 });
    stack(s, partyLines(by, { attn: 'Attn:' }), m, 118, { font: F, size: 9 });
    s.text('VEHICLE', m + W / 2, 106, { font: B, size: 8 });
    stack(
      s,
      [
        `Unit ${inv.extra.unit}`,
        `VIN ${inv.extra.vin}`,
        `Odometer ${inv.extra.miles}`,
        `Authorised by ${by.contact ?? ''} on ${inv.extra.estDate}`,
      ],
      m + W / 2,
      118,
      { font: F, size: 9 },
    );
    const est = JSON.parse(inv.extra.est ?? '{}') as Record<string, string>;
    const rows = inv.items.map((i, k) => {
      const parts = i.description.split(' ');
      const op = i.code ? (parts[0] ?? '') : '';
      const text = i.code ? parts.slice(1).join(' ') : i.description;
      return [op, text, est[k] ?? '', qty(i.quantity), price(i.unitPrice), plain(i.amount)];
    });
    let y = table(
      s,
      m,
      200,
      [
        { header: 'Job', width: 30 },
        { header: 'Description', width: W - 320 },
        { header: 'Est.', width: 70, align: 'right' },
        { header: 'Qty/Hrs', width: 55, align: 'right' },
        { header: 'Rate', width: 75, align: 'right' },
        { header: 'Final', width: 90, align: 'right' },
      ],
      rows,
      { font: F, bold: B, size: 8.5, headerFill: '#d9d9d9', grid: true },
    );
    const balance = round2(inv.total - (inv.paid ?? 0));
    y = labelRows(
      s,
      [
        ['Subtotal', plain(inv.subtotal), false],
        [`Sales tax (parts ${inv.extra.taxPct}%)`, plain(inv.tax), false],
        ['Invoice total', money(inv.total), true],
        ['Deposit paid at authorisation', `-${plain(inv.paid ?? 0)}`, false],
        ['BALANCE DUE', money(balance), true],
      ],
      m + W - 250,
      y + 12,
      250,
      F,
      B,
      9,
    );
    s.text('PARTIAL PAYMENT RECEIVED', m, y - 40, { font: B, size: 12, color: '#b23b00' });
    para(s, inv.notes ?? '', m, y + 14, W, { font: F, size: 8 });
    s.text('Customer signature: _______________________', m, y + 56, { font: F, size: 9 });
  },
};

// ---- J3. secure truck-parking / yard monthly invoice ------------------------------------------

const YARDS = [
  'Gatekeeper Truck Parking',
  'SafeHaul Yard & Storage LLC',
  'Interstate Secure Lots Inc',
  'Corridor Trailer Parking Co',
];

const yardMonthly: InvoiceLayout = {
  id: 'yard-parking-monthly',
  title:
    'Monthly invoice from a secure truck-parking yard: account #, service month and due date in a shaded strip, one row per leased space with the space number and month in the text, reefer plug-in days × daily rate, gate-card fee, a previous-balance row on some, a late fee with an amount only, sales tax %, AMOUNT DUE, and a tear-off remittance stub repeating the account, invoice # and amount',
  modelledOn: 'Secured truck and trailer parking yards billing carriers for monthly spaces',
  page: LETTER,
  embedFonts: true,
  build(rng) {
    const seller = sellerParty(rng, YARDS, 'billing', rng.chance(0.5), 0.8);
    const buyer = carrierParty(rng, { contact: rng.chance(0.5), email: rng.chance(0.5) });
    const issue = issueDay(rng);
    const month = addDays(issue, 20);
    const mon = `${MONTHS_LONG[month.m - 1]} ${month.y}`;
    const list: Array<Omit<TItem, 'amount'> & { amount?: number }> = [];
    if (rng.chance(0.35))
      list.push({
        description: `Previous balance (invoice of ${monDY(addDays(issue, -30))})`,
        quantity: null,
        unitPrice: null,
        amount: round2(rng.int(2, 9) * 55),
      });
    const nSp = rng.int(1, 4);
    const rate = rng.pick([185, 225, 260, 295]);
    for (let k = 0; k < nSp; k++) {
      const kind = rng.pick(['Tractor-trailer space', 'Trailer-only space', 'Bobtail space']);
      const sp = `${rng.pick(['A', 'B', 'C', 'R'])}-${rng.int(1, 140)}`;
      list.push({
        description: `${kind} ${sp} - ${mon}`,
        quantity: 1,
        unitPrice:
          kind === 'Trailer-only space' ? rate - 40 : kind === 'Bobtail space' ? rate - 60 : rate,
      });
    }
    if (rng.chance(0.6))
      list.push({
        description: 'Reefer plug-in (shore power), days',
        quantity: rng.int(4, 26),
        unitPrice: rng.pick([6.5, 8, 9.75]),
      });
    if (rng.chance(0.4))
      list.push({ description: 'Replacement gate card', quantity: rng.int(1, 2), unitPrice: 15 });
    if (rng.chance(0.3))
      list.push({ description: 'Late fee', quantity: null, unitPrice: null, amount: 25 });
    const its = items(list);
    const taxRate = rng.pick([0.06, 0.07, 0.0725, null, null]);
    const tt = totals(its, {
      taxRate,
      taxable: (i) => !i.description.startsWith('Previous') && i.description !== 'Late fee',
    });
    return {
      number: `${rng.int(20261, 20269)}-${rng.digits(5)}`,
      status: null,
      issue,
      due: addDays(month, -20 + rng.pick([10, 15])),
      seller,
      buyer,
      items: its,
      ...tt,
      notes: rng.pick([
        'Spaces are billed in advance for the month. Accounts more than 10 days past due are locked out at the gate until paid.',
        "Autopay customers are charged on the due date. Towing of unauthorised units is at the owner's expense.",
      ]),
      extra: { acct: `GK${rng.digits(5)}`, mon },
    };
  },
  draw(s, inv) {
    const m = 44;
    const W = s.width - 2 * m;
    const F: FontName = 'dejavu';
    const B: FontName = 'dejavu-bold';
    const se = inv.seller;
    s.rect(m, 28, 34, 34, { fill: '#f2b705' });
    s.text('P', m + 10, 33, { font: B, size: 20 });
    s.text(se.company ?? '', m + 44, 30, { font: B, size: 14 });
    s.text(
      [se.street, cityLine(se), fmtPhone(se.phone ?? '', 'paren'), se.email]
        .filter(Boolean)
        .join('  ·  '),
      m + 44,
      50,
      { font: F, size: 8 },
    );
    if (se.contact) s.text(`Account rep: ${se.contact}`, m + 44, 62, { font: F, size: 8 });
    right(s, 'INVOICE', m, 30, W, { font: B, size: 16 });
    s.rect(m, 80, W, 30, { fill: '#eeeeee' });
    const cells: Array<[string, string]> = [
      ['Invoice #', inv.number ?? ''],
      ['Account', inv.extra.acct ?? ''],
      ['Invoice date', mdyy(inv.issue)],
      ['Service month', inv.extra.mon ?? ''],
      ['Due date', mdyy(inv.due as Day)],
    ];
    cells.forEach(([k, v], i) => {
      const x = m + 6 + (i * W) / 5;
      s.text(k, x, 84, { font: F, size: 7 });
      s.text(v, x, 95, { font: B, size: 8.5 });
    });
    s.text('BILL TO', m, 124, { font: B, size: 8, color: '#777777' });
    stack(s, partyLines(inv.buyer, { attn: 'Attn:' }), m, 136, { font: F, size: 9 });
    const rows = inv.items.map((i) => [
      i.description,
      qty(i.quantity),
      price(i.unitPrice),
      plain(i.amount),
    ]);
    let y = table(
      s,
      m,
      214,
      [
        { header: 'Description', width: W - 230 },
        { header: 'Qty', width: 50, align: 'right' },
        { header: 'Rate', width: 80, align: 'right' },
        { header: 'Amount', width: 100, align: 'right' },
      ],
      rows,
      { font: F, bold: B, size: 9, headerFill: '#f2b705', zebra: '#fafafa' },
    );
    y = labelRows(
      s,
      [
        ['Subtotal', plain(inv.subtotal), false],
        [inv.taxRate ? `Sales tax ${round2(inv.taxRate * 100)}%` : '', plain(inv.tax), false],
        ['AMOUNT DUE', money(inv.total), true],
      ].filter((r) => r[0]) as Array<[string, string, boolean]>,
      m + W - 230,
      y + 10,
      230,
      F,
      B,
      9.5,
    );
    para(s, inv.notes ?? '', m, y + 10, W, { font: F, size: 8 });
    const sy = s.height - 150;
    for (let x = m; x < m + W; x += 8) s.line(x, sy, x + 4, sy, 0.6, '#777777');
    s.text('Please detach and return with your payment', m, sy + 6, { font: F, size: 7.5 });
    labelRows(
      s,
      [
        ['Account', inv.extra.acct ?? '', false],
        ['Invoice #', inv.number ?? '', false],
        ['Amount due', money(inv.total), true],
        ['Amount enclosed', '$ ____________', false],
      ],
      m + W - 230,
      sy + 22,
      230,
      F,
      B,
      9,
    );
    stack(s, ['Remit to:', se.company, se.street, cityLine(se)], m, sy + 22, {
      font: F,
      size: 8.5,
    });
  },
};

// ---- J4. pilot car / escort service invoice --------------------------------------------------

const ESCORTS = [
  'Wide Load Escorts of Texas',
  'High Plains Pilot Car Service',
  'Safe Passage Escort LLC',
  'Red Flag Pilot Cars Inc',
];

const escortInvoice: InvoiceLayout = {
  id: 'pilot-escort-invoice',
  title:
    'Pilot car (escort vehicle) invoice, typed on a plain template: job box with permit #, load description, dimensions, origin → destination and escort dates; rows for lead / chase car miles × rate, height pole, a minimum day, overnight layover, deadhead miles, tolls with an amount only; no tax; Net 15 with the due date; certification numbers of the driver',
  modelledOn: 'Independent pilot car and escort operators billing carriers for oversize moves',
  page: LETTER,
  embedFonts: false,
  build(rng) {
    const seller = sellerParty(rng, ESCORTS, 'office', true, 0.5);
    const buyer = carrierParty(rng, { contact: true, email: rng.chance(0.6) });
    const issue = issueDay(rng);
    const a = rng.pick(PLACES);
    const b = rng.pick(PLACES.filter((p) => p !== a));
    const miles = rng.int(120, 640);
    const rate = rng.pick([1.75, 1.85, 2, 2.1]);
    const st = rng.pick(['TX', 'OK', 'NM', 'KS']);
    const list: Array<Omit<TItem, 'amount'> & { amount?: number }> = [
      {
        description: `${rng.pick(['Lead car', 'Chase car'])} - loaded miles, ${st} permit segment`,
        quantity: miles,
        unitPrice: rate,
      },
    ];
    if (rng.chance(0.5))
      list.push({
        description: 'Height pole car - loaded miles',
        quantity: miles,
        unitPrice: round2(rate + 0.25),
      });
    else list.push({ description: 'Height pole, per day', quantity: rng.int(1, 2), unitPrice: 75 });
    if (rng.chance(0.5))
      list.push({
        description: 'Overnight layover (hotel and per diem)',
        quantity: 1,
        unitPrice: rng.pick([325, 375, 400]),
      });
    if (rng.chance(0.6))
      list.push({
        description: 'Deadhead return miles',
        quantity: rng.int(60, miles),
        unitPrice: rng.pick([0.9, 1, 1.15]),
      });
    if (rng.chance(0.5))
      list.push({
        description: 'Tolls',
        quantity: null,
        unitPrice: null,
        amount: round2(rng.money(8, 64)),
      });
    const its = items(list);
    const tt = totals(its, { showSubtotal: rng.chance(0.5) });
    return {
      number: String(rng.int(1100, 4999)),
      status: null,
      issue,
      due: addDays(issue, 15),
      seller,
      buyer,
      items: its,
      ...tt,
      notes: rng.pick([
        'Thank you for the work. Net 15. A 1.5% monthly service charge applies to past-due balances.',
        'Escort provided per state permit requirements. Please reference the invoice number on your payment.',
      ]),
      extra: {
        permit: `${st}${rng.digits(7)}`,
        dims: `${rng.int(12, 16)}' W x ${rng.int(14, 16)}'${rng.int(0, 11)}" H x ${rng.int(90, 130)}' L`,
        load: rng.pick([
          'Wind turbine tower section',
          'Excavator on RGN',
          'Pre-cast concrete beam',
          'Modular building half',
        ]),
        route: `${a.city}, ${a.state} → ${b.city}, ${b.state}`,
        cert: `${rng.pick(['WA', 'UT', 'NY'])}-PEVO ${rng.digits(6)}`,
        start: mdy(addDays(issue, -rng.int(2, 5))),
      },
    };
  },
  draw(s, inv) {
    const m = 54;
    const W = s.width - 2 * m;
    const F: FontName = 'serif';
    const B: FontName = 'serif-bold';
    const se = inv.seller;
    s.text(se.company ?? '', m, 40, { font: B, size: 16 });
    stack(
      s,
      [
        se.contact ? `${se.contact}, owner/operator` : null,
        se.street,
        cityLine(se),
        `Cell ${fmtPhone(se.phone ?? '', 'plain')}`,
        se.email,
      ],
      m,
      62,
      { font: F, size: 9.5 },
    );
    right(s, `INVOICE # ${inv.number}`, m, 40, W, { font: B, size: 12 });
    right(s, `Date: ${fmtDate(inv.issue, 'm/d/yyyy')}`, m, 60, W, { font: F, size: 10 });
    right(s, `Due: ${fmtDate(inv.due as Day, 'm/d/yyyy')} (Net 15)`, m, 74, W, {
      font: F,
      size: 10,
    });
    s.text('Bill to:', m, 140, { font: B, size: 10 });
    stack(s, partyLines(inv.buyer, { attn: 'Attn:' }), m + 50, 140, { font: F, size: 10 });
    let y = 226;
    s.rect(m, y, W, 74, { stroke: '#000000', lineWidth: 0.6 });
    stack(
      s,
      [
        `Permit #: ${inv.extra.permit}`,
        `Load: ${inv.extra.load}   Dimensions: ${inv.extra.dims}`,
        `Route: ${inv.extra.route}`,
        `Escort started: ${inv.extra.start}   Escort driver cert.: ${inv.extra.cert}`,
      ],
      m + 8,
      y + 8,
      { font: F, size: 9.5 },
    );
    y += 88;
    const rows = inv.items.map((i) => [
      i.description,
      qty(i.quantity),
      i.unitPrice === null ? '' : money(i.unitPrice),
      money(i.amount),
    ]);
    y = table(
      s,
      m,
      y,
      [
        { header: 'Service', width: W - 220 },
        { header: 'Qty / Miles', width: 70, align: 'right' },
        { header: 'Rate', width: 70, align: 'right' },
        { header: 'Amount', width: 80, align: 'right' },
      ],
      rows,
      { font: F, bold: B, size: 10, grid: true },
    );
    y = labelRows(
      s,
      [
        ['Subtotal', inv.subtotal === null ? '' : money(inv.subtotal), false],
        ['TOTAL DUE', money(inv.total), true],
      ],
      m + W - 220,
      y + 10,
      220,
      F,
      B,
      10.5,
    );
    para(s, inv.notes ?? '', m, y + 16, W, { font: F, size: 10 });
  },
};

// ---- J5. fuel network's express-code (money code) activity statement ----------------------------

const NETWORKS = ['FleetLink Fuel Network', 'RoadFunds Payment Services', 'TruckPay Card Systems'];
const PURPOSES = [
  'Lumper',
  'Lumper',
  'Repair advance',
  'Driver cash advance',
  'Scale / wash',
  'Tow deposit',
];

const moneyCodes: InvoiceLayout = {
  id: 'express-code-statement',
  title:
    "Fuel-card network's money-code activity statement to a carrier: statement # and period, draft date, account box; one row per code issued (issued date, code #, purpose, load / reference, payee, face amount column, fee column, row total); subtotal, a volume credit on some, amount to be drafted on the due / draft date",
  modelledOn:
    'Fuel-card and payment networks billing carriers for express / money codes (lumper and advance payments)',
  page: LETTER,
  embedFonts: true,
  build(rng) {
    const seller = sellerParty(rng, NETWORKS, 'accounts', false, 0.8);
    const buyer = carrierParty(rng, { contact: rng.chance(0.5), email: rng.chance(0.5) });
    const issue = issueDay(rng);
    const n = rng.int(3, 9);
    const feePct = rng.pick([2, 2.5, 3]);
    const its: TItem[] = [];
    let d = addDays(issue, -14);
    for (let k = 0; k < n; k++) {
      d = addDays(d, rng.int(0, 2));
      const purpose = rng.pick(PURPOSES);
      const face =
        purpose === 'Lumper' ? rng.pick([150, 175, 225, 310.5, 380]) : round2(rng.int(4, 40) * 25);
      const fee = round2(Math.max(2.5, (face * feePct) / 100));
      const code = `${rng.digits(4)}-${rng.digits(4)}-${rng.digits(3)}`;
      const ref = `${rng.pick(['LD', '', 'TRIP'])}${rng.digits(6)}`;
      const payee =
        purpose === 'Lumper'
          ? rng.pick([
              'Capstone Logistics',
              'NFI Lumper Services',
              'Warehouse Services Inc',
              'Dock Pros',
            ])
          : 'Driver';
      its.push({
        description: `${mdy(d)} ${code} ${purpose} ${ref} ${payee}`,
        quantity: null,
        unitPrice: null,
        amount: round2(face + fee),
        date: d,
        code,
        unit: JSON.stringify([purpose, ref, payee, plain(face), plain(fee)]),
      });
    }
    const sub = sumOf(its);
    const credit = rng.chance(0.4) ? round2(Math.floor(sub * 0.01 * 100) / 100) : null;
    return {
      number: `MC${rng.digits(8)}`,
      status: null,
      issue,
      due: addDays(issue, rng.pick([5, 7])),
      seller,
      buyer,
      items: its,
      subtotal: sub,
      tax: null,
      taxRate: null,
      shipping: null,
      discount: credit,
      total: round2(sub - (credit ?? 0)),
      notes: rng.pick([
        'The amount below will be drafted from your bank account on the draft date. Report unrecognised codes within 30 days.',
        'Codes cancelled before use are credited on the next statement. Fees are charged at the rate in your network agreement.',
      ]),
      extra: {
        acct: rng.digits(6),
        pct: String(feePct),
        period: `${mdy(addDays(issue, -14))} - ${mdy(addDays(issue, -1))}`,
      },
    };
  },
  draw(s, inv) {
    const m = 36;
    const W = s.width - 2 * m;
    const F: FontName = 'dejavu';
    const B: FontName = 'dejavu-bold';
    const teal = '#00695c';
    const se = inv.seller;
    s.rect(0, 0, s.width, 8, { fill: teal });
    s.text(se.company ?? '', m, 24, { font: B, size: 14, color: teal });
    stack(
      s,
      [se.street, cityLine(se), `Customer care ${fmtPhone(se.phone ?? '', 'dash')}`, se.email],
      m,
      44,
      { font: F, size: 8 },
    );
    right(s, 'EXPRESS CODE ACTIVITY STATEMENT', m, 24, W, { font: B, size: 10.5 });
    labelRows(
      s,
      [
        ['Statement #', inv.number ?? '', true],
        ['Statement date', mdy(inv.issue), false],
        ['Period', inv.extra.period ?? '', false],
        ['Due / draft date', mdy(inv.due as Day), false],
      ],
      m + W - 230,
      42,
      230,
      F,
      B,
      8.5,
    );
    s.rect(m, 110, 280, 78, { stroke: teal, lineWidth: 0.8 });
    s.text(`Account ${inv.extra.acct}`, m + 8, 116, { font: B, size: 8.5 });
    stack(s, partyLines(inv.buyer, { attn: 'Attn:' }), m + 8, 130, { font: F, size: 8.5 });
    const rows = inv.items.map((i) => {
      const [purpose, ref, payee, face, fee] = JSON.parse(i.unit ?? '[]') as string[];
      return [
        i.date ? mdy(i.date) : '',
        i.code ?? '',
        purpose ?? '',
        ref ?? '',
        payee ?? '',
        face ?? '',
        fee ?? '',
        plain(i.amount),
      ];
    });
    let y = table(
      s,
      m,
      204,
      [
        { header: 'Issued', width: 62 },
        { header: 'Code #', width: 80 },
        { header: 'Purpose', width: 80 },
        { header: 'Load / Ref', width: 62 },
        { header: 'Payee', width: W - 454 },
        { header: 'Face amt', width: 60, align: 'right' },
        { header: `Fee ${inv.extra.pct}%`, width: 50, align: 'right' },
        { header: 'Total', width: 60, align: 'right' },
      ],
      rows,
      { font: F, bold: B, size: 8, headerFill: '#d7ece9', zebra: '#f5faf9' },
    );
    y = labelRows(
      s,
      [
        ['Subtotal', plain(inv.subtotal), false],
        ['Volume credit', inv.discount === null ? '' : `-${plain(inv.discount)}`, false],
        ['AMOUNT TO BE DRAFTED', money(inv.total), true],
      ],
      m + W - 250,
      y + 10,
      250,
      F,
      B,
      9,
    );
    para(s, inv.notes ?? '', m, y + 12, W, { font: F, size: 8 });
  },
};

export const UNSEEN_LAYOUTS_5: InvoiceLayout[] = [
  settlement,
  estimateInvoice,
  yardMonthly,
  escortInvoice,
  moneyCodes,
];
