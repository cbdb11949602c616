/**
 * The invoice layouts. Each builds a random invoice (its truth) and draws it; the expected
 * record is exactly what the page shows. Line-item descriptions follow one rule: the row's text
 * cells other than quantity, unit price and amount, left to right, joined by single spaces (a
 * wrapped cell's lines joined by a space). Names are made up.
 */

import { CARRIERS, FACILITIES, PLACES } from '../shared/pools';
import {
  addDays,
  type FontName,
  fmtDate,
  fmtPhone,
  LETTER,
  type PageSize,
  para,
  type Rng,
  round2,
  type Surface,
  table,
} from '../shared/surface';
import {
  address,
  carrierParty,
  items,
  personName,
  phone,
  place,
  type TInvoice,
  type TItem,
  type TParty,
  totals,
} from './model';

export interface InvoiceLayout {
  id: string;
  title: string;
  modelledOn: string;
  page: PageSize;
  embedFonts: boolean;
  build(rng: Rng): TInvoice;
  draw(s: Surface, inv: TInvoice, rng: Rng): void;
}

import { issueDay, money, plain } from './layout-helpers';

// ---- helpers -------------------------------------------------------------------------------------

const RECEIPT: PageSize = { width: 250, height: 640 };

const q = (n: number | null, places = 0) => (n === null ? '' : n.toFixed(places));

function partyBlock(
  s: Surface,
  x: number,
  y: number,
  w: number,
  head: string,
  p: TParty,
  o: { font?: FontName; bold?: FontName; size?: number; labels?: boolean } = {},
): number {
  const font = o.font ?? 'sans';
  const bold = o.bold ?? 'sans-bold';
  const size = o.size ?? 9;
  s.text(head, x, y, { font: bold, size });
  const lines = [
    p.company,
    p.customer ? `${o.labels ? 'Customer: ' : ''}${p.customer}` : null,
    p.contact ? `Attn: ${p.contact}` : null,
    p.street,
    p.city ? `${p.city}, ${p.state} ${p.zip}` : null,
    p.phone ? `${o.labels ? 'Phone: ' : 'Tel '}${fmtPhone(p.phone, 'paren')}` : null,
    p.email,
  ].filter(Boolean) as string[];
  return para(s, lines.join('\n'), x, y + size * 1.4, w, { font, size });
}

function totalsBlock(
  s: Surface,
  x: number,
  y: number,
  w: number,
  inv: TInvoice,
  o: {
    font?: FontName;
    bold?: FontName;
    size?: number;
    labels?: Partial<Record<'subtotal' | 'tax' | 'shipping' | 'discount' | 'total', string>>;
  } = {},
): number {
  const font = o.font ?? 'sans';
  const bold = o.bold ?? 'sans-bold';
  const size = o.size ?? 9;
  const L = o.labels ?? {};
  const rows: Array<[string, string, boolean]> = [];
  if (inv.subtotal !== null) rows.push([L.subtotal ?? 'Subtotal', money(inv.subtotal), false]);
  if (inv.discount !== null)
    rows.push([L.discount ?? 'Discount', `-${money(inv.discount)}`, false]);
  if (inv.shipping !== null) rows.push([L.shipping ?? 'Shipping', money(inv.shipping), false]);
  if (inv.tax !== null)
    rows.push([
      L.tax ?? (inv.taxRate ? `Sales Tax (${(inv.taxRate * 100).toFixed(2)}%)` : 'Tax'),
      money(inv.tax),
      false,
    ]);
  rows.push([L.total ?? 'Total', money(inv.total), true]);
  let yy = y;
  for (const [l, v, b] of rows) {
    s.text(l, x, yy, { font: b ? bold : font, size });
    s.text(v, x, yy, { font: b ? bold : font, size, align: 'right', width: w });
    yy += size * 1.5;
  }
  return yy;
}

function stamp(s: Surface, text: string, x: number, y: number, color = '#c0392b'): void {
  const w = s.measure(text, 'sans-bold', 22) + 16;
  s.rect(x, y, w, 32, { stroke: color, lineWidth: 2.5 });
  s.text(text, x + 8, y + 6, { font: 'sans-bold', size: 22, color });
}

function biz(
  name: string,
  rng: Rng,
  o: { contact?: boolean; email?: string | null; suite?: number } = {},
): TParty {
  return {
    company: name,
    customer: null,
    contact: o.contact ? personName(rng) : null,
    phone: phone(rng),
    email: o.email ?? null,
    ...place(rng, o.suite ?? 0.3),
  };
}

// ---- the layouts ---------------------------------------------------------------------------------

/** 1. A carrier's freight bill to a broker. */
const freightBill: InvoiceLayout = {
  id: 'freight-bill',
  title:
    'Carrier freight bill to a broker: invoice #, dates and status top right, Bill To block, charges table (qty x rate), Net 30',
  modelledOn:
    'Small carriers invoicing brokers from their TMS (linehaul, fuel, detention, lumper reimbursement)',
  page: LETTER,
  embedFonts: false,
  build(rng) {
    const seller = carrierParty(rng, { email: true });
    seller.email = `billing@${(seller.company ?? '')
      .toLowerCase()
      .replace(/[^a-z]/g, '')
      .slice(0, 12)}.com`;
    const buyer = biz(
      rng.pick([
        'Tri-State Quality Logistics',
        'Echelon Global Logistics',
        'C.R. Hanover Freight Inc',
        'Keystone Freight Partners LLC',
      ]),
      rng,
      { contact: true, email: 'carrierpay@brokerap.com' },
    );
    const miles = rng.int(250, 1500);
    const list: Array<Omit<TItem, 'amount'>> = [
      {
        description: `Line haul - Load ${rng.digits(8)}`,
        quantity: 1,
        unitPrice: round2(rng.int(40, 160) * 25),
      },
    ];
    if (rng.chance(0.7))
      list.push({
        description: 'Fuel surcharge',
        quantity: miles,
        unitPrice: rng.pick([0.42, 0.48, 0.55]),
      });
    if (rng.chance(0.5))
      list.push({
        description: 'Detention at receiver (2 hrs free)',
        quantity: rng.int(1, 4),
        unitPrice: 50,
      });
    if (rng.chance(0.5))
      list.push({
        description: 'Lumper reimbursement (receipt attached)',
        quantity: 1,
        unitPrice: rng.pick([175, 225.5, 310]),
      });
    const its = items(list);
    const issue = issueDay(rng);
    return {
      number: `INV-${rng.int(1000, 4999)}`,
      status: 'Unpaid',
      issue,
      due: addDays(issue, 30),
      seller,
      buyer,
      items: its,
      ...totals(its, {}),
      notes: 'Please remit payment within 30 days. Signed BOL and POD attached.',
      extra: { load: list[0]?.description.split(' ').pop() ?? '' },
    };
  },
  draw(s, inv) {
    const m = 48;
    s.text(inv.seller.company ?? '', m, 40, { font: 'sans-bold', size: 16 });
    para(
      s,
      `${inv.seller.street}\n${inv.seller.city}, ${inv.seller.state} ${inv.seller.zip}\n${fmtPhone(inv.seller.phone ?? '', 'dash')}  ${inv.seller.email}`,
      m,
      62,
      280,
      { size: 9 },
    );
    s.text('INVOICE', 0, 40, {
      font: 'sans-bold',
      size: 22,
      color: '#1f4e79',
      align: 'right',
      width: s.width - m,
    });
    let y = 70;
    for (const [l, v] of [
      ['Invoice #', inv.number ?? ''],
      ['Invoice Date', fmtDate(inv.issue, 'mdy')],
      ['Due Date', inv.due ? fmtDate(inv.due, 'mdy') : ''],
      ['Terms', 'Net 30'],
      ['Status', inv.status ?? ''],
    ]) {
      s.text(`${l}:`, s.width - m - 200, y, { font: 'sans-bold', size: 9 });
      s.text(v ?? '', s.width - m - 100, y, { size: 9 });
      y += 13;
    }
    y = Math.max(y, 120) + 14;
    partyBlock(s, m, y, 250, 'BILL TO', inv.buyer);
    y += 110;
    const rows = inv.items.map((i) => [
      i.description,
      q(i.quantity, i.quantity !== null && i.quantity % 1 ? 2 : 0),
      plain(i.unitPrice),
      plain(i.amount),
    ]);
    y =
      table(
        s,
        m,
        y,
        [
          { header: 'Description', width: 280 },
          { header: 'Qty', width: 60, align: 'right' },
          { header: 'Rate', width: 80, align: 'right' },
          { header: 'Amount', width: 96, align: 'right' },
        ],
        rows,
        { headerFill: '#1f4e79', headerColor: '#ffffff', zebra: '#f2f6fa', size: 9 },
      ) + 10;
    y = totalsBlock(s, s.width - m - 200, y, 200, inv, { labels: { total: 'TOTAL DUE' } }) + 20;
    para(s, `Notes: ${inv.notes}`, m, y, s.width - 2 * m, { size: 9 });
  },
};

