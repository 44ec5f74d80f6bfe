import { convertMinor, formatRate, parseRate } from './conversion';

// docs/domain/billing.md, "Exchange rates": rates kept exactly as integers ×10^8, conversions rounded once, half up
// (away from zero), to the target currency's smallest unit.

describe('exchange-rate conversion', () => {
  it('keeps a rate exactly and writes it back as recorded', () => {
    expect(parseRate('7.1234')).toBe(712_340_000);
    expect(parseRate('0.13888888')).toBe(13_888_888);
    expect(parseRate('150')).toBe(15_000_000_000);
    expect(formatRate(712_340_000)).toBe('7.1234');
    expect(formatRate(15_000_000_000)).toBe('150');
    expect(formatRate(parseRate('0.00000001') ?? 0)).toBe('0.00000001');
    // 0.1 + 0.2 is no trouble when nothing is a float.
    expect(formatRate((parseRate('0.1') ?? 0) + (parseRate('0.2') ?? 0))).toBe('0.3');
  });

  it('refuses 0, more than 8 decimals, signs and words', () => {
    for (const bad of ['0', '0.00000000', '1.123456789', '-1', '1e3', 'seven', '', '1234567']) expect(parseRate(bad)).toBeUndefined();
  });

  it('example 5: USD 15.37 at 7.12345678 is CNY 109.4875… → 109.49 (half up once)', () => {
    expect(convertMinor(1537, parseRate('7.12345678') ?? 0, 'CNY')).toBe(10_949);
  });

  it('example 6: CNY lines at 0.13888888 to USD, each rounded; their sum is the total', () => {
    const rate = parseRate('0.13888888') ?? 0;
    const lines = [12_000, 51_200, 7_900].map((amount) => convertMinor(amount, rate, 'USD'));
    expect(lines).toEqual([1_667, 7_111, 1_097]);
    expect(lines.reduce((a, b) => a + b, 0)).toBe(9_875);
  });

  it('rounds half up exactly at the half, and away from zero for a negative (discount) line', () => {
    // 0.5 of a cent: 1 hundredth at 0.5 is 0.5 → 1; −1 → −1.
    expect(convertMinor(1, parseRate('0.5') ?? 0, 'CNY')).toBe(1);
    expect(convertMinor(-1, parseRate('0.5') ?? 0, 'CNY')).toBe(-1);
    expect(convertMinor(3, parseRate('0.5') ?? 0, 'CNY')).toBe(2);
    expect(convertMinor(-10_000, parseRate('7.12345678') ?? 0, 'CNY')).toBe(-71_235);
  });

  it('to a currency without cents (JPY) rounds to the whole yen, kept in hundredths', () => {
    // CNY 711.00 at 20.5432 = ¥14,606.2152 → ¥14,606 (1,460,600 hundredths); CNY 0.73 at 20.5432 = ¥14.996… → ¥15.
    expect(convertMinor(71_100, parseRate('20.5432') ?? 0, 'JPY')).toBe(1_460_600);
    expect(convertMinor(73, parseRate('20.5432') ?? 0, 'JPY')).toBe(1_500);
  });

  it('stays exact beyond what a float holds', () => {
    // 1,000,000,000 hundredths at 999,999.99999999: a product of ~10^23, far past 2^53.
    expect(convertMinor(1_000_000_000, parseRate('999999.99999999') ?? 0, 'CNY')).toBe(999_999_999_999_990);
  });
});
