/**
 * The seventh held-out set of invoice layouts (issue 16), written after the five layouts of
 * layouts-unseen-5.ts were measured and moved to dev. Appended to the layout list after them, so
 * every earlier document keeps its seed. Written without looking at the extractor: kinds of
 * documents a carrier receives or issues, drawn in structures the earlier layouts do not use.
 * Names are made up.
 *
 * As in layouts.ts: the expected record is exactly what the page shows, and a line item's
 * description is the row's text cells other than quantity, unit price and amount, left to right,
 * joined by single spaces (a wrapped cell's lines joined by a space).
 */

import { FACILITIES, FIRST, LAST, PLACES } from '../shared/pools';
import {
  addDays,
  type FontName,
  fmtInt,
  fmtPhone,
  LETTER,
  LETTER_LANDSCAPE,
  MONTHS_LONG,
  para,
  round2,
  type Surface,
  table,
} from '../shared/surface';
import {
  cityLine,
  issueDay,
  mdy,
  mdyy,
  monDY,
  money,
  plain,
  price,
  type Row,
  right,
  sellerParty,
  stack,
  sumOf,
} from './layout-helpers';
import type { InvoiceLayout } from './layouts';
import { carrierParty, personName, phone, place, type TItem, type TParty } from './model';

// ---- helpers -------------------------------------------------------------------------------------

/** A labelled cell of a grid: small label on top, value under it. */
function cell(
  s: Surface,
  label: string,
  value: string,
  x: number,
  y: number,
  w: number,
  h: number,
  F: FontName,
  B: FontName,
) {
  s.rect(x, y, w, h, { stroke: '#333333', lineWidth: 0.6 });
  s.text(label, x + 4, y + 3, { font: F, size: 6.5, color: '#444444' });
  s.text(value, x + 4, y + 13, { font: B, size: 9 });
}

// ---- K1. LTL carrier freight bill (PRO number as invoice number) --------------------------------

const LTL = [
  'Great Lakes Freightways Inc',
  'Ozark Regional Motor Freight',
  'Cumberland LTL Lines LLC',
  'Sierra Pacific Freight Systems',
];
const COMMODITIES: Array<[string, number, number]> = [
  ['AUTO PARTS NOI', 80360, 85],
  ['PLASTIC ARTICLES', 156600, 70],
  ['STEEL FITTINGS', 97240, 55],
  ['PAPER PRODUCTS', 149980, 60],
  ['FURNITURE KD', 82270, 100],
  ['ELECTRICAL EQUIPMENT', 61680, 77.5],
  ['CANNED GOODS', 55190, 65],
  ['JANITORIAL SUPPLIES', 48580, 92.5],
];
const ACCESSORIALS: Array<[string, number]> = [
  ['Liftgate service at delivery', 85],
  ['Residential delivery', 98.5],
  ['Delivery appointment / notify', 25],
  ['Inside delivery', 125],
  ['Limited access pickup', 110],
];

