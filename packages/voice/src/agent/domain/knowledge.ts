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

  constructor(
    initial: ExtractedData,
    private readonly now: () => Date,
    /** Our truck's equipment (the load needs a temperature when either is a reefer). */
    private readonly truckEquipment: string,
  ) {
    this.data = structuredClone(initial);
    this.data.loadDetails = derive(this.data.loadDetails);
  }

  snapshot(): ExtractedData {
    return structuredClone(this.data);
  }

  get details(): ExtractedLoadDetails {
    return this.data.loadDetails;
  }

  /** A fingerprint, to tell whether anything changed. */
  fingerprint(): string {
    return JSON.stringify(this.data);
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

  /** The next thing to ask, or null when nothing is left worth asking. */
  nextQuestion(): Question | null {
    for (const question of QUESTIONS) {
      if ((this.attempts.get(question) ?? 0) >= MAX_ATTEMPTS[question]) continue;
      if (this.isMissing(question)) return question;
    }
    return null;
  }

  attemptsAt(question: Question): number {
    return this.attempts.get(question) ?? 0;
  }

  noteAsked(question: Question): void {
    this.attempts.set(question, this.attemptsAt(question) + 1);
  }

  /**
   * Reads what the broker said (in answer to `asked`, if we asked something) and keeps the new
   * facts. Returns the names of the fields that changed.
   */
  absorb(text: string, asked: Question | null): string[] {
    const before = this.data.loadDetails;
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
        if (special === 'none') this.specialAnswered = true;
        else if (special) scalar.specialInstructions = special;
        break;
      }
      case 'reference': {
        const reference = extractReference(text);
        if (reference) scalar.referenceNumber = reference;
        break;
      }
      case 'rate': {
        const amounts = extractAmounts(text);
        if (amounts.length > 0 && before.brokerOfferedRate === null) {
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

    const stops =
      asked === 'pickup' || asked === 'delivery'
        ? this.withStopAnswer(asked === 'pickup' ? 'PICKUP' : 'DELIVERY', text)
        : before.stops;
    return this.apply(scalar, stops);
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

  private withStopAnswer(stopType: 'PICKUP' | 'DELIVERY', text: string): ExtractedStop[] {
    const answer = extractStop(text, this.now());
    const stops = this.data.loadDetails.stops.map((s) => ({ ...s }));
    let index =
      stopType === 'PICKUP'
        ? stops.findIndex((s) => s.stopType === 'PICKUP')
        : stops.map((s) => s.stopType).lastIndexOf('DELIVERY');
    if (index < 0) {
      if (!answer.cityState) return stops;
      const blank: ExtractedStop = {
        cityState: answer.cityState,
        stopType,
        appointmentType: 'FCFS',
        appointmentDate: null,
        appointmentTime: null,
        appointmentWindowStart: null,
        appointmentWindowEnd: null,
      };
      if (stopType === 'PICKUP') stops.unshift(blank);
      else stops.push(blank);
      index = stopType === 'PICKUP' ? 0 : stops.length - 1;
    }
    const stop = stops[index]!;
    if (answer.cityState && !stop.cityState) stop.cityState = answer.cityState;
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
    return stops;
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
