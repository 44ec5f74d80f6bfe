import { apiOps } from '../../contracts/api-ops';
import { batchesHandlers } from './batches.handlers';
import { batchesMessages } from './batches.messages';

export const batchesModule = apiOps.defineModule({
  name: 'batches',
  handlers: batchesHandlers,
  messages: batchesMessages,
});