/** 2. Fuel card statement: many transactions, page breaks inside the table, per-card subtotal rows. */
const fuelStatement: InvoiceLayout = {
  id: 'fuel-statement',
  title:
    'Fuel card statement: 24-54 transactions, page breaks inside the table (header repeated), per-card heading and subtotal rows inside the table, rebate as discount',
  modelledOn: 'Fleet fuel card billing statements (Comdata / EFS / WEX-style)',
  page: LETTER,
  embedFonts: true,
  build(rng) {
    const buyer = carrierParty(rng, { contact: true, email: true });
    buyer.customer = personName(rng);
    const seller = biz('FleetOne Fuel Card Services', rng, { email: 'billing@fleetonefuel.com' });
    const issue = issueDay(rng);
    const cards = rng.shuffle(['1042', '1187', '2290', '3315']).slice(0, rng.int(2, 3));
    const stops = [
      'Pilot #412',
      "Love's #238",
      'TA Petro #77',
      'Flying J #611',
      'Speedway #9021',
      'Casey\u2019s #3310',
      'Kwik Trip #701',
    ];
    const its: TItem[] = [];
    for (const card of cards) {
      const n = rng.int(12, 18);
      for (let k = 0; k < n; k++) {
        const pl = rng.pick(PLACES);
        const d = addDays(issue, -rng.int(1, 28));
        const product = rng.chance(0.85) ? 'ULSD' : rng.pick(['DEF', 'Reefer diesel']);
        const gallons = rng.money(product === 'DEF' ? 3 : 40, product === 'DEF' ? 12 : 180, 3);
        const ppg = rng.money(product === 'DEF' ? 2.8 : 3.35, product === 'DEF' ? 3.6 : 4.25, 3);
        const loc = `${rng.pick(stops)} ${pl.city}, ${pl.state}`;
        its.push({
          description: `${fmtDate(d, 'mdy')} ${loc} ${product}`,
          quantity: gallons,
          unitPrice: ppg,
          amount: round2(gallons * ppg),
          group: card,
          date: d,
          code: loc,
          unit: product,
        });
      }
    }
    const sub = round2(its.reduce((a, i) => a + i.amount, 0));
    const t = totals(its, {
      discount: round2(
        its.filter((i) => i.unit === 'ULSD').reduce((a, i) => a + (i.quantity ?? 0), 0) * 0.05,
      ),
    });
    return {
      number: `ST-${rng.digits(7)}`,
      status: null,
      issue,
      due: addDays(issue, 14),
      seller,
      buyer,
      items: its,
      ...t,
      subtotal: sub,
      notes: 'Rebate of $0.05 per gallon of ULSD applied. Payment by ACH debit on the due date.',
      extra: { cards: cards.join(',') },
    };
  },
  draw(s, inv) {
    const m = 36;
    const head = () => {
      s.text('FleetOne', m, 28, { font: 'dejavu-bold', size: 16, color: '#0a6e3f' });
      s.text(`Statement ${inv.number}`, 0, 30, {
        font: 'dejavu',
        size: 9,
        align: 'right',
        width: s.width - m,
      });
    };
    head();
    s.text(inv.seller.company ?? '', m, 50, { font: 'dejavu-bold', size: 9 });
    para(
      s,
      `${address(inv.seller)}\n${fmtPhone(inv.seller.phone ?? '', 'dash')} · ${inv.seller.email}`,
      m,
      62,
      300,
      { font: 'dejavu', size: 8 },
    );
    let y = 96;
    partyBlock(s, m, y, 260, 'Account holder', inv.buyer, {
      font: 'dejavu',
      bold: 'dejavu-bold',
      size: 8.5,
      labels: true,
    });
    let ry = y;
    for (const [l, v] of [
      ['Statement date', fmtDate(inv.issue, 'mon-d-y')],
      ['Payment due', inv.due ? fmtDate(inv.due, 'mon-d-y') : ''],
      ['Statement #', inv.number ?? ''],
    ]) {
      s.text(l ?? '', 360, ry, { font: 'dejavu', size: 8.5 });
      s.text(v ?? '', 360, ry, {
        font: 'dejavu-bold',
        size: 8.5,
        align: 'right',
        width: s.width - m - 360,
      });
      ry += 13;
    }
    y += 110;
    const rows: Array<string[] | { span: string; bold?: boolean; right?: string }> = [];
    const cards = [...new Set(inv.items.map((i) => i.group))];
    for (const c of cards) {
      rows.push({ span: `Card ending ${c}`, bold: true });
      const mine = inv.items.filter((i) => i.group === c);
      for (const i of mine)
        rows.push([
          i.date ? fmtDate(i.date, 'mdy') : '',
          i.code ?? '',
          i.unit ?? '',
          (i.quantity ?? 0).toFixed(3),
          (i.unitPrice ?? 0).toFixed(3),
          plain(i.amount),
        ]);
      rows.push({
        span: `Subtotal card ${c}`,
        right: plain(round2(mine.reduce((a, i) => a + i.amount, 0))),
        bold: true,
      });
    }
    y =
      table(
        s,
        m,
        y,
        [
          { header: 'Date', width: 62 },
          { header: 'Location', width: 190 },
          { header: 'Product', width: 80 },
          { header: 'Gallons', width: 64, align: 'right' },
          { header: 'Price/Gal', width: 64, align: 'right' },
          { header: 'Amount', width: 80, align: 'right' },
        ],
        rows,
        {
          font: 'dejavu',
          bold: 'dejavu-bold',
          size: 7.5,
          headerFill: '#e3f1e9',
          bottom: s.height - 60,
          topOnNewPage: 56,
          onNewPage: head,
        },
      ) + 10;
    if (y > s.height - 130) {
      s.newPage();
      head();
      y = 60;
    }
    y =
      totalsBlock(s, s.width - m - 230, y, 230, inv, {
        font: 'dejavu',
        bold: 'dejavu-bold',
        size: 8.5,
        labels: {
          subtotal: 'Total fuel purchases',
          discount: 'Volume rebate',
          total: 'Amount due',
        },
      }) + 14;
    para(s, inv.notes ?? '', m, y, s.width - 2 * m, { font: 'dejavu', size: 8 });
  },
};

/** 3. Truck-stop pump receipt on a narrow page. */
const fuelReceipt: InvoiceLayout = {
  id: 'fuel-receipt',
  title:
    'Truck-stop pump receipt: narrow page, monospaced, PAID, diesel and DEF lines, no due date',
  modelledOn: 'Travel-center fuel desk receipts',
  page: RECEIPT,
  embedFonts: false,
  build(rng) {
    const pl = rng.pick(PLACES);
    const seller: TParty = {
      company: `${rng.pick(['Pilot Travel Center', "Love's Travel Stop", 'Petro Stopping Center'])} #${rng.int(100, 999)}`,
      customer: null,
      contact: null,
      phone: phone(rng),
      email: null,
      street: `${rng.int(100, 9999)} ${rng.pick(['I-40 Exit 142', 'US Hwy 287', 'I-35 Frontage Rd', 'Hwy 59 S'])}`,
      city: pl.city,
      state: pl.state,
      zip: pl.zip,
    };
    const c = rng.pick(CARRIERS);
    const buyer: TParty = {
      company: c.name,
      customer: personName(rng),
      contact: null,
      phone: null,
      email: null,
      street: null,
      city: null,
      state: null,
      zip: null,
    };
    const list: Array<Omit<TItem, 'amount'>> = [
      {
        description: 'DIESEL #2',
        quantity: rng.money(60, 190, 3),
        unitPrice: rng.money(3.4, 4.3, 3),
      },
    ];
    if (rng.chance(0.5))
      list.push({
        description: 'DEF BULK',
        quantity: rng.money(4, 15, 3),
        unitPrice: rng.money(2.9, 3.5, 3),
      });
    if (rng.chance(0.3))
      list.push({
        description: 'REEFER FUEL',
        quantity: rng.money(15, 45, 3),
        unitPrice: rng.money(3.1, 3.9, 3),
      });
    const its = items(list);
    return {
      number: `${rng.digits(6)}`,
      status: 'Paid',
      issue: issueDay(rng),
      due: null,
      seller,
      buyer,
      items: its,
      ...totals(its, {}),
      notes: null,
      extra: {
        pump: String(rng.int(1, 24)),
        card: rng.digits(4),
        time: `${rng.int(10, 23)}:${String(rng.int(10, 59))}`,
      },
    };
  },
  draw(s, inv) {
    const x = 14;
    let y = 18;
    const L = (t: string, bold = false, center = false) => {
      s.text(t, center ? 0 : x, y, {
        font: bold ? 'mono-bold' : 'mono',
        size: 8,
        align: center ? 'center' : 'left',
        width: s.width,
      });
      y += 11;
    };
    L(inv.seller.company ?? '', true, true);
    L(inv.seller.street ?? '', false, true);
    L(`${inv.seller.city}, ${inv.seller.state} ${inv.seller.zip}`, false, true);
    L(fmtPhone(inv.seller.phone ?? '', 'paren'), false, true);
    L('');
    L(`DATE ${fmtDate(inv.issue, 'mdyy')}  TIME ${inv.extra.time}`);
    L(`TRAN# ${inv.number}  PUMP ${inv.extra.pump}`);
    L(`COMPANY: ${inv.buyer.company}`);
    L(`DRIVER: ${inv.buyer.customer}`);
    L('--------------------------------------');
    for (const i of inv.items) {
      L(i.description, true);
      L(` ${(i.quantity ?? 0).toFixed(3)} GAL @ ${(i.unitPrice ?? 0).toFixed(3)}`);
      L(`${' '.repeat(26)}${plain(i.amount).padStart(10)}`);
    }
    L('--------------------------------------');
    L(`SUBTOTAL${' '.repeat(18)}${plain(inv.subtotal).padStart(10)}`);
    L(`TOTAL${' '.repeat(21)}${plain(inv.total).padStart(10)}`, true);
    L('');
    L(`FLEET CARD XXXX${inv.extra.card}`);
    L('*** PAID ***', true, true);
    L('TAXES INCLUDED IN PRICE', false, true);
    L('THANK YOU - DRIVE SAFE', false, true);
  },
};

