/**
 * The eleventh held-out set of invoice layouts (issue 16), written after the five layouts of
 * layouts-unseen-9.ts were measured and moved to dev. Appended to the layout list after them, so
 * every earlier document keeps its seed. Written without looking at the reader: documents a
 * carrier receives or sends (a tyre retreader's casing credit memo with a negative total, a dump
 * truck hauler's ticket invoice to a site contractor, the electric bill of a truck terminal, a
 * state trucking association's membership dues invoice, an occupational clinic's employer invoice
 * for driver physicals and drug screens). Names are made up.
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
  LETTER_LANDSCAPE,
  MONTHS,
  p2,
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
  mdyy,
  money,
  plain,
  type Row,
  right,
  sellerParty,
  stack,
  sumOf,
} from './layout-helpers';
import type { InvoiceLayout } from './layouts';
import { carrierParty, personName, phone, place, type TItem, type TParty } from './model';

// ---- helpers -------------------------------------------------------------------------------------

/** `05-NOV-26`. */
const dMonYY = (d: Day) => fmtDate(d, 'd-mon-yy').toUpperCase();
/** `11/5/2026`. */
const mdY = (d: Day) => fmtDate(d, 'm/d/yyyy');
/** `Nov 5, 2026`. */
const monDY = (d: Day) => `${MONTHS[d.m - 1]} ${d.d}, ${d.y}`;
/** `Nov 5 2026`. */
const monDYNoComma = (d: Day) => fmtDate(d, 'mon-d-y');
/** Money without $, a trailing minus when negative: `1,250.00-`. */
const trail = (n: number) => (n < 0 ? `${plain(-n)}-` : plain(n));
/** A positive rate with as many decimals as it has (at least 2). */
const rate = (n: number) => (Math.round(n * 100) === n * 100 ? n.toFixed(2) : String(n));

/** A new page when `need` points do not fit under `y`; returns the y to continue at. */
function room(s: Surface, y: number, need: number, top: number, onNew?: () => void): number {
  if (y + need <= s.height - 40) return y;
  s.newPage();
  onNew?.();
  return top;
}

// ---- L1. tyre retreader's casing credit memo (negative total) ------------------------------------

const RETREADERS = [
  'Flatland Retread & Tire Co',
  'Second Life Casing Works Inc',
  'Ozark Mountain Retreaders LLC',
  'Tread Again Commercial Tire',
  'Ironside Retread Plant',
];
const CASING_SIZES = ['295/75R22.5', '11R22.5', '11R24.5', '285/75R24.5', '445/50R22.5'];
const CASING_GRADES: Array<[string, string, number, number]> = [
  ['A', 'GRADE A CASING - VIRGIN, 1ST CAP', 70, 125],
  ['B', 'GRADE B CASING - ONE PRIOR RETREAD', 35, 65],
  ['D', 'DRIVE POSITION CASING - SALVAGE TREAD', 25, 45],
  ['T', 'TRAILER CASING - 2ND CAP ELIGIBLE', 15, 30],
];
const REJECT_REASONS = [
  'SIDEWALL DAMAGE',
  'RUN FLAT / ZIPPER RISK',
  'BEAD DAMAGE',
  'AGE OVER 7 YRS',
  'PRIOR REPAIR TOO LARGE',
];

