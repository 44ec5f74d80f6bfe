import { type EventCode, type components } from '@forwarder/contracts/api-ops';
import { nowIso } from '../../../db/ids';
import { AppError, ValidationError, type ValidationIssue } from '../../../errors/app-errors';
import type { Locale } from '../../../i18n/locale';
import { orderStatusDisplayName } from '../display-names';
import { DEFAULT_TIME_ZONE, type TrackingEventInput } from './event-record';
import { templateOf } from './event-templates';
import type { EventRecord, OrderState } from './events.repository';
import { canMove } from './state-machine';

// One event about to reach one or many orders: built and checked here (pure), applied by applyOrderEvents. Every way
// an event arrives is drafted by draftOf (staff, scans, batches, the import, the machine API) or systemDraft
// (receiving, exceptions, the customer's cancel), and checked by checkMove (event-plan.ts).

type EventInput = components['schemas']['EventInput'];

/** An event as staff posted it, defaults filled in, not yet tied to an order. */
export interface EventDraft extends TrackingEventInput {
  code: EventCode;
}

/** Clocks of scanners and browsers drift: a time up to this far ahead of the server's still counts as now. */
const CLOCK_SKEW_MS = 5 * 60_000;

const text = (value: string | undefined): string => value?.trim() ?? '';

/**
 * The draft of an event posted by postOrderEvent, a scan or a batch: the code must be postable (the others have
 * their own operations), the time not in the future (now when absent), the texts the template's when empty.
 * Throws a ValidationError naming the members (`prefix` + field).
 */
export function draftOf(input: EventInput, now: Date, prefix = ''): EventDraft {
  const template = templateOf(input.code);
  const issues: ValidationIssue[] = [];
  if (!template.postable || template.status === null) {
    issues.push({ members: [`${prefix}code`], messageKey: 'Ops:CodeNotPostable', params: { code: input.code } });
  }
  const time = input.time ? new Date(input.time) : now;
  if (time.getTime() > now.getTime() + CLOCK_SKEW_MS) issues.push({ members: [`${prefix}time`], messageKey: 'Ops:TimeInFuture' });
  const locationZh = text(input.locationZh);
  const locationEn = text(input.locationEn);
  if (!locationZh) issues.push({ members: [`${prefix}locationZh`], messageKey: 'Validation:Required', params: { field: `${prefix}locationZh` } });
  if (!locationEn) issues.push({ members: [`${prefix}locationEn`], messageKey: 'Validation:Required', params: { field: `${prefix}locationEn` } });
  if (issues.length) throw new ValidationError(issues);
  return {
    code: input.code,
    status: template.status ?? 0,
    time: time.toISOString(),
    timeZone: input.timeZone ?? DEFAULT_TIME_ZONE,
    locationZh,
    locationEn,
    descriptionZh: text(input.descriptionZh) || template.description[0],
    descriptionEn: text(input.descriptionEn) || template.description[1],
  };
}

/** draftOf's checks as data: the draft, or the issues draftOf would throw (per item, not for the whole call). */
export function draftOrIssues(input: EventInput, now: Date, prefix = ''): { draft: EventDraft } | { issues: ValidationIssue[] } {
  try {
    return { draft: draftOf(input, now, prefix) };
  } catch (error) {
    if (error instanceof ValidationError && error.validationErrors) return { issues: error.validationErrors };
    throw error;
  }
}

/** A system-made draft (receiving, exceptions, the customer's cancel): the template's text unless given. */
export function systemDraft(
  code: EventCode,
  status: number,
  place: { time: string; timeZone?: string | undefined; locationZh: string; locationEn: string },
  description?: { zh?: string | undefined; en?: string | undefined },
): EventDraft {
  const template = templateOf(code);
  return {
    code,
    status,
    time: place.time,
    timeZone: place.timeZone ?? DEFAULT_TIME_ZONE,
    locationZh: place.locationZh,
    locationEn: place.locationEn,
    descriptionZh: text(description?.zh) || template.description[0],
    descriptionEn: text(description?.en) || template.description[1],
  };
}