/** 4. Repair order: parts and labor sections with subtotal rows, long wrapped descriptions, tax on parts, discount. */
const repairShop: InvoiceLayout = {
  id: 'repair-shop',
  title:
    'Repair order: Parts and Labor sections with subtotal rows in the table, wrapped complaint/correction text, tax on parts only',
  modelledOn: 'Independent heavy-truck repair shops',
  page: LETTER,
  embedFonts: false,
  build(rng) {
    const seller = biz(
      rng.pick([
        'Interstate Diesel & Truck Repair',
        'Big Rig Fix-It Shop LLC',
        'Crossroads Fleet Service Inc',
      ]),
      rng,
      { email: 'service@shopmail.com' },
    );
    const buyer = carrierParty(rng, { contact: true });
    const parts = rng
      .shuffle([
        ['Brake chamber 30/30 long stroke', 68.5],
        ['Slack adjuster automatic 5.5 in', 92.75],
        ['Air dryer cartridge', 54.2],
        ['Fuel filter kit (primary and secondary)', 71.1],
        ['Oil filter', 18.4],
        ['15W-40 engine oil, gallon', 16.95],
        ['Serpentine belt', 48.3],
        ['Wheel seal', 36.8],
        ['Headlamp assembly LED, driver side', 189.0],
        ['Brake shoe kit 16.5 x 7', 112.6],
      ] as Array<[string, number]>)
      .slice(0, rng.int(3, 7));
    const its: TItem[] = parts.map(([d, p]) => ({
      description: d,
      quantity: rng.int(1, 4),
      unitPrice: p,
      amount: 0,
      group: 'Parts',
    }));
    const labor = rng
      .shuffle([
        'Diagnose and repair air leak at rear drive axle; replaced brake chamber and adjusted slack adjusters to spec, road tested OK',
        'Perform PM service: change engine oil and filters, lube chassis, inspect brakes, tires, lights and belts; report attached',
        'Replace driver side headlamp assembly, aim headlamps, check all marker lights and wiring harness for chafing',
        'Remove and replace wheel seal on right rear outer drive, clean brake components contaminated by gear oil',
      ])
      .slice(0, rng.int(1, 3));
    for (const d of labor)
      its.push({
        description: d,
        quantity: rng.pick([0.5, 1, 1.5, 2, 2.5, 3.5]),
        unitPrice: rng.pick([125, 135, 145]),
        amount: 0,
        group: 'Labor',
      });
    for (const i of its) i.amount = round2((i.quantity ?? 0) * (i.unitPrice ?? 0));
    its.push({
      description: 'Shop supplies',
      quantity: 1,
      unitPrice: 35,
      amount: 35,
      group: 'Other',
    });
    const issue = issueDay(rng);
    const discount = rng.chance(0.5) ? 50 : null;
    const status = rng.pick(['Paid', 'Unpaid', 'Partially Paid'] as const);
    const t = totals(its, {
      taxRate: rng.pick([0.0625, 0.0825, 0.07]),
      taxable: (i) => i.group === 'Parts',
      discount,
    });
    return {
      number: `RO-${rng.digits(5)}`,
      status,
      issue,
      due: status === 'Paid' ? null : addDays(issue, 15),
      seller,
      buyer,
      items: its,
      ...t,
      paid: status === 'Partially Paid' ? round2(t.total / 2) : status === 'Paid' ? t.total : 0,
      notes: discount
        ? 'Fleet discount applied. Warranty 90 days parts and labor.'
        : 'Warranty 90 days parts and labor.',
      extra: {
        vin: `1XKYD49X${rng.digits(9)}`,
        miles: String(rng.int(210000, 880000)),
        unit: String(rng.int(100, 999)),
      },
    };
  },
  draw(s, inv) {
    const m = 40;
    s.text(inv.seller.company ?? '', m, 34, { font: 'sans-bold', size: 15 });
    para(
      s,
      `${address(inv.seller)}\nPhone ${fmtPhone(inv.seller.phone ?? '', 'paren')}   ${inv.seller.email}`,
      m,
      54,
      330,
      { size: 8.5 },
    );
    s.text('REPAIR ORDER / INVOICE', 0, 34, {
      font: 'sans-bold',
      size: 12,
      align: 'right',
      width: s.width - m,
    });
    s.text(`No. ${inv.number}`, 0, 52, {
      font: 'sans-bold',
      size: 11,
      align: 'right',
      width: s.width - m,
      color: '#b00000',
    });
    let y = 92;
    partyBlock(s, m, y, 250, 'CUSTOMER', inv.buyer, { labels: true });
    let ry = y;
    for (const [l, v] of [
      ['Date', fmtDate(inv.issue, 'mdy')],
      ['Due', inv.due ? fmtDate(inv.due, 'mdy') : 'Upon receipt'],
      ['Unit', inv.extra.unit],
      ['VIN', inv.extra.vin],
      ['Odometer', inv.extra.miles],
      ['Payment status', inv.status ?? ''],
    ]) {
      s.text(`${l}:`, 340, ry, { font: 'sans-bold', size: 8.5 });
      s.text(v ?? '', 430, ry, { size: 8.5 });
      ry += 12;
    }
    y += 112;
    const rows: Array<string[] | { span: string; bold?: boolean; right?: string }> = [];
    for (const g of ['Parts', 'Labor', 'Other']) {
      const mine = inv.items.filter((i) => i.group === g);
      if (!mine.length) continue;
      rows.push({ span: g.toUpperCase(), bold: true });
      for (const i of mine)
        rows.push([
          i.description,
          g === 'Labor' ? `${i.quantity} hrs` : String(i.quantity),
          plain(i.unitPrice),
          plain(i.amount),
        ]);
      if (g !== 'Other')
        rows.push({
          span: `${g} subtotal`,
          right: plain(round2(mine.reduce((a, i) => a + i.amount, 0))),
        });
    }
    y =
      table(
        s,
        m,
        y,
        [
          { header: 'Description', width: 300 },
          { header: 'Qty/Hrs', width: 60, align: 'right' },
          { header: 'Unit Price', width: 80, align: 'right' },
          { header: 'Amount', width: 92, align: 'right' },
        ],
        rows,
        { size: 8.5, grid: true, headerFill: '#eeeeee', bottom: s.height - 70 },
      ) + 10;
    if (y > s.height - 140) {
      s.newPage();
      y = 50;
    }
    const yEnd = totalsBlock(s, s.width - m - 220, y, 220, inv, {
      labels: {
        discount: 'Fleet discount',
        tax: `Tax on parts (${((inv.taxRate ?? 0) * 100).toFixed(2)}%)`,
        total: 'INVOICE TOTAL',
      },
    });
    if (inv.status === 'Partially Paid') {
      s.text('Payment received', s.width - m - 220, yEnd, { size: 9 });
      s.text(money(inv.paid ?? 0), s.width - m - 220, yEnd, {
        size: 9,
        align: 'right',
        width: 220,
      });
      s.text('Balance due', s.width - m - 220, yEnd + 13, { font: 'sans-bold', size: 9 });
      s.text(money(round2(inv.total - (inv.paid ?? 0))), s.width - m - 220, yEnd + 13, {
        font: 'sans-bold',
        size: 9,
        align: 'right',
        width: 220,
      });
    }
    if (inv.status === 'Paid') stamp(s, 'PAID', m + 40, y + 4);
    para(s, `Notes: ${inv.notes}`, m, Math.max(yEnd, y + 40) + 34, s.width - 2 * m, { size: 8.5 });
  },
};