const retreadCredit: InvoiceLayout = {
  id: 'retread-casing-credit-memo',
  title:
    "Tyre retreader's casing credit memo, a monospaced system printout: CREDIT MEMO title, a boxed grid (credit memo no., `05-NOV-26` date, customer no., pickup ticket, salesman), SOLD TO block, casing rows by product code, size and grade with the quantity, the credit each and the extension printed with a trailing minus (`85.00-`), rejected casings at 0.00 and a scrap-disposal fee and casing pickup charge as positive rows on some, SUB-TOTAL and TOTAL CREDIT with a trailing minus (a negative total), no due date, remarks on how the credit is applied",
  modelledOn:
    'Commercial retread plants crediting fleets for the casings they send back for retreading',
  page: LETTER,
  embedFonts: false,
  build(rng) {
    const seller = sellerParty(rng, RETREADERS, 'ar', true, 0.5);
    const buyer = carrierParty(rng, { contact: rng.chance(0.4) });
    const issue = issueDay(rng);
    const its: TItem[] = [];
    const sizes = rng.shuffle(CASING_SIZES).slice(0, rng.int(2, 4));
    for (const size of sizes) {
      for (const [g, text, lo, hi] of rng.shuffle(CASING_GRADES).slice(0, rng.int(1, 3))) {
        const q = rng.int(2, 14);
        const each = rng.int(lo, hi) + rng.pick([0, 0, 0.5]);
        const code = `CSG-${size.replace(/\D/g, '').slice(0, 6)}-${g}`;
        its.push({
          description: `${code} ${size} ${text}`,
          quantity: q,
          unitPrice: -each,
          amount: round2(-q * each),
          code,
        });
      }
    }
    if (rng.chance(0.6)) {
      const q = rng.int(1, 5);
      const reason = rng.pick(REJECT_REASONS);
      its.push({
        description: `CSG-REJ REJECTED CASINGS - ${reason} - NO CREDIT`,
        quantity: q,
        unitPrice: 0,
        amount: 0,
        code: 'CSG-REJ',
      });
      its.push({
        description: 'SCRAP-FEE SCRAP TIRE DISPOSAL FEE, REJECTED CASINGS',
        quantity: q,
        unitPrice: rng.pick([3.5, 4.25, 5, 6.5]),
        amount: 0,
        code: 'SCRAP-FEE',
      });
      const last = its[its.length - 1] as TItem;
      last.amount = round2((last.quantity ?? 0) * (last.unitPrice ?? 0));
    }
    if (rng.chance(0.4))
      its.push({
        description: 'PICKUP CASING PICKUP - ROUTE TRUCK',
        quantity: null,
        unitPrice: null,
        amount: rng.pick([25, 35, 40]),
        code: 'PICKUP',
      });
    const sub = sumOf(its);
    return {
      number: `CM-${rng.digits(6)}`,
      status: null,
      issue,
      due: null,
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
        'CREDIT WILL BE APPLIED TO YOUR OLDEST OPEN INVOICE. CASINGS ARE CREDITED AT THE GRADE FOUND AT INSPECTION, NOT THE GRADE ON THE PICKUP TICKET.',
        'THIS CREDIT MAY BE TAKEN AGAINST ANY RETREAD OR NEW TIRE INVOICE WITHIN 90 DAYS. REJECTED CASINGS ARE SCRAPPED UNLESS RETURN IS REQUESTED IN WRITING.',
        'CASING CREDITS ARE PAID ON ACCOUNT ONLY - NO CASH REFUNDS. CALL YOUR SALESMAN WITH ANY QUESTIONS ON INSPECTION RESULTS.',
      ]),
      extra: {
        cust: rng.digits(5),
        ticket: rng.digits(5),
        pickup: dMonYY(addDays(issue, -rng.int(3, 12))),
        branch: String(rng.int(1, 9)).padStart(2, '0'),
        page: rng.pick(['PAGE 1', 'PG 1 OF 1']),
      },
    };
  },
  draw(s, inv) {
    const m = 40;
    const W = s.width - 2 * m;
    const F: FontName = 'mono';
    const B: FontName = 'mono-bold';
    const se = inv.seller;
    const x = inv.extra;
    s.text((se.company ?? '').toUpperCase(), m, 36, { font: B, size: 12 });
    stack(
      s,
      [
        (se.street ?? '').toUpperCase(),
        (cityLine(se) ?? '').toUpperCase(),
        `PH ${fmtPhone(se.phone ?? '', 'dash')}`,
        se.email,
      ],
      m,
      52,
      { font: F, size: 8.5 },
    );
    s.text('CREDIT MEMO', m, 36, { font: B, size: 16, align: 'right', width: W });
    s.text(x.page ?? '', m, 56, { font: F, size: 8, align: 'right', width: W });
    // the boxed grid
    const gy = 104;
    const cells: Array<[string, string]> = [
      ['CREDIT MEMO NO.', inv.number ?? ''],
      ['DATE', dMonYY(inv.issue)],
      ['CUST NO.', x.cust ?? ''],
      ['PICKUP TKT', `${x.ticket} ${x.pickup}`],
      ['SALESMAN', (se.contact ?? '').toUpperCase()],
    ];
    const cw = W / cells.length;
    cells.forEach(([l, v], i) => {
      s.rect(m + i * cw, gy, cw, 30, { stroke: '#000000', lineWidth: 0.6 });
      s.text(l, m + i * cw + 4, gy + 4, { font: F, size: 7 });
      s.text(v, m + i * cw + 4, gy + 16, { font: B, size: 8.5 });
    });
    s.text('SOLD TO:', m, gy + 46, { font: B, size: 8.5 });
    stack(
      s,
      lines(inv.buyer, { attn: 'ATTN:', phoneStyle: 'dash' }).map((l) => l.toUpperCase()),
      m + 70,
      gy + 46,
      { font: F, size: 8.5 },
    );
    s.text(`BRANCH ${x.branch}`, m, gy + 46, {
      font: F,
      size: 8.5,
      align: 'right',
      width: W,
    });
    const rows: Row[] = inv.items.map((i) => [
      i.code ?? '',
      i.description.slice((i.code ?? '').length + 1),
      i.quantity === null ? '' : String(i.quantity),
      i.unitPrice === null ? '' : trail(i.unitPrice),
      trail(i.amount),
    ]);
    let y = table(
      s,
      m,
      gy + 130,
      [
        { header: 'PRODUCT CODE', width: 104 },
        { header: 'DESCRIPTION', width: W - 104 - 40 - 80 - 92 },
        { header: 'QTY', width: 40, align: 'right' },
        { header: 'CREDIT EA', width: 80, align: 'right' },
        { header: 'EXTENSION', width: 92, align: 'right' },
      ],
      rows,
      { font: F, bold: B, size: 8.5, padding: 4 },
    );
    y += 6;
    s.line(m + W - 240, y, m + W, y, 0.6);
    y += 6;
    const tx = m + W - 240;
    s.text('SUB-TOTAL', tx, y, { font: F, size: 9 });
    right(s, trail(inv.subtotal ?? 0), tx, y, 240, { font: F, size: 9 });
    y += 15;
    s.text('TOTAL CREDIT', tx, y, { font: B, size: 10 });
    right(s, trail(inv.total), tx, y, 240, { font: B, size: 10 });
    y += 14;
    s.line(tx, y, m + W, y, 0.6);
    s.line(tx, y + 2, m + W, y + 2, 0.6);
    y += 24;
    s.text('REMARKS:', m, y, { font: B, size: 8.5 });
    para(s, inv.notes ?? '', m + 64, y, W - 64, { font: F, size: 8.5 });
    s.text('*** CREDIT MEMO - DO NOT PAY ***', m, s.height - 60, {
      font: B,
      size: 9,
      align: 'center',
      width: W,
    });
  },
};

// ---- L2. dump truck hauler's ticket invoice to a site contractor ---------------------------------

const HAULERS = [
  'Gravel Ridge Hauling LLC',
  'Two Rivers Dump Truck Service',
  'Brushy Creek Aggregate Transport Inc',
  'Coyote Flats Trucking & Excavation',
];
const CONTRACTORS = [
  'Meridian Paving & Grading Co',
  'Stonegate Civil Constructors',
  'Bluewater Site Development LLC',
  'Ironwood Underground Inc',
];
const PITS = [
  'Mill Creek Quarry',
  'Sandhill Pit #2',
  'Red Bluff Aggregates',
  'Cobb Rd Asphalt Plant',
];
const MATERIALS: Array<[string, number, number]> = [
  ['#57 washed stone', 7.25, 11.5],
  ['Crusher run base', 6.5, 9.75],
  ['Fill sand', 5.5, 8.25],
  ['Rip rap class II', 9.5, 14],
  ['Hot mix asphalt SM-9.5', 8.75, 12.5],
  ['Select fill / clay', 5.25, 7.5],
];
const PROJECTS = [
  'SH-71 widening',
  'Cedar Park Logistics Ctr pad',
  'Elm St storm sewer',
  'County Rd 118 overlay',
  'Northgate subdivision Ph 3',
];

