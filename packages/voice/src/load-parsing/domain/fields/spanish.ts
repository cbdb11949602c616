/**
 * Spanish and Spanish-English postings from border brokers (issue 18), read as a dispatcher on
 * the border reads them: the Spanish labels and words a posting uses are put in the English the
 * field readers know ('Entrega:' → 'Delivery:', 'millas' → 'miles', 'mañana' → 'tomorrow',
 * 'caja seca' → 'dry van', 'lunes 23 nov' → 'Monday 23 nov'), and when the posting writes a date
 * day first ('27/11', a day over 12 somewhere), its dates are turned month first. Only a text with
 * several Spanish words is touched, so 'de', 'a las' or 'hoy' in an English posting stay as they
 * are. Goods and names are kept as written.
 */

/** Words that only a Spanish posting writes; three or more make the text Spanish. */
const SPANISH_CUE =
  /\b(?:carga|cargas|entrega|recolecci[oó]n|millas|peso|tarifa|flete|pago|pagamos|mañana|hoy|lunes|martes|mi[eé]rcoles|jueves|viernes|s[aá]bado|domingo|caja|mercanc[ií]a|equipo|producto|destino|origen|fecha|llamar|llamen|saludos|tengo|libras|cita|antes|entrega|disponible|transportista|distancia|contacto|requisitos|buen|buenas|urgente|sale|mediod[ií]a)\b/giu;

