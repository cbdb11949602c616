import cityTimezones from 'city-timezones';
import type { GeoPoint } from '../../../fleet/domain/model';
import { compass, distanceMiles } from './geo';

export interface City extends GeoPoint {
  name: string;
  /** Two-letter state code. */
  state: string;
  population: number;
  timezone: string;
  /** Real ZIP codes of the city (its main or downtown post office), for facility addresses. */
  zips: readonly string[];
}

/**
 * A real ZIP code per city of the dataset (city-timezones has none), keyed "Name|ST". Every city
 * the filter below keeps must be here: loading fails otherwise, so a package update that adds a
 * city cannot give it a ZIP from some other place.
 */
export const CITY_ZIPS: Readonly<Record<string, readonly string[]>> = {
  'New York|NY': ['10001'],
  'Los Angeles|CA': ['90012'],
  'Chicago|IL': ['60601'],
  'Houston|TX': ['77002'],
  'Philadelphia|PA': ['19103'],
  'Dallas|TX': ['75201'],
  'Miami|FL': ['33130'],
  'Boston|MA': ['02108'],
  'Detroit|MI': ['48226'],
  'Atlanta|GA': ['30303'],
  'Washington|DC': ['20001'],
  'Phoenix|AZ': ['85004'],
  'San Francisco|CA': ['94103'],
  'San Diego|CA': ['92101'],
  'Denver|CO': ['80202'],
  'Seattle|WA': ['98101'],
  'Irvine|CA': ['92614'],
  'Pittsburgh|PA': ['15222'],
  'Minneapolis|MN': ['55401'],
  'Baltimore|MD': ['21202'],
  'San Antonio|TX': ['78205'],
  'Tampa|FL': ['33602'],
  'San Jose|CA': ['95113'],
  'St. Louis|MO': ['63101'],
  'Long Beach|CA': ['90802'],
  'Portland|OR': ['97204'],
  'Cleveland|OH': ['44113'],
  'Las Vegas|NV': ['89101'],
  'Indianapolis|IN': ['46204'],
  'Fort Lauderdale|FL': ['33301'],
  'Ft. Worth|TX': ['76102'],
  'Sacramento|CA': ['95814'],
  'Columbus|OH': ['43215'],
  'Milwaukee|WI': ['53202'],
  'San Bernardino|CA': ['92401'],
  'Cincinnati|OH': ['45202'],
  'Kansas City|MO': ['64106'],
  'Oakland|CA': ['94612'],
  'Charlotte|NC': ['28202'],
  'Austin|TX': ['78701'],
  'Jacksonville|FL': ['32202'],
  'Virginia Beach|VA': ['23451'],
  'Raleigh|NC': ['27601'],
  'Orlando|FL': ['32801'],
  'Mesa|AZ': ['85201'],
  'Memphis|TN': ['38103'],
  'Albuquerque|NM': ['87102'],
  'New Haven|CT': ['06510'],
  'Nashville|TN': ['37203'],
  'West Palm Beach|FL': ['33401'],
  'Tucson|AZ': ['85701'],
  'Birmingham|AL': ['35203'],
  'Tulsa|OK': ['74103'],
  'Providence|RI': ['02903'],
  'Oklahoma City|OK': ['73102'],
  'El Paso|TX': ['79901'],
  'Buffalo|NY': ['14202'],
  'Norfolk|VA': ['23510'],
  'Omaha|NE': ['68102'],
  'Louisville|KY': ['40202'],
  'Bridgeport|CT': ['06604'],
  'Salt Lake City|UT': ['84101'],
  'Richmond|VA': ['23219'],
  'Arlington|TX': ['76010'],
  'Fresno|CA': ['93721'],
  'New Orleans|LA': ['70112'],
  'St. Petersburg|FL': ['33701'],
  'Hartford|CT': ['06103'],
  'St. Paul|MN': ['55101'],
  'Stockton|CA': ['95202'],
  'Albany|NY': ['12207'],
  'Rochester|NY': ['14604'],
  'Dayton|OH': ['45402'],
  'Tacoma|WA': ['98402'],
  'Akron|OH': ['44308'],
  'Stamford|CT': ['06901'],
  'Aurora|CO': ['80010'],
  'Colorado Springs|CO': ['80903'],
  'Knoxville|TN': ['37902'],
  'Lowell|MA': ['01852'],
  'Syracuse|NY': ['13202'],
  'Oceanside|CA': ['92054'],
  'Pasadena|TX': ['77506'],
  'Toledo|OH': ['43604'],
  'Wichita|KS': ['67202'],
  'Bakersfield|CA': ['93301'],
  'Glendale|AZ': ['85301'],
  'Joliet|IL': ['60432'],
  'Grand Rapids|MI': ['49503'],
  'San Mateo|CA': ['94401'],
  'Vancouver|WA': ['98660'],
  'Gary|IN': ['46402'],
  'Kansas City|KS': ['66101'],
  'Laredo|TX': ['78040'],
  'Baton Rouge|LA': ['70801'],
  'Sarasota|FL': ['34236'],
  'Covington|KY': ['41011'],
  'Greensboro|NC': ['27401'],
  'Allentown|PA': ['18101'],
  'Berkeley|CA': ['94704'],
  'Riverside|CA': ['92501'],
  'Everett|WA': ['98201'],
  'Harrisburg|PA': ['17101'],
  'Springfield|MA': ['01103'],
  'Des Moines|IA': ['50309'],
  'Newark|NJ': ['07102'],
  'Madison|WI': ['53703'],
  'Aurora|IL': ['60505'],
  'Spokane|WA': ['99201'],
  'Metairie|LA': ['70001'],
  'Modesto|CA': ['95354'],
  'Reno|NV': ['89501'],
  'Fort Wayne|IN': ['46802'],
  'Columbia|SC': ['29201'],
  'Durham|NC': ['27701'],
  'Hampton|VA': ['23669'],
  'Charleston|SC': ['29401'],
  'Corpus Christi|TX': ['78401'],
  'Miami Beach|FL': ['33139'],
  'Lexington|KY': ['40507'],
  'Columbia|MO': ['65201'],
  'Lincoln|NE': ['68508'],
  'Elgin|IL': ['60120'],
  'McAllen|TX': ['78501'],
  'Boise|ID': ['83702'],
  'Winston-Salem|NC': ['27101'],
  'Worcester|MA': ['01608'],
  'Provo|UT': ['84601'],
  'Ogden|UT': ['84401'],
  'Little Rock|AR': ['72201'],
  'Lancaster|CA': ['93534'],
  'Trenton|NJ': ['08608'],
  'Shreveport|LA': ['71101'],
  'Mobile|AL': ['36602'],
  'Palm Springs|CA': ['92262'],
  'Jackson|MS': ['39201'],
  'St. Charles|MO': ['63301'],
  'Lubbock|TX': ['79401'],
  'Evanston|IL': ['60201'],
  'Lancaster|PA': ['17602'],
  'Chattanooga|TN': ['37402'],
  'Flint|MI': ['48502'],
  'Rockford|IL': ['61101'],
  'Greenville|SC': ['29601'],
  'Columbus|GA': ['31901'],
  'Lansing|MI': ['48933'],
  'Eugene|OR': ['97401'],
  'Youngstown|OH': ['44503'],
  'Montgomery|AL': ['36104'],
  'Santa Rosa|CA': ['95401'],
  'Ann Arbor|MI': ['48104'],
  'Sanford|FL': ['32771'],
  'Salem|MA': ['01970'],
  'Salem|OR': ['97301'],
  'Tallahassee|FL': ['32301'],
  'Coral Springs|FL': ['33065'],
  'Huntsville|AL': ['35801'],
  'Fayetteville|NC': ['28301'],
  'Springfield|MO': ['65806'],
  'Fort Collins|CO': ['80521'],
  'Amarillo|TX': ['79101'],
  'Davenport|IA': ['52801'],
  'Brownsville|TX': ['78520'],
  'Waterbury|CT': ['06702'],
  'South Bend|IN': ['46601'],
  'Melbourne|FL': ['32901'],
  'Canton|OH': ['44702'],
  'Barlett|TN': ['38133'],
  'Waukesha|WI': ['53186'],
  'Gainesville|FL': ['32601'],
  'Lakeville|MN': ['55044'],
  'Savannah|GA': ['31401'],
  'Manchester|NH': ['03101'],
  'Augusta|GA': ['30901'],
  'Salinas|CA': ['93901'],
  'Paterson|NJ': ['07501'],
  'Green Bay|WI': ['54301'],
  'Cedar Rapids|IA': ['52401'],
  'Sioux Falls|SD': ['57104'],
  'Pensacola|FL': ['32502'],
  'Evansville|IN': ['47708'],
  'Roanoke|VA': ['24011'],
  'Pasadena|CA': ['91101'],
  'Kissimmee|FL': ['34741'],
  'Waukegan|IL': ['60085'],
  'Waco|TX': ['76701'],
  'Peoria|IL': ['61602'],
  'Naples|FL': ['34102'],
  'Daytona Beach|FL': ['32114'],
  'Erie|PA': ['16501'],
  'Denton|TX': ['76201'],
  'Appleton|WI': ['54911'],
  'Lafayette|LA': ['70501'],
  'Santa Barbara|CA': ['93101'],
  'Vallejo|CA': ['94590'],
  'Fort Pierce|FL': ['34950'],
  'Independence|MO': ['64050'],
  'York|PA': ['17401'],
  'Kalamazoo|MI': ['49007'],
  'Fargo|ND': ['58102'],
  'Alexandria|VA': ['22314'],
  'Wilmington|NC': ['28401'],
  'Topeka|KS': ['66603'],
  'Springfield|IL': ['62701'],
  'Clarksville|TN': ['37040'],
  'Ft. Myers|FL': ['33901'],
  'Killeen|TX': ['76541'],
  'College Station|TX': ['77840'],
  'Niagara Falls|NY': ['14301'],
  'Cape Coral|FL': ['33904'],
  'Wilmington|DE': ['19801'],
  'New Bedford|MA': ['02740'],
  'Scranton|PA': ['18503'],
  'Visalia|CA': ['93291'],
  'Edinburg|TX': ['78539'],
  'Norman|OK': ['73069'],
  'Fayetteville|AR': ['72701'],
  'Pueblo|CO': ['81003'],
  'Bryan|TX': ['77803'],
  'Abilene|TX': ['79601'],
  'Beaumont|TX': ['77701'],
  'Boulder|CO': ['80302'],
  'Greeley|CO': ['80631'],
  'Asheville|NC': ['28801'],
  'Racine|WI': ['53403'],
  'Macon|GA': ['31201'],
  'Schenectady|NY': ['12305'],
  'National City|CA': ['91950'],
  'Rochester|MN': ['55901'],
  'Billings|MT': ['59101'],
  'Rock Island|IL': ['61201'],
  'Tyler|TX': ['75701'],
  'Santa Cruz|CA': ['95060'],
  'Olympia|WA': ['98501'],
  'Poughkeepsie|NY': ['12601'],
  'Tuscaloosa|AL': ['35401'],
  'Elkhart|IN': ['46514'],
  'Murfreesboro|TN': ['37130'],
};

