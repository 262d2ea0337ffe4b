import { vi } from 'vitest';

/**
 * happy-dom lays nothing out, so a chart's container measures 0. This gives the chart container
 * a size (other elements keep 0); undo with vi.restoreAllMocks().
 */
export function mockChartSize(width: number, height: number): void {
  const isChart = (element: HTMLElement) =>
    element.classList.contains('chart-container') ||
    element.parentElement?.classList.contains('chart-container') === true;
  const original = HTMLElement.prototype.getBoundingClientRect;
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
    this: HTMLElement,
  ) {
    if (!isChart(this)) return original.call(this);
    const rect = { width, height, top: 0, left: 0, right: width, bottom: height, x: 0, y: 0 };
    return { ...rect, toJSON: () => rect } as DOMRect;
  });
  for (const [property, value] of [
    ['clientWidth', width],
    ['offsetWidth', width],
    ['clientHeight', height],
    ['offsetHeight', height],
  ] as const) {
    vi.spyOn(HTMLElement.prototype, property, 'get').mockImplementation(function (
      this: HTMLElement,
    ) {
      return isChart(this) ? value : 0;
    });
  }
}
