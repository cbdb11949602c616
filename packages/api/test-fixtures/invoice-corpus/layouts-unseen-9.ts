/**
 * The tenth held-out set of invoice layouts (issue 16), written after the five layouts of
 * layouts-unseen-8.ts were measured and moved to dev. Appended to the layout list after them, so
 * every earlier document keeps its seed. Written without looking at the extractor: bills a
 * carrier receives (a truck-driving school's tuition invoice for sponsored trainees, a fuel-tax
 * filing service's quarterly bill, a flatbed cargo-control supplier's invoice, a Quebec snow
 * removal contractor's bilingual invoice, an environmental service ticket from the shop's parts
 * washer and used-oil route). Names are made up.
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
  fmtInt,
  fmtPhone,
  LETTER,
  MONTHS,
  p2,
  para,
  type Rng,
  round2,
  type Surface,
  table,
} from '../shared/surface';
import {
  acct,
  cityLine,
  issueDay,
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
} from './layout-helpers';
import type { InvoiceLayout } from './layouts';
import { carrierParty, personName, place, type TItem, type TParty } from './model';

// ---- helpers -------------------------------------------------------------------------------------

const longDate = (d: Day) => fmtDate(d, 'long');
/** `05 Nov 2026`. */
const dMonY = (d: Day) => `${p2(d.d)} ${MONTHS[d.m - 1]} ${d.y}`;
/** Day first, `05/11/2026` (only where the page says DD/MM/YYYY). */
const dmy = (d: Day) => `${p2(d.d)}/${p2(d.m)}/${d.y}`;
const dayNum = (d: Day) => Date.UTC(d.y, d.m - 1, d.d) / 86400000;

/** A new page when `need` points do not fit under `y`; returns the y to continue at. */
function room(s: Surface, y: number, need: number, top: number, onNew?: () => void): number {
  if (y + need <= s.height - 40) return y;
  s.newPage();
  onNew?.();
  return top;
}

// ---- L1. truck-driving school's tuition invoice for sponsored trainees ---------------------------

const SCHOOLS = [
  'Crossroads CDL Academy',
  'Interstate Driver Training Institute',
  'Big Rig Career School LLC',
  'Keystone Commercial Driving School',
  'Heartland Truck Driving Academy',
];
const PROGRAMS: Array<[string, number, number]> = [
  [
    'Class A CDL program - 160 hours: ELDT theory, range and public-road behind-the-wheel training',
    4995,
    4,
  ],
  [
    'Class A CDL program, 4 weeks full time - ELDT theory (online), range skills and road training',
    5750,
    4,
  ],
  [
    'Class A CDL refresher - 40 hours of range and road training for previously licensed drivers',
    1850,
    1,
  ],
  [
    'Class B to Class A upgrade - 80 hours of range and road training in a tractor-trailer',
    3200,
    2,
  ],
];
const CAMPUSES = ['Main campus', 'North range', 'East campus', 'Airport Rd range'];

const cdlSchool: InvoiceLayout = {
  id: 'cdl-school-tuition',
  title:
    "Truck-driving school's tuition invoice to a carrier sponsoring its trainees: centred letterhead with the school licence and FMCSA registry number, the invoice number, long invoice date and due date in one centred line under the title, sponsoring-employer block with Attn, a class box with the admissions representative, sponsorship terms in a box above the table, one section per trainee (name and student ID heading; dated rows for tuition, physical, drug screen, extra road hours in hrs, skills-test and retest fees, a workforce-grant credit in brackets on some) closed by a trainee subtotal row, the table running onto a second page on some, subtotal, a fleet-partner discount on some, balance due or invoice total with a PAID box and check number",
  modelledOn: 'Private CDL schools billing carriers for company-sponsored students',
  page: LETTER,
  embedFonts: false,
  build(rng) {
    const seller = sellerParty(rng, SCHOOLS, 'accounts', true, 0.85);
    const buyer = carrierParty(rng, { contact: true, email: rng.chance(0.6) });
    const issue = issueDay(rng);
    const [program, tuition, weeks] = rng.pick(PROGRAMS);
    const start = addDays(issue, -7 * weeks - rng.int(2, 6));
    const n = rng.int(2, 5);
    const skills = rng.pick([225, 250, 275, 300, 350]);
    const phys = rng.pick([95, 105, 110, 125]);
    const drug = rng.pick([45, 55, 60, 65]);
    const btw = rng.pick([75, 85, 90, 95]);
    const its: TItem[] = [];
    for (let k = 0; k < n; k++) {
      const name = personName(rng);
      const g = `${name}|${String(issue.y).slice(2)}-${rng.int(1001, 1999)}`;
      const row = (d: Day, text: string, q: number | null, p: number | null, a?: number) =>
        its.push({
          description: `${mdyy(d)} ${text}`,
          quantity: q,
          unitPrice: p,
          amount: a ?? round2((q ?? 1) * (p ?? 0)),
          group: g,
          date: d,
          unit: q !== null && text.includes('behind-the-wheel') ? 'hrs' : '',
        });
      const pre = addDays(start, -rng.int(4, 12));
      row(start, program, 1, tuition);
      row(pre, 'DOT physical examination and medical examiner certificate', 1, phys);
      row(pre, 'Pre-enrollment DOT drug screen, 5-panel with MRO review', 1, drug);
      if (rng.chance(0.45))
        row(
          addDays(start, 7 * weeks - rng.int(1, 4)),
          'Additional behind-the-wheel training, public road',
          rng.int(4, 12),
          btw,
        );
      const test = addDays(issue, -rng.int(1, 4));
      row(
        test,
        'CDL skills test - third-party examiner fee (pre-trip inspection, basic control, road test)',
        1,
        skills,
      );
      if (rng.chance(0.25))
        row(addDays(test, 1), 'Skills test retest - road portion', 1, rng.pick([125, 150]));
      if (rng.chance(0.3))
        row(
          start,
          `Workforce training grant applied - voucher ${rng.digits(6)}`,
          null,
          null,
          -rng.pick([1000, 1500, 2000, 2500]),
        );
    }
    const sub = sumOf(its);
    const per = rng.pick([150, 200, 250]);
    const discount = rng.chance(0.45) ? n * per : null;
    const paid = rng.chance(0.3);
    return {
      number: `${rng.pick(['INV', 'T', 'SP'])}-${String(issue.y).slice(2)}${rng.digits(4)}`,
      status: paid ? 'Paid' : null,
      issue,
      due: paid ? null : addDays(issue, rng.pick([15, 30])),
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
        'Sponsored trainees who withdraw before completing the program are billed for the weeks attended only; tuition for a trainee who fails the skills test twice is credited against the next class.',
        "Under the sponsorship agreement the employer pays tuition directly and trainees are not billed for any amount on this invoice. Questions about a trainee's progress go to the admissions representative.",
        'Skills test fees are passed through at the third-party examiner rate. Grant credits are applied when the workforce board approves the voucher; a voucher that is later denied is billed on the next invoice.',
      ]),
      extra: {
        per: String(per),
        n: String(n),
        start: longDate(start),
        cls: `${String(start.y).slice(2)}-${p2(start.m)}${rng.pick(['A', 'B', 'C'])}`,
        campus: rng.pick(CAMPUSES),
        lic: `${rng.pick(['C', 'S', 'L'])}-${rng.digits(4)}`,
        tpr: rng.digits(7),
        check: rng.digits(5),
        paidOn: longDate(addDays(issue, rng.int(1, 9))),
      },
    };
  },
  draw(s, inv) {
    const m = 46;
    const W = s.width - 2 * m;
    const F: FontName = 'sans';
    const B: FontName = 'sans-bold';
    const SB: FontName = 'serif-bold';
    const se = inv.seller;
    const by = inv.buyer;
    const x = inv.extra;
    const navy = '#1f3b5c';
    s.text(se.company ?? '', m, 34, { font: SB, size: 17, align: 'center', width: W, color: navy });
    s.text(`${se.street ?? ''}  |  ${cityLine(se) ?? ''}`, m, 56, {
      font: F,
      size: 8.5,
      align: 'center',
      width: W,
    });
    s.text(
      `Phone ${fmtPhone(se.phone ?? '', 'dash')}${se.email ? `  |  ${se.email}` : ''}`,
      m,
      67,
      { font: F, size: 8.5, align: 'center', width: W },
    );
    s.text(
      `State licensed career school, license no. ${x.lic}  -  FMCSA Training Provider Registry no. ${x.tpr}`,
      m,
      78,
      { font: F, size: 7.5, align: 'center', width: W, color: '#555555' },
    );
    s.line(m, 92, m + W, 92, 1.2, navy);
    s.text('SPONSORED STUDENT TUITION INVOICE', m, 102, {
      font: B,
      size: 13,
      align: 'center',
      width: W,
    });
    s.text(
      `Invoice No. ${inv.number ?? ''}     Invoice date: ${longDate(inv.issue)}${inv.due ? `     Payment due: ${longDate(inv.due)}` : ''}`,
      m,
      120,
      { font: F, size: 9.5, align: 'center', width: W },
    );
    s.text('BILL TO (SPONSORING EMPLOYER)', m, 146, { font: B, size: 8, color: navy });
    stack(
      s,
      [
        by.company,
        by.contact ? `Attn: ${by.contact}, Driver Recruiting` : null,
        by.street,
        cityLine(by),
        by.phone ? fmtPhone(by.phone, 'paren') : null,
        by.email,
      ],
      m,
      158,
      { font: F, size: 9.5 },
    );
    const cx = m + W - 230;
    s.rect(cx, 144, 230, 72, { stroke: navy, lineWidth: 0.8 });
    s.text('CLASS', cx + 8, 149, { font: B, size: 8, color: navy });
    stack(
      s,
      [
        `Class ${x.cls}  -  ${x.campus}`,
        `Program start: ${x.start}`,
        `Trainees on this invoice: ${x.n}`,
        `Admissions representative: ${se.contact ?? ''}`,
      ],
      cx + 8,
      161,
      { font: F, size: 8.5 },
    );
    s.rect(m, 232, W, 12, { fill: '#e8edf3' });
    s.text('Sponsorship terms', m + 6, 234.5, { font: B, size: 8 });
    let y = para(s, inv.notes ?? '', m + 6, 249, W - 12, { font: F, size: 8 });
    s.rect(m, 232, W, y - 232 + 3, { stroke: '#8899aa', lineWidth: 0.5 });
    const cont = () =>
      s.text(`${se.company ?? ''}  -  Invoice No. ${inv.number ?? ''}  (continued)`, m, 34, {
        font: F,
        size: 8.5,
        color: navy,
      });
    const groups: string[] = [];
    for (const i of inv.items) if (!groups.includes(i.group ?? '')) groups.push(i.group ?? '');
    const rows: Row[] = [];
    for (const g of groups) {
      const [name, sid] = g.split('|');
      rows.push({ span: `Trainee: ${name}     Student ID ${sid}`, bold: true });
      const its = inv.items.filter((i) => i.group === g);
      for (const i of its) {
        const d = mdyy(i.date as Day);
        rows.push([
          d,
          i.description.slice(d.length + 1),
          i.quantity === null ? '' : `${i.quantity}${i.unit ? ` ${i.unit}` : ''}`,
          i.unitPrice === null ? '' : plain(i.unitPrice),
          acct(i.amount),
        ]);
      }
      rows.push({ span: `Subtotal - ${name}`, right: plain(sumOf(its)) });
    }
    y = table(
      s,
      m,
      y + 14,
      [
        { header: 'Date', width: 52 },
        { header: 'Description', width: W - 52 - 50 - 62 - 72 },
        { header: 'Qty / Hrs', width: 50, align: 'right' },
        { header: 'Rate', width: 62, align: 'right' },
        { header: 'Amount', width: 72, align: 'right' },
      ],
      rows,
      {
        font: F,
        bold: B,
        size: 8.5,
        headerFill: navy,
        headerColor: '#ffffff',
        padding: 3.5,
        bottom: s.height - 56,
        topOnNewPage: 54,
        onNewPage: cont,
      },
    );
    y = room(s, y + 10, 110, 54, cont);
    const tx = m + W - 280;
    const tot: Array<[string, string, boolean]> = [['Subtotal', money(inv.subtotal), false]];
    if (inv.discount !== null)
      tot.push([
        `Fleet partner discount (${x.n} trainees x ${money(Number(x.per))})`,
        `-${money(inv.discount)}`,
        false,
      ]);
    if (inv.status === 'Paid') {
      tot.push(['Invoice total', money(inv.total), true]);
      tot.push([`Paid by check no. ${x.check}, ${x.paidOn}`, `-${money(inv.total)}`, false]);
      tot.push(['Balance due', money(0), true]);
    } else tot.push(['BALANCE DUE', money(inv.total), true]);
    tot.forEach(([l, v, b], i) => {
      s.text(l, tx, y + i * 15, { font: b ? B : F, size: 9 });
      right(s, v, tx, y + i * 15, 280, { font: b ? B : F, size: 9 });
    });
    if (inv.status === 'Paid') {
      s.rect(m + 20, y + 4, 120, 40, { stroke: '#b3261e', lineWidth: 2 });
      s.text('PAID', m + 20, y + 12, {
        font: B,
        size: 22,
        color: '#b3261e',
        align: 'center',
        width: 120,
      });
    } else {
      stack(
        s,
        [
          `Make checks payable to ${se.company ?? ''}.`,
          'Please write the class number and invoice number on your check.',
        ],
        m,
        y,
        { font: F, size: 8 },
      );
    }
  },
};

