import { describe, expect, it } from 'vitest';
import { ZOOM_MAX, ZOOM_MIN } from '@tailor/shared/constants';
import { wrapIndex, ZOOM_START, zoomIn, zoomOut } from './order-details-zoom';

describe('viewer zoom (0.5 to 3, step 0.5, from 1)', () => {
  it('steps by 0.5 up to 3 and stops there', () => {
    const seen = [ZOOM_START];
    for (let i = 0; i < 6; i++) seen.push(zoomIn(seen.at(-1)!));
    expect(seen).toEqual([1, 1.5, 2, 2.5, 3, 3, 3]);
    expect(zoomIn(ZOOM_MAX)).toBe(3);
  });

  it('steps by 0.5 down to 0.5 and stops there', () => {
    expect(zoomOut(1)).toBe(0.5);
    expect(zoomOut(ZOOM_MIN)).toBe(0.5);
    expect(zoomOut(3)).toBe(2.5);
  });
});

describe('wrapIndex', () => {
  it('wraps past either end', () => {
    expect(wrapIndex(0, 1, 3)).toBe(1);
    expect(wrapIndex(2, 1, 3)).toBe(0);
    expect(wrapIndex(0, -1, 3)).toBe(2);
    expect(wrapIndex(1, 0, 1)).toBe(0);
    expect(wrapIndex(5, 0, 0)).toBe(0);
  });
});
