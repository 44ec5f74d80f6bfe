import { AuditAction, AuditEntityType, type AuditListRequest } from '@forwarder/api-client/ops';
import { nextDayIsoString, toIsoString } from '@forwarder/i18n/dates';
import { listParams, pageWindow, readPage } from '../../../shared/list/list';

// The audit log's filter lives in the URL (`?actor=demo-operator&action=order.event&from=2026-11-01`).

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
  return { filter, page: readPage(params) };
}

export function auditParams(filter: AuditFilter, page = 1): URLSearchParams {
  return listParams({ ...filter }, page);
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
    ...pageWindow(page),
  };
}
