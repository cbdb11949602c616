import type { ExtractedData, ExtractedLoadDetails, ExtractedStop } from '@fleet/contracts';
import {
  extractAmounts,
  extractCommodity,
  extractEquipment,
  extractMiles,
  extractReference,
  extractSpecialInstructions,
  extractStop,
  extractTemperature,
  extractWeight,
} from './answer-extraction';
import { emptyExtracted, mergeExtracted, parseLoadText } from './parser';
import { CONFIRMED, LOW_CONFIDENCE } from './posting';
import { understandBroker } from './understanding';

/** The load facts the agent asks for, one question at a time, in this order. */
export const QUESTIONS = [
  'pickup',
  'delivery',
  'equipment',
  'weight',
  'commodity',
  'temperature',
  'miles',
  'special',
  'reference',
  'rate',
] as const;
export type Question = (typeof QUESTIONS)[number];

const MAX_ATTEMPTS: Record<Question, number> = {
  pickup: 2,
  delivery: 2,
  equipment: 1,
  weight: 2,
  commodity: 2,
  temperature: 2,
  miles: 2,
  special: 1,
  reference: 1,
  rate: 2,
};

/** A low-confidence value is put to the broker at most this many times ("is that right?"). */
const MAX_CONFIRMATIONS = 2;

/** The load field each question is about (stops: the pickup's or the delivery's paths). */
const FIELD_OF: Partial<Record<Question, keyof ExtractedLoadDetails>> = {
  equipment: 'equipmentType',
  weight: 'weight',
  commodity: 'commodity',
  temperature: 'temperature',
  miles: 'totalDistance',
  special: 'specialInstructions',
  reference: 'referenceNumber',
  rate: 'brokerOfferedRate',
};

/** Fields computed from others: as sure as the least sure of their inputs. */
const DERIVED: Record<string, string[]> = {
  ratePerMile: ['brokerOfferedRate', 'totalDistance'],
  totalDistanceWithDeadhead: ['totalDistance', 'originDeadhead'],
  ratePerMileWithDeadhead: ['brokerOfferedRate', 'totalDistance', 'originDeadhead'],
};

/** What the agent says it has, to confirm a low-confidence field ("I have the pickup in …"). */
export type ConfirmFacts =
  | { question: 'pickup' | 'delivery'; stop: ExtractedStop }
  | { question: Exclude<Question, 'pickup' | 'delivery'>; details: ExtractedLoadDetails };

type Scalar = Pick<
  ExtractedLoadDetails,
  | 'weight'
  | 'commodity'
  | 'temperature'
  | 'totalDistance'
  | 'referenceNumber'
  | 'specialInstructions'
  | 'brokerOfferedRate'
  | 'equipmentType'
>;

/**
 * What the agent knows about the load: the posting's facts, then what the broker says, kept as the
 * shared ExtractedData shape. Updates go through the shared `mergeExtracted`; the stops are kept
 * here (the broker answers about the first pickup and the last delivery).
 */
export class LoadKnowledge {
  private data: ExtractedData;
  private readonly attempts = new Map<Question, number>();
  private specialAnswered = false;
  /** The posting's confidence per field path (metadata.fieldConfidence); confirmed ones at 1. */
  private readonly confidence: Record<string, number>;
  /** Paths read from weak evidence and not yet confirmed by the broker. */
  private readonly low: Set<string>;
  private readonly confirmations = new Map<Question, number>();

  constructor(
    initial: ExtractedData,
    private readonly now: () => Date,
    /** Our truck's equipment (the load needs a temperature when either is a reefer). */
    private readonly truckEquipment: string,
  ) {
    this.data = structuredClone(initial);
    this.data.loadDetails = derive(this.data.loadDetails);
    this.confidence = { ...(initial.metadata.fieldConfidence ?? {}) };
    this.low = new Set(initial.metadata.lowConfidenceFields ?? []);
  }

  /** The shared ExtractedData, with the confidence per field when the posting had one. */
  snapshot(): ExtractedData {
    const data = structuredClone(this.data);
    if (Object.keys(this.confidence).length === 0 && this.low.size === 0) return data;
    data.metadata = {
      ...data.metadata,
      fieldConfidence: { ...this.confidence },
      lowConfidenceFields: [...this.low],
    };
    return data;
  }

