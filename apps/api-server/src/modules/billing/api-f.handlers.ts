import type { components } from '@forwarder/contracts/api-f';
import { defineHandlers } from '../../contracts/api-f';
import { fileResult, withStatus } from '../../http/results';
import { accountView } from './accounts/account-view';
import type { BillingScope } from './billing.db';
import { statementFile } from './documents/statement-file';
import { invoicePdf, listInvoices } from './invoices/invoices.service';
import { listLedgerEntries } from './ledger/ledger-list.service';
import { readPictureUpload, SCREENSHOT_FIELD } from './top-ups/screenshot-upload';
import { listMyTopUpNotices, submitTopUpNotice, topUpScreenshot } from './top-ups/top-up-notices.service';
import { listStatementMonths } from './statements/statement.service';

// The customer's own account, ledger and top-up notices: always the caller's (no customer id in the request; a
// notice's screenshot is looked up with its owner), so another customer's cannot be asked for. Staff are refused by
// the contract's guard (customer data).

type NoticeFields = Omit<components['schemas']['CreateTopUpNoticeInput'], 'screenshot'>;

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

  createTopUpNotice: async ({ db, readMultipart, requireUser }) => {
    const customer = requireUser();
    const { fields, picture: screenshot } = await readPictureUpload(readMultipart, SCREENSHOT_FIELD, true);
    // The contract's multipart schema has validated and coerced the text fields.
    return withStatus(201, await submitTopUpNotice(db, customer.id, fields as unknown as NoticeFields, screenshot));
  },

  getMyTopUpNoticeList: async ({ db, body, requireUser }) => listMyTopUpNotices(db, requireUser().id, body ?? {}),

  getMyTopUpNoticeScreenshot: async ({ db, params, requireUser, reply }) => {
    const shot = await topUpScreenshot(db, params.id, requireUser().id);
    reply.header('x-content-type-options', 'nosniff');
    return fileResult(shot.data, { contentType: shot.contentType, fileName: shot.fileName, disposition: 'inline' });
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