/** Where and what a customer's own action on their order shows on its timeline and in tracking (both languages). */
export interface CustomerActionText {
  readonly locationZh: string;
  readonly locationEn: string;
  readonly descriptionZh: string;
  readonly descriptionEn: string;
}

/**
 * The event of a customer's own action (cancel, edit), timed now but never before the order's latest event: a
 * clock set back must not put it under that event on the timeline.
 */
export function customerActionDraft(
  code: EventCode,
  status: number,
  lastEventTime: string,
  action: CustomerActionText,
  now: string = nowIso(),
): EventDraft {
  const time = now < lastEventTime ? lastEventTime : now;
  return systemDraft(
    code,
    status,
    { time, locationZh: action.locationZh, locationEn: action.locationEn },
    { zh: action.descriptionZh, en: action.descriptionEn },
  );
}

export type MoveCheck = { kind: 'move' } | { kind: 'already-applied' } | { kind: 'refused'; issue: ValidationIssue };

/** A refusal naming the waybill (in members and params), in the request's language. */
function refusalIssue(order: OrderState, messageKey: string, params: Record<string, string>): ValidationIssue {
  return { members: [order.waybillNumber], messageKey, params: { waybillNumber: order.waybillNumber, ...params } };
}

/** `Ops:MoveNotAllowed`: the state machine does not lead from the order's status to `to`. */
export const moveNotAllowed = (order: OrderState, to: number, locale: Locale): ValidationIssue =>
  refusalIssue(order, 'Ops:MoveNotAllowed', { from: orderStatusDisplayName(order.status, locale), to: orderStatusDisplayName(to, locale) });

/**
 * Whether the draft may reach the order: an event equal to the latest one (code and place) is already applied
 * (a double scan, a retried request); otherwise the state machine decides, and an event may not be older than the
 * order's latest (the timeline and the status would disagree).
 */
export function checkMove(order: OrderState, draft: EventDraft, locale: Locale, allowed = canMove(order.status, draft.status)): MoveCheck {
  if (order.lastEventCode === draft.code && order.lastEventLocationZh === draft.locationZh && order.lastEventLocationEn === draft.locationEn) {
    return { kind: 'already-applied' };
  }
  if (!allowed) return { kind: 'refused', issue: moveNotAllowed(order, draft.status, locale) };
  if (draft.time < order.lastEventTime) return { kind: 'refused', issue: refusalIssue(order, 'Ops:EventBeforeLast', { time: readableUtc(order.lastEventTime) }) };
  return { kind: 'move' };
}

/** `2026-11-23T06:15:33.673Z` → `2026-11-23 06:15:33`: what staff read in a refusal (the message says UTC). */
const readableUtc = (iso: string): string => iso.slice(0, 19).replace('T', ' ');

/** 400 for one refused move: the rule's code (`Ops:MoveNotAllowed`, `Ops:EventBeforeLast`), the waybill in members. */
export function moveRefused(issue: ValidationIssue): AppError {
  const key = issue.messageKey ?? 'Ops:MoveNotAllowed';
  return new AppError(400, key, { code: key, params: issue.params ?? {}, validationErrors: [issue] });
}

/** 400 `Ops:BatchMoveNotAllowed` for a batch event: one validation error per refused waybill. */
export function batchMoveRefused(issues: readonly ValidationIssue[]): AppError {
  return new AppError(400, 'Ops:BatchMoveNotAllowed', {
    code: 'Ops:BatchMoveNotAllowed',
    params: { count: issues.length },
    validationErrors: [...issues],
  });
}

/** The draft as written to every order it reaches, with who or what posted it. */
export const eventRecord = (draft: EventDraft, meta: Pick<EventRecord, 'source' | 'actorId' | 'batchId'>): EventRecord => ({ ...draft, ...meta });

/** The audit entry's view of an event. */
export const auditedEvent = (draft: EventDraft) => ({
  status: draft.status,
  code: draft.code,
  time: draft.time,
  timeZone: draft.timeZone,
  locationZh: draft.locationZh,
  locationEn: draft.locationEn,
  descriptionZh: draft.descriptionZh,
  descriptionEn: draft.descriptionEn,
});
