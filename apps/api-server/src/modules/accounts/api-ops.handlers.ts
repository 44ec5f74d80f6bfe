import { defineHandlers } from '../../contracts/api-ops';
import { withStatus } from '../../http/results';
import { countOrdersByCustomer } from '../orders';
import {
  createCustomer,
  getCustomer,
  listCustomers,
  resetCustomerPassword,
  sendCustomerPasswordResetLink,
  setCustomerActive,
} from './customers/customers.service';
import { createStaff, getStaffMe, listStaff, updateStaff } from './staff/staff.service';
import type { AccountsExecutor, AccountsScope } from './accounts.db';

// Staff only (src/auth/guards.ts). Customers: operators and admins alike, operators look after customers. Staff
// accounts: getStaffList, createStaff and updateStaff are marked `x-staff-role: admin` in the contract, so the guard
// has already refused operators.

/** Customers with their order counts, asked of orders at once for the page (accounts does not read orders). */
async function withOrderCounts<C extends { id: string }>(db: AccountsExecutor, customers: readonly C[]): Promise<(C & { orderCount: number })[]> {
  const counts = await countOrdersByCustomer(db, customers.map((customer) => customer.id));
  return customers.map((customer) => ({ ...customer, orderCount: counts.get(customer.id) ?? 0 }));
}

async function withOrderCount<C extends { id: string }>(db: AccountsExecutor, customer: C): Promise<C & { orderCount: number }> {
  const [counted] = await withOrderCounts(db, [customer]);
  return counted ?? { ...customer, orderCount: 0 };
}

export const accountsStaffHandlers = defineHandlers<AccountsScope>()({
  getStaffMe: async ({ db, requireUser }) => getStaffMe(db, requireUser().id),

  getStaffList: async ({ db, body }) => listStaff(db, body ?? {}),

  createStaff: async ({ db, body, requireUser }) => withStatus(201, await createStaff(db, requireUser(), body)),

  updateStaff: async ({ db, params, body, requireUser }) => updateStaff(db, requireUser(), params.id, body),

  getCustomerList: async ({ db, body }) => {
    const page = await listCustomers(db, body ?? {});
    return { totalCount: page.totalCount, items: await withOrderCounts(db, page.items) };
  },

  createCustomer: async ({ db, body, locale, requireUser }) => withStatus(201, await withOrderCount(db, await createCustomer(db, requireUser(), body, locale))),

  getCustomer: async ({ db, params, locale }) => withOrderCount(db, await getCustomer(db, params.id, locale)),

  setCustomerActive: async ({ db, params, body, locale, requireUser }) => withOrderCount(db, await setCustomerActive(db, requireUser(), params.id, body.isActive, locale)),

  resetCustomerPassword: async ({ db, params, requireUser }) => resetCustomerPassword(db, requireUser(), params.id),

  sendCustomerPasswordResetLink: async ({ db, config, params, requireUser }) => sendCustomerPasswordResetLink(db, config, requireUser(), params.id),
});
