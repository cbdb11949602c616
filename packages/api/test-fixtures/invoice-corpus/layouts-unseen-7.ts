/**
 * The eighth held-out set of invoice layouts (issue 16), written after the five layouts of
 * layouts-unseen-6.ts were measured and moved to dev. Appended to the layout list after them, so
 * every earlier document keeps its seed. Written without looking at the extractor: bills a
 * carrier receives, drawn in structures the earlier layouts do not use. Names are made up.
 *
 * As in layouts.ts: the expected record is exactly what the page shows, and a line item's
 * description is the row's text cells other than quantity, unit price and amount, left to right,
 * joined by single spaces (a wrapped cell's lines joined by a space).
 */

import { FIRST, LAST, PLACES } from '../shared/pools';
import {
  addDays,
  type Day,
  type FontName,
  fmtDate,
  fmtInt,
  fmtPhone,
  LETTER,
  MONTHS_LONG,
  type PageSize,
  para,
  type Rng,
  round2,
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

const LEGAL: PageSize = { width: 612, height: 1008 };

/** `03 Nov 2026`. */
const dMonY = (d: Day) => {
  const t = fmtDate(d, 'd-mon-yy');
  return `${t.slice(0, 2)} ${t.slice(3, 6)} ${d.y}`;
};
const mmdd = (d: Day) => mdy(d).slice(0, 5);
/** The first day of the month `k` months after `d`'s month. */
const monthStart = (d: Day, k: number): Day => {
  const t = new Date(Date.UTC(d.y, d.m - 1 + k, 1));
  return { y: t.getUTCFullYear(), m: t.getUTCMonth() + 1, d: 1 };
};
const monthName = (d: Day) => `${MONTHS_LONG[d.m - 1] ?? ''} ${d.y}`;

/** A trailer VIN: the maker's code is drawn first, then `vin`'s characters. */
const trailerVin = (rng: Rng) =>
  vin(rng, rng.pick(['1UY', '1JJ', '1GR', '1DW', '5V8', '3H3', '4UZ']));

// ---- L1. mobile (yard) fuel delivery invoice, two pages with a carried-forward subtotal ----------

const FUELERS = [
  'Yardside Fuel Delivery LLC',
  'Night Shift Mobile Fueling Co',
  'Wet Hose Fleet Fuels Inc',
  'Tri-State On-Site Diesel LLC',
];

const mobileFueling: InvoiceLayout = {
  id: 'mobile-fueling-invoice',
  title:
    'Mobile (wet-hose) fuel delivery invoice for a billing period: Bill To and Delivered To (the yard) blocks, one row per meter ticket (ticket, date, unit, product: clear diesel for tractors, dyed diesel for reefers, DEF) with gallons and price per gallon to 3 decimals, the table running onto a second page with a subtotal carried forward and brought forward, a site-visit fee row, federal and state per-gallon excise tax lines on clear diesel only with a tax total, `03 Nov 2026` dates',
  modelledOn: 'Mobile fueling companies fuelling carrier fleets overnight in their yards',
  page: LETTER,
  embedFonts: false,
  build(rng) {
    const seller = sellerParty(rng, FUELERS, 'billing', true, 0.8);
    const buyer = carrierParty(rng, { contact: rng.chance(0.6), email: rng.chance(0.5) });
    const issue = issueDay(rng);
    const end = addDays(issue, -rng.int(1, 3));
    const start = addDays(end, -rng.int(13, 15));
    const tractors = Array.from(
      { length: rng.int(10, 16) },
      () => `T${rng.int(1, 9)}${rng.digits(3)}`,
    );
    const reefers = Array.from({ length: rng.int(4, 9) }, () => `R${rng.digits(4)}`);
    const target = rng.int(34, 48);
    const its: TItem[] = [];
    let ticket = rng.int(100000, 899000);
    let visits = 0;
    let day = start;
    while (its.length < target) {
      day = addDays(day, rng.int(1, 3));
      visits++;
      const clear = rng.money(3.38, 3.96, 3);
      const dyed = Math.round((clear - rng.money(0.48, 0.62, 3)) * 1000) / 1000;
      const def = rng.money(2.95, 3.6, 3);
      const push = (unit: string, product: string, gal: number, p: number) => {
        ticket += rng.int(1, 3);
        its.push({
          description: `${ticket} ${mmdd(day)} ${unit} ${product}`,
          quantity: gal,
          unitPrice: p,
          amount: round2(gal * p),
          group: product,
          code: String(ticket),
          unit,
          date: day,
        });
      };
      for (const t of rng.shuffle(tractors).slice(0, rng.int(4, 7))) {
        if (its.length >= target) break;
        push(t, 'ULSD #2 Clear', rng.money(58, 214, 3), clear);
        if (rng.chance(0.15) && its.length < target) push(t, 'DEF Bulk', rng.money(4, 16, 3), def);
      }
      for (const r of rng.shuffle(reefers).slice(0, rng.int(1, 3))) {
        if (its.length >= target) break;
        push(r, 'Reefer ULSD Dyed', rng.money(14, 48, 3), dyed);
      }
    }
    const fee = rng.pick([45, 55, 65, 75, 95]);
    its.push({
      description: 'Site visit / delivery fee',
      quantity: visits,
      unitPrice: fee,
      amount: round2(visits * fee),
      group: 'FEE',
    });
    const clearGal =
      Math.round(
        its.filter((i) => i.group === 'ULSD #2 Clear').reduce((a, i) => a + (i.quantity ?? 0), 0) *
          1000,
      ) / 1000;
    const fedRate = 0.244;
    const stRate = rng.pick([0.2, 0.27, 0.285, 0.32, 0.195]);
    const fed = round2(clearGal * fedRate);
    const st = round2(clearGal * stRate);
    const tax = round2(fed + st);
    const sub = sumOf(its);
    const site = place(rng, 0);
    return {
      number: `${rng.pick(['MF', 'YF', 'WH'])}-${rng.digits(6)}`,
      status: null,
      issue,
      due: addDays(issue, rng.pick([10, 15])),
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
        'Gallons are temperature-compensated meter readings. Dyed diesel is delivered for off-road use in reefer units only and carries no road tax.',
        'Fuel is delivered between 10 PM and 5 AM. Please report any missing ticket within 5 days of the invoice date.',
      ]),
      extra: {
        start: dMonY(start),
        end: dMonY(end),
        cust: `${rng.digits(5)}`,
        clearGal: clearGal.toFixed(3),
        fedRate: fedRate.toFixed(3),
        stRate: stRate.toFixed(3),
        fed: plain(fed),
        st: plain(st),
        stName: `${seller.state ?? ''} fuel excise tax`,
        siteStreet: site.street ?? '',
        siteCity: `${site.city}, ${site.state} ${site.zip}`,
        gate: `Gate code on file - ${rng.pick(['north', 'south', 'east'])} entrance`,
        box: `PO Box ${rng.int(1000, 99999)}`,
        boxCity: cityLine(seller) ?? '',
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
    // logo tile and name
    s.rect(m, 30, 34, 34, { fill: '#1f5f8b' });
    s.text('FUEL', m, 43, { font: B, size: 8, color: '#ffffff', align: 'center', width: 34 });
    s.text(se.company ?? '', m + 42, 30, { font: B, size: 14 });
    stack(
      s,
      [
        `${se.street ?? ''}, ${cityLine(se) ?? ''}`,
        `Dispatch & billing ${fmtPhone(se.phone ?? '', 'dot')}${se.email ? `   ${se.email}` : ''}`,
        se.contact ? `Account manager: ${se.contact}` : null,
      ],
      m + 42,
      48,
      { font: F, size: 8 },
    );
    right(s, 'FUEL DELIVERY INVOICE', m, 30, W, { font: B, size: 12, color: '#1f5f8b' });
    const meta: Array<[string, string]> = [
      ['Invoice No.', inv.number ?? ''],
      ['Invoice Date', dMonY(inv.issue)],
      ['Delivery Period', `${x.start} - ${x.end}`],
      ['Due Date', inv.due ? dMonY(inv.due) : ''],
      ['Customer No.', x.cust ?? ''],
    ];
    meta.forEach(([l, v], i) => {
      s.text(l, m + W - 220, 50 + i * 11, { font: F, size: 8, color: '#555555' });
      right(s, v, m + W - 140, 50 + i * 11, 140, { font: B, size: 8 });
    });
    const bw = (W - 12) / 2;
    const blocks: Array<[string, Array<string | null>]> = [
      [
        'BILL TO',
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
        'DELIVERED TO (SITE)',
        [`${by.company ?? ''} yard`, x.siteStreet ?? '', x.siteCity ?? '', x.gate ?? ''],
      ],
    ];
    blocks.forEach(([h, ls], i) => {
      const bx = m + i * (bw + 12);
      s.rect(bx, 118, bw, 14, { fill: '#e4eef5' });
      s.text(h, bx + 5, 121, { font: B, size: 8 });
      s.rect(bx, 118, bw, 86, { stroke: '#9bb7cc', lineWidth: 0.6 });
      stack(s, ls, bx + 6, 138, { font: F, size: 8.5 });
    });
    // the table, drawn row by row so the page subtotal is carried forward
    const cols: Array<{ h: string; w: number; a: 'left' | 'right' }> = [
      { h: 'Ticket', w: 58, a: 'left' },
      { h: 'Date', w: 40, a: 'left' },
      { h: 'Unit', w: 50, a: 'left' },
      { h: 'Product', w: W - 58 - 40 - 50 - 76 - 70 - 84, a: 'left' },
      { h: 'Gallons', w: 76, a: 'right' },
      { h: 'Price / Gal', w: 70, a: 'right' },
      { h: 'Amount', w: 84, a: 'right' },
    ];
    const rh = 12.5;
    const header = (y: number) => {
      s.rect(m, y, W, 14, { fill: '#1f5f8b' });
      let cx = m;
      for (const c of cols) {
        s.text(c.h, cx + 3, y + 3, {
          font: B,
          size: 8,
          color: '#ffffff',
          align: c.a,
          width: c.w - 6,
        });
        cx += c.w;
      }
      return y + 14;
    };
    const cells = (vals: string[], y: number, font: FontName) => {
      let cx = m;
      cols.forEach((c, i) => {
        s.text(vals[i] ?? '', cx + 3, y + 2.5, { font, size: 8, align: c.a, width: c.w - 6 });
        cx += c.w;
      });
      s.line(m, y + rh, m + W, y + rh, 0.3, '#bbbbbb');
    };
    let page = 1;
    let y = header(214);
    let running = 0;
    // page 1 keeps room for the delivery summary under the table
    const sumTop = s.height - 236;
    let limit = sumTop - 14;
    const fuel = inv.items.filter((i) => i.group !== 'FEE');
    const products = [...new Set(fuel.map((i) => i.group ?? ''))];
    s.rect(m, sumTop, W, 150, { stroke: '#9bb7cc', lineWidth: 0.6 });
    s.rect(m, sumTop, W, 14, { fill: '#e4eef5' });
    s.text('DELIVERY SUMMARY (ALL PAGES)', m + 5, sumTop + 3, { font: B, size: 8 });
    const sumRows: string[][] = [
      ['Product', 'Tickets', 'Units fuelled', 'Gallons'],
      ...products.map((p) => {
        const xs = fuel.filter((i) => i.group === p);
        const gal = xs.reduce((a, i) => a + (i.quantity ?? 0), 0);
        return [p, String(xs.length), String(new Set(xs.map((i) => i.unit)).size), gal.toFixed(3)];
      }),
    ];
    sumRows.forEach((r, i) => {
      r.forEach((v, k) => {
        const cx = m + 10 + k * 120;
        if (k === 0) s.text(v, cx, sumTop + 22 + i * 13, { font: i ? F : B, size: 8 });
        else right(s, v, cx, sumTop + 22 + i * 13, 90, { font: i ? F : B, size: 8 });
      });
    });
    stack(
      s,
      [
        `Delivery nights: ${inv.items.find((i) => i.group === 'FEE')?.quantity ?? ''}`,
        'Meter tickets are signed by the fuel technician and left in each cab.',
      ],
      m + 10,
      sumTop + 22 + sumRows.length * 13 + 8,
      { font: F, size: 8, color: '#444444' },
    );
    const footer = () =>
      s.text(`Invoice No. ${inv.number ?? ''}  -  Page ${page}`, m, s.height - 36, {
        font: F,
        size: 7.5,
        color: '#555555',
        align: 'center',
        width: W,
      });
    for (const it of inv.items) {
      if (y + 2 * rh > limit) {
        s.rect(m, y, W, rh + 2, { fill: '#f1f1f1' });
        s.text(`Subtotal carried forward to page ${page + 1}`, m + 3, y + 3, { font: B, size: 8 });
        right(s, plain(running), m, y + 3, W - 3, { font: B, size: 8 });
        footer();
        s.newPage();
        page++;
        limit = s.height - 72;
        s.text(`${se.company ?? ''}  -  Invoice No. ${inv.number ?? ''} (continued)`, m, 36, {
          font: B,
          size: 9,
        });
        y = header(56);
        s.rect(m, y, W, rh + 2, { fill: '#f1f1f1' });
        s.text(`Brought forward from page ${page - 1}`, m + 3, y + 3, { font: B, size: 8 });
        right(s, plain(running), m, y + 3, W - 3, { font: B, size: 8 });
        y += rh + 2;
      }
      running = round2(running + it.amount);
      if (it.group === 'FEE')
        cells(
          ['', '', '', it.description, String(it.quantity), plain(it.unitPrice), plain(it.amount)],
          y,
          F,
        );
      else
        cells(
          [
            it.code ?? '',
            it.date ? mmdd(it.date) : '',
            it.unit ?? '',
            it.group ?? '',
            (it.quantity ?? 0).toFixed(3),
            (it.unitPrice ?? 0).toFixed(3),
            plain(it.amount),
          ],
          y,
          F,
        );
      y += rh;
    }
    if (y + 150 > s.height - 72) {
      footer();
      s.newPage();
      page++;
      y = 50;
    }
    y += 10;
    const tx = m + W - 300;
    const tot: Array<[string, string, boolean]> = [
      ['Subtotal', plain(inv.subtotal), false],
      [`Federal excise tax ${x.fedRate}/gal x ${x.clearGal} gal clear`, x.fed ?? '', false],
      [`${x.stName} ${x.stRate}/gal x ${x.clearGal} gal clear`, x.st ?? '', false],
      ['Total taxes', plain(inv.tax), false],
      ['INVOICE TOTAL (USD)', money(inv.total), true],
    ];
    tot.forEach(([l, v, b], i) => {
      if (b) s.rect(tx, y + i * 14 - 3, 300, 16, { fill: '#e4eef5' });
      s.text(l, tx + 4, y + i * 14, { font: b ? B : F, size: 8.5 });
      right(s, v, tx, y + i * 14, 296, { font: b ? B : F, size: 8.5 });
    });
    stack(
      s,
      ['Remit to:', se.company, x.box ?? '', x.boxCity ?? '', 'Terms: Net, see due date above'],
      m,
      y,
      { font: F, size: 8 },
    );
    y += 86;
    s.text('Notes:', m, y, { font: B, size: 8 });
    para(s, inv.notes ?? '', m + 32, y, W - 32, { font: F, size: 8 });
    footer();
  },
};

// ---- L2. driver-recruiting advertising invoice, a section per campaign ---------------------------

const AD_SELLERS = [
  'Mile Marker Talent Network LLC',
  'Haulwise Recruiting Media Inc',
  'Jobline CDL Advertising Co',
  'Open Road Hiring Group',
];
const CAMPAIGNS: Array<[string, string]> = [
  ['Regional Flatbed Drivers', 'Dallas, TX'],
  ['OTR Dry Van Company Drivers', 'Memphis, TN'],
  ['Dedicated Reefer Teams', 'Nationwide'],
  ['Local CDL-A Yard Jockeys', 'Fort Worth, TX'],
  ['Lease Purchase Owner Operators', 'Midwest'],
  ['Hazmat Tanker Drivers', 'Houston, TX'],
  ['Home Weekly Regional Drivers', 'Oklahoma City, OK'],
];

const recruitingAds: InvoiceLayout = {
  id: 'recruiting-ads-invoice',
  title:
    'Driver-recruiting advertising invoice for the previous month: accent band, an Amount Due box with the due date, invoice number / date / billing period / customer ID / IO number, Bill To with Attn, a performance strip (impressions, clicks, applications), a section per campaign with its ID and dates as a heading and a campaign total row, pay-per-click rows with clicks × a 3-decimal cost per click, applications × price, featured placements, invalid-click credits with an amount only, a promo credit in the totals on some, long dates',
  modelledOn: 'Job-ad networks billing carriers monthly for driver recruiting campaigns',
  page: LETTER,
  embedFonts: true,
  build(rng) {
    const seller = sellerParty(rng, AD_SELLERS, 'billing', true, 0.9);
    const buyer = carrierParty(rng, { contact: true, email: rng.chance(0.6) });
    const issue = issueDay(rng);
    const pStart = monthStart(issue, -1);
    const pEnd = addDays(monthStart(issue, 0), -1);
    const its: TItem[] = [];
    const camps = rng.shuffle(CAMPAIGNS).slice(0, rng.int(2, 4));
    let imps = 0;
    let clicks = 0;
    let apps = 0;
    for (const [title, market] of camps) {
      const id = rng.digits(5);
      const g = `${id}|${rng.chance(0.7) ? mdy(pStart) : mdy(addDays(pStart, rng.int(3, 12)))}|${mdy(pEnd)}|${rng.int(8, 40) * 100}`;
      const n = rng.int(180, 1900);
      const cpc = rng.money(0.65, 2.4, 3);
      clicks += n;
      imps += n * rng.int(14, 30);
      its.push({
        description: `Pay-per-click job ads - ${title} (${market})`,
        quantity: n,
        unitPrice: cpc,
        amount: round2(n * cpc),
        group: g,
      });
      if (rng.chance(0.6)) {
        const a = rng.int(6, 48);
        apps += a;
        const p = rng.pick([25, 30, 35, 40, 45]);
        its.push({
          description: `Qualified driver applications - ${title}`,
          quantity: a,
          unitPrice: p,
          amount: a * p,
          group: g,
        });
      }
      if (rng.chance(0.35)) {
        const p = rng.pick([150, 199, 250, 299]);
        its.push({
          description: 'Featured placement, top of search results (30 days)',
          quantity: 1,
          unitPrice: p,
          amount: p,
          group: g,
        });
      }
      // the network filters invalid clicks on the busier campaigns
      if (n > 900 || rng.chance(0.2)) {
        const k = rng.int(8, 60);
        its.push({
          description: `Invalid click credit (${k} clicks filtered)`,
          quantity: null,
          unitPrice: null,
          amount: -round2(k * cpc),
          group: g,
        });
      }
    }
    if (rng.chance(0.4))
      its.push({
        description: 'Branded carrier profile page - monthly',
        quantity: 1,
        unitPrice: 149,
        amount: 149,
        group: 'ACCT',
      });
    const discount = rng.chance(0.5) ? rng.pick([50, 75, 100, 150]) : null;
    const sub = sumOf(its);
    return {
      number: `${rng.pick(['INV', 'RM', 'HW'])}-${rng.digits(7)}`,
      status: null,
      issue,
      due: addDays(issue, rng.pick([15, 30])),
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
        'Clicks are counted once per job seeker per job every 24 hours. Invalid and duplicate clicks are credited on the invoice for the month they occurred.',
        'Campaign budgets renew on the first of each month unless paused in your dashboard. Questions about this invoice go to your account executive.',
      ]),
      extra: {
        start: fmtDate(pStart, 'long'),
        end: fmtDate(pEnd, 'long'),
        cust: `CUS-${rng.digits(5)}`,
        io: `IO ${rng.digits(6)}`,
        imps: fmtInt(imps),
        clicks: fmtInt(clicks),
        apps: fmtInt(apps),
        card: rng.chance(0.5) ? rng.digits(4) : '',
        promo: rng.pick(['NEWFLEET', 'Q4HIRING', 'WELCOME']),
      },
    };
  },
  draw(s, inv) {
    const m = 46;
    const W = s.width - 2 * m;
    const F: FontName = 'dejavu';
    const B: FontName = 'dejavu-bold';
    const se = inv.seller;
    const by = inv.buyer;
    const x = inv.extra;
    const accent = '#6a3fa0';
    s.rect(0, 0, 14, s.height, { fill: accent });
    s.text(se.company ?? '', m, 34, { font: B, size: 14, color: accent });
    stack(
      s,
      [
        se.street,
        cityLine(se),
        fmtPhone(se.phone ?? '', 'dash'),
        se.email,
        se.contact ? `Account executive: ${se.contact}` : null,
      ],
      m,
      54,
      { font: F, size: 8 },
    );
    // amount due box
    const bx = m + W - 190;
    s.rect(bx, 30, 190, 62, { fill: '#f2ecf8', stroke: accent, lineWidth: 1 });
    s.text('INVOICE', bx, 36, { font: B, size: 11, align: 'center', width: 190, color: accent });
    s.text('Amount Due', bx, 52, { font: F, size: 8, align: 'center', width: 190 });
    s.text(money(inv.total), bx, 62, { font: B, size: 15, align: 'center', width: 190 });
    s.text(`Due ${inv.due ? fmtDate(inv.due, 'long') : ''}`, bx, 80, {
      font: F,
      size: 8,
      align: 'center',
      width: 190,
    });
    const meta: Array<[string, string]> = [
      ['Invoice Number', inv.number ?? ''],
      ['Invoice Date', fmtDate(inv.issue, 'long')],
      ['Billing Period', `${x.start} - ${x.end}`],
      ['Customer ID', x.cust ?? ''],
      ['Insertion Order', x.io ?? ''],
    ];
    meta.forEach(([l, v], i) => {
      s.text(l, bx - 80, 102 + i * 12, { font: F, size: 7.5, color: '#555555' });
      right(s, v, bx - 80, 102 + i * 12, 270, { font: B, size: 7.5 });
    });
    s.text('Bill To', m, 130, { font: B, size: 9, color: accent });
    stack(
      s,
      [
        by.company,
        by.contact ? `Attn: ${by.contact} (Driver Recruiting)` : null,
        by.street,
        cityLine(by),
        by.phone ? fmtPhone(by.phone, 'paren') : null,
        by.email,
      ],
      m,
      144,
      { font: F, size: 8.5 },
    );
    // performance strip
    const sy = 222;
    const kpis: Array<[string, string]> = [
      ['Impressions', x.imps ?? ''],
      ['Clicks', x.clicks ?? ''],
      ['Applications', x.apps ?? ''],
      [
        'Campaigns',
        String(new Set(inv.items.filter((i) => i.group !== 'ACCT').map((i) => i.group)).size),
      ],
    ];
    const kw = W / kpis.length;
    kpis.forEach(([l, v], i) => {
      s.rect(m + i * kw + 2, sy, kw - 4, 34, { fill: '#f6f6f6' });
      s.text(v, m + i * kw, sy + 5, { font: B, size: 11, align: 'center', width: kw });
      s.text(l, m + i * kw, sy + 21, { font: F, size: 7, align: 'center', width: kw });
    });
    const rows: Row[] = [];
    let g: string | undefined;
    let campTotal = 0;
    const close = () => {
      if (g && g !== 'ACCT')
        rows.push({ span: 'Campaign total', bold: true, right: money(round2(campTotal)) });
    };
    for (const it of inv.items) {
      if (it.group !== g) {
        close();
        g = it.group;
        campTotal = 0;
        if (g === 'ACCT') rows.push({ span: 'Account services', bold: true });
        else {
          const [id, a, b, cap] = (g ?? '').split('|');
          rows.push({
            span: `Campaign #${id}   ${a} - ${b}   Monthly budget cap ${money(Number(cap))}`,
            bold: true,
          });
        }
      }
      campTotal += it.amount;
      rows.push([
        it.description,
        it.quantity === null ? '' : fmtInt(it.quantity),
        price(it.unitPrice),
        money(it.amount),
      ]);
    }
    close();
    let y = table(
      s,
      m,
      sy + 48,
      [
        { header: 'Description', width: W - 230 },
        { header: 'Quantity', width: 70, align: 'right' },
        { header: 'Rate', width: 70, align: 'right' },
        { header: 'Amount', width: 90, align: 'right' },
      ],
      rows,
      { font: F, bold: B, size: 8, headerFill: '#e7dcf3', padding: 4 },
    );
    y += 10;
    const tot: Array<[string, string, boolean]> = [['Subtotal', money(inv.subtotal), false]];
    if (inv.discount !== null)
      tot.push([`Promo credit (${x.promo})`, `-${money(inv.discount)}`, false]);
    tot.push(['Total Due', money(inv.total), true]);
    tot.forEach(([l, v, b], i) => {
      s.text(l, m + W - 220, y + i * 15, { font: b ? B : F, size: 9 });
      right(s, v, m + W - 220, y + i * 15, 220, { font: b ? B : F, size: 9 });
    });
    s.line(m + W - 220, y + (tot.length - 1) * 15 - 3, m + W, y + (tot.length - 1) * 15 - 3, 0.8);
    const pay = x.card
      ? `Auto-pay is on: the card ending ${x.card} will be charged on the due date.`
      : `Pay by ACH or check to ${se.company ?? ''}, referencing the invoice number.`;
    para(s, pay, m, y, W - 250, { font: F, size: 8 });
    y += tot.length * 15 + 16;
    para(s, inv.notes ?? '', m, y, W, { font: F, size: 7.5, color: '#444444' });
  },
};

