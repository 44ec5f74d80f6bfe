import './zod-without-eval';
import { z } from 'zod';
import { config } from 'zod/v4/core';

describe('zod without eval', () => {
  it('has turned zod’s compiled parsers off before any schema is built', () => {
    expect(config().jitless).toBe(true);
  });

  it('builds and parses an object schema without calling Function (the probe a CSP reports)', () => {
    const original = globalThis.Function;
    const calls: unknown[][] = [];
    globalThis.Function = new Proxy(original, {
      construct(target, args: unknown[]) {
        calls.push(args);
        return Reflect.construct(target, args) as object;
      },
      apply(target, thisArg, args: unknown[]) {
        calls.push(args);
        return Reflect.apply(target, thisArg, args) as unknown;
      },
    });
    try {
      const schema = z.object({ name: z.string(), count: z.number() });
      expect(schema.parse({ name: 'a', count: 1 })).toEqual({ name: 'a', count: 1 });
    } finally {
      globalThis.Function = original;
    }
    expect(calls).toEqual([]);
  });
});
