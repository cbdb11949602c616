/**
 * The committed documents are what the generator draws, and every value of an expected record
 * is on its page (and a value a layout hides is not). Text is recorded from the drawing surface,
 * not read back from the PDFs. Failures name documents and fields only, never values (the
 * held-out documents must not be shown).
 */
import { describe, expect, it } from 'vitest';
import { CanvasSurface, Rng, type TextOpts } from '../shared/surface';
import { loadRateconCorpus } from './index';
import { DEFAULT_SEED, docSeed, LAYOUTS, PER_LAYOUT } from './layout-list';
import { type ExpectedLoad, randomLoad, type TLoad, toExpected } from './model';

class TextRecorder extends CanvasSurface {
  readonly texts: string[] = [];
  override text(s: string, x: number, y: number, o?: TextOpts): void {
    this.texts.push(s);
    super.text(s, x, y, o);
  }
}

interface Drawn {
  id: string;
  full: TLoad;
  expected: ExpectedLoad;
  texts: string[];
}

const docs = loadRateconCorpus();

function draw(id: string, layoutId: string): Drawn {
  const li = LAYOUTS.findIndex((l) => l.id === layoutId);
  const layout = LAYOUTS[li];
  if (!layout) throw new Error(`no layout ${layoutId}`);
  const n = id.endsWith('-scan') ? PER_LAYOUT : Number(id.slice(-2)) - 1;
  const s = docSeed(DEFAULT_SEED, li, n);
  const full = randomLoad(new Rng(s), layout.load);
  const truth = randomLoad(new Rng(s), layout.load);
  layout.hide?.(truth);
  const surface = new TextRecorder(layout.page, 8);
  layout.draw(surface, truth, new Rng(s + 1));
  return { id, full, expected: toExpected(truth), texts: surface.texts };
}

const drawn = docs.map((d) => ({ doc: d, ...draw(d.id, d.layout) }));

const norm = (s: string) => s.toLowerCase().replace(/\s+/g, ' ');

describe('rate-confirmation pages', () => {
  it('the committed expected records are what the generator writes', () => {
    const differ = drawn
      .filter((x) => JSON.stringify(x.doc.expected()) !== JSON.stringify(x.expected))
      .map((x) => x.id);
    expect(differ).toEqual([]);
  });

  it('every value of an expected record is drawn on its page', () => {
    const missing: string[] = [];
    for (const { id, expected: e, texts } of drawn) {
      const flat = norm(texts.join('\n'));
      const digits = texts.map((t) => t.replace(/\D/g, '')).join('|');
      const has = (f: string, v: string | null) => {
        if (v && !flat.includes(norm(v))) missing.push(`${id}: ${f}`);
      };
      const phone = (f: string, v: string | null) => {
        if (v && !digits.includes(v.replace(/\D/g, ''))) missing.push(`${id}: ${f}`);
      };
      const num = (f: string, v: number | null, forms: (v: number) => string[]) => {
        if (v !== null && !forms(v).some((x) => flat.includes(x))) missing.push(`${id}: ${f}`);
      };
      const money = (v: number) => [
        v.toFixed(2),
        v.toFixed(2).replace(/\B(?=(\d{3})+(?!\d))/g, ','),
      ];
      for (const k of ['order_number', 'customer_name', 'po_number', 'bol_number'] as const)
        has(k, e[k]);
      has('reference_number', e.reference_number);
      has('email', e.email);
      phone('phone', e.phone);
      num('linehaul_rate', e.linehaul_rate, money);
      num('fuel_surcharge', e.fuel_surcharge, money);
      num('weight', e.weight, (v) => [String(v), v.toLocaleString('en-US')]);
      num('length', e.length, (v) => [String(v)]);
      num('temperature', e.temperature, (v) => [String(v)]);
      for (const k of ['carrier_name', 'driver_name', 'truck', 'trailer'] as const)
        has(`carrier.${k}`, e.carrier[k]);
      phone('carrier.driver_phone', e.carrier.driver_phone);
      for (const [i, st] of e.stops.entries()) {
        const p = `stops.${i}`;
        for (const k of [
          'company_name',
          'city',
          'state',
          'zipcode',
          'email',
          'confirmation_number',
          'bol_number',
          'reference_number',
          'stop_instructions',
          'commodities',
        ] as const)
          has(`${p}.${k}`, st[k]);
        for (const part of st.address?.split(', ') ?? []) has(`${p}.address`, part);
        phone(`${p}.phone`, st.phone);
      }
    }
    expect(missing).toEqual([]);
  });

  it('a value a layout hides is not drawn on its page', () => {
    const shown: string[] = [];
    for (const { id, full, expected: e, texts } of drawn) {
      const tokens = new Set(
        texts.flatMap((t) => t.toLowerCase().split(/[^a-z0-9@._-]+/)).filter(Boolean),
      );
      const flat = norm(texts.join('\n'));
      const digits = texts.map((t) => t.replace(/\D/g, '')).join('|');
      const absent = (f: string, hidden: string | null, kept: string | null) => {
        if (!hidden || kept) return;
        const v = hidden.toLowerCase();
        const seen = v.includes(' ') ? flat.includes(norm(v)) : tokens.has(v);
        if (seen) shown.push(`${id}: ${f}`);
      };
      absent('po_number', full.po, e.po_number);
      absent('bol_number', full.bol, e.bol_number);
      absent('reference_number', full.ref, e.reference_number);
      absent('email', full.broker.email, e.email);
      absent('carrier.driver_name', full.carrier.driver, e.carrier.driver_name);
      absent('carrier.trailer', full.carrier.trailer, e.carrier.trailer);
      for (const [i, st] of full.stops.entries()) {
        const es = e.stops[i];
        if (!es) continue;
        const p = `stops.${i}`;
        absent(`${p}.email`, st.email, es.email);
        absent(`${p}.confirmation_number`, st.conf, es.confirmation_number);
        absent(`${p}.bol_number`, st.bol, es.bol_number);
        absent(`${p}.reference_number`, st.ref, es.reference_number);
        absent(`${p}.stop_instructions`, st.instructions, es.stop_instructions);
        if (st.phone && !es.phone && digits.includes(st.phone)) shown.push(`${id}: ${p}.phone`);
      }
    }
    expect(shown).toEqual([]);
  });
});
