import { defineModule } from '../define-module';
import { customersHandlers } from './customers.handlers';
import { customersMessages } from './customers.messages';

export const customersModule = defineModule({
  name: 'customers',
  handlers: { 'api-ops': customersHandlers },
  messages: customersMessages,
});
