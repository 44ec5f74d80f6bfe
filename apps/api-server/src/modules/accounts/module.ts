import { defineModule } from '../define-module';
import { accountsHandlers } from './accounts.handlers';
import { accountsMessages } from './accounts.messages';
import { accountsDemoSeeder } from './accounts.seeder';
import { accountCommands } from './cli/account-commands';

export const accountsModule = defineModule({
  name: 'accounts',
  handlers: { 'api-f': accountsHandlers },
  seeders: [accountsDemoSeeder],
  messages: accountsMessages,
  commands: accountCommands(),
});
