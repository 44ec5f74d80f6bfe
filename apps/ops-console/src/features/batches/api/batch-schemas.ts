import { parseWaybillNumbers } from '@forwarder/api-client';
import type { BatchDetail, BatchType, CreateBatchInput, UpdateBatchInput } from '@forwarder/api-client/ops';
import { t } from '@lingui/core/macro';
import { z } from 'zod';
import { instantOf, TIME_ZONE_PATTERN, wallClock } from '../../../shared/time/zoned-time';

// A batch as staff create and edit it (contract CreateBatchInput, UpdateBatchInput): a type, a reference, the route
// and an ETA typed as a local time with its offset (the site zone's by default). The offset is sent and kept with
// the ETA, so the batch page shows back the time typed, in the zone meant (issue 27). Limits are the contract's.

const MAX_NUMBERS = 500;

const route = {
  reference: z.string().trim().min(1).max(64),
  origin: z.string().trim().min(1).max(64),
  destination: z.string().trim().min(1).max(64),
  /** `datetime-local` text at `timeZone`; empty: no ETA. */
  eta: z.string(),
  timeZone: z.string().regex(TIME_ZONE_PATTERN),
};

const etaIsComplete = (values: { eta: string; timeZone: string }) => values.eta === '' || instantOf(values.eta, values.timeZone) !== undefined;
const ETA_ISSUE = { path: ['eta'], error: () => t`请输入完整的日期和时间` };

export const createBatchSchema = z
  .object({
    type: z.string().min(1, { error: () => t`请选择批次类型` }),
    ...route,
    waybillNumbers: z.string().refine((text) => parseWaybillNumbers(text).length <= MAX_NUMBERS, { error: () => t`最多 ${MAX_NUMBERS} 个运单号` }),
  })
  .refine(etaIsComplete, ETA_ISSUE);
export type CreateBatchValues = z.input<typeof createBatchSchema>;
export const CREATE_BATCH_FIELDS = ['type', 'reference', 'origin', 'destination', 'eta', 'waybillNumbers'] as const;

export const updateBatchSchema = z.object({ ...route, isClosed: z.boolean() }).refine(etaIsComplete, ETA_ISSUE);
export type UpdateBatchValues = z.input<typeof updateBatchSchema>;
export const UPDATE_BATCH_FIELDS = ['reference', 'origin', 'destination', 'eta', 'isClosed'] as const;

export function toCreateBatchInput(values: CreateBatchValues): CreateBatchInput {
  const eta = values.eta ? instantOf(values.eta, values.timeZone) : undefined;
  const waybillNumbers = parseWaybillNumbers(values.waybillNumbers);
  return {
    type: values.type as BatchType,
    reference: values.reference.trim(),
    origin: values.origin.trim(),
    destination: values.destination.trim(),
    ...(eta ? { eta, etaTimeZone: values.timeZone } : {}),
    ...(waybillNumbers.length ? { waybillNumbers } : {}),
  };
}

export function toUpdateBatchInput(values: UpdateBatchValues): UpdateBatchInput {
  return {
    reference: values.reference.trim(),
    origin: values.origin.trim(),
    destination: values.destination.trim(),
    eta: values.eta ? (instantOf(values.eta, values.timeZone) ?? null) : null,
    etaTimeZone: values.timeZone,
    isClosed: values.isClosed,
  };
}

/** The edit form of a batch, its ETA at the offset it was typed at (without an ETA: `defaultZone`, the site's). */
export function updateBatchValues(batch: BatchDetail, defaultZone: string): UpdateBatchValues {
  const timeZone = batch.etaTimeZone ?? defaultZone;
  return {
    reference: batch.reference,
    origin: batch.origin,
    destination: batch.destination,
    eta: batch.eta ? wallClock(new Date(batch.eta), timeZone) : '',
    timeZone,
    isClosed: batch.isClosed,
  };
}
