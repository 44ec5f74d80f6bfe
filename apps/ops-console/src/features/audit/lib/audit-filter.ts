import { AuditAction, AuditEntityType, type AuditListRequest } from '@forwarder/api-client/ops';
import { nextDayIsoString, toIsoString } from '@forwarder/i18n/dates';

// The audit log's filter lives in the URL (`?actor=demo-operator&action=order.event&from=2026-11-01`).

export const PAGE_SIZE = 20;

export interface AuditFilter {
  actor: string;
  action: string;
  entity: string;
  keyword: string;
  /** Days (`YYYY-MM-DD`), both included. */
  from: string;
  to: string;
}

export const EMPTY_AUDIT_FILTER: AuditFilter = { actor: '', action: '', entity: '', keyword: '', from: '', to: '' };

const ACTIONS: readonly string[] = Object.values(AuditAction);
const ENTITIES: readonly string[] = Object.values(AuditEntityType);
const DAY = /^\d{4}-\d{2}-\d{2}$/;

export function readAuditParams(params: URLSearchParams): { filter: AuditFilter; page: number } {
  const value = (key: keyof AuditFilter) => (params.get(key) ?? '').trim();
  const filter: AuditFilter = {
    actor: value('actor'),
    action: ACTIONS.includes(value('action')) ? value('action') : '',
    entity: ENTITIES.includes(value('entity')) ? value('entity') : '',
    keyword: value('keyword'),
    from: DAY.test(value('from')) ? value('from') : '',
    to: DAY.test(value('to')) ? value('to') : '',
  };
  const page = Number(params.get('page'));
  return { filter, page: Number.isInteger(page) && page > 1 ? page : 1 };
}

export function auditParams(filter: AuditFilter, page = 1): URLSearchParams {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(filter)) if (value.trim()) search.set(key, value.trim());
  if (page > 1) search.set('page', String(page));
  return search;
}

export function toAuditListRequest(filter: AuditFilter, page: number): AuditListRequest {
  const timeFrom = toIsoString(filter.from || undefined);
  const timeTo = nextDayIsoString(filter.to || undefined);
  return {
    ...(filter.actor ? { actor: filter.actor } : {}),
    ...(filter.action ? { action: filter.action as AuditAction } : {}),
    ...(filter.entity ? { entityType: filter.entity as AuditEntityType } : {}),
    ...(filter.keyword ? { keyword: filter.keyword } : {}),
    ...(timeFrom ? { timeFrom } : {}),
    ...(timeTo ? { timeTo } : {}),
    maxResultCount: PAGE_SIZE,
    skipCount: (page - 1) * PAGE_SIZE,
  };
}
