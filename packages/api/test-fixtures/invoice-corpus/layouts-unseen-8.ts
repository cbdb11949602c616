/**
 * The ninth held-out set of invoice layouts (issue 16), written after the five layouts of
 * layouts-unseen-7.ts were measured and moved to dev. Appended to the layout list after them, so
 * every earlier document keeps its seed. Written without looking at the extractor: bills a
 * carrier receives (an apportioned registration billing, a transportation lawyer's bill, an
 * insurance premium audit, a Mexican transfer carrier's crossing invoice) and one it sends (a
 * dedicated-fleet invoice to a shipper). Names are made up.
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
  LETTER_LANDSCAPE,
  para,
  round2,
  type Surface,
  table,
} from '../shared/surface';
import {
  acct,
  cityLine,
  issueDay,
  mail,
  mdy,
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
import { carrierParty, personName, phone, place, type TItem, type TParty } from './model';

// ---- helpers -------------------------------------------------------------------------------------

const longDate = (d: Day) => fmtDate(d, 'long');
/** The Saturday on or before `d`. */
const saturdayOnOrBefore = (d: Day): Day => {
  const dow = new Date(Date.UTC(d.y, d.m - 1, d.d)).getUTCDay();
  return addDays(d, -((dow + 1) % 7));
};

/** A new page when `need` points do not fit under `y`; returns the y to continue at. */
function room(s: Surface, y: number, need: number, top: number, onNew?: () => void): number {
  if (y + need <= s.height - 40) return y;
  s.newPage();
  onNew?.();
  return top;
}

// ---- L1. state apportioned (IRP) registration invoice, mailed; also scanned ----------------------

const JURISDICTIONS: Record<string, string> = {
  AL: 'Alabama',
  AR: 'Arkansas',
  AZ: 'Arizona',
  CA: 'California',
  CO: 'Colorado',
  FL: 'Florida',
  GA: 'Georgia',
  IA: 'Iowa',
  IL: 'Illinois',
  IN: 'Indiana',
  KS: 'Kansas',
  KY: 'Kentucky',
  LA: 'Louisiana',
  MO: 'Missouri',
  MS: 'Mississippi',
  NC: 'North Carolina',
  NE: 'Nebraska',
  NM: 'New Mexico',
  OH: 'Ohio',
  OK: 'Oklahoma',
  PA: 'Pennsylvania',
  SC: 'South Carolina',
  TN: 'Tennessee',
  TX: 'Texas',
  UT: 'Utah',
  VA: 'Virginia',
  ON: 'Ontario',
};
const IRP_OFFICES: Array<[string, string]> = [
  ['Texas Motor Carrier Registration Bureau', 'TX'],
  ['Oklahoma Apportioned Registration Office', 'OK'],
  ['Tennessee Commercial Vehicle Registration Unit', 'TN'],
  ['Indiana Motor Carrier Services Bureau', 'IN'],
  ['Arkansas IRP Registration Section', 'AR'],
  ['Georgia Apportioned Registration Unit', 'GA'],
];
const TRUCK_MAKES: Array<[string, string]> = [
  ['Freightliner', '3AK'],
  ['Kenworth', '1XK'],
  ['Peterbilt', '1XP'],
  ['Volvo', '4V4'],
  ['International', '3HS'],
  ['Mack', '1M1'],
];