/** 5. Tire shop: tires, FET, mounting, disposal; tax; sometimes PAID. */
const tireShop: InvoiceLayout = {
  id: 'tire-shop',
  title:
    'Tire shop invoice: item code column, FET per tire, service lines, casing credit as discount',
  modelledOn: 'Commercial tire dealers (road service and shop tickets)',
  page: LETTER,
  embedFonts: true,
  build(rng) {
    const seller = biz(
      rng.pick([
        'Southern Tire Mart Commercial',
        'Road King Tire & Service',
        'Loadstar Commercial Tire',
      ]),
      rng,
      { contact: true, email: 'sales@tiredealer.com' },
    );
    const buyer = carrierParty(rng, { email: true });
    const n = rng.pick([2, 4, 6, 8]);
    const tire = rng.pick([
      ['11R22.5 drive tire 16 ply', 389.0],
      ['295/75R22.5 steer tire 14 ply', 412.5],
      ['11R24.5 trailer tire', 299.99],
    ] as Array<[string, number]>);
    const code = `${rng.pick(['BR', 'MI', 'GY'])}-${rng.digits(5)}`;
    const list: Array<Omit<TItem, 'amount'>> = [
      { description: `${code} ${tire[0]}`, quantity: n, unitPrice: tire[1] },
      {
        description: 'FET Federal excise tax',
        quantity: n,
        unitPrice: rng.pick([12.68, 14.25, 16.1]),
      },
      { description: 'SRV-MNT Mount and balance', quantity: n, unitPrice: 35 },
      { description: 'SRV-DSP Scrap tire disposal fee', quantity: n, unitPrice: 6 },
    ];
    if (rng.chance(0.4))
      list.push({
        description: 'SRV-RS Road service call out, after hours',
        quantity: 1,
        unitPrice: 225,
      });
    const its = items(list);
    const issue = issueDay(rng);
    const paid = rng.chance(0.5);
    return {
      number: `${rng.int(10, 99)}-${rng.digits(6)}`,
      status: paid ? 'Paid' : null,
      issue,
      due: paid ? null : addDays(issue, 30),
      seller,
      buyer,
      items: its,
      ...totals(its, {
        taxRate: 0.0725,
        taxable: (i) => !i.description.startsWith('FET'),
        discount: rng.chance(0.5) ? 20 * n : null,
      }),
      notes: 'Casing credit applied as discount. Retorque wheels after 50 to 100 miles.',
      extra: { unit: String(rng.int(100, 999)) },
    };
  },
  draw(s, inv) {
    const m = 40;
    s.rect(0, 0, s.width, 70, { fill: '#222222' });
    s.text(inv.seller.company ?? '', m, 18, { font: 'dejavu-bold', size: 15, color: '#ffcc00' });
    s.text(`${address(inv.seller)} · ${fmtPhone(inv.seller.phone ?? '', 'dash')}`, m, 42, {
      font: 'dejavu',
      size: 8,
      color: '#ffffff',
    });
    s.text(`Sales rep: ${inv.seller.contact} · ${inv.seller.email}`, m, 54, {
      font: 'dejavu',
      size: 8,
      color: '#ffffff',
    });
    let y = 86;
    s.text(`INVOICE ${inv.number}`, m, y, { font: 'dejavu-bold', size: 12 });
    s.text(
      `Invoice date ${fmtDate(inv.issue, 'iso')}${inv.due ? `   Due ${fmtDate(inv.due, 'iso')}` : ''}`,
      0,
      y + 2,
      { font: 'dejavu', size: 9, align: 'right', width: s.width - m },
    );
    y += 24;
    partyBlock(s, m, y, 260, 'Sold to', inv.buyer, {
      font: 'dejavu',
      bold: 'dejavu-bold',
      size: 8.5,
    });
    s.text(`Unit #: ${inv.extra.unit}`, 340, y + 14, { font: 'dejavu', size: 8.5 });
    y += 100;
    const rows = inv.items.map((i) => {
      const [code, ...rest] = i.description.split(' ');
      return [code ?? '', rest.join(' '), q(i.quantity), plain(i.unitPrice), plain(i.amount)];
    });
    y =
      table(
        s,
        m,
        y,
        [
          { header: 'Item', width: 70 },
          { header: 'Description', width: 230 },
          { header: 'Qty', width: 50, align: 'right' },
          { header: 'Price', width: 80, align: 'right' },
          { header: 'Ext. Price', width: 100, align: 'right' },
        ],
        rows,
        { font: 'dejavu', bold: 'dejavu-bold', size: 8.5, zebra: '#f5f5f5' },
      ) + 10;
    y =
      totalsBlock(s, s.width - m - 220, y, 220, inv, {
        font: 'dejavu',
        bold: 'dejavu-bold',
        labels: { discount: 'Casing credit', tax: 'Sales tax 7.25%', total: 'Invoice total' },
      }) + 10;
    if (inv.status === 'Paid') stamp(s, 'PAID IN FULL', m, y - 60, '#1e8449');
    para(s, inv.notes ?? '', m, y + 10, s.width - 2 * m, { font: 'dejavu', size: 8 });
  },
};

/** 6. Lumper receipt: one to three lines, paid by express code. */
const lumperReceipt: InvoiceLayout = {
  id: 'lumper-receipt',
  title: 'Lumper receipt: half-page, receipt number, pallets x rate, paid by express code',
  modelledOn: 'Warehouse unloading services receipts (Capstone / NDS-style)',
  page: { width: 612, height: 396 },
  embedFonts: false,
  build(rng) {
    const seller = biz(
      rng.pick([
        'ProUnload Warehouse Services',
        'Dock Pros Unloading LLC',
        'Metro Lumper Services Inc',
      ]),
      rng,
      { email: 'receipts@unloadpro.com' },
    );
    const c = rng.pick(CARRIERS);
    const buyer: TParty = {
      company: c.name,
      customer: personName(rng),
      contact: null,
      phone: null,
      email: null,
      street: null,
      city: null,
      state: null,
      zip: null,
    };
    const pallets = rng.int(12, 30);
    const list: Array<Omit<TItem, 'amount'>> = [
      {
        description: 'Unload floor-loaded / palletized freight',
        quantity: pallets,
        unitPrice: rng.pick([8, 9.5, 11]),
      },
    ];
    if (rng.chance(0.5))
      list.push({
        description: 'Restack / rework pallets',
        quantity: rng.int(2, 8),
        unitPrice: 15,
      });
    if (rng.chance(0.3))
      list.push({ description: 'Shrink wrap', quantity: rng.int(2, 6), unitPrice: 5 });
    const its = items(list);
    return {
      number: `LR${rng.digits(8)}`,
      status: 'Paid',
      issue: issueDay(rng),
      due: null,
      seller,
      buyer,
      items: its,
      ...totals(its, { shipping: null, showSubtotal: rng.chance(0.5) }),
      notes: `Facility: ${rng.pick(FACILITIES)}. Door ${rng.int(1, 60)}.`,
      extra: { code: rng.digits(10), po: rng.digits(8) },
    };
  },
  draw(s, inv) {
    const m = 30;
    s.rect(m - 10, 16, s.width - 2 * m + 20, s.height - 32, { stroke: '#333333', lineWidth: 1 });
    s.text(inv.seller.company ?? '', m, 28, { font: 'sans-bold', size: 13 });
    s.text(
      `${address(inv.seller)}  ${fmtPhone(inv.seller.phone ?? '', 'dot')}  ${inv.seller.email}`,
      m,
      46,
      { size: 8 },
    );
    s.text('LUMPER RECEIPT', 0, 28, {
      font: 'sans-bold',
      size: 12,
      align: 'right',
      width: s.width - m,
    });
    s.text(`Receipt # ${inv.number}`, 0, 46, { size: 9, align: 'right', width: s.width - m });
    let y = 70;
    for (const [l, v] of [
      ['Date', fmtDate(inv.issue, 'mdy')],
      ['Carrier', inv.buyer.company ?? ''],
      ['Driver', inv.buyer.customer ?? ''],
      ['PO #', inv.extra.po ?? ''],
    ]) {
      s.text(`${l}:`, m, y, { font: 'sans-bold', size: 9 });
      s.text(v ?? '', m + 60, y, { size: 9 });
      y += 13;
    }
    y += 6;
    y =
      table(
        s,
        m,
        y,
        [
          { header: 'Service', width: 300 },
          { header: 'Qty', width: 60, align: 'right' },
          { header: 'Rate', width: 70, align: 'right' },
          { header: 'Amount', width: 100, align: 'right' },
        ],
        inv.items.map((i) => [i.description, q(i.quantity), plain(i.unitPrice), plain(i.amount)]),
        { size: 9, grid: true },
      ) + 8;
    totalsBlock(s, s.width - m - 200, y, 200, inv, { labels: { total: 'Total Paid' } });
    s.text(`Paid by Express Code ${inv.extra.code}`, m, y, { size: 9 });
    s.text('PAID', m, y + 16, { font: 'sans-bold', size: 18, color: '#1e8449' });
    s.text(inv.notes ?? '', m, s.height - 40, { size: 8 });
  },
};

