import {
  DITAT_DEFAULT_LOCATION_KEY,
  type DitatLoadInput,
  type GoodsDetails,
} from '@fleet/contracts';

type DitatAppointment = DitatLoadInput['appointment_list'][number];

export interface DitatLoadFormValue {
  loadInput: DitatLoadInput;
  goodsDetails: GoodsDetails;
}

/** The empty record, and the stop the dispatcher adds (§9: Pickup, APPT), as contracts make them. */
export { emptyLoadRecord, emptyLoadStop as emptyStop } from '@fleet/contracts';

export function emptyDitatValue(): DitatLoadFormValue {
  return {
    loadInput: {
      referenceId1: null,
      referenceId2: null,
      referenceId3: null,
      referenceId4: null,
      referenceId5: null,
      customer_key: null,
      rates_list: [{ rate_amount: null }],
      appointment_list: [],
      carrier: { carrier_name: null },
    },
    goodsDetails: {
      weight: null,
      length: null,
      equipment_type: null,
      temperature_control: null,
      temperature: null,
    },
  };
}

/** §9: a new Ditat appointment is a pickup (location_type 0) at the default location. */
export function newDitatAppointment(stopNumber: number): DitatAppointment {
  return {
    location_type: 0,
    location_key: DITAT_DEFAULT_LOCATION_KEY,
    appointment_type: 'APPT',
    appointment_on_datetime: null,
    appointment_late_after_datetime: null,
    stop_number: stopNumber,
  };
}