// ---- L3. customs broker's invoice to a cross-border carrier: fees and disbursements -------------

const BROKERS: Array<[string, string, string, string, string]> = [
  ['Rio Bravo Customs Brokerage Inc', 'Laredo', 'TX', '78045', 'Laredo World Trade Bridge 2304'],
  ['Frontera Customhouse Brokers LLC', 'Nogales', 'AZ', '85621', 'Nogales Mariposa 2604'],
  ['Peace Arch Border Services Inc', 'Blaine', 'WA', '98230', 'Blaine Pacific Hwy 3004'],
  ['Ambassador Crossing Brokerage Co', 'Detroit', 'MI', '48209', 'Detroit Ambassador Bridge 3801'],
  ['Otay Mesa Customs Services LLC', 'San Diego', 'CA', '92154', 'Otay Mesa 2506'],
  ['Lakeshore Customs Brokers Inc', 'Buffalo', 'NY', '14213', 'Buffalo Peace Bridge 0901'],
];
const dmy2 = (d: Day) => fmtDate(d, 'd-mon-yy');

const customsBroker: InvoiceLayout = {
  id: 'customs-broker-invoice',
  title:
    "Customs broker's invoice to a cross-border carrier, serif, gridded: licensed-broker header with the filer code, an invoice box (number, `03-Nov-26` date, terms, due date or due upon receipt), Bill To and a remit-to lockbox, a BROKERAGE & FILING FEES section (crossing date, PAPS or in-bond reference, service, qty × rate) with a credit memo row on some and a DISBURSEMENTS section with amounts only, each section closed by a total row, subtotal and total due in USD, the account rep named in the footer",
  modelledOn:
    'Border customs brokers billing carriers for e-Manifests, in-bonds and fees advanced at the port',
  page: LETTER,
  embedFonts: false,
  build(rng) {
    const [name, city, state, zip, port] = rng.pick(BROKERS);
    const seller: TParty = {
      company: name,
      customer: null,
      contact: personName(rng),
      phone: phone(rng),
      email: rng.chance(0.6) ? mail(name, 'billing') : null,
      street: `${rng.int(100, 9999)} ${rng.pick(['Bridge Ave', 'Customs Plaza Dr', 'Port Of Entry Rd', 'International Blvd'])}`,
      city,
      state,
      zip,
    };
    const buyer = carrierParty(rng, { contact: rng.chance(0.7), email: rng.chance(0.4) });
    const issue = issueDay(rng);
    const due = rng.chance(0.5) ? addDays(issue, 15) : null;
    const scac = Array.from({ length: 4 }, () => rng.pick([...'ABCDEFGHJKLMNPRSTUVWXYZ'])).join('');
    const n = rng.int(3, 6);
    const days = Array.from({ length: n }, () => rng.int(3, 24))
      .sort((a, b) => b - a)
      .map((k) => addDays(issue, -k));
    const its: TItem[] = [];
    const eman = rng.pick([15, 18, 20, 25]);
    for (const d of days) {
      const paps = `${scac}${rng.digits(7)}`;
      its.push({
        description: `${dmy2(d)} PAPS ${paps} ACE e-Manifest filing (truck)`,
        quantity: 1,
        unitPrice: eman,
        amount: eman,
        group: 'FEE',
      });
      if (rng.chance(0.35)) {
        const p = rng.pick([45, 55, 65]);
        its.push({
          description: `${dmy2(d)} IT ${rng.digits(9)} In-bond 7512 transportation and exportation entry`,
          quantity: 1,
          unitPrice: p,
          amount: p,
          group: 'FEE',
        });
      }
      if (rng.chance(0.3)) {
        const k = rng.int(3, 14);
        its.push({
          description: `${dmy2(d)} PAPS ${paps} Additional commercial invoice lines`,
          quantity: k,
          unitPrice: 3.5,
          amount: round2(k * 3.5),
          group: 'FEE',
        });
      }
    }
    if (rng.chance(0.35)) {
      const d = rng.pick(days);
      its.push({
        description: `${dmy2(addDays(d, 1))} CM-${rng.digits(4)} Credit: duplicate e-Manifest filing ${dmy2(d)}`,
        quantity: null,
        unitPrice: null,
        amount: -eman,
        group: 'FEE',
      });
    }
    const disb: Array<[string, number]> = [
      [
        `Single transaction bond, entry ${rng.digits(3)}-${rng.digits(7)}-${rng.int(0, 9)}`,
        rng.money(55, 140),
      ],
      ['Courier / original documents to port', rng.pick([18.5, 24, 32.75])],
    ];
    if (rng.chance(0.5))
      disb.push([
        `Annual commercial vehicle user fee decal, unit ${rng.int(100, 999)}`,
        rng.pick([105.57, 117.24]),
      ]);
    if (rng.chance(0.35))
      disb.push(['Exam site / warehouse handling fee (intensive exam)', rng.money(180, 420)]);
    for (const [t, a] of disb) {
      const d = rng.pick(days);
      its.push({
        description: `${dmy2(d)} ${t}`,
        quantity: null,
        unitPrice: null,
        amount: a,
        group: 'DIS',
      });
    }
    const sub = sumOf(its);
    return {
      number: `${rng.pick(['B', 'CB', 'CI'])}-26-${rng.digits(5)}`,
      status: null,
      issue,
      due,
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
        'Disbursements are advanced as a courtesy on your behalf and are due on receipt. A service charge of 1.5% per month applies to balances over 30 days.',
        'Please quote the invoice number with your payment. Filing fees are billed per conveyance as transmitted to CBP.',
      ]),
      extra: {
        filer: `${rng.pick(['A', 'B', 'K', 'M'])}${rng.digits(2)}`,
        license: rng.digits(5),
        port,
        cust: `${scac}-${rng.digits(3)}`,
        scac,
        box: `PO Box ${rng.int(1000, 99999)}`,
        boxCity: `${city}, ${state} ${String(Number(zip) + rng.int(1, 9)).padStart(5, '0')}`,
        ext: String(rng.int(200, 299)),
      },
    };
  },
  draw(s, inv) {
    const m = 44;
    const W = s.width - 2 * m;
    const F: FontName = 'serif';
    const B: FontName = 'serif-bold';
    const se = inv.seller;
    const by = inv.buyer;
    const x = inv.extra;
    s.text(se.company ?? '', m, 34, { font: B, size: 16 });
    stack(
      s,
      [
        `Licensed U.S. Customs Broker  -  License ${x.license}  -  Filer code ${x.filer}`,
        `${se.street ?? ''}, ${cityLine(se) ?? ''}`,
        `Tel ${fmtPhone(se.phone ?? '', 'paren')}${se.email ? `    ${se.email}` : ''}`,
        `Port of entry: ${x.port}`,
      ],
      m,
      54,
      { font: F, size: 8.5 },
    );
    // invoice box
    const bw = 170;
    const bx = m + W - bw;
    s.rect(bx, 30, bw, 84, { stroke: '#000000', lineWidth: 1 });
    s.rect(bx, 30, bw, 16, { fill: '#d9d9d9' });
    s.text('INVOICE', bx, 33, { font: B, size: 11, align: 'center', width: bw });
    const meta: Array<[string, string]> = [
      ['Invoice No.', inv.number ?? ''],
      ['Date', dmy2(inv.issue)],
      ['Customer', x.cust ?? ''],
      ['Terms', inv.due ? 'Net 15' : 'Due upon receipt'],
      ['Due date', inv.due ? dmy2(inv.due) : '-'],
    ];
    meta.forEach(([l, v], i) => {
      s.text(l, bx + 6, 51 + i * 12, { font: F, size: 8.5 });
      right(s, v, bx, 51 + i * 12, bw - 6, { font: B, size: 8.5 });
    });
    const half = (W - 16) / 2;
    s.text('BILL TO:', m, 128, { font: B, size: 9 });
    stack(
      s,
      [
        by.company,
        by.contact ? `Attn: ${by.contact}` : null,
        by.street,
        cityLine(by),
        by.phone ? `Tel ${fmtPhone(by.phone, 'dash')}` : null,
        by.email,
        `SCAC ${x.scac}`,
      ],
      m,
      142,
      { font: F, size: 9 },
    );
    s.rect(m + half + 16, 124, half, 70, { stroke: '#555555', lineWidth: 0.6 });
    stack(
      s,
      [
        'REMIT PAYMENT TO:',
        se.company,
        x.box ?? '',
        x.boxCity ?? '',
        'ACH / wire details on request',
      ],
      m + half + 24,
      130,
      { font: F, size: 8.5 },
    );
    const rows: Row[] = [];
    const sect = (g: string, head: string, foot: string) => {
      const xs = inv.items.filter((i) => i.group === g);
      if (!xs.length) return;
      rows.push({ span: head, bold: true });
      for (const it of xs) {
        const [d, ...rest] = it.description.split(' ');
        let ref = '';
        let svc = rest.join(' ');
        if (g === 'FEE') {
          const k = rest[0]?.startsWith('CM-') ? 1 : 2;
          ref = rest.slice(0, k).join(' ');
          svc = rest.slice(k).join(' ');
        }
        rows.push([
          d ?? '',
          ref,
          svc,
          it.quantity === null ? '' : String(it.quantity),
          it.unitPrice === null ? '' : plain(it.unitPrice),
          acct(it.amount),
        ]);
      }
      rows.push({ span: foot, bold: true, right: plain(sumOf(xs)) });
    };
    sect('FEE', 'BROKERAGE & FILING FEES', 'Total brokerage & filing fees');
    sect('DIS', 'DISBURSEMENTS (advanced on your behalf)', 'Total disbursements');
    let y = table(
      s,
      m,
      234,
      [
        { header: 'Date', width: 52 },
        { header: 'Reference', width: 100 },
        { header: 'Service / description', width: W - 52 - 100 - 36 - 56 - 74 },
        { header: 'Qty', width: 36, align: 'right' },
        { header: 'Rate', width: 56, align: 'right' },
        { header: 'Amount', width: 74, align: 'right' },
      ],
      rows,
      { font: F, bold: B, size: 8.5, grid: true, headerFill: '#e6e6e6' },
    );
    y += 8;
    const tx = m + W - 210;
    s.text('Subtotal', tx, y, { font: F, size: 9.5 });
    right(s, plain(inv.subtotal), tx, y, 204, { font: F, size: 9.5 });
    s.rect(tx - 4, y + 14, 214, 20, { stroke: '#000000', lineWidth: 1.2 });
    s.text('TOTAL DUE  USD', tx, y + 19, { font: B, size: 10 });
    right(s, money(inv.total), tx, y + 19, 204, { font: B, size: 10 });
    para(s, inv.notes ?? '', m, y, W - 240, { font: 'serif-italic', size: 8.5 });
    y += 60;
    s.line(m, y, m + W, y, 0.5, '#777777');
    s.text(
      `Questions about this invoice: your account rep ${se.contact ?? ''}, ext ${x.ext}.  Thank you for your business.`,
      m,
      y + 6,
      { font: F, size: 8.5 },
    );
  },
};

