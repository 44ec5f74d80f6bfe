import { defineModule } from '../define-module';
import { batchesHandlers } from './batches.handlers';
import { batchesMessages } from './batches.messages';

export const batchesModule = defineModule({
  name: 'batches',
  handlers: { 'api-ops': batchesHandlers },
  messages: batchesMessages,
});
