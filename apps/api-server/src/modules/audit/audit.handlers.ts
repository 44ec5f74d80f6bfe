import { defineHandlers } from '../../contracts/api-ops';
import { listAuditEntries } from './audit.service';

export const auditHandlers = defineHandlers({
  getAuditLog: async ({ db, body, locale }) => listAuditEntries(db, body ?? {}, locale),
});
