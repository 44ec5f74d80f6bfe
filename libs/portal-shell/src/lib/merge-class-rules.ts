// Emotion writes the whole style of every class: Chakra's recipes make many classes share rules word for word (the
// link recipe, its focus ring and hover, ten and eighteen times on the home page). A rule that repeats an earlier one
// (same at-rules, same selector but for the class, same declarations) joins that rule's selector list instead, where
// moving it earlier cannot change what wins (see `movable`). Only the server's copy of the rules changes: the browser
// adopts the rules by class name, so hydration does not depend on how they are written.

/** Emotion's class selector: the class a rule styles. */
const CLASS = /\.css-[a-z0-9]+/g;
/** Where a rule's class stands in its selector's pattern (a character no selector holds). */
const OWN_CLASS = '\u0000';

interface Rule {
  /** The at-rules around it, outermost first (`@layer recipes`, `@media (hover: hover)`). */
  context: string[];
  selector: string;
  /** Its selector and those of the later copies merged into it: the classes it styles where it is. */
  covers: string;
  body: string;
  /** The cascade layer it is in ('' unlayered): order matters only among rules of one layer. */
  layer: string;
  properties: string[];
  specificity: number;
  /** It matches elements other than those of its own class (a combinator: descendants, siblings). */
  reachesOthers: boolean;
}

/** Splits `css` at its top level: at-rule blocks (recursively) and rules. Null for anything but @media/@layer/@supports/@container blocks and plain rules. */
function parse(css: string, context: string[], into: Rule[]): boolean {
  let i = 0;
  while (i < css.length) {
    const open = nextBrace(css, i);
    if (open < 0) return css.slice(i).trim() === '';
    const prelude = css.slice(i, open).trim();
    const close = matchingBrace(css, open);
    if (close < 0) return false;
    const inner = css.slice(open + 1, close);
    if (prelude.startsWith('@')) {
      if (!/^@(?:media|layer|supports|container)\b/.test(prelude)) return false;
      if (!parse(inner, [...context, prelude], into)) return false;
    } else {
      const unquoted = inner.replace(/"[^"]*"|'[^']*'/g, '""');
      if (unquoted.includes('{') || unquoted.includes('!important')) return false;
      const layer = context.filter((c) => c.startsWith('@layer')).join(' ');
      into.push({
        context,
        selector: prelude,
        covers: prelude,
        body: inner,
        layer,
        properties: unquoted.split(';').map((d) => d.slice(0, d.indexOf(':')).trim()).filter(Boolean),
        specificity: selectorSpecificity(prelude),
        reachesOthers: /[\s>+~,]/.test(outsideParentheses(prelude)),
      });
    }
    i = close + 1;
  }
  return true;
}

function nextBrace(css: string, from: number): number {
  for (let i = from; i < css.length; i++) {
    const c = css[i];
    if (c === '"' || c === "'") i = css.indexOf(c, i + 1);
    if (i < 0) return -1;
    if (css[i] === '{') return i;
  }
  return -1;
}

function matchingBrace(css: string, open: number): number {
  let depth = 0;
  for (let i = open; i < css.length; i++) {
    const c = css[i];
    if (c === '"' || c === "'") {
      i = css.indexOf(c, i + 1);
      if (i < 0) return -1;
    } else if (c === '{') depth++;
    else if (c === '}' && --depth === 0) return i;
  }
  return -1;
}

function outsideParentheses(selector: string): string {
  let depth = 0;
  let out = '';
  for (const c of selector) {
    if (c === '(') depth++;
    else if (c === ')') depth--;
    else if (depth === 0) out += c;
  }
  return out;
}

/**
 * A compound selector's specificity as one number (ids × 10⁴ + classes × 10² + types), -1 when it is not one this
 * function knows (then nothing is moved past or before it). `:is`/`:not`/`:has` count their most specific argument,
 * `:where` nothing.
 */