// ---- L2. fuel-tax (IFTA) filing service's quarterly bill ----------------------------------------

const FT_FIRMS = [
  'Milestone Fuel Tax Services',
  'Quarterly Compliance Partners LLC',
  'TaxMiles Carrier Filing Co',
  'Redline Permits & Fuel Tax Inc',
];
/** Made-up per-gallon diesel rates, four decimals as IFTA prints them. */
const IFTA_RATES: Record<string, [string, number]> = {
  AL: ['Alabama', 0.3123],
  AR: ['Arkansas', 0.2851],
  AZ: ['Arizona', 0.2603],
  CA: ['California', 1.0187],
  CO: ['Colorado', 0.3247],
  FL: ['Florida', 0.3679],
  GA: ['Georgia', 0.3713],
  IA: ['Iowa', 0.3251],
  ID: ['Idaho', 0.3201],
  IL: ['Illinois', 0.7391],
  IN: ['Indiana', 0.6147],
  KS: ['Kansas', 0.2643],
  KY: ['Kentucky', 0.2477],
  LA: ['Louisiana', 0.2001],
  MA: ['Massachusetts', 0.2403],
  MI: ['Michigan', 0.3017],
  MN: ['Minnesota', 0.2853],
  MO: ['Missouri', 0.2451],
  MS: ['Mississippi', 0.1839],
  NC: ['North Carolina', 0.4059],
  NE: ['Nebraska', 0.3133],
  NJ: ['New Jersey', 0.4869],
  NM: ['New Mexico', 0.2113],
  NV: ['Nevada', 0.2707],
  NY: ['New York', 0.3943],
  OH: ['Ohio', 0.4701],
  OK: ['Oklahoma', 0.1903],
  PA: ['Pennsylvania', 0.7851],
  SC: ['South Carolina', 0.2899],
  TN: ['Tennessee', 0.2719],
  TX: ['Texas', 0.2001],
  UT: ['Utah', 0.3643],
  VA: ['Virginia', 0.4037],
  WA: ['Washington', 0.4937],
  WI: ['Wisconsin', 0.3287],
};