  get details(): ExtractedLoadDetails {
    return this.data.loadDetails;
  }

  /** A fingerprint, to tell whether anything changed. */
  fingerprint(): string {
    return JSON.stringify([this.data, this.confidence, [...this.low]]);
  }

  isReefer(): boolean {
    return (this.data.loadDetails.equipmentType ?? this.truckEquipment) === 'reefer';
  }

  pickup(): ExtractedStop | undefined {
    return this.data.loadDetails.stops.find((s) => s.stopType === 'PICKUP');
  }

  delivery(): ExtractedStop | undefined {
    return [...this.data.loadDetails.stops].reverse().find((s) => s.stopType === 'DELIVERY');
  }

  isMissing(question: Question): boolean {
    const d = this.data.loadDetails;
    switch (question) {
      case 'pickup':
        return !stopComplete(this.pickup());
      case 'delivery':
        return !stopComplete(this.delivery());
      case 'equipment':
        return d.equipmentType === null && !this.truckEquipment;
      case 'weight':
        return d.weight === null;
      case 'commodity':
        return d.commodity === null;
      case 'temperature':
        return this.isReefer() && d.temperature === null;
      case 'miles':
        return d.totalDistance === null;
      case 'special':
        return d.specialInstructions === null && !this.specialAnswered;
      case 'reference':
        return d.referenceNumber === null;
      case 'rate':
        return d.brokerOfferedRate === null;
    }
  }

  /**
   * The next thing to ask, or null when nothing is left worth asking: a missing fact, or a known
   * one read from weak evidence (to confirm rather than trust), in QUESTIONS order.
   */
  nextQuestion(): Question | null {
    for (const question of QUESTIONS) {
      if (this.needsConfirmation(question)) return question;
      if ((this.attempts.get(question) ?? 0) >= MAX_ATTEMPTS[question]) continue;
      if (this.isMissing(question)) return question;
    }
    return null;
  }

  /** The fact is known, but from a low-confidence read of the posting: ask "is that right?". */
  needsConfirmation(question: Question): boolean {
    if ((this.confirmations.get(question) ?? 0) >= MAX_CONFIRMATIONS) return false;
    return this.lowPaths(question).length > 0;
  }

  /** Known only from a low-confidence read, not confirmed yet: not to be stated as a fact. */
  isUnsure(question: Question): boolean {
    return this.lowPaths(question).length > 0;
  }

  /** The paths of the posting still to confirm (metadata.lowConfidenceFields). */
  unconfirmed(): string[] {
    return [...this.low];
  }

  /** What we have for a question we are about to confirm. */
  confirmFacts(question: Question): ConfirmFacts | null {
    if (question === 'pickup' || question === 'delivery') {
      const stop = question === 'pickup' ? this.pickup() : this.delivery();
      return stop?.cityState ? { question, stop } : null;
    }
    return { question, details: this.data.loadDetails };
  }

  /** Times asked: confirmations ("is that right?") and open questions are counted apart. */
  attemptsAt(question: Question): number {
    return this.needsConfirmation(question)
      ? (this.confirmations.get(question) ?? 0)
      : (this.attempts.get(question) ?? 0);
  }

  noteAsked(question: Question): void {
    if (this.needsConfirmation(question)) {
      this.confirmations.set(question, (this.confirmations.get(question) ?? 0) + 1);
    } else {
      this.attempts.set(question, (this.attempts.get(question) ?? 0) + 1);
    }
  }

