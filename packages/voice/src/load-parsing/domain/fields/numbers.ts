/**
 * Numbers as brokers write and say them: '2,450', '42k', '2.1K', '42 thousand', spelled numbers
 * ('twenty-four fifty' = 2450, 'forty two thousand' = 42000), and OCR noise inside digit runs
 * ('$9OO', 'l24', '12/O1').
 */

const UNITS: Record<string, number> = {
  zero: 0,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
};
const TEENS: Record<string, number> = {
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
};
const TENS: Record<string, number> = {
  twenty: 20,
  thirty: 30,
  forty: 40,
  fourty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
};
const SCALES: Record<string, number> = { hundred: 100, thousand: 1000 };

const NUMBER_WORD = [...Object.keys(UNITS), ...Object.keys(TEENS), ...Object.keys(TENS)]
  .concat(Object.keys(SCALES))
  .sort((a, b) => b.length - a.length)
  .join('|');
const RUN = new RegExp(
  `\\b(?:${NUMBER_WORD})(?:(?:[ \\t]+|-)(?:and[ \\t]+)?(?:${NUMBER_WORD}))*\\b`,
  'gi',
);

const ORDINALS: Record<string, number> = {
  first: 1,
  second: 2,
  third: 3,
  fourth: 4,
  fifth: 5,
  sixth: 6,
  seventh: 7,
  eighth: 8,
  ninth: 9,
  tenth: 10,
  eleventh: 11,
  twelfth: 12,
  thirteenth: 13,
  fourteenth: 14,
  fifteenth: 15,
  sixteenth: 16,
  seventeenth: 17,
  eighteenth: 18,
  nineteenth: 19,
  twentieth: 20,
  thirtieth: 30,
};
const MONTH_WORDS =
  'jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?';
const ORDINAL_AFTER = new RegExp(
  `\\b(${MONTH_WORDS}|the)\\s+(?:(twenty|thirty)[\\s-])?(${Object.keys(ORDINALS).join('|')})\\b`,
  'gi',
);

function suffix(n: number): string {
  if (n % 100 >= 11 && n % 100 <= 13) return 'th';
  return ['th', 'st', 'nd', 'rd'][n % 10] ?? 'th';
}

/** Value of a run of number words, or null when the run is not a number we understand. */
export function numberWordsValue(run: string): number | null {
  const words = run
    .toLowerCase()
    .split(/[\s-]+/)
    .filter((w) => w && w !== 'and');
  // Segments: small numbers (0-99) and scale words.
  const segs: Array<{ small: number } | { scale: number }> = [];
  for (let i = 0; i < words.length; i++) {
    const w = words[i]!;
    if (w in SCALES) {
      segs.push({ scale: SCALES[w]! });
    } else if (w in TENS) {
      const next = words[i + 1];
      if (next && next in UNITS && UNITS[next]! > 0) {
        segs.push({ small: TENS[w]! + UNITS[next]! });
        i++;
      } else segs.push({ small: TENS[w]! });
    } else if (w in TEENS) segs.push({ small: TEENS[w]! });
    else if (w in UNITS) segs.push({ small: UNITS[w]! });
    else return null;
  }
  const smalls = segs.filter((s): s is { small: number } => 'small' in s).map((s) => s.small);
  if (segs.every((s) => 'small' in s)) {
    if (smalls.length === 1) return smalls[0]!;
    // 'twenty-four fifty' = 2450, 'seven eighty' = 780.
    if (smalls.length === 2 && smalls[1]! >= 10) return smalls[0]! * 100 + smalls[1]!;
    // Digits read out one by one (phone numbers, references).
    if (smalls.every((s) => s < 10)) return Number(smalls.join(''));
    return null;
  }
  let total = 0;
  let current = 0;
  for (const s of segs) {
    if ('small' in s) current += s.small;
    else if (s.scale === 100) current = (current || 1) * 100;
    else {
      total += (current || 1) * s.scale;
      current = 0;
    }
  }
  return total + current;
}

