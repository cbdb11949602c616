import {
  DITAT_DEFAULT_LOCATION_KEY,
  type DitatLoadInput,
  type GoodsDetails,
  type LoadRecord,
  type LoadStop,
} from '@fleet/contracts';

type DitatAppointment = DitatLoadInput['appointment_list'][number];

export interface DitatLoadFormValue {
  loadInput: DitatLoadInput;
  goodsDetails: GoodsDetails;
}

export function emptyLoadRecord(): LoadRecord {
  return {
    order_number: null,
    customer_name: null,
    po_number: null,
    bol_number: null,
    reference_number: null,
    phone: null,
    email: null,
    linehaul_rate: null,
    fuel_surcharge: null,
    weight: null,
    length: null,
    equipment_type: null,
    temperature_control: null,
    temperature: null,
    carrier: {
      carrier_name: null,
      driver_name: null,
      driver_phone: null,
      truck: null,
      trailer: null,
    },
    stops: [],
  };
}

/** A stop the dispatcher adds (§9: stop type Pickup, appointment type APPT). */
export function emptyStop(stopNumber: number): LoadStop {
  return {
    stop_type: 'Pickup',
    stop_number: stopNumber,
    company_name: null,
    address: null,
    city: null,
    state: null,
    zipcode: null,
    phone: null,
    email: null,
    confirmation_number: null,
    bol_number: null,
    reference_number: null,
    appointment_type: 'APPT',
    appointment_date: null,
    appointment_time_hours: null,
    appointment_time_minutes: null,
    fcfs_start_date: null,
    fcfs_start_time_hours: null,
    fcfs_start_time_minutes: null,
    fcfs_end_date: null,
    fcfs_end_time_hours: null,
    fcfs_end_time_minutes: null,
    stop_instructions: null,
    commodities: null,
  };
}

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
