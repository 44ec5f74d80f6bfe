// The audit log: one row per staff change, written in the change's transaction and never updated or deleted.

export interface AuditEntriesTable {
  id: string;
  time: string;
  actorId: string;
  /** Copied at the time of the change, so the log reads the same after a rename. */
  actorUserName: string;
  /** Contract AuditAction, e.g. `order.event`. */
  action: string;
  /** Contract AuditEntityType: order | batch | staff | message | customer. */
  entityType: string;
  entityId: string;
  /** The waybill number, batch reference, user name (staff or customer) or a message's sender (name <e-mail>). */
  entityLabel: string;
  /** JSON text of the changed fields before (null for a creation) and after. */
  before: string | null;
  after: string | null;
}

export interface AuditTables {
  audit_entries: AuditEntriesTable;
}
