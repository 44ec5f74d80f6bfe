import { isApiError, updateOrder, type Order } from '@forwarder/api-client';
import { withoutErrorToast } from '@forwarder/auth';
import { toCreateOrderInput, type OrderFormOutput } from '../order-form/api/submit-order';

/** The server's refusal of an edit once the order is past Submitted (the warehouse received it meanwhile). */
export const EDIT_REFUSED = 'Logistics:EditNotAllowed';

/** Saves the edited order (createOrder's body); the edit page shows a failure itself, so no toast. */
export function saveOrderEdit(id: string, values: OrderFormOutput): Promise<Order> {
  return withoutErrorToast(() => updateOrder(id, toCreateOrderInput(values)));
}

/** The server's sentence when it refused the edit as such (not one of its fields), or null. */
export function editRefusal(error: unknown): string | null {
  return isApiError(error) && error.code === EDIT_REFUSED ? error.message : null;
}
