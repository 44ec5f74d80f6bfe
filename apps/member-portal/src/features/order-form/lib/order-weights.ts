import { TransportMode } from '@forwarder/api-client';
import type { DeclaredItemFormValues, ParcelFormValues } from '../api/submit-order';

// A live estimate while the member types, by the rule the server applies (docs/domain/logistics.md "Weights":
// dimensional weight L×W×H/6000 by air, /1000 by sea, chargeable = the larger). The server's figures on the saved
// order are the binding ones. Rows that are not (yet) valid numbers count as zero.

const round2 = (value: number) => Math.round((value + Number.EPSILON) * 100) / 100;
const numberOf = (text: string) => {
  const value = Number(text.trim());
  return text.trim() !== '' && Number.isFinite(value) && value > 0 ? value : 0;
};

export interface WeightEstimate {
  parcelCount: number;
  totalWeightKg: number;
  volumeWeightKg: number;
  chargeableWeightKg: number;
}

export function boxVolumeWeightKg(parcel: ParcelFormValues, transportMode: TransportMode | undefined): number {
  const divisor = transportMode === TransportMode.SEA ? 1000 : 6000;
  return round2((numberOf(parcel.lengthCm) * numberOf(parcel.widthCm) * numberOf(parcel.heightCm)) / divisor);
}

export function estimateWeights(parcels: readonly ParcelFormValues[], transportMode: TransportMode | undefined): WeightEstimate {
  let parcelCount = 0;
  let total = 0;
  let volume = 0;
  for (const parcel of parcels) {
    const quantity = Math.floor(numberOf(parcel.quantity));
    parcelCount += quantity;
    total += quantity * numberOf(parcel.weightKg);
    volume += quantity * boxVolumeWeightKg(parcel, transportMode);
  }
  const totalWeightKg = round2(total);
  const volumeWeightKg = round2(volume);
  return { parcelCount, totalWeightKg, volumeWeightKg, chargeableWeightKg: Math.max(totalWeightKg, volumeWeightKg) };
}

export function declaredTotal(items: readonly DeclaredItemFormValues[]): number {
  return round2(items.reduce((sum, item) => sum + Math.floor(numberOf(item.quantity)) * numberOf(item.unitValue), 0));
}
