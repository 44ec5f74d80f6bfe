import { defineHandlers } from '../../contracts/api-ops';
import { listAuditEntries } from './audit.service';
import type { AuditScope } from './audit.db';

export const auditHandlers = defineHandlers<AuditScope>()({
  getAuditLog: async ({ db, body, locale }) => listAuditEntries(db, body ?? {}, locale),
});