  /**
   * Reads what the broker said (in answer to `asked`, if we asked something) and keeps the new
   * facts. Returns the names of the fields that changed.
   */
  absorb(text: string, asked: Question | null): string[] {
    const before = this.data.loadDetails;
    // We said what we have and asked "is that right?": the answer's value replaces ours.
    const confirming = asked !== null && this.lowPaths(asked).length > 0;
    const scalar: Partial<Scalar> = {};
    const known = (key: keyof Scalar) => before[key] !== null || scalar[key] !== undefined;

    // What we asked for, read in context.
    switch (asked) {
      case 'equipment': {
        const equipment = extractEquipment(text);
        if (equipment) scalar.equipmentType = equipment;
        break;
      }
      case 'weight': {
        const weight = extractWeight(text, true);
        if (weight !== null) scalar.weight = weight;
        break;
      }
      case 'commodity': {
        const commodity = extractCommodity(text, true);
        if (commodity) scalar.commodity = commodity;
        break;
      }
      case 'temperature': {
        const temperature = extractTemperature(text, true);
        if (temperature !== null) scalar.temperature = temperature;
        break;
      }
      case 'miles': {
        const miles = extractMiles(text);
        if (miles !== null) scalar.totalDistance = miles;
        break;
      }
      case 'special': {
        const special = extractSpecialInstructions(text);
        if (special === 'none') {
          this.specialAnswered = true;
          if (confirming) return this.settle('special', 'denied');
        } else if (special) scalar.specialInstructions = special;
        break;
      }
      case 'reference': {
        const reference = extractReference(text);
        if (reference) scalar.referenceNumber = reference;
        break;
      }
      case 'rate': {
        const amounts = extractAmounts(text);
        if (amounts.length > 0 && (before.brokerOfferedRate === null || confirming)) {
          scalar.brokerOfferedRate = amounts[amounts.length - 1]!;
        }
        break;
      }
      default:
        break;
    }

    // Facts the broker threw in unasked (labelled ones only: "42,000 pounds", "reference LD…").
    if (!known('weight')) {
      const weight = extractWeight(text, false);
      if (weight !== null) scalar.weight = weight;
    }
    if (!known('totalDistance')) {
      const miles = extractMiles(text);
      if (miles !== null) scalar.totalDistance = miles;
    }
    if (!known('referenceNumber')) {
      const reference = extractReference(text);
      if (reference) scalar.referenceNumber = reference;
    }
    if (!known('commodity')) {
      const commodity = extractCommodity(text, false);
      if (commodity) scalar.commodity = commodity;
    }
    if (!known('equipmentType') && !this.truckEquipment) {
      const equipment = extractEquipment(text);
      if (equipment) scalar.equipmentType = equipment;
    }
    if (!known('temperature') && (this.isReefer() || scalar.equipmentType === 'reefer')) {
      const temperature = extractTemperature(text, false);
      if (temperature !== null) scalar.temperature = temperature;
    }

    // And whatever the shared parser finds that we still lack.
    const parsed = parseLoadText(text, { now: this.now() }).loadDetails;
    // (A commodity only when we asked for one: free text is too easy to misread as one.)
    for (const key of ['weight', 'commodity', 'temperature', 'totalDistance'] as const) {
      if (key === 'commodity' && asked !== 'commodity') continue;
      if (!known(key) && parsed[key] !== null && parsed[key] !== undefined) {
        (scalar as Record<string, unknown>)[key] = parsed[key];
      }
    }

    const stopAnswer =
      asked === 'pickup' || asked === 'delivery'
        ? this.withStopAnswer(asked === 'pickup' ? 'PICKUP' : 'DELIVERY', text, confirming)
        : null;
    const changed = this.apply(scalar, stopAnswer?.stops ?? before.stops);
    if (!confirming || asked === null) return changed;

    // The answer to "I have X, is that right?": a value said is the broker's (kept, confirmed);
    // otherwise a no clears ours (asked afresh next), a yes confirms it.
    const field = FIELD_OF[asked];
    const said = stopAnswer ? stopAnswer.placeSaid : field !== undefined && field in scalar;
    const signal = understandBroker(text);
    const verdict = said
      ? 'confirmed'
      : signal.denies
        ? 'denied'
        : signal.confirms
          ? 'confirmed'
          : null;
    return verdict ? [...new Set([...changed, ...this.settle(asked, verdict)])] : changed;
  }

  /** The low paths a question is about. */
  private lowPaths(question: Question): string[] {
    const field = FIELD_OF[question];
    if (field) return this.low.has(field) ? [field] : [];
    const stop = question === 'pickup' ? this.pickup() : this.delivery();
    if (!stop) return [];
    const prefix = `stops[${this.data.loadDetails.stops.indexOf(stop)}].`;
    return [...this.low].filter((path) => path.startsWith(prefix));
  }