const haulTickets: InvoiceLayout = {
  id: 'dump-haul-ticket-invoice',
  title:
    "Dump-truck hauler's invoice to a site contractor, landscape: hauler header with the invoice no., `Nov 5 2026` invoice date, terms and due date at the right, Bill To with Attn: the project manager beside a job box (job no., project, customer PO), one row per scale ticket (`11/3/2026` date, ticket no., truck no., material, pit to site, tons to 2 decimals or hours on hourly trucks, rate, amount) over one to three pages with a page-total row carried forward at each page break, a fuel surcharge row as a percentage of hauling with an amount only, total tons hauled (not money), subtotal and TOTAL AMOUNT DUE, notes",
  modelledOn: 'Dump-truck and aggregate haulers billing paving and site contractors by the ticket',
  page: LETTER_LANDSCAPE,
  embedFonts: true,
  build(rng) {
    const seller = sellerParty(rng, HAULERS, 'billing', false, 0.8);
    const buyer: TParty = {
      company: rng.pick(CONTRACTORS),
      customer: null,
      contact: personName(rng),
      phone: phone(rng),
      email: null,
      ...place(rng, 0.3),
    };
    if (rng.chance(0.5))
      buyer.email = `ap@${(buyer.company ?? '')
        .toLowerCase()
        .replace(/[^a-z]/g, '')
        .slice(0, 12)}.com`;
    const issue = issueDay(rng);
    const project = rng.pick(PROJECTS);
    const mats = rng.shuffle(MATERIALS).slice(0, rng.int(1, 3));
    const pits = rng.shuffle(PITS);
    const n = rng.int(14, 44);
    const trucks = Array.from({ length: rng.int(3, 6) }, () => String(rng.int(101, 148)));
    const hourlyTruck = rng.chance(0.5) ? rng.pick(trucks) : null;
    const hourly = rng.pick([95, 105, 110, 115]);
    const its: TItem[] = [];
    const first = addDays(issue, -rng.int(8, 20));
    for (let k = 0; k < n; k++) {
      const d = addDays(first, Math.floor((k * 6) / n));
      const mi = rng.int(0, mats.length - 1);
      const [mat, lo, hi] = mats[mi] as [string, number, number];
      const truck = rng.pick(trucks);
      const ticket = String(40000 + rng.int(100, 9999));
      const from = `${pits[mi % pits.length]} to ${project}`;
      if (truck === hourlyTruck) {
        const h = rng.int(4, 20) / 2;
        its.push({
          description: `${mdY(d)} ${ticket} ${truck} ${mat} ${from}`,
          quantity: h,
          unitPrice: hourly,
          amount: round2(h * hourly),
          unit: 'hr',
          date: d,
        });
      } else {
        const t = rng.money(14, 24.5);
        const r = round2(lo + ((hi - lo) * (mi + 1)) / (mats.length + 1));
        its.push({
          description: `${mdY(d)} ${ticket} ${truck} ${mat} ${from}`,
          quantity: t,
          unitPrice: r,
          amount: round2(t * r),
          unit: 'tn',
          date: d,
        });
      }
    }
    const hauling = sumOf(its);
    const pct = rng.pick([4.5, 6, 7.5, 8]);
    if (rng.chance(0.7))
      its.push({
        description: `Fuel surcharge ${pct}% of hauling charges`,
        quantity: null,
        unitPrice: null,
        amount: round2((hauling * pct) / 100),
        unit: 'fsc',
      });
    const sub = sumOf(its);
    return {
      number: `${issue.y}-${rng.int(1001, 1999)}`,
      status: null,
      issue,
      due: addDays(issue, 30),
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
        'Please reference the job number on your remittance. Scale tickets are attached to the emailed copy and available on request.',
        'Hauling rates per the quote for this project; standby over 30 minutes at the site is billed hourly. A finance charge of 1.5% per month applies past 30 days.',
        'Tonnage per certified scale tickets from the pit. Any dispute of a ticket must be raised within 10 days of the invoice date.',
      ]),
      extra: {
        job: `J${rng.digits(4)}`,
        project,
        po: rng.chance(0.6) ? `PO ${rng.digits(6)}` : '',
      },
    };
  },
  draw(s, inv) {
    const m = 36;
    const W = s.width - 2 * m;
    const F: FontName = 'narrow';
    const B: FontName = 'narrow-bold';
    const se = inv.seller;
    const x = inv.extra;
    const brown = '#6b4a1e';
    s.rect(m, 28, 8, 52, { fill: brown });
    s.text(se.company ?? '', m + 16, 28, { font: B, size: 16, color: brown });
    stack(
      s,
      [
        `${se.street ?? ''}, ${cityLine(se) ?? ''}`,
        `Office ${fmtPhone(se.phone ?? '', 'dot')}${se.email ? `   ${se.email}` : ''}`,
      ],
      m + 16,
      50,
      { font: F, size: 9 },
    );
    const rx = m + W - 230;
    s.text('INVOICE', rx, 26, { font: B, size: 20, align: 'right', width: 230 });
    labelRows(
      s,
      [
        ['Invoice #', inv.number ?? '', true],
        ['Invoice date', monDYNoComma(inv.issue), false],
        ['Terms', 'Net 30', false],
        ['Due date', monDYNoComma(inv.due as Day), false],
      ],
      rx + 60,
      52,
      170,
      F,
      B,
      9,
    );
    const by = 116;
    s.text('Bill To', m, by, { font: B, size: 9, color: brown });
    const below = stack(s, lines(inv.buyer, { attn: 'Attn:', phoneStyle: 'dash' }), m, by + 13, {
      font: F,
      size: 9.5,
    });
    const jx = m + 300;
    s.rect(jx, by, 260, 58, { stroke: brown, lineWidth: 0.7 });
    stack(
      s,
      [`Job no. ${x.job}`, `Project: ${x.project}`, x.po ? `Customer ${x.po}` : null],
      jx + 8,
      by + 8,
      { font: F, size: 9.5 },
    );
    const cols = [
      { header: 'Date', width: 56 },
      { header: 'Ticket #', width: 52 },
      { header: 'Truck', width: 40 },
      { header: 'Material', width: 140 },
      { header: 'From / To', width: 220 },
      { header: 'Tons / Hrs', width: 70, align: 'right' as const },
      { header: 'Rate', width: 56, align: 'right' as const },
      { header: 'Amount', width: W - 56 - 52 - 40 - 140 - 220 - 70 - 56, align: 'right' as const },
    ];
    const tickets = inv.items.filter((i) => i.unit !== 'fsc');
    const fsc = inv.items.find((i) => i.unit === 'fsc');
    const rowOf = (i: TItem): string[] => {
      const parts = i.description.split(' ');
      const date = parts[0] ?? '';
      const ticket = parts[1] ?? '';
      const truck = parts[2] ?? '';
      const rest = parts.slice(3).join(' ');
      // the material is everything before the pit's name
      const pit = PITS.find((p) => rest.includes(` ${p} to `)) ?? '';
      const k = rest.indexOf(` ${pit} to `);
      return [
        date,
        ticket,
        truck,
        rest.slice(0, k),
        rest.slice(k + 1),
        i.unit === 'hr' ? `${i.quantity} hrs` : `${(i.quantity ?? 0).toFixed(2)} tn`,
        plain(i.unitPrice),
        plain(i.amount),
      ];
    };
    const cont = (p: number) => {
      s.text(`${se.company ?? ''} - Invoice # ${inv.number ?? ''} - page ${p}`, m, 28, {
        font: F,
        size: 9,
        color: brown,
      });
    };
    let k = 0;
    let page = 1;
    let y = Math.max(by + 82, below + 12);
    let carried = 0;
    const st = {
      font: F,
      bold: B,
      size: 8.5,
      headerFill: '#efe6d8',
      padding: 3,
      bottom: s.height + 100,
    };
    while (k < tickets.length) {
      const cap = page === 1 ? 16 : 26;
      const chunk = tickets.slice(k, k + cap);
      k += chunk.length;
      const rows: Row[] = [];
      if (page > 1) rows.push({ span: 'Brought forward', right: plain(carried) });
      for (const i of chunk) rows.push(rowOf(i));
      carried = round2(carried + sumOf(chunk));
      const more = k < tickets.length;
      if (more)
        rows.push({
          span: `Page ${page} total, carried forward`,
          bold: true,
          right: plain(carried),
        });
      else if (fsc) rows.push(['', '', '', fsc.description, '', '', '', plain(fsc.amount)]);
      y = table(s, m, y, cols, rows, st);
      if (more) {
        s.newPage();
        page++;
        cont(page);
        y = 48;
      }
    }
    y = room(s, y + 12, 110, 48, () => cont(page + 1));
    const tons = round2(
      tickets.filter((i) => i.unit === 'tn').reduce((a, i) => a + (i.quantity ?? 0), 0),
    );
    s.text(`Total tons hauled: ${tons.toFixed(2)}`, m, y, { font: F, size: 9.5 });
    const hrs = tickets.filter((i) => i.unit === 'hr').reduce((a, i) => a + (i.quantity ?? 0), 0);
    if (hrs) s.text(`Total hourly: ${hrs.toFixed(1)} hrs`, m, y + 14, { font: F, size: 9.5 });
    const tx = m + W - 250;
    s.text('Subtotal', tx, y, { font: F, size: 10 });
    right(s, money(inv.subtotal), tx, y, 250, { font: F, size: 10 });
    s.rect(tx - 6, y + 16, 256, 22, { fill: '#efe6d8' });
    s.text('TOTAL AMOUNT DUE', tx, y + 21, { font: B, size: 11 });
    right(s, money(inv.total), tx, y + 21, 246, { font: B, size: 11 });
    y += 54;
    s.text('Notes', m, y, { font: B, size: 9, color: brown });
    para(s, inv.notes ?? '', m, y + 13, W * 0.6, { font: F, size: 9 });
  },
};