/** 7. Factoring statement: schedule of invoices purchased, fee as a discount, amount advanced. */
const factoring: InvoiceLayout = {
  id: 'factoring-statement',
  title:
    'Factoring purchase statement: schedule of purchased invoices as rows (invoice #, debtor, date, amount; no quantity or unit price), factoring fee as discount, net advance',
  modelledOn: 'Freight factoring companies (RTS / Triumph / OTR-style schedules of accounts)',
  page: LETTER,
  embedFonts: true,
  build(rng) {
    const seller = biz('Lonestar Freight Factoring LLC', rng, {
      contact: true,
      email: 'funding@lonestarfactor.com',
    });
    const buyer = carrierParty(rng, { contact: true, email: true });
    const n = rng.int(4, 12);
    const issue = issueDay(rng);
    const debtors = [
      'Tri-State Quality Logistics',
      'Echelon Global Logistics',
      'Rexon Logistics Brokerage',
      'Uplift Freight Technologies',
      'Big Sky Brokerage LLC',
    ];
    const its: TItem[] = Array.from({ length: n }, () => {
      const amt = round2(rng.int(60, 320) * 12.5);
      const d = addDays(issue, -rng.int(0, 6));
      const inv = `${rng.int(1000, 9999)}`;
      const debtor = rng.pick(debtors);
      return {
        description: `${inv} ${debtor} ${fmtDate(d, 'mdy')}`,
        quantity: null,
        unitPrice: null,
        amount: amt,
        code: inv,
        group: debtor,
        date: d,
      };
    });
    const sub = round2(its.reduce((a, i) => a + i.amount, 0));
    const fee = round2(sub * rng.pick([0.025, 0.03, 0.035]));
    return {
      number: `SCH-${rng.digits(6)}`,
      status: 'Paid',
      issue,
      due: null,
      seller,
      buyer,
      items: its,
      subtotal: sub,
      tax: null,
      taxRate: null,
      shipping: null,
      discount: fee,
      total: round2(sub - fee),
      notes: 'Funds sent by ACH to the account on file. Reserve 0%. Chargebacks after 90 days.',
      extra: { feePct: ((fee / sub) * 100).toFixed(1) },
    };
  },
  draw(s, inv) {
    const m = 44;
    s.text(inv.seller.company ?? '', m, 36, { font: 'serif-bold', size: 16 });
    para(
      s,
      `${address(inv.seller)}\n${fmtPhone(inv.seller.phone ?? '', 'paren')} · ${inv.seller.email}\nAccount manager: ${inv.seller.contact}`,
      m,
      58,
      320,
      { font: 'serif', size: 9 },
    );
    s.text('PURCHASE STATEMENT', 0, 36, {
      font: 'serif-bold',
      size: 13,
      align: 'right',
      width: s.width - m,
    });
    s.text(`Schedule ${inv.number}`, 0, 56, {
      font: 'serif',
      size: 10,
      align: 'right',
      width: s.width - m,
    });
    s.text(`Funded ${fmtDate(inv.issue, 'long')}`, 0, 70, {
      font: 'serif',
      size: 10,
      align: 'right',
      width: s.width - m,
    });
    let y = 110;
    partyBlock(s, m, y, 260, 'Client', inv.buyer, {
      font: 'serif',
      bold: 'serif-bold',
      size: 9.5,
      labels: true,
    });
    y += 110;
    y =
      table(
        s,
        m,
        y,
        [
          { header: 'Invoice #', width: 80 },
          { header: 'Debtor (Broker)', width: 250 },
          { header: 'Invoice Date', width: 90 },
          { header: 'Amount', width: 104, align: 'right' },
        ],
        inv.items.map((i) => [
          i.code ?? '',
          i.group ?? '',
          i.date ? fmtDate(i.date, 'mdy') : '',
          plain(i.amount),
        ]),
        { font: 'serif', bold: 'serif-bold', size: 9.5, headerFill: '#efe8d8' },
      ) + 12;
    totalsBlock(s, s.width - m - 250, y, 250, inv, {
      font: 'serif',
      bold: 'serif-bold',
      size: 9.5,
      labels: {
        subtotal: 'Total invoices purchased',
        discount: `Factoring fee (${inv.extra.feePct}%)`,
        total: 'Net amount advanced',
      },
    });
    s.text('Status: PAID', m, y, { font: 'serif-bold', size: 10 });
    para(s, inv.notes ?? '', m, y + 70, s.width - 2 * m, { font: 'serif', size: 9 });
  },
};

/** 8. Towing invoice: hook-up, loaded miles, winch hours, storage days. */
const towing: InvoiceLayout = {
  id: 'towing',
  title:
    'Heavy towing invoice: incident block, hook-up, loaded miles, winching hours, storage days, due on receipt',
  modelledOn: 'Heavy-duty towing and recovery companies',
  page: LETTER,
  embedFonts: false,
  build(rng) {
    const seller = biz(
      rng.pick([
        'Rocky Top Heavy Towing & Recovery',
        'Big Hook Wrecker Service',
        'I-70 Heavy Duty Towing Inc',
      ]),
      rng,
      { email: 'dispatch@heavytow.com' },
    );
    const buyer = carrierParty(rng, { contact: true, email: true });
    const list: Array<Omit<TItem, 'amount'>> = [
      {
        description: 'Heavy duty hook-up / tow fee',
        quantity: 1,
        unitPrice: rng.pick([450, 550, 650]),
      },
      {
        description: 'Loaded miles',
        quantity: rng.int(12, 85),
        unitPrice: rng.pick([8.5, 9.75, 11]),
      },
    ];
    if (rng.chance(0.6))
      list.push({
        description: 'Winching / recovery labor',
        quantity: rng.pick([1, 1.5, 2, 3]),
        unitPrice: 375,
      });
    if (rng.chance(0.6))
      list.push({ description: 'Storage (per day)', quantity: rng.int(1, 5), unitPrice: 95 });
    if (rng.chance(0.3))
      list.push({
        description: 'Absorbent / spill clean-up materials',
        quantity: 1,
        unitPrice: 180,
      });
    const its = items(list);
    const issue = issueDay(rng);
    return {
      number: `T${rng.digits(6)}`,
      status: 'Unpaid',
      issue,
      due: issue,
      seller,
      buyer,
      items: its,
      ...totals(its, { taxRate: rng.chance(0.5) ? 0.06 : null }),
      notes: 'Due on receipt. Vehicle released upon payment. Storage accrues daily.',
      extra: {
        unit: String(rng.int(100, 999)),
        loc: `${rng.pick(['I-40 MM 212', 'US-287 at CR 40', 'I-80 EB MM 311'])}`,
      },
    };
  },
  draw(s, inv) {
    const m = 40;
    s.text(inv.seller.company?.toUpperCase() ?? '', m, 30, { font: 'sans-bold', size: 14 });
    s.text(
      `24 HR DISPATCH ${fmtPhone(inv.seller.phone ?? '', 'dash')}  ·  ${inv.seller.email}`,
      m,
      48,
      { size: 8.5 },
    );
    s.text(address(inv.seller) ?? '', m, 60, { size: 8.5 });
    s.text('TOWING INVOICE', 0, 30, {
      font: 'sans-bold',
      size: 13,
      align: 'right',
      width: s.width - m,
    });
    let y = 84;
    s.rect(m, y, s.width - 2 * m, 60, { stroke: '#000000' });
    const cells: Array<[string, string]> = [
      ['Invoice No.', inv.number ?? ''],
      ['Date', fmtDate(inv.issue, 'd-mon-yy')],
      ['Payment Due', inv.due ? fmtDate(inv.due, 'd-mon-yy') : ''],
      ['Status', (inv.status ?? '').toUpperCase()],
      ['Unit #', inv.extra.unit ?? ''],
      ['Location', inv.extra.loc ?? ''],
    ];
    cells.forEach(([l, v], i) => {
      const x = m + 6 + (i % 3) * 176;
      const yy = y + 6 + Math.floor(i / 3) * 28;
      s.text(l, x, yy, { size: 7, color: '#555555' });
      s.text(v, x, yy + 10, { font: 'sans-bold', size: 9.5 });
    });
    y += 74;
    partyBlock(s, m, y, 260, 'Bill To', inv.buyer);
    y += 104;
    y =
      table(
        s,
        m,
        y,
        [
          { header: 'Description', width: 270 },
          { header: 'Quantity', width: 70, align: 'right' },
          { header: 'Rate', width: 90, align: 'right' },
          { header: 'Total', width: 102, align: 'right' },
        ],
        inv.items.map((i) => [
          i.description,
          q(i.quantity, i.quantity !== null && i.quantity % 1 ? 1 : 0),
          money(i.unitPrice),
          money(i.amount),
        ]),
        { size: 9, grid: true, headerFill: '#ffe08a' },
      ) + 10;
    y = totalsBlock(s, s.width - m - 220, y, 220, inv, {
      labels: { tax: 'Tax 6%', total: 'Balance Due' },
    });
    para(s, inv.notes ?? '', m, y + 14, s.width - 2 * m, { size: 9 });
  },
};