// ---- L4. used trailer dealer's bill of sale / sales invoice on a legal-size form -----------------

const DEALERS = [
  'Interstate Trailer Sales Inc',
  'Crossroads Used Truck & Trailer LLC',
  'Blue Ox Equipment Exchange',
  'Heartland Trailer Mart Inc',
];
const TRAILER_MODELS: Array<[string, string, 'van' | 'reefer' | 'flat']> = [
  ['Utility', "4000D-X 53' dry van", 'van'],
  ['Wabash', "DuraPlate 53' dry van", 'van'],
  ['Great Dane', "Everest 53' reefer", 'reefer'],
  ['Hyundai Translead', "ThermoTech 53' reefer", 'reefer'],
  ['Fontaine', "Infinity 48' flatbed", 'flat'],
  ['Vanguard', "VIP4000 53' dry van", 'van'],
];
const TRAILER_SPECS: Record<'van' | 'reefer' | 'flat', string[]> = {
  van: [
    'swing doors, air ride suspension, tires 70% remaining',
    'roll-up door, logistic posts, brakes relined at inspection',
    'side skirts, tire inflation system, sliding tandem, LED lights',
  ],
  reefer: [
    'reefer unit 8,200 engine hours, E-track, aluminum floor',
    'reefer unit 11,450 engine hours, swing doors, new door seals',
  ],
  flat: [
    'spread axle, sliding winches, wood deck redone 2025',
    'combo deck, 12 in. steel crossmembers, new mud flaps',
  ],
};

