import { defineHandlers } from '../../contracts/api-ops';
import { withStatus } from '../../http/results';
import {
  createCustomer,
  getCustomer,
  listCustomers,
  resetCustomerPassword,
  sendCustomerPasswordResetLink,
  setCustomerActive,
} from './customers/customers.service';
import { createStaff, getStaffMe, listStaff, updateStaff } from './staff/staff.service';

// Staff only (src/auth/guards.ts). Customers: operators and admins alike, operators look after customers. Staff
// accounts: getStaffList, createStaff and updateStaff are marked `x-staff-role: admin` in the contract, so the guard
// has already refused operators.

export const accountsStaffHandlers = defineHandlers({
  getStaffMe: async ({ db, requireUser }) => getStaffMe(db, requireUser().id),

  getStaffList: async ({ db, body }) => listStaff(db, body ?? {}),

  createStaff: async ({ db, body, requireUser }) => withStatus(201, await createStaff(db, requireUser(), body)),

  updateStaff: async ({ db, params, body, requireUser }) => updateStaff(db, requireUser(), params.id, body),

  getCustomerList: async ({ db, body }) => listCustomers(db, body ?? {}),

  createCustomer: async ({ db, body, locale, requireUser }) => withStatus(201, await createCustomer(db, requireUser(), body, locale)),

  getCustomer: async ({ db, params, locale }) => getCustomer(db, params.id, locale),

  setCustomerActive: async ({ db, params, body, locale, requireUser }) => setCustomerActive(db, requireUser(), params.id, body.isActive, locale),

  resetCustomerPassword: async ({ db, params, requireUser }) => resetCustomerPassword(db, requireUser(), params.id),

  sendCustomerPasswordResetLink: async ({ db, config, params, requireUser }) => sendCustomerPasswordResetLink(db, config, requireUser(), params.id),
});