const irpBilling: InvoiceLayout = {
  id: 'irp-registration-invoice',
  title:
    'State apportioned registration (IRP) invoice mailed to a carrier: agency header, a boxed invoice no. / billing date / payment-due date / registration year / account, fleet and supplement numbers, the registrant in the envelope window with USDOT, a total-due box, a vehicle grid without amounts, a jurisdiction fee table (jurisdiction, distance %, apportioned fees) with a section total, base-jurisdiction fees (vehicles × fee each) with a title fee and a transfer credit in brackets on supplements, remarks, payment stub; data in a monospaced face',
  modelledOn:
    'State motor-carrier registration offices billing carriers for apportioned plates and cab cards',
  page: LETTER,
  embedFonts: false,
  build(rng) {
    const [agency, st] = rng.pick(IRP_OFFICES);
    const agencyCity = PLACES.find((p) => p.state === st) ?? PLACES[0];
    const seller: TParty = {
      company: agency,
      customer: null,
      contact: rng.chance(0.5) ? personName(rng) : null,
      phone: phone(rng),
      email: rng.chance(0.4) ? mail(agency, 'irp') : null,
      street: `${rng.int(100, 4999)} ${rng.pick(['State Office Park Dr', 'Capitol Annex Rd', 'Government Center Blvd', 'Commerce Plaza Dr'])}`,
      city: agencyCity?.city ?? null,
      state: st,
      zip: agencyCity?.zip ?? null,
    };
    const buyer = carrierParty(rng, { contact: rng.chance(0.4) });
    const home = rng.pick(PLACES.filter((p) => p.state === st));
    buyer.city = home.city;
    buyer.state = home.state;
    buyer.zip = home.zip;
    const issue = issueDay(rng);
    const supplement = rng.chance(0.45);
    const n = supplement ? rng.int(1, 2) : rng.int(2, 6);
    // a supplement adds vehicles to the current registration year for the months left in it
    const months = supplement ? 13 - issue.m : 12;
    const vehicles = Array.from({ length: n }, () => {
      const [make, wmi] = rng.pick(TRUCK_MAKES);
      const w = rng.pick([80000, 80000, 80000, 78000, 60000]);
      return [
        String(rng.int(101, 989)),
        String(rng.int(2017, 2025)),
        make,
        vin(rng, wmi),
        fmtInt(w),
        w === 60000 ? '3' : '5',
        `AP${rng.digits(5)}`,
      ].join('|');
    });
    const others = rng
      .shuffle(Object.keys(JURISDICTIONS).filter((j) => j !== st))
      .slice(0, rng.int(6, 10));
    const jurs = [st, ...others].sort();
    const weights = jurs.map((j) => (j === st ? rng.int(25, 55) : rng.int(2, 14)));
    const wsum = weights.reduce((a, b) => a + b, 0);
    const pcts = weights.map((w) => Math.round((w / wsum) * 10000) / 100);
    const drift = round2(100 - pcts.reduce((a, b) => a + b, 0));
    const bi = jurs.indexOf(st);
    pcts[bi] = round2((pcts[bi] ?? 0) + drift);
    const its: TItem[] = jurs.map((j, k) => {
      const full = rng.money(650, 2150);
      const pct = pcts[k] ?? 0;
      return {
        description: `${j} ${JURISDICTIONS[j] ?? ''}`,
        quantity: null,
        unitPrice: null,
        amount: round2((((full * pct) / 100) * n * months) / 12),
        group: 'J',
        code: pct.toFixed(2),
      };
    });
    const fee = (d: string, each: number) =>
      its.push({
        description: d,
        quantity: n,
        unitPrice: each,
        amount: round2(n * each),
        group: 'B',
      });
    fee('Registration processing fee, per vehicle', rng.pick([8, 10, 12.5]));
    if (supplement) {
      fee('Apportioned plate and cab card', rng.pick([5.5, 6.75, 11.25]));
      fee('Certificate of title application', rng.pick([28, 33, 35]));
    } else fee('Annual cab card', rng.pick([1, 2.5, 3]));
    if (supplement && rng.chance(0.6))
      its.push({
        description: `Transfer credit - unit ${rng.int(101, 989)} deleted, plate AP${rng.digits(5)}`,
        quantity: null,
        unitPrice: null,
        amount: -rng.money(140, 760),
        group: 'B',
      });
    const total = sumOf(its);
    const yr = !supplement && issue.m >= 10 ? issue.y + 1 : issue.y;
    return {
      number: `${String(yr).slice(2)}-${rng.digits(7)}`,
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
      total,
      notes: rng.pick([
        'Cab cards are issued when payment is received. Vehicles may not operate in other jurisdictions on this registration until fees are paid in full.',
        'Fees are based on the distance reported for the preceding reporting period. Payments received after the due date are subject to a late penalty and may delay your renewal.',
      ]),
      extra: {
        vehicles: vehicles.join(';'),
        account: rng.digits(6),
        fleet: String(rng.int(1, 4)).padStart(3, '0'),
        supp: supplement ? String(rng.int(1, 9)).padStart(2, '0') : '00',
        year: `${yr} (Jan 1 - Dec 31)`,
        trans: supplement
          ? `Supplement - add vehicle(s), ${months} of 12 months`
          : 'Annual renewal',
        usdot: rng.digits(7),
      },
    };
  },
  draw(s, inv) {
    const m = 36;
    const W = s.width - 2 * m;
    const F: FontName = 'sans';
    const B: FontName = 'sans-bold';
    const M: FontName = 'mono';
    const se = inv.seller;
    const by = inv.buyer;
    const x = inv.extra;
    s.text(se.company ?? '', m, 32, { font: B, size: 12 });
    stack(
      s,
      [
        'Motor Carrier Division  -  International Registration Plan',
        se.street,
        cityLine(se),
        `Customer service ${fmtPhone(se.phone ?? '', 'dash')}`,
        se.email,
        se.contact ? `Registration specialist: ${se.contact}` : null,
      ],
      m,
      50,
      { font: F, size: 8 },
    );
    const bw = 236;
    const bx = m + W - bw;
    s.rect(bx, 28, bw, 130, { stroke: '#000000', lineWidth: 1 });
    s.rect(bx, 28, bw, 26, { fill: '#dddddd' });
    s.text('APPORTIONED REGISTRATION', bx, 31, { font: B, size: 9.5, align: 'center', width: bw });
    s.text('INVOICE', bx, 42, { font: B, size: 9.5, align: 'center', width: bw });
    const meta: Array<[string, string]> = [
      ['Invoice No.', inv.number ?? ''],
      ['Billing Date', mdy(inv.issue)],
      ['Payment Due By', inv.due ? mdy(inv.due) : ''],
      ['Registration Year', x.year ?? ''],
      ['IRP Account No.', x.account ?? ''],
      ['Fleet No.', x.fleet ?? ''],
      ['Supplement No.', x.supp ?? ''],
    ];
    meta.forEach(([l, v], i) => {
      const yy = 58 + i * 11.5;
      s.text(l, bx + 5, yy, { font: F, size: 7.5 });
      s.text(v, bx + 92, yy, { font: M, size: 7.5 });
    });
    s.text('Transaction:', bx + 5, 140, { font: F, size: 7.5 });
    s.text(x.trans ?? '', bx + 5, 149, { font: M, size: 6.5 });
    // the registrant in the envelope window
    s.text('REGISTRANT', m + 18, 150, { font: F, size: 6.5, color: '#444444' });
    stack(
      s,
      [
        by.company,
        by.contact ? `ATTN ${by.contact}` : null,
        by.street,
        cityLine(by),
        by.phone ? `TEL ${fmtPhone(by.phone, 'dash')}` : null,
        `USDOT ${x.usdot ?? ''}`,
      ],
      m + 18,
      160,
      { font: M, size: 8.5 },
    );
    s.rect(bx, 172, bw, 52, { stroke: '#000000', lineWidth: 1.6 });
    s.text('TOTAL AMOUNT DUE', bx + 8, 178, { font: B, size: 9 });
    s.text(money(inv.total), bx, 192, { font: M, size: 13, align: 'right', width: bw - 10 });
    s.text(`Pay by ${inv.due ? mdy(inv.due) : ''}`, bx + 8, 210, { font: F, size: 7.5 });
    const cont = () =>
      s.text(`${se.company ?? ''}  -  Invoice No. ${inv.number ?? ''}  (continued)`, m, 30, {
        font: F,
        size: 8,
      });
    s.text('VEHICLES ON THIS INVOICE', m, 244, { font: B, size: 8 });
    let y = table(
      s,
      m,
      255,
      [
        { header: 'Unit No.', width: 54 },
        { header: 'Year', width: 40 },
        { header: 'Make', width: 84 },
        { header: 'VIN', width: 150 },
        { header: 'Reg. weight', width: 76, align: 'right' },
        { header: 'Axles', width: 44, align: 'right' },
        { header: 'Plate', width: W - 448 },
      ],
      (x.vehicles ?? '').split(';').map((v) => v.split('|')),
      { font: M, bold: B, size: 7.5, grid: true, headerFill: '#eeeeee', padding: 2.5 },
    );
    y += 12;
    y = room(s, y, 80, 50, cont);
    s.text('SECTION A  -  JURISDICTION FEES', m, y, { font: B, size: 8 });
    const jur = inv.items.filter((i) => i.group === 'J');
    y = table(
      s,
      m,
      y + 11,
      [
        { header: 'Jurisdiction', width: W - 220 },
        { header: 'Distance %', width: 100, align: 'right' },
        { header: 'Apportioned fees', width: 120, align: 'right' },
      ],
      [
        ...jur.map((i) => [i.description, `${i.code ?? ''}%`, plain(i.amount)]),
        { span: 'Total jurisdiction fees', bold: true, right: plain(sumOf(jur)) },
      ],
      {
        font: M,
        bold: B,
        size: 7.5,
        grid: true,
        headerFill: '#eeeeee',
        padding: 2.5,
        bottom: s.height - 60,
        onNewPage: cont,
      },
    );
    y += 12;
    y = room(s, y, 80, 50, cont);
    s.text('SECTION B  -  BASE JURISDICTION FEES', m, y, { font: B, size: 8 });
    const base = inv.items.filter((i) => i.group === 'B');
    y = table(
      s,
      m,
      y + 11,
      [
        { header: 'Fee', width: W - 260 },
        { header: 'Vehicles', width: 60, align: 'right' },
        { header: 'Fee each', width: 80, align: 'right' },
        { header: 'Amount', width: 120, align: 'right' },
      ],
      [
        ...base.map((i) => [
          i.description,
          i.quantity === null ? '' : String(i.quantity),
          i.unitPrice === null ? '' : plain(i.unitPrice),
          acct(i.amount),
        ]),
        { span: 'Total base jurisdiction fees', bold: true, right: acct(sumOf(base)) },
      ],
      {
        font: M,
        bold: B,
        size: 7.5,
        grid: true,
        headerFill: '#eeeeee',
        padding: 2.5,
        bottom: s.height - 60,
        onNewPage: cont,
      },
    );
    y += 8;
    if (y + 44 > s.height - 124) {
      s.newPage();
      cont();
      y = 50;
    }
    s.rect(m + W - 240, y, 240, 18, { fill: '#dddddd', stroke: '#000000', lineWidth: 1 });
    s.text('TOTAL AMOUNT DUE', m + W - 234, y + 5, { font: B, size: 9 });
    right(s, money(inv.total), m + W - 240, y + 5, 234, { font: M, size: 9 });
    s.text('Remarks:', m, y + 2, { font: B, size: 8 });
    y = para(s, inv.notes ?? '', m, y + 13, W - 260, { font: F, size: 7.5 });
    y = Math.max(y + 10, s.height - 118);
    for (let k = m; k < m + W; k += 8) s.line(k, y, k + 4, y, 0.5, '#555555');
    s.text('RETURN THIS PORTION WITH YOUR PAYMENT', m, y + 6, { font: B, size: 7.5 });
    stack(
      s,
      [
        `Invoice No.      ${inv.number ?? ''}`,
        `IRP Account No.  ${x.account ?? ''}   Fleet ${x.fleet ?? ''}   Supplement ${x.supp ?? ''}`,
        `Registrant       ${by.company ?? ''}`,
        `Amount due       ${money(inv.total)}`,
        'Amount enclosed  $____________',
      ],
      m,
      y + 20,
      { font: M, size: 8 },
    );
    stack(
      s,
      [
        'Make check or money order payable to',
        se.company,
        `Attn: IRP Payments, ${se.street ?? ''}`,
        cityLine(se),
      ],
      m + W - 220,
      y + 20,
      { font: F, size: 8 },
    );
  },
};

// ---- L2. transportation lawyer's monthly bill: time entries as a list, two pages -----------------

const FIRMS = [
  'Whitcombe Ardery & Pruitt LLP',
  'Halloran Vasquez Transportation Law PLLC',
  'Benedek & Okafor LLP',
  'Marchetti Lowe Motor Carrier Defense Group',
];
const MATTERS = [
  'Compliance review and proposed conditional safety rating',
  'Citation defense - overweight and brake violations, unit {unit}',
  'Collision of {date} on I-{hw} - investigation and claim defense',
  'Collection of unpaid freight charges from shipper',
  'Independent contractor program and lease agreement review',
];
const TASKS_ATTY = [
  'Review roadside inspection report and out-of-service order; telephone conference with safety director regarding the driver statement',
  'Draft DataQs request for data review challenging the brake adjustment violation recorded against unit {unit}',
  'Prepare for and attend pretrial conference in {county} County on the citation issued to the driver',
  'Review FMCSA notice of claim and calculate potential civil penalty exposure',
  'Draft corrective action plan responding to compliance review findings on hours of service and driver qualification files',
  'Correspondence with the insurer and claims adjuster regarding tender of defense and reservation of rights',
  'Review police crash report, ECM download and forward-facing camera video',
  'Legal research regarding broker-carrier agreement indemnity provision and limitation of liability',
  'Draft demand letter to shipper for unpaid freight charges and detention',
  'Telephone conference with client regarding strategy and settlement authority',
  'Review and revise independent contractor lease for compliance with 49 CFR Part 376',
  'Video conference with FMCSA investigator; follow-up e-mail to client summarizing requests',
  'Draft request for administrative review and supporting declaration of the safety director',
  'Review drug and alcohol testing program records and random selection lists',
];
const TASKS_PARA = [
  'Organize driver logs and supporting documents for production to investigator',
  'Obtain certified copy of court docket and disposition',
  'Calendar response deadlines and prepare filing packet',
  'Index driver qualification files and flag missing annual reviews',
  'Prepare exhibit binder for hearing',
];
const COUNTIES = ['Cass', 'Lonoke', 'Pulaski', 'Tarrant', 'Shelby', 'Marion', 'Franklin', 'Dekalb'];

