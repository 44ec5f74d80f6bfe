import { StaffRole } from '@forwarder/api-client/ops';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

// The contract names roles by value only: the console words them.
export const ROLE_LABELS: Record<StaffRole, MessageDescriptor> = {
  [StaffRole.Operator]: msg`操作员`,
  [StaffRole.Admin]: msg`管理员`,
};
