import type { PathCommand } from '../../../pdf/label-font';
import { OutlineRaster } from './outline-raster';
import { dotAt, inkOf } from '../testing/zpl-graphics';

/** A rectangle's contour in font units (y up), counter-clockwise or clockwise. */
function rect(x0: number, y0: number, x1: number, y1: number, clockwise = false): PathCommand[] {
  const corners = [
    [x0, y0],
    [x1, y0],
    [x1, y1],
    [x0, y1],
  ];
  if (clockwise) corners.reverse();
  return [
    { command: 'moveTo', args: corners[0] ?? [] },
    ...corners.slice(1).map((args) => ({ command: 'lineTo', args })),
    { command: 'closePath', args: [] },
  ];
}

/** Fills an outline of these contours on a `size` × `size` raster, font units = dots, the baseline at the bottom. */
function fill(size: number, ...contours: PathCommand[][]) {
  const raster = new OutlineRaster(size, size);
  raster.addPath(contours.flat(), 0, size, 1);
  return raster.toBitmap();
}

describe('OutlineRaster', () => {
  it('fills a square on whole dots exactly, y up in the font becoming y down on the label', () => {
    const b = fill(16, rect(2, 2, 12, 12));
    expect(inkOf(b)).toBe(100);
    expect(b).toMatchObject({ width: 16, height: 16, bytesPerRow: 2 });
    // Font y 2…12 over a baseline 16 dots down: rows 4…13.
    expect([dotAt(b, 2, 4), dotAt(b, 11, 13)]).toEqual([true, true]);
    expect([dotAt(b, 1, 4), dotAt(b, 12, 4), dotAt(b, 4, 3), dotAt(b, 4, 14)]).toEqual([false, false, false, false]);
  });

  it('follows the nonzero rule: a contour the other way round is a hole, the same way round is not', () => {
    expect(inkOf(fill(16, rect(2, 2, 12, 12), rect(5, 5, 9, 9, true)))).toBe(100 - 16);
    expect(inkOf(fill(16, rect(2, 2, 12, 12), rect(5, 5, 9, 9)))).toBe(100);
  });

  it('prints a dot from 35 % ink up, so thin strokes straddling two dots do not vanish', () => {
    expect(inkOf(fill(8, rect(0, 0, 1.3, 8)))).toBe(8);
    expect(inkOf(fill(8, rect(0, 0, 1.4, 8)))).toBe(16);
    // A 0.8-dot stroke split evenly over two columns prints as both.
    expect(inkOf(fill(8, rect(0.6, 0, 1.4, 8)))).toBe(16);
  });

  it('adds coverage: two outlines half covering the same dots ink them, one alone does not', () => {
    const half = new OutlineRaster(4, 4);
    half.addPath(rect(0, 0, 4, 0.3), 0, 4, 1);
    expect(inkOf(half.toBitmap())).toBe(0);
    const glyph = new OutlineRaster(4, 1);
    glyph.addPath(rect(0, 0, 4, 0.3), 0, 1, 1);
    half.addRaster(glyph, 0, 3);
    expect(inkOf(half.toBitmap())).toBe(4);
  });

  it('flattens curves: a circle of cubic Béziers and a parabola of a quadratic fill their areas', () => {
    const [r, cx, cy, k] = [20, 25, 25, 0.5523 * 20];
    const circle: PathCommand[] = [
      { command: 'moveTo', args: [cx + r, cy] },
      { command: 'bezierCurveTo', args: [cx + r, cy + k, cx + k, cy + r, cx, cy + r] },
      { command: 'bezierCurveTo', args: [cx - k, cy + r, cx - r, cy + k, cx - r, cy] },
      { command: 'bezierCurveTo', args: [cx - r, cy - k, cx - k, cy - r, cx, cy - r] },
      { command: 'bezierCurveTo', args: [cx + k, cy - r, cx + r, cy - k, cx + r, cy] },
      { command: 'closePath', args: [] },
    ];
    expect(Math.abs(inkOf(fill(50, circle)) - Math.PI * r * r) / (Math.PI * r * r)).toBeLessThan(0.02);
    // Under the parabola from (0, 0) through control (20, 40) to (40, 0): ⅔ × 40 × 20.
    const parabola: PathCommand[] = [
      { command: 'moveTo', args: [0, 0] },
      { command: 'quadraticCurveTo', args: [20, 40, 40, 0] },
    ];
    expect(Math.abs(inkOf(fill(40, parabola)) - (2 / 3) * 40 * 20)).toBeLessThan(12);
  });
});
