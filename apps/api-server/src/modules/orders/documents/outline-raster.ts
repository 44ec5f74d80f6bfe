import type { PathCommand } from '../../../pdf/label-font';

/**
 * A 1-bit bitmap as ZPL's ^GF takes it: rows of `bytesPerRow` bytes, most significant bit first, 1 = a dot printed.
 */
export interface Bitmap {
  width: number;
  height: number;
  bytesPerRow: number;
  bits: Uint8Array;
}


// Rows are sampled at 4 heights and spans cover columns exactly, so a dot's coverage is within 1/8 of its area.
const SUBROWS = 4;
/**
 * A dot prints when at least this share of it is ink. Below ½ so that the CJK font's thinnest strokes (~1 dot wide
 * at the label's smaller sizes), which may straddle two rows, still print: a thermal printer cannot print grey.
 */
const INK_SHARE = 0.35;
/** Curves are cut into segments of about this many dots. */
const SEGMENT = 1.5;

type Point = [number, number];

interface Edge {
  x0: number;
  y0: number;
  /** dx/dy */
  slope: number;
  y1: number;
  /** +1 going down, -1 going up. */
  winding: number;
}

/**
 * How much of each dot outlines cover (nonzero winding, as OpenType asks), made a 1-bit bitmap at the end: the
 * server-side rendering of text the printer's own font cannot print.
 */
export class OutlineRaster {
  /** Covered share of each dot, row by row (more than 1 where outlines overlap). */
  readonly coverage: Float32Array;

  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    this.coverage = new Float32Array(width * height);
  }

  /** Fills an outline in font units, its origin at (`x`, `baseline`) dots, `scale` dots per unit. */
  addPath(commands: readonly PathCommand[], x: number, baseline: number, scale: number): void {
    this.fill(flatten(commands, (ux, uy) => [x + ux * scale, baseline - uy * scale]));
  }

  /** Adds another raster's coverage with its top left at (`x`, `y`) dots. */
  addRaster(other: OutlineRaster, x: number, y: number): void {
    for (let row = Math.max(0, -y); row < other.height && row + y < this.height; row++) {
      for (let col = Math.max(0, -x); col < other.width && col + x < this.width; col++) {
        const at = (row + y) * this.width + col + x;
        this.coverage[at] = (this.coverage[at] ?? 0) + (other.coverage[row * other.width + col] ?? 0);
      }
    }
  }

  toBitmap(): Bitmap {
    const { width, height, coverage } = this;
    const bytesPerRow = Math.ceil(width / 8);
    const bits = new Uint8Array(bytesPerRow * height);
    for (let row = 0; row < height; row++) {
      for (let col = 0; col < width; col++) {
        const at = row * bytesPerRow + (col >> 3);
        if ((coverage[row * width + col] ?? 0) >= INK_SHARE) bits[at] = (bits[at] ?? 0) | (0x80 >> (col & 7));
      }
    }
    return { width, height, bytesPerRow, bits };
  }

  /** Scanline fill: each sub-row, sampled at its middle, crosses the edges spanning it; winding ≠ 0 between is ink. */
  private fill(edges: readonly Edge[]): void {
    const count = this.height * SUBROWS;
    const bySubrow = new Map<number, Edge[]>();
    for (const e of edges) {
      const last = Math.min(count - 1, Math.ceil(e.y1 * SUBROWS - 0.5) - 1);
      for (let k = Math.max(0, Math.ceil(e.y0 * SUBROWS - 0.5)); k <= last; k++) {
        const list = bySubrow.get(k);
        if (list) list.push(e);
        else bySubrow.set(k, [e]);
      }
    }
    const crossings: { x: number; winding: number }[] = [];
    for (const [k, list] of bySubrow) {
      const y = (k + 0.5) / SUBROWS;
      const row = this.coverage.subarray(Math.floor(k / SUBROWS) * this.width, (Math.floor(k / SUBROWS) + 1) * this.width);
      crossings.length = 0;
      for (const e of list) crossings.push({ x: e.x0 + (y - e.y0) * e.slope, winding: e.winding });
      crossings.sort((a, b) => a.x - b.x);
      let winding = 0;
      let from = 0;
      for (const { x, winding: w } of crossings) {
        if (winding !== 0) cover(row, from, x);
        winding += w;
        from = x;
      }
    }
  }
}

/** Adds the covered share of each column of [a, b) on one sub-row. */
function cover(row: Float32Array, a: number, b: number): void {
  const from = Math.max(0, a);
  const to = Math.min(row.length, b);
  if (to <= from) return;
  const add = (col: number, share: number) => (row[col] = (row[col] ?? 0) + share / SUBROWS);
  const first = Math.floor(from);
  const last = Math.floor(to);
  if (first === last) {
    add(first, to - from);
    return;
  }
  add(first, first + 1 - from);
  for (let col = first + 1; col < last; col++) add(col, 1);
  if (last < row.length) add(last, to - last);
}

/** The outline's contours as edges in dots, curves cut into segments, every contour closed. */
function flatten(commands: readonly PathCommand[], at: (ux: number, uy: number) => Point): Edge[] {
  const edges: Edge[] = [];
  const edge = ([x0, y0]: Point, [x1, y1]: Point) => {
    if (y0 < y1) edges.push({ x0, y0, slope: (x1 - x0) / (y1 - y0), y1, winding: 1 });
    else if (y0 > y1) edges.push({ x0: x1, y0: y1, slope: (x0 - x1) / (y0 - y1), y1: y0, winding: -1 });
  };
  let start: Point = [0, 0];
  let current: Point = [0, 0];
  const to = (next: Point) => {
    edge(current, next);
    current = next;
  };
  const point = (args: number[], i: number): Point => at(args[i] ?? 0, args[i + 1] ?? 0);
  for (const { command, args } of commands) {
    const p = current;
    if (command === 'moveTo') {
      edge(current, start); // an open contour is closed, as the fill rule assumes
      start = current = point(args, 0);
    } else if (command === 'lineTo') {
      to(point(args, 0));
    } else if (command === 'quadraticCurveTo') {
      const [c, e] = [point(args, 0), point(args, 2)];
      for (const t of steps(p, c, e)) to(bezier([p, c, e], t));
    } else if (command === 'bezierCurveTo') {
      const [c1, c2, e] = [point(args, 0), point(args, 2), point(args, 4)];
      for (const t of steps(p, c1, c2, e)) to(bezier([p, c1, c2, e], t));
    } else if (command === 'closePath') {
      to(start);
    }
  }
  edge(current, start);
  return edges;
}

/** The parameters 1/n … 1 of a curve cut into segments of about SEGMENT dots (its control polygon's length). */
function steps(...points: Point[]): number[] {
  let length = 0;
  for (let i = 1; i < points.length; i++) {
    const [ax, ay] = points[i - 1] ?? [0, 0];
    const [bx, by] = points[i] ?? [0, 0];
    length += Math.hypot(bx - ax, by - ay);
  }
  const n = Math.min(64, Math.max(1, Math.ceil(length / SEGMENT)));
  return Array.from({ length: n }, (_, i) => (i + 1) / n);
}

/** The point at `t` of a Bézier curve of any degree (de Casteljau). */
function bezier(points: Point[], t: number): Point {
  let level = points;
  while (level.length > 1) level = level.slice(1).map(([x, y], i) => [(level[i]?.[0] ?? 0) * (1 - t) + x * t, (level[i]?.[1] ?? 0) * (1 - t) + y * t]);
  return level[0] ?? [0, 0];
}
