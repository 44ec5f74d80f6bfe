import { apiOps } from '../../contracts/api-ops';
import { auditHandlers } from './audit.handlers';

export const auditModule = apiOps.defineModule({
  name: 'audit',
  handlers: auditHandlers,
});
