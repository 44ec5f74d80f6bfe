import { defineModule } from '../define-module';
import { billingCustomerHandlers } from './api-f.handlers';
import { billingStaffHandlers } from './api-ops.handlers';
import { billingMessages } from './billing.messages';
import { verifyLedgerCommand } from './cli/verify-ledger.command';
import { billingDemoSeeder } from './seed/demo-billing.seeder';
import type { BillingScope } from './billing.db';

/**
 * Money (issue 29): customers' accounts, their ledger and the charges of orders. Orders are charged when received
 * (through ./index.ts); customers read their account and ledger (api-f), staff read any customer's, set accounts,
 * record payments, adjust and reverse (api-ops); `verify-ledger` checks the books. Its demo seeder (the demo
 * customers' accounts and the member's top-up) runs after the accounts' and before the orders' (their charges).
 */
export const billingModule = defineModule<BillingScope>({
  name: 'billing',
  handlers: { 'api-f': billingCustomerHandlers, 'api-ops': billingStaffHandlers },
  seeders: [billingDemoSeeder],
  messages: billingMessages,
  commands: [verifyLedgerCommand],
});
