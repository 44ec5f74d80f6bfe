import { defineModule } from '../define-module';
import { accountsCustomerHandlers } from './api-f.handlers';
import { accountsStaffHandlers } from './api-ops.handlers';
import { accountsMessages } from './accounts.messages';
import { accountCommands } from './cli/account-commands';
import { accountsDemoSeeder } from './seed/accounts.seeder';
import type { AccountsScope } from './accounts.db';

/**
 * Who may sign in and what is kept of them: customers' sign-in, profile and address book (api-f), the staff's
 * management of customers and of staff accounts (api-ops), and the CLI's account commands, over one account service
 * (users/). Seeds after regions (the demo accounts' addresses name regions).
 */
export const accountsModule = defineModule<AccountsScope>({
  name: 'accounts',
  handlers: { 'api-f': accountsCustomerHandlers, 'api-ops': accountsStaffHandlers },
  seeders: [accountsDemoSeeder],
  messages: accountsMessages,
  commands: accountCommands(),
});
