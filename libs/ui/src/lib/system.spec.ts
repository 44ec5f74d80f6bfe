import { system } from './system';

// WCAG 2.x contrast of the colour pairs the Chakra recipes draw a palette's badges (and solid buttons) with, read from
// the product's system in light mode (the apps' only mode): a solid badge is `<palette>.contrast` on
// `<palette>.solid`, a subtle one `<palette>.fg` on `<palette>.subtle`. Badges are 12 px text: AA asks 4.5:1.

const NAMED: Record<string, string> = { white: '#ffffff', black: '#000000' };

/** The hex value of a colour token in light mode, following semantic tokens (`{colors.green.600}`) to the palette. */
function lightHex(name: string): string {
  const token = system.tokens.getByName(`colors.${name}`);
  if (!token) throw new Error(`no colour token ${name}`);
  const conditions = token.extensions.conditions as Record<string, string> | undefined;
  const raw = conditions ? (conditions['_light'] ?? conditions['base'] ?? '') : String(token.originalValue || token.value);
  const reference = /^\{colors\.(.+)\}$/.exec(raw);
  if (reference?.[1]) return lightHex(reference[1]);
  return NAMED[raw] ?? raw;
}

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16) / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(lightHex(a)), luminance(lightHex(b))].sort((x, y) => y - x);
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
}

// Every palette a badge or a status colour of the apps uses (success green, error red, warning orange, info gray and
// blue, the brand).
const PALETTES = ['green', 'red', 'orange', 'gray', 'blue', 'brand'];

describe('badge colours (issue 27: scan and batch results failed contrast)', () => {
  it.each(PALETTES)('%s: solid badges meet 4.5:1', (palette) => {
    expect(contrast(`${palette}.contrast`, `${palette}.solid`)).toBeGreaterThanOrEqual(4.5);
  });

  it.each(PALETTES)('%s: subtle badges meet 4.5:1', (palette) => {
    expect(contrast(`${palette}.fg`, `${palette}.subtle`)).toBeGreaterThanOrEqual(4.5);
  });

  it('reads the ratio as axe does (white on #16a34a is the reported 3.29:1)', () => {
    expect(contrast('white', 'green.600')).toBeCloseTo(3.3, 1);
  });
});