/** Cities smaller than this are left out: big enough to have freight facilities and truck stops. */
export const MIN_CITY_POPULATION = 100_000;

/** Zones outside the contiguous US: a truck cannot drive there. */
const OFF_ROAD_ZONES = new Set(['Pacific/Honolulu', 'America/Anchorage']);

function loadCities(): City[] {
  const seen = new Set<string>();
  const out: City[] = [];
  for (const c of cityTimezones.cityMapping) {
    if (c.iso2 !== 'US' || c.pop < MIN_CITY_POPULATION || OFF_ROAD_ZONES.has(c.timezone)) continue;
    // The package gives District of Columbia no state_ansi.
    const state = c.state_ansi || (c.province === 'District of Columbia' ? 'DC' : '');
    const name = c.city.replace(/, D\.C\.$/, '');
    const key = `${name}|${state}`;
    if (!state || seen.has(key)) continue;
    seen.add(key);
    const zips = CITY_ZIPS[key];
    if (!zips) throw new Error(`No ZIP code known for ${key}`);
    out.push({
      name,
      state,
      lat: c.lat,
      lng: c.lng,
      population: Math.round(c.pop),
      timezone: c.timezone,
      zips,
    });
  }
  // A stable order independent of the package's, so seeded picks do not shift between releases.
  return out.sort((a, b) => b.population - a.population || a.name.localeCompare(b.name));
}

