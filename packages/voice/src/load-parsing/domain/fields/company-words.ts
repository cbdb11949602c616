/**
 * Words that make a name a company's ('… Logistics', '… Freight', '… Co-op', '… Cross-Dock'):
 * the contact reader's companies, and the place reader's guard against a company that opens with
 * a state's name ('Iowa Harvest Marketing').
 */
export const COMPANY_WORD =
  /\b(?:logistics|frt|logistic|freight|transport|transportation|trucking|brokerage|brokers|express|expedite|expediting|solutions|partners|group|inc|llc|l\.l\.c|co|corp|corporation|company|lines|carriers|services|haul|hauling|haulers|shipping|supply|cold\s+chain|distribution|worldwide|global|3pl|transportes|autotransportes|grupo|log[ií]stic[ao]s?|fletes|cartage|systems|expedited|couriers?|consolidators|specialized|drayage|intermodal|forwarding|forwarders|hotshot|xpress|trailer\s+pool|agency|cooperative|co-op|dray|cross-?dock|transloading|remarketing|marketing)\b\.?/i;
