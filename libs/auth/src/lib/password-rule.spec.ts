import { meetsPasswordRule } from './password-rule';

describe('the password rule', () => {
  it.each([
    ['Harbour2027', true],
    ['港口密码2027', true],
    ['abcdefg1', true],
    ['abcdef1', false], // 7 characters
    ['abcdefgh', false], // no digit
    ['12345678', false], // no letter
    [`a${'1'.repeat(63)}`, true], // 64
    [`a${'1'.repeat(64)}`, false], // 65
  ])('%s → %s', (value, expected) => {
    expect(meetsPasswordRule(value)).toBe(expected);
  });
});