const billOfSale: InvoiceLayout = {
  id: 'equipment-bill-of-sale',
  title:
    "Used trailer dealer's bill of sale and sales invoice on a legal-size ruled form: dealer licence, sales invoice number, `11/3/2026` dates, salesperson, purchaser box, an equipment table without quantities (stock #, year, make, model and description, VIN, price), an additional-charges table with qty × each (doc fee, inspection, title and temp tag), a trade-in row in brackets on some, taxable amount and sales tax % (or exempt), total delivered price, then a deposit and balance due (PARTIALLY PAID) or a wire and balance 0.00 (PAID IN FULL), signature lines",
  modelledOn: 'Used truck and trailer dealers selling equipment to small carriers',
  page: LEGAL,
  embedFonts: false,
  build(rng) {
    const seller = sellerParty(rng, DEALERS, 'sales', true, 0.6);
    const buyer = carrierParty(rng, { contact: true, email: rng.chance(0.5) });
    const issue = issueDay(rng);
    const its: TItem[] = [];
    const nU = rng.pick([1, 1, 2, 2, 3]);
    for (let k = 0; k < nU; k++) {
      const [make, model, body] = rng.pick(TRAILER_MODELS);
      const year = rng.int(2015, 2022);
      const stock = `T${rng.digits(4)}`;
      const v = trailerVin(rng);
      const spec = rng.pick(TRAILER_SPECS[body]);
      its.push({
        description: `${stock} ${year} ${make} ${model}, ${spec} ${v}`,
        quantity: null,
        unitPrice: null,
        amount: rng.int(95, 420) * 100,
        group: 'U',
        code: stock,
        unit: `${year}|${make}|${model}, ${spec}|${v}`,
      });
    }
    const ch = (d: string, q: number, p: number, tax = true) =>
      its.push({
        description: d,
        quantity: q,
        unitPrice: p,
        amount: round2(q * p),
        group: tax ? 'C' : 'CN',
      });
    ch('Documentation fee', 1, rng.pick([150, 199, 250, 295]));
    if (rng.chance(0.6)) ch('DOT annual inspection, per unit', nU, rng.pick([65, 85, 95]));
    ch('Title transfer and 30-day temporary tag, per unit', nU, rng.pick([35, 45, 60]), false);
    if (rng.chance(0.3))
      ch('Recap trailer tires mounted 11R22.5', rng.pick([2, 4, 8]), rng.int(180, 240));
    if (rng.chance(0.25)) ch('Mud flaps and DOT conspicuity tape, per unit', nU, 85);
    if (rng.chance(0.4)) {
      const [make, model] = rng.pick(TRAILER_MODELS);
      its.push({
        description: `Trade-in allowance: ${rng.int(2009, 2014)} ${make} ${model} VIN ${trailerVin(rng)}`,
        quantity: null,
        unitPrice: null,
        amount: -rng.int(20, 90) * 100,
        group: 'T',
      });
    }
    // fleet deals (three units) are delivered by the dealer; to another state no sales tax is collected
    const delivered = nU >= 3;
    const exempt = delivered && buyer.state !== seller.state;
    const rate = rng.pick([0.0625, 0.065, 0.07, 0.0725]);
    const taxable = sumOf(its.filter((i) => i.group !== 'CN'));
    const tax = exempt ? null : round2(taxable * rate);
    const sub = sumOf(its);
    const total = round2(sub + (tax ?? 0));
    const paidFull = rng.chance(0.5);
    const deposit = paidFull ? total : rng.pick([1000, 2500, 5000]);
    const due = !paidFull && rng.chance(0.5) ? addDays(issue, rng.int(7, 10)) : null;
    return {
      number: `S${rng.digits(5)}`,
      status: paidFull ? 'Paid' : 'Partially Paid',
      issue,
      due,
      seller,
      buyer,
      items: its,
      subtotal: sub,
      tax,
      taxRate: exempt ? null : rate,
      shipping: null,
      discount: null,
      total,
      paid: deposit,
      notes: rng.pick([
        'Equipment is sold AS IS, WHERE IS, with no warranty expressed or implied. Title is released when the purchase price is paid in full.',
        'Purchaser has inspected the equipment and accepts it in its present condition. Dealer is not responsible for equipment left on the lot after 10 days.',
      ]),
      extra: {
        lic: `${rng.pick(['DLR', 'TD', 'UT'])}-${rng.digits(5)}`,
        taxable: exempt ? '-' : plain(taxable),
        ratePct: `${round2(rate * 100)}%`,
        how: paidFull
          ? `Paid by wire transfer ${fmtDate(addDays(issue, rng.int(0, 2)), 'm/d/yyyy')}`
          : `Deposit received ${fmtDate(addDays(issue, -rng.int(2, 9)), 'm/d/yyyy')}, check #${rng.int(1001, 9999)}`,
        delivery: delivered
          ? 'Dealer delivery to purchaser yard'
          : 'Purchaser pickup at dealer lot',
        dl: `${rng.pick(['TX', 'OK', 'TN', 'AR'])} CDL ${rng.digits(8)}`,
      },
    };
  },
  draw(s, inv) {
    const m = 36;
    const W = s.width - 2 * m;
    const F: FontName = 'sans';
    const B: FontName = 'sans-bold';
    const se = inv.seller;
    const by = inv.buyer;
    const x = inv.extra;
    s.rect(m - 8, 24, W + 16, s.height - 48, { stroke: '#000000', lineWidth: 1.4 });
    s.text(se.company ?? '', m, 36, { font: B, size: 15, align: 'center', width: W });
    s.text(
      `${se.street ?? ''}  |  ${cityLine(se) ?? ''}  |  ${fmtPhone(se.phone ?? '', 'dash')}${se.email ? `  |  ${se.email}` : ''}`,
      m,
      56,
      { font: F, size: 8, align: 'center', width: W },
    );
    s.text(`Dealer License No. ${x.lic}`, m, 68, { font: F, size: 8, align: 'center', width: W });
    s.rect(m, 84, W, 20, { fill: '#222222' });
    s.text('BILL OF SALE  /  SALES INVOICE', m, 89, {
      font: B,
      size: 11,
      color: '#ffffff',
      align: 'center',
      width: W,
    });
    const gw = W / 4;
    const grid: Array<[string, string]> = [
      ['SALES INVOICE NO.', inv.number ?? ''],
      ['DATE OF SALE', fmtDate(inv.issue, 'm/d/yyyy')],
      ['SALESPERSON', se.contact ?? ''],
      ['DELIVERY', x.delivery ?? ''],
    ];
    grid.forEach(([l, v], i) => {
      s.rect(m + i * gw, 110, gw, 30, { stroke: '#000000', lineWidth: 0.6 });
      s.text(l, m + i * gw + 4, 113, { font: F, size: 6.5 });
      s.text(v, m + i * gw + 4, 125, { font: B, size: i === 3 ? 7 : 9.5 });
    });
    s.rect(m, 148, W, 96, { stroke: '#000000', lineWidth: 0.6 });
    s.text('PURCHASER', m + 4, 151, { font: B, size: 7 });
    stack(
      s,
      [
        by.company,
        by.contact ? `Attn: ${by.contact}` : null,
        by.street,
        cityLine(by),
        by.phone ? `Phone ${fmtPhone(by.phone, 'paren')}` : null,
        by.email,
      ],
      m + 8,
      163,
      { font: F, size: 9 },
    );
    stack(
      s,
      ['Purchaser ID / driver licence', x.dl ?? '', 'Use: interstate commerce (for hire)'],
      m + W / 2 + 10,
      163,
      { font: F, size: 8.5 },
    );
    s.text('EQUIPMENT SOLD', m, 254, { font: B, size: 9 });
    const units = inv.items.filter((i) => i.group === 'U');
    let y = table(
      s,
      m,
      266,
      [
        { header: 'Stock #', width: 50 },
        { header: 'Year', width: 34 },
        { header: 'Make', width: 70 },
        { header: 'Model / description', width: W - 50 - 34 - 70 - 122 - 80 },
        { header: 'VIN', width: 122 },
        { header: 'Price', width: 80, align: 'right' },
      ],
      units.map((u) => {
        const [yr, make, md, v] = (u.unit ?? '').split('|');
        return [u.code ?? '', yr ?? '', make ?? '', md ?? '', v ?? '', plain(u.amount)];
      }),
      { font: F, bold: B, size: 8.5, grid: true, headerFill: '#e6e6e6' },
    );
    y += 12;
    s.text('ADDITIONAL CHARGES', m, y, { font: B, size: 9 });
    const chs = inv.items.filter((i) => i.group === 'C' || i.group === 'CN');
    y = table(
      s,
      m,
      y + 12,
      [
        { header: 'Description', width: W - 50 - 80 - 80 },
        { header: 'Qty', width: 50, align: 'right' },
        { header: 'Each', width: 80, align: 'right' },
        { header: 'Amount', width: 80, align: 'right' },
      ],
      chs.map((c) => [c.description, String(c.quantity), plain(c.unitPrice), plain(c.amount)]),
      { font: F, bold: B, size: 8.5, grid: true, headerFill: '#e6e6e6' },
    );
    s.text('Title and tag fees are not subject to sales tax.', m, y + 3, { font: F, size: 7 });
    y += 18;
    const trade = inv.items.find((i) => i.group === 'T');
    if (trade) {
      s.text('TRADE-IN', m, y, { font: B, size: 9 });
      y = table(
        s,
        m,
        y + 12,
        [
          { header: 'Trade-in equipment', width: W - 80 },
          { header: 'Allowance', width: 80, align: 'right' },
        ],
        [[trade.description, acct(trade.amount)]],
        { font: F, bold: B, size: 8.5, grid: true, headerFill: '#e6e6e6' },
      );
      y += 12;
    }
    // totals column
    const tw = 250;
    const tx = m + W - tw;
    const bal = round2(inv.total - (inv.paid ?? 0));
    const tot: Array<[string, string, boolean]> = [
      ['Subtotal', plain(inv.subtotal), false],
      ['Taxable amount', x.taxable ?? '', false],
      [
        inv.tax === null ? 'Sales tax' : `Sales tax ${x.ratePct}`,
        inv.tax === null ? 'EXEMPT' : plain(inv.tax),
        false,
      ],
      ['TOTAL DELIVERED PRICE', money(inv.total), true],
      [inv.status === 'Paid' ? 'Amount paid' : 'Less deposit', `(${plain(inv.paid ?? 0)})`, false],
      ['BALANCE DUE', money(bal), true],
    ];
    tot.forEach(([l, v, b], i) => {
      s.rect(tx, y + i * 18, tw, 18, { stroke: '#000000', lineWidth: 0.6 });
      s.text(l, tx + 5, y + i * 18 + 5, { font: b ? B : F, size: 8.5 });
      right(s, v, tx, y + i * 18 + 5, tw - 6, { font: b ? B : F, size: 8.5 });
    });
    stack(
      s,
      [
        x.how ?? '',
        inv.due ? `Balance due by ${fmtDate(inv.due, 'm/d/yyyy')}` : null,
        inv.tax === null ? 'Delivered out of state: sales tax not collected by dealer' : null,
      ],
      m,
      y + 4,
      { font: F, size: 8.5 },
    );
    const stamp = inv.status === 'Paid' ? 'PAID IN FULL' : 'PARTIALLY PAID';
    s.rect(m + 20, y + 52, 170, 30, { stroke: '#b00000', lineWidth: 2 });
    s.text(stamp, m + 20, y + 60, {
      font: B,
      size: 14,
      color: '#b00000',
      align: 'center',
      width: 170,
    });
    y += tot.length * 18 + 20;
    s.text('Notes:', m, y, { font: B, size: 8.5 });
    y = para(s, inv.notes ?? '', m + 36, y, W - 36, { font: F, size: 8.5 });
    y += 6;
    y = para(
      s,
      'ODOMETER / HOUR METER DISCLOSURE: trailers are exempt from odometer disclosure. The dealer certifies that the equipment is free of liens except as shown on the title, and the purchaser agrees to the terms printed on this form.',
      m,
      y,
      W,
      { font: F, size: 7, color: '#444444' },
    );
    y = Math.max(y + 40, s.height - 120);
    for (const [i, l] of ['Purchaser signature', 'Dealer representative'].entries()) {
      const lx = m + i * (W / 2);
      s.line(lx, y, lx + W / 2 - 30, y, 0.6);
      s.text(`${l}                     Date`, lx, y + 4, { font: F, size: 7.5 });
    }
  },
};