const fuelTaxService: InvoiceLayout = {
  id: 'fuel-tax-filing-service',
  title:
    "Fuel-tax filing service's quarterly bill to a carrier: a grey sidebar holding INVOICE with the number, `05 Nov 2026` dates, account, IFTA licence, base jurisdiction, quarter, units and fleet MPG, the filing specialist and ACH remit; the main column with the firm, Bill To, A. preparation services (qty × fee) with a section total row, B. fuel tax remitted per jurisdiction (total miles, taxable, tax-paid and net taxable gallons, a 4-decimal rate, tax or a bracketed credit) with a late-filing penalty with an amount only on late returns and a net-tax row, service fees, net fuel tax and TOTAL DUE (no subtotal), PAID by ACH draft on some, notes",
  modelledOn:
    'Fuel-tax and permit services that prepare IFTA and weight-distance returns and remit the tax for small fleets',
  page: LETTER,
  embedFonts: false,
  build(rng) {
    const seller = sellerParty(rng, FT_FIRMS, 'billing', true, 0.8);
    const buyer = carrierParty(rng, { contact: rng.chance(0.5), email: rng.chance(0.5) });
    const home = rng.pick(PLACES.filter((p) => IFTA_RATES[p.state]));
    buyer.city = home.city;
    buyer.state = home.state;
    buyer.zip = home.zip;
    const base = home.state;
    const issue = issueDay(rng);
    const deadline: Day = { y: 2026, m: 10, d: 31 };
    const late = dayNum(issue) > dayNum(deadline);
    const units = rng.int(2, 12);
    const mpg = rng.money(6.1, 7.1, 2);
    const others = rng
      .shuffle(Object.keys(IFTA_RATES).filter((j) => j !== base))
      .slice(0, rng.int(5, 15));
    const jurs = [base, ...others].sort();
    const miles = jurs.map((j) => (j === base ? rng.int(5000, 9000) : rng.int(300, 4200)) * units);
    const taxable = miles.map((mi) => Math.round(mi / mpg));
    const totalTaxable = taxable.reduce((a, b) => a + b, 0);
    let paidGal: number[] = [];
    let net: number[] = [];
    let taxes: number[] = [];
    for (let tries = 0; tries < 12; tries++) {
      // most fuel is bought at the home terminal, the rest on the road
      const bi = jurs.indexOf(base);
      const buyAt = [
        bi,
        ...rng.shuffle(jurs.map((_, k) => k).filter((k) => k !== bi)).slice(0, rng.int(1, 4)),
      ];
      const bought = Math.round(totalTaxable * rng.money(0.86 - tries * 0.05, 1.0 - tries * 0.05));
      const w = buyAt.map((k) => (k === bi ? rng.int(8, 16) : rng.int(1, 6)));
      const ws = w.reduce((a, b) => a + b, 0);
      paidGal = jurs.map(() => 0);
      buyAt.forEach((k, i) => {
        paidGal[k] = Math.round((bought * (w[i] ?? 0)) / ws);
      });
      net = taxable.map((t, k) => t - (paidGal[k] ?? 0));
      taxes = jurs.map((j, k) => round2((net[k] ?? 0) * (IFTA_RATES[j]?.[1] ?? 0)));
      if (taxes.reduce((a, b) => a + b, 0) > 60) break;
    }
    const its: TItem[] = [];
    const svc = (d: string, q: number, p: number) =>
      its.push({ description: d, quantity: q, unitPrice: p, amount: round2(q * p), group: 'S' });
    svc(
      'IFTA quarterly return preparation and electronic filing - Q3 2026',
      1,
      rng.pick([95, 125, 150]),
    );
    svc(
      'Mileage and fuel reconciliation from ELD and fuel card data, per unit',
      units,
      rng.pick([12, 15, 18, 20]),
    );
    if (rng.chance(0.5))
      svc('Kentucky KYU weight-distance return - Q3 2026', 1, rng.pick([35, 40]));
    if (rng.chance(0.45)) svc('New York HUT return - Q3 2026', 1, rng.pick([35, 40]));
    if (rng.chance(0.35)) svc('New Mexico weight-distance return - Q3 2026', 1, rng.pick([35, 40]));
    if (issue.m === 11 && rng.chance(0.6))
      svc(
        '2027 IFTA decal set (pair) and license renewal, per unit',
        units,
        rng.pick([10, 12.5, 15]),
      );
    jurs.forEach((j, k) => {
      its.push({
        description: `${IFTA_RATES[j]?.[0] ?? j} (${j})`,
        quantity: net[k] ?? 0,
        unitPrice: IFTA_RATES[j]?.[1] ?? 0,
        amount: taxes[k] ?? 0,
        group: 'T',
        code: [miles[k], taxable[k], paidGal[k]].join('|'),
      });
    });
    if (late) {
      const netTax = round2(taxes.reduce((a, b) => a + b, 0));
      its.push({
        description: 'Late filing penalty (greater of $50.00 or 10% of net tax due)',
        quantity: null,
        unitPrice: null,
        amount: Math.max(50, round2(netTax * 0.1)),
        group: 'T',
      });
    }
    const total = sumOf(its);
    const paid = rng.chance(0.3);
    const due = late
      ? addDays(issue, 10)
      : dayNum(issue) >= dayNum({ y: 2026, m: 10, d: 27 })
        ? addDays(issue, 2)
        : addDays(issue, rng.int(5, 7));
    return {
      number: `FT-${rng.digits(5)}`,
      status: paid ? 'Paid' : null,
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
      total,
      notes: rng.pick([
        'Keep trip sheets, ELD records and fuel receipts for four years after the return is filed; your base jurisdiction may audit them. Credits are carried forward by the base jurisdiction unless a refund is requested.',
        'Tax amounts are remitted to your base jurisdiction on your behalf when this invoice is paid. Returns for jurisdictions with a credit balance are filed with a request to carry the credit forward.',
      ]),
      extra: {
        account: `C-${rng.digits(4)}`,
        license: `${base}${rng.digits(6)}`,
        units: String(units),
        mpg: mpg.toFixed(2),
        base,
        late: late ? 'y' : '',
        draft: dMonY(addDays(issue, rng.int(1, 3))),
        routing: rng.digits(9),
        acctNo: `xxxx${rng.digits(4)}`,
      },
    };
  },
  draw(s, inv) {
    const side = 168;
    const m = side + 18;
    const W = s.width - m - 34;
    const F: FontName = 'sans';
    const B: FontName = 'sans-bold';
    const se = inv.seller;
    const by = inv.buyer;
    const x = inv.extra;
    const band = () => s.rect(0, 0, side, s.height, { fill: '#eceff2' });
    band();
    const sx = 18;
    s.text('INVOICE', sx, 40, { font: B, size: 18, color: '#2a4d69' });
    const sideRows: Array<[string, string]> = [
      ['Invoice no.', inv.number ?? ''],
      ['Invoice date', dMonY(inv.issue)],
      ['Due date', inv.due ? dMonY(inv.due) : ''],
    ];
    let sy = 70;
    for (const [l, v] of sideRows) {
      s.text(l, sx, sy, { font: F, size: 7.5, color: '#555555' });
      s.text(v, sx, sy + 10, { font: B, size: 10 });
      sy += 28;
    }
    sy += 6;
    s.text('ACCOUNT', sx, sy, { font: B, size: 8, color: '#2a4d69' });
    sy = stack(
      s,
      [
        `Account ${x.account}`,
        `IFTA license ${x.license}`,
        `Base jurisdiction ${x.base}`,
        'Reporting period Q3 2026',
        '(01 Jul 2026 - 30 Sep 2026)',
        `Qualified units ${x.units}`,
        `Fleet MPG ${x.mpg}`,
      ],
      sx,
      sy + 12,
      { font: F, size: 8 },
    );
    sy += 12;
    s.text('YOUR FILING SPECIALIST', sx, sy, { font: B, size: 8, color: '#2a4d69' });
    sy = stack(s, [se.contact, fmtPhone(se.phone ?? '', 'dot'), se.email], sx, sy + 12, {
      font: F,
      size: 8,
    });
    sy += 12;
    s.text('PAY BY ACH', sx, sy, { font: B, size: 8, color: '#2a4d69' });
    stack(
      s,
      [
        `Routing 0${(x.routing ?? '').slice(1)}`,
        `Account ${x.acctNo}`,
        `Reference ${inv.number ?? ''}`,
      ],
      sx,
      sy + 12,
      { font: F, size: 8 },
    );
    s.text(se.company ?? '', m, 36, { font: B, size: 15 });
    stack(
      s,
      [
        'IFTA  |  IRP  |  Weight-distance taxes  |  Permits',
        `${se.street ?? ''}, ${cityLine(se) ?? ''}`,
      ],
      m,
      56,
      { font: F, size: 8.5, color: '#444444' },
    );
    s.text('Bill to', m, 92, { font: B, size: 8.5, color: '#2a4d69' });
    stack(s, lines(by, { phoneStyle: 'dash' }), m, 104, { font: F, size: 9.5 });
    const cont = () => {
      band();
      s.text(`Invoice ${inv.number ?? ''} - continued`, sx, 40, { font: B, size: 9 });
    };
    s.text('A.  Preparation and filing services', m, 190, { font: B, size: 9.5 });
    const sv = inv.items.filter((i) => i.group === 'S');
    let y = table(
      s,
      m,
      203,
      [
        { header: 'Service', width: W - 38 - 52 - 62 },
        { header: 'Qty', width: 38, align: 'right' },
        { header: 'Fee', width: 52, align: 'right' },
        { header: 'Amount', width: 62, align: 'right' },
      ],
      [
        ...sv.map((i) => [i.description, String(i.quantity), plain(i.unitPrice), plain(i.amount)]),
        { span: 'Total service fees', bold: true, right: plain(sumOf(sv)) },
      ],
      {
        font: F,
        bold: B,
        size: 8,
        padding: 3,
        bottom: s.height - 46,
        topOnNewPage: 60,
        onNewPage: cont,
      },
    );
    y = room(s, y + 16, 80, 60, cont);
    s.text(`B.  Fuel tax remitted to ${IFTA_RATES[x.base ?? '']?.[0] ?? ''} on your behalf`, m, y, {
      font: B,
      size: 9.5,
    });
    const tx = inv.items.filter((i) => i.group === 'T');
    const fw = W - 78 - 4 * 50 - 46;
    y = table(
      s,
      m,
      y + 13,
      [
        { header: 'Jurisdiction', width: 78 },
        { header: 'Total miles', width: 50, align: 'right' },
        { header: 'Taxable gallons', width: 50, align: 'right' },
        { header: 'Tax-paid gallons', width: 50, align: 'right' },
        { header: 'Net taxable gallons', width: 50, align: 'right' },
        { header: 'Tax rate', width: 46, align: 'right' },
        { header: 'Tax due (credit)', width: fw, align: 'right' },
      ],
      [
        ...tx.map((i) => {
          if (!i.code) return [i.description, '', '', '', '', '', acct(i.amount)];
          const [mi, tg, pg] = (i.code ?? '').split('|').map(Number);
          const q = i.quantity ?? 0;
          return [
            i.description,
            fmtInt(mi ?? 0),
            fmtInt(tg ?? 0),
            fmtInt(pg ?? 0),
            q < 0 ? `(${fmtInt(-q)})` : fmtInt(q),
            (i.unitPrice ?? 0).toFixed(4),
            acct(i.amount),
          ];
        }),
        { span: 'Net fuel tax remitted', bold: true, right: acct(sumOf(tx)) },
      ],
      {
        font: F,
        bold: B,
        size: 7.5,
        padding: 2.6,
        zebra: '#f5f7f9',
        bottom: s.height - 46,
        topOnNewPage: 60,
        onNewPage: cont,
      },
    );
    y = room(s, y + 14, 56, 60, cont);
    const bx = m + W - 220;
    const tot: Array<[string, string, boolean]> = [
      ['Service fees', money(sumOf(sv)), false],
      ['Net fuel tax', money(sumOf(tx)), false],
      ['TOTAL DUE', money(inv.total), true],
    ];
    tot.forEach(([l, v, b], i) => {
      s.text(l, bx, y + i * 15, { font: b ? B : F, size: b ? 10.5 : 9 });
      right(s, v, bx, y + i * 15, 220, { font: b ? B : F, size: b ? 10.5 : 9 });
    });
    s.line(bx, y + 2 * 15 - 3, bx + 220, y + 2 * 15 - 3, 0.8);
    if (inv.status === 'Paid') {
      s.rect(m, y, 150, 34, { fill: '#e3f1e3', stroke: '#2e7d32', lineWidth: 1 });
      s.text('PAID', m + 8, y + 4, { font: B, size: 13, color: '#2e7d32' });
      s.text(`ACH draft ${x.draft}`, m + 8, y + 20, { font: F, size: 8, color: '#2e7d32' });
    } else if (x.late) {
      para(s, 'The Q3 return was filed after the 31 Oct 2026 due date.', m, y, 170, {
        font: F,
        size: 8,
      });
    }
    y += 60;
    y = room(s, y, 40, 60, cont);
    para(s, inv.notes ?? '', m, y, W, { font: F, size: 7.5, color: '#333333' });
  },
};

