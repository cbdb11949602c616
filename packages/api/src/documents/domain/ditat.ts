/**
 * The generic Load record → the Ditat load input and goods details of spec §3: references,
 * the linehaul as the first rate, one appointment per stop (0 pickup, 1 delivery) with its
 * start and, for a window, its end as local date-times. Customer and location keys come from the
 * lookups on the confirm screen, so they are null here.
 */
import type { DitatLoadInput, GoodsDetails, LoadRecord } from '@fleet/contracts';

/** 'MM/DD/YYYY' + hours + minutes → 'YYYY-MM-DDTHH:MM:00', or null when the date is missing. */
function localDateTime(date: string | null, hours: string | null, minutes: string | null) {
  const m = date ? /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(date) : null;
  if (!m) return null;
  return `${m[3]}-${m[1]}-${m[2]}T${(hours ?? '00').padStart(2, '0')}:${(minutes ?? '00').padStart(2, '0')}:00`;
}

export function toDitat(load: LoadRecord): {
  load_input: DitatLoadInput;
  goods_details: GoodsDetails;
} {
  return {
    load_input: {
      referenceId1: load.order_number,
      referenceId2: load.bol_number,
      referenceId3: load.po_number,
      referenceId4: load.po_number,
      referenceId5: load.reference_number,
      customer_key: null,
      rates_list: [{ rate_amount: load.linehaul_rate }],
      appointment_list: load.stops.map((s) => {
        const fcfs = s.appointment_type === 'FCFS';
        const on = fcfs
          ? localDateTime(s.fcfs_start_date, s.fcfs_start_time_hours, s.fcfs_start_time_minutes)
          : localDateTime(s.appointment_date, s.appointment_time_hours, s.appointment_time_minutes);
        const late = fcfs
          ? localDateTime(s.fcfs_end_date, s.fcfs_end_time_hours, s.fcfs_end_time_minutes)
          : on;
        return {
          location_type: s.stop_type === 'Pickup' ? 0 : 1,
          appointment_on_datetime: on,
          appointment_late_after_datetime: late,
          appointment_type: s.appointment_type,
          stop_number: s.stop_number,
          location_key: null,
        };
      }),
      carrier: { carrier_name: load.carrier.carrier_name },
    },
    goods_details: {
      weight: load.weight,
      length: load.length,
      equipment_type: load.equipment_type,
      temperature_control: load.temperature_control,
      temperature: load.temperature,
    },
  };
}