// ---- L3. electric utility bill for a truck terminal -------------------------------------------

const UTILITIES = [
  'Prairie Valley Electric Cooperative',
  'Tri-County Power & Light',
  'Bluestem Electric Membership Corp',
  'Cedar Plains Public Power District',
];
const RATE_CLASSES = [
  'General Service - Large (GS-3)',
  'Commercial Demand (C-2)',
  'Small Power Service (SP-1)',
];

const utilityBill: InvoiceLayout = {
  id: 'terminal-utility-bill',
  title:
    "Electric utility bill for a carrier's truck terminal: utility logo line with a customer-service phone, an account box (account number, bill number, long bill date, due date `Dec 2, 2026`, amount due), the mailing address in the window and a different service address, an account summary (previous balance, payment received, balance forward 0.00, current charges, total amount due), a meter table that is not billed (meter, read dates, previous and present readings, multiplier, kWh, kW), charge rows (customer charge with an amount only, tiered energy blocks as kWh × a 5-decimal rate, demand kW × rate, power cost adjustment that is a credit on some, yard-light fixtures × monthly rate), subtotal, state sales tax and city utility tax lines with a tax total, total current charges, an amount due after the due date with a late charge, messages and a return stub",
  modelledOn:
    'Electric co-ops and public power districts billing truck terminals and yards monthly',
  page: LETTER,
  embedFonts: false,
  build(rng) {
    const u = rng.pick(UTILITIES);
    const seller: TParty = {
      company: u,
      customer: null,
      contact: null,
      phone: phone(rng),
      email: rng.chance(0.5)
        ? `billing@${u
            .toLowerCase()
            .replace(/[^a-z]/g, '')
            .slice(0, 10)}.coop`
        : null,
      ...place(rng, 0),
    };
    const buyer = carrierParty(rng, {});
    const issue = issueDay(rng);
    const kwh = rng.int(14, 68) * 1000 + rng.int(0, 999);
    const kw = rng.int(600, 1900) / 10;
    const r1 = rng.pick([0.09124, 0.08875, 0.10213, 0.09467]);
    const r2 = rng.pick([0.07486, 0.06912, 0.08105, 0.07733]);
    const pca = rng.pick([0.00412, 0.00287, -0.00215, -0.00138, 0.00561]);
    const dr = rng.pick([9.75, 11.25, 12.4, 13.1]);
    const block = 10000;
    const its: TItem[] = [
      {
        description: 'Customer charge',
        quantity: null,
        unitPrice: null,
        amount: rng.pick([45, 55, 65, 85]),
      },
      {
        description: `Energy charge - first ${fmtInt(block)} kWh`,
        quantity: block,
        unitPrice: r1,
        amount: round2(block * r1),
      },
      {
        description: `Energy charge - over ${fmtInt(block)} kWh`,
        quantity: kwh - block,
        unitPrice: r2,
        amount: round2((kwh - block) * r2),
      },
      {
        description: 'Demand charge - billing kW',
        quantity: kw,
        unitPrice: dr,
        amount: round2(kw * dr),
      },
      {
        description: pca < 0 ? 'Power cost adjustment (credit)' : 'Power cost adjustment',
        quantity: kwh,
        unitPrice: pca,
        amount: round2(kwh * pca),
      },
    ];
    if (rng.chance(0.6)) {
      const f = rng.int(4, 16);
      const each = rng.pick([14.5, 18.75, 22]);
      its.push({
        description: 'Security lighting - 150W LED area fixtures',
        quantity: f,
        unitPrice: each,
        amount: round2(f * each),
      });
    }
    const sub = sumOf(its);
    const st = rng.pick([0.045, 0.0525, 0.0625, 0.065]);
    const city = rng.pick([0.02, 0.03, 0.04]);
    const t1 = round2(sub * st);
    const t2 = round2(sub * city);
    const tax = round2(t1 + t2);
    const total = round2(sub + tax);
    const prev = rng.money(1800, 7800);
    const multiplier = rng.pick([1, 20, 40]);
    const start = rng.int(10000, 90000);
    const readFrom = addDays(issue, -rng.int(33, 36));
    const readTo = addDays(issue, -rng.int(3, 5));
    const svc = place(rng, 0);
    return {
      number: rng.digits(9),
      status: null,
      issue,
      due: addDays(issue, rng.pick([20, 21, 25])),
      seller,
      buyer,
      items: its,
      subtotal: sub,
      tax,
      taxRate: null,
      shipping: null,
      discount: null,
      total,
      notes: rng.pick([
        'Your cooperative will perform right-of-way clearing near your service address this winter. Crews carry photo identification; call the number above with questions.',
        'Beginning with next month, demand for large-power accounts will be measured over a 15-minute interval. Your rate class is not changing.',
        'Capital credits for members of record in 2011 will be retired as a bill credit in December. No action is needed.',
      ]),
      extra: {
        acct: `${rng.digits(4)}-${rng.digits(5)}-${p2(rng.int(1, 9))}`,
        cls: rng.pick(RATE_CLASSES),
        meter: `M${rng.digits(8)}`,
        from: mdyy(readFrom),
        to: mdyy(readTo),
        days: String(
          Math.round(
            (Date.UTC(readTo.y, readTo.m - 1, readTo.d) -
              Date.UTC(readFrom.y, readFrom.m - 1, readFrom.d)) /
              86400000,
          ),
        ),
        prevRead: String(start),
        presRead: String(start + Math.ceil(kwh / multiplier)),
        mult: String(multiplier),
        kwh: String(kwh),
        kw: kw.toFixed(1),
        prev: String(prev),
        paidOn: mdyy(addDays(issue, -rng.int(8, 16))),
        t1: String(t1),
        t2: String(t2),
        st: `${round2(st * 100)}`,
        city: `${round2(city * 100)}`,
        late: String(round2(total * 1.015)),
        svcStreet: svc.street ?? '',
        svcCity: `${svc.city}, ${svc.state}`,
      },
    };
  },
  draw(s, inv) {
    const m = 40;
    const W = s.width - 2 * m;
    const F: FontName = 'sans';
    const B: FontName = 'sans-bold';
    const se = inv.seller;
    const x = inv.extra;
    const teal = '#0f5e6b';
    s.rect(m, 30, 26, 26, { fill: teal });
    s.text('E', m + 8, 34, { font: B, size: 16, color: '#ffffff' });
    s.text(se.company ?? '', m + 34, 30, { font: B, size: 14, color: teal });
    s.text(`${se.street ?? ''}, ${cityLine(se) ?? ''}`, m + 34, 48, { font: F, size: 8.5 });
    s.text(
      `Member services ${fmtPhone(se.phone ?? '', 'paren')}${se.email ? `   ${se.email}` : ''}`,
      m + 34,
      59,
      { font: F, size: 8.5 },
    );
    // account box
    const bx = m + W - 220;
    s.rect(bx, 30, 220, 96, { stroke: teal, lineWidth: 1 });
    labelRows(
      s,
      [
        ['Account number', x.acct ?? '', false],
        ['Bill number', inv.number ?? '', false],
        ['Bill date', fmtDate(inv.issue, 'long'), false],
        ['Due date', monDY(inv.due as Day), true],
        ['Amount due', money(inv.total), true],
      ],
      bx + 8,
      38,
      204,
      F,
      B,
      9,
    );
    // mailing address (window)
    stack(s, lines(inv.buyer), m, 96, { font: F, size: 10 });
    // service address
    s.text('SERVICE ADDRESS', m + 250, 140, { font: B, size: 7.5, color: teal });
    stack(s, [x.svcStreet ?? '', x.svcCity ?? '', `Rate: ${x.cls}`], m + 250, 151, {
      font: F,
      size: 8.5,
    });
    // account summary
    let y = 196;
    s.rect(m, y, W, 16, { fill: teal });
    s.text('ACCOUNT SUMMARY', m + 6, y + 4, { font: B, size: 8.5, color: '#ffffff' });
    y += 22;
    const prev = Number(x.prev);
    const sum: Array<[string, string, boolean]> = [
      ['Previous balance', plain(prev), false],
      [`Payment received ${x.paidOn} - thank you`, `-${plain(prev)}`, false],
      ['Balance forward', '0.00', false],
      ['Current charges', plain(inv.total), false],
      ['Total amount due', money(inv.total), true],
    ];
    y = labelRows(s, sum, m + 6, y, 300, F, B, 9);
    s.text(
      `Amount due if paid after ${monDY(inv.due as Day)}: ${money(Number(x.late))}`,
      m + 330,
      y - 14,
      {
        font: F,
        size: 8,
        color: '#444444',
      },
    );
    // meter table
    y += 6;
    y = table(
      s,
      m,
      y,
      [
        { header: 'Meter', width: 80 },
        { header: 'Read dates', width: 100 },
        { header: 'Days', width: 40, align: 'right' },
        { header: 'Previous', width: 66, align: 'right' },
        { header: 'Present', width: 66, align: 'right' },
        { header: 'Mult.', width: 44, align: 'right' },
        { header: 'kWh used', width: 70, align: 'right' },
        { header: 'Billing kW', width: W - 466, align: 'right' },
      ],
      [
        [
          x.meter ?? '',
          `${x.from} - ${x.to}`,
          x.days ?? '',
          x.prevRead ?? '',
          x.presRead ?? '',
          x.mult ?? '',
          fmtInt(Number(x.kwh)),
          x.kw ?? '',
        ],
      ],
      { font: F, bold: B, size: 8, headerFill: '#e3eff1', padding: 3 },
    );
    y += 14;
    s.text('CURRENT CHARGES - ELECTRIC SERVICE', m, y, { font: B, size: 9, color: teal });
    y += 12;
    const rows: Row[] = inv.items.map((i) => [
      i.description,
      i.quantity === null
        ? ''
        : i.description.startsWith('Demand')
          ? `${i.quantity} kW`
          : i.description.startsWith('Security')
            ? `${i.quantity} fixtures`
            : `${fmtInt(i.quantity)} kWh`,
      i.unitPrice === null ? '' : `${i.unitPrice < 0 ? '-' : ''}$${rate(Math.abs(i.unitPrice))}`,
      plain(i.amount),
    ]);
    y = table(
      s,
      m,
      y,
      [
        { header: 'Description', width: W - 100 - 90 - 90 },
        { header: 'Usage', width: 100, align: 'right' },
        { header: 'Rate', width: 90, align: 'right' },
        { header: 'Charge', width: 90, align: 'right' },
      ],
      rows,
      { font: F, bold: B, size: 8.5, padding: 3.5 },
    );
    y += 6;
    const tx = m + W - 280;
    labelRows(
      s,
      [
        ['Subtotal electric service', plain(inv.subtotal), false],
        [`State sales tax ${x.st}%`, plain(Number(x.t1)), false],
        [`City utility tax ${x.city}%`, plain(Number(x.t2)), false],
        ['Total taxes', plain(inv.tax), false],
        ['TOTAL CURRENT CHARGES', money(inv.total), true],
      ],
      tx,
      y,
      280,
      F,
      B,
      9,
    );
    // messages
    s.rect(m, y, 230, 74, { stroke: '#9bb8bd', lineWidth: 0.6 });
    s.text('Messages', m + 6, y + 5, { font: B, size: 8.5, color: teal });
    para(s, inv.notes ?? '', m + 6, y + 18, 218, { font: F, size: 7.5 });
    // stub
    const sy = s.height - 118;
    for (let xx = m; xx < m + W; xx += 8) s.line(xx, sy, xx + 4, sy, 0.5, '#777777');
    s.text('Please return this portion with your payment.', m, sy + 8, { font: F, size: 7.5 });
    stack(
      s,
      [
        `Account number  ${x.acct ?? ''}`,
        `Due date  ${monDY(inv.due as Day)}`,
        `Amount due  ${money(inv.total)}`,
        'Amount enclosed  $__________',
      ],
      m + W - 200,
      sy + 12,
      { font: B, size: 8.5 },
    );
    stack(s, [se.company, se.street, cityLine(se)], m, sy + 30, { font: F, size: 9 });
  },
};

