// Staff accounts, admins only (tag `staff`).
import type { CreateStaffInput, UpdateStaffInput } from '@forwarder/contracts/api-ops';
import type { SendOptions } from '../../client';
import { byId, opsClient } from '../ops-client';

export function createStaff(body: CreateStaffInput, options?: SendOptions) {
  return opsClient().send((c) => c.POST('/api/ops/staff', { body }), null, options);
}

export function updateStaff(id: string, body: UpdateStaffInput, options?: SendOptions) {
  return opsClient().send((c) => c.PUT('/api/ops/staff/{id}', { ...byId(id), body }), null, options);
}