const ltlBill: InvoiceLayout = {
  id: 'ltl-freight-bill',
  title:
    'LTL freight bill to the third-party payer: the PRO number as the bill number in a box, a date / BOL / PO grid, shipper, consignee and bill-to boxes, articles with handling units, NMFC item and class in one cell, weight × rate per cwt, a tariff discount and a fuel surcharge percentage as rows with amounts only, accessorials, total charges, lockbox remit-to',
  modelledOn: 'LTL carriers billing the third-party payer of a shipment',
  page: LETTER,
  embedFonts: false,
  build(rng) {
    const seller = sellerParty(rng, LTL, 'freightbills', false, 0.6);
    const buyer = carrierParty(rng, { contact: rng.chance(0.5), email: rng.chance(0.3) });
    const issue = issueDay(rng);
    const due = addDays(issue, rng.pick([15, 30]));
    const its: TItem[] = [];
    for (const [name, nmfc, cls] of rng.shuffle(COMMODITIES).slice(0, rng.int(1, 3))) {
      const n = rng.int(1, 8);
      const weight = rng.int(28, 520) * 10 + rng.int(0, 9);
      const rate = rng.money(22, 96, 2);
      its.push({
        description: `${n} ${rng.pick(['PLT', 'SKD', 'CTN', 'CRT'])} ${name} NMFC ${nmfc} CLASS ${cls}`,
        quantity: weight,
        unitPrice: rate,
        amount: round2((weight / 100) * rate),
        group: 'C',
      });
    }
    const gross = sumOf(its);
    const pct = rng.pick([62, 65, 68, 70, 72.5]);
    its.push({
      description: `Tariff discount ${pct}%`,
      quantity: null,
      unitPrice: null,
      amount: -round2((gross * pct) / 100),
      group: 'D',
    });
    const net = sumOf(its);
    const fsc = rng.pick([24.6, 27.1, 29.8, 31.4]);
    its.push({
      description: `Fuel surcharge ${fsc}%`,
      quantity: null,
      unitPrice: null,
      amount: round2((net * fsc) / 100),
      group: 'F',
    });
    for (const [name, amt] of rng.shuffle(ACCESSORIALS).slice(0, rng.int(0, 2)))
      its.push({ description: name, quantity: null, unitPrice: null, amount: amt, group: 'A' });
    const a = rng.pick(PLACES);
    const b = rng.pick(PLACES.filter((p) => p !== a));
    return {
      number: rng.digits(9),
      status: null,
      issue,
      due,
      seller,
      buyer,
      items: its,
      subtotal: null,
      tax: null,
      taxRate: null,
      shipping: null,
      discount: null,
      total: sumOf(its),
      notes: rng.pick([
        'Claims for loss or damage must be filed in writing within nine months of delivery. Past due balances are subject to a service charge.',
        'Charges are subject to correction upon audit and inspection. Shipments are subject to the carrier rules tariff in effect on the pickup date.',
      ]),
      extra: {
        shipper: rng.pick(FACILITIES),
        shipperCity: `${a.city}, ${a.state} ${a.zip}`,
        consignee: rng.pick(FACILITIES),
        consigneeCity: `${b.city}, ${b.state} ${b.zip}`,
        bol: rng.digits(8),
        po: `PO ${rng.digits(6)}`,
        cust: `${rng.digits(6)}`,
        box: `${rng.int(10, 99)}${rng.digits(3)}`,
        pu: mdy(addDays(issue, -rng.int(4, 8))),
        del: mdy(addDays(issue, -rng.int(1, 3))),
        lock: rng.pick(['Chicago, IL 60693', 'Atlanta, GA 30384', 'Charlotte, NC 28260']),
        shipperSt: `${rng.int(100, 9999)} ${rng.pick(['Industrial Blvd', 'Distribution Dr', 'Commerce Way', 'Warehouse Rd'])}`,
        consigneeSt: `${rng.int(100, 9999)} ${rng.pick(['Logistics Pkwy', 'Freeport Rd', 'Dock St', 'Enterprise Ave'])}`,
        lane: `${a.state}-${b.state}`,
      },
    };
  },
  draw(s, inv) {
    const m = 36;
    const W = s.width - 2 * m;
    const F: FontName = 'sans';
    const B: FontName = 'sans-bold';
    const se = inv.seller;
    const x = inv.extra;
    s.text(se.company ?? '', m, 34, { font: B, size: 15 });
    stack(
      s,
      [
        se.street,
        cityLine(se),
        `Customer service ${fmtPhone(se.phone ?? '', 'dash')}`,
        se.email ? `Billing inquiries: ${se.email}` : null,
      ],
      m,
      54,
      { font: F, size: 8.5 },
    );
    s.rect(m + W - 170, 30, 170, 60, { stroke: '#000000', lineWidth: 1.4 });
    s.text('FREIGHT BILL', m + W - 170, 36, { font: B, size: 10, align: 'center', width: 170 });
    s.text('PRO NUMBER', m + W - 170, 52, { font: F, size: 7, align: 'center', width: 170 });
    s.text(inv.number ?? '', m + W - 170, 63, { font: B, size: 16, align: 'center', width: 170 });
    const gw = W / 6;
    const grid: Array<[string, string]> = [
      ['BILL DATE', mdy(inv.issue)],
      ['PICKUP DATE', x.pu ?? ''],
      ['DELIVERY DATE', x.del ?? ''],
      ['BOL NUMBER', x.bol ?? ''],
      ['SHIPPER PO', x.po ?? ''],
      ['PAYMENT DUE', inv.due ? mdy(inv.due) : ''],
    ];
    grid.forEach(([l, v], i) => {
      cell(s, l, v, m + i * gw, 104, gw, 28, F, B);
    });
    const bw = W / 3;
    const boxes: Array<[string, Array<string | null>]> = [
      ['SHIPPER', [x.shipper ?? '', x.shipperSt ?? '', x.shipperCity ?? '']],
      ['CONSIGNEE', [x.consignee ?? '', x.consigneeSt ?? '', x.consigneeCity ?? '']],
      [
        `BILL TO (THIRD PARTY)   Acct ${x.cust}`,
        [
          inv.buyer.company,
          inv.buyer.contact ? `Attn: ${inv.buyer.contact}` : null,
          inv.buyer.street,
          cityLine(inv.buyer),
          inv.buyer.phone ? fmtPhone(inv.buyer.phone, 'paren') : null,
          inv.buyer.email,
        ],
      ],
    ];
    boxes.forEach(([h, ls], i) => {
      s.rect(m + i * bw, 142, bw, 92, { stroke: '#333333', lineWidth: 0.6 });
      s.rect(m + i * bw, 142, bw, 12, { fill: '#dddddd' });
      s.text(h, m + i * bw + 4, 144, { font: B, size: 7 });
      stack(s, ls, m + i * bw + 6, 160, { font: F, size: 8.5 });
    });
    s.text('Freight terms:  [ ] Prepaid   [ ] Collect   [X] Third party', m, 242, {
      font: F,
      size: 8,
    });
    const rows: Row[] = inv.items.map((i) =>
      i.group === 'C'
        ? [i.description, fmtInt(i.quantity ?? 0), plain(i.unitPrice), plain(i.amount)]
        : [i.description, '', '', i.amount < 0 ? `${plain(-i.amount)}-` : plain(i.amount)],
    );
    let y = table(
      s,
      m,
      258,
      [
        { header: 'Handling units / description of articles', width: W - 240 },
        { header: 'Weight (lb)', width: 80, align: 'right' },
        { header: 'Rate per cwt', width: 70, align: 'right' },
        { header: 'Charges', width: 90, align: 'right' },
      ],
      rows,
      { font: F, bold: B, size: 8.5, grid: true, headerFill: '#eeeeee' },
    );
    y += 10;
    s.rect(m + W - 230, y, 230, 26, { stroke: '#000000', lineWidth: 1.2 });
    s.text('TOTAL CHARGES', m + W - 222, y + 8, { font: B, size: 10 });
    right(s, money(inv.total), m + W - 230, y + 8, 222, { font: B, size: 11 });
    const cs = inv.items.filter((i) => i.group === 'C');
    const units = cs.reduce((a, i) => a + Number(i.description.split(' ')[0]), 0);
    const wt = cs.reduce((a, i) => a + (i.quantity ?? 0), 0);
    s.text(
      `TOTAL HANDLING UNITS ${units}    TOTAL WEIGHT ${fmtInt(wt)} LB    LANE ${x.lane}`,
      m,
      y + 4,
      {
        font: B,
        size: 7.5,
      },
    );
    s.text('Weights as tendered by the shipper, subject to reweigh.', m, y + 16, {
      font: F,
      size: 7.5,
    });
    y += 44;
    para(s, inv.notes ?? '', m, y, W - 250, { font: F, size: 7.5 });
    s.rect(m + W - 230, y - 4, 230, 60, { stroke: '#777777', lineWidth: 0.6 });
    stack(
      s,
      [
        'REMIT TO',
        `${se.company ?? ''}`,
        `Lockbox ${x.box}`,
        x.lock ?? '',
        'Include the PRO number with payment',
      ],
      m + W - 224,
      y,
      { font: F, size: 7.5 },
    );
  },
};

// ---- K2. port drayage invoice, a section per container --------------------------------------------

