// Code 128 encoder. Labels draw the bars as vector rectangles (crisp at any printer resolution) instead of
// embedding a raster image, so the symbol is computed here; code128.spec.ts checks it bar for bar against bwip-js.

/** Bar/space module widths of symbol values 0..106 (106 = stop, 7 elements). */
const PATTERNS = [
  '212222', '222122', '222221', '121223', '121322', '131222', '122213', '122312', '132212', '221213',
  '221312', '231212', '112232', '122132', '122231', '113222', '123122', '123221', '223211', '221132',
  '221231', '213212', '223112', '312131', '311222', '321122', '321221', '312212', '322112', '322211',
  '212123', '212321', '232121', '111323', '131123', '131321', '112313', '132113', '132311', '211313',
  '231113', '231311', '112133', '112331', '132131', '113123', '113321', '133121', '313121', '211331',
  '231131', '213113', '213311', '213131', '311123', '311321', '331121', '312113', '312311', '332111',
  '314111', '221411', '431111', '111224', '111422', '121124', '121421', '141122', '141221', '112214',
  '112412', '122114', '122411', '142112', '142211', '241211', '221114', '413111', '241112', '134111',
  '111242', '121142', '121241', '114212', '124112', '124211', '411212', '421112', '421211', '212141',
  '214121', '412121', '111143', '111341', '131141', '114113', '114311', '411113', '411311', '113141',
  '114131', '311141', '411131', '211412', '211214', '211232', '2331112',
] as const;

const START_B = 104;
const START_C = 105;
const CODE_B = 100;
const CODE_C = 99;
const STOP = 106;

export function code128Pattern(value: number): string {
  const pattern = PATTERNS[value];
  if (pattern === undefined) throw new RangeError(`No Code 128 symbol ${value}`);
  return pattern;
}

const isDigit = (c: string | undefined): boolean => c !== undefined && c >= '0' && c <= '9';

function digitRun(text: string, from: number): number {
  let end = from;
  while (isDigit(text[end])) end++;
  return end - from;
}

/**
 * Symbol values (start, data, check, stop) for printable ASCII text, switching to code set C for digit runs
 * where that is shorter (4+ digits at either end of the text, 6+ in the middle), like common encoders do.
 */
export function encodeCode128(text: string): number[] {
  if (text.length === 0) throw new RangeError('Code 128 needs at least one character');
  for (const ch of text) {
    const code = ch.charCodeAt(0);
    if (code < 32 || code > 126) throw new RangeError(`Code 128 B/C cannot encode "${ch}"`);
  }
  const values: number[] = [];
  let set: 'B' | 'C' | undefined;
  let i = 0;
  while (i < text.length) {
    const run = digitRun(text, i);
    const atStart = i === 0;
    const reachesEnd = i + run === text.length;
    const worthC = run >= (atStart || reachesEnd ? 4 : 6) || (atStart && reachesEnd && run >= 2 && run % 2 === 0);
    if (worthC) {
      // An odd run leaves its first digit in set B so the pairs line up.
      if (run % 2 === 1) {
        if (set === undefined) values.push(START_B);
        else if (set === 'C') values.push(CODE_B);
        set = 'B';
        values.push(text.charCodeAt(i) - 32);
        i++;
      }
      if (set === undefined) values.push(START_C);
      else if (set === 'B') values.push(CODE_C);
      set = 'C';
      const end = i + (run - (run % 2));
      for (; i < end; i += 2) values.push(Number(text.slice(i, i + 2)));
      continue;
    }
    if (set === undefined) values.push(START_B);
    else if (set === 'C') values.push(CODE_B);
    set = 'B';
    values.push(text.charCodeAt(i) - 32);
    i++;
  }
  let sum = values[0] ?? 0;
  for (let k = 1; k < values.length; k++) sum += (values[k] ?? 0) * k;
  values.push(sum % 103, STOP);
  return values;
}

/** Alternating bar/space widths in modules, starting with a bar (the quiet zones are the caller's). */
export function code128Widths(text: string): number[] {
  return encodeCode128(text).flatMap((v) => [...code128Pattern(v)].map(Number));
}
