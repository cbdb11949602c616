/**
 * The thirteenth held-out set of invoice layouts (issue 16), written after the five layouts of
 * layouts-unseen-11.ts were measured and moved to dev. Appended to the layout list after them, so
 * every earlier document keeps its seed. Written without looking at the reader: documents a
 * carrier receives (a DPF cleaning shop's invoice with a test-results table that is not billed, an
 * equipment auction's buyer invoice with lots at their hammer price, a mobile DOT annual-inspection
 * service's invoice with one row per unit and the invoice number only in the remittance stub, an
 * oil-analysis laboratory's sample invoice over two pages, a pallet supplier's invoice with a
 * buyback credit and an early-payment offer). Names are made up.
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
  para,
  round2,
  table,
} from '../shared/surface';
import {
  acct,
  cityLine,
  issueDay,
  labelRows,
  lines,
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
import { carrierParty, personName, place, type TItem } from './model';

// ---- helpers -------------------------------------------------------------------------------------

/** `2026-11-05`. */
const iso = (d: Day) => fmtDate(d, 'iso');
/** `Nov 5 2026`. */
const monDY = (d: Day) => fmtDate(d, 'mon-d-y');
/** `November 5, 2026`. */
const longDate = (d: Day) => fmtDate(d, 'long');
/** A quantity as printed: whole numbers bare, otherwise two decimals. */
const q2 = (n: number) => (Number.isInteger(n) ? String(n) : n.toFixed(2));
const setAmount = (i: TItem) => {
  i.amount = round2((i.quantity ?? 0) * (i.unitPrice ?? 0));
  return i;
};

// ---- L1. DPF cleaning shop ----------------------------------------------------------------------

const DPF_SHOPS = [
  'CleanBurn DPF Services LLC',
  'Filter Pros Diesel Emissions',
  'Regen Right Emissions Center',
  'Great Lakes DPF Cleaning Co',
  'Ashout Diesel Filter Solutions',
];
const ENGINES = ['DD15', 'X15', 'MX-13', 'A26', 'D13', 'ISX15'];

