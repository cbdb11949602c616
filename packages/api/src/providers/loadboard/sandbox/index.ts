export { PERSONA_SUFFIXES, SANDBOX_BROKERS, type SandboxBroker } from './brokers';
export {
  EQUIPMENT_LIMITS,
  LONG_HAUL_RATE_PER_MILE,
  marketRatePerMile,
  SandboxPostings,
} from './postings';
export {
  createSandboxBoard,
  DEFAULT_SANDBOX_SEED,
  DEFAULT_SANDBOX_SIZE,
  SANDBOX_PAGE_SIZE,
  type SandboxAccountBoard,
  type SandboxBoard,
  type SandboxBoardOptions,
} from './sandbox-board';
