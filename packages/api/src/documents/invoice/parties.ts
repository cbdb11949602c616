/**
 * Seller and buyer. The seller is who issued the page: its letterhead (the first name at the top
 * of page 1 that is not a title, with the address, phone and e-mail printed with it) and its rep
 * (Sales rep, Account manager …). The buyer is who is billed: a block under Bill To / Sold To /
 * Customer / Client / Account holder (only the cells in the label's column), else an inline
 * "Carrier: …" / "Company: …" as receipts print it, with the driver as customer_name.
 */
import type { Cell } from '../domain/layout';
import { findLabelled, inLabelStack, type LabelOptions } from './labels';
import { type DocLine, isRule, linePitch } from './page-model';
import { CITY_STATE_ZIP, EMAIL, findDate, PHONE, readEmail, readPhone } from './values';

export interface Party {
  company_name: string | null;
  customer_name: string | null;
  contact_person: string | null;
  phone_number: string | null;
  email: string | null;
  address: string | null;
}

export interface PartyRead {
  party: Party;
  confidence: Partial<Record<keyof Party, number>>;
  /** Lines of the block (other readers skip them). */
  lines: Set<number>;
}

const TITLE =
  /^(?:tax\s+)?(?:invoice|statement|purchase statement|receipt|lumper receipt|repair order|work order|bill|freight bill|ticket|credit memo|quote|estimate|remittance|packing slip|rental agreement|scale ticket)\b/i;
