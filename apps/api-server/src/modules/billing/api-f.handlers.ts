import { defineHandlers } from '../../contracts/api-f';
import { accountView } from './accounts/account-view';
import type { BillingScope } from './billing.db';
import { fileResult } from '../../http/results';
import { statementFile } from './documents/statement-file';
import { invoicePdf, listInvoices } from './invoices/invoices.service';
import { listLedgerEntries } from './ledger/ledger-list.service';
import { listStatementMonths } from './statements/statement.service';

// The customer's own account and ledger: always the caller's (no id in the request), so another customer's cannot be
// asked for. Staff are refused by the contract's guard (customer data).

export const billingCustomerHandlers = defineHandlers<BillingScope>()({
  getMyBillingAccount: async ({ db, requireUser }) => {
    const { customerId: _customerId, ...account } = await accountView(db, requireUser().id);
    return account;
  },

  getMyLedgerEntryList: async ({ db, body, requireUser }) => {
    const page = await listLedgerEntries(db, requireUser().id, body ?? {});
    return {
      totalCount: page.totalCount,
      // What customers see of an entry: not who wrote it, nor staff's links between entries and payment details.
      items: page.items.map(({ id, entryNo, kind, amountMinor, balanceAfterMinor, currency, reference, memo, creationTime }) => ({
        id,
        entryNo,
        kind,
        amountMinor,
        balanceAfterMinor,
        currency,
        reference,
        memo,
        creationTime,
      })),
    };
  },

  getMyStatementMonths: async ({ db, requireUser }) => ({ items: await listStatementMonths(db, requireUser().id) }),

  getMyStatement: async ({ db, params, query, locale, requireUser }) => {
    const file = await statementFile(db, requireUser().id, params.month, query.format, locale);
    return fileResult(file.data, { contentType: file.contentType, fileName: file.fileName });
  },

  getMyInvoiceList: async ({ db, body, requireUser }) => listInvoices(db, requireUser().id, body ?? {}),

  // Another customer's invoice answers 404, like an unknown one.
  getMyInvoicePdf: async ({ db, params, requireUser }) => {
    const file = await invoicePdf(db, params.id, requireUser().id);
    return fileResult(file.data, { contentType: 'application/pdf', fileName: file.fileName });
  },
});
