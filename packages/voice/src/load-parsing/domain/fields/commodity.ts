import { classifyLabel, type Doc } from '../document';
import { companySpans } from './contact';
import { equipmentCode } from './equipment';
import { findLocations } from './locations';
import { labelledCells, NUM, units } from './text-units';
import { vehicleGoods } from './vehicles';

/** A descriptive parenthesis right after the goods stays with them ('Lumber (treated)'). */
function withParenthesis(goods: string, from: string): string {
  if (!from.startsWith(goods)) return goods;
  const paren = /^\s*\([A-Za-z][A-Za-z ,/-]{1,25}\)/.exec(from.slice(goods.length));
  return paren ? `${goods}${paren[0]}` : goods;
}

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function maskCompanies(text: string): string {
  let out = text;
  for (const span of companySpans(text))
    out = out.slice(0, span.start) + ' '.repeat(span.end - span.start) + out.slice(span.end);
  return out;
}

/**
 * Commodity: a labelled value ('Commodity: Frozen pizza'), else the goods named around the weight
 * or the pallet count ('44,000 lbs of paper rolls', '28 pallets of yogurt', 'Apples, 40,000 lbs',
 * 'load of lumber'), else a known commodity word anywhere ('Steel coils', 'drywall').
 */

const LEXICON = `produce|lettuce|apples?|tomatoes|berries|strawberries|blueberries|potatoes|onions|citrus|oranges|avocados|bananas|grapes|melons|watermelons|vegetables|veggies|fruits?|meat|beef|pork|chicken|poultry|seafood|fish|turkey|dairy|milk|cheese|yogurt|butter|eggs|ice cream|pizza|frozen foods?|beverages?|soda|water|beer|wine|juice|candy|snacks|groceries|grocery|canned goods|dry goods|food products|foodstuffs?|paper rolls|paper towels|paper products|paper|cardboard|corrugated|packaging|plastics?|resin|chemicals|fertilizer|seed|grain|feed|lumber|plywood|osb|timber|logs|steel coils|steel pipe|steel beams|steel|coils|pipe|beams|rebar|metal|aluminum|copper|scrap|drywall|sheetrock|shingles|roofing|insulation|cement|concrete|bricks|pavers|tile|building materials|machinery|tractors|auto parts|car parts|tires|engines|hvac parts|hvac units|appliances|furniture|mattresses|electronics|computers|retail goods|general merchandise|merchandise|clothing|apparel|textiles|household goods|toys|books|medical supplies|pharmaceuticals|cosmetics|pet food|hay|cotton|batteries|solar panels|glass|windows|doors|cabinets|flooring|carpet|parts|fries|\\w*berries|general merch|merch|farm equipment|construction equipment|oilfield equipment|generators|transformers?|excavators?|dozers?|corn|soybeans|wheat|barley|oats|sorghum|milo|canola|peanuts|potash|cattle|hogs|livestock|flour|pellets|ethanol|asphalt|molasses|urea`;
const LEXICON_RE = new RegExp(
  `\\b(?:(?:frozen|fresh|refrigerated|canned|bottled|packaged|boxed|bagged)\\s+)?(?:${LEXICON})\\b`,
  'i',
);
const KNOWN = new RegExp(`\\b(?:${LEXICON})\\b`, 'i');

