export { US_CITIES } from './cities';
export { DEFAULT_FLEET_SIZE, type FleetSize } from './fleet-plan';
export { createFleetSimulator, type FleetSimulator, type SimulatorOptions } from './simulator';
export { APP_REPORT_HISTORY_DAYS } from './world';
