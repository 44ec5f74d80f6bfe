import { OrderStatus, type OpsOrder, type ReceiveInput } from '@forwarder/api-client/ops';
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

/** `acceptShortDelivery`: staff confirmed that fewer boxes arrived than declared (sent only then). */
export function toReceiveInput(waybillNumber: string, output: ReceiveFormOutput, place: ReceivingPlace, acceptShortDelivery = false): ReceiveInput {
  return {
    waybillNumber,
    parcels: output.boxes,
    ...(place.locationZh.trim() ? { locationZh: place.locationZh.trim() } : {}),
    ...(place.locationEn.trim() ? { locationEn: place.locationEn.trim() } : {}),
    timeZone: place.timeZone,
    ...(acceptShortDelivery ? { acceptShortDelivery } : {}),
  };
}

/** Declared against received boxes when fewer arrive than declared. */
export interface ShortDelivery {
  declared: number;
  received: number;
}

/**
 * The server's rule (receiveParcels): a submitted order received with fewer boxes than declared is a short delivery,
 * refused unless confirmed; a re-measured one never is (its boxes may have been repacked).
 */
export function shortDeliveryOf(order: Pick<OpsOrder, 'status' | 'parcelCount'>, received: number): ShortDelivery | null {
  return order.status === OrderStatus.Submitted && received < order.parcelCount ? { declared: order.parcelCount, received } : null;
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