/** 9. Truck wash ticket. */
const truckWash: InvoiceLayout = {
  id: 'truck-wash',
  title:
    'Truck wash ticket: small landscape ticket, service checklist with prices, tax, PAID by card',
  modelledOn: 'Truck wash chains (Blue Beacon-style tickets)',
  page: { width: 432, height: 288 },
  embedFonts: true,
  build(rng) {
    const seller = biz(
      rng.pick([
        'Blue Wave Truck Wash #58',
        'Shine Time Truck Wash',
        'Prairie Clean Truck Wash #12',
      ]),
      rng,
      { suite: 0 },
    );
    const c = rng.pick(CARRIERS);
    const buyer: TParty = {
      company: c.name,
      customer: personName(rng),
      contact: null,
      phone: null,
      email: null,
      street: null,
      city: null,
      state: null,
      zip: null,
    };
    const pool: Array<Omit<TItem, 'amount'>> = [
      { description: 'Tractor exterior wash', quantity: 1, unitPrice: 49.95 },
      { description: 'Trailer exterior wash', quantity: 1, unitPrice: 39.95 },
      { description: 'Trailer washout (dry van)', quantity: 1, unitPrice: 45 },
      { description: 'Reefer washout with sanitize', quantity: 1, unitPrice: 75 },
      { description: 'Aluminum wheel brightening', quantity: rng.pick([4, 8, 10]), unitPrice: 6.5 },
      { description: 'Interior cab vacuum', quantity: 1, unitPrice: 25 },
    ];
    const its = items(rng.shuffle(pool).slice(0, rng.int(2, 4)));
    return {
      number: `${rng.digits(7)}`,
      status: 'Paid',
      issue: issueDay(rng),
      due: null,
      seller,
      buyer,
      items: its,
      ...totals(its, { taxRate: 0.065 }),
      notes: null,
      extra: { tractor: String(rng.int(100, 999)), trailer: String(rng.int(1000, 9999)) },
    };
  },
  draw(s, inv) {
    const m = 16;
    s.rect(0, 0, s.width, 40, { fill: '#0b5394' });
    s.text(inv.seller.company ?? '', m, 8, { font: 'condensed-bold', size: 12, color: '#ffffff' });
    s.text(`${address(inv.seller)} · ${fmtPhone(inv.seller.phone ?? '', 'dot')}`, m, 25, {
      font: 'condensed',
      size: 7,
      color: '#ffffff',
    });
    s.text(`Ticket ${inv.number}`, 0, 10, {
      font: 'condensed-bold',
      size: 9,
      color: '#ffffff',
      align: 'right',
      width: s.width - m,
    });
    s.text(fmtDate(inv.issue, 'dow-mdy'), 0, 24, {
      font: 'condensed',
      size: 8,
      color: '#ffffff',
      align: 'right',
      width: s.width - m,
    });
    let y = 48;
    s.text(`Company: ${inv.buyer.company}   Driver: ${inv.buyer.customer}`, m, y, {
      font: 'condensed',
      size: 8,
    });
    s.text(`Tractor ${inv.extra.tractor}  Trailer ${inv.extra.trailer}`, m, y + 11, {
      font: 'condensed',
      size: 8,
    });
    y += 26;
    y =
      table(
        s,
        m,
        y,
        [
          { header: 'Service', width: 230 },
          { header: 'Qty', width: 30, align: 'right' },
          { header: 'Each', width: 60, align: 'right' },
          { header: 'Amount', width: 80, align: 'right' },
        ],
        inv.items.map((i) => [i.description, q(i.quantity), plain(i.unitPrice), plain(i.amount)]),
        { font: 'condensed', bold: 'condensed-bold', size: 8 },
      ) + 4;
    totalsBlock(s, s.width - m - 160, y, 160, inv, {
      font: 'condensed',
      bold: 'condensed-bold',
      size: 8,
      labels: { tax: 'Tax 6.5%', total: 'TOTAL' },
    });
    s.text('PAID - VISA ****4417', m, y + 6, {
      font: 'condensed-bold',
      size: 10,
      color: '#1e8449',
    });
  },
};

/** 10. CAT-scale ticket or parking receipt. */
const scaleParking: InvoiceLayout = {
  id: 'scale-parking',
  title:
    'Certified scale ticket / truck parking receipt: narrow, axle weights as noise, weigh + reweigh or nights x rate',
  modelledOn: 'Certified truck scales and paid truck parking lots',
  page: RECEIPT,
  embedFonts: false,
  build(rng) {
    const parking = rng.chance(0.5);
    const seller = biz(
      parking
        ? rng.pick(['SecurePark Truck Lot', 'Safe Haven Truck Parking'])
        : rng.pick(['CertiWeigh Scale #2114', 'TruWeigh Certified Scale #87']),
      rng,
      { suite: 0 },
    );
    const c = rng.pick(CARRIERS);
    const buyer: TParty = {
      company: c.name,
      customer: personName(rng),
      contact: null,
      phone: null,
      email: null,
      street: null,
      city: null,
      state: null,
      zip: null,
    };
    const its = items(
      parking
        ? [
            {
              description: 'Overnight truck parking',
              quantity: rng.int(1, 3),
              unitPrice: rng.pick([20, 25, 30]),
            },
          ]
        : [
            { description: 'Certified weigh', quantity: 1, unitPrice: 14.5 },
            ...(rng.chance(0.6)
              ? [{ description: 'Reweigh (same day)', quantity: 1, unitPrice: 3 }]
              : []),
          ],
    );
    return {
      number: `${rng.digits(8)}`,
      status: 'Paid',
      issue: issueDay(rng),
      due: null,
      seller,
      buyer,
      items: its,
      ...totals(its, { showSubtotal: false }),
      notes: null,
      extra: {
        parking: parking ? '1' : '',
        steer: String(rng.int(10, 12) * 1000 + rng.int(0, 9) * 20),
        drive: String(rng.int(30, 34) * 1000 + rng.int(0, 9) * 20),
        trailer: String(rng.int(28, 34) * 1000 + rng.int(0, 9) * 20),
      },
    };
  },
  draw(s, inv) {
    const x = 14;
    let y = 18;
    const L = (t: string, bold = false, center = false) => {
      s.text(t, center ? 0 : x, y, {
        font: bold ? 'mono-bold' : 'mono',
        size: 8,
        align: center ? 'center' : 'left',
        width: s.width,
      });
      y += 11;
    };
    L(inv.seller.company ?? '', true, true);
    L(inv.seller.street ?? '', false, true);
    L(`${inv.seller.city}, ${inv.seller.state} ${inv.seller.zip}`, false, true);
    L(fmtPhone(inv.seller.phone ?? '', 'dash'), false, true);
    L('======================================');
    L(`TICKET NO ${inv.number}`, true);
    L(`DATE ${fmtDate(inv.issue, 'mdy')}`);
    L(`CARRIER ${inv.buyer.company}`);
    L(`DRIVER ${inv.buyer.customer}`);
    L('======================================');
    if (!inv.extra.parking) {
      L(`STEER AXLE      ${inv.extra.steer?.padStart(8)} LB`);
      L(`DRIVE AXLE      ${inv.extra.drive?.padStart(8)} LB`);
      L(`TRAILER AXLE    ${inv.extra.trailer?.padStart(8)} LB`);
      L(
        `GROSS WEIGHT    ${String(Number(inv.extra.steer) + Number(inv.extra.drive) + Number(inv.extra.trailer)).padStart(8)} LB`,
        true,
      );
      L('--------------------------------------');
    }
    for (const i of inv.items) {
      L(`${i.description.toUpperCase()}`);
      L(
        `  ${q(i.quantity)} X ${plain(i.unitPrice)}${' '.repeat(14)}${plain(i.amount).padStart(10)}`,
      );
    }
    L('--------------------------------------');
    L(`TOTAL${' '.repeat(21)}${plain(inv.total).padStart(10)}`, true);
    L('PAID CASH', true);
    L('');
    L('KEEP THIS RECEIPT', false, true);
  },
};

