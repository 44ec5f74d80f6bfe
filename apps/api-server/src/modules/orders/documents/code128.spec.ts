import bwipjs from 'bwip-js/node';
import { code128Pattern, code128Widths, encodeCode128 } from './code128';

const bwipWidths = (text: string): number[] => {
  const [symbol] = bwipjs.raw('code128', text, '') as Array<{ sbs: number[] }>;
  return symbol?.sbs ?? [];
};

/** Reads bar widths back into text with the pattern table: the scanner's view of the symbol. */
function decode(widths: number[]): string {
  const byPattern = new Map<string, number>();
  for (let v = 0; v <= 106; v++) byPattern.set(code128Pattern(v), v);
  const values: number[] = [];
  for (let i = 0; i < widths.length; ) {
    const size = widths.length - i === 7 ? 7 : 6;
    const value = byPattern.get(widths.slice(i, i + size).join(''));
    if (value === undefined) throw new Error(`unknown symbol at ${i}`);
    values.push(value);
    i += size;
  }
  const check = values.at(-2);
  const data = values.slice(0, -2);
  const sum = data.reduce((acc, v, k) => acc + (k === 0 ? v : v * k), 0);
  if (sum % 103 !== check) throw new Error('bad check digit');
  let set = data[0] === 105 ? 'C' : 'B';
  let text = '';
  for (const v of data.slice(1)) {
    if (v === 99) set = 'C';
    else if (v === 100) set = 'B';
    else text += set === 'C' ? String(v).padStart(2, '0') : String.fromCharCode(v + 32);
  }
  return text;
}

describe('Code 128', () => {
  it('has 11 modules per symbol and 13 for the stop', () => {
    for (let v = 0; v < 106; v++) expect([...code128Pattern(v)].reduce((a, c) => a + Number(c), 0)).toBe(11);
    expect([...code128Pattern(106)].reduce((a, c) => a + Number(c), 0)).toBe(13);
  });

  it('encodes a waybill number with the known symbol values', () => {
    // Start B, F, A, 1, Code C, 00 00 00 19, Code B, C, N, check, stop.
    expect(encodeCode128('FA100000019CN')).toEqual([104, 38, 33, 17, 99, 0, 0, 0, 19, 100, 35, 46, 91, 106]);
  });

  it.each(['FA100000019CN', 'AB123456785CN', 'ABC', 'SHOP-10023', '12345678'])(
    'matches bwip-js bar for bar and decodes back (%s)',
    (text) => {
      const widths = code128Widths(text);
      expect(widths).toEqual(bwipWidths(text));
      expect(decode(widths)).toBe(text);
    },
  );

  it('decodes back where its code-set choice differs from bwip-js (short digit run mid-text)', () => {
    expect(decode(code128Widths('x1234y'))).toBe('x1234y');
    expect(decode(code128Widths('a1234567b'))).toBe('a1234567b');
  });

  it('refuses characters outside printable ASCII', () => {
    expect(() => encodeCode128('运单')).toThrow(RangeError);
    expect(() => encodeCode128('')).toThrow(RangeError);
  });
});
