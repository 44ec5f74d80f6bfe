import { deleteAddress, operationKey, updateDefaultSenderAddress } from '@forwarder/api-client';
import type { QueryClient } from '@tanstack/react-query';

// The list page's writes, kept apart from the form's schema (save-address.ts) so the list's chunk carries no zod:
// the form is a lazy chunk loaded when it opens.
export { deleteAddress, updateDefaultSenderAddress };

/** After a write: the list, and the profile (its `defaultSenderAddress` is expanded from the address book). */
export async function invalidateAddressData(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: operationKey('getAddressList') }),
    queryClient.invalidateQueries({ queryKey: operationKey('getAddress') }),
    queryClient.invalidateQueries({ queryKey: operationKey('getMyProfile') }),
  ]);
}