const lawInvoice: InvoiceLayout = {
  id: 'transport-law-invoice',
  title:
    "Transportation law firm's monthly bill to a carrier, serif letterhead: long invoice date and addressee as in a letter, invoice no., client-matter and billing attorney on the right, a Re: line, a sentence for services through month end, time entries (date, initials, long narrative, hours, rate on some, amount) running onto a second page, disbursements with amounts only, total fees, total disbursements, total current charges, a courtesy discount on fees on some, total due, an account summary with the previous balance paid, a timekeeper summary",
  modelledOn:
    'Transportation attorneys billing carriers for DOT compliance, citation and claim work',
  page: LETTER,
  embedFonts: false,
  build(rng) {
    const seller = sellerParty(rng, FIRMS, 'billing', true, 0.8);
    const buyer = carrierParty(rng, { contact: true, email: rng.chance(0.5) });
    // the letter's addressee block carries no phone number
    buyer.phone = null;
    const issue = issueDay(rng);
    const through = addDays({ y: issue.y, m: issue.m, d: 1 }, -1);
    const from = { y: through.y, m: through.m, d: 1 };
    const partnerRate = rng.pick([325, 350, 395, 425, 450]);
    const assoc = personName(rng);
    const para1 = personName(rng);
    const keepers: Array<[string, string, number, boolean]> = [
      [seller.contact ?? '', 'Partner', partnerRate, true],
      [assoc, 'Associate', rng.pick([225, 245, 265, 285]), true],
      [para1, 'Paralegal', rng.pick([115, 125, 135, 145]), false],
    ];
    const init = (n: string) =>
      n
        .split(' ')
        .map((w) => w[0])
        .join('');
    const unit = String(rng.int(101, 989));
    const county = rng.pick(COUNTIES);
    const fill = (t: string) =>
      t
        .replace('{unit}', unit)
        .replace('{county}', county)
        .replace('{hw}', String(rng.pick([10, 20, 30, 40, 35, 44, 65, 70, 75, 81])))
        .replace('{date}', mdy(addDays(from, -rng.int(20, 80))));
    const showRate = rng.chance(0.55);
    const k = rng.int(11, 18);
    const days = Array.from({ length: k }, () => rng.int(0, through.d - 1))
      .sort((a, b) => a - b)
      .map((d) => addDays(from, d));
    const attyTasks = rng.shuffle(TASKS_ATTY);
    const paraTasks = rng.shuffle(TASKS_PARA);
    let ka = 0;
    let kp = 0;
    const its: TItem[] = days.map((d) => {
      const [name, , rate, atty] = rng.pick(keepers);
      const text = fill(
        atty
          ? (attyTasks[ka++ % attyTasks.length] ?? '')
          : (paraTasks[kp++ % paraTasks.length] ?? ''),
      );
      const h = rng.int(1, atty ? 36 : 24) / 10;
      return {
        description: `${fmtDate(d, 'mdyy')} ${init(name)} ${text}`,
        quantity: h,
        unitPrice: showRate ? rate : null,
        amount: round2(h * rate),
        group: 'T',
        code: name,
      };
    });
    const disb: Array<[string, number]> = rng
      .shuffle<[string, number]>([
        [`Filing fee - ${county} County clerk`, rng.pick([45, 55, 75])],
        ['Certified copy of crash report', rng.pick([6, 10, 15])],
        [`Mileage to hearing, ${rng.int(60, 240)} miles at $0.70`, 0],
        ['Overnight delivery to FMCSA field office', rng.money(28, 64)],
        ['PACER document charges', rng.money(3, 24)],
        ['Court reporter - transcript of hearing', rng.money(180, 420)],
      ])
      .slice(0, rng.int(2, 4));
    for (const [t, a0] of disb) {
      const miles = /(\d+) miles/.exec(t);
      const a = miles ? round2(Number(miles[1]) * 0.7) : a0;
      its.push({
        description: `${fmtDate(addDays(from, rng.int(0, through.d - 1)), 'mdyy')} ${t}`,
        quantity: null,
        unitPrice: null,
        amount: a,
        group: 'D',
      });
    }
    const fees = sumOf(its.filter((i) => i.group === 'T'));
    const sub = sumOf(its);
    const discount = rng.chance(0.4) ? round2(fees * 0.1) : null;
    const prev = rng.chance(0.65) ? rng.money(900, 6800) : 0;
    const matter = fill(rng.pick(MATTERS));
    return {
      number: String(rng.int(31000, 58999)),
      status: null,
      issue,
      due: rng.chance(0.5) ? addDays(issue, 30) : null,
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
        'Payment is due within 30 days. Balances unpaid after 60 days accrue interest at 1% per month. Please reference the client-matter number with your payment.',
        'Thank you for the opportunity to represent you. Please direct questions about this statement to the billing attorney; disputed entries must be raised within 30 days.',
      ]),
      extra: {
        matter,
        cm: `${rng.int(10100, 19800)}-${String(rng.int(1, 14)).padStart(3, '0')}`,
        through: longDate(through),
        prev: prev ? plain(prev) : '',
        prevDate: mdy(addDays(issue, -rng.int(5, 20))),
        keepers: keepers.map(([nm, t, r]) => `${nm}|${t}|${r}`).join(';'),
        tin: `${rng.digits(2)}-${rng.digits(7)}`,
      },
    };
  },
  draw(s, inv) {
    const m = 58;
    const W = s.width - 2 * m;
    const F: FontName = 'serif';
    const B: FontName = 'serif-bold';
    const I: FontName = 'serif-italic';
    const se = inv.seller;
    const by = inv.buyer;
    const x = inv.extra;
    s.text(se.company ?? '', m, 36, { font: B, size: 15, align: 'center', width: W });
    s.text('Attorneys at Law', m, 55, { font: I, size: 9, align: 'center', width: W });
    s.text(
      `${se.street ?? ''}  ·  ${cityLine(se) ?? ''}  ·  ${fmtPhone(se.phone ?? '', 'dot')}${se.email ? `  ·  ${se.email}` : ''}`,
      m,
      68,
      { font: F, size: 8.5, align: 'center', width: W },
    );
    s.line(m, 82, m + W, 82, 0.8);
    s.text(longDate(inv.issue), m, 96, { font: F, size: 10 });
    stack(
      s,
      [
        by.company,
        by.contact ? `Attention: ${by.contact}, Director of Safety` : null,
        by.street,
        cityLine(by),
        by.email,
      ],
      m,
      116,
      { font: F, size: 10 },
    );
    const meta: Array<[string, string]> = [
      ['Invoice No.', inv.number ?? ''],
      ['Client-Matter', x.cm ?? ''],
      ['Billing attorney', se.contact ?? ''],
      ['Federal Tax ID', x.tin ?? ''],
    ];
    if (inv.due) meta.push(['Payment due', longDate(inv.due)]);
    meta.forEach(([l, v], i) => {
      s.text(l, m + W - 220, 96 + i * 13, { font: I, size: 9 });
      right(s, v, m + W - 220, 96 + i * 13, 220, { font: F, size: 9 });
    });
    let y = 190;
    s.text('Re:', m, y, { font: B, size: 10 });
    y = para(s, x.matter ?? '', m + 26, y, W - 26, { font: B, size: 10 });
    y = para(
      s,
      `For professional services rendered through ${x.through}, as follows:`,
      m,
      y + 6,
      W,
      { font: F, size: 10 },
    );
    const time = inv.items.filter((i) => i.group === 'T');
    const rate = time[0]?.unitPrice !== null;
    const pageHead = () => {
      s.text(`${se.company ?? ''}  -  Invoice No. ${inv.number ?? ''}  -  continued`, m, 36, {
        font: I,
        size: 8.5,
      });
      s.line(m, 50, m + W, 50, 0.4);
    };
    const cols = rate
      ? [
          { header: 'Date', width: 50 },
          { header: 'Atty', width: 32 },
          { header: 'Services', width: W - 50 - 32 - 40 - 48 - 62 },
          { header: 'Hours', width: 40, align: 'right' as const },
          { header: 'Rate', width: 48, align: 'right' as const },
          { header: 'Amount', width: 62, align: 'right' as const },
        ]
      : [
          { header: 'Date', width: 50 },
          { header: 'Atty', width: 32 },
          { header: 'Services', width: W - 50 - 32 - 44 - 66 },
          { header: 'Hours', width: 44, align: 'right' as const },
          { header: 'Amount', width: 66, align: 'right' as const },
        ];
    y = table(
      s,
      m,
      y + 8,
      cols,
      time.map((i) => {
        const [d, a, ...rest] = i.description.split(' ');
        const cells = [d ?? '', a ?? '', rest.join(' '), (i.quantity ?? 0).toFixed(2)];
        if (rate) cells.push(plain(i.unitPrice));
        cells.push(plain(i.amount));
        return cells;
      }),
      {
        font: F,
        bold: B,
        size: 9,
        padding: 4,
        bottom: s.height - 64,
        topOnNewPage: 60,
        onNewPage: pageHead,
      },
    );
    const fees = sumOf(time);
    y = room(s, y + 6, 40, 60, pageHead);
    s.text('Total professional services', m, y, { font: B, size: 9.5 });
    right(s, money(fees), m, y, W, { font: B, size: 9.5 });
    y = room(s, y + 24, 80, 60, pageHead);
    s.text('Disbursements', m, y, { font: B, size: 10 });
    const dis = inv.items.filter((i) => i.group === 'D');
    y = table(
      s,
      m,
      y + 14,
      [
        { header: 'Date', width: 50 },
        { header: 'Description', width: W - 50 - 80 },
        { header: 'Amount', width: 80, align: 'right' },
      ],
      dis.map((i) => {
        const [d, ...rest] = i.description.split(' ');
        return [d ?? '', rest.join(' '), plain(i.amount)];
      }),
      {
        font: F,
        bold: B,
        size: 9,
        padding: 4,
        bottom: s.height - 64,
        topOnNewPage: 60,
        onNewPage: pageHead,
      },
    );
    y = room(s, y + 6, 120, 60, pageHead);
    s.text('Total disbursements', m, y, { font: B, size: 9.5 });
    right(s, money(sumOf(dis)), m, y, W, { font: B, size: 9.5 });
    y += 22;
    const tx = m + W - 260;
    const tot: Array<[string, string, boolean]> = [
      ['Total current charges', money(inv.subtotal), false],
    ];
    if (inv.discount !== null)
      tot.push(['Less courtesy discount (10% of fees)', `(${money(inv.discount)})`, false]);
    tot.push(['TOTAL DUE THIS INVOICE', money(inv.total), true]);
    tot.forEach(([l, v, b], i) => {
      s.text(l, tx, y + i * 15, { font: b ? B : F, size: 10 });
      right(s, v, tx, y + i * 15, 260, { font: b ? B : F, size: 10 });
    });
    s.line(tx, y + (tot.length - 1) * 15 - 3, m + W, y + (tot.length - 1) * 15 - 3, 0.6);
    y += tot.length * 15 + 14;
    if (x.prev) {
      y = room(s, y, 80, 60, pageHead);
      s.text('Statement of account', m, y, { font: B, size: 9.5 });
      const acc: Array<[string, string]> = [
        ['Previous balance', money(Number(x.prev.replace(/,/g, '')))],
        [
          `Payment received ${x.prevDate} - thank you`,
          `(${money(Number(x.prev.replace(/,/g, '')))})`,
        ],
        ['Current charges', money(inv.total)],
        ['Balance due', money(inv.total)],
      ];
      acc.forEach(([l, v], i) => {
        s.text(l, m + 12, y + 14 + i * 13, { font: i === 3 ? B : F, size: 9 });
        right(s, v, m, y + 14 + i * 13, 250, { font: i === 3 ? B : F, size: 9 });
      });
      y += 14 + acc.length * 13 + 12;
    }
    const keepers = (x.keepers ?? '').split(';').map((k) => k.split('|'));
    const rows: Row[] = [];
    for (const [nm, t, r] of keepers) {
      const hrs = time.filter((i) => i.code === nm).reduce((a, i) => a + (i.quantity ?? 0), 0);
      if (hrs > 0)
        rows.push([
          nm ?? '',
          t ?? '',
          hrs.toFixed(2),
          plain(Number(r)),
          plain(round2(hrs * Number(r))),
        ]);
    }
    y = room(s, y, 30 + rows.length * 16 + 70, 60, pageHead);
    s.text('Timekeeper summary', m, y, { font: B, size: 9.5 });
    y = table(
      s,
      m,
      y + 13,
      [
        { header: 'Timekeeper', width: 150 },
        { header: 'Title', width: 90 },
        { header: 'Hours', width: 60, align: 'right' },
        { header: 'Rate', width: 70, align: 'right' },
        { header: 'Fees', width: W - 370, align: 'right' },
      ],
      rows,
      { font: F, bold: B, size: 8.5, padding: 3 },
    );
    y += 14;
    if (!inv.due) {
      s.text('Due upon receipt.', m, y, { font: B, size: 9 });
      y += 14;
    }
    para(s, inv.notes ?? '', m, y, W, { font: I, size: 8.5 });
  },
};