const DRAY = [
  'Harbor Gate Drayage LLC',
  'Bayline Intermodal Trucking',
  'Tidewater Container Express Inc',
  'Coastal Chassis & Cartage Co',
];
const FORWARDERS = [
  'Meridian Global Logistics Inc',
  'Anchorpoint Freight Forwarding',
  'Westbound Customs & Cargo LLC',
  'Northstar Import Services',
];
const PORTS = [
  'POLA Pier 400',
  'POLB Pier T',
  'NY/NJ Port Newark',
  'Savannah GCT',
  'Houston Bayport',
];

const drayage: InvoiceLayout = {
  id: 'drayage-container-invoice',
  title:
    'Port drayage invoice: number / date / customer / terms / due grid, bill-to and shipment (MBL, vessel, terminal, last free day) blocks, a section per container with coded charges (drayage, fuel surcharge % with an amount only, chassis days, storage, waiting hours) and a container total row, a credit memo row under adjustments on some, the table running onto a second page, subtotal and total due',
  modelledOn: 'Port drayage carriers billing forwarders and importers',
  page: LETTER,
  embedFonts: true,
  build(rng) {
    const seller = sellerParty(rng, DRAY, 'billing', true, 0.8);
    const buyer: TParty = {
      company: rng.pick(FORWARDERS),
      customer: null,
      contact: rng.chance(0.6) ? personName(rng) : null,
      phone: phone(rng),
      email: null,
      ...place(rng, 0.5),
    };
    const issue = issueDay(rng);
    const net = rng.pick([15, 21, 30]);
    const port = rng.pick(PORTS);
    const its: TItem[] = [];
    const nC = rng.int(2, 5);
    for (let k = 0; k < nC; k++) {
      const cn = `${rng.pick(['MSCU', 'TGHU', 'CMAU', 'MAEU', 'OOLU'])}${rng.digits(7)}`;
      const size = rng.pick(['40HC', '20GP', '40ST', '45HC']);
      const dest = rng.pick(PLACES);
      const del = addDays(issue, -rng.int(2, 12));
      const base = rng.int(18, 38) * 25;
      const fsc = rng.pick([28, 32, 35]);
      const g = `${cn}|${size}|${mdy(del)}|${dest.city}, ${dest.state}`;
      const push = (code: string, d: string, q: number | null, p: number | null, amt?: number) =>
        its.push({
          description: `${code} ${d}`,
          quantity: q,
          unitPrice: p,
          amount: amt ?? round2((q ?? 1) * (p ?? 0)),
          group: g,
          code,
        });
      push('DRAY', `Drayage ${port} to ${dest.city}, ${dest.state}`, 1, base);
      push('FSC', `Fuel surcharge ${fsc}% of drayage`, null, null, round2((base * fsc) / 100));
      push('CHAS', 'Chassis usage per day', rng.int(2, 6), rng.pick([35, 40, 45]));
      if (rng.chance(0.4)) push('PREP', 'Pre-pull to yard', 1, rng.pick([150, 175, 200]));
      if (rng.chance(0.4)) push('STOR', 'Yard storage per day', rng.int(1, 4), rng.pick([50, 65]));
      if (rng.chance(0.4))
        push('WAIT', 'Waiting time after 2 free hours', rng.pick([1, 1.5, 2, 2.5]), 85);
      if (rng.chance(0.3)) push('TOLL', 'Bridge / tunnel tolls', null, null, rng.money(12, 64));
    }
    if (rng.chance(0.45)) {
      const cr = -rng.pick([40, 80, 120]);
      its.push({
        description: `CR Credit memo CM-${rng.digits(4)} chassis days waived`,
        quantity: null,
        unitPrice: null,
        amount: cr,
        group: 'ADJ',
        code: 'CR',
      });
    }
    const sub = sumOf(its);
    return {
      number: `DR${rng.digits(6)}`,
      status: null,
      issue,
      due: addDays(issue, net),
      seller,
      buyer,
      items: its,
      subtotal: sub,
      tax: null,
      taxRate: null,
      shipping: null,
      discount: null,
      total: sub,
      notes: rng.pick([
        'Per diem and demurrage are billed by the steamship line and the terminal directly and are not included. Please reference the invoice number on remittance.',
        'Chassis days are counted from out-gate to in-gate. Disputes must be submitted within 30 days of the invoice date.',
      ]),
      extra: {
        net: String(net),
        custId: `C${rng.digits(5)}`,
        mbl: `${rng.pick(['MEDU', 'COSU', 'ONEY', 'HLCU'])}${rng.digits(8)}`,
        vessel: `${rng.pick(['MSC AURORA', 'EVER LOTUS', 'CMA CGM RHONE', 'ONE HARMONY'])} / ${rng.digits(3)}W`,
        lfd: mdy(addDays(issue, -rng.int(8, 14))),
        port,
        scac: rng.pick(['HGDL', 'BLIT', 'TWCX', 'CCCC']),
      },
    };
  },
  draw(s, inv) {
    const m = 38;
    const W = s.width - 2 * m;
    const F: FontName = 'dejavu';
    const B: FontName = 'dejavu-bold';
    const se = inv.seller;
    const x = inv.extra;
    s.rect(0, 0, s.width, 8, { fill: '#0d3b66' });
    s.text(se.company ?? '', m, 22, { font: B, size: 14, color: '#0d3b66' });
    stack(
      s,
      [
        `${se.street ?? ''}, ${cityLine(se) ?? ''}`,
        `Tel ${fmtPhone(se.phone ?? '', 'dot')}   SCAC ${x.scac}`,
        se.email ? `${se.contact ?? ''}  ${se.email}` : se.contact,
      ],
      m,
      42,
      { font: F, size: 8 },
    );
    right(s, 'INVOICE', m, 22, W, { font: B, size: 20, color: '#0d3b66' });
    const cw = W / 5;
    const grid: Array<[string, string]> = [
      ['INVOICE NO.', inv.number ?? ''],
      ['INVOICE DATE', mdy(inv.issue)],
      ['CUSTOMER ID', x.custId ?? ''],
      ['TERMS', `Net ${x.net}`],
      ['DUE DATE', inv.due ? mdy(inv.due) : ''],
    ];
    grid.forEach(([l, v], i) => {
      cell(s, l, v, m + i * cw, 86, cw, 28, F, B);
    });
    s.text('BILL TO', m, 126, { font: B, size: 8 });
    stack(
      s,
      [
        inv.buyer.company,
        inv.buyer.contact ? `Attn: ${inv.buyer.contact}` : null,
        inv.buyer.street,
        cityLine(inv.buyer),
        inv.buyer.phone ? fmtPhone(inv.buyer.phone, 'paren') : null,
      ],
      m,
      138,
      { font: F, size: 8.5 },
    );
    s.text('SHIPMENT', m + W / 2, 126, { font: B, size: 8 });
    stack(
      s,
      [
        `MBL / Booking: ${x.mbl}`,
        `Vessel / Voyage: ${x.vessel}`,
        `Terminal: ${x.port}`,
        `Last free day: ${x.lfd}`,
      ],
      m + W / 2,
      138,
      { font: F, size: 8.5 },
    );
    const groups: string[] = [];
    for (const i of inv.items) if (!groups.includes(i.group ?? '')) groups.push(i.group ?? '');
    const rows: Row[] = [];
    for (const g of groups) {
      const its = inv.items.filter((i) => i.group === g);
      if (g === 'ADJ') rows.push({ span: 'ADJUSTMENTS', bold: true });
      else {
        const [cn, size, del, dest] = g.split('|');
        rows.push({
          span: `Container ${cn}  ${size}   Delivered ${del}   ${dest}`,
          bold: true,
        });
      }
      for (const i of its)
        rows.push([
          i.code ?? '',
          i.description.slice((i.code ?? '').length + 1),
          i.quantity === null ? '' : String(i.quantity),
          price(i.unitPrice),
          plain(i.amount),
        ]);
      if (g !== 'ADJ')
        rows.push({ span: `Container ${g.split('|')[0]} total`, right: plain(sumOf(its)) });
    }
    let y = table(
      s,
      m,
      212,
      [
        { header: 'Code', width: 44 },
        { header: 'Description', width: W - 254 },
        { header: 'Qty', width: 50, align: 'right' },
        { header: 'Rate', width: 70, align: 'right' },
        { header: 'Amount', width: 90, align: 'right' },
      ],
      rows,
      {
        font: F,
        bold: B,
        size: 8,
        headerFill: '#0d3b66',
        headerColor: '#ffffff',
        bottom: s.height - 70,
        topOnNewPage: 70,
        onNewPage: () => {
          s.text(`${se.company ?? ''}  -  invoice ${inv.number ?? ''} (continued)`, m, 40, {
            font: B,
            size: 9,
          });
        },
      },
    );
    y += 12;
    if (y > s.height - 150) {
      s.newPage();
      y = 60;
    }
    s.line(m + W - 220, y, m + W, y, 0.6);
    s.text('Subtotal', m + W - 214, y + 6, { font: F, size: 9 });
    right(s, plain(inv.subtotal), m + W - 220, y + 6, 214, { font: F, size: 9 });
    s.rect(m + W - 220, y + 22, 220, 22, { fill: '#0d3b66' });
    s.text('TOTAL DUE (USD)', m + W - 214, y + 28, { font: B, size: 10, color: '#ffffff' });
    right(s, money(inv.total), m + W - 220, y + 28, 214, {
      font: B,
      size: 10,
      color: '#ffffff',
    });
    para(s, inv.notes ?? '', m, y + 6, W - 250, { font: F, size: 7.5 });
  },
};

