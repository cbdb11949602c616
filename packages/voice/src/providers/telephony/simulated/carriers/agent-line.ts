/**
 * How the simulated carrier understands the selling agent (a broker on the phone): the number it
 * puts on the table, whether it asks to book, closes, declines or checks in. Keyword rules, like
 * agent-intent.ts for the simulated broker; the agent is free text.
 */

export interface SellerIntent {
  /** The first dollar figure of $100 or more ("$2.10 a mile" is not a rate). */
  amount: number | null;
  /** Pitches a load / asks whether we have a truck. */
  asksTruck: boolean;
  /** Asks to book it ("can I go ahead and book it with you at $X?"). */
  asksToBook: boolean;
  /** Says we are booked. */
  confirmsBooked: boolean;
  /** Won't pay more / leaves it there. */
  declines: boolean;
  /** Closes the call. */
  goodbye: boolean;
  /** "Hello? Are you still there?" */
  checksIn: boolean;
  /** "Sorry, I didn't catch that." */
  didNotCatch: boolean;
}

const has = (text: string, pattern: RegExp) => pattern.test(text);

export function sellerAmounts(text: string): number[] {
  const found: number[] = [];
  for (const m of text.matchAll(/\$\s?(\d{1,3}(?:,\d{3})+|\d+)(\.\d{1,2})?/g)) {
    const value = Number(m[1]!.replace(/,/g, ''));
    if (value >= 100) found.push(value);
  }
  return found;
}

export function understandSeller(text: string): SellerIntent {
  const t = text.toLowerCase();
  const amounts = sellerAmounts(text);
  return {
    amount: amounts[0] ?? null,
    asksTruck: has(t, /\b(have a truck|a truck (for|that)|truck for it|cover it)\b/),
    asksToBook: has(t, /\b(book it|shall i book|can i (go ahead and )?book|want me to book)\b/),
    confirmsBooked: has(t, /\b(you'?re booked|it'?s booked|booked it)\b/),
    declines: has(
      t,
      /\b(can'?t go (above|higher|any higher)|leave it there|have to pass|won'?t work for us)\b/,
    ),
    goodbye: has(
      t,
      /\b(bye|goodbye|have a (good|great) (day|one)|let you go|thanks for your time)\b/,
    ),
    checksIn: has(t, /\b(still there|you there)\b/),
    didNotCatch: has(t, /\b(didn'?t catch|say that again)\b/),
  };
}
