import { StaffRole, type CreateStaffInput, type StaffAccount, type UpdateStaffInput } from '@forwarder/api-client/ops';
import { z } from 'zod';
import { optionalEmailField, userNameField } from '../../../shared/form/account-fields';

// Staff accounts as admins open and change them (contract CreateStaffInput, UpdateStaffInput); limits are the
// contract's.

const ROLES = [StaffRole.Operator, StaffRole.Admin] as const;

const profile = {
  name: z.string().trim().min(1).max(64),
  email: optionalEmailField(256),
  role: z.enum(ROLES),
};

export const createStaffSchema = z.object({
  userName: userNameField(),
  ...profile,
  password: z.string().min(8).max(128),
});
export type CreateStaffValues = z.input<typeof createStaffSchema>;
export const CREATE_STAFF_FIELDS = ['userName', 'name', 'email', 'role', 'password'] as const;

export const updateStaffSchema = z.object({ ...profile, isActive: z.boolean() });
export type UpdateStaffValues = z.input<typeof updateStaffSchema>;
export const UPDATE_STAFF_FIELDS = ['name', 'email', 'role', 'isActive'] as const;

export function toCreateStaffInput(values: CreateStaffValues): CreateStaffInput {
  const email = values.email.trim();
  return { userName: values.userName.trim(), name: values.name.trim(), role: values.role, password: values.password, ...(email ? { email } : {}) };
}

export function toUpdateStaffInput(values: UpdateStaffValues): UpdateStaffInput {
  return { name: values.name.trim(), email: values.email.trim(), role: values.role, isActive: values.isActive };
}

export const updateStaffValues = (account: StaffAccount): UpdateStaffValues => ({
  name: account.name,
  email: account.email,
  role: account.role,
  isActive: account.isActive,
});
