/**
 * Marker artwork shared by the Leaflet and HERE maps: a numbered disc per stop (colour from
 * `map-plan.ts` `stopMarkers`) and the current-position pin. Plain HTML, so both libraries can use
 * it (Leaflet `divIcon`, HERE `DomIcon`).
 */

export const STOP_ICON_SIZE = 26;
export const PIN_SIZE = { width: 28, height: 36 } as const;
/** Where the pin's tip is, from its top-left corner. */
export const PIN_ANCHOR = { x: 14, y: 34 } as const;
export const PIN_COLOR = '#1864ab';

export function stopIconHtml(number: number, color: string): string {
  return `<span style="display:flex;align-items:center;justify-content:center;width:${STOP_ICON_SIZE}px;height:${STOP_ICON_SIZE}px;border-radius:50%;background:${color};color:#fff;font:600 13px system-ui,sans-serif;border:2px solid #fff;box-shadow:0 1px 3px rgba(0,0,0,.4)">${number}</span>`;
}

export const PIN_HTML = `<svg width="${PIN_SIZE.width}" height="${PIN_SIZE.height}" viewBox="0 0 28 36" aria-hidden="true"><path d="M14 35C14 35 27 21 27 13A13 13 0 0 0 1 13C1 21 14 35 14 35Z" fill="${PIN_COLOR}" stroke="#fff" stroke-width="2"/><circle cx="14" cy="13" r="5" fill="#fff"/></svg>`;

/** The pin's title: "Current location: {address, or lat, long}". */
export function pinTitle(current: { address1?: string | null; lat: number; long: number }): string {
  return `Current location: ${current.address1 || `${current.lat}, ${current.long}`}`;
}