// ---- L3. insurance premium audit billing, landscape: estimated vs audited exposure ---------------

const INSURERS = [
  'Ironbridge Mutual Casualty Company',
  'Great Plains Motor Carrier Insurance Co',
  'Keystone Fleet Assurance Company',
  'Redline Specialty Insurance Co',
];
const AGENCIES = [
  'Crossroads Trucking Insurance Agency',
  'Lone Oak Commercial Insurance Services',
  'Bluewater Risk Partners',
  'Mile 0 Insurance Brokers LLC',
];
interface Coverage {
  name: string;
  basis: string;
  per: number;
  dollars: boolean;
  est: [number, number];
  rate: [number, number, number];
}
const COVERAGES: Coverage[] = [
  {
    name: 'Commercial auto liability - tractors',
    basis: 'Mileage, per 100 miles',
    per: 100,
    dollars: false,
    est: [600000, 2400000],
    rate: [3.1, 6.4, 3],
  },
  {
    name: 'Motor truck cargo',
    basis: 'Gross receipts, per $100',
    per: 100,
    dollars: true,
    est: [800000, 4000000],
    rate: [0.18, 0.55, 3],
  },
  {
    name: "Workers' compensation class 7219 - trucking, drivers",
    basis: 'Payroll, per $100',
    per: 100,
    dollars: true,
    est: [300000, 1600000],
    rate: [4.2, 9.8, 2],
  },
  {
    name: "Workers' compensation class 8810 - clerical office",
    basis: 'Payroll, per $100',
    per: 100,
    dollars: true,
    est: [60000, 240000],
    rate: [0.12, 0.35, 2],
  },
  {
    name: 'General liability - motor carrier operations',
    basis: 'Gross receipts, per $1,000',
    per: 1000,
    dollars: true,
    est: [800000, 4000000],
    rate: [0.35, 1.2, 3],
  },
];