// ---- K3. tractor lease invoice with the remittance coupon on top ---------------------------------

const LESSORS = [
  'Keystone Equipment Finance LLC',
  'Blue Ox Truck Leasing Inc',
  'Midstate Commercial Lease Co',
  'Frontier Fleet Capital LLC',
];
const TRACTORS = [
  '2023 Freightliner Cascadia 126',
  '2022 Kenworth T680',
  '2024 Volvo VNL 760',
  '2023 International LT625',
  '2022 Peterbilt 579',
];

const leaseInvoice: InvoiceLayout = {
  id: 'tractor-lease-coupon',
  title:
    'Monthly tractor lease invoice with the remittance coupon on top (account, invoice #, due date, amount due, amount enclosed, lockbox remit-to, the lessee in the window), then the invoice: a section per leased unit with fixed rental, mileage × a 3-decimal rate per mile, pass-through charges with amounts only and a unit subtotal row, state and county tax on rental only with a tax total, an account summary box with the previous balance and payment',
  modelledOn: 'Full-service truck lessors billing carriers monthly per unit',
  page: LETTER,
  embedFonts: false,
  build(rng) {
    const seller = sellerParty(rng, LESSORS, 'ar', false, 0.5);
    const buyer = carrierParty(rng, { contact: true, email: rng.chance(0.5) });
    const issue = issueDay(rng);
    const month = MONTHS_LONG[issue.m - 1] ?? '';
    const its: TItem[] = [];
    const nU = rng.int(2, 4);
    for (let k = 0; k < nU; k++) {
      const unit = `${rng.pick(['T', 'TR', ''])}${rng.int(101, 989)}`;
      const g = `${unit}|${rng.pick(TRACTORS)}|${rng.digits(6)}`;
      its.push({
        description: `Fixed rental ${month} ${issue.y}`,
        quantity: 1,
        unitPrice: rng.int(72, 118) * 25,
        amount: 0,
        group: g,
        code: 'R',
      });
      const miles = rng.int(6200, 13400);
      its.push({
        description: 'Mileage charge',
        quantity: miles,
        unitPrice: rng.pick([0.065, 0.072, 0.085, 0.091]),
        amount: 0,
        group: g,
        code: 'M',
      });
      if (rng.chance(0.5))
        its.push({
          description: 'Personal property tax recovery',
          quantity: null,
          unitPrice: null,
          amount: rng.money(38, 96),
          group: g,
          code: 'X',
        });
      if (rng.chance(0.4))
        its.push({
          description: `Road service call ${mdyy(addDays(issue, -rng.int(5, 25)))}`,
          quantity: null,
          unitPrice: null,
          amount: rng.money(145, 420),
          group: g,
          code: 'X',
        });
    }
    for (const i of its)
      if (i.quantity !== null) i.amount = round2(i.quantity * (i.unitPrice ?? 0));
    const sub = sumOf(its);
    const base = sumOf(its.filter((i) => i.code === 'R'));
    const r1 = rng.pick([0.0625, 0.06, 0.07, 0.055]);
    const r2 = rng.pick([0.005, 0.01, 0.0125]);
    const t1 = round2(base * r1);
    const t2 = round2(base * r2);
    const tax = round2(t1 + t2);
    return {
      number: `${rng.digits(7)}`,
      status: null,
      issue,
      due: addDays(issue, rng.pick([10, 15, 20])),
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
        'Sales and use tax is charged on the fixed rental only. A late charge of 1.5% per month applies to balances not received by the due date.',
        'Mileage is billed from the odometer readings reported by your units. Contact your branch within 10 days with any billing questions.',
      ]),
      extra: {
        acct: `${rng.digits(3)}-${rng.digits(5)}`,
        contract: `LA-${rng.digits(5)}`,
        r1: String(round2(r1 * 100)),
        r2: String(round2(r2 * 100)),
        t1: plain(t1),
        t2: plain(t2),
        box: `${rng.int(70, 99)}${rng.digits(3)}`,
        lockCity: rng.pick(['Pittsburgh, PA 15264', 'Chicago, IL 60694', 'Dallas, TX 75284']),
        prev: plain(rng.money(2400, 9800)),
        month,
      },
    };
  },
  draw(s, inv) {
    const m = 40;
    const W = s.width - 2 * m;
    const F: FontName = 'sans';
    const B: FontName = 'sans-bold';
    const se = inv.seller;
    const by = inv.buyer;
    const x = inv.extra;
    // the coupon
    s.text(se.company ?? '', m, 30, { font: B, size: 10 });
    s.text('PLEASE RETURN THIS PORTION WITH YOUR PAYMENT', m, 44, { font: F, size: 7 });
    stack(
      s,
      [by.company, by.contact ? `Attn: ${by.contact}` : null, by.street, cityLine(by)],
      m + 20,
      70,
      {
        font: F,
        size: 9,
      },
    );
    const cx = m + W - 230;
    const rows: Array<[string, string]> = [
      ['Account number', x.acct ?? ''],
      ['Invoice number', inv.number ?? ''],
      ['Payment due date', inv.due ? mdy(inv.due) : ''],
      ['Amount due', money(inv.total)],
      ['Amount enclosed', '$ ____________'],
    ];
    rows.forEach(([l, v], i) => {
      s.rect(cx, 30 + i * 17, 230, 17, { stroke: '#555555', lineWidth: 0.5 });
      s.text(l, cx + 4, 34 + i * 17, { font: F, size: 8 });
      right(s, v, cx, 34 + i * 17, 226, { font: B, size: 8.5 });
    });
    stack(s, ['Remit to:', se.company, `PO Box ${x.box}`, x.lockCity ?? ''], cx, 124, {
      font: F,
      size: 8,
    });
    for (let dx = m; dx < m + W; dx += 8) s.line(dx, 176, dx + 4, 176, 0.6, '#777777');
    s.text('detach here', m + W / 2 - 20, 179, { font: F, size: 6, color: '#777777' });
    // the invoice
    s.text(se.company ?? '', m, 198, { font: B, size: 15 });
    stack(s, [se.street, cityLine(se), fmtPhone(se.phone ?? '', 'paren'), se.email], m, 218, {
      font: F,
      size: 8.5,
    });
    right(s, 'LEASE INVOICE', m, 198, W, { font: B, size: 13 });
    stack(
      s,
      [
        `Invoice ${inv.number ?? ''}`,
        `Invoice date ${mdy(inv.issue)}`,
        `Lease agreement ${x.contract}`,
        `Billing month ${x.month} ${inv.issue.y}`,
      ],
      m + W - 170,
      218,
      { font: F, size: 8.5 },
    );
    s.text(
      `Lessee: ${by.company ?? ''}   Account ${x.acct}${by.phone ? `   ${fmtPhone(by.phone, 'dash')}` : ''}${by.email ? `   ${by.email}` : ''}`,
      m,
      276,
      { font: F, size: 8.5 },
    );
    const groups: string[] = [];
    for (const i of inv.items) if (!groups.includes(i.group ?? '')) groups.push(i.group ?? '');
    const trows: Row[] = [];
    for (const g of groups) {
      const [unit, model, vin] = g.split('|');
      const its = inv.items.filter((i) => i.group === g);
      trows.push({ span: `Unit ${unit}   ${model}   VIN ...${vin}`, bold: true });
      for (const i of its)
        trows.push([
          i.description,
          i.quantity === null
            ? ''
            : i.code === 'M'
              ? `${fmtInt(i.quantity)} mi`
              : String(i.quantity),
          price(i.unitPrice),
          plain(i.amount),
        ]);
      trows.push({ span: `Unit ${unit} subtotal`, right: plain(sumOf(its)) });
    }
    let y = table(
      s,
      m,
      294,
      [
        { header: 'Charge', width: W - 230 },
        { header: 'Quantity', width: 70, align: 'right' },
        { header: 'Rate', width: 70, align: 'right' },
        { header: 'Amount', width: 90, align: 'right' },
      ],
      trows,
      {
        font: F,
        bold: B,
        size: 8.5,
        headerFill: '#e6e6e6',
        bottom: s.height - 40,
        topOnNewPage: 64,
        onNewPage: () => {
          s.text(`${se.company ?? ''}   Invoice ${inv.number ?? ''} (continued)`, m, 40, {
            font: B,
            size: 9,
          });
        },
      },
    );
    y += 10;
    if (y > s.height - 150) {
      s.newPage();
      s.text(`${se.company ?? ''}   Invoice ${inv.number ?? ''} (continued)`, m, 40, {
        font: B,
        size: 9,
      });
      y = 64;
    }
    const tw = 250;
    const tx = m + W - tw;
    const trs: Array<[string, string, boolean]> = [
      ['Charges this invoice', plain(inv.subtotal), false],
      [`State sales/use tax ${x.r1}% on rental`, x.t1 ?? '', false],
      [`County tax ${x.r2}% on rental`, x.t2 ?? '', false],
      ['Total tax', plain(inv.tax), false],
      ['INVOICE TOTAL', money(inv.total), true],
    ];
    let ty = y;
    for (const [l, v, b] of trs) {
      s.text(l, tx, ty, { font: b ? B : F, size: b ? 10 : 8.5 });
      right(s, v, tx, ty, tw, { font: b ? B : F, size: b ? 10 : 8.5 });
      ty += b ? 16 : 13;
    }
    s.rect(m, y - 4, 230, 54, { stroke: '#999999', lineWidth: 0.5 });
    stack(
      s,
      [
        'ACCOUNT SUMMARY',
        `Previous statement balance  ${x.prev}`,
        `Payments received  -${x.prev}`,
        'Past due  0.00',
      ],
      m + 6,
      y,
      { font: F, size: 7.5 },
    );
    para(s, inv.notes ?? '', m, Math.max(ty, y + 56) + 10, W, { font: F, size: 7.5 });
  },
};

