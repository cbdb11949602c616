/**
 * Extraction reports confidence on the generic record's paths; the Ditat form marks its own
 * fields. Each Ditat field takes the lowest confidence of the generic fields it was made from.
 */
const SAME_PLACE: Record<string, readonly string[]> = {
  referenceId1: ['order_number'],
  referenceId2: ['bol_number'],
  referenceId3: ['po_number'],
  referenceId5: ['reference_number'],
  customer_key: ['customer_name'],
  'rates_list.0.rate_amount': ['linehaul_rate'],
  'carrier.carrier_name': ['carrier.carrier_name'],
  weight: ['weight'],
  length: ['length'],
  equipment_type: ['equipment_type'],
  temperature_control: ['temperature_control'],
  temperature: ['temperature'],
};

/** Per Ditat appointment field, the generic stop fields it comes from. */
const APPOINTMENT_FROM_STOP: Record<string, readonly string[]> = {
  location_type: ['stop_type'],
  location_key: ['company_name', 'address', 'city', 'state', 'zipcode'],
  appointment_type: ['appointment_type'],
  appointment_on_datetime: [
    'appointment_date',
    'appointment_time_hours',
    'appointment_time_minutes',
    'fcfs_start_date',
    'fcfs_start_time_hours',
    'fcfs_start_time_minutes',
  ],
  appointment_late_after_datetime: [
    'fcfs_end_date',
    'fcfs_end_time_hours',
    'fcfs_end_time_minutes',
  ],
  stop_number: ['stop_number'],
};

function lowest(confidence: Record<string, number>, paths: readonly string[]): number | undefined {
  const known = paths.map((path) => confidence[path]).filter((c): c is number => c !== undefined);
  return known.length === 0 ? undefined : Math.min(...known);
}

/** Generic confidences ('order_number', 'stops.1.city') → the Ditat form's ('referenceId1', 'appointment_list.1.location_key'). */
export function ditatConfidence(generic: Record<string, number>): Record<string, number> {
  const out: Record<string, number> = {};
  const put = (path: string, value: number | undefined) => {
    if (value !== undefined) out[path] = value;
  };
  for (const [path, from] of Object.entries(SAME_PLACE)) put(path, lowest(generic, from));
  const stopIndexes = new Set<number>();
  for (const path of Object.keys(generic)) {
    const match = /^stops\.(\d+)\./.exec(path);
    if (match) stopIndexes.add(Number(match[1]));
  }
  for (const index of stopIndexes) {
    for (const [field, from] of Object.entries(APPOINTMENT_FROM_STOP)) {
      put(
        `appointment_list.${index}.${field}`,
        lowest(
          generic,
          from.map((name) => `stops.${index}.${name}`),
        ),
      );
    }
  }
  return out;
}