/** Spanish label or phrase → the English the readers know. Applied in this order. */
const WORDS: Array<[RegExp, string]> = [
  [/\bya se cubri[oó](?![\p{L}])|\bcubiert[oa]\b/giu, 'covered'],
  [/\bse busca transportista\b/giu, 'carrier needed'],
  [/\btengo\s+(?:un\s+|una\s+)?(?:flete|carga|load)\b/giu, 'have a load'],
  // Labels (before a colon); a bilingual 'Origen / Origin:' keeps its English side.
  [/\bfecha de carga\b/giu, 'PU date'],
  [/\bfecha de entrega\b/giu, 'DEL date'],
  [/(?<!\/\s?)\brecolecci[oó]n\b/giu, 'Pickup'],
  [/(?<!\/\s?)\bentrega\b/giu, 'Delivery'],
  [/(?<!\/\s?)\borigen\b/giu, 'Origin'],
  [/(?<!\/\s?)\bdestino\b/giu, 'Destination'],
  [/(?<!\/\s?)\b(?:distancia|millas)\b/giu, 'miles'],
  [/(?<!\/\s?)\bpeso\b/giu, 'Weight'],
  [/(?<!\/\s?)\b(?:tarifa|flete|pago)\b/giu, 'Rate'],
  [/\bpagamos\b/giu, 'paying'],
  [/(?<!\/\s?)\b(?:producto|mercanc[ií]a)\b/giu, 'Commodity'],
  [/(?<!\/\s?)\bequipo\b(?=\s*:)/giu, 'Equipment'],
  [/(?<!\/\s?)\brequisitos\b/giu, 'Requirements'],
  [/(?<!\/\s?)\bcontacto\b/giu, 'Contact'],
  [/\basunto\b/giu, 'Subject'],
  [/\bcita\b/giu, 'appt'],
  // A load and its loading: 'Carga:' is the pickup's label, 'carga 22:00' when it loads.
  [/\bcarga\b(?=\s*:)/giu, 'Pickup'],
  [
    /\b(?:recoge|recoger|recolecta|carga)\b(?=\s+(?:el\s+)?(?:\d|lunes|martes|mi[eé]rcoles|jueves|viernes|s[aá]bado|domingo|mañana|hoy|sale))/giu,
    'pickup',
  ],
  [/\b(?:recoge|recoger|recolecta)\b/giu, 'pickup'],
  [/\bcarga\b/giu, 'load'],
  // Equipment.
  [/\bcaja seca\b/giu, 'dry van'],
  [/\bcaja refrigerada\b|\bthermo\b/giu, 'reefer'],
  [/\bplataforma\b/giu, 'flatbed'],
  // Days and times.
  [/\bpasado mañana\b/giu, 'in 2 days'],
  [/\bmañana\b/giu, 'tomorrow'],
  [/\bhoy\b/giu, 'today'],
  [/\bmismo d[ií]a\b/giu, 'same day'],
  [/\bmediod[ií]a\b/giu, 'noon'],
  [/\bmedianoche\b/giu, 'midnight'],
  [/\b(?:antes de las|antes de la|antes de)\b/giu, 'by'],
  [/\b(?:a las|a la)\b(?=\s*\d)/giu, 'at'],
  [/\bde la (?:mañana|manana)\b/giu, 'am'],
  [/\bde la tarde\b/giu, 'pm'],
  [/\blunes\b|\blun\b(?=\.?\s*\d)/giu, 'Monday'],
  [/\bmartes\b|\bmar\b(?=\.?\s*\d{1,2}\/)/giu, 'Tuesday'],
  [/\bmi[eé]rcoles\b|\bmi[eé](?![\p{L}])(?=\.?\s*\d)/giu, 'Wednesday'],
  [/\bjueves\b|\bjue\b(?=\.?\s*\d)/giu, 'Thursday'],
  [/\bviernes\b|\bvie\b(?=\.?\s*\d)/giu, 'Friday'],
  [/\bs[aá]bado\b|\bs[aá]b\b(?=\.?\s*\d)/giu, 'Saturday'],
  [/\bdomingo\b|\bdom\b(?=\.?\s*\d)/giu, 'Sunday'],
  [/(?<=\d{1,2}\s+(?:de\s+)?)(?:ene|enero)\b/giu, 'jan'],
  [/(?<=\d{1,2}\s+(?:de\s+)?)(?:abr|abril)\b/giu, 'apr'],
  [/(?<=\d{1,2}\s+(?:de\s+)?)(?:ago|agosto)\b/giu, 'aug'],
  [/(?<=\d{1,2}\s+(?:de\s+)?)(?:dic|diciembre)\b/giu, 'dec'],
  [/(?<=\d{1,2}\s+)de\s+(?=(?:nov|noviembre|dec|dic|jan|ene)\b)/giu, ''],
  [/\bnoviembre\b/giu, 'november'],
  // Weights, goods and people.
  [/\blibras de\b/giu, 'lbs of'],
  [/\blibras\b/giu, 'lbs'],
  [/(?<=\d\s*(?:k|lbs?|kg))\s+de\s+/giu, ' of '],
  [/\b(?:llamar|llamen|llame|llama|marcar|marquen)\s+a(?:l)?\b/giu, 'call'],
  [/\bsoy\s+(\p{Lu}\p{Ll}+)\s+de\s+/gu, "it's $1 from "],
  [/\b(?:ing|lic|sr|sra)\.\s+(?=\p{Lu})/giu, ''],
];

/** A Spanish posting's words in the English the readers know; other text unchanged. */
export function spanishToPlain(text: string): string {
  const cues = new Set((text.match(SPANISH_CUE) ?? []).map((w) => w.toLowerCase()));
  if (cues.size < 3) return text;
  let t = text;
  for (const [re, to] of WORDS) t = t.replace(re, to);
  // Dates written day first ('27/11', '01/12' beside it): month first, as the readers take them.
  const pairs = [...t.matchAll(/(?<![\d/])(\d{1,2})\/(\d{1,2})(?![\d/])/g)];
  if (pairs.some((m) => Number(m[1]) > 12 && Number(m[2]) <= 12))
    t = t.replace(/(?<![\d/])(\d{1,2})\/(\d{1,2})(?![\d/])/g, (m, d: string, mo: string) =>
      Number(mo) <= 12 && Number(d) <= 31 ? `${mo}/${d}` : m,
    );
  return t;
}
