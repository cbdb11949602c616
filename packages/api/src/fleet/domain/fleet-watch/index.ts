export { availableTruck, bucketFor } from './available-trucks';
export { DEFAULT_MISMATCH_THRESHOLD_MILES, NO_POSITION, truckTrailerMismatch } from './mismatch';
export {
  type CustomerFacility,
  type FacilityIndex,
  formatPlace,
  indexFacilities,
  isCountedAtCustomer,
  trailerAtCustomer,
} from './trailers-at-customer';