// ---- K4. hotel direct-bill (city ledger) invoice for driver lodging -------------------------------

const HOTELS = [
  'Interstate Inn & Suites Exit 118',
  'Truckers Rest Motor Lodge',
  'Plainsview Hotel and Truck Parking',
  'Red Mesa Lodge I-40',
];

const hotelBill: InvoiceLayout = {
  id: 'hotel-direct-bill',
  title:
    'Hotel city-ledger (direct-bill) invoice, landscape: hotel header with tax ID, account block, ledger / invoice / due / PO labels in the middle, remit-to a management company, one row per charge with folio, guest, arrive and depart dates and the charge (room, truck parking, laundry), nights × rate, two lodging tax lines on rooms only and a tax total, balance due',
  modelledOn:
    'Hotels near truck routes billing carriers for driver lodging on a direct-bill account',
  page: LETTER_LANDSCAPE,
  embedFonts: true,
  build(rng) {
    const seller = sellerParty(rng, HOTELS, 'directbill', true, 0.6);
    const buyer = carrierParty(rng, { contact: true, email: rng.chance(0.5) });
    const issue = issueDay(rng);
    const its: TItem[] = [];
    const nG = rng.int(2, 5);
    for (let k = 0; k < nG; k++) {
      const guest = `${rng.pick(LAST).toUpperCase()}, ${rng.pick(FIRST).toUpperCase()}`;
      const folio = rng.digits(6);
      const arr = addDays(issue, -rng.int(4, 26));
      const n = rng.int(1, 4);
      const dep = addDays(arr, n);
      const rate = rng.pick([69, 74.95, 79, 84.5, 89.99, 96]);
      const head = `${folio} ${guest} ${mdyy(arr)} ${mdyy(dep)}`;
      const g = [folio, guest, mdyy(arr), mdyy(dep)].join('|');
      const room = `Room ${rng.int(101, 348)}`;
      its.push({
        description: `${head} ${room}`,
        quantity: n,
        unitPrice: rate,
        amount: round2(n * rate),
        code: 'ROOM',
        group: g,
        unit: room,
      });
      if (rng.chance(0.6))
        its.push({
          description: `${head} Truck parking`,
          quantity: n,
          unitPrice: rng.pick([10, 12, 15]),
          amount: 0,
          code: 'PARK',
          group: g,
          unit: 'Truck parking',
        });
      if (rng.chance(0.25))
        its.push({
          description: `${head} Guest laundry`,
          quantity: null,
          unitPrice: null,
          amount: rng.pick([6.5, 9, 12.75]),
          code: 'INC',
          group: g,
          unit: 'Guest laundry',
        });
    }
    for (const i of its)
      if (i.code === 'PARK') i.amount = round2((i.quantity ?? 0) * (i.unitPrice ?? 0));
    const sub = sumOf(its);
    const rooms = sumOf(its.filter((i) => i.code === 'ROOM'));
    const r1 = rng.pick([0.06, 0.0625, 0.07]);
    const r2 = rng.pick([0.05, 0.06, 0.07]);
    const t1 = round2(rooms * r1);
    const t2 = round2(rooms * r2);
    const tax = round2(t1 + t2);
    return {
      number: `DB-${rng.int(1000, 9999)}`,
      status: null,
      issue,
      due: addDays(issue, 30),
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
        'Lodging taxes apply to room charges only. Copies of signed folios are available on request.',
        'Direct billing is extended to approved accounts. Balances over 30 days may suspend direct-bill privileges.',
      ]),
      extra: {
        acct: `AR${rng.digits(5)}`,
        taxId: `${rng.digits(2)}-${rng.digits(7)}`,
        r1: (r1 * 100).toFixed(2),
        r2: (r2 * 100).toFixed(2),
        t1: plain(t1),
        t2: plain(t2),
        mgmt: rng.pick([
          'Summit Lodging Management',
          'Crescent Hospitality Group',
          'Keyway Hotels LLC',
        ]),
        mgmtBox: `${rng.int(1000, 9999)}`,
        mgmtCity: rng.pick(['Omaha, NE 68103', 'Tulsa, OK 74101', 'Nashville, TN 37230']),
        po: rng.chance(0.5) ? `PO ${rng.digits(5)}` : '',
      },
    };
  },
  draw(s, inv) {
    const m = 36;
    const W = s.width - 2 * m;
    const F: FontName = 'condensed';
    const B: FontName = 'condensed-bold';
    const se = inv.seller;
    const by = inv.buyer;
    const x = inv.extra;
    s.text(se.company ?? '', m, 30, { font: 'serif-bold', size: 17 });
    s.text(
      [se.street, cityLine(se), fmtPhone(se.phone ?? '', 'dot')].filter(Boolean).join('  |  '),
      m,
      52,
      { font: F, size: 8.5 },
    );
    s.text(
      `Direct billing: ${se.contact ?? ''}${se.email ? `  ${se.email}` : ''}   Tax ID ${x.taxId}`,
      m,
      64,
      { font: F, size: 8.5 },
    );
    s.line(m, 80, m + W, 80, 1, '#7a1f2b');
    s.text('CITY LEDGER STATEMENT / INVOICE', m, 88, { font: B, size: 11, color: '#7a1f2b' });
    s.text('Account', m, 108, { font: B, size: 8 });
    stack(
      s,
      [
        by.company,
        by.contact ? `c/o ${by.contact}` : null,
        by.street,
        cityLine(by),
        by.phone ? fmtPhone(by.phone, 'paren') : null,
        by.email,
      ],
      m,
      120,
      { font: F, size: 9 },
    );
    const info: Array<[string, string]> = [
      ['Ledger account', x.acct ?? ''],
      ['Invoice no.', inv.number ?? ''],
      ['Invoice date', monDY(inv.issue)],
      ['Payment due', inv.due ? monDY(inv.due) : ''],
      ['Customer PO', x.po ?? ''],
    ];
    let iy = 108;
    for (const [l, v] of info) {
      if (!v) continue;
      s.text(l, m + 300, iy, { font: F, size: 9 });
      s.text(v, m + 390, iy, { font: B, size: 9 });
      iy += 13;
    }
    s.rect(m + W - 200, 104, 200, 64, { stroke: '#7a1f2b', lineWidth: 0.8 });
    stack(
      s,
      [
        'Please remit to',
        x.mgmt ?? '',
        `Attn: Accounts Receivable - PO Box ${x.mgmtBox}`,
        x.mgmtCity ?? '',
      ],
      m + W - 194,
      109,
      { font: F, size: 8.5 },
    );
    const rows: Row[] = inv.items.map((i) => {
      const [folio, guest, arr, dep] = (i.group ?? '').split('|');
      return [
        folio ?? '',
        guest ?? '',
        arr ?? '',
        dep ?? '',
        i.unit ?? '',
        i.quantity === null ? '' : String(i.quantity),
        price(i.unitPrice),
        plain(i.amount),
      ];
    });
    let y = table(
      s,
      m,
      196,
      [
        { header: 'Folio', width: 60 },
        { header: 'Guest', width: 160 },
        { header: 'Arrive', width: 60 },
        { header: 'Depart', width: 60 },
        { header: 'Charge', width: W - 560 },
        { header: 'Nights', width: 50, align: 'right' },
        { header: 'Rate', width: 70, align: 'right' },
        { header: 'Amount', width: 100, align: 'right' },
      ],
      rows,
      { font: F, bold: B, size: 8.5, zebra: '#f6eef0', bottom: s.height - 30 },
    );
    y += 10;
    if (y > s.height - 110) {
      s.newPage();
      y = 50;
    }
    const tw = 260;
    const tx = m + W - tw;
    const trs: Array<[string, string, boolean]> = [
      ['Room and incidental charges', plain(inv.subtotal), false],
      [`State sales tax ${x.r1}% (rooms)`, x.t1 ?? '', false],
      [`Lodging / occupancy tax ${x.r2}% (rooms)`, x.t2 ?? '', false],
      ['Taxes', plain(inv.tax), false],
      ['BALANCE DUE', money(inv.total), true],
    ];
    let ty = y;
    for (const [l, v, b] of trs) {
      s.text(l, tx, ty, { font: b ? B : F, size: b ? 10.5 : 9 });
      right(s, v, tx, ty, tw, { font: b ? B : F, size: b ? 10.5 : 9 });
      ty += b ? 16 : 12;
    }
    para(s, inv.notes ?? '', m, y, W - tw - 40, { font: F, size: 8 });
  },
};

