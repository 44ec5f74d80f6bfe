import { defineHandlers } from '../../contracts/api-ops';
import { fileResult } from '../../http/results';
import { updateBillingAccount } from './accounts/account-admin.service';
import { accountView } from './accounts/account-view';
import type { BillingScope } from './billing.db';
import { requireCustomer } from './customer-check';
import { listLedgerEntries } from './ledger/ledger-list.service';
import { recordAdjustment, recordPayment, reverseLedgerEntry } from './payments/staff-entries.service';
import { confirmTopUpNotice, rejectTopUpNotice } from './top-ups/top-up-decisions.service';
import { getTopUpNotice, listTopUpNotices, topUpScreenshot } from './top-ups/top-up-notices.service';

// Staff on a customer's money: operators and admins read, record payments, adjust and reverse, and confirm or reject
// customers' top-up notices (every write audited); only admins set the account (`x-staff-role: admin` in the contract).

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

  getTopUpNoticeList: async ({ db, body }) => listTopUpNotices(db, body ?? {}),

  getTopUpNotice: async ({ db, params }) => getTopUpNotice(db, params.id),

  getTopUpNoticeScreenshot: async ({ db, params, reply }) => {
    const shot = await topUpScreenshot(db, params.id);
    reply.header('x-content-type-options', 'nosniff');
    return fileResult(shot.data, { contentType: shot.contentType, fileName: shot.fileName, disposition: 'inline' });
  },

  confirmTopUpNotice: async ({ db, params, body, requireUser }) => confirmTopUpNotice(db, requireUser(), params.id, body ?? {}),

  rejectTopUpNotice: async ({ db, params, body, requireUser }) => rejectTopUpNotice(db, requireUser(), params.id, body),
});