// ---- L3. flatbed cargo-control supplier's invoice: ordered / shipped / back-ordered ---------------

const SUPPLIERS = [
  'Flatbed Gear Supply Co',
  'Tie-Down Depot Inc',
  'Southern Tarp & Strap Co',
  'Cargo Control Warehouse LLC',
];
const CATALOG: Array<[string, string, number]> = [
  ['RS427-FH', '4" x 27\' ratchet strap, flat hook, 5,400 lb WLL', 18.95],
  ['WS430-FH', '4" x 30\' winch strap, flat hook, 5,400 lb WLL', 12.75],
  ['WS440-FH', '4" x 40\' winch strap, flat hook, 5,400 lb WLL', 15.4],
  ['CH3820-G70', '3/8" x 20\' grade 70 transport chain with clevis grab hooks', 46.5],
  ['LB38-RAT', 'Ratchet load binder 3/8"-1/2", 5,400 lb WLL', 38.9],
  ['LB38-LEV', 'Lever load binder 3/8"-1/2"', 31.25],
  ['LT2427-8', "Lumber tarp 24' x 27' with 8' drop, 18 oz vinyl, black, D-rings every 2'", 259],
  ['ST1624-6', "Steel tarp 16' x 24' with 6' drop, 18 oz vinyl", 219],
  ['SMK1012', "Smoke tarp 10' x 12', 14 oz vinyl", 64.5],
  ['BC21-50', 'Rubber bungee cord 21", box of 50', 39.95],
  ['EP4-PL', 'Plastic edge protector for 4" strap', 1.375],
  ['CP18-HD', 'Corner protector 18", heavy-duty steel', 9.85],
  ['WB36', 'Winch bar 36", combination, plated', 21.4],
  ['SW4-WELD', 'Sliding winch, weld-on, for 4" strap', 29.9],
  ['DR4-30K', 'D-ring 4", weld-on, 30,000 lb break strength', 6.125],
  ['TS31-EPDM', 'EPDM rubber tarp strap 31" with S-hooks', 1.85],
  ['FLG18-RED', 'Oversize flag 18" x 18", red, with dowel', 4.15],
  ['BNR-OSL', 'OVERSIZE LOAD banner 7\' x 18", mesh', 27.5],
  ['CR48-PR', 'Coil rack 48", steel, pair', 189],
  ['LLB-ALU', 'Aluminum load lock bar, 86"-101"', 64.95],
  ['ET2-16', 'E-track strap 2" x 16\', cam buckle', 13.6],
  ['GLV-LTH', 'Work gloves, leather palm, dozen', 28.8],
];

