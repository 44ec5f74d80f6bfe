import { defineHandlers } from '../../contracts/api-f';
import { accountView } from './accounts/account-view';
import type { BillingScope } from './billing.db';
import { listLedgerEntries } from './ledger/ledger-list.service';

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
});
