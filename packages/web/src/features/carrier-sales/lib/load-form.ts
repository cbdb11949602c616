import {
  type CampaignLoadDetails,
  type CampaignStop,
  type ExtractedLoadDetails,
  type MissingLoadField,
  missingCampaignFields,
} from '@fleet/contracts';

/** The load panel's values: the load details and the desired rate as typed. */
export interface LoadFormValues {
  load: CampaignLoadDetails;
  rateFrom: string;
  rateTo: string;
}

export function emptyCampaignLoad(): CampaignLoadDetails {
  return {
    stops: [],
    total_distance: null,
    weight: null,
    equipment_type: null,
    commodity: null,
    temperature: null,
    specialInstructions: null,
    marketRateRange: null,
  };
}

export function emptyStop(): CampaignStop {
  return {
    cityState: '',
    appointmentType: 'Set',
    appointmentDate: null,
    appointmentTime: null,
    appointmentWindowStart: null,
    appointmentWindowEnd: null,
  };
}

/** §5: desired rate inputs are whole numbers, minimum 0; blank becomes 0. */
export function parseRate(value: string): number {
  const n = Math.trunc(Number(value.trim()));
  return Number.isFinite(n) && n > 0 ? n : 0;
}

export function rateRangeOf(values: Pick<LoadFormValues, 'rateFrom' | 'rateTo'>) {
  return { min: parseRate(values.rateFrom), max: parseRate(values.rateTo) };
}

/** §2 completeness line: what is missing from Stops, Weight, Desired Rate, Commodity. */
export function missingFields(values: LoadFormValues): MissingLoadField[] {
  return missingCampaignFields(values.load, rateRangeOf(values));
}

/** The parser's load (dispatch shape) as a campaign's load details (APPT is the modal's Set). */
export function fromParsed(parsed: ExtractedLoadDetails): CampaignLoadDetails {
  return {
    stops: parsed.stops.map((stop) => ({
      cityState: stop.cityState,
      appointmentType: stop.appointmentType === 'FCFS' ? 'FCFS' : 'Set',
      appointmentDate: stop.appointmentDate,
      appointmentTime: stop.appointmentTime,
      appointmentWindowStart: stop.appointmentWindowStart,
      appointmentWindowEnd: stop.appointmentWindowEnd,
    })),
    total_distance: parsed.totalDistance !== null ? Math.max(0, parsed.totalDistance) : null,
    weight: parsed.weight !== null ? Math.max(0, parsed.weight) : null,
    equipment_type: parsed.equipmentType,
    commodity: parsed.commodity,
    temperature:
      parsed.temperature !== null && parsed.temperature >= -40 && parsed.temperature <= 120
        ? parsed.temperature
        : null,
    specialInstructions: parsed.specialInstructions,
    marketRateRange: parsed.marketRateRange,
  };
}

/** What is sent: stops without blank rows, blank texts as null. */
export function cleanLoad(load: CampaignLoadDetails): CampaignLoadDetails {
  const text = (value: string | null) => (value?.trim() ? value.trim() : null);
  return {
    ...load,
    stops: load.stops
      .filter((stop) => stop.cityState.trim() !== '')
      .map((stop) => ({
        ...stop,
        cityState: stop.cityState.trim(),
        appointmentDate: text(stop.appointmentDate),
        appointmentTime: stop.appointmentType === 'Set' ? text(stop.appointmentTime) : null,
        appointmentWindowStart:
          stop.appointmentType === 'FCFS' ? text(stop.appointmentWindowStart) : null,
        appointmentWindowEnd:
          stop.appointmentType === 'FCFS' ? text(stop.appointmentWindowEnd) : null,
      })),
    commodity: text(load.commodity),
    specialInstructions: text(load.specialInstructions),
  };
}

/** A stop's appointment: the date plus the FCFS window 'start - end' or the set time, else TBD. */
export function stopAppointment(stop: CampaignStop): string {
  const time =
    stop.appointmentType === 'FCFS'
      ? stop.appointmentWindowStart || stop.appointmentWindowEnd
        ? `${stop.appointmentWindowStart ?? 'TBD'} - ${stop.appointmentWindowEnd ?? 'TBD'}`
        : null
      : stop.appointmentTime;
  const parts = [stop.appointmentDate, time].filter(Boolean);
  return parts.length > 0 ? parts.join(' ') : 'TBD';
}

/** §9: campaign rates in USD with no decimals. */
export function usd(amount: number | null | undefined): string {
  if (amount === null || amount === undefined || !Number.isFinite(amount)) return 'N/A';
  return `$${Math.round(amount).toLocaleString('en-US')}`;
}

export function rangeText(range: { min: number; max: number } | null | undefined): string {
  if (!range || (range.min <= 0 && range.max <= 0)) return 'N/A';
  return `${usd(range.min)} - ${usd(range.max)}`;
}
