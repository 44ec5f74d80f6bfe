import type { ReceiveInput } from '@forwarder/api-client/ops';
import { t } from '@lingui/core/macro';
import { computeWeights, type OrderWeights } from '@forwarder/weights';
import { z } from 'zod';

// The boxes of one parcel as weighed and measured at the warehouse (contract ReceiveInput, MeasuredParcelInput).
// Numbers are typed as text: a half-typed value stays what was typed and the message says what is wrong. Limits
// are the contract's.

const DECIMAL = /^\d+(\.\d+)?$/;
const measure = (max: number) =>
  z
    .string()
    .trim()
    .min(1)
    .regex(DECIMAL, { error: () => t`请输入数字` })
    .transform(Number)
    .pipe(z.number().positive({ error: () => t`必须大于 0` }).max(max));

export const MAX_BOXES = 200;

export const boxSchema = z.object({
  weightKg: measure(1000),
  lengthCm: measure(500),
  widthCm: measure(500),
  heightCm: measure(500),
});

export const receiveSchema = z.object({
  boxes: z.array(boxSchema).min(1).max(MAX_BOXES),
});

export type ReceiveFormValues = z.input<typeof receiveSchema>;
export type BoxFormValues = ReceiveFormValues['boxes'][number];
export type ReceiveFormOutput = z.output<typeof receiveSchema>;

/** The box fields in the order Enter moves through them. */
export const BOX_FIELDS = ['weightKg', 'lengthCm', 'widthCm', 'heightCm'] as const;

export const emptyBox: BoxFormValues = { weightKg: '', lengthCm: '', widthCm: '', heightCm: '' };

/** Where the parcel is received: the warehouse's place (empty: the server's default warehouse) and its offset. */
export interface ReceivingPlace {
  locationZh: string;
  locationEn: string;
  timeZone: string;
}

export function toReceiveInput(waybillNumber: string, output: ReceiveFormOutput, place: ReceivingPlace): ReceiveInput {
  return {
    waybillNumber,
    parcels: output.boxes,
    ...(place.locationZh.trim() ? { locationZh: place.locationZh.trim() } : {}),
    ...(place.locationEn.trim() ? { locationEn: place.locationEn.trim() } : {}),
    timeZone: place.timeZone,
  };
}

const numberOf = (text: string) => {
  const value = Number(text.trim());
  return text.trim() !== '' && Number.isFinite(value) && value > 0 ? value : 0;
};

/** The measured figures while staff type, by the order's weight rule (a box not yet typed counts as zero). */
export function liveWeights(boxes: readonly BoxFormValues[], transportMode: number): OrderWeights {
  return computeWeights(
    boxes.map((box) => ({
      quantity: 1,
      weightKg: numberOf(box.weightKg),
      lengthCm: numberOf(box.lengthCm),
      widthCm: numberOf(box.widthCm),
      heightCm: numberOf(box.heightCm),
    })),
    transportMode,
  );
}
