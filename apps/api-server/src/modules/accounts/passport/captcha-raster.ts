// A tiny anti-aliased rasteriser for the captcha: a gradient background, strokes (round-capped thick polylines), dots.
// Strokes are first drawn into a coverage mask and composited once, so the joints of a polyline are not
// painted twice (they would show as darker knots that outline the glyph's skeleton for a solver).

export type Rgb = readonly [number, number, number];
export type Point = readonly [number, number];

export class Bitmap {
  /** RGB floats 0..255, three per pixel (rounded to bytes only at the end). */
  readonly pixels: Float32Array;
  private readonly mask: Float32Array;

  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    this.pixels = new Float32Array(width * height * 3);
    this.mask = new Float32Array(width * height);
  }

  /** A left-to-right gradient between two colours. */
  fillGradient(from: Rgb, to: Rgb): void {
    for (let x = 0; x < this.width; x++) {
      const t = this.width > 1 ? x / (this.width - 1) : 0;
      const r = from[0] + (to[0] - from[0]) * t;
      const g = from[1] + (to[1] - from[1]) * t;
      const b = from[2] + (to[2] - from[2]) * t;
      for (let y = 0; y < this.height; y++) {
        const i = (y * this.width + x) * 3;
        this.pixels[i] = r;
        this.pixels[i + 1] = g;
        this.pixels[i + 2] = b;
      }
    }
  }

  /**
   * Paints `lines` (each a polyline) `lineWidth` wide in `colour` at `opacity`. Scanline by scanline over each
   * segment's bounding box, a pixel's coverage is how far its centre lies inside the segment's capsule, which
   * gives a one-pixel soft edge.
   */
  stroke(lines: readonly (readonly Point[])[], lineWidth: number, colour: Rgb, opacity = 1): void {
    const half = lineWidth / 2;
    let minX = this.width;
    let minY = this.height;
    let maxX = -1;
    let maxY = -1;
    for (const line of lines) {
      for (let k = 0; k + 1 < line.length; k++) {
        const [ax, ay] = line[k] as Point;
        const [bx, by] = line[k + 1] as Point;
        const x0 = Math.max(0, Math.floor(Math.min(ax, bx) - half - 1));
        const x1 = Math.min(this.width - 1, Math.ceil(Math.max(ax, bx) + half + 1));
        const y0 = Math.max(0, Math.floor(Math.min(ay, by) - half - 1));
        const y1 = Math.min(this.height - 1, Math.ceil(Math.max(ay, by) + half + 1));
        if (x0 > x1 || y0 > y1) continue;
        minX = Math.min(minX, x0);
        maxX = Math.max(maxX, x1);
        minY = Math.min(minY, y0);
        maxY = Math.max(maxY, y1);
        const dx = bx - ax;
        const dy = by - ay;
        const lengthSquared = dx * dx + dy * dy || 1e-9;
        for (let y = y0; y <= y1; y++) {
          const py = y + 0.5;
          for (let x = x0; x <= x1; x++) {
            const px = x + 0.5;
            const t = Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / lengthSquared));
            const ex = px - (ax + t * dx);
            const ey = py - (ay + t * dy);
            const coverage = half + 0.5 - Math.sqrt(ex * ex + ey * ey);
            if (coverage <= 0) continue;
            const m = y * this.width + x;
            const c = coverage >= 1 ? 1 : coverage;
            if (c > (this.mask[m] as number)) this.mask[m] = c;
          }
        }
      }
    }
    this.composite(minX, minY, maxX, maxY, colour, opacity);
  }

  /** A filled round dot (a zero-length stroke). */
  dot(x: number, y: number, radius: number, colour: Rgb, opacity = 1): void {
    this.stroke([[[x, y], [x, y]]], radius * 2, colour, opacity);
  }

  private composite(minX: number, minY: number, maxX: number, maxY: number, colour: Rgb, opacity: number): void {
    for (let y = minY; y <= maxY; y++) {
      for (let x = minX; x <= maxX; x++) {
        const m = y * this.width + x;
        const a = (this.mask[m] as number) * opacity;
        this.mask[m] = 0;
        if (a <= 0) continue;
        const i = m * 3;
        const [r, g, b] = colour;
        this.pixels[i] = (this.pixels[i] as number) * (1 - a) + r * a;
        this.pixels[i + 1] = (this.pixels[i + 1] as number) * (1 - a) + g * a;
        this.pixels[i + 2] = (this.pixels[i + 2] as number) * (1 - a) + b * a;
      }
    }
  }

  /**
   * The picture as 8-bit RGB bytes, each channel rounded to a multiple of `step`. Coarser channels make the
   * anti-aliased edges repeat byte patterns that deflate can find: 16 levels (step 17) cut a captcha's PNG from
   * ~7 KB to ~4 KB with no visible loss on a noisy picture.
   */
  toRgb(step = 1): Uint8Array {
    const out = new Uint8Array(this.pixels.length);
    for (let i = 0; i < out.length; i++) {
      const value = Math.max(0, Math.min(255, this.pixels[i] as number));
      out[i] = Math.min(255, Math.round(value / step) * step);
    }
    return out;
  }
}
