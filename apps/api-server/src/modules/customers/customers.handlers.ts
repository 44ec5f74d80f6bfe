import { defineHandlers } from '../../contracts/api-ops';
import { withStatus } from '../../http/results';
import { createCustomer, getCustomer, listCustomers, resetCustomerPassword, sendCustomerPasswordResetLink, setCustomerActive } from './customers.service';

// Staff only (src/auth/guards.ts), operators and admins alike: operators look after customers.

export const customersHandlers = defineHandlers({
  getCustomerList: async ({ db, body }) => listCustomers(db, body ?? {}),

  createCustomer: async ({ db, body, locale, requireUser }) => withStatus(201, await createCustomer(db, requireUser(), body, locale)),

  getCustomer: async ({ db, params, locale }) => getCustomer(db, params.id, locale),

  setCustomerActive: async ({ db, params, body, locale, requireUser }) => setCustomerActive(db, requireUser(), params.id, body.isActive, locale),

  resetCustomerPassword: async ({ db, params, requireUser }) => resetCustomerPassword(db, requireUser(), params.id),

  sendCustomerPasswordResetLink: async ({ db, config, params, requireUser }) => sendCustomerPasswordResetLink(db, config, requireUser(), params.id),
});
