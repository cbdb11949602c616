/** The generic Load record (spec §3) a rate confirmation is read into, and its confidences. */

export interface RateconStop {
  stop_type: 'Pickup' | 'Delivery';
  stop_number: number;
  company_name: string | null;
  address: string | null;
  city: string | null;
  state: string | null;
  zipcode: string | null;
  phone: string | null;
  email: string | null;
  confirmation_number: string | null;
  bol_number: string | null;
  reference_number: string | null;
  appointment_type: 'APPT' | 'FCFS' | null;
  appointment_date: string | null;
  appointment_time_hours: string | null;
  appointment_time_minutes: string | null;
  fcfs_start_date: string | null;
  fcfs_start_time_hours: string | null;
  fcfs_start_time_minutes: string | null;
  fcfs_end_date: string | null;
  fcfs_end_time_hours: string | null;
  fcfs_end_time_minutes: string | null;
  stop_instructions: string | null;
  commodities: string | null;
}

export interface RateconLoad {
  order_number: string | null;
  customer_name: string | null;
  po_number: string | null;
  bol_number: string | null;
  reference_number: string | null;
  phone: string | null;
  email: string | null;
  linehaul_rate: number | null;
  fuel_surcharge: number | null;
  weight: number | null;
  length: number | null;
  equipment_type: 'reefer' | 'van' | null;
  temperature_control: 'continuous' | 'start_stop' | null;
  temperature: number | null;
  carrier: {
    carrier_name: string | null;
    driver_name: string | null;
    driver_phone: string | null;
    truck: string | null;
    trailer: string | null;
  };
  stops: RateconStop[];
}

export type Confidence = Record<string, number>;
