import type { TransportMode } from '@forwarder/api-client';
import { computeWeights, round2, type OrderWeights } from '@forwarder/weights';
import type { DeclaredItemFormValues, ParcelFormValues } from '../api/submit-order';

// A live estimate while the member types, by the rule the server applies (`@forwarder/weights`: dimensional weight
// L×W×H/6000 by air, /1000 by sea, chargeable = the larger). The server's figures on the saved order are the binding
// ones. Here only the typed text becomes numbers: rows that are not (yet) valid numbers count as zero.

const numberOf = (text: string) => {
  const value = Number(text.trim());
  return text.trim() !== '' && Number.isFinite(value) && value > 0 ? value : 0;
};

export type WeightEstimate = Omit<OrderWeights, 'boxVolumeWeightsKg'>;

const boxOf = (parcel: ParcelFormValues) => ({
  quantity: Math.floor(numberOf(parcel.quantity)),
  weightKg: numberOf(parcel.weightKg),
  lengthCm: numberOf(parcel.lengthCm),
  widthCm: numberOf(parcel.widthCm),
  heightCm: numberOf(parcel.heightCm),
});

export function estimateWeights(parcels: readonly ParcelFormValues[], transportMode: TransportMode | undefined): WeightEstimate {
  const { parcelCount, totalWeightKg, volumeWeightKg, chargeableWeightKg } = computeWeights(parcels.map(boxOf), transportMode);
  return { parcelCount, totalWeightKg, volumeWeightKg, chargeableWeightKg };
}

export function declaredTotal(items: readonly DeclaredItemFormValues[]): number {
  return round2(items.reduce((sum, item) => sum + Math.floor(numberOf(item.quantity)) * numberOf(item.unitValue), 0));
}
