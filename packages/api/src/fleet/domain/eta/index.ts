export { clockAsOf } from './clock-now';
export { futureAvailableHours } from './future-hours';
export { legalTimeStatus } from './legal-time-status';
export { type EtaInput, type HosClocksInput, projectEta } from './project-eta';