/** Replaces spelled numbers with digits ('twenty-four fifty' → '2450', 'December third' → 'December 3rd'). */
const HOUR_WORDS = [
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
];
const MINUTE_WORDS: Record<string, string> = { fifteen: '15', thirty: '30', 'forty five': '45' };
/**
 * A clock time said in words ('seven thirty in the morning', 'six fifteen p.m.'): the hour and its
 * minutes, when a part of the day follows them (a bare 'seven thirty' may be a price).
 */
const SPOKEN_TIME = new RegExp(
  `\\b(${HOUR_WORDS.join('|')})[\\s-]+(fifteen|thirty|forty[\\s-]five)(?=\\s+(?:in\\s+the\\s+(?:morning|afternoon|evening)|a\\.?m\\b|p\\.?m\\b|tonight|this\\s+(?:morning|afternoon|evening)))`,
  'gi',
);

export function spelledNumbersToDigits(text: string): string {
  const timed = /\b(?:fifteen|thirty|forty)\b/i.test(text)
    ? text.replace(
        SPOKEN_TIME,
        (_m, hour: string, minutes: string) =>
          `${HOUR_WORDS.indexOf(hour.toLowerCase()) + 1}:${MINUTE_WORDS[minutes.toLowerCase().replace(/[\s-]+/, ' ')]}`,
      )
    : text;
  const withOrdinals = timed.replace(
    ORDINAL_AFTER,
    (_m, lead: string, tens?: string, ord?: string) => {
      const n = (tens ? TENS[tens.toLowerCase()]! : 0) + ORDINALS[ord!.toLowerCase()]!;
      return `${lead} ${n}${suffix(n)}`;
    },
  );
  // '42 thousand' → 42000, '2.4 thousand' → 2400
  const scaled = withOrdinals.replace(
    /\b(\d+(?:\.\d+)?)\s+(thousand|hundred)\b/gi,
    (_m, n: string, scale: string) =>
      String(Math.round(Number(n) * (scale.toLowerCase() === 'thousand' ? 1000 : 100))),
  );
  return scaled.replace(RUN, (run) => {
    // A scale word alone ('a thousand') is left as written.
    if (/^(?:hundred|thousand)$/i.test(run.trim())) return run;
    const value = numberWordsValue(run);
    if (value === null) return run;
    // Digits read one by one keep leading zeros.
    const words = run.toLowerCase().split(/[\s-]+/);
    if (words.length > 2 && words.every((w) => w in UNITS)) {
      return words.map((w) => UNITS[w]).join('');
    }
    return String(value);
  });
}

/**
 * A run whose shape says it is a number whatever its letters: a clock time ('O7:3O', 'l4:OO'), a
 * four-digit hour ('O6OO'), a date ('l1/3O/2O26'), cents ('85O.OO'). With one real digit in it,
 * its O/o, l/I are digits even when they outnumber the digits.
 */
const NUMBER_SHAPE =
  /^(?:[0-2OolI]?[0-9OolI]:[0-5Oo][0-9OolI]|[0-2OolI][0-9OolI][0-5Oo][0-9OolI]|[0-3OolI]?[0-9OolI]\/[0-3OolI]?[0-9OolI](?:\/(?:[0-9OolI]{2}){1,2})?|[0-9OolI]{1,3}(?:,[0-9OolI]{3})*\.[0-9Oo]{2})$/;

/**
 * Label words OCR reads with 'rn' for 'm' ('Cornrnodity', 'Equiprnent'): the word it stands for.
 * Only these words are mended, so a real 'rn' (Fresno, Burnside) stays.
 */
const RN_WORDS =
  /\b(?:co(?:rn|m)(?:rn|m)odity|equip(?:rn|m)ent|ship(?:rn|m)ent|a(?:rn|m)ount|ti(?:rn|m)e|na(?:rn|m)e|co(?:rn|m)(?:rn|m)ents?|nu(?:rn|m)ber|(?:rn|m)iles|pay(?:rn|m)ent|(?:rn|m)inimum|dri(?:rn|m)|appoint(?:rn|m)ent)\b/gi;

