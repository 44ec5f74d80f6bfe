import { defineModule } from '../define-module';
import { auditHandlers } from './audit.handlers';
import type { AuditScope } from './audit.db';

export const auditModule = defineModule<AuditScope>({
  name: 'audit',
  handlers: { 'api-ops': auditHandlers },
});
