import { useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { emptyParty } from '../../party/party-values';
import { emptyOrderForm, type OrderFormOutput, type OrderFormValues } from '../api/submit-order';
import { clearDraft, loadDraft, type OrderDraft } from '../lib/order-draft';
import { useDraftAutosave } from './use-draft-autosave';

/**
 * The order form's draft: the one saved earlier, offered on arrival (`restore` or `discard`, never applied unasked),
 * and the autosave of edits (`flush` just before sending). `clear` after a successful submit: no draft is left.
 */
export function useOrderDraft(form: UseFormReturn<OrderFormValues, unknown, OrderFormOutput>, userId: string) {
  const autosave = useDraftAutosave(form, userId);
  const [draft, setDraft] = useState<OrderDraft | null>(() => loadDraft(userId));

  const restore = (saved: OrderDraft) => {
    const empty = emptyOrderForm();
    const { values } = saved;
    // Older drafts may lack fields added since: complete them from the empty form.
    form.reset({
      ...empty,
      ...values,
      sender: { ...emptyParty, ...values.sender },
      receiver: { ...emptyParty, ...values.receiver },
    });
    setDraft(null);
  };
  const discard = () => {
    clearDraft(userId);
    setDraft(null);
  };
  const clear = () => {
    autosave.cancel();
    discard();
  };
  return { draft, restore, discard, clear, flush: autosave.flush };
}