export function selectorSpecificity(selector: string): number {
  let total = 0;
  let i = 0;
  while (i < selector.length) {
    const rest = selector.slice(i);
    const fn = /^:(is|not|has|where)\(/.exec(rest);
    if (fn) {
      const open = i + fn[0].length - 1;
      let depth = 0;
      let close = open;
      for (; close < selector.length; close++) {
        if (selector[close] === '(') depth++;
        else if (selector[close] === ')' && --depth === 0) break;
      }
      if (close >= selector.length) return -1;
      if (fn[1] !== 'where') {
        const args = splitList(selector.slice(open + 1, close)).map(selectorSpecificity);
        if (args.some((s) => s < 0)) return -1;
        total += Math.max(0, ...args);
      }
      i = close + 1;
      continue;
    }
    const simple = /^(?:#[\w-]+|\.[\w\\.-]+|\[[^\]]*\]|::[\w-]+|:[\w-]+|[a-z][\w-]*|\*|\s*[>+~]\s*|\s+)/i.exec(rest);
    if (!simple) return -1;
    const token = simple[0];
    if (token.startsWith('#')) total += 10_000;
    else if (token.startsWith('.') || token.startsWith('[') || (token.startsWith(':') && !token.startsWith('::'))) total += 100;
    else if (token.startsWith('::') || /^[a-z]/i.test(token)) total += 1;
    i += token.length;
  }
  return total;
}

function splitList(selectors: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < selectors.length; i++) {
    const c = selectors[i];
    if (c === '(') depth++;
    else if (c === ')') depth--;
    else if (c === ',' && depth === 0) {
      parts.push(selectors.slice(start, i).trim());
      start = i + 1;
    }
  }
  parts.push(selectors.slice(start).trim());
  return parts;
}

/** Whether two declarations lists set a property in common (a shorthand and its longhands count as common). */
function sharesProperty(a: string[], b: string[]): boolean {
  return a.some((p) => b.some((q) => p === q || p.startsWith(`${q}-`) || q.startsWith(`${p}-`)));
}

/**
 * Whether `rule` may move from where it is back to `target` (an earlier identical rule): no rule in between, of its
 * own layer, that could style the same elements (its own class's, or one reaching other elements) sets a property it
 * sets at the same specificity. Rules of other classes in between style other elements (an element has one Emotion
 * class) and keep their order among themselves.
 */
function movable(rules: Rule[], target: number, index: number, ownClass: string): boolean {
  const rule = rules[index];
  if (!rule || rule.reachesOthers || rule.specificity < 0) return false;
  for (const other of rules.slice(target + 1, index)) {
    if (other.layer !== rule.layer) continue;
    const sameElements = other.reachesOthers || other.covers.includes(ownClass);
    if (!sameElements || !sharesProperty(other.properties, rule.properties)) continue;
    if (other.specificity < 0 || other.specificity === rule.specificity) return false;
  }
  return true;
}

interface OutRule {
  context: string[];
  /** The selector with its class as `OWN_CLASS`, and the classes it is written for (one unless copies were merged). */
  pattern: string;
  classes: string[];
  body: string;
}

/** A merged rule's selector: its classes in one `:is()` (a class's specificity, as each had), the rest written once. */
function selectorOf(rule: OutRule): string {
  const [only, ...more] = rule.classes;
  if (only === undefined) return rule.pattern;
  return rule.pattern.replace(OWN_CLASS, more.length === 0 ? only : `:is(${rule.classes.join(',')})`);
}

/** Writes rules back, consecutive rules of the same at-rules in one block. */
function serialize(rules: OutRule[]): string {
  let out = '';
  let open: string[] = [];
  for (const rule of rules) {
    let shared = 0;
    while (shared < open.length && shared < rule.context.length && open[shared] === rule.context[shared]) shared++;
    out += '}'.repeat(open.length - shared);
    for (const at of rule.context.slice(shared)) out += `${at}{`;
    open = rule.context;
    out += `${selectorOf(rule)}{${rule.body}}`;
  }
  return out + '}'.repeat(open.length);
}

/** The class rules of a page with repeated rules merged into their first copy; `css` unchanged if it holds anything unexpected. */
export function mergeClassRules(css: string): string {
  const rules: Rule[] = [];
  if (!parse(css, [], rules)) return css;
  const out: OutRule[] = [];
  /** The first copy of each rule: where it is among the rules, what it is, and what it is written as. */
  const firstOf = new Map<string, { index: number; rule: Rule; written: OutRule }>();
  rules.forEach((rule, index) => {
    const [ownClass, ...others] = rule.selector.match(CLASS) ?? [];
    if (ownClass === undefined || others.length > 0) {
      out.push({ context: rule.context, pattern: rule.selector, classes: [], body: rule.body });
      return;
    }
    const pattern = rule.selector.replace(CLASS, OWN_CLASS);
    const key = `${rule.context.join('\u0001')}\u0002${pattern}\u0002${rule.body}`;
    const first = firstOf.get(key);
    if (first && movable(rules, first.index, index, ownClass)) {
      first.written.classes.push(ownClass);
      first.rule.covers += `,${rule.selector}`;
      return;
    }
    const written: OutRule = { context: rule.context, pattern, classes: [ownClass], body: rule.body };
    if (!first) firstOf.set(key, { index, rule, written });
    out.push(written);
  });
  return serialize(out);
}

// Pages of one kind insert the same classes: their merged rules are remembered (~2 ms of CPU for the home page's
// 230 rules, 0 the next time), a bounded number of them, the oldest forgotten first.
const MERGED_LIMIT = 64;
const merged = new Map<string, string>();

/** `mergeClassRules`, remembered for the last `MERGED_LIMIT` different inputs. */
export function mergeClassRulesOnce(css: string): string {
  const known = merged.get(css);
  if (known !== undefined) return known;
  const result = mergeClassRules(css);
  if (merged.size >= MERGED_LIMIT) merged.delete(merged.keys().next().value as string);
  merged.set(css, result);
  return result;
}