/** 11. Accounting-software invoice: bill to / ship to, long wrapped descriptions, shipping, discount, sales tax, often two pages. */
const accounting: InvoiceLayout = {
  id: 'accounting-software',
  title:
    'Accounting-software invoice: Bill To / Ship To (same company twice), long wrapped descriptions, table breaking across pages above a remittance stub, shipping, discount, sales tax',
  modelledOn: 'QuickBooks / Xero-style invoices from parts and equipment suppliers',
  page: LETTER,
  embedFonts: false,
  build(rng) {
    const seller = biz(
      rng.pick([
        'Heartland Trailer Parts Supply',
        'Gulf Coast Fleet Equipment Co',
        'Summit Truck Accessories Inc',
      ]),
      rng,
      { contact: true, email: 'orders@fleetparts.com' },
    );
    const buyer = carrierParty(rng, { contact: true, email: true });
    const pool: Array<[string, number]> = [
      [
        'LED stop/turn/tail light kit, 4 inch round, grommet mount with pigtail, DOT approved, red lens',
        24.95,
      ],
      [
        'Mud flap 24 x 30 inch heavy rubber with anti-sail brackets and stainless hardware, pair',
        89.0,
      ],
      ['Cargo control logistic strap 2 inch x 16 ft with E-track spring fittings, yellow', 17.5],
      ['Load bar, steel, adjustable 86 to 104 inches, ratcheting, rubber feet', 44.25],
      [
        'Trailer door seal kit for swing doors, EPDM with J-channel, complete set for one trailer',
        139.0,
      ],
      ['Gladhand seals, polyurethane, bag of 10', 12.4],
      ['Air hose assembly 15 ft coiled, red and blue set with handles', 58.6],
      ['Wheel chock, rubber, 10 inch, pair with chain', 34.0],
      ['Reflective conspicuity tape, red/white, 150 ft roll, DOT-C2', 69.95],
      ['E-track horizontal rail 10 ft galvanized', 42.0],
      ['Fifth wheel grease, 35 lb pail', 96.5],
      ['Fire extinguisher 5 lb ABC with vehicle bracket, inspected and tagged', 54.0],
      ['DOT triangle warning kit, set of three in case', 29.99],
      ['Tire inflation gauge, dual foot, 0-160 psi', 22.75],
      ['Coiled electrical cord 7-way, 15 ft, with zinc die-cast plugs and spring guards', 64.8],
      [
        'Trailer landing gear crank handle, 14 inch offset, with clevis pin and retaining clip',
        38.5,
      ],
      ['Anti-freeze/coolant extended life, 50/50 premix, 1 gallon jug', 17.25],
      ['Reflective safety vest, ANSI class 2, high visibility lime, size XL', 11.95],
    ];
    const n = rng.int(14, 18);
    const its = items(
      rng
        .shuffle(pool)
        .slice(0, n)
        .map(([d, p]) => ({ description: d, quantity: rng.int(1, 12), unitPrice: p })),
    );
    const issue = issueDay(rng);
    const status = rng.pick(['Unpaid', null] as const);
    return {
      number: `${rng.int(1000, 9999)}`,
      status,
      issue,
      due: addDays(issue, rng.pick([15, 30])),
      seller,
      buyer,
      items: its,
      ...totals(its, {
        taxRate: rng.pick([0.0825, 0.06, 0.07]),
        discount: rng.chance(0.5) ? 25 : null,
        shipping: rng.pick([null, 45, 89.5]),
      }),
      notes: rng.chance(0.6)
        ? 'Thank you for your business. Returns accepted within 30 days with receipt; special orders are non-returnable.'
        : null,
      extra: { po: `PO-${rng.digits(5)}` },
    };
  },
  draw(s, inv) {
    const m = 50;
    let page = 1;
    // Every page ends with the payment-instructions footer, as accounting packages print it.
    const footer = () => {
      const fy = s.height - 210;
      s.line(m, fy, s.width - m, fy, 0.6, '#2e7d32');
      s.rect(m, fy + 60, s.width - 2 * m, 100, { stroke: '#2e7d32' });
      s.text('REMITTANCE  (detach and return with your payment)', m + 8, fy + 68, {
        font: 'sans-bold',
        size: 8,
      });
      s.text(
        'Customer: ____________________   Invoice #: __________   Amount enclosed: __________',
        m + 8,
        fy + 90,
        { size: 8 },
      );
      para(
        s,
        `Pay online or by check to ${inv.seller.company}. ACH: routing 111000025, account ending 4417. Please include invoice ${inv.number} with your payment.`,
        m,
        fy + 8,
        s.width - 2 * m,
        { size: 8, color: '#555555' },
      );
      s.text(`Page ${page}`, 0, fy + 40, { size: 8, align: 'right', width: s.width - m });
      page++;
    };
    footer();
    s.text(inv.seller.company ?? '', m, 44, { font: 'sans-bold', size: 14, color: '#2e7d32' });
    para(
      s,
      `${inv.seller.street}\n${inv.seller.city}, ${inv.seller.state} ${inv.seller.zip}\n${fmtPhone(inv.seller.phone ?? '', 'paren')}\n${inv.seller.email}`,
      m,
      64,
      240,
      { size: 9 },
    );
    s.text('Invoice', 0, 44, { size: 24, color: '#2e7d32', align: 'right', width: s.width - m });
    let y = 130;
    partyBlock(s, m, y, 220, 'BILL TO', inv.buyer);
    const sx = 300;
    s.text('SHIP TO', sx, y, { font: 'sans-bold', size: 9 });
    para(
      s,
      `${inv.buyer.company}\n${inv.buyer.street}\n${inv.buyer.city}, ${inv.buyer.state} ${inv.buyer.zip}`,
      sx,
      y + 12.6,
      150,
      { size: 9 },
    );
    let ry = y;
    for (const [l, v] of [
      ['INVOICE #', inv.number ?? ''],
      ['DATE', fmtDate(inv.issue, 'mdy')],
      ['DUE DATE', inv.due ? fmtDate(inv.due, 'mdy') : ''],
      ['TERMS', 'Net 15/30'],
      ['P.O. NUMBER', inv.extra.po ?? ''],
    ]) {
      s.text(l ?? '', 450, ry, { font: 'sans-bold', size: 8 });
      s.text(v ?? '', 450, ry + 9, { size: 9 });
      ry += 22;
    }
    y += 120;
    if (inv.seller.contact) s.text(`Sales rep: ${inv.seller.contact}`, m, y - 14, { size: 8.5 });
    y =
      table(
        s,
        m,
        y,
        [
          { header: 'DESCRIPTION', width: 250 },
          { header: 'QTY', width: 60, align: 'right' },
          { header: 'RATE', width: 90, align: 'right' },
          { header: 'AMOUNT', width: 112, align: 'right' },
        ],
        inv.items.map((i) => [i.description, q(i.quantity), plain(i.unitPrice), plain(i.amount)]),
        {
          size: 9.5,
          headerFill: '#e8f5e9',
          bottom: s.height - 220,
          topOnNewPage: 50,
          onNewPage: footer,
        },
      ) + 10;
    if (y > s.height - 310) {
      s.newPage();
      footer();
      y = 60;
    }
    const yt = totalsBlock(s, s.width - m - 220, y, 220, inv, {
      labels: {
        subtotal: 'SUBTOTAL',
        discount: 'DISCOUNT',
        shipping: 'SHIPPING',
        total: 'BALANCE DUE',
      },
    });
    if (inv.status) s.text(`Status: ${inv.status}`, m, y, { font: 'sans-bold', size: 9 });
    if (inv.notes) para(s, inv.notes, m, Math.max(yt, y + 30) + 10, s.width - 2 * m, { size: 8.5 });
  },
};

