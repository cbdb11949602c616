import { extractAmounts } from './answer-extraction';

/**
 * What the broker's utterance means for the conversation (the facts in it are read by
 * answer-extraction.ts). Keyword rules over the transcript line, checked in the order the agent
 * needs them.
 */
export interface BrokerSignal {
  /** The load is gone (covered, booked, no longer available). */
  unavailable: boolean;
  /** The broker won't work with this carrier. */
  declinesCarrier: boolean;
  /** The broker ends the negotiation ("I'll have to pass", "find another truck"). */
  walksAway: boolean;
  /** The broker says its number is final. */
  final: boolean;
  /** Agreement words ("works", "deal", "you've got it"). */
  agrees: boolean;
  /** The last dollar amount said, if any. */
  amount: number | null;
  /** "Are you still there?" */
  checksIn: boolean;
  goodbye: boolean;
  /** Asks for our MC number / who we are. */
  asksWhoWeAre: boolean;
  /** Asks what rate we need. */
  asksOurRate: boolean;
  /** Didn't get what we said. */
  asksToRepeat: boolean;
  /** Says yes to "I have X, is that right?". */
  confirms: boolean;
  /** Says no to it ("no", "that's wrong", "not quite"). */
  denies: boolean;
}

const test = (text: string, pattern: RegExp) => pattern.test(text);

export function understandBroker(text: string): BrokerSignal {
  const t = text.toLowerCase();
  const amounts = extractAmounts(text);
  return {
    unavailable: test(
      t,
      /\b(covered|already (booked|taken|gone|moved)|no longer available|not available anymore|been (booked|covered|taken)|it'?s gone|we (just )?booked it)\b/,
    ),
    declinesCarrier: test(
      t,
      /\b(can'?t (use|set up|work with|onboard)|not able to use|need at least a year|year of authority|don'?t work with new|only takes carriers|not set up with us|already set up with us)\b/,
    ),
    walksAway: test(
      t,
      /\b(have to pass|going to pass|gonna pass|find another truck|too far apart|giving it to someone else|move on to another truck|moving on|not going to work)\b/,
    ),
    final: test(
      t,
      /\b(final|best i can do|can'?t go any higher|maxed out|as high as i can go|that'?s my max|all the customer'?s paying)\b/,
    ),
    agrees: test(
      t,
      /\b(works|deal|you'?ve got it|you got it|sounds good|let'?s do it|book it|i can make|okay, \$|fine, \$)\b/,
    ),
    amount: amounts.length > 0 ? amounts[amounts.length - 1]! : null,
    checksIn: test(t, /\b(still there|you there|hello\?)/),
    goodbye: test(
      t,
      /\b(bye|take care|talk to you later|call you back|gotta (go|run)|have to (go|run)|got to (go|run))\b/,
    ),
    asksWhoWeAre: test(t, /\b(what'?s your mc|mc number\?|who am i talking to|what company)\b/),
    asksOurRate: test(
      t,
      /\b(what (rate )?do you need|what are you looking for|what do you want for it|what'?s your rate|what would you need)\b/,
    ),
    asksToRepeat: test(
      t,
      /\b(say that again|what was that|didn'?t catch|come again|what else do you need)\b/,
    ),
    confirms: test(
      t,
      /\b(yes|yeah|yep|yup|correct|right|exactly|that'?s it|sure is|it is|you got it|affirmative)\b/,
    ),
    denies: test(
      t,
      /(^|[.!,;]\s*)(no|nope|nah)\b|\b(not (quite|right|correct|exactly)|that'?s wrong|wrong|incorrect|that'?s off)\b/,
    ),
  };
}
