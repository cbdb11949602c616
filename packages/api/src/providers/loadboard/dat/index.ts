export { type BoardDeps, type BoardHttpOptions, DEFAULT_BOARD_HTTP } from './board-http';
export {
  createDatBoard,
  DAT_FREIGHT_URL,
  DAT_IDENTITY_URL,
  DAT_PATHS,
  type DatBoard,
  type DatConfig,
} from './dat-board';
