import { defineModule } from '../define-module';
import { fulfilmentHandlers } from './fulfilment.handlers';
import { fulfilmentMessages } from './fulfilment.messages';

export const fulfilmentModule = defineModule({
  name: 'fulfilment',
  handlers: { 'api-ops': fulfilmentHandlers },
  messages: fulfilmentMessages,
});
