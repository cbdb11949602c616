import type { DitatLoadInput, GoodsDetails, LoadRecord } from '@fleet/contracts';

/**
 * The Load Record forms of the confirm screen (document 2 §5 "Load record form").
 * SEAM: the real forms replace these placeholders; the props stay.
 */

export interface GenericLoadFormProps {
  value: LoadRecord;
  /** parsedData.confidence: per field path ('stops.0.city'), 0..1; low values are marked. */
  confidence: Record<string, number>;
  onChange: (next: LoadRecord) => void;
  disabled?: boolean;
}

export interface DitatLoadFormValue {
  loadInput: DitatLoadInput;
  goodsDetails: GoodsDetails;
}

export interface DitatLoadFormProps {
  value: DitatLoadFormValue;
  /** parsedData.confidence (generic paths); the form maps them onto its own fields. */
  confidence: Record<string, number>;
  onChange: (next: DitatLoadFormValue) => void;
  disabled?: boolean;
}

export function GenericLoadForm(_props: GenericLoadFormProps) {
  return <div>Load Record</div>;
}

export function DitatLoadForm(_props: DitatLoadFormProps) {
  return <div>Load Record</div>;
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
