/**
 * The committed documents are what the generator draws, and every value of an expected record
 * is on its page. Text is recorded from the drawing surface, not read back from the PDFs.
 * Failures name documents and fields only, never values (the held-out documents must not be
 * shown).
 */
import { describe, expect, it } from 'vitest';
import { CanvasSurface, type Day, fmtDate, Rng, type TextOpts } from '../shared/surface';
import { loadInvoiceCorpus } from './index';
import { DEFAULT_SEED, docSeed, LAYOUTS, PER_LAYOUT } from './layout-list';
import { type ExpectedInvoice, toExpected } from './model';

class TextRecorder extends CanvasSurface {
  readonly texts: string[] = [];
  override text(s: string, x: number, y: number, o?: TextOpts): void {
    this.texts.push(s);
    super.text(s, x, y, o);
  }
}

const docs = loadInvoiceCorpus();

function draw(id: string, layoutId: string): { expected: ExpectedInvoice; texts: string[] } {
  const li = LAYOUTS.findIndex((l) => l.id === layoutId);
  const layout = LAYOUTS[li];
  if (!layout) throw new Error(`no layout ${layoutId}`);
  const n = id.endsWith('-scan') ? PER_LAYOUT : Number(id.slice(-2)) - 1;
  const s = docSeed(DEFAULT_SEED, li, n);
  const truth = layout.build(new Rng(s));
  const surface = new TextRecorder(layout.page, 8);
  layout.draw(surface, truth, new Rng(s + 1));
  return { expected: toExpected(truth), texts: surface.texts };
}

const drawn = docs.map((d) => ({ doc: d, ...draw(d.id, d.layout) }));

const norm = (s: string) => s.toLowerCase().replace(/\s+/g, ' ');
const MON = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const p2 = (n: number) => String(n).padStart(2, '0');

function dateForms(mdy: string, flat: string): string[] {
  const [m, d, y] = mdy.split('/').map(Number) as [number, number, number];
  const day: Day = { y, m, d };
  const forms = [
    fmtDate(day, 'mdy'),
    fmtDate(day, 'iso'),
    fmtDate(day, 'long'),
    fmtDate(day, 'mon-d-y'),
    fmtDate(day, 'd-mon-yy'),
    fmtDate(day, 'mdyy'),
    fmtDate(day, 'm/d/yyyy'),
    `${MON[m - 1]} ${d}, ${y}`,
    `${p2(d)} ${MON[m - 1]} ${y}`,
  ];
  // Day-first only where the page says so.
  if (flat.includes('dd/mm/yyyy')) forms.push(`${p2(d)}/${p2(m)}/${y}`);
  return forms.map(norm);
}

/** The ways a number is printed: as is, to 2 or 3 decimals, with or without thousands commas. */
const numForms = (v: number, money: boolean): string[] => {
  const a = Math.abs(v);
  const out = new Set<string>();
  for (const f of money ? [a.toFixed(2)] : [String(a), a.toFixed(2), a.toFixed(3)]) {
    out.add(f);
    out.add(f.replace(/\B(?=(\d{3})+(?!\d))/g, ','));
  }
  return [...out];
};

const esc = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** `form` as a whole number on the page (no digit, or a decimal point and digit, next to it). */
const printed = (flat: string, form: string) =>
  new RegExp(`(?<![\\d.,])${esc(form)}(?![\\d]|[.,]\\d)`).test(flat);

describe('invoice pages', () => {
  it('the committed expected records are what the generator writes', () => {
    const differ = drawn
      .filter((x) => JSON.stringify(x.doc.expected()) !== JSON.stringify(x.expected))
      .map((x) => x.doc.id);
    expect(differ).toEqual([]);
  });

  it('every value of an expected record is drawn on its page', () => {
    const missing: string[] = [];
    for (const { doc, expected: e, texts } of drawn) {
      const id = doc.id;
      const flat = norm(texts.join('\n'));
      const digits = texts.map((t) => t.replace(/\D/g, '')).join('|');
      const has = (f: string, v: string | null) => {
        if (v && !flat.includes(norm(v))) missing.push(`${id}: ${f}`);
      };
      const words = (f: string, v: string | null) => {
        if (v && !v.split(/\s+/).every((w) => flat.includes(norm(w)))) missing.push(`${id}: ${f}`);
      };
      const phone = (f: string, v: string | null) => {
        if (v && !digits.includes(v.replace(/\D/g, ''))) missing.push(`${id}: ${f}`);
      };
      const num = (f: string, v: number | null, money = true) => {
        if (v !== null && !numForms(v, money).some((x) => printed(flat, x)))
          missing.push(`${id}: ${f}`);
      };
      const d = e.invoice_details;
      has('invoice_number', d.invoice_number);
      for (const k of ['issue_date', 'due_date'] as const) {
        const v = d[k];
        if (v && !dateForms(v, flat).some((x) => flat.includes(x))) missing.push(`${id}: ${k}`);
      }
      const status = d.paid_status;
      if (status === 'Paid' && !/\bpaid\b/.test(flat)) missing.push(`${id}: paid_status`);
      if (status === 'Unpaid' && !/unpaid/.test(flat)) missing.push(`${id}: paid_status`);
      if (status === 'Partially Paid' && !/partial|balance/.test(flat))
        missing.push(`${id}: paid_status`);
      for (const side of ['seller_details', 'buyer_details'] as const) {
        const p = e[side];
        for (const k of ['company_name', 'customer_name', 'contact_person', 'email'] as const)
          has(`${side}.${k}`, p[k]);
        phone(`${side}.phone_number`, p.phone_number);
        for (const part of p.address?.split(', ') ?? []) has(`${side}.address`, part);
      }
      for (const [i, li] of e.line_items.entries()) {
        words(`line_items.${i}.description`, li.description);
        num(`line_items.${i}.quantity`, li.quantity, false);
        num(`line_items.${i}.unit_price`, li.unit_price, false);
        num(`line_items.${i}.amount`, li.amount);
      }
      const t = e.total;
      for (const k of ['subtotal', 'tax', 'shipping', 'discount', 'total_amount'] as const)
        num(`total.${k}`, t[k]);
      if (t.currency !== 'USD') has('total.currency', t.currency);
      words('notes', e.notes);
    }
    expect(missing).toEqual([]);
  });
});
