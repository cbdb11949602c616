export type MapLayer = 'normal' | 'satellite';

/**
 * The HERE key, when the build has one. Without it the map is the offline basemap only, which has
 * no satellite imagery, so the normal/satellite toggle is not offered.
 */
export function hereApiKey(): string | undefined {
  const key = import.meta.env.VITE_HERE_API_KEY as string | undefined;
  return key?.trim() ? key.trim() : undefined;
}

/** HERE Raster Tile API v3: the normal map or satellite imagery. */
export function hereTileUrl(layer: MapLayer, apiKey: string): string {
  const style = layer === 'satellite' ? 'satellite.day' : 'explore.day';
  const format = layer === 'satellite' ? 'jpeg' : 'png8';
  return `https://maps.hereapi.com/v3/base/mc/{z}/{x}/{y}/${format}?style=${style}&apiKey=${encodeURIComponent(apiKey)}`;
}
