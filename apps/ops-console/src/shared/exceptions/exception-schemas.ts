import type { ExceptionReason, RaiseExceptionInput, ResolveExceptionInput } from '@forwarder/api-client/ops';
import { t } from '@lingui/core/macro';
import { z } from 'zod';
import { TIME_ZONE_PATTERN } from '../time/zoned-time';

// Raising and resolving an exception (contract RaiseExceptionInput, ResolveExceptionInput). The customer reads the
// explanation (raise) and the description (resolve) in their language; the note and the resolution are internal.
// Limits are the contract's. The place is optional (the server's default warehouse).

const place = {
  locationZh: z.string().trim().max(100),
  locationEn: z.string().trim().max(100),
  timeZone: z.string().regex(TIME_ZONE_PATTERN),
};

export const raiseExceptionSchema = z.object({
  reason: z.string().min(1, { error: () => t`请选择原因` }),
  explanationZh: z.string().trim().max(500),
  explanationEn: z.string().trim().max(500),
  note: z.string().trim().max(1000),
  ...place,
});
export type RaiseExceptionValues = z.input<typeof raiseExceptionSchema>;
export const RAISE_FIELDS = ['reason', 'explanationZh', 'explanationEn', 'note', 'locationZh', 'locationEn', 'timeZone'] as const;

export const resolveExceptionSchema = z.object({
  resolution: z.string().trim().min(1, { error: () => t`请填写处理结果` }).max(1000),
  descriptionZh: z.string().trim().max(500),
  descriptionEn: z.string().trim().max(500),
  ...place,
});
export type ResolveExceptionValues = z.input<typeof resolveExceptionSchema>;
export const RESOLVE_FIELDS = ['resolution', 'descriptionZh', 'descriptionEn', 'locationZh', 'locationEn', 'timeZone'] as const;

/** Empty optional texts are left out: the server then uses the reason's explanation, the template, its warehouse. */
const present = <T extends Record<string, string>>(values: T): Partial<T> =>
  Object.fromEntries(Object.entries(values).map(([key, value]) => [key, value.trim()]).filter(([, value]) => value !== '')) as Partial<T>;

export function toRaiseInput(values: RaiseExceptionValues): RaiseExceptionInput {
  const { reason, ...rest } = values;
  return { reason: reason as ExceptionReason, ...present(rest) };
}

export function toResolveInput(values: ResolveExceptionValues): ResolveExceptionInput {
  const { resolution, ...rest } = values;
  return { resolution: resolution.trim(), ...present(rest) };
}
