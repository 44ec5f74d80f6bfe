import type { FieldValues, Resolver } from 'react-hook-form';

/** A react-hook-form resolver whose module is loaded when first needed, or earlier through `preload`. */
export interface LazyResolver<TValues extends FieldValues, TOutput> {
  resolver: Resolver<TValues, unknown, TOutput>;
  /** Starts loading the rules (e.g. once the form has rendered), so the first check does not wait for them. */
  preload: () => void;
}

/**
 * Keeps a form's rules (zod and its schemas, often the larger part of a form page) out of the page's first load: the
 * form renders from its default values at once and the rules arrive with the first check or the `preload` (issue 28).
 * A failed load is asked again at the next check.
 */
export function lazyResolver<TValues extends FieldValues, TOutput>(
  load: () => Promise<Resolver<TValues, unknown, TOutput>>,
): LazyResolver<TValues, TOutput> {
  let loading: Promise<Resolver<TValues, unknown, TOutput>> | null = null;
  const loaded = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    }));
  return {
    resolver: async (values, context, options) => (await loaded())(values, context, options),
    preload: () => void loaded().catch(() => undefined),
  };
}