const cargoControl: InvoiceLayout = {
  id: 'cargo-control-supply',
  title:
    "Flatbed cargo-control supplier's invoice: seller block top left, a boxed INVOICE grid top right (invoice no., invoice date, customer no., due date, `10/28/26` dates), Sold To and Ship To boxes (ship-to a terminal shop), an order strip (customer PO, order no., order and ship dates, ship via, terms, salesperson), item no. / description / ordered / shipped / back-ordered / unit price / amount with 3-decimal prices on small parts, back-ordered rows billed at the shipped quantity, a fully back-ordered row at 0.00 on some, a return with a negative shipped quantity and amount on some, the table running onto a second page with the header repeated on most, merchandise total, a contractor discount on some, freight, sales tax on merchandise or EXEMPT, invoice total, paid by card with balance 0.00 and PAID on some, return policy note",
  modelledOn:
    'Cargo-control and tarp distributors selling straps, chains, binders and tarps to flatbed fleets',
  page: LETTER,
  embedFonts: false,
  build(rng) {
    const seller = sellerParty(rng, SUPPLIERS, 'invoices', true, 0.75);
    const buyer = carrierParty(rng, { contact: rng.chance(0.5), email: rng.chance(0.4) });
    const issue = issueDay(rng);
    const picks = rng.shuffle(CATALOG).slice(0, rng.int(13, 22));
    const its: TItem[] = picks.map(([code, d, p]) => {
      const big = p > 150;
      const ordered = big ? rng.int(1, 4) : p < 3 ? rng.pick([25, 50, 100, 200]) : rng.int(2, 40);
      const roll = rng.next();
      const bo = roll < 0.07 ? ordered : roll < 0.22 ? rng.int(1, Math.max(1, ordered - 1)) : 0;
      const shipped = ordered - bo;
      return {
        description: `${code} ${d}`,
        quantity: shipped,
        unitPrice: p,
        amount: round2(shipped * p),
        code,
        unit: `${ordered}|${bo}`,
      };
    });
    if (rng.chance(0.35)) {
      const [code, d, p] = rng.pick(CATALOG.filter(([, , pp]) => pp > 5 && pp < 100));
      const q = rng.int(1, 6);
      its.push({
        description: `${code} RETURN RA ${rng.digits(5)} - ${d}`,
        quantity: -q,
        unitPrice: p,
        amount: round2(-q * p),
        code,
        unit: '|',
      });
    }
    const sub = sumOf(its);
    const discount = rng.chance(0.35) ? round2(sub * 0.05) : null;
    const ltl = sub > 1500 && rng.chance(0.6);
    const shipping = ltl ? rng.money(145, 285) : rng.money(18, 96);
    const exempt = rng.chance(0.3);
    const taxRate = exempt ? null : rng.pick([0.0625, 0.07, 0.0725, 0.0825, 0.06]);
    const tax = taxRate ? round2((sub - (discount ?? 0)) * taxRate) : null;
    const card = rng.chance(0.35);
    const orderDay = addDays(issue, -rng.int(1, 6));
    return {
      number: String(rng.int(4100000, 4899999)),
      status: card ? 'Paid' : null,
      issue,
      due: card ? null : addDays(issue, 30),
      seller,
      buyer,
      items: its,
      subtotal: sub,
      tax,
      taxRate,
      shipping,
      discount,
      total: round2(sub - (discount ?? 0) + (tax ?? 0) + shipping),
      notes: rng.pick([
        'Returns require a return authorization (RA) number and must be made within 30 days in new condition. Custom-made tarps are not returnable. A 15% restocking fee applies to stock returns.',
        'Back-ordered items ship as soon as they are received and are invoiced when they ship. Report shortages or damage within 5 days of delivery.',
        'Working load limits are for new, undamaged equipment. Inspect tie-downs before every use and remove damaged straps and chain from service.',
      ]),
      extra: {
        cust: String(rng.int(10200, 38900)),
        po: rng.chance(0.7) ? `PO ${rng.digits(5)}` : 'VERBAL',
        order: `SO-${rng.digits(6)}`,
        orderDate: mdyy(orderDay),
        shipDate: mdyy(addDays(issue, -rng.int(0, 1))),
        via: ltl
          ? rng.pick(['LTL - Estes', 'LTL - Saia', 'LTL - Old Dominion'])
          : rng.pick(['UPS Ground', 'FedEx Ground', 'Our truck']),
        terms: card ? 'Credit card' : 'Net 30',
        card: `${rng.pick(['Visa', 'Mastercard', 'Amex'])} ending ${rng.digits(4)}`,
        ship: [
          `${buyer.company ?? ''} - Shop`,
          ...((): string[] => {
            const p = place(rng);
            return [p.street ?? '', `${p.city}, ${p.state} ${p.zip}`];
          })(),
        ].join('|'),
        taxLabel: taxRate ? `Sales tax ${Number((taxRate * 100).toFixed(2))}%` : '',
        cert: `RC-${rng.digits(6)}`,
      },
    };
  },
  draw(s, inv) {
    const m = 36;
    const W = s.width - 2 * m;
    const F: FontName = 'sans';
    const B: FontName = 'sans-bold';
    const N: FontName = 'narrow';
    const se = inv.seller;
    const by = inv.buyer;
    const x = inv.extra;
    const red = '#a4161a';
    s.rect(m, 32, 30, 30, { fill: red });
    s.text('CC', m, 40, { font: B, size: 13, color: '#ffffff', align: 'center', width: 30 });
    s.text(se.company ?? '', m + 38, 32, { font: B, size: 13 });
    stack(
      s,
      [se.street, cityLine(se), `Tel ${fmtPhone(se.phone ?? '', 'dash')}`, se.email],
      m + 38,
      49,
      { font: F, size: 8.5 },
    );
    const gx = m + W - 250;
    s.text('INVOICE', gx, 28, { font: B, size: 18, color: red, align: 'right', width: 250 });
    const cells: Array<[string, string]> = [
      ['Invoice No.', inv.number ?? ''],
      ['Invoice Date', mdyy(inv.issue)],
      ['Customer No.', x.cust ?? ''],
      ['Due Date', inv.due ? mdyy(inv.due) : 'PAID BY CARD'],
    ];
    cells.forEach(([l, v], i) => {
      const cx = gx + (i % 2) * 125;
      const cy = 52 + Math.floor(i / 2) * 30;
      s.rect(cx, cy, 125, 11, { fill: '#eeeeee' });
      s.rect(cx, cy, 125, 30, { stroke: '#555555', lineWidth: 0.5 });
      s.text(l, cx + 4, cy + 2, { font: B, size: 7 });
      s.text(v, cx + 4, cy + 15, { font: F, size: 10 });
    });
    const boxW = (W - 12) / 2;
    const boxes: Array<[string, Array<string | null>]> = [
      ['SOLD TO', lines(by)],
      ['SHIP TO', (x.ship ?? '').split('|')],
    ];
    boxes.forEach(([h, ls], i) => {
      const bx = m + i * (boxW + 12);
      s.rect(bx, 126, boxW, 86, { stroke: '#555555', lineWidth: 0.5 });
      s.rect(bx, 126, boxW, 12, { fill: '#333333' });
      s.text(h, bx + 5, 128.5, { font: B, size: 7.5, color: '#ffffff' });
      stack(s, ls, bx + 6, 143, { font: F, size: 9 });
    });
    const strip: Array<[string, string, number]> = [
      ['Customer PO', x.po ?? '', 78],
      ['Order No.', x.order ?? '', 74],
      ['Order Date', x.orderDate ?? '', 62],
      ['Ship Date', x.shipDate ?? '', 62],
      ['Ship Via', x.via ?? '', 96],
      ['Terms', x.terms ?? '', 68],
      ['Salesperson', se.contact ?? '', W - 440],
    ];
    let sx = m;
    for (const [l, v, w] of strip) {
      s.rect(sx, 222, w, 26, { stroke: '#555555', lineWidth: 0.5 });
      s.text(l, sx + 3, 224, { font: B, size: 6.5 });
      s.text(v, sx + 3, 235, { font: N, size: 8.5 });
      sx += w;
    }
    const cont = () => {
      s.text(
        `${se.company ?? ''}   Invoice No. ${inv.number ?? ''}   Customer No. ${x.cust ?? ''}`,
        m,
        34,
        {
          font: B,
          size: 9,
        },
      );
      s.text('Page 2 - continued from page 1', m, 48, { font: F, size: 8 });
    };
    const dw = W - 72 - 44 - 44 - 36 - 58 - 68;
    let y = table(
      s,
      m,
      260,
      [
        { header: 'Item No.', width: 72 },
        { header: 'Description', width: dw },
        { header: 'Ordered', width: 44, align: 'right' },
        { header: 'Shipped', width: 44, align: 'right' },
        { header: 'B/O', width: 36, align: 'right' },
        { header: 'Unit Price', width: 58, align: 'right' },
        { header: 'Amount', width: 68, align: 'right' },
      ],
      inv.items.map((i) => {
        const [ord, bo] = (i.unit ?? '|').split('|');
        return [
          i.code ?? '',
          i.description.slice((i.code ?? '').length + 1),
          ord ?? '',
          String(i.quantity ?? ''),
          bo ?? '',
          price(i.unitPrice),
          plain(i.amount),
        ];
      }),
      {
        font: N,
        bold: 'narrow-bold',
        size: 9.5,
        grid: true,
        headerFill: '#dddddd',
        padding: 3.5,
        bottom: s.height - 58,
        topOnNewPage: 64,
        onNewPage: cont,
      },
    );
    y = room(s, y + 10, 110, 64, cont);
    const tx = m + W - 230;
    const tot: Array<[string, string, boolean]> = [['Merchandise', plain(inv.subtotal), false]];
    if (inv.discount !== null)
      tot.push(['Contractor discount 5%', `-${plain(inv.discount)}`, false]);
    tot.push([`Freight (${x.via ?? ''})`, plain(inv.shipping), false]);
    tot.push(
      inv.tax !== null
        ? [x.taxLabel ?? 'Sales tax', plain(inv.tax), false]
        : ['Sales tax', 'EXEMPT', false],
    );
    tot.push(['INVOICE TOTAL (USD)', money(inv.total), true]);
    if (inv.status === 'Paid') {
      tot.push([`Payment - ${x.card}`, `-${plain(inv.total)}`, false]);
      tot.push(['Balance due', '0.00', true]);
    }
    tot.forEach(([l, v, b], i) => {
      s.text(l, tx, y + i * 14, { font: b ? B : F, size: 9 });
      right(s, v, tx, y + i * 14, 230, { font: b ? B : F, size: 9 });
    });
    s.rect(tx - 6, y - 5, 242, tot.length * 14 + 6, { stroke: '#555555', lineWidth: 0.5 });
    if (inv.status === 'Paid') s.text('PAID', m + 40, y + 4, { font: B, size: 26, color: red });
    let ny = y + (inv.status === 'Paid' ? 40 : 0);
    if (inv.tax === null) {
      s.text(`Tax exempt - resale certificate ${x.cert ?? ''} on file`, m, ny, {
        font: F,
        size: 8,
      });
      ny += 14;
    }
    s.text('NOTES', m, ny, { font: B, size: 8 });
    para(s, inv.notes ?? '', m, ny + 11, tx - m - 20, { font: F, size: 8 });
  },
};

// ---- L4. Quebec snow-removal contractor's bilingual invoice, GST and QST -------------------------

