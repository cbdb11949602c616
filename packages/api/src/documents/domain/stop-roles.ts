/**
 * The words rate confirmations use for a stop's role. A title opens a stop ("Pickup",
 * "01 PU", "Stop 2 - Consignee", "Deliver to:"); a role word anywhere in a stop's text
 * ("Type: Drop", "consignee hours 8-4") tells the kind of a stop found some other way.
 */

export type StopRole = 'Pickup' | 'Delivery';

/** Synonyms, most specific first (regex source, matched case-insensitively on word bounds). */
const PICKUP_WORDS = [
  'pick\\s*-?\\s*up',
  'p\\s*/\\s*u',
  'pu',
  'pick',
  'shipper',
  'shipping\\s+from',
  'ship\\s+from',
  'origin',
  'loading\\s+point',
  'load\\s+at',
  // "LOADING 1 — SHIPPER": the verb as a title only with the stop's number after it.
  'loading(?=\\s*#?\\s*\\d{1,2}(?!\\d))',
  'collection',
  // Spanish and French, as on cross-border (US/Mexico, US/Canada) forms.
  'recolecci[oó]n',
  'origen',
  'remitente',
  'exp[eé]diteur',
  'ramassage',
  'cueillette',
  'chargement',
  'p\\d{1,2}',
];
const DELIVERY_WORDS = [
  'deliver(?:y|ies)?(?:\\s+to)?',
  'drop\\s*-?\\s*off',
  'drop',
  'dlv',
  'del',
  'dl',
  'consignee',
  'cnee',
  'receiver',
  'receiving',
  'destination',
  'dest',
  'unloading\\s+point',
  'unload\\s+at',
  'unloading(?=\\s*#?\\s*\\d{1,2}(?!\\d))',
  'ship\\s+to',
  'entrega',
  'destino',
  'destinatario',
  'livraison',
  'destinataire',
  'd[eé]chargement',
  'd\\d{1,2}',
];

const alternation = (words: string[]) => `(?:${words.join('|')})`;
/** An ordinal before the role: "01 PU", "1. Pickup", "#2 Delivery", "Stop 3 - Drop", "Stop 1 (". */
const ORDINAL_WORD = String.raw`(?:\d{1,2}(?:st|nd|rd|th)|first|second|third|fourth|fifth|final|last|next|addl\.?|add'l|additional|extra|intermediate|interim|stop\s*-\s*off)\s+`;
const ORDINAL = String.raw`(?:(?:stop|stp)\s*#?\s*\d{1,2}(?:\s*(?:of|/)\s*\d{1,2})?\s*[:.)\-—–(·•|]?\s*(?:${ORDINAL_WORD})?|#?\d{1,2}\s*[.):\-—–]?\s+|${ORDINAL_WORD})?`;
/** Role at the start of a title. Group 1: the role word. */
export const PICKUP_TITLE = new RegExp(
  `^${ORDINAL}(${alternation(PICKUP_WORDS)})(?![a-z0-9])`,
  'i',
);
export const DELIVERY_TITLE = new RegExp(
  `^${ORDINAL}(${alternation(DELIVERY_WORDS)})(?![a-z0-9])`,
  'i',
);
const PICKUP_ANYWHERE = new RegExp(`\\b${alternation(PICKUP_WORDS.slice(0, -1))}\\b`, 'i');
const DELIVERY_ANYWHERE = new RegExp(`\\b${alternation(DELIVERY_WORDS.slice(0, -1))}\\b`, 'i');

export interface RoleTitle {
  role: StopRole;
  /** The text after the role word (a stop number, ':', a name …). */
  rest: string;
}

/** "Parada 2", "Arrêt 2": a stop's number in Spanish or French. */
const FOREIGN_STOP = /\b(?:parada|arr[eê]t|escala)\b/gi;

/**
 * A two-language title said once: "RECOLECCIÓN / PICKUP — Parada 1 / Stop 1" → "RECOLECCIÓN —
 * Stop 1". The second name of the role and a repeated stop number are dropped.
 */
export function foldBilingualTitle(text: string): string {
  const t = text.replace(FOREIGN_STOP, 'Stop');
  const first = PICKUP_TITLE.exec(t) ?? DELIVERY_TITLE.exec(t);
  let out = t;
  if (first) {
    const rest = t.slice(first[0].length);
    const again = /^\s*\/\s*/.exec(rest);
    if (again) {
      const second = rest.slice(again[0].length);
      const same = PICKUP_TITLE.test(first[0]) ? PICKUP_TITLE : DELIVERY_TITLE;
      const m = same.exec(second);
      if (m) out = `${first[0]}${second.slice(m[0].length)}`;
    }
  }
  return out.replace(/\b(stop\s*#?\s*\d{1,2})\s*\/\s*stop\s*#?\s*\d{1,2}\b/gi, '$1');
}

/**
 * A numbered stop with its kind as a TMS code after the number: "Stop 1 (LD)", "STOP 2 - UL",
 * "Stop 3: LL" (live load), "Stop 4 (ULD)". Codes count only there (alone, "LD" is no title).
 */
const STOP_CODE =
  /^(?:stop|stp)\s*#?\s*\d{1,2}(?:\s*(?:of|\/)\s*\d{1,2})?\s*[:.\-—–·•|]?\s*\(?\s*(ld|ll|lp|pk|load|loading|live\s+load|ul|uld|lu|du|unl|unload|unloading|live\s+unload)\s*\)?(?![a-z0-9])/i;

export function stopCodeTitle(text: string): RoleTitle | null {
  const m = STOP_CODE.exec(text.trim());
  if (!m) return null;
  const code = m[1]!.toLowerCase().replace(/\s+/g, ' ');
  const role: StopRole = /^(ld|ll|lp|pk|load|loading|live load)$/.test(code)
    ? 'Pickup'
    : 'Delivery';
  return { role, rest: text.trim().slice(m[0].length).trim() };
}

/** The role a title starts with, and what follows it. */
export function roleTitle(text: string): RoleTitle | null {
  const code = stopCodeTitle(text);
  if (code) return code;
  const t = foldBilingualTitle(text.trim());
  for (const [re, role] of [
    [PICKUP_TITLE, 'Pickup'],
    [DELIVERY_TITLE, 'Delivery'],
  ] as const) {
    const m = re.exec(t);
    if (m) return { role, rest: t.slice(m[0].length).trim() };
  }
  return null;
}

/**
 * The role named somewhere in a stop's text. Both kinds named (e.g. "Pickup/Delivery #"
 * labels): the first one written wins only if it stands alone as a word, else null.
 */
export function roleMentioned(text: string): StopRole | null {
  // Reference labels name both kinds and say nothing about this stop.
  // (Nor do identifiers: "Ref DEL-926816", "PU7691796" are numbers, not the stop's kind.)
  const cleaned = text
    .replace(/\S+@\S+/g, ' ')
    .replace(/\b[A-Za-z]{1,5}-?\d[\w-]*/g, ' ')
    .replace(
      /\b(pick\s*-?\s*up|pu|del|delivery|appt)\s*(?:\/\s*(?:del|delivery|appt)\s*)?(#|no\b|number)/gi,
      ' ',
    );
  const p = PICKUP_ANYWHERE.exec(cleaned);
  const d = DELIVERY_ANYWHERE.exec(cleaned);
  if (p && d) return p.index < d.index ? 'Pickup' : 'Delivery';
  if (p) return 'Pickup';
  if (d) return 'Delivery';
  return null;
}