// ---- L4. state trucking association's membership dues invoice ----------------------------------

const ASSOCIATIONS = [
  'Great Plains Motor Carriers Association',
  'Tri-State Trucking Association',
  'Heartland Motor Transport Association',
  'Gulf Coast Freight Carriers Council',
];
const DUES: Array<[string, number, number, number]> = [
  ['Tier 1', 1, 10, 650],
  ['Tier 2', 11, 25, 1150],
  ['Tier 3', 26, 50, 1850],
  ['Tier 4', 51, 100, 2900],
  ['Tier 5', 101, 250, 4200],
];

const assnDues: InvoiceLayout = {
  id: 'trucking-assn-dues',
  title:
    "State trucking association's membership dues invoice, serif: an association letterhead with the membership director, a MEMBERSHIP RENEWAL INVOICE title, invoice no. / ISO invoice date / member ID / membership year / ISO payment due labels, the member block with Attn: the president, the power units reported, a dues schedule box that is not billed, rows of annual dues with an amount only, a per-power-unit safety assessment (units × rate), convention registrations, council dues and a voluntary foundation gift on some, subtotal, a member-referral credit on some, TOTAL INVESTMENT, PAID with the check number on some, a deductibility note and a PAC notice",
  modelledOn: 'State trucking associations billing motor-carrier members their annual dues',
  page: LETTER,
  embedFonts: false,
  build(rng) {
    const seller = sellerParty(rng, ASSOCIATIONS, 'membership', true, 0.9);
    const buyer = carrierParty(rng, { contact: true, email: rng.chance(0.5) });
    const issue = issueDay(rng);
    const units = rng.pick([rng.int(4, 24), rng.int(26, 60), rng.int(55, 140)]);
    const tier = DUES.find(([, lo, hi]) => units >= lo && units <= hi) ?? DUES[0];
    const [tname, lo, hi, dues] = tier as [string, number, number, number];
    const year = issue.y + 1;
    const its: TItem[] = [
      {
        description: `${year} motor carrier membership dues - ${tname} (${lo}-${hi} power units)`,
        quantity: null,
        unitPrice: null,
        amount: dues,
      },
    ];
    const per = rng.pick([4, 5, 6.5]);
    its.push({
      description: `Highway safety & legal defense fund assessment, per power unit`,
      quantity: units,
      unitPrice: per,
      amount: round2(units * per),
    });
    if (rng.chance(0.6)) {
      const q = rng.int(1, 3);
      its.push({
        description: `${year} annual convention registration - member early rate`,
        quantity: q,
        unitPrice: rng.pick([425, 495, 550]),
        amount: 0,
      });
      const last = its[its.length - 1] as TItem;
      last.amount = round2(q * (last.unitPrice ?? 0));
    }
    if (rng.chance(0.5))
      its.push({
        description: 'Safety management council annual dues',
        quantity: null,
        unitPrice: null,
        amount: rng.pick([150, 250, 300]),
      });
    if (rng.chance(0.4))
      its.push({
        description: 'Trucking foundation scholarship fund - voluntary contribution',
        quantity: null,
        unitPrice: null,
        amount: rng.pick([100, 250, 500]),
      });
    const sub = sumOf(its);
    const discount = rng.chance(0.35) ? rng.pick([100, 150, 200]) : null;
    const paid = rng.chance(0.35);
    return {
      number: `M${String(year).slice(2)}-${rng.digits(4)}`,
      status: paid ? 'Paid' : null,
      issue,
      due: addDays(issue, rng.pick([30, 45, 60])),
      seller,
      buyer,
      items: its,
      subtotal: sub,
      tax: null,
      taxRate: null,
      shipping: null,
      discount,
      total: round2(sub - (discount ?? 0)),
      notes: rng.pick([
        'Dues are deductible as an ordinary business expense, except the 18% of dues the association estimates is allocable to lobbying. Contributions to the foundation are deductible as charitable gifts.',
        'Membership runs January through December. Members who report a change in power units during the year are not re-billed until renewal.',
        'Thank you for your membership. Your dues fund the safety, legislative and education work of the association on behalf of every carrier in the state.',
      ]),
      extra: {
        units: String(units),
        year: String(year),
        member: `MC-${rng.digits(5)}`,
        check: rng.digits(4),
        paidOn: fmtDate(addDays(issue, rng.int(3, 20)), 'iso'),
      },
    };
  },
  draw(s, inv) {
    const m = 54;
    const W = s.width - 2 * m;
    const F: FontName = 'serif';
    const B: FontName = 'serif-bold';
    const I: FontName = 'serif-italic';
    const se = inv.seller;
    const x = inv.extra;
    const maroon = '#6d1f2b';
    s.text(se.company ?? '', m, 40, {
      font: B,
      size: 16,
      color: maroon,
      align: 'center',
      width: W,
    });
    s.text(
      `${se.street ?? ''} · ${cityLine(se) ?? ''} · ${fmtPhone(se.phone ?? '', 'dot')}`,
      m,
      62,
      {
        font: F,
        size: 9,
        align: 'center',
        width: W,
      },
    );
    if (se.email) s.text(se.email, m, 74, { font: F, size: 9, align: 'center', width: W });
    s.line(m, 90, m + W, 90, 1.5, maroon);
    s.line(m, 93, m + W, 93, 0.5, maroon);
    s.text('MEMBERSHIP RENEWAL INVOICE', m, 106, { font: B, size: 13, align: 'center', width: W });
    // member block
    s.text('Member', m, 136, { font: I, size: 9, color: maroon });
    stack(
      s,
      lines(inv.buyer, { attn: 'Attn:' }).map((l, i) => (i === 1 ? `${l}, President` : l)),
      m,
      149,
      {
        font: F,
        size: 10,
      },
    );
    const rx = m + W - 220;
    labelRows(
      s,
      [
        ['Invoice No.', inv.number ?? '', true],
        ['Invoice Date', fmtDate(inv.issue, 'iso'), false],
        ['Member ID', x.member ?? '', false],
        ['Membership Year', `Jan 1 - Dec 31, ${x.year}`, false],
        ['Payment Due', fmtDate(inv.due as Day, 'iso'), false],
        ['Power units reported', x.units ?? '', false],
      ],
      rx,
      136,
      220,
      F,
      B,
      9.5,
    );
    let y = 246;
    const rows: Row[] = inv.items.map((i) => [
      i.description,
      i.quantity === null ? '' : String(i.quantity),
      i.unitPrice === null ? '' : plain(i.unitPrice),
      plain(i.amount),
    ]);
    y = table(
      s,
      m,
      y,
      [
        { header: 'Description', width: W - 50 - 70 - 86 },
        { header: 'Qty', width: 50, align: 'right' },
        { header: 'Rate', width: 70, align: 'right' },
        { header: 'Amount', width: 86, align: 'right' },
      ],
      rows,
      { font: F, bold: B, size: 9.5, padding: 4, headerFill: '#f1e4e6' },
    );
    y += 10;
    const tx = m + W - 240;
    const tot: Array<[string, string, boolean]> = [['Subtotal', money(inv.subtotal), false]];
    if (inv.discount !== null)
      tot.push(['Member referral credit', `(${money(inv.discount)})`, false]);
    tot.push(['TOTAL INVESTMENT', money(inv.total), true]);
    if (inv.status === 'Paid') {
      tot.push([`Paid ${x.paidOn}, check #${x.check}`, `(${money(inv.total)})`, false]);
      tot.push(['Balance', money(0), true]);
    }
    const ty = labelRows(s, tot, tx, y, 240, F, B, 10);
    // dues schedule at the left
    s.rect(m, y - 2, 210, 88, { stroke: '#b99aa0', lineWidth: 0.5 });
    s.text(`${x.year} motor carrier dues schedule`, m + 6, y + 3, { font: B, size: 8 });
    DUES.forEach(([t, lo, hi, d], i) => {
      s.text(`${t}   ${lo}-${hi} power units`, m + 6, y + 17 + i * 12, { font: F, size: 8 });
      right(s, money(d), m, y + 17 + i * 12, 200, { font: F, size: 8 });
    });
    if (inv.status === 'Paid') {
      s.rect(tx + 40, ty + 6, 150, 32, { stroke: '#1d6b2f', lineWidth: 2 });
      s.text('PAID', tx + 40, ty + 12, {
        font: B,
        size: 20,
        color: '#1d6b2f',
        align: 'center',
        width: 150,
      });
    }
    y = Math.max(ty + 50, y + 100);
    s.text('Please note:', m, y, { font: B, size: 9 });
    y = para(s, inv.notes ?? '', m, y + 13, W, { font: F, size: 9 });
    y += 8;
    para(
      s,
      'TruckPAC contributions are voluntary, must be made by personal check or personal credit card, and cannot be added to this invoice.',
      m,
      y,
      W,
      { font: I, size: 8.5, color: '#555555' },
    );
    s.text(`Questions? Contact ${se.contact ?? ''}, Membership Director.`, m, s.height - 60, {
      font: I,
      size: 9,
      align: 'center',
      width: W,
    });
  },
};