const QC_PLACES: Array<[string, string]> = [
  ['Laval', 'H7L 3W9'],
  ['Boucherville', 'J4B 5H3'],
  ['Saint-Laurent', 'H4S 1R8'],
  ['Drummondville', 'J2C 8E9'],
  ['Lévis', 'G6V 9T3'],
  ['Saint-Hyacinthe', 'J2R 1W5'],
  ['Mirabel', 'J7J 2G4'],
  ['Terrebonne', 'J6Y 1V1'],
  ['Québec', 'G1P 4R1'],
  ['Sherbrooke', 'J1L 1X2'],
];
const QC_STREETS = [
  'rue Principale',
  'boul. Industriel',
  "rue de l'Industrie",
  'chemin du Coteau',
  'boul. des Entreprises',
  'rue Armand-Frappier',
  'montée Masson',
  'rue du Parc-Industriel',
];
const FR_FIRST = [
  'Martin',
  'Julie',
  'Sébastien',
  'Nathalie',
  'François',
  'Isabelle',
  'Mathieu',
  'Caroline',
  'Stéphane',
  'Geneviève',
];
const FR_LAST = [
  'Tremblay',
  'Gagnon',
  'Roy',
  'Bouchard',
  'Gauthier',
  'Morin',
  'Lavoie',
  'Fortin',
  'Pelletier',
  'Bélanger',
];
const SNOW_FIRMS = [
  'Déneigement Rive-Nord Inc.',
  'Les Entreprises Pelletier Déneigement',
  'Excavation et Déneigement Lavoie Ltée',
  'Déneigement Boréal Inc.',
];
const QC_CARRIERS = [
  'Transport Bélanger & Fils Inc.',
  'Camionnage St-Amour Ltée',
  'Groupe Transport Rive-Sud Inc.',
  'Transport Gagnon-Morin Inc.',
  'Les Transports Côté Express',
];
const ascii = (t: string) => t.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
function qcParty(rng: Rng, names: string[], box: string | null, contact: boolean): TParty {
  const company = rng.pick(names);
  const [city, zip] = rng.pick(QC_PLACES);
  return {
    company,
    customer: null,
    contact: contact ? `${rng.pick(FR_FIRST)} ${rng.pick(FR_LAST)}` : null,
    phone: `${rng.pick(['450', '514', '819', '418', '579'])}${rng.int(2, 9)}${rng.digits(2)}${rng.digits(4)}`,
    email: box ? mail(ascii(company), box) : null,
    street: `${rng.int(120, 9800)} ${rng.pick(QC_STREETS)}`,
    city,
    state: 'QC',
    zip,
  };
}

