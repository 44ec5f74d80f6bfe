import { opsOperationKey, UserType } from '@forwarder/api-client/ops';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { QueryClient } from '@tanstack/react-query';

// The kinds of customer staff see and open (members and merchants), apart from the list's filter so that the detail
// page and the dialogs do not load the list's pieces.

export const TYPES = ['member', 'merchant'] as const;
export type CustomerKind = (typeof TYPES)[number];

export const TYPE_LABELS: Record<CustomerKind, MessageDescriptor> = { member: msg`会员`, merchant: msg`商户` };
/** The contract's user type of each kind of customer. */
export const USER_TYPES = { member: UserType.Member, merchant: UserType.Merchant } as const satisfies Record<CustomerKind, UserType>;

/** The label of a customer's type. */
export const typeLabel = (userType: number): MessageDescriptor => (userType === UserType.Merchant ? TYPE_LABELS.merchant : TYPE_LABELS.member);

/** After a change to a customer (opened, enabled, disabled, a password reset: each audited): the lists it shows in. */
export function invalidateCustomerReads(queryClient: QueryClient): void {
  for (const id of ['getCustomerList', 'getAuditLog'] as const) void queryClient.invalidateQueries({ queryKey: opsOperationKey(id) });
}
