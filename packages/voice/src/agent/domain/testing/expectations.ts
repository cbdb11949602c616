import type { ExtractedData, ExtractedStop } from '@fleet/contracts';
import { expect } from 'vitest';
import {
  deliveryOf,
  type HiddenLoad,
  type HiddenStop,
  pickupOf,
} from '../../../providers/telephony/simulated/hidden-load';

/** The agent's final ExtractedData carries every fact of the broker's hidden load. */
export function expectMatchesHiddenLoad(data: ExtractedData, hidden: HiddenLoad): void {
  const d = data.loadDetails;
  const pickup = d.stops.find((s) => s.stopType === 'PICKUP');
  const delivery = [...d.stops].reverse().find((s) => s.stopType === 'DELIVERY');
  expectStop(pickup, pickupOf(hidden));
  expectStop(delivery, deliveryOf(hidden));
  expect(d.weight).toBe(hidden.weight);
  expect(d.commodity?.toLowerCase()).toBe(hidden.commodity.toLowerCase());
  expect(d.temperature).toBe(hidden.temperature);
  expect(d.totalDistance).toBe(hidden.totalDistance);
  expect(d.referenceNumber).toBe(hidden.referenceNumber);
  expect(d.specialInstructions?.toLowerCase() ?? null).toBe(
    hidden.specialInstructions?.toLowerCase() ?? null,
  );
  expect(d.brokerOfferedRate).toBe(hidden.postedRate);
  expect(d.numberOfStops).toBe(d.stops.length);
}

function expectStop(actual: ExtractedStop | undefined, expected: HiddenStop): void {
  expect(actual, `${expected.stopType} stop`).toBeDefined();
  expect({
    cityState: actual!.cityState,
    appointmentDate: actual!.appointmentDate,
    appointmentType: actual!.appointmentType,
    appointmentTime: actual!.appointmentTime,
    appointmentWindowStart: actual!.appointmentWindowStart,
    appointmentWindowEnd: actual!.appointmentWindowEnd,
  }).toEqual({
    cityState: expected.cityState,
    appointmentDate: expected.appointmentDate,
    appointmentType: expected.appointmentType,
    appointmentTime: expected.appointmentTime,
    appointmentWindowStart: expected.appointmentWindowStart,
    appointmentWindowEnd: expected.appointmentWindowEnd,
  });
}
