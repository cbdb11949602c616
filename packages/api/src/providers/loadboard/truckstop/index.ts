export {
  createTruckstopBoard,
  TRUCKSTOP_LOAD_SEARCH_URL,
  TRUCKSTOP_SOAP_ACTION,
  type TruckstopConfig,
} from './truckstop-board';
