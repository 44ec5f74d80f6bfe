/** @jest-environment node */
import { mergeClassRules, selectorSpecificity } from './merge-class-rules';

describe('mergeClassRules', () => {
  it('writes a rule several classes repeat once, where it first stood, its classes in one :is()', () => {
    const css =
      '.css-a{color:red;}@layer recipes{.css-a{display:flex;}.css-a:is(:hover, [data-hover]){color:blue;}}' +
      '.css-b{margin:0;}@layer recipes{.css-b{display:flex;}.css-b:is(:hover, [data-hover]){color:blue;}}';
    expect(mergeClassRules(css)).toBe(
      '.css-a{color:red;}@layer recipes{:is(.css-a,.css-b){display:flex;}:is(.css-a,.css-b):is(:hover, [data-hover]){color:blue;}}.css-b{margin:0;}',
    );
  });

  it('keeps a copy in place when an earlier rule of its class and layer sets the same property at the same specificity', () => {
    // An element both hovered and focused: the later of the two rules wins, so `:hover` must stay after `:focus`.
    const css = '.css-a:hover{color:blue;}.css-b:focus{color:green;}.css-b:hover{color:blue;}';
    expect(mergeClassRules(css)).toBe(css);
  });

  it('moves a copy past rules of another layer or of another specificity', () => {
    const css = '@layer recipes{.css-a:hover{color:blue;}}.css-b:focus{color:green;}.css-b{color:red;}@layer recipes{.css-b:hover{color:blue;}}';
    expect(mergeClassRules(css)).toBe('@layer recipes{:is(.css-a,.css-b):hover{color:blue;}}.css-b:focus{color:green;}.css-b{color:red;}');
    // `.css-b:hover` wins over `.css-b` wherever it stands.
    expect(mergeClassRules('.css-a:hover{color:blue;}.css-b{color:red;}.css-b:hover{color:blue;}')).toBe(':is(.css-a,.css-b):hover{color:blue;}.css-b{color:red;}');
  });

  it('moves no rule that reaches other elements, nor past one that does', () => {
    const reaching = '.css-a :where(svg){width:1px;}.css-b :where(svg){width:1px;}';
    expect(mergeClassRules(reaching)).toBe(reaching);
    const past = '.css-a{width:1px;}.css-c :where(img){width:2px;}.css-b{width:1px;}';
    expect(mergeClassRules(past)).toBe(past);
  });

  it('leaves CSS it does not know as it is (keyframes, !important, an unclosed block)', () => {
    for (const css of ['@keyframes spin{from{color:red;}}.css-a{color:red;}.css-b{color:red;}', '.css-a{color:red!important;}.css-b{color:red!important;}', '.css-a{color:red;']) {
      expect(mergeClassRules(css)).toBe(css);
    }
  });

  it('reads braces inside strings as text', () => {
    expect(mergeClassRules('.css-a{content:"}{";}.css-b{content:"}{";}')).toBe(':is(.css-a,.css-b){content:"}{";}');
  });
});

describe('selectorSpecificity', () => {
  it.each<[string, number]>([
    ['.css-a', 100],
    ['.css-a:is(:focus-visible, [data-focus-visible])', 200],
    ['.css-a:is(:hover, [data-hover]):not(:disabled, [data-disabled])', 300],
    ['.css-a :where(svg)', 100],
    ['.css-a>:not(style, [hidden])~:not(style, [hidden])', 300],
    ['#id .css-a::placeholder', 10_101],
    ['.css-a:nth-child(2)', -1],
  ])('%s → %d', (selector, specificity) => expect(selectorSpecificity(selector)).toBe(specificity));
});