const premiumAudit: InvoiceLayout = {
  id: 'premium-audit-billing',
  title:
    "Insurer's premium audit billing, landscape: insurer header, a notice title and boxed audit billing no. / notice date / due date, named insured and policy blocks with the producing agency, an explanatory paragraph with the policy period in long dates, a coverage table (coverage, rating basis, estimated and audited exposure, rate, audited and deposit premium, additional or return premium, returns in brackets), net additional premium, one or two premium tax lines with a tax total, ADDITIONAL PREMIUM DUE, the premium auditor named, a tear-off stub",
  modelledOn:
    'Trucking insurers billing carriers the additional premium found at the year-end premium audit',
  page: LETTER_LANDSCAPE,
  embedFonts: true,
  build(rng) {
    const seller = sellerParty(rng, INSURERS, 'premiumaudit', true, 0.6);
    const buyer = carrierParty(rng, { contact: rng.chance(0.5), email: rng.chance(0.3) });
    const issue = issueDay(rng);
    const end = addDays(issue, -rng.int(40, 110));
    const start = addDays(end, -365);
    const picks = rng.shuffle(COVERAGES).slice(0, rng.int(3, 5));
    let its: TItem[] = [];
    for (let attempt = 0; attempt < 30; attempt++) {
      its = picks.map((c) => {
        const est = Math.round(rng.int(c.est[0], c.est[1]) / 1000) * 1000;
        const aud = Math.round((est * rng.money(0.82, 1.28)) / 100) * 100;
        const r = rng.money(c.rate[0], c.rate[1], c.rate[2]);
        const audited = round2((aud / c.per) * r);
        const deposit = round2((est / c.per) * r);
        return {
          description: `${c.name} ${c.basis}`,
          quantity: null,
          unitPrice: null,
          amount: round2(audited - deposit),
          group: c.name,
          unit: c.basis,
          code: [
            c.dollars ? money(est).replace('.00', '') : fmtInt(est),
            c.dollars ? money(aud).replace('.00', '') : fmtInt(aud),
            price(r),
            plain(audited),
            plain(deposit),
          ].join('|'),
        };
      });
      if (sumOf(its) > 250) break;
    }
    if (sumOf(its) <= 250) throw new Error('premium audit: no additional premium to bill');
    const sub = sumOf(its);
    const taxes: Array<[string, number]> = rng.chance(0.5)
      ? [
          ['Surplus lines tax 4.85%', 0.0485],
          ['Stamping office fee 0.18%', 0.0018],
        ]
      : [[rng.pick(['State premium tax 2.25%', 'State premium tax 3.00%']), 0]];
    const lines = taxes.map(([l, r0]) => {
      const r = r0 || Number(/([\d.]+)%/.exec(l)?.[1] ?? 0) / 100;
      return [l, round2(sub * r)] as [string, number];
    });
    const tax = round2(lines.reduce((a, [, v]) => a + v, 0));
    return {
      number: `PA-${rng.digits(8)}`,
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
        'If you disagree with the audited exposures, contact your premium auditor within 30 days of this notice. Unpaid additional premium may result in cancellation of your current policy.',
        'Audited exposures are taken from your payroll records, mileage reports and financial statements for the policy period. Return premiums have been applied against additional premiums on this notice.',
      ]),
      extra: {
        policy: `${rng.pick(['MCA', 'TRK', 'CVP'])}-${rng.digits(7)}-${rng.int(1, 4)}`,
        start: longDate(start),
        end: longDate(end),
        agency: rng.pick(AGENCIES),
        agencyPhone: fmtPhone(phone(rng), 'dash'),
        taxLines: lines.map(([l, v]) => `${l}|${plain(v)}`).join(';'),
        customer: rng.digits(9),
      },
    };
  },
  draw(s, inv) {
    const m = 36;
    const W = s.width - 2 * m;
    const F: FontName = 'dejavu';
    const B: FontName = 'dejavu-bold';
    const se = inv.seller;
    const by = inv.buyer;
    const x = inv.extra;
    const blue = '#1d3f6e';
    s.rect(m, 26, 6, 40, { fill: blue });
    s.text(se.company ?? '', m + 14, 26, { font: B, size: 14, color: blue });
    s.text(
      `${se.street ?? ''}, ${cityLine(se) ?? ''}  |  Premium audit ${fmtPhone(se.phone ?? '', 'paren')}${se.email ? `  |  ${se.email}` : ''}`,
      m + 14,
      46,
      { font: F, size: 7.5 },
    );
    s.text('PREMIUM AUDIT BILLING NOTICE', m + 14, 58, { font: B, size: 9 });
    const bw = 230;
    const bx = m + W - bw;
    s.rect(bx, 24, bw, 56, { stroke: blue, lineWidth: 1 });
    const meta: Array<[string, string]> = [
      ['Audit billing no.', inv.number ?? ''],
      ['Notice date', longDate(inv.issue)],
      ['Due date', inv.due ? longDate(inv.due) : ''],
      ['Customer no.', x.customer ?? ''],
    ];
    meta.forEach(([l, v], i) => {
      s.text(l, bx + 6, 29 + i * 12, { font: F, size: 7.5 });
      right(s, v, bx, 29 + i * 12, bw - 6, { font: B, size: 7.5 });
    });
    const col = (W - 20) / 3;
    const blocks: Array<[string, Array<string | null>]> = [
      [
        'NAMED INSURED',
        [
          by.company,
          by.contact ? `Attn: ${by.contact}` : null,
          by.street,
          cityLine(by),
          by.phone ? fmtPhone(by.phone, 'paren') : null,
          by.email,
        ],
      ],
      [
        'POLICY',
        [
          `Policy number ${x.policy}`,
          `Policy period ${x.start} to ${x.end}`,
          'Audit type: voluntary mail audit',
          se.contact ? `Premium auditor: ${se.contact}` : null,
        ],
      ],
      ['PRODUCER', [x.agency ?? '', `Phone ${x.agencyPhone}`, 'Your agent receives a copy']],
    ];
    blocks.forEach(([h, ls], i) => {
      const bx2 = m + i * (col + 10);
      s.text(h, bx2, 92, { font: B, size: 7.5, color: blue });
      s.line(bx2, 102, bx2 + col, 102, 0.6, blue);
      stack(s, ls, bx2, 106, { font: F, size: 8 });
    });
    let y = para(
      s,
      `Your premium for the policy period ${x.start} to ${x.end} was charged on estimated exposures. The audit of your records for that period found the exposures below. The difference between the audited premium and the deposit premium you paid is billed (or returned) on this notice.`,
      m,
      184,
      W,
      { font: F, size: 8 },
    );
    const rows: Row[] = inv.items.map((i) => {
      const [est, aud, r, audited, dep] = (i.code ?? '').split('|');
      return [
        i.group ?? '',
        i.unit ?? '',
        est ?? '',
        aud ?? '',
        r ?? '',
        audited ?? '',
        dep ?? '',
        acct(i.amount),
      ];
    });
    y = table(
      s,
      m,
      y + 8,
      [
        { header: 'Coverage / class', width: W - 96 - 84 - 84 - 52 - 76 - 76 - 96 },
        { header: 'Rating basis', width: 96 },
        { header: 'Estimated exposure', width: 84, align: 'right' },
        { header: 'Audited exposure', width: 84, align: 'right' },
        { header: 'Rate', width: 52, align: 'right' },
        { header: 'Audited premium', width: 76, align: 'right' },
        { header: 'Deposit premium', width: 76, align: 'right' },
        { header: 'Additional / (return) premium', width: 96, align: 'right' },
      ],
      rows,
      { font: F, bold: B, size: 7.5, headerFill: '#dde6f2', padding: 3.5 },
    );
    y += 8;
    const tw = 300;
    const tx = m + W - tw;
    const taxLines = (x.taxLines ?? '').split(';').map((t) => t.split('|'));
    const tot: Array<[string, string, boolean]> = [
      ['Net additional premium', plain(inv.subtotal), false],
      ...taxLines.map(([l, v]) => [l ?? '', v ?? '', false] as [string, string, boolean]),
    ];
    if (taxLines.length > 1) tot.push(['Total taxes and fees', plain(inv.tax), false]);
    tot.push(['ADDITIONAL PREMIUM DUE', money(inv.total), true]);
    tot.forEach(([l, v, b], i) => {
      if (b) s.rect(tx, y + i * 13 - 2, tw, 15, { fill: '#dde6f2' });
      s.text(l, tx + 4, y + i * 13, { font: b ? B : F, size: 8 });
      right(s, v, tx, y + i * 13, tw - 4, { font: b ? B : F, size: 8 });
    });
    s.text('Notes', m, y, { font: B, size: 8 });
    para(s, inv.notes ?? '', m, y + 11, W - tw - 30, { font: F, size: 7.5 });
    y = Math.max(y + tot.length * 13 + 14, s.height - 92);
    for (let k = m; k < m + W; k += 8) s.line(k, y, k + 4, y, 0.5, '#666666');
    s.text('Detach and return with your payment', m, y + 5, { font: F, size: 7, color: '#555555' });
    stack(
      s,
      [
        `Named insured: ${by.company ?? ''}`,
        `Policy ${x.policy}    Audit billing no. ${inv.number ?? ''}`,
        `Please pay ${money(inv.total)} by ${inv.due ? longDate(inv.due) : ''}`,
      ],
      m,
      y + 18,
      { font: F, size: 8 },
    );
    stack(
      s,
      ['Make checks payable to', se.company, 'Premium Accounting Lockbox', cityLine(se)],
      m + W - 240,
      y + 18,
      { font: F, size: 8 },
    );
  },
};

// ---- L4. dedicated contract carriage invoice to a shipper: weekly sections, two pages ------------

const SHIPPERS = [
  'Prairie Hearth Foods Distribution',
  'Lakeshore Building Products Inc',
  'Bluestem Paper & Packaging Co',
  'Cardinal Beverage Distributors LLC',
  'Ridgeline Home Improvement Supply',
  'Copperleaf Grocery Cooperative',
];

