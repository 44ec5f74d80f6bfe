/**
 * Values an attacker or a broken client sends where the contract expects something else: numbers out of every
 * range a database column or a JavaScript array can hold, text that breaks parsers, storage or display, and values
 * of the wrong JSON type.
 */
export const HOSTILE_NUMBERS: readonly unknown[] = [
  9.22e18,
  -9.22e18,
  2 ** 63,
  Number.MAX_SAFE_INTEGER + 2,
  2147483648,
  -2147483649,
  1e308,
  -1,
  0,
  -0,
  0.5,
  4294967295,
];

export const HOSTILE_NUMBER_TEXTS: readonly string[] = [
  'NaN',
  'Infinity',
  '-Infinity',
  '1e999',
  '9223372036854775808',
  '9.22e18',
  '-1',
  '0x10',
  '1_000',
  ' 1',
  '1.',
  '',
];

export const HOSTILE_STRINGS: readonly string[] = [
  '',
  ' ',
  '\u0000',
  'abc\u0000def',
  '\u0001\u0002\u001f\u007f',
  '\r\n\r\n',
  '\t',
  '\u202e\u202d',
  '\ud800',
  '😀'.repeat(64),
  '漢字'.repeat(300),
  'x'.repeat(10_000),
  '%zz',
  '%00',
  '../../../../etc/passwd',
  "' OR 1=1 --",
  '"; DROP TABLE orders; --',
  '<script>alert(1)</script>',
  '${7*7}{{7*7}}',
  '__proto__',
  'constructor',
  'null',
  'undefined',
  'true',
];

export const WRONG_TYPES: readonly unknown[] = [null, true, false, [], [1, 2], {}, { a: 1 }, ['x'], [[[]]], { __proto__: { polluted: 1 } }];

/** Whole JSON bodies that are not what any operation reads. */
export const MALFORMED_JSON_BODIES: readonly string[] = [
  '',
  '{',
  '{"a":',
  '[',
  'null',
  '"text"',
  '123',
  '[]',
  '{"a":1,}',
  "{'a':1}",
  '{"__proto__":{"polluted":true}}',
  '{"constructor":{"prototype":{"polluted":true}}}',
  '\u0000',
  '{"a":"\\ud800"}',
  '[' + '['.repeat(5000) + ']'.repeat(5000) + ']',
  '{"a":1e999}',
  '\ufeff{}',
];

/** Form bodies with keys a bracket-notation parser may turn into arrays or prototype writes. */
export const HOSTILE_FORM_BODIES: readonly string[] = [
  'a[0]=x&a[length]=abc',
  'a[length]=4294967295',
  'a[0]=x&a[99999999]=y',
  '__proto__[x]=1',
  '__proto__.x=1',
  'constructor[prototype][x]=1',
  'a[b][c][d][e][f][g][h][i][j][k][l]=deep',
  'a[]=1&a[]=2&a=3',
  'a=1&a=2&a=3',
  '=&==&&&',
  '%zz=%zz',
  'a%00b=c%00d',
  '[]=1',
  'a[=1',
  'a]=1',
];

export const WRONG_CONTENT_TYPES: readonly string[] = [
  'text/plain',
  'application/xml',
  'application/octet-stream',
  'application/json; charset=utf-7',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'multipart/form-data; boundary=',
  'image/png',
  '*/*',
  'application/json;;;',
];

/** Path segments that are not ids of anything (each is URI-encoded before it goes into the path). */
export const HOSTILE_PATH_VALUES: readonly string[] = [
  '0',
  '-1',
  '9223372036854775808',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  'not-a-uuid',
  'x'.repeat(2000),
  '\u0000',
  '漢字',
  '😀',
  '..',
  '.',
  ' ',
  "' OR 1=1 --",
  'null',
  '__proto__',
  'constructor',
];
