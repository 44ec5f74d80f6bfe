import { defineModule } from '../define-module';
import { verifyLedgerCommand } from './cli/verify-ledger.command';
import type { BillingScope } from './billing.db';

/**
 * Money (issue 29): customers' accounts, their ledger and the charges of orders. No contract operation yet: orders
 * are charged when received (through ./index.ts), and `verify-ledger` checks the books.
 */
export const billingModule = defineModule<BillingScope>({
  name: 'billing',
  commands: [verifyLedgerCommand],
});