const dedicatedFleet: InvoiceLayout = {
  id: 'dedicated-fleet-invoice',
  title:
    'Dedicated contract carriage invoice from a carrier to its shipper customer for a month of weeks: carrier band with MC / USDOT, an invoice-facts strip (invoice, `Nov 3 2026` date, customer ID, contract, PO, terms, due), bill-to with attn, a period operating summary without money, then a section per week ending (fixed weekly charge trucks × rate, variable miles × rate per mile, fuel surcharge miles × a per-mile rate with the DOE price in the text, extra stops, detention hours, a service credit with an amount only on some) with week totals, running onto a second page, total period charges, a volume rebate on some, amount due',
  modelledOn:
    'Asset carriers billing shippers monthly for dedicated tractors and drivers under a contract',
  page: LETTER,
  embedFonts: false,
  build(rng) {
    const seller = carrierParty(rng, { contact: true });
    seller.email = mail(seller.company ?? '', 'billing');
    const company = rng.pick(SHIPPERS);
    const buyer: TParty = {
      company,
      customer: null,
      contact: personName(rng),
      phone: phone(rng),
      email: rng.chance(0.5) ? mail(company, 'freightpay') : null,
      ...place(rng, 0.3),
    };
    const issue = issueDay(rng);
    const lastEnd = saturdayOnOrBefore(addDays(issue, -1));
    const weeks = rng.int(4, 5);
    const trucks = rng.int(3, 8);
    const weekly = rng.int(38, 52) * 100 + rng.pick([0, 25, 50, 75]);
    const perMile = rng.money(0.42, 0.62, 3);
    const stopRate = rng.pick([65, 75, 85]);
    const detRate = rng.pick([60, 65, 75]);
    const its: TItem[] = [];
    let totalMiles = 0;
    let totalStops = 0;
    for (let w = weeks - 1; w >= 0; w--) {
      const we = addDays(lastEnd, -7 * w);
      const g = mdy(we);
      const miles = trucks * rng.int(1900, 2600);
      totalMiles += miles;
      const doe = rng.money(3.55, 4.15, 3);
      const fsc = Math.round(((doe - 1.25) / 6) * 1000) / 1000;
      its.push({
        description: 'Fixed weekly charge - dedicated tractor and driver',
        quantity: trucks,
        unitPrice: weekly,
        amount: round2(trucks * weekly),
        group: g,
        unit: 'trk-wk',
      });
      its.push({
        description: 'Variable mileage charge',
        quantity: miles,
        unitPrice: perMile,
        amount: round2(miles * perMile),
        group: g,
        unit: 'mi',
      });
      its.push({
        description: `Fuel surcharge - DOE avg $${doe.toFixed(3)}, base $1.250, 6.0 mpg`,
        quantity: miles,
        unitPrice: fsc,
        amount: round2(miles * fsc),
        group: g,
        unit: 'mi',
      });
      if (rng.chance(0.6)) {
        const st = rng.int(4, 30);
        totalStops += st;
        its.push({
          description: 'Extra stop-off charges',
          quantity: st,
          unitPrice: stopRate,
          amount: st * stopRate,
          group: g,
          unit: 'stops',
        });
      }
      if (rng.chance(0.4)) {
        const h = rng.int(2, 26) / 4;
        its.push({
          description: `Driver detention at ${rng.pick(['consignee', 'origin DC', 'cross-dock'])}`,
          quantity: h,
          unitPrice: detRate,
          amount: round2(h * detRate),
          group: g,
          unit: 'hr',
        });
      }
      if (rng.chance(0.25)) {
        const d = addDays(we, -rng.int(1, 5));
        its.push({
          description: `Service credit - tractor ${rng.int(3100, 3999)} out of service ${fmtDate(d, 'mdyy')}`,
          quantity: null,
          unitPrice: null,
          amount: -round2(weekly / 5),
          group: g,
        });
      }
    }
    const sub = sumOf(its);
    const linehaul = sumOf(its.filter((i) => i.description.startsWith('Fixed')));
    const discount = rng.chance(0.4) ? round2(linehaul * 0.015) : null;
    return {
      number: `DC${String(issue.y).slice(2)}${String(issue.m).padStart(2, '0')}-${rng.digits(4)}`,
      status: null,
      issue,
      due: addDays(issue, rng.pick([15, 21, 30])),
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
        'Fuel surcharge is calculated weekly from the DOE national average diesel price published on the Monday of the week. Miles are hub miles from the tractor ECMs.',
        'Service credits are applied for each day a dedicated tractor is not available for dispatch. Questions on this invoice go to your account manager within 15 days.',
      ]),
      extra: {
        mc: `MC-${rng.digits(6)}`,
        usdot: rng.digits(7),
        cust: `C${rng.digits(5)}`,
        contract: `DCS-${rng.digits(4)}`,
        po: `PO ${rng.digits(8)}`,
        from: mdy(addDays(lastEnd, -7 * weeks + 1)),
        to: mdy(lastEnd),
        miles: fmtInt(totalMiles),
        loads: fmtInt(rng.int(18, 34) * trucks),
        stops: fmtInt(totalStops),
        ontime: `${rng.int(930, 995) / 10}%`,
        trucks: String(trucks),
        discLabel: 'Volume rebate (1.5% of fixed charges)',
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
    const band = '#7a2e1d';
    s.rect(0, 0, s.width, 58, { fill: band });
    s.text(se.company ?? '', m, 14, { font: B, size: 15, color: '#ffffff' });
    s.text(`${se.street ?? ''}, ${cityLine(se) ?? ''}   ${x.mc}   USDOT ${x.usdot}`, m, 36, {
      font: F,
      size: 8,
      color: '#ffffff',
    });
    right(s, 'DEDICATED SERVICES INVOICE', m, 16, W, { font: B, size: 11, color: '#ffffff' });
    right(s, `${fmtPhone(se.phone ?? '', 'dash')}   ${se.email ?? ''}`, m, 36, W, {
      font: F,
      size: 8,
      color: '#ffffff',
    });
    const mon = (d: Day) => fmtDate(d, 'mon-d-y');
    const facts: Array<[string, string]> = [
      ['Invoice', inv.number ?? ''],
      ['Date', mon(inv.issue)],
      ['Customer ID', x.cust ?? ''],
      ['Contract', x.contract ?? ''],
      ['Customer PO', x.po ?? ''],
      [
        'Terms',
        inv.due
          ? `Net ${Math.round((Date.UTC(inv.due.y, inv.due.m - 1, inv.due.d) - Date.UTC(inv.issue.y, inv.issue.m - 1, inv.issue.d)) / 86400000)}`
          : '',
      ],
      ['Due', inv.due ? mon(inv.due) : ''],
    ];
    const fw = W / facts.length;
    facts.forEach(([l, v], i) => {
      s.rect(m + i * fw, 68, fw, 30, { stroke: '#999999', lineWidth: 0.5 });
      s.text(l, m + i * fw + 4, 71, { font: F, size: 6.5, color: '#666666' });
      s.text(v, m + i * fw + 4, 83, { font: B, size: 8 });
    });
    s.text('BILL TO', m, 110, { font: B, size: 8, color: band });
    stack(
      s,
      [
        by.company,
        by.contact ? `Attn: ${by.contact}, Transportation Manager` : null,
        by.street,
        cityLine(by),
        by.phone ? fmtPhone(by.phone, 'paren') : null,
        by.email,
      ],
      m,
      122,
      { font: F, size: 9 },
    );
    s.text('SERVICE PERIOD SUMMARY', m + 290, 110, { font: B, size: 8, color: band });
    const kpi: Array<[string, string]> = [
      ['Service period', `${x.from} - ${x.to}`],
      ['Dedicated tractors', x.trucks ?? ''],
      ['Loads delivered', x.loads ?? ''],
      ['Hub miles', x.miles ?? ''],
      ['Extra stops', x.stops ?? ''],
      ['On-time delivery', x.ontime ?? ''],
    ];
    kpi.forEach(([l, v], i) => {
      s.text(l, m + 290, 122 + i * 11.5, { font: F, size: 8 });
      right(s, v, m + 290, 122 + i * 11.5, W - 290, { font: F, size: 8 });
    });
    s.text(`Account manager: ${se.contact ?? ''}`, m + 290, 196, { font: F, size: 8 });
    let page = 1;
    // each page's footer is drawn when the page starts (the surface cannot go back a page)
    const foot = () =>
      s.text(`${inv.number ?? ''}  ·  page ${page}`, m, s.height - 30, {
        font: F,
        size: 7,
        align: 'right',
        width: W,
        color: '#666666',
      });
    const next = () => {
      page++;
      foot();
      s.rect(0, 0, s.width, 6, { fill: band });
      s.text(`${se.company ?? ''}  -  invoice ${inv.number ?? ''} (continued)`, m, 24, {
        font: B,
        size: 9,
      });
    };
    foot();
    const rows: Row[] = [];
    const groups = [...new Set(inv.items.map((i) => i.group ?? ''))];
    for (const g of groups) {
      const xs = inv.items.filter((i) => i.group === g);
      rows.push({ span: `WEEK ENDING SAT ${g}`, bold: true });
      for (const i of xs)
        rows.push([
          i.description,
          i.quantity === null ? '' : `${fmtInt(i.quantity)} ${i.unit ?? ''}`.trim(),
          i.unitPrice === null ? '' : price(i.unitPrice),
          i.amount < 0 ? `-${plain(-i.amount)}` : plain(i.amount),
        ]);
      rows.push({ span: `Total week ending ${g}`, bold: true, right: money(sumOf(xs)) });
    }
    let y = table(
      s,
      m,
      222,
      [
        { header: 'Charge', width: W - 90 - 70 - 90 },
        { header: 'Quantity', width: 90, align: 'right' },
        { header: 'Rate', width: 70, align: 'right' },
        { header: 'Amount', width: 90, align: 'right' },
      ],
      rows,
      {
        font: F,
        bold: B,
        size: 8.5,
        headerFill: '#f1e3df',
        padding: 4,
        bottom: s.height - 50,
        topOnNewPage: 44,
        onNewPage: next,
      },
    );
    y = room(s, y + 10, 120, 44, next);
    const tx = m + W - 280;
    const tot: Array<[string, string, boolean]> = [
      ['Total period charges', money(inv.subtotal), false],
    ];
    if (inv.discount !== null) tot.push([x.discLabel ?? '', `-${money(inv.discount)}`, false]);
    tot.push(['AMOUNT DUE', money(inv.total), true]);
    tot.forEach(([l, v, b], i) => {
      if (b) s.rect(tx, y + i * 15 - 3, 280, 17, { fill: '#f1e3df' });
      s.text(l, tx + 5, y + i * 15, { font: b ? B : F, size: 9 });
      right(s, v, tx, y + i * 15, 275, { font: b ? B : F, size: 9 });
    });
    stack(
      s,
      [
        'Remit to:',
        se.company,
        se.street,
        cityLine(se),
        `ACH remittance advice to ${se.email ?? ''}`,
      ],
      m,
      y,
      { font: F, size: 8 },
    );
    y += 76;
    s.text('Notes:', m, y, { font: B, size: 8 });
    para(s, inv.notes ?? '', m + 34, y, W - 34, { font: F, size: 8 });
  },
};

// ---- L5. Mexican transfer carrier's bilingual CFDI invoice to a US carrier ------------------------

const TRANSFER: Array<[string, string, string, string, string]> = [
  ['Transportes Transfronterizos del Bravo SA de CV', 'Nuevo Laredo', 'TAMPS', '88000', '867'],
  ['Fletes y Cruces Paso del Norte SA de CV', 'Ciudad Juarez', 'CHIH', '32310', '656'],
  ['Autotransportes Frontera Norte SA de CV', 'Reynosa', 'TAMPS', '88780', '899'],
  ['Servicios de Transfer Mesa de Otay SA de CV', 'Tijuana', 'BC', '22430', '664'],
  ['Cruces Logisticos de Sonora SA de CV', 'Nogales', 'SON', '84094', '631'],
];
const MX_STREETS = [
  'Blvd. Luis Donaldo Colosio 4512',
  'Av. Tecnologico 2250',
  'Carretera Nacional Km 12.5',
  'Av. Industrial del Norte 1380',
  'Calle Aduana 77',
];
const ROUTES: Record<string, string> = {
  'Nuevo Laredo': 'Nuevo Laredo - Laredo TX',
  'Ciudad Juarez': 'Cd. Juarez - El Paso TX',
  Reynosa: 'Reynosa - Pharr TX',
  Tijuana: 'Otay Mesa - San Diego CA',
  Nogales: 'Nogales SON - Nogales AZ',
};

