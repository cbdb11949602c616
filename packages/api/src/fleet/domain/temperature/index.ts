export {
  classify,
  DEFAULT_MAX_HISTORY_POINTS,
  downsample,
  findExceptions,
  temperatureMonitoring,
} from './temperature';
