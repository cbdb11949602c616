export { type City, cityLabel, findCity, loadCities } from './cities';
export { usCitiesQueryOptions, useUsCities } from './use-us-cities';