const UNITS_ES = [
  '',
  'UN',
  'DOS',
  'TRES',
  'CUATRO',
  'CINCO',
  'SEIS',
  'SIETE',
  'OCHO',
  'NUEVE',
  'DIEZ',
  'ONCE',
  'DOCE',
  'TRECE',
  'CATORCE',
  'QUINCE',
  'DIECISEIS',
  'DIECISIETE',
  'DIECIOCHO',
  'DIECINUEVE',
  'VEINTE',
  'VEINTIUN',
  'VEINTIDOS',
  'VEINTITRES',
  'VEINTICUATRO',
  'VEINTICINCO',
  'VEINTISEIS',
  'VEINTISIETE',
  'VEINTIOCHO',
  'VEINTINUEVE',
];
const TENS_ES = [
  '',
  '',
  '',
  'TREINTA',
  'CUARENTA',
  'CINCUENTA',
  'SESENTA',
  'SETENTA',
  'OCHENTA',
  'NOVENTA',
];
const HUNDREDS_ES = [
  '',
  'CIENTO',
  'DOSCIENTOS',
  'TRESCIENTOS',
  'CUATROCIENTOS',
  'QUINIENTOS',
  'SEISCIENTOS',
  'SETECIENTOS',
  'OCHOCIENTOS',
  'NOVECIENTOS',
];
function below1000(n: number): string {
  if (n === 100) return 'CIEN';
  const out: string[] = [];
  const c = Math.floor(n / 100);
  const r = n % 100;
  if (c) out.push(HUNDREDS_ES[c] ?? '');
  if (r > 0 && r < 30) out.push(UNITS_ES[r] ?? '');
  else if (r >= 30) {
    const u = r % 10;
    out.push(u ? `${TENS_ES[Math.floor(r / 10)]} Y ${UNITS_ES[u]}` : (TENS_ES[r / 10] ?? ''));
  }
  return out.join(' ');
}
/** `1,234.56` in Spanish words for the "importe con letra" line. */
function spanishWords(n: number, currency: string): string {
  const cents = Math.round(n * 100);
  const i = Math.floor(cents / 100);
  const c = cents % 100;
  const mill = Math.floor(i / 1e6);
  const miles = Math.floor(i / 1000) % 1000;
  const rest = i % 1000;
  const parts: string[] = [];
  if (mill) parts.push(mill === 1 ? 'UN MILLON' : `${below1000(mill)} MILLONES`);
  if (miles) parts.push(miles === 1 ? 'MIL' : `${below1000(miles)} MIL`);
  if (rest) parts.push(below1000(rest));
  const words = parts.length ? parts.join(' ') : 'CERO';
  const name = currency === 'MXN' ? 'PESOS' : 'DOLARES AMERICANOS';
  return `(${words} ${name} ${String(c).padStart(2, '0')}/100 ${currency})`;
}