// ---- K5. toll-by-plate invoice mailed to the registered owner ----------------------------------

const AGENCIES = [
  'Central Plains Toll Authority',
  'Lakeshore Tollway Commission',
  'Tri-County Expressway Authority',
  'Gulf Coast Turnpike Agency',
];
const PLAZAS = [
  'Mainline Plaza 12 NB',
  'Airport Pkwy Ramp EB',
  'River Bridge SB',
  'Gantry 4A WB',
  'Exit 31 Off-ramp',
  'Central Plaza EB',
  'Gantry 17 NB',
];

const tollByPlate: InvoiceLayout = {
  id: 'toll-by-plate-notice',
  title:
    'Toll-by-plate invoice mailed to the registered owner: agency PO box header, window address, a boxed invoice # / date / plate / pay-by / amount due, a letter paragraph with a late fee and a reference number in it, toll rows with date, time, location and class, a tag-rate column that is not billed and the billed amount, a previous unpaid invoice row and a second-notice fee on some, tear-off stub',
  modelledOn: 'Toll agencies mailing pay-by-plate invoices to the registered owner of a truck',
  page: LETTER,
  embedFonts: false,
  build(rng) {
    const ag = rng.pick(AGENCIES);
    const seller: TParty = {
      company: ag,
      customer: null,
      contact: null,
      phone: phone(rng),
      email: null,
      street: `PO Box ${rng.int(1000, 99999)}`,
      ...(() => {
        const p = rng.pick(PLACES);
        return { city: p.city, state: p.state, zip: p.zip };
      })(),
    };
    const buyer: TParty = { ...carrierParty(rng), phone: null };
    const issue = issueDay(rng);
    const plate = `${rng.pick(['P', 'R', 'AB', 'TX'])}${rng.digits(5)}`;
    const state = rng.pick(['TX', 'OK', 'IL', 'IN', 'OH', 'FL']);
    const second = rng.chance(0.4);
    const its: TItem[] = [];
    const prevNo = `T${rng.digits(10)}`;
    const prevDate = addDays(issue, -rng.int(32, 40));
    if (second)
      its.push({
        description: `Unpaid balance of invoice ${prevNo} dated ${mdy(prevDate)}`,
        quantity: null,
        unitPrice: null,
        amount: rng.money(14, 60),
        code: 'P',
      });
    const n = rng.int(3, 9);
    const days = Array.from({ length: n }, () => rng.int(6, 28)).sort((a, b) => b - a);
    for (const dd of days) {
      const d = addDays(issue, -dd);
      const t = `${String(rng.int(0, 23)).padStart(2, '0')}:${String(rng.int(0, 59)).padStart(2, '0')}`;
      const axles = rng.pick([5, 5, 5, 3]);
      const tag = round2(rng.pick([1.85, 2.4, 3.1, 4.25, 5.6]) * (axles === 5 ? 1 : 0.6));
      const byPlate = round2(tag * 1.5);
      its.push({
        description: `${mdy(d)} ${t} ${rng.pick(PLAZAS)} ${axles} axles`,
        quantity: null,
        unitPrice: null,
        amount: byPlate,
        code: 'T',
        unit: plain(tag),
      });
    }
    its.push({
      description: 'Invoice processing fee',
      quantity: null,
      unitPrice: null,
      amount: rng.pick([1, 2.5, 4]),
      code: 'F',
    });
    if (second)
      its.push({
        description: 'Second notice administrative fee',
        quantity: null,
        unitPrice: null,
        amount: rng.pick([10, 15, 25]),
        code: 'F',
      });
    return {
      number: `T${rng.digits(10)}`,
      status: null,
      issue,
      due: addDays(issue, rng.pick([21, 30])),
      seller,
      buyer,
      items: its,
      subtotal: null,
      tax: null,
      taxRate: null,
      shipping: null,
      discount: null,
      total: sumOf(its),
      notes: rng.pick([
        'Open a prepaid transponder account to pay the lower tag rate on future trips. Unpaid tolls may result in a registration hold.',
        'If you sold or leased this vehicle before the trip dates, complete the transfer of liability form on the back within 30 days.',
      ]),
      extra: {
        plate,
        state,
        second: second ? '1' : '',
        acct: `${rng.digits(9)}`,
        web: `www.${ag.toLowerCase().split(' ')[0]}tolls.org`,
        late: plain(rng.pick([25, 30, 40])),
      },
    };
  },
  draw(s, inv) {
    const m = 48;
    const W = s.width - 2 * m;
    const F: FontName = 'sans';
    const B: FontName = 'sans-bold';
    const se = inv.seller;
    const by = inv.buyer;
    const x = inv.extra;
    s.text(se.company ?? '', m, 36, { font: B, size: 13 });
    stack(
      s,
      [se.street, cityLine(se), `Customer service ${fmtPhone(se.phone ?? '', 'paren')}`],
      m,
      54,
      {
        font: F,
        size: 8.5,
      },
    );
    s.text(x.second ? 'SECOND NOTICE - TOLL INVOICE' : 'TOLL INVOICE', m, 36, {
      font: B,
      size: 12,
      align: 'right',
      width: W,
    });
    // window address
    stack(s, ['REGISTERED OWNER', by.company, by.street, cityLine(by)], m + 10, 118, {
      font: F,
      size: 9.5,
    });
    const bx = m + W - 220;
    s.rect(bx, 64, 220, 104, { stroke: '#000000', lineWidth: 1 });
    const box: Array<[string, string]> = [
      ['Invoice number', inv.number ?? ''],
      ['Invoice date', mdy(inv.issue)],
      ['License plate', `${x.plate} (${x.state})`],
      ['Pay by', inv.due ? mdy(inv.due) : ''],
      ['AMOUNT DUE', money(inv.total)],
    ];
    box.forEach(([l, v], i) => {
      const b = i === 4;
      s.text(l, bx + 6, 70 + i * 19, { font: b ? B : F, size: b ? 10 : 8.5 });
      right(s, v, bx, 70 + i * 19, 214, { font: B, size: b ? 11 : 9 });
    });
    const letter = `Dear vehicle owner: the vehicle with license plate ${x.plate} (${x.state}), registered to you, used our toll roads without a valid transponder. Tolls for these trips are billed at the toll-by-plate rate. Please pay the amount due by the date shown to avoid a late fee of $${x.late} per invoice. Your customer reference number is ${x.acct}.`;
    let y = para(s, letter, m, 186, W, { font: F, size: 9 });
    y += 8;
    const rows: Row[] = inv.items.map((i) => {
      if (i.code === 'T') {
        const p = i.description.split(' ');
        const axles = `${p[p.length - 2]}`;
        return [
          p[0] ?? '',
          p[1] ?? '',
          p.slice(2, -2).join(' '),
          `${axles} axles`,
          i.unit ?? '',
          plain(i.amount),
        ];
      }
      return ['', '', i.description, '', '', plain(i.amount)];
    });
    y = table(
      s,
      m,
      y,
      [
        { header: 'Date', width: 70 },
        { header: 'Time', width: 44 },
        { header: 'Location', width: W - 334 },
        { header: 'Class', width: 60 },
        { header: 'Tag rate (not billed)', width: 70, align: 'right' },
        { header: 'Amount billed', width: 90, align: 'right' },
      ],
      rows,
      { font: F, bold: B, size: 8.5, grid: true },
    );
    y += 8;
    s.text('TOTAL AMOUNT DUE', m + W - 250, y, { font: B, size: 10 });
    right(s, money(inv.total), m + W - 250, y, 250, { font: B, size: 10 });
    y = para(s, inv.notes ?? '', m, y + 22, W, { font: F, size: 8 });
    y = Math.max(y + 14, s.height - 150);
    for (let dx = m; dx < m + W; dx += 8) s.line(dx, y, dx + 4, y, 0.6, '#777777');
    s.text('Detach and return this stub with your payment', m, y + 6, { font: F, size: 7 });
    const sy = y + 22;
    stack(
      s,
      [`Invoice ${inv.number ?? ''}`, `Plate ${x.plate} ${x.state}`, `Pay online ${x.web}`],
      m,
      sy,
      { font: F, size: 8.5 },
    );
    stack(
      s,
      [
        `Make checks payable to ${se.company ?? ''}`,
        `Amount due ${money(inv.total)}`,
        'Amount enclosed $________',
      ],
      m + W / 2,
      sy,
      { font: F, size: 8.5 },
    );
  },
};

export const UNSEEN_LAYOUTS_6: InvoiceLayout[] = [
  ltlBill,
  drayage,
  leaseInvoice,
  hotelBill,
  tollByPlate,
];