const CONTACT_LABEL =
  /^(?:(?:[àa]\s+l['’]attention\s+de|atenci[oó]n|a\s+la\s+atenci[oó]n\s+de)\s*(?:\/\s*)?)?(?:attn|attention|(?:billing\s+|ap\s+|accounts\s+payable\s+|fleet\s+)?contact(?:\s+person)?|c\/o)\b\.?(?:\s*\([^)]{1,16}\))?\s*:?\s*/i;
const CUSTOMER_LABEL =
  /^(?:customer(?!\s*(?:p\.?\s?o\b|#|no\b|number|id\b|acct|account|ref|order|copy|care|service|support|cent(?:er|re)|relations))|(?:[a-z]+\s+)?driver|(?:[a-z]+\s+)?driver name|cardholder|card holder)\b\s*:?\s*/i;
const PHONE_LABEL = /^(?:tel|phone|ph|telephone|mobile|cell|fax)\b\.?\s*:?\s*/i;
const SELLER_REP =
  /^(?:repr[ée]sentante?\s*\/\s*|vendedor\s*\/\s*|agente\s*\/\s*)?(?:your\s+)?(?:sales\s*rep(?:resentative)?|(?:service|route|field|territory)\s*rep(?:resentative)?|(?:[A-Za-z]+\s+)?representative|repr[ée]sentante?|sales\s*(?:person|man|woman|associate)|account\s*manager|account\s*rep(?:resentative)?|account\s*executive|parts\s*manager|service\.?\s*(?:advisor|writer|manager)|rep|your\s*rep|prepared\s*by|advisor|(?:[A-Za-z]+\s+)?agent|(?:[A-Za-z]+\s+)?dispatcher|(?:[A-Za-z]+\s+)?coordinator|(?:[A-Za-z]+\s+)?(?:adjuster|handler|examiner|attorney|auditor|specialist|consultant|paralegal)|producer|(?:[A-Za-z]+\s+)?office(?=\s*:))\b\s*:?\s*/i;

const BLOCK_LABELS: RegExp[] = [
  /^(?:bill(?:ed)?[\s-]*to|sold[\s-]*to|invoice[\s-]*to|invoiced[\s-]*to|credit(?:ed)?[\s-]*to|bill\s*to\s*party|charged?[\s-]*to|payer|paying\s+party|responsible\s+party|billing\s+(?:address|party|name|information|info|details)|to(?=\s*:)|to$)\b\s*(?:\([^)]{1,30}\))?\s*:?/i,
  /^(?:customer(?!\s*(?:p\.?\s?o\b|#|no\b|number|id\b|acct|account|ref|order|copy|care|service|support|cent(?:er|re)|relations))|client(?!\s*(?:#|no\b|number|id\b|code|ref|acct|account|matter)|-)|account\s*holder|purchaser|buyer|lessee|renter|debtor|account|cliente|receptor|facturar\s+a|factur[eé]\s+[àa])(?:\b|(?<=[àÀ]))\s*(?:\([^)]{1,30}\))?\s*:?/i,
  /^(?:ship[\s-]*to|deliver[\s-]*to)\b\s*:?/i,
];
/** Blocks that name the seller outright (they win over the letterhead). */
const SELLER_BLOCK =
  /^(?:from|(?:vendor|seller|supplier)(?!\s*(?:#|no\b|number|id\b|code|acct|account|ref))|sold\s*by|billed\s*by|issued\s*by|service\s*provider|emisor|proveedor|fournisseur)\b\s*:?/i;
/** Where to pay: the seller's address when it names the seller (or no letterhead names one). */
const REMIT_BLOCK =
  /^(?:(?:please\s*)?remit(?:tance)?(?:\s*(?:payment\s*)?to|\s*address)?|pay\s*to|payable\s*to|make\s*(?:checks?|payments?)\s*payable\s*to|mail\s*payments?\s*to)\b\s*:?/i;
const INLINE_LABELS: RegExp[] = [
  /^(?:bill(?:ed)?[\s-]*to|sold[\s-]*to|customer(?!\s*(?:p\.?\s?o\b|#|no\b|number|id\b|acct|account|ref|order|copy|care|service|support|cent(?:er|re)|relations))(?:\s*name)?|client(?!\s*(?:#|no\b|number|id\b|code|ref|acct|account|matter)|-)|account\s*holder|company|carrier|fleet|account\s*name|lessee|renter)\b\s*:?\s*/i,
];

/** Inline labels that say who is billed (not "Carrier:", which may be a shipping method). */
const BILLED_INLINE =
  /^(?:bill(?:ed)?[\s-]*to|sold[\s-]*to|invoice[\s-]*to|customer(?!\s*(?:p\.?\s?o\b|#|no\b|number|id\b|acct|account|ref|order|copy|care|service|support|cent(?:er|re)|relations))(?:\s*name)?|client(?!\s*(?:#|no\b|number|id\b|code|ref|acct|account|matter)|-)|account\s*holder|account\s*name)\b\s*:?\s*/i;

const clean = (s: string) =>
  s
    .replace(/\s*[·|•]\s*$/, '')
    .replace(/^[\s,;·•-]+|[\s,;·•-]+$/g, '')
    .replace(/\s+/g, ' ');

/** A company suffix as OCR misreads it ("LLe", "LLG", "lnc"): the suffix it is. */
export function fixCompanySuffix(name: string | null): string | null {
  if (!name) return name;
  return name.replace(/\bLL[eGc]\b\.?$/, 'LLC').replace(/\blnc\b(\.?)$/, 'Inc$1');
}

/** Banners and page furniture printed where a name could be. */
const NOT_A_NAME =
  /^(?:page\s+\d|original\b|duplicate\b|(?:customer|merchant|file)\s+copy\b|copy\b|thank\s+you\b|www\.|https?:)/i;

/** A company's legal suffix ("LLC", "Inc.", "Co", "Corp", "Ltd"). */
const COMPANY_SUFFIX = /\b(?:llc|l\.l\.c\.?|inc\.?|corp\.?|co\.?|ltd\.?|company|corporation)$/i;

/** An account reference printed after a block label ("BILL TO Acct 209344", "Account # A-10"). */
const ACCOUNT_REF =
  /(?:^|\s+)(?:acct\.?|account|a\/c|cust\.?|customer|client)\s*(?:#|no\.?|number|id)?\s*:?\s*[A-Z]{0,3}-?\d[\dA-Z-]{2,}\s*$/i;

/** Name-like text: letters, not a label, not an address, phone, e-mail or date. */
function isName(text: string): boolean {
  return (
    /[A-Za-z]{2}/.test(text) &&
    // An account number alone ("Acct 209344") names no one.
    !(ACCOUNT_REF.exec(text.trim())?.index === 0) &&
    !EMAIL.test(text) &&
    !CITY_STATE_ZIP.test(text) &&
    !findDate(text) &&
    !/^\d/.test(text) &&
    // One token with digits is an identifier ("IY-10", "SO-939095"), not a name.
    !/^\S*\d\S*$/.test(text.trim()) &&
    !/:\s*\S/.test(text.slice(0, 20)) &&
    // A label alone ("From:", "Vendor:") names no one.
    !/^[A-Za-z]+(?:\s+[A-Za-z]+)?\s*:$/.test(text.trim()) &&
    // A label of a grid ("Audit billing no.", "Policy #", "Notice date"): no name.
    !/(?:\bno\.|#|\bnumber|\bdate)\s*:?$/i.test(text.trim()) &&
    !TITLE.test(text) &&
    !NOT_A_NAME.test(text) &&
    // Payment terms ("ACCOUNT (NET 30)" beside a payment box's "Charge to") name no one.
    !/\bnet\s*\d{1,3}\b/i.test(text)
  );
}

/**
 * "Billing: Ana Ruiz", "Office manager: Dee Park": a label of a word or two and a person (a
 * phone may follow, or the company's registration: "Direct billing: Ana Ruiz Tax ID 46-15636").
 */
const LABELLED_PERSON =
  /^([A-Za-z]+(?:\s+[A-Za-z]+)?)\s*:\s*([A-Z][a-z'’-]+(?:\s+[A-Z]\.)?(?:\s+[A-Z][a-z'’-]+){1,2})(?:\s+[+(]?\d[\d\s().-]{6,}\d|\s+(?:[Tt]ax\s*I[Dd]|EIN|FEIN|TIN|GST|HST|VAT|MC|USDOT|DOT|[Ll]ic(?:ense)?)\s*(?:#|[Nn]o\.?|[Nn]umber)?\s*:?\s*[A-Z0-9-]{3,})?$/;

/**
 * A department or role of a word or three set before a person's name without a colon
 * ("Billing Dmitri Davis", "Warehouse office Carlos Murphy", "Parts manager Ivan Hernandez
 * Counter: Luis Brown"): the last word says it is a role.
 */
const ROLE_PREFIX =
  /^((?:[A-Za-z]+\s+){0,2}(?:billing|settlements?|dispatch(?:er)?|payables?|receivables?|collections?|manager|rep|representative|agent|adjuster|office|claims|contact|coordinator|supervisor|writer|advisor|bookkeeper|controller))\s+/i;
const PERSON_THEN_REST =
  /^([A-Z][a-z'’-]+(?:\s+[A-Z]\.)?(?:\s+[A-Z][a-z'’-]+){1,2})(?:\s+[+(]?\d[\d\s().-]{6,}\d.*|\s+(?:[Tt]ax\s*I[Dd]|EIN|FEIN|TIN|GST|HST|VAT|MC|USDOT|DOT)\b.*|\s+[A-Z][a-z]+(?:\s+[a-z]+)?\s*:.*)?$/;

function rolePerson(text: string): string | null {
  const role = ROLE_PREFIX.exec(text);
  if (!role) return null;
  const person = PERSON_THEN_REST.exec(text.slice(role[0].length));
  if (!person || !isName(person[1]!) || COMPANY_WORD.test(person[1]!)) return null;
  return person[1]!;
}

/** A person's name, then a comma or dash and the role they hold ("Robert Smith, owner/operator"). */
const PERSON_WITH_ROLE =
  /^([A-Z][a-z'’-]+(?:\s+[A-Z]\.)?(?:\s+[A-Z][a-z'’-]+){1,2})\s*(?:,|\s[-–—]\s)\s*(?:the\s+)?(?:owner|operator|owner\s*\/\s*operator|owner-operator|president|ceo|manager|general\s+manager|proprietor|principal|partner|dispatcher|dispatch|office\s+manager|bookkeeper|billing|accounts?|sales|service\s+manager|director)\b[\w\s/&-]{0,30}$/i;

/** A person's name and then only an e-mail or a phone ("Ana Ruiz billing@acme.com"). */
const PERSON_REACHABLE =
  /^([A-Z][a-z'’-]+(?:\s+[A-Z]\.)?(?:\s+[A-Z][a-z'’-]+){1,2})\s+(?:[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}|[+(]?\d[\d\s().-]{6,}\d)$/;
/** Words of a company's or a place's name, never of a person's. */
const COMPANY_WORD =
  /\b(?:llc|inc|co|corp|ltd|company|express|freight|logistics|transport|trucking|services?|group|lines|inn|suites|hotel|motel|center|centre|shop|repair|parts|fuel|plaza|street|road|avenue|office|dept|department|billing|accounts|dispatch|sales|support|customer|partners|agency|brokers?|insurance|associates|solutions)\b/i;

/**
 * A text set all in capitals ("BILLING: DMITRI DAVIS") in the case names are read in ("Billing:
 * Dmitri Davis"), so the readers of people find a person whatever the page's type; e-mail
 * addresses are left as they are. Other texts are returned unchanged.
 */
const ACRONYM =
  /^(?:[A-Z]{1,2}|EIN|FEIN|TIN|GST|HST|VAT|USDOT|DOT|LLC|INC|LTD|CORP|USA|ACH|EFT|CDL|SCAC)$/;

export function unshouted(text: string): string {
  if (/[a-z]/.test(text) || !/[A-Z]{2}/.test(text)) return text;
  return text
    .split(/(\s+)/)
    .map((w) =>
      w.includes('@') || !/^[A-Z]/.test(w) || /\d/.test(w) || ACRONYM.test(w.replace(/\W/g, ''))
        ? w
        : w[0]! + w.slice(1).toLowerCase(),
    )
    .join('');
}

/** The texts of a block split at "·" / "|" separators. */
const pieces = (texts: string[]) =>
  texts
    .flatMap((t) => t.split(/\s+[·|•]\s+/))
    .map((t) => t.trim())
    .filter(Boolean);

/**
 * A person under the block's name with a label of who they are to the customer: an acronym
 * ("DER: Ana Ruiz", the designated employer representative; "AP: …") or a role ("Fleet manager:
 * …", "Safety director: …"). The seller's own people ("Sales rep:") are not the customer's.
 */
function blockContact(part: string): string | null {
  if (SELLER_REP.test(part)) return null;
  // (A page set in capitals: the name read in name case, the label as printed.)
  const labelled = LABELLED_PERSON.exec(unshouted(part));
  // An acronym needs no colon ("DER Ana Ruiz").
  const acronym = labelled ? null : /^([A-Z]{2,4})\s+(\S.*)$/.exec(part);
  const label = labelled ? part.slice(0, labelled[1]!.length) : acronym?.[1];
  const person = labelled ? labelled[2]! : acronym ? unshouted(acronym[2]!) : null;
  if (!label || !person || !PERSON_NAME.test(person)) return null;
  if (!/^[A-Z]{2,4}$/.test(label) && !ROLE_WORD.test(label)) return null;
  return isName(person) && !COMPANY_WORD.test(person) ? person : null;
}

const PERSON_NAME = /^[A-Z][a-z'’-]+(?:\s+[A-Z]\.)?(?:\s+[A-Z][a-z'’-]+){1,2}$/;

/** Address, phone, e-mail, contact and customer read from a block's texts (company first). */
function fillFrom(
  texts: string[],
  party: Party,
  confidence: PartyRead['confidence'],
  sure: number,
) {
  const parts = pieces(texts);
  const streets: string[] = [];
  for (let k = 0; k < parts.length; k++) {
    // "Address: 5 Gravel Rd …": the label is not part of the address.
    let part = parts[k]! // A label said first in another language ("Atencion / Attn: Ana Ruiz"): the label after.
      .replace(/^[A-Za-zÀ-ÿ.]+(?:\s[A-Za-zÀ-ÿ.]+)?\s\/\s(?=[A-Za-z][A-Za-z .]{0,20}:)/, '')
      .replace(/^(?:(?:mailing|billing|street|physical)\s+)?(?:address|addr\.?)\s*:\s*/i, '');
    const email = EMAIL.exec(part);
    if (email) {
      party.email ??= readEmail(email[0]);
      confidence.email ??= sure;
      part = clean(part.replace(email[0], ''));
    }
    if (CONTACT_LABEL.test(part)) {
      party.contact_person ??= withoutRole(clean(part.replace(CONTACT_LABEL, '')));
      confidence.contact_person ??= sure;
      continue;
    }
    if (CUSTOMER_LABEL.test(part)) {
      party.customer_name ??= clean(part.replace(CUSTOMER_LABEL, ''));
      confidence.customer_name ??= sure;
      continue;
    }
    const contact = blockContact(part);
    if (contact) {
      party.contact_person ??= contact;
      confidence.contact_person ??= sure;
      continue;
    }
    const phone = PHONE.exec(part);
    if (phone) {
      party.phone_number ??= readPhone(phone[0]);
      confidence.phone_number ??= sure;
      part = clean(part.replace(phone[0], '').replace(PHONE_LABEL, ''));
    }
    const city = CITY_STATE_ZIP.exec(part);
    if (city && !party.address) {
      const before = clean(part.slice(0, city.index));
      const street = before ? [before] : streets.slice(-2);
      party.address = [...street, `${clean(city[1]!)}, ${city[2]} ${city[3]}`].join(', ');
      confidence.address = sure;
      continue;
    }
    if (!part) continue;
    if (/^\d/.test(part) || /^(?:p\.?\s*o\.?\s*box|suite|ste|unit|bldg|#)\b/i.test(part)) {
      streets.push(part);
    } else if (
      k > 0 &&
      /\d/.test(part) &&
      /\b(?:st|rd|ave|blvd|dr|hwy|pkwy|ln|way|ct|fwy|exit)\b/i.test(part)
    ) {
      streets.push(part);
    }
  }
}

/** Words no person's name holds (a sentence set in capitals: "RECEIVES A COPY"). */
const NOT_IN_A_NAME =
  /\b(?:a|an|the|of|to|for|and|with|is|are|be|will|your|our|this|receives?|copy|copies|sent|see|please)\b/i;

/** Words of a job title after a person's name. */
const ROLE_WORD =
  /\b(?:manager|director|supervisor|coordinator|specialist|officer|clerk|dispatcher|agent|controller|analyst|accountant|payable|receivable|president|owner|partner|administrator|assistant|lead|head|planner|buyer|representative|rep|safety|logistics|transportation|operations|accounting|billing|recruiting|recruiter|recruitment|hiring|purchasing|procurement|maintenance|training)\b/i;

/**
 * A person with their department or role in brackets after the name ("Ana Ruiz (Driver
 * Recruiting)", "Dee Park (AP)"): the person.
 */
export function withoutRole(name: string): string {
  // "Ana Ruiz, Transportation Manager", "Dee Park - Director of Safety": the person.
  const titled =
    /^([A-Z][A-Za-z'’.-]*(?:\s+[A-Z][A-Za-z'’.-]*){1,3})\s*(?:,|\s[-–]\s)\s*([A-Z][A-Za-z &/.-]{2,40})$/.exec(
      name,
    );
  if (titled && ROLE_WORD.test(titled[2]!)) return titled[1]!;
  const m =
    /^([A-Z][A-Za-z'’.-]*(?:\s+[A-Z][A-Za-z'’.-]*){1,3})\s*\(([A-Za-z][A-Za-z &/,.-]{1,40})\)$/.exec(
      name,
    );
  return m ? m[1]! : name;
}

const emptyParty = (): Party => ({
  company_name: null,
  customer_name: null,
  contact_person: null,
  phone_number: null,
  email: null,
  address: null,
});

/** Reads a party from a block under its label line, and marks both lines as read. */
function takeBlock(
  labelLine: DocLine,
  block: Array<{ line: number; text: string }>,
  used: Set<number>,
  party: Party,
  confidence: PartyRead['confidence'],
) {
  used.add(labelLine.index);
  for (const b of block) used.add(b.line);
  fillFrom(
    block.map((b) => b.text),
    party,
    confidence,
    0.75,
  );
}

const wordCount = (text: string) => text.trim().split(/\s+/).length;

/** The lines under a block label, only the cells in its column. */
function blockBelow(lines: DocLine[], labelLine: DocLine, cell: Cell, skip: Set<number>) {
  const right = labelLine.cells.find((c) => c.x0 > cell.x1 + 8);
  const x1 = right ? right.x0 - 4 : cell.x0 + labelLine.pageWidth * 0.45;
  const x0 = cell.x0 - 12;
  const out: Array<{ line: number; text: string }> = [];
  let lastY = labelLine.y;
  for (let j = labelLine.index + 1; j < lines.length && out.length < 9; j++) {
    const line = lines[j]!;
    if (line.page !== labelLine.page || skip.has(j)) break;
    let cells = blockCells(line.cells, x0, x1);
    // A block's lines start under its label: a line whose first cell in the column starts far
    // right of it ("Customer ID | CUS-47200" of a grid beside the block) is another column's.
    if (cells.length > 0 && cells[0]!.x0 - cell.x0 >= 48) cells = [];
    if (cells.length === 0) {
      if (line.y - lastY > linePitch(line) * 2.2) break;
      continue;
    }
    if (line.y - lastY > linePitch(line) * 2.2 || isRule(line.text)) break;
    // A paragraph (a terms box under the buyer's block) and the heading over it end the block:
    // a party's lines are a name, an address, a contact, never ten words.
    const next = lines[j + 1];
    const paragraphLine = (l: DocLine | undefined) =>
      !!l &&
      l.page === line.page &&
      blockCells(l.cells, x0, x1).some((c) => wordCount(c.text) >= 10);
    const heading = !/[\d@]/.test(line.text) && wordCount(line.text) <= 4;
    if (
      paragraphLine(line) ||
      (heading && paragraphLine(next) && next!.y - line.y <= linePitch(line) * 2)
    )
      break;
    if (
      [...BLOCK_LABELS, SELLER_BLOCK, REMIT_BLOCK].some((re) =>
        isBlockLabelCell(cells[0]!.text, re),
      )
    )
      break;
    out.push({ line: j, text: cells.map((c) => c.text).join(' ') });
    lastY = line.y;
  }
  return out;
}

/**
 * A block label alone in its cell: "Bill To", or titles naming the block two ways with a slash
 * ("Broker / Bill to", "Named insured / Bill to", "DEPOSITOR / BILL TO"): one of them will do.
 */
export function isBlockLabelCell(text: string, re: RegExp): boolean {
  // "CLIENT COMPANY", "Customer information", "Bill to party": a block label and a word for what
  // the block holds.
  if (
    re.test(text) &&
    /^(?:|company|information|info|details|name|party|address)$/i.test(clean(text.replace(re, '')))
  )
    return true;
  // A space on one side of the slash at least ("c/o" is no pair of titles; OCR may drop one).
  const parts = text.split(/\s+\/\s*|\s*\/\s+/);
  return (
    parts.length >= 2 &&
    parts.length <= 3 &&
    parts.every(
      (p) => /^[A-Za-zÀ-ÿ][A-Za-zÀ-ÿ.'&\s-]{0,30}$/.test(p) && p.split(/\s+/).length <= 3,
    ) &&
    parts.some((p) => re.test(p) && clean(p.replace(re, '')) === '')
  );
}

export function readBuyer(lines: DocLine[], skip: Set<number>): PartyRead {
  const read = readBuyerBlocks(lines, skip);
  // A name read under a form's box label ("CUSTOMER" over it), its other boxes under it: they
  // hold the rest.
  if (!read.party.address) boxedFields(lines, skip, read.party, read.confidence, read.lines);
  // A name read with no address ("Account name" over it on a bill): its name again over an
  // address further on (the remittance stub's mailing block) gives the address.
  if (read.party.company_name && !read.party.address && read.lines.size > 0)
    nameAgainBlock(lines, skip, -1, read.party, read.confidence, read.lines);
  return read;
}

function readBuyerBlocks(lines: DocLine[], skip: Set<number>): PartyRead {
  const party = emptyParty();
  const confidence: PartyRead['confidence'] = {};
  const used = new Set<number>();
  // A block label: alone in its cell with no value beside it, or an explicit "Bill To: ACME"
  // whose name starts the block.
  for (const [k, re] of BLOCK_LABELS.entries()) {
    // Who is billed, said inline ("Customer: Acme"), wins over a Ship To block.
    if (
      k === BLOCK_LABELS.length - 1 &&
      readInline(lines, skip, party, confidence, used, [BILLED_INLINE])
    )
      break;
    for (const line of lines) {
      if (skip.has(line.index)) continue;
      let inlineName: string | null = null;
      // A block label with the account's number after it ("BILL TO (THIRD PARTY) Acct 209344").
      let c = line.cells.findIndex((cell) =>
        isBlockLabelCell(cell.text.replace(ACCOUNT_REF, ''), re),
      );
      if (c < 0 && k === 0) {
        // A name starts with a capital or a digit ("Charge to account (Net 30)" is a payment
        // box's words, not a block).
        c = line.cells.findIndex(
          (cell) =>
            re.test(cell.text) &&
            isName(clean(cell.text.replace(re, ''))) &&
            /^[A-Z0-9]/.test(clean(cell.text.replace(re, ''))),
        );
        if (c >= 0) inlineName = clean(line.cells[c]!.text.replace(re, ''));
      }
      if (c < 0) continue;
      // A label with its value beside it, in a stack of label | value lines ("Customer |
      // VNKL-731" over "Terms | Net 15", "Account | 1359-36369" over "Statement date | …"):
      // a field of the grid, no block's heading.
      if (!inlineName && inLabelStack(lines, line.index, c)) continue;
      let cell = line.cells[c]!;
      const next = line.cells[c + 1];
      // A bare "To" (no colon) heads a block only with a name just right of it.
      if (/^to$/i.test(cell.text.trim()) && !(next && next.x0 - cell.x1 < 60 && isName(next.text)))
        continue;
      if (
        !inlineName &&
        next &&
        next.x0 - cell.x1 < 60 &&
        !BLOCK_LABELS.some((r) => r.test(next.text))
      ) {
        // "Bill To:  | Acme Freight" with the block's other lines under the name: the name's
        // column is the block's.
        if (!isName(next.text)) continue;
        inlineName = clean(next.text);
        cell = next;
      }
      const block = blockBelow(lines, line, cell, skip);
      if (block.length === 0 && !inlineName) continue;
      // A grid's column title ("Account" over "GK90900", "Customer" over "C-1042"): no name
      // under it, only an identifier; the block is elsewhere.
      if (!inlineName && !block.slice(0, 2).some((b) => isName(pieces([b.text])[0] ?? '')))
        continue;
      used.add(line.index);
      for (const b of block) used.add(b.line);
      const texts = [...(inlineName ? [inlineName] : []), ...block.map((b) => b.text)];
      const first = texts.findIndex(
        (t) => isName(t) && !CONTACT_LABEL.test(t) && !CUSTOMER_LABEL.test(t),
      );
      if (first >= 0) {
        party.company_name = clean(texts[first]!.split(/\s+[·|•]\s+/)[0]!);
        confidence.company_name = 0.85;
      }
      fillFrom(
        texts.filter((_, k) => k !== first),
        party,
        confidence,
        0.85,
      );
      addDriver(lines, skip, party, confidence);
      return { party, confidence, lines: used };
    }
  }
  if (!party.company_name && headedBlock(lines, skip, party, confidence, used)) {
    addDriver(lines, skip, party, confidence);
    return { party, confidence, lines: used };
  }
  if (!party.company_name) boxedFields(lines, skip, party, confidence, used);
  if (!party.company_name) readInline(lines, skip, party, confidence, used);
  if (!party.company_name) letterAddress(lines, skip, party, confidence, used);
  addDriver(lines, skip, party, confidence);
  return { party, confidence, lines: used };
}

/** A box label of a form, printed over its value: the field it names. */
const BOX_LABELS: Array<[RegExp, 'name' | 'street' | 'city' | 'phone' | 'contact']> = [
  [/^(?:customer|customer\s+name|company|company\s+name|account\s+name)$/i, 'name'],
  [/^(?:address|street(?:\s+address)?|service\s+address)$/i, 'street'],
  [/^city\s*(?:\/|,)?\s*state\s*(?:\/|,)?\s*zip(?:\s+code)?$/i, 'city'],
  [/^(?:phone|tel\.?|telephone)$/i, 'phone'],
  [/^(?:contact|attn|attention)$/i, 'contact'],
];

/**
 * A form whose fields are boxes, each label printed small over the value written in it
 * (CUSTOMER over the company, ADDRESS, CITY / STATE / ZIP, PHONE, CONTACT over theirs): the
 * buyer, when no block names one. Each value is the cell just under its label, starting where
 * the label starts.
 */
function boxedFields(
  lines: DocLine[],
  skip: Set<number>,
  party: Party,
  confidence: PartyRead['confidence'],
  used: Set<number>,
) {
  const valueUnder = (j: number, label: Cell) => {
    const next = lines[j + 1];
    const line = lines[j]!;
    if (!next || next.page !== line.page || next.y - line.y > linePitch(line) * 1.8) return null;
    if (skip.has(next.index)) return null;
    const cell = next.cells.find((c) => c.x0 >= label.x0 - 4 && c.x0 <= label.x0 + 12);
    return cell && !BOX_LABELS.some(([re]) => re.test(cell.text.trim())) ? cell : null;
  };
  const found = new Map<string, { text: string; line: number }>();
  let nameAt = -1;
  for (let j = 0; j < lines.length; j++) {
    if (skip.has(j)) continue;
    for (const cell of lines[j]!.cells) {
      const kind = BOX_LABELS.find(([re]) => re.test(cell.text.trim()))?.[1];
      if (!kind || found.has(kind)) continue;
      if (kind !== 'name' && (nameAt < 0 || j - nameAt > 8)) continue;
      const value = valueUnder(j, cell);
      if (!value) continue;
      if (kind === 'name') {
        if (!isName(value.text)) continue;
        nameAt = j;
      }
      found.set(kind, { text: value.text.trim(), line: j + 1 });
    }
  }
  const name = found.get('name');
  if (!name) return;
  // A block read under the same label ("CUSTOMER" over the name alone): the boxes complete it.
  if (party.company_name && nameKey(party.company_name) !== nameKey(name.text)) return;
  party.company_name ??= clean(name.text);
  confidence.company_name ??= 0.75;
  const street = found.get('street');
  const city = found.get('city');
  if (!party.address && city && CITY_STATE_ZIP.test(city.text)) {
    party.address = street ? `${street.text}, ${city.text}` : city.text;
    confidence.address = 0.7;
  }
  const phone = found.get('phone');
  const read = phone ? readPhone(phone.text) : null;
  if (read && !party.phone_number) {
    party.phone_number = read;
    confidence.phone_number = 0.7;
  }
  const contact = found.get('contact');
  if (
    !party.contact_person &&
    contact &&
    isName(contact.text) &&
    !COMPANY_WORD.test(contact.text)
  ) {
    party.contact_person = clean(contact.text);
    confidence.contact_person = 0.7;
  }
  for (const v of found.values()) used.add(v.line);
}

/**
 * A bill set as a letter: the date at the left, then the addressee's lines under it with no
 * label ("Blue Line Carriers Inc" / "Attention: Ana Ruiz, Director of Safety" / street / "City,
 * ST 12345"). The buyer, when no label named one: a name first, a city line among the lines.
 */
function letterAddress(
  lines: DocLine[],
  skip: Set<number>,
  party: Party,
  confidence: PartyRead['confidence'],
  used: Set<number>,
) {
  for (const line of lines) {
    if (line.page !== 1 || skip.has(line.index)) continue;
    const dated = line.cells.find((c) => {
      const d = findDate(c.text);
      return !!d && d.index === 0 && c.text.trim().length <= 24;
    });
    if (!dated) continue;
    // The addressee's column: the date's, or (a date set at the right) the first name at the
    // left under it.
    let date: { x0: number } = dated;
    if (dated.x0 > line.pageWidth * 0.4) {
      const next = lines[line.index + 1];
      const first = next?.cells[0];
      if (!next || next.page !== line.page || !first || first.x0 > line.pageWidth * 0.4) continue;
      if (!isName(first.text)) continue;
      date = first;
    }
    const block: Array<{ line: number; text: string }> = [];
    let lastY = line.y;
    for (let j = line.index + 1; j < Math.min(lines.length, line.index + 12); j++) {
      const next = lines[j]!;
      if (next.page !== line.page || skip.has(j) || next.y - lastY > linePitch(next) * 3.2) break;
      const cell = next.cells.find((c) => Math.abs(c.x0 - date.x0) <= 3);
      if (!cell) continue;
      if (/^re\s*:/i.test(cell.text) || BLOCK_LABELS.some((re) => re.test(cell.text))) break;
      block.push({ line: j, text: cell.text });
      lastY = next.y;
      if (CITY_STATE_ZIP.test(cell.text)) break;
    }
    if (block.length < 2 || !isName(block[0]!.text) || CONTACT_LABEL.test(block[0]!.text)) continue;
    if (!CITY_STATE_ZIP.test(block.at(-1)!.text)) continue;
    party.company_name = clean(block[0]!.text);
    confidence.company_name = 0.7;
    for (const b of block) used.add(b.line);
    fillFrom(
      block.slice(1).map((b) => b.text),
      party,
      confidence,
      0.7,
    );
    // The lines just under the city (a phone, an e-mail) are the addressee's too.
    const last = block.at(-1)!.line;
    for (let j = last + 1; j < Math.min(lines.length, last + 3); j++) {
      const cell = lines[j]!.cells.find((c) => Math.abs(c.x0 - date.x0) <= 3);
      if (!cell || skip.has(j) || !(PHONE.test(cell.text) || EMAIL.test(cell.text))) break;
      fillFrom([cell.text], party, confidence, 0.7);
      used.add(j);
    }
    return;
  }
}

/** A heading of a word or two alone in its cell: "EMPLOYER", "Member:", "Insured party". */
const HEADING = /^(?:[A-Z][A-Z&'-]+(?:\s+[A-Z][A-Z&'-]+)?\s*:?|[A-Z][a-z]+(?:\s+[a-z]+)?\s*:?)$/;

/** An account number heading the customer's block ("Account 334597", "Acct # A-1042"). */
const ACCOUNT_HEADING =
  /^(?:account|acct\.?|customer|client)\s*(?:#|no\.?|number)?\s*:?\s*[A-Z]{0,3}-?\d[\dA-Z-]{2,}$/i;

/**
 * A block under a heading no list of labels knows ("EMPLOYER", "MEMBER", "Insured:") that holds
 * a company name and its address: the buyer, when no known label named one. Not the letterhead
 * (it has no heading over it), nor a seller's or remit-to block.
 */
function headedBlock(
  lines: DocLine[],
  skip: Set<number>,
  party: Party,
  confidence: PartyRead['confidence'],
  used: Set<number>,
): boolean {
  for (const line of lines) {
    if (line.page !== 1 || skip.has(line.index)) continue;
    const cell = line.cells.find(
      (c) => HEADING.test(c.text.trim()) || ACCOUNT_HEADING.test(c.text.trim()),
    );
    if (
      !cell ||
      TITLE.test(cell.text) ||
      [SELLER_BLOCK, REMIT_BLOCK].some((re) => re.test(cell.text))
    )
      continue;
    // The heading stands alone where it is: nothing just right of it.
    if (line.cells.some((c) => c !== cell && c.x0 > cell.x1 && c.x0 - cell.x1 < 60)) continue;
    const block = blockBelow(lines, line, cell, skip);
    if (block.length < 2 || !isName(block[0]!.text)) continue;
    // A heading of its own first under this one ("DEBIT NOTICE" over "Carrier" over the name):
    // the nearer heading heads the block.
    if (HEADING.test(block[0]!.text.trim()) && isName(block[1]!.text)) continue;
    if (!block.slice(1, 5).some((b) => CITY_STATE_ZIP.test(b.text))) continue;
    used.add(line.index);
    for (const b of block) used.add(b.line);
    party.company_name = clean(block[0]!.text.split(/\s+[·|•]\s+/)[0]!);
    confidence.company_name = 0.7;
    fillFrom(
      block.slice(1).map((b) => b.text),
      party,
      confidence,
      0.7,
    );
    return true;
  }
  return false;
}

/** Inline: "Carrier: Highway 61 Transport LLC", "COMPANY: …", "CARRIER Eagle Express …". */
function readInline(
  lines: DocLine[],
  skip: Set<number>,
  party: Party,
  confidence: PartyRead['confidence'],
  used: Set<number>,
  labels: RegExp[] = INLINE_LABELS,
): boolean {
  for (const re of labels) {
    let details = '';
    const found = findLabelled(
      lines,
      re,
      (t) => {
        const { name, rest } = nameAndDetails(t);
        if (!isName(name)) return undefined;
        details = rest;
        return clean(name);
      },
      { skip },
    );
    if (found?.value) {
      party.company_name = found.value;
      confidence.company_name = 0.8;
      used.add(found.line);
      if (details) fillFrom([details], party, confidence, 0.75);
      formFields(lines, found.line, skip, party, confidence, used);
      if (!party.address) nameAgainBlock(lines, skip, found.line, party, confidence, used);
      return true;
    }
  }
  return false;
}

/**
 * "Acme Freight LLC Account 754-27664 615-542-1345 ap@acme.com" set in one run: the name is the
 * words before the first account number, phone or e-mail; the rest are the party's details.
 */
function nameAndDetails(text: string): { name: string; rest: string } {
  const starts = [
    /\s(?:acct\.?|account|a\/c|cust(?:omer)?\s*(?:#|no\.?))\s*(?:#|no\.?|number|id)?\s*:?\s*[A-Z]{0,3}-?\d/i.exec(
      text,
    ),
    PHONE.exec(text),
    EMAIL.exec(text),
    // The next label ("Acme LLC Driver: Ivan Okafor"): the name ends where it starts.
    /\s(?=[A-Z][a-z]+(?:\s+[a-z]+)?\s*:\s*\S)/.exec(text),
  ]
    .filter((m): m is RegExpExecArray => !!m && m.index > 0)
    .map((m) => m.index);
  if (starts.length === 0) return { name: text, rest: '' };
  const at = Math.min(...starts);
  const rest = text
    .slice(at)
    .replace(
      /^\s*(?:acct\.?|account|a\/c|cust(?:omer)?)\s*(?:#|no\.?|number|id)?\s*:?\s*[A-Z]{0,3}-?\d[\dA-Z-]*/i,
      '',
    )
    .trim();
  // Each detail on its own (a phone then an e-mail): pieces fillFrom reads one by one.
  return { name: text.slice(0, at).trim(), rest: rest.replace(/\s+(?=\S+@)/, ' · ') };
}

/**
 * A party named inline ("Lessee: Acme LLC …") whose address is printed elsewhere: its name again
 * heading a block (the mailing address on a payment coupon or in an envelope window) gives the
 * address, the Attn contact and the phone.
 */
function nameAgainBlock(
  lines: DocLine[],
  skip: Set<number>,
  nameLine: number,
  party: Party,
  confidence: PartyRead['confidence'],
  used: Set<number>,
) {
  const key = nameKey(party.company_name);
  if (key.length < 4) return;
  for (const line of lines) {
    if (line.index === nameLine || used.has(line.index) || skip.has(line.index)) continue;
    const cell = line.cells.find((c) => nameKey(c.text) === key);
    if (!cell) continue;
    const block = blockBelow(lines, line, cell, skip).slice(0, 5);
    if (!block.some((b) => CITY_STATE_ZIP.test(b.text))) continue;
    takeBlock(line, block, used, party, confidence);
    return;
  }
}

/** A street line: a house number and a word ("14740 Logistics Pkwy", "88 Quarry Rd"). */
const STREET_START = /^\d{1,6}[A-Z]?\s+[A-Za-z]/;

const FORM_FIELD =
  /^(?:(?:customer\s+|billing\s+|mailing\s+)?(address|addr\.?|phone|tel\.?|telephone|e-?mail|contact|attn|attention))\s*:\s*/i;

/**
 * A form printing the buyer as labelled fields ("Customer name: Acme", then "Address: …",
 * "Phone: …", "Email: …", "Contact: …" on the lines under it, labels in one column): the fields
 * complete the buyer.
 */
function formFields(
  lines: DocLine[],
  nameLine: number,
  skip: Set<number>,
  party: Party,
  confidence: PartyRead['confidence'],
  used: Set<number>,
) {
  const first = lines[nameLine]!;
  const x0 = first.cells[0]!.x0;
  for (let j = nameLine + 1; j < Math.min(lines.length, nameLine + 7); j++) {
    const line = lines[j]!;
    if (line.page !== first.page || skip.has(j)) break;
    const at = line.cells.findIndex((c) => Math.abs(c.x0 - x0) <= 10);
    if (at < 0) break;
    const label = FORM_FIELD.exec(line.cells[at]!.text);
    // "Company: Acme" with its address under it unlabelled (a street line, a city line): the
    // buyer's address, read before any other field.
    if (!label && !party.address && CITY_STATE_ZIP.test(line.cells[at]!.text)) {
      const above =
        j > nameLine + 1 ? lines[j - 1]!.cells.find((c) => Math.abs(c.x0 - x0) <= 10) : undefined;
      const street =
        above && STREET_START.test(above.text) && !FORM_FIELD.test(above.text) ? above.text : null;
      const cityLine = line.cells[at]!.text;
      fillFrom(street ? [street, cityLine] : [cityLine], party, confidence, 0.7);
      if (street) used.add(j - 1);
      used.add(j);
      continue;
    }
    if (!label && j === nameLine + 1 && STREET_START.test(line.cells[at]!.text)) continue;
    if (!label) break;
    const rest = line.cells[at]!.text.slice(label[0].length).trim();
    const value = rest || line.cells[at + 1]?.text || '';
    const kind = label[1]!.toLowerCase();
    const text = /^(?:contact|attn|attention)/.test(kind) ? `Attn: ${value}` : value;
    fillFrom([text], party, confidence, 0.75);
    used.add(j);
  }
}

function addDriver(
  lines: DocLine[],
  skip: Set<number>,
  party: Party,
  confidence: PartyRead['confidence'],
) {
  if (party.customer_name) return;
  const found = findLabelled(
    lines,
    /^(?:(?:authori[sz]ed\s+|primary\s+|assigned\s+)?driver(?:\s*name)?|customer(?!\s*(?:p\.?\s?o\b|#|no\b|number|id\b|acct|account|ref|order|copy|care|service|support|cent(?:er|re)|relations))(?:\s*name)?|cardholder|card\s*holder)\b\s*:?\s*/i,
    // A person's name starts with a capital ("Customer pickup" is a shipping method).
    (t) => (isName(t) && /^[A-Z]/.test(t) && t.split(' ').length <= 5 ? clean(t) : undefined),
    { skip },
  );
  if (found?.value && found.value !== party.company_name) {
    party.customer_name = found.value;
    confidence.customer_name = 0.8;
  }
}

/** The letterhead: the first name at the top of page 1 and the lines printed with it. */
/**
 * A short cell whose value beside it on its line is a date ("Invoiced  Mon 11/09/2026", "Due
 * (Net 15)  Tue 11/24/2026") is that date's label, not a name, though it carries no colon.
 */
function labelsADate(line: DocLine, cell: Cell): boolean {
  const next = line.cells[line.cells.indexOf(cell) + 1];
  if (!next || cell.text.trim().split(/\s+/).length > 3 || COMPANY_SUFFIX.test(cell.text.trim()))
    return false;
  // The date alone, a weekday before it at most ("Mon 11/09/2026"); "Date: 11/09/2026" beside a
  // name has its own label, and the name stays a name.
  const value = next.text.trim().replace(/^(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*\.?,?\s+/i, '');
  return findDate(value)?.index === 0 && value.split(/\s+/).length <= 3;
}

export function readSeller(
  lines: DocLine[],
  skip: Set<number>,
  /** Lines seller blocks may not use (tables); the buyer's lines may hold a block beside it. */
  blockSkip: Set<number> = skip,
): PartyRead {
  const party = emptyParty();
  const confidence: PartyRead['confidence'] = {};
  const used = new Set<number>();
  // A letterhead is printed above the charges: no line from the table down is one.
  const tableStart = Math.min(...[...blockSkip], lines.length);
  const top = lines.filter((l) => l.page === 1 && l.index < tableStart).slice(0, 10);
  let company: { line: DocLine; cell: Cell } | null = null;
  /** A line of the buyer's block (not of a table): the seller may be printed beside it. */
  const besideBuyer = (j: number) => skip.has(j) && !blockSkip.has(j);
  for (const line of top) {
    const beside = besideBuyer(line.index);
    if (skip.has(line.index) && !(beside && !company)) continue;
    const cell = line.cells.find(
      (c) =>
        isName(c.text) &&
        !labelsADate(line, c) &&
        !PHONE.test(c.text) &&
        !SELLER_REP.test(c.text) &&
        (!beside || nameBesideBuyer(lines, line, c)),
    );
    if (!cell) continue;
    if (!company) {
      company = { line, cell };
      continue;
    }
    // A logo word over the full name ("FleetOne" / "FleetOne Fuel Card Services").
    if (
      line.index - company.line.index <= 2 &&
      cell.text.toLowerCase().startsWith(company.cell.text.toLowerCase()) &&
      cell.text.length > company.cell.text.length
    ) {
      company = { line, cell };
    }
    break;
  }
  if (company) {
    party.company_name = clean(company.cell.text);
    confidence.company_name = 0.8;
    used.add(company.line.index);
    const { cell } = company;
    const narrow = company.line.contentRight < 300;
    const x0 = narrow ? 0 : cell.x0 - 30;
    const x1 = narrow ? company.line.pageWidth : cell.x0 + company.line.pageWidth * 0.45;
    const texts: string[] = [];
    let lastY = company.line.y;
    /** Where the block stopped at a wider gap (else -1). */
    let gapAt = -1;
    for (let j = company.line.index + 1; j < lines.length && texts.length < 6; j++) {
      const line = lines[j]!;
      if (line.page !== company.line.page || isRule(line.text)) break;
      // The buyer's lines hold the seller's only when the seller is printed in a column beside
      // the buyer's block (its cells are then right of the block).
      if (skip.has(j) && !(besideBuyer(j) && besideBuyer(company.line.index))) break;
      let cells = blockCells(line.cells, x0, x1);
      // A letterhead set centred: a line centred under the name is its line, however wide.
      const span = { x0: line.cells[0]!.x0, x1: line.cells.at(-1)!.x1 };
      if (
        Math.abs((span.x0 + span.x1) / 2 - (cell.x0 + cell.x1) / 2) <= 8 &&
        span.x0 > line.pageWidth * 0.12 &&
        span.x0 < cell.x0
      )
        cells = line.cells;
      if (cells.length === 0) continue;
      // The seller's phone or e-mail set far right on a letterhead line ("… Fort Worth, TX 76106 |
      // 720-747-6722 billing@acme.com"): nothing else in the cell but contact details.
      const contact = line.cells.filter(
        (c) =>
          !cells.includes(c) &&
          c.x0 >= x1 &&
          (PHONE.test(c.text) || EMAIL.test(c.text)) &&
          c.text
            .replace(new RegExp(PHONE.source, 'g'), ' ')
            .replace(new RegExp(EMAIL.source, 'g'), ' ')
            .replace(/\b(?:tel|phone|ph|fax|e-?mail)\b\.?:?/gi, ' ')
            .replace(/[\s·|,]+/g, '') === '',
      );
      if (contact.length > 0) cells = [...cells, ...contact];
      // A grid set to the right between the letterhead's lines ("Invoice No. | Invoice Date"
      // at the level of the city line): nothing of it starts near the letterhead's left edge.
      if (cells !== line.cells && cells.every((c) => c.x0 > cell.x0 + 200)) continue;
      if (line.y - lastY > linePitch(line) * 2.2) {
        gapAt = j;
        break;
      }
      const text = cells.map((c) => c.text).join(' · ');
      // A block label ends the letterhead; the seller's rep ("Account rep: …") is part of it.
      if (!SELLER_REP.test(text) && BLOCK_LABELS.some((re) => re.test(text))) break;
      if (/^(?:date|invoice|tran|ticket|receipt|no\.)\b/i.test(text)) break;
      // Another company's name (the addressee of a payment coupon or an envelope window under
      // the seller's name), set apart from the name (a line between, or indented): another
      // party's block starts. Just under the name it may be the name itself (a logo over it).
      if (
        (texts.length > 0 || Math.abs(cells[0]!.x0 - cell.x0) >= 10) &&
        COMPANY_SUFFIX.test(cells[0]!.text) &&
        isName(cells[0]!.text) &&
        nameKey(cells[0]!.text) !== nameKey(party.company_name)
      )
        break;
      texts.push(text);
      used.add(j);
      lastY = line.y;
    }
    if (gapAt >= 0 && !texts.some((t) => CITY_STATE_ZIP.test(t))) {
      // The letterhead's address set apart from its name (a title band between): the next run
      // of lines in its column, when it holds an address and no block label heads it.
      const more = letterheadAddress(lines, gapAt, lastY, x0, x1, skip);
      for (const m of more) {
        texts.push(m.text);
        used.add(m.line);
      }
    }
    const rep = texts.find((t) => pieces([t]).some((p) => SELLER_REP.test(p)));
    // "Billing: Ana Ruiz" under the letterhead: a person named by a label of the seller's own.
    const person = texts
      .flatMap((t) => pieces([t]).map(unshouted))
      .map((p) => LABELLED_PERSON.exec(p.replace(EMAIL, ' ').replace(/\s+/g, ' ').trim()))
      .find((m) => m && !CUSTOMER_LABEL.test(m[1]!) && !CONTACT_LABEL.test(m[1]!));
    if (person && !rep) {
      party.contact_person = person[2]!;
      confidence.contact_person = 0.7;
    }
    // "Billing Dmitri Davis", "Warehouse office Carlos Murphy": the same without the colon.
    const roled =
      person || rep
        ? null
        : (texts
            .flatMap((t) => pieces([t]).map(unshouted))
            .map((p) => rolePerson(p.replace(EMAIL, ' ').replace(/\s+/g, ' ').trim()))
            .find((name) => name !== null) ?? null);
    if (roled) {
      party.contact_person = roled;
      confidence.contact_person = 0.6;
    }
    // "Robert Smith, owner/operator", "Ana Ruiz - Dispatcher": a person named with the role
    // they hold at the seller.
    const titled =
      person || roled
        ? null
        : texts
            .flatMap((t) => pieces([t]).map(unshouted))
            .map((p) => PERSON_WITH_ROLE.exec(p))
            .find((m) => m && isName(m[1]!));
    if (titled && !rep) {
      party.contact_person = titled[1]!;
      confidence.contact_person = 0.7;
    }
    // "Michael Reyes  billing@acme.com" under the letterhead: a person's name alone with an
    // e-mail or phone after it is the seller's contact.
    const reachable =
      person || roled || titled || rep
        ? null
        : texts
            .flatMap((t) => pieces([t]).map(unshouted))
            .map((p) => PERSON_REACHABLE.exec(p))
            .find((m) => m && isName(m[1]!) && !COMPANY_WORD.test(m[1]!));
    if (reachable) {
      party.contact_person = reachable[1]!;
      confidence.contact_person = 0.65;
    }
    fillFrom(
      texts.filter((t) => t !== rep),
      party,
      confidence,
      0.8,
    );
  }
  // The letterhead's name printed again over its address (a coupon above the invoice) comes
  // before a Remit To block naming the same company: that is where to pay, not the address.
  if (party.company_name && !party.address)
    repeatedNameBlock(lines, blockSkip, party, confidence, used);
  readSellerBlocks(lines, blockSkip, party, confidence, used);
  if (party.company_name && !party.address)
    repeatedNameBlock(lines, blockSkip, party, confidence, used, true);
  // The rep may be printed anywhere outside the buyer's block.
  const rep = findLabelled(
    lines,
    SELLER_REP,
    (t) => {
      // The value ends where the next label starts ("Ivan Hernandez Counter: Luis Brown").
      const name = clean(t.split(/\s+[·|•]\s+|\s+(?=[A-Z][a-z]+(?:\s+[a-z]+)?\s*:\s)/)[0]!);
      // A person: capitalised words, no company's ("Your agent receives a copy", "Producer |
      // Bluewater Risk Partners" name no one to ask).
      return isName(name) &&
        name.split(' ').length <= 4 &&
        /^[A-ZÀ-Þ][A-Za-zÀ-ÿ'’.-]*(?:\s+[A-ZÀ-Þ][A-Za-zÀ-ÿ'’.-]*)*$/.test(name) &&
        !COMPANY_WORD.test(name) &&
        !NOT_IN_A_NAME.test(name)
        ? name
        : undefined;
    },
    { skip: blockSkip } as LabelOptions,
  );
  if (rep?.value) {
    party.contact_person = rep.value;
    confidence.contact_person = 0.85;
    // "Sales rep: Linda Garcia · sales@tiredealer.com": the rep's e-mail is the seller's.
    const email = readEmail(lines[rep.line]!.text);
    if (email && !party.email) {
      party.email = email;
      confidence.email = 0.7;
    }
    // A contact box ("YOUR FILING SPECIALIST" over the name, then a phone and an e-mail on
    // lines of their own under it): the seller's phone and e-mail when the letterhead has none.
    const repLine = lines[rep.line]!;
    const repCell = repLine.cells.find((c) => c.text.includes(rep.value!)) ?? repLine.cells[0]!;
    let prev = repLine;
    for (let j = rep.line + 1; j < Math.min(lines.length, rep.line + 3); j++) {
      const line = lines[j]!;
      if (line.page !== prev.page || line.y - prev.y > linePitch(line) * 1.6) break;
      if (Math.abs(line.cells[0]!.x0 - repCell.x0) > 6 || line.cells.length > 1) break;
      const text = line.cells[0]!.text.trim();
      const phone = PHONE.exec(text);
      const mail = EMAIL.exec(text);
      if (phone && phone[0].length >= text.replace(/^(?:tel|phone|ph)\b\.?:?\s*/i, '').length - 1) {
        if (!party.phone_number) {
          party.phone_number = readPhone(phone[0]);
          confidence.phone_number = 0.65;
        }
      } else if (mail && mail[0] === text) {
        if (!party.email) {
          party.email = readEmail(mail[0]);
          confidence.email = 0.65;
        }
      } else break;
      used.add(j);
      prev = line;
    }
  }
  if (!party.phone_number) {
    const care = servicePhone(lines, skip);
    if (care) {
      party.phone_number = care;
      confidence.phone_number = 0.6;
    }
  }
  if (!party.contact_person) {
    const said = repInProse(lines, blockSkip);
    if (said) {
      party.contact_person = said.name;
      confidence.contact_person = 0.65;
      if (said.email && !party.email) {
        party.email = said.email;
        confidence.email = 0.6;
      }
      // The line is the seller's contact line, not a note.
      used.add(said.line);
    }
  }
  return { party, confidence, lines: used };
}

/** Words that offer the seller's help line ("Business care", "Customer service", "Questions? Call"). */
const SERVICE_LINE =
  /^(?:questions\??\s*(?:call\s*)?|(?:business|customer|client|member|account|billing)\s+(?:care|service|support|services)|customer\s+care|support|help\s*(?:line|desk)?|call\s+us(?:\s+at)?|care)\s*:?\s*$/i;

/**
 * The seller's phone printed as its help line outside any party block ("Business care
 * 800-561-7584", "Customer service: (800) 555-0100"): words offering help, then the phone alone.
 */
function servicePhone(lines: DocLine[], skip: Set<number>): string | null {
  for (const line of lines) {
    if (skip.has(line.index)) continue;
    for (const cell of line.cells) {
      const phone = PHONE.exec(cell.text);
      if (!phone) continue;
      const before = cell.text.slice(0, phone.index).trim();
      const after = cell.text.slice(phone.index + phone[0].length).trim();
      if (after === '' && SERVICE_LINE.test(before)) return readPhone(phone[0]);
    }
  }
  return null;
}

/**
 * The seller's rep named in a sentence ("Questions about this invoice: your account rep Ana
 * Ruiz, ext 265.", "call your account manager, Dee Park, at …"): a rep's title, then a person's
 * name of two or three capitalised words, then a comma, a point, "ext", "at" or a phone.
 */
const REP_IN_PROSE =
  /\b(?:(?:account|sales|customer|billing)\s+(?:rep(?:resentative)?|manager|executive|specialist)|(?:your\s+)?rep|[a-z]+\s+(?:manager|rep(?:resentative)?|executive|coordinator|specialist|administrator)(?=\s*:))\s*[:,]?\s+/gi;
/**
 * A person the reader is told to contact ("Questions? Contact Ana Ruiz, Membership Director.",
 * "call Dee Park at 555-0100"): the verb, then the person, then their role, "ext", "at" or a
 * phone (a name alone after "contact" may be a company's).
 */
const CONTACT_IN_PROSE = /\b(?:contact|call|ask\s+for|reach)\s+/gi;
const AFTER_CONTACT =
  /^\s*(?:,\s*(?:the\s+|our\s+)?[A-Za-z &/-]{0,40}$|\b(?:[Ee]xt|at)\b|\(?\d{3})/;
const PROSE_PERSON =
  /^([A-Z][a-z'’-]+(?:\s+[A-Z]\.)?(?:\s+[A-Z][a-z'’-]+){1,2})(?=\s*(?:[,.;]|\b[Ee]xt\b|\b[Aa]t\b|\(?\d{3}|$))/;

function repInProse(
  lines: DocLine[],
  skip: Set<number>,
): { name: string; line: number; email: string | null } | null {
  for (const line of lines) {
    if (skip.has(line.index)) continue;
    for (const cell of line.cells) {
      const text = unshouted(cell.text);
      REP_IN_PROSE.lastIndex = 0;
      for (let m = REP_IN_PROSE.exec(text); m; m = REP_IN_PROSE.exec(text)) {
        const rest = text.slice(m.index + m[0].length);
        const person = PROSE_PERSON.exec(rest);
        if (!person || !isName(person[1]!) || COMPANY_WORD.test(person[1]!)) continue;
        // "… manager: Ana Ruiz, ar@acme.com.": the e-mail said with the name is the rep's.
        const after = rest.slice(person[0].length);
        const email = /^\s*[,(]?\s*([A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,})/.exec(after);
        return { name: person[1]!, line: line.index, email: email ? readEmail(email[1]!) : null };
      }
      CONTACT_IN_PROSE.lastIndex = 0;
      for (let m = CONTACT_IN_PROSE.exec(text); m; m = CONTACT_IN_PROSE.exec(text)) {
        const rest = text.slice(m.index + m[0].length);
        const person = PROSE_PERSON.exec(rest);
        if (!person || !isName(person[1]!) || COMPANY_WORD.test(person[1]!)) continue;
        const after = rest.slice(person[0].length).replace(/[.!]\s*$/, '');
        const role = /^\s*,/.test(after) ? ROLE_WORD.test(after) : true;
        if (AFTER_CONTACT.test(after) && role)
          return { name: person[1]!, line: line.index, email: null };
      }
    }
  }
  return null;
}

/**
 * A company printed in the right half beside the buyer's block ("BILL TO | Acme Carriers LLC"
 * with the seller's address under it): not a label, and an address follows in its column.
 */
function nameBesideBuyer(lines: DocLine[], line: DocLine, cell: Cell): boolean {
  if (cell.x0 < line.pageWidth * 0.45 || line.cells[0] === cell) return false;
  if ([...BLOCK_LABELS, SELLER_BLOCK, REMIT_BLOCK].some((re) => re.test(cell.text.trim())))
    return false;
  if (/[:#]\s*$|^(?:date|due|terms|page|ref|po|no\.?|invoice|account|customer)\b/i.test(cell.text))
    return false;
  for (let j = line.index + 1; j < Math.min(lines.length, line.index + 5); j++) {
    const under = lines[j]!.cells.filter((c) => Math.abs(c.x0 - cell.x0) <= 12);
    if (under.some((c) => CITY_STATE_ZIP.test(c.text))) return true;
  }
  return false;
}

/** A run of lines in the letterhead's column from `from`, kept only when it has an address. */
function letterheadAddress(
  lines: DocLine[],
  from: number,
  lastY: number,
  x0: number,
  x1: number,
  skip: Set<number>,
): Array<{ line: number; text: string }> {
  const out: Array<{ line: number; text: string }> = [];
  const first = lines[from]!;
  if (first.y - lastY > linePitch(first) * 4.5) return [];
  let y = first.y;
  for (let j = from; j < lines.length && out.length < 4; j++) {
    const line = lines[j]!;
    if (line.page !== first.page || skip.has(j) || isRule(line.text)) break;
    const cells = blockCells(line.cells, x0, x1);
    if (cells.length === 0) continue;
    if (line.y - y > linePitch(line) * 2.2) break;
    const text = cells.map((c) => c.text).join(' · ');
    if (
      [...BLOCK_LABELS, SELLER_BLOCK, REMIT_BLOCK].some(
        (re) => re.test(text) || isBlockLabelCell(text, re),
      )
    )
      break;
    out.push({ line: j, text });
    y = line.y;
  }
  return out.some((o) => CITY_STATE_ZIP.test(o.text)) ? out : [];
}

/** Company words for comparing names ("Premier Rental Trailers LLC" = "PREMIER RENTAL TRAILERS"). */
const nameKey = (name: string | null) =>
  (name ?? '')
    .toLowerCase()
    .replace(/[^a-z0-9 ]/g, ' ')
    .replace(/\b(?:llc|inc|co|corp|ltd|company|the)\b/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/**
 * The seller's name printed again lower on the first page, heading its address block (a
 * letterhead with the name only, the address beside the buyer's block): the block under it
 * completes the seller's address, phone and e-mail.
 */
function repeatedNameBlock(
  lines: DocLine[],
  skip: Set<number>,
  party: Party,
  confidence: PartyRead['confidence'],
  used: Set<number>,
  /** Also a name under a Remit To / From label (once those blocks were read). */
  underLabels = false,
) {
  const key = nameKey(party.company_name);
  if (key.length < 4) return;
  for (const line of lines) {
    if (line.page !== 1 || used.has(line.index) || skip.has(line.index)) continue;
    const cell = line.cells.find((c) => nameKey(c.text) === key);
    if (!cell) continue;
    const above = lines[line.index - 1];
    if (
      !underLabels &&
      above?.page === line.page &&
      above.cells.some(
        (c) =>
          Math.abs(c.x0 - cell.x0) <= 12 &&
          [REMIT_BLOCK, SELLER_BLOCK].some((re) => re.test(c.text.trim())),
      )
    )
      continue;
    const block = blockBelow(lines, line, cell, skip).slice(0, 5);
    if (block.length === 0) continue;
    takeBlock(line, block, used, party, confidence);
    return;
  }
}

/** A block under a label alone in its cell, or "Label: Company" heading it. */
/** A label word followed by a sentence's word ("from the …", "pay to your …"): prose. */
const SENTENCE_AFTER_LABEL =
  /^\S+(?:\s+(?:to|by))?\s+(?:the|a|an|our|your|this|that|these|those|all|each|any|it|its|which|where|when|and|or)\b/i;

function labelledBlock(lines: DocLine[], re: RegExp, skip: Set<number>) {
  for (const line of lines) {
    if (skip.has(line.index)) continue;
    for (const cell of line.cells) {
      // A sentence's words ("from the tractor ECMs.", "FROM THE TRACTOR ECMS.") label no block.
      if (
        !re.test(cell.text) ||
        (!/^\S+(?:\s+\S+)?\s*:/.test(cell.text) &&
          (/^[a-z]/.test(cell.text) || SENTENCE_AFTER_LABEL.test(cell.text)))
      )
        continue;
      const inline = clean(cell.text.replace(re, ''));
      if (inline && !isName(inline)) continue;
      let block = blockBelow(lines, line, cell, skip);
      // "From: | Ace Lumper Services" with the address under the name: the name's column.
      const next = line.cells[line.cells.indexOf(cell) + 1];
      if (!inline && block.length === 0 && next && next.x0 - cell.x1 < 60 && isName(next.text)) {
        block = [{ line: line.index, text: next.text }, ...blockBelow(lines, line, next, skip)];
      }
      const texts = [...(inline ? [inline] : []), ...block.map((b) => b.text)];
      if (texts.length === 0) continue;
      return { texts, lines: [line.index, ...block.map((b) => b.line)] };
    }
  }
  return null;
}

/**
 * From / Vendor / Seller blocks name the seller (over the letterhead); a Remit To / Pay To block
 * completes the letterhead's address, phone and e-mail when it names the same company (a
 * factoring company's remit-to is not the seller's address) or when no letterhead named one.
 */
function readSellerBlocks(
  lines: DocLine[],
  skip: Set<number>,
  party: Party,
  confidence: PartyRead['confidence'],
  used: Set<number>,
) {
  const explicit = labelledBlock(lines, SELLER_BLOCK, skip);
  const remit = explicit ? null : labelledBlock(lines, REMIT_BLOCK, skip);
  const block = explicit ?? remit;
  if (!block) return;
  const first = block.texts.findIndex((t) => isName(t) && !CONTACT_LABEL.test(t));
  const company = first >= 0 ? clean(block.texts[first]!.split(/\s+[·|•]\s+/)[0]!) : null;
  if (remit && party.company_name && nameKey(company) !== nameKey(party.company_name)) return;
  for (const i of block.lines) used.add(i);
  const sure = explicit ? 0.85 : 0.8;
  if (explicit) {
    // The block says who the seller is: its fields replace the letterhead's (a person read
    // with another company's name is not the seller's either).
    const other = nameKey(company) !== nameKey(party.company_name);
    for (const key of Object.keys(party) as Array<keyof Party>) {
      if (key !== 'contact_person' || other) {
        party[key] = null;
        delete confidence[key];
      }
    }
  }
  if (company && !party.company_name) {
    party.company_name = company;
    confidence.company_name = sure;
  }
  fillFrom(
    block.texts.filter((_, k) => k !== first),
    party,
    confidence,
    sure,
  );
}

/**
 * A line's cells in a block's column [x0, x1), up to the first gap of 48 pt: a cell far right of
 * the one before it starts another column ("Unit 534", "Pay basis:" set beside the block).
 */
function blockCells<C extends { x0: number; x1: number }>(
  cells: readonly C[],
  x0: number,
  x1: number,
): C[] {
  const inColumn = cells.filter((c) => c.x0 >= x0 && c.x0 < x1);
  let end = Math.min(1, inColumn.length);
  while (end < inColumn.length && inColumn[end]!.x0 - inColumn[end - 1]!.x1 < 48) end += 1;
  return inColumn.slice(0, end);
}

/** A carrier's own operating authority ("MC-997166", "USDOT 4551737", "DOT# 1234567"). */
const CARRIER_AUTHORITY = /\b(?:MC|USDOT|US\s?DOT|DOT)\s*(?:#|no\.?)?\s*[:-]?\s*\d{5,8}\b/;

/**
 * On a carrier's own invoice (its MC or USDOT number printed in its letterhead) a driver named
 * on the page is the carrier's driver who hauled the load, not a person of the customer's: the
 * buyer's customer name read from a driver label is dropped.
 */
export function withoutCarriersDriver(buyer: PartyRead, seller: PartyRead, lines: DocLine[]) {
  const name = buyer.party.customer_name;
  if (!name) return;
  const top = lines.filter((l) => l.page === 1).slice(0, 12);
  const carrier =
    seller.party.company_name !== null &&
    [...seller.lines, ...top.map((l) => l.index)].some((i) =>
      CARRIER_AUTHORITY.test(lines[i]?.text ?? ''),
    );
  if (!carrier) return;
  const byDriverLabel = lines.some((l) =>
    new RegExp(
      `\\bdriver(?:\\s*name)?\\s*:?\\s*${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`,
      'i',
    ).test(l.text),
  );
  if (!byDriverLabel) return;
  buyer.party.customer_name = null;
  delete buyer.confidence.customer_name;
}
