import type { OrderFormValues } from '../api/submit-order';

// The order form's draft in localStorage, per user: a session that expires mid-form (401 → login → back) or a
// closed tab must not cost the member what they typed. Per user id, so a shared computer does not offer one
// member's receivers to another. Storage failures (private mode, quota) only lose the draft, never the form.

const KEY_PREFIX = 'forwarder:order-draft:';

export interface OrderDraft {
  savedAt: string;
  values: OrderFormValues;
}

const keyOf = (userId: string) => `${KEY_PREFIX}${userId}`;

function isDraft(value: unknown): value is OrderDraft {
  if (typeof value !== 'object' || value === null) return false;
  const { savedAt, values } = value as Partial<OrderDraft>;
  return (
    typeof savedAt === 'string' &&
    typeof values === 'object' &&
    values !== null &&
    typeof values.sender === 'object' &&
    typeof values.receiver === 'object' &&
    Array.isArray(values.parcels) &&
    Array.isArray(values.declaredItems)
  );
}

export function loadDraft(userId: string): OrderDraft | null {
  try {
    const raw = window.localStorage.getItem(keyOf(userId));
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    return isDraft(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

export function saveDraft(userId: string, values: OrderFormValues, now = new Date()): void {
  try {
    window.localStorage.setItem(keyOf(userId), JSON.stringify({ savedAt: now.toISOString(), values } satisfies OrderDraft));
  } catch {
    // Storage full or disabled: the form keeps working without a draft.
  }
}

export function clearDraft(userId: string): void {
  try {
    window.localStorage.removeItem(keyOf(userId));
  } catch {
    // See saveDraft.
  }
}
