/**
 * The Load Record forms of the confirm screen (document 2 §5 "Load record form"): pure
 * controlled components, value in, onChange out. See README.md for the decisions.
 */
export { LOW_CONFIDENCE_HINT, LOW_CONFIDENCE_THRESHOLD } from './confidence';
export { ditatConfidence } from './ditat-confidence';
export { DitatLoadForm, type DitatLoadFormProps } from './ditat-load-form';
export {
  type DitatLoadFormValue,
  emptyDitatValue,
  emptyLoadRecord,
  emptyStop,
  newDitatAppointment,
} from './empty';
export { GenericLoadForm, type GenericLoadFormProps } from './generic-load-form';
export { closestOption } from './snap';
export { TimeInput, type TimeInputProps } from './time-input';
