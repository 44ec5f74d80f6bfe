import { useCallback, useEffect, useRef } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { OrderFormOutput, OrderFormValues } from '../api/submit-order';
import { saveDraft } from '../lib/order-draft';

const SAVE_DELAY_MS = 400;

/**
 * Keeps the order form's draft in storage while the member edits: shortly after each change, when the page is
 * hidden or left, and on demand (`flush`, called just before sending: a 401 answer leaves the page at once).
 * Only edits save (a `reset` does not), so opening the form never overwrites an older draft before the member
 * has chosen to restore or discard it.
 */
export function useDraftAutosave(form: UseFormReturn<OrderFormValues, unknown, OrderFormOutput>, userId: string) {
  const timer = useRef<number | undefined>(undefined);

  const flush = useCallback(() => {
    window.clearTimeout(timer.current);
    timer.current = undefined;
    saveDraft(userId, form.getValues());
  }, [form, userId]);

  /** Drops a pending save (after a successful submit the draft is gone for good). */
  const cancel = useCallback(() => {
    window.clearTimeout(timer.current);
    timer.current = undefined;
  }, []);

  useEffect(() => {
    const subscription = form.watch((_, { name }) => {
      if (!name) return;
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(flush, SAVE_DELAY_MS);
    });
    const flushPending = () => {
      if (timer.current !== undefined) flush();
    };
    window.addEventListener('pagehide', flushPending);
    return () => {
      subscription.unsubscribe();
      window.removeEventListener('pagehide', flushPending);
      flushPending();
    };
  }, [form, flush]);

  return { flush, cancel };
}
