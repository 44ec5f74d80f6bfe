import { apiOps } from '../../contracts/api-ops';
import { fulfilmentHandlers } from './fulfilment.handlers';
import { fulfilmentMessages } from './fulfilment.messages';

export const fulfilmentModule = apiOps.defineModule({
  name: 'fulfilment',
  handlers: fulfilmentHandlers,
  messages: fulfilmentMessages,
});
