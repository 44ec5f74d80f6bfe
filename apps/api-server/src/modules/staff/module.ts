import { defineModule } from '../define-module';
import { staffHandlers } from './staff.handlers';
import { staffMessages } from './staff.messages';

export const staffModule = defineModule({
  name: 'staff',
  handlers: { 'api-ops': staffHandlers },
  messages: staffMessages,
});