// ---- L5. occupational clinic's employer invoice (driver physicals and drug screens) --------------

const CLINICS = [
  'Crossroads Occupational Health',
  'WorkWell Industrial Medicine - Eastside',
  'Interstate Occupational Medical Center',
  'Summit Employer Health Clinic',
];
const VISITS: Array<[string, Array<[string, string, number, number]>]> = [
  [
    'Pre-employment',
    [
      ['99455', 'DOT physical examination (FMCSA), medical examiner certificate issued', 85, 125],
      ['80305D', 'DOT 5-panel urine drug screen - collection, lab and MRO review', 45, 68],
    ],
  ],
  [
    'Recertification',
    [['99455', 'DOT physical examination (FMCSA), medical examiner certificate issued', 85, 125]],
  ],
  [
    'Random',
    [
      ['80305D', 'DOT 5-panel urine drug screen - collection, lab and MRO review', 45, 68],
      ['82075', 'DOT breath alcohol test - screening and confirmation', 32, 48],
    ],
  ],
  [
    'Post-accident',
    [
      ['80305D', 'DOT 5-panel urine drug screen - collection, lab and MRO review', 45, 68],
      ['82075', 'DOT breath alcohol test - screening and confirmation', 32, 48],
      ['AFTHR', 'After-hours collection surcharge', 60, 95],
    ],
  ],
  [
    'Recertification',
    [
      ['99455', 'DOT physical examination (FMCSA), medical examiner certificate issued', 85, 125],
      ['93000', 'Resting EKG with interpretation (examiner request)', 40, 65],
    ],
  ],
];

