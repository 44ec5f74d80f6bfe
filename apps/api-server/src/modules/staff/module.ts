import { apiOps } from '../../contracts/api-ops';
import { staffHandlers } from './staff.handlers';
import { staffMessages } from './staff.messages';

export const staffModule = apiOps.defineModule({
  name: 'staff',
  handlers: staffHandlers,
  messages: staffMessages,
});
