import { PDF_ZOOM } from '@fleet/contracts';

/** Zoom is kept in whole percent so that ten 10 % steps never drift (0.1 is not exact in binary). */
export const ZOOM_MIN = Math.round(PDF_ZOOM.min * 100);
export const ZOOM_MAX = Math.round(PDF_ZOOM.max * 100);
export const ZOOM_STEP = Math.round(PDF_ZOOM.step * 100);

/** §9: 50 % to 200 % in 10 % steps. */
export function stepZoom(percent: number, direction: 1 | -1): number {
  return Math.min(ZOOM_MAX, Math.max(ZOOM_MIN, percent + direction * ZOOM_STEP));
}
