import { apiF } from '../../contracts/api-f';
import { accountsHandlers } from './accounts.handlers';
import { accountsMessages } from './accounts.messages';
import { accountsDemoSeeder } from './accounts.seeder';
import { accountCommands } from './cli/account-commands';

export const accountsModule = apiF.defineModule({
  name: 'accounts',
  handlers: accountsHandlers,
  seeders: [accountsDemoSeeder],
  messages: accountsMessages,
  commands: accountCommands(),
});
