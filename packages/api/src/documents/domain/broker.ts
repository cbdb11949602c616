/**
 * Who sent the confirmation (the broker, `customer_name`) and how to reach them. A sheet names
 * its broker in a letterhead, a "Broker" block, a signature ("Desert Sun Freight Brokers" under
 * the agent's name) or only in its e-mail domain. The broker's e-mail is the one whose domain is
 * the broker's name, not the first address on the page (an e-mail print starts with the
 * carrier's own mailbox).
 */

/** Words that end a company's name (with the legal forms of Canada and Mexico: "Ltée", "ULC",
 * "S.A. de C.V.", "S. de R.L."). */
const COMPANY_SUFFIX =
  /\b(logistics|freight|brokers?|brokerage|transport(ation)?|trucking|shipping|express|lines|carriers?|cartage|haulers?|services|solutions|group|partners|supply chain|inc|llc|l\.l\.c|corp(oration)?|co|company|ltd|lp|lt[ée]e|ulc|s\.?\s?a\.?(?:\s?p\.?\s?i\.?)?\s+de\s+c\.?\s?v|s\.?\s?de\s+r\.?\s?l(?:\.?\s+de\s+c\.?\s?v)?)\.?$/i;

export function looksLikeCompany(text: string): boolean {
  const t = text.trim();
  return (
    t.length >= 4 &&
    t.length <= 60 &&
    /^[A-Z0-9&]/.test(t) &&
    !/[@:$]/.test(t) &&
    !/^\d/.test(t) &&
    COMPANY_SUFFIX.test(t)
  );
}

const GENERIC_WORDS = new Set([
  'the',
  'and',
  'of',
  'inc',
  'llc',
  'corp',
  'co',
  'company',
  'group',
  'services',
  'solutions',
  'brokers',
  'broker',
  'brokerage',
]);

/**
 * Whether an e-mail's domain spells the company's name: "desertsunfreight.com" for "Desert Sun
 * Freight Brokers", "abl.com" for "Atlantic Bridge Logistics", "valleyfreshtb.com" for "Valley
 * Fresh Transport Brokerage".
 */
export function domainMatches(email: string, company: string): boolean {
  const domain = email
    .split('@')[1]
    ?.toLowerCase()
    .split('.')
    .slice(0, -1)
    .join('')
    .replace(/[^a-z0-9]/g, '');
  if (!domain) return false;
  const words = company
    .toLowerCase()
    // (Accents off: "Logística" is "logistica" in a domain.)
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    // (A legal form is no word of the name: "S.A. de C.V.", "S. de R.L.".)
    .replace(
      /\bs\.?\s?a\.?(?:\s?p\.?\s?i\.?)?\s+de\s+c\.?\s?v\.?|\bs\.?\s?de\s+r\.?\s?l\.?.*$/g,
      ' ',
    )
    .replace(/[^a-z0-9 ]/g, ' ')
    .split(/\s+/)
    .filter((w) => w && !GENERIC_WORDS.has(w));
  if (words.length === 0) return false;
  const first = words[0]!;
  if (first.length >= 4 && domain.startsWith(first)) return true;
  if (words.length >= 2 && domain.startsWith(words.slice(0, 2).join(''))) return true;
  // The trade word the name starts with left out: "sierramadre3pl.mx" for "Logística Sierra
  // Madre" (two words of the name, long enough not to be chance).
  for (let k = 1; k + 1 < words.length; k++) {
    const two = words[k]! + words[k + 1]!;
    if (two.length >= 8 && domain.startsWith(two)) return true;
  }
  const initials = words.map((w) => w[0]).join('');
  if (initials.length >= 3 && domain.startsWith(initials)) return true;
  // A long first word clipped to a part of it, the other words whole: "hoochpoweronly.com"
  // for "Chattahoochee Power Only", "lakesfreightco.com" for "Great Lakes Freight Co".
  for (let k = 1; k < words.length; k++) {
    const rest = words.slice(k).join('');
    if (rest.length < 5 || !domain.endsWith(rest)) continue;
    const head = domain.slice(0, domain.length - rest.length);
    if (head.length >= 4 && words.slice(0, k).join('').includes(head)) return true;
  }
  // The first words shortened to a few of their letters, the next whole: "cdvolume.com" for
  // "Crossdock Volume Partners" (c…d of crossdock, then volume).
  for (let k = 1; k < words.length; k++) {
    for (let j = k + 1; j <= words.length; j++) {
      const whole = words.slice(k, j).join('');
      if (whole.length < 5 || !domain.endsWith(whole)) continue;
      const head = domain.slice(0, domain.length - whole.length);
      if (
        head.length >= 2 &&
        head[0] === first[0] &&
        lettersInOrder(head, words.slice(0, k).join(''))
      )
        return true;
    }
  }
  return false;
}

/** Whether every letter of `short` is in `long`, in that order. */
function lettersInOrder(short: string, long: string): boolean {
  let at = 0;
  for (const ch of short) {
    at = long.indexOf(ch, at) + 1;
    if (at === 0) return false;
  }
  return true;
}

export interface BrokerCandidate {
  name: string;
  /** 0..1: how the name was found (a label, the letterhead, a signature). */
  score: number;
}

/**
 * The broker among candidates: a name whose company shape or e-mail domain agrees is raised,
 * the carrier's own name and the stops' facilities never win.
 */
export function chooseBroker(
  candidates: BrokerCandidate[],
  emails: string[],
  exclude: Array<string | null>,
): BrokerCandidate | null {
  const excluded = new Set(exclude.filter(Boolean).map((x) => x!.toLowerCase()));
  let best: BrokerCandidate | null = null;
  for (const c of candidates) {
    if (excluded.has(c.name.toLowerCase())) continue;
    let score = c.score;
    if (looksLikeCompany(c.name)) score += 0.1;
    if (emails.some((e) => domainMatches(e, c.name))) score += 0.15;
    if (!best || score > best.score) best = { name: c.name, score: Math.min(0.95, score) };
  }
  return best;
}
