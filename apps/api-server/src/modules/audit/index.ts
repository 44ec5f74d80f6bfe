// Front door of the audit module: every module that changes something on behalf of staff records it here, in the
// change's own transaction. The log is read through getAuditLog (./module.ts) and never updated or deleted.

export type { AuditTables } from './audit.tables';
export { changedFields, recordAudit, recordAudits, type AuditActor, type AuditChange } from './audit.service';
