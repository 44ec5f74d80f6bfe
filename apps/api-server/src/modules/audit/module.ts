import { defineModule } from '../define-module';
import { auditHandlers } from './audit.handlers';

export const auditModule = defineModule({
  name: 'audit',
  handlers: { 'api-ops': auditHandlers },
});