/** A word of letters with a zero read for the letter O ('C0NFIRMATION', 'Destinati0n', 'seaf00d'). */
function zeroForO(word: string): string {
  const zeros = word.replace(/[^0]/g, '').length;
  const letters = word.length - zeros;
  if (zeros === 0 || letters < 1 || letters < zeros * 2) return word;
  return word.replace(/0/g, (_z, at: number) => {
    const near = word[at - 1] && word[at - 1] !== '0' ? word[at - 1]! : (word[at + 1] ?? '');
    return at > 0 && /[a-z]/.test(near) ? 'o' : 'O';
  });
}

/**
 * Fixes OCR confusions inside digit runs: O/o → 0 and l/I → 1 when the run is mostly digits
 * ('$9OO' → '$900', 'l24' → '124', '12/O1' → '12/01') or has a number's shape ('O7:3O', 'l3OO',
 * '2O26'); an S inside an amount after '$' is a 5 ('$ 8S0.00'), a stray 'S' before an amount →
 * '$'; a zero inside a word of letters is an O ('BR0KERAGE', '0rigin'); 'rn' read for 'm' in a
 * label word ('Cornrnodity').
 */
export function fixOcrDigits(text: string): string {
  const fixed = text
    .replace(/(?<=\$\s?)[0-9SOolI][0-9SOolI,.]*/g, (run) => {
      const fixed = run.replace(/S/g, '5').replace(/[Oo]/g, '0').replace(/[lI]/g, '1');
      return /\d/.test(run) && /^\d{1,3}(?:,\d{3})*(?:\.\d{2})?$/.test(fixed) ? fixed : run;
    })
    .replace(/(?<![A-Za-z])[0-9OolI][0-9OolI,.:/]*(?![A-Za-z])/g, (run) => {
      const digits = run.replace(/[^0-9]/g, '').length;
      const letters = run.replace(/[^OolI]/g, '').length;
      if (digits === 0 || letters === 0) return run;
      if (letters > Math.max(2, digits) && !NUMBER_SHAPE.test(run.replace(/[.,:]$/, '')))
        return run;
      return run.replace(/[Oo]/g, '0').replace(/[lI]/g, '1');
    })
    // A two-character word only as an abbreviation ('C0.' → 'CO.').
    .replace(/(?<![A-Za-z0-9])[A-Za-z]*0[A-Za-z0]*(?![A-Za-z0-9])(\.)?/g, (word, dot?: string) =>
      /[A-Za-z]/.test(word) && (word.length > (dot ? 2 : 2) || dot) ? zeroForO(word) : word,
    )
    .replace(RN_WORDS, (word) => word.replace(/rn/g, 'm').replace(/RN/g, 'M'));
  return (
    fixed
      // A thousands comma read as a point ('1.691 mi', '42.000 lbs'): three digits after it.
      .replace(/(?<![\d.,$])(\d{1,3})\.(\d{3})(?![\d.,])/g, '$1,$2')
      // 'best | can do': an I read as a bar before a verb.
      .replace(/(?<=\b[a-z]+ )\|(?= (?:can|have|will|am|need|got|would|could|do)\b)/g, 'I')
      .replace(/(?<![A-Za-z0-9])S(?=\d{1,3}(?:,\d{3})+\b|\d{3,5}\b)/g, '$')
      // 'lbs' read as 'Ibs' / '1bs'
      .replace(/(\d\s?(?:k\s?)?)[I1]b(s?)\b/gi, '$1lb$2')
  );
}

/** Rounds up to 2 decimals (rate per mile, spec §9), ignoring floating-point dust. */
export function ceil2(value: number): number {
  return Math.ceil(Number((value * 100).toFixed(6))) / 100;
}
