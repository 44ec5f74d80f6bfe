import { formatMoney } from './money';

describe('formatMoney', () => {
  it("writes an amount in the language's way, with its currency", () => {
    expect(formatMoney(125, 'USD', 'en')).toBe('$125.00');
    expect(formatMoney(125, 'USD', 'zh-Hans')).toBe('US$125.00');
    expect(formatMoney(8.5, 'CNY', 'zh-Hans')).toBe('¥8.50');
  });
});