const qcSnow: InvoiceLayout = {
  id: 'qc-snow-removal-facture',
  title:
    "Quebec snow-removal contractor's bilingual FACTURE / INVOICE to a carrier for its terminal yard: French-first labels, GST (TPS) and QST (TVQ) registration numbers under the seller, a number / date / due / client box with the dates labelled JJ/MM/AAAA - DD/MM/YYYY, Facturé à / Bill to with À l'attention de, the seasonal contract and site in a line, dated rows with bilingual wrapped descriptions (contract installment n of 5, snow-stake installation per stake, snow hauling loads, salt spreading in tonnes, loader hours, a credit row on some), sous-total, TPS 5 % and TVQ 9,975 % lines and a total of taxes, TOTAL in CAD with the amount followed by $, bilingual terms in a box beside the totals",
  modelledOn:
    'Quebec snow-removal contractors billing trucking terminals under a seasonal contract',
  page: LETTER,
  embedFonts: true,
  build(rng) {
    const seller = qcParty(rng, SNOW_FIRMS, 'facturation', rng.chance(0.5));
    const buyer = qcParty(
      rng,
      QC_CARRIERS,
      rng.chance(0.4) ? 'comptesapayer' : null,
      rng.chance(0.7),
    );
    const issue = issueDay(rng);
    const season = rng.int(180, 520) * 100;
    const inst = issue.m === 10 ? 1 : 2;
    const its: TItem[] = [];
    const row = (d: Day, text: string, q: number | null, p: number | null, a?: number) =>
      its.push({
        description: `${dmy(d)} ${text}`,
        quantity: q,
        unitPrice: p,
        amount: a ?? round2((q ?? 1) * (p ?? 0)),
        date: d,
      });
    const first = { y: issue.y, m: issue.m, d: 1 };
    row(
      first,
      `Contrat saisonnier 2026-2027, versement ${inst} de 5 / Seasonal contract 2026-2027, installment ${inst} of 5`,
      1,
      round2(season / 5),
    );
    if (issue.m === 10 || issue.d <= 6 || rng.chance(0.5))
      row(
        addDays(first, rng.int(0, Math.max(0, issue.d - 1))),
        'Installation des balises de déneigement / Snow stake installation',
        rng.int(40, 180),
        rng.pick([2.75, 3.25, 3.5, 4.25]),
      );
    if (issue.m === 10 && rng.chance(0.5))
      row(
        addDays(first, rng.int(0, Math.max(0, issue.d - 1))),
        'Mise en place des blocs de béton (chargeuse) / Placing concrete barrier blocks (loader)',
        rng.pick([2, 2.5, 3, 4]),
        rng.pick([155, 165, 180]),
      );
    if (issue.m === 11 && issue.d > 6) {
      const events = rng.int(1, 3);
      for (let e = 0; e < events; e++) {
        const d = addDays({ y: issue.y, m: 11, d: 3 }, rng.int(0, issue.d - 5));
        row(
          d,
          'Épandage de sel / Salt spreading (tonnes)',
          rng.pick([1.5, 2, 2.5, 3, 4.5]),
          rng.pick([148, 162, 175]),
        );
        if (rng.chance(0.6))
          row(
            d,
            'Transport de neige hors site / Snow hauling off site (voyages / loads)',
            rng.int(6, 28),
            rng.pick([95, 110, 125, 140]),
          );
        if (rng.chance(0.4))
          row(
            d,
            'Chargeuse sur roues, heures / Wheel loader, hours',
            rng.pick([3, 4.5, 6, 7.5]),
            rng.pick([155, 165, 180]),
          );
      }
      its.sort((a, b) => dayNum(a.date as Day) - dayNum(b.date as Day));
    }
    if (rng.chance(0.3))
      row(
        addDays(issue, -1),
        'Crédit - ajustement au contrat, quais non dégagés / Credit - contract adjustment, docks not cleared',
        null,
        null,
        -rng.pick([150, 250, 300, 450]),
      );
    const sub = sumOf(its);
    const gst = round2(sub * 0.05);
    const qst = round2(sub * 0.09975);
    const tax = round2(gst + qst);
    return {
      number: `F${rng.int(26000, 26999)}-${rng.digits(2)}`,
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
      currency: 'CAD',
      notes: rng.pick([
        'Conditions : net 30 jours. Intérêts de 1,5 % par mois sur les comptes en souffrance. / Terms: net 30 days. Interest of 1.5% per month on overdue accounts.',
        'Paiement par chèque ou virement bancaire. Veuillez indiquer le numéro de facture. / Payment by cheque or bank transfer. Please quote the invoice number.',
      ]),
      extra: {
        gst: String(gst),
        qst: String(qst),
        gstNo: `${rng.digits(9)} RT0001`,
        qstNo: `${rng.digits(10)} TQ0001`,
        client: `CL-${rng.digits(4)}`,
        contract: `C-${issue.y}-${rng.digits(3)}`,
        site: `${rng.int(120, 9800)} ${rng.pick(QC_STREETS)}, ${buyer.city}`,
        season: plain(season),
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
    const blue = '#0b4f8a';
    const cad = (n: number) => `${n < 0 ? '-' : ''}${plain(Math.abs(n))} $`;
    s.text(se.company ?? '', m, 36, { font: B, size: 14, color: blue });
    stack(
      s,
      [
        'Déneigement commercial et industriel / Commercial and industrial snow removal',
        se.street,
        cityLine(se),
        `Tél. / Tel. ${fmtPhone(se.phone ?? '', 'dash')}`,
        se.email ? `Courriel / Email : ${se.email}` : null,
        se.contact ? `Représentant / Representative : ${se.contact}` : null,
        `No TPS / GST No. ${x.gstNo}`,
        `No TVQ / QST No. ${x.qstNo}`,
      ],
      m,
      55,
      { font: F, size: 8 },
    );
    const bx = m + W - 220;
    s.rect(bx, 34, 220, 24, { fill: blue });
    s.text('FACTURE / INVOICE', bx, 40, {
      font: B,
      size: 13,
      color: '#ffffff',
      align: 'center',
      width: 220,
    });
    const meta: Array<[string, string]> = [
      ['No de facture / Invoice No.', inv.number ?? ''],
      ['Date', dmy(inv.issue)],
      ["Date d'échéance / Due date", inv.due ? dmy(inv.due) : ''],
      ['No de client / Client No.', x.client ?? ''],
    ];
    meta.forEach(([l, v], i) => {
      const yy = 62 + i * 15;
      s.rect(bx, yy - 2, 220, 15, { stroke: '#7a9cc0', lineWidth: 0.5 });
      s.text(l, bx + 4, yy + 1.5, { font: F, size: 7.5 });
      right(s, v, bx, yy + 1, 214, { font: B, size: 9 });
    });
    s.text('Dates : JJ/MM/AAAA - DD/MM/YYYY', bx, 125, {
      font: F,
      size: 7,
      color: '#555555',
      align: 'right',
      width: 220,
    });
    s.text('FACTURÉ À / BILL TO', m, 168, { font: B, size: 8.5, color: blue });
    stack(s, lines(by, { attn: "À l'attention de / Attn:", phoneStyle: 'dash' }), m, 181, {
      font: F,
      size: 9.5,
    });
    s.text('CONTRAT / CONTRACT', bx, 168, { font: B, size: 8.5, color: blue });
    stack(
      s,
      [
        `No ${x.contract}, saison / season 2026-2027`,
        `Prix saisonnier / Seasonal price ${x.season} $`,
        'Site :',
        x.site ?? '',
      ],
      bx,
      181,
      { font: F, size: 8.5 },
    );
    let y = table(
      s,
      m,
      268,
      [
        { header: 'Date', width: 64 },
        { header: 'Description', width: W - 64 - 52 - 78 - 86 },
        { header: 'Qté / Qty', width: 52, align: 'right' },
        { header: 'Prix unitaire / Unit price', width: 78, align: 'right' },
        { header: 'Montant / Amount', width: 86, align: 'right' },
      ],
      inv.items.map((i) => {
        const d = dmy(i.date as Day);
        return [
          d,
          i.description.slice(d.length + 1),
          i.quantity === null ? '' : String(i.quantity),
          i.unitPrice === null ? '' : plain(i.unitPrice),
          cad(i.amount),
        ];
      }),
      { font: F, bold: B, size: 8.5, headerFill: '#dde8f3', padding: 4, grid: true },
    );
    y += 14;
    const tx = m + W - 250;
    const tot: Array<[string, string, boolean]> = [
      ['Sous-total / Subtotal', cad(inv.subtotal ?? 0), false],
      ['TPS / GST 5 %', cad(Number(x.gst)), false],
      ['TVQ / QST 9,975 %', cad(Number(x.qst)), false],
      ['Total des taxes / Total taxes', cad(inv.tax ?? 0), false],
      ['TOTAL (CAD)', cad(inv.total), true],
    ];
    tot.forEach(([l, v, b], i) => {
      const yy = y + i * 16;
      if (b) s.rect(tx - 4, yy - 4, 254, 18, { fill: '#dde8f3' });
      s.text(l, tx, yy, { font: b ? B : F, size: b ? 10.5 : 9 });
      right(s, v, tx, yy, 246, { font: b ? B : F, size: b ? 10.5 : 9 });
    });
    s.rect(m, y - 4, tx - m - 24, 80, { stroke: '#7a9cc0', lineWidth: 0.5 });
    s.text('Conditions / Terms', m + 6, y, { font: B, size: 8 });
    para(s, inv.notes ?? '', m + 6, y + 12, tx - m - 36, { font: F, size: 8 });
    s.text('Montants en dollars canadiens / Amounts in Canadian dollars (CAD)', m, y + 92, {
      font: F,
      size: 8,
      color: '#555555',
    });
    s.text('Merci de votre confiance! / Thank you for your business!', m, s.height - 50, {
      font: 'sans-bold',
      size: 8.5,
      align: 'center',
      width: W,
      color: blue,
    });
  },
};

// ---- L5. shop environmental service ticket, filled in by hand; also scanned ----------------------

const ENV_FIRMS = [
  'Riverbend Solvent & Oil Recovery',
  'Tri-County Parts Washer Service',
  'Northgate Fluid Recovery Inc',
  'Harbor Line Environmental LLC',
];
/** The form's printed service rows: text, [min, max] quantity, prices. */
const FORM_ROWS: Array<[string, [number, number], number[]]> = [
  ['Parts washer service - 30 gal solvent exchange', [1, 3], [165, 189, 210, 245]],
  ['Parts washer service - aqueous brush unit', [1, 2], [139, 155, 172]],
  ['Used oil pickup (per gallon)', [85, 650], [0.15, 0.2, 0.25, 0.35]],
  ['Used antifreeze pickup (per gallon)', [20, 150], [0.85, 0.95, 1.1, 1.25]],
  ['Used oil filters - 55 gal drum', [1, 3], [95, 115, 140]],
  ['Oily rags / absorbent - 55 gal drum', [1, 2], [110, 135, 160]],
  ['Empty 55 gal drum, new (steel, open head)', [1, 4], [42, 45, 52]],
  ['Spill kit refill (absorbent, pads, socks)', [1, 2], [68, 79, 95]],
];
const OTHER_JOBS: Array<[string, number[]]> = [
  ['Clean out oil/water separator pit', [385, 450, 525, 640]],
  ['Haul off drums of waste grease', [120, 135]],
  ['Replace parts washer pump and hose', [86, 112]],
  ['Vacuum wash bay trench drain', [225, 275, 310]],
];

const wasteTicket: InvoiceLayout = {
  id: 'shop-waste-service-ticket',
  title:
    'Shop environmental route service ticket on a pre-printed green form filled in by hand (italic script in blue ink): red pre-printed ticket No., date written m/d/yyyy, account, service rep, customer / address / phone / contact fields, manifest or BOL no. and truck, a ruled grid of printed services (solvent and aqueous parts-washer exchanges, used oil and antifreeze per gallon, filter and rag drums, drums, spill kit) of which only the serviced rows carry a hand-written qty, unit price and amount, two Other: rows with hand-written work, an energy & environmental surcharge with an amount only, subtotal, sales tax on some, total, payment check boxes (charge to account, check no., cash, card) with PAID written on paid tickets, a hand-written comments box on some, generator certification fine print and signatures',
  modelledOn:
    'Parts-washer and used-oil recovery route services that leave a carbon copy ticket at fleet maintenance shops',
  page: LETTER,
  embedFonts: true,
  build(rng) {
    const seller = sellerParty(rng, ENV_FIRMS, 'service', true, 0.7);
    const buyer = carrierParty(rng, { contact: rng.chance(0.7) });
    const issue = issueDay(rng);
    const chosen = rng
      .shuffle(FORM_ROWS.map((_, k) => k))
      .slice(0, rng.int(2, 5))
      .sort((a, b) => a - b);
    const its: TItem[] = [];
    for (const k of chosen) {
      const [text, [lo, hi], prices] = FORM_ROWS[k] ?? ['', [1, 1], [0]];
      const q = rng.int(lo, hi);
      const p = rng.pick(prices);
      its.push({
        description: text,
        quantity: q,
        unitPrice: p,
        amount: round2(q * p),
        code: String(k),
      });
    }
    if (rng.chance(0.4)) {
      const [job, prices] = rng.pick(OTHER_JOBS);
      const q = job.startsWith('Haul') ? rng.int(2, 5) : 1;
      const p = rng.pick(prices);
      its.push({
        description: `Other: ${job}`,
        quantity: q,
        unitPrice: p,
        amount: round2(q * p),
        code: 'O0',
      });
    }
    const pct = rng.pick([8, 9.5, 12, 14]);
    its.push({
      description: 'Energy & environmental surcharge',
      quantity: null,
      unitPrice: null,
      amount: round2((sumOf(its) * pct) / 100),
      code: 'S',
    });
    const sub = sumOf(its);
    const taxRate = rng.chance(0.55) ? rng.pick([0.06, 0.0625, 0.07, 0.0825]) : null;
    const tax = taxRate ? round2(sub * taxRate) : null;
    const pay = rng.pick(['acct', 'acct', 'acct', 'check', 'check', 'cash', 'card']);
    return {
      number: `0${rng.int(41000, 69999)}`,
      status: pay === 'acct' ? null : 'Paid',
      issue,
      due: null,
      seller,
      buyer,
      items: its,
      subtotal: sub,
      tax,
      taxRate,
      shipping: null,
      discount: null,
      total: round2(sub + (tax ?? 0)),
      notes: rng.chance(0.6)
        ? rng.pick([
            'Machine #2 lid hinge broken - replace next visit',
            'Oil tank 3/4 full, schedule extra pickup in 2 wks',
            'Filter drum not labeled - left label with shop foreman',
            'Water found in used oil tank, sample taken',
            'Left 2 empty drums by bay 4',
          ])
        : null,
      extra: {
        pay,
        check: rng.digits(4),
        acct: `${rng.pick(['A', 'F', 'R'])}${rng.digits(5)}`,
        manifest: `${rng.digits(6)}`,
        truck: String(rng.int(11, 48)),
        epa: `${seller.state ?? 'TX'}R0000${rng.digits(5)}`,
        sig: (buyer.contact ?? personName(rng)).split(' ')[1] ?? '',
        pct: String(pct),
      },
    };
  },
  draw(s, inv, rng) {
    const m = 30;
    const W = s.width - 2 * m;
    const N: FontName = 'narrow';
    const NB: FontName = 'narrow-bold';
    const H: FontName = 'serif-italic';
    const green = '#2e6b3a';
    const ink = '#1c2b78';
    const se = inv.seller;
    const by = inv.buyer;
    const x = inv.extra;
    const hand = (t: string, hx: number, hy: number, size = 11, o: { right?: number } = {}) => {
      const jx = (rng.next() - 0.5) * 3;
      const jy = (rng.next() - 0.5) * 2;
      if (o.right !== undefined)
        s.text(t, hx + jx, hy + jy, { font: H, size, color: ink, align: 'right', width: o.right });
      else s.text(t, hx + jx, hy + jy, { font: H, size, color: ink });
    };
    s.rect(m - 6, 24, W + 12, s.height - 48, { stroke: green, lineWidth: 1.4 });
    // pre-printed header
    s.text(se.company ?? '', m, 34, { font: NB, size: 17, color: green });
    stack(
      s,
      [
        'Parts washer service  -  Used oil & antifreeze recovery  -  Filter & absorbent disposal',
        `${se.street ?? ''}, ${cityLine(se) ?? ''}   Tel ${fmtPhone(se.phone ?? '', 'dash')}`,
        se.email,
        `EPA ID ${x.epa}`,
      ],
      m,
      55,
      { font: N, size: 8.5, color: green },
    );
    s.text('SERVICE TICKET', m + W - 170, 34, {
      font: NB,
      size: 14,
      color: green,
      align: 'right',
      width: 170,
    });
    s.text(`No. ${inv.number ?? ''}`, m + W - 170, 53, {
      font: 'mono-bold',
      size: 14,
      color: '#c62828',
      align: 'right',
      width: 170,
    });
    s.text('CUSTOMER COPY', m + W - 170, 72, {
      font: NB,
      size: 8,
      color: green,
      align: 'right',
      width: 170,
    });
    // field grid
    const field = (label: string, fx: number, fy: number, fw: number, value: string | null) => {
      s.rect(fx, fy, fw, 24, { stroke: green, lineWidth: 0.6 });
      s.text(label, fx + 3, fy + 2, { font: N, size: 6.5, color: green });
      if (value) hand(value, fx + 8, fy + 9.5, 11);
    };
    const gy = 104;
    field('DATE', m, gy, 130, fmtDate(inv.issue, 'm/d/yyyy'));
    field('ACCOUNT #', m + 130, gy, 130, x.acct ?? '');
    field('SERVICE REP', m + 260, gy, W - 260, se.contact);
    field('CUSTOMER', m, gy + 24, W, by.company);
    field('ADDRESS', m, gy + 48, W / 2, by.street);
    field('CITY / STATE / ZIP', m + W / 2, gy + 48, W / 2, cityLine(by));
    field('PHONE', m, gy + 72, 150, by.phone ? fmtPhone(by.phone, 'dash') : null);
    field('CONTACT', m + 150, gy + 72, 170, by.contact);
    field('MANIFEST / BOL NO.', m + 320, gy + 72, 130, x.manifest ?? '');
    field('TRUCK #', m + 450, gy + 72, W - 450, x.truck ?? '');
    // the service grid: every printed row, hand-written where serviced
    const cw = [W - 70 - 80 - 90, 70, 80, 90];
    const cx = [m, m + (cw[0] ?? 0), m + (cw[0] ?? 0) + (cw[1] ?? 0), m + W - (cw[3] ?? 0)];
    let y = gy + 110;
    s.rect(m, y, W, 16, { fill: green });
    ['SERVICE / MATERIAL', 'QTY', 'UNIT PRICE', 'AMOUNT'].forEach((h, i) => {
      s.text(h, (cx[i] ?? 0) + 4, y + 4, { font: NB, size: 8, color: '#ffffff' });
    });
    y += 16;
    const rowH = 21;
    const gridRow = (label: string, it: TItem | undefined) => {
      for (let i = 0; i < 4; i++)
        s.rect(cx[i] ?? 0, y, cw[i] ?? 0, rowH, { stroke: green, lineWidth: 0.5 });
      s.text(label, m + 4, y + 6, { font: N, size: 8.5, color: '#222222' });
      if (it) {
        if (it.quantity !== null)
          hand(String(it.quantity), cx[1] ?? 0, y + 4, 11, { right: (cw[1] ?? 0) - 8 });
        if (it.unitPrice !== null)
          hand(price(it.unitPrice), cx[2] ?? 0, y + 4, 11, { right: (cw[2] ?? 0) - 8 });
        hand(plain(it.amount), cx[3] ?? 0, y + 4, 11, { right: (cw[3] ?? 0) - 8 });
      }
      y += rowH;
    };
    for (const [k, [text]] of FORM_ROWS.entries())
      gridRow(
        text,
        inv.items.find((i) => i.code === String(k)),
      );
    for (let o = 0; o < 2; o++) {
      const it = inv.items.find((i) => i.code === `O${o}`);
      gridRow('Other:', it);
      if (it) hand(it.description.replace('Other: ', ''), m + 36, y - rowH + 4, 10.5);
    }
    gridRow(
      'Energy & environmental surcharge',
      inv.items.find((i) => i.code === 'S'),
    );
    // totals at the right
    const tl = cx[2] ?? 0;
    const tots: Array<[string, string]> = [
      ['SUBTOTAL', plain(inv.subtotal)],
      ['SALES TAX', inv.tax === null ? '' : plain(inv.tax)],
      ['TOTAL', plain(inv.total)],
    ];
    for (const [l, v] of tots) {
      s.rect(tl, y, cw[2] ?? 0, rowH, { stroke: green, lineWidth: 0.5 });
      s.rect(cx[3] ?? 0, y, cw[3] ?? 0, rowH, {
        stroke: green,
        lineWidth: l === 'TOTAL' ? 1.4 : 0.5,
      });
      s.text(l, tl + 4, y + 6, { font: NB, size: 8.5, color: green });
      if (v) hand(v, cx[3] ?? 0, y + 4, 11.5, { right: (cw[3] ?? 0) - 8 });
      y += rowH;
    }
    // payment box at the left of the totals
    const py = y - 3 * rowH;
    s.text('PAYMENT', m, py + 2, { font: NB, size: 8.5, color: green });
    const box = (label: string, bx: number, by2: number, on: boolean) => {
      s.rect(bx, by2, 9, 9, { stroke: green, lineWidth: 0.7 });
      if (on) hand('X', bx + 1, by2 - 2, 11);
      s.text(label, bx + 14, by2 + 0.5, { font: N, size: 8.5, color: '#222222' });
    };
    box('Charge to account (Net 30)', m, py + 16, x.pay === 'acct');
    box('Check No. ________', m + 150, py + 16, x.pay === 'check');
    if (x.pay === 'check') hand(x.check ?? '', m + 212, py + 10, 11);
    box('Cash', m, py + 34, x.pay === 'cash');
    box('Card', m + 150, py + 34, x.pay === 'card');
    if (inv.status === 'Paid') hand('PAID - thank you', m + 60, py + 50, 14);
    y += 14;
    s.rect(m, y, W, 46, { stroke: green, lineWidth: 0.6 });
    s.text('COMMENTS', m + 3, y + 2, { font: N, size: 6.5, color: green });
    if (inv.notes) hand(inv.notes, m + 10, y + 16, 11);
    y += 58;
    para(
      s,
      'GENERATOR CERTIFICATION: The customer certifies that the used oil, antifreeze, solvent and other materials collected under this ticket have not been mixed with hazardous waste and are accurately described above. Used oil containing more than 1,000 ppm total halogens is presumed mixed with hazardous waste. Title to the materials passes to the service company when loaded.',
      m,
      y,
      W,
      { font: N, size: 7, color: '#333333' },
    );
    y += 52;
    s.line(m, y + 18, m + 220, y + 18, 0.6, green);
    s.line(m + W - 220, y + 18, m + W, y + 18, 0.6, green);
    hand(x.sig ?? '', m + 20, y + 2, 14);
    hand(
      (se.contact ?? '')
        .split(' ')
        .map((w) => w[0])
        .join('.'),
      m + W - 190,
      y + 2,
      14,
    );
    s.text('Customer signature', m, y + 22, { font: N, size: 7, color: green });
    s.text('Service technician', m + W - 220, y + 22, { font: N, size: 7, color: green });
  },
};

export const UNSEEN_LAYOUTS_9: InvoiceLayout[] = [
  cdlSchool,
  fuelTaxService,
  cargoControl,
  qcSnow,
  wasteTicket,
];