  /**
   * The broker's answer to a confirmation: 'confirmed' puts its paths at 1 (derived fields follow);
   * 'denied' clears the value, so the open question comes next and the broker's answer fills it.
   */
  private settle(question: Question, verdict: 'confirmed' | 'denied'): string[] {
    const paths = this.lowPaths(question);
    for (const path of paths) this.low.delete(path);
    if (verdict === 'confirmed') {
      for (const path of paths) this.confidence[path] = CONFIRMED;
    } else {
      for (const path of paths) delete this.confidence[path];
      this.clear(question);
    }
    for (const [derived, inputs] of Object.entries(DERIVED)) {
      if (!(derived in this.confidence)) continue;
      const surest = Math.min(...inputs.map((input) => this.confidence[input] ?? CONFIRMED));
      const value = (this.data.loadDetails as unknown as Record<string, unknown>)[derived];
      if (value === null) {
        delete this.confidence[derived];
        this.low.delete(derived);
      } else if (surest > (this.confidence[derived] ?? 0)) {
        this.confidence[derived] = surest;
        if (surest >= LOW_CONFIDENCE) this.low.delete(derived);
      }
    }
    const field = FIELD_OF[question];
    return paths.length === 0 ? [] : [field ?? 'stops'];
  }

  /** Forgets a value the broker said is wrong (and what was computed from it). */
  private clear(question: Question): void {
    const d = { ...this.data.loadDetails };
    const field = FIELD_OF[question];
    if (field === 'brokerOfferedRate' || field === 'totalDistance') {
      d.ratePerMile = null;
      d.ratePerMileWithDeadhead = null;
      if (field === 'totalDistance') d.totalDistanceWithDeadhead = null;
    }
    if (field) {
      (d as unknown as Record<string, unknown>)[field] = null;
    } else {
      const stop = question === 'pickup' ? this.pickup() : this.delivery();
      d.stops = d.stops.map((s) => (s === stop ? { ...s, cityState: '' } : s));
    }
    this.data = { ...this.data, loadDetails: derive(d) };
  }

  /** The broker's first rate becomes brokerOfferedRate (later numbers are counters). */
  noteBrokerRate(amount: number): string[] {
    if (this.data.loadDetails.brokerOfferedRate !== null) return [];
    return this.apply({ brokerOfferedRate: amount }, this.data.loadDetails.stops);
  }

  setReference(reference: string): string[] {
    return this.apply({ referenceNumber: reference }, this.data.loadDetails.stops);
  }

  setBroker(identity: { name: string | null; company: string | null }): void {
    const update = emptyExtracted('call');
    update.callDetails = {
      ...update.callDetails,
      ...(identity.name ? { brokerName: identity.name } : {}),
      ...(identity.company ? { brokerCompany: identity.company } : {}),
    };
    this.data = this.keepShape(mergeExtracted(this.data, update));
  }

  setCallDetails(phone: string | null, extension: string | null): void {
    this.data.callDetails = {
      ...this.data.callDetails,
      brokerPhone: this.data.callDetails.brokerPhone ?? phone,
      brokerExtension: this.data.callDetails.brokerExtension ?? extension,
    };
  }

  /** The dispatcher's edits sent with an approval: scalar fields they filled or corrected. */
  applyCorrections(corrections: Partial<ExtractedLoadDetails>): void {
    const scalar: Partial<Scalar> = {};
    for (const key of [
      'weight',
      'commodity',
      'temperature',
      'totalDistance',
      'referenceNumber',
      'specialInstructions',
    ] as const) {
      const value = corrections[key];
      if (value !== undefined && value !== null) (scalar as Record<string, unknown>)[key] = value;
    }
    const stops =
      Array.isArray(corrections.stops) && corrections.stops.length > 0
        ? corrections.stops
        : this.data.loadDetails.stops;
    this.apply(scalar, stops);
  }

