import { stripScripts } from './html-guard';

describe('stripScripts', () => {
  it.each([
    ['<p>a</p><script>alert(1)</script><p>b</p>', '<p>a</p><p>b</p>'],
    ['<SCRIPT type="module">x</SCRIPT >', ''],
    ['<p>a</p><script src="evil.js">', '<p>a</p>'],
    ['<scr<script>x</script>ipt>alert(1)</script>', 'alert(1)'],
    ['<p>description of a script tag</p>', '<p>description of a script tag</p>'],
  ])('%s', (input, expected) => {
    expect(stripScripts(input)).toBe(expected);
  });
});
