import { defineHandlers } from '../../contracts/api-ops';
import { updateBillingAccount } from './accounts/account-admin.service';
import { accountView } from './accounts/account-view';
import type { BillingScope } from './billing.db';
import { createChargeType, listChargeTypes, updateChargeType } from './charge-types/charge-types.service';
import { requireCustomer } from './customer-check';
import { createExchangeRate, listExchangeRates } from './exchange-rates/exchange-rates.service';
import { fileResult, withStatus } from '../../http/results';
import { statementFile } from './documents/statement-file';
import { createOrderInvoice, createPeriodInvoice, invoicePdf, listInvoices } from './invoices/invoices.service';
import { listLedgerEntries } from './ledger/ledger-list.service';
import { readBillingSettings, updateBillingSettings } from './settings/billing-settings.service';
import { listStatementMonths } from './statements/statement.service';
import { paymentProof, recordAdjustment, recordPayment, reverseLedgerEntry } from './payments/staff-entries.service';
import { PROOF_FIELD, readPictureUpload } from './top-ups/screenshot-upload';
import { receivablesFileName, streamReceivablesExport } from './receivables/receivables-export';
import { iterateReceivables, listReceivables } from './receivables/receivables.service';
import { confirmTopUpNotice, rejectTopUpNotice } from './top-ups/top-up-decisions.service';
import { getTopUpNotice, listTopUpNotices, topUpScreenshot } from './top-ups/top-up-notices.service';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

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

  recordCustomerPayment: async ({ db, params, body, requireUser, request, readMultipart }) => {
    const actor = requireUser();
    if (!request.isMultipart()) return recordPayment(db, actor, params.id, body);
    // With a proof: the picture is checked before anything is written; the contract's multipart schema has validated
    // and coerced the text fields.
    const { fields, picture } = await readPictureUpload(readMultipart, PROOF_FIELD, false);
    return recordPayment(db, actor, params.id, fields as unknown as typeof body, picture);
  },

  getPaymentProof: async ({ db, params, reply }) => {
    const proof = await paymentProof(db, params.id);
    reply.header('x-content-type-options', 'nosniff');
    return fileResult(proof.data, { contentType: proof.contentType, fileName: proof.fileName, disposition: 'inline' });
  },

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

  getCustomerStatementMonths: async ({ db, params }) => ({ items: await listStatementMonths(db, params.id) }),

  getCustomerStatement: async ({ db, params, query, locale }) => {
    const file = await statementFile(db, params.id, params.month, query.format, locale);
    return fileResult(file.data, { contentType: file.contentType, fileName: file.fileName });
  },

  getCustomerInvoiceList: async ({ db, params, body }) => {
    await requireCustomer(db, params.id);
    return listInvoices(db, params.id, body ?? {});
  },

  createPeriodInvoice: async ({ db, params, body, requireUser }) => withStatus(201, await createPeriodInvoice(db, requireUser(), params.id, body)),

  createOrderInvoice: async ({ db, params, requireUser }) => withStatus(201, await createOrderInvoice(db, requireUser(), params.id)),

  getInvoicePdf: async ({ db, params }) => {
    const file = await invoicePdf(db, params.id);
    return fileResult(file.data, { contentType: 'application/pdf', fileName: file.fileName });
  },

  getBillingSettings: async ({ db }) => readBillingSettings(db),

  updateBillingSettings: async ({ db, body, requireUser }) => updateBillingSettings(db, requireUser(), body),

  getChargeTypeList: async ({ db, locale }) => listChargeTypes(db, locale),

  createChargeType: async ({ db, body, locale, requireUser }) => withStatus(201, await createChargeType(db, requireUser(), body, locale)),

  updateChargeType: async ({ db, params, body, locale, requireUser }) => updateChargeType(db, requireUser(), params.code, body, locale),

  getExchangeRateList: async ({ db }) => listExchangeRates(db),

  createExchangeRate: async ({ db, body, requireUser }) => withStatus(201, await createExchangeRate(db, requireUser(), body)),

  getReceivableList: async ({ db, body }) => listReceivables(db, body ?? {}),

  exportReceivables: async ({ db, body, locale }) => {
    const items = await iterateReceivables(db, body ?? {});
    return fileResult(streamReceivablesExport(items, locale), { contentType: XLSX_TYPE, fileName: receivablesFileName() });
  },
});