const clinicInvoice: InvoiceLayout = {
  id: 'occ-clinic-employer-invoice',
  title:
    "Occupational medicine clinic's monthly employer invoice, narrow type: clinic header with Tax ID and remit-to a lockbox, an EMPLOYER INVOICE box (invoice no., `11/05/2026` date, employer account, service period), employer block with DER: the contact, a visit table (service date, patient, employee ID, visit reason, CPT / code, service, units, fee, amount) with several rows per driver and the table running onto a second page on some, a no-show fee with an amount only and record copies × per page on some, total charges, AMOUNT DUE with due upon receipt or a net-30 date, an aging strip (current, 31-60, 61-90, over 90) that is not billed again, a privacy footer",
  modelledOn:
    'Occupational health clinics billing carriers for DOT physicals and drug and alcohol tests',
  page: LETTER,
  embedFonts: true,
  build(rng) {
    const seller = sellerParty(rng, CLINICS, 'employerbilling', true, 0.6);
    const buyer = carrierParty(rng, { contact: true, email: rng.chance(0.5) });
    const issue = issueDay(rng);
    const pStart: Day = { y: issue.y, m: issue.m === 1 ? 12 : issue.m - 1, d: 1 };
    if (issue.m === 1) pStart.y -= 1;
    const pEnd = addDays({ y: issue.y, m: issue.m, d: 1 }, -1);
    const len = pEnd.d;
    const drivers = rng.int(3, 11);
    const its: TItem[] = [];
    const visits: Array<[Day, string, string, string, string, string, number]> = [];
    for (let k = 0; k < drivers; k++) {
      const name = personName(rng);
      const eid = `E${rng.digits(4)}`;
      const [reason, svcs] = rng.pick(VISITS);
      const d = addDays(pStart, rng.int(0, len - 1));
      for (const [code, text, lo, hi] of svcs)
        visits.push([d, name, eid, reason, code, text, rng.int(lo, hi)]);
    }
    visits.sort((a, b) => Date.UTC(a[0].y, a[0].m, a[0].d) - Date.UTC(b[0].y, b[0].m, b[0].d));
    for (const [d, name, eid, reason, code, text, fee] of visits)
      its.push({
        description: `${fmtDate(d, 'mdy')} ${name} ${eid} ${reason} ${code} ${text}`,
        quantity: 1,
        unitPrice: fee,
        amount: fee,
        date: d,
        code,
      });
    if (rng.chance(0.35)) {
      const d = addDays(pStart, rng.int(0, len - 1));
      const name = personName(rng);
      const eid = `E${rng.digits(4)}`;
      its.push({
        description: `${fmtDate(d, 'mdy')} ${name} ${eid} Scheduled NOSHOW Missed appointment fee`,
        quantity: null,
        unitPrice: null,
        amount: rng.pick([35, 50]),
        date: d,
        code: 'NOSHOW',
      });
    }
    if (rng.chance(0.3)) {
      const d = addDays(pStart, rng.int(0, len - 1));
      const name = personName(rng);
      const eid = `E${rng.digits(4)}`;
      const pages = rng.int(6, 30);
      its.push({
        description: `${fmtDate(d, 'mdy')} ${name} ${eid} Records request COPY Medical record copies, per page`,
        quantity: pages,
        unitPrice: 0.75,
        amount: round2(pages * 0.75),
        date: d,
        code: 'COPY',
      });
    }
    const sub = sumOf(its);
    const net30 = rng.chance(0.5);
    return {
      number: `${rng.digits(7)}-OH`,
      status: null,
      issue,
      due: net30 ? addDays(issue, 30) : null,
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
        'Drug test results are reported to the designated employer representative only. Medical examiner certificates are uploaded to the National Registry within one business day.',
        'Employer-paid services only: your drivers are never billed for visits authorized on this account. Please send payment with the remittance copy to the lockbox.',
        'Questions about a visit on this invoice should reference the invoice number and the employee ID, not the driver name or date of birth.',
      ]),
      extra: {
        acct: `EMP-${rng.digits(5)}`,
        period: `${fmtDate(pStart, 'mdy')} - ${fmtDate(pEnd, 'mdy')}`,
        tin: `${rng.digits(2)}-${rng.digits(7)}`,
        box: `PO Box ${rng.int(1000, 98999)}`,
        lockCity: rng.pick(['Dallas, TX 75312', 'Atlanta, GA 30384', 'Chicago, IL 60693']),
      },
    };
  },
  draw(s, inv) {
    const m = 34;
    const W = s.width - 2 * m;
    const F: FontName = 'narrow';
    const B: FontName = 'narrow-bold';
    const se = inv.seller;
    const x = inv.extra;
    const blue = '#2358a6';
    s.text(se.company ?? '', m, 30, { font: B, size: 15, color: blue });
    stack(
      s,
      [
        `${se.street ?? ''}, ${cityLine(se) ?? ''}`,
        `Employer services: ${se.contact ?? ''}  ${fmtPhone(se.phone ?? '', 'dash')}`,
        se.email,
        `Tax ID ${x.tin}`,
      ],
      m,
      50,
      { font: F, size: 8.5 },
    );
    const bx = m + W - 210;
    s.rect(bx, 28, 210, 80, { fill: '#eef3fb', stroke: blue, lineWidth: 0.8 });
    s.text('EMPLOYER INVOICE', bx + 8, 33, { font: B, size: 11, color: blue });
    labelRows(
      s,
      [
        ['Invoice no.', inv.number ?? '', true],
        ['Invoice date', fmtDate(inv.issue, 'mdy'), false],
        ['Employer acct', x.acct ?? '', false],
        ['Service period', x.period ?? '', false],
      ],
      bx + 8,
      50,
      194,
      F,
      B,
      8.5,
    );
    s.text('EMPLOYER', m, 112, { font: B, size: 8, color: blue });
    stack(s, lines(inv.buyer, { attn: 'DER:' }), m, 123, { font: F, size: 9.5 });
    s.text('REMIT TO', m + 280, 112, { font: B, size: 8, color: blue });
    stack(s, [se.company, x.box ?? null, x.lockCity ?? null], m + 280, 123, { font: F, size: 9.5 });
    const cont = () =>
      s.text(`${se.company ?? ''}  |  Invoice no. ${inv.number ?? ''}  |  continued`, m, 30, {
        font: F,
        size: 8.5,
        color: blue,
      });
    const rows: Row[] = inv.items.map((i) => {
      const date = fmtDate(i.date as Day, 'mdy');
      const rest = i.description.slice(date.length + 1).split(' ');
      const name = `${rest[0]} ${rest[1]}`;
      const eid = rest[2] ?? '';
      const after = rest.slice(3).join(' ');
      const ci = after.indexOf(` ${i.code} `);
      return [
        date,
        name,
        eid,
        after.slice(0, ci),
        i.code ?? '',
        after.slice(ci + (i.code ?? '').length + 2),
        i.quantity === null ? '' : String(i.quantity),
        i.unitPrice === null ? '' : plain(i.unitPrice),
        plain(i.amount),
      ];
    });
    let y = table(
      s,
      m,
      200,
      [
        { header: 'Service date', width: 52 },
        { header: 'Patient', width: 82 },
        { header: 'Emp ID', width: 40 },
        { header: 'Visit reason', width: 66 },
        { header: 'CPT / code', width: 44 },
        { header: 'Service', width: W - 52 - 82 - 40 - 66 - 44 - 30 - 46 - 58 },
        { header: 'Units', width: 30, align: 'right' },
        { header: 'Fee', width: 46, align: 'right' },
        { header: 'Amount', width: 58, align: 'right' },
      ],
      rows,
      {
        font: F,
        bold: B,
        size: 8,
        headerFill: blue,
        headerColor: '#ffffff',
        zebra: '#f3f6fb',
        padding: 3,
        bottom: s.height - 60,
        topOnNewPage: 50,
        onNewPage: cont,
      },
    );
    y = room(s, y + 10, 150, 50, cont);
    const tx = m + W - 230;
    labelRows(
      s,
      [
        ['Total charges', plain(inv.subtotal), false],
        ['AMOUNT DUE', money(inv.total), true],
        ['Due', inv.due ? fmtDate(inv.due, 'mdy') : 'Upon receipt', false],
      ],
      tx,
      y,
      230,
      F,
      B,
      10,
    );
    // aging strip
    const ay = y + 56;
    const heads = ['Current', '31-60 days', '61-90 days', 'Over 90', 'Account balance'];
    const vals = [plain(inv.total), '0.00', '0.00', '0.00', plain(inv.total)];
    const aw = W / heads.length;
    heads.forEach((h, i) => {
      s.rect(m + i * aw, ay, aw, 30, { stroke: '#9db3d6', lineWidth: 0.5 });
      s.text(h, m + i * aw, ay + 4, { font: B, size: 8, align: 'center', width: aw });
      s.text(vals[i] ?? '', m + i * aw, ay + 16, {
        font: F,
        size: 8.5,
        align: 'center',
        width: aw,
      });
    });
    y = ay + 42;
    s.text('Notes:', m, y, { font: B, size: 8.5 });
    para(s, inv.notes ?? '', m + 30, y, W - 30, { font: F, size: 8.5 });
    s.text(
      'CONFIDENTIAL - contains protected health information disclosed to the employer under 49 CFR Part 40. Do not forward.',
      m,
      s.height - 40,
      { font: F, size: 7, align: 'center', width: W, color: '#666666' },
    );
  },
};

export const UNSEEN_LAYOUTS_10: InvoiceLayout[] = [
  retreadCredit,
  haulTickets,
  utilityBill,
  assnDues,
  clinicInvoice,
];
