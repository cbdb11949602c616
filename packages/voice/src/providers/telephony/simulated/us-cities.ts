/**
 * Freight cities the simulated brokers ship from and to, with real coordinates, so that the
 * miles they quote are plausible (great-circle distance times a road factor).
 */
export interface FreightCity {
  cityState: string;
  lat: number;
  lon: number;
}

export const FREIGHT_CITIES: readonly FreightCity[] = [
  { cityState: 'Dallas, TX', lat: 32.7767, lon: -96.797 },
  { cityState: 'Houston, TX', lat: 29.7604, lon: -95.3698 },
  { cityState: 'San Antonio, TX', lat: 29.4241, lon: -98.4936 },
  { cityState: 'Laredo, TX', lat: 27.5306, lon: -99.4803 },
  { cityState: 'El Paso, TX', lat: 31.7619, lon: -106.485 },
  { cityState: 'Atlanta, GA', lat: 33.749, lon: -84.388 },
  { cityState: 'Savannah, GA', lat: 32.0809, lon: -81.0912 },
  { cityState: 'Chicago, IL', lat: 41.8781, lon: -87.6298 },
  { cityState: 'Joliet, IL', lat: 41.525, lon: -88.0817 },
  { cityState: 'Indianapolis, IN', lat: 39.7684, lon: -86.1581 },
  { cityState: 'Columbus, OH', lat: 39.9612, lon: -82.9988 },
  { cityState: 'Cincinnati, OH', lat: 39.1031, lon: -84.512 },
  { cityState: 'Detroit, MI', lat: 42.3314, lon: -83.0458 },
  { cityState: 'Grand Rapids, MI', lat: 42.9634, lon: -85.6681 },
  { cityState: 'Memphis, TN', lat: 35.1495, lon: -90.049 },
  { cityState: 'Nashville, TN', lat: 36.1627, lon: -86.7816 },
  { cityState: 'Louisville, KY', lat: 38.2527, lon: -85.7585 },
  { cityState: 'Charlotte, NC', lat: 35.2271, lon: -80.8431 },
  { cityState: 'Raleigh, NC', lat: 35.7796, lon: -78.6382 },
  { cityState: 'Jacksonville, FL', lat: 30.3322, lon: -81.6557 },
  { cityState: 'Orlando, FL', lat: 28.5383, lon: -81.3792 },
  { cityState: 'Miami, FL', lat: 25.7617, lon: -80.1918 },
  { cityState: 'Lakeland, FL', lat: 28.0395, lon: -81.9498 },
  { cityState: 'Phoenix, AZ', lat: 33.4484, lon: -112.074 },
  { cityState: 'Los Angeles, CA', lat: 34.0522, lon: -118.2437 },
  { cityState: 'Ontario, CA', lat: 34.0633, lon: -117.6509 },
  { cityState: 'Fresno, CA', lat: 36.7378, lon: -119.7871 },
  { cityState: 'Salinas, CA', lat: 36.6777, lon: -121.6555 },
  { cityState: 'Stockton, CA', lat: 37.9577, lon: -121.2908 },
  { cityState: 'Sacramento, CA', lat: 38.5816, lon: -121.4944 },
  { cityState: 'Portland, OR', lat: 45.5152, lon: -122.6784 },
  { cityState: 'Seattle, WA', lat: 47.6062, lon: -122.3321 },
  { cityState: 'Salt Lake City, UT', lat: 40.7608, lon: -111.891 },
  { cityState: 'Denver, CO', lat: 39.7392, lon: -104.9903 },
  { cityState: 'Albuquerque, NM', lat: 35.0844, lon: -106.6504 },
  { cityState: 'Oklahoma City, OK', lat: 35.4676, lon: -97.5164 },
  { cityState: 'Kansas City, MO', lat: 39.0997, lon: -94.5786 },
  { cityState: 'St. Louis, MO', lat: 38.627, lon: -90.1994 },
  { cityState: 'Omaha, NE', lat: 41.2565, lon: -95.9345 },
  { cityState: 'Minneapolis, MN', lat: 44.9778, lon: -93.265 },
  { cityState: 'Milwaukee, WI', lat: 43.0389, lon: -87.9065 },
  { cityState: 'Green Bay, WI', lat: 44.5133, lon: -88.0133 },
  { cityState: 'Des Moines, IA', lat: 41.5868, lon: -93.625 },
  { cityState: 'Little Rock, AR', lat: 34.7465, lon: -92.2896 },
  { cityState: 'New Orleans, LA', lat: 29.9511, lon: -90.0715 },
  { cityState: 'Birmingham, AL', lat: 33.5186, lon: -86.8104 },
  { cityState: 'Pittsburgh, PA', lat: 40.4406, lon: -79.9959 },
  { cityState: 'Harrisburg, PA', lat: 40.2732, lon: -76.8867 },
  { cityState: 'Allentown, PA', lat: 40.6084, lon: -75.4902 },
  { cityState: 'Newark, NJ', lat: 40.7357, lon: -74.1724 },
  { cityState: 'Albany, NY', lat: 42.6526, lon: -73.7562 },
  { cityState: 'Buffalo, NY', lat: 42.8864, lon: -78.8784 },
  { cityState: 'Boston, MA', lat: 42.3601, lon: -71.0589 },
  { cityState: 'Baltimore, MD', lat: 39.2904, lon: -76.6122 },
  { cityState: 'Richmond, VA', lat: 37.5407, lon: -77.436 },
  { cityState: 'Boise, ID', lat: 43.615, lon: -116.2023 },
  { cityState: 'Reno, NV', lat: 39.5296, lon: -119.8138 },
  { cityState: 'Las Vegas, NV', lat: 36.1699, lon: -115.1398 },
];

const ROAD_FACTOR = 1.17;

export function findCity(cityState: string | null | undefined): FreightCity | undefined {
  if (!cityState) return undefined;
  const key = cityState.trim().toLowerCase();
  return FREIGHT_CITIES.find((city) => city.cityState.toLowerCase() === key);
}

/** Road miles between two cities (great circle × road factor), rounded. */
export function roadMiles(a: FreightCity, b: FreightCity): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLon = (b.lon - a.lon) * rad;
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLon / 2) ** 2;
  const km = 2 * 6371 * Math.asin(Math.sqrt(h));
  return Math.round((km / 1.609344) * ROAD_FACTOR);
}
