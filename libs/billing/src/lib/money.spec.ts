import { currencyDecimals, formatMinor, minorToText, parseMinorAmount } from './money';

describe('amounts typed by staff → hundredths of the currency', () => {
  it('takes CNY with up to 2 decimals, exactly', () => {
    expect(parseMinorAmount('1000', 'CNY')).toEqual({ ok: true, minor: 100000 });
    expect(parseMinorAmount(' 123.45 ', 'CNY')).toEqual({ ok: true, minor: 12345 });
    expect(parseMinorAmount('1,000.5', 'CNY')).toEqual({ ok: true, minor: 100050 });
    // 0.29 * 100 is 28.999999999999996 in floating point: the conversion never goes through it.
    expect(parseMinorAmount('0.29', 'CNY')).toEqual({ ok: true, minor: 29 });
  });

  it('refuses more decimals than the currency has instead of rounding (JPY has none)', () => {
    expect(currencyDecimals('JPY')).toBe(0);
    expect(parseMinorAmount('123.45', 'JPY')).toEqual({ ok: false, problem: { kind: 'too-many-decimals', decimals: 0 } });
    expect(parseMinorAmount('123', 'JPY')).toEqual({ ok: true, minor: 12300 });
    expect(parseMinorAmount('500.00', 'JPY')).toEqual({ ok: true, minor: 50000 });
    expect(parseMinorAmount('1.234', 'CNY')).toEqual({ ok: false, problem: { kind: 'too-many-decimals', decimals: 2 } });
  });

  it('refuses 0, a minus without `signed`, text and amounts beyond ten million', () => {
    expect(parseMinorAmount('0', 'CNY')).toEqual({ ok: false, problem: { kind: 'not-positive' } });
    expect(parseMinorAmount('-5', 'CNY')).toEqual({ ok: false, problem: { kind: 'not-positive' } });
    expect(parseMinorAmount('abc', 'CNY')).toEqual({ ok: false, problem: { kind: 'not-a-number' } });
    expect(parseMinorAmount('', 'CNY')).toEqual({ ok: false, problem: { kind: 'not-a-number' } });
    expect(parseMinorAmount('10000000', 'CNY')).toEqual({ ok: true, minor: 1_000_000_000 });
    expect(parseMinorAmount('10000000.01', 'CNY')).toEqual({ ok: false, problem: { kind: 'too-large' } });
    expect(parseMinorAmount('99999999999999999999', 'CNY')).toEqual({ ok: false, problem: { kind: 'too-large' } });
  });

  it('takes either sign for an adjustment, never 0', () => {
    expect(parseMinorAmount('-50', 'CNY', { signed: true })).toEqual({ ok: true, minor: -5000 });
    expect(parseMinorAmount('+12.3', 'CNY', { signed: true })).toEqual({ ok: true, minor: 1230 });
    expect(parseMinorAmount('0.00', 'CNY', { signed: true })).toEqual({ ok: false, problem: { kind: 'zero' } });
    expect(parseMinorAmount('-10000000.01', 'CNY', { signed: true })).toEqual({ ok: false, problem: { kind: 'too-large' } });
  });
});

describe('amounts shown', () => {
  it('writes hundredths in the currency and the language', () => {
    expect(formatMinor(71100, 'CNY', 'zh-Hans')).toBe('¥711.00');
    expect(formatMinor(-71100, 'CNY', 'en')).toBe('-CN¥711.00');
    expect(formatMinor(50000, 'JPY', 'en')).toBe('¥500');
  });

  it('turns hundredths back into what a field starts from', () => {
    expect(minorToText(500000)).toBe('5000');
    expect(minorToText(50050)).toBe('500.5');
    expect(minorToText(12345)).toBe('123.45');
    expect(minorToText(-5)).toBe('-0.05');
  });
});