/** Words that end a commodity phrase. */
const STOP_WORD =
  /^(?:pu|p\/u|del|pickup|pick|delivery|drop|fcfs|appt|mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun|today|tomorrow|tmrw|at|in|to|from|for|on|with|needs?|needed|keep|kept|temp|going|and|picks?|delivers?|deliver|loads?|is|it|its|it's|that|which|rate|paying|pays|total|miles?|mi|lbs|pounds|approx|roughly|about|dry|van|reefer|flatbed|per|each|by|via|out|ref|call|must|requires?|required|under|over|then|the|a|loading|unloading|loaded|moving|hauling|headed|heading|bound|leaving|coming|shipping|jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec)$/i;
const NOT_GOODS =
  /^(?:lbs?|pounds?|miles?|mi|van|vans|reefer|flatbed|dry|truck|load|loads|total|rate|per|each|approx|about|roughly|pallets?|skids?|stops?|ft|feet|foot|the|a|an|and|or|of|gross|max|full|partial|tl|ltl|ftl|temp|degrees|reefer|ref|deadhead|dh|weight|wt|trip|dist|cargo|freight)$/i;

function clean(phrase: string): string | null {
  const words: string[] = [];
  for (const w of phrase.trim().split(/\s+/)) {
    const bare = w.replace(/[^A-Za-z&/'-]/g, '');
    if (!bare || STOP_WORD.test(bare) || /\d/.test(w)) break;
    words.push(w.replace(/[.,;:!?)]+$/, ''));
    if (/[.,;:!?]$/.test(w)) break;
    if (words.length >= 4) break;
  }
  while (words.length > 0 && NOT_GOODS.test(words.at(-1)!)) words.pop();
  if (words.length === 0 || NOT_GOODS.test(words[0]!)) return null;
  const text = words.join(' ').trim();
  return text.length >= 3 ? text : null;
}

const AFTER_WEIGHT = new RegExp(
  `(?<![\\d$.,])(?:${NUM})\\s*(k\\b|thousand\\b)?\\s*(lbs?\\b\\.?|pounds?\\b|#|tons?\\b)?\\s+(of\\s+)?([A-Za-z][A-Za-z &/'-]{1,60})`,
  'gi',
);
const AFTER_COUNT =
  /\b\d+\s+(?:pallets?|skids?|plts?|cases|crates|boxes|totes|drums|bins)\s+(?:of\s+)?([A-Za-z][A-Za-z &/'-]{1,60})/gi;
const LOAD_OF = /\b(?:load|loads|truckload|shipment)\s+of\s+([A-Za-z][A-Za-z &/'-]{1,60})/gi;
const BEFORE_WEIGHT = new RegExp(
  `^(?:[-\\d°F\\s]*(?:°?F)?\\s+)?([A-Za-z][A-Za-z &/'-]{1,40}?)\\s*(\\([^)]*\\))?[\\s,]+(?:${NUM})\\s*(?:k\\b|thousand\\b)?\\s*(?:lbs?|pounds|#|k\\b)`,
  'i',
);

/** A weight ('44,000 lbs', '35k', '41,000'), alone in a list item. */
const WEIGHT_ITEM = new RegExp(
  `^(?:${NUM})\\s*(?:k\\b|(?:lbs?|pounds|#)\\.?)?\\s*(?:\\(([A-Za-z][A-Za-z &/'-]{1,40})\\))?$`,
  'i',
);
/** A list item of goods: a few words, a short descriptive parenthesis allowed. */
const GOODS_ITEM =
  /^([A-Za-z][A-Za-z&/'-]*(?:\s+[A-Za-z&/'-]+){0,3})(\s*\([A-Za-z][A-Za-z ,/-]{1,25}\))?$/;

/**
 * 'Van, 40,000 lbs, kiln dried pellets (bagged), 300 mi', 'seating (crated), 18,000 lbs', 'Van,
 * 30k, housewares.', '9,000 lbs (marine parts)': in a list of the load's figures, the item of a few plain
 * words next to the weight (after it first) is the goods.
 */
function goodsBesideWeight(text: string): string | null {
  const items = text.split(/\s*(?:[;·•|\t]|,(?!\d{3}\b))\s*|[.:]\s+|\s+[-–—]\s+|\s{2,}/).map((i) =>
    i
      .trim()
      .replace(/\.$/, '')
      .replace(/^(?:it'?s|it\s+is|they'?re|that'?s)\s+(?=[A-Za-z])/i, ''),
  );
  for (let i = 0; i < items.length; i++) {
    const weight = WEIGHT_ITEM.exec(items[i]!);
    if (!weight || !/\d{2}/.test(items[i]!)) continue;
    if (!/\d,\d{3}|k\b|lbs?|pounds|#/i.test(items[i]!)) continue;
    if (weight[1] && clean(weight[1]) === weight[1]) return weight[1];
    for (const item of [items[i + 1], items[i - 1]]) {
      const m = item ? GOODS_ITEM.exec(item) : null;
      // What the truck must bring ('tarps req'd', 'needs straps') is not the goods.
      if (!m || REQUIREMENT.test(item!)) continue;
      // 'blanket wrapped', 'floor loaded': how the goods are handled, not what they are.
      if (/[a-z]ed$/i.test(m[1]!)) continue;
      const words = m[1]!;
      // A label's word opening the item ('Pickup 12/3') is not goods; a phone's word with no
      // number after it is ('office furniture').
      const kind = classifyLabel(words.split(/\s+/)[0]!);
      if (clean(words) !== words || (kind && kind !== 'phone')) continue;
      if (EQUIPMENT.test(words) || equipmentCode(words) || findLocations(item!).length > 0)
        continue;
      return `${words}${m[2] ?? ''}`;
    }
  }
  return null;
}

const REQUIREMENT =
  /\b(?:req'?d|required|requires?|needs?|must|tarps?|straps?|chains?|load\s+bars?|ppe|twic|hazmat|liftgate|team|no\s+touch|assist)\b/i;

/** Packaging opening the goods ('Bagged flour') is not the freight's name. */
export function withoutPackaging(goods: string): string {
  return goods.replace(
    /^(?:bagged|palletized|crated|baled|drummed|bundled|bulk)\s+(?=[A-Za-z]{3})/i,
    '',
  );
}

const EQUIPMENT =
  /^(?:\d+'?\s*)?(?:dry\s+van|van|reefer|refrigerated|flatbed|flat|step\s*deck|stepdeck|conestoga|box\s+truck|straight\s+truck|sprinter|hotshot|team|solo|rgn|tl|ltl|ftl|partial|full)\b/i;

export function extractCommodity(doc: Doc): string | null {
  for (const { cell } of labelledCells(doc, 'commodity')) {
    // Cut at the first figure or separator; a comma followed by a word or two more of goods
    // ('soda, cans') does not end it, one followed by figures ('pipe, 40,000 lbs') does.
    const [head, ...more] = cell.value.split(/;|\s+[-@]\s+|\s{2,}/)[0]!.split(/,\s*/);
    let value = head!.trim();
    for (const part of more) {
      const words = part.trim().split(/\s+/);
      if (words.length > 2 || !/^[A-Za-z][A-Za-z &'-]*$/.test(part.trim())) break;
      if (words.some((w) => STOP_WORD.test(w) || NOT_GOODS.test(w))) break;
      value += `, ${part.trim()}`;
    }
    value = value.replace(/[.]+$/, '').replace(/^["']\s*(.*?)\s*["']$/, '$1');
    if (/[A-Za-z]{2,}/.test(value) && value.length <= 60) return withoutContainer(value);
  }
  const found = unlabelledCommodity(doc);
  return found ? withoutPackaging(found) : null;
}

/**
 * A container in parentheses after the goods ('Apples (bins)') is packaging, not the freight, and
 * so is a count of packages before them ('24 pallets furniture parts', 'crates aircraft parts').
 */
function withoutContainer(goods: string): string {
  return goods
    .replace(
      /^(?:\d+\s*(?:pallets?|plts?|skids?|crates?|cases|boxes|cartons?|drums?|totes?|bins?)|pallets|plts|skids|crates|cases|boxes|cartons|drums|totes|bins)\s+(?:of\s+)?(?=[A-Za-z]{3})/i,
      '',
    )
    .replace(
      /\s*\((?:in\s+)?(?:bins?|totes?|crates?|boxes|cases|drums?|cartons?|pallets?|skids?|gaylords?)\)$/i,
      '',
    );
}

function unlabelledCommodity(doc: Doc): string | null {
  const searchable = units(doc, [
    'company',
    'contact',
    'name',
    'phone',
    'fax',
    'reference',
    'rate',
    'market',
    'equipment',
  ]);
  // A company's name is not freight: 'Dixie Steel Logistics' says nothing about steel.
  for (const u of searchable) u.text = maskCompanies(u.text);
  for (const u of searchable) {
    if (u.cell.label === 'instructions') continue;
    for (const m of u.text.matchAll(AFTER_COUNT)) {
      const c = clean(m[1]!);
      if (c) return withParenthesis(c, u.text.slice(m.index + m[0].length - m[1]!.length));
    }
    for (const m of u.text.matchAll(LOAD_OF)) {
      const c = clean(m[1]!);
      if (c) return c;
    }
    for (const m of u.text.matchAll(AFTER_WEIGHT)) {
      if (!m[1] && !m[2]) continue;
      const c = clean(m[4]!);
      const rest = u.text.slice(m.index + m[0].length - m[4]!.length);
      if (c && (m[3] || KNOWN.test(c))) return withParenthesis(c, rest);
      // '36k canola meal, van': the words right after a weight, up to a separator, are the goods.
      if (
        c &&
        c.split(/\s+/).length <= 3 &&
        new RegExp(`^${escapeRegExp(c)}\\s*(?:[,.;|]|\\d|$)`).test(rest)
      )
        return c;
    }
    const beside = goodsBesideWeight(u.text) ?? goodsBesideWeight(maskCompanies(u.line.text));
    if (beside) return beside;
    const before = BEFORE_WEIGHT.exec(u.text);
    if (before) {
      const c = clean(before[1]!);
      // 'Frozen okra 40,000 lbs' opening its line: the goods, known words or not.
      const opening =
        c === before[1]!.trim() &&
        c.split(/\s+/).length <= 3 &&
        !EQUIPMENT.test(c) &&
        !equipmentCode(c);
      if (c && (KNOWN.test(c) || opening) && !classifyLabel(c.split(/\s+/)[0]!))
        return `${c}${before[2] && /^\([A-Za-z][A-Za-z ,/-]{1,25}\)$/.test(before[2]) ? ` ${before[2]}` : ''}`;
    }
  }
  for (const u of searchable) {
    const m = goodsWordAt(u.text);
    if (!m) continue;
    // A facility's name before its address ('Northside Packaging, Akron, OH') and a word after
    // a stop's role ('PU windows 0700-1500') are not the freight.
    const after = u.text.slice(m.index + m[0].length);
    if (findLocations(after).some((p) => /^[\s,]*$/.test(after.slice(0, p.start)))) continue;
    if (/\b(?:pu|p\/u|pick\s*up|pickup|del|delivery|drop)\s+$/i.test(u.text.slice(0, m.index)))
      continue;
    // A cell that is only a short noun phrase ('plastic pellets', 'consumer electronics') is
    // the goods as written, not only its known word.
    const whole = u.text.trim().replace(/[.]+$/, '');
    if (
      /^[A-Za-z][A-Za-z &/'-]{2,40}$/.test(whole) &&
      whole.split(/\s+/).length <= 3 &&
      clean(whole) === whole &&
      !classifyLabel(whole.split(/\s+/)[0]!)
    )
      return whole;
    const wider = withModifiers(u.text, m.index, m[0]);
    return withParenthesis(wider, u.text.slice(m.index + m[0].length - wider.length));
  }
  // A car hauler's vehicles ('9 cars', '2023 Porsche 911 Carrera').
  for (const u of searchable) {
    const vehicles = vehicleGoods(u.text);
    if (vehicles) return vehicles;
  }
  return null;
}

/** A trailer named after what it hauls ('cattle pot', 'hog trailer', 'grain hopper'). */
const TRAILER_AFTER = /^\s+(?:pots?|trailers?|haulers?|hoppers?|tankers?|wagons?)\b/i;
const NEXT_GOODS = new RegExp(`^\\s+(?:${LEXICON})\\b`, 'i');

const LEXICON_ALL = new RegExp(LEXICON_RE.source, 'gi');

/**
 * The first goods word of a text that is not a trailer's name ('CATTLE POT … fat cattle'), taken
 * on through a goods word right after it ('cattle feed', 'corn flour'): the goods end at the last.
 */
function goodsWordAt(text: string): { index: number; 0: string } | null {
  for (const m of text.matchAll(LEXICON_ALL)) {
    const after = text.slice(m.index + m[0].length);
    if (TRAILER_AFTER.test(after)) continue;
    const next = NEXT_GOODS.exec(after);
    return { index: m.index, 0: next ? m[0] + next[0] : m[0] };
  }
  return null;
}

/** Words that never describe the goods before a goods word ('hauling', 'our', 'hazmat'). */
const NOT_MODIFIER =
  /^(?:hauling|haul|moving|move|shipping|ship|carrying|got|have|has|had|need|needs|some|of|with|our|your|their|my|this|these|those|no|non|not|is|are|was|be|all|any|more|less|new|hot|urgent|hazmat|haz|heavy|light|high|low|team|solo|cl|class|loaded|empty|plus|only|also|but|or|if|so|no)|bundles?|pallets?|skids?|pieces|pcs|cases|crates?|boxes|totes?|drums?|bins?|loads?|units?|lots?$/i;

/**
 * The words that describe the goods right before a goods word ('consumer electronics', 'lithium
 * ion batteries', 'dry groceries', 'aircraft parts'): up to two plain words joined by single
 * spaces, none a figure, a label, a place, equipment or a word of the posting's grammar.
 */
function withModifiers(text: string, index: number, goods: string): string {
  let out = goods;
  let at = index;
  for (let n = 0; n < 2; n++) {
    const m = /(?:^|[\s(])([A-Za-z][a-z-]{1,20}) $/.exec(text.slice(Math.max(0, at - 24), at));
    if (!m) break;
    const word = m[1]!;
    const next = out.split(/\s+/)[0]!;
    if (NOT_MODIFIER.test(word) || NOT_GOODS.test(word) || classifyLabel(word)) break;
    // 'dry' is the van's ('dry van') unless goods follow it ('dry groceries').
    if (STOP_WORD.test(word) && !(word.toLowerCase() === 'dry' && !/^vans?$/i.test(next))) break;
    if (EQUIPMENT.test(word) || equipmentCode(word)) break;
    out = `${word} ${out}`;
    at -= word.length + 1;
  }
  return out;
}
