/**
 * How the simulated broker understands what the caller says: the topics asked about, a dollar
 * figure and what the caller means by it, and conversational moves (hold, book, decline, bye).
 * Keyword rules, like the intent layer of a voice bot; the caller is free text.
 */

export type AskTopic =
  | 'pickup'
  | 'delivery'
  | 'weight'
  | 'commodity'
  | 'temperature'
  | 'miles'
  | 'rate'
  | 'special'
  | 'reference'
  | 'ratecon'
  | 'equipment';

export interface CallerIntent {
  /** Introduces themselves / names the load. */
  introduction: boolean;
  /** Asks whether the load is still available. */
  availability: boolean;
  asks: AskTopic[];
  /** A dollar amount the caller named, and how. */
  amount: number | null;
  /** 'ask' = asks us to pay it, 'accept' = agrees to it. */
  amountMeaning: 'ask' | 'accept' | null;
  /** Accepts the rate on the table without naming a number. */
  acceptsOffer: boolean;
  /** Asks us to hold (to check with their dispatcher). */
  hold: boolean;
  /** Confirms the booking. */
  confirmsBooking: boolean;
  /** Passes on the load / declines. */
  declines: boolean;
  goodbye: boolean;
  /** Answers "are you still there?". */
  stillHere: boolean;
  mcNumber: string | null;
}

const has = (text: string, pattern: RegExp) => pattern.test(text);

export function parseAmount(text: string): number | null {
  const dollars = /\$\s?(\d{1,3}(?:,\d{3})+|\d+)(?:\.\d{2})?/.exec(text);
  if (dollars) return Number(dollars[1]!.replace(/,/g, ''));
  const words = /\b(\d{1,3}(?:,\d{3})+|\d{3,})\s*(?:dollars|bucks|all in)\b/i.exec(text);
  if (words) return Number(words[1]!.replace(/,/g, ''));
  return null;
}

export function understandCaller(text: string): CallerIntent {
  const t = text.toLowerCase();
  const asks: AskTopic[] = [];
  // Topics count only in questions: "calling about your load, reference LD1234" asks nothing.
  const questions = t
    .split(/(?<=[.?!])\s+/)
    .filter((s) => s.includes('?') || /^(what|where|when|how|could you|can you tell)\b/.test(s))
    .join(' ');
  const q = questions;
  if (q) {
    if (has(q, /\b(pick ?up|pick-up|shipper|origin|loads? at|load time)\b/)) asks.push('pickup');
    if (has(q, /\b(deliver\w*|drop|consignee|receiver|destination)\b/)) asks.push('delivery');
    if (has(q, /\b(weigh\w*|how heavy|pounds)\b/)) asks.push('weight');
    if (has(q, /\b(commodity|what is it|what's it|hauling|what are we|product|freight is it)\b/)) {
      asks.push('commodity');
    }
    if (has(q, /\b(temp\w*|degrees|reefer setting|run it at)\b/)) asks.push('temperature');
    if (has(q, /\b(miles|mileage|distance|how far)\b/)) asks.push('miles');
    if (
      has(q, /\b(rate|paying|pay on|budget|price|offering|what can you pay|what does it pay)\b/) &&
      !has(q, /rate con/)
    ) {
      asks.push('rate');
    }
    if (
      has(q, /\b(special|instructions|requirements|anything else i should know|lumper|tarps?)\b/)
    ) {
      asks.push('special');
    }
    if (has(q, /\b(reference|load number|ref number|order number|po number)\b/)) {
      asks.push('reference');
    }
    if (has(q, /\b(rate con\w*|rate confirmation|e-?mail)\b/)) asks.push('ratecon');
    if (has(q, /\b(what (kind of )?(equipment|trailer)|van or reefer)\b/)) asks.push('equipment');
  }

  const amount = parseAmount(text);
  let amountMeaning: CallerIntent['amountMeaning'] = null;
  if (amount !== null) {
    amountMeaning = has(
      t,
      /\b(works for us|we can do (it|that)|we'll take it|deal|sounds good|that works|we accept|agreed|we'?re good with)\b/,
    )
      ? 'accept'
      : 'ask';
  }
  const acceptsOffer =
    amount === null &&
    has(t, /\b(that works|we'll take it|deal|sounds good|we can do that|we accept)\b/);
  const mc = /\bmc\s*(?:number\s*)?(?:is\s*)?#?\s*(\d{4,8})/i.exec(text);

  return {
    introduction: has(t, /\b(this is|calling (about|from|on)|my name is)\b/),
    availability: has(t, /\b(still available|still open|still need a truck|available)\b/),
    asks,
    amount,
    amountMeaning,
    acceptsOffer,
    hold:
      !has(t, /thanks? (you )?for holding/) &&
      has(
        t,
        /\b(can you hold|please hold|hold on|hold for|on hold|one moment|bear with me|check with my dispatcher|confirm with my dispatcher)\b/,
      ),
    confirmsBooking: has(
      t,
      /\b(book (it|the load)|we'?re good to go|go ahead and book|confirm(ed|ing)? the (booking|load)|approved)\b/,
    ),
    declines: has(
      t,
      /\b(pass on|have to pass|we'll pass|can't do it|cannot do|won't work|doesn't work for us|not going to work|decline)\b/,
    ),
    goodbye: has(t, /\b(bye|goodbye|have a (good|great) (one|day)|take care)\b/),
    stillHere: has(t, /\b(i'?m (still )?here|still here|yes,? i'?m here)\b/),
    mcNumber: mc ? mc[1]! : null,
  };
}
