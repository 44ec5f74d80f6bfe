import type { EventCode, EventInput, EventTemplate } from '@forwarder/api-client/ops';
import { t } from '@lingui/core/macro';
import { z } from 'zod';
import { prefilledText } from '../form/prefill';
import { instantOf, TIME_ZONE_PATTERN, wallClock } from '../time/zoned-time';

// One tracking event as staff enter it (contract EventInput): the code from the templates, the local time at the
// place and its offset, the place and the customer-facing text in both languages (pre-filled from the template,
// editable). Limits are the contract's. Used by an order's event dialog, scan mode and a batch's event dialog.

/** A typed time may be a minute ahead of the server's clock (the minute being typed), never more. */
const CLOCK_SKEW_MS = 60_000;

export const eventSchema = z
  .object({
    code: z.string().min(1, { error: () => t`请选择事件` }),
    /** `datetime-local` text; empty in scan mode (each scan happens now). */
    time: z.string(),
    timeZone: z.string().regex(TIME_ZONE_PATTERN),
    locationZh: z.string().trim().min(1).max(100),
    locationEn: z.string().trim().min(1).max(100),
    descriptionZh: z.string().trim().max(500),
    descriptionEn: z.string().trim().max(500),
  })
  .superRefine((values, context) => {
    if (!values.time) return;
    const instant = instantOf(values.time, values.timeZone);
    if (!instant) context.addIssue({ code: 'custom', path: ['time'], message: t`请输入完整的日期和时间` });
    else if (Date.parse(instant) > Date.now() + CLOCK_SKEW_MS) context.addIssue({ code: 'custom', path: ['time'], message: t`时间不能晚于现在` });
  });

export type EventFormValues = z.input<typeof eventSchema>;

/** The fields of the form that the server's `validationErrors` may name. */
export const EVENT_FIELDS = ['code', 'time', 'timeZone', 'locationZh', 'locationEn', 'descriptionZh', 'descriptionEn'] as const;

/** A new event form: no code chosen yet, the current local time at the default zone. */
export function eventDefaults(timeZone: string, withTime: boolean, now = new Date()): EventFormValues {
  return {
    code: '',
    time: withTime ? wallClock(now, timeZone) : '',
    timeZone,
    locationZh: '',
    locationEn: '',
    descriptionZh: '',
    descriptionEn: '',
  };
}

/**
 * The contract's EventInput; an empty time means "now" (the server's clock). `timeTyped: false` (staff left the
 * prefilled minute as it was) sends no time either: the prefill means "now", and the minute it shows, without its
 * seconds, may be earlier than an event posted seconds before (the server refuses an event older than the latest).
 */
export function toEventInput(values: EventFormValues, { timeTyped = true }: { timeTyped?: boolean } = {}): EventInput {
  const time = values.time && timeTyped ? instantOf(values.time, values.timeZone) : undefined;
  return {
    code: values.code as EventCode,
    ...(time ? { time } : {}),
    timeZone: values.timeZone,
    locationZh: values.locationZh.trim(),
    locationEn: values.locationEn.trim(),
    descriptionZh: values.descriptionZh.trim(),
    descriptionEn: values.descriptionEn.trim(),
  };
}

/** The descriptions after choosing the template `next` instead of `previous` (`prefilledText` for each language). */
export function prefilledDescriptions(
  current: Pick<EventFormValues, 'descriptionZh' | 'descriptionEn'>,
  previous: EventTemplate | undefined,
  next: EventTemplate | undefined,
): Pick<EventFormValues, 'descriptionZh' | 'descriptionEn'> {
  return {
    descriptionZh: prefilledText(current.descriptionZh, previous?.descriptionZh, next?.descriptionZh),
    descriptionEn: prefilledText(current.descriptionEn, previous?.descriptionEn, next?.descriptionEn),
  };
}