  private withStopAnswer(
    stopType: 'PICKUP' | 'DELIVERY',
    text: string,
    /** Confirming the stop's place: a place said replaces ours. */
    confirming = false,
  ): { stops: ExtractedStop[]; placeSaid: boolean } {
    const answer = extractStop(text, this.now());
    const placeSaid = Boolean(answer.cityState);
    const stops = this.data.loadDetails.stops.map((s) => ({ ...s }));
    let index =
      stopType === 'PICKUP'
        ? stops.findIndex((s) => s.stopType === 'PICKUP')
        : stops.map((s) => s.stopType).lastIndexOf('DELIVERY');
    if (index < 0) {
      if (!answer.cityState) return { stops, placeSaid };
      const blank: ExtractedStop = {
        cityState: answer.cityState,
        stopType,
        appointmentType: 'FCFS',
        appointmentDate: null,
        appointmentTime: null,
        appointmentWindowStart: null,
        appointmentWindowEnd: null,
      };
      if (stopType === 'PICKUP') {
        stops.unshift(blank);
        this.shiftStopPaths();
      } else stops.push(blank);
      index = stopType === 'PICKUP' ? 0 : stops.length - 1;
    }
    const stop = stops[index]!;
    if (answer.cityState && (!stop.cityState || confirming)) stop.cityState = answer.cityState;
    if (answer.appointmentDate) stop.appointmentDate = answer.appointmentDate;
    if (answer.appointmentType === 'APPT' && answer.appointmentTime) {
      stop.appointmentType = 'APPT';
      stop.appointmentTime = answer.appointmentTime;
      stop.appointmentWindowStart = null;
      stop.appointmentWindowEnd = null;
    } else if (answer.appointmentType === 'FCFS' && answer.appointmentWindowStart) {
      stop.appointmentType = 'FCFS';
      stop.appointmentTime = null;
      stop.appointmentWindowStart = answer.appointmentWindowStart;
      stop.appointmentWindowEnd = answer.appointmentWindowEnd;
    }
    return { stops, placeSaid };
  }

  /** A pickup put first: the stops' confidence paths move up one. */
  private shiftStopPaths(): void {
    const shift = (path: string) =>
      path.replace(/^stops\[(\d+)\]/, (_, i: string) => `stops[${Number(i) + 1}]`);
    const moved = Object.entries(this.confidence).map(([path, v]) => [shift(path), v] as const);
    for (const key of Object.keys(this.confidence)) delete this.confidence[key];
    for (const [path, v] of moved) this.confidence[path] = v;
    const low = [...this.low].map(shift);
    this.low.clear();
    for (const path of low) this.low.add(path);
  }

  private apply(scalar: Partial<Scalar>, stops: ExtractedStop[]): string[] {
    const before = this.data.loadDetails;
    const update = emptyExtracted('call');
    Object.assign(update.loadDetails, scalar);
    const merged = this.keepShape(mergeExtracted(this.data, update));
    merged.loadDetails = derive({ ...merged.loadDetails, stops });
    this.data = merged;
    const changed = Object.keys(scalar).filter(
      (key) =>
        before[key as keyof ExtractedLoadDetails] !==
        merged.loadDetails[key as keyof ExtractedLoadDetails],
    );
    if (JSON.stringify(before.stops) !== JSON.stringify(stops)) changed.push('stops');
    return changed;
  }

  /** Keeps the call's own metadata source whatever the merge did. */
  private keepShape(data: ExtractedData): ExtractedData {
    return { ...data, metadata: { ...data.metadata, source: 'call' } };
  }
}

function stopComplete(stop: ExtractedStop | undefined): boolean {
  if (!stop?.cityState || !stop.appointmentDate) return false;
  return Boolean(
    stop.appointmentTime || (stop.appointmentWindowStart && stop.appointmentWindowEnd),
  );
}

const ceil2 = (value: number) => Math.ceil(value * 100 - 1e-9) / 100;

/** The counts and sums that follow from the others (the shared merge derives the rest). */
function derive(details: ExtractedLoadDetails): ExtractedLoadDetails {
  const d = { ...details, numberOfStops: details.stops.length };
  if (
    d.totalDistanceWithDeadhead === null &&
    d.totalDistance !== null &&
    d.originDeadhead !== null
  ) {
    d.totalDistanceWithDeadhead = d.totalDistance + d.originDeadhead;
  }
  if (d.ratePerMile === null && d.brokerOfferedRate !== null && d.totalDistance) {
    d.ratePerMile = ceil2(d.brokerOfferedRate / d.totalDistance);
  }
  return d;
}