/** US cities in the contiguous states, largest first. */
export const US_CITIES: readonly City[] = loadCities();

/** Running totals of sqrt(population): picks favour big cities without drowning small ones. */
export const CITY_WEIGHTS: readonly number[] = (() => {
  let total = 0;
  return US_CITIES.map((c) => {
    total += Math.sqrt(c.population);
    return total;
  });
})();

const nearestMemo = new Map<number, City>();

/** The nearest city to a point (memoised per 0.05° cell, which is well under city spacing). */
export function nearestCity(p: GeoPoint): City {
  const key = Math.round(p.lat * 20) * 100_000 + Math.round(p.lng * 20);
  const memo = nearestMemo.get(key);
  if (memo) return memo;
  let best = US_CITIES[0]!;
  let bestMiles = Number.POSITIVE_INFINITY;
  for (const city of US_CITIES) {
    const miles = distanceMiles(p, city);
    if (miles < bestMiles) {
      best = city;
      bestMiles = miles;
    }
  }
  nearestMemo.set(key, best);
  return best;
}

/** "near Amarillo, TX" within 15 miles of a city, else "42 mi NE of Amarillo, TX". */
export function describeLocation(p: GeoPoint): string {
  const city = nearestCity(p);
  const miles = distanceMiles(city, p);
  if (miles < 15) return `near ${city.name}, ${city.state}`;
  return `${Math.round(miles)} mi ${compass(city, p)} of ${city.name}, ${city.state}`;
}
