import { curveMonotoneX, line } from 'd3-shape';

/** Where a chart draws its marks, in the SVG's pixels. */
export type PlotBox = { left: number; right: number; top: number; bottom: number };

/**
 * Positions of `count` categories across the plot: 'band' gives each an equal slot (bars sit in
 * the middle of theirs), 'point' spreads the points from edge to edge inside `padding` (one point
 * sits in the middle). Answers each category's centre and the slot's width.
 */
export function categoryPositions(
  count: number,
  plot: PlotBox,
  mode: 'band' | 'point',
  padding: { left: number; right: number } = { left: 0, right: 0 },
): { centres: number[]; slot: number } {
  const start = plot.left + padding.left;
  const span = Math.max(0, plot.right - padding.right - start);
  if (count === 0) return { centres: [], slot: 0 };
  if (mode === 'band') {
    const slot = span / count;
    return { centres: Array.from({ length: count }, (_, i) => start + slot * (i + 0.5)), slot };
  }
  if (count === 1) return { centres: [start + span / 2], slot: span };
  const slot = span / (count - 1);
  return { centres: Array.from({ length: count }, (_, i) => start + slot * i), slot };
}

/** The index of the category whose centre is nearest to `x`. */
export function nearestIndex(centres: readonly number[], x: number): number {
  let best = 0;
  for (let i = 1; i < centres.length; i++)
    if (Math.abs(centres[i]! - x) < Math.abs(centres[best]! - x)) best = i;
  return best;
}

/** A rough width of a tick label at `fontSize`, enough to keep labels from running together. */
export function labelWidth(text: string, fontSize: number): number {
  return text.length * fontSize * 0.6;
}

/**
 * Which category labels an axis shows when they do not all fit: the last always, then each one
 * going left that leaves `minGap` pixels to the label after it.
 */
export function visibleTicks(
  centres: readonly number[],
  widths: readonly number[],
  minGap: number,
): boolean[] {
  const shown = centres.map(() => false);
  let limit = Infinity;
  for (let i = centres.length - 1; i >= 0; i--) {
    const half = widths[i]! / 2;
    if (centres[i]! + half + minGap <= limit || limit === Infinity) {
      shown[i] = true;
      limit = centres[i]! - half;
    }
  }
  return shown;
}

const round = (value: number) => Math.round(value * 1000) / 1000;
const point = (x: number, y: number) => `${round(x)},${round(y)}`;

/** A smooth line through the points that never overshoots them, as SVG path data. */
export function monotonePath(points: readonly { x: number; y: number }[]): string {
  return (
    line<{ x: number; y: number }>()
      .x((p) => p.x)
      .y((p) => p.y)
      .curve(curveMonotoneX)
      .digits(3)(points) ?? ''
  );
}

/**
 * A bar from `top` down to `bottom` with its two upper corners rounded by `radius` (less for a
 * bar too short or narrow for it), as SVG path data.
 */
export function topRoundedBar(
  x: number,
  top: number,
  width: number,
  bottom: number,
  radius: number,
): string {
  const r = Math.max(0, Math.min(radius, width / 2, bottom - top));
  return [
    `M${point(x, bottom)}`,
    `L${point(x, top + r)}`,
    `A${r},${r},0,0,1,${point(x + r, top)}`,
    `L${point(x + width - r, top)}`,
    `A${r},${r},0,0,1,${point(x + width, top + r)}`,
    `L${point(x + width, bottom)}`,
    'Z',
  ].join('');
}
