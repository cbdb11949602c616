/**
 * Other ways of writing a label, tried when a cell does not start with a known label as it
 * stands. Labels vary in ways a synonym list cannot keep up with; these rewrite the label's
 * words into the form the list knows, leaving the value after it untouched:
 *
 * - numbers marked as words: "No.", "Nbr", "Num", "Number", "Nº" → "#" ("Delivery Appt No. 91");
 * - two languages in one label, "Spanish / English" or "French / English" ("Peso / Weight",
 *   "No. de Carga / Load No."): each side alone;
 * - Spanish and French label words of North American freight forms ("Peso", "Remorque",
 *   "Fecha y hora", "No. de cita") in English;
 * - words qualifying a numbered or colon label ("LOAD TENDER #", "Handling notes:"): the label
 *   without its first one or two words — never a party's word ("Carrier Phone" is not the
 *   broker's phone).
 */

/** Whole phrases first (they hold words that mean something else alone). */
const FOREIGN_PHRASES: Array<[RegExp, string]> = [
  [/\b(?:no\.?|n[úu]mero|n[º°])\s*de\s*carga\b/gi, 'Load #'],
  // French (Québec, New Brunswick): "No de charge", "No de ramassage", "No de livraison".
  [/\b(?:no\.?|n[º°]|num[ée]ro)\s*(?:de\s*|d')(?:charge(?:ment)?|chargement)\b/gi, 'Load #'],
  [/\b(?:no\.?|n[º°]|num[ée]ro)\s*de\s*(?:ramassage|cueillette)\b/gi, 'Pickup #'],
  [/\b(?:no\.?|n[º°]|num[ée]ro)\s*de\s*livraison\b/gi, 'Delivery #'],
  [/\b(?:no\.?|n[º°]|num[ée]ro)\s*de\s*rendez-vous\b/gi, 'Appt #'],
  [/\b(?:no\.?|n[úu]mero|n[º°])\s*de\s*recolecci[oó]n\b/gi, 'Pickup #'],
  [/\b(?:no\.?|n[úu]mero|n[º°])\s*de\s*entrega\b/gi, 'Delivery #'],
  [/\b(?:no\.?|n[úu]mero|n[º°])\s*de\s*cita\b/gi, 'Appt #'],
  [/\b(?:no\.?|n[úu]mero|n[º°])\s*de\s*(?:confirmaci[oó]n)\b/gi, 'Confirmation #'],
  [/\b(?:no\.?|n[úu]mero|n[º°])\s*de\s*referencia\b/gi, 'Reference #'],
  [/\borden\s+de\s+compra\b|\bbon\s+de\s+commande\b/gi, 'PO #'],
  [/\bconocimiento(?:\s+de\s+embarque)?\b|\bconnaissement\b/gi, 'BOL'],
  [/\bfecha\s+y\s+hora\b|\bdate\s+et\s+heure\b/gi, 'Date & time'],
  [/\bc[oó]digo\s+postal\b|\bcode\s+postal\b|\bc\.\s*p\.?(?=\s|$|:)/gi, 'Zip'],
  [/\bn[úu]mero\s+de\s+(?:la\s+)?(?:carga|orden)\b/gi, 'Load #'],
];

/** Single words (accents optional), Spanish then French. */
const FOREIGN_WORDS: Record<string, string> = {
  peso: 'Weight',
  poids: 'Weight',
  equipo: 'Equipment',
  equipement: 'Equipment',
  remolque: 'Trailer',
  caja: 'Trailer',
  remorque: 'Trailer',
  camion: 'Truck',
  tracteur: 'Truck',
  chofer: 'Driver',
  operador: 'Driver',
  conductor: 'Driver',
  chauffeur: 'Driver',
  transportista: 'Carrier',
  transporteur: 'Carrier',
  referencia: 'Reference',
  reference: 'Reference',
  mercancia: 'Commodity',
  marchandise: 'Commodity',
  producto: 'Commodity',
  instrucciones: 'Instructions',
  consignes: 'Instructions',
  notas: 'Notes',
  remarques: 'Notes',
  direccion: 'Address',
  domicilio: 'Address',
  adresse: 'Address',
  ciudad: 'City',
  ville: 'City',
  estado: 'State',
  province: 'State',
  telefono: 'Phone',
  telephone: 'Phone',
  celular: 'Cell',
  cellulaire: 'Cell',
  correo: 'Email',
  courriel: 'Email',
  fecha: 'Date',
  hora: 'Time',
  heure: 'Time',
  cita: 'Appt',
  ventana: 'Window',
  empresa: 'Company',
  entreprise: 'Company',
  compagnie: 'Company',
  temperatura: 'Temperature',
  contacto: 'Contact',
  despacho: 'Dispatch',
  repartiteur: 'Dispatch',
};

const stripAccents = (s: string) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '');

/** The label's own text: before its ':' or, for a cell without digits, the whole cell. */
function labelPart(text: string): [string, string] | null {
  const colon = text.indexOf(':');
  if (colon > 0) return [text.slice(0, colon), text.slice(colon)];
  return /\d/.test(text) ? null : [text, ''];
}

/** "No." / "Nbr" / "Num" / "Number" / "Nº" after a word → "#". */
export function numberMarks(text: string): string {
  return text.replace(
    // ("number" only at a label's end, "Bill of lading number:", not in a sentence's words.)
    /(?<=[A-Za-z)]\s*)\b(?:no\.|nbr\.?|num\.?|n[º°]\.?|number(?=\s*(?::|$)))(?=\s|:|$)/gi,
    '#',
  );
}