const dpfCleaning: InvoiceLayout = {
  id: 'dpf-cleaning-invoice',
  title:
    "Diesel particulate filter cleaning shop's invoice: shop name with a service tagline, INVOICE with Invoice / Invoiced / Terms / Due labels at the right (`Nov 5 2026` dates), CUSTOMER and RETURN FILTERS TO (the carrier's shop, another street) side by side, a notes box above the table, Unit / Engine / Filter S/N / Service / Qty / Price / Ext. columns (thermal clean and airflow test per DPF or DOC, reman exchange units with a core charge and a negative core-return credit, gasket and clamp kits, expedite fee), a TEST RESULTS table below it with pre- and post-clean weights and airflow (not billed), Subtotal, tax on parts only with its rate, return freight, TOTAL DUE",
  modelledOn: 'DPF cleaning and exchange shops serving fleet maintenance departments',
  page: LETTER,
  embedFonts: true,
  build(rng) {
    const seller = sellerParty(rng, DPF_SHOPS, 'billing', rng.chance(0.5), 0.7);
    const buyer = carrierParty(rng, { contact: rng.chance(0.6), email: rng.chance(0.4) });
    const issue = issueDay(rng);
    const its: TItem[] = [];
    const nUnits = rng.int(1, 4);
    const tests: string[][] = [];
    for (let u = 0; u < nUnits; u++) {
      const unit = `Unit ${rng.int(100, 989)}`;
      const eng = rng.pick(ENGINES);
      const sn = `${rng.pick(['A', 'D', 'E', 'T'])}${rng.digits(8)}`;
      if (rng.chance(0.75)) {
        its.push(
          setAmount({
            description: `${unit} ${eng} ${sn} DPF thermal bake clean, pulse air and airflow test`,
            quantity: 1,
            unitPrice: rng.pick([295, 325, 349, 375]),
            amount: 0,
            group: 'svc',
          }),
        );
        const pre = rng.money(28, 36, 1);
        tests.push([
          sn,
          `${pre.toFixed(1)} lb`,
          `${(pre - rng.money(1.5, 4.5, 1)).toFixed(1)} lb`,
          `${rng.int(88, 99)} %`,
          'PASS',
        ]);
        if (rng.chance(0.6)) {
          const dsn = `${rng.pick(['C', 'K'])}${rng.digits(7)}`;
          its.push(
            setAmount({
              description: `${unit} ${eng} ${dsn} DOC clean and flow test`,
              quantity: 1,
              unitPrice: rng.pick([145, 165, 185]),
              amount: 0,
              group: 'svc',
            }),
          );
        }
      } else {
        its.push(
          setAmount({
            description: `${unit} ${eng} ${sn} Remanufactured DPF, exchange unit, 1-year warranty`,
            quantity: 1,
            unitPrice: rng.pick([1395, 1495, 1650, 1725]),
            amount: 0,
            group: 'part',
          }),
        );
        const core = rng.pick([400, 500, 600]);
        its.push(
          setAmount({
            description: `${unit} ${eng} Core charge, exchange DPF`,
            quantity: 1,
            unitPrice: core,
            amount: 0,
            group: 'core',
          }),
        );
        its.push(
          setAmount({
            description: `${unit} ${eng} Core returned - credit, no cracks or melt`,
            quantity: 1,
            unitPrice: -core,
            amount: 0,
            group: 'core',
          }),
        );
      }
    }
    const kits = rng.int(1, nUnits + 1);
    its.push(
      setAmount({
        description: 'Gasket and V-band clamp kit, DPF inlet / outlet',
        quantity: kits,
        unitPrice: rng.pick([48.5, 62.75, 71.2]),
        amount: 0,
        group: 'part',
      }),
    );
    if (rng.chance(0.4))
      its.push(
        setAmount({
          description: 'Expedite - same-day turnaround',
          quantity: 1,
          unitPrice: rng.pick([75, 95, 125]),
          amount: 0,
          group: 'svc',
        }),
      );
    const taxRate = rng.pick([0.06, 0.07, 0.0625, 0.055]);
    const subtotal = sumOf(its);
    const tax = round2(sumOf(its.filter((i) => i.group === 'part')) * taxRate);
    const shipping = rng.chance(0.7) ? rng.pick([45, 65, 85, 110]) : null;
    const total = round2(subtotal + tax + (shipping ?? 0));
    const ret = place(rng, 0);
    return {
      number: `${rng.pick(['DPF', 'CB', 'R'])}-${rng.int(10000, 39999)}`,
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
      discount: null,
      total,
      notes: rng.pick([
        'Cleaned filters are warranted 90 days against plugging caused by the cleaning process; cracked or melted substrates cannot be cleaned.',
        'Please have your technician check the 7th injector doser and EGR cooler before installing; repeated soot loading voids the cleaning warranty.',
        'Cores must be returned within 30 days of the exchange or the core charge stands. Ash weights are on file for your PM records.',
      ]),
      extra: {
        tests: JSON.stringify(tests),
        retStreet: ret.street ?? '',
        retCity: `${ret.city}, ${ret.state} ${ret.zip}`,
        terms: 'Net 30',
        taxLabel: `Tax on parts ${(taxRate * 100).toFixed(3)}%`,
        tagline: rng.pick([
          'DPF / DOC cleaning - exchange - airflow testing',
          'Diesel emissions aftertreatment specialists',
        ]),
      },
    };
  },
  draw(s, inv) {
    const m = 42;
    const W = s.width - 2 * m;
    const F: FontName = 'dejavu';
    const B: FontName = 'dejavu-bold';
    const x = inv.extra;
    const se = inv.seller;
    s.rect(0, 0, s.width, 8, { fill: '#2e7d32' });
    s.text(se.company ?? '', m, 26, { font: B, size: 15, color: '#2e7d32' });
    s.text(x.tagline ?? '', m, 45, { font: F, size: 8, color: '#555555' });
    stack(s, [se.street, cityLine(se), `Tel ${fmtPhone(se.phone ?? '', 'dot')}`, se.email], m, 60, {
      font: F,
      size: 8.5,
    });
    s.text('INVOICE', m + W - 200, 24, {
      font: B,
      size: 20,
      align: 'right',
      width: 200,
    });
    labelRows(
      s,
      [
        ['Invoice:', inv.number ?? '', true],
        ['Invoiced:', monDY(inv.issue), false],
        ['Terms:', x.terms ?? '', false],
        ['Due:', monDY(inv.due as Day), false],
        ['Service writer:', se.contact ?? '', false],
      ],
      m + W - 200,
      52,
      200,
      F,
      B,
      8.5,
    );
    let y = 138;
    const half = W / 2;
    s.text('CUSTOMER', m, y, { font: B, size: 8, color: '#2e7d32' });
    s.text('RETURN FILTERS TO', m + half, y, { font: B, size: 8, color: '#2e7d32' });
    stack(s, lines(inv.buyer, { phone: 'Ph ' }), m, y + 12, { font: F, size: 9 });
    stack(
      s,
      [inv.buyer.company, 'Maintenance shop', x.retStreet ?? '', x.retCity ?? ''],
      m + half,
      y + 12,
      {
        font: F,
        size: 9,
      },
    );
    y += 90;
    const notes = inv.notes ?? '';
    s.rect(m, y, W, 32, { fill: '#eef5ee' });
    s.text('Note', m + 6, y + 4, { font: B, size: 8 });
    para(s, notes, m + 40, y + 4, W - 48, { font: F, size: 7.5, leading: 9.5 });
    y += 42;
    const rows: Row[] = inv.items.map((i) => {
      const parts = i.description.split(' ');
      const unit = `${parts[0]} ${parts[1]}`;
      const eng = parts[2] ?? '';
      const rest = parts.slice(3);
      const sn = /^[A-Z]\d{6,}$/.test(rest[0] ?? '') ? (rest.shift() ?? '') : '';
      if (!i.description.startsWith('Unit '))
        return [
          '',
          '',
          '',
          i.description,
          q2(i.quantity ?? 0),
          price(i.unitPrice),
          plain(i.amount),
        ];
      return [
        unit,
        eng,
        sn,
        rest.join(' '),
        q2(i.quantity ?? 0),
        price(i.unitPrice),
        plain(i.amount),
      ];
    });
    y = table(
      s,
      m,
      y,
      [
        { header: 'Unit', width: 56 },
        { header: 'Engine', width: 46 },
        { header: 'Filter S/N', width: 70 },
        { header: 'Service', width: W - 56 - 46 - 70 - 34 - 62 - 70 },
        { header: 'Qty', width: 34, align: 'right' },
        { header: 'Price', width: 62, align: 'right' },
        { header: 'Ext.', width: 70, align: 'right' },
      ],
      rows,
      { font: F, bold: B, size: 8.5, headerFill: '#2e7d32', headerColor: '#ffffff' },
    );
    const tests = JSON.parse(x.tests ?? '[]') as string[][];
    const ty0 = y + 14;
    if (tests.length) {
      s.text('TEST RESULTS (not billed)', m, ty0, { font: B, size: 8, color: '#2e7d32' });
      table(
        s,
        m,
        ty0 + 12,
        [
          { header: 'Filter S/N', width: 70 },
          { header: 'Pre-clean wt', width: 62, align: 'right' },
          { header: 'Post-clean wt', width: 66, align: 'right' },
          { header: 'Airflow', width: 46, align: 'right' },
          { header: 'Result', width: 40 },
        ],
        tests,
        { font: F, bold: B, size: 7.5, grid: true },
      );
    }
    const tx = m + W - 220;
    let ty = y + 14;
    const trows: Array<[string, string, boolean]> = [
      ['Subtotal', plain(inv.subtotal ?? 0), false],
      [x.taxLabel ?? '', plain(inv.tax ?? 0), false],
      ['Return freight', inv.shipping === null ? '' : plain(inv.shipping), false],
      ['TOTAL DUE', money(inv.total), true],
    ];
    ty = labelRows(s, trows, tx, ty, 220, F, B, 9);
    s.line(tx, ty - 16.5, tx + 220, ty - 16.5, 0.6);
    s.text('Thank you for keeping it clean.', m, s.height - 44, {
      font: F,
      size: 8,
      color: '#2e7d32',
    });
  },
};

// ---- L2. equipment auction buyer's invoice -------------------------------------------------------

