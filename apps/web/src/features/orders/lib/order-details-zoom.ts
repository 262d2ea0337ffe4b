import { ZOOM_MAX, ZOOM_MIN, ZOOM_STEP } from '@tailor/shared/constants';

/** The viewer's zoom starts at 100% and moves in steps of 0.5 between 0.5 and 3. */
export const ZOOM_START = 1;

function clampZoom(zoom: number): number {
  // Steps of 0.5 are exact in binary floats, so repeated steps never drift off the grid.
  return Math.min(ZOOM_MAX, Math.max(ZOOM_MIN, zoom));
}

export function zoomIn(zoom: number): number {
  return clampZoom(zoom + ZOOM_STEP);
}

export function zoomOut(zoom: number): number {
  return clampZoom(zoom - ZOOM_STEP);
}

/** The image index `step` places from `index` among `count`, wrapping around both ends. */
export function wrapIndex(index: number, step: number, count: number): number {
  if (count <= 0) return 0;
  return (((index + step) % count) + count) % count;
}