/** A label's words in English (the value after it untouched); null when nothing changed. */
export function englishLabel(text: string): string | null {
  const parts = labelPart(text);
  if (!parts) return null;
  let [label] = parts;
  for (const [re, en] of FOREIGN_PHRASES) label = label.replace(re, en);
  label = label.replace(/[A-Za-zÀ-ÿ]+/g, (w) => FOREIGN_WORDS[stripAccents(w).toLowerCase()] ?? w);
  // Both languages now say the same: once ("Pickup # / Pickup #").
  // ("PO # / PO", "Load # / Load no.": the same label with and without its number mark.)
  const sides = label.split(/\s+\/\s+/);
  const plain = (x: string) =>
    numberMarks(x)
      .toLowerCase()
      .replace(/[#.:\s]+/g, ' ')
      .trim();
  if (sides.length === 2 && plain(sides[0]!) === plain(sides[1]!)) {
    label = sides[1]!;
  }
  const out = label + parts[1];
  return out === text ? null : out;
}

/**
 * A label's words in their plain form: "Pick-up #" → "Pick up #", "References:" → "Reference:",
 * "Set point °F" → "Set point" (the unit its values are in, also "°C", "lbs", "kg", "USD"),
 * "Special Instructions" stays (the list knows it). Null when nothing changed.
 */
export function plainLabelWords(text: string): string | null {
  const parts = labelPart(text);
  if (!parts) return null;
  const label = parts[0]
    .replace(/(?<=[A-Za-z.)])\s+(?:[°º]\s*[FC]|lbs?|kgs?|USD|CAD)\.?\s*$/i, '')
    .replace(/(?<=[A-Za-z])-(?=[A-Za-z])/g, ' ')
    .replace(/(?<=[a-z]{3,})(?<!s)s(?=\s*(?:#|$))/gi, '');
  const out = label + parts[1];
  return out === text ? null : out;
}

/** "Peso / Weight", "Ventana / Window: 11/30 10:00": each side of a two-language label. */
export function bilingualSides(text: string): string[] {
  // (A slash inside one side, "Ville, prov./État / City, State", does not split it.)
  const m = /^((?:[^/:\d]|\/(?!\s))+?)\s+\/\s+(.+)$/.exec(text);
  if (m && m[1]!.length > 40) return [];
  if (!m || m[1]!.trim().split(/\s+/).length > 5) return [];
  return [m[2]!, m[1]!.trim()];
}

/** Words whose label belongs to someone else: not dropped as a mere qualifier. */
const PARTY =
  /\b(carrier|driver|dispatch\w*|fax|remit|billing|invoice|accounting|emergency|after|truck|tractor|trailer|mc|dot)\b/i;

/** "LOAD TENDER #" → "TENDER #", "Handling notes: …" → "notes: …" (one or two words off). */
export function withoutQualifier(text: string, partyToo = false): string[] {
  const out: string[] = [];
  for (const re of [
    /^([A-Za-z][\w&'-]*)\s+(?=[A-Za-z])/,
    /^([A-Za-z][\w&'-]*\s+[A-Za-z][\w&'-]*)\s+(?=[A-Za-z])/,
  ]) {
    const m = re.exec(text);
    if (!m || (!partyToo && PARTY.test(m[1]!))) break;
    const rest = text.slice(m[0].length);
    // Only a label that says it is one: a '#' or a ':' after it.
    if (/^[A-Za-z][A-Za-z /&-]{0,24}?\s*(#|:)/.test(rest)) out.push(rest);
  }
  return out;
}