const AUCTIONS = [
  'Lone Star Truck & Equipment Auctions',
  'Heartland Iron Auction Co',
  'Big Rig Sales Auction Group LLC',
  'Interstate Fleet Liquidators Inc',
  'Summit Equipment Auctioneers',
];
const AUCTION_UNITS: Array<[string, string, number, number]> = [
  ['Freightliner Cascadia 126 sleeper tractor', '3AKJH', 28000, 62000],
  ['Kenworth T680 sleeper tractor', '1XKYD', 34000, 71000],
  ['Peterbilt 579 sleeper tractor', '1XPBD', 32000, 69000],
  ['Volvo VNL 760 sleeper tractor', '4V4NC', 30000, 64000],
  ['International LT625 day cab tractor', '3HSDZ', 18000, 41000],
  ['Utility 3000R 53 ft reefer trailer, Carrier X4 7500', '1UYVS', 16000, 38000],
  ['Wabash DuraPlate 53 ft dry van trailer', '1JJVA', 9000, 24000],
  ['Great Dane Champion 53 ft reefer trailer', '1GRAA', 15000, 36000],
  ['Fontaine Infinity 48 ft aluminum flatbed trailer', '13N14', 12000, 29000],
];
const SALE_SITES = ['Dallas, TX', 'Joliet, IL', 'Ocala, FL', 'North East, MD', 'Tipton, CA'];

const auctionBuyer: InvoiceLayout = {
  id: 'truck-auction-buyer-invoice',
  title:
    "Equipment auction's buyer invoice, landscape: auction house name over the sale line (sale name, long sale date and site), a boxed INVOICE NO. / BIDDER NO. / INVOICE DATE / PAYMENT DUE BY at the top right, PURCHASER with Attn and the auction's buyer rep, a PURCHASES table (lot, year, description, VIN / serial, hammer price as an amount only), a FEES & CHARGES table (buyer's fee as a percentage with an amount only, documentation and title fees per lot, load-out fee) with amounts shown as `USD 38,500.00`, purchases + fees as subtotal, sales tax EXEMPT, TOTAL PURCHASE, deposit received and BALANCE DUE with a PARTIAL PAYMENT RECEIVED or PAID IN FULL stamp, terms of sale in a footer band",
  modelledOn: 'Truck and trailer auction houses invoicing carriers that buy used equipment',
  page: LETTER_LANDSCAPE,
  embedFonts: false,
  build(rng) {
    const seller = sellerParty(rng, AUCTIONS, 'settlements', true, 0.7);
    const buyer = carrierParty(rng, { contact: true, email: rng.chance(0.5) });
    const issue = issueDay(rng);
    const its: TItem[] = [];
    const nLots = rng.int(1, 4);
    const lots = rng.shuffle(AUCTION_UNITS).slice(0, nLots);
    for (const [d, wmi, lo, hi] of lots) {
      const yr = rng.int(2015, 2022);
      const hammer = Math.round(rng.int(lo, hi) / 250) * 250;
      its.push({
        description: `${rng.int(100, 1999)} ${yr} ${d} ${vin(rng, wmi)}`,
        quantity: null,
        unitPrice: null,
        amount: hammer,
        group: 'lot',
      });
    }
    const hammerSum = sumOf(its);
    const pct = rng.pick([0.045, 0.05, 0.06, 0.1]);
    its.push({
      description: `Buyer's fee ${(pct * 100).toFixed(1)}% of hammer total ${plain(hammerSum)}`,
      quantity: null,
      unitPrice: null,
      amount: round2(hammerSum * pct),
      group: 'fee',
    });
    its.push(
      setAmount({
        description: 'Documentation fee, per lot',
        quantity: nLots,
        unitPrice: rng.pick([79, 89, 99, 125]),
        amount: 0,
        group: 'fee',
      }),
    );
    if (rng.chance(0.6))
      its.push(
        setAmount({
          description: 'Title processing and lien search, per titled lot',
          quantity: nLots,
          unitPrice: rng.pick([35, 45, 60]),
          amount: 0,
          group: 'fee',
        }),
      );
    if (rng.chance(0.5))
      its.push(
        setAmount({
          description: 'Load-out / yard release fee',
          quantity: nLots,
          unitPrice: rng.pick([50, 75, 100]),
          amount: 0,
          group: 'fee',
        }),
      );
    const subtotal = sumOf(its);
    const total = subtotal;
    const paidFull = rng.chance(0.35);
    const deposit = paidFull ? total : rng.pick([1000, 2500, 5000]) * nLots;
    return {
      number: `B${rng.int(24, 26)}${rng.digits(2)}-${rng.digits(5)}`,
      status: paidFull ? 'Paid' : 'Partially Paid',
      issue,
      due: addDays(issue, rng.pick([3, 5, 7])),
      seller,
      buyer,
      items: its,
      subtotal,
      tax: null,
      taxRate: null,
      shipping: null,
      discount: null,
      total,
      paid: deposit,
      notes: rng.pick([
        'All items sold as is, where is, with no warranty. Titles are released only after good funds clear. Items not removed within 14 days of the sale are charged storage of $50.00 per day.',
        'Payment by wire or certified funds only; company checks need a bank letter of guarantee. Title and keys are held until the balance is paid in full.',
        'Sales tax exempt under the interstate carrier exemption certificate on file. Removal deadline is 10 business days after the sale date.',
      ]),
      extra: {
        bidder: String(rng.int(1001, 8999)),
        sale: `${rng.pick(['Unreserved Public Auction', 'Fleet Dispersal Sale', 'Monthly Truck & Trailer Sale'])} - ${longDate(addDays(issue, -1))} - ${rng.pick(SALE_SITES)}`,
      },
    };
  },
  draw(s, inv) {
    const m = 36;
    const W = s.width - 2 * m;
    const F: FontName = 'sans';
    const B: FontName = 'sans-bold';
    const x = inv.extra;
    const se = inv.seller;
    const usd = (n: number) => `USD ${plain(n)}`;
    s.text(se.company ?? '', m, 28, { font: B, size: 17 });
    s.text(x.sale ?? '', m, 50, { font: F, size: 9.5, color: '#7a1f1f' });
    stack(
      s,
      [
        [se.street, cityLine(se)].filter(Boolean).join(' - '),
        `${fmtPhone(se.phone ?? '', 'dash')}${se.email ? `  |  ${se.email}` : ''}`,
      ],
      m,
      66,
      { font: F, size: 8.5 },
    );
    const bx = m + W - 250;
    s.rect(bx, 22, 250, 70, { stroke: '#7a1f1f', lineWidth: 1.2 });
    s.text("BUYER'S INVOICE", bx, 26, { font: B, size: 11, align: 'center', width: 250 });
    const kv: Array<[string, string]> = [
      ['INVOICE NO.', inv.number ?? ''],
      ['BIDDER NO.', x.bidder ?? ''],
      ['INVOICE DATE', longDate(inv.issue)],
      ['PAYMENT DUE BY', longDate(inv.due as Day)],
    ];
    kv.forEach(([l, v], i) => {
      s.text(l, bx + 8, 42 + i * 12, { font: F, size: 8 });
      right(s, v, bx, 42 + i * 12, 242, { font: B, size: 8.5 });
    });
    let y = 104;
    s.text('PURCHASER', m, y, { font: B, size: 8.5, color: '#7a1f1f' });
    stack(s, lines(inv.buyer, { attn: 'Attn:' }), m, y + 12, { font: F, size: 9 });
    s.text('YOUR BUYER REP', m + 300, y, { font: B, size: 8.5, color: '#7a1f1f' });
    s.text(se.contact ?? '', m + 300, y + 12, { font: F, size: 9 });
    y += 92;
    const lots = inv.items.filter((i) => i.group === 'lot');
    const fees = inv.items.filter((i) => i.group === 'fee');
    const lotRows: Row[] = lots.map((i) => {
      const p = i.description.split(' ');
      return [
        p[0] ?? '',
        p[1] ?? '',
        p.slice(2, -1).join(' '),
        p[p.length - 1] ?? '',
        usd(i.amount),
      ];
    });
    s.text('PURCHASES', m, y, { font: B, size: 9 });
    y = table(
      s,
      m,
      y + 12,
      [
        { header: 'Lot', width: 50 },
        { header: 'Year', width: 44 },
        { header: 'Description', width: W - 50 - 44 - 150 - 120 },
        { header: 'VIN / Serial', width: 150 },
        { header: 'Hammer price', width: 120, align: 'right' },
      ],
      lotRows,
      { font: F, bold: B, size: 8.5, headerFill: '#eadede' },
    );
    y += 10;
    s.text('FEES & CHARGES', m, y, { font: B, size: 9 });
    const feeRows: Row[] = fees.map((i) => [
      i.description,
      i.quantity === null ? '' : String(i.quantity),
      i.unitPrice === null ? '' : plain(i.unitPrice),
      usd(i.amount),
    ]);
    const fw = W - 330;
    y = table(
      s,
      m,
      y + 12,
      [
        { header: 'Description', width: fw - 160 },
        { header: 'Lots', width: 40, align: 'right' },
        { header: 'Each', width: 120, align: 'right' },
        { header: 'Amount', width: 120, align: 'right' },
      ],
      feeRows,
      { font: F, bold: B, size: 8.5, headerFill: '#eadede' },
    );
    const tx = m + W - 290;
    let ty = y + 10;
    const paid = inv.paid ?? 0;
    const trows: Array<[string, string, boolean]> = [
      ['Purchases + fees', usd(inv.subtotal ?? 0), false],
      ['Sales tax', 'EXEMPT', false],
      ['TOTAL PURCHASE', usd(inv.total), true],
      [inv.status === 'Paid' ? 'Payments received' : 'Less deposit received', usd(paid), false],
      ['BALANCE DUE', usd(round2(inv.total - paid)), true],
    ];
    ty = labelRows(s, trows, tx, ty, 290, F, B, 9.5);
    s.text(inv.status === 'Paid' ? 'PAID IN FULL' : 'PARTIAL PAYMENT RECEIVED', m, y + 18, {
      font: B,
      size: 16,
      color: '#b22222',
    });
    const fy = Math.max(ty + 10, s.height - 70);
    s.rect(0, fy, s.width, s.height - fy, { fill: '#f1e9e9' });
    s.text('TERMS OF SALE', m, fy + 8, { font: B, size: 8 });
    para(s, inv.notes ?? '', m, fy + 20, W, { font: F, size: 8 });
  },
};

