import { apiOps } from '../../contracts/api-ops';
import { customersHandlers } from './customers.handlers';
import { customersMessages } from './customers.messages';

export const customersModule = apiOps.defineModule({
  name: 'customers',
  handlers: customersHandlers,
  messages: customersMessages,
});