/** 12. Dealer parts counter invoice: part numbers, core charges, department subtotals, many rows. */
const dealerParts: InvoiceLayout = {
  id: 'dealer-parts',
  title:
    'Dealer parts-counter invoice: part number column, core charges and core returns, department subtotal rows, multi-page',
  modelledOn: 'Truck dealer parts counters (Rush / TLG-style printouts)',
  page: LETTER,
  embedFonts: true,
  build(rng) {
    const seller = biz(
      rng.pick([
        'Lone Star Truck Center - Parts',
        'Great Lakes Peterbilt Parts',
        'Mountain West Freightliner Parts',
      ]),
      rng,
      { contact: true, email: 'parts@truckcenter.com' },
    );
    const buyer = carrierParty(rng, { contact: true });
    const pool: Array<[string, string, number]> = [
      ['A06-13201', 'Starter motor remanufactured 12V', 385.0],
      ['CORE-A06', 'Core charge starter', 120.0],
      ['FLT-LF9009', 'Lube filter', 31.2],
      ['FLT-FF5825', 'Fuel filter', 27.85],
      ['BRK-4515Q', 'Brake shoe kit Q+ 16.5 x 7', 104.3],
      ['DRM-3219', 'Brake drum 16.5 x 7 balanced', 168.9],
      ['LMP-60250R', 'Tail lamp 6 in oval red', 21.45],
      ['ALT-8600', 'Alternator 160A reman', 298.0],
      ['CORE-ALT', 'Core charge alternator', 95.0],
      ['BLT-K080', 'Belt 8 rib', 46.75],
      ['HSE-RAD', 'Radiator hose upper', 38.6],
      ['CLM-T28', 'T-bolt clamp 2.25 in', 4.15],
      ['SNS-NOX', 'NOx sensor outlet', 412.0],
      ['GSK-EGR', 'EGR cooler gasket kit', 88.4],
      ['WSH-FLD', 'Washer fluid gallon', 3.99],
      ['DEF-2.5', 'DEF 2.5 gallon jug', 14.99],
    ];
    const n = rng.int(14, 16);
    const chosen = rng.shuffle(pool).slice(0, n);
    const its: TItem[] = chosen.map(([pn, d, p]) => {
      const qty = rng.int(
        1,
        pn.startsWith('CLM') || pn.startsWith('WSH') || pn.startsWith('DEF') ? 12 : 3,
      );
      return {
        description: `${pn} ${d}`,
        quantity: qty,
        unitPrice: p,
        amount: round2(qty * p),
        group:
          pn.startsWith('FLT') || pn.startsWith('WSH') || pn.startsWith('DEF')
            ? 'Maintenance'
            : 'Repair',
      };
    });
    if (rng.chance(0.6)) {
      const core = its.find((i) => i.description.startsWith('CORE'));
      if (core)
        its.push({
          description: `${core.description.split(' ')[0]}-RTN Core return credit`,
          quantity: -1,
          unitPrice: core.unitPrice,
          amount: -(core.unitPrice ?? 0),
          group: 'Repair',
        });
    }
    // The page prints the items by department (Repair, then Maintenance): the record lists them
    // in page order, as every record does.
    its.sort((a, b) => Number(a.group === 'Maintenance') - Number(b.group === 'Maintenance'));
    const issue = issueDay(rng);
    return {
      number: `P${rng.digits(7)}`,
      status: 'Unpaid',
      issue,
      due: addDays(issue, 30),
      seller,
      buyer,
      items: its,
      ...totals(its, { taxRate: 0.0825, taxable: (i) => !i.description.startsWith('CORE') }),
      notes: 'Core charges are refunded when a rebuildable core is returned within 30 days.',
      extra: { counter: personName(rng) },
    };
  },
  draw(s, inv) {
    const m = 30;
    let page = 1;
    const head = () => {
      // Every page carries the counter's footer box (signature, returns policy), as dealer forms do.
      const fy = s.height - 160;
      s.rect(m, fy, s.width - 2 * m, 120, { stroke: '#000000' });
      s.text(
        'CORE RETURN LOG   Core #: __________   Date returned: __________   Credit memo #: __________',
        m + 6,
        fy + 80,
        { font: 'narrow', size: 8.5 },
      );
      s.text(
        'Received by: ______________________   Parts returned without this invoice will not be accepted.',
        m + 6,
        fy + 8,
        { font: 'narrow', size: 8.5 },
      );
      s.text(
        'Electrical parts and special orders are not returnable. Restocking fee 20%.',
        m + 6,
        fy + 22,
        { font: 'narrow', size: 8.5 },
      );
      s.text(`Page ${page}`, m + 6, fy + 52, { font: 'narrow', size: 8 });
      page++;
      s.text(inv.seller.company ?? '', m, 24, { font: 'narrow-bold', size: 13 });
      s.text(`PARTS INVOICE ${inv.number}`, 0, 24, {
        font: 'narrow-bold',
        size: 11,
        align: 'right',
        width: s.width - m,
      });
    };
    head();
    para(
      s,
      `${address(inv.seller)}   Parts ${fmtPhone(inv.seller.phone ?? '', 'dash')}   ${inv.seller.email}\nParts manager: ${inv.seller.contact}   Counter: ${inv.extra.counter}`,
      m,
      42,
      s.width - 2 * m,
      { font: 'narrow', size: 8.5 },
    );
    let y = 74;
    partyBlock(s, m, y, 250, 'SOLD TO', inv.buyer, {
      font: 'narrow',
      bold: 'narrow-bold',
      size: 9,
      labels: true,
    });
    let ry = y;
    for (const [l, v] of [
      ['Invoice date', fmtDate(inv.issue, 'mdy')],
      ['Due date', inv.due ? fmtDate(inv.due, 'mdy') : ''],
      ['Terms', 'Net 30 - charge account'],
      ['Status', inv.status ?? ''],
    ]) {
      s.text(l ?? '', 360, ry, { font: 'narrow-bold', size: 9 });
      s.text(v ?? '', 450, ry, { font: 'narrow', size: 9 });
      ry += 12;
    }
    y += 104;
    const rows: Array<string[] | { span: string; bold?: boolean; right?: string }> = [];
    for (const g of ['Repair', 'Maintenance']) {
      const mine = inv.items.filter((i) => i.group === g);
      if (!mine.length) continue;
      rows.push({ span: `DEPT: ${g.toUpperCase()} PARTS`, bold: true });
      for (const i of mine) {
        const [pn, ...rest] = i.description.split(' ');
        rows.push([pn ?? '', rest.join(' '), q(i.quantity), plain(i.unitPrice), plain(i.amount)]);
      }
      rows.push({
        span: `Department subtotal ${g}`,
        right: plain(round2(mine.reduce((a, i) => a + i.amount, 0))),
        bold: true,
      });
    }
    y =
      table(
        s,
        m,
        y,
        [
          { header: 'Part Number', width: 100 },
          { header: 'Description', width: 250 },
          { header: 'Qty', width: 50, align: 'right' },
          { header: 'Unit', width: 75, align: 'right' },
          { header: 'Extended', width: 77, align: 'right' },
        ],
        rows,
        {
          font: 'narrow',
          bold: 'narrow-bold',
          size: 10,
          grid: true,
          bottom: s.height - 300,
          topOnNewPage: 50,
          onNewPage: head,
        },
      ) + 10;
    if (y > s.height - 250) {
      s.newPage();
      head();
      y = 60;
    }
    const yt = totalsBlock(s, s.width - m - 220, y, 220, inv, {
      font: 'narrow',
      bold: 'narrow-bold',
      size: 10,
      labels: { subtotal: 'Parts total', tax: 'Sales tax 8.25%', total: 'Amount due' },
    });
    para(s, inv.notes ?? '', m, yt + 10, s.width - 2 * m, { font: 'narrow', size: 9 });
  },
};

/** 13. Trailer lease / rental invoice. */
const trailerLease: InvoiceLayout = {
  id: 'trailer-lease',
  title:
    'Trailer rental invoice: billing period lines, reefer engine hours, damage charge, remit-to box repeating the seller, amounts without $',
  modelledOn: 'Trailer leasing and rental companies (XTRA / Premier-style monthly invoices)',
  page: LETTER,
  embedFonts: true,
  build(rng) {
    const seller = biz(
      rng.pick(['Xpress Trailer Leasing Inc', 'Premier Rental Trailers LLC']),
      rng,
      { contact: true, email: 'ar@trailerlease.com' },
    );
    const buyer = carrierParty(rng, { contact: true, email: true });
    const issue = issueDay(rng);
    const start = addDays(issue, -30);
    const units = rng
      .shuffle(['T53-2201', 'T53-4410', 'R53-1178', 'R53-3092'])
      .slice(0, rng.int(1, 3));
    const list: Array<Omit<TItem, 'amount'>> = [];
    for (const u of units) {
      list.push({
        description: `${u} Monthly rental ${fmtDate(start, 'mdy')} - ${fmtDate(addDays(issue, -1), 'mdy')}`,
        quantity: 1,
        unitPrice: u.startsWith('R') ? 1450 : 725,
      });
      if (u.startsWith('R'))
        list.push({
          description: `${u} Reefer unit engine hours`,
          quantity: rng.int(120, 480),
          unitPrice: 1.85,
        });
    }
    if (rng.chance(0.4))
      list.push({
        description: 'Damage - replace rear door hinge and seal (see photos)',
        quantity: 1,
        unitPrice: 312.4,
      });
    const its = items(list);
    return {
      number: `RI${rng.digits(6)}`,
      status: 'Unpaid',
      issue,
      due: addDays(issue, 20),
      seller,
      buyer,
      items: its,
      ...totals(its, { taxRate: rng.chance(0.5) ? 0.0625 : null }),
      notes:
        'Late payments are subject to 1.5% per month. Questions on billing: contact your account rep.',
      extra: {},
    };
  },
  draw(s, inv) {
    const m = 46;
    s.text(inv.seller.company ?? '', m, 36, { font: 'serif-bold', size: 15 });
    s.text('RENTAL INVOICE', 0, 36, {
      font: 'serif-bold',
      size: 13,
      align: 'right',
      width: s.width - m,
    });
    let y = 64;
    s.rect(s.width - m - 220, y, 220, 72, { stroke: '#000000' });
    for (const [i, [l, v]] of (
      [
        ['Invoice No', inv.number ?? ''],
        ['Invoice Date', fmtDate(inv.issue, 'long')],
        ['Due Date', inv.due ? fmtDate(inv.due, 'long') : ''],
        ['Balance Status', inv.status ?? ''],
      ] as Array<[string, string]>
    ).entries()) {
      s.text(l, s.width - m - 214, y + 6 + i * 16, { font: 'serif', size: 9 });
      s.text(v, s.width - m - 220, y + 6 + i * 16, {
        font: 'serif-bold',
        size: 9,
        align: 'right',
        width: 214,
      });
    }
    partyBlock(s, m, y, 260, 'Customer', inv.buyer, {
      font: 'serif',
      bold: 'serif-bold',
      size: 9.5,
    });
    y += 130;
    y =
      table(
        s,
        m,
        y,
        [
          { header: 'Description', width: 300 },
          { header: 'Quantity', width: 64, align: 'right' },
          { header: 'Unit Price', width: 70, align: 'right' },
          { header: 'Amount', width: 86, align: 'right' },
        ],
        inv.items.map((i) => [
          i.description,
          q(i.quantity),
          (i.unitPrice ?? 0).toFixed(2),
          plain(i.amount),
        ]),
        { font: 'serif', bold: 'serif-bold', size: 9.5, grid: true },
      ) + 12;
    const yt = totalsBlock(s, s.width - m - 220, y, 220, inv, {
      font: 'serif',
      bold: 'serif-bold',
      size: 9.5,
      labels: { tax: 'State rental tax', total: 'Total amount due (USD)' },
    });
    s.rect(m, y, 230, 70, { stroke: '#000000' });
    para(
      s,
      `REMIT TO\n${inv.seller.company}\n${address(inv.seller)}\n${fmtPhone(inv.seller.phone ?? '', 'paren')} · ${inv.seller.email}`,
      m + 6,
      y + 6,
      220,
      { font: 'serif', size: 8.5 },
    );
    s.text(`Account rep: ${inv.seller.contact}`, m, y + 78, { font: 'serif', size: 9 });
    para(s, inv.notes ?? '', m, Math.max(yt, y + 96) + 8, s.width - 2 * m, {
      font: 'serif',
      size: 8.5,
    });
  },
};

export const INVOICE_LAYOUTS: InvoiceLayout[] = [
  freightBill,
  fuelStatement,
  fuelReceipt,
  repairShop,
  tireShop,
  lumperReceipt,
  factoring,
  towing,
  truckWash,
  scaleParking,
  accounting,
  dealerParts,
  trailerLease,
];