// ---- L5. terminal lease tenant statement: a ledger with charges, payments and a running balance ---

const LANDLORDS = [
  'Crossroads Industrial Properties LLC',
  'Meridian Logistics Parks LP',
  'Interstate 40 Terminal Partners',
  'Gateway Truck Terminal Holdings LLC',
];

const terminalLedger: InvoiceLayout = {
  id: 'terminal-lease-ledger',
  title:
    'Truck terminal lease statement: coloured band, tenant and premises blocks (lease ID, doors, yard acres), a ledger with date, charge code and description, a Charges column, a Payments & Credits column and a running Balance column: balance forward and an ACH payment on most, a late fee on some, rent, CAM and tax escrow for the coming month, metered electric with the reads and kWh × rate in the text, water on some, `Nov 3 2026` dates, total amount due box, the property manager named',
  modelledOn: 'Industrial landlords billing carriers that lease cross-dock terminals and yards',
  page: LETTER,
  embedFonts: true,
  build(rng) {
    const seller = sellerParty(rng, LANDLORDS, 'ar', true, 0.8);
    const buyer = carrierParty(rng, { contact: rng.chance(0.6), email: rng.chance(0.5) });
    const issue = issueDay(rng);
    const month = monthStart(issue, 1);
    const its: TItem[] = [];
    const add = (d: Day, code: string, text: string, amount: number) =>
      its.push({
        description: `${mdy(d)} ${code} ${text}`,
        quantity: null,
        unitPrice: null,
        amount,
        code,
        date: d,
        unit: text,
      });
    const rent = rng.int(45, 190) * 100 + rng.pick([0, 50]);
    const prevStmt = addDays(issue, -rng.int(28, 31));
    if (rng.chance(0.75)) {
      const prev = round2(rent + rng.money(900, 4200));
      add(prevStmt, 'BAL', 'Balance forward', prev);
      const partial = rng.chance(0.45);
      const paid = partial ? round2(prev - rng.int(4, 30) * 50) : prev;
      add(
        addDays(prevStmt, rng.int(5, 12)),
        'PMT',
        `Payment received - ACH ref ${rng.digits(8)} - thank you`,
        -paid,
      );
      if (partial)
        add(
          addDays(prevStmt, rng.int(13, 16)),
          'LTF',
          'Late fee - 5% of past due rent',
          round2((prev - paid) * 0.05),
        );
    }
    const mn = monthName(month);
    add(issue, 'RNT', `Base rent - ${mn}`, rent);
    add(issue, 'CAM', `Common area maintenance estimate - ${mn}`, rng.money(600, 2400));
    add(issue, 'RET', `Real estate tax escrow - ${mn}`, rng.money(700, 3100));
    if (rng.chance(0.5))
      add(issue, 'INS', `Property insurance escrow - ${mn}`, rng.money(180, 640));
    const r1 = rng.int(20000, 90000);
    const kwh = rng.int(2400, 9800);
    const kr = rng.money(0.092, 0.148, 3);
    const ps = monthStart(issue, -1);
    const pe = addDays(monthStart(issue, 0), -1);
    add(
      issue,
      'ELE',
      `Electric - meter E-${rng.digits(5)}, ${mdy(ps)} to ${mdy(pe)}, read ${fmtInt(r1)} to ${fmtInt(r1 + kwh)} = ${fmtInt(kwh)} kWh at $${kr.toFixed(3)}`,
      round2(kwh * kr),
    );
    if (rng.chance(0.5)) {
      const kg = rng.int(18, 90);
      const wr = rng.pick([6.4, 7.15, 8.9]);
      add(
        issue,
        'WTR',
        `Water and sewer - ${kg},000 gal at $${wr.toFixed(2)} per 1,000 gal`,
        round2(kg * wr),
      );
    }
    const total = sumOf(its);
    const pl = rng.pick(PLACES);
    return {
      number: `RI-${String(issue.y).slice(2)}${String(issue.m).padStart(2, '0')}-${rng.digits(4)}`,
      status: null,
      issue,
      due: month,
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
        'Rent is due on the first of the month. A late fee of 5% of the past due rent applies to payments received after the fifth.',
        'CAM and tax escrows are estimates and are reconciled each spring. Please include the lease ID with every payment.',
      ]),
      extra: {
        lease: `L-${rng.digits(5)}`,
        premStreet: `${rng.int(1000, 9999)} ${rng.pick(['Freight Way', 'Terminal Rd', 'Cross Dock Dr', 'Truck Plaza Blvd'])}`,
        premCity: `${pl.city}, ${pl.state} ${pl.zip}`,
        prem: `Building ${rng.pick(['A', 'B', 'C', '2'])}, ${rng.int(8, 36)} dock doors, ${rng.int(2, 9)}.${rng.int(0, 9)} acre paved yard`,
        box: `PO Box ${rng.int(1000, 99999)}`,
        mgr: `${rng.pick(FIRST)} ${rng.pick(LAST)}`,
      },
    };
  },
  draw(s, inv) {
    const m = 40;
    const W = s.width - 2 * m;
    const F: FontName = 'condensed';
    const B: FontName = 'condensed-bold';
    const se = inv.seller;
    const by = inv.buyer;
    const x = inv.extra;
    const band = '#2e5e3e';
    s.rect(0, 0, s.width, 64, { fill: band });
    s.text(se.company ?? '', m, 18, { font: B, size: 15, color: '#ffffff' });
    s.text(
      `${se.street ?? ''}, ${cityLine(se) ?? ''}   ${fmtPhone(se.phone ?? '', 'paren')}`,
      m,
      40,
      { font: F, size: 8.5, color: '#ffffff' },
    );
    right(s, 'TENANT STATEMENT', m, 18, W, { font: B, size: 13, color: '#ffffff' });
    right(s, `Rent Invoice No. ${inv.number ?? ''}`, m, 40, W, {
      font: F,
      size: 9,
      color: '#ffffff',
    });
    const mon = (d: Day) => fmtDate(d, 'mon-d-y');
    const meta: Array<[string, string]> = [
      ['Statement date', mon(inv.issue)],
      ['Lease ID', x.lease ?? ''],
      ['Payment due', inv.due ? mon(inv.due) : ''],
    ];
    meta.forEach(([l, v], i) => {
      s.text(l, m + W - 180, 80 + i * 13, { font: F, size: 8.5, color: '#555555' });
      right(s, v, m + W - 180, 80 + i * 13, 180, { font: B, size: 8.5 });
    });
    s.text('TENANT', m, 80, { font: B, size: 8, color: band });
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
      93,
      { font: F, size: 9 },
    );
    s.text('PREMISES', m + 200, 80, { font: B, size: 8, color: band });
    stack(s, [x.premStreet ?? '', x.premCity ?? '', x.prem ?? ''], m + 200, 93, {
      font: F,
      size: 9,
    });
    let bal = 0;
    const rows: Row[] = inv.items.map((it) => {
      bal = round2(bal + it.amount);
      return [
        it.date ? mdy(it.date) : '',
        it.code ?? '',
        it.unit ?? '',
        it.amount >= 0 ? plain(it.amount) : '',
        it.amount < 0 ? plain(-it.amount) : '',
        plain(bal),
      ];
    });
    let y = table(
      s,
      m,
      186,
      [
        { header: 'Date', width: 58 },
        { header: 'Code', width: 34 },
        { header: 'Description', width: W - 58 - 34 - 74 - 80 - 78 },
        { header: 'Charges', width: 74, align: 'right' },
        { header: 'Payments & Credits', width: 80, align: 'right' },
        { header: 'Balance', width: 78, align: 'right' },
      ],
      rows,
      { font: F, bold: B, size: 8.5, zebra: '#eef4ef', headerFill: '#d5e6d9', padding: 4 },
    );
    y += 14;
    s.rect(m + W - 220, y, 220, 40, { stroke: band, lineWidth: 1.4 });
    s.text('TOTAL AMOUNT DUE', m + W - 212, y + 6, { font: B, size: 10 });
    right(s, money(inv.total), m + W - 220, y + 6, 212, { font: B, size: 12 });
    s.text(`by ${inv.due ? mon(inv.due) : ''}`, m + W - 212, y + 24, { font: F, size: 8.5 });
    stack(
      s,
      [
        'Please remit to:',
        se.company,
        `${x.box ?? ''}, ${cityLine(se) ?? ''}`,
        `Reference lease ID ${x.lease ?? ''}`,
      ],
      m,
      y,
      { font: F, size: 9 },
    );
    y += 70;
    s.text('Notes', m, y, { font: B, size: 9, color: band });
    y = para(s, inv.notes ?? '', m, y + 13, W, { font: F, size: 8.5 });
    y += 10;
    s.line(m, y, m + W, y, 0.4, '#999999');
    s.text(
      `Questions? Property manager: ${se.contact ?? ''}${se.email ? `, ${se.email}` : ''}. Maintenance requests: ${x.mgr ?? ''}, site supervisor.`,
      m,
      y + 6,
      { font: F, size: 8.5 },
    );
  },
};

export const UNSEEN_LAYOUTS_7: InvoiceLayout[] = [
  mobileFueling,
  recruitingAds,
  customsBroker,
  billOfSale,
  terminalLedger,
];