// ---- L3. mobile DOT annual inspection service -----------------------------------------------------

const INSPECTORS = [
  'Roadready Mobile Inspections LLC',
  'Yardside Fleet Compliance',
  'DOT Check Mobile Services',
  'Four Corners Fleet Inspection Co',
  'Ironclad Mobile Truck Service',
];
const UNIT_TYPES = [
  'Tractor',
  'Dry van trailer',
  'Reefer trailer',
  'Flatbed trailer',
  'Straight truck',
];
const REPAIRS: Array<[string, number, number, boolean]> = [
  ['Brake adjustment, slack adjusters checked, per axle', 1, 35, false],
  ['LED clearance / marker lamp', 1, 18.75, true],
  ['Mud flap with bracket', 1, 42.5, true],
  ['Air line gladhand seal', 2, 3.95, true],
  ['Labor - wiring repair at rear lamp harness (hours)', 0.5, 95, false],
  ['DOT-C2 conspicuity tape, 18 in. segment', 4, 2.85, true],
  ['Fire extinguisher 5 lb ABC, tagged', 1, 48, true],
];

const dotInspection: InvoiceLayout = {
  id: 'yard-dot-inspection-invoice',
  title:
    "Mobile DOT annual-inspection service's invoice on a pre-printed form in a condensed font: service name and a qualified-inspector line, SERVICE DATE and INVOICE DATE (`11/05/26`) and TERMS NET 15 / DUE at the top, BILL TO and INSPECTION LOCATION (the carrier's yard) side by side, ANNUAL INSPECTIONS one row per unit (unit no., type, VIN, result, decal no., fee as an amount only) with a 'units inspected' count row inside the table, REPAIRS PERFORMED ON SITE with qty × each (parts and labour hours) and a trip charge, notes left of the totals, Subtotal / tax on parts with rate / TOTAL, the invoice number only in the tear-off remittance stub at the bottom with the amount due",
  modelledOn: 'Mobile inspectors performing FMCSA annual inspections in carriers’ yards',
  page: LETTER,
  embedFonts: true,
  build(rng) {
    const seller = sellerParty(rng, INSPECTORS, 'office', true, 0.6);
    const buyer = carrierParty(rng, { contact: rng.chance(0.5) });
    const issue = issueDay(rng);
    const its: TItem[] = [];
    const n = rng.int(3, 9);
    const fee = rng.pick([65, 75, 85, 95]);
    const decal0 = rng.int(20000, 89000);
    const fails: number[] = [];
    for (let k = 0; k < n; k++) {
      const type = rng.pick(UNIT_TYPES);
      const fail = rng.chance(0.25);
      if (fail) fails.push(k);
      const unitNo = `${type === 'Tractor' ? 'T' : type === 'Straight truck' ? 'S' : ''}${rng.int(100, 999)}`;
      its.push({
        description: `${unitNo} ${type} ${vin(rng, rng.pick(['1FUJ', '1XKY', '1UYV', '1JJV', '3AKJ']))} ${fail ? 'PASS after repair' : 'PASS'} ${decal0 + k}`,
        quantity: null,
        unitPrice: null,
        amount: type === 'Tractor' || type === 'Straight truck' ? fee + 10 : fee,
        group: 'insp',
      });
    }
    const reps = rng.shuffle(REPAIRS).slice(0, Math.max(1, fails.length + rng.int(0, 2)));
    for (const [d, qn, p, part] of reps)
      its.push(
        setAmount({
          description: d,
          quantity: qn * rng.pick([1, 1, 2]),
          unitPrice: p,
          amount: 0,
          group: part ? 'part' : 'labor',
        }),
      );
    its.push(
      setAmount({
        description: 'Trip charge - inspection at customer yard',
        quantity: 1,
        unitPrice: rng.pick([75, 95, 125, 150]),
        amount: 0,
        group: 'labor',
      }),
    );
    const taxRate = rng.pick([0.06, 0.0625, 0.0725, 0.0825]);
    const subtotal = sumOf(its);
    const tax = round2(sumOf(its.filter((i) => i.group === 'part')) * taxRate);
    const yard = place(rng, 0);
    const billing = personName(rng);
    return {
      number: `${rng.int(10, 99)}${rng.digits(4)}`,
      status: null,
      issue,
      due: addDays(issue, 15),
      seller: { ...seller, contact: billing },
      buyer,
      items: its,
      subtotal,
      tax,
      taxRate,
      shipping: null,
      discount: null,
      total: round2(subtotal + tax),
      notes: rng.pick([
        'Inspection reports (49 CFR 396.21) are e-mailed with this invoice; keep them in each unit file for 14 months.',
        'Units marked PASS after repair were repaired on site and re-inspected the same day. Decals are placed on the front left of each unit.',
        'Next annual inspections are due in twelve months; we will call to schedule. Thank you for your business.',
      ]),
      extra: {
        inspector: personName(rng),
        service: mdyy(addDays(issue, -rng.int(0, 3))),
        yard: `${yard.street}, ${yard.city}, ${yard.state} ${yard.zip}`,
        taxLabel: `Tax on parts @ ${(taxRate * 100).toFixed(2)}%`,
        count: String(n),
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
    const blue = '#0d47a1';
    s.rect(m, 24, W, 54, { stroke: blue, lineWidth: 1.5 });
    s.text(se.company ?? '', m + 10, 30, { font: B, size: 16, color: blue });
    s.text(
      `${se.street ?? ''}, ${cityLine(se) ?? ''}  -  ${fmtPhone(se.phone ?? '', 'paren')}`,
      m + 10,
      50,
      { font: F, size: 8.5 },
    );
    s.text(
      `Inspector: ${x.inspector ?? ''} (qualified under 49 CFR 396.19)${se.email ? `  -  ${se.email}` : ''}`,
      m + 10,
      62,
      { font: F, size: 8 },
    );
    s.text('INSPECTION INVOICE', m + W - 200, 32, {
      font: B,
      size: 12,
      color: blue,
      align: 'right',
      width: 190,
    });
    let y = 88;
    const strip: Array<[string, string]> = [
      ['SERVICE DATE', x.service ?? ''],
      ['INVOICE DATE', mdyy(inv.issue)],
      ['TERMS', 'NET 15'],
      ['DUE', mdyy(inv.due as Day)],
      ['BILLING CONTACT', se.contact ?? ''],
    ];
    const cw = W / strip.length;
    strip.forEach(([l, v], i) => {
      s.rect(m + i * cw, y, cw, 28, { stroke: blue, lineWidth: 0.6 });
      s.text(l, m + i * cw + 4, y + 3, { font: B, size: 7, color: blue });
      s.text(v, m + i * cw + 4, y + 14, { font: F, size: 9 });
    });
    y += 40;
    s.text('BILL TO', m, y, { font: B, size: 8, color: blue });
    stack(s, lines(inv.buyer, { attn: 'Attn:' }), m, y + 11, { font: F, size: 9 });
    s.text('INSPECTION LOCATION', m + W / 2, y, { font: B, size: 8, color: blue });
    para(s, x.yard ?? '', m + W / 2, y + 11, W / 2 - 20, { font: F, size: 9 });
    y += 80;
    const insp = inv.items.filter((i) => i.group === 'insp');
    const rest = inv.items.filter((i) => i.group !== 'insp');
    s.text('ANNUAL INSPECTIONS', m, y, { font: B, size: 9, color: blue });
    const rows: Row[] = insp.map((i) => {
      const p = i.description.split(' ');
      const unit = p[0] ?? '';
      const vinIdx = p.findIndex((w) => w.length === 17);
      const type = p.slice(1, vinIdx).join(' ');
      const result = p.slice(vinIdx + 1, -1).join(' ');
      return [unit, type, p[vinIdx] ?? '', result, p[p.length - 1] ?? '', plain(i.amount)];
    });
    rows.push({ span: `Units inspected: ${x.count}`, bold: true });
    y = table(
      s,
      m,
      y + 12,
      [
        { header: 'UNIT NO.', width: 56 },
        { header: 'TYPE', width: 92 },
        { header: 'VIN', width: 140 },
        { header: 'RESULT', width: W - 56 - 92 - 140 - 70 - 80 },
        { header: 'DECAL NO.', width: 70 },
        { header: 'FEE', width: 80, align: 'right' },
      ],
      rows,
      { font: F, bold: B, size: 8.5, grid: true, headerFill: '#e3ecf8' },
    );
    y += 12;
    s.text('REPAIRS PERFORMED ON SITE / OTHER CHARGES', m, y, { font: B, size: 9, color: blue });
    y = table(
      s,
      m,
      y + 12,
      [
        { header: 'DESCRIPTION', width: W - 50 - 80 - 80 },
        { header: 'QTY', width: 50, align: 'right' },
        { header: 'EACH', width: 80, align: 'right' },
        { header: 'AMOUNT', width: 80, align: 'right' },
      ],
      rest.map((i) => [i.description, q2(i.quantity ?? 0), price(i.unitPrice), plain(i.amount)]),
      { font: F, bold: B, size: 8.5, grid: true, headerFill: '#e3ecf8' },
    );
    y += 10;
    s.text('NOTES', m, y, { font: B, size: 8, color: blue });
    para(s, inv.notes ?? '', m, y + 11, W - 260, { font: F, size: 8.5 });
    labelRows(
      s,
      [
        ['Subtotal', plain(inv.subtotal ?? 0), false],
        [x.taxLabel ?? '', plain(inv.tax ?? 0), false],
        ['TOTAL', money(inv.total), true],
      ],
      m + W - 200,
      y,
      200,
      F,
      B,
      9.5,
    );
    const sy = s.height - 96;
    for (let xx = m; xx < m + W; xx += 8) s.line(xx, sy, xx + 4, sy, 0.6, '#777777');
    s.text('Please detach and return this portion with your payment', m, sy + 6, {
      font: F,
      size: 7.5,
      color: '#555555',
    });
    s.text('REMITTANCE', m, sy + 20, { font: B, size: 10, color: blue });
    stack(s, [se.company, se.street, cityLine(se)], m, sy + 34, { font: F, size: 8.5 });
    labelRows(
      s,
      [
        ['Invoice No.', inv.number ?? '', true],
        ['Customer', inv.buyer.company ?? '', false],
        ['Amount due', money(inv.total), true],
        ['Amount enclosed', '$ ____________', false],
      ],
      m + W - 240,
      sy + 20,
      240,
      F,
      B,
      9,
    );
  },
};

// ---- L4. oil-analysis laboratory ----------------------------------------------------------------

const LABS = [
  'Tribotech Fluid Analysis Laboratory',
  'ClearView Oil Analysis Labs Inc',
  'Midcontinent Lubricant Testing',
  'Predictive Fluids Laboratory LLC',
];
const COMPARTMENTS = [
  'Engine',
  'Engine',
  'Engine',
  'Transmission',
  'Differential - rear',
  'Coolant',
];
const PACKAGES: Record<string, Array<[string, number]>> = {
  Engine: [
    ['Basic engine (spectro, viscosity, fuel, soot)', 18.5],
    ['Advanced engine + TBN', 29.75],
  ],
  Transmission: [['Drivetrain standard', 17.25]],
  'Differential - rear': [['Drivetrain standard', 17.25]],
  Coolant: [['Coolant basic (glycol, pH, nitrite)', 21]],
};

const oilLab: InvoiceLayout = {
  id: 'oil-analysis-lab-invoice',
  title:
    "Oil-analysis laboratory's monthly invoice in a narrow font, one or two pages: lab name with an accreditation line, the invoice number under the name, `2026-11-05` invoice and due dates in a right column with the account number and billing period, ACCOUNT block with Attn, a samples table (lab no., received date, unit, compartment, test package, qty, rate, amount) that breaks across the page with its header repeated, then supplies and rush rows, page numbers, subtotal, prepaid kit credit as a discount, sales tax on supplies, shipping for kits, AMOUNT DUE, notes last",
  modelledOn: 'Used-oil analysis laboratories billing fleets for samples and sample kits',
  page: LETTER,
  embedFonts: true,
  build(rng) {
    const seller = sellerParty(rng, LABS, 'accounts', rng.chance(0.5), 0.8);
    const buyer = carrierParty(rng, { contact: true, email: rng.chance(0.5) });
    const issue = issueDay(rng);
    const its: TItem[] = [];
    const n = rng.int(6, 34);
    let lab = rng.int(2600000, 2690000);
    for (let k = 0; k < n; k++) {
      const comp = rng.pick(COMPARTMENTS);
      const [pkg, rate] = rng.pick(PACKAGES[comp] ?? []);
      lab += rng.int(1, 40);
      its.push({
        description: `${lab} ${iso(addDays(issue, -rng.int(5, 30)))} ${rng.int(100, 899)} ${comp} ${pkg}`,
        quantity: 1,
        unitPrice: rate,
        amount: rate,
        group: 'sample',
      });
    }
    const packs = rng.int(1, 3);
    its.push(
      setAmount({
        description: 'Sample kits, 10-pack (bottles, labels, pump tubing, mailers)',
        quantity: packs,
        unitPrice: rng.pick([42, 48.5, 55]),
        amount: 0,
        group: 'supply',
      }),
    );
    if (rng.chance(0.4)) {
      const r = rng.int(1, 4);
      its.push(
        setAmount({
          description: 'Rush processing, 24-hour results',
          quantity: r,
          unitPrice: rng.pick([10, 12.5, 15]),
          amount: 0,
          group: 'svc',
        }),
      );
    }
    const subtotal = sumOf(its);
    const discount = rng.chance(0.5) ? round2(rng.int(2, 8) * 18.5) : null;
    const taxRate = rng.pick([0.06, 0.07, 0.055]);
    const tax = round2(sumOf(its.filter((i) => i.group === 'supply')) * taxRate);
    const shipping = rng.pick([9.85, 12.4, 14.95]);
    const start = addDays(issue, -35);
    return {
      number: `INV-${issue.y}${String(issue.m).padStart(2, '0')}-${rng.digits(4)}`,
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
      total: round2(subtotal - (discount ?? 0) + tax + shipping),
      notes: rng.pick([
        'Sample reports and trend graphs are in the customer portal the day each sample is processed. Samples received without a unit number are billed and reported under UNKNOWN.',
        'Flagged samples (severity 3 and 4) were called in to your maintenance contact. Prepaid kit credits apply to the samples tested this period.',
      ]),
      extra: {
        account: `C-${rng.digits(5)}`,
        period: `${iso(start)} to ${iso(addDays(issue, -5))}`,
        accred: `ISO/IEC 17025 accredited - certificate ${rng.int(1000, 4999)}.0${rng.int(1, 9)}`,
        taxLabel: `Sales tax on supplies ${(taxRate * 100).toFixed(1)}%`,
      },
    };
  },
  draw(s, inv) {
    const m = 40;
    const W = s.width - 2 * m;
    const F: FontName = 'narrow';
    const B: FontName = 'narrow-bold';
    const x = inv.extra;
    const se = inv.seller;
    let page = 1;
    const cont = () => {
      page += 1;
      s.text(
        `${se.company ?? ''}  -  Invoice ${inv.number ?? ''} (continued)  -  page ${page}`,
        m,
        26,
        {
          font: F,
          size: 8,
          color: '#666666',
        },
      );
    };
    s.text('page 1', m, s.height - 30, { font: F, size: 7.5, color: '#666666' });
    s.text(se.company ?? '', m, 30, { font: B, size: 16, color: '#6a1b9a' });
    s.text(x.accred ?? '', m, 50, { font: F, size: 8 });
    s.text(`Invoice ${inv.number ?? ''}`, m, 64, { font: B, size: 11 });
    stack(
      s,
      [
        se.street,
        cityLine(se),
        fmtPhone(se.phone ?? '', 'intl'),
        se.email,
        se.contact ? `Billing: ${se.contact}` : null,
      ],
      m,
      82,
      { font: F, size: 8.5 },
    );
    labelRows(
      s,
      [
        ['Account', x.account ?? '', false],
        ['Invoice date', iso(inv.issue), false],
        ['Billing period', x.period ?? '', false],
        ['Due date', iso(inv.due as Day), true],
      ],
      m + W - 210,
      30,
      210,
      F,
      B,
      9,
    );
    s.text('ACCOUNT', m + W - 210, 100, { font: B, size: 8, color: '#6a1b9a' });
    stack(s, lines(inv.buyer, { attn: 'Attn:' }), m + W - 210, 112, { font: F, size: 9 });
    let y = 200;
    const rows: Row[] = inv.items.map((i) => {
      if (i.group !== 'sample')
        return [
          '',
          '',
          '',
          '',
          i.description,
          q2(i.quantity ?? 0),
          price(i.unitPrice),
          plain(i.amount),
        ];
      const p = i.description.split(' ');
      const comp = p[3] === 'Differential' ? p.slice(3, 6).join(' ') : (p[3] ?? '');
      const pkg = p.slice(3 + comp.split(' ').length).join(' ');
      return [
        p[0] ?? '',
        p[1] ?? '',
        p[2] ?? '',
        comp,
        pkg,
        '1',
        price(i.unitPrice),
        plain(i.amount),
      ];
    });
    y = table(
      s,
      m,
      y,
      [
        { header: 'Lab No.', width: 50 },
        { header: 'Received', width: 54 },
        { header: 'Unit', width: 32 },
        { header: 'Compartment', width: 78 },
        { header: 'Test package', width: W - 50 - 54 - 32 - 78 - 30 - 50 - 60 },
        { header: 'Qty', width: 30, align: 'right' },
        { header: 'Rate', width: 50, align: 'right' },
        { header: 'Amount', width: 60, align: 'right' },
      ],
      rows,
      {
        font: F,
        bold: B,
        size: 8.5,
        zebra: '#f3eef7',
        bottom: s.height - 60,
        topOnNewPage: 50,
        onNewPage: cont,
      },
    );
    if (y + 120 > s.height - 50) {
      s.newPage();
      cont();
      y = 50;
    }
    const tx = m + W - 230;
    y = labelRows(
      s,
      [
        ['Subtotal', plain(inv.subtotal ?? 0), false],
        ['Prepaid kit credit', inv.discount === null ? '' : `-${plain(inv.discount)}`, false],
        [x.taxLabel ?? '', plain(inv.tax ?? 0), false],
        ['Shipping (kits)', plain(inv.shipping ?? 0), false],
        ['AMOUNT DUE', money(inv.total), true],
      ],
      tx,
      y + 10,
      230,
      F,
      B,
      9.5,
    );
    para(s, inv.notes ?? '', m, y + 10, W, { font: F, size: 8.5 });
  },
};

// ---- L5. pallet supplier --------------------------------------------------------------------------

const PALLET_COS = [
  'Cornerstone Pallet & Crate Inc',
  'Reliable Pallet Recycling LLC',
  'Timberline Pallet Supply',
  'Four-Way Pallet Company',
  'Greenleaf Pallet Solutions',
];
const PALLETS: Array<[string, string, number, number]> = [
  ['GA4840', '48 x 40 GMA Grade A recycled, 4-way', 7.25, 9.5],
  ['GB4840', '48 x 40 Grade B recycled (combo stringers)', 4.75, 6.25],
  ['NH4840', '48 x 40 new heat-treated, ISPM-15 stamped', 14.5, 18.75],
  ['BK4840', '48 x 40 block pallet, CHEP-style white', 11.25, 13.9],
  ['SL4840', 'Plastic slip sheets 48 x 40, 100 per bundle', 52, 68],
  ['CB4840', 'Corner boards 48 in., bundle of 50', 24, 31],
];

const palletSupplier: InvoiceLayout = {
  id: 'pallet-supplier-invoice',
  title:
    "Pallet supplier's invoice with no table rulings: company name centred in a serif over a contact line, a right-aligned line of Invoice # / Date / Terms / Due (2% 10, Net 30, `11/5/2026` dates), SOLD TO and SHIP TO (a drop yard of the carrier), a customer PO and delivery ticket line, Item / Description / Qty (with UOM) / Price / Amount columns in whitespace (pallets by grade, slip sheets, corner boards), a used-pallet buyback credit in brackets, a fuel-surcharge row with an amount only, merchandise subtotal, delivery as freight, sales tax, INVOICE TOTAL, a conditional early-payment discount line under the total that is not taken, notes beside the totals, PAID with a check number on some",
  modelledOn: 'Pallet recyclers and manufacturers selling exchange pallets to carriers',
  page: LETTER,
  embedFonts: false,
  build(rng) {
    const seller = sellerParty(rng, PALLET_COS, 'invoices', rng.chance(0.4), 0.6);
    const buyer = carrierParty(rng, { contact: rng.chance(0.5) });
    const issue = issueDay(rng);
    const its: TItem[] = [];
    for (const [code, d, lo, hi] of rng.shuffle(PALLETS).slice(0, rng.int(1, 4))) {
      const big = !code.startsWith('SL') && !code.startsWith('CB');
      const qn = big ? rng.int(2, 12) * 20 : rng.int(1, 6);
      its.push(
        setAmount({
          description: `${code} ${d}`,
          quantity: qn,
          unitPrice: rng.money(lo, hi, 2),
          amount: 0,
          unit: big ? 'EA' : 'BDL',
        }),
      );
    }
    if (rng.chance(0.6)) {
      const back = rng.int(1, 8) * 20;
      its.push(
        setAmount({
          description: 'BUYBK Used pallet buyback credit, picked up at ship-to',
          quantity: back,
          unitPrice: -rng.pick([1.5, 2, 2.25, 2.5]),
          amount: 0,
          unit: 'EA',
        }),
      );
    }
    const merch = sumOf(its);
    const shipping = rng.pick([85, 125, 150, 175]);
    const fsc = rng.pick([6, 8, 10]);
    its.push({
      description: `FSC Fuel surcharge ${fsc}% of delivery`,
      quantity: null,
      unitPrice: null,
      amount: round2((shipping * fsc) / 100),
      unit: '',
    });
    const subtotal = sumOf(its);
    const taxRate = rng.pick([0.06, 0.0725, 0.08, 0.0825]);
    const tax = round2(merch * taxRate);
    const total = round2(subtotal + tax + shipping);
    const paid = rng.chance(0.3);
    const ship = place(rng, 0);
    return {
      number: `${rng.pick(['P', 'INV'])}${rng.int(40000, 99999)}`,
      status: paid ? 'Paid' : null,
      issue,
      due: addDays(issue, 30),
      seller,
      buyer,
      items: its,
      subtotal,
      tax,
      taxRate,
      shipping,
      discount: null,
      total,
      notes: rng.pick([
        'Pallets are sold for use in pallet exchange; shortages must be noted on the delivery ticket. Returned pallets are credited at the buyback rate only if they are sound and unbroken.',
        'Heat-treated pallets carry the ISPM-15 stamp on two sides. Past-due balances are charged 1.5% per month.',
      ]),
      extra: {
        po: `PO ${rng.int(1000, 99999)}`,
        ticket: `DT-${rng.int(10000, 99999)}`,
        shipStreet: ship.street ?? '',
        shipCity: `${ship.city}, ${ship.state} ${ship.zip}`,
        taxLabel: `Sales tax (${(taxRate * 100).toFixed(2)}%)`,
        check: paid ? `PAID - CK# ${rng.int(1000, 9999)} - THANK YOU` : '',
        early: `2% discount if paid by ${fmtDate(addDays(issue, 10), 'm/d/yyyy')}: ${plain(round2(total * 0.02))}`,
      },
    };
  },
  draw(s, inv) {
    const m = 48;
    const W = s.width - 2 * m;
    const F: FontName = 'serif';
    const B: FontName = 'serif-bold';
    const x = inv.extra;
    const se = inv.seller;
    s.text(se.company ?? '', m, 32, { font: B, size: 18, align: 'center', width: W });
    s.text(
      [se.street, cityLine(se), fmtPhone(se.phone ?? '', 'dash'), se.email]
        .filter(Boolean)
        .join('  *  '),
      m,
      56,
      { font: F, size: 8.5, align: 'center', width: W },
    );
    s.line(m, 72, m + W, 72, 0.5);
    const fd = (d: Day) => fmtDate(d, 'm/d/yyyy');
    right(
      s,
      `Invoice # ${inv.number ?? ''}    Date ${fd(inv.issue)}    Terms 2% 10, Net 30    Due ${fd(inv.due as Day)}`,
      m,
      80,
      W,
      { font: B, size: 9.5 },
    );
    let y = 104;
    s.text('Sold To:', m, y, { font: B, size: 9 });
    stack(s, lines(inv.buyer, { attn: 'Attention:' }), m + 52, y, { font: F, size: 9.5 });
    s.text('Ship To:', m + W / 2, y, { font: B, size: 9 });
    stack(
      s,
      [inv.buyer.company, 'Drop yard', x.shipStreet ?? '', x.shipCity ?? ''],
      m + W / 2 + 50,
      y,
      { font: F, size: 9.5 },
    );
    y += 82;
    s.text(
      `Customer ${x.po ?? ''}    Delivery ticket ${x.ticket ?? ''}${se.contact ? `    Salesperson ${se.contact}` : ''}`,
      m,
      y,
      { font: F, size: 9 },
    );
    y += 20;
    const rows: Row[] = inv.items.map((i) => {
      const sp = i.description.indexOf(' ');
      return [
        i.description.slice(0, sp),
        i.description.slice(sp + 1),
        i.quantity === null ? '' : `${i.quantity} ${i.unit ?? ''}`.trim(),
        i.unitPrice === null
          ? ''
          : i.unitPrice < 0
            ? `(${plain(-i.unitPrice)})`
            : plain(i.unitPrice),
        acct(i.amount),
      ];
    });
    // whitespace table: header underline only, no row lines
    const cols = [
      { header: 'Item', width: 60 },
      { header: 'Description', width: W - 60 - 70 - 70 - 80 },
      { header: 'Qty', width: 70, align: 'right' as const },
      { header: 'Price', width: 70, align: 'right' as const },
      { header: 'Amount', width: 80, align: 'right' as const },
    ];
    let cx = m;
    for (const c of cols) {
      s.text(c.header, cx + 3, y, {
        font: B,
        size: 9,
        align: c.align ?? 'left',
        width: c.width - 6,
      });
      cx += c.width;
    }
    s.line(m, y + 13, m + W, y + 13, 0.8);
    y += 20;
    for (const r of rows) {
      if (Array.isArray(r)) {
        cx = m;
        let h = 1;
        r.forEach((cell, k) => {
          const c = cols[k];
          if (!c) return;
          const yy = para(s, cell, cx + 3, y, c.width - 6, {
            font: F,
            size: 9.5,
            align: c.align ?? 'left',
            width: c.width - 6,
            leading: 12,
          });
          h = Math.max(h, (yy - y) / 12);
          cx += c.width;
        });
        y += h * 12 + 5;
      }
    }
    s.line(m + W - 230, y, m + W, y, 0.5);
    const ty = labelRows(
      s,
      [
        ['Subtotal', plain(inv.subtotal ?? 0), false],
        ['Delivery (freight)', plain(inv.shipping ?? 0), false],
        [x.taxLabel ?? '', plain(inv.tax ?? 0), false],
        ['INVOICE TOTAL', money(inv.total), true],
      ],
      m + W - 230,
      y + 6,
      230,
      F,
      B,
      10,
    );
    if (!x.check) s.text(x.early ?? '', m + W - 230, ty + 2, { font: 'serif-italic', size: 8.5 });
    para(s, inv.notes ?? '', m, y + 8, W - 260, { font: 'serif-italic', size: 8.5 });
    if (x.check) s.text(x.check, m, ty + 30, { font: B, size: 14, color: '#1b5e20' });
    s.text(
      'Received in good order by: ______________________   Date: __________',
      m,
      s.height - 60,
      {
        font: F,
        size: 9,
      },
    );
  },
};

export const UNSEEN_LAYOUTS_12: InvoiceLayout[] = [
  dpfCleaning,
  auctionBuyer,
  dotInspection,
  oilLab,
  palletSupplier,
];
