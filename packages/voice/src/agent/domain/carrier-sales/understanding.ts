import { extractAmounts } from '../answer-extraction';

/**
 * What a carrier's line means to the selling agent: the load facts it asks about, a rate it names
 * and how, and the conversational moves (has a truck or not, wants it by e-mail, passes, agrees,
 * says yes to the booking, says bye). Keyword rules over the transcript line, like the dispatch
 * agent's understanding.ts; the carrier is free text.
 */

export type LoadTopic =
  | 'pickup'
  | 'delivery'
  | 'weight'
  | 'commodity'
  | 'equipment'
  | 'temperature'
  | 'distance'
  | 'ratePerMile'
  | 'rate'
  | 'special'
  | 'stops';

export interface CarrierSignal {
  /** Load facts asked about, in the order the agent answers them. */
  asks: LoadTopic[];
  /** The rate the carrier named (the last figure of $100 or more), else null. */
  amount: number | null;
  /** Agreement words: takes the rate on the table (or the one it names). */
  agrees: boolean;
  /** A plain yes (to "shall I book it?"). */
  yes: boolean;
  /** Sounds interested in the load (has a truck, asks on). */
  interested: boolean;
  /** Its number is final ("lowest I can go"). */
  final: boolean;
  /** No truck for it: too far, wrong equipment, booked up. */
  noTruck: boolean;
  /** Wants the details by e-mail instead. */
  wantsEmail: boolean;
  /** Passes on the load (not interested). */
  declines: boolean;
  goodbye: boolean;
  /** Didn't get what we said. */
  asksToRepeat: boolean;
  /** "Hello? Are you there?" */
  checksIn: boolean;
}

const has = (text: string, pattern: RegExp) => pattern.test(text);

export function understandCarrier(text: string): CarrierSignal {
  const t = text.toLowerCase();
  const amounts = extractAmounts(text).filter((a) => a >= 100);
  const questions = t
    .split(/(?<=[.?!])\s+/)
    .filter((s) => s.includes('?') || /^(what|where|when|how|is it|does it|any)\b/.test(s))
    .join(' ');
  const asks: LoadTopic[] = [];
  const q = questions;
  if (q) {
    if (has(q, /\b(pick ?up|pick-up|shipper|loads? (at|in|out)|where does it load|origin)\b/)) {
      asks.push('pickup');
    }
    if (has(q, /\b(deliver\w*|drop|consignee|receiver|destination|where('s| is| does) it go)\b/)) {
      asks.push('delivery');
    }
    if (has(q, /\b(weigh\w*|how heavy|pounds|lbs)\b/)) asks.push('weight');
    if (
      has(q, /\b(commodity|what are we hauling|hauling|product|what kind of freight)\b/) ||
      has(q, /\bwhat('s| is) it\b(?!\s+(pay|weigh))/)
    ) {
      asks.push('commodity');
    }
    if (has(q, /\b(equipment|trailer|van or|reefer or|flatbed or|what kind of truck)\b/)) {
      asks.push('equipment');
    }
    if (has(q, /\b(temp\w*|degrees|run it at|set point)\b/)) asks.push('temperature');
    if (has(q, /\b(miles|mileage|distance|how far)\b/) && !has(q, /\bper mile|a mile\b/)) {
      asks.push('distance');
    }
    if (has(q, /\b(per mile|a mile|rpm)\b/)) asks.push('ratePerMile');
    else if (has(q, /\b(pay(s|ing)?|rate|offering|budget|how much|what's it pay)\b/)) {
      asks.push('rate');
    }
    if (has(q, /\b(special|instructions|requirements|tarps?|lumper|anything else)\b/)) {
      asks.push('special');
    }
    if (has(q, /\b(stops|multi-?stop|how many drops)\b/)) asks.push('stops');
  }
  return {
    asks,
    amount: amounts.length > 0 ? amounts[amounts.length - 1]! : null,
    agrees: has(
      t,
      /\b(works for (me|us)|that works|we'?ll take it|i'?ll take it|deal|sounds good|we can do (it|that)|i can do (it|that)|let'?s do it)\b/,
    ),
    yes: has(
      t,
      /^(yes|yeah|yep|yup|sure|correct|absolutely|go ahead)\b|\b(book it|go ahead and book|yes,? (please|book)|confirmed|we'?re good to go)\b/,
    ),
    interested: has(
      t,
      /\b(yes|yeah|yep|sure|maybe|possibly|i'?ve got (a truck|one)|have a truck|got a truck|truck (is )?(empty|available)|empty (in|near|about)|could work|interested)\b/,
    ),
    final: has(
      t,
      /\b(final|lowest i can (go|do)|can'?t go (any )?lower|bottom line|best i can do|won'?t go below|not a penny less)\b/,
    ),
    noTruck: has(
      t,
      /\b(no trucks?|don'?t have a truck|too far|nothing (close|near|over there)|only (run|have|pull) \w+|we don'?t (run|pull|haul) \w+|all booked up|trucks are (all )?(loaded|covered))\b/,
    ),
    wantsEmail: has(t, /\b(e-?mail|send (it|that|me the details) over|send it to me)\b/),
    declines: has(
      t,
      /\b(pass|not interested|doesn'?t work for (me|us)|no thanks|not for us|can'?t help)\b/,
    ),
    goodbye: has(t, /\b(bye|take care|have a good (one|day)|gotta (go|run)|got another call)\b/),
    asksToRepeat: has(t, /\b(say that again|come again|didn'?t catch|what was that|sorry\?)/),
    checksIn: has(t, /\b(still there|you there)\b/),
  };
}
