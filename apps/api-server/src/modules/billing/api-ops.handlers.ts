import { defineHandlers } from '../../contracts/api-ops';
import { updateBillingAccount } from './accounts/account-admin.service';
import { accountView } from './accounts/account-view';
import type { BillingScope } from './billing.db';
import { requireCustomer } from './customer-check';
import { listLedgerEntries } from './ledger/ledger-list.service';
import { recordAdjustment, recordPayment, reverseLedgerEntry } from './payments/staff-entries.service';

// Staff on a customer's money: operators and admins read, record payments, adjust and reverse (every write audited);
// only admins set the account (`x-staff-role: admin` in the contract).

export const billingStaffHandlers = defineHandlers<BillingScope>()({
  getCustomerBillingAccount: async ({ db, params }) => {
    await requireCustomer(db, params.id);
    return accountView(db, params.id);
  },

  updateCustomerBillingAccount: async ({ db, params, body, requireUser }) => updateBillingAccount(db, requireUser(), params.id, body),

  getCustomerLedgerEntryList: async ({ db, params, body }) => {
    await requireCustomer(db, params.id);
    return listLedgerEntries(db, params.id, body ?? {});
  },

  recordCustomerPayment: async ({ db, params, body, requireUser }) => recordPayment(db, requireUser(), params.id, body),

  recordCustomerAdjustment: async ({ db, params, body, requireUser }) => recordAdjustment(db, requireUser(), params.id, body),

  reverseLedgerEntry: async ({ db, params, body, requireUser }) => reverseLedgerEntry(db, requireUser(), params.id, body),
});