const transferFactura: InvoiceLayout = {
  id: 'mx-transfer-factura',
  title:
    "Mexican transfer (cross-border shuttle) carrier's bilingual CFDI invoice to a US carrier: emisor block with RFC and tax regime, FACTURA / INVOICE with series-folio, folio fiscal UUID, emission date as an ISO date-time, due date in dd/mm/yyyy with the format in the label, receptor block with the foreign-resident RFC, concepts split into international crossings (IVA 0%) and complementary services (IVA 16%) with quantity and SAT unit in one cell, descuento on some, IVA lines, total, amount in Spanish words, USD or MXN with the exchange rate, PUE paid or PPD, bank details, digital seals",
  modelledOn:
    'Mexican transfer carriers billing US carriers for shuttling trailers across the border',
  page: LETTER,
  embedFonts: true,
  build(rng) {
    const [name, city, state, zip, area] = rng.pick(TRANSFER);
    const seller: TParty = {
      company: name,
      customer: null,
      contact: rng.chance(0.5) ? personName(rng) : null,
      phone: `${area}${rng.int(2, 9)}${rng.digits(6)}`,
      email: rng.chance(0.7) ? mail(name.replace(/ SA de CV$/, ''), 'facturacion') : null,
      street: rng.pick(MX_STREETS),
      city,
      state,
      zip,
    };
    const buyer = carrierParty(rng, { contact: rng.chance(0.4), email: rng.chance(0.5) });
    const issue = issueDay(rng);
    const mxn = rng.chance(0.3);
    const fx = mxn ? rng.money(17.2, 19.6, 4) : 1;
    const cv = (usd: number) => (mxn ? round2(usd * fx) : usd);
    const its: TItem[] = [];
    const route = ROUTES[city] ?? '';
    const n = rng.int(2, 7);
    for (let k = 0; k < n; k++) {
      const loaded = rng.chance(0.75);
      const d = addDays(issue, -rng.int(1, 12));
      const p = cv(loaded ? rng.pick([95, 110, 125, 145, 165, 185]) : rng.pick([55, 65, 75, 85]));
      const ped = `${String(d.y).slice(2)} ${rng.int(24, 80)} ${rng.digits(4)} ${rng.digits(7)}`;
      its.push({
        description: loaded
          ? `Cruce de remolque cargado / Loaded trailer crossing ${route} - caja ${rng.digits(5)} - pedimento ${ped}`
          : `Cruce de remolque vacio / Empty trailer crossing ${route} - caja ${rng.digits(5)}`,
        quantity: 1,
        unitPrice: p,
        amount: p,
        group: '0',
        unit: 'E48',
      });
    }
    if (rng.chance(0.5)) {
      const h = rng.int(1, 6);
      const p = cv(rng.pick([35, 40, 45]));
      its.push({
        description: 'Demoras en aduana / Customs waiting time',
        quantity: h,
        unitPrice: p,
        amount: round2(h * p),
        group: '0',
        unit: 'HUR',
      });
    }
    const extras: Array<[string, string, number, number]> = rng
      .shuffle<[string, string, number, number]>([
        ['Maniobras de carga y descarga / Loading and unloading', 'HUR', rng.int(1, 5), 38],
        ['Almacenaje en patio / Yard storage', 'DAY', rng.int(1, 4), 30],
        ['Inspeccion de rayos gamma / Gamma-ray inspection', 'E48', 1, 65],
        ['Sellos de alta seguridad / High-security seals', 'H87', rng.int(2, 6), 8],
      ])
      .slice(0, rng.int(1, 3));
    for (const [d, u, q, p0] of extras) {
      const p = cv(p0);
      its.push({
        description: d,
        quantity: q,
        unitPrice: p,
        amount: round2(q * p),
        group: '16',
        unit: u,
      });
    }
    const zeroBase = sumOf(its.filter((i) => i.group === '0'));
    const discount = rng.chance(0.4) ? round2(zeroBase * rng.pick([0.05, 0.08, 0.1])) : null;
    const tax = round2(sumOf(its.filter((i) => i.group === '16')) * 0.16);
    const sub = sumOf(its);
    const paid = rng.chance(0.4);
    const hex = (k: number) =>
      Array.from({ length: k }, () => rng.pick([...'0123456789ABCDEF'])).join('');
    const b64 = (k: number) =>
      Array.from(
        { length: k },
        (_, i) =>
          (i > 0 && i % 120 === 0 ? '\n' : '') +
          rng.pick([...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/']),
      ).join('');
    const series = rng.pick(['NLD', 'A', 'TRF', 'FT']);
    const t0 = rng.int(8 * 3600, 18 * 3600);
    const p2 = (k: number) => String(k).padStart(2, '0');
    const hms = (t: number) =>
      `${p2(Math.floor(t / 3600))}:${p2(Math.floor(t / 60) % 60)}:${p2(t % 60)}`;
    return {
      number: `${series}-${rng.int(1200, 58999)}`,
      status: paid ? 'Paid' : null,
      issue,
      due: paid ? null : addDays(issue, rng.pick([8, 15, 30])),
      seller,
      buyer,
      items: its,
      subtotal: sub,
      tax,
      taxRate: null,
      shipping: null,
      discount,
      total: round2(sub - (discount ?? 0) + tax),
      currency: mxn ? 'MXN' : 'USD',
      notes: rng.pick([
        'Tarifas por cruce sencillo. Favor de pagar por transferencia a la cuenta indicada. / Rates are per single crossing; please pay by wire to the account shown.',
        'Tiempo libre de 2 horas por cruce; las demoras se cobran por hora. / Two free hours per crossing; waiting time is charged by the hour.',
      ]),
      extra: {
        rfc: `${name
          .replace(/[^A-Z]/g, '')
          .slice(
            0,
            3,
          )}${String(rng.int(5, 20)).padStart(2, '0')}${String(rng.int(1, 12)).padStart(2, '0')}${String(rng.int(1, 28)).padStart(2, '0')}${rng.pick([...'ABCDEFGHJK'])}${rng.int(1, 9)}${rng.pick([...'ABCDEFGH0123'])}`,
        uuid: `${hex(8)}-${hex(4)}-4${hex(3)}-${rng.pick([...'89AB'])}${hex(3)}-${hex(12)}`,
        time: hms(t0),
        cert: hms(t0 + rng.int(20, 900)),
        fx: fx.toFixed(4),
        words: spanishWords(round2(sub - (discount ?? 0) + tax), mxn ? 'MXN' : 'USD'),
        method: paid
          ? 'PUE - Pago en una sola exhibicion'
          : 'PPD - Pago en parcialidades o diferido',
        form: paid ? '03 - Transferencia electronica de fondos' : '99 - Por definir',
        bank: rng.pick(['Banco del Bajio Norte', 'Banca Frontera', 'Banco Regional de Tamaulipas']),
        clabe: `${rng.digits(6)}${rng.digits(6)}${rng.digits(6)}`,
        usdot: rng.digits(7),
        certNo: `${rng.digits(10)}${rng.digits(10)}`,
        seal1: b64(240),
        seal2: b64(240),
      },
    };
  },
  draw(s, inv) {
    const m = 34;
    const W = s.width - 2 * m;
    const F: FontName = 'narrow';
    const B: FontName = 'narrow-bold';
    const se = inv.seller;
    const by = inv.buyer;
    const x = inv.extra;
    const green = '#1f6b4a';
    const iso = (d: Day) => fmtDate(d, 'iso');
    const dmy = (d: Day) => `${mdy(d).slice(3, 5)}/${mdy(d).slice(0, 2)}/${d.y}`;
    s.rect(m, 26, 50, 50, { fill: green });
    const logo = (se.company ?? '')
      .split(' ')
      .filter((w) => /^[A-Z]/.test(w) && !['SA', 'CV'].includes(w))
      .slice(0, 3)
      .map((w) => w[0])
      .join('');
    s.text(logo, m, 42, { font: B, size: 16, color: '#ffffff', align: 'center', width: 50 });
    s.text(se.company ?? '', m + 60, 26, { font: B, size: 12 });
    stack(
      s,
      [
        `RFC: ${x.rfc}    Regimen fiscal: 601 General de Ley Personas Morales`,
        `${se.street ?? ''}, ${cityLine(se) ?? ''}, Mexico`,
        `Tel. ${fmtPhone(se.phone ?? '', 'paren')}${se.email ? `    ${se.email}` : ''}`,
        se.contact ? `Ejecutivo de cuenta / Account rep: ${se.contact}` : null,
        `Lugar de expedicion / Place of issue: ${se.zip ?? ''}`,
      ],
      m + 60,
      42,
      { font: F, size: 8 },
    );
    const bw = 200;
    const bx = m + W - bw;
    s.rect(bx, 24, bw, 18, { fill: green });
    s.text('FACTURA / INVOICE', bx, 28, {
      font: B,
      size: 10,
      color: '#ffffff',
      align: 'center',
      width: bw,
    });
    s.rect(bx, 42, bw, 84, { stroke: green, lineWidth: 0.8 });
    const meta: Array<[string, string]> = [
      ['Serie-Folio / Invoice no.', inv.number ?? ''],
      ['Fecha de emision / Issued', `${iso(inv.issue)}T${x.time}`],
      ['Tipo de comprobante', 'I - Ingreso'],
      ['Moneda / Currency', inv.currency ?? 'USD'],
    ];
    if (inv.currency === 'MXN') meta.push(['Tipo de cambio / Exch. rate', x.fx ?? '']);
    if (inv.due) meta.push(['Vencimiento / Due (dd/mm/yyyy)', dmy(inv.due)]);
    meta.forEach(([l, v], i) => {
      s.text(l, bx + 4, 46 + i * 12.5, { font: F, size: 7 });
      right(s, v, bx, 46 + i * 12.5, bw - 4, { font: B, size: 7.5 });
    });
    s.text(`Folio fiscal (UUID): ${x.uuid}`, m, 92, { font: F, size: 7.5 });
    s.text(`No. de certificado del emisor: ${x.certNo}`, m, 103, { font: F, size: 7.5 });
    // receptor
    s.rect(m, 134, W, 14, { fill: '#e3efe8' });
    s.text('RECEPTOR / BILL TO', m + 4, 137, { font: B, size: 8 });
    stack(
      s,
      [
        by.company,
        by.contact ? `Atencion / Attn: ${by.contact}` : null,
        by.street,
        `${cityLine(by) ?? ''}, USA`,
        by.phone ? `Tel. ${fmtPhone(by.phone, 'dash')}` : null,
        by.email,
      ],
      m + 4,
      153,
      { font: F, size: 8.5 },
    );
    stack(
      s,
      [
        'RFC: XEXX010101000 (residente en el extranjero)',
        `Residencia fiscal: USA    NumRegIdTrib: USDOT ${x.usdot}`,
        'Uso CFDI: S01 - Sin efectos fiscales',
        `Metodo de pago: ${x.method}`,
        `Forma de pago: ${x.form}`,
      ],
      m + W / 2,
      153,
      { font: F, size: 8 },
    );
    const rows: Row[] = [];
    const cell = (i: TItem) => [
      `${fmtInt(i.quantity ?? 0)} ${i.unit ?? ''}`,
      i.description,
      plain(i.unitPrice),
      plain(i.amount),
    ];
    const zero = inv.items.filter((i) => i.group === '0');
    const taxed = inv.items.filter((i) => i.group === '16');
    rows.push({
      span: 'Servicios de transporte internacional / International crossings - IVA 0%',
      bold: true,
    });
    for (const i of zero) rows.push(cell(i));
    rows.push({ span: 'Servicios complementarios / Complementary services - IVA 16%', bold: true });
    for (const i of taxed) rows.push(cell(i));
    let y = table(
      s,
      m,
      238,
      [
        { header: 'Cant. / Qty', width: 62, align: 'right' },
        { header: 'Descripcion / Description', width: W - 62 - 80 - 86 },
        { header: 'Valor unit. / Unit price', width: 80, align: 'right' },
        { header: 'Importe / Amount', width: 86, align: 'right' },
      ],
      rows,
      { font: F, bold: B, size: 8, headerFill: '#e3efe8', grid: true, padding: 3 },
    );
    y += 8;
    const tw = 230;
    const tx = m + W - tw;
    const tot: Array<[string, string, boolean]> = [['Subtotal', plain(inv.subtotal), false]];
    if (inv.discount !== null) tot.push(['Descuento / Discount', plain(inv.discount), false]);
    tot.push(['IVA trasladado 0%', '0.00', false]);
    tot.push(['IVA trasladado 16%', plain(inv.tax), false]);
    tot.push([`Total ${inv.currency ?? 'USD'}`, money(inv.total), true]);
    tot.forEach(([l, v, b], i) => {
      s.rect(tx, y + i * 15, tw, 15, { stroke: '#9cbfae', lineWidth: 0.5 });
      if (b) s.rect(tx, y + i * 15, tw, 15, { fill: '#e3efe8' });
      s.text(l, tx + 4, y + i * 15 + 3.5, { font: b ? B : F, size: 8.5 });
      right(s, v, tx, y + i * 15 + 3.5, tw - 5, { font: b ? B : F, size: 8.5 });
    });
    s.text('Importe con letra / Amount in words:', m, y, { font: B, size: 7.5 });
    let yy = para(s, x.words ?? '', m, y + 10, W - tw - 20, { font: F, size: 7.5 });
    yy = stack(
      s,
      [`Banco / Bank: ${x.bank}    CLABE: ${x.clabe}`, `Beneficiario: ${se.company ?? ''}`],
      m,
      yy + 4,
      { font: F, size: 7.5 },
    );
    s.text('Observaciones / Notes:', m, yy + 4, { font: B, size: 7.5 });
    yy = para(s, inv.notes ?? '', m, yy + 14, W - tw - 20, { font: F, size: 7.5 });
    if (inv.status === 'Paid') {
      s.rect(m + 120, yy + 6, 140, 26, { stroke: '#b00000', lineWidth: 1.8 });
      s.text('PAGADO / PAID', m + 120, yy + 13, {
        font: B,
        size: 12,
        color: '#b00000',
        align: 'center',
        width: 140,
      });
      yy += 36;
    }
    y = Math.max(yy, y + tot.length * 15) + 16;
    s.line(m, y, m + W, y, 0.4, '#999999');
    s.text('Sello digital del CFDI:', m, y + 5, { font: B, size: 6.5 });
    y = para(s, x.seal1 ?? '', m, y + 14, W, { font: F, size: 6, color: '#555555' });
    s.text('Sello del SAT:', m, y + 2, { font: B, size: 6.5 });
    y = para(s, x.seal2 ?? '', m, y + 11, W, { font: F, size: 6, color: '#555555' });
    s.text(
      `Fecha de certificacion: ${iso(inv.issue)}T${x.cert}    Este documento es una representacion impresa de un CFDI 4.0`,
      m,
      y + 3,
      { font: F, size: 6.5 },
    );
  },
};

export const UNSEEN_LAYOUTS_8: InvoiceLayout[] = [
  irpBilling,
  lawInvoice,
  premiumAudit,
  dedicatedFleet,
  transferFactura,
];
