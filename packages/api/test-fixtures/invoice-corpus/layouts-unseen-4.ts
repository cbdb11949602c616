/**
 * The fifth held-out set of invoice layouts (issue 16), written after the five layouts of
 * layouts-unseen-3.ts were measured and moved to dev. Appended to the layout list after them, so
 * every earlier document keeps its seed. Written without looking at the extractor: kinds of
 * documents a carrier receives that the earlier layouts do not cover (see the README's layout
 * table). Names are made up.
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
  type PageSize,
  para,
  type Rng,
  round2,
  table,
} from '../shared/surface';
import {
  cityLine,
  labelRows,
  money,
  p2,
  plain,
  qty,
  right,
  sellerParty,
  stack,
  sumOf,
} from './layout-helpers';
import type { InvoiceLayout } from './layouts';
import { address, carrierParty, items, personName, type TItem } from './model';

// ---- helpers -------------------------------------------------------------------------------------

function issueDay(rng: Rng): Day {
  return addDays({ y: 2026, m: 10, d: 3 }, rng.int(0, 50));
}

const BROKERS = [
  'Larkspur Transport Group',
  'Penrose Valley Brokerage Inc',
  'Tall Pines Transportation Brokerage',
  'Cinder Cone Logistics LLC',
  'Bluestem Freight Brokers',
];

// ---- I1. broker's quick-pay remittance advice -------------------------------------------------------

const REMIT_NOTES = [
  'Quick pay fee is deducted at the rate in your carrier agreement. Short-paid items are listed separately; contact carrier pay within 10 days with questions.',
  'This payment was sent by ACH to the account on file. Allow 1-2 business days for the funds to post. Keep this advice for your records.',
];

const quickPayRemit: InvoiceLayout = {
  id: 'quickpay-remittance',
  title:
    "Broker's quick-pay remittance advice to a carrier: payment number, payment date and ACH trace in a box, PAID BY ACH, one row per carrier invoice paid (load #, carrier invoice #, delivery date, invoice amount), gross, a quick-pay fee as a percentage in the totals, net payment",
  modelledOn: 'Freight brokers paying carriers early (quick pay) and e-mailing a remittance advice',
  page: LETTER,
  embedFonts: true,
  build(rng) {
    const seller = sellerParty(rng, BROKERS, 'carrierpay', true, 0.75);
    const buyer = carrierParty(rng, { contact: false, email: rng.chance(0.4) });
    buyer.phone = null; // the payee block prints no phone
    const issue = issueDay(rng);
    const n = rng.int(1, 6);
    const its: TItem[] = [];
    for (let k = 0; k < n; k++) {
      const load = `${rng.pick(['', 'LD', '8'])}${rng.digits(6)}`;
      const inv = `${rng.pick(['INV-', '', 'RR'])}${rng.int(1000, 9999)}`;
      const del = addDays(issue, -rng.int(1, 6));
      its.push({
        description: `${load} ${inv} ${fmtDate(del, 'mdy')}`,
        quantity: null,
        unitPrice: null,
        amount: round2(rng.int(28, 170) * 25 + rng.pick([0, 0, 75, 150, 212.5])),
        code: load,
        unit: inv,
        date: del,
      });
    }
    const subtotal = sumOf(its);
    const pct = rng.pick([1.5, 2, 2.5, 3, 3.5]);
    const fee = round2((subtotal * pct) / 100);
    return {
      number: `RA${rng.digits(7)}`,
      status: 'Paid',
      issue,
      due: null,
      seller,
      buyer,
      items: its,
      subtotal,
      tax: null,
      taxRate: null,
      shipping: null,
      discount: fee,
      total: round2(subtotal - fee),
      notes: rng.pick(REMIT_NOTES),
      extra: { pct: String(pct), trace: rng.digits(15), vendor: `V${rng.digits(6)}` },
    };
  },
  draw(s, inv) {
    const m = 44;
    const W = s.width - 2 * m;
    const F: FontName = 'dejavu';
    const B: FontName = 'dejavu-bold';
    const blue = '#1f4e79';
    const se = inv.seller;
    s.text(se.company ?? '', m, 36, { font: B, size: 15, color: blue });
    stack(
      s,
      [
        se.street,
        cityLine(se),
        `Carrier Pay: ${se.contact ?? ''}  ${fmtPhone(se.phone ?? '', 'dash')}`,
        se.email,
      ],
      m,
      56,
      { font: F, size: 8.5 },
    );
    const bx = 360;
    s.rect(bx, 30, s.width - m - bx, 84, { stroke: blue, lineWidth: 1 });
    s.text('REMITTANCE ADVICE', bx + 8, 36, { font: B, size: 11, color: blue });
    labelRows(
      s,
      [
        ['Payment No.', inv.number ?? '', true],
        ['Payment date', fmtDate(inv.issue, 'mdy'), false],
        ['Method', 'ACH', false],
        ['Trace #', inv.extra.trace ?? '', false],
      ],
      bx + 8,
      54,
      s.width - m - bx - 16,
      F,
      B,
      8.5,
    );
    s.text('PAYEE', m, 128, { font: B, size: 8, color: '#777777' });
    const by = inv.buyer;
    stack(
      s,
      [by.company, by.street, cityLine(by), by.email, `Vendor ID ${inv.extra.vendor}`],
      m,
      140,
      { font: F, size: 9 },
    );
    s.text('PAID BY ACH', bx + 20, 140, { font: B, size: 20, color: '#2e7d32' });
    const rows = inv.items.map((i) => [
      i.code ?? '',
      i.unit ?? '',
      i.date ? fmtDate(i.date, 'mdy') : '',
      plain(i.amount),
    ]);
    let y = table(
      s,
      m,
      214,
      [
        { header: 'Load #', width: 130 },
        { header: 'Your Invoice #', width: 130 },
        { header: 'Delivered', width: 110 },
        { header: 'Invoice Amount', width: W - 370, align: 'right' },
      ],
      rows,
      { font: F, bold: B, size: 9, headerFill: '#dde8f3', zebra: '#f6f9fc' },
    );
    y = labelRows(
      s,
      [
        ['Gross invoices', plain(inv.subtotal), false],
        [`Quick pay fee (${inv.extra.pct}%)`, `-${plain(inv.discount)}`, false],
        ['NET PAYMENT', money(inv.total), true],
      ],
      330,
      y + 12,
      s.width - m - 330,
      F,
      B,
      9.5,
    );
    para(s, inv.notes ?? '', m, y + 16, W, { font: F, size: 8.5 });
  },
};

// ---- I2. cargo claim debit to the carrier ----------------------------------------------------------

const CLAIM_ITEMS = [
  'Cases crushed - canned vegetables 24/15 oz',
  'Pallet toppled - bottled water 24pk',
  'Wet cartons - paper towels 12 roll',
  'Punctured bags - dry dog food 40 lb',
  'Broken units - glass jar salsa 12/16 oz',
  'Refused - frozen entrees thawed',
  'Crushed cartons - breakfast cereal 14/18 oz',
];
const CLAIM_NOTES = [
  'Per the Broker-Carrier Agreement, this amount will be deducted from open payables if not paid or disputed in writing by the due date.',
  'Please forward to your cargo insurer. Photos, the exception-noted delivery receipt and the salvage quote are attached to the claim file.',
];

const cargoClaim: InvoiceLayout = {
  id: 'cargo-claim-debit',
  title:
    'Cargo claim debit to a carrier: claim number with load, PRO, BOL and delivery date, damaged items as SKU / description / cases × unit cost, a salvage credit as a negative row, an inspection fee with an amount only, subtotal and amount due, a deduction note',
  modelledOn: 'Brokers and shippers billing a carrier for freight damaged in transit',
  page: LETTER,
  embedFonts: false,
  build(rng) {
    const seller = sellerParty(rng, BROKERS, 'claims', true, 0.75);
    const buyer = carrierParty(rng, { contact: rng.chance(0.6), email: rng.chance(0.5) });
    const issue = issueDay(rng);
    const list: Array<Omit<TItem, 'amount'> & { amount?: number }> = rng
      .shuffle(CLAIM_ITEMS)
      .slice(0, rng.int(1, 3))
      .map((d) => {
        const sku = `${rng.int(100000, 999999)}`;
        return {
          description: `${sku} ${d}`,
          quantity: rng.int(4, 96),
          unitPrice: rng.pick([11.4, 18.75, 23.2, 31.5, 42.88]),
          code: sku,
          group: d,
        };
      });
    const goods = round2(
      list.reduce((a, i) => a + round2((i.quantity ?? 0) * (i.unitPrice ?? 0)), 0),
    );
    if (rng.chance(0.6))
      list.push({
        description: 'Salvage credit',
        quantity: null,
        unitPrice: null,
        amount: -round2(goods * rng.pick([0.1, 0.15, 0.2])),
      });
    if (rng.chance(0.6))
      list.push({
        description: 'Inspection fee',
        quantity: null,
        unitPrice: null,
        amount: rng.pick([75, 125, 150]),
      });
    const its = items(list);
    const subtotal = sumOf(its);
    return {
      number: `CLM-${rng.int(2026, 2026)}-${rng.digits(4)}`,
      status: null,
      issue,
      due: addDays(issue, 30),
      seller,
      buyer,
      items: its,
      subtotal,
      tax: null,
      taxRate: null,
      shipping: null,
      discount: null,
      total: subtotal,
      notes: rng.pick(CLAIM_NOTES),
      extra: {
        load: `${rng.digits(7)}`,
        pro: `${rng.digits(9)}`,
        bol: `${rng.digits(8)}`,
        delivered: fmtDate(addDays(issue, -rng.int(5, 20)), 'mdy'),
        seal: `${rng.pick(['SL', ''])}${rng.digits(7)}`,
      },
    };
  },
  draw(s, inv) {
    const m = 50;
    const W = s.width - 2 * m;
    const F: FontName = 'serif';
    const B: FontName = 'serif-bold';
    const se = inv.seller;
    s.text(se.company ?? '', m, 40, { font: B, size: 16 });
    s.text(
      `${address(se) ?? ''}  ·  ${fmtPhone(se.phone ?? '', 'paren')}${se.email ? `  ·  ${se.email}` : ''}`,
      m,
      60,
      { font: F, size: 8.5 },
    );
    s.line(m, 74, m + W, 74, 1.5);
    s.text('FREIGHT CLAIM - DEBIT NOTICE', m, 84, { font: B, size: 13 });
    labelRows(
      s,
      [
        ['Claim No.', inv.number ?? '', true],
        ['Date', fmtDate(inv.issue, 'long'), false],
        ['Due', fmtDate(inv.due ?? inv.issue, 'long'), false],
        ['Claims adjuster', se.contact ?? '', false],
      ],
      360,
      84,
      s.width - m - 360,
      F,
      B,
    );
    s.text('Carrier:', m, 108, { font: B, size: 9.5 });
    const by = inv.buyer;
    stack(
      s,
      [
        by.company,
        by.contact ? `Attn: ${by.contact}` : null,
        by.street,
        cityLine(by),
        by.phone ? `Tel ${fmtPhone(by.phone, 'dash')}` : null,
        by.email,
      ],
      m,
      122,
      { font: F, size: 9.5 },
    );
    const ry = 200;
    const refs: Array<[string, string]> = [
      ['Load #', inv.extra.load ?? ''],
      ['PRO #', inv.extra.pro ?? ''],
      ['BOL #', inv.extra.bol ?? ''],
      ['Delivered', inv.extra.delivered ?? ''],
      ['Seal', inv.extra.seal ?? ''],
    ];
    const cw = W / refs.length;
    refs.forEach(([l, v], k) => {
      s.rect(m + k * cw, ry, cw, 30, { stroke: '#333333', lineWidth: 0.5 });
      s.text(l, m + k * cw + 4, ry + 3, { font: F, size: 7.5 });
      s.text(v, m + k * cw + 4, ry + 15, { font: B, size: 9 });
    });
    const rows = inv.items.map((i) => [
      i.code ?? '',
      i.group ?? i.description,
      qty(i.quantity),
      i.unitPrice === null ? '' : plain(i.unitPrice),
      i.amount < 0 ? `(${plain(-i.amount)})` : plain(i.amount),
    ]);
    let y = table(
      s,
      m,
      ry + 44,
      [
        { header: 'SKU', width: 70 },
        { header: 'Description of loss', width: 220 },
        { header: 'Cases', width: 50, align: 'right' },
        { header: 'Unit cost', width: 70, align: 'right' },
        { header: 'Amount', width: W - 410, align: 'right' },
      ],
      rows,
      { font: F, bold: B, size: 9.5, grid: true },
    );
    y = labelRows(
      s,
      [
        ['Subtotal', plain(inv.subtotal), false],
        ['AMOUNT DUE', money(inv.total), true],
      ],
      360,
      y + 12,
      s.width - m - 360,
      F,
      B,
      10,
    );
    para(s, `Note: ${inv.notes ?? ''}`, m, y + 14, W, { font: 'serif-italic', size: 9.5 });
  },
};

// ---- I3. container per diem invoice to a drayage carrier ---------------------------------------------

const PD_NOTES = [
  'Per diem accrues from out-gate to in-gate including weekends and holidays. Disputes must be filed within 30 days of the invoice date.',
  'Free time per your uniform interchange agreement. Pay online with the invoice number or by ACH; include the invoice number on the remittance.',
];

const perDiem: InvoiceLayout = {
  id: 'container-per-diem',
  title:
    'Container per diem invoice to a drayage carrier: free time in the header, one row per container (container #, size/type, out-gate and in-gate dates, chargeable days × daily rate), a flat admin fee with an amount only, total due, Net 30',
  modelledOn:
    'Ocean carriers and equipment pools billing truckers per diem for containers kept past free time',
  page: LETTER,
  embedFonts: true,
  build(rng) {
    const seller = sellerParty(
      rng,
      [
        'Harborline Container Services',
        'Meridian Equipment Pool Inc',
        'Blue Anchor Intermodal Billing',
      ],
      'perdiem',
      false,
      0.75,
    );
    const buyer = carrierParty(rng, { contact: rng.chance(0.5), email: rng.chance(0.6) });
    const issue = issueDay(rng);
    const free = rng.pick([4, 5, 7]);
    const rate = rng.pick([75, 95, 110, 125]);
    const n = rng.int(1, 5);
    const list: Array<Omit<TItem, 'amount'> & { amount?: number }> = [];
    for (let k = 0; k < n; k++) {
      const cont = `${rng.pick(['MSKU', 'TGHU', 'CMAU', 'HLXU', 'OOLU'])}${rng.digits(7)}`;
      const size = rng.pick(['40HC', '40DV', '20DV', '45HC']);
      const out = addDays(issue, -rng.int(14, 30));
      const kept = free + rng.int(1, 9);
      const back = addDays(out, kept);
      const days = kept - free;
      list.push({
        description: `${cont} ${size} ${fmtDate(out, 'mdy')} ${fmtDate(back, 'mdy')}`,
        quantity: days,
        unitPrice: rate,
        code: cont,
        unit: size,
        group: `${fmtDate(out, 'mdy')}|${fmtDate(back, 'mdy')}`,
      });
    }
    if (rng.chance(0.5))
      list.push({ description: 'Invoice admin fee', quantity: null, unitPrice: null, amount: 25 });
    const its = items(list);
    const subtotal = sumOf(its);
    return {
      number: `PD${rng.digits(8)}`,
      status: null,
      issue,
      due: addDays(issue, 30),
      seller,
      buyer,
      items: its,
      subtotal: null,
      tax: null,
      taxRate: null,
      shipping: null,
      discount: null,
      total: subtotal,
      notes: rng.pick(PD_NOTES),
      extra: {
        free: String(free),
        scac: `${rng.pick(['RRTL', 'BLCI', 'JRTK', 'EEFI'])}`,
        acct: rng.digits(6),
      },
    };
  },
  draw(s, inv) {
    const m = 40;
    const W = s.width - 2 * m;
    const F: FontName = 'condensed';
    const B: FontName = 'condensed-bold';
    const navy = '#0d3b66';
    s.rect(0, 0, s.width, 70, { fill: navy });
    s.text(inv.seller.company ?? '', m, 22, { font: B, size: 16, color: '#ffffff' });
    s.text(
      `${address(inv.seller) ?? ''}   ${fmtPhone(inv.seller.phone ?? '', 'dot')}${inv.seller.email ? `   ${inv.seller.email}` : ''}`,
      m,
      44,
      { font: F, size: 8.5, color: '#ffffff' },
    );
    s.text('PER DIEM INVOICE', m, 84, { font: B, size: 13, color: navy });
    labelRows(
      s,
      [
        ['Invoice number', inv.number ?? '', true],
        ['Invoice date', fmtDate(inv.issue, 'iso'), false],
        ['Payment due', fmtDate(inv.due ?? inv.issue, 'iso'), false],
        ['Account', inv.extra.acct ?? '', false],
        ['Trucker SCAC', inv.extra.scac ?? '', false],
      ],
      380,
      84,
      s.width - m - 380,
      F,
      B,
    );
    s.text('BILL TO (MOTOR CARRIER)', m, 108, { font: B, size: 8, color: '#666666' });
    const by = inv.buyer;
    stack(
      s,
      [
        by.company,
        by.contact ? `Attn: ${by.contact}` : null,
        by.street,
        cityLine(by),
        by.phone ? fmtPhone(by.phone, 'paren') : null,
        by.email,
      ],
      m,
      120,
      { font: F, size: 9 },
    );
    s.text(
      `Free time: ${inv.extra.free} days from out-gate. Daily rate per container as shown.`,
      m,
      196,
      { font: B, size: 9 },
    );
    const rows = inv.items.map((i) => {
      const [o, b] = (i.group ?? '|').split('|');
      return i.code
        ? [
            i.code,
            i.unit ?? '',
            o ?? '',
            b ?? '',
            qty(i.quantity),
            plain(i.unitPrice),
            plain(i.amount),
          ]
        : [i.description, '', '', '', '', '', plain(i.amount)];
    });
    let y = table(
      s,
      m,
      214,
      [
        { header: 'Container', width: 100 },
        { header: 'Size/Type', width: 60 },
        { header: 'Out-gate', width: 72 },
        { header: 'In-gate', width: 72 },
        { header: 'Chargeable days', width: 70, align: 'right' },
        { header: 'Rate/day', width: 66, align: 'right' },
        { header: 'Amount', width: W - 440, align: 'right' },
      ],
      rows,
      { font: F, bold: B, size: 9, headerFill: '#dce6f0', grid: true },
    );
    y += 10;
    s.rect(380, y, s.width - m - 380, 22, { fill: '#dce6f0' });
    s.text('TOTAL DUE (USD)', 388, y + 6, { font: B, size: 10 });
    right(s, money(inv.total), 380, y + 6, s.width - m - 388, { font: B, size: 10 });
    para(s, inv.notes ?? '', m, y + 40, W, { font: F, size: 8.5 });
  },
};

// ---- I4. driver staffing agency weekly invoice ------------------------------------------------------

const STAFF_NOTES = [
  'Hours are billed from the signed driver logs and timesheets for the week shown. Terms: Net 7. A 1.5% monthly service charge applies to past-due balances.',
  'Overtime is billed after 40 hours in the work week. Direct hire of a placed driver within 90 days is subject to a placement fee.',
];

const driverStaffing: InvoiceLayout = {
  id: 'driver-staffing',
  title:
    'Driver staffing agency weekly invoice: week-ending date, account manager, one block of rows per temporary driver (regular hours, overtime hours, per diem days) with hours/days × bill rate, a background-check fee on some, subtotal and total, Net 7',
  modelledOn: 'CDL driver staffing agencies billing carriers for temporary drivers by the hour',
  page: LETTER,
  embedFonts: true,
  build(rng) {
    const seller = sellerParty(
      rng,
      ['ShiftLine Driver Staffing', 'Keystone CDL Staffing LLC', 'Roadready Workforce Inc'],
      'billing',
      true,
      0.75,
    );
    const buyer = carrierParty(rng, { contact: rng.chance(0.8), email: rng.chance(0.5) });
    const issue = issueDay(rng);
    const n = rng.int(1, 3);
    const list: Array<Omit<TItem, 'amount'> & { amount?: number }> = [];
    for (let k = 0; k < n; k++) {
      const drv = personName(rng);
      const reg = rng.pick([32, 36, 40, 40, 40]);
      const rate = rng.pick([31.5, 33.75, 35, 38.25]);
      list.push({ description: `${drv} Regular`, quantity: reg, unitPrice: rate, group: drv });
      if (reg === 40 && rng.chance(0.7))
        list.push({
          description: `${drv} Overtime`,
          quantity: rng.pick([2.5, 4, 6.75, 9.5]),
          unitPrice: round2(rate * 1.5),
          group: drv,
        });
      if (rng.chance(0.5))
        list.push({
          description: `${drv} Per diem`,
          quantity: rng.int(2, 5),
          unitPrice: rng.pick([45, 55, 60]),
          group: drv,
        });
    }
    if (rng.chance(0.4))
      list.push({ description: 'MVR and background check', quantity: 1, unitPrice: 48 });
    const its = items(list);
    const subtotal = sumOf(its);
    return {
      number: `${rng.int(40000, 79999)}`,
      status: null,
      issue,
      due: addDays(issue, 7),
      seller,
      buyer,
      items: its,
      subtotal,
      tax: null,
      taxRate: null,
      shipping: null,
      discount: null,
      total: subtotal,
      notes: rng.pick(STAFF_NOTES),
      extra: { weekEnd: fmtDate(addDays(issue, -rng.int(1, 3)), 'mdy'), po: rng.digits(5) },
    };
  },
  draw(s, inv) {
    const m = 48;
    const W = s.width - 2 * m;
    const F: FontName = 'sans';
    const B: FontName = 'sans-bold';
    const orange = '#c75d00';
    const se = inv.seller;
    s.rect(m, 34, 8, 48, { fill: orange });
    s.text(se.company ?? '', m + 16, 34, { font: B, size: 15 });
    stack(
      s,
      [
        `${se.street ?? ''}, ${cityLine(se) ?? ''}`,
        `${fmtPhone(se.phone ?? '', 'paren')}${se.email ? `  |  ${se.email}` : ''}`,
      ],
      m + 16,
      54,
      { font: F, size: 8.5 },
    );
    right(s, 'INVOICE', m, 34, W, { font: B, size: 20, color: orange });
    labelRows(
      s,
      [
        ['Invoice', inv.number ?? '', true],
        ['Date', fmtDate(inv.issue, 'mon-d-y'), false],
        ['Week ending', inv.extra.weekEnd ?? '', false],
        ['Terms', 'Net 7', false],
        ['Due date', fmtDate(inv.due ?? inv.issue, 'mon-d-y'), false],
        ['Account manager', se.contact ?? '', false],
        ['Customer PO', inv.extra.po ?? '', false],
      ],
      380,
      64,
      s.width - m - 380,
      F,
      B,
      8.5,
    );
    s.text('Client', m, 104, { font: B, size: 8.5, color: orange });
    const by = inv.buyer;
    stack(
      s,
      [
        by.company,
        by.contact ? `Attn: ${by.contact}` : null,
        by.street,
        cityLine(by),
        by.phone ? fmtPhone(by.phone, 'dash') : null,
        by.email,
      ],
      m,
      116,
      { font: F, size: 9 },
    );
    const rows = inv.items.map((i) => {
      const type = i.group ? i.description.slice(i.group.length + 1) : i.description;
      const unit =
        type === 'Per diem' ? 'days' : type === 'MVR and background check' ? 'ea' : 'hrs';
      return [
        i.group ?? '',
        type,
        `${qty(i.quantity)} ${unit}`,
        plain(i.unitPrice),
        plain(i.amount),
      ];
    });
    let y = table(
      s,
      m,
      214,
      [
        { header: 'Driver', width: 130 },
        { header: 'Pay type', width: 150 },
        { header: 'Hours / Days', width: 80, align: 'right' },
        { header: 'Bill rate', width: 70, align: 'right' },
        { header: 'Amount', width: W - 430, align: 'right' },
      ],
      rows,
      { font: F, bold: B, size: 9, headerFill: '#fbe3cf' },
    );
    y = labelRows(
      s,
      [
        ['Subtotal', plain(inv.subtotal), false],
        ['Total due', money(inv.total), true],
      ],
      380,
      y + 12,
      s.width - m - 380,
      F,
      B,
      10,
    );
    para(s, inv.notes ?? '', m, y + 16, W, { font: F, size: 8.5, color: '#333333' });
  },
};

// ---- I5. reefer washout ticket with a wash certificate ---------------------------------------------

const WASH_NOTES = [
  'Trailer washed out and sanitized to food-grade standard. Certificate valid for the next load only; trailer must stay sealed.',
  'Washout water disposed of at an approved site. Inspect the trailer before leaving; claims after departure are not accepted.',
];
const LAST_LOADS = ['Raw poultry', 'Fresh produce', 'Frozen seafood', 'Boxed beef', 'Dairy'];

const WASHOUT: PageSize = { width: 396, height: 612 };

const reeferWashout: InvoiceLayout = {
  id: 'reefer-washout-cert',
  title:
    'Half-letter reefer washout ticket: ticket number, driver, tractor and trailer, last load hauled, a wash-certificate number and an inspection check list, services with qty × price, sales tax, PAID by fuel card or charged to the fleet account with a due date',
  modelledOn: 'Food-grade trailer wash and washout stations serving reefer carriers',
  page: WASHOUT,
  embedFonts: true,
  build(rng) {
    const seller = sellerParty(
      rng,
      ['Clearwater Reefer Washout', 'Blue Flame Tank & Trailer Wash', 'Polar Clean Wash Bay'],
      'office',
      false,
      0.75,
    );
    const buyer = carrierParty(rng, { contact: false, email: false });
    buyer.customer = personName(rng);
    buyer.phone = null; // the ticket prints no carrier phone
    const issue = issueDay(rng);
    const list: Array<Omit<TItem, 'amount'>> = [
      {
        description: 'Reefer interior washout',
        quantity: 1,
        unitPrice: rng.pick([85, 95, 110]),
      },
    ];
    if (rng.chance(0.7))
      list.push({
        description: 'Sanitize - food grade',
        quantity: 1,
        unitPrice: rng.pick([35, 45]),
      });
    if (rng.chance(0.5))
      list.push({
        description: 'Exterior wash - tractor & trailer',
        quantity: 1,
        unitPrice: rng.pick([65, 75]),
      });
    if (rng.chance(0.4))
      list.push({ description: 'Floor drain / chute clean', quantity: 1, unitPrice: 20 });
    if (rng.chance(0.5))
      list.push({
        description: 'Load bars cleaned',
        quantity: rng.int(2, 4),
        unitPrice: 5,
      });
    const its = items(list);
    const subtotal = sumOf(its);
    const rate = rng.pick([0.0625, 0.07, 0.0825]);
    const tax = round2(subtotal * rate);
    const paid = rng.chance(0.5);
    return {
      number: `W-${rng.digits(6)}`,
      status: paid ? 'Paid' : null,
      issue,
      due: paid ? null : addDays(issue, 15),
      seller,
      buyer,
      items: its,
      subtotal,
      tax,
      taxRate: rate,
      shipping: null,
      discount: null,
      total: round2(subtotal + tax),
      notes: rng.pick(WASH_NOTES),
      extra: {
        cert: `WC${rng.digits(7)}`,
        tractor: String(rng.int(100, 9899)),
        trailer: `${rng.pick(['R', 'T', ''])}${rng.int(1000, 98999)}`,
        last: rng.pick(LAST_LOADS),
        time: `${p2(rng.int(5, 22))}:${p2(rng.pick([5, 20, 35, 50]))}`,
        card: `${rng.pick(['Comdata', 'EFS', 'TCH'])} ****${rng.digits(4)}`,
        rate: (rate * 100).toFixed(2),
        acct: rng.digits(5),
      },
    };
  },
  draw(s, inv) {
    const m = 22;
    const W = s.width - 2 * m;
    const F: FontName = 'narrow';
    const B: FontName = 'narrow-bold';
    const teal = '#00695c';
    const se = inv.seller;
    s.text(se.company ?? '', m, 22, { font: B, size: 13, color: teal });
    stack(s, [se.street, cityLine(se), fmtPhone(se.phone ?? '', 'dash'), se.email], m, 40, {
      font: F,
      size: 8,
    });
    right(s, 'WASH TICKET', m, 22, W, { font: B, size: 11 });
    right(s, `No. ${inv.number ?? ''}`, m, 38, W, { font: B, size: 10 });
    right(s, `${fmtDate(inv.issue, 'mdy')}  ${inv.extra.time}`, m, 52, W, { font: F, size: 8.5 });
    s.line(m, 90, m + W, 90, 1, teal);
    const by = inv.buyer;
    let y = stack(
      s,
      [
        `Company: ${by.company ?? ''}`,
        `${by.street ?? ''}, ${cityLine(by) ?? ''}`,
        `Driver: ${by.customer ?? ''}`,
        `Tractor ${inv.extra.tractor}   Trailer ${inv.extra.trailer}`,
        `Last load hauled: ${inv.extra.last}`,
      ],
      m,
      96,
      { font: F, size: 8.5 },
    );
    y += 4;
    const rows = inv.items.map((i) => [
      i.description,
      qty(i.quantity),
      plain(i.unitPrice),
      plain(i.amount),
    ]);
    y = table(
      s,
      m,
      y,
      [
        { header: 'Service', width: 170 },
        { header: 'Qty', width: 36, align: 'right' },
        { header: 'Price', width: 62, align: 'right' },
        { header: 'Amount', width: W - 268, align: 'right' },
      ],
      rows,
      { font: F, bold: B, size: 8.5, headerFill: '#d6ece8' },
    );
    y = labelRows(
      s,
      [
        ['Subtotal', plain(inv.subtotal), false],
        [`Sales tax ${inv.extra.rate}%`, plain(inv.tax), false],
        ['TOTAL', money(inv.total), true],
      ],
      190,
      y + 8,
      s.width - m - 190,
      F,
      B,
    );
    if (inv.status === 'Paid')
      s.text(`PAID  ${inv.extra.card}`, m, y + 4, { font: B, size: 12, color: teal });
    else
      s.text(
        `Charged to account ${inv.extra.acct} - due ${fmtDate(inv.due ?? inv.issue, 'mdy')}`,
        m,
        y + 4,
        { font: B, size: 9 },
      );
    y += 26;
    s.rect(m, y, W, 88, { stroke: teal, lineWidth: 1 });
    s.text(`WASH CERTIFICATE ${inv.extra.cert}`, m + 6, y + 5, { font: B, size: 9, color: teal });
    const checks = [
      '[x] Walls, ceiling and floor washed',
      '[x] Door seals and chute clean',
      '[x] No odor, no residue',
      '[x] Drains open and clear',
    ];
    stack(s, checks, m + 10, y + 20, { font: F, size: 8.5 });
    s.text('Inspected by: ____________', m + 190, y + 66, { font: F, size: 8 });
    para(s, `Notes: ${inv.notes ?? ''}`, m, y + 98, W, { font: F, size: 8 });
  },
};

export const UNSEEN_LAYOUTS_4: InvoiceLayout[] = [
  quickPayRemit,
  cargoClaim,
  perDiem,
  driverStaffing,
  reeferWashout,
];
